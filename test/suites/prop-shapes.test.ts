import { describe, expect, it } from 'vitest'
import type { SuiteInput } from '../../analyser/index.js'
import { renderProps } from '../../cli/generate/subject.js'
import { printValue, synthesise } from '../../cli/generate/values.js'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'

const VITE = JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5' } })

describe('a prop typed bigint', () => {
  it('valid: is given a bigint, which the component can add to its own (a number there throws)', () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/total-size.tsx': source(`
        export function TotalSize({ sizes, label }: { sizes: { size: bigint }[]; label: string }) {
          const total = sizes.reduce((sum, item) => sum + item.size, 0n)
          return <p>{label}: {total.toString()}</p>
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const sizes = inputs.find((input: SuiteInput) => input.suite.component === 'TotalSize')!.props[0]!
    expect(sizes.shape).toEqual({
      kind: 'array',
      of: { kind: 'object', members: [{ name: 'size', optional: false, shape: { kind: 'bigint' } }] },
    })
    expect(printValue(synthesise(sizes.shape, 'sizes', false, []), '')).toBe('[{ size: 1n }]')
    // JSON carries no bigint: a response body gets a number.
    expect(printValue(synthesise(sizes.shape, 'sizes', true, []), '')).toBe('[{ size: 1 }]')
  })
})

describe('a prop typed as a list of tuples', () => {
  it('valid: each tuple gets a value an element, in order (a named tuple member is its type)', () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/tag-list.tsx': source(`
        export function TagList({ tagAmounts }: { tagAmounts: [tag: string, amount: number, note?: string][] }) {
          return <ul>{tagAmounts.map(([tag, amount]) => <li key={tag}>{tag.split('/')[0]} {amount}</li>)}</ul>
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const tagAmounts = inputs.find((input: SuiteInput) => input.suite.component === 'TagList')!.props[0]!
    expect(tagAmounts.shape).toEqual({
      kind: 'array',
      of: { kind: 'tuple', items: [{ kind: 'string' }, { kind: 'number' }, { kind: 'string' }] },
    })
    expect(printValue(synthesise(tagAmounts.shape, 'tagAmounts', false, []), '')).toBe(
      "[['tagAmount', 9.99, 'tagAmount']]",
    )
  })
})

describe('a prop typed as a built-in class', () => {
  it('valid: a File, a ReadonlySet and a Map are made with new, so code reading .name or calling .has runs', () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/upload-row.tsx': source(`
        export function UploadRow(props: { file: File; selected: ReadonlySet<string>; sizes: Map<string, number> }) {
          const { file, selected, sizes } = props
          return <li aria-selected={selected.has(file.name)}>{file.name} {sizes.get(file.name)}</li>
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const props = inputs.find((input: SuiteInput) => input.suite.component === 'UploadRow')!.props
    expect(props.map((prop) => printValue(synthesise(prop.shape, prop.name, false, []), ''))).toEqual([
      "new File(['file'], 'file.txt', { type: 'text/plain' })",
      "new Set(['selected'])",
      'new Map()',
    ])
    // In a JSON body, what JSON carries: no file, a list, an object.
    expect(props.map((prop) => printValue(synthesise(prop.shape, prop.name, true, []), ''))).toEqual([
      'null',
      "['selected']",
      '{}',
    ])
  })
})

describe('a props type exported through a barrel with `export type { … } from`', () => {
  it('valid: is followed like a value re-export, so its props are built, none left to a person', () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/types/controller.ts': 'export interface Controller {\n  run(id: string): void\n}\n',
      'src/types/panel.ts': 'export interface PanelProps {\n  status: "idle" | "recording"\n  seconds: number\n}\n',
      'src/types/index.ts': source(`
        export type { Controller } from './controller'
        export type { PanelProps as RecorderPanelProps } from './panel'
      `),
      'src/toolbar.tsx': source(`
        import type { RefObject } from 'react'
        import type { Controller } from './types'

        export function Toolbar({ controllerRef }: { controllerRef: RefObject<Controller | null> }) {
          return <button onClick={() => controllerRef.current?.run('bold')}>Bold</button>
        }
      `),
      'src/recorder-panel.tsx': source(`
        import type { RecorderPanelProps } from './types'

        export function RecorderPanel({ status, seconds }: RecorderPanelProps) {
          return <p>{status} {seconds.toFixed(0)}</p>
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    expect(
      Object.fromEntries(
        inputs.map((input: SuiteInput) => [
          input.suite.component,
          {
            props: input.props.map((prop) => printValue(synthesise(prop.shape, prop.name, false, []), '')),
            unresolved: input.unresolved,
          },
        ]),
      ),
    ).toEqual({
      Toolbar: { props: ['{ current: null }'], unresolved: [] },
      RecorderPanel: { props: ["'idle'", '1'], unresolved: [] },
    })
  })
})

describe('a function prop whose type returns a value', () => {
  it('valid: gives that value back, so code reading what it returns runs; a void one does nothing', () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/memo-list.tsx': source(`
        interface Memo {
          name: string
        }

        export function MemoList(props: {
          memos: Memo[]
          listSort?: (memos: Memo[]) => Memo[]
          renderEmpty?: () => string
          onOpen?: (memo: Memo) => void
          onSave?: () => Promise<void>
          describe?: (memo: Memo) => { title: string }
        }) {
          const sorted = props.listSort ? props.listSort(props.memos) : props.memos
          const items = sorted.map((memo) => <li key={memo.name}>{memo.name}</li>)
          return <ul>{sorted.length === 0 ? props.renderEmpty?.() : items}</ul>
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const props = inputs.find((input: SuiteInput) => input.suite.component === 'MemoList')!.props
    expect(props.map((prop) => [prop.name, printValue(synthesise(prop.shape, prop.name, false, []), '')])).toEqual([
      ['memos', "[{ name: 'name' }]"],
      ['listSort', "() => [{ name: 'name' }]"],
      ['renderEmpty', "() => 'renderEmpty'"],
      ['onOpen', '() => {}'],
      ['onSave', '() => {}'],
      ['describe', "() => ({ title: 'title' })"],
    ])
  })
})

describe('a prop typed keyof typeof an object', () => {
  it('valid: a project const gives its first key, which the component looks up; anything else a string', () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/components/icons.tsx': source(`
        import { ArrowRight, LayoutDashboard } from 'lucide-react'

        export const Icons = {
          dashboard: LayoutDashboard,
          arrowRight: ArrowRight,
          gitHub: () => <svg />,
        }
      `),
      'src/types/index.ts': source(`
        import { Icons } from '../components/icons'

        export interface NavItem {
          title: string
          icon?: keyof typeof Icons
        }
      `),
      'src/dashboard-nav.tsx': source(`
        import { icons } from 'lucide-react'
        import { Icons } from './components/icons'
        import type { NavItem } from './types'

        const SIZES = { sm: 12, md: 16 } as const

        interface Theme {
          light: string
          dark: string
        }

        export function DashboardNav(props: {
          items: NavItem[]
          size: keyof typeof SIZES
          badge: keyof typeof icons
          theme: keyof Theme
        }) {
          return (
            <nav style={{ fontSize: SIZES[props.size] }} data-theme={props.theme} data-badge={props.badge}>
              {props.items.map((item) => {
                const Icon = Icons[item.icon || 'arrowRight']
                return <Icon key={item.title} />
              })}
            </nav>
          )
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const props = inputs.find((input: SuiteInput) => input.suite.component === 'DashboardNav')!.props
    expect(props.map((prop) => [prop.name, printValue(synthesise(prop.shape, prop.name, false, []), '')])).toEqual([
      ['items', "[{ title: 'title', icon: 'dashboard' }]"],
      ['size', "'sm'"],
      ['badge', "'badge'"],
      ['theme', "'theme'"],
    ])
  })
})

describe("a props type declared in the project's own .d.ts", () => {
  it('valid: is read from it under baseUrl, so a list prop is built, none left undefined', () => {
    const { analyser } = createProject({
      'package.json': JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }),
      'components/icons.tsx': source(`
        import { Command, X } from 'lucide-react'

        export const Icons = { logo: Command, close: X }
      `),
      'types/index.d.ts': source(`
        import { Icons } from '@/components/icons'

        export type SidebarNavItem = {
          title: string
          href: string
          icon?: keyof typeof Icons
        }
      `),
      'components/sidebar-nav.tsx': source(`
        'use client'
        import { SidebarNavItem } from 'types'
        import { Icons } from '@/components/icons'

        export function SidebarNav({ items }: { items: SidebarNavItem[] }) {
          return (
            <nav>
              {items.map((item) => {
                const Icon = Icons[item.icon ?? 'close']
                return <a key={item.href} href={item.href}><Icon />{item.title}</a>
              })}
            </nav>
          )
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const input = inputs.find((each: SuiteInput) => each.suite.component === 'SidebarNav')!
    expect({
      props: input.props.map((prop) => printValue(synthesise(prop.shape, prop.name, false, []), '')),
      unresolved: input.unresolved,
    }).toEqual({ props: ["[{ title: 'title', href: '/', icon: 'logo' }]"], unresolved: [] })
  })
})

describe('a props type intersected with a union', () => {
  it("valid: takes the union's first object, so the members only it declares are built; a plain object stays", () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/nav-link.tsx': source(`
        type NavItem = { title: string } & ({ href: string; items?: never } | { href?: string; items: NavItem[] })

        export function NavLink(props: { item: NavItem; plain: { title: string } & { tone: 'muted' } }) {
          return props.item.href ? <a href={props.item.href}>{props.item.title}</a> : <span>{props.plain.tone}</span>
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const props = inputs.find((input: SuiteInput) => input.suite.component === 'NavLink')!.props
    expect(props.map((prop) => [prop.name, printValue(synthesise(prop.shape, prop.name, false, []), '')])).toEqual([
      ['item', "{ title: 'title', href: '/', items: undefined }"],
      ['plain', "{ title: 'title', tone: 'muted' }"],
    ])
    // `items?: never` is known to be absent, not a type left to a person.
    expect(props[0]!.shape).toMatchObject({ members: [{}, {}, { name: 'items', shape: { kind: 'undefined' } }] })
  })
})

describe('a prop whose type nests project types in lists of lists', () => {
  it('valid: is built down to the innermost type, as a mail list reads item.from.name', () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/data.ts': source(`
        export type Recipient = { name: string; email: string }
        export type Mail = { id: string; from: Recipient; to: Recipient[] }
      `),
      'src/mail-list.tsx': source(`
        import type { Mail } from './data'

        type MailGroup = { id: string; items: Mail[] }

        export function MailList({ groups }: { groups: MailGroup[] }) {
          return <ul>{groups.map((group) => group.items.map((item) => <li key={item.id}>{item.from.name[0]}</li>))}</ul>
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const [groups] = inputs.find((input: SuiteInput) => isSuiteOf(input, 'MailList'))!.props
    expect(printValue(synthesise(groups!.shape, 'groups', false, []), '')).toBe(
      [
        '[',
        '  {',
        "    id: 'id-1',",
        '    items: [',
        '      {',
        "        id: 'id-1',",
        "        from: { name: 'name', email: 'ada@example.com' },",
        "        to: [{ name: 'name', email: 'ada@example.com' }],",
        '      },',
        '    ],',
        '  },',
        ']',
      ].join('\n'),
    )
  })
})

describe('a prop typed as a Record', () => {
  it('valid: over a union of string literals has each key, which code reads (board[column]); over string none', () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/types.ts': source(`
        export type ColumnId = 'todo' | 'done'
        export type Task = { id: string; title: string }
        export type BoardState = Record<ColumnId, Task[]>
      `),
      'src/board.tsx': source(`
        import type { BoardState, ColumnId } from './types'

        const COLUMNS: ColumnId[] = ['todo', 'done']

        export function Board({ board, notes }: { board: BoardState; notes: Record<string, number> }) {
          return <ul>{COLUMNS.map((column) => <li key={column}>{board[column].length} {notes[column]}</li>)}</ul>
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const [board, notes] = inputs.find((input: SuiteInput) => isSuiteOf(input, 'Board'))!.props
    expect(printValue(synthesise(board!.shape, 'board', false, []), '')).toBe(
      "{ todo: [{ id: 'id-1', title: 'title' }], done: [{ id: 'id-1', title: 'title' }] }",
    )
    expect(printValue(synthesise(notes!.shape, 'notes', false, []), '')).toBe('{}')
  })
})

describe("a prop typed by a package's type the analyser does not read", () => {
  it("valid: is built from the component's reads of it, through what a method gives back; a known type is kept", () => {
    const { analyser } = createProject({
      'package.json': VITE,
      'src/pagination.tsx': source(`
        import type { Table } from '@tanstack/react-table'

        export function Pagination<TData>({ table, label }: { table: Table<TData>; label: string }) {
          const page = table.getState().pagination.pageIndex + 1
          const rows = table.getFilteredSelectedRowModel().rows
          return (
            <nav aria-label={label.trim()}>
              {page} of {table.getPageCount()}, {rows.length} selected
              <button disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>Next</button>
              {table.getColumn('status')?.getFilterValue()}
            </nav>
          )
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const input = inputs.find((each: SuiteInput) => isSuiteOf(each, 'Pagination'))!
    const [table, label] = input.props
    const fn = (returns?: unknown) => (returns === undefined ? { kind: 'function' } : { kind: 'function', returns })
    const object = (members: [string, unknown][]) => ({
      kind: 'object',
      members: members.map(([name, shape]) => ({ name, optional: false, shape })),
    })
    expect(table!.shape).toEqual(
      object([
        // The ends take their names' kinds: TanStack's pageIndex is a number, its rows a list.
        ['getState', fn(object([['pagination', object([['pageIndex', { kind: 'number' }]])]]))],
        [
          'getFilteredSelectedRowModel',
          fn(object([['rows', { kind: 'array', of: { kind: 'unknown', text: 'list item' } }]])),
        ],
        ['getPageCount', fn()],
        ['getCanNextPage', fn()],
        ['nextPage', fn()],
        ['getColumn', fn(object([['getFilterValue', fn()]]))],
      ]),
    )
    // Built, so no TODO asks a person for it; the string label keeps its type's shape.
    expect(input.unresolved.map((prop) => prop.prop)).not.toContain('table')
    expect(label!.shape).toEqual({ kind: 'string' })
  })
})

describe('a prop a component forwards unnamed to a package element that throws without it', () => {
  it(
    "valid: is given as the element's docs ask: a toggle group's type, a toast action's altText, a " +
      "Controller's render and name; a prop the element is written with, or a part that asks none, adds nothing",
    () => {
      const { analyser } = createProject({
        'package.json': VITE,
        'src/ui/toggle-group.tsx': source(`
          import * as React from 'react'
          import * as ToggleGroupPrimitive from '@radix-ui/react-toggle-group'

          type ToggleGroupProps = React.ComponentProps<typeof ToggleGroupPrimitive.Root>

          export function ToggleGroup({ className, children, ...props }: ToggleGroupProps) {
            return <ToggleGroupPrimitive.Root className={className} {...props}>{children}</ToggleGroupPrimitive.Root>
          }

          export function Alignment(props: { label: string }) {
            return <ToggleGroupPrimitive.Root type="multiple" aria-label={props.label} {...props} />
          }
        `),
        'src/ui/toast.tsx': source(`
          import * as React from 'react'
          import * as ToastPrimitives from '@radix-ui/react-toast'

          export const ToastAction = React.forwardRef<HTMLButtonElement, ToastPrimitives.ToastActionProps>(
            ({ className, ...props }, ref) => <ToastPrimitives.Action ref={ref} className={className} {...props} />,
          )

          export const ToastTitle = React.forwardRef<HTMLDivElement, ToastPrimitives.ToastTitleProps>(
            (props, ref) => <ToastPrimitives.Title ref={ref} {...props} />,
          )
        `),
        'src/ui/form.tsx': source(`
          import * as React from 'react'
          import { Controller, type ControllerProps, type FieldPath, type FieldValues } from 'react-hook-form'

          const FormFieldContext = React.createContext<{ name: string }>({ name: '' })

          export const FormField = <TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
            ...props
          }: ControllerProps<TFieldValues, TName>) => (
            <FormFieldContext.Provider value={{ name: props.name }}>
              <Controller {...props} />
            </FormFieldContext.Provider>
          )
        `),
      })
      const { inputs } = analyser.prepareGeneration({ root: ROOT })
      const forwarded = (component: string) =>
        Object.fromEntries(
          inputs
            .find((input: SuiteInput) => isSuiteOf(input, component))!
            .props.filter((prop) => ['type', 'altText', 'render', 'name'].includes(prop.name))
            .map((prop) => [prop.name, printValue(synthesise(prop.shape, prop.name, false, []), '')]),
        )
      expect(forwarded('ToggleGroup')).toEqual({ type: "'single'" })
      expect(forwarded('ToastAction')).toEqual({ altText: "'Undo'" })
      expect(forwarded('FormField')).toEqual({ render: '() => <span>Render</span>', name: "'field'" })
      // Written at the element, the prop is the element's own; a title's part throws without nothing.
      expect(forwarded('Alignment')).toEqual({})
      expect(forwarded('ToastTitle')).toEqual({})
      const formField = inputs.find((input: SuiteInput) => isSuiteOf(input, 'FormField'))!
      expect(formField.unresolved.map((prop) => prop.prop)).not.toContain('name')
    },
  )
})

function isSuiteOf(input: SuiteInput, component: string): boolean {
  return input.suite.component === component
}

/** The `const props` lines a component's suite opens with, as the generator writes them. */
function propsOf(files: Record<string, string>, component: string): string[] {
  const { analyser } = createProject({ 'package.json': VITE, ...files })
  const input = analyser.prepareGeneration({ root: ROOT }).inputs.find((found) => found.suite.component === component)
  return renderProps(input as SuiteInput)
}

describe('a prop the component tests against strings or looks up by key', () => {
  it('valid: an untyped prop takes the first string it is compared with, where its own name matches no branch', () => {
    const lines = propsOf(
      {
        'src/axis-label.jsx': source(`
          export function AxisLabel({ scale }) {
            if (scale === 'time') return <span>Dates</span>
            return <span>{scale.toUpperCase()}</span>
          }
        `),
      },
      'AxisLabel',
    )
    expect(lines.at(-1)).toBe("const props = { scale: 'time' }")
  })

  it('valid: a string prop takes a key of the object it indexes, imported or not, before any comparison', () => {
    const lines = propsOf(
      {
        'src/tones.js': "export const TONES = { info: 'blue', danger: 'red' }\n",
        'src/badge.tsx': source(`
          import { TONES } from './tones'

          export function Badge({ tone, label }: { tone: string; label: string }) {
            if (tone === 'muted') return <span>{label}</span>
            return <span style={{ color: TONES[tone].toString() }}>{label}</span>
          }
        `),
      },
      'Badge',
    )
    expect(lines.at(-1)).toBe("const props = { tone: 'info', label: 'label' }")
  })

  it('valid: a switch’s cases and an array’s includes are strings it expects', () => {
    const lines = propsOf(
      {
        'src/status.jsx': source(`
          export function Status({ state, size }) {
            const small = ['sm', 'xs'].includes(size)
            switch (state) {
              case 'done':
                return <b>{small ? 'ok' : 'Done'}</b>
              default:
                return <i>{state}</i>
            }
          }
        `),
      },
      'Status',
    )
    expect(lines.at(-1)).toBe("const props = { state: 'done', size: 'sm' }")
  })

  it('invalid to change: a typed string nothing compares keeps its name as its sample', () => {
    const lines = propsOf(
      { 'src/title.tsx': 'export function Title({ text }: { text: string }) {\n  return <h1>{text}</h1>\n}\n' },
      'Title',
    )
    expect(lines.at(-1)).toBe("const props = { text: 'text' }")
  })
})

describe('a prop no type describes, named for what it holds', () => {
  it('valid: a date by its name (`createdAt`, `startDate`) is its ISO text, as JSON gives it; a TODO says so', () => {
    const lines = propsOf(
      {
        'src/post-date.jsx': source(`
          import { format } from './format'

          export function PostDate({ createdAt, startDate, title }) {
            return <time>{title} {format(createdAt)} {format(startDate)}</time>
          }
        `),
        'src/format.js': 'export const format = (date) => new Date(date).toISOString().slice(0, 10)\n',
      },
      'PostDate',
    )
    expect(lines.at(-1)).toBe(
      'const props = {\n' +
        "  createdAt: '2024-01-01T00:00:00.000Z',\n" +
        "  startDate: '2024-01-01T00:00:00.000Z',\n" +
        '  title: undefined,\n' +
        '}',
    )
    expect(lines.join('\n')).toContain('give createdAt a value')
    expect(lines.join('\n')).toContain('a date stands in, by its name')
  })

  it('valid: a string named for SVG markup (`iconSVG`) is an icon with one shape, which the component parses', () => {
    const lines = propsOf(
      {
        'src/api-icon.tsx': source(`
          export function ApiIcon({ iconSVG, label }: { iconSVG: string; label: string }) {
            const svg = new DOMParser().parseFromString(iconSVG, 'image/svg+xml').documentElement
            return <i aria-label={label} data-box={svg.getAttribute('viewBox')} />
          }
        `),
      },
      'ApiIcon',
    )
    expect(lines.at(-1)).toBe(
      'const props = {\n' +
        `  iconSVG: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">` +
        `<path d="M0 0h24v24H0z"/></svg>',\n` +
        "  label: 'label',\n" +
        '}',
    )
  })

  it('valid: a prop handed to a link’s href or to is a path, which next/link throws without', () => {
    const lines = propsOf(
      {
        'src/nav-item.jsx': source(`
          import { Link } from 'react-router-dom'

          export function NavItem({ destination, label }) {
            return <Link to={destination}>{label}</Link>
          }
        `),
      },
      'NavItem',
    )
    expect(lines.at(-1)).toBe("const props = { destination: '/', label: undefined }")
  })
})

describe('a generated object literal', () => {
  it('valid: never repeats a key, where an intersection declares a member twice', () => {
    const lines = propsOf(
      {
        'src/user-card.tsx': source(`
          type Named = { id: string; name: string }
          type Dated = { id: string; joined: string }

          export function UserCard({ user }: { user: Named & Dated }) {
            return <p>{user.id} {user.name} {user.joined}</p>
          }
        `),
      },
      'UserCard',
    )
    expect(lines.at(-1)).toBe("const props = { user: { id: 'id-1', name: 'name', joined: 'joined' } }")
  })
})

describe('a class component’s constructor parameter', () => {
  it('valid: reads the props as this.props does, so a route’s match is built from what it reads', () => {
    const lines = propsOf(
      {
        'src/application-edit-page.jsx': source(`
          import React from 'react'

          export default class ApplicationEditPage extends React.Component {
            constructor(props) {
              super(props)
              this.state = { applicationName: props.match.params.applicationName }
            }

            render() {
              return <h1>{this.state.applicationName}</h1>
            }
          }
        `),
      },
      'ApplicationEditPage',
    )
    expect(lines.at(-1)).toBe("const props = { match: { params: { applicationName: 'applicationName' } } }")
  })
})

describe('an untyped prop built from what the component reads of it', () => {
  it('valid: a value read at the end takes what its name says: a list, a flag, a number, a date, else a string', () => {
    const lines = propsOf(
      {
        'src/user-tabs.jsx': source(`
          import { LinkList } from './link-list'

          export function UserTabs({ data }) {
            return (
              <section>
                <h2>{data.username}</h2>
                {data.isVirtual ? 'online' : data.location}
                <span>{data.total} since {data.joinedAt}</span>
                <LinkList links={data.links} />
              </section>
            )
          }
        `),
        'src/link-list.jsx': 'export const LinkList = ({ links }) => <p>{links.length}</p>\n',
      },
      'UserTabs',
    )
    expect(lines.at(-1)).toBe(
      'const props = {\n' +
        '  data: {\n' +
        "    username: 'username',\n" +
        '    isVirtual: false,\n' +
        "    location: 'location',\n" +
        '    total: 9.99,\n' +
        "    joinedAt: '2024-01-01T00:00:00.000Z',\n" +
        '    links: [],\n' +
        '  },\n' +
        '}',
    )
  })
})

describe('an untyped prop by where the component puts it', () => {
  it('valid: one rendered as an element is a component, one destructured in its parameter an object (_app)', () => {
    const lines = propsOf(
      {
        'pages/_app.jsx': source(`
          export default function MyApp({ Component, pageProps: { session, ...pageProps } }) {
            const getLayout = Component.getLayout || ((page) => page)
            return <main data-session={session}>{getLayout(<Component {...pageProps} />)}</main>
          }
        `),
      },
      'MyApp',
    )
    expect(lines.at(-1)).toBe("const props = { Component: () => null, pageProps: { session: 'session' } }")
  })

  it('valid: one handed to a package element’s show or open is true: headlessui’s Transition throws without', () => {
    const lines = propsOf(
      {
        'src/confirm-dialog.jsx': source(`
          import { Transition } from '@headlessui/react'

          export function ConfirmDialog({ open, title }) {
            return (
              <Transition.Root show={open}>
                <p>{title}</p>
              </Transition.Root>
            )
          }
        `),
      },
      'ConfirmDialog',
    )
    expect(lines.filter((line) => !line.startsWith('//')).at(-1)).toBe('const props = { open: true, title: undefined }')
  })
})

describe('an untyped prop that nothing describes but its name', () => {
  it('valid: a plural is an empty list, a flag false, under a TODO saying so; any other stays undefined', () => {
    const lines = propsOf(
      {
        'pages/icons.jsx': source(`
          import { useState } from 'react'

          export default function Icons({ popularIcons, isCompact, title }) {
            const [shown] = useState(popularIcons)
            const items = shown.map((icon) => <li key={icon}>{icon}</li>)
            return <ul className={isCompact ? 'compact' : ''} title={title}>{items}</ul>
          }
        `),
      },
      'Icons',
    )
    expect(lines.at(-1)).toBe('const props = { popularIcons: [], isCompact: false, title: undefined }')
    expect(lines.join(' ')).toContain('give popularIcons a value')
    expect(lines.join(' ')).toContain('an empty list stands in, by its name')
  })
})

describe("a prop typed by a project type named as one of React's", () => {
  it("valid: the project's declaration wins (type ComponentType = string); React's own name means React's", () => {
    const { analyser } = createProject({
      'package.json': VITE,
      // As tilt's API types: a generated file declares a ComponentType of its own.
      'src/core.d.ts': source(`
        export type ComponentType = string
        export interface UIComponentLocation {
          componentID: string
          componentType: ComponentType
        }
      `),
      'src/nav.tsx': source(`
        import type * as React from 'react'
        import type { UIComponentLocation } from './core'

        export function Nav({ location, icon: Icon }: { location: UIComponentLocation; icon: React.ComponentType }) {
          return <nav data-type={location.componentType.toUpperCase()}><Icon /></nav>
        }
      `),
    })
    const { inputs } = analyser.prepareGeneration({ root: ROOT })
    const [location, icon] = inputs.find((input: SuiteInput) => input.suite.component === 'Nav')!.props
    expect({ location: location!.shape, icon: icon!.shape }).toEqual({
      location: {
        kind: 'object',
        members: [
          { name: 'componentID', optional: false, shape: { kind: 'string' } },
          { name: 'componentType', optional: false, shape: { kind: 'string' } },
        ],
      },
      icon: { kind: 'component' },
    })
  })
})
