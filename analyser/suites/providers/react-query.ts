import { callsPackageHook, defineProvider, fetchesVia } from './provider.js'

export interface ReactQueryNeed {
  kind: 'react-query'
}

// Packages whose hooks read TanStack Query's QueryClient from context: its own, and those built on it.
const QUERY_CLIENT_MODULES = new Set(['@tanstack/react-query', 'react-query-auth', '@trpc/react-query'])

/**
 * The provider the suite gives a fresh client of its own, a run each, without retries: where a site renders the
 * app's (`<QueryClientProvider client={queryClient}>`, a module's one client), that one is left out of the
 * suite's parents, or it would be the client the component reads, its cache warm from the run before.
 */
export function isQueryClientProvider(element: { module: string; component: string }): boolean {
  return QUERY_CLIENT_MODULES.has(element.module) && element.component === 'QueryClientProvider'
}

// Packages whose hooks never read a query client: React's own and the frameworks'.
const NOT_QUERY_HOOKS = /^(?:react|react-dom|next|next\/.*|react-router(?:-dom)?|@tanstack\/react-router)$/

// https://tanstack.com/query/latest/docs/framework/react/reference/QueryClientProvider
export const reactQuery = defineProvider<ReactQueryNeed, boolean>({
  kind: 'react-query',
  // Whether the app renders a QueryClientProvider somewhere, giving every component below it a client.
  index: (project) =>
    [...project.symbols.modules.values()].some((module) =>
      [
        ...project.rootElementsOf(module.file),
        ...module.components.flatMap((component) => project.childrenOf(module.file, component)),
      ].some(
        (child) =>
          child.module !== undefined && isQueryClientProvider({ module: child.module, component: child.component }),
      ),
    ),
  detect(subject, appGivesClient) {
    if (subject.children.some((child) => child.component === 'QueryClientProvider')) return []
    // Its site renders the app's, which the suite's own stands in for (what reads it may be a package's hook).
    if (subject.around.some(isQueryClientProvider)) return [{ kind: 'react-query' }]
    // A mutation hook, or a hook a library made on top of TanStack Query, needs the client as much as a query does;
    // where the app gives one to everything, so may a hook of a package the analyser does not read (a workspace
    // package outside the root: linkwarden's @linkwarden/router wraps useQuery and useQueryClient).
    const reads =
      fetchesVia(subject, 'react-query') ||
      callsPackageHook(
        subject,
        ({ module }) => QUERY_CLIENT_MODULES.has(module) || (appGivesClient && !NOT_QUERY_HOOKS.test(module)),
      )
    return reads ? [{ kind: 'react-query' }] : []
  },
})
