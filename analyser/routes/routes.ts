import { resolveChildren } from '../link/children.js'
import { describeGaps, sortErrors } from '../pipeline/gaps.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import type { AnalyseError } from '../types.js'
import { findFileRoutes } from './file-routes.js'
import type { ApiRoute, AppEntry, PageRoute, RouterKind, UnreadRoute } from './inventory.js'
import { type ParamValues, isNoMatchRoute, matchPath } from './params.js'
import type { ParsedFiles } from './parsed-files.js'
import { findReactRouterRoutes } from './react-router.js'
import { extractRouteFacts } from './route-facts.js'

export interface RoutesOptions {
  root: string
  /** List the API routes alone. */
  api?: boolean
  out?: string
}

/** What the project routes, as one pass over its files sees it: used by routes, tree, status and the e2e task. */
export interface RouteInventory {
  routers: RouterKind[]
  entries: AppEntry[]
  routes: PageRoute[]
  api: ApiRoute[]
  unread: UnreadRoute[]
}

/** SPEC 2.5 routes: the inventory, and what the call read. */
export interface RoutesResult extends RouteInventory {
  root: string
  files_read: number
  errors: AnalyseError[]
  entries_skipped?: number
  note?: string
}

// A route's param values taken from links: a few show the route works, more add nothing.
const LINKS_PER_ROUTE = 3

/** The routes every router in the project declares, the app's mount points, and what could not be read. */
export function findRoutes(loaded: LoadedProject, parsed: ParsedFiles): RouteInventory {
  const byFile = findFileRoutes(loaded, parsed)
  const reactRouter = findReactRouterRoutes(loaded, parsed)
  const routes = [...byFile.routes, ...reactRouter.routes]
  addLinkedParams(loaded, routes)
  return {
    routers: [...byFile.routers, ...reactRouter.routers],
    entries: findEntries(loaded, parsed),
    routes,
    api: [...byFile.api, ...reactRouter.api],
    unread: [...byFile.unread, ...reactRouter.unread],
  }
}

export function toRoutesResult(loaded: LoadedProject, parsed: ParsedFiles, options: RoutesOptions): RoutesResult {
  const inventory = findRoutes(loaded, parsed)
  return {
    root: loaded.projectRoot.root,
    files_read: loaded.indexed.filesRead,
    ...inventory,
    ...(options.api ? { routes: [], entries: [] } : {}),
    errors: sortErrors(loaded.indexed.errors),
    ...describeGaps(loaded),
  }
}

/** `createRoot(…).render(<App />)` in the modules that import react-dom. */
function findEntries(loaded: LoadedProject, parsed: ParsedFiles): AppEntry[] {
  const { project } = loaded
  const entries: AppEntry[] = []
  // The imports are the outline's: only the modules that render are read further, by ParsedFiles.
  for (const [file, module] of project.symbols.outlines.headers) {
    const specifiers = [...module.imports.values()].map((binding) => binding.specifier)
    if (!specifiers.some((specifier) => specifier === 'react-dom/client' || specifier === 'react-dom')) continue
    for (const render of parsed.facts(file, 'routes', extractRouteFacts)?.renders ?? []) {
      entries.push({
        file,
        line: render.line,
        call: render.call,
        renders: resolveChildren(project.symbols, file, render.usages).map((child) => ({
          component: child.component,
          file: child.file,
          ...(child.module !== undefined ? { module: child.module } : {}),
        })),
      })
    }
  }
  return entries
}

/** `<Link href="/posts/42">` and `<a href>` literals that match a dynamic route give its params values. */
function addLinkedParams(loaded: LoadedProject, routes: PageRoute[]): void {
  // A no-match `*` route renders where no other route matches: a link is some route's, never a value of it.
  const dynamic = routes.filter(
    (route) => route.params.length > 0 && route.param_values.length === 0 && !isNoMatchRoute(route),
  )
  if (dynamic.length === 0) return
  // A link to a static route (`/posts/new`) is that route's, not a value of `/posts/[id]`.
  const fixed = new Set(routes.filter((route) => route.params.length === 0).map((route) => route.path))
  for (const module of loaded.project.symbols.modules.values()) {
    const file = module.file
    for (const element of module.components.flatMap((component) => component.elements)) {
      // Links only: a `<Redirect to="/s/:id">` writes a pattern, not a URL.
      if (!/^(a|.*Link)$/.test(element.tag)) continue
      for (const attribute of element.attributes) {
        if ((attribute.name !== 'href' && attribute.name !== 'to') || attribute.kind !== 'string') continue
        const url = attribute.text?.split(/[?#]/)[0]
        if (!url?.startsWith('/') || fixed.has(url) || /\/[:[]/.test(url)) continue
        const match = findMostSpecific(dynamic, url)
        if (!match || match.route.param_values.length >= LINKS_PER_ROUTE) continue
        if (!match.route.param_values.some((known) => sameValues(known.values, match.values)))
          match.route.param_values.push({ values: match.values, from: 'link', file, line: element.line })
      }
    }
  }
}

/**
 * The route a URL reaches when several patterns match it, as the routers rank them: fewer
 * catch-all segments first, then more of the path written literally (`/app/:id` before `/*`).
 */
function findMostSpecific(routes: PageRoute[], url: string): { route: PageRoute; values: ParamValues } | null {
  let best: { route: PageRoute; values: ParamValues; rank: [number, number] } | null = null
  for (const route of routes) {
    const values = matchPath(route.path, url)
    if (!values) continue
    const catchAll = route.params.filter((param) => param.kind.includes('catch-all')).length
    const literal = route.path.replace(/\[[^\]]*\]|:[A-Za-z0-9_]+(\([^)]*\))?\??|\*/g, '').length
    if (!best || catchAll < best.rank[0] || (catchAll === best.rank[0] && literal > best.rank[1]))
      best = { route, values, rank: [catchAll, literal] }
  }
  return best
}

function sameValues(a: object, b: object): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
