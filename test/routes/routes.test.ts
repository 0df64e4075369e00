import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fillPath, listParams, matchPath } from '../../analyser/routes/params.js'
import { REPO, runMain } from '../helpers/cli.js'
import { ROOT, createProject, source } from '../helpers/memfs-project.js'
import { scenarios } from './scenarios.js'

describe('the route inventory', () => {
  for (const scenario of scenarios) {
    it(scenario.name, async () => {
      const { analyser } = createProject(scenario.files)
      await expect(`${JSON.stringify(analyser.routes({ root: ROOT }), null, 2)}\n`).toMatchFileSnapshot(
        `../../snapshots/routes/${scenario.name}.json`,
      )
    })
  }

  it('follows route lists that functions build: spread into a router’s list, or called among <Routes>', () => {
    const { analyser } = createProject({
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0', 'react-router': '7.6.0', vite: '6.3.5' } }),
      'src/main.tsx': source(`
        import { createRoot } from 'react-dom/client'
        import { RouterProvider, createBrowserRouter } from 'react-router'
        import { dashboardRoutes } from './routes/dashboard'
        import { NotFound } from './pages/not-found'

        const router = createBrowserRouter([...dashboardRoutes(), { path: '*', element: <NotFound /> }])
        createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />)
      `),
      'src/routes/dashboard.tsx': source(`
        import { Orders } from '../pages/orders'
        import { Users } from '../pages/users'

        export const dashboardRoutes = () => [
          { path: '/orders', element: <Orders /> },
          { path: '/users', element: <Users /> },
        ]
      `),
      'src/auth.tsx': source(`
        import { Route, Routes } from 'react-router'
        import { Login } from './pages/login'

        function authRoutes() {
          return (
            <>
              <Route path="/login" element={<Login />} />
            </>
          )
        }

        export function AuthArea() {
          return <Routes>{authRoutes()}</Routes>
        }
      `),
      'src/pages/orders.tsx': 'export function Orders() {\n  return <h1>Orders</h1>\n}\n',
      'src/pages/users.tsx': 'export function Users() {\n  return <h1>Users</h1>\n}\n',
      'src/pages/login.tsx': 'export function Login() {\n  return <h1>Sign in</h1>\n}\n',
      'src/pages/not-found.tsx': 'export function NotFound() {\n  return <h1>Not found</h1>\n}\n',
    })
    const result = analyser.routes({ root: ROOT })
    expect(result.routes.map(({ path, component }) => [path, component?.component])).toEqual([
      ['/login', 'Login'],
      ['/orders', 'Orders'],
      ['/users', 'Users'],
      ['/*', 'NotFound'],
    ])
    expect(result.unread).toEqual([])
  })

  it('follows a constant list of routes mapped to routes field for field, in a router’s list or among <Routes>', () => {
    const { analyser } = createProject({
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0', 'react-router': '7.6.0', vite: '6.3.5' } }),
      'src/main.tsx': source(`
        import { createRoot } from 'react-dom/client'
        import { RouterProvider, createBrowserRouter } from 'react-router'
        import { Reports } from './reports'

        const pages = [{ path: '/reports', element: <Reports /> }]
        const router = createBrowserRouter(pages.map((page) => ({ ...page })))
        createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />)
      `),
      'src/settings.tsx': source(`
        import { Route, Routes } from 'react-router'
        import { Billing } from './billing'

        const settingsRoutes = [{ path: '/settings/billing', Component: Billing }]

        export function SettingsArea() {
          return (
            <Routes>
              {settingsRoutes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
            </Routes>
          )
        }
      `),
      'src/reports.tsx': 'export function Reports() {\n  return <h1>Reports</h1>\n}\n',
      'src/billing.tsx': 'export function Billing() {\n  return <h1>Billing</h1>\n}\n',
    })
    const result = analyser.routes({ root: ROOT })
    expect(result.routes.map(({ path, component }) => [path, component?.component])).toEqual([
      ['/reports', 'Reports'],
      ['/settings/billing', 'Billing'],
    ])
    expect(result.unread).toEqual([])
  })

  it(
    'follows a list of route objects written in place and mapped through a function that patches each route, its ' +
      'paths named by a module of constants imported whole',
    () => {
      const { analyser } = createProject({
        'package.json': JSON.stringify({ dependencies: { react: '19.1.0', 'react-router': '7.6.0', vite: '6.3.5' } }),
        'src/router.tsx': source(`
        import { type RouteObject, createBrowserRouter } from 'react-router'
        import { Home } from './home'
        import { Broken } from './broken'
        import { Track } from './track'
        import * as paths from './paths'

        const errorPatch = (route: RouteObject) => ({ ...route, errorElement: <Broken /> })
        const trackingPatch = (route: RouteObject) => ({ ...route, element: <><Track />{route.element}</> })
        const applyPatches = (route: RouteObject) => errorPatch(trackingPatch(route))

        export const appRoutes: RouteObject[] = [
          { path: paths.HOME_PATH, element: <Home /> },
          { path: paths.APP_PATH, element: <Home /> },
          { path: '*', element: <Broken /> },
        ].map(applyPatches)

        export const router = createBrowserRouter(appRoutes)
      `),
        'src/home.tsx': 'export function Home() {\n  return <h1>Home</h1>\n}\n',
        'src/broken.tsx': 'export function Broken() {\n  return <h1>Not found</h1>\n}\n',
        'src/track.tsx': 'export function Track() {\n  return null\n}\n',
        'src/paths.ts': "export const HOME_PATH = '/'\nexport const APP_PATH = `/apps/:id`\n",
      })
      const result = analyser.routes({ root: ROOT })
      expect(result.routes.map(({ path, component }) => [path, component?.component])).toEqual([
        ['/', 'Home'],
        ['/apps/:id', 'Home'],
        ['/*', 'Broken'],
      ])
      expect(result.unread).toEqual([])
    },
  )

  it('--api lists the API routes alone', () => {
    const { analyser } = createProject(scenarios.find((scenario) => scenario.name === 'app-router')!.files)
    const result = analyser.routes({ root: ROOT, api: true })
    expect([result.routes, result.entries]).toEqual([[], []])
    expect(result.api.map(({ path, methods }) => [path, methods])).toEqual([
      ['/api/posts/[id]', ['GET', 'DELETE']],
      ['/api/posts', ['GET', 'POST']],
      ['/api/v1/posts', ['GET', 'POST']],
    ])
  })
})

describe('route params', () => {
  it('names each kind of dynamic segment in both notations', () => {
    expect(listParams('/shop/[[...filters]]/[...slug]/[id]')).toEqual([
      { name: 'filters', kind: 'optional-catch-all' },
      { name: 'slug', kind: 'catch-all' },
      { name: 'id', kind: 'single' },
    ])
    expect(listParams('/doc/:slug([a-z-]+)/:tab?/*')).toEqual([
      { name: 'slug', kind: 'single' },
      { name: 'tab', kind: 'optional' },
      { name: '*', kind: 'catch-all' },
    ])
  })

  it('fills a path, leaving optional segments out, and refuses one with a missing value', () => {
    expect(fillPath('/docs/[...slug]', { slug: ['guides', 'set up'] })).toBe('/docs/guides/set%20up')
    expect(fillPath('/settings/:tab?', {})).toBe('/settings')
    expect(fillPath('/shop/[[...filters]]', {})).toBe('/shop')
    expect(fillPath('/posts/[id]', {})).toBeNull()
  })

  it('reads the params a URL gives a pattern', () => {
    expect(matchPath('/posts/[id]/comments/:comment', '/posts/42/comments/7')).toEqual({ id: '42', comment: '7' })
    expect(matchPath('/docs/[...slug]', '/docs/a/b')).toEqual({ slug: ['a', 'b'] })
    expect(matchPath('/posts/[id]', '/users/42')).toBeNull()
  })
})

describe('flawless-react routes', () => {
  it('prints the pages, the entry and what needs a fixture', async () => {
    const run = await runMain(['routes', '--root', path.join(REPO, 'examples/vite-shop')])
    expect(run.status).toBe(0)
    await expect(`${run.stdout}`).toMatchFileSnapshot('../../snapshots/cli/routes-vite-shop.txt')
  })

  it('--api --json prints the API routes as one document', async () => {
    const run = await runMain(['routes', '--api', '--json', '--root', path.join(REPO, 'examples/next-dashboard')])
    expect(run.status).toBe(0)
    expect(JSON.parse(run.stdout).api).toEqual([
      { path: '/api/metrics', router: 'app-router', file: 'app/api/metrics/route.ts', methods: ['GET'], params: [] },
    ])
  })
})
