/**
 * npm run bench:react-rules -- <project dir> [--runs N]
 *
 * The react-rules task's Biome run over a whole project against the analyser's own
 * whole-project findings (issue 13: Biome stays under 2× the findings). Both sides run
 * in turns after a warm-up pass, so they share the machine's noise; their ratio is the
 * figure. Biome gets the config the task would write, from a temporary folder: nothing
 * is written into the project.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { Analyser, locateBiome, nodeFileSystem } from '../analyser/index.js'
import { toLintArguments } from '../cli/tasks/react-rules/react-rules.js'

function readOptions(argv: string[]): { root: string; runs: number } {
  const positional: string[] = []
  let runs = 3
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--runs') runs = Number(argv[++index])
    else if (arg.startsWith('--runs=')) runs = Number(arg.slice('--runs='.length))
    else if (arg.startsWith('-'))
      throw new Error(`Unknown option "${arg}". Usage: npm run bench:react-rules -- <project dir> [--runs N]`)
    else positional.push(arg)
  }
  if (positional.length !== 1)
    throw new Error('Name one project folder. Usage: npm run bench:react-rules -- <project dir> [--runs N]')
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1.')
  return { root: path.resolve(positional[0]!), runs }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function main(): void {
  const { root, runs } = readOptions(process.argv.slice(2))
  const located = locateBiome({ fs: nodeFileSystem, root, environment: {} })
  if ('problem' in located) throw new Error(located.problem)
  const plan = new Analyser().plan({ root, tasks: ['react-rules'] })
  const folder = mkdtempSync(path.join(tmpdir(), 'flawless-react-bench-biome-'))
  try {
    writeFileSync(path.join(folder, 'biome.json'), plan.suites[0]!.content!)
    const report = path.join(folder, 'report.json')
    const lint = (): number => {
      const start = process.hrtime.bigint()
      // The task's own arguments, so the bench times the lint a run makes.
      spawnSync(located.found.path, toLintArguments(path.join(folder, 'biome.json'), report), {
        cwd: root,
        stdio: 'ignore',
      })
      return Number(process.hrtime.bigint() - start) / 1e6
    }
    // A fresh analyser each time: no content cache, as a findings call on a new project pays.
    let findingsCount = 0
    const findings = (): number => {
      const start = process.hrtime.bigint()
      findingsCount = new Analyser().findings({ root, maxEntries: Number.MAX_SAFE_INTEGER }).findings.length
      return Number(process.hrtime.bigint() - start) / 1e6
    }
    lint()
    findings()
    const biomeTimes: number[] = []
    const findingsTimes: number[] = []
    for (let run = 0; run < runs; run++) {
      biomeTimes.push(lint())
      findingsTimes.push(findings())
    }
    const summary = JSON.parse(readFileSync(report, 'utf8')) as {
      summary: { unchanged: number; changed: number }
      diagnostics: unknown[]
    }
    const biome = median(biomeTimes)
    const analysed = median(findingsTimes)
    console.log(`${root}: ${summary.summary.unchanged + summary.summary.changed} files linted, ${runs} runs each`)
    console.log(`  Biome (${located.found.owner}'s), react-rules config: ${biome.toFixed(0)} ms median`)
    console.log(`    ${summary.diagnostics.length} diagnostics`)
    console.log(`  analyser findings, whole project, cold: ${analysed.toFixed(0)} ms median, ${findingsCount} findings`)
    console.log(`  Biome / findings: ${(biome / analysed).toFixed(2)}× (issue 13: under 2×)`)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

main()
