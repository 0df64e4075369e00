import type { ModuleOutlines, ModuleSummaries } from '../summary/module-outline.js'
import { type ComponentSummary, findComponentByBinding } from '../summary/module-summary.js'
import type { ModuleResolver, Resolution } from './module-resolver.js'

/** What a name leads to once imports, re-exports and barrels are followed. */
export type SymbolTarget =
  | { kind: 'symbol'; file: string; binding: string }
  | { kind: 'namespace'; file: string }
  | { kind: 'external'; module: string; name: string }

export type ComponentTarget =
  | { kind: 'component'; file: string; component: ComponentSummary; lazy: boolean }
  | { kind: 'external'; module: string; name: string; lazy: boolean }

/**
 * The project's names, linked: a local name or an export is followed through imports,
 * `export { x } from`, `export *` chains and aliases to the module that defines it.
 * Every lookup is cached and cycle-safe. Names are followed through the files' headers;
 * whether a name is a top-level binding needs the defining file's outline, and what it
 * turns out to be (a component, an alias, an object's member) its full summary.
 */
export class ProjectSymbols {
  private readonly exportCache = new Map<string, SymbolTarget | null>()

  constructor(
    readonly outlines: ModuleOutlines,
    readonly modules: ModuleSummaries,
    private readonly resolver: ModuleResolver,
  ) {}

  resolveImport(file: string, specifier: string): Resolution {
    return this.resolver.resolve(file, specifier)
  }

  /** Where the types imported from `specifier` are declared: a project source, one of its `.d.ts` files, or outside. */
  resolveTypeImport(file: string, specifier: string): Resolution {
    return this.resolver.resolveType(file, specifier)
  }

  /** A name as used inside `file`: an import, a top-level binding, or null for a global. */
  resolveLocal(file: string, name: string): SymbolTarget | null {
    const header = this.outlines.headers.get(file)
    if (!header) return null
    const imported = header.imports.get(name)
    if (imported && !imported.typeOnly) return this.resolveFrom(file, imported.specifier, imported.imported)
    if (this.outlines.outline(file)?.bindings.has(name)) return { kind: 'symbol', file, binding: name }
    return null
  }

  /** `name` as exported by `file`, followed to where it is defined. */
  resolveExport(file: string, name: string, seen: Set<string> = new Set()): SymbolTarget | null {
    const key = `${file}\0${name}`
    if (this.exportCache.has(key)) return this.exportCache.get(key)!
    if (seen.has(key)) return null
    seen.add(key)
    const target = this.findExport(file, name, seen)
    this.exportCache.set(key, target)
    return target
  }

  /** `ns.Button` where `ns` resolved to a namespace or an object: the member's own target. */
  resolveMember(target: SymbolTarget, member: string): SymbolTarget | null {
    if (target.kind === 'namespace') return this.resolveExport(target.file, member)
    if (target.kind === 'external')
      return {
        kind: 'external',
        module: target.module,
        name: target.name === '*' ? member : `${target.name}.${member}`,
      }
    const binding = this.modules.get(target.file)?.bindings.get(target.binding)
    const local = binding?.members.get(member)
    if (local === undefined) return null
    if (local.includes('.')) return { kind: 'symbol', file: target.file, binding: local }
    return this.resolveLocal(target.file, local)
  }

  /**
   * The component a target denotes, following aliases (`const Enhanced =
   * withAuth(Dashboard)`) and lazy loaders to the definition. Null when the target is a
   * value the analyser cannot see as a component (a factory call, a lookup table).
   */
  findComponent(target: SymbolTarget | null, lazy = false, seen: Set<string> = new Set()): ComponentTarget | null {
    if (!target) return null
    if (target.kind === 'external') return { kind: 'external', module: target.module, name: target.name, lazy }
    if (target.kind === 'namespace') return null
    const key = `${target.file}\0${target.binding}`
    if (seen.has(key)) return null
    seen.add(key)
    const module = this.modules.get(target.file)
    if (!module) return null
    const component = findComponentByBinding(module, target.binding)
    if (component) return { kind: 'component', file: target.file, component, lazy }
    const binding = module.bindings.get(target.binding)
    if (!binding) return null
    if (binding.lazyTarget) {
      const loaded = this.resolveFrom(target.file, binding.lazyTarget.specifier, binding.lazyTarget.imported)
      return this.findComponent(loaded, true, seen)
    }
    if (binding.aliasOf !== null) return this.findComponent(this.resolveAlias(target.file, binding.aliasOf), lazy, seen)
    return null
  }

  /**
   * What an alias names: a local (`const Panel = PanelRoot`) or a member of one, as a
   * project's shadcn file names a primitive's part (`const Select = SelectPrimitive.Root`).
   */
  resolveAlias(file: string, alias: string): SymbolTarget | null {
    const dot = alias.indexOf('.')
    if (dot === -1) return this.resolveLocal(file, alias)
    const root = this.resolveLocal(file, alias.slice(0, dot))
    return root && this.resolveMember(root, alias.slice(dot + 1))
  }

  /** `imported` from `specifier` as written in `file`. */
  resolveFrom(file: string, specifier: string, imported: string, seen: Set<string> = new Set()): SymbolTarget | null {
    const resolution = this.resolveImport(file, specifier)
    if (resolution.kind === 'external') return { kind: 'external', module: resolution.module, name: imported }
    if (imported === '*') return { kind: 'namespace', file: resolution.file }
    return this.resolveExport(resolution.file, imported, seen)
  }

  private findExport(file: string, name: string, seen: Set<string>): SymbolTarget | null {
    const module = this.outlines.headers.get(file)
    if (!module) return null
    const source = module.exports.get(name)
    if (source?.kind === 'local') {
      const imported = module.imports.get(source.local)
      if (imported && !imported.typeOnly) return this.resolveFrom(file, imported.specifier, imported.imported, seen)
      return this.outlines.outline(file)?.bindings.has(source.local)
        ? { kind: 'symbol', file, binding: source.local }
        : null
    }
    if (source?.kind === 'reexport') return this.resolveFrom(file, source.specifier, source.imported, seen)
    // `export *` never re-exports a default.
    if (name === 'default') return null
    let externalCandidate: SymbolTarget | null = null
    for (const { specifier } of module.exportAll) {
      const resolution = this.resolveImport(file, specifier)
      if (resolution.kind === 'external') {
        externalCandidate ??= { kind: 'external', module: resolution.module, name }
        continue
      }
      const found = this.resolveExport(resolution.file, name, seen)
      if (found) return found
    }
    // Not found in any project module it re-exports: it can only come from the package.
    return externalCandidate
  }
}
