/**
 * npm run bench:gate -- <project dir> --plant <file>#<Component> [--roots GLOBS [--depth N]] [--runs N] [--keep]
 *
 * The perf gate's false-alarm rate on unchanged code under load, and its catch rate for
 * a planted slowdown (SPEC §7). On a copy of the project: generate the suites, take the
 * baselines, then — while another process keeps every core busy — run `--run-tests` N
 * times on unchanged code and count perf failures, plant a fixed amount of work in one
 * component's render and run N times more, counting the runs that flag it and what else
 * they flag. The planted work is rounds of an integer hash, as many as took 25 ms of CPU
 * time when the bench timed them, once, before starting the load: a regression is more
 * work, not more waiting (a loop spinning until the wall clock moved 25 ms did only 8–17
 * ms of work under load, since the process waited for a core part of the time). Beside
 * the shipped verdict, each run's raw times (results.jsonl) are judged the ways the gate
 * could have worked: wall-clock render time, CPU time without the reference, CPU time
 * calibrated by the reference but not re-measured. --roots and --depth narrow every
 * generation and run to a subtree, as they do for the CLI, so a large app can be measured
 * ten times over in minutes rather than hours. The project itself is never
 * written to; --keep leaves the copy, its suites and results.jsonl for a look.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Analyser } from '../analyser/index.js'
import { type Batch, judgeBatch } from '../cli/harness/gate.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const MANIFEST = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { bin: Record<string, string> }
const BIN = path.join(REPO, MANIFEST.bin['flawless-react']!)
const PLANTED_MS = 25
const USAGE =
  'Usage: npm run bench:gate -- <project dir> --plant <file>#<Component> ' +
  '[--roots GLOBS [--depth N]] [--runs N] [--keep]'

interface BenchOptions {
  root: string
  plant: { file: string; component: string }
  runs: number
  keep: boolean
  /** --roots and --depth as given, passed to every generation and run. */
  selection: string[]
}

function readOptions(argv: string[]): BenchOptions {
  let root: string | null = null
  let plant: string | null = null
  let runs = 10
  let keep = false
  const selection: string[] = []
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--plant') plant = argv[++index] ?? null
    else if (arg === '--runs') runs = Number(argv[++index])
    else if (arg === '--keep') keep = true
    else if (arg === '--roots' || arg === '--depth') {
      const value = argv[++index]
      if (value === undefined) throw new Error(`${arg} needs a value. ${USAGE}`)
      selection.push(arg, value)
    } else if (arg.startsWith('-')) throw new Error(`Unknown option "${arg}". ${USAGE}`)
    else root = arg
  }
  if (root === null) throw new Error(`Name a project folder. ${USAGE}`)
  const [file, component] = (plant ?? '').split('#')
  if (!file || !component) throw new Error(`Name the component to slow down with --plant file#Component. ${USAGE}`)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1.')
  return { root: path.resolve(root), plant: { file, component }, runs, keep, selection }
}

/** A results.jsonl line, as the harness writes it. */
interface ResultLine {
  key: string
  verdict: string
  samples: number[]
  cpu: number[]
  reference: number[]
}

/** What one run concluded, and what the alternative gates would have concluded from the same times. */
interface RunOutcome {
  seconds: number
  /** The largest change against the baseline the gate measured in the run, calibrated, and its component. */
  largest: { component: string; change: number } | null
  /** Components whose perf verdict failed: slower, or commits changed. */
  flagged: string[]
  /** Failures that are not perf verdicts (a suite that does not render, say): the same every run. */
  otherFailures: number
  alternatives: Record<string, string[]>
}

const ALTERNATIVES: Record<string, (baseline: ResultLine, now: ResultLine) => boolean> = {
  'wall-clock, one batch': (baseline, now) =>
    judgeBatch(uncalibrated(baseline.samples), uncalibrated(now.samples)).slower,
  'CPU, one batch': (baseline, now) => judgeBatch(uncalibrated(baseline.cpu), uncalibrated(now.cpu)).slower,
  'CPU calibrated, one batch': (baseline, now) => judgeBatch(baseline, now).slower,
}

/** A batch judged as it was measured: a reference that never changes leaves the times as they are. */
function uncalibrated(times: number[]): Batch {
  return { cpu: times, reference: [1] }
}

function main(): void {
  const options = readOptions(process.argv.slice(2))
  let load: ChildProcess | null = null
  // Stopped early, the bench still stops the load it started.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      load?.kill()
      process.exit(130)
    })
  const work = mkdtempSync(path.join(tmpdir(), 'flawless-bench-gate-'))
  const project = path.join(work, path.basename(options.root))
  try {
    copyProject(options.root, project)
    rmSync(path.join(project, 'tests/flawless'), { recursive: true, force: true })
    const results = path.join(project, 'tests/flawless/perf-harness/results.jsonl')
    const conditions = [`load average before: ${formatLoad()}`]
    const generated = runCli(project, ['--ci', '--json', ...options.selection])
    const suites = generated.document.written.length
    const baseline = runCli(project, ['test', '--ci', '--json'])
    const baselines = new Map(readResults(results, 0).map((line) => [line.key, line]))

    const steps = calibratePlant()
    load = startLoad()
    const unchanged: RunOutcome[] = []
    const runOnce = () => runMeasured(project, options.selection, results, baselines)
    for (let run = 0; run < options.runs; run++) unchanged.push(runOnce())
    const source = path.join(project, options.plant.file)
    const original = readFileSync(source, 'utf8')
    writeFileSync(source, plantSlowdown(project, options.plant.file, options.plant.component, original, steps))
    const planted: RunOutcome[] = []
    for (let run = 0; run < options.runs; run++) planted.push(runOnce())
    writeFileSync(source, original)
    conditions.push(`load average after: ${formatLoad()}`)

    const plantedKey = `${options.plant.file}#${options.plant.component}`
    const caught = planted.filter((outcome) => outcome.flagged.includes(plantedKey)).length
    const alone = planted.filter((outcome) => outcome.flagged.length === 1 && outcome.flagged[0] === plantedKey)
    const lines = [
      `project            ${options.root} (copied to ${project})` +
        (options.selection.length > 0 ? `, ${options.selection.join(' ')}` : ''),
      `machine            ${cpus()[0]?.model.trim()} × ${cpus().length}, Node ${process.versions.node}`,
      `load               ${availableParallelism()} busy threads in another process during the measured runs; ` +
        conditions.join(', '),
      `suites             ${suites} generated; baseline run: ${describeTests(baseline.document.tests)}`,
      '',
      `unchanged code, ${options.runs} runs: ${sum(unchanged.map((outcome) => outcome.flagged.length))} perf failures`,
      ...unchanged.map((outcome, run) => describeRun(run, outcome)),
      '',
      `${PLANTED_MS} ms planted in ${plantedKey} (${steps} rounds of a hash, timed before the load), ` +
        `${options.runs} runs: caught in ${caught}/${options.runs}, ` +
        `the only one flagged in ${alone.length}/${options.runs}`,
      ...planted.map((outcome, run) => describeRun(run, outcome)),
      '',
      'the same times judged other ways (runs with a false alarm on unchanged code; runs catching the plant):',
      ...Object.keys(ALTERNATIVES).map((name) => {
        const falseAlarms = unchanged.filter((outcome) => outcome.alternatives[name]!.length > 0).length
        const catches = planted.filter((outcome) => outcome.alternatives[name]!.includes(plantedKey)).length
        return `  ${name.padEnd(28)} false alarms in ${falseAlarms}/${options.runs}, caught ${catches}/${options.runs}`
      }),
    ]
    process.stdout.write(`${lines.join('\n')}\n`)
  } finally {
    load?.kill()
    if (!options.keep) rmSync(work, { recursive: true, force: true })
  }
}

/**
 * A copy to work on, node_modules included and copied, not hard-linked: a package or
 * tool that rewrote a file in place through a hard link would change the original
 * project too, and the copy costs seconds once per bench.
 */
function copyProject(from: string, to: string): void {
  if (spawnSync('cp', ['-a', from, to]).status !== 0) cpSync(from, to, { recursive: true })
}

interface RunDocument {
  written: unknown[]
  tests: {
    ran: number
    passed: number
    failed: number
    failures: unknown[]
    perf: { component: string; verdict: string; change: number | null }[]
  }
}

function runCli(cwd: string, args: string[]): { document: RunDocument; seconds: number } {
  const started = Date.now()
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.stdout.trim() === '') throw new Error(`flawless-react ${args.join(' ')} printed nothing: ${run.stderr}`)
  return { document: JSON.parse(run.stdout) as RunDocument, seconds: (Date.now() - started) / 1000 }
}

function runMeasured(
  project: string,
  selection: string[],
  results: string,
  baselines: Map<string, ResultLine>,
): RunOutcome {
  const before = countLines(results)
  const { document, seconds } = runCli(project, ['--run-tests', '--ci', '--json', ...selection])
  const flagged = document.tests.perf
    .filter((row) => row.verdict === 'slower' || row.verdict === 'commits changed')
    .map((row) => row.component)
  const largest = document.tests.perf
    .filter((row) => row.change !== null)
    .sort((a, b) => b.change! - a.change!)
    .map((row) => ({ component: row.component, change: row.change! }))[0]
  const alternatives: Record<string, string[]> = {}
  for (const [name, isSlower] of Object.entries(ALTERNATIVES)) {
    alternatives[name] = readResults(results, before)
      .filter((line) => baselines.has(line.key) && isSlower(baselines.get(line.key)!, line))
      .map((line) => line.key)
  }
  return {
    seconds,
    largest: largest ?? null,
    flagged,
    otherFailures: document.tests.failed - flagged.length,
    alternatives,
  }
}

function countLines(file: string): number {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0
}

function readResults(file: string, from: number): ResultLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .slice(from)
    .map((line) => JSON.parse(line) as ResultLine)
}

/**
 * The component's source with a fixed amount of work at the top of its body: `steps`
 * rounds of an integer hash, as a slow computation would do, whatever the machine's
 * load. (A loop spinning until the wall clock has moved PLANTED_MS does less work the
 * more the process is preempted: under load it was 8–17 ms of CPU time, not 25.) The
 * body is the first line ending in `{` from the line the analyser gives for the component.
 */
function plantSlowdown(root: string, file: string, component: string, source: string, steps: number): string {
  const record = new Analyser()
    .analyse({ root, entry: file })
    .components.find((candidate) => candidate.component === component)
  if (!record) throw new Error(`The analyser finds no component "${component}" in ${file}.`)
  const lines = source.split('\n')
  const opening = lines.findIndex((line, index) => index >= record.line - 1 && line.trimEnd().endsWith('{'))
  if (opening === -1) throw new Error(`${file}#${component} has no function body to plant a slowdown in.`)
  lines.splice(
    opening + 1,
    0,
    '  let flawlessBenchHash = 0',
    `  for (let step = 0; step < ${steps}; step++) flawlessBenchHash = Math.imul(flawlessBenchHash ^ step, 0x5bd1e995)`,
    // Kept where the compiler cannot prove it unused, so the loop is not optimised away.
    '  globalThis.flawlessBenchHash = flawlessBenchHash',
  )
  return lines.join('\n')
}

/**
 * How many rounds of the planted hash take PLANTED_MS of CPU time on this machine:
 * measured once, before the load starts, as the fastest of several tries (a try that
 * another process interrupted only takes longer), on the process's CPU clock.
 */
function calibratePlant(): number {
  const probe = 2_000_000
  let fastest = Number.POSITIVE_INFINITY
  for (let attempt = 0; attempt < 15; attempt++) {
    const started = process.cpuUsage()
    let hash = 0
    for (let step = 0; step < probe; step++) hash = Math.imul(hash ^ step, 0x5bd1e995)
    const spent = process.cpuUsage(started)
    ;(globalThis as { flawlessBenchHash?: number }).flawlessBenchHash = hash
    fastest = Math.min(fastest, (spent.user + spent.system) / 1000)
  }
  return Math.round((probe * PLANTED_MS) / fastest)
}

/** Another process spinning one thread per core, as a build or a second test run would. */
function startLoad(): ChildProcess {
  const spin = `const { Worker } = require('node:worker_threads');
for (let i = 0; i < ${availableParallelism()}; i++) new Worker('for (;;) {}', { eval: true })`
  return spawn(process.execPath, ['-e', spin], { stdio: 'ignore' })
}

function describeRun(run: number, outcome: RunOutcome): string {
  const flagged = outcome.flagged.length === 0 ? 'none flagged' : `flagged ${outcome.flagged.join(', ')}`
  const largest = outcome.largest
    ? `largest change ${(outcome.largest.change * 100).toFixed(0)}% (${outcome.largest.component})`
    : 'no comparable baseline'
  return (
    `  run ${String(run + 1).padStart(2)}: ${flagged}; ${largest}; ` +
    `${outcome.otherFailures} other failures; ${outcome.seconds.toFixed(0)} s`
  )
}

function describeTests(tests: RunDocument['tests']): string {
  return `${tests.ran} ran, ${tests.passed} passed, ${tests.failed} failed`
}

function formatLoad(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

try {
  main()
} catch (error) {
  process.stderr.write(`bench: ${(error as Error).message}\n`)
  process.exitCode = 2
}
