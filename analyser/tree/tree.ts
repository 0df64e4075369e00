import picomatch from 'picomatch'
import { AnalyserError, requirePositiveInteger } from '../errors.js'
import { type ResolvedChild, resolveChildren } from '../link/children.js'
import type { ComponentAt } from '../link/linked-project.js'
import type { ParsedFiles } from '../routes/parsed-files.js'
import { extractRouteFacts } from '../routes/route-facts.js'
import { findRoutes } from '../routes/routes.js'
import { type ComponentSummary, type JsxUsage, toComponentKey } from '../summary/module-summary.js'
import { isAppRouterSpecialFile } from '../project/framework.js'
import { describeGaps, sortErrors } from '../pipeline/gaps.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import type { AnalyseError, ChildVia, RenderMode } from '../types.js'

export const DEFAULT_TREE_DEPTH = 8

export interface TreeOptions {
  root: string
  /** Files, folders or globs whose components are the roots; the defaults of SPEC 2.5 when left out. */
  roots?: string[]
  depth?: number
  maxEntries?: number
  out?: string
}

export interface TreeNode {
  component: string
  file: string | null
  module?: string
  render_mode: RenderMode
  /** A client component rendered by server code: where the client bundle starts. */
  client_boundary: boolean
  /** A server component handed to a client component as children or a prop: it still renders on the server. */
  passed_to?: string
  via: ChildVia | 'root'
  line: number | null
  /** Already shown above in this tree; its children are listed there. */
  repeated?: true
  /** Renders one of its own ancestors: the cycle is cut here. */
  cycle?: true
  /** Has children below the depth limit. */
  truncated?: true
  children: TreeNode[]
}

export interface TreeResult {
  root: string
  files_read: number
  depth: number
  trees: TreeNode[]
  errors: AnalyseError[]
  entries_skipped?: number
  note?: string
}

// https://nextjs.org/docs/app/getting-started/layouts-and-pages
const DEFAULT_ROOT_FILES = ['src/main.*', 'src/App.*', 'app/_layout.*', 'src/app/_layout.*']

/** Where a tree starts: a component, or the place a single-page app mounts (`createRoot(…).render`). */
export type TreeRoot =
  | { kind: 'component'; file: string; component: ComponentSummary }
  | { kind: 'mount'; file: string; line: number; call: string; usages: JsxUsage[] }

/**
 * The tree's default roots (SPEC 2.5): the app router's pages and layouts; else where the
 * app mounts (`createRoot(…).render(<App />)`), then the layouts and pages of its routes
 * that the trees before do not already reach (lazy routes, route objects, Expo screens);
 * else the components of `src/main.*`, `src/App.*` or Expo Router's `app/_layout.*`.
 */
export function findDefaultRoots(loaded: LoadedProject, parsed: ParsedFiles): TreeRoot[] {
  const { project } = loaded
  const appRouter = loaded.sources.filter(
    (file) => isAppRouterSpecialFile(file, loaded.frameworks) && /(^|\/)(page|layout)\.[jt]sx?$/.test(file),
  )
  // A page or layout is its default export.
  if (appRouter.length > 0)
    return appRouter.flatMap((file) => findDefaultExports(loaded, file).map((component) => toRoot(file, component)))
  const inventory = findRoutes(loaded, parsed)
  const roots: TreeRoot[] = []
  const reached = new Set<string>()
  const reach = (found: ComponentAt[]) => {
    for (const at of project.subtreeOf(found)) reached.add(toComponentKey(at.file, at.component))
  }
  for (const entry of inventory.entries) {
    const usages = parsed
      .facts(entry.file, 'routes', extractRouteFacts)
      ?.renders.find((render) => render.line === entry.line)?.usages
    if (!usages) continue
    roots.push({ kind: 'mount', file: entry.file, line: entry.line, call: entry.call, usages })
    reach(listRendered(loaded, entry.file, usages))
  }
  for (const route of inventory.routes) {
    for (const item of [...route.layouts, ...(route.component ? [route.component] : [])]) {
      const component = item.file === null ? null : project.componentAt(item.file, item.component)
      if (!component || reached.has(toComponentKey(item.file!, component))) continue
      roots.push(toRoot(item.file!, component))
      reach([{ file: item.file!, component }])
    }
  }
  if (roots.length > 0) return roots
  const matchers = DEFAULT_ROOT_FILES.map((pattern) => picomatch(pattern))
  return loaded.sources
    .filter((file) => matchers.some((matches) => matches(file)))
    .flatMap((file) =>
      (project.symbols.modules.get(file)?.components ?? []).map((component) => toRoot(file, component)),
    )
}

/** The project components a mount point renders: where a selection by depth starts. */
export function listRendered(loaded: LoadedProject, file: string, usages: readonly JsxUsage[]): ComponentAt[] {
  return resolveChildren(loaded.project.symbols, file, usages).flatMap((child) => {
    const target = child.key === null ? null : loaded.project.componentByKey(child.key)
    return target ? [target] : []
  })
}

function toRoot(file: string, component: ComponentSummary): TreeRoot {
  return { kind: 'component', file, component }
}

function findDefaultExports(loaded: LoadedProject, file: string): ComponentSummary[] {
  const module = loaded.project.symbols.modules.get(file)
  const exported = module?.exports.get('default')
  if (!module || exported?.kind !== 'local') return []
  return module.components.filter((component) => component.bindings.includes(exported.local))
}

/**
 * SPEC 2.5 tree: the render tree from the roots, with render modes and client boundaries.
 * Without `roots`, every component of the analysed files is a root.
 */
export function toTreeResult(
  loaded: LoadedProject,
  depthOption: number | undefined,
  defaultRoots: TreeRoot[] | null,
): TreeResult {
  const depth = requirePositiveInteger('depth', depthOption, DEFAULT_TREE_DEPTH)
  const { project } = loaded
  const analysed = new Set(loaded.analysed)
  const roots =
    defaultRoots?.filter((root) => analysed.has(root.file)) ??
    loaded.analysed.flatMap((file) =>
      (project.symbols.modules.get(file)?.components ?? []).map((component) => toRoot(file, component)),
    )
  const trees: TreeNode[] = []
  for (const root of roots) {
    if (root.kind === 'mount') {
      // A single-page app mounts in the browser: everything below is client code.
      const node: TreeNode = {
        component: root.call,
        file: root.file,
        render_mode: 'client',
        client_boundary: false,
        via: 'root',
        line: root.line,
        children: [],
      }
      const children = resolveChildren(project.symbols, root.file, root.usages)
      expand(loaded, node, children, 'client', depth, [`${root.file}\0${root.line}`], new Set())
      trees.push(node)
      continue
    }
    const { file, component } = root
    const mode = project.modes.modeOfComponent(file, component)
    const node: TreeNode = {
      component: component.name,
      file,
      render_mode: mode,
      client_boundary: false,
      via: 'root',
      line: component.line,
      children: [],
    }
    const key = toComponentKey(file, component)
    expand(loaded, node, project.childrenOf(file, component), mode, depth, [key], new Set([key]))
    trees.push(node)
  }
  if (loaded.analysed.length > 0 && trees.length === 0 && defaultRoots === null) {
    throw new AnalyserError(
      'NOTHING_MATCHED',
      'The roots hold no component.',
      'Pass files or globs whose modules define components, such as "app/**/page.tsx".',
    )
  }
  return {
    root: loaded.projectRoot.root,
    files_read: loaded.indexed.filesRead,
    depth,
    trees,
    errors: sortErrors(loaded.indexed.errors),
    ...describeGaps(loaded),
  }
}

function expand(
  loaded: LoadedProject,
  node: TreeNode,
  children: readonly ResolvedChild[],
  mode: RenderMode,
  depth: number,
  path: string[],
  shown: Set<string>,
): void {
  const { project } = loaded
  if (children.length === 0) return
  if (path.length > depth) {
    node.truncated = true
    return
  }
  for (const child of children) {
    const childMode = project.modes.modeOfUsage(mode, child.file)
    const host =
      child.inside === null
        ? null
        : children.find((candidate) => (candidate.as ?? candidate.component) === child.inside)
    const passedToClient =
      host !== undefined &&
      host !== null &&
      childMode !== 'client' &&
      project.modes.modeOfUsage(mode, host.file) === 'client'
    const childNode: TreeNode = {
      component: child.component,
      file: child.file,
      ...(child.module !== undefined ? { module: child.module } : {}),
      render_mode: childMode,
      client_boundary: childMode === 'client' && mode !== 'client' && child.file !== null,
      ...(passedToClient ? { passed_to: host!.component } : {}),
      via: child.via,
      line: child.line,
      children: [],
    }
    node.children.push(childNode)
    const target = child.key === null ? null : project.componentByKey(child.key)
    if (!target) continue
    if (path.includes(child.key!)) {
      childNode.cycle = true
      continue
    }
    if (shown.has(child.key!)) {
      if (project.childrenOf(target.file, target.component).length > 0) childNode.repeated = true
      continue
    }
    shown.add(child.key!)
    const below = project.childrenOf(target.file, target.component)
    expand(loaded, childNode, below, childMode, depth, [...path, child.key!], shown)
  }
}
