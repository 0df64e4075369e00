import { describe, expect, it } from 'vitest'
import type { SuiteInput } from '../../analyser/index.js'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'
import { SHADCN_UI } from '../helpers/shadcn-ui.js'

const VITE = JSON.stringify({
  dependencies: { react: '19.1.0', vite: '6.3.5', '@radix-ui/react-dropdown-menu': '2.1.15', 'next-auth': '4.24.11' },
})

/** Per component, what its suite renders it inside: providers, then the parents the project renders it in. */
function compositionOf(files: Record<string, string>, manifest = VITE): Record<string, unknown> {
  const { analyser } = createProject({ 'package.json': manifest, ...files })
  const { inputs } = analyser.prepareGeneration({ root: ROOT })
  return Object.fromEntries(
    inputs.map((input: SuiteInput) => [
      input.suite.component,
      {
        providers: input.providers.map((need) => need.kind),
        parents: input.parents.map((parent) => ({ tag: parent.tag, from: parent.from, props: parent.props })),
        site: Object.fromEntries(
          input.props.flatMap((prop) => (prop.site === undefined ? [] : [[prop.name, prop.site]])),
        ),
      },
    ]),
  )
}

const ALONE = { providers: [], parents: [], site: {} }

const NEXT = JSON.stringify({ dependencies: { react: '19.1.0', next: '15.3.0', 'next-auth': '4.24.11' } })

const SESSION_PROVIDER = {
  tag: 'SessionProvider',
  from: { kind: 'package', module: 'next-auth/react', imported: 'SessionProvider' },
  props: [{ name: 'refetchOnWindowFocus', value: false }],
}

const USER_BUTTON = source(`
  'use client'
  import { useSession } from 'next-auth/react'

  export function UserButton() {
    const { data } = useSession()
    return <button>{data?.user?.name ?? 'Sign in'}</button>
  }
`)

const WIZARD = { tag: 'Wizard', from: { kind: 'project', source: 'src/step.tsx', exportName: 'Wizard' }, props: [] }

describe('a component that needs a parent is rendered inside the ancestors of its usage site', () => {
  it('valid: a part of a package compound, inside the Root > Portal > Content the project puts it in', () => {
    expect(
      compositionOf({
        'src/action-item.tsx': source(`
          import * as Menu from '@radix-ui/react-dropdown-menu'

          export function ActionItem({ label }: { label: string }) {
            return <Menu.Item>{label}</Menu.Item>
          }
        `),
        'src/row-actions.tsx': source(`
          import * as Menu from '@radix-ui/react-dropdown-menu'
          import { ActionItem } from './action-item'

          export function RowActions({ onEdit }: { onEdit: () => void }) {
            return (
              <Menu.Root modal={false}>
                <Menu.Trigger>Actions</Menu.Trigger>
                <Menu.Portal>
                  <Menu.Content sideOffset={4} onCloseAutoFocus={onEdit}>
                    <ActionItem label="Edit" />
                  </Menu.Content>
                </Menu.Portal>
              </Menu.Root>
            )
          }
        `),
      }),
    ).toEqual({
      ActionItem: {
        providers: [],
        parents: [
          {
            tag: 'Menu.Root',
            from: { kind: 'package', module: '@radix-ui/react-dropdown-menu', imported: '*' },
            // The site leaves the menu to its trigger to open: the suite opens it, so the item renders.
            props: [
              { name: 'modal', value: false },
              { name: 'open', value: true },
            ],
          },
          {
            tag: 'Menu.Portal',
            from: { kind: 'package', module: '@radix-ui/react-dropdown-menu', imported: '*' },
            props: [],
          },
          {
            tag: 'Menu.Content',
            from: { kind: 'package', module: '@radix-ui/react-dropdown-menu', imported: '*' },
            props: [{ name: 'sideOffset', value: 4 }],
          },
        ],
        site: { label: 'Edit' },
      },
      RowActions: ALONE,
    })
  })

  it('valid: a project context with no default, inside the project component that provides it', () => {
    expect(
      compositionOf({
        'src/tabs.tsx': source(`
          import { createContext, useContext, useState, type ReactNode } from 'react'

          const TabsContext = createContext<{ value: string } | null>(null)

          export function Tabs({ defaultValue, children }: { defaultValue: string; children: ReactNode }) {
            const [value] = useState(defaultValue)
            return <TabsContext.Provider value={{ value }}>{children}</TabsContext.Provider>
          }

          export function TabsPanel({ value, children }: { value: string; children: ReactNode }) {
            const tabs = useContext(TabsContext)
            if (!tabs) throw new Error('TabsPanel must be used within Tabs')
            return tabs.value === value ? <section>{children}</section> : null
          }
        `),
        'src/help.tsx': source(`
          import { Card } from './card'
          import { Tabs, TabsPanel } from './tabs'

          export function Help() {
            return (
              <Card>
                <Tabs defaultValue="faq">
                  <TabsPanel value="faq">Questions</TabsPanel>
                </Tabs>
              </Card>
            )
          }
        `),
        'src/card.tsx': source(`
          import type { ReactNode } from 'react'

          export function Card({ children }: { children: ReactNode }) {
            return <div className="card">{children}</div>
          }
        `),
        'src/settings.tsx': source(`
          import { Tabs, TabsPanel } from './tabs'

          export function Settings() {
            return (
              <Tabs defaultValue="profile">
                <TabsPanel value="profile">Profile</TabsPanel>
                <TabsPanel value="billing">Billing</TabsPanel>
              </Tabs>
            )
          }
        `),
      }),
    ).toEqual({
      Card: ALONE,
      Help: ALONE,
      Tabs: ALONE,
      TabsPanel: {
        providers: [],
        // Every site meets the need; two of three are inside Tabs alone, one inside Card > Tabs.
        parents: [
          {
            tag: 'Tabs',
            from: { kind: 'project', source: 'src/tabs.tsx', exportName: 'Tabs' },
            props: [{ name: 'defaultValue', value: 'profile' }],
          },
        ],
        site: { value: 'profile', children: 'Profile' },
      },
      Settings: ALONE,
    })
  })

  it(
    'valid: a project context no site provides, inside the project component that provides it, its required ' +
      'props from their types',
    () => {
      const { analyser } = createProject({
        'package.json': VITE,
        'src/tabs.tsx': source(`
          import { createContext, useContext, type ReactNode } from 'react'

          const TabsContext = createContext<{ value: string; onValueChange: (value: string) => void } | null>(null)

          export function Tabs(props: { value: string; onValueChange: (value: string) => void; children: ReactNode }) {
            const { value, onValueChange, children } = props
            return (
              <TabsContext.Provider value={{ value, onValueChange }}>
                <div>{children}</div>
              </TabsContext.Provider>
            )
          }

          export function TabsTrigger({ value }: { value: string }) {
            const tabs = useContext(TabsContext)
            if (!tabs) throw new Error('TabsTrigger must be used within Tabs')
            return <button aria-selected={tabs.value === value}>{value}</button>
          }
        `),
      })
      const { inputs } = analyser.prepareGeneration({ root: ROOT })
      const parents = Object.fromEntries(
        inputs.map((input: SuiteInput) => [
          input.suite.component,
          input.parents.map((parent) => ({
            tag: parent.tag,
            from: parent.from,
            required: parent.required.map((prop) => prop.name),
          })),
        ]),
      )
      expect(parents).toEqual({
        Tabs: [],
        TabsTrigger: [
          {
            tag: 'Tabs',
            from: { kind: 'project', source: 'src/tabs.tsx', exportName: 'Tabs' },
            required: ['value', 'onValueChange'],
          },
        ],
      })
    },
  )

  it(
    "valid: a context's provider whose value the suite cannot write is left out; the project's element of it " +
      'with a module constant for its value stands in, also for a reader above the element',
    () => {
      const { analyser } = createProject({
        'package.json': VITE,
        'src/memo-context.tsx': source(`
          import { createContext, useContext } from 'react'

          export const MemoContext = createContext<{ title: string; readonly: boolean } | null>(null)

          export function useMemoContext() {
            const memo = useContext(MemoContext)
            if (!memo) throw new Error('useMemoContext must be used within MemoContext.Provider')
            return memo
          }
        `),
        'src/memo-title.tsx': source(`
          import { useMemoContext } from './memo-context'

          export function MemoTitle() {
            return <h2>{useMemoContext().title}</h2>
          }
        `),
        'src/memo-card.tsx': source(`
          import { useState } from 'react'
          import { MemoContext } from './memo-context'
          import { MemoTitle } from './memo-title'

          export function MemoCard({ title }: { title: string }) {
            const [readonly] = useState(false)
            const value = { title, readonly }
            return (
              <MemoContext.Provider value={value}>
                <article><MemoTitle /></article>
              </MemoContext.Provider>
            )
          }
        `),
        'src/memo-preview.tsx': source(`
          import { MemoContext } from './memo-context'

          const PREVIEW = { title: 'Preview', readonly: true }

          export function MemoPreview() {
            return <MemoContext.Provider value={PREVIEW}><p>A preview</p></MemoContext.Provider>
          }
        `),
        // It reads the context above the preview it renders, whose provider covers only what is below it.
        'src/memo-comments.tsx': source(`
          import { useMemoContext } from './memo-context'
          import { MemoPreview } from './memo-preview'

          export function MemoComments() {
            const { title } = useMemoContext()
            return <section aria-label={title}><MemoPreview /></section>
          }
        `),
      })
      const { inputs } = analyser.prepareGeneration({ root: ROOT })
      const composed = (component: string) => {
        const input = inputs.find((candidate: SuiteInput) => candidate.suite.component === component)!
        return {
          parents: input.parents.map((parent) => ({ tag: parent.tag, from: parent.from, values: parent.values })),
          scope: input.scope,
        }
      }
      const inPreviewValue = {
        parents: [
          {
            tag: 'MemoContext.Provider',
            from: { kind: 'project', source: 'src/memo-context.tsx', exportName: 'MemoContext' },
            values: [{ name: 'value', expression: 'PREVIEW' }],
          },
        ],
        scope: { imports: [], declarations: [{ name: 'PREVIEW', expression: "{ title: 'Preview', readonly: true }" }] },
      }
      expect(composed('MemoTitle')).toEqual(inPreviewValue)
      expect(composed('MemoComments')).toEqual(inPreviewValue)
      expect(composed('MemoPreview')).toEqual({ parents: [], scope: { imports: [], declarations: [] } })
    },
  )

  it('valid: a package hook whose provider the project renders, found two components up', () => {
    expect(
      compositionOf({
        'src/user-button.tsx': source(`
          import { useSession } from 'next-auth/react'

          export function UserButton() {
            const { data } = useSession()
            return <button>{data?.user?.name ?? 'Sign in'}</button>
          }
        `),
        'src/header.tsx': source(`
          import { UserButton } from './user-button'

          export function Header() {
            return <header><UserButton /></header>
          }
        `),
        'src/app.tsx': source(`
          import { SessionProvider } from 'next-auth/react'
          import { Header } from './header'

          export function App({ session }: { session: null }) {
            return (
              <SessionProvider session={session} refetchOnWindowFocus={false}>
                <Header />
              </SessionProvider>
            )
          }
        `),
      }),
    ).toEqual({
      App: ALONE,
      Header: {
        providers: [],
        parents: [
          {
            tag: 'SessionProvider',
            from: { kind: 'package', module: 'next-auth/react', imported: 'SessionProvider' },
            props: [{ name: 'refetchOnWindowFocus', value: false }],
          },
        ],
        site: {},
      },
      UserButton: {
        providers: [],
        parents: [
          {
            tag: 'SessionProvider',
            from: { kind: 'package', module: 'next-auth/react', imported: 'SessionProvider' },
            props: [{ name: 'refetchOnWindowFocus', value: false }],
          },
        ],
        site: {},
      },
    })
  })

  it('valid: a site whose ancestors provide what is needed wins over a more common one that does not', () => {
    expect(
      compositionOf({
        'src/step.tsx': source(`
          import { createContext, useContext, type ReactNode } from 'react'

          export const WizardContext = createContext<{ step: number } | undefined>(undefined)

          export function Wizard({ step, children }: { step: number; children: ReactNode }) {
            return <WizardContext.Provider value={{ step }}>{children}</WizardContext.Provider>
          }

          export function Step({ title }: { title: string }) {
            const wizard = useContext(WizardContext)!
            return <h2>{wizard.step}. {title}</h2>
          }
        `),
        'src/pages.tsx': source(`
          import { Step, Wizard } from './step'

          export function Preview({ titles }: { titles: string[] }) {
            return <div>{titles.map((title) => <Step key={title} title={title} />)}</div>
          }

          export function Summary() {
            return <aside><Step title="Summary" /></aside>
          }

          export function Checkout() {
            return (
              <Wizard step={2}>
                <Step title="Payment" />
              </Wizard>
            )
          }
        `),
      }),
    ).toEqual({
      Wizard: ALONE,
      Step: {
        providers: [],
        parents: [
          {
            tag: 'Wizard',
            from: { kind: 'project', source: 'src/step.tsx', exportName: 'Wizard' },
            props: [{ name: 'step', value: 2 }],
          },
        ],
        site: { title: 'Payment' },
      },
      // No site renders them, and the Step in each reads the context: inside Wizard, its step built from its type.
      Preview: { ...ALONE, parents: [WIZARD] },
      Summary: { ...ALONE, parents: [WIZARD] },
      Checkout: ALONE,
    })
  })

  it('invalid: nothing the project renders provides the part, so library knowledge answers (an open Root)', () => {
    expect(
      compositionOf({
        'src/menu-item.tsx': source(`
          import * as Menu from '@radix-ui/react-dropdown-menu'

          export function MenuItem({ label }: { label: string }) {
            return <Menu.Item>{label}</Menu.Item>
          }

          export function Toolbar() {
            return <nav><MenuItem label="Copy" /><Menu.Root /></nav>
          }
        `),
      }),
    ).toEqual({
      MenuItem: { providers: ['compound-root'], parents: [], site: {} },
      Toolbar: ALONE,
    })
  })

  it("valid: a part no site renders goes inside the project's own wrapper of its Root, opened", () => {
    expect(
      compositionOf({
        'src/components/ui/alert-dialog.tsx': source(`
          import { AlertDialog as AlertDialogPrimitive } from '@base-ui/react/alert-dialog'

          export function AlertDialog({ ...props }: AlertDialogPrimitive.Root.Props) {
            return <AlertDialogPrimitive.Root data-slot="alert-dialog" {...props} />
          }

          export function AlertDialogCancel({ ...props }: AlertDialogPrimitive.Close.Props) {
            return <AlertDialogPrimitive.Close data-slot="alert-dialog-cancel" {...props} />
          }
        `),
        'src/components/ui/sheet.tsx': source(`
          import type { ReactNode } from 'react'
          import { Dialog as SheetPrimitive } from '@base-ui/react/dialog'

          // Renders its children beside the Root, not inside it: no wrapper.
          export function SheetFrame({ children }: { children: ReactNode }) {
            return <div><SheetPrimitive.Root />{children}</div>
          }

          export function SheetClose() {
            return <SheetPrimitive.Close>Close</SheetPrimitive.Close>
          }
        `),
      }),
    ).toEqual({
      AlertDialog: ALONE,
      AlertDialogCancel: {
        providers: [],
        parents: [
          {
            tag: 'AlertDialog',
            from: { kind: 'project', source: 'src/components/ui/alert-dialog.tsx', exportName: 'AlertDialog' },
            props: [{ name: 'open', value: true }],
          },
        ],
        site: {},
      },
      SheetFrame: ALONE,
      SheetClose: ALONE,
    })
  })

  it("valid: a name the project binds to a package's Root is that Root where a site renders it", () => {
    expect(
      compositionOf({
        'src/components/ui/select.tsx': source(`
          import { Select as SelectPrimitive } from '@base-ui/react/select'

          const Select = SelectPrimitive.Root

          function SelectItem(props: SelectPrimitive.Item.Props) {
            return <SelectPrimitive.Item data-slot="select-item" {...props} />
          }

          export { Select, SelectItem }
        `),
        'src/theme-picker.tsx': source(`
          import { Select, SelectItem } from './components/ui/select'

          export function ThemePicker() {
            return (
              <Select defaultValue="light">
                <SelectItem value="light">Light</SelectItem>
              </Select>
            )
          }
        `),
      }),
    ).toEqual({
      SelectItem: {
        providers: [],
        parents: [
          {
            tag: 'Select',
            from: { kind: 'project', source: 'src/components/ui/select.tsx', exportName: 'Select' },
            props: [
              { name: 'defaultValue', value: 'light' },
              { name: 'open', value: true },
            ],
          },
        ],
        // Its one site names the option: the suite's item reads "Light" too.
        site: { children: 'Light' },
      },
      ThemePicker: ALONE,
    })
  })

  it("valid: a part no site renders goes inside the project's wrappers of its Root and of the parts it reads", () => {
    expect(
      compositionOf({
        'src/components/ui/accordion.tsx': source(`
          import { Accordion as AccordionPrimitive } from '@base-ui/react/accordion'

          export function Accordion(props: AccordionPrimitive.Root.Props) {
            return <AccordionPrimitive.Root data-slot="accordion" {...props} />
          }

          export function AccordionItem(props: AccordionPrimitive.Item.Props) {
            return <AccordionPrimitive.Item data-slot="accordion-item" {...props} />
          }

          export function AccordionTrigger(props: AccordionPrimitive.Trigger.Props) {
            return (
              <AccordionPrimitive.Header>
                <AccordionPrimitive.Trigger data-slot="accordion-trigger" {...props} />
              </AccordionPrimitive.Header>
            )
          }
        `),
        'src/components/ui/combobox.tsx': source(`
          import { Combobox as ComboboxPrimitive } from '@base-ui/react'

          const Combobox = ComboboxPrimitive.Root

          function ComboboxItem(props: ComboboxPrimitive.Item.Props) {
            return <ComboboxPrimitive.Item data-slot="combobox-item" {...props} />
          }

          export { Combobox, ComboboxItem }
        `),
      }),
    ).toEqual({
      Accordion: ALONE,
      AccordionItem: {
        providers: [],
        parents: [
          {
            tag: 'Accordion',
            from: { kind: 'project', source: 'src/components/ui/accordion.tsx', exportName: 'Accordion' },
            props: [{ name: 'open', value: true }],
          },
        ],
        site: {},
      },
      AccordionTrigger: {
        providers: [],
        parents: [
          {
            tag: 'Accordion',
            from: { kind: 'project', source: 'src/components/ui/accordion.tsx', exportName: 'Accordion' },
            props: [{ name: 'open', value: true }],
          },
          {
            tag: 'AccordionItem',
            from: { kind: 'project', source: 'src/components/ui/accordion.tsx', exportName: 'AccordionItem' },
            props: [],
          },
        ],
        site: {},
      },
      ComboboxItem: {
        providers: [],
        parents: [
          {
            tag: 'Combobox',
            from: { kind: 'project', source: 'src/components/ui/combobox.tsx', exportName: 'Combobox' },
            props: [{ name: 'open', value: true }],
          },
        ],
        site: {},
      },
    })
  })

  it('valid: an untyped prop no site writes as a literal is built from what the component reads off it', () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/widget.jsx': source(`
        export function Widget({ service, tags, onOpen, compact }) {
          const label = service.widget.type.toUpperCase()
          return (
            <p onClick={() => onOpen(service.href)} className={compact ? 'compact' : ''}>
              {label} {service.widget.url} {tags.map((tag) => <b key={tag}>{tag}</b>)}
            </p>
          )
        }
      `),
    })
    const [widget] = analyser.prepareGeneration({ root: ROOT }).inputs
    expect({ props: widget!.props, unresolved: widget!.unresolved }).toEqual({
      props: [
        {
          name: 'service',
          required: false,
          shape: {
            kind: 'object',
            members: [
              {
                name: 'widget',
                optional: false,
                shape: {
                  kind: 'object',
                  members: [
                    { name: 'type', optional: false, shape: { kind: 'string' } },
                    { name: 'url', optional: false, shape: { kind: 'string' } },
                  ],
                },
              },
              { name: 'href', optional: false, shape: { kind: 'string' } },
            ],
          },
        },
        { name: 'tags', required: false, shape: { kind: 'array', of: { kind: 'unknown', text: 'list item' } } },
        // A prop the component calls is a function.
        { name: 'onOpen', required: false, shape: { kind: 'function' } },
        { name: 'compact', required: false, shape: { kind: 'unknown', text: 'no type' } },
      ],
      // A tested prop says nothing of its shape: still a gap for a person.
      unresolved: [{ prop: 'compact', reason: expect.any(String) }],
    })
  })

  it("valid: a site's package element given a spread (<FormProvider {...form}>) yields to the suite's own", () => {
    expect(
      compositionOf({
        'src/client-field.tsx': source(`
          import { useFormContext } from 'react-hook-form'
          import { usePanel } from './panel'

          export function ClientField() {
            const { register } = useFormContext()
            const { title } = usePanel()
            return <input aria-label={title} {...register('client')} />
          }
        `),
        'src/invoice.tsx': source(`
          import { FormProvider, useForm } from 'react-hook-form'
          import { Panel } from './panel'
          import { ClientField } from './client-field'

          export function Invoice() {
            const form = useForm()
            return (
              <Panel title="Invoice">
                <FormProvider {...form}>
                  <ClientField />
                </FormProvider>
              </Panel>
            )
          }
        `),
        'src/panel.tsx': source(`
          import { createContext, useContext, type ReactNode } from 'react'

          const PanelContext = createContext<{ title: string } | null>(null)

          export function usePanel() {
            const panel = useContext(PanelContext)
            if (!panel) throw new Error('usePanel must be used within a Panel')
            return panel
          }

          export function Panel({ title, children }: { title: string; children: ReactNode }) {
            return <PanelContext.Provider value={{ title }}>{children}</PanelContext.Provider>
          }
        `),
      })['ClientField'],
    ).toEqual({
      providers: ['react-hook-form'],
      parents: [
        {
          tag: 'Panel',
          from: { kind: 'project', source: 'src/panel.tsx', exportName: 'Panel' },
          props: [{ name: 'title', value: 'Invoice' }],
        },
      ],
      site: {},
    })
  })

  it(
    "valid: a package's provider given a value the suite cannot write (conform's context={form.context}, made by " +
      'the rendering component) is no parent, at a site or as the project element of a package need',
    () => {
      const composed = compositionOf({
        'src/title-field.tsx': source(`
          import { useInputControl } from '@conform-to/react'
          import { usePanel } from './panel'

          export function TitleField({ meta }: { meta: { name: string } }) {
            const control = useInputControl(meta)
            const { title } = usePanel()
            const change = (text: string) => control.change(text)
            return <input aria-label={title} value={control.value ?? ''} onChange={(e) => change(e.target.value)} />
          }
        `),
        'src/note-editor.tsx': source(`
          import { FormProvider, useForm } from '@conform-to/react'
          import { Panel } from './panel'
          import { TitleField } from './title-field'

          export function NoteEditor() {
            const [form, fields] = useForm({ id: 'note' })
            return (
              <Panel title="Note">
                <FormProvider context={form.context}>
                  <TitleField meta={fields.title} />
                </FormProvider>
              </Panel>
            )
          }
        `),
        // Calls a hook of the package whose provider the project renders, under no site that gives it.
        'src/theme-switch.tsx': source(`
          import { getFormProps, useForm } from '@conform-to/react'

          export function ThemeSwitch() {
            const [form] = useForm({ id: 'theme-switch' })
            return <form {...getFormProps(form)}><button>Theme</button></form>
          }
        `),
        'src/panel.tsx': source(`
          import { createContext, useContext, type ReactNode } from 'react'

          const PanelContext = createContext<{ title: string } | null>(null)

          export function usePanel() {
            const panel = useContext(PanelContext)
            if (!panel) throw new Error('usePanel must be used within a Panel')
            return panel
          }

          export function Panel({ title, children }: { title: string; children: ReactNode }) {
            return <PanelContext.Provider value={{ title }}>{children}</PanelContext.Provider>
          }
        `),
      })
      expect({ field: composed['TitleField'], toggle: composed['ThemeSwitch'] }).toEqual({
        field: {
          providers: [],
          parents: [
            {
              tag: 'Panel',
              from: { kind: 'project', source: 'src/panel.tsx', exportName: 'Panel' },
              props: [{ name: 'title', value: 'Note' }],
            },
          ],
          site: {},
        },
        toggle: ALONE,
      })
    },
  )

  it(
    "valid: a part of a package whose Root has a name of its own renders inside the project's wrapper of it: " +
      "a resize handle in the panel group, an OTP slot, which reads the input's context, in the input",
    () => {
      const composed = compositionOf({
        'src/ui/resizable.tsx': source(`
          import * as ResizablePrimitive from 'react-resizable-panels'

          type GroupProps = React.ComponentProps<typeof ResizablePrimitive.PanelGroup>

          export function ResizablePanelGroup({ className, ...props }: GroupProps) {
            return <ResizablePrimitive.PanelGroup className={className} {...props} />
          }

          export function ResizableHandle(props: React.ComponentProps<typeof ResizablePrimitive.PanelResizeHandle>) {
            return <ResizablePrimitive.PanelResizeHandle {...props} />
          }
        `),
        'src/ui/input-otp.tsx': source(`
          import * as React from 'react'
          import { OTPInput, OTPInputContext } from 'input-otp'

          export function InputOTP({ className, ...props }: React.ComponentProps<typeof OTPInput>) {
            return <OTPInput containerClassName={className} {...props} />
          }

          export function InputOTPSlot({ index }: { index: number }) {
            const { char } = React.useContext(OTPInputContext).slots[index]
            return <div>{char}</div>
          }
        `),
      })
      const parent = (tag: string, source: string, props: unknown[]) => ({
        tag,
        from: { kind: 'project', source, exportName: tag },
        props,
      })
      expect(composed['ResizableHandle']).toEqual({
        providers: [],
        parents: [parent('ResizablePanelGroup', 'src/ui/resizable.tsx', [{ name: 'direction', value: 'horizontal' }])],
        site: {},
      })
      expect(composed['InputOTPSlot']).toEqual({
        providers: [],
        parents: [parent('InputOTP', 'src/ui/input-otp.tsx', [{ name: 'maxLength', value: 6 }])],
        site: {},
      })
      // The Roots' own wrappers need no parent.
      expect([composed['ResizablePanelGroup'], composed['InputOTP']]).toEqual([ALONE, ALONE])
    },
  )

  it("valid: a compound's part given a spread at a site (<SelectPrimitive.Content {...props}>) stays one", () => {
    const composed = compositionOf({
      'src/ui/select.tsx': source(`
        import * as React from 'react'
        import * as SelectPrimitive from '@radix-ui/react-select'

        export const Select = SelectPrimitive.Root

        export function SelectScrollUpButton(props: SelectPrimitive.SelectScrollUpButtonProps) {
          return <SelectPrimitive.ScrollUpButton {...props} />
        }

        export function SelectContent({ children, ...props }: SelectPrimitive.SelectContentProps) {
          return (
            <SelectPrimitive.Portal>
              <SelectPrimitive.Content {...props}>
                <SelectScrollUpButton />
                <SelectPrimitive.Viewport>{children}</SelectPrimitive.Viewport>
              </SelectPrimitive.Content>
            </SelectPrimitive.Portal>
          )
        }
      `),
    })
    expect(
      (composed['SelectScrollUpButton'] as { parents: { tag: string }[] }).parents.map((parent) => parent.tag),
    ).toContain('SelectPrimitive.Content')
  })

  it('valid: an untyped prop the component destructures in its body is built from the names it takes out', () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/connection.jsx': source(`
        export function Connection({ connection, source }) {
          const { database_id, engine } = connection
          const { meta: { title }, references = 0 } = source.details
          return <p>{database_id} {engine.toUpperCase()} {title} {references}</p>
        }
      `),
    })
    const [connection] = analyser.prepareGeneration({ root: ROOT }).inputs
    const member = (name: string, shape: unknown) => ({ name, optional: false, shape })
    expect({ props: connection!.props, unresolved: connection!.unresolved }).toEqual({
      props: [
        {
          name: 'connection',
          required: false,
          shape: {
            kind: 'object',
            members: [member('database_id', { kind: 'string' }), member('engine', { kind: 'string' })],
          },
        },
        {
          name: 'source',
          required: false,
          shape: {
            kind: 'object',
            members: [
              member('details', {
                kind: 'object',
                members: [
                  member('meta', { kind: 'object', members: [member('title', { kind: 'string' })] }),
                  // A leaf named as a plural is a list (a default of 0 is not read).
                  member('references', { kind: 'array', of: { kind: 'unknown', text: 'list item' } }),
                ],
              }),
            ],
          },
        },
      ],
      unresolved: [],
    })
  })

  it('valid: an untyped prop nothing describes takes the name its site passes, imported as the site imports it', () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/tables/check-table.jsx': source(`
        import { useMemo } from 'react'

        export function CheckTable({ columnsData, tableData, title }) {
          const columns = useMemo(() => columnsData, [columnsData])
          const data = useMemo(() => tableData, [tableData])
          return <table aria-label={title}>{renderRows(columns, data)}</table>
        }

        function renderRows(columns, data) {
          return data.map((row) => <tr key={row.id}>{columns.map((column) => <td key={column}>{row[column]}</td>)}</tr>)
        }
      `),
      'src/tables/data.js':
        "export const columnsDataCheck = ['name']\nexport const tableDataCheck = [{ id: 1, name: 'A' }]\n",
      'src/pages/dashboard.jsx': source(`
        import { CheckTable } from '../tables/check-table'
        import { columnsDataCheck, tableDataCheck } from '../tables/data'

        const ROWS = tableDataCheck.slice(0, 1)

        export function Dashboard({ heading }) {
          return <CheckTable columnsData={columnsDataCheck} tableData={ROWS} title={heading} />
        }
      `),
    })
    const input = analyser
      .prepareGeneration({ root: ROOT })
      .inputs.find((each: SuiteInput) => each.suite.component === 'CheckTable')!
    expect({
      props: input.props.map(({ name, expression }) => ({ name, expression })),
      unresolved: input.unresolved.map((prop) => prop.prop),
      scope: input.scope,
    }).toEqual({
      props: [
        { name: 'columnsData', expression: 'columnsDataCheck' },
        { name: 'tableData', expression: 'ROWS' },
        // A name the site's component binds itself is not the suite's to write.
        { name: 'title', expression: undefined },
      ],
      unresolved: ['title'],
      scope: {
        imports: [
          {
            from: { kind: 'project', source: 'src/tables/data.js', exportName: 'columnsDataCheck' },
            local: 'columnsDataCheck',
          },
          {
            from: { kind: 'project', source: 'src/tables/data.js', exportName: 'tableDataCheck' },
            local: 'tableDataCheck',
          },
        ],
        declarations: [{ name: 'ROWS', expression: 'tableDataCheck.slice(0, 1)' }],
      },
    })
  })

  it("valid: one whose parents come from the project's providers, not a site, still takes its site's props", () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/theme.tsx': source(`
        import { createContext, useContext, type ReactNode } from 'react'

        const ThemeContext = createContext<{ dark: boolean } | null>(null)

        export function ThemeProvider({ dark, children }: { dark: boolean; children: ReactNode }) {
          return <ThemeContext.Provider value={{ dark }}>{children}</ThemeContext.Provider>
        }

        export function useTheme() {
          const theme = useContext(ThemeContext)
          if (!theme) throw new Error('useTheme must be used within a ThemeProvider')
          return theme
        }
      `),
      'src/orders.jsx': source(`
        import { useTheme } from './theme'

        export function Orders({ rows, title }) {
          const { dark } = useTheme()
          return <table className={dark ? 'dark' : ''} aria-label={title}>{rows.length}</table>
        }
      `),
      'src/data.js': 'export const orders = []\n',
      'src/page.jsx': source(`
        import { Orders } from './orders'
        import { orders } from './data'

        export function Page() {
          return <Orders rows={orders} title="Orders" />
        }
      `),
    })
    const input = analyser
      .prepareGeneration({ root: ROOT })
      .inputs.find((each: SuiteInput) => each.suite.component === 'Orders')!
    expect({
      parents: input.parents.map((parent) => parent.tag),
      props: input.props.map(({ name, site, expression }) => ({ name, site, expression })),
    }).toEqual({
      parents: ['ThemeProvider'],
      props: [
        { name: 'rows', site: undefined, expression: 'orders' },
        { name: 'title', site: 'Orders', expression: undefined },
      ],
    })
  })

  it('valid: an untyped component takes the literal props its most common site writes', () => {
    expect(
      compositionOf({
        'src/widget.jsx': source(`
          export function Widget({ service, compact }) {
            return <p className={compact ? 'compact' : ''}>{service.name}</p>
          }
        `),
        'src/board.jsx': source(`
          import { Widget } from './widget'

          export function Board({ services }) {
            return (
              <main>
                <Widget service={{ name: 'Plex' }} compact />
                <Widget service={{ name: 'Plex' }} compact />
                <Widget service={services[0]} />
              </main>
            )
          }
        `),
      }),
    ).toEqual({
      Board: ALONE,
      Widget: { providers: [], parents: [], site: { service: { name: 'Plex' }, compact: true } },
    })
  })

  it("valid: a typed component's props no type describes take its common site's literals, typed ones do not", () => {
    expect(
      compositionOf({
        'src/button.tsx': source(`
          import type { ButtonHTMLAttributes } from 'react'

          interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
            variant?: 'primary' | 'ghost'
          }

          export function Button({ variant, children, ...rest }: ButtonProps) {
            return <button className={variant} {...rest}>{children}</button>
          }
        `),
        'src/form.tsx': source(`
          import { Button } from './button'

          export function Form() {
            return (
              <form>
                <Button variant="ghost">Cancel</Button>
                <Button variant="ghost">Cancel</Button>
                <Button variant="primary" type="submit">Save</Button>
              </form>
            )
          }
        `),
      }),
    ).toEqual({
      Form: ALONE,
      Button: { providers: [], parents: [], site: { children: 'Cancel' } },
    })
  })

  it('valid: an element an entry module renders at its top level is a site, with the providers around it', () => {
    expect(
      compositionOf({
        'src/user-button.tsx': USER_BUTTON,
        'src/main.tsx': source(`
          import { createRoot } from 'react-dom/client'
          import { SessionProvider } from 'next-auth/react'
          import { UserButton } from './user-button'

          createRoot(document.getElementById('root')!).render(
            <SessionProvider refetchOnWindowFocus={false}>
              <UserButton />
            </SessionProvider>,
          )
        `),
      }),
    ).toEqual({ UserButton: { providers: [], parents: [SESSION_PROVIDER], site: {} } })
  })

  it(
    'valid: a context the entry provides with <Context.Provider>, or through a name bound to it, is met ' +
      'inside the entry’s elements; a component around it is kept',
    () => {
      const entry = compositionOf({
        'src/container.tsx': source(`
          import { createContext, useContext } from 'react'

          export const ContainerContext = createContext<{ greeting: string } | null>(null)
          export const ContainerProvider = ContainerContext.Provider

          export function Hello() {
            const container = useContext(ContainerContext)
            if (!container) throw new Error('Hello must be used within a ContainerProvider')
            return <h1>{container.greeting}</h1>
          }
        `),
        'src/theme.tsx': source(`
          import { createContext, useContext } from 'react'

          export const ThemeContext = createContext<{ mode: string } | null>(null)

          export function Greeting() {
            const theme = useContext(ThemeContext)
            if (!theme) throw new Error('Greeting must be used within a ThemeContext provider')
            return <p>{theme.mode}</p>
          }
        `),
        'src/error-boundary.tsx': source(`
          import { Component, type ReactNode } from 'react'

          export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
            state = { failed: false }
            render() {
              return this.state.failed ? null : this.props.children
            }
          }
        `),
        'src/main.tsx': source(`
          import { createRoot } from 'react-dom/client'
          import { ContainerProvider, Hello } from './container'
          import { ErrorBoundary } from './error-boundary'
          import { Greeting, ThemeContext } from './theme'

          const container = { greeting: 'Hi' }

          createRoot(document.getElementById('root')!).render(
            <ContainerProvider value={container}>
              <ErrorBoundary>
                <ThemeContext.Provider value={{ mode: 'dark' }}>
                  <Hello />
                  <Greeting />
                </ThemeContext.Provider>
              </ErrorBoundary>
            </ContainerProvider>,
          )
        `),
      })
      const parents = [
        {
          tag: 'ContainerProvider',
          from: { kind: 'project', source: 'src/container.tsx', exportName: 'ContainerProvider' },
          props: [],
        },
        {
          tag: 'ErrorBoundary',
          from: { kind: 'project', source: 'src/error-boundary.tsx', exportName: 'ErrorBoundary' },
          props: [],
        },
        {
          tag: 'ThemeContext.Provider',
          from: { kind: 'project', source: 'src/theme.tsx', exportName: 'ThemeContext' },
          props: [{ name: 'value', value: { mode: 'dark' } }],
        },
      ]
      expect(entry).toEqual({
        ErrorBoundary: ALONE,
        Greeting: { providers: [], parents, site: {} },
        Hello: { providers: [], parents, site: {} },
      })
    },
  )

  it('valid: an app-router page is rendered where the layouts above it render {children}', () => {
    expect(
      compositionOf(
        {
          'src/user-button.tsx': USER_BUTTON,
          'app/layout.tsx': source(`
            import type { ReactNode } from 'react'
            import { Providers } from '../src/providers'

            export default function RootLayout({ children }: { children: ReactNode }) {
              return <html><body><Providers>{children}</Providers></body></html>
            }
          `),
          'src/providers.tsx': source(`
            'use client'
            import type { ReactNode } from 'react'
            import { SessionProvider } from 'next-auth/react'

            export function Providers({ children }: { children: ReactNode }) {
              return <SessionProvider refetchOnWindowFocus={false}>{children}</SessionProvider>
            }
          `),
          'app/account/layout.tsx': source(`
            import type { ReactNode } from 'react'

            export default function AccountLayout({ children }: { children: ReactNode }) {
              return <section>{children}</section>
            }
          `),
          'app/account/page.tsx': source(`
            import { UserButton } from '../../src/user-button'

            export default function AccountPage() {
              return <main><UserButton /></main>
            }
          `),
        },
        NEXT,
      ),
    ).toMatchObject({
      // Up from the page: the account layout's {children}, then the root layout's, inside Providers.
      AccountPage: {
        parents: [
          { tag: 'Providers', from: { kind: 'project', source: 'src/providers.tsx', exportName: 'Providers' } },
        ],
      },
      UserButton: { parents: [{ tag: 'Providers' }] },
      // A layout that needs nothing from above is rendered alone.
      RootLayout: ALONE,
      AccountLayout: ALONE,
    })
  })

  it('valid: a pages-router page is rendered where _app renders its Component', () => {
    expect(
      compositionOf(
        {
          'src/user-button.tsx': USER_BUTTON,
          'pages/_app.tsx': source(`
            import type { AppProps } from 'next/app'
            import { SessionProvider } from 'next-auth/react'

            export default function App({ Component, pageProps }: AppProps) {
              return (
                <SessionProvider refetchOnWindowFocus={false}>
                  <Component {...pageProps} />
                </SessionProvider>
              )
            }
          `),
          'pages/account.tsx': source(`
            import { useSession } from 'next-auth/react'

            export default function Account() {
              const { data } = useSession()
              return <main>{data?.user?.name}</main>
            }
          `),
          'pages/api/hello.ts': source(`
            export default function handler() {}
          `),
        },
        NEXT,
      ),
    ).toMatchObject({ Account: { parents: [SESSION_PROVIDER] }, App: ALONE })
  })

  it('invalid: a component that is not a route file has no framework site, only the provider fallback', () => {
    expect(
      compositionOf(
        {
          'src/user-button.tsx': USER_BUTTON,
          'src/layout.tsx': source(`
            import type { ReactNode } from 'react'

            export function Layout({ children }: { children: ReactNode }) {
              return <main>{children}</main>
            }
          `),
          'pages/_app.tsx': source(`
            import type { AppProps } from 'next/app'
            import { SessionProvider } from 'next-auth/react'
            import { Layout } from '../src/layout'

            export default function App({ Component, pageProps }: AppProps) {
              return <SessionProvider><Layout><Component {...pageProps} /></Layout></SessionProvider>
            }
          `),
          'pages/account.tsx': source(`
            import { useSession } from 'next-auth/react'

            export default function Account() {
              return <b>{useSession().status}</b>
            }
          `),
          'src/badge.tsx': source(`
            import { useSession } from 'next-auth/react'

            export default function Badge() {
              return <b>{useSession().status}</b>
            }
          `),
        },
        NEXT,
      ),
    ).toMatchObject({
      // A page is _app's Component, inside everything around it there.
      Account: { parents: [{ tag: 'SessionProvider' }, { tag: 'Layout' }] },
      // Rendered nowhere (or nowhere inside a provider): the project's provider alone, as _app writes it.
      Badge: { parents: [{ tag: 'SessionProvider' }] },
      UserButton: { parents: [{ tag: 'SessionProvider' }] },
    })
  })
})

describe('a parent is given the values its site writes by name, rebuilt from the rendering file', () => {
  const STORE = source(`
    import { createContext, useContext, type ReactNode } from 'react'

    export interface Store { theme: string }
    const StoreContext = createContext<Store | null>(null)

    export function StoreProvider({ store, children }: { store: Store; children: ReactNode }) {
      return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
    }

    export function Badge() {
      const store = useContext(StoreContext)
      if (!store) throw new Error('Badge must be used within StoreProvider')
      return <b>{store.theme}</b>
    }
  `)

  function scopeOf(files: Record<string, string>) {
    const { analyser } = createProject({ 'package.json': VITE, 'src/store.tsx': STORE, ...files })
    const badge = analyser.prepareGeneration({ root: ROOT }).inputs.find((input) => input.suite.component === 'Badge')!
    return { values: badge.parents.map((parent) => parent.values), scope: badge.scope }
  }

  it('valid: an import, a const built from imports and globals, a member of an import or of a JSON file', () => {
    expect(
      scopeOf({
        'src/config.ts': source(`
          export function setUpStore(theme: string) {
            return { theme }
          }
          export const settings = { basename: '/app' }
        `),
        'src/main.tsx': source(`
          import { createRoot } from 'react-dom/client'
          import { setUpStore as create, settings } from './config'
          import { Badge, StoreProvider } from './store'
          import pack from '../package.json'

          const theme = window.localStorage.getItem('theme') ?? 'dark'
          const store = create(theme)

          createRoot(document.getElementById('root')!).render(
            <StoreProvider store={store} key={settings.basename} basename={settings.basename} version={pack.version}>
              <Badge />
            </StoreProvider>,
          )
        `),
      }),
    ).toEqual({
      values: [
        [
          { name: 'store', expression: 'store' },
          { name: 'basename', expression: 'settings.basename' },
          { name: 'version', expression: 'pack.version' },
        ],
      ],
      scope: {
        imports: [
          { from: { kind: 'project', source: 'src/config.ts', exportName: 'setUpStore' }, local: 'create' },
          { from: { kind: 'project', source: 'src/config.ts', exportName: 'settings' }, local: 'settings' },
          // A data file the bundler loads, which the resolver does not probe for.
          { from: { kind: 'project', source: 'package.json', exportName: 'default' }, local: 'pack' },
        ],
        declarations: [
          { name: 'theme', expression: "window.localStorage.getItem('theme') ?? 'dark'" },
          { name: 'store', expression: 'create(theme)' },
        ],
      },
    })
  })

  it('invalid: a value naming a function of the rendering file, a let, or an expression is left out', () => {
    expect(
      scopeOf({
        'src/main.tsx': source(`
          import { createRoot } from 'react-dom/client'
          import { Badge, StoreProvider } from './store'

          function makeStore() {
            return { theme: 'dark' }
          }
          let fallback = { theme: 'light' }
          const store = makeStore()

          createRoot(document.getElementById('root')!).render(
            <StoreProvider store={store}>
              <StoreProvider store={fallback}>
                <StoreProvider store={{ theme: String(1) }}>
                  <Badge />
                </StoreProvider>
              </StoreProvider>
            </StoreProvider>,
          )
        `),
      }),
    ).toEqual({ values: [[], [], []], scope: { imports: [], declarations: [] } })
  })

  it('invalid: a name the rendering component binds itself leaves the value out', () => {
    expect(
      scopeOf({
        'src/shell.tsx': source(`
          import { useMemo } from 'react'
          import { Badge, StoreProvider } from './store'

          export function Shell({ theme }: { theme: string }) {
            const store = useMemo(() => ({ theme }), [theme])
            return <StoreProvider store={store}><Badge /></StoreProvider>
          }
        `),
      }),
    ).toEqual({ values: [[]], scope: { imports: [], declarations: [] } })
  })

  it("valid: a router the project renders the component in stands for the suite's own", () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/store.tsx': STORE,
      'src/where.tsx': source(`
        import { useLocation } from 'react-router-dom'
        import { Badge } from './store'

        export function Where() {
          return <p>{useLocation().pathname}<Badge /></p>
        }
      `),
      'src/main.tsx': source(`
        import { createRoot } from 'react-dom/client'
        import { BrowserRouter } from 'react-router-dom'
        import { Where } from './where'
        import { StoreProvider } from './store'

        createRoot(document.getElementById('root')!).render(
          <BrowserRouter basename="/app">
            <StoreProvider store={{ theme: 'dark' }}>
              <Where />
            </StoreProvider>
          </BrowserRouter>,
        )
      `),
    })
    const where = analyser.prepareGeneration({ root: ROOT }).inputs.find((input) => input.suite.component === 'Where')!
    expect({ providers: where.providers, parents: where.parents.map((parent) => parent.tag) }).toEqual({
      providers: [],
      parents: ['BrowserRouter', 'StoreProvider'],
    })
  })

  it('invalid: a name the suite already uses for something else leaves the value out', () => {
    expect(
      scopeOf({
        'src/main.tsx': source(`
          import { createRoot } from 'react-dom/client'
          import { Badge, StoreProvider } from './store'
          import props from './props'

          createRoot(document.getElementById('root')!).render(
            <StoreProvider store={props}>
              <Badge />
            </StoreProvider>,
          )
        `),
        'src/props.ts': 'export default { theme: "dark" }\n',
      }),
    ).toEqual({ values: [[]], scope: { imports: [], declarations: [] } })
  })

  it("valid: a provider given one of two names on the app's state takes the one after ':', as the state starts", () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/badge.jsx': source(`
        import { useTheme } from '@mui/material/styles'

        export function Badge() {
          const theme = useTheme()
          return <b style={{ color: theme.palette.primary.main }}>New</b>
        }
      `),
      'src/assets/theme.js':
        "export const theme = { palette: { primary: { main: '#000' } } }\nexport const themeDark = theme\n",
      'src/app.jsx': source(`
        import { useState } from 'react'
        import { ThemeProvider } from '@mui/material/styles'
        import { theme, themeDark } from './assets/theme'
        import { Badge } from './badge'

        export default function App() {
          const [darkMode] = useState(false)
          return (
            <ThemeProvider theme={darkMode ? themeDark : theme}>
              <Badge />
            </ThemeProvider>
          )
        }
      `),
    })
    const badge = analyser.prepareGeneration({ root: ROOT }).inputs.find((input) => input.suite.component === 'Badge')!
    expect({ parents: badge.parents.map(({ tag, values }) => ({ tag, values })), scope: badge.scope }).toEqual({
      parents: [{ tag: 'ThemeProvider', values: [{ name: 'theme', expression: 'theme' }] }],
      scope: {
        imports: [{ from: { kind: 'project', source: 'src/assets/theme.js', exportName: 'theme' }, local: 'theme' }],
        declarations: [],
      },
    })
  })

  it("valid: a factory's root as a file's default (export default styled(Box)(…)) reads its package's provider", () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/md-box/root.js': source(`
        import Box from '@mui/material/Box'
        import { styled } from '@mui/material/styles'

        export default styled(Box)(({ theme }) => ({ background: theme.functions.linearGradient('#000', '#fff') }))
      `),
      'src/md-box/index.js': source(`
        import MDBoxRoot from './root'

        export default function MDBox(props) {
          return <MDBoxRoot {...props} />
        }
      `),
      'src/theme.js': 'export const theme = { functions: { linearGradient: (a, b) => a + b } }\n',
      'src/app.js': source(`
        import { ThemeProvider } from '@mui/material/styles'
        import { theme } from './theme'
        import { Routes } from 'react-router-dom'

        export default function App() {
          return <ThemeProvider theme={theme}><Routes /></ThemeProvider>
        }
      `),
    })
    const box = analyser.prepareGeneration({ root: ROOT }).inputs.find((input) => input.suite.component === 'MDBox')!
    expect(box.parents.map(({ tag, values }) => ({ tag, values }))).toEqual([
      { tag: 'ThemeProvider', values: [{ name: 'theme', expression: 'theme' }] },
    ])
  })

  it("valid: a package's provider no site reaches is rendered as the project writes it elsewhere", () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/album-list.jsx': source(`
        import { useSelector } from 'react-redux'

        export default function AlbumList() {
          const albums = useSelector((state) => state.albums)
          return <ul>{albums.map((album) => <li key={album}>{album}</li>)}</ul>
        }
      `),
      'src/create-store.js': source(`
        export default function createStore(reducers) {
          return { reducers }
        }
      `),
      'src/app.jsx': source(`
        import { Provider } from 'react-redux'
        import { Admin, Resource } from 'react-admin'
        import createStore from './create-store'
        import AlbumList from './album-list'

        const store = createStore({ albums: [] })

        export default function App() {
          return (
            <Provider store={store}>
              <Admin><Resource name="album" list={AlbumList} /></Admin>
            </Provider>
          )
        }
      `),
    })
    const inputs = analyser.prepareGeneration({ root: ROOT }).inputs
    const list = inputs.find((input) => input.suite.component === 'AlbumList')!
    expect({ parents: list.parents, scope: list.scope }).toEqual({
      parents: [
        {
          from: { kind: 'package', module: 'react-redux', imported: 'Provider' },
          local: 'Provider',
          tag: 'Provider',
          props: [],
          values: [{ name: 'store', expression: 'store' }],
          required: [],
          leftOut: [],
          providers: [],
        },
      ],
      scope: {
        imports: [
          { from: { kind: 'project', source: 'src/create-store.js', exportName: 'default' }, local: 'createStore' },
        ],
        declarations: [{ name: 'store', expression: 'createStore({ albums: [] })' }],
      },
    })
    // App renders the provider itself: it needs nothing from above.
    expect(inputs.find((input) => input.suite.component === 'App')!.parents).toEqual([])
  })

  it(
    "valid: MUI's parts read the theme its styles entry provides, inside the project's ThemeProvider that makes " +
      'the theme (never the bare elements without it): a Box, a styled root, a RouterLink or Link handed as a prop',
    () => {
      const mui = JSON.stringify({
        dependencies: { react: '19.1.0', vite: '6.3.5', '@mui/material': '7.0.1', 'react-router-dom': '7.4.1' },
      })
      const inputs = compositionOf(
        {
          'src/theme/theme-provider.tsx': source(`
            import { StyledEngineProvider, ThemeProvider as ThemeVarsProvider, createTheme } from '@mui/material/styles'

            // The first provider element can be written, the one inside it cannot: the component stands for both.
            export function ThemeProvider({ children }: { children: React.ReactNode }) {
              const theme = createTheme({ cssVariables: true })
              return (
                <StyledEngineProvider injectFirst>
                  <ThemeVarsProvider theme={theme} disableTransitionOnChange>{children}</ThemeVarsProvider>
                </StyledEngineProvider>
              )
            }
          `),
          'src/app.tsx': source(`
            import { ThemeProvider } from './theme/theme-provider'

            export default function App({ children }: { children: React.ReactNode }) {
              return <ThemeProvider>{children}</ThemeProvider>
            }
          `),
          'src/card.tsx': source(`
            import Box from '@mui/material/Box'

            export function Card({ title }: { title: string }) {
              return <Box sx={(theme) => ({ color: theme.vars.palette.text.primary })}>{title}</Box>
            }
          `),
          'src/label.tsx': source(`
            import { styled } from '@mui/material/styles'

            const LabelRoot = styled('span')(({ theme }) => ({ color: theme.vars.palette.grey[500] }))

            export function Label({ text }: { text: string }) {
              return <LabelRoot>{text}</LabelRoot>
            }
          `),
          'src/router-link.tsx': source(`
            import { Link } from 'react-router-dom'

            export function RouterLink({ href, ...other }: { href: string }) {
              return <Link to={href} {...other} />
            }
          `),
          'src/logo-section.tsx': source(`
            import ButtonBase from '@mui/material/ButtonBase'
            import { Link } from 'react-router-dom'

            export function LogoSection() {
              return <ButtonBase component={Link} to="/">Logo</ButtonBase>
            }
          `),
          'src/logo.tsx': source(`
            import Link from '@mui/material/Link'
            import { RouterLink } from './router-link'

            export function Logo() {
              return <Link component={RouterLink} href="/">Logo</Link>
            }
          `),
        },
        mui,
      )
      const themed = [
        {
          tag: 'ThemeProvider',
          from: { kind: 'project', source: 'src/theme/theme-provider.tsx', exportName: 'ThemeProvider' },
          props: [],
        },
      ]
      expect(inputs.Card).toEqual({ providers: [], parents: themed, site: {} })
      expect(inputs.Label).toEqual({ providers: [], parents: themed, site: {} })
      // RouterLink renders react-router's Link: the suite gives Logo a router.
      expect(inputs.Logo).toEqual({ providers: ['router'], parents: themed, site: {} })
      // So does react-router's own Link handed to ButtonBase.
      expect(inputs.LogoSection).toEqual({ providers: ['router'], parents: themed, site: {} })
      // The project's ThemeProvider makes its theme: it needs nothing, and neither does App around it.
      expect(inputs.ThemeProvider).toEqual(ALONE)
      expect(inputs.App).toEqual(ALONE)
    },
  )

  it("valid: a component of a package whose components read its provider (Clerk's SignIn) goes inside it", () => {
    expect(
      compositionOf(
        {
          'src/components/providers.tsx': source(`
            'use client'
            import type { ReactNode } from 'react'
            import { ClerkProvider } from '@clerk/nextjs'

            export default function Providers({ children }: { children: ReactNode }) {
              return <ClerkProvider appearance={{ layout: 'modal' }}>{children}</ClerkProvider>
            }
          `),
          'src/features/auth/sign-in-view.tsx': source(`
            import { SignIn } from '@clerk/nextjs'

            export default function SignInView() {
              return <main><SignIn /></main>
            }
          `),
          'src/components/user-card.tsx': source(`
            import { Avatar } from '@acme/avatar'

            // A package with no provider the project renders: no parent.
            export function UserCard() {
              return <Avatar />
            }
          `),
        },
        NEXT,
      ),
    ).toEqual({
      Providers: ALONE,
      SignInView: {
        providers: [],
        parents: [
          {
            tag: 'ClerkProvider',
            from: { kind: 'package', module: '@clerk/nextjs', imported: 'ClerkProvider' },
            props: [{ name: 'appearance', value: { layout: 'modal' } }],
          },
        ],
        site: {},
      },
      UserCard: ALONE,
    })
  })
})

/** A parent the project writes in `src/components/ui/<file>.tsx`, as shadcn/ui files export them. */
function uiPart(file: string, name: string, props: { name: string; value: unknown }[] = []) {
  return { tag: name, from: { kind: 'project', source: `src/components/ui/${file}.tsx`, exportName: name }, props }
}

const OPEN = [{ name: 'open', value: true }]
const SHOWN = [{ name: 'value', value: 'shown' }]

describe("a Radix part no site renders goes inside the project's names for the parts its docs put around it", () => {
  it("valid: a namespace's part goes inside the name bound to the Root (const Tabs = TabsPrimitive.Root)", () => {
    expect(
      compositionOf({
        'src/components/ui/tabs.tsx': SHADCN_UI['tabs'],
        'src/components/count-badge.tsx': source(`
          // Renders no part of a compound: it needs no parent.
          export function CountBadge({ count }: { count: number }) {
            return <span>{count}</span>
          }
        `),
      }),
    ).toEqual({
      // A Tabs Root takes no `open`; a trigger reads its List's roving focus.
      TabsList: { ...ALONE, parents: [uiPart('tabs', 'Tabs')] },
      TabsTrigger: { ...ALONE, parents: [uiPart('tabs', 'Tabs'), uiPart('tabs', 'TabsList')] },
      TabsContent: { ...ALONE, parents: [uiPart('tabs', 'Tabs')] },
      CountBadge: ALONE,
    })
  })

  it(
    "valid: a menubar's parts go inside its Root and a Menu given the value that opens them, where its Root " +
      "takes no `open`; a context menu's item inside its Content, its Root given nothing",
    () => {
      expect(
        compositionOf({
          'src/components/ui/menubar.tsx': SHADCN_UI['menubar'],
          'src/components/ui/context-menu.tsx': SHADCN_UI['context-menu'],
        }),
      ).toEqual({
        Menubar: ALONE,
        MenubarContent: {
          ...ALONE,
          parents: [uiPart('menubar', 'Menubar', SHOWN), uiPart('menubar', 'MenubarMenu', SHOWN)],
        },
        MenubarItem: {
          ...ALONE,
          parents: [
            uiPart('menubar', 'Menubar', SHOWN),
            uiPart('menubar', 'MenubarMenu', SHOWN),
            uiPart('menubar', 'MenubarContent'),
          ],
        },
        ContextMenuContent: { ...ALONE, parents: [uiPart('context-menu', 'ContextMenu')] },
        ContextMenuItem: {
          ...ALONE,
          parents: [uiPart('context-menu', 'ContextMenu'), uiPart('context-menu', 'ContextMenuContent')],
        },
      })
    },
  )

  it(
    "valid: an accordion's trigger goes inside its Root, given a `type` and the value of the Item it is in; a " +
      "navigation menu's inside an Item of its List",
    () => {
      expect(
        compositionOf({
          'src/components/ui/accordion.tsx': source(`
            import * as React from 'react'
            import * as AccordionPrimitive from '@radix-ui/react-accordion'

            const Accordion = AccordionPrimitive.Root

            const AccordionItem = React.forwardRef<HTMLDivElement, AccordionPrimitive.AccordionItemProps>(
              (props, ref) => <AccordionPrimitive.Item ref={ref} className="border-b" {...props} />,
            )

            const AccordionTrigger = React.forwardRef<HTMLButtonElement, AccordionPrimitive.AccordionTriggerProps>(
              ({ children, ...props }, ref) => (
                <AccordionPrimitive.Header className="flex">
                  <AccordionPrimitive.Trigger ref={ref} {...props}>{children}</AccordionPrimitive.Trigger>
                </AccordionPrimitive.Header>
              ),
            )

            export { Accordion, AccordionItem, AccordionTrigger }
          `),
          'src/components/ui/navigation-menu.tsx': source(`
            import * as React from 'react'
            import * as NavigationMenuPrimitive from '@radix-ui/react-navigation-menu'

            const NavigationMenu = React.forwardRef<HTMLElement, NavigationMenuPrimitive.NavigationMenuProps>(
              ({ children, ...props }, ref) => (
                <NavigationMenuPrimitive.Root ref={ref} {...props}>
                  {children}
                  <NavigationMenuPrimitive.Viewport />
                </NavigationMenuPrimitive.Root>
              ),
            )

            const NavigationMenuList = React.forwardRef<
              HTMLUListElement,
              NavigationMenuPrimitive.NavigationMenuListProps
            >((props, ref) => <NavigationMenuPrimitive.List ref={ref} {...props} />)

            const NavigationMenuItem = NavigationMenuPrimitive.Item

            const NavigationMenuTrigger = React.forwardRef<
              HTMLButtonElement,
              NavigationMenuPrimitive.NavigationMenuTriggerProps
            >((props, ref) => <NavigationMenuPrimitive.Trigger ref={ref} {...props} />)

            export { NavigationMenu, NavigationMenuList, NavigationMenuItem, NavigationMenuTrigger }
          `),
        }),
      ).toEqual({
        AccordionItem: {
          ...ALONE,
          parents: [
            uiPart('accordion', 'Accordion', [
              { name: 'type', value: 'single' },
              { name: 'defaultValue', value: 'shown' },
            ]),
          ],
        },
        AccordionTrigger: {
          ...ALONE,
          parents: [
            uiPart('accordion', 'Accordion', [
              { name: 'type', value: 'single' },
              { name: 'defaultValue', value: 'shown' },
            ]),
            uiPart('accordion', 'AccordionItem', SHOWN),
          ],
        },
        NavigationMenu: ALONE,
        NavigationMenuList: { ...ALONE, parents: [uiPart('navigation-menu', 'NavigationMenu', SHOWN)] },
        NavigationMenuTrigger: {
          ...ALONE,
          parents: [
            uiPart('navigation-menu', 'NavigationMenu', SHOWN),
            uiPart('navigation-menu', 'NavigationMenuList'),
            uiPart('navigation-menu', 'NavigationMenuItem', SHOWN),
          ],
        },
      })
    },
  )

  it(
    "valid: a tooltip's content goes inside its Provider and an open Root; a toast inside the Provider its site " +
      'renders and the Viewport it renders into, inside that Provider',
    () => {
      expect(
        compositionOf({
          'src/components/ui/tooltip.tsx': SHADCN_UI['tooltip'],
          'src/components/ui/toast.tsx': source(`
            import * as React from 'react'
            import * as ToastPrimitives from '@radix-ui/react-toast'

            const ToastProvider = ToastPrimitives.Provider

            const ToastViewport = React.forwardRef<HTMLOListElement, ToastPrimitives.ToastViewportProps>(
              (props, ref) => <ToastPrimitives.Viewport ref={ref} className="fixed top-0" {...props} />,
            )

            const Toast = React.forwardRef<HTMLLIElement, ToastPrimitives.ToastProps>((props, ref) => (
              <ToastPrimitives.Root ref={ref} {...props} />
            ))

            export { Toast, ToastProvider, ToastViewport }
          `),
          'src/components/ui/toaster.tsx': source(`
            import { Toast, ToastProvider, ToastViewport } from './toast'
            import { useToast } from './use-toast'

            export function Toaster() {
              const { toasts } = useToast()
              return (
                <ToastProvider>
                  {toasts.map(({ id, ...props }) => <Toast key={id} {...props} />)}
                  <ToastViewport />
                </ToastProvider>
              )
            }
          `),
          'src/components/ui/use-toast.ts': source(`
            export function useToast(): { toasts: { id: string; title: string }[] } {
              return { toasts: [] }
            }
          `),
        }),
      ).toEqual({
        TooltipContent: {
          ...ALONE,
          parents: [uiPart('tooltip', 'TooltipProvider'), uiPart('tooltip', 'Tooltip', OPEN)],
        },
        ToastViewport: { ...ALONE, parents: [uiPart('toast', 'ToastProvider')] },
        Toast: { ...ALONE, parents: [uiPart('toast', 'ToastProvider'), uiPart('toast', 'ToastViewport')] },
        Toaster: ALONE,
      })
    },
  )

  it(
    "valid: a select's label goes inside its Content and a Group, the package's own where the project " +
      "wraps none; an alert dialog's Cancel inside its Content",
    () => {
      expect(
        compositionOf({
          'src/components/ui/select.tsx': source(`
            import * as React from 'react'
            import * as SelectPrimitive from '@radix-ui/react-select'

            const Select = SelectPrimitive.Root

            const SelectContent = React.forwardRef<HTMLDivElement, SelectPrimitive.SelectContentProps>(
              ({ children, ...props }, ref) => (
                <SelectPrimitive.Portal>
                  <SelectPrimitive.Content ref={ref} position="popper" {...props}>
                    <SelectPrimitive.Viewport>{children}</SelectPrimitive.Viewport>
                  </SelectPrimitive.Content>
                </SelectPrimitive.Portal>
              ),
            )

            const SelectLabel = React.forwardRef<HTMLDivElement, SelectPrimitive.SelectLabelProps>((props, ref) => (
              <SelectPrimitive.Label ref={ref} {...props} />
            ))

            export { Select, SelectContent, SelectLabel }
          `),
          'src/components/ui/alert-dialog.tsx': source(`
            import * as React from 'react'
            import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog'

            const AlertDialog = AlertDialogPrimitive.Root

            const AlertDialogContent = React.forwardRef<HTMLDivElement, AlertDialogPrimitive.AlertDialogContentProps>(
              (props, ref) => (
                <AlertDialogPrimitive.Portal>
                  <AlertDialogPrimitive.Content ref={ref} {...props} />
                </AlertDialogPrimitive.Portal>
              ),
            )

            const AlertDialogCancel = React.forwardRef<HTMLButtonElement, AlertDialogPrimitive.AlertDialogCancelProps>(
              (props, ref) => <AlertDialogPrimitive.Cancel ref={ref} {...props} />,
            )

            export { AlertDialog, AlertDialogContent, AlertDialogCancel }
          `),
        }),
      ).toEqual({
        SelectContent: { ...ALONE, parents: [uiPart('select', 'Select', OPEN)] },
        SelectLabel: {
          ...ALONE,
          parents: [
            uiPart('select', 'Select', OPEN),
            uiPart('select', 'SelectContent'),
            {
              tag: 'SelectPrimitive.Group',
              from: { kind: 'package', module: '@radix-ui/react-select', imported: '*' },
              props: [],
            },
          ],
        },
        AlertDialogContent: { ...ALONE, parents: [uiPart('alert-dialog', 'AlertDialog', OPEN)] },
        AlertDialogCancel: {
          ...ALONE,
          parents: [uiPart('alert-dialog', 'AlertDialog', OPEN), uiPart('alert-dialog', 'AlertDialogContent')],
        },
      })
    },
  )
})

describe('a component of a package goes inside the provider the project renders of that package', () => {
  it("valid: react-helmet-async's Helmet goes inside the project's HelmetProvider; a package with none alone", () => {
    expect(
      compositionOf({
        'src/providers/index.tsx': source(`
          import type { ReactNode } from 'react'
          import { HelmetProvider } from 'react-helmet-async'

          export default function AppProvider({ children }: { children: ReactNode }) {
            return <HelmetProvider>{children}</HelmetProvider>
          }
        `),
        'src/components/page-head.tsx': source(`
          import { Helmet } from 'react-helmet-async'

          export default function PageHead({ title = 'Dashboard' }) {
            return (
              <Helmet>
                <title>{title}</title>
              </Helmet>
            )
          }
        `),
        'src/components/user-card.tsx': source(`
          import { Avatar } from '@acme/avatar'

          // A package with no provider the project renders: no parent.
          export function UserCard() {
            return <Avatar />
          }
        `),
      }),
    ).toEqual({
      AppProvider: ALONE,
      PageHead: {
        ...ALONE,
        parents: [
          {
            tag: 'HelmetProvider',
            from: { kind: 'package', module: 'react-helmet-async', imported: 'HelmetProvider' },
            props: [],
          },
        ],
      },
      UserCard: ALONE,
    })
  })

  it("valid: a parent that renders a router around its children stands for the suite's router", () => {
    expect(
      compositionOf({
        'src/providers.tsx': source(`
          import type { ReactNode } from 'react'
          import { HelmetProvider } from 'react-helmet-async'
          import { BrowserRouter } from 'react-router-dom'

          export function AppProvider({ children }: { children: ReactNode }) {
            return (
              <HelmetProvider>
                <BrowserRouter>{children}</BrowserRouter>
              </HelmetProvider>
            )
          }
        `),
        'src/app.tsx': source(`
          import { AppProvider } from './providers'
          import { HomePage } from './home-page'

          export function App() {
            return (
              <AppProvider>
                <HomePage />
              </AppProvider>
            )
          }
        `),
        'src/home-page.tsx': source(`
          import { Helmet } from 'react-helmet-async'
          import { Link } from 'react-router-dom'

          export function HomePage() {
            return (
              <main>
                <Helmet><title>Home</title></Helmet>
                <Link to="/about">About</Link>
              </main>
            )
          }
        `),
      }),
    ).toEqual({
      AppProvider: ALONE,
      App: ALONE,
      // A MemoryRouter around the app's BrowserRouter would throw "You cannot render a <Router> inside another".
      HomePage: {
        ...ALONE,
        parents: [
          {
            tag: 'AppProvider',
            from: { kind: 'project', source: 'src/providers.tsx', exportName: 'AppProvider' },
            props: [],
          },
        ],
      },
    })
  })
})

describe('a part its usage site opens with state of its own is opened', () => {
  it(
    'valid: `open={showDeleteAlert}` becomes `open`, on a name bound to the Root and on a component that ' +
      'passes its props to one; a site that opens it itself is left as written',
    () => {
      expect(
        compositionOf({
          'src/components/ui/alert-dialog.tsx': source(`
            import * as React from 'react'
            import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog'

            const AlertDialog = AlertDialogPrimitive.Root

            const AlertDialogContent = React.forwardRef<HTMLDivElement, AlertDialogPrimitive.AlertDialogContentProps>(
              (props, ref) => (
                <AlertDialogPrimitive.Portal>
                  <AlertDialogPrimitive.Content ref={ref} {...props} />
                </AlertDialogPrimitive.Portal>
              ),
            )

            export { AlertDialog, AlertDialogContent }
          `),
          'src/components/ui/dialog.tsx': source(`
            import * as DialogPrimitive from '@radix-ui/react-dialog'

            export function Dialog(props: DialogPrimitive.DialogProps) {
              return <DialogPrimitive.Root data-slot="dialog" {...props} />
            }

            export function DialogContent(props: DialogPrimitive.DialogContentProps) {
              return <DialogPrimitive.Content data-slot="dialog-content" {...props} />
            }
          `),
          'src/components/post-operations.tsx': source(`
            import { useState } from 'react'
            import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog'
            import * as DialogPrimitive from '@radix-ui/react-dialog'
            import { AlertDialog, AlertDialogContent } from './ui/alert-dialog'
            import { Dialog, DialogContent } from './ui/dialog'

            export function DeleteConfirm({ title }: { title: string }) {
              return <AlertDialogPrimitive.Title>Delete {title}?</AlertDialogPrimitive.Title>
            }

            export function RenameForm() {
              return <DialogPrimitive.Title>Rename</DialogPrimitive.Title>
            }

            export function PostOperations() {
              const [showDeleteAlert, setShowDeleteAlert] = useState(false)
              const [renaming, setRenaming] = useState(false)
              return (
                <>
                  <AlertDialog open={showDeleteAlert} onOpenChange={setShowDeleteAlert}>
                    <AlertDialogContent>
                      <DeleteConfirm title="Post" />
                    </AlertDialogContent>
                  </AlertDialog>
                  <Dialog open={renaming} onOpenChange={setRenaming}>
                    <DialogContent>
                      <RenameForm />
                    </DialogContent>
                  </Dialog>
                </>
              )
            }
          `),
          'src/components/welcome.tsx': source(`
            import * as DialogPrimitive from '@radix-ui/react-dialog'
            import { Dialog, DialogContent } from './ui/dialog'

            export function WelcomeNote() {
              return <DialogPrimitive.Description>Welcome</DialogPrimitive.Description>
            }

            export function Welcome() {
              return (
                <Dialog defaultOpen>
                  <DialogContent>
                    <WelcomeNote />
                  </DialogContent>
                </Dialog>
              )
            }
          `),
        }),
      ).toEqual({
        AlertDialogContent: { ...ALONE, parents: [uiPart('alert-dialog', 'AlertDialog', OPEN)] },
        Dialog: ALONE,
        DialogContent: { ...ALONE, parents: [uiPart('dialog', 'Dialog', OPEN)] },
        DeleteConfirm: {
          ...ALONE,
          parents: [uiPart('alert-dialog', 'AlertDialog', OPEN), uiPart('alert-dialog', 'AlertDialogContent')],
          site: { title: 'Post' },
        },
        RenameForm: { ...ALONE, parents: [uiPart('dialog', 'Dialog', OPEN), uiPart('dialog', 'DialogContent')] },
        PostOperations: ALONE,
        WelcomeNote: {
          ...ALONE,
          parents: [
            uiPart('dialog', 'Dialog', [{ name: 'defaultOpen', value: true }]),
            uiPart('dialog', 'DialogContent'),
          ],
        },
        Welcome: ALONE,
      })
    },
  )
})

describe('a part its usage site leaves to its trigger to open is opened', () => {
  it('valid: a Root written without `open` gets it; one written `open={false}` is left closed', () => {
    expect(
      compositionOf({
        'src/share-link.tsx': source(`
          import * as PopoverPrimitive from '@radix-ui/react-popover'

          export function ShareLink({ url }: { url: string }) {
            return <PopoverPrimitive.Close>{url}</PopoverPrimitive.Close>
          }

          export function ShareHint() {
            return <PopoverPrimitive.Anchor>Copied</PopoverPrimitive.Anchor>
          }
        `),
        'src/share-menu.tsx': source(`
          import * as PopoverPrimitive from '@radix-ui/react-popover'
          import { ShareHint, ShareLink } from './share-link'

          export function ShareMenu() {
            return (
              <PopoverPrimitive.Root>
                <PopoverPrimitive.Trigger>Share</PopoverPrimitive.Trigger>
                <PopoverPrimitive.Content>
                  <ShareLink url="https://example.com" />
                </PopoverPrimitive.Content>
              </PopoverPrimitive.Root>
            )
          }

          export function SharePreview() {
            return (
              <PopoverPrimitive.Root open={false}>
                <ShareHint />
              </PopoverPrimitive.Root>
            )
          }
        `),
      }),
    ).toEqual({
      ShareLink: {
        ...ALONE,
        parents: [
          {
            tag: 'PopoverPrimitive.Root',
            from: { kind: 'package', module: '@radix-ui/react-popover', imported: '*' },
            props: OPEN,
          },
          {
            tag: 'PopoverPrimitive.Content',
            from: { kind: 'package', module: '@radix-ui/react-popover', imported: '*' },
            props: [],
          },
        ],
        site: { url: 'https://example.com' },
      },
      ShareHint: {
        ...ALONE,
        parents: [
          {
            tag: 'PopoverPrimitive.Root',
            from: { kind: 'package', module: '@radix-ui/react-popover', imported: '*' },
            props: [{ name: 'open', value: false }],
          },
        ],
      },
      ShareMenu: ALONE,
      SharePreview: ALONE,
    })
  })
})

describe("a project hook counts for its caller with what it reads: contexts, packages' hooks", () => {
  it("valid: a hook file's anonymous default export (useApi.js) is followed as the hook, never a suite", () => {
    expect(
      compositionOf({
        'src/hooks/useApi.js': source(`
          import { useState } from 'react'
          import { useSnackbar } from 'notistack'
          import { useError } from '../context/error-context'

          export default (apiFunc) => {
            const [data, setData] = useState(null)
            const { setError } = useError()
            const { enqueueSnackbar } = useSnackbar()
            const request = () => apiFunc().then(setData, (error) => {
              setError(error)
              enqueueSnackbar(error.message)
            })
            return { data, request }
          }
        `),
        'src/context/error-context.jsx': source(`
          import { createContext, useContext, useState } from 'react'

          const ErrorContext = createContext()

          export const ErrorProvider = ({ children }) => {
            const [error, setError] = useState(null)
            return <ErrorContext.Provider value={{ error, setError }}>{children}</ErrorContext.Provider>
          }

          export const useError = () => useContext(ErrorContext)
        `),
        'src/components/order-list.jsx': source(`
          import useApi from '../hooks/useApi'

          export const OrderList = ({ getOrders }) => {
            const orders = useApi(getOrders)
            return <ul>{(orders.data ?? []).map((order) => <li key={order}>{order}</li>)}</ul>
          }
        `),
        'src/main.jsx': source(`
          import { createRoot } from 'react-dom/client'
          import { SnackbarProvider } from 'notistack'
          import { ErrorProvider } from './context/error-context'

          createRoot(document.getElementById('root')).render(
            <SnackbarProvider maxSnack={3}>
              <ErrorProvider>
                <p>Orders</p>
              </ErrorProvider>
            </SnackbarProvider>,
          )
        `),
      }),
    ).toEqual({
      ErrorProvider: ALONE,
      // The hook's useError needs the project's ErrorProvider, its useSnackbar the entry's SnackbarProvider.
      OrderList: {
        providers: ['context'],
        parents: [
          {
            tag: 'SnackbarProvider',
            from: { kind: 'package', module: 'notistack', imported: 'SnackbarProvider' },
            props: [{ name: 'maxSnack', value: 3 }],
          },
        ],
        site: {},
      },
    })
  })

  it("valid: a project hook calling two packages' hooks (useDispatch, useSnackbar) needs both providers", () => {
    expect(
      compositionOf({
        'src/utils/useNotifier.js': source(`
          import { useDispatch } from 'react-redux'
          import { useSnackbar } from 'notistack'

          export default function useNotifier() {
            const dispatch = useDispatch()
            const { enqueueSnackbar } = useSnackbar()
            return (message) => {
              enqueueSnackbar(message)
              dispatch({ type: 'notified' })
            }
          }
        `),
        'src/save-button.jsx': source(`
          import useNotifier from './utils/useNotifier'

          export const SaveButton = () => {
            const notify = useNotifier()
            return <button onClick={() => notify('Saved')}>Save</button>
          }
        `),
        'src/main.jsx': source(`
          import { createRoot } from 'react-dom/client'
          import { Provider } from 'react-redux'
          import { SnackbarProvider } from 'notistack'
          import { store } from './store'

          createRoot(document.getElementById('root')).render(
            <Provider store={store}>
              <SnackbarProvider>
                <p>App</p>
              </SnackbarProvider>
            </Provider>,
          )
        `),
        'src/store.js': 'export const store = { getState: () => ({}), subscribe: () => () => {}, dispatch() {} }\n',
      }),
    ).toEqual({
      SaveButton: {
        providers: [],
        parents: [
          { tag: 'Provider', from: { kind: 'package', module: 'react-redux', imported: 'Provider' }, props: [] },
          {
            tag: 'SnackbarProvider',
            from: { kind: 'package', module: 'notistack', imported: 'SnackbarProvider' },
            props: [],
          },
        ],
        site: {},
      },
    })
  })

  it("valid: a project provider calling a package's hook goes inside that package's provider, as in the entry", () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/store.js': source(`
        import { createStore } from 'redux'

        export const store = createStore((state = { dark: false }) => state)
      `),
      'src/context/error-context.jsx': source(`
        import { createContext, useContext, useState } from 'react'

        const ErrorContext = createContext()

        export const ErrorProvider = ({ children }) => {
          const [error, setError] = useState(null)
          return <ErrorContext.Provider value={{ error, setError }}>{children}</ErrorContext.Provider>
        }

        export const useError = () => useContext(ErrorContext)
      `),
      'src/context/flow-context.jsx': source(`
        import { createContext, useContext } from 'react'
        import { useDispatch } from 'react-redux'

        const FlowContext = createContext({})

        export const FlowProvider = ({ children }) => {
          const dispatch = useDispatch()
          return <FlowContext.Provider value={{ dispatch }}>{children}</FlowContext.Provider>
        }

        export const useFlow = () => useContext(FlowContext)
      `),
      'src/panel.jsx': source(`
        import { useSelector } from 'react-redux'
        import { useError } from './context/error-context'
        import { useFlow } from './context/flow-context'

        export const Panel = () => {
          const { setError } = useError()
          const { dispatch } = useFlow()
          const dark = useSelector((state) => state.dark)
          return <button onClick={() => dispatch({ type: 'toggle' })} onBlur={setError}>{String(dark)}</button>
        }
      `),
      'src/main.jsx': source(`
        import { createRoot } from 'react-dom/client'
        import { Provider } from 'react-redux'
        import { store } from './store'
        import { ErrorProvider } from './context/error-context'
        import { FlowProvider } from './context/flow-context'

        createRoot(document.getElementById('root')).render(
          <Provider store={store}>
            <ErrorProvider>
              <FlowProvider>
                <p>App</p>
              </FlowProvider>
            </ErrorProvider>
          </Provider>,
        )
      `),
    })
    const panel = analyser.prepareGeneration({ root: ROOT }).inputs.find((input) => input.suite.component === 'Panel')!
    const errorProvider = {
      kind: 'context',
      component: 'ErrorProvider',
      source: 'src/context/error-context.jsx',
      exportName: 'ErrorProvider',
    }
    const flowProvider = {
      kind: 'context',
      component: 'FlowProvider',
      source: 'src/context/flow-context.jsx',
      exportName: 'FlowProvider',
    }
    // FlowProvider's useDispatch needs react-redux's Provider; ErrorProvider reads nothing and stays outermost.
    expect({
      providers: panel.providers,
      parents: panel.parents.map(({ tag, providers }) => ({ tag, providers })),
    }).toEqual({ providers: [errorProvider], parents: [{ tag: 'Provider', providers: [flowProvider] }] })
  })
})

const QUERY = JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5', '@tanstack/react-query': '5.76.1' } })

const THEME = source(`
  import { createContext, useContext } from 'react'

  export const DEFAULT_THEME = 'dark'
  export const ThemeContext = createContext<string | null>(null)

  export function useTheme() {
    const theme = useContext(ThemeContext)
    if (theme === null) throw new Error('useTheme outside ThemeContext')
    return theme
  }
`)

const THEMED_APP = source(`
  import { useQuery } from '@tanstack/react-query'
  import { useTheme } from './theme'

  export function App() {
    const theme = useTheme()
    const { data } = useQuery({ queryKey: ['user'], queryFn: () => fetch('/api/user').then((r) => r.json()) })
    return <main className={theme}>{data?.name}</main>
  }
`)

/** An entry that mounts the app inside a wrapper it defines and does not export, as Vite templates write it. */
const entryWith = (wrapper: string): string =>
  source(`
    import { createRoot } from 'react-dom/client'
    import { useState, type ReactNode } from 'react'
    import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
    import { DEFAULT_THEME, ThemeContext } from './theme'
    import { App } from './app'

    const queryClient = new QueryClient()

    export ${wrapper}

    createRoot(document.getElementById('root')!).render(
      <Providers>
        <App />
      </Providers>,
    )
  `).replace('export function Providers', 'function Providers')

describe('a parent the suite cannot import: not exported, or in the module that mounts the app', () => {
  it('valid: an entry’s plain provider wrapper is rebuilt from its JSX; the app’s query client gives way', () => {
    const { analyser } = createProject({
      'package.json': QUERY,
      'src/theme.ts': THEME,
      'src/app.tsx': THEMED_APP,
      'src/main.tsx': entryWith(`function Providers({ children }: { children: ReactNode }) {
      return (
        <QueryClientProvider client={queryClient}>
          <ThemeContext.Provider value={DEFAULT_THEME}>{children}</ThemeContext.Provider>
        </QueryClientProvider>
      )
    }`),
    })
    const app = analyser.prepareGeneration({ root: ROOT }).inputs.find((input) => input.suite.component === 'App')!
    expect({
      providers: app.providers.map((need) => need.kind),
      parents: app.parents.map(({ tag, from, values }) => ({ tag, from, values })),
      imports: app.scope.imports,
      unprovided: app.unprovided,
    }).toEqual({
      // The suite's own fresh client, never the app's module-wide one nor both.
      providers: ['react-query'],
      parents: [
        {
          tag: 'ThemeContext.Provider',
          from: { kind: 'project', source: 'src/theme.ts', exportName: 'ThemeContext' },
          values: [{ name: 'value', expression: 'DEFAULT_THEME' }],
        },
      ],
      imports: [
        { from: { kind: 'project', source: 'src/theme.ts', exportName: 'DEFAULT_THEME' }, local: 'DEFAULT_THEME' },
      ],
      unprovided: [],
    })
  })

  it('valid: a wrapper whose value is its own state is named in a TODO, never imported from the entry', () => {
    const { analyser } = createProject({
      'package.json': QUERY,
      'src/theme.ts': THEME,
      'src/app.tsx': THEMED_APP,
      'src/main.tsx': entryWith(`function Providers({ children }: { children: ReactNode }) {
      const [theme] = useState(DEFAULT_THEME)
      return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>
    }`),
    })
    const app = analyser.prepareGeneration({ root: ROOT }).inputs.find((input) => input.suite.component === 'App')!
    expect(app.parents).toEqual([])
    expect(app.unprovided).toEqual([
      { key: 'src/theme.ts\0ThemeContext', context: 'ThemeContext', file: 'src/theme.ts', providedIn: 'src/main.tsx' },
    ])
  })

  it('invalid to import: what the entry exports gets no suite and is no parent: importing it boots the app', () => {
    const { analyser } = createProject({
      'package.json': QUERY,
      'src/theme.ts': THEME,
      'src/app.tsx': THEMED_APP,
      'src/main.tsx': entryWith(`function Providers({ children }: { children: ReactNode }) {
      return <ThemeContext.Provider value={DEFAULT_THEME}>{children}</ThemeContext.Provider>
    }`).replace('function Providers', 'export function Providers'),
    })
    const generation = analyser.prepareGeneration({ root: ROOT })
    expect(generation.plan.not_generated).toContainEqual({
      task: 'perf-harness',
      component: 'Providers',
      source: 'src/main.tsx',
      reason: expect.stringContaining('Its module mounts the app when imported'),
    })
    const app = generation.inputs.find((input) => input.suite.component === 'App')!
    expect(app.parents.map(({ tag, from }) => ({ tag, from }))).toEqual([
      { tag: 'ThemeContext.Provider', from: { kind: 'project', source: 'src/theme.ts', exportName: 'ThemeContext' } },
    ])
  })
})

describe('a package’s bare Provider around a site', () => {
  it('invalid to open: react-redux’s Provider is no compound’s Root, so it gets no `open`', () => {
    const manifest = JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5', 'react-redux': '9.2.0' } })
    expect(
      compositionOf(
        {
          'src/store.js': STORE_MODULE,
          'src/counter.jsx': source(`
            import { useSelector } from 'react-redux'

            export function Counter() {
              return <output>{useSelector((state) => state.count)}</output>
            }
          `),
          'src/main.jsx': source(`
            import { createRoot } from 'react-dom/client'
            import { Provider } from 'react-redux'
            import { store } from './store'
            import { Counter } from './counter'

            createRoot(document.getElementById('root')).render(
              <Provider store={store}>
                <Counter />
              </Provider>,
            )
          `),
        },
        manifest,
      ).Counter,
    ).toEqual({
      providers: [],
      parents: [{ tag: 'Provider', from: { kind: 'package', module: 'react-redux', imported: 'Provider' }, props: [] }],
      site: {},
    })
  })
})

const STORE_MODULE = source(`
  import { createStore } from 'redux'

  export const store = createStore((state = { count: 0 }) => state)
`)

describe('a provider put around the component that reads a provider of its own', () => {
  it('valid: gets that one outside it, as the entry nests them (a theme provider that calls useSelector)', () => {
    const manifest = JSON.stringify({
      dependencies: { react: '19.1.0', vite: '6.3.5', 'react-redux': '9.2.0', '@mui/material': '7.1.0' },
    })
    const { analyser } = createProject({
      'package.json': manifest,
      'src/store.js': STORE_MODULE,
      'src/app-theme-provider.jsx': source(`
        import { useMemo } from 'react'
        import { useSelector } from 'react-redux'
        import { ThemeProvider, createTheme } from '@mui/material/styles'

        export default function AppThemeProvider({ children }) {
          const count = useSelector((state) => state.count)
          const theme = useMemo(() => createTheme({ spacing: count }), [count])
          return <ThemeProvider theme={theme}>{children}</ThemeProvider>
        }
      `),
      'src/nav-bar.jsx': source(`
        import { Toolbar, Typography } from '@mui/material'

        export default function NavBar({ title }) {
          return <Toolbar><Typography>{title}</Typography></Toolbar>
        }
      `),
      // Rendered where no site reaches the entry: a page the router mounts from a route object.
      'src/settings-page.jsx': source(`
        import NavBar from './nav-bar'

        export default function SettingsPage() {
          return <NavBar title="Settings" />
        }
      `),
      'src/main.jsx': source(`
        import { createRoot } from 'react-dom/client'
        import { Provider } from 'react-redux'
        import { store } from './store'
        import AppThemeProvider from './app-theme-provider'

        createRoot(document.getElementById('root')).render(
          <Provider store={store}>
            <AppThemeProvider>
              <p>Loading</p>
            </AppThemeProvider>
          </Provider>,
        )
      `),
    })
    const navBar = analyser
      .prepareGeneration({ root: ROOT })
      .inputs.find((input) => input.suite.component === 'NavBar')!
    expect(navBar.parents.map(({ tag, values }) => ({ tag, values }))).toEqual([
      { tag: 'Provider', values: [{ name: 'store', expression: 'store' }] },
      { tag: 'AppThemeProvider', values: [] },
    ])
  })
})

describe('a project compound whose Root renders the children it is given through a spread', () => {
  it('valid: a part no site renders gets that Root around it, as ai-elements’ <div {...props} /> passes them', () => {
    expect(
      compositionOf({
        'src/branch.tsx': source(`
          import { createContext, useContext, useState, type HTMLAttributes } from 'react'

          type BranchContextValue = { current: number; select: (index: number) => void }
          const BranchContext = createContext<BranchContextValue | null>(null)

          const useBranch = () => {
            const context = useContext(BranchContext)
            if (!context) throw new Error('Branch components must be used within Branch')
            return context
          }

          export const Branch = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => {
            const [current, select] = useState(0)
            return (
              <BranchContext.Provider value={{ current, select }}>
                <div className={className} {...props} />
              </BranchContext.Provider>
            )
          }

          export const BranchPage = () => {
            const { current } = useBranch()
            return <span>{current + 1}</span>
          }
        `),
      }).BranchPage,
    ).toEqual({
      providers: ['context'],
      parents: [],
      site: {},
    })
  })
})

describe('react-router 5’s withRouter', () => {
  it('valid: the component it wraps gets a router, which withRouter reads where the element renders', () => {
    expect(
      compositionOf(
        {
          'src/file-tree.jsx': source(`
            import React from 'react'
            import { withRouter } from 'react-router-dom'

            class FileTree extends React.Component {
              render() {
                return <ul><li>{this.props.location.pathname}</li></ul>
              }
            }

            export default withRouter(FileTree)
          `),
        },
        JSON.stringify({ dependencies: { react: '18.3.1', 'react-scripts': '5.0.1', 'react-router-dom': '5.3.4' } }),
      ).FileTree,
    ).toMatchObject({ providers: ['router'] })
  })
})

describe('a component a table renders from its column definitions', () => {
  it('valid: its provider is put around the table, as a cell’s row actions read the feature’s context', () => {
    const manifest = JSON.stringify({
      dependencies: { react: '19.1.0', vite: '6.3.5', '@tanstack/react-table': '8.21.3' },
    })
    expect(
      compositionOf(
        {
          'src/tasks/tasks-provider.tsx': source(`
            import { createContext, useContext, useState, type ReactNode } from 'react'

            const TasksContext = createContext<{ open: string | null } | null>(null)

            export function TasksProvider({ children }: { children: ReactNode }) {
              const [open] = useState<string | null>(null)
              return <TasksContext.Provider value={{ open }}>{children}</TasksContext.Provider>
            }

            export const useTasks = () => {
              const context = useContext(TasksContext)
              if (!context) throw new Error('useTasks has to be used within <TasksContext>')
              return context
            }
          `),
          'src/tasks/row-actions.tsx': source(`
            import { useTasks } from './tasks-provider'

            export function RowActions({ id }: { id: string }) {
              const { open } = useTasks()
              return <button type="button">{open === id ? 'Close' : 'Open'}</button>
            }
          `),
          'src/tasks/columns.tsx': source(`
            import type { ColumnDef } from '@tanstack/react-table'
            import { RowActions } from './row-actions'

            export const columns: ColumnDef<{ id: string }>[] = [
              { id: 'actions', cell: ({ row }) => <RowActions id={row.original.id} /> },
            ]
          `),
          'src/tasks/tasks-table.tsx': source(`
            import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
            import { columns } from './columns'

            export function TasksTable({ data }: { data: { id: string }[] }) {
              const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel() })
              return (
                <table>
                  <tbody>
                    {table.getRowModel().rows.map((row) => (
                      <tr key={row.id}>
                        {row.getVisibleCells().map((cell) => (
                          <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )
            }
          `),
        },
        manifest,
      ).TasksTable,
    ).toMatchObject({ providers: ['context'] })
  })
})

describe('a hook of a package the analyser does not read, in an app that gives every component a query client', () => {
  it('valid: gets the suite’s own client, as the app’s root gives one (linkwarden’s @linkwarden/router)', () => {
    const manifest = JSON.stringify({
      dependencies: { react: '19.1.0', next: '15.3.2', '@tanstack/react-query': '5.76.1', '@acme/router': '1.0.0' },
    })
    const composed = compositionOf(
      {
        'pages/_app.tsx': source(`
          import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
          import type { AppProps } from 'next/app'

          const queryClient = new QueryClient()

          export default function App({ Component, pageProps }: AppProps) {
            return (
              <QueryClientProvider client={queryClient}>
                <Component {...pageProps} />
              </QueryClientProvider>
            )
          }
        `),
        'components/collection-card.tsx': source(`
          import { useUpdateCollection } from '@acme/router/collections'

          export function CollectionCard({ id }: { id: string }) {
            const update = useUpdateCollection()
            return <button type="button" onClick={() => update.mutate(id)}>Pin</button>
          }
        `),
        'components/badge.tsx': source(`
          import { useState } from 'react'

          export function Badge({ label }: { label: string }) {
            const [shown] = useState(true)
            return shown ? <span>{label}</span> : null
          }
        `),
      },
      manifest,
    )
    expect(composed.CollectionCard).toMatchObject({ providers: ['react-query'] })
    expect(composed.Badge).toMatchObject({ providers: [] })
  })
})

describe('a hook of a sibling workspace package the analyser does not read', () => {
  it('valid: gets the providers the app’s root gives every page, as linkwarden’s router hooks read its session', () => {
    const manifest = JSON.stringify({
      dependencies: {
        react: '19.1.0',
        next: '15.3.2',
        'next-auth': '4.24.11',
        '@acme/router': '*',
        'date-fns': '4.1.0',
      },
    })
    const composed = compositionOf(
      {
        'pages/_app.tsx': source(`
          import { SessionProvider } from 'next-auth/react'
          import type { AppProps } from 'next/app'

          export default function App({ Component, pageProps }: AppProps) {
            return (
              <SessionProvider refetchOnWindowFocus={false}>
                <Component {...pageProps} />
              </SessionProvider>
            )
          }
        `),
        'components/collection-card.tsx': source(`
          import { useUser } from '@acme/router/user'

          export function CollectionCard() {
            const { data } = useUser()
            return <p>{data?.name}</p>
          }
        `),
        // A hook of an installed package, not the app's own: no provider of the app's is its to read.
        'components/when.tsx': source(`
          import { useNow } from 'date-fns'

          export function When() {
            return <time>{String(useNow())}</time>
          }
        `),
      },
      manifest,
    )
    expect(composed.CollectionCard).toMatchObject({ parents: [{ tag: 'SessionProvider' }] })
    expect(composed.When).toMatchObject({ parents: [] })
  })
})

describe('Formik’s fields', () => {
  it('valid: rendering <Field> or calling useFormikContext gets an empty <Formik>; rendering its own, none', () => {
    const manifest = JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5', formik: '2.4.9' } })
    const composed = compositionOf(
      {
        'src/number-field.tsx': source(`
          import { Field } from 'formik'

          export function NumberField({ name }: { name: string }) {
            return <Field name={name} type="number" />
          }
        `),
        'src/save-bar.tsx': source(`
          import { useFormikContext } from 'formik'

          export function SaveBar() {
            const { dirty } = useFormikContext()
            return <button type="submit" disabled={!dirty}>Save</button>
          }
        `),
        'src/filter-form.tsx': source(`
          import { Field, Formik } from 'formik'

          export function FilterForm() {
            return (
              <Formik initialValues={{ name: '' }} onSubmit={() => {}}>
                <Field name="name" />
              </Formik>
            )
          }
        `),
      },
      manifest,
    )
    expect(composed.NumberField).toMatchObject({ providers: ['formik'] })
    expect(composed.SaveBar).toMatchObject({ providers: ['formik'] })
    expect(composed.FilterForm).toMatchObject({ providers: [] })
  })
})

describe('the accessible name every site gives a component', () => {
  const ICON_BUTTON = source(`
    import type { ButtonHTMLAttributes } from 'react'

    export function IconButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
      return <button type="button" {...props} />
    }
  `)

  it('valid: an aria-label every site writes is the suite’s too, though the type names it nowhere', () => {
    const composed = compositionOf({
      'src/icon-button.tsx': ICON_BUTTON,
      'src/toolbar.tsx': source(`
        import { IconButton } from './icon-button'

        export function Toolbar() {
          return (
            <div>
              <IconButton aria-label="Close" />
              <IconButton aria-label="Close" />
              <IconButton aria-label={'Refresh'} />
            </div>
          )
        }
      `),
    })
    expect(composed.IconButton).toMatchObject({ site: { 'aria-label': 'Close' } })
  })

  it('valid: the text every site writes between the tags of a button whose type names no children', () => {
    const composed = compositionOf({
      'src/icon-button.tsx': ICON_BUTTON,
      'src/toolbar.tsx': source(`
        import { IconButton } from './icon-button'

        export function Toolbar() {
          return (
            <div>
              <IconButton>Save</IconButton>
              <IconButton>Save</IconButton>
              <IconButton>Cancel</IconButton>
            </div>
          )
        }
      `),
    })
    expect(composed.IconButton).toMatchObject({ site: { children: 'Save' } })
  })

  it('valid: the text a button’s children read at rest, through icons, elements and a pending branch', () => {
    const composed = compositionOf({
      'src/icon-button.tsx': ICON_BUTTON,
      'src/toolbar.tsx': source(`
        import { IconButton } from './icon-button'
        import { Spinner, Trash } from './icons'

        export function Toolbar({ pending }: { pending: boolean }) {
          return (
            <div>
              <IconButton>{pending ? <><Spinner /> Saving…</> : 'Save changes'}</IconButton>
              <IconButton>{pending ? <><Spinner /> Saving…</> : 'Save changes'}</IconButton>
              <IconButton>
                <Trash /> <span className="sr-only">Delete</span>
              </IconButton>
            </div>
          )
        }
      `),
    })
    expect(composed.IconButton).toMatchObject({ site: { children: 'Save changes' } })
  })

  it('invalid: children with nothing to read give no name, so an icon-only button is still judged bare', () => {
    const composed = compositionOf({
      'src/icon-button.tsx': ICON_BUTTON,
      'src/toolbar.tsx': source(`
        import { IconButton } from './icon-button'
        import { Trash } from './icons'

        export function Toolbar({ open }: { open: boolean }) {
          return (
            <div>
              <IconButton><Trash /></IconButton>
              <IconButton>{open && 'Close'}</IconButton>
            </div>
          )
        }
      `),
    })
    expect((composed.IconButton as { site: object }).site).not.toHaveProperty('children')
  })

  it('invalid: a name one site leaves out is left out, as that site renders it', () => {
    const composed = compositionOf({
      'src/icon-button.tsx': ICON_BUTTON,
      'src/toolbar.tsx': source(`
        import { IconButton } from './icon-button'

        export function Toolbar() {
          return (
            <div>
              <IconButton aria-label="Close" />
              <IconButton title="Refresh" />
            </div>
          )
        }
      `),
    })
    expect((composed.IconButton as { site: object }).site).toEqual({})
  })
})
