import * as path from 'node:path'
import type { PageRoute } from '../../routes/inventory.js'
import { type ParamValues, fillPath } from '../../routes/params.js'
import { findRoutes } from '../../routes/routes.js'
import { decideAction } from '../../suites/suite.js'
import { checkChromium, checkEnvironment } from '../machine.js'
import { type TaskPlan, type TaskPlanContext, defineTask } from '../task.js'
import { type RouteSpec, describePage } from './route-spec.js'

/** The param sets visited per route: enough to show the route works with the values the project gives. */
const MAX_URLS = 3

/**
 * SPEC §4 e2e: a Playwright spec per route found on disk, against a server the caller runs
 * (FLAWLESS_E2E_BASEURL), in the system Chromium. The CLI probes that the server answers
 * before anything is written.
 */
export const e2e = defineTask({
  name: 'e2e',
  prerequisites: (machine) => [
    checkEnvironment(machine, 'FLAWLESS_E2E_BASEURL', 'the URL of a running dev or preview server'),
    checkChromium(machine),
  ],
  plan: planRouteSpecs,
})

function planRouteSpecs(context: TaskPlanContext): TaskPlan {
  const { loaded, task, out, force, parsed, routeFixtures } = context
  const plan: TaskPlan = { suites: [], not_generated: [], needs_fixtures: [] }
  const inventory = findRoutes(loaded, parsed)
  const covered = new Set(context.selected.map(({ file }) => file))
  const written = new Map<string, string>()
  for (const route of inventory.routes) {
    const subject = describeSubject(route)
    const skip = (reason: string) => plan.not_generated.push({ ...subject, reason })
    if (context.narrowed && ![route.component, ...route.layouts].some((item) => item?.file && covered.has(item.file)))
      continue
    if (route.intercepting)
      skip(`It intercepts ${route.path} on client navigation only; a visit renders ${route.path} itself.`)
    else if (route.slot) skip(`It renders in its layout's ${route.slot} slot, at ${route.path}, whose spec covers it.`)
    else if (written.has(route.path))
      skip(`${route.path} is also declared in ${written.get(route.path)}; one spec visits it.`)
    else {
      const params = chooseParams(route, routeFixtures?.get(route.path))
      if (params === null) {
        const names = route.params.map((param) => param.name).join(', ')
        skip(
          `It needs a fixture: give ${names} values for "${route.path}" in --routes ` +
            `(e.g. {"${route.path}": [{${route.params.map((param) => `"${param.name}": "…"`).join(', ')}}]}).`,
        )
        continue
      }
      written.set(route.path, route.file)
      const file = path.posix.join(out, task, `${toSpecName(route.path)}.flawless.ts`)
      const spec: RouteSpec = {
        route: route.path,
        router: route.router,
        urls: params.values.flatMap((values) => fillPath(route.path, values) ?? []).slice(0, MAX_URLS),
        params_from: params.from,
        ...describePage(loaded, parsed, route),
      }
      plan.suites.push({ ...subject, file, ...decideAction(loaded, file, out, force), spec })
    }
  }
  return plan
}

/** The header names the page's component and file, so status calls the spec stale when the page changes. */
function describeSubject(route: PageRoute): { component: string; source: string } {
  if (route.component?.file) return { component: route.component.component, source: route.component.file }
  return { component: route.path, source: route.file }
}

/** The route's param sets: the `--routes` file's, else the project's own literals; null when it has neither. */
function chooseParams(
  route: PageRoute,
  fixtures: ParamValues[] | undefined,
): { values: ParamValues[]; from: RouteSpec['params_from'] } | null {
  if (route.params.length === 0) return { values: [{}], from: null }
  if (fixtures && fixtures.some((values) => fillPath(route.path, values) !== null))
    return { values: fixtures.filter((values) => fillPath(route.path, values) !== null), from: 'fixture' }
  const known = route.param_values.filter((source) => fillPath(route.path, source.values) !== null)
  if (known.length > 0) return { values: known.map((source) => source.values), from: known[0]!.from }
  // Optional segments alone: the route is reached without them.
  if (fillPath(route.path, {}) !== null) return { values: [{}], from: null }
  return null
}

/** A route as a file name: `/` is `index`, params keep their brackets, React Router's `:id` becomes `[id]`. */
export function toSpecName(route: string): string {
  const name = route
    .replace(/^\//, '')
    .replace(/:([A-Za-z0-9_]+)(\([^)]*\))?(\?)?/g, (_match, param: string, _pattern, optional) =>
      optional ? `[[${param}]]` : `[${param}]`,
    )
    .replace(/\*/g, '[...]')
    .replace(/[<>:"\\|?*]/g, '_')
  return name === '' ? 'index' : name
}
