import { planComponentSuites } from '../../suites/component-suites.js'
import { checkChromium } from '../machine.js'
import { defineTask } from '../task.js'

/**
 * SPEC §4 a11y: axe-core in a real Chromium over each component, rendered as the
 * perf-harness renders it (the same selection, composition, props and request stubs), so
 * the DOM axe reads is the one the app shows.
 */
export const a11y = defineTask({
  name: 'a11y',
  prerequisites: (machine) => [checkChromium(machine)],
  plan: planComponentSuites,
})
