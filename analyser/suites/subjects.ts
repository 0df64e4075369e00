import type { ComponentAt, LinkedProject } from '../link/linked-project.js'
import { resolvePropTypes } from '../link/prop-types.js'
import type { RenderSite } from '../link/used-by.js'
import { type ComponentSummary, toComponentKey } from '../summary/module-summary.js'
import type { LiteralValue, UnresolvedProp } from '../types.js'
import type { RenderGate } from '../summary/module-summary.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import { readInsideOrNull } from '../project/root.js'
import type { FrameworkPackage } from '../project/framework.js'
import { findForwardedNeeds } from './forwarded-props.js'
import { findFrameworkSites } from './framework-sites.js'
import { NeedFinder } from './needs.js'
import { type Composition, type SiteValues, composeFromSites, toLiteralProps, toSiteValues } from './parents.js'
import { ContextProviders } from './providers/context.js'
import { findRenderedSubtree } from './rendered-subtree.js'
import { type Shape, describeReads, describeType, findObjectKeys } from './shapes.js'

/** A suite's component as it will be rendered: its parents, and its props with what answers each. */
export interface SubjectDescription {
  /** It and what rendering it renders (rendered-subtree.ts): what its needs and requests are read from. */
  subtree: ComponentAt[]
  composition: Composition | null
  /** `site`: the literal a usage site writes for the prop, which the suite renders it with. */
  props: { name: string; required: boolean; shape: Shape; site?: LiteralValue }[]
  /** Props nothing answers — no type, no site, no read — which a person must give (`--props`). */
  unresolved: UnresolvedProp[]
  /**
   * What the site the props come from writes as source text, for props no type or literal answers, which
   * generation/inputs.ts rebuilds in the suite's scope.
   */
  siteValues: SiteValues | null
  /**
   * Project contexts created without a default that it reads and no parent provides, by key, with the file that
   * provides one in the app (a provider the suite could not import or write), for the suite to name in a TODO.
   */
  unprovided: UnprovidedContext[]
  /** The conditions on the app's own values the site it is composed from renders it under (SiteGates). */
  gates: SiteGates | null
  /** The text of the `<label>` every site writes it inside, which names its field; null when one site does not. */
  label: string | null
  /**
   * The naming props every site writes and the suite cannot (`children` of `<Trigger><Avatar …/></Trigger>`, read
   * only as the app runs): a scan failed for a missing name may be the suite's, and says so.
   */
  unwritten: string[]
}

/** Where the app renders the component only under conditions on values it makes (state, a store, a context). */
export interface SiteGates {
  /** The component that renders it there, and its file. */
  component: string
  file: string
  gates: RenderGate[]
}

/** A context a suite's component reads that nothing around it provides. */
export interface UnprovidedContext {
  key: string
  /** The context's name and the file that creates it. */
  context: string
  file: string
  /** Where the app provides it, when it does: a file the suite could not import it from. */
  providedIn: string | null
}

const cache = new WeakMap<LinkedProject, Subjects>()

/** One description per component of a project, shared by the plan (fixtures it needs) and the suites. */
export function getSubjects(loaded: LoadedProject): Subjects {
  let subjects = cache.get(loaded.project)
  if (!subjects) {
    subjects = new Subjects(loaded.project, loaded.frameworks, findSiblingPackages(loaded))
    cache.set(loaded.project, subjects)
  }
  return subjects
}

class Subjects {
  private readonly needs: NeedFinder
  private readonly described = new Map<string, SubjectDescription>()

  constructor(
    private readonly project: LinkedProject,
    private readonly frameworks: readonly FrameworkPackage[],
    siblings: ReadonlySet<string>,
  ) {
    this.needs = new NeedFinder(project, new ContextProviders(project), siblings)
  }

  describe(subject: ComponentAt): SubjectDescription {
    const key = toComponentKey(subject.file, subject.component)
    let description = this.described.get(key)
    if (!description) {
      description = this.toDescription(subject)
      this.described.set(key, description)
    }
    return description
  }

  private toDescription(subject: ComponentAt): SubjectDescription {
    const { project } = this
    const record = project.recordOf(project.symbols.modules.get(subject.file)!, subject.component)
    const findSites = (component: ComponentAt) => [
      ...project.sitesOf(component.file, component.component),
      ...findFrameworkSites(project, this.frameworks, component),
    ]
    const subtree = findRenderedSubtree(project, [subject])
    const composition = composeFromSites(project, this.needs, findSites, subject, subtree)
    // A prop no type describes (all of them in JavaScript or an untyped arrow; `children` inherited
    // from `ButtonHTMLAttributes`) takes what the project passes it at its most common site.
    const typeless = new Set(record.prop_types.filter((prop) => prop.type === null).map((prop) => prop.name))
    // A composition from project providers alone (no usage site) leaves the props to the most common site.
    const site = composition?.site ?? findCommonSite(project, subject)
    const literals = site ? toLiteralProps(site.child) : []
    const siteProps = composition?.site ? literals : literals.filter((prop) => typeless.has(prop.name))
    const siteValues = site ? toSiteValues(site.file, site.child) : null
    const answered = new Set<string>()
    const props: SubjectDescription['props'] = describeProps(project, subject.file, subject.component).map(
      ({ fromReads, ...prop }) => {
        const site = siteProps.find((written) => written.name === prop.name)
        if (site !== undefined) {
          answered.add(prop.name)
          return { ...prop, site: site.value }
        }
        if (fromReads) answered.add(prop.name)
        return prop
      },
    )
    const names = findSiteNames(project.sitesOf(subject.file, subject.component), site, props)
    props.push(...names.props)
    // What a package element throws without, which the component forwards to it unnamed, answers a prop the
    // component's own type leaves unknown (`FormField`'s `name` of a `ControllerProps`) and adds one it never names.
    for (const need of findForwardedNeeds(project, subject.file, subject.component)) {
      const at = props.findIndex((prop) => prop.name === need.name)
      const given = at === -1 ? undefined : props[at]!
      if (given && (given.site !== undefined || given.shape.kind !== 'unknown')) continue
      const prop = { name: need.name, required: true, shape: need.shape }
      if (given) props[at] = prop
      else props.push(prop)
      answered.add(need.name)
    }
    const unresolved = record.unresolved_props.filter((prop) => !answered.has(prop.prop))
    const left = composition ? composition.unmet : this.needs.findUnmet(subtree, [])
    const unprovided = left.flatMap((need): UnprovidedContext[] => {
      if (need.kind !== 'context') return []
      const [file, context] = need.key.split('\0') as [string, string]
      const [site] = this.needs.findContextSites(need.key)
      return [{ key: need.key, context, file, providedIn: site?.file ?? null }]
    })
    const label = findSiteLabel(project.sitesOf(subject.file, subject.component), site)
    const gates = findSiteGates(project, site)
    return {
      subtree,
      composition,
      props,
      unresolved,
      siteValues,
      unprovided,
      gates,
      label,
      unwritten: names.unwritten,
    }
  }
}

// `Link.href`, `NavLink.to`, an `a`'s `href` attribute.
const LINK_TARGET = /(^|\.)(href|to)$/
// `Transition.show`, `Dialog.open`, `Modal.isOpen`.
const OPENING_TARGET = /\.(show|open|isOpen)$/

// How a package.json names a package of its own workspace: any version, or a workspace, file or link protocol.
const SIBLING_VERSION = /^(?:\*|workspace:|file:|link:|portal:)/

/** The packages the project takes from its own workspace, by the versions its package.json gives them. */
function findSiblingPackages(loaded: LoadedProject): Set<string> {
  const text = readInsideOrNull(loaded.fs, loaded.projectRoot, 'package.json')
  let manifest: { dependencies?: Record<string, unknown>; devDependencies?: Record<string, unknown> } = {}
  try {
    manifest = text === null ? {} : JSON.parse(text)
  } catch {
    // A package.json that does not parse names no sibling; the analyser reports it where it reads it.
  }
  const declared = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
  return new Set(
    declared
      .filter(([, version]) => typeof version === 'string' && SIBLING_VERSION.test(version))
      .map(([name]) => name),
  )
}

/**
 * Each prop with the shape of its type, as far as the analyser can resolve it; a prop whose
 * type says nothing buildable (none, or a package's `Table<TData>`) is shaped by the members
 * the component reads off it, or is a function when the component calls it (`fromReads`).
 */
export function describeProps(
  project: LinkedProject,
  file: string,
  component: ComponentSummary,
): { name: string; required: boolean; shape: Shape; fromReads: boolean }[] {
  const module = project.symbols.modules.get(file)!
  const resolved = resolvePropTypes(project.symbols, file, component.props)
  return project.recordOf(module, component).prop_types.map((prop) => {
    const declared = resolved.declaredIn.get(prop.name)
    const shape: Shape =
      prop.type === null
        ? { kind: 'unknown', text: 'no type' }
        : describeType(project.symbols, declared?.file ?? file, prop.type, declared?.typeParams ?? [])
    const required = prop.required === true
    // A string the component tests it against or a key it looks it up by: its own name would match no branch
    // (`XAxisType: 'XAxisType'` for a chart's scale, `COLORS[variant]` of undefined).
    const chosen =
      shape.kind === 'unknown' || shape.kind === 'string' ? chooseString(project, file, component, prop.name) : null
    if (chosen !== null)
      return { name: prop.name, required, shape: { kind: 'literal', value: chosen }, fromReads: true }
    if (shape.kind !== 'unknown') return { name: prop.name, required, shape, fromReads: false }
    // Handed on as a link's target (`<Link href={href}>`, `<NavLink to={path}>`, `<a href={url}>`): a path, which
    // next/link and the routers' links throw without.
    const linked = component.props.usage.some(
      (usage) => usage.prop === prop.name && LINK_TARGET.test(usage.target ?? '') && usage.use !== 'spread',
    )
    if (linked) return { name: prop.name, required, shape: { kind: 'literal', value: '/' }, fromReads: true }
    // Rendered as an element (`<Component {...pageProps} />` in Next's _app): a component.
    if (component.children.some((child) => child.localKind === 'prop' && child.root === prop.name))
      return { name: prop.name, required, shape: { kind: 'component' }, fromReads: true }
    // Handed to a package element's `show` or `open` (`<Transition show={open}>`, which throws without one): open.
    const opens = component.props.usage.some(
      (usage) => usage.prop === prop.name && usage.use === 'pass' && OPENING_TARGET.test(usage.target ?? ''),
    )
    if (opens) return { name: prop.name, required, shape: { kind: 'literal', value: true }, fromReads: true }
    const reads = component.props.paths.filter((read) => read.prop === prop.name).map((read) => read.path)
    if (reads.length > 0) return { name: prop.name, required, shape: describeReads(reads), fromReads: true }
    // `renderVariableSelect()`, `children(state)`: a prop the component calls is a function.
    const called = component.props.usage.some((usage) => usage.prop === prop.name && usage.use === 'call')
    return called
      ? { name: prop.name, required, shape: { kind: 'function' }, fromReads: true }
      : { name: prop.name, required, shape, fromReads: false }
  })
}

/**
 * The gates of a site on values its component makes itself — a local, not a prop the suite
 * could pass it nor a module's constant: `if (!user) return <Loader />` where `user` comes from
 * the store. Null when there are none, or the site is a module's own render.
 */
function findSiteGates(project: LinkedProject, site: RenderSite | null): SiteGates | null {
  if (site === null || site.component === null) return null
  const module = project.symbols.modules.get(site.file)
  const props = new Set(project.recordOf(module!, site.component).prop_names)
  const made = (name: string): boolean => !props.has(name) && !module?.bindings.has(name) && !module?.imports.has(name)
  const gates = (site.child.gates ?? []).filter((gate) => gate.names.some(made))
  return gates.length === 0 ? null : { component: site.component.name, file: site.file, gates }
}

/**
 * A key of the object the component looks the prop up in (what it reads would be undefined for any other), else
 * the first string it compares the prop with.
 */
function chooseString(project: LinkedProject, file: string, component: ComponentSummary, prop: string): string | null {
  const choices = component.props.choices.filter((choice) => choice.prop === prop)
  for (const choice of choices) {
    const [key] = 'lookup' in choice ? findObjectKeys(project.symbols, file, choice.lookup) : []
    if (key !== undefined) return key
  }
  const compared = choices.find((choice) => 'value' in choice)
  return compared && 'value' in compared ? compared.value : null
}

/**
 * The label every site writes the component inside (`<label>Search <Input /></label>`): the chosen site's text, else
 * the first text a site gives. Null when some site leaves it outside a label, as that render is the app's too.
 */
function findSiteLabel(sites: readonly RenderSite[], chosen: RenderSite | null): string | null {
  if (sites.length === 0 || sites.some((site) => site.child.label === undefined)) return null
  return chosen?.child.label || sites.find((site) => site.child.label)?.child.label || ''
}

// The props a person finds a control by (its accessible name), whatever the component's type says of them: a
// button's text is its children (shadcn's Button takes them from ComponentProps<'button'>, which names none).
const NAMING_PROPS = ['aria-label', 'alt', 'title', 'label', 'children']

/**
 * The accessible name every site gives the component (`<IconButton aria-label="Close">`, `<Button>Save</Button>`)
 * where the suite would give none: the chosen site's literal, or the text its children read (`Save <Icon />`), so an
 * a11y scan is not failed for a name the app never leaves out. A name some site leaves out stays out: that render is
 * the app's too. A name every site writes that the chosen site's has no text for is listed as unwritten.
 */
function findSiteNames(
  sites: readonly RenderSite[],
  chosen: RenderSite | null,
  props: SubjectDescription['props'],
): { props: SubjectDescription['props']; unwritten: string[] } {
  const named: { props: SubjectDescription['props']; unwritten: string[] } = { props: [], unwritten: [] }
  if (sites.length === 0 || chosen === null) return named
  for (const name of NAMING_PROPS) {
    if (props.some((prop) => prop.name === name)) continue
    if (!sites.every((site) => site.child.written.some((prop) => prop.name === name))) continue
    const written = chosen.child.written.find((prop) => prop.name === name)
    const text = written === undefined ? undefined : 'value' in written ? written.value : written.reads
    if (typeof text === 'string') named.props.push({ name, required: false, shape: { kind: 'string' }, site: text })
    else named.unwritten.push(name)
  }
  return named
}

/**
 * The component's most common way of being used (the first site writing the literals most
 * sites write): for props with no type, what the project passes is the best guess there is.
 */
function findCommonSite(project: LinkedProject, subject: ComponentAt): RenderSite | null {
  const sites = project.sitesOf(subject.file, subject.component)
  if (sites.length === 0) return null
  const counts = new Map<string, { count: number; literals: number; site: RenderSite }>()
  for (const site of sites) {
    const literals = toLiteralProps(site.child)
    const key = JSON.stringify(literals)
    const entry = counts.get(key) ?? { count: 0, literals: literals.length, site }
    entry.count++
    counts.set(key, entry)
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || b.literals - a.literals)[0]!.site
}
