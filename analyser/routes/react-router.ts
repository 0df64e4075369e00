import { resolveChildren } from '../link/children.js'
import type { ComponentAt } from '../link/linked-project.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import type { SymbolTarget } from '../resolve/symbols.js'
import { type ComponentSummary, type JsxUsage, toComponentKey } from '../summary/module-summary.js'
import { type FoundRoutes, type PageRoute, type RouteComponent, findExportedComponent } from './inventory.js'
import { listParams } from './params.js'
import type { ParsedFiles } from './parsed-files.js'
import {
  type ConstantFact,
  type PathFact,
  type RouteFact,
  type RouteFileFacts,
  type RouteItem,
  type RouteTreeFact,
  extractRouteFacts,
} from './route-facts.js'

/** How far below a route's component a component declaring more routes still nests under it. */
const DESCENDANT_DEPTH = 4

interface RouteTree {
  file: string
  fact: RouteTreeFact
  /** The component whose body declares the tree: it renders around every route in it. */
  owner: ComponentAt | null
}

interface Context {
  file: string
  base: string
  layouts: RouteComponent[]
}

/**
 * React Router's routes (https://reactrouter.com/start/modes): route objects handed to
 * `createBrowserRouter`/`useRoutes`, and `<Route>` elements, with nested paths joined,
 * `lazy` modules followed to their component, and `<Routes>` declared inside a routed
 * component nested under that route. Read in every module that imports a React Router package.
 */
export function findReactRouterRoutes(loaded: LoadedProject, parsed: ParsedFiles): FoundRoutes {
  const found: FoundRoutes = { routers: [], routes: [], api: [], unread: [] }
  const groups = groupByOwner(listTrees(loaded, parsed))
  if (groups.length === 0) return found
  found.routers.push('react-router')
  const reader = new RouteTreeReader(loaded, parsed, found)
  const rendered = new RenderedBelow(loaded)
  // Trees declared by a component a route renders nest under that route: each round reads the
  // groups whose parent route is known; when none is, the first left is read at the root.
  const remaining = [...groups]
  while (remaining.length > 0) {
    let index = remaining.findIndex((group) => group.owner === null)
    let parent: PageRoute | null = null
    if (index === -1) {
      for (const [candidate, group] of remaining.entries()) {
        parent = found.routes.find((route) => rendered.includes(route, group.owner!)) ?? null
        if (parent) {
          index = candidate
          break
        }
      }
    }
    const group = remaining.splice(Math.max(index, 0), 1)[0]!
    const owner =
      group.owner &&
      !(parent?.component?.file === group.owner.file && parent.component.component === group.owner.component.name)
        ? [{ component: group.owner.component.name, file: group.owner.file }]
        : []
    for (const tree of group.trees) {
      const context: Context = parent
        ? {
            file: tree.file,
            base: parent.path.replace(/\/?\*$/, '') || '/',
            layouts: [...parent.layouts, ...(parent.component ? [parent.component] : []), ...owner],
          }
        : { file: tree.file, base: '/', layouts: owner }
      reader.readItems(tree.fact.items, context)
    }
  }
  return found
}

interface TreeGroup {
  owner: ComponentAt | null
  trees: RouteTree[]
}

/** The trees each component declares (one `<Route>` tree per root element), in the order the files list them. */
function groupByOwner(trees: RouteTree[]): TreeGroup[] {
  const groups = new Map<string | null, TreeGroup>()
  for (const tree of trees) {
    const key = tree.owner ? toComponentKey(tree.owner.file, tree.owner.component) : null
    let group = groups.get(key)
    if (!group) {
      group = { owner: tree.owner, trees: [] }
      groups.set(key, group)
    }
    group.trees.push(tree)
  }
  return [...groups.values()]
}

function listTrees(loaded: LoadedProject, parsed: ParsedFiles): RouteTree[] {
  const trees: RouteTree[] = []
  // Only a module that imports the router is summarised, for the component around its routes.
  for (const [file, outline] of loaded.project.symbols.outlines.headers) {
    const imports = [...outline.imports.values()].some((binding) => isRouterPackage(binding.specifier))
    if (!imports) continue
    const facts = parsed.facts(file, 'routes', extractRouteFacts)
    for (const fact of facts?.trees ?? []) {
      const within = fact.within
      const component =
        within === null
          ? undefined
          : loaded.project.symbols.modules
              .get(file)
              ?.components.find(
                (candidate: ComponentSummary) => candidate.line >= within.start && candidate.line <= within.end,
              )
      trees.push({ file, fact, owner: component ? { file, component } : null })
    }
  }
  return trees
}

function isRouterPackage(specifier: string): boolean {
  return /^react-router(-dom|-native)?(\/|$)/.test(specifier)
}

/** Which components a route's component renders within a few levels, each route's subtree walked once. */
class RenderedBelow {
  private readonly below = new Map<string, Set<string>>()

  constructor(private readonly loaded: LoadedProject) {}

  includes(route: PageRoute, owner: ComponentAt): boolean {
    const file = route.component?.file
    if (!file) return false
    const key = `${file}\0${route.component!.component}`
    let keys = this.below.get(key)
    if (!keys) {
      const component = this.loaded.project.componentAt(file, route.component!.component)
      const subtree = component ? this.loaded.project.subtreeOf([{ file, component }], DESCENDANT_DEPTH) : []
      keys = new Set(subtree.map((at) => toComponentKey(at.file, at.component)))
      this.below.set(key, keys)
    }
    return keys.has(toComponentKey(owner.file, owner.component))
  }
}

class RouteTreeReader {
  constructor(
    private readonly loaded: LoadedProject,
    private readonly parsed: ParsedFiles,
    private readonly found: FoundRoutes,
  ) {}

  readItems(items: readonly RouteItem[], context: Context, seen: Set<string> = new Set()): void {
    for (const item of items) {
      if (item.kind === 'unread') {
        this.unread(context.file, item.line, `The routes are built at run time (${item.text}).`)
      } else if (item.kind === 'ref') {
        const list = this.findRouteList(context.file, item.name)
        const key = list ? `${list.file}\0${item.name}` : ''
        if (!list || seen.has(key)) {
          this.unread(context.file, item.line, `The routes come from "${item.name}", which is not a list of routes.`)
          continue
        }
        this.readItems(list.items, { ...context, file: list.file }, new Set([...seen, key]))
      } else this.readRoute(item.route, context, seen)
    }
  }

  private readRoute(route: RouteFact, context: Context, seen: Set<string>): void {
    const written = route.path === null ? '' : this.readPath(context.file, route.path)
    if (written === null) {
      const text = (route.path as Exclude<PathFact, { kind: 'text' }>).text
      this.unread(context.file, route.line, `The path is computed at run time (${text}).`)
      return
    }
    const path = route.index ? context.base : joinPaths(context.base, written)
    const { component, wrappers, lazy } = this.readComponent(route, context.file)
    if (route.children.length > 0) {
      const layouts = [...context.layouts, ...wrappers, ...(component ? [component] : [])]
      const before = this.found.routes.length
      this.readItems(route.children, { file: context.file, base: path, layouts }, seen)
      const covered = this.found.routes.slice(before).some((child) => child.path === path)
      // A layout route without a path adds no URL of its own; a parent with one renders at it.
      if (covered || route.path === null || component === null) return
    }
    if (route.path === null && !route.index) return
    this.found.routes.push({
      path,
      router: 'react-router',
      file: context.file,
      line: route.line,
      component,
      layouts: [...context.layouts, ...wrappers],
      params: listParams(path),
      param_values: [],
      ...(lazy ? { lazy: true as const } : {}),
    })
  }

  /** The page a route renders, the elements wrapped around it, and whether it is loaded on demand. */
  private readComponent(
    route: RouteFact,
    file: string,
  ): { component: RouteComponent | null; wrappers: RouteComponent[]; lazy: boolean } {
    const { project } = this.loaded
    const resolve = (usages: JsxUsage[]) =>
      resolveChildren(project.symbols, file, usages).map((child) => ({
        component: child.component,
        file: child.file,
        ...(child.module !== undefined ? { module: child.module } : {}),
        lazy: child.via === 'lazy',
      }))
    const chain = resolve(route.component ? [route.component] : route.element)
    const page = chain.pop()
    if (page) {
      const { lazy, ...component } = page
      return { component, wrappers: chain.map(({ lazy: _, ...wrapper }) => wrapper), lazy }
    }
    if (route.lazy !== null) {
      const target = project.symbols.resolveImport(file, route.lazy)
      const component =
        target.kind === 'file'
          ? (findExportedComponent(project, target.file, 'Component') ??
            findExportedComponent(project, target.file, 'default'))
          : null
      return { component, wrappers: [], lazy: true }
    }
    return { component: null, wrappers: [], lazy: false }
  }

  /** A path as text: constants it names are looked up in this module or the one it imports them from. */
  private readPath(file: string, path: PathFact, depth = 0): string | null {
    if (path.kind === 'text') return path.text
    if (path.kind === 'unread' || depth > 4) return null
    let text = ''
    for (const part of path.parts) {
      if ('text' in part) {
        text += part.text
        continue
      }
      const constant = this.findConstant(file, part.ref)
      const value =
        constant && constant.fact.kind !== 'object' ? this.readPath(constant.file, constant.fact, depth + 1) : null
      if (value === null) return null
      text += value
    }
    return text
  }

  private findConstant(file: string, dotted: string): { file: string; fact: ConstantFact } | null {
    const [name, ...members] = dotted.split('.')
    // `routes.HOME_PATH` of `import * as routes from './routes'`: the module's export of that name.
    const namespace = this.loaded.project.symbols.resolveLocal(file, name!)
    const member = namespace?.kind === 'namespace' && members.length > 0 ? members.shift()! : null
    const found =
      member === null
        ? this.findTopLevel(file, name!, (facts, binding) => facts.constants.get(binding))
        : this.findTarget(this.loaded.project.symbols.resolveMember(namespace!, member), (facts, binding) =>
            facts.constants.get(binding),
          )
    if (!found) return null
    let fact: ConstantFact | undefined = found.value
    for (const member of members) fact = fact?.kind === 'object' ? fact.members.get(member) : undefined
    return fact ? { file: found.file, fact } : null
  }

  private findRouteList(file: string, name: string): { file: string; items: RouteItem[] } | null {
    const found = this.findTopLevel(file, name, (facts, binding) => facts.routeLists.get(binding))
    return found ? { file: found.file, items: found.value } : null
  }

  /** A top-level `const` of this module, or of the module it is imported from. */
  private findTopLevel<Value>(
    file: string,
    name: string,
    pick: (facts: RouteFileFacts, binding: string) => Value | undefined,
  ): { file: string; value: Value } | null {
    return this.findTarget(this.loaded.project.symbols.resolveLocal(file, name), pick)
  }

  private findTarget<Value>(
    target: SymbolTarget | null,
    pick: (facts: RouteFileFacts, binding: string) => Value | undefined,
  ): { file: string; value: Value } | null {
    if (target?.kind !== 'symbol') return null
    const facts = this.parsed.facts(target.file, 'routes', extractRouteFacts)
    const value = facts ? pick(facts, target.binding) : undefined
    return value === undefined ? null : { file: target.file, value }
  }

  private unread(file: string, line: number, reason: string): void {
    this.found.unread.push({ file, line, reason: reason.replace(/\s+/g, ' ') })
  }
}

/** React Router joins a relative child path to its parent's; an absolute one stands alone. */
function joinPaths(base: string, path: string): string {
  if (path.startsWith('/')) return path.replace(/(.)\/$/, '$1')
  if (path === '') return base
  return `${base.replace(/\/$/, '')}/${path}`.replace(/(.)\/$/, '$1')
}
