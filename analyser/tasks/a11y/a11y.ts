import { planComponentSuites } from '../../suites/component-suites.js'
import { planRouteSuites } from '../../suites/route-suites.js'
import { checkChromium } from '../machine.js'
import type { TaskPlan } from '../../suites/task-plan.js'
import { type TaskPlanContext, defineTask } from '../task.js'

/**
 * Where a route's whole-page scan goes, under the task's folder. A scan is a Playwright spec
 * (`.flawless.ts`), a component suite a vitest one (`.flawless.tsx`): the extension tells
 * them apart, as a project may have a source folder of any name.
 */
export const A11Y_PAGES_FOLDER = 'page-scans'

/**
 * SPEC §4 a11y: axe-core in a real Chromium over each component, rendered as the
 * perf-harness renders it (the same selection, composition, props and request stubs), so
 * the DOM axe reads is the one the app shows; and over each route as a whole page when a
 * server answers at FLAWLESS_E2E_BASEURL (the e2e task's server and routes).
 */
export const a11y = defineTask({
  name: 'a11y',
  subjects: 'components',
  prerequisites: (machine) => [checkChromium(machine)],
  plan: planA11y,
})

function planA11y(context: TaskPlanContext): TaskPlan {
  const components = planComponentSuites(context)
  // Without a server a page cannot be scanned: each route says so rather than going unmentioned.
  const serverless = context.options.environment?.FLAWLESS_E2E_BASEURL
    ? undefined
    : 'Its page is scanned whole only against a running server: set FLAWLESS_E2E_BASEURL to its URL.'
  const pages = planRouteSuites(context, `${context.task}/${A11Y_PAGES_FOLDER}`, serverless)
  return {
    suites: [...components.suites, ...pages.suites],
    not_generated: [...components.not_generated, ...pages.not_generated],
    needs_fixtures: [...components.needs_fixtures, ...pages.needs_fixtures],
  }
}
