/**
 * npm run bench -- <project dir> [entry] [--runs N] [--processes N]
 *
 * Two sets of figures over one project, each a ratio to a bare typescript-estree parse
 * of the same files with the same options, measured side by side so both share the
 * machine's noise:
 *
 * - in one process (`--runs`, default 5, alternating after a warm-up pass): analyse of
 *   the entry cold and warm, warm again after editing one file, and findings (every rule);
 * - in fresh processes (`--processes`, default 3 rounds after a warm-up round, the order
 *   rotated each round): the bare parse, `flawless-react analyse .` cold and from
 *   `--cache` (its kept answer, and the readings alone), `flawless-react analyse <entry>`,
 *   and files of 1,000 and 3,000 chained components, each a cold process from start to
 *   exit, with its peak memory. SPEC 2.6: an entry costs what its subtree costs, not the
 *   project.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Analyser, DEFAULT_MAX_ENTRIES, type AnalyserFileSystem, nodeFileSystem } from '../analyser/index.js'
import { parseAll, readProjectSources } from './project-sources.js'
import { USAGE_MARKER } from './usage-marker.js'

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const USAGE = 'Usage: npm run bench -- <project dir> [entry] [--runs N] [--processes N]'

interface BenchOptions {
  root: string
  entry: string
  runs: number
  processes: number
}

function readOptions(argv: string[]): BenchOptions {
  const positional: string[] = []
  const counts = { runs: 5, processes: 3 }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined]
    if (flag === '--runs' || flag === '--processes') counts[flag.slice(2) as 'runs'] = Number(inline ?? argv[++index])
    else if (arg.startsWith('-')) throw new Error(`Unknown option "${arg}". ${USAGE}`)
    else positional.push(arg)
  }
  if (positional.length === 0) throw new Error(`Name a project folder. ${USAGE}`)
  if (!Number.isInteger(counts.runs) || counts.runs < 1) throw new Error('--runs needs a whole number of at least 1.')
  if (!Number.isInteger(counts.processes) || counts.processes < 0)
    throw new Error('--processes needs a whole number, 0 to skip the process figures.')
  return { root: path.resolve(positional[0]!), entry: positional[1] ?? '.', ...counts }
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

function ratios(values: number[], baseline: number[]): string {
  const each = values.map((value, run) => value / baseline[run]!)
  return `${median(each).toFixed(2)}× (per run ${each.map((ratio) => ratio.toFixed(2)).join(' ')})`
}

/** The project as the analyser reads it, except one file that can be edited in memory. */
function withEditableFile(file: string): { fs: AnalyserFileSystem; edit(): void } {
  let edits = 0
  return {
    fs: {
      ...nodeFileSystem,
      readFileSync: (target, encoding) => {
        const text = nodeFileSystem.readFileSync(target, encoding)
        return target === file && edits > 0 ? `${text}\n// edited by the benchmark (${edits})\n` : text
      },
    },
    edit: () => {
      edits++
    },
  }
}

function inProcessFigures(options: BenchOptions): string[] {
  const { projectRoot, texts } = readProjectSources(options.root)
  const call = { root: projectRoot.root, entry: options.entry, maxEntries: Number.MAX_SAFE_INTEGER }
  let components = 0
  let stats = { filesRead: 0, filesSummarised: 0 }
  // The file an editor changes: the one defining the entry's first component.
  const first = new Analyser().analyse(call).components[0]
  const edited = path.join(projectRoot.root, first?.file ?? texts[0]!.file)
  /** One cold call on a fresh analyser, one warm call, and one after an edit; the analyser is dropped after. */
  const analyseCold = (): { cold: number; warm: number; edited: number } => {
    const editable = withEditableFile(edited)
    const analyser = new Analyser({ fs: editable.fs })
    const cold = time(() => {
      components = analyser.analyse(call).components.length
    })
    stats = analyser.lastCall!
    const warm = time(() => analyser.analyse(call))
    editable.edit()
    return { cold, warm, edited: time(() => analyser.analyse(call)) }
  }
  let findings = 0
  const findingsCold = (): number =>
    time(() => {
      findings = new Analyser().findings({ ...call, maxFindings: Number.MAX_SAFE_INTEGER }).findings.length
    })

  parseAll(texts)
  analyseCold()
  findingsCold()
  const parseTimes: number[] = []
  const coldTimes: number[] = []
  const warmTimes: number[] = []
  const editedTimes: number[] = []
  const findingsTimes: number[] = []
  for (let run = 0; run < options.runs; run++) {
    parseTimes.push(time(() => parseAll(texts)))
    const { cold, warm, edited: afterEdit } = analyseCold()
    coldTimes.push(cold)
    warmTimes.push(warm)
    editedTimes.push(afterEdit)
    findingsTimes.push(findingsCold())
  }
  return [
    `project           ${projectRoot.root}`,
    `entry             ${options.entry} (max_entries lifted from ${DEFAULT_MAX_ENTRIES} so every entry is analysed)`,
    `files read        ${stats.filesRead}, summarised ${stats.filesSummarised} (bare parse: ${texts.length} files)`,
    `components        ${components}`,
    `in one process    ${options.runs} runs, medians after one warm-up pass; load average ${loadavg()[0]!.toFixed(1)}`,
    `bare parse        ${median(parseTimes).toFixed(0)} ms`,
    `analyse (cold)    ${median(coldTimes).toFixed(0)} ms   ${ratios(coldTimes, parseTimes)} the bare parse`,
    `analyse (warm)    ${median(warmTimes).toFixed(0)} ms   ${ratios(warmTimes, coldTimes)} cold, files unchanged`,
    `after an edit     ${median(editedTimes).toFixed(0)} ms   ${ratios(editedTimes, coldTimes)} cold, ` +
      `${path.relative(projectRoot.root, edited)} edited`,
    `findings (cold)   ${median(findingsTimes).toFixed(0)} ms   ${ratios(findingsTimes, coldTimes)} analyse cold; ` +
      `${findings} findings from every rule`,
    `peak RSS          ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB (this process, all of the above)`,
  ]
}

interface ProcessRun {
  ms: number
  maxRssMib: number
}

/** One fresh process from spawn to exit, its output thrown away, its peak memory reported by the preload. */
function runProcess(args: string[]): ProcessRun {
  const start = process.hrtime.bigint()
  const child = spawnSync(process.execPath, ['--import', path.join(DIST, 'bench/report-usage.js'), ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const ms = Number(process.hrtime.bigint() - start) / 1e6
  const usage = child.stderr.split('\n').find((line) => line.startsWith(USAGE_MARKER))
  if (child.status !== 0 || usage === undefined)
    throw new Error(`"${args.join(' ')}" failed (exit ${child.status}): ${child.stderr.slice(0, 500)}`)
  return { ms, maxRssMib: (JSON.parse(usage.slice(USAGE_MARKER.length)) as { maxRssKb: number }).maxRssKb / 1024 }
}

/**
 * Fresh processes, each from spawn to exit: the bare parse; `analyse .` cold, and again from
 * a `--cache` folder the warm-up round filled, from its kept answer and from the files'
 * readings alone; `analyse <entry>`; and a generated file of
 * 1,000 and of 3,000 chained components (C0 renders C1 … renders Cn), whose ratio says
 * whether a walk over components is linear (issue 33: at most 4×).
 */
function processFigures(options: BenchOptions): string[] {
  const bin = path.join(DIST, 'cli/bin.js')
  const scratch = mkdtempSync(path.join(tmpdir(), 'flawless-react-bench-'))
  const whole = (maxEntries = 1_000_000) => [
    bin,
    'analyse',
    '.',
    '--root',
    options.root,
    '--json',
    '--max-entries',
    String(maxEntries),
  ]
  const cache = ['--cache', '--cache-location', path.join(scratch, 'cache')]
  // Each run of the second asks with another --max-entries (every source still an entry), so no answer is kept
  // for it: it is made from the files' readings, as after an edit (which adds the edited file's parse).
  let unkept = 2_000_000
  const commands: [string, () => string[]][] = [
    ['bare parse', () => [path.join(DIST, 'bench/parse-project.js'), options.root]],
    ['analyse .', () => whole()],
    ['analyse . --cache', () => [...whole(), ...cache]],
    ['  answer not kept', () => [...whole(unkept++), ...cache]],
    ...[1000, 3000].map((length): [string, () => string[]] => {
      const root = writeChain(path.join(scratch, `chain-${length}`), length)
      return [`chain of ${length}`, () => [bin, 'analyse', '.', '--root', root, '--json']]
    }),
  ]
  if (options.entry !== '.')
    commands.push(['analyse <entry>', () => [bin, 'analyse', options.entry, '--root', options.root, '--json']])
  const runs = new Map<string, ProcessRun[]>(commands.map(([label]) => [label, []]))
  const load = loadavg()[0]!
  try {
    for (let round = -1; round < options.processes; round++) {
      for (let index = 0; index < commands.length; index++) {
        const [label, args] = commands[(index + Math.max(round, 0)) % commands.length]!
        const run = runProcess(args())
        if (round >= 0) runs.get(label)!.push(run)
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  const msOf = (label: string) => runs.get(label)!.map((run) => run.ms)
  const parse = msOf('bare parse')
  return [
    `fresh processes   ${options.processes} rounds after a warm-up round, order rotated each round; wall time from ` +
      `spawn to exit, medians; load average ${load.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`,
    ...commands.map(([label]) => {
      const measured = runs.get(label)!
      const ms = measured.map((run) => run.ms)
      const memory = measured.map((run) => run.maxRssMib)
      const ratio =
        label === 'bare parse' || label === 'chain of 1000'
          ? ''
          : label === 'chain of 3000'
            ? `   ${ratios(ms, msOf('chain of 1000'))} the chain of 1000`
            : `   ${ratios(ms, parse)} the bare parse`
      return (
        `${label.padEnd(17)} ${(median(ms) / 1000).toFixed(2)} s${ratio}   ` +
        `peak RSS ${median(memory).toFixed(0)} MiB (max ${Math.max(...memory).toFixed(0)})`
      )
    }),
  ]
}

/** A project of one file: `length` components, each rendering the next. */
function writeChain(folder: string, length: number): string {
  mkdirSync(path.join(folder, 'src'), { recursive: true })
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'chain', dependencies: { react: '19.2.0' } }))
  const components = Array.from({ length }, (_, index) => {
    const body = index === length - 1 ? '<span>{label}</span>' : `<div><C${index + 1} label={label} /></div>`
    return `export function C${index}({ label }: { label: string }) {\n  return ${body}\n}\n`
  })
  writeFileSync(path.join(folder, 'src/chain.tsx'), components.join('\n'))
  return folder
}

function main(): void {
  const options = readOptions(process.argv.slice(2))
  const lines = inProcessFigures(options)
  if (options.processes > 0) lines.push(...processFigures(options))
  process.stdout.write(`${lines.join('\n')}\n`)
}

try {
  main()
} catch (error) {
  process.stderr.write(`bench: ${(error as Error).message}\n`)
  process.exitCode = 2
}
