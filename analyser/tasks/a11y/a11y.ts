import { checkChromium } from '../machine.js'
import { defineTask } from '../task.js'

/** SPEC §4 a11y: axe-core in a real Chromium over each rendered component. Not built yet. */
export const a11y = defineTask({
  name: 'a11y',
  prerequisites: (machine) => [checkChromium(machine)],
})
