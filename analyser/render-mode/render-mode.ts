import { isAppRouterSpecialFile, type FrameworkPackage } from '../project/framework.js'
import type { ModuleOutline } from '../summary/module-outline.js'
import type { ComponentSummary } from '../summary/module-summary.js'
import type { ProjectSymbols, SymbolTarget } from '../resolve/symbols.js'

export type RenderMode = 'rsc' | 'client' | 'shared'

const SERVER = 1
const CLIENT = 2
const INIT = '*init*'

/**
 * Render modes, SPEC 2.4 (https://react.dev/reference/rsc/use-client): a `'use client'`
 * module is a client boundary and everything it reaches is client code; app-router
 * special files are server entries and everything they reach without crossing a
 * boundary is server code. Sides flow symbol by symbol — an import of `buttonVariants`
 * does not pull `Button` to the server — so a component's mode is the set of sides that
 * reach its own binding: server only `rsc`, client only `client`, both or none `shared`.
 */
export class RenderModes {
  readonly usesServerComponents: boolean
  private readonly sides = new Map<string, number>()
  private readonly edges = new Map<string, string[]>()
  /** For each symbol, the entry module that first reached it on each side, for messages. */
  private readonly serverOrigins = new Map<string, string>()
  private readonly clientOrigins = new Map<string, string>()

  constructor(
    private readonly symbols: ProjectSymbols,
    frameworks: readonly FrameworkPackage[],
  ) {
    const modules = [...symbols.outlines.values()]
    const serverEntries = modules.filter(
      (module) => module.directive !== 'use client' && isAppRouterSpecialFile(module.file, frameworks),
    )
    const clientModules = modules.filter((module) => module.directive === 'use client')
    const knowsFramework = frameworks.some((pkg) => pkg.framework !== 'unknown')
    // Vite, CRA, Expo and the pages router have no server components, whatever directives
    // were copied into their files; an unknown setup with 'use client' is taken at its word.
    this.usesServerComponents = serverEntries.length > 0 || (clientModules.length > 0 && !knowsFramework)
    if (!this.usesServerComponents) return
    const queue: string[] = []
    for (const module of serverEntries) this.seedModule(module, SERVER, queue)
    for (const module of clientModules) this.seedModule(module, CLIENT, queue)
    this.propagate(queue)
  }

  modeOfComponent(file: string, component: ComponentSummary): RenderMode {
    if (!this.usesServerComponents) return 'client'
    const module = this.symbols.outlines.get(file)
    if (module?.directive === 'use client') return 'client'
    let sides = 0
    for (const binding of component.bindings) sides |= this.sides.get(symbolKey(file, binding.split('.')[0]!)) ?? 0
    if (sides === SERVER) return 'rsc'
    if (sides === CLIENT) return 'client'
    return 'shared'
  }

  /**
   * The mode of one rendering site: a child from a `'use client'` module renders on the
   * client; any other child renders where the element was created — a server component
   * passed as `children` to a client component stays `rsc`.
   */
  modeOfUsage(parentMode: RenderMode, childFile: string | null): RenderMode {
    if (!this.usesServerComponents) return 'client'
    if (childFile !== null && this.symbols.outlines.get(childFile)?.directive === 'use client') return 'client'
    return parentMode
  }

  private seedModule(module: ModuleOutline, side: number, queue: string[]): void {
    for (const key of [
      symbolKey(module.file, INIT),
      ...[...module.bindings.keys()].map((binding) => symbolKey(module.file, binding)),
    ])
      this.add(key, side, queue, module.file)
    // A special file that only re-exports (`export { default } from '../page'`) makes what
    // it re-exports an entry — on the side that module allows, like any other edge.
    for (const name of module.exports.keys()) {
      for (const key of this.keysOf(this.symbols.resolveExport(module.file, name)))
        this.add(key, this.flowInto(key, side), queue, module.file)
    }
  }

  /** The sides that flow along an edge into `target`: a boundary stops the other side. */
  private flowInto(target: string, sides: number): number {
    const directive = this.symbols.outlines.get(target.slice(0, target.indexOf('\0')))?.directive
    // Server code renders a client component but does not become client code there;
    // client code calls a server action but does not pull it to the client.
    return directive === 'use client' ? sides & CLIENT : directive === 'use server' ? sides & SERVER : sides
  }

  private propagate(queue: string[]): void {
    while (queue.length > 0) {
      const key = queue.pop()!
      const sides = this.sides.get(key) ?? 0
      for (const target of this.getEdges(key)) this.add(target, this.flowInto(target, sides), queue, null, key)
    }
  }

  private add(key: string, side: number, queue: string[], entry: string | null, from: string | null = null): void {
    const before = this.sides.get(key) ?? 0
    const after = before | side
    if (after === before) return
    this.sides.set(key, after)
    const added = after & ~before
    if (added & SERVER) this.serverOrigins.set(key, entry ?? this.serverOrigins.get(from!)!)
    if (added & CLIENT) this.clientOrigins.set(key, entry ?? this.clientOrigins.get(from!)!)
    queue.push(key)
    // A module evaluates its top-level statements on every side that loads it.
    const file = key.slice(0, key.indexOf('\0'))
    const init = symbolKey(file, INIT)
    if (init !== key) this.add(init, side, queue, entry, entry === null ? key : null)
  }

  /**
   * The server entry (a page, a layout) whose tree reaches the component without a
   * client boundary between, or null when no server code renders it.
   */
  serverEntryOf(file: string, component: ComponentSummary): string | null {
    if (!this.usesServerComponents || this.symbols.outlines.get(file)?.directive === 'use client') return null
    for (const binding of component.bindings) {
      const origin = this.serverOrigins.get(symbolKey(file, binding.split('.')[0]!))
      if (origin !== undefined) return origin
    }
    return null
  }

  /** The client boundary (a `'use client'` module) through which client code loads the module, or null. */
  clientEntryOfModule(file: string): string | null {
    if (!this.usesServerComponents) return null
    return this.clientOrigins.get(symbolKey(file, INIT)) ?? null
  }

  private getEdges(key: string): string[] {
    const cached = this.edges.get(key)
    if (cached) return cached
    const separator = key.indexOf('\0')
    const file = key.slice(0, separator)
    const name = key.slice(separator + 1)
    const module = this.symbols.outlines.get(file)
    const targets: string[] = []
    if (module) {
      const binding = name === INIT ? null : module.bindings.get(name)
      const refs = name === INIT ? module.moduleRefs : (binding?.refs ?? [])
      for (const ref of refs) {
        const local = this.symbols.resolveLocal(file, ref.name)
        if (!local) continue
        const target =
          local.kind === 'namespace' && ref.member !== null ? this.symbols.resolveExport(local.file, ref.member) : local
        targets.push(...this.keysOf(target))
      }
      for (const load of binding?.dynamicImports ?? []) {
        targets.push(...this.keysOf(this.symbols.resolveFrom(file, load.specifier, load.imported)))
      }
      if (binding?.lazyTarget)
        targets.push(
          ...this.keysOf(this.symbols.resolveFrom(file, binding.lazyTarget.specifier, binding.lazyTarget.imported)),
        )
    }
    this.edges.set(key, targets)
    return targets
  }

  private keysOf(target: SymbolTarget | null): string[] {
    if (!target || target.kind === 'external') return []
    if (target.kind === 'symbol') return [symbolKey(target.file, target.binding.split('.')[0]!)]
    const module = this.symbols.outlines.get(target.file)
    if (!module) return []
    return [
      symbolKey(module.file, INIT),
      ...[...module.bindings.keys()].map((binding) => symbolKey(module.file, binding)),
    ]
  }
}

function symbolKey(file: string, binding: string): string {
  return `${file}\0${binding}`
}
