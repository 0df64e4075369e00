import * as path from 'node:path'
import type { PageRoute } from '../routes/inventory.js'
import { type ParamValues, fillPath, isNoMatchRoute, matchPath } from '../routes/params.js'
import { type RouteInventory, findRoutes } from '../routes/routes.js'
import { type RouteSpec, describePage } from './route-spec.js'
import { decideAction } from './suite.js'
import type { SuitePlanContext, TaskPlan } from './task-plan.js'

/** The param sets visited per route: enough to show the route works with the values the project gives. */
const MAX_URLS = 3

/**
 * The plan of a task that visits each route found on disk (e2e; a11y's pages), one spec a
 * route under `folder` (the task's, or a subfolder of it): each URL it visits, its
 * params from the `--routes` file or the project's own literals. A route whose params
 * have neither is listed as needing a fixture; `unavailable`, when given, is why no route
 * can be visited this run, and each is listed with it instead of planned.
 */
export function planRouteSuites(context: SuitePlanContext, folder: string, unavailable?: string): TaskPlan {
  const { loaded, out, force, parsed, routeFixtures } = context
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
      const params = chooseParams(route, routeFixtures?.get(route.path), inventory.routes)
      if (params === null) {
        const names = route.params.map((param) => param.name).join(', ')
        skip(
          `It needs a fixture: give ${names} values for "${route.path}" in --routes ` +
            `(e.g. {"${route.path}": [{${route.params.map((param) => `"${param.name}": "…"`).join(', ')}}]}).`,
        )
        continue
      }
      written.set(route.path, route.file)
      if (unavailable !== undefined) {
        skip(unavailable)
        continue
      }
      const file = path.posix.join(out, folder, `${toSpecName(route.path)}.flawless.ts`)
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
  if (inventory.routes.length === 0 && !context.narrowed) plan.nothing = describeNoRoutes(loaded, inventory.unread)
  return plan
}

/** Why there is no route to visit, with the first declaration that could not be read, which is often the cause. */
function describeNoRoutes(loaded: SuitePlanContext['loaded'], unread: RouteInventory['unread']): string {
  const files = `${loaded.sources.length} source file${loaded.sources.length === 1 ? '' : 's'}`
  const none = `There is no page route the analyser can read in the ${files}: there is no page to visit.`
  const [first] = unread
  if (first === undefined) return none
  const count = unread.length === 1 ? 'One route declaration' : `${unread.length} route declarations`
  const where = `the first at ${first.file}:${first.line}: ${first.reason}`
  return `${none} ${count} could not be read, ${where} \`flawless-react routes\` lists them.`
}

/** The header names the page's component and file, so status calls the spec stale when the page changes. */
function describeSubject(route: PageRoute): { component: string; source: string } {
  if (route.component?.file) return { component: route.component.component, source: route.component.file }
  return { component: route.path, source: route.file }
}

/** The route's param sets: the `--routes` file's, else the project's own literals; null when it has neither. */
export function chooseParams(
  route: PageRoute,
  fixtures: ParamValues[] | undefined,
  routes: readonly PageRoute[],
): { values: ParamValues[]; from: RouteSpec['params_from'] } | null {
  if (route.params.length === 0) return { values: [{}], from: null }
  if (fixtures && fixtures.some((values) => fillPath(route.path, values) !== null))
    return { values: fixtures.filter((values) => fillPath(route.path, values) !== null), from: 'fixture' }
  if (isNoMatchRoute(route)) {
    // React Router renders its `*` route where no other route matches: it is visited at such a URL.
    const others = routes.filter((other) => other !== route)
    const unmatched = UNMATCHED.find((parts) => {
      const url = fillPath(route.path, { '*': parts })
      return url !== null && !others.some((other) => matchPath(other.path, url) !== null)
    })
    if (unmatched) return { values: [{ '*': unmatched }], from: 'unmatched' }
  }
  const known = route.param_values.filter((source) => fillPath(route.path, source.values) !== null)
  if (known.length > 0) return { values: known.map((source) => source.values), from: known[0]!.from }
  // Optional segments alone: the route is reached without them.
  if (fillPath(route.path, {}) !== null) return { values: [{}], from: null }
  return null
}

// Paths under a `*` route that no route of an app is likely to match, the longer tried when a `/:slug` takes one part.
const UNMATCHED = [['flawless-no-such-page'], ['flawless', 'no', 'such', 'page']]

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
