import type { ComponentAt } from '../link/linked-project.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import type { ParamValues } from '../routes/params.js'
import type { ParsedFiles } from '../routes/parsed-files.js'
import type { SuiteFile } from './suite.js'

/**
 * What planning a task's suites is given: the project, the components the run covers, and where suites go.
 * The options a task reads for itself are not here: they are the task's (TaskPlanContext).
 */
export interface SuitePlanContext {
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
