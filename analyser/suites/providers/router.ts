import { findPackageOrigin } from '../../link/hook-origins.js'
import { defineProvider } from './provider.js'

/** `module` is the router package the subtree imports: v7 apps import `react-router` alone. */
export interface RouterNeed {
  kind: 'router'
  module: string
}

const ROUTER_MODULES = new Set(['react-router-dom', 'react-router'])
const ROUTER_ROOTS = new Set([
  'BrowserRouter',
  'MemoryRouter',
  'HashRouter',
  'RouterProvider',
  'Router',
  'StaticRouter',
])

// https://reactrouter.com/api/hooks/useNavigate: router hooks and links throw outside a router.
export const router = defineProvider<RouterNeed>({
  kind: 'router',
  detect({ project, subtree, children, around }) {
    // A router the component renders, or one the project renders it in (a BrowserRouter at the entry).
    const rendersRouter = [...children, ...around].some(
      (child) => child.module !== undefined && ROUTER_MODULES.has(child.module) && ROUTER_ROOTS.has(child.component),
    )
    if (rendersRouter) return []
    // Router hooks count through project hooks too (a useQueryParams that calls useSearchParams).
    const modules = new Set(
      subtree.flatMap(({ file, component }) =>
        [
          ...component.hooks.map(
            (hook) => findPackageOrigin(project, file, hook, ({ module }) => ROUTER_MODULES.has(module))?.module,
          ),
          ...project.childrenOf(file, component).map((child) => child.module),
        ].filter((module): module is string => module !== undefined && ROUTER_MODULES.has(module)),
      ),
    )
    if (modules.size === 0) return []
    // Both packages share one router context; react-router-dom is the one that has everything.
    return [{ kind: 'router', module: modules.has('react-router-dom') ? 'react-router-dom' : 'react-router' }]
  },
})
