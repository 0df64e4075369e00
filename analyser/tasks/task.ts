import type { LoadedProject } from '../pipeline/load-project.js'
import type { SuiteFile } from '../suites/suite.js'
import type { ComponentAt } from '../link/linked-project.js'
import type { ParsedFiles } from '../routes/parsed-files.js'
import type { ParamValues } from '../routes/params.js'
import type { A11yImpact } from './a11y/impacts.js'
import type { MachineFacts, PrerequisiteCheck } from './machine.js'

/** What a task's planning is given: the project, the components the run covers, and where suites go. */
export interface TaskPlanContext {
  loaded: LoadedProject
  /** The task's name, which names its folder under `out`. */
  task: string
  out: string
  force: boolean
  /** The components the run covers (`--roots`, `--depth`, `--changed`), in file order. */
  selected: ComponentAt[]
  /** The `--props` file, keyed by `file#Component`. */
  fixtures: ReadonlyMap<string, unknown> | null
  /** The `--routes` file: param values keyed by route path as `flawless-react routes` lists it. */
  routeFixtures: ReadonlyMap<string, ParamValues[]> | null
  /** `--roots` or `--changed` narrowed `selected`: a task of routes keeps the routes they reach. */
  narrowed: boolean
  /** Sources parsed for what the summaries do not keep (routes, what a page shows). */
  parsed: ParsedFiles
  /** The run's options a task reads for itself. */
  options: TaskOptions
}

/** The options of a run that only one task reads (load: its fixtures, its limits, where LOAD_BASE may be). */
export interface TaskOptions {
  /** The environment the run would get, for the prerequisites. */
  environment?: Readonly<Record<string, string | undefined>>
  /** The load task's `--load-fixtures` file: params, bodies and expected 4xx per API route and method. */
  loadFixtures?: string
  loadDuration?: number
  loadConnections?: number
  loadP99Ms?: number
  /** Load a LOAD_BASE that is not on this machine. */
  loadAllowRemote?: boolean
  /** The least axe impact that fails an a11y suite (default serious). */
  a11yImpact?: A11yImpact
}

/** What a task would write, what it would not and why, and which components need a fixture first. */
export interface TaskPlan {
  suites: SuiteFile[]
  not_generated: { component: string; source: string; reason: string }[]
  needs_fixtures: FixtureNeed[]
  /** Why the task has nothing in this project to write suites for (load: no API route); absent when it has. */
  nothing?: string
}

/**
 * A suite the task could not finish without a fixture: what it needs (a component's props, a load pipe's
 * params or body) and the option that gives it (`props` is --props, `load_fixtures` is --load-fixtures).
 */
export interface FixtureNeed {
  component: string
  source: string
  props: string[]
  fixtures: 'props' | 'load_fixtures'
}

/**
 * A task (SPEC §4) on the analyser's side: its name, what it needs on the machine, and
 * which suites it would write. The CLI renders and runs the suites. A task declared
 * without a plan is not built yet: status lists its prerequisites, and naming it is refused.
 */
export interface TaskDefinition<Name extends string = string> {
  name: Name
  /** Checked before anything is written: a missing one fails the run with exit 3, never a pass. */
  prerequisites(machine: MachineFacts): PrerequisiteCheck[]
  plan?(context: TaskPlanContext): TaskPlan
  /**
   * What the task writes suites for: `components` (and the pages they make), which a project
   * without a React component does not have; `api-routes`, which an API-only project does.
   */
  subjects: 'components' | 'api-routes'
}

export function defineTask<const Name extends string>(task: TaskDefinition<Name>): TaskDefinition<Name> {
  return task
}
