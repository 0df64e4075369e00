import { planRouteSuites } from '../../suites/route-suites.js'
import { checkChromium, checkEnvironment } from '../machine.js'
import { defineTask } from '../task.js'

/**
 * SPEC §4 e2e: a Playwright spec per route found on disk, against a server the caller runs
 * (FLAWLESS_E2E_BASEURL), in the system Chromium. The CLI probes that the server answers
 * before anything is written.
 */
export const e2e = defineTask({
  name: 'e2e',
  subjects: 'components',
  prerequisites: (machine) => [
    checkEnvironment(machine, 'FLAWLESS_E2E_BASEURL', 'the URL of a running dev or preview server'),
    checkChromium(machine),
  ],
  plan: (context) => planRouteSuites(context, context.task),
})
