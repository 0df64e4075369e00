import { checkEnvironment } from '../machine.js'
import { defineTask } from '../task.js'

/** SPEC §4 e2e: a Playwright spec per route, against a server the caller runs. Not built yet. */
export const e2e = defineTask({
  name: 'e2e',
  prerequisites: (machine) => [
    checkEnvironment(machine, 'FLAWLESS_E2E_BASEURL', 'the URL of a running dev or preview server'),
  ],
})
