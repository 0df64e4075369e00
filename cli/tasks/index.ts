import type { TaskName } from '../../analyser/index.js'
import { a11y } from './a11y/a11y.js'
import { e2e } from './e2e/e2e.js'
import { load } from './load/load.js'
import { perfHarness } from './perf-harness/perf-harness.js'
import { reactRules } from './react-rules/react-rules.js'
import type { TaskGenerator } from './task.js'

/** A generator for every built task. A test fails when a task folder is missing here, or a built task has none. */
export const TASK_GENERATORS: readonly TaskGenerator[] = [perfHarness, a11y, reactRules, e2e, load]

export function findTaskGenerator(name: TaskName): TaskGenerator {
  const generator = TASK_GENERATORS.find((task) => task.name === name)
  if (!generator) throw new Error(`The ${name} task is planned by the analyser, but no generator renders it.`)
  return generator
}
