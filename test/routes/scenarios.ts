import { source } from '../helpers/memfs-project.js'
import { NEXT_PACKAGE, VITE_PACKAGE } from '../helpers/rule-tester.js'

export interface RoutesScenario {
  name: string
  files: Record<string, string>
}

const EXPO_PACKAGE = JSON.stringify({ dependencies: { expo: '53.0.9', 'expo-router': '5.0.7', react: '19.0.0' } })

/** One small project per router kind, each with the forms its inventory must read: the whole result is snapshotted. */
export const scenarios: RoutesScenario[] = [
  {
    name: 'app-router',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/layout.tsx': source(`
        export default function RootLayout({ children }: { children: React.ReactNode }) {
          return <html><body>{children}</body></html>
        }
      `),
      'app/page.tsx': source(`
        import Link from 'next/link'

        export default function HomePage() {
          return <Link href="/posts/hello-world">Read the first post</Link>
        }
      `),
      'app/(marketing)/about/page.tsx': source(`
        export default function AboutPage() {
          return <h1>About</h1>
        }
      `),
      'app/posts/[id]/page.tsx': source(`
        export async function generateStaticParams() {
          return [{ id: 'first' }, { id: 'second' }]
        }

        export default function PostPage({ params }: { params: { id: string } }) {
          return <h1>{params.id}</h1>
        }
      `),
      'app/docs/[...slug]/page.tsx': source(`
        export const generateStaticParams = () => [{ slug: ['guides', 'setup'] }]

        export default function DocPage() {
          return <article />
        }
      `),
      'app/shop/[[...filters]]/page.tsx': source(`
        export default function ShopPage() {
          return <main />
        }
      `),
      'app/teams/[team]/layout.tsx': source(`
        export function generateStaticParams() {
          return [{ team: 'core' }]
        }

        export default function TeamLayout({ children }: { children: React.ReactNode }) {
          return <section>{children}</section>
        }
      `),
      'app/teams/[team]/members/[member]/page.tsx': source(`
        export function generateStaticParams() {
          return [{ member: 'ada' }]
        }

        export default function MemberPage() {
          return <p>member</p>
        }
      `),
      'app/feed/page.tsx': source(`
        export default function FeedPage({ modal }: { modal: React.ReactNode }) {
          return <ul />
        }
      `),
      'app/feed/layout.tsx': source(`
        export default function FeedLayout({ children, modal }: { children: React.ReactNode; modal: React.ReactNode }) {
          return <div>{children}{modal}</div>
        }
      `),
      'app/feed/@modal/(..)photo/[id]/page.tsx': source(`
        export default function PhotoModal() {
          return <dialog />
        }
      `),
      'app/feed/@modal/default.tsx': 'export default function Default() {\n  return null\n}\n',
      'app/photo/[id]/page.tsx': source(`
        export default function PhotoPage() {
          return <img alt="" />
        }
      `),
      'app/dashboard/@analytics/page.tsx': source(`
        export default function Analytics() {
          return <aside />
        }
      `),
      'app/dashboard/page.tsx': source(`
        export default function page() {
          redirect('/dashboard/overview')
        }
      `),
      'app/_components/card/page.tsx': source(`
        export default function NotARoute() {
          return <div />
        }
      `),
      'app/api/posts/route.ts': source(`
        export async function GET() {
          return Response.json([])
        }

        export const POST = async (request: Request) => Response.json(await request.json())
      `),
      'app/api/posts/[id]/route.ts': source(`
        async function remove() {
          return new Response(null, { status: 204 })
        }

        export { remove as DELETE }
        export { GET } from '../route'
      `),
      'app/api/v1/posts/route.ts': "export * from '../../posts/route'\n",
    },
  },
  {
    name: 'pages-router',
    files: {
      'package.json': NEXT_PACKAGE,
      'pages/_app.tsx': source(`
        import type { AppProps } from 'next/app'

        export default function App({ Component, pageProps }: AppProps) {
          return <Component {...pageProps} />
        }
      `),
      'pages/_document.tsx': source(`
        import { Html, Head, Main, NextScript } from 'next/document'

        export default function Document() {
          return <Html><Head /><body><Main /><NextScript /></body></Html>
        }
      `),
      'pages/index.tsx': source(`
        export default function Home() {
          return <h1>Home</h1>
        }
      `),
      'pages/blog/[slug].tsx': source(`
        export async function getStaticPaths() {
          return { paths: [{ params: { slug: 'hello' } }, '/blog/second-post'], fallback: false }
        }

        export default function BlogPost() {
          return <article />
        }
      `),
      'pages/blog/index.tsx': source(`
        export default function Blog() {
          return <ul />
        }
      `),
      'pages/api/posts.ts': source(`
        import type { NextApiRequest, NextApiResponse } from 'next'

        export default function handler(req: NextApiRequest, res: NextApiResponse) {
          if (req.method === 'POST') return res.status(201).json({})
          switch (req.method) {
            case 'GET':
              return res.json([])
            case 'delete':
              return res.status(204).end()
          }
        }
      `),
      'pages/api/health.ts': source(`
        export default function health(_req: unknown, res: { send(text: string): void }) {
          res.send('ok')
        }
      `),
    },
  },
  {
    name: 'react-router-objects',
    files: {
      'package.json': VITE_PACKAGE,
      'src/main.tsx': source(`
        import { StrictMode } from 'react'
        import { createRoot } from 'react-dom/client'
        import { App } from './app'

        const root = document.getElementById('root')
        if (root) {
          createRoot(root).render(
            <StrictMode>
              <App />
            </StrictMode>,
          )
        }
      `),
      'src/app.tsx': source(`
        import { RouterProvider, createBrowserRouter } from 'react-router'
        import { paths } from './config/paths'
        import { adminRoutes } from './routes/admin'
        import { Protected } from './components/protected'
        import { Shell } from './components/shell'
        import { Landing } from './routes/landing'

        const router = createBrowserRouter([
          { path: paths.home, element: <Landing /> },
          {
            path: paths.app.root,
            element: (
              <Protected>
                <Shell />
              </Protected>
            ),
            children: [
              { index: true, lazy: () => import('./routes/dashboard') },
              { path: 'projects/:projectId', lazy: () => import('./routes/project').then((m) => m) },
              { path: \`\${paths.app.settings}/:tab?\`, lazy: () => import('./routes/settings') },
              ...adminRoutes,
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ])

        export function App() {
          return <RouterProvider router={router} />
        }
      `),
      'src/config/paths.ts': source(`
        export const paths = {
          home: '/',
          app: { root: '/app', settings: 'settings' },
        } as const
      `),
      'src/routes/admin.tsx': source(`
        import type { RouteObject } from 'react-router'
        import { AuditLog } from './audit-log'

        export const adminRoutes: RouteObject[] = [{ path: 'admin/audit', element: <AuditLog /> }]
      `),
      'src/routes/audit-log.tsx': 'export function AuditLog() {\n  return <table />\n}\n',
      'src/routes/landing.tsx': 'export function Landing() {\n  return <h1>Welcome</h1>\n}\n',
      'src/routes/dashboard.tsx': 'export default function DashboardRoute() {\n  return <h1>Dashboard</h1>\n}\n',
      'src/routes/project.tsx': 'export function Component() {\n  return <h1>Project</h1>\n}\n',
      'src/routes/settings.tsx': 'export default function SettingsRoute() {\n  return <form />\n}\n',
      'src/routes/not-found.tsx': 'export default function NotFoundRoute() {\n  return <p>Not found</p>\n}\n',
      'src/components/protected.tsx': source(`
        export function Protected({ children }: { children: React.ReactNode }) {
          return <>{children}</>
        }
      `),
      'src/components/shell.tsx': source(`
        import { Link, Outlet } from 'react-router'

        export function Shell() {
          return (
            <div>
              <Link to="/app/projects/alpha">Alpha</Link>
              <Outlet />
            </div>
          )
        }
      `),
    },
  },
  {
    name: 'react-router-elements',
    files: {
      'package.json': VITE_PACKAGE,
      'src/main.tsx': source(`
        import ReactDOM from 'react-dom'
        import { App } from './app'

        ReactDOM.render(<App />, document.getElementById('root'))
      `),
      'src/app.tsx': source(`
        import { lazy } from 'react'
        import { BrowserRouter, Route, Routes } from 'react-router-dom'
        import { Layout } from './layout'
        import { Home } from './home'
        import { Settings } from './settings'

        const Reports = lazy(() => import('./reports'))

        export function App() {
          return (
            <BrowserRouter>
              <Routes>
                <Route element={<Layout />}>
                  <Route index element={<Home />} />
                  <Route path="reports/:year" element={<Reports />} />
                  <Route path="settings/*" element={<Settings />} />
                </Route>
                {['a', 'b'].map((letter) => (
                  <Route key={letter} path={letter} element={<Home />} />
                ))}
              </Routes>
            </BrowserRouter>
          )
        }
      `),
      'src/settings.tsx': source(`
        import { Route, Routes } from 'react-router-dom'
        import { Profile } from './profile'

        export function Settings() {
          return (
            <Routes>
              <Route path="profile" element={<Profile />} />
            </Routes>
          )
        }
      `),
      'src/legacy.tsx': source(`
        import { Route, Switch } from 'react-router-dom'
        import { Home } from './home'
        import { Profile } from './profile'

        export function LegacyRoutes() {
          return (
            <Switch>
              <Route exact path="/legacy" component={Home} />
              <Route path="/legacy/profile">
                <Profile />
              </Route>
            </Switch>
          )
        }
      `),
      'src/layout.tsx': source(`
        import { Outlet } from 'react-router-dom'

        export function Layout() {
          return <main><Outlet /></main>
        }
      `),
      'src/home.tsx': 'export function Home() {\n  return <h1>Home</h1>\n}\n',
      'src/profile.tsx': 'export function Profile() {\n  return <h1>Profile</h1>\n}\n',
      'src/reports.tsx': 'export default function Reports() {\n  return <h1>Reports</h1>\n}\n',
    },
  },
  {
    name: 'expo-router',
    files: {
      'package.json': EXPO_PACKAGE,
      'app/_layout.tsx': source(`
        import { Stack } from 'expo-router'

        export default function RootLayout() {
          return <Stack />
        }
      `),
      'app/(tabs)/_layout.tsx': source(`
        import { Tabs } from 'expo-router'

        export default function TabsLayout() {
          return <Tabs />
        }
      `),
      'app/(tabs)/index.tsx': 'export default function HomeScreen() {\n  return null\n}\n',
      'app/(tabs)/settings.tsx': 'export default function SettingsScreen() {\n  return null\n}\n',
      'app/(tabs)/settings.web.tsx': 'export default function SettingsScreen() {\n  return null\n}\n',
      'app/note/[id].tsx': 'export default function NoteScreen() {\n  return null\n}\n',
      'app/+not-found.tsx': 'export default function NotFound() {\n  return null\n}\n',
      'app/+html.tsx': 'export default function Root() {\n  return null\n}\n',
      'app/hello+api.ts': source(`
        export function GET() {
          return Response.json({ hello: 'world' })
        }
      `),
    },
  },
]
