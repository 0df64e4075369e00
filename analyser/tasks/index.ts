import { a11y } from './a11y/a11y.js'
import { e2e } from './e2e/e2e.js'
import { load } from './load/load.js'
import type { MachineFacts } from './machine.js'
import { perfHarness } from './perf-harness/perf-harness.js'
import { reactRules } from './react-rules/react-rules.js'
import type { TaskName } from './names.js'
import type { TaskDefinition } from './task.js'

export { DEFAULT_TASK, TASKS, type TaskName } from './names.js'

/** The units of `names.ts`'s tasks, in its order. A test fails when a task folder is missing here. */
export const TASK_UNITS = [perfHarness, a11y, reactRules, e2e, load] as const

export interface Prerequisite {
  task: TaskName
  name: string
  ok: boolean
  detail: string
}

export function findTask(name: TaskName): TaskDefinition<TaskName> {
  return TASK_UNITS.find((task) => task.name === name)!
}

/**
 * What each task needs before it can run (SPEC §4), checked against the machine as the
 * caller describes it: its environment, and its files read through the injected fs.
 */
export function checkPrerequisites(tasks: readonly TaskName[], machine: MachineFacts): Prerequisite[] {
  return tasks.flatMap((task) =>
    findTask(task)
      .prerequisites(machine)
      .map((check) => ({ task, ...check })),
  )
}
