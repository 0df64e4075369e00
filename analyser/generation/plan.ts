import { AnalyserError } from '../errors.js'
import type { FrameworkKind } from '../project/framework.js'
import { readJsonFile } from '../project/json.js'
import { describeGaps } from '../pipeline/gaps.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import { toRealProjectPath } from '../project/root.js'
import type { ParsedFiles } from '../routes/parsed-files.js'
import { DEFAULT_OUT } from '../project/sources.js'
import { DEFAULT_TASK, type Prerequisite, TASKS, type TaskName, checkPrerequisites, findTask } from '../tasks/index.js'
import { readRouteFixtures } from '../tasks/e2e/route-fixtures.js'
import type { FixtureNeed } from '../suites/task-plan.js'
import type { TaskOptions } from '../tasks/task.js'
import { selectComponents } from '../suites/select.js'
import type { SuiteFile } from '../suites/suite.js'

/** The generator's options as the CLI and flawless_run name them (SPEC §3). */
export interface GenerateOptions extends TaskOptions {
  root: string
  tasks?: string[]
  out?: string
  force?: boolean
  /** Files changed since the `--changed` ref, relative to root; the caller asks git. */
  changed?: string[]
  roots?: string[]
  depth?: number
  props?: string
  /** The e2e task's `--routes` file: route params keyed by route path. */
  routes?: string
  heaps?: boolean
  nextjs?: boolean
  expo?: boolean
  maxEntries?: number
}

export interface PlannedSuite extends SuiteFile {
  task: TaskName
}

export interface PlanResult {
  root: string
  out: string
  tasks: TaskName[]
  framework: FrameworkKind
  suites: PlannedSuite[]
  /** Components that get no suite, and why (a test cannot import an unexported component). */
  not_generated: { task: TaskName; component: string; source: string; reason: string }[]
  /** Components whose props need a fixture (`--props`) before their suite can render them as meant. */
  needs_fixtures: FixtureNeed[]
  prerequisites: Prerequisite[]
  missing_prerequisites: string[]
  writes: number
  entries_skipped?: number
  note?: string
}

/** The tasks a run would do: named ones checked against the five, defaulting to perf-harness. */
export function selectTasks(names: string[] | undefined): TaskName[] {
  const requested = names ?? [DEFAULT_TASK]
  for (const name of requested) {
    if (!(TASKS as readonly string[]).includes(name)) {
      throw new AnalyserError(
        'INVALID_ARGUMENT',
        `Unknown task "${name}".`,
        `The tasks are ${TASKS.join(', ')}.`,
        'tasks',
      )
    }
  }
  return [...new Set(requested)] as TaskName[]
}

/**
 * What a generation with these options would write, file by file, and what it would
 * need. The generator decides names and actions through this same function.
 */
export function toPlanResult(
  loaded: LoadedProject,
  options: GenerateOptions,
  tasks: TaskName[],
  fixtures: ReadonlyMap<string, unknown> | null,
  parsed: ParsedFiles,
): PlanResult {
  if (options.nextjs && options.expo)
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      '--nextjs and --expo were both given.',
      'Name at most one framework to override detection.',
      'expo',
    )
  const { projectRoot } = loaded
  if (loaded.sources.length === 0) {
    throw new AnalyserError(
      'NOTHING_MATCHED',
      `There are no source files under "${projectRoot.root}".`,
      'Run in the project folder, the one with package.json and the .tsx and .ts sources.',
    )
  }
  // Suites are written under out: a symlink there leading out of root would take the writes with it.
  const out = toRealProjectPath(loaded.fs, projectRoot, options.out ?? DEFAULT_OUT, 'out', 'write')
  const framework: FrameworkKind = options.nextjs
    ? 'next'
    : options.expo
      ? 'expo'
      : (loaded.frameworks[0]?.framework ?? 'unknown')
  const selected = selectComponents(loaded, options, parsed)
  const routeFixtures = readRouteFixtures(loaded, options.routes)
  // Nothing changed is an answer; no component at all is a project this tool cannot help with yet.
  const componentTasks = tasks.filter((task) => findTask(task).subjects === 'components')
  if (selected.length === 0 && options.changed === undefined && componentTasks.length > 0) {
    const files = `${loaded.sources.length} source file${loaded.sources.length === 1 ? '' : 's'}`
    const where =
      options.roots === undefined
        ? `the ${files} under "${projectRoot.root}"`
        : `the roots ${options.roots.map((root) => `"${root}"`).join(', ')}`
    throw new AnalyserError(
      'NOTHING_MATCHED',
      `There is no React component in ${where}.`,
      'Suites are written per component: run where the components are, or name files that define them with --roots.',
    )
  }
  const suites: PlannedSuite[] = []
  const notGenerated: PlanResult['not_generated'] = []
  const needsFixtures = new Map<string, PlanResult['needs_fixtures'][number]>()
  const nothing: { task: TaskName; reason: string }[] = []
  for (const task of tasks) {
    // selectTasks has refused every task without a plan.
    const plan = findTask(task).plan({
      loaded,
      task,
      out,
      force: options.force === true,
      selected,
      fixtures,
      routeFixtures,
      narrowed: options.roots !== undefined || options.changed !== undefined,
      parsed,
      options,
    })
    if (plan.nothing !== undefined) nothing.push({ task, reason: plan.nothing })
    suites.push(...plan.suites.map((suite) => ({ task, ...suite })))
    notGenerated.push(...plan.not_generated.map((item) => ({ task, ...item })))
    // Tasks that render one component render it with the same props: one fixture serves them all.
    for (const need of plan.needs_fixtures) {
      const key = `${need.source}#${need.component}`
      if (!needsFixtures.has(key)) needsFixtures.set(key, need)
    }
  }
  // A task with nothing to work on is the run's answer when it is every task's; beside another, it is a note.
  if (nothing.length === tasks.length)
    throw new AnalyserError(
      'NOTHING_MATCHED',
      nothing.map(({ reason }) => reason).join(' '),
      'Run where the project is, or ask for a task it has work for.',
    )
  for (const { task, reason } of nothing) notGenerated.push({ task, component: `(${task})`, source: '.', reason })
  const prerequisites = checkPrerequisites(tasks, {
    fs: loaded.fs,
    root: projectRoot.root,
    environment: options.environment ?? {},
  })
  return {
    root: projectRoot.root,
    out,
    tasks,
    framework,
    suites,
    not_generated: notGenerated,
    needs_fixtures: [...needsFixtures.values()],
    prerequisites,
    missing_prerequisites: prerequisites.filter((check) => !check.ok).map((check) => check.name),
    writes: suites.filter((suite) => suite.action !== 'skip').length,
    ...describeGaps(loaded),
  }
}

/** `--props`: a JSON object keyed by `file#Component`, each value the props to render with. */
export function readFixtures(loaded: LoadedProject, file: string | undefined): Map<string, unknown> | null {
  if (file === undefined) return null
  const value = readJsonFile(loaded.fs, loaded.projectRoot, file, 'props file', (message, problem) => {
    const hint =
      problem === 'missing'
        ? 'Pass --props a JSON file inside root, keyed by "path/to/file.tsx#Component".'
        : 'Fix the JSON; it maps "path/to/file.tsx#Component" to the props to render with.'
    throw new AnalyserError('INVALID_ARGUMENT', message, hint, 'props')
  })
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `The props file "${file}" must hold one JSON object.`,
      'Map "path/to/file.tsx#Component" to the props to render with.',
      'props',
    )
  }
  return new Map(Object.entries(value))
}
