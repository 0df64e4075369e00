/**
 * npm run bench -- <project dir> [entry] [--runs N]
 *
 * Measures, in one process and one run, the analyser over a project against a bare
 * typescript-estree parse of the same files with the same options: their ratio is the
 * figure that matters, since both share the machine's noise. Runs alternate after a
 * warm-up pass so neither side gets the JIT's or the disk cache's favour. Findings
 * (every rule) are measured against analyse the same way.
 */
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { parse } from '@typescript-eslint/typescript-estree'
import { Analyser, DEFAULT_MAX_ENTRIES, nodeFileSystem } from '../analyser/index.js'
import { PARSE_OPTIONS } from '../analyser/parse/parse-source.js'
import { openRoot } from '../analyser/project/root.js'
import { DEFAULT_OUT, getExcludes, listProjectSources } from '../analyser/project/sources.js'

interface BenchOptions {
  root: string
  entry: string
  runs: number
}

function readOptions(argv: string[]): BenchOptions {
  const positional: string[] = []
  let runs = 5
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--runs') runs = Number(argv[++index])
    else if (arg.startsWith('--runs=')) runs = Number(arg.slice('--runs='.length))
    else if (arg.startsWith('-'))
      throw new Error(`Unknown option "${arg}". Usage: npm run bench -- <project dir> [entry] [--runs N]`)
    else positional.push(arg)
  }
  if (positional.length === 0)
    throw new Error('Name a project folder. Usage: npm run bench -- <project dir> [entry] [--runs N]')
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1.')
  return { root: path.resolve(positional[0]!), entry: positional[1] ?? '.', runs }
}

function time(run: () => void): number {
  const start = process.hrtime.bigint()
  run()
  return Number(process.hrtime.bigint() - start) / 1e6
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function main(): void {
  const options = readOptions(process.argv.slice(2))
  const projectRoot = openRoot(nodeFileSystem, options.root)
  const files = listProjectSources(nodeFileSystem, projectRoot, getExcludes(DEFAULT_OUT))
  const texts = files
    .map((file) => ({ file, text: readFileSync(path.join(projectRoot.root, file), 'utf8') }))
    .filter(({ text }) => Buffer.byteLength(text) <= 1024 * 1024)
  const bareParse = (): void => {
    for (const { file, text } of texts) {
      try {
        parse(text, { ...PARSE_OPTIONS, filePath: file })
      } catch {
        // A file that does not parse costs what it costs; the analyser pays the same.
      }
    }
  }
  const call = { root: projectRoot.root, entry: options.entry, maxEntries: Number.MAX_SAFE_INTEGER }
  let components = 0
  let filesRead = 0
  /** One cold call on a fresh analyser, then one warm call on the same; the analyser is dropped after. */
  const analyseColdThenWarm = (): { cold: number; warm: number } => {
    const analyser = new Analyser()
    const cold = time(() => {
      components = analyser.analyse(call).components.length
    })
    filesRead = analyser.lastCall!.filesRead
    const warm = time(() => analyser.analyse(call))
    return { cold, warm }
  }

  let findings = 0
  /** Findings over the same entry on a fresh analyser: the whole read plus every rule. */
  const findingsCold = (): number =>
    time(() => {
      findings = new Analyser().findings({
        root: projectRoot.root,
        entry: options.entry,
        maxEntries: Number.MAX_SAFE_INTEGER,
        maxFindings: Number.MAX_SAFE_INTEGER,
      }).findings.length
    })

  bareParse()
  analyseColdThenWarm()
  findingsCold()
  const parseTimes: number[] = []
  const coldTimes: number[] = []
  const warmTimes: number[] = []
  const findingsTimes: number[] = []
  for (let run = 0; run < options.runs; run++) {
    parseTimes.push(time(bareParse))
    const { cold, warm } = analyseColdThenWarm()
    coldTimes.push(cold)
    warmTimes.push(warm)
    findingsTimes.push(findingsCold())
  }
  // Each run's analyse over the parse measured just before it: pairs share the machine's state at that moment.
  const pairedRatio = median(coldTimes.map((cold, run) => cold / parseTimes[run]!))
  const parseMs = median(parseTimes)
  const coldMs = median(coldTimes)
  const warmMs = median(warmTimes)
  const findingsMs = median(findingsTimes)
  const peakRssMb = process.resourceUsage().maxRSS / 1024
  const perRunRatios = coldTimes.map((cold, run) => (cold / parseTimes[run]!).toFixed(2))
  const lines = [
    `project           ${projectRoot.root}`,
    `entry             ${options.entry} (max_entries lifted from ${DEFAULT_MAX_ENTRIES} so every entry is analysed)`,
    `files analysed    ${filesRead} (bare parse: ${texts.length} files)`,
    `components        ${components}`,
    `runs              ${options.runs}, medians after one warm-up pass`,
    `bare parse        ${parseMs.toFixed(0)} ms`,
    `analyse (cold)    ${coldMs.toFixed(0)} ms   ratio ${(coldMs / parseMs).toFixed(2)}× the bare parse`,
    `                  median of per-run ratios ${pairedRatio.toFixed(2)}×; per run ${perRunRatios.join(' ')}`,
    `analyse (warm)    ${warmMs.toFixed(0)} ms   ratio ${(warmMs / parseMs).toFixed(2)}×`,
    `                  files unchanged, served from the content cache`,
    `findings (cold)   ${findingsMs.toFixed(0)} ms   ratio ${(findingsMs / coldMs).toFixed(2)}× analyse cold`,
    `                  ${findings} findings from every rule`,
    `peak RSS          ${peakRssMb.toFixed(0)} MiB`,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

try {
  main()
} catch (error) {
  process.stderr.write(`bench: ${(error as Error).message}\n`)
  process.exitCode = 2
}
