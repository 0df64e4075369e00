import { describe, expect, it } from 'vitest'
import { renderRouteSpec } from '../../cli/tasks/e2e/render.js'
import { toSpecName } from '../../analyser/suites/route-suites.js'
import { ROOT, createProject, source } from '../helpers/memfs-project.js'
import { NEXT_PACKAGE } from '../helpers/rule-tester.js'
import { scenarios } from '../routes/scenarios.js'

const ENVIRONMENT = { FLAWLESS_E2E_BASEURL: 'http://127.0.0.1:3000', PATH: '/usr/bin' }

function filesOf(name: string): Record<string, string> {
  return scenarios.find((scenario) => scenario.name === name)!.files
}

describe('the e2e task with no route it can read', () => {
  it('has nothing to visit: NOTHING_MATCHED naming the first declaration not read, beside other tasks a note', () => {
    const { analyser } = createProject({
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0', 'react-router': '7.6.0', vite: '6.3.5' } }),
      'src/main.tsx': source(`
        import { createRoot } from 'react-dom/client'
        import { RouterProvider, createBrowserRouter } from 'react-router'
        import { routesFrom } from './config'

        const router = createBrowserRouter(routesFrom(window.location.host))
        createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />)
      `),
      'src/config.ts': 'export const routesFrom = (host: string) => JSON.parse(host)\n',
      'src/home.tsx': 'export function Home() {\n  return <h1>Home</h1>\n}\n',
    })
    let refused: unknown
    try {
      analyser.plan({ root: ROOT, tasks: ['e2e'], environment: ENVIRONMENT })
    } catch (error) {
      refused = error
    }
    expect(refused).toMatchObject({
      code: 'NOTHING_MATCHED',
      message:
        'There is no page route the analyser can read in the 3 source files: there is no page to visit. One route ' +
        'declaration could not be read, the first at src/main.tsx:5: The routes come from "routesFrom", which is ' +
        'not a list of routes. `flawless-react routes` lists them.',
    })
    // Beside a task with work, a note; a11y's page scans leave the components their suites.
    const plan = analyser.plan({ root: ROOT, tasks: ['a11y', 'e2e'], environment: ENVIRONMENT })
    expect(plan.suites.map(({ task }) => task)).toEqual(['a11y'])
    expect(plan.not_generated).toContainEqual({
      task: 'e2e',
      component: '(e2e)',
      source: '.',
      reason: expect.stringContaining('There is no page route'),
    })
  })
})

describe('the e2e task’s plan', () => {
  it('plans a spec per route with its URLs and what the page always shows, and lists each route it skips', async () => {
    const { analyser } = createProject({
      ...filesOf('app-router'),
      'routes.json': JSON.stringify({ '/photo/[id]': [{ id: '7' }] }),
    })
    const plan = analyser.plan({ root: ROOT, tasks: ['e2e'], routes: 'routes.json', environment: ENVIRONMENT })
    const { suites, not_generated } = plan
    await expect(`${JSON.stringify({ suites, not_generated }, null, 2)}\n`).toMatchFileSnapshot(
      '../../snapshots/tasks/e2e-plan-app-router.json',
    )
  })

  it('follows React Router layouts for what every page shows, and params from links', async () => {
    const { analyser } = createProject(filesOf('react-router-objects'))
    const plan = analyser.plan({ root: ROOT, tasks: ['e2e'], environment: ENVIRONMENT })
    expect(
      plan.suites.map(({ file, spec }) => [file, spec!.urls, spec!.expect.map((element) => element.name)]),
    ).toEqual([
      ['tests/flawless/e2e/index.flawless.ts', ['/'], ['Welcome']],
      ['tests/flawless/e2e/app.flawless.ts', ['/app'], ['Alpha', 'Dashboard']],
      ['tests/flawless/e2e/app/projects/[projectId].flawless.ts', ['/app/projects/alpha'], ['Alpha', 'Project']],
      ['tests/flawless/e2e/app/settings/[[tab]].flawless.ts', ['/app/settings'], ['Alpha']],
      ['tests/flawless/e2e/app/admin/audit.flawless.ts', ['/app/admin/audit'], ['Alpha']],
      // The no-match route, where no other route matches; the shell's link to /app/projects/alpha is not its.
      ['tests/flawless/e2e/[...].flawless.ts', ['/flawless-no-such-page'], []],
    ])
    expect(plan.not_generated).toEqual([])
  })

  it('asserts a heading a layout renders from a prop by the text the page gives it', () => {
    const { analyser } = createProject({
      'package.json': NEXT_PACKAGE,
      'app/denied/page.tsx': source(`
        import Link from 'next/link'
        import { ErrorLayout } from '../../components/error-layout'

        export default function DeniedPage() {
          return (
            <ErrorLayout title="Access Denied">
              <Link href="/">Home</Link>
            </ErrorLayout>
          )
        }
      `),
      'components/error-layout.tsx': source(`
        export function ErrorLayout({ title, children }: { title: string; children: React.ReactNode }) {
          return (
            <main>
              <h1>{title}</h1>
              {children}
            </main>
          )
        }
      `),
    })
    const plan = analyser.plan({ root: ROOT, tasks: ['e2e'], environment: ENVIRONMENT })
    expect(plan.suites[0]!.spec!.expect.map(({ role, name, exact }) => [role, name, exact])).toEqual([
      ['link', 'Home', true],
      ['heading', 'Access Denied', true],
    ])
  })

  it('names a link by its text as a pattern where a component beside the text can add to the name', () => {
    const { analyser } = createProject({
      'package.json': NEXT_PACKAGE,
      'app/support/page.tsx': source(`
        import { IconExternalLink } from '../../components/icons'

        export default function SupportPage() {
          return (
            <footer>
              <a href="https://github.com/acme/app">
                GitHub Repo <IconExternalLink />
              </a>
              <a href="/changelog">
                <span>Changelog</span>
              </a>
            </footer>
          )
        }
      `),
      // As an icon set's: a title names the icon, and with it the link.
      'components/icons.tsx': source(`
        export function IconExternalLink() {
          return <svg><title>External Link</title></svg>
        }
      `),
    })
    const plan = analyser.plan({ root: ROOT, tasks: ['e2e'], environment: ENVIRONMENT })
    expect(plan.suites[0]!.spec!.expect.map(({ role, name, exact }) => [role, name, exact])).toEqual([
      ['link', 'GitHub Repo', false],
      ['link', 'Changelog', true],
    ])
  })

  it('visits a no-match route under a /:slug route deeper, where the slug does not reach', () => {
    const { analyser } = createProject({
      ...filesOf('react-router-objects'),
      'src/app.tsx': source(`
        import { RouterProvider, createBrowserRouter } from 'react-router'
        import { Landing } from './routes/landing'

        const router = createBrowserRouter([
          { path: '/:slug', element: <Landing /> },
          { path: '*', lazy: () => import('./routes/not-found') },
        ])

        export function App() {
          return <RouterProvider router={router} />
        }
      `),
    })
    const plan = analyser.plan({ root: ROOT, tasks: ['e2e'], environment: ENVIRONMENT })
    expect(plan.suites.find(({ spec }) => spec!.route === '/*')!.spec!.urls).toEqual(['/flawless/no/such/page'])
  })

  it('asserts only what renders every time: not after an early return, behind a condition or in a list', () => {
    const { analyser } = createProject({
      'package.json': NEXT_PACKAGE,
      'app/cart/page.tsx': source(`
        'use client'
        import Link from 'next/link'
        import { useCart } from '../../lib/cart'

        export default function CartPage() {
          const { lines, open } = useCart()
          if (lines.length === 0) return <p>Your cart is empty. <Link href="/">Shop</Link></p>
          return (
            <main>
              <h1>Cart</h1>
              {open && <button>Close</button>}
              <ul>{lines.map((line) => <li key={line.id}><button>Remove {line.title}</button></li>)}</ul>
              <button aria-label="Check out">→</button>
            </main>
          )
        }
      `),
      'app/layout.tsx': source(`
        export default function Layout({ children }: { children: React.ReactNode }) {
          return <html><body><nav><a href="/">Home</a><button disabled>Soon</button></nav>{children}</body></html>
        }
      `),
      'lib/cart.ts': 'export function useCart() {\n  return { lines: [], open: false }\n}\n',
    })
    const spec = analyser.plan({ root: ROOT, tasks: ['e2e'], environment: ENVIRONMENT }).suites[0]!.spec!
    expect(spec.expect).toEqual([{ role: 'link', name: 'Home', exact: true, line: 2 }])
    expect(spec.sometimes.map(({ component, role, name, exact }) => [component, role, name, exact])).toEqual([
      ['CartPage', 'link', 'Shop', true],
      ['CartPage', 'heading', 'Cart', true],
      ['CartPage', 'button', 'Close', true],
      ['CartPage', 'button', 'Remove', false],
      ['CartPage', 'button', 'Check out', true],
    ])
  })
})

describe('an e2e spec', () => {
  it('renders the visit, the checks and the TODOs a person completes', async () => {
    const { analyser } = createProject(filesOf('react-router-objects'))
    const { specs } = analyser.prepareGeneration({ root: ROOT, tasks: ['e2e'], environment: ENVIRONMENT })
    const projects = specs.find((input) => 'spec' in input && input.spec.route === '/app/projects/:projectId')!
    await expect(renderRouteSpec(projects)).toMatchFileSnapshot('../../snapshots/tasks/e2e-spec-project.ts.txt')
  })

  it('is named after its route, with React Router params in brackets', () => {
    expect(['/', '/posts/[id]', '/app/:id/:tab?', '/*', '/doc/:slug([a-z]+)'].map(toSpecName)).toEqual([
      'index',
      'posts/[id]',
      'app/[id]/[[tab]]',
      '[...]',
      'doc/[slug]',
    ])
  })
})
