import { TANSTACK_ROUTER_MODULE } from '../../../analyser/index.js'
import { quote } from '../values.js'
import type { ProviderRenders } from './provider.js'

// A data router takes its elements from a route list, not from children: a component of its own makes one
// around what it is given, once per mount.
const DATA_ROUTER = [
  '/** A data router around the component (what useMatches and useRouteError read), its one route matching all. */',
  'function DataRouter({ children }: { children: ReactElement }) {',
  "  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }]))",
  '  return <RouterProvider router={router} />',
  '}',
  '',
]

// TanStack's RouterProvider renders its route tree, not children: a root route that renders the component, at '/'.
const TANSTACK_ROUTER = [
  "/** A TanStack router around the component: its one route, the root, renders it at '/'. */",
  'function TanStackRouter({ children }: { children: ReactElement }) {',
  '  const [router] = useState(() =>',
  '    createRouter({',
  '      routeTree: createRootRoute({ component: () => children }),',
  "      history: createMemoryHistory({ initialEntries: ['/'] }),",
  '    }),',
  '  )',
  '  return <RouterProvider router={router} />',
  '}',
  '',
]

export const router: ProviderRenders['router'] = {
  imports: (need) =>
    need.module === TANSTACK_ROUTER_MODULE
      ? [
          "import { type ReactElement, useState } from 'react'",
          `import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from ${quote(need.module)}`,
        ]
      : need.data
        ? [
            "import { type ReactElement, useState } from 'react'",
            `import { createMemoryRouter, RouterProvider } from ${quote(need.module)}`,
          ]
        : [`import { MemoryRouter } from ${quote(need.module)}`],
  tags: (need) => [
    need.module === TANSTACK_ROUTER_MODULE ? '<TanStackRouter>' : need.data ? '<DataRouter>' : '<MemoryRouter>',
  ],
  helpers: (need) => (need.module === TANSTACK_ROUTER_MODULE ? TANSTACK_ROUTER : need.data ? DATA_ROUTER : []),
}
