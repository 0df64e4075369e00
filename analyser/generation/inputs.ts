import * as path from 'node:path'
import { type Stylesheet, findGlobalStylesheets } from '../suites/stylesheets.js'
import type { ComponentAt, LinkedProject } from '../link/linked-project.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import type { ModuleSummary } from '../summary/module-summary.js'
import type { FetchVia, LiteralValue, RenderMode } from '../types.js'
import { type HostPage, findHostPages, getHostPageOf } from '../suites/host-elements.js'
import { findImport, toSuiteLocal } from '../suites/imports.js'
import type { RouteSpec } from '../suites/route-spec.js'
import { chooseParams } from '../suites/route-suites.js'
import { type ParamValues, fillPath } from '../routes/params.js'
import type { ParsedFiles } from '../routes/parsed-files.js'
import { findRoutes } from '../routes/routes.js'
import type { LoadSuite } from '../suites/load-suite.js'
import type { Composition, ParentElement } from '../suites/parents.js'
import type { PlanResult, PlannedSuite } from './plan.js'
import { placeProviders } from '../suites/provider-placement.js'
import { type ContextNeed, ContextProviders } from '../suites/providers/context.js'
import { type ProviderNeed, createProviderFinder } from '../suites/providers/index.js'
import { type Shape, describeType } from '../suites/shapes.js'
import { ScopeBuilder, type SiteScope } from '../suites/site-values.js'
import { type SiteGates, type UnprovidedContext, describeProps, getSubjects } from '../suites/subjects.js'

/** Everything a generated suite needs to render one component the way the app does. */
export interface SuiteInput {
  suite: PlannedSuite
  /** The export to import (`default` or a name) and, for `Card.Header`, the member to read from it. */
  exportName: string
  member: string | null
  renderMode: RenderMode
  /** Server components render through react-dom/server streaming; the rest inside React.Profiler. */
  strategy: 'server' | 'client'
  isAsync: boolean
  /**
   * `site`: the literal a usage site writes for the prop, which the suite renders it with;
   * `expression`: what it writes instead as a name the suite's scope gives (`columns={columns}`).
   */
  props: { name: string; required: boolean; shape: Shape; site?: LiteralValue; expression?: string }[]
  /** Props the component reads whose type the analyser cannot see, with why: a person fills them. */
  unresolved: { prop: string; reason: string }[]
  /** Props from the `--props` file, when it has this component. */
  fixture: Record<string, unknown> | null
  requests: { method: string | null; url: string | null; via: FetchVia; body: Shape; shaped: boolean }[]
  /** The providers outside every parent, outermost first (a parent may hold more: `SuiteParent.providers`). */
  providers: ProviderNeed[]
  /** Elements the project renders the component inside, outermost first, inside the providers. */
  parents: SuiteParent[]
  /** What the suite imports and declares at its top for the parents' `values`. */
  scope: SiteScope
  /** The stylesheets the app loads for every page (its entry's, its root layout's): a11y suites load them too. */
  stylesheets: Stylesheet[]
  /** Contexts the component reads that no provider or parent of the suite gives: a person provides them (a TODO). */
  unprovided: UnprovidedContext[]
  /** The conditions on the app's own values the app renders it under, which the suite does not set (a TODO). */
  gates: SiteGates | null
  /** The text of the `<label>` the app always writes the component inside: the a11y scan renders it in one. */
  label: string | null
  /** The naming props every site writes that the suite cannot (SubjectDescription.unwritten). */
  unwritten: string[]
  /** What the app's index.html gives every module: elements its code looks up, the globals its scripts set. */
  hostPage: HostPage
  /**
   * An app-router page or layout that takes `params` and exports `generateStaticParams`: the
   * suite renders it with the first params that lists, as Next.js builds it. `takesParent`: the
   * function declares a parameter (the parent segments' params), and is given none.
   */
  staticParams: { takesParent: boolean } | null
  /**
   * An expo-router screen: the route it is the screen of, at the URL the suite renders it (its params from the
   * `--routes` file or a literal link, null when neither gives them), which the run's expo-router answers its hooks
   * (useLocalSearchParams, usePathname) with.
   */
  screen: { route: string; url: string | null; params: ParamValues } | null
}

/** What the suites of route screens are given: the project's parsed files and the `--routes` fixtures. */
export interface ScreenRoutes {
  parsed: ParsedFiles
  fixtures: ReadonlyMap<string, ParamValues[]> | null
}

/** An element a suite renders around its component, with a name of its own in the suite. */
export interface SuiteParent {
  from: ParentElement['from']
  /** The binding the suite imports, unique among its imports. */
  local: string
  /** The tag: the local name, or a member of it (`MenuPrimitive.Root`). */
  tag: string
  props: { name: string; value: LiteralValue }[]
  /** Props written as expressions the suite's scope (`SuiteInput.scope`) gives meaning: `store={store}`. */
  values: { name: string; expression: string }[]
  /** Props a project component requires that the site gives no literal for, to build from their types. */
  required: { name: string; shape: Shape }[]
  /**
   * Props the site writes as expressions the suite cannot rebuild (`store={store}` where `store` is a prop of the
   * component that renders it, or made inside a function), said, as the render may fail for them; `typed` when the
   * suite builds one from the parent's type instead (in `required`).
   */
  leftOut: { name: string; text: string; file: string; typed: boolean }[]
  /** The project's providers rendered just inside this parent, outermost first: they read what it gives. */
  providers: ContextNeed[]
}

/** What an e2e spec is rendered from: its planned suite, and the route it visits. */
export interface SpecInput {
  suite: PlannedSuite
  spec: RouteSpec
}

/** What a load suite is rendered from: its planned suite, and the API route's pipes. */
export interface LoadInput {
  suite: PlannedSuite
  load: LoadSuite
}

/** What the generator renders one suite from: a component's inputs, a route's spec, or an API route's pipes. */
export type GenerationInput = SuiteInput | SpecInput | LoadInput

/** The inputs of each suite a plan would write, computed from the same loaded project. */
export function toSuiteInputs(
  loaded: LoadedProject,
  plan: PlanResult,
  fixtures: ReadonlyMap<string, unknown> | null,
  routes: ScreenRoutes,
): SuiteInput[] {
  const { project } = loaded
  const screens = findScreens(loaded, routes)
  const findProviders = createProviderFinder(project)
  const contexts = new ContextProviders(project)
  const subjects = getSubjects(loaded)
  const stylesheets = findGlobalStylesheets(project)
  const hosts = findHostPages(loaded)
  return plan.suites.map((suite) => {
    const module = project.symbols.modules.get(suite.source)!
    const component = module.components.find((candidate) => candidate.name === suite.component)!
    const record = project.recordOf(module, component)
    const fixture = fixtures?.get(`${suite.source}#${suite.component}`)
    const { exportName, member } = findImport(module, component)
    const subject = { file: suite.source, component }
    const {
      subtree,
      composition,
      props: described,
      unresolved: left,
      siteValues,
      unprovided,
      gates,
      label,
      unwritten,
    } = subjects.describe(subject)
    const providers = findProviders({
      project,
      file: suite.source,
      component,
      subtree: composition ? [...subtree, ...composition.rendered] : subtree,
      children: project.childrenOf(suite.source, component),
      around: composition?.elements ?? [],
    })
    const placement = placeProviders(project, contexts, providers, composition?.parents ?? [])
    const { parents, builder } = nameParents(
      project,
      composition,
      toSuiteLocal(exportName === 'default' ? suite.component.split('.')[0]! : exportName),
    )
    const props = described.map((prop): SuiteInput['props'][number] => {
      if (prop.site !== undefined || !isVague(prop.shape)) return prop
      const text = siteValues?.values.find((value) => value.name === prop.name)?.text
      const expression = text === undefined ? null : builder.rebuild(siteValues!.file, text)
      return expression === null ? prop : { ...prop, expression }
    })
    const rebuilt = new Set(props.flatMap((prop) => (prop.expression === undefined ? [] : [prop.name])))
    const unresolved = left.filter((prop) => !rebuilt.has(prop.prop))
    const scope = builder.scope
    return {
      suite,
      exportName,
      member,
      renderMode: record.render_mode,
      strategy: record.render_mode === 'rsc' ? 'server' : 'client',
      isAsync: component.isAsync,
      props,
      unresolved,
      fixture: fixture && typeof fixture === 'object' ? (fixture as Record<string, unknown>) : null,
      requests: collectRequests(project, [...subtree, ...(composition?.rendered ?? [])]),
      providers: placement.outer,
      parents: parents.map((parent, index) => ({ ...parent, providers: placement.inside[index]! })),
      scope,
      // A context the project's provider finder puts around it is provided after all.
      unprovided: unprovided.filter((need) => contexts.providerOf(need.key) === null),
      gates,
      label,
      unwritten,
      stylesheets,
      hostPage: getHostPageOf(hosts, suite.source),
      staticParams: exportName === 'default' ? findStaticParams(module, props) : null,
      screen: exportName === 'default' ? (screens.get(suite.source) ?? null) : null,
    }
  })
}

/** Each expo-router screen file's route and the URL its suite renders it at: the first params chooseParams finds. */
function findScreens(
  loaded: LoadedProject,
  { parsed, fixtures }: ScreenRoutes,
): Map<string, NonNullable<SuiteInput['screen']>> {
  const screens = new Map<string, NonNullable<SuiteInput['screen']>>()
  if (!loaded.frameworks.some(({ framework }) => framework === 'expo')) return screens
  const { routes } = findRoutes(loaded, parsed)
  for (const route of routes) {
    if (route.router !== 'expo-router' || screens.has(route.file)) continue
    const values = chooseParams(route, fixtures?.get(route.path), routes)?.values[0]
    const url = values === undefined ? null : fillPath(route.path, values)
    screens.set(route.file, { route: route.path, url, params: url === null ? {} : values! })
  }
  return screens
}

// https://nextjs.org/docs/app/api-reference/functions/generate-static-params
const STATIC_PARAMS_FILE = /^(page|layout)\.[cm]?[jt]sx?$/

function findStaticParams(module: ModuleSummary, props: SuiteInput['props']): SuiteInput['staticParams'] {
  if (!STATIC_PARAMS_FILE.test(path.posix.basename(module.file))) return null
  if (!module.exports.has('generateStaticParams') || !props.some((prop) => prop.name === 'params')) return null
  return { takesParent: (module.functions.get('generateStaticParams')?.params.length ?? 0) > 0 }
}

// Names every suite declares or imports itself (the harness, vitest, its props and render function).
const SUITE_NAMES = [
  'props',
  'renderSubject',
  'describe',
  'it',
  'expect',
  'vi',
  'React',
  'profileClient',
  'profileServer',
  'expectWithinBaseline',
  'expectNoLeak',
  'stubRequests',
  'generateStaticParams',
  'staticParams',
  'atRoute',
]

/**
 * The parents with the names the suite imports them under: the rendering file's own
 * names, numbered where two differ (or one is the component's), required props shaped,
 * and the scope that gives their values (`store={store}`) the meaning they have at the site.
 */
function nameParents(
  project: LinkedProject,
  composition: Composition | null,
  subjectName: string,
): { parents: Omit<SuiteParent, 'providers'>[]; builder: ScopeBuilder } {
  const taken = new Map<string, string>([
    [subjectName, 'subject'],
    ...SUITE_NAMES.map((name) => [name, 'suite'] as const),
  ])
  if (!composition) return { parents: [], builder: new ScopeBuilder(project, taken) }
  const named = composition.parents.map((parent) => {
    const identity = JSON.stringify(parent.from)
    let local = parent.local
    for (let suffix = 2; taken.has(local) && taken.get(local) !== identity; suffix++) local = `${parent.local}${suffix}`
    taken.set(local, identity)
    return { parent, local }
  })
  const builder = new ScopeBuilder(project, taken)
  const parents = named.map(({ parent, local }) => {
    const values: SuiteParent['values'] = []
    const unbuilt: { name: string; text: string; file: string }[] = []
    for (const { name, text } of parent.values) {
      const expression = builder.rebuild(parent.file, text)
      if (expression === null) unbuilt.push({ name, text, file: parent.file })
      else values.push({ name, expression })
    }
    const given = new Set([...parent.props, ...values].map((prop) => prop.name))
    const required = parent.component
      ? describeProps(project, parent.component.file, parent.component.component).filter(
          (prop) => prop.required && prop.name !== 'children' && !given.has(prop.name),
        )
      : []
    return {
      from: parent.from,
      local,
      tag: `${local}${parent.member}`,
      props: parent.props,
      values,
      required: required.map(({ name, shape }) => ({ name, shape })),
      leftOut: unbuilt.map((value) => ({
        ...value,
        typed: required.some((prop) => prop.name === value.name && prop.shape.kind !== 'unknown'),
      })),
    }
  })
  return { parents, builder }
}

/**
 * A shape the suite cannot build a telling value of: unknown, a list of unknown items
 * (which is built empty), or an object of no known members. What a usage site passes for
 * such a prop, as a name the suite can import (`columns={columns}`), is the better value.
 */
function isVague(shape: Shape): boolean {
  if (shape.kind === 'unknown') return true
  if (shape.kind === 'array') return shape.of.kind === 'unknown'
  return shape.kind === 'object' && shape.members.length === 0
}

/**
 * The requests rendering the component makes: its own and those of every component it
 * renders (a server page streams its server children, a client page mounts its
 * children's data hooks), once each, with a body shaped from the code that makes them.
 */
function collectRequests(project: LinkedProject, subtree: ComponentAt[]): SuiteInput['requests'] {
  const requests: SuiteInput['requests'] = []
  const seen = new Set<string>()
  for (const { file: member, component: node } of subtree) {
    for (const request of project.recordOf(project.symbols.modules.get(member)!, node).fetches) {
      const key = `${request.method}\0${request.url}\0${request.via}`
      if (seen.has(key)) continue
      seen.add(key)
      const body = describeResponse(project, member, request.through)
      requests.push({
        method: request.method,
        url: request.url,
        via: request.via,
        body: body ?? { kind: 'array', of: { kind: 'unknown', text: 'response' } },
        shaped: body !== null,
      })
    }
  }
  return requests
}

/**
 * A response body shaped like what a project function the request went through says it
 * returns (`getMetrics(): Promise<Metric[]>`): the outermost that says, the component's
 * side first. A hook that declares nothing (`useProduct` around `fetchProduct():
 * Promise<Product>`) leaves it to the function it calls. Null when none says.
 */
function describeResponse(project: LinkedProject, file: string, through: string[]): Shape | null {
  // Each name in the chain is called from the file of the function before it.
  let caller = file
  for (const name of through) {
    const found = project.findFunction(caller, name)
    if (!found) return null
    if (found.fn.returns) {
      let shape = describeType(project.symbols, found.file, found.fn.returns, found.fn.typeParams)
      if (shape.kind === 'promise') shape = shape.of
      if (shape.kind !== 'unknown') return shape
    }
    caller = found.file
  }
  return null
}
