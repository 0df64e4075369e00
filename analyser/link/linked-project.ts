import {
  type CallSummary,
  type ComponentSummary,
  type FunctionSummary,
  type HookSummary,
  type ModuleSummary,
  toComponentKey,
} from '../summary/module-summary.js'
import type { FrameworkPackage } from '../project/framework.js'
import type { ModuleOutlines, ModuleSummaries } from '../summary/module-outline.js'
import type { RenderModes } from '../render-mode/render-mode.js'
import type { ModuleResolver } from '../resolve/module-resolver.js'
import { ProjectSymbols } from '../resolve/symbols.js'
import type { ChildEntry, ComponentRecord, ExportKind, HookCall } from '../types.js'
import { type ResolvedChild, resolveChildren } from './children.js'
import { DescendantCounter } from './descendants.js'
import { RequestFinder } from '../fetches/request-finder.js'
import { ProjectShape } from './project-shape.js'
import { resolvePropTypes } from './prop-types.js'
import { type RenderSite, UsageIndex } from './used-by.js'

/** A component with the file that defines it. */
export interface ComponentAt {
  file: string
  component: ComponentSummary
}

/**
 * The project with every file linked across files: render modes computed once for the
 * whole project from the files' outlines, children and requests resolved on demand and
 * memoised, so a call that lists a hundred components resolves each shared child once.
 * A file's full summary is asked for only when the answer reaches it.
 */
export class LinkedProject {
  readonly symbols: ProjectSymbols
  readonly shape: ProjectShape
  readonly modes: RenderModes
  private readonly requests: RequestFinder
  private readonly usage: UsageIndex
  private readonly descendants = new DescendantCounter((key) => {
    const at = this.componentByKey(key)
    if (!at) return []
    return this.childrenOf(at.file, at.component).flatMap((child) =>
      child.key !== null && this.componentByKey(child.key) ? [child.key] : [],
    )
  })
  private readonly byKey = new Map<string, ComponentAt | null>()
  private readonly childrenByKey = new Map<string, ResolvedChild[]>()
  private readonly recordsByKey = new Map<string, ComponentRecord>()

  constructor(
    outlines: ModuleOutlines,
    modules: ModuleSummaries,
    resolver: ModuleResolver,
    frameworks: readonly FrameworkPackage[],
    /** What an earlier call derived from the same outlines and resolution. */
    shape?: ProjectShape,
  ) {
    this.symbols = new ProjectSymbols(outlines, modules, resolver)
    this.shape = shape?.rebind(this.symbols) ?? new ProjectShape(this.symbols, frameworks)
    this.modes = this.shape.modes
    this.requests = new RequestFinder(this.symbols, (file) => this.shape.importersOf(file))
    this.usage = new UsageIndex(
      this.symbols,
      this.shape,
      (file, component) => (component === null ? this.rootElementsOf(file) : this.childrenOf(file, component)),
      (file, binding) => this.bindingElementsOf(file, binding),
    )
  }

  recordsOf(file: string): ComponentRecord[] {
    // A file that defines no component is not summarised for a list of components.
    if (!this.symbols.outlines.outline(file)?.mayDefineComponents) return []
    const module = this.symbols.modules.get(file)
    if (!module) return []
    return module.components.map((component) => this.recordOf(module, component))
  }

  /** The component's full record, computed once per call. */
  recordOf(module: ModuleSummary, component: ComponentSummary): ComponentRecord {
    const key = toComponentKey(module.file, component)
    let record = this.recordsByKey.get(key)
    if (!record) {
      record = this.toRecord(module, component)
      this.recordsByKey.set(key, record)
    }
    return record
  }

  /** The component a file defines under a name, as listed (`Card`, `Card.Header`). */
  componentAt(file: string, name: string): ComponentSummary | null {
    return this.symbols.modules.get(file)?.components.find((component) => component.name === name) ?? null
  }

  /** The project function a name used in `file` calls (`getPosts`, `api.getPosts`), wherever it is defined. */
  findFunction(file: string, name: string): { file: string; fn: FunctionSummary } | null {
    return this.requests.findFunction(file, name)
  }

  /**
   * Does this call make a request — fetch, axios, a data hook, a server action — directly
   * or through project functions?
   */
  isRequest(file: string, call: CallSummary): boolean {
    return this.requests.find(file, { calls: [call], refs: [], inlineServerActions: [] }).length > 0
  }

  private toRecord(module: ModuleSummary, component: ComponentSummary): ComponentRecord {
    const file = module.file
    const renderMode = this.modes.modeOfComponent(file, component)
    const props = resolvePropTypes(this.symbols, file, component.props)
    const children: ChildEntry[] = this.childrenOf(file, component).map((child) => ({
      component: child.component,
      ...(child.as !== undefined ? { as: child.as } : {}),
      file: child.file,
      ...(child.module !== undefined ? { module: child.module } : {}),
      render_mode: this.modes.modeOfUsage(renderMode, child.file),
      props: child.props,
      line: child.line,
      via: child.via,
    }))
    return {
      component: component.name,
      file,
      line: component.line,
      kind: component.kind,
      wrappers: component.wrappers,
      anonymous: component.anonymous,
      export_kind: getExportKind(module, component),
      render_mode: renderMode,
      is_async: component.isAsync,
      prop_names: props.names,
      prop_types: props.types,
      prop_usage: component.props.usage,
      unresolved_props: props.unresolved,
      hooks: component.hooks.map((hook) => this.toHookCall(file, hook)),
      state: component.state,
      fetches: this.requests.find(file, component),
      children,
      descendants: this.descendants.count(toComponentKey(file, component)),
      used_by: this.usage.usedBy(file, component),
    }
  }

  /** Every element in the project that renders the component, by file and line. */
  sitesOf(file: string, component: ComponentSummary): RenderSite[] {
    return this.usage.sitesOf(file, component)
  }

  /** The component a resolved child's key names. */
  componentByKey(key: string): ComponentAt | null {
    let found = this.byKey.get(key)
    if (found === undefined) {
      // A file's components are keyed together, once: one at a time was a scan of the file for each.
      const file = key.slice(0, key.indexOf('\0'))
      for (const component of this.symbols.modules.get(file)?.components ?? []) {
        const each = toComponentKey(file, component)
        if (!this.byKey.has(each)) this.byKey.set(each, { file, component })
      }
      found = this.byKey.get(key) ?? null
      this.byKey.set(key, found)
    }
    return found
  }

  /** Children resolved to their definitions, memoised per component. */
  childrenOf(file: string, component: ComponentSummary): ResolvedChild[] {
    const key = toComponentKey(file, component)
    let children = this.childrenByKey.get(key)
    if (!children) {
      children = resolveChildren(this.symbols, file, component.children)
      this.childrenByKey.set(key, children)
    }
    return children
  }

  /** The component elements a module's `const` writes (BindingSummary.elements), resolved. */
  bindingElementsOf(file: string, binding: string): ResolvedChild[] {
    const key = `${file}\0const\0${binding}`
    let children = this.childrenByKey.get(key)
    if (!children) {
      const elements = this.symbols.modules.get(file)?.bindings.get(binding)?.elements ?? []
      children = resolveChildren(this.symbols, file, elements)
      this.childrenByKey.set(key, children)
    }
    return children
  }

  /** What the module renders outside any component (`createRoot(…).render(<App />)`), resolved. */
  rootElementsOf(file: string): ResolvedChild[] {
    const key = `${file}\0`
    let children = this.childrenByKey.get(key)
    if (!children) {
      children = resolveChildren(this.symbols, file, this.symbols.modules.get(file)?.rootElements ?? [])
      this.childrenByKey.set(key, children)
    }
    return children
  }

  /**
   * The roots and the distinct project components they render, breadth first, each once
   * even through cycles; `depth` levels below the roots at most.
   */
  subtreeOf(roots: readonly ComponentAt[], depth = Number.POSITIVE_INFINITY): ComponentAt[] {
    const seen = new Set<string>()
    const found: ComponentAt[] = []
    let level = roots.filter((root) => addOnce(seen, toComponentKey(root.file, root.component)))
    for (let distance = 0; level.length > 0; distance++) {
      found.push(...level)
      if (distance === depth) break
      const next: ComponentAt[] = []
      for (const { file, component } of level) {
        for (const child of this.childrenOf(file, component)) {
          if (child.key === null || !addOnce(seen, child.key)) continue
          const target = this.componentByKey(child.key)
          if (target) next.push(target)
        }
      }
      level = next
    }
    return found
  }

  private toHookCall(file: string, hook: HookSummary): HookCall {
    const call: HookCall = { name: hook.name, line: hook.line, source: this.findHookSource(file, hook) }
    if (hook.deps !== undefined) call.deps = hook.deps
    return call
  }

  private findHookSource(file: string, hook: HookSummary): string | null {
    const target = this.symbols.resolveLocal(file, hook.root)
    if (hook.root === 'React') return target === null || target.kind === 'external' ? (target?.module ?? 'react') : null
    if (target === null) return null
    if (target.kind === 'external') return target.module
    if (target.kind === 'symbol') return target.file
    const member = hook.name.split('.')[1]
    const exported = member === undefined ? null : this.symbols.resolveExport(target.file, member)
    if (exported?.kind === 'external') return exported.module
    return exported?.file ?? target.file
  }
}

/** How the defining module exports the component; a static member (`Card.Header`) goes with its object. */
/** How each local binding of a module is exported, read once a module: a file of n components has n exports. */
const exportsByModule = new WeakMap<ModuleSummary, Map<string, { isDefault: boolean; isNamed: boolean }>>()

function getExportKind(module: ModuleSummary, component: ComponentSummary): ExportKind {
  let exported = exportsByModule.get(module)
  if (!exported) {
    exported = new Map()
    for (const [name, source] of module.exports) {
      if (source.kind !== 'local') continue
      const kind = exported.get(source.local) ?? { isDefault: false, isNamed: false }
      if (name === 'default') kind.isDefault = true
      else kind.isNamed = true
      exported.set(source.local, kind)
    }
    exportsByModule.set(module, exported)
  }
  let isDefault = false
  let isNamed = false
  for (const binding of new Set(component.bindings.map((each) => each.split('.')[0]!))) {
    const kind = exported.get(binding)
    isDefault ||= kind?.isDefault === true
    isNamed ||= kind?.isNamed === true
  }
  return isDefault && isNamed ? 'both' : isDefault ? 'default' : isNamed ? 'named' : 'none'
}

function addOnce(seen: Set<string>, key: string): boolean {
  if (seen.has(key)) return false
  seen.add(key)
  return true
}
