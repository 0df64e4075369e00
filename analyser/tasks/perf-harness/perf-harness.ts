import { planComponentSuites } from '../../suites/component-suites.js'
import { defineTask } from '../task.js'

/**
 * SPEC §4 perf-harness, the default task: a suite per component, rendered inside
 * React.Profiler against a baseline. It needs nothing on the machine but what a
 * suite run installs.
 */
export const perfHarness = defineTask({
  name: 'perf-harness',
  subjects: 'components',
  prerequisites: () => [],
  plan: planComponentSuites,
})
