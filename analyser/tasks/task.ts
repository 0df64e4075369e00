import type { SuitePlanContext, TaskPlan } from '../suites/task-plan.js'
import type { A11yImpact } from './a11y/impacts.js'
import type { MachineFacts, PrerequisiteCheck } from './machine.js'

/** What a task's planning is given: what its suites are planned from, and the options it reads for itself. */
export interface TaskPlanContext extends SuitePlanContext {
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

/**
 * A task (SPEC §4) on the analyser's side: its name, what it needs on the machine, and
 * which suites it would write. The CLI renders and runs the suites.
 */
export interface TaskDefinition<Name extends string = string> {
  name: Name
  /** Checked before anything is written: a missing one fails the run with exit 3, never a pass. */
  prerequisites(machine: MachineFacts): PrerequisiteCheck[]
  plan(context: TaskPlanContext): TaskPlan
  /**
   * What the task writes suites for: `components` (and the pages they make), which a project
   * without a React component does not have; `api-routes`, which an API-only project does.
   */
  subjects: 'components' | 'api-routes'
}

export function defineTask<const Name extends string>(task: TaskDefinition<Name>): TaskDefinition<Name> {
  return task
}
