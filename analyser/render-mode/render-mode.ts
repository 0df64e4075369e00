import { isAppRouterSpecialFile, type FrameworkPackage } from '../project/framework.js'
import type { ModuleHeader, ModuleOutline, ModuleOutlines } from '../summary/module-outline.js'
import type { ComponentSummary } from '../summary/module-summary.js'
import type { ProjectSymbols, SymbolTarget } from '../resolve/symbols.js'

export type RenderMode = 'rsc' | 'client' | 'shared'

const SERVER = 1
const CLIENT = 2
const INIT = '*init*'
/** Not a binding: a seed's re-exports on one side, waiting on a file to be covered (`seedKey`). */
const SEED = '\0*seed*'

/**
 * Render modes, SPEC 2.4 (https://react.dev/reference/rsc/use-client): a `'use client'`
 * module is a client boundary and everything it reaches is client code; app-router
 * special files are server entries and everything they reach without crossing a
 * boundary is server code. Sides flow symbol by symbol — an import of `buttonVariants`
 * does not pull `Button` to the server — so a component's mode is the set of sides that
 * reach its own binding: server only `rsc`, client only `client`, both or none `shared`.
 *
 * Sides are flowed over the files a call asks about and every file that imports them,
 * directly or not (SPEC 2.6: cost follows the question): no other file can reach theirs.
 * The set only grows, and a file added later is flowed into from what is already known.
 */
export class RenderModes {
  readonly usesServerComponents: boolean
  /** The files flowed over: closed under "is imported by". */
  private readonly covered = new Set<string>()
  private readonly sides: Flow
  /** The same flow with its origins, made again in the project's order once the covered files change. */
  private ordered: Flow | null = null
  private readonly edges = new Map<string, string[]>()
  /** Per file not covered yet, the covered keys with an edge into it. */
  private readonly waiting = new Map<string, Set<string>>()
  private readonly serverEntries: ModuleHeader[]
  private readonly clientModules: ModuleHeader[]
  /** The outline each flowed file had, as the flow read it: a later call reuses the flow while they agree. */
  private readonly outlinesRead = new Map<string, ModuleOutline | undefined>()

  constructor(
    private symbols: ProjectSymbols,
    frameworks: readonly FrameworkPackage[],
    /** The files whose imports, re-exports or loads lead to a file. */
    private readonly importersOf: (file: string) => ReadonlySet<string>,
  ) {
    const modules = [...symbols.outlines.headers.values()]
    this.serverEntries = modules.filter(
      (module) => module.directive !== 'use client' && isAppRouterSpecialFile(module.file, frameworks),
    )
    this.clientModules = modules.filter((module) => module.directive === 'use client')
    const knowsFramework = frameworks.some((pkg) => pkg.framework !== 'unknown')
    // Vite, CRA, Expo and the pages router have no server components, whatever directives
    // were copied into their files; an unknown setup with 'use client' is taken at its word.
    this.usesServerComponents = this.serverEntries.length > 0 || (this.clientModules.length > 0 && !knowsFramework)
    this.sides = new Flow(this, false)
  }

  /**
   * Flows sides over these files and their importers, if not yet: a call covers its entries
   * at once, so a whole-project answer flows once; any file asked about later is covered then.
   */
  cover(files: Iterable<string>): void {
    if (!this.usesServerComponents) return
    const added: string[] = []
    for (const file of files) {
      if (this.covered.has(file) || !this.symbols.outlines.headers.has(file)) continue
      this.covered.add(file)
      added.push(file)
      for (let index = added.length - 1; index < added.length; index++) {
        for (const importer of this.importersOf(added[index]!)) {
          if (this.covered.has(importer)) continue
          this.covered.add(importer)
          added.push(importer)
        }
      }
    }
    if (added.length === 0) return
    this.ordered = null
    const fresh = new Set(added)
    const queue: string[] = []
    this.seed(this.sides, queue, fresh)
    // Edges into the new files were cut until now: flow along them again.
    for (const file of fresh) {
      for (const key of this.waiting.get(file) ?? []) {
        const seed = key.indexOf(SEED)
        if (seed === -1) queue.push(key)
        else {
          const module = this.symbols.outlines.headers.get(key.slice(0, seed))!
          this.seedModule(this.sides, module, Number(key.slice(seed + SEED.length)), queue)
        }
      }
      this.waiting.delete(file)
    }
    this.sides.propagate(queue)
  }

  /** An edge from `from` (a key, or a seed's file) into a file not covered yet, to flow along once it is. */
  wait(file: string, from: string): void {
    const waiting = this.waiting.get(file)
    if (waiting) waiting.add(from)
    else this.waiting.set(file, new Set([from]))
  }

  modeOfComponent(file: string, component: ComponentSummary): RenderMode {
    if (!this.usesServerComponents) return 'client'
    if (this.symbols.outlines.headers.get(file)?.directive === 'use client') return 'client'
    this.cover([file])
    let sides = 0
    for (const binding of component.bindings) sides |= this.sides.get(symbolKey(file, binding.split('.')[0]!))
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
    if (childFile !== null && this.symbols.outlines.headers.get(childFile)?.directive === 'use client') return 'client'
    return parentMode
  }

  /** Seeds every server entry and client module among `files` (all covered ones when null), in the project's order. */
  private seed(flow: Flow, queue: string[], files: ReadonlySet<string>): void {
    for (const module of this.serverEntries) if (files.has(module.file)) this.seedModule(flow, module, SERVER, queue)
    for (const module of this.clientModules) if (files.has(module.file)) this.seedModule(flow, module, CLIENT, queue)
  }

  private seedModule(flow: Flow, module: ModuleHeader, side: number, queue: string[]): void {
    for (const key of this.keysOfFile(module.file)) flow.add(key, side, queue, module.file)
    // A special file that only re-exports (`export { default } from '../page'`) makes what
    // it re-exports an entry — on the side that module allows, like any other edge.
    for (const name of module.exports.keys()) {
      for (const key of this.keysOf(this.symbols.resolveExport(module.file, name)))
        flow.add(key, this.flowInto(key, side), queue, module.file, seedKey(module.file, side))
    }
  }

  /** The sides that flow along an edge into `target`: a boundary stops the other side. */
  flowInto(target: string, sides: number): number {
    const directive = this.symbols.outlines.headers.get(fileOf(target))?.directive
    // Server code renders a client component but does not become client code there;
    // client code calls a server action but does not pull it to the client.
    return directive === 'use client' ? sides & CLIENT : directive === 'use server' ? sides & SERVER : sides
  }

  /** A covered file's outline, read once and remembered for the shape cache's check. */
  private outlineOf(file: string): ModuleOutline | undefined {
    if (this.outlinesRead.has(file)) return this.outlinesRead.get(file)
    const outline = this.symbols.outlines.outline(file)
    this.outlinesRead.set(file, outline)
    return outline
  }

  rebind(symbols: ProjectSymbols): void {
    this.symbols = symbols
  }

  agreesWith(outlines: ModuleOutlines): boolean {
    for (const [file, outline] of this.outlinesRead) if (outlines.outline(file) !== outline) return false
    return true
  }

  isCovered(key: string): boolean {
    return this.covered.has(fileOf(key))
  }

  /** The flow with origins, made over the covered files in the project's order, as a whole-project flow makes it. */
  private withOrigins(): Flow {
    if (!this.ordered) {
      this.ordered = new Flow(this, true)
      const queue: string[] = []
      this.seed(this.ordered, queue, this.covered)
      this.ordered.propagate(queue)
    }
    return this.ordered
  }

  /**
   * The server entry (a page, a layout) whose tree reaches the component without a
   * client boundary between, or null when no server code renders it.
   */
  serverEntryOf(file: string, component: ComponentSummary): string | null {
    if (!this.usesServerComponents || this.symbols.outlines.headers.get(file)?.directive === 'use client') return null
    this.cover([file])
    const flow = this.withOrigins()
    for (const binding of component.bindings) {
      const origin = flow.serverOrigins.get(symbolKey(file, binding.split('.')[0]!))
      if (origin !== undefined) return origin
    }
    return null
  }

  /** The client boundary (a `'use client'` module) through which client code loads the module, or null. */
  clientEntryOfModule(file: string): string | null {
    if (!this.usesServerComponents) return null
    this.cover([file])
    return this.withOrigins().clientOrigins.get(symbolKey(file, INIT)) ?? null
  }

  getEdges(key: string): string[] {
    const cached = this.edges.get(key)
    if (cached) return cached
    const file = fileOf(key)
    const name = key.slice(file.length + 1)
    const module = this.outlineOf(file)
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
    return this.keysOfFile(target.file)
  }

  /** A module's keys: its top-level statements, then each binding. */
  private keysOfFile(file: string): string[] {
    const module = this.outlineOf(file)
    if (!module) return []
    return [symbolKey(file, INIT), ...[...module.bindings.keys()].map((binding) => symbolKey(file, binding))]
  }
}

/**
 * Sides flowed from seeds along the render-mode edges, over the covered files only: an
 * edge out of them leads to no file that can reach back in. With `origins`, each key also
 * keeps the entry that first reached it on each side, which depends on the order of the flow.
 */
class Flow {
  private readonly sides = new Map<string, number>()
  readonly serverOrigins = new Map<string, string>()
  readonly clientOrigins = new Map<string, string>()

  constructor(
    private readonly modes: RenderModes,
    private readonly origins: boolean,
  ) {}

  has(key: string): boolean {
    return this.sides.has(key)
  }

  get(key: string): number {
    return this.sides.get(key) ?? 0
  }

  propagate(queue: string[]): void {
    while (queue.length > 0) {
      const key = queue.pop()!
      const sides = this.get(key)
      for (const target of this.modes.getEdges(key))
        this.add(target, this.modes.flowInto(target, sides), queue, null, key)
    }
  }

  /** `from` is the key whose edge this is, or a seed's re-exports (`seedKey`) when `entry` seeds it. */
  add(key: string, side: number, queue: string[], entry: string | null, from: string | null = null): void {
    if (!this.modes.isCovered(key)) {
      // The flow with origins is made again whole; the other is flowed on from here.
      if (!this.origins && from !== null) this.modes.wait(fileOf(key), from)
      return
    }
    const before = this.get(key)
    const after = before | side
    if (after === before) return
    this.sides.set(key, after)
    if (this.origins) {
      const added = after & ~before
      if (added & SERVER) this.serverOrigins.set(key, entry ?? this.serverOrigins.get(from!)!)
      if (added & CLIENT) this.clientOrigins.set(key, entry ?? this.clientOrigins.get(from!)!)
    }
    queue.push(key)
    // A module evaluates its top-level statements on every side that loads it.
    const file = fileOf(key)
    const init = symbolKey(file, INIT)
    if (init !== key) this.add(init, side, queue, entry, entry === null ? key : null)
  }
}

function symbolKey(file: string, binding: string): string {
  return `${file}\0${binding}`
}

function seedKey(file: string, side: number): string {
  return `${file}${SEED}${side}`
}

function fileOf(key: string): string {
  return key.slice(0, key.indexOf('\0'))
}
