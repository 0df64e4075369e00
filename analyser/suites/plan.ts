import * as path from 'node:path'
import { AnalyserError } from '../errors.js'
import type { LinkedProject } from '../link/linked-project.js'
import type { ComponentSummary } from '../module/summary.js'
import type { FrameworkKind } from '../project/framework.js'
import { readTextOrNull } from '../project/file-system.js'
import { type LoadedProject, describeGaps } from '../project/load.js'
import { toProjectPath } from '../project/root.js'
import { DEFAULT_OUT } from '../project/sources.js'
import { findDefaultRoots } from '../tree/tree.js'
import { hashText, parseSuite } from './header.js'
import { getBackupPath, getSuitePath } from './paths.js'
import { BUILT_TASKS, type Prerequisite, TASKS, type TaskName, checkPrerequisites } from '../tasks/index.js'

/** The generator's options as the CLI and flawless_run name them (SPEC §3). */
export interface GenerateOptions {
  root: string
  tasks?: string[]
  out?: string
  force?: boolean
  /** Files changed since the `--changed` ref, relative to root; the caller asks git. */
  changed?: string[]
  roots?: string[]
  depth?: number
  props?: string
  heaps?: boolean
  nextjs?: boolean
  expo?: boolean
  /** The environment the run would get, for the prerequisites. */
  environment?: Readonly<Record<string, string | undefined>>
  maxEntries?: number
}

export type SuiteAction = 'create' | 'skip' | 'overwrite' | 'overwrite-edited'

export interface PlannedSuite {
  task: TaskName
  component: string
  source: string
  file: string
  action: SuiteAction
  /** Why a suite is skipped. */
  reason?: string
  /** Where an edited suite is copied before it is replaced. */
  backup?: string
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
  needs_fixtures: { component: string; source: string; props: string[] }[]
  prerequisites: Prerequisite[]
  missing_prerequisites: string[]
  writes: number
  entries_skipped?: number
  note?: string
}

/** The tasks a run would do: named ones checked against the five, defaulting to perf-harness. */
export function selectTasks(names: string[] | undefined): TaskName[] {
  const requested = names ?? ['perf-harness']
  for (const name of requested) {
    if (!(TASKS as readonly string[]).includes(name)) {
      throw new AnalyserError(
        'INVALID_ARGUMENT',
        `Unknown task "${name}".`,
        `The tasks are ${TASKS.join(', ')}.`,
        'tasks',
      )
    }
    if (!(BUILT_TASKS as readonly string[]).includes(name)) {
      throw new AnalyserError(
        'INVALID_ARGUMENT',
        `The ${name} task is not available in this version.`,
        `This version generates ${BUILT_TASKS.join(', ')}; run without --tasks ${name}.`,
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
): PlanResult {
  if (options.nextjs && options.expo)
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      '--nextjs and --expo were both given.',
      'Name at most one framework to override detection.',
      'expo',
    )
  const { projectRoot, project } = loaded
  if (loaded.sources.length === 0) {
    throw new AnalyserError(
      'NOTHING_MATCHED',
      `There are no source files under "${projectRoot.root}".`,
      'Run in the project folder, the one with package.json and the .tsx and .ts sources.',
    )
  }
  const out = toProjectPath(projectRoot, options.out ?? DEFAULT_OUT, 'out')
  const framework: FrameworkKind = options.nextjs
    ? 'next'
    : options.expo
      ? 'expo'
      : (loaded.frameworks[0]?.framework ?? 'unknown')
  const selected = selectComponents(loaded, options)
  // Nothing changed is an answer; no component at all is a project this tool cannot help with yet.
  if (selected.length === 0 && options.changed === undefined) {
    const where =
      options.roots === undefined
        ? `the ${loaded.sources.length} source file${loaded.sources.length === 1 ? '' : 's'} under "${projectRoot.root}"`
        : `the roots ${options.roots.map((root) => `"${root}"`).join(', ')}`
    throw new AnalyserError(
      'NOTHING_MATCHED',
      `There is no React component in ${where}.`,
      'Suites are written per component: run where the components are, or name files that define them with --roots.',
    )
  }
  const suites: PlannedSuite[] = []
  const notGenerated: PlanResult['not_generated'] = []
  const needsFixtures: PlanResult['needs_fixtures'] = []
  for (const task of tasks) {
    for (const { file, component } of selected) {
      const record = project.recordOf(project.symbols.modules.get(file)!, component)
      if (record.export_kind === 'none') {
        notGenerated.push({
          task,
          component: component.name,
          source: file,
          reason: 'It is not exported, so a test cannot import it; export it to get a suite.',
        })
        continue
      }
      const suite = getSuitePath(out, task, file, component.name)
      suites.push({
        task,
        component: component.name,
        source: file,
        file: suite,
        ...decideAction(loaded, suite, out, options.force === true),
      })
      const hasFixture = fixtures?.has(`${file}#${component.name}`) === true
      if (task === 'perf-harness' && !hasFixture && record.unresolved_props.length > 0) {
        needsFixtures.push({
          component: component.name,
          source: file,
          props: record.unresolved_props.map((prop) => prop.prop),
        })
      }
    }
  }
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
    needs_fixtures: needsFixtures,
    prerequisites,
    missing_prerequisites: prerequisites.filter((check) => !check.ok).map((check) => check.name),
    writes: suites.filter((suite) => suite.action !== 'skip').length,
    ...describeGaps(loaded),
  }
}

function decideAction(
  loaded: LoadedProject,
  suite: string,
  out: string,
  force: boolean,
): Pick<PlannedSuite, 'action' | 'reason' | 'backup'> {
  const existing = readTextOrNull(loaded.fs, path.join(loaded.projectRoot.root, suite))
  if (existing === null) return { action: 'create' }
  if (!force) return { action: 'skip', reason: 'The suite exists; --force regenerates it.' }
  const parsed = parseSuite(existing)
  // A file without our header at the suite's path was written by a person: keep a copy.
  const bodyHash = parsed === null ? hashText(existing) : hashText(parsed.body)
  if (parsed !== null && bodyHash === parsed.header.bodyHash) return { action: 'overwrite' }
  return { action: 'overwrite-edited', backup: getBackupPath(out, suite, bodyHash) }
}

/**
 * The components a run covers: with roots, those in the root files and what they render
 * down to `depth`; otherwise every component; with `changed`, only those in changed files.
 */
function selectComponents(
  loaded: LoadedProject,
  options: GenerateOptions,
): { file: string; component: ComponentSummary }[] {
  const { project } = loaded
  const rootFiles = options.roots === undefined ? loaded.sources : loaded.analysed
  let selected = rootFiles.flatMap((file) =>
    (project.symbols.modules.get(file)?.components ?? []).map((component) => ({ file, component })),
  )
  if (options.roots !== undefined || options.depth !== undefined)
    selected = withDescendants(project, options.roots === undefined ? rootsOf(loaded) : selected, options.depth)
  if (options.changed !== undefined) {
    const changed = new Set(options.changed)
    selected = selected.filter(({ file }) => changed.has(file))
  }
  return selected.sort((a, b) => a.file.localeCompare(b.file) || a.component.line - b.component.line)
}

function rootsOf(loaded: LoadedProject): { file: string; component: ComponentSummary }[] {
  return findDefaultRoots(loaded).flatMap((file) =>
    (loaded.project.symbols.modules.get(file)?.components ?? []).map((component) => ({ file, component })),
  )
}

function withDescendants(
  project: LinkedProject,
  roots: { file: string; component: ComponentSummary }[],
  depth: number | undefined,
): { file: string; component: ComponentSummary }[] {
  const limit = depth ?? Number.POSITIVE_INFINITY
  const seen = new Map<string, { file: string; component: ComponentSummary }>()
  let frontier = roots
  for (let level = 0; frontier.length > 0 && level <= limit; level++) {
    const next: typeof frontier = []
    for (const item of frontier) {
      const key = `${item.file}\0${item.component.name}\0${item.component.line}`
      if (seen.has(key)) continue
      seen.set(key, item)
      for (const child of project.childrenOf(item.file, item.component)) {
        const target = child.key === null ? null : project.componentByKey(child.key)
        if (target) next.push(target)
      }
    }
    frontier = next
  }
  return [...seen.values()]
}

/** `--props`: a JSON object keyed by `file#Component`, each value the props to render with. */
export function readFixtures(loaded: LoadedProject, file: string | undefined): Map<string, unknown> | null {
  if (file === undefined) return null
  const projectPath = toProjectPath(loaded.projectRoot, file, 'props file')
  const text = readTextOrNull(loaded.fs, path.join(loaded.projectRoot.root, projectPath))
  if (text === null)
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `The props file "${file}" does not exist.`,
      'Pass --props a JSON file inside root, keyed by "path/to/file.tsx#Component".',
      'props',
    )
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `The props file "${file}" is not JSON: ${(error as Error).message}`,
      'Fix the JSON; it maps "path/to/file.tsx#Component" to the props to render with.',
      'props',
    )
  }
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
