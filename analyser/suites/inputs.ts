import * as path from 'node:path'
import type { ComponentSummary, ModuleSummary } from '../module/summary.js'
import { findPackageOrigin } from '../link/hook-origins.js'
import type { LinkedProject } from '../link/linked-project.js'
import { resolvePropTypes } from '../link/prop-types.js'
import type { LoadedProject } from '../project/load.js'
import type { FetchVia, RenderMode } from '../types.js'
import type { PlanResult, PlannedSuite } from './plan.js'
import { type Shape, describeType } from './shapes.js'

/** A provider the rendered subtree needs around it, or it throws (no router, no query client, no context). */
export type ProviderNeed =
  /** `module` is the router package the subtree imports: v7 apps import `react-router` alone. */
  | { kind: 'router'; module: string }
  | { kind: 'react-query' | 'swr' | 'react-hook-form' }
  /**
   * A compound primitive's parts need its Root, open; a menu's items need its Content,
   * and a submenu's parts its Sub, open: `within` lists those parts, outermost first.
   */
  | { kind: 'compound-root'; module: string; within: ('Content' | 'Sub')[] }
  | { kind: 'context'; component: string; source: string; exportName: string }

/** Everything a generated suite needs to render one component the way the app does. */
export interface SuiteInput {
  suite: PlannedSuite
  /** The export to import (`default` or a name) and, for `Card.Header`, the member to read from it. */
  exportName: string
  member: string | null
  renderMode: RenderMode
  /** Server components render through react-dom/server streaming; the rest inside React.Profiler. */
  strategy: 'server' | 'client'
  isAsync: boolean
  props: { name: string; required: boolean; shape: Shape }[]
  /** Props the component reads whose type the analyser cannot see, with why: a person fills them. */
  unresolved: { prop: string; reason: string }[]
  /** Props from the `--props` file, when it has this component. */
  fixture: Record<string, unknown> | null
  requests: { method: string | null; url: string | null; via: FetchVia; body: Shape; shaped: boolean }[]
  providers: ProviderNeed[]
}

const ROUTER_MODULES = new Set(['react-router-dom', 'react-router'])
// Packages whose hooks read TanStack Query's QueryClient from context: its own, and those built on it.
const QUERY_CLIENT_MODULES = new Set(['@tanstack/react-query', 'react-query-auth', '@trpc/react-query'])
// Radix primitives whose parts throw outside their Root, and whose Root renders its content given `open`.
const OPEN_ROOT_MODULES = new Set([
  '@radix-ui/react-dialog',
  '@radix-ui/react-alert-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-popover',
  '@radix-ui/react-hover-card',
  '@radix-ui/react-select',
  '@radix-ui/react-collapsible',
])
// In these, every part but the frame (Root, Trigger, Portal, Content, Value, Icon) lives inside Content.
const CONTENT_MODULES = new Set(['@radix-ui/react-dropdown-menu', '@radix-ui/react-select'])
const FRAME_PARTS = new Set(['Root', 'Trigger', 'Portal', 'Content', 'Value', 'Icon', 'Sub'])
// react-hook-form's hooks and components that read the form from FormProvider (shadcn/ui's form fields do).
const FORM_CONTEXT_HOOKS = new Set(['useFormContext', 'useFormState', 'useController', 'useWatch', 'useFieldArray'])
const ROUTER_ROOTS = new Set([
  'BrowserRouter',
  'MemoryRouter',
  'HashRouter',
  'RouterProvider',
  'Router',
  'StaticRouter',
])

/** The inputs of each suite a plan would write, computed from the same loaded project. */
export function toSuiteInputs(
  loaded: LoadedProject,
  plan: PlanResult,
  fixtures: ReadonlyMap<string, unknown> | null,
): SuiteInput[] {
  const { project } = loaded
  const providers = new ContextProviders(project)
  return plan.suites.map((suite) => {
    const module = project.symbols.modules.get(suite.source)!
    const component = module.components.find((candidate) => candidate.name === suite.component)!
    const record = project.recordOf(module, component)
    const resolved = resolvePropTypes(project.symbols, suite.source, component.props)
    const props = record.prop_types.map((prop) => {
      const declared = resolved.declaredIn.get(prop.name)
      const shape: Shape =
        prop.type === null
          ? { kind: 'unknown', text: 'no type' }
          : describeType(project.symbols, declared?.file ?? suite.source, prop.type, declared?.typeParams ?? [])
      return { name: prop.name, required: prop.required === true, shape }
    })
    const fixture = fixtures?.get(`${suite.source}#${suite.component}`)
    const { exportName, member } = findImport(module, component)
    return {
      suite,
      exportName,
      member,
      renderMode: record.render_mode,
      strategy: record.render_mode === 'rsc' ? 'server' : 'client',
      isAsync: component.isAsync,
      props,
      unresolved: record.unresolved_props,
      fixture: fixture && typeof fixture === 'object' ? (fixture as Record<string, unknown>) : null,
      requests: collectRequests(project, suite.source, component),
      providers: findProviders(project, suite.source, component, providers),
    }
  })
}

/**
 * The requests rendering the component makes: its own and those of every component it
 * renders (a server page streams its server children, a client page mounts its
 * children's data hooks), once each, with a body shaped from the code that makes them.
 */
function collectRequests(project: LinkedProject, file: string, component: ComponentSummary): SuiteInput['requests'] {
  const requests: SuiteInput['requests'] = []
  const seen = new Set<string>()
  for (const { file: member, component: node } of collectSubtree(project, file, component)) {
    for (const request of project.recordOf(project.symbols.modules.get(member)!, node).fetches) {
      const key = `${request.method}\0${request.url}\0${request.via}`
      if (seen.has(key)) continue
      seen.add(key)
      const body = describeResponse(project, member, request.through)
      requests.push({
        method: request.method,
        url: request.url,
        via: request.via,
        body: body ?? { kind: 'array', of: { kind: 'unknown', text: 'response' } },
        shaped: body !== null,
      })
    }
  }
  return requests
}

/** How a test imports the component: a named export when there is one, else the default; static members through their object. */
function findImport(module: ModuleSummary, component: ComponentSummary): { exportName: string; member: string | null } {
  const [base, member] = component.name.includes('.') ? component.name.split('.') : [null, null]
  const bindings = base ? [base] : component.bindings
  const exported = [...module.exports]
    .filter(([, source]) => source.kind === 'local' && bindings.includes(source.local))
    .map(([name]) => name)
  const named = exported.find((name) => name !== 'default')
  return { exportName: named ?? 'default', member: member ?? null }
}

/**
 * A response body shaped like what the outermost project function the request went
 * through says it returns (`getMetrics(): Promise<Metric[]>`), or null when none says.
 */
function describeResponse(project: LinkedProject, file: string, through: string[]): Shape | null {
  const outer = through[0]
  if (!outer) return null
  const found = project.findFunction(file, outer)
  if (!found?.fn.returns) return null
  let shape = describeType(project.symbols, found.file, found.fn.returns, found.fn.typeParams)
  if (shape.kind === 'promise') shape = shape.of
  return shape.kind === 'unknown' ? null : shape
}

/** What the component and everything it renders need around them. */
function findProviders(
  project: LinkedProject,
  file: string,
  component: ComponentSummary,
  contexts: ContextProviders,
): ProviderNeed[] {
  const subtree = collectSubtree(project, file, component)
  const needs: ProviderNeed[] = []
  const ownChildren = project.childrenOf(file, component)
  const rendersRouter = ownChildren.some(
    (child) => child.module !== undefined && ROUTER_MODULES.has(child.module) && ROUTER_ROOTS.has(child.component),
  )
  // Router hooks count through project hooks too (a useQueryParams that calls useSearchParams).
  const routerModules = new Set(
    subtree.flatMap(({ file: member, component: node }) =>
      [
        ...node.hooks.map(
          (hook) => findPackageOrigin(project, member, hook, ({ module }) => ROUTER_MODULES.has(module))?.module,
        ),
        ...project.childrenOf(member, node).map((child) => child.module),
      ].filter((module): module is string => module !== undefined && ROUTER_MODULES.has(module)),
    ),
  )
  // Both packages share one router context; react-router-dom is the one that has everything.
  if (routerModules.size > 0 && !rendersRouter)
    needs.push({ kind: 'router', module: routerModules.has('react-router-dom') ? 'react-router-dom' : 'react-router' })
  const vias = new Set(
    subtree.flatMap(({ file: member, component: node }) =>
      project.recordOf(project.symbols.modules.get(member)!, node).fetches.map((request) => request.via),
    ),
  )
  const rendersQueryClient = ownChildren.some((child) => child.component === 'QueryClientProvider')
  // A mutation hook, or a hook a library made on top of TanStack Query, needs the client as much as a query does.
  const readsQueryClient = subtree.some(({ file: member, component: node }) =>
    node.hooks.some(
      (hook) => findPackageOrigin(project, member, hook, ({ module }) => QUERY_CLIENT_MODULES.has(module)) !== null,
    ),
  )
  if ((vias.has('react-query') || readsQueryClient) && !rendersQueryClient) needs.push({ kind: 'react-query' })
  if (vias.has('swr')) needs.push({ kind: 'swr' })
  const rendersForm = ownChildren.some(
    (child) => child.module === 'react-hook-form' && child.component === 'FormProvider',
  )
  const readsForm = subtree.some(
    ({ file: member, component: node }) =>
      node.hooks.some(
        (hook) =>
          findPackageOrigin(
            project,
            member,
            hook,
            ({ module, name }) => module === 'react-hook-form' && FORM_CONTEXT_HOOKS.has(name),
          ) !== null,
      ) ||
      project
        .childrenOf(member, node)
        .some((child) => child.module === 'react-hook-form' && child.component === 'Controller'),
  )
  if (readsForm && !rendersForm) needs.push({ kind: 'react-hook-form' })
  // A part (DialogPrimitive.Title) rendered where no Root of its primitive is: the suite opens one around it.
  const parts = new Map<string, Set<string>>()
  for (const { file: member, component: node } of subtree) {
    for (const child of project.childrenOf(member, node)) {
      if (child.module === undefined || !OPEN_ROOT_MODULES.has(child.module)) continue
      parts.set(child.module, (parts.get(child.module) ?? new Set()).add(child.component))
    }
  }
  for (const [module, used] of parts) {
    if (used.has('Root')) continue
    const within: ('Content' | 'Sub')[] = []
    const sub = used.has('SubTrigger') || used.has('SubContent')
    if (
      CONTENT_MODULES.has(module) &&
      !used.has('Content') &&
      (sub || [...used].some((part) => !FRAME_PARTS.has(part)))
    )
      within.push('Content')
    if (sub && !used.has('Sub')) within.push('Sub')
    needs.push({ kind: 'compound-root', module, within })
  }
  const provided = new Set(subtree.flatMap(({ file: member, component: node }) => contexts.providedBy(member, node)))
  const seen = new Set<string>()
  for (const { file: member, component: node } of subtree) {
    for (const context of contexts.readBy(member, node)) {
      if (provided.has(context) || seen.has(context)) continue
      seen.add(context)
      const provider = contexts.providerOf(context)
      if (provider) needs.push(provider)
    }
  }
  return needs
}

function collectSubtree(
  project: LinkedProject,
  file: string,
  component: ComponentSummary,
): { file: string; component: ComponentSummary }[] {
  const result = [{ file, component }]
  const seen = new Set([`${file}\0${component.name}\0${component.line}`])
  for (let index = 0; index < result.length; index++) {
    const { file: current, component: node } = result[index]!
    for (const child of project.childrenOf(current, node)) {
      if (child.key === null || seen.has(child.key)) continue
      seen.add(child.key)
      const target = project.componentByKey(child.key)
      if (target) result.push(target)
    }
  }
  return result
}

/**
 * Contexts the project creates, who reads them (`useContext(CartContext)`, directly or
 * through project hooks) and which exported component provides them (renders
 * `<CartContext.Provider>` or, in React 19, `<CartContext>`).
 */
class ContextProviders {
  private providers: Map<string, ProviderNeed> | null = null

  constructor(private readonly project: LinkedProject) {}

  readBy(file: string, component: ComponentSummary): string[] {
    return this.readInHooks(file, component.hooks, new Set())
  }

  providedBy(file: string, component: ComponentSummary): string[] {
    const keys: string[] = []
    for (const element of component.elements) {
      const key = this.contextOfTag(file, element.tag)
      if (key) keys.push(key)
    }
    return keys
  }

  providerOf(context: string): ProviderNeed | null {
    if (!this.providers) {
      this.providers = new Map()
      for (const module of this.project.symbols.modules.values()) {
        for (const component of module.components) {
          const { exportName } = findImport(module, component)
          const record = this.project.recordOf(module, component)
          if (record.export_kind === 'none') continue
          // A provider that needs more than children (FormField needs a field's name) cannot be put around a component unasked.
          if (
            record.prop_types.some((prop) => prop.required === true && prop.name !== 'children') ||
            record.unresolved_props.some((prop) => prop.prop !== 'children')
          )
            continue
          for (const key of this.providedBy(module.file, component)) {
            if (!this.providers.has(key))
              this.providers.set(key, { kind: 'context', component: component.name, source: module.file, exportName })
          }
        }
      }
    }
    return this.providers.get(context) ?? null
  }

  private readInHooks(file: string, hooks: ComponentSummary['hooks'], seen: Set<string>): string[] {
    const keys: string[] = []
    for (const hook of hooks) {
      if ((hook.name === 'useContext' || hook.name === 'use') && hook.arg) {
        const key = this.symbolKey(file, hook.arg)
        if (key) keys.push(key)
        continue
      }
      const found = this.project.findFunction(file, hook.name)
      if (!found) continue
      const id = `${found.file}\0${found.fn.name}`
      if (seen.has(id)) continue
      seen.add(id)
      keys.push(...this.readInHooks(found.file, found.fn.hooks, seen))
    }
    return keys
  }

  private contextOfTag(file: string, tag: string): string | null {
    const local = tag.endsWith('.Provider') ? tag.slice(0, -'.Provider'.length) : tag
    if (local.includes('.')) return null
    return this.symbolKey(file, local)
  }

  private symbolKey(file: string, name: string): string | null {
    const target = this.project.symbols.resolveLocal(file, name)
    if (target?.kind !== 'symbol') return null
    const binding = this.project.symbols.modules.get(target.file)?.bindings.get(target.binding)
    return binding ? `${target.file}\0${target.binding}` : null
  }
}

/** The import specifier a suite file uses for a source file: relative, without extension. */
export function getImportSpecifier(suiteFile: string, source: string): string {
  const relative = path.posix.relative(path.posix.dirname(suiteFile), source.replace(/\.(tsx|ts|jsx|js|mjs|cjs)$/, ''))
  return relative.startsWith('.') ? relative : `./${relative}`
}
