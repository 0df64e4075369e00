import { findPackageOrigin, findPackageOrigins } from '../../link/hook-origins.js'
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
          ...component.hooks.flatMap((hook) =>
            findPackageOrigins(project, file, hook, ({ module }) => ROUTER_MODULES.has(module)).map(
              (origin) => origin.module,
            ),
          ),
          ...project.childrenOf(file, component).map((child) => child.module),
        ].filter((module): module is string => module !== undefined && ROUTER_MODULES.has(module)),
      ),
    )
    if (modules.size === 0) return []
    if (modules.has(TANSTACK_ROUTER_MODULE) && modules.size === 1)
      return [{ kind: 'router', module: TANSTACK_ROUTER_MODULE }]
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
