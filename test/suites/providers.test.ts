import { describe, expect, it } from 'vitest'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'

const VITE = JSON.stringify({
  dependencies: {
    react: '18.3.1',
    vite: '5.2.10',
    'react-router': '7.0.2',
    '@tanstack/react-query': '5.32.0',
    'react-query-auth': '2.4.3',
    'react-hook-form': '7.51.3',
  },
})

const OPEN = [{ name: 'open', value: true }]
const OPEN_ROOT = { part: 'Root', props: OPEN }

/** The fallback need of a primitive of Radix's own packages, whose parts are the package's (compound ''). */
function radixRoot(primitive: string): { kind: 'compound-root'; module: string; compound: string } {
  return { kind: 'compound-root', module: `@radix-ui/react-${primitive}`, compound: '' }
}

/** The providers the generator would wrap each component in, by component. */
function providersOf(files: Record<string, string>): Record<string, unknown[]> {
  const { analyser } = createProject({ 'package.json': VITE, ...files })
  const { inputs } = analyser.prepareGeneration({ root: ROOT })
  return Object.fromEntries(inputs.map((input) => [input.suite.component, input.providers]))
}

describe('the providers a suite renders its component in', () => {
  it(
    'takes MemoryRouter from the router package the subtree imports, through project hooks (v7: react-router); ' +
      'a data router where useRouteError reads one',
    () => {
      expect(
        providersOf({
          'src/back.tsx': source(`
          import { useNavigate } from 'react-router'

          export function Back() {
            const navigate = useNavigate()
            return <button onClick={() => navigate(-1)}>Back</button>
          }
        `),
          'src/nav.tsx': source(`
          import { Link } from 'react-router-dom'
          import { Back } from './back'

          export function Nav() {
            return <nav><Back /><Link to="/">Home</Link></nav>
          }
        `),
          'src/use-page.ts': source(`
          import { useSearchParams } from 'react-router'

          export function usePage() {
            const [params] = useSearchParams()
            return Number(params.get('page') ?? 1)
          }
        `),
          'src/route-error.tsx': source(`
          import { useRouteError } from 'react-router'

          export function RouteError() {
            return <p>{useRouteError() ? 'Something went wrong' : 'No error'}</p>
          }
        `),
          'src/pager.tsx': source(`
          import { usePage } from './use-page'

          export function Pager() {
            return <p>Page {usePage()}</p>
          }
        `),
        }),
      ).toEqual({
        Back: [{ kind: 'router', module: 'react-router' }],
        Nav: [{ kind: 'router', module: 'react-router-dom' }],
        Pager: [{ kind: 'router', module: 'react-router' }],
        // useRouteError reads a data router, which the suite makes from a one-route list.
        RouteError: [{ kind: 'router', module: 'react-router', data: true }],
      })
    },
  )

  it('takes every router package a project hook reaches, not its first: react-router-dom where both are', () => {
    expect(
      providersOf({
        'src/use-tab.ts': source(`
          import { useLocation } from 'react-router'
          import { useSearchParams } from 'react-router-dom'

          export function useTab() {
            const { pathname } = useLocation()
            const [params] = useSearchParams()
            return params.get('tab') ?? pathname
          }
        `),
        'src/tab-title.tsx': source(`
          import { useTab } from './use-tab'

          export function TabTitle() {
            return <h2>{useTab()}</h2>
          }
        `),
      }),
    ).toEqual({ TabTitle: [{ kind: 'router', module: 'react-router-dom' }] })
  })

  it("gives TanStack Router's hooks and Link a router of their own, not the app's RouterProvider bare", () => {
    const { analyser } = createProject({
      'package.json': JSON.stringify({
        dependencies: { react: '19.2.0', vite: '7.1.0', '@tanstack/react-router': '1.168.22' },
      }),
      'src/main.tsx': source(`
          import { createRoot } from 'react-dom/client'
          import { RouterProvider, createRouter } from '@tanstack/react-router'
          import { routeTree } from './routeTree.gen'
          import { Shell } from './shell'

          const router = createRouter({ routeTree })
          createRoot(document.getElementById('root')!).render(<Shell><RouterProvider router={router} /></Shell>)
        `),
      'src/routeTree.gen.ts': 'export const routeTree = {}\n',
      'src/shell.tsx': source(`
          export function Shell({ children }: { children: React.ReactNode }) {
            return <main>{children}</main>
          }
        `),
      'src/nav-link.tsx': source(`
          import { Link } from '@tanstack/react-router'

          export function NavLink({ to }: { to: string }) {
            return <Link to={to}>Go</Link>
          }
        `),
      'src/back.tsx': source(`
          import { useRouter } from '@tanstack/react-router'

          export function Back() {
            const router = useRouter()
            return <button onClick={() => router.history.back()}>Back</button>
          }
        `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const byName = Object.fromEntries(inputs.map((input) => [input.suite.component, input]))
    const tanstack = [{ kind: 'router', module: '@tanstack/react-router' }]
    expect(byName.NavLink!.providers).toEqual(tanstack)
    expect(byName.Back!.providers).toEqual(tanstack)
    // The RouterProvider the entry renders is the app's router, which the suite cannot rebuild: not a parent.
    expect(byName.NavLink!.parents).toEqual([])
    expect(byName.Back!.parents).toEqual([])
    expect(byName.Shell!.providers).toEqual([])
  })

  it('puts a TanStack route a component reads by id in its router, at a URL the route matches', () => {
    const { analyser } = createProject({
      'package.json': JSON.stringify({
        dependencies: { react: '19.2.0', vite: '7.1.0', '@tanstack/react-router': '1.168.22' },
      }),
      'src/features/users.tsx': source(`
        import { getRouteApi } from '@tanstack/react-router'

        const route = getRouteApi('/_authenticated/users/')

        export function Users() {
          const { page } = route.useSearch()
          return <p>Page {page}</p>
        }
      `),
      'src/features/sign-in.tsx': source(`
        import { useSearch } from '@tanstack/react-router'

        export function SignIn() {
          const { redirect } = useSearch({ from: '/(auth)/sign-in' })
          return <a href={redirect}>Back</a>
        }
      `),
      'src/routes/posts.$postId.tsx': source(`
        import { createFileRoute } from '@tanstack/react-router'

        export const Route = createFileRoute('/_layout/posts/$postId')({ component: Post })

        export function Post() {
          const { postId } = Route.useParams()
          return <h1>{postId}</h1>
        }
      `),
      'src/features/root-title.tsx': source(`
        import { useRouteContext } from '@tanstack/react-router'

        export function RootTitle() {
          return <h1>{useRouteContext({ from: '__root__' }).title}</h1>
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const routeOf = (component: string) =>
      (inputs.find((input) => input.suite.component === component)!.providers[0] as { route?: unknown }).route
    expect(routeOf('Users')).toEqual({ id: '/_authenticated/users/', path: '/users/', url: '/users/' })
    expect(routeOf('SignIn')).toEqual({ id: '/(auth)/sign-in', path: '/sign-in', url: '/sign-in' })
    expect(routeOf('Post')).toEqual({ id: '/_layout/posts/$postId', path: '/posts/$postId', url: '/posts/postId' })
    // The root route is matched wherever the component renders: the root route alone.
    expect(routeOf('RootTitle')).toBeUndefined()
  })

  it("gives a router to what TanStack's createLink made of a component, and what renders it; memo() needs none", () => {
    const { analyser } = createProject({
      'package.json': JSON.stringify({
        dependencies: { react: '19.2.0', vite: '7.1.0', '@tanstack/react-router': '1.170.31' },
      }),
      'src/pagination.tsx': source(`
        import { createLink } from '@tanstack/react-router'
        import { memo } from 'react'

        function Anchor(props: React.ComponentProps<'a'>) {
          return <a {...props} />
        }

        const PageLink = createLink(Anchor)

        export function NextPage() {
          return <PageLink to="/">Next</PageLink>
        }

        export const Label = memo(function Label({ text }: { text: string }) {
          return <span>{text}</span>
        })
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const providersOf = (component: string) => inputs.find((input) => input.suite.component === component)!.providers
    const tanstack = [{ kind: 'router', module: '@tanstack/react-router' }]
    expect(providersOf('NextPage')).toEqual(tanstack)
    expect(providersOf('Label')).toEqual([])
  })

  it('puts the TanStack route a project hook reads by id in the router of the component calling it', () => {
    const { analyser } = createProject({
      'package.json': JSON.stringify({
        dependencies: { react: '19.2.0', vite: '7.1.0', '@tanstack/react-router': '1.170.31' },
      }),
      'src/login/use-login-form.ts': source(`
        import { useSearch } from '@tanstack/react-router'

        export function useLoginForm() {
          const { next } = useSearch({ from: '/(public)/_grid-layout/login' })
          return { next }
        }
      `),
      'src/login/use-next.ts': source(`
        import { useLoginForm } from './use-login-form'

        export function useNext() {
          return useLoginForm().next
        }
      `),
      'src/login/login-form.tsx': source(`
        import { useNext } from './use-next'

        export function LoginForm() {
          return <a href={useNext()}>Sign in</a>
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const [need] = inputs.find((input) => input.suite.component === 'LoginForm')!.providers
    expect(need).toEqual({
      kind: 'router',
      module: '@tanstack/react-router',
      route: { id: '/(public)/_grid-layout/login', path: '/login', url: '/login' },
    })
  })

  it('gives a QueryClient to a subtree whose hooks read one: a mutation, a hook built on TanStack Query', () => {
    expect(
      providersOf({
        'src/lib/auth.ts': source(`
          import { configureAuth } from 'react-query-auth'

          export const { useUser, useLogout } = configureAuth({
            userFn: async () => null,
            loginFn: async () => null,
            registerFn: async () => null,
            logoutFn: async () => {},
          })
        `),
        'src/logout.tsx': source(`
          import { useLogout } from './lib/auth'

          export function Logout() {
            const logout = useLogout()
            return <button onClick={() => logout.mutate({})}>Log out</button>
          }
        `),
        'src/save.tsx': source(`
          import { useMutation } from '@tanstack/react-query'

          export function Save({ onSave }: { onSave: () => Promise<void> }) {
            const save = useMutation({ mutationFn: onSave })
            return <button onClick={() => save.mutate()}>Save</button>
          }
        `),
        'src/header.tsx': source(`
          import { Logout } from './logout'

          export function Header() {
            return <header><Logout /></header>
          }
        `),
        'src/title.tsx': source(`
          export function Title() {
            return <h1>Title</h1>
          }
        `),
      }),
    ).toEqual({
      Header: [{ kind: 'react-query' }],
      Logout: [{ kind: 'react-query' }],
      Save: [{ kind: 'react-query' }],
      Title: [],
    })
  })

  it('gives a form to fields reading FormProvider, not to a form with its own; skips providers needing props', () => {
    expect(
      providersOf({
        'src/form.tsx': [
          "import { createContext, useContext, type ReactNode } from 'react'",
          "import { FormProvider, useForm, useFormContext } from 'react-hook-form'",
          '',
          'const FieldContext = createContext<{ name?: string }>({})',
          '',
          'export function Form({ children }: { children: ReactNode }) {',
          '  const methods = useForm()',
          '  return <FormProvider {...methods}>{children}</FormProvider>',
          '}',
          '',
          'export function Field({ name, children }: { name: string; children: ReactNode }) {',
          '  return <FieldContext.Provider value={{ name }}>{children}</FieldContext.Provider>',
          '}',
          '',
          'function useField() {',
          '  const field = useContext(FieldContext)',
          '  const { getFieldState, formState } = useFormContext()',
          "  return { ...field, ...getFieldState(field.name ?? '', formState) }",
          '}',
          '',
          'export function Label({ children }: { children: ReactNode }) {',
          '  const { name } = useField()',
          '  return <label htmlFor={name}>{children}</label>',
          '}',
          '',
        ].join('\n'),
      }),
    ).toEqual({ Form: [], Field: [], Label: [{ kind: 'react-hook-form' }] })
  })

  it(
    'opens a Radix Root around parts the project never renders; a menu item also inside Content, a ' +
      'submenu part inside an open Sub',
    () => {
      expect(
        providersOf({
          'src/dialog.tsx': source(`
          import * as DialogPrimitive from '@radix-ui/react-dialog'

          export function DialogTitle({ title }: { title: string }) {
            return <DialogPrimitive.Title>{title}</DialogPrimitive.Title>
          }

          export function Confirm() {
            return <DialogPrimitive.Root><DialogPrimitive.Title>Sure?</DialogPrimitive.Title></DialogPrimitive.Root>
          }
        `),
          'src/menu.tsx': source(`
          import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu'

          export function MenuItem({ label }: { label: string }) {
            return <DropdownMenuPrimitive.Item>{label}</DropdownMenuPrimitive.Item>
          }

          export function MenuSubTrigger({ label }: { label: string }) {
            return <DropdownMenuPrimitive.SubTrigger>{label}</DropdownMenuPrimitive.SubTrigger>
          }

          export function MenuContent({ label }: { label: string }) {
            return (
              <DropdownMenuPrimitive.Portal>
                <DropdownMenuPrimitive.Content>{label}</DropdownMenuPrimitive.Content>
              </DropdownMenuPrimitive.Portal>
            )
          }
        `),
        }),
      ).toEqual({
        DialogTitle: [{ ...radixRoot('dialog'), parts: [OPEN_ROOT] }],
        Confirm: [],
        MenuItem: [{ ...radixRoot('dropdown-menu'), parts: [OPEN_ROOT, { part: 'Content', props: [] }] }],
        MenuSubTrigger: [
          {
            ...radixRoot('dropdown-menu'),
            parts: [OPEN_ROOT, { part: 'Content', props: [] }, { part: 'Sub', props: OPEN }],
          },
        ],
        MenuContent: [{ ...radixRoot('dropdown-menu'), parts: [OPEN_ROOT] }],
      })
    },
  )

  it(
    "puts each Radix primitive's parts where its docs do when the project wraps none: a tooltip's Provider, a " +
      "toast's Provider and Viewport, a select label's Group, an accordion trigger's Item, a menubar item's Menu",
    () => {
      expect(
        providersOf({
          'src/tooltip.tsx': source(`
          import * as TooltipPrimitive from '@radix-ui/react-tooltip'

          export function TooltipContent({ text }: { text: string }) {
            return <TooltipPrimitive.Content>{text}</TooltipPrimitive.Content>
          }
        `),
          'src/toast.tsx': source(`
          import * as ToastPrimitives from '@radix-ui/react-toast'

          export function ToastAction({ label }: { label: string }) {
            return <ToastPrimitives.Action altText={label}>{label}</ToastPrimitives.Action>
          }
        `),
          'src/select.tsx': source(`
          import * as SelectPrimitive from '@radix-ui/react-select'

          export function SelectLabel({ text }: { text: string }) {
            return <SelectPrimitive.Label>{text}</SelectPrimitive.Label>
          }
        `),
          'src/accordion.tsx': source(`
          import * as AccordionPrimitive from '@radix-ui/react-accordion'

          export function AccordionTrigger({ title }: { title: string }) {
            return (
              <AccordionPrimitive.Header>
                <AccordionPrimitive.Trigger>{title}</AccordionPrimitive.Trigger>
              </AccordionPrimitive.Header>
            )
          }
        `),
          'src/menubar.tsx': source(`
          import * as MenubarPrimitive from '@radix-ui/react-menubar'

          export function MenubarItem({ label }: { label: string }) {
            return <MenubarPrimitive.Item>{label}</MenubarPrimitive.Item>
          }
        `),
          'src/context-menu.tsx': source(`
          import * as ContextMenuPrimitive from '@radix-ui/react-context-menu'

          export function ContextMenuItem({ label }: { label: string }) {
            return <ContextMenuPrimitive.Item>{label}</ContextMenuPrimitive.Item>
          }
        `),
          'src/tabs.tsx': source(`
          import * as TabsPrimitive from '@radix-ui/react-tabs'

          export function TabsContent({ text }: { text: string }) {
            return <TabsPrimitive.Content>{text}</TabsPrimitive.Content>
          }
        `),
        }),
      ).toEqual({
        TooltipContent: [{ ...radixRoot('tooltip'), parts: [{ part: 'Provider', props: [] }, OPEN_ROOT] }],
        ToastAction: [
          {
            ...radixRoot('toast'),
            parts: [
              { part: 'Provider', props: [] },
              { part: 'Viewport', props: [] },
              { part: 'Root', props: [] },
            ],
          },
        ],
        SelectLabel: [
          {
            ...radixRoot('select'),
            parts: [OPEN_ROOT, { part: 'Content', props: [] }, { part: 'Group', props: [] }],
          },
        ],
        AccordionTrigger: [
          {
            ...radixRoot('accordion'),
            parts: [
              {
                part: 'Root',
                props: [
                  { name: 'type', value: 'single' },
                  { name: 'defaultValue', value: 'shown' },
                ],
              },
              { part: 'Item', props: [{ name: 'value', value: 'shown' }] },
            ],
          },
        ],
        MenubarItem: [
          {
            ...radixRoot('menubar'),
            parts: [
              { part: 'Root', props: [{ name: 'value', value: 'shown' }] },
              { part: 'Menu', props: [{ name: 'value', value: 'shown' }] },
              { part: 'Content', props: [] },
            ],
          },
        ],
        // A context menu's Root takes no `open`: only a right click opens it.
        ContextMenuItem: [
          {
            ...radixRoot('context-menu'),
            parts: [
              { part: 'Root', props: [] },
              { part: 'Content', props: [] },
            ],
          },
        ],
        TabsContent: [{ ...radixRoot('tabs'), parts: [{ part: 'Root', props: [] }] }],
      })
    },
  )

  it("opens a Root of the radix-ui package's primitives, imported by their export", () => {
    expect(
      providersOf({
        'src/components/ui/alert-dialog.tsx': source(`
          import { AlertDialog as AlertDialogPrimitive } from 'radix-ui'

          export function AlertDialogCancel(props: AlertDialogPrimitive.AlertDialogCancelProps) {
            return <AlertDialogPrimitive.Cancel data-slot="alert-dialog-cancel" {...props} />
          }
        `),
      }),
    ).toEqual({
      AlertDialogCancel: [
        {
          kind: 'compound-root',
          module: 'radix-ui',
          compound: 'AlertDialog',
          parts: [OPEN_ROOT, { part: 'Content', props: [] }],
        },
      ],
    })
  })
  it(
    "counts what a project provider reads: a QueryClient for one that calls useQuery, another context's " +
      'provider outside one that reads it',
    () => {
      expect(
        providersOf({
          'src/settings.tsx': source(`
          import { createContext, useContext, type ReactNode } from 'react'
          import { useQuery } from '@tanstack/react-query'

          const SettingsContext = createContext<{ locale: string } | null>(null)

          export function SettingsProvider({ children }: { children: ReactNode }) {
            const { data } = useQuery({ queryKey: ['settings'], queryFn: async () => ({ locale: 'en' }) })
            return <SettingsContext.Provider value={data ?? { locale: 'en' }}>{children}</SettingsContext.Provider>
          }

          export function useSettings() {
            return useContext(SettingsContext)
          }
        `),
          'src/auth.tsx': source(`
          import { createContext, useContext, type ReactNode } from 'react'
          import { useSettings } from './settings'

          const AuthContext = createContext<{ user: string; locale?: string } | null>(null)

          export function AuthProvider({ children }: { children: ReactNode }) {
            const locale = useSettings()?.locale
            return <AuthContext.Provider value={{ user: 'ada', locale }}>{children}</AuthContext.Provider>
          }

          export function useAuth() {
            return useContext(AuthContext)
          }
        `),
          'src/greeting.tsx': source(`
          import { useAuth } from './auth'

          export function Greeting() {
            return <p>Hello {useAuth()?.user}</p>
          }
        `),
        }),
      ).toEqual({
        SettingsProvider: [{ kind: 'react-query' }],
        AuthProvider: [
          { kind: 'react-query' },
          {
            kind: 'context',
            component: 'SettingsProvider',
            source: 'src/settings.tsx',
            exportName: 'SettingsProvider',
          },
        ],
        // AuthProvider inside SettingsProvider, and the QueryClient SettingsProvider's query reads around both.
        Greeting: [
          { kind: 'react-query' },
          {
            kind: 'context',
            component: 'SettingsProvider',
            source: 'src/settings.tsx',
            exportName: 'SettingsProvider',
          },
          { kind: 'context', component: 'AuthProvider', source: 'src/auth.tsx', exportName: 'AuthProvider' },
        ],
      })
    },
  )
  it('follows a lazy component through a loader the project names itself (lazyWithReload(() => import(…)))', () => {
    expect(
      providersOf({
        'src/lazy.ts': source(`
          import { lazy, type ComponentType } from 'react'

          export function lazyWithReload<T extends ComponentType>(load: () => Promise<{ default: T }>) {
            return lazy(() => load().catch(() => load()))
          }
        `),
        'src/picker.tsx': source(`
          import { useNavigate } from 'react-router'

          export default function Picker() {
            const navigate = useNavigate()
            return <button onClick={() => navigate('/map')}>Map</button>
          }
        `),
        'src/lazy-picker.tsx': source(`
          import { Suspense } from 'react'
          import { lazyWithReload } from './lazy'

          const Picker = lazyWithReload(() => import('./picker'))

          export function LazyPicker() {
            return <Suspense fallback={null}><Picker /></Suspense>
          }
        `),
      }),
    ).toEqual({
      Picker: [{ kind: 'router', module: 'react-router' }],
      LazyPicker: [{ kind: 'router', module: 'react-router' }],
    })
  })
})
