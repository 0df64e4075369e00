import type { ResolvedChild } from '../link/children.js'
import type { ComponentAt, LinkedProject } from '../link/linked-project.js'
import type { SymbolTarget } from '../resolve/symbols.js'
import type { RenderSite } from '../link/used-by.js'
import { getPackageName } from '../resolve/package-name.js'
import { toComponentKey } from '../summary/module-summary.js'
import type { LiteralValue } from '../types.js'
import { findImport, isImportable, mountsApp, toSuiteLocal } from './imports.js'
import { type ElementSource, ScopeBuilder } from './site-values.js'
import { type OpeningProp, findOpeningProps, getEnclosingRank, splitPart, toPrimitiveName } from './enclosing-parts.js'
import type { Need, NeedFinder, PartWrapper } from './needs.js'
import type { PackageElement } from './providers/provider.js'
import { isQueryClientProvider } from './providers/react-query.js'

/** One element a suite renders around its component, as the project writes it at a usage site. */
export interface ParentElement {
  /** A project component by its export, or a package's export (`*` for a namespace, `default`). */
  from: ElementSource
  /** The name the suite imports it under, as the rendering file does; made unique in the suite. */
  local: string
  /** The tag after the local name: `.Root` for `Menu.Root`, `.Header` for a static member. */
  member: string
  /** The literal props the site writes. */
  props: { name: string; value: LiteralValue }[]
  /** The props it writes as a name (`store={store}`, `basename={pack.homepage}`), read in `file`. */
  values: { name: string; text: string }[]
  /** The file that renders the element. */
  file: string
  /** For a project component: the file and component, so its required props can be built from their types. */
  component: ComponentAt | null
  /** The package part it is or renders around its children (`Select.Root` for `<Select>`), where known. */
  part: PackageElement | null
}

/** The elements to render a component inside, outermost first, and the site's literal props for it. */
export interface Composition {
  parents: ParentElement[]
  /** The usage site whose ancestors the parents are, and whose props the component takes; null when none was used. */
  site: RenderSite | null
  /** The project components the parents render (each with what it renders), for the providers they need. */
  rendered: ComponentAt[]
  elements: PackageElement[]
  /** Needs the project's own composition left unmet: library knowledge may still answer them. */
  unmet: Need[]
}

interface Level {
  site: RenderSite
  parents: ParentElement[]
  rendered: ComponentAt[]
  elements: PackageElement[]
  /** Contexts its parents that are no component provide (`<ThemeContext.Provider>`). */
  contexts: string[]
  path: string
}

// How many rendering components up a chain may go before a suite stops looking.
const MAX_LEVELS = 6

/**
 * Composes a component the way the project does when it needs a parent
 * (needs.ts): inside the ancestors of the usage site (`findSites`: its elements in the
 * project and where the framework renders it) that meets most of what it needs — the
 * most common such site when several do — and, while something is still unmet, inside
 * the ancestors of a site of the component that renders that site, and so on up. Levels
 * above the last one that helped are dropped, so the chain starts at a component that
 * needs no parent for what the component needs. A package provider no site reaches is
 * the project's own element of it, outermost. Null when neither helps.
 */
export function composeFromSites(
  project: LinkedProject,
  needs: NeedFinder,
  findSites: (component: ComponentAt) => RenderSite[],
  subject: ComponentAt,
  subtree: readonly ComponentAt[],
): Composition | null {
  const initial = needs.findUnmet(subtree, [])
  if (initial.length === 0) return null
  const levels: { level: Level; unmet: Need[]; helped: boolean }[] = []
  let rendered: ComponentAt[] = [...subtree]
  let elements: PackageElement[] = []
  let contexts: string[] = []
  let unmet = initial
  let current: ComponentAt | null = subject
  const visited = new Set([toComponentKey(subject.file, subject.component)])
  for (let depth = 0; depth < MAX_LEVELS && unmet.length > 0 && current !== null; depth++) {
    const candidates: Level[] = findSites(current)
      .filter((site) => site.component === null || !visited.has(toComponentKey(site.file, site.component)))
      .map((site) => toLevel(project, needs, site))
    if (candidates.length === 0) break
    const frequency = new Map<string, number>()
    for (const level of candidates) frequency.set(level.path, (frequency.get(level.path) ?? 0) + 1)
    const scored = candidates.map((level, index) => {
      const after = needs.findUnmet(
        [...rendered, ...level.rendered],
        [...elements, ...level.elements],
        [...contexts, ...level.contexts],
      )
      const met = unmet.filter((need) => !after.some((left) => sameNeed(left, need))).length
      return { level, after, met, score: met - Math.max(0, after.length - (unmet.length - met)), index }
    })
    scored.sort(
      (a, b) => b.score - a.score || frequency.get(b.level.path)! - frequency.get(a.level.path)! || a.index - b.index,
    )
    const best = scored[0]!
    levels.push({ level: best.level, unmet: best.after, helped: best.met > 0 })
    rendered = [...rendered, ...best.level.rendered]
    elements = [...elements, ...best.level.elements]
    contexts = [...contexts, ...best.level.contexts]
    unmet = best.after
    // A module's top-level render has nothing above it.
    const renderedBy = best.level.site.component
    current = renderedBy === null ? null : { file: best.level.site.file, component: renderedBy }
    if (current) visited.add(toComponentKey(current.file, current.component))
  }
  const kept = levels.slice(0, levels.map((entry) => entry.helped).lastIndexOf(true) + 1)
  const left = kept.length > 0 ? kept[kept.length - 1]!.unmet : initial
  let providers = provideFromProject(project, needs, left, subject)
  // A provider put around the component renders too, and may read one of its own (traccar's AppThemeProvider
  // calls useSelector): what it leaves unmet is provided outside it, as the app nests them, for a few rounds.
  const keptRendered = kept.flatMap((entry) => entry.level.rendered)
  const keptElements = kept.flatMap((entry) => entry.level.elements)
  for (let round = 0; round < MAX_PROVIDER_ROUNDS && providers.length > 0; round++) {
    const rendered = [
      ...subtree,
      ...keptRendered,
      ...providers.flatMap(({ parent }) => subtreeOfParent(project, parent)),
    ]
    const elements = [...keptElements, ...providers.flatMap((provider) => (provider.element ? [provider.element] : []))]
    const more = needs
      .findUnmet(rendered, elements)
      .filter((need) => need.kind !== 'part' && !providers.some((provider) => sameNeed(provider.need, need)))
    const outer = provideFromProject(project, needs, more, subject).filter(
      (provider) => !providers.some((known) => sameParent(known.parent, provider.parent)),
    )
    if (outer.length === 0) break
    providers = [...outer, ...providers]
  }
  if (kept.length === 0 && providers.length === 0) return null
  return {
    parents: nestParts(
      [
        ...providers.map((provider) => provider.parent),
        ...kept
          .map((entry) => entry.level.parents)
          .reverse()
          .flat(),
      ],
      providers.filter((provider) => provider.need.kind === 'part').map((provider) => provider.parent),
    ),
    site: kept.length > 0 ? kept[0]!.level.site : null,
    rendered: [
      ...kept.flatMap((entry) => entry.level.rendered),
      ...providers.flatMap(({ parent }) => subtreeOfParent(project, parent)),
    ],
    elements: [
      ...kept.flatMap((entry) => entry.level.elements),
      ...providers.flatMap((provider) => (provider.element ? [provider.element] : [])),
    ],
    unmet: left.filter((need) => !providers.some((provider) => sameNeed(provider.need, need))),
  }
}

// How many rounds of providers' own needs a composition meets before it stops looking.
const MAX_PROVIDER_ROUNDS = 3

/** The project components a parent renders: itself and its subtree, for a project component; none for an element. */
function subtreeOfParent(project: LinkedProject, parent: ParentElement): ComponentAt[] {
  return parent.component ? project.subtreeOf([parent.component]) : []
}

function sameParent(a: ParentElement, b: ParentElement): boolean {
  return JSON.stringify([a.from, a.member]) === JSON.stringify([b.from, b.member])
}

/**
 * A package's provider the project renders where no site above the component reaches
 * (a page react-admin mounts from a `<Resource>` prop, under the entry's `<Provider
 * store={store}>`): the project's first element of it, as written there, outermost.
 */
function provideFromProject(
  project: LinkedProject,
  needs: NeedFinder,
  unmet: readonly Need[],
  subject: ComponentAt,
): ProvidedNeed[] {
  const found = unmet.flatMap((need): ProvidedNeed[] => {
    if (need.kind === 'package') {
      // An element given a value the suite cannot write (`theme={theme}`, made inside the component) would provide
      // undefined: the project's component that renders it around its children makes the value, and renders the
      // package's other providers beside it, as the app does (MUI's StyledEngineProvider and ThemeProvider).
      const sites = needs.findProviderSites(need.module).map((site) => ({
        ...site,
        parent: toParentElement(project, site.file, site.child),
      }))
      for (const { child, wrapper, parent } of sites) {
        const made = wrapper && parent && !canRebuild(project, parent) && toContextWrapperElement(project, wrapper)
        if (made) return [{ need, parent: made, element: { module: child.module!, component: child.component } }]
      }
      for (const { child, parent } of sites)
        if (parent && !lacksItsValue(project, parent))
          return [{ need, parent, element: { module: child.module!, component: child.component } }]
    }
    // A project context no site provides: the project's component that provides it, its required props built
    // from their types (a shadcn-like `<Tabs value onValueChange>` around a `TabsList` nothing renders).
    if (need.kind === 'context') {
      // The project's own element of the provider first, where the suite can write its value as the file does
      // (`<MemoContext.Provider value={STUB_MEMO}>`, a module constant).
      for (const { file, child } of needs.findContextSites(need.key)) {
        const parent = toParentElement(project, file, child)
        const valued = parent !== null && [...parent.props, ...parent.values].some((prop) => prop.name === 'value')
        if (parent && valued && canRebuild(project, parent)) return [{ need, parent, element: null }]
      }
      const wrappers = [...needs.findContextWrappers(need.key)].sort(
        (a, b) => Number(b.file === subject.file) - Number(a.file === subject.file),
      )
      for (const wrapper of wrappers) {
        const parent = toContextWrapperElement(project, wrapper)
        if (parent) return [{ need, parent, element: null }]
      }
    }
    if (need.kind === 'part') {
      // The subject's own file first: a shadcn file defines the Root's wrapper beside the parts.
      const wrappers = [...needs.findPartWrappers(need.module, need.compound, need.part)].sort(
        (a, b) => Number(getWrapperFile(b) === subject.file) - Number(getWrapperFile(a) === subject.file),
      )
      const element = toPartElement(need)
      const opening = findOpeningProps(need.module, need.compound, need.part)
      for (const wrapper of wrappers) {
        const parent =
          wrapper.kind === 'component'
            ? toWrapperElement(project, wrapper.component, wrapper.element, element, opening)
            : toAliasElement(project, wrapper, element, opening)
        if (parent) return [{ need, parent, element }]
      }
    }
    return []
  })
  // Below a Root the project's wrapper gives, a part it wraps nowhere (a select's Group) is the package's own;
  // where the project gives no Root, library knowledge opens the package's (providers/compound-root.ts).
  const rankOf = (need: Need) => (need.kind === 'part' ? getEnclosingRank(need.module, need.compound, need.part) : 0)
  for (const need of unmet) {
    if (need.kind !== 'part' || found.some((entry) => sameNeed(entry.need, need))) continue
    const root: Need = { ...need, part: 'Root' }
    if (rankOf(need) > rankOf(root) && found.some((entry) => sameNeed(entry.need, root)))
      found.push({ need, parent: toPackagePartElement(need, subject), element: toPartElement(need) })
  }
  // Package providers outermost, then the project's, then the compounds' Roots, then the parts inside them.
  return [
    ...found.filter((entry) => entry.need.kind === 'package'),
    ...found.filter((entry) => entry.need.kind === 'context'),
    ...found.filter((entry) => entry.need.kind === 'part').sort((a, b) => rankOf(a.need) - rankOf(b.need)),
  ]
}

/**
 * Puts each part the project's wrappers provide inside the parts of its compound that rank
 * above it, wherever they are among the parents: a toast's Viewport goes inside the
 * `<ToastProvider>` its usage site renders, not outside it.
 */
function nestParts(parents: readonly ParentElement[], provided: readonly ParentElement[]): ParentElement[] {
  const rankOf = (element: PackageElement) => {
    const { compound, part } = splitPart(element.component)
    return getEnclosingRank(element.module, compound, part)
  }
  const compoundOf = (element: PackageElement) => `${element.module}\0${splitPart(element.component).compound}`
  const nested = [...parents]
  for (const parent of provided) {
    const part = parent.part!
    const at = nested.indexOf(parent)
    nested.splice(at, 1)
    const outer = nested.findLastIndex(
      (other) =>
        other.part !== null && compoundOf(other.part) === compoundOf(part) && rankOf(other.part) < rankOf(part),
    )
    nested.splice(outer === -1 ? at : outer + 1, 0, parent)
  }
  return nested
}

/** The package element a part need stands for: `Select.Group`, or a namespace's `Group`. */
function toPartElement(need: Need & { kind: 'part' }): PackageElement {
  return { module: need.module, component: need.compound === '' ? need.part : `${need.compound}.${need.part}` }
}

/** A package's own part as a parent, imported as shadcn/ui imports it (`import * as SelectPrimitive`), opened. */
function toPackagePartElement(need: Need & { kind: 'part' }, subject: ComponentAt): ParentElement {
  const [imported = '', ...members] = need.compound === '' ? [] : need.compound.split('.')
  return {
    from: { kind: 'package', module: need.module, imported: imported === '' ? '*' : imported },
    local: toPrimitiveName(need.module, need.compound),
    member: ['', ...members, need.part].join('.'),
    props: [...findOpeningProps(need.module, need.compound, need.part)],
    values: [],
    file: subject.file,
    component: null,
    part: toPartElement(need),
  }
}

// Package providers that hold nothing but the value their site gives them, by the prop that gives it: without it
// they throw (react-redux's `store.getState`, conform's wrapped context) or provide an empty client. One the suite
// cannot write is no provider; others (next-auth's `session`, MUI's `theme`) render their defaults without theirs.
const PROVIDER_VALUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'react-redux': { Provider: 'store' },
  '@conform-to/react': { FormProvider: 'context' },
  formik: { FormikProvider: 'value' },
  '@apollo/client': { ApolloProvider: 'client' },
  urql: { Provider: 'value' },
}

/** Is the element a package provider that holds only its site's value, which the suite cannot write? */
function lacksItsValue(project: LinkedProject, parent: ParentElement): boolean {
  if (parent.from.kind !== 'package') return false
  const prop = PROVIDER_VALUES[getPackageName(parent.from.module)]?.[parent.from.imported]
  if (prop === undefined || parent.props.some(({ name }) => name === prop)) return false
  const scope = new ScopeBuilder(project, new Map())
  const written = parent.values.find(({ name }) => name === prop)
  return written === undefined || scope.rebuild(parent.file, written.text) === null
}

/** Whether a suite can write every value the element is given as its file does (site-values.ts). */
function canRebuild(project: LinkedProject, parent: ParentElement): boolean {
  const scope = new ScopeBuilder(project, new Map())
  return parent.values.every(({ text }) => scope.rebuild(parent.file, text) !== null)
}

/** A need met by an element the project writes elsewhere; `element` is null for a project component. */
interface ProvidedNeed {
  need: Need
  parent: ParentElement
  element: PackageElement | null
}

/** A project component that provides a context around its children, as a parent; its required props are shaped. */
function toContextWrapperElement(project: LinkedProject, wrapper: ComponentAt): ParentElement | null {
  const module = project.symbols.modules.get(wrapper.file)!
  if (!isImportable(project, module, wrapper.component)) return null
  const { exportName, member } = findImport(module, wrapper.component)
  return {
    from: { kind: 'project', source: wrapper.file, exportName },
    local: toSuiteLocal(exportName === 'default' ? wrapper.component.name.split('.')[0]! : exportName),
    member: member === null ? '' : `.${member}`,
    props: [],
    values: [],
    file: wrapper.file,
    component: wrapper,
    part: null,
  }
}

function getWrapperFile(wrapper: PartWrapper): string {
  return wrapper.kind === 'component' ? wrapper.component.file : wrapper.file
}

/**
 * A project component that renders a compound's part (its Root, or an enclosing part),
 * as a parent for a part no site puts inside one. It is given the props that open the part
 * (enclosing-parts.ts: `open` for a dialog's Root, `value` for a menubar's) when it passes
 * its props on to it, as the library fallback opens a Radix Root, so the parts inside the
 * popup render too.
 */
function toWrapperElement(
  project: LinkedProject,
  wrapper: ComponentAt,
  element: ResolvedChild,
  part: PackageElement,
  opening: readonly OpeningProp[],
): ParentElement | null {
  const module = project.symbols.modules.get(wrapper.file)!
  if (wrapper.component.isAsync || !isImportable(project, module, wrapper.component)) return null
  const { exportName, member } = findImport(module, wrapper.component)
  const passesProps = element.written.some((prop) => prop.name === '...')
  return {
    from: { kind: 'project', source: wrapper.file, exportName },
    local: toSuiteLocal(exportName === 'default' ? wrapper.component.name.split('.')[0]! : exportName),
    member: member === null ? '' : `.${member}`,
    props: passesProps ? [...opening] : [],
    values: [],
    file: wrapper.file,
    component: wrapper,
    part,
  }
}

/** A name the project binds to a compound's part (`const Combobox = ComboboxPrimitive.Root`), opened. */
function toAliasElement(
  project: LinkedProject,
  alias: { file: string; binding: string },
  part: PackageElement,
  opening: readonly OpeningProp[],
): ParentElement | null {
  return toProjectValueElement(
    project,
    { kind: 'symbol', file: alias.file, binding: alias.binding },
    { tag: alias.binding, props: [...opening], values: [], file: alias.file, part },
  )
}

/**
 * The ancestors of one site as elements a suite can write: project components it can
 * import, package components as the rendering file imports them. An ancestor the suite
 * cannot name — bound at run time, defined inside its parent, not exported, or an async
 * server component — is left out, with what it would have provided.
 */
function toLevel(project: LinkedProject, needs: NeedFinder, site: RenderSite): Level {
  const parents: ParentElement[] = []
  const rendered: ComponentAt[] = []
  const contexts: string[] = []
  const elements: PackageElement[] = []
  const tags: string[] = []
  for (const { file, ancestor } of expandWrappers(
    project,
    site.file,
    site.child.ancestors.map((index) => site.children[index]!),
  )) {
    tags.push(ancestor.as ?? ancestor.component)
    const parent = toParentElement(project, file, ancestor)
    if (!parent) continue
    // A context's provider given a value the suite cannot write (a local of the rendering component) would
    // provide undefined: left out, so something that can provide it is looked for.
    const context =
      parent.component === null && ancestor.module === undefined
        ? needs.contextOfElement(file, ancestor.as ?? ancestor.component)
        : null
    if (context !== null && !canRebuild(project, parent)) continue
    // A package's provider given a spread (`<FormProvider {...form}>`), or without the value it holds (conform's
    // `<FormProvider context={form.context}>`, a local of the rendering component), would provide an empty context,
    // or throw, over the suite's own provider: left out, as that provider answers the need. A compound's part given
    // a spread (`<SelectPrimitive.Content {...props}>`) is opened by what the table knows of it.
    const unwritableProvider =
      ancestor.module !== undefined &&
      splitPart(ancestor.component).part.endsWith('Provider') &&
      (ancestor.written.some((prop) => prop.name === '...') || lacksItsValue(project, parent))
    if (unwritableProvider) continue
    // The app's query client gives way to the suite's fresh one (providers/react-query.ts): the element is no
    // parent, but it is still what the site puts around the component, which tells the suite to give one.
    if (ancestor.module !== undefined && isQueryClientProvider(ancestor as PackageElement)) {
      elements.push({ module: ancestor.module, component: ancestor.component })
      continue
    }
    // A project component that passes its props to a part (a shadcn `function Dialog`) stands for that part.
    const part = parent.part ?? (parent.component ? needs.findPassedPart(parent.component) : null)
    parents.push(part === null ? parent : openAtSite(project, { ...parent, part }, part))
    if (parent.component) rendered.push(...project.subtreeOf([parent.component]))
    // A package's element, or a project name for one (`const Select = SelectPrimitive.Root`).
    else if (ancestor.module !== undefined) elements.push({ module: ancestor.module, component: ancestor.component })
    else if (context !== null) contexts.push(context)
  }
  return { site, parents, rendered, elements, contexts, path: tags.join(' > ') }
}

// How many wrappers deep a suite writes out the elements of wrappers it cannot import.
const MAX_EXPANSION = 4

/**
 * The ancestors of a site, each in the file that writes it, with a project component the
 * suite cannot import — not exported, or in the module that mounts the app (an entry's
 * `function Providers({ children })`) — replaced by the elements it renders around its
 * `{children}`, as the suite can write them from that component's file: a plain provider
 * wrapper is rebuilt from its JSX. One that renders no children is kept, and left out.
 */
function expandWrappers(
  project: LinkedProject,
  file: string,
  ancestors: readonly ResolvedChild[],
  depth = 0,
): { file: string; ancestor: ResolvedChild }[] {
  return ancestors.flatMap((ancestor) => {
    const found = ancestor.key === null ? undefined : project.componentByKey(ancestor.key)
    const module = found && project.symbols.modules.get(found.file)
    if (!found || !module || depth >= MAX_EXPANSION || isImportable(project, module, found.component))
      return [{ file, ancestor }]
    const [slot] = found.component.childrenSlots
    if (slot === undefined || found.component.isAsync) return [{ file, ancestor }]
    const children = project.childrenOf(found.file, found.component)
    return expandWrappers(
      project,
      found.file,
      slot.ancestors.map((index) => children[index]!),
      depth + 1,
    )
  })
}

function toParentElement(project: LinkedProject, file: string, ancestor: ResolvedChild): ParentElement | null {
  const props = toLiteralProps(ancestor).filter((prop) => prop.name !== 'children')
  const { values } = toSiteValues(file, ancestor)
  const tag = ancestor.as ?? ancestor.component
  const root = tag.split('.')[0]!
  if (ancestor.key !== null) {
    const found = project.componentByKey(ancestor.key)
    const module = found && project.symbols.modules.get(found.file)
    if (!found || !module || found.component.isAsync) return null
    if (!isImportable(project, module, found.component)) return null
    const { exportName, member } = findImport(module, found.component)
    return {
      from: { kind: 'project', source: found.file, exportName },
      local: toSuiteLocal(exportName === 'default' ? found.component.name.split('.')[0]! : exportName),
      member: member === null ? '' : `.${member}`,
      props,
      values,
      file,
      component: found,
      part: null,
    }
  }
  const target = project.symbols.resolveLocal(file, root)
  const part = ancestor.module === undefined ? null : { module: ancestor.module, component: ancestor.component }
  // A project value rendered as an element: a context's Provider, or a name bound to a package's part.
  if (ancestor.module === undefined || target?.kind === 'symbol')
    return toProjectValueElement(project, target, { tag, props, values, file, part })
  if (target?.kind !== 'external') return null
  return {
    from: { kind: 'package', module: target.module, imported: target.name },
    local: toSuiteLocal(root),
    member: tag.slice(root.length),
    props,
    values,
    file,
    component: null,
    part,
  }
}

/**
 * A part its site leaves to the user to open — it writes none of the props that open it
 * (`<DropdownMenu>`, uncontrolled) or gives them state of its own the suite cannot write
 * (`<AlertDialog open={showDeleteAlert}>`) — renders closed, and the component inside it
 * with it: it is opened as library knowledge opens it (enclosing-parts.ts). One the site
 * opens or closes itself (`defaultOpen`, `type="multiple"`, `open={false}`) is left as written.
 */
function openAtSite(project: LinkedProject, parent: ParentElement, part: PackageElement): ParentElement {
  const { compound, part: name } = splitPart(part.component)
  const opening = findOpeningProps(part.module, compound, name)
  const names = new Set(opening.flatMap(({ name }) => [name, `default${name[0]!.toUpperCase()}${name.slice(1)}`]))
  if (opening.length === 0 || parent.props.some((prop) => names.has(prop.name))) return parent
  const scope = new ScopeBuilder(project, new Map())
  const written = parent.values.filter((value) => names.has(value.name))
  if (written.some(({ text }) => scope.rebuild(parent.file, text) !== null)) return parent
  return {
    ...parent,
    props: [...parent.props, ...opening],
    values: parent.values.filter((value) => !names.has(value.name)),
  }
}

/**
 * A project value rendered as an element though it is no component: a context's Provider
 * (`<ThemeContext.Provider value={theme}>`), a name bound to one (`const ContainerProvider
 * = ContainerContext.Provider`) or to a package's part (`const Select = SelectPrimitive.Root`).
 * The suite imports it from the file that declares it, which must export it.
 */
function toProjectValueElement(
  project: LinkedProject,
  target: SymbolTarget | null,
  site: {
    tag: string
    props: ParentElement['props']
    values: ParentElement['values']
    file: string
    part: PackageElement | null
  },
): ParentElement | null {
  if (target?.kind !== 'symbol') return null
  const module = project.symbols.modules.get(target.file)
  if (module === undefined || mountsApp(module)) return null
  const exported = [...module.exports].find(([, source]) => source.kind === 'local' && source.local === target.binding)
  if (exported === undefined) return null
  const root = site.tag.split('.')[0]!
  const exportName = exported[0]
  return {
    from: { kind: 'project', source: target.file, exportName },
    local: toSuiteLocal(exportName === 'default' ? root : exportName),
    member: site.tag.slice(root.length),
    props: site.props,
    values: site.values,
    file: site.file,
    component: null,
    part: site.part,
  }
}

/** Props a usage site writes as source text, in the file that writes them. */
export interface SiteValues {
  file: string
  values: { name: string; text: string }[]
}

/** The props a site writes as source text (`columns={columns}`): not its children, key or spreads. */
export function toSiteValues(file: string, child: ResolvedChild): SiteValues {
  const values = child.written.flatMap((prop) =>
    'text' in prop && prop.name !== 'children' && prop.name !== 'key' && prop.name !== '...'
      ? [{ name: prop.name, text: prop.text }]
      : [],
  )
  return { file, values }
}

/** The props a site writes as literals; a key is React's, a spread and source text are the rendering code's. */
export function toLiteralProps(child: ResolvedChild): { name: string; value: LiteralValue }[] {
  return child.written.flatMap((prop) =>
    'value' in prop && prop.name !== 'key' && prop.name !== '...' ? [{ name: prop.name, value: prop.value }] : [],
  )
}

function sameNeed(a: Need, b: Need): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
