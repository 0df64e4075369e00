import type { ProjectSymbols } from '../resolve/symbols.js'
import { type ComponentSummary, type ModuleSummary, toComponentKey } from '../summary/module-summary.js'
import type { UsedBy } from '../types.js'
import type { ResolvedChild } from './children.js'
import type { ProjectShape } from './project-shape.js'

/** How many sites a record lists; `count` says how many there are. */
export const LISTED_SITES = 5

/**
 * One element that renders a component: the component whose JSX holds it (null for an
 * element written outside any component: at the module's top level, in a value or in a
 * function that is no component), and its place among the elements written there.
 */
export interface RenderSite {
  file: string
  component: ComponentSummary | null
  /** The element, resolved; its `ancestors` index `children`. */
  child: ResolvedChild
  children: ResolvedChild[]
}

/**
 * Where the project renders each component (SPEC 2.3 `used_by`), the reverse of
 * `children`. Only the files that can name a component are read for it: its own, the
 * files that import it, and theirs through modules that pass it on (barrels, objects
 * of components, HOC-wrapped exports). The sites of every component of a file are
 * found together, once.
 */
export class UsageIndex {
  private readonly sitesByFile = new Map<string, Map<string, RenderSite[]>>()

  constructor(
    private readonly symbols: ProjectSymbols,
    private readonly shape: ProjectShape,
    private readonly childrenOf: (file: string, component: ComponentSummary | null) => ResolvedChild[],
    private readonly bindingElementsOf: (file: string, binding: string) => ResolvedChild[],
  ) {}

  /** Every site that renders the component, by file and line. */
  sitesOf(file: string, component: ComponentSummary): RenderSite[] {
    let sites = this.sitesByFile.get(file)
    if (!sites) {
      sites = this.collectSites(file)
      this.sitesByFile.set(file, sites)
    }
    return sites.get(toComponentKey(file, component)) ?? []
  }

  /** The record's `used_by`: the count and the first sites, each with its ancestors and props as written. */
  usedBy(file: string, component: ComponentSummary): UsedBy {
    const sites = this.sitesOf(file, component)
    return {
      count: sites.length,
      sites: sites.slice(0, LISTED_SITES).map((site) => ({
        component: site.component?.name ?? null,
        file: site.file,
        line: site.child.line,
        ancestors: site.child.ancestors.map((index) => getTag(site.children[index]!)),
        // A key is React's, not the component's; what children read is the suites' guess, not how they are written.
        props: site.child.written.flatMap((prop) =>
          prop.name === 'key' ? [] : ['text' in prop ? { name: prop.name, text: prop.text } : prop],
        ),
      })),
    }
  }

  private collectSites(file: string): Map<string, RenderSite[]> {
    const sites = new Map<string, RenderSite[]>()
    const add = (candidate: string, component: ComponentSummary | null, children: ResolvedChild[]): void => {
      for (const child of children) {
        if (child.key === null || child.file !== file) continue
        const list = sites.get(child.key) ?? []
        list.push({ file: candidate, component, child, children })
        sites.set(child.key, list)
      }
    }
    for (const candidate of this.findRenderingFiles(file)) {
      const module = this.symbols.modules.get(candidate)
      // null: the module's own top-level elements (`createRoot(…).render(<App />)`).
      for (const component of [...(module?.components ?? []), null])
        add(candidate, component, this.childrenOf(candidate, component))
      // What a value or a function that is no component writes (`{ done: <CheckIcon /> }`, a route factory's page).
      for (const binding of module?.bindings.values() ?? [])
        if (binding.elements) add(candidate, null, this.bindingElementsOf(candidate, binding.name))
    }
    for (const list of sites.values())
      list.sort((a, b) => (a.file === b.file ? a.child.line - b.child.line : a.file < b.file ? -1 : 1))
    return sites
  }

  /** The file itself, the files importing it, and their importers as long as the module in between passes names on. */
  private findRenderingFiles(file: string): string[] {
    const found = new Set([file])
    const queue = [file]
    while (queue.length > 0) {
      for (const importer of this.shape.importersOf(queue.shift()!)) {
        if (found.has(importer)) continue
        found.add(importer)
        if (passesNamesOn(this.symbols.modules.get(importer)!)) queue.push(importer)
      }
    }
    return [...found]
  }
}

/**
 * Can a name this module imports reach another module through it: a re-export, an
 * export of an imported name, an exported alias or wrapper (`withAuth(Page)`), an
 * exported object of components (`Icons.logo`), a lazy loader?
 */
function passesNamesOn(module: ModuleSummary): boolean {
  if (module.exportAll.length > 0) return true
  for (const source of module.exports.values()) {
    if (source.kind === 'reexport' || module.imports.has(source.local)) return true
    const binding = module.bindings.get(source.local)
    if (binding && (binding.aliasOf !== null || binding.members.size > 0 || binding.lazyTarget !== null)) return true
  }
  return false
}

function getTag(child: ResolvedChild): string {
  return child.as ?? child.component
}
