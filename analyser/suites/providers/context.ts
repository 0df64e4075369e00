import type { ComponentAt, LinkedProject } from '../../link/linked-project.js'
import { type ComponentSummary, toComponentKey } from '../../summary/module-summary.js'
import { findImport, isImportable } from '../imports.js'
import { defineProvider } from './provider.js'

/** A provider component the project defines, exported so a suite can import it. */
export interface ContextNeed {
  kind: 'context'
  component: string
  source: string
  exportName: string
}

// https://react.dev/reference/react/useContext: a context read with no provider above gets its default value.
export const context = defineProvider<ContextNeed, ContextProviders>({
  kind: 'context',
  index: (project) => new ContextProviders(project),
  detect({ subtree }, contexts) {
    const needs: ContextNeed[] = []
    const seen = new Set<string>()
    for (const reader of subtree) {
      for (const key of contexts.readBy(reader.file, reader.component)) {
        if (seen.has(key) || contexts.providesTo(subtree, reader, key)) continue
        seen.add(key)
        const provider = contexts.providerOf(key)
        // A provider reading its own context from above is not put inside another of itself.
        if (provider && !(provider.source === reader.file && provider.component === reader.component.name))
          needs.push(provider)
      }
    }
    return needs
  },
})

/**
 * Contexts the project creates, who reads them (`useContext(CartContext)`, directly or
 * through project hooks) and which exported component provides them (renders
 * `<CartContext.Provider>` or, in React 19, `<CartContext>`).
 */
export class ContextProviders {
  private providers: Map<string, ContextNeed> | null = null
  // A reader's key → the keys of it and everything it renders.
  private readonly below = new Map<string, Set<string>>()

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

  /**
   * Whether one of `components` provides the context to `reader`: one the reader does not
   * render itself. A provider the reader renders (a preview below it that provides a fixed
   * value) covers only what is below that provider, not the reader above it.
   */
  providesTo(components: readonly ComponentAt[], reader: ComponentAt, context: string): boolean {
    const providers = components.filter(({ file, component }) => this.providedBy(file, component).includes(context))
    if (providers.length === 0) return false
    const readerKey = toComponentKey(reader.file, reader.component)
    let below = this.below.get(readerKey)
    if (!below) {
      below = new Set(this.project.subtreeOf([reader]).map(({ file, component }) => toComponentKey(file, component)))
      this.below.set(readerKey, below)
    }
    return providers.some(({ file, component }) => !below.has(toComponentKey(file, component)))
  }

  /** Whether the context was created without a default (`empty`), with one, or not by `createContext` at all. */
  defaultOf(context: string): 'empty' | 'value' | null {
    const [file, binding] = context.split('\0') as [string, string]
    return this.project.symbols.modules.get(file)?.bindings.get(binding)?.context ?? null
  }

  providerOf(context: string): ContextNeed | null {
    if (!this.providers) {
      this.providers = new Map()
      for (const module of this.project.symbols.modules.values()) {
        for (const component of module.components) {
          const { exportName } = findImport(module, component)
          const record = this.project.recordOf(module, component)
          // One that does not render its children (a preview that provides a fixed value) cannot be put around one.
          if (!isImportable(this.project, module, component) || component.childrenSlots.length === 0) continue
          // A provider that needs more than children (FormField needs a field's name) cannot be put
          // around a component unasked.
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

  /**
   * Every exported component that renders the context's provider and its children
   * (`<Tabs value onValueChange>` around `<TabsContext.Provider>{children}`), whatever
   * props it needs, in file order: where nothing in the project renders a part inside
   * one, a suite can, with those props built from their types.
   */
  wrappersOf(context: string): ComponentAt[] {
    const wrappers: ComponentAt[] = []
    for (const module of this.project.symbols.modules.values()) {
      for (const component of module.components) {
        if (component.childrenSlots.length === 0 || component.isAsync) continue
        if (!isImportable(this.project, module, component)) continue
        if (this.providedBy(module.file, component).includes(context)) wrappers.push({ file: module.file, component })
      }
    }
    return wrappers
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

  /**
   * The context an element provides: `<CartContext.Provider>`, `<CartContext>` (React 19),
   * or a name bound to a Provider (`const ContainerProvider = ContainerContext.Provider`).
   * For any other tag, the key of the symbol it names, which no context read matches.
   */
  contextOfTag(file: string, tag: string, aliases = 0): string | null {
    const local = tag.endsWith('.Provider') ? tag.slice(0, -'.Provider'.length) : tag
    if (local.includes('.')) return null
    const key = this.symbolKey(file, local)
    if (key === null || this.defaultOf(key) !== null || aliases > 3) return key
    const [target, binding] = key.split('\0') as [string, string]
    const alias = this.project.symbols.modules.get(target)?.bindings.get(binding)?.aliasOf
    return alias?.endsWith('.Provider') ? (this.contextOfTag(target, alias, aliases + 1) ?? key) : key
  }

  private symbolKey(file: string, name: string): string | null {
    const target = this.project.symbols.resolveLocal(file, name)
    if (target?.kind !== 'symbol') return null
    const binding = this.project.symbols.modules.get(target.file)?.bindings.get(target.binding)
    return binding ? `${target.file}\0${target.binding}` : null
  }
}
