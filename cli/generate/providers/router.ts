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

export const router: ProviderRenders['router'] = {
  imports: (need) =>
    need.data
      ? [
          "import { type ReactElement, useState } from 'react'",
          `import { createMemoryRouter, RouterProvider } from ${quote(need.module)}`,
        ]
      : [`import { MemoryRouter } from ${quote(need.module)}`],
  tags: (need) => [need.data ? '<DataRouter>' : '<MemoryRouter>'],
  helpers: (need) => (need.data ? DATA_ROUTER : []),
}
