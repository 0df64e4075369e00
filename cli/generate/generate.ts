import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import {
  Analyser,
  AnalyserError,
  type A11yImpact,
  type FixtureNeed,
  type GenerateOptions,
  type GenerationInput,
  type Prerequisite,
  type ReactRulesBlock,
  type TaskName,
  composeSuite,
  hashText,
} from '../../analyser/index.js'
import { watchParent } from '../parent-watch.js'
import { findTaskGenerator } from '../tasks/index.js'
import type { A11yReport } from '../tasks/a11y/a11y.js'
import type { LoadReport } from '../tasks/load/run.js'
import type { TaskRun } from '../tasks/task.js'
import { LayoutError } from './locate-packages.js'
import { replaceSuite } from './replace-suite.js'
import { type Shard, type SuiteLine, ResultsLog, countFinished } from './results-log.js'
import { RunStop, describeStop, stoppedExitCode } from './run-stop.js'
import type { RunOptions, RunProgress } from './run-options.js'
import { type TestsBlock, addTests } from './run-report.js'
import { selectShard } from './shards.js'
import { selectSuites } from './select-suites.js'

/** The --ci --json document (SPEC §3): what a run wrote, kept, backed up and ran. */
export interface RunDocument {
  version: string
  cwd: string
  tasks: string[]
  written: { task: string; component: string; file: string; action: string }[]
  skipped: { task: string; component: string; file: string | null; reason: string }[]
  backups: { file: string; backup: string }[]
  tests: TestsBlock | null
  prerequisites: Prerequisite[]
  exit_code: number
  duration_ms: number
  /** Components generated with TODOs for props no type or fixture could give: add them to --props. */
  needs_fixtures: FixtureNeed[]
  /** The e2e task's block when its specs ran: the server, the run's id, routes passed and failed. */
  e2e?: object
  /** The load task's block when its suites ran: the server, and each pipe's figures and verdict. */
  load?: LoadReport
  /** The react-rules task's block when Biome ran: its diagnostics by rule and component. */
  react_rules?: ReactRulesBlock
  /** The a11y task's block when its suites ran: axe's violations by rule, with their components. */
  a11y?: A11yReport
  /** A signal or --timeout stopped the run: `tests` counts the suite files that finished. */
  interrupted: boolean
  /** What stopped it: the signal's name, or `--timeout N min`. */
  stopped_by?: string
  /** A stopped run's suite files that never finished. */
  not_run?: string[]
  /** The part of the suites this run ran (`--shard`); merge-reports joins the parts. */
  shard?: Shard
}

/** How a run may be cut: its part of the suites, and its time limit in minutes. */
export interface RunLimits {
  shard?: Shard
  timeout?: number
}

export interface RunIo {
  version: string
  /** Called before each suite is written, for a progress bar. */
  onProgress?: (done: number, total: number, file: string) => void
  /** Called as each suite file finishes running, for progress while the runner works. */
  onRunProgress?: RunProgress
  /** The test runner's own output: never the caller's stdout. */
  onOutput: (chunk: string) => void
}

/** SPEC §3 exit codes the run plane decides. */
export const RUN_EXIT = { ok: 0, failed: 1, prerequisite: 3 } as const

/**
 * The generator: writes the suites the plan lists (the analyser decides names and
 * actions, judged again on each file as it is replaced), backing up an edited suite
 * before --force replaces it, then runs them when asked. A missing prerequisite stops
 * the run before anything is written.
 */
export async function generate(
  options: GenerateOptions & RunLimits & { runTests: boolean },
  io: RunIo,
): Promise<RunDocument> {
  const stop = new RunStop(options.timeout)
  try {
    return await generateUntil(stop, options, io)
  } finally {
    stop.release()
  }
}

async function generateUntil(
  stop: RunStop,
  options: GenerateOptions & RunLimits & { runTests: boolean },
  io: RunIo,
): Promise<RunDocument> {
  const started = Date.now()
  const analyser = new Analyser()
  const { plan, inputs, specs } = analyser.prepareGeneration(options)
  const document: RunDocument = {
    version: io.version,
    cwd: options.root,
    tasks: plan.tasks,
    written: [],
    skipped: [
      ...plan.suites
        .filter((suite) => suite.action === 'skip')
        .map((suite) => ({
          task: suite.task,
          component: suite.component,
          file: suite.file,
          reason: suite.reason ?? 'The suite exists.',
        })),
      ...plan.not_generated.map((item) => ({
        task: item.task,
        component: item.component,
        file: null,
        reason: item.reason,
      })),
    ],
    backups: [],
    tests: null,
    prerequisites: plan.prerequisites,
    exit_code: RUN_EXIT.ok,
    duration_ms: 0,
    needs_fixtures: plan.needs_fixtures,
    interrupted: false,
  }
  if (plan.missing_prerequisites.length > 0) return finish(document, RUN_EXIT.prerequisite, started)
  if (await probeMachine(document, options.environment ?? {}, options.root))
    return finish(document, RUN_EXIT.prerequisite, started)

  const inputOf = new Map([...inputs, ...specs].map((input) => [input.suite.file, input]))
  const toWrite = plan.suites.filter((suite) => suite.action !== 'skip')
  for (const [index, suite] of toWrite.entries()) {
    if (stop.reason) return finishStopped(document, stop, options.timeout, started)
    io.onProgress?.(index, toWrite.length, suite.file)
    const text = suite.content ?? composeRendered(inputOf.get(suite.file)!, options, io.version)
    // The plan's action is a forecast: another run or a person may change the suite before
    // this write, so the action and the backup reported are the ones taken on the bytes replaced.
    const done = await replaceSuite({
      root: options.root,
      out: plan.out,
      file: suite.file,
      force: options.force === true,
      text,
      ...(suite.content === undefined ? {} : { content: suite.content }),
    })
    const entry = { task: suite.task, component: suite.component, file: suite.file }
    if (done.action === 'skip') {
      document.skipped.push({ ...entry, reason: done.reason! })
      continue
    }
    if (done.backup !== undefined) document.backups.push({ file: suite.file, backup: done.backup })
    document.written.push({ ...entry, action: done.action })
  }
  io.onProgress?.(toWrite.length, toWrite.length, '')

  if (stop.reason) return finishStopped(document, stop, options.timeout, started)
  if (options.runTests) {
    // Exactly the suites this run selected (--roots, --changed, --tasks), written or kept: never the whole folder.
    return runTasks(document, plan.tasks, options, stop, started, {
      analyser,
      root: options.root,
      out: plan.out,
      files: plan.suites.map((suite) => suite.file),
      compile: analyser.compileSettings({ root: options.root }),
      framework: plan.framework,
      onOutput: io.onOutput,
      environment: options.environment ?? {},
      loadAllowRemote: options.loadAllowRemote === true,
      ...(options.a11yImpact ? { a11yImpact: options.a11yImpact } : {}),
      ...(io.onRunProgress ? { onProgress: io.onRunProgress } : {}),
    })
  }
  return finish(document, RUN_EXIT.ok, started)
}

/** A rendered suite: the task's body under the header that lets status tell stale and edited suites. */
function composeRendered(input: GenerationInput, options: GenerateOptions, version: string): string {
  const { suite } = input
  const body = findTaskGenerator(suite.task).render!(input, options)
  const source = readFileSync(path.join(options.root, suite.source), 'utf8')
  return composeSuite(
    {
      generator: version,
      task: suite.task,
      source: suite.source,
      component: suite.component,
      sourceHash: hashText(source),
    },
    body,
  )
}

export interface TestOptions {
  root: string
  tasks?: string[]
  out?: string
  /** Suite files or folders, source files or folders, or globs: only their suites run. None: every suite. */
  paths?: string[]
  environment?: Readonly<Record<string, string | undefined>>
  loadAllowRemote?: boolean
  a11yImpact?: A11yImpact
}

/** `flawless-react test [paths…]`: the existing suites, all or those the paths name, run as --run-tests runs them. */
export async function testExisting(options: TestOptions & RunLimits, io: RunIo): Promise<RunDocument> {
  const stop = new RunStop(options.timeout)
  try {
    return await testUntil(stop, options, io)
  } finally {
    stop.release()
  }
}

async function testUntil(stop: RunStop, options: TestOptions & RunLimits, io: RunIo): Promise<RunDocument> {
  const started = Date.now()
  const analyser = new Analyser()
  const plan = analyser.plan({
    root: options.root,
    ...(options.tasks ? { tasks: options.tasks } : {}),
    ...(options.out ? { out: options.out } : {}),
    ...(options.environment ? { environment: options.environment } : {}),
    ...(options.loadAllowRemote ? { loadAllowRemote: true } : {}),
  })
  const document: RunDocument = {
    version: io.version,
    cwd: options.root,
    tasks: plan.tasks,
    written: [],
    skipped: [],
    backups: [],
    tests: null,
    prerequisites: plan.prerequisites,
    exit_code: RUN_EXIT.ok,
    duration_ms: 0,
    needs_fixtures: [],
    interrupted: false,
  }
  if (plan.missing_prerequisites.length > 0) return finish(document, RUN_EXIT.prerequisite, started)
  if (await probeMachine(document, options.environment ?? {}, options.root))
    return finish(document, RUN_EXIT.prerequisite, started)
  // Running nothing is not a pass: a caller that forgot to generate must hear so.
  const generated = analyser
    .status({ root: options.root, out: plan.out })
    .inventory.generated.filter((suite) => (plan.tasks as readonly string[]).includes(suite.task))
  // A file a task writes whole (react-rules' biome.json) carries no header for status to find: the plan knows it.
  const whole = plan.suites.filter((suite) => suite.content !== undefined && suite.action !== 'create')
  if (generated.length === 0 && whole.length === 0) {
    throw new AnalyserError(
      'NOTHING_MATCHED',
      `There are no generated ${plan.tasks.join(', ')} suites under "${plan.out}".`,
      'Generate them first with flawless-react (flawless_run over MCP), or pass --out where they are.',
    )
  }
  const suites = selectSuites(options.root, generated, options.paths ?? [])
  return runTasks(document, plan.tasks, options, stop, started, {
    analyser,
    root: options.root,
    out: plan.out,
    files: [...suites, ...whole].map((suite) => suite.file),
    compile: analyser.compileSettings({ root: options.root }),
    framework: plan.framework,
    onOutput: io.onOutput,
    environment: options.environment ?? {},
    loadAllowRemote: options.loadAllowRemote === true,
    ...(options.a11yImpact ? { a11yImpact: options.a11yImpact } : {}),
    ...(io.onRunProgress ? { onProgress: io.onRunProgress } : {}),
  })
}

/**
 * Each task runs its own suites among `options.files` (this shard's part of them), one task after another; the
 * document counts them together, and a task that reports more (e2e: its routes; load: its pipes; a11y: axe's rules;
 * react-rules: Biome's diagnostics) gets its own block, under its name (`react_rules`). Each suite file that
 * finishes goes to the out folder's results.jsonl at once, and the document last. The exit code: a prerequisite
 * found broken while running is 3, a failed task 1; a run stopped early counts what finished and exits as stopped.
 */
async function runTasks(
  document: RunDocument,
  tasks: readonly TaskName[],
  limits: RunLimits,
  stop: RunStop,
  started: number,
  options: RunOptions,
): Promise<RunDocument> {
  watchParent()
  if (limits.shard) document.shard = limits.shard
  const selected = new Map(
    tasks.map((task) => {
      const files = options.files.filter((file) => file.startsWith(`${options.out}/${task}/`))
      return [task, selectShard(files, limits.shard)] as const
    }),
  )
  const log = ResultsLog.start(options.root, options.out, {
    version: document.version,
    started: new Date(started).toISOString(),
    shard: limits.shard ?? null,
    files: Object.fromEntries(selected),
  })
  const runs: TaskRun[] = []
  const ran = new Set<TaskName>()
  for (const task of tasks) {
    if (stop.reason) break
    const onProgress: RunProgress = (finished) => {
      log.suite(task, finished)
      options.onProgress?.(finished)
    }
    const run = await findTaskGenerator(task)
      .run({ ...options, files: selected.get(task)!, onProgress, signal: stop.signal })
      .catch((error: unknown): TaskRun => {
        // A layout the runner cannot load from is a prerequisite the machine lacks, named with what to do.
        if (!(error instanceof LayoutError)) throw error
        return {
          tests: null,
          failed: true,
          broken: [{ task, name: error.prerequisite, ok: false, detail: error.message }],
        }
      })
    if (stop.reason) {
      // The task was cut short: what it would conclude is not known, what finished is.
      runs.push(countFinishedRun(log.finished(task), run))
      break
    }
    ran.add(task)
    runs.push(run)
    if (run.report) Object.assign(document, { [task.replace(/-/g, '_')]: run.report })
    for (const broken of run.broken ?? []) {
      const index = document.prerequisites.findIndex((check) => check.task === task && check.name === broken.name)
      document.prerequisites.splice(index === -1 ? document.prerequisites.length : index, 1, broken)
    }
  }
  const tests = runs.flatMap((run) => (run.tests ? [run.tests] : []))
  document.tests = tests.length > 0 ? tests.reduce(addTests) : null
  if (stop.reason) {
    const finished = new Set(tasks.flatMap((task) => log.finished(task).map((suite) => suite.file)))
    document.not_run = tasks
      .filter((task) => !ran.has(task))
      .flatMap((task) => selected.get(task)!.filter((file) => !finished.has(file)))
    finishStopped(document, stop, limits.timeout, started)
  } else if (runs.some((run) => (run.broken ?? []).length > 0)) finish(document, RUN_EXIT.prerequisite, started)
  else finish(document, runs.some((run) => run.failed) ? RUN_EXIT.failed : RUN_EXIT.ok, started)
  log.end(document)
  return document
}

/** A task stopped halfway, as the suite files that finished before the stop tell it. */
function countFinishedRun(finished: readonly SuiteLine[], cut: TaskRun): TaskRun {
  if (finished.length === 0) return { tests: null, failed: false }
  const tests = { ...countFinished(finished), perf: [], runner: cut.tests?.runner ?? {} }
  return { tests, failed: tests.failed > 0 }
}

/**
 * The checks only the CLI can make (a server answering at its URL) for the tasks that need
 * them, merged into the document's prerequisites: true when one fails, and nothing may be written.
 */
async function probeMachine(
  document: RunDocument,
  environment: Readonly<Record<string, string | undefined>>,
  root: string,
) {
  for (const task of document.tasks as TaskName[]) {
    for (const check of (await findTaskGenerator(task).probe?.(environment, root)) ?? []) {
      const index = document.prerequisites.findIndex((known) => known.task === task && known.name === check.name)
      document.prerequisites.splice(index === -1 ? document.prerequisites.length : index, 1, { task, ...check })
    }
  }
  return document.prerequisites.some((check) => !check.ok)
}

/** A run a signal or its --timeout stopped: said so, with the exit code that says it (never 0). */
function finishStopped(document: RunDocument, stop: RunStop, timeout: number | undefined, started: number) {
  document.interrupted = true
  document.stopped_by = describeStop(stop.reason!, timeout)
  return finish(document, stoppedExitCode(stop.reason!), started)
}

function finish(document: RunDocument, exitCode: number, started: number): RunDocument {
  document.exit_code = exitCode
  document.duration_ms = Date.now() - started
  return document
}
