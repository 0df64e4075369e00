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

// https://tanstack.com/query/latest/docs/framework/react/reference/QueryClientProvider
export const reactQuery = defineProvider<ReactQueryNeed>({
  kind: 'react-query',
  detect(subject) {
    if (subject.children.some((child) => child.component === 'QueryClientProvider')) return []
    // A mutation hook, or a hook a library made on top of TanStack Query, needs the client as much as a query does.
    const reads =
      fetchesVia(subject, 'react-query') || callsPackageHook(subject, ({ module }) => QUERY_CLIENT_MODULES.has(module))
    return reads ? [{ kind: 'react-query' }] : []
  },
})
