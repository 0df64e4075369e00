import { getPackageName } from '../resolve/package-name.js'
import { findPackageOrigins } from '../link/hook-origins.js'
import type { LinkedProject } from '../link/linked-project.js'
import type { ParentElement } from './parents.js'
import type { ContextProviders, ContextNeed } from './providers/context.js'
import type { ProviderNeed } from './providers/index.js'

/** The providers a suite renders outside every parent, and those it renders just inside each parent. */
export interface ProviderPlacement {
  outer: ProviderNeed[]
  /** By the parent's index: the project providers rendered just inside it, outermost first. */
  inside: ContextNeed[][]
}

/**
 * Where each of the project's own providers goes among the parents: just inside the
 * innermost parent that gives it what it reads itself, as the app renders them. FlowiseAI's
 * entry renders `<ReactFlowContext>`, which calls useDispatch, inside react-redux's
 * `<Provider store>`; rendered outside every parent, it threw "could not find react-redux
 * context value". One that needs no parent stays outermost. The providers keep their order
 * (one found later, because an earlier one reads it, stays outside that one), so a provider
 * only ever moves inward. The other kinds (a router, a QueryClient) read nothing of the
 * project's and stay outermost.
 */
export function placeProviders(
  project: LinkedProject,
  contexts: ContextProviders,
  providers: readonly ProviderNeed[],
  parents: readonly ParentElement[],
): ProviderPlacement {
  const placement: ProviderPlacement = { outer: [], inside: parents.map(() => []) }
  const given = parents.map((parent) => findGiven(project, contexts, parent))
  let depth = 0
  for (const need of providers) {
    if (need.kind === 'context') {
      const read = findRead(project, contexts, need)
      const innermost = given.findLastIndex((keys) => [...keys].some((key) => read.has(key)))
      depth = Math.max(depth, innermost + 1)
    }
    if (need.kind !== 'context' || depth === 0) placement.outer.push(need)
    else placement.inside[depth - 1]!.push(need)
  }
  return placement
}

/**
 * What a parent gives what it wraps: a package element its package (`package\0react-redux`
 * for `<Provider store>`); a project component the contexts it provides and the packages
 * whose providers it renders (an `AppProviders` around `<Provider store>`).
 */
function findGiven(project: LinkedProject, contexts: ContextProviders, parent: ParentElement): Set<string> {
  if (parent.from.kind === 'package') return new Set([`package\0${getPackageName(parent.from.module)}`])
  if (parent.component === null) return new Set()
  const { file, component } = parent.component
  return new Set([
    ...contexts.providedBy(file, component).map((key) => `context\0${key}`),
    ...project
      .childrenOf(file, component)
      .flatMap((child) =>
        child.module !== undefined && child.component.endsWith('Provider')
          ? [`package\0${getPackageName(child.module)}`]
          : [],
      ),
  ])
}

/** What a project provider and what it renders read: the packages of their package hooks, and the contexts. */
function findRead(project: LinkedProject, contexts: ContextProviders, need: ContextNeed): Set<string> {
  const component = project.symbols.modules.get(need.source)?.components.find((at) => at.name === need.component)
  if (!component) return new Set()
  const read = new Set<string>()
  for (const { file, component: member } of project.subtreeOf([{ file: need.source, component }])) {
    for (const key of contexts.readBy(file, member)) read.add(`context\0${key}`)
    for (const hook of member.hooks)
      for (const origin of findPackageOrigins(project, file, hook, ({ module }) => module !== 'react'))
        read.add(`package\0${getPackageName(origin.module)}`)
  }
  return read
}
