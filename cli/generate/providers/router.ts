import { TANSTACK_ROUTER_MODULE, type TanStackRoute } from '../../../analyser/index.js'
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

// TanStack's RouterProvider renders its route tree, not children: a root route that renders the component, at
// '/', or, when the component reads a route by id, that route below the root, at a URL it matches.
function renderTanStackRouter(route: TanStackRoute | undefined): string[] {
  const routes = route
    ? [
        '    const rootRoute = createRootRoute()',
        // The id the app's route tree gives the route (a pathless layout, a group), which its path alone does not.
        '    const route = createRoute({',
        '      getParentRoute: () => rootRoute,',
        `      path: ${quote(route.path)},`,
        '      component: () => children,',
        `    }).update({ id: ${quote(route.id)} } as never)`,
        '    return createRouter({',
        '      routeTree: rootRoute.addChildren([route]),',
        `      history: createMemoryHistory({ initialEntries: [${quote(route.url)}] }),`,
        '    })',
      ]
    : [
        '    return createRouter({',
        '      routeTree: createRootRoute({ component: () => children }),',
        "      history: createMemoryHistory({ initialEntries: ['/'] }),",
        '    })',
      ]
  return [
    route
      ? `/** A TanStack router around the component, at ${route.url}: it renders as the route it reads, ${route.id}. */`
      : "/** A TanStack router around the component: its one route, the root, renders it at '/'. */",
    'function TanStackRouter({ children }: { children: ReactElement }) {',
    '  const [router] = useState(() => {',
    ...routes,
    '  })',
    '  return <RouterProvider router={router} />',
    '}',
    '',
  ]
}

export const router: ProviderRenders['router'] = {
  imports: (need) =>
    need.module === TANSTACK_ROUTER_MODULE
      ? [
          "import { type ReactElement, useState } from 'react'",
          `import { ${[
            'createMemoryHistory',
            'createRootRoute',
            ...(need.route ? ['createRoute'] : []),
            'createRouter',
            'RouterProvider',
          ].join(', ')} } from ${quote(need.module)}`,
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
  helpers: (need) =>
    need.module === TANSTACK_ROUTER_MODULE ? renderTanStackRouter(need.route) : need.data ? DATA_ROUTER : [],
}
