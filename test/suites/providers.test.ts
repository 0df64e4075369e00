import { describe, expect, it } from 'vitest'
import { createProject, ROOT } from '../helpers/memfs-project.js'

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

/** The providers the generator would wrap each component in, by component. */
function providersOf(files: Record<string, string>): Record<string, unknown[]> {
  const { analyser } = createProject({ 'package.json': VITE, ...files })
  const { inputs } = analyser.prepareGeneration({ root: ROOT })
  return Object.fromEntries(inputs.map((input) => [input.suite.component, input.providers]))
}

describe('the providers a suite renders its component in', () => {
  it('takes MemoryRouter from the router package the subtree imports, through project hooks too: react-router alone in a v7 app', () => {
    expect(
      providersOf({
        'src/back.tsx':
          "import { useNavigate } from 'react-router'\n\nexport function Back() {\n  const navigate = useNavigate()\n  return <button onClick={() => navigate(-1)}>Back</button>\n}\n",
        'src/nav.tsx':
          "import { Link } from 'react-router-dom'\nimport { Back } from './back'\n\nexport function Nav() {\n  return <nav><Back /><Link to=\"/\">Home</Link></nav>\n}\n",
        'src/use-page.ts':
          "import { useSearchParams } from 'react-router'\n\nexport function usePage() {\n  const [params] = useSearchParams()\n  return Number(params.get('page') ?? 1)\n}\n",
        'src/pager.tsx':
          "import { usePage } from './use-page'\n\nexport function Pager() {\n  return <p>Page {usePage()}</p>\n}\n",
      }),
    ).toEqual({
      Back: [{ kind: 'router', module: 'react-router' }],
      Nav: [{ kind: 'router', module: 'react-router-dom' }],
      Pager: [{ kind: 'router', module: 'react-router' }],
    })
  })

  it('gives a QueryClient to a subtree whose hooks read one: a mutation, or a hook a library made with TanStack Query', () => {
    expect(
      providersOf({
        'src/lib/auth.ts':
          "import { configureAuth } from 'react-query-auth'\n\nexport const { useUser, useLogout } = configureAuth({ userFn: async () => null, loginFn: async () => null, registerFn: async () => null, logoutFn: async () => {} })\n",
        'src/logout.tsx':
          "import { useLogout } from './lib/auth'\n\nexport function Logout() {\n  const logout = useLogout()\n  return <button onClick={() => logout.mutate({})}>Log out</button>\n}\n",
        'src/save.tsx':
          "import { useMutation } from '@tanstack/react-query'\n\nexport function Save({ onSave }: { onSave: () => Promise<void> }) {\n  const save = useMutation({ mutationFn: onSave })\n  return <button onClick={() => save.mutate()}>Save</button>\n}\n",
        'src/header.tsx':
          "import { Logout } from './logout'\n\nexport function Header() {\n  return <header><Logout /></header>\n}\n",
        'src/title.tsx': 'export function Title() {\n  return <h1>Title</h1>\n}\n',
      }),
    ).toEqual({
      Header: [{ kind: 'react-query' }],
      Logout: [{ kind: 'react-query' }],
      Save: [{ kind: 'react-query' }],
      Title: [],
    })
  })

  it('gives a form to fields that read one from FormProvider, not to a form that provides its own, and skips a context provider that needs props', () => {
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

  it('opens the Root of a Radix primitive around its parts; a menu item also inside Content, a submenu part inside an open Sub', () => {
    expect(
      providersOf({
        'src/dialog.tsx':
          'import * as DialogPrimitive from \'@radix-ui/react-dialog\'\n\nexport const Dialog = DialogPrimitive.Root\n\nexport function DialogTitle({ title }: { title: string }) {\n  return <DialogPrimitive.Title>{title}</DialogPrimitive.Title>\n}\n\nexport function Confirm() {\n  return <DialogPrimitive.Root><DialogTitle title="Sure?" /></DialogPrimitive.Root>\n}\n',
        'src/menu.tsx':
          "import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu'\n\nexport function MenuItem({ label }: { label: string }) {\n  return <DropdownMenuPrimitive.Item>{label}</DropdownMenuPrimitive.Item>\n}\n\nexport function MenuSubTrigger({ label }: { label: string }) {\n  return <DropdownMenuPrimitive.SubTrigger>{label}</DropdownMenuPrimitive.SubTrigger>\n}\n\nexport function MenuContent({ label }: { label: string }) {\n  return <DropdownMenuPrimitive.Portal><DropdownMenuPrimitive.Content>{label}</DropdownMenuPrimitive.Content></DropdownMenuPrimitive.Portal>\n}\n",
      }),
    ).toEqual({
      DialogTitle: [{ kind: 'compound-root', module: '@radix-ui/react-dialog', within: [] }],
      Confirm: [],
      MenuItem: [{ kind: 'compound-root', module: '@radix-ui/react-dropdown-menu', within: ['Content'] }],
      MenuSubTrigger: [{ kind: 'compound-root', module: '@radix-ui/react-dropdown-menu', within: ['Content', 'Sub'] }],
      MenuContent: [{ kind: 'compound-root', module: '@radix-ui/react-dropdown-menu', within: [] }],
    })
  })
})
