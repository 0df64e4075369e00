import { findPackageOrigin, findPackageOrigins } from '../../link/hook-origins.js'
import type { ComponentAt, LinkedProject } from '../../link/linked-project.js'
import type { HookSummary } from '../../summary/module-summary.js'
import { findPassedPackageElements } from '../rendered-subtree.js'
import { defineProvider } from './provider.js'

/**
 * `module` is the router package the subtree imports: v7 apps import `react-router` alone;
 * `@tanstack/react-router` is TanStack's, whose router a suite makes with one root route.
 * `data` when something in the subtree works only inside a data router (`useMatches`,
 * `useRouteError`, `<ScrollRestoration>`), which a MemoryRouter is not.
 */
export interface RouterNeed {
  kind: 'router'
  module: string
  data?: true
  /** A TanStack route the subtree reads by id (`getRouteApi('/users/')`): the suite's router has it, at `url`. */
  route?: TanStackRoute
}

/** A route by its id (`/_authenticated/users/`), its path (`/users/`) and a URL that path matches. */
export interface TanStackRoute {
  id: string
  path: string
  url: string
}

// https://tanstack.com/router/latest/docs/framework/react/api/router/RouterProviderComponent: its hooks and
// `<Link>` read the router `<RouterProvider router={…}>` gives, which renders the route tree, not children.
export const TANSTACK_ROUTER_MODULE = '@tanstack/react-router'
const REACT_ROUTER_MODULES = new Set(['react-router-dom', 'react-router'])
const ROUTER_MODULES = new Set([...REACT_ROUTER_MODULES, TANSTACK_ROUTER_MODULE])
const ROUTER_ROOTS = new Set([
  'BrowserRouter',
  'MemoryRouter',
  'HashRouter',
  'RouterProvider',
  'Router',
  'StaticRouter',
])
// https://reactrouter.com/start/data/routing: these throw "must be used within a data router" outside one.
const DATA_ROUTER_HOOKS = new Set([
  'useActionData',
  'useBlocker',
  'useFetcher',
  'useFetchers',
  'useLoaderData',
  'useMatches',
  'useNavigation',
  'useRevalidator',
  'useRouteError',
  'useRouteLoaderData',
  'useSubmit',
])
const DATA_ROUTER_COMPONENTS = new Set(['Form', 'ScrollRestoration'])

// https://reactrouter.com/api/hooks/useNavigate: router hooks and links throw outside a router.
export const router = defineProvider<RouterNeed>({
  kind: 'router',
  detect({ project, subtree, children, around }) {
    // A router the component renders, one the project renders it in (a BrowserRouter at the entry), or one a
    // component of the subtree renders around its children (an app's providers, rendered by it or around it).
    const isRouter = (child: { module?: string; component: string }) =>
      child.module !== undefined && ROUTER_MODULES.has(child.module) && ROUTER_ROOTS.has(child.component)
    const wrapsInRouter = subtree.some(({ file, component }) =>
      project
        .childrenOf(file, component)
        .some(
          (child, index) => isRouter(child) && component.childrenSlots.some((slot) => slot.ancestors.includes(index)),
        ),
    )
    if ([...children, ...around].some(isRouter) || wrapsInRouter) return []
    // Router hooks count through project hooks too (a useQueryParams that calls useSearchParams).
    const modules = new Set(
      subtree.flatMap(({ file, component }) =>
        [
          // What a router package makes of a component reads the router its element is rendered in: react-router
          // 5's withRouter(Component), TanStack's createLink(Component).
          ...component.wrappers.map((wrapper) => {
            const target = project.symbols.resolveLocal(file, wrapper)
            return target?.kind === 'external' ? target.module : undefined
          }),
          ...component.hooks.flatMap((hook) =>
            findPackageOrigins(project, file, hook, ({ module }) => ROUTER_MODULES.has(module)).map(
              (origin) => origin.module,
            ),
          ),
          ...project.childrenOf(file, component).map((child) => child.module),
          // A Link handed to an element by name (`<ButtonBase component={Link}>`) is rendered by it.
          ...findPassedPackageElements(project, { file, component }).map((element) => element.module),
        ].filter((module): module is string => module !== undefined && ROUTER_MODULES.has(module)),
      ),
    )
    if (modules.size === 0) return []
    if (modules.has(TANSTACK_ROUTER_MODULE) && modules.size === 1) {
      const [id] = findRouteIds(project, subtree)
      const need: RouterNeed = { kind: 'router', module: TANSTACK_ROUTER_MODULE }
      return [id === undefined ? need : { ...need, route: toTanStackRoute(id) }]
    }
    const data = subtree.some(
      ({ file, component }) =>
        component.hooks.some(
          (hook) =>
            findPackageOrigin(
              project,
              file,
              hook,
              ({ module, name }) => REACT_ROUTER_MODULES.has(module) && DATA_ROUTER_HOOKS.has(name),
            ) !== null,
        ) ||
        project
          .childrenOf(file, component)
          .some(
            (child) =>
              child.module !== undefined &&
              REACT_ROUTER_MODULES.has(child.module) &&
              DATA_ROUTER_COMPONENTS.has(child.component),
          ),
    )
    // Both packages share one router context; react-router-dom is the one that has everything.
    const module = modules.has('react-router-dom') ? 'react-router-dom' : 'react-router'
    return [data ? { kind: 'router', module, data: true } : { kind: 'router', module }]
  },
})

/**
 * The TanStack routes the subtree's hooks read by id, which throw "Could not find an active
 * match" unless that route is matched: `useSearch({ from })`, and the hooks of a value
 * `getRouteApi(id)` or `createFileRoute(id)` made (`Route.useSearch()`), in the components
 * and in the project hooks they call (a form's `useLoginForm` reading the login route's search).
 */
function findRouteIds(project: LinkedProject, subtree: readonly ComponentAt[]): string[] {
  const ids = new Set<string>()
  // Each project hook once, so a cycle of hooks ends.
  const followed = new Set<string>()
  const read = (file: string, hooks: readonly HookSummary[]): void => {
    for (const hook of hooks) {
      const target = project.symbols.resolveLocal(file, hook.root)
      const routeId =
        target?.kind === 'symbol'
          ? project.symbols.modules.get(target.file)?.bindings.get(target.binding)?.routeId
          : target?.kind === 'external' && target.module === TANSTACK_ROUTER_MODULE
            ? hook.from
            : undefined
      // The root route is matched wherever the component renders.
      if (routeId && routeId !== '__root__') ids.add(routeId)
      if (target?.kind !== 'symbol' || routeId) continue
      const called = project.findFunction(file, hook.name)
      if (called === null) continue
      const key = `${called.file}\0${called.fn.name}`
      if (followed.has(key)) continue
      followed.add(key)
      read(called.file, called.fn.hooks)
    }
  }
  for (const { file, component } of subtree) read(file, component.hooks)
  return [...ids]
}

/**
 * A route id as a path and a URL: pathless layouts (`_authenticated`) and groups (`(auth)`)
 * are in the id only; a param (`$userId`) gets its name as a value, a splat or an optional
 * param nothing. https://tanstack.com/router/latest/docs/framework/react/routing/routing-concepts
 */
export function toTanStackRoute(id: string): TanStackRoute {
  const segments = id.split('/').filter((segment) => segment !== '' && !/^_|^\(.*\)$/.test(segment))
  const index = id.endsWith('/') && segments.length > 0 ? '/' : ''
  const path = `/${segments.join('/')}${index}`
  const url = `/${segments
    .map((segment) => (segment === '$' || segment.startsWith('{-') ? '' : segment.replace(/^\$/, '')))
    .filter((segment) => segment !== '')
    .join('/')}${index}`
  return { id, path, url }
}
