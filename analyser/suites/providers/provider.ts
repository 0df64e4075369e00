import type { ResolvedChild } from '../../link/children.js'
import { type PackageOrigin, findPackageOrigin } from '../../link/hook-origins.js'
import type { LinkedProject } from '../../link/linked-project.js'
import type { ComponentSummary } from '../../summary/module-summary.js'
import type { FetchVia } from '../../types.js'
import type { ComponentAt } from '../../link/linked-project.js'

/** A package element rendered around the component: `Menu.Root` from `@base-ui/react/menu`. */
export interface PackageElement {
  module: string
  component: string
}

/** The component a suite renders, as a provider's detection sees it. */
export interface ProviderSubject {
  project: LinkedProject
  file: string
  component: ComponentSummary
  /** It and every project component below it: a provider is needed when any of them reads one. */
  subtree: ComponentAt[]
  /** What the component renders itself: a provider it renders covers everything below. */
  children: ResolvedChild[]
  /** Package elements the suite renders around it, as the project composes it (`Menu.Root`). */
  around: PackageElement[]
}

/**
 * One kind of provider a rendered subtree may need around it, or it throws (no router, no
 * query client, no context): its kind, and a pure detection over the subject. The CLI
 * renders each kind; its table is keyed by these kinds, so a kind without a renderer
 * does not compile.
 */
export interface ProviderDefinition<Need extends { kind: string }, Index = void> {
  kind: Need['kind']
  /** Project-wide facts the detection looks up, gathered once per generation for every suite. */
  index?(project: LinkedProject): Index
  /** The needs of this kind, outermost first: the suite nests them in this order. */
  detect(subject: ProviderSubject, index: Index): Need[]
}

export function defineProvider<Need extends { kind: string }>(provider: {
  kind: Need['kind']
  detect(subject: ProviderSubject): Need[]
}): ProviderDefinition<Need>
export function defineProvider<Need extends { kind: string }, Index>(provider: {
  kind: Need['kind']
  index(project: LinkedProject): Index
  detect(subject: ProviderSubject, index: Index): Need[]
}): ProviderDefinition<Need, Index>
export function defineProvider<Need extends { kind: string }, Index>(
  provider: ProviderDefinition<Need, Index>,
): ProviderDefinition<Need, Index> {
  return provider
}

/** Does a hook somewhere in the subtree come down to a package hook `accepts` takes, through project hooks too? */
export function callsPackageHook(subject: ProviderSubject, accepts: (origin: PackageOrigin) => boolean): boolean {
  return subject.subtree.some(({ file, component }) =>
    component.hooks.some((hook) => findPackageOrigin(subject.project, file, hook, accepts) !== null),
  )
}

/** Does a component in the subtree make a request through this library? */
export function fetchesVia(subject: ProviderSubject, via: FetchVia): boolean {
  const { project } = subject
  return subject.subtree.some(({ file, component }) =>
    project.recordOf(project.symbols.modules.get(file)!, component).fetches.some((request) => request.via === via),
  )
}

/** Does the component itself render this package component (so it provides what the component would need)? */
export function rendersPackageComponent(subject: ProviderSubject, module: string, component: string): boolean {
  return subject.children.some((child) => child.module === module && child.component === component)
}

/**
 * Does the subtree read a package's context: call one of its `hooks` (through project hooks too) or render one of
 * its `components` (react-hook-form's Controller, formik's Field)?
 */
export function readsPackageContext(
  subject: ProviderSubject,
  module: string,
  { hooks, components }: { hooks: ReadonlySet<string>; components: ReadonlySet<string> },
): boolean {
  const { project, subtree } = subject
  return (
    callsPackageHook(subject, (origin) => origin.module === module && hooks.has(origin.name)) ||
    subtree.some(({ file, component }) =>
      project.childrenOf(file, component).some((child) => child.module === module && components.has(child.component)),
    )
  )
}
