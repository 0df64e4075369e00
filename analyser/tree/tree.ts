import picomatch from 'picomatch'
import { AnalyserError, requirePositiveInteger } from '../errors.js'
import { type ComponentSummary, toComponentKey } from '../summary/module-summary.js'
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

/**
 * The files whose components are the tree's roots: the app router's pages and layouts,
 * else a SPA's `src/main.*`/`src/App.*` or Expo Router's `app/_layout.*`.
 */
export function findDefaultRoots(loaded: LoadedProject): string[] {
  const appRouter = loaded.sources.filter(
    (file) => isAppRouterSpecialFile(file, loaded.frameworks) && /(^|\/)(page|layout)\.[jt]sx?$/.test(file),
  )
  if (appRouter.length > 0) return appRouter
  const matchers = DEFAULT_ROOT_FILES.map((pattern) => picomatch(pattern))
  return loaded.sources.filter((file) => matchers.some((matches) => matches(file)))
}

/** SPEC 2.5 tree: the render tree from the roots, with render modes and client boundaries. */
export function toTreeResult(
  loaded: LoadedProject,
  depthOption: number | undefined,
  useDefaultRoots: boolean,
): TreeResult {
  const depth = requirePositiveInteger('depth', depthOption, DEFAULT_TREE_DEPTH)
  const { project } = loaded
  const trees: TreeNode[] = []
  for (const file of loaded.analysed) {
    const module = project.symbols.modules.get(file)
    if (!module) continue
    // A page or layout is its default export; an explicit root file offers every component in it.
    const roots =
      useDefaultRoots && isAppRouterSpecialFile(file, loaded.frameworks)
        ? module.components.filter((component) =>
            component.bindings.some(
              (binding) =>
                module.exports.get('default')?.kind === 'local' &&
                (module.exports.get('default') as { local: string }).local === binding,
            ),
          )
        : module.components
    for (const component of roots) {
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
      expand(
        loaded,
        node,
        file,
        component,
        mode,
        depth,
        [toComponentKey(file, component)],
        new Set([toComponentKey(file, component)]),
      )
      trees.push(node)
    }
  }
  if (loaded.analysed.length > 0 && trees.length === 0 && !useDefaultRoots) {
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
  file: string,
  component: ComponentSummary,
  mode: RenderMode,
  depth: number,
  path: string[],
  shown: Set<string>,
): void {
  const { project } = loaded
  const children = project.childrenOf(file, component)
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
    expand(loaded, childNode, target.file, target.component, childMode, depth, [...path, child.key!], shown)
  }
}
