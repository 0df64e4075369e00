import { findPackageOrigins } from '../link/hook-origins.js'
import type { ResolvedChild } from '../link/children.js'
import type { ComponentAt, LinkedProject } from '../link/linked-project.js'
import { type ComponentSummary, toComponentKey } from '../summary/module-summary.js'
import { getPackageName } from '../resolve/package-name.js'
import {
  findEnclosingParts,
  getEnclosingRank,
  hasProviderPart,
  isRootContext,
  isRootPart,
  splitPart,
} from './enclosing-parts.js'
import { findFactoryPackages, findPassedPackageElements } from './rendered-subtree.js'
import type { ContextProviders } from './providers/context.js'
import type { PackageElement } from './providers/provider.js'

/**
 * What a rendered component cannot have unless something above it provides it:
 * - `part`: a part of a package's compound component (`Menu.Item`, `DialogPrimitive.Title`)
 *   wants its Root (`part: 'Root'`: `Menu.Root`, or the bare `Command` of cmdk) around it,
 *   and some parts an enclosing part besides (`Accordion.Trigger` an `Accordion.Item`, a
 *   Radix tooltip's Root its `Provider`: enclosing-parts.ts). A namespace's part has the
 *   compound '': the module is the compound (`TabsPrimitive.Content` of `@radix-ui/react-tabs`);
 * - `context`: a project context created without a default (`createContext(null)`), read
 *   where no provider is, whose provider a suite cannot put around it alone;
 * - `package`: a hook or a component of a package whose provider the project renders
 *   somewhere (`useSession` and `<SessionProvider>`, `useSelector` and react-redux's
 *   `<Provider>`, react-helmet-async's `<Helmet>` and `<HelmetProvider>`, Clerk's `<SignIn>`
 *   and `<ClerkProvider>`); `module` is the package's name, since its entry points share the
 *   provider (`<Box>` of `@mui/material/Box` and `<ThemeProvider>` of `@mui/material/styles`).
 */
export type Need =
  | { kind: 'part'; module: string; compound: string; part: string }
  | { kind: 'context'; key: string }
  | { kind: 'package'; module: string }

/** A package provider's element as the project writes it, and the component that renders it around `{children}`. */
export interface ProviderSite {
  file: string
  child: ResolvedChild
  /** The component whose children the element wraps (a `ThemeProvider` that makes its theme), else null. */
  wrapper: ComponentAt | null
}

// Packages whose providers the suites already put around a component (providers/): not a reason to compose.
const SUPPLIED_PACKAGES = new Set([
  'react-router',
  'react-router-dom',
  '@tanstack/react-router',
  '@tanstack/react-query',
  'swr',
  'react-hook-form',
  'formik',
  'react',
])

/**
 * Finds what a set of rendered components needs from above and does not provide
 * itself. What counts as a compound's Root or a package's provider is learnt from the
 * project: the elements it renders anywhere.
 */
export class NeedFinder {
  private compounds: Set<string> | null = null
  private providerPackages: Set<string> | null = null
  // The packages whose providers the app's root renders (an entry's render, Next's _app, the root layout).
  private rootProviderPackages: string[] | null = null
  private readonly providerSites = new Map<string, ProviderSite[]>()
  private readonly contextSites = new Map<string, { file: string; child: ResolvedChild }[]>()
  private readonly partWrappers = new Map<string, PartWrapper[]>()
  private readonly passedParts = new Map<string, PackageElement>()

  /**
   * `siblings`: the packages the project depends on from its own workspace (`"@acme/router": "*"`,
   * `workspace:^`), which the analyser does not read when they lie outside the root.
   */
  constructor(
    private readonly project: LinkedProject,
    private readonly contexts: ContextProviders,
    private readonly siblings: ReadonlySet<string> = new Set(),
  ) {}

  /**
   * The needs of these components and package elements, rendered together, that none of
   * them meets; `contexts` are provided by elements around them that are no component (an
   * entry's `<ThemeContext.Provider>`).
   */
  findUnmet(
    components: readonly ComponentAt[],
    elements: readonly PackageElement[],
    contexts: readonly string[] = [],
  ): Need[] {
    this.learn()
    const externals: PackageElement[] = [...elements]
    for (const { file, component } of components) {
      for (const child of this.project.childrenOf(file, component)) {
        if (child.module !== undefined) externals.push({ module: child.module, component: child.component })
        externals.push(...findFactoryPackages(this.project, child))
      }
      externals.push(...findPassedPackageElements(this.project, { file, component }))
    }
    const provided = new Set<string>(contexts.map((key) => `context\0${key}`))
    const needs = new Map<string, Need>()
    for (const element of externals) {
      const { compound, part } = splitPart(element.component)
      for (const key of toPartKeys(element.module, compound, part)) provided.add(`part\0${key}`)
      // A package is one provider whatever its entry points: MUI's `<Box>` of `@mui/material/Box` reads the theme
      // `<ThemeProvider>` of `@mui/material/styles` gives.
      const name = getPackageName(element.module)
      if (part.endsWith('Provider')) provided.add(`package\0${name}`)
      // A package's component may read the provider the project renders of it (Clerk's `<SignIn>` throws
      // outside `<ClerkProvider>`, react-helmet-async's `<Helmet>` outside `<HelmetProvider>`), unless its
      // Provider is a part its compound's needs already put around it.
      else if (this.providerPackages!.has(name) && !hasProviderPart(element.module, compound))
        needs.set(`package\0${name}`, { kind: 'package', module: name })
      if (!this.compounds!.has(`${element.module}\0${compound}`)) continue
      for (const enclosing of findEnclosingParts(element.module, compound, part)) {
        const need: Need = { kind: 'part', module: element.module, compound, part: enclosing }
        needs.set(`part\0${element.module}\0${compound}\0${enclosing}`, need)
      }
    }
    for (const { file, component } of components) {
      // A package context a part reads of its Root (input-otp's slots of `OTPInput`) is that Root's to give.
      for (const hook of component.hooks) {
        if ((hook.name !== 'useContext' && hook.name !== 'use') || !hook.arg) continue
        const target = this.project.symbols.resolveLocal(file, hook.arg)
        if (target?.kind !== 'external' || !isRootContext(target.module, target.name)) continue
        if (this.compounds!.has(`${target.module}\0`))
          needs.set(`part\0${target.module}\0\0Root`, {
            kind: 'part',
            module: target.module,
            compound: '',
            part: 'Root',
          })
      }
      for (const key of this.contexts.readBy(file, component)) {
        if (this.contexts.defaultOf(key) !== 'empty' || this.contexts.providerOf(key) !== null) continue
        if (!this.contexts.providesTo(components, { file, component }, key))
          needs.set(`context\0${key}`, { kind: 'context', key })
      }
      // Every package hook a project hook reaches: useNotifier's useDispatch and useSnackbar need both providers.
      // A hook of the app's own sibling package, unread, may read any provider the app's root gives (linkwarden's
      // @linkwarden/router calls useSession and useQueryClient): it gets those.
      for (const hook of component.hooks) {
        for (const origin of findPackageOrigins(this.project, file, hook, ({ module }) => {
          const name = getPackageName(module)
          return this.providerPackages!.has(name) || this.siblings.has(name)
        })) {
          const name = getPackageName(origin.module)
          const modules = this.siblings.has(name) ? this.rootProviderPackages! : [name]
          for (const module of modules) needs.set(`package\0${module}`, { kind: 'package', module })
        }
      }
    }
    // Below a Root they render themselves, the parts are where the project puts them (a toolbar that renders a
    // menu's Root beside its item needs no Content); only what goes around the Root is still needed.
    const rendersRoot = (need: Need) =>
      need.kind === 'part' &&
      getEnclosingRank(need.module, need.compound, need.part) > getEnclosingRank(need.module, need.compound, 'Root') &&
      provided.has(`part\0${need.module}\0${need.compound}\0Root`)
    return [...needs].filter(([key, need]) => !provided.has(key) && !rendersRoot(need)).map(([, need]) => need)
  }

  /** The context an element provides, when it is a context's Provider or a name for one (see ContextProviders). */
  contextOfElement(file: string, tag: string): string | null {
    const key = this.contexts.contextOfTag(file, tag)
    return key !== null && this.contexts.defaultOf(key) !== null ? key : null
  }

  /** Every element the project writes of a context's provider (`<MemoContext.Provider value={STUB}>`), in order. */
  findContextSites(context: string): readonly { file: string; child: ResolvedChild }[] {
    this.learn()
    return this.contextSites.get(context) ?? []
  }

  /** The project's components that provide a context around their children (ContextProviders.wrappersOf). */
  findContextWrappers(context: string): readonly ComponentAt[] {
    return this.contexts.wrappersOf(context)
  }

  /** Every element the project renders of a package's providers (`<Provider store={store}>`), in file order. */
  findProviderSites(packageName: string): readonly ProviderSite[] {
    this.learn()
    return this.providerSites.get(packageName) ?? []
  }

  /**
   * What the project writes for a compound's part (`Root`, or an enclosing part such as
   * `Item`): the components that render it around what they are given (a shadcn
   * `AlertDialog` around `AlertDialogPrimitive.Root`), each with that element, and the
   * names bound to it (`const Combobox = ComboboxPrimitive.Root`), in file order.
   */
  findPartWrappers(module: string, compound: string, part: string): readonly PartWrapper[] {
    this.learn()
    return this.partWrappers.get(`${module}\0${compound}\0${part}`) ?? []
  }

  /** The package part a component passes its props to (a shadcn `function Dialog` to `DialogPrimitive.Root`). */
  findPassedPart(at: ComponentAt): PackageElement | null {
    this.learn()
    return this.passedParts.get(toComponentKey(at.file, at.component)) ?? null
  }

  /** The compounds whose Root, and the packages whose provider, the project renders somewhere. */
  private learn(): void {
    if (this.compounds && this.providerPackages) return
    const compounds = new Set<string>()
    const providers = new Set<string>()
    const bare = new Set<string>()
    const dotted = new Set<string>()
    for (const module of this.project.symbols.modules.values()) {
      // An entry's `createRoot(…).render(…)` is where an app usually puts its providers.
      const rendered = [
        ...module.components.flatMap((component) =>
          this.project.childrenOf(module.file, component).map((child, index) => ({ child, component, index })),
        ),
        ...this.project.rootElementsOf(module.file).map((child, index) => ({ child, component: null, index })),
      ]
      for (const { child, component, index } of rendered) {
        if (child.module === undefined) {
          const context = this.contextOfElement(module.file, child.as ?? child.component)
          if (context !== null)
            this.contextSites.set(context, [...(this.contextSites.get(context) ?? []), { file: module.file, child }])
          continue
        }
        const { compound, part } = splitPart(child.component)
        if (isRootPart(child.module, compound, part)) compounds.add(`${child.module}\0${compound}`)
        const key = component && toComponentKey(module.file, component)
        if (key && !this.passedParts.has(key) && child.written.some((prop) => prop.name === '...'))
          this.passedParts.set(key, { module: child.module, component: child.component })
        if (component && wrapsChildren(component, child, index)) {
          for (const wrapped of toPartKeys(child.module, compound, part)) {
            const wrappers = this.partWrappers.get(wrapped) ?? []
            if (!wrappers.some((wrapper) => wrapper.kind === 'component' && wrapper.component.component === component))
              wrappers.push({ kind: 'component', component: { file: module.file, component }, element: child })
            this.partWrappers.set(wrapped, wrappers)
          }
        }
        const name = getPackageName(child.module)
        if (part.endsWith('Provider') && !SUPPLIED_PACKAGES.has(name)) {
          providers.add(name)
          const wrapper = component && wrapsChildren(component, child, index) ? { file: module.file, component } : null
          const sites = this.providerSites.get(name)
          if (sites) sites.push({ file: module.file, child, wrapper })
          else this.providerSites.set(name, [{ file: module.file, child, wrapper }])
        }
        if (compound === '') bare.add(`${child.module}\0${part}`)
        else dotted.add(`${child.module}\0${compound}`)
      }
    }
    for (const module of this.project.symbols.modules.values()) {
      for (const [binding, summary] of module.bindings) {
        if (summary.aliasOf === null) continue
        const target = this.project.symbols.resolveAlias(module.file, summary.aliasOf)
        if (target?.kind !== 'external') continue
        const { compound, part } = splitPart(target.name)
        // `const Tabs = TabsPrimitive.Root` binds the Root of the namespace's compound '' (see Need).
        if (isRootPart(target.module, compound, part)) compounds.add(`${target.module}\0${compound}`)
        for (const wrapped of toPartKeys(target.module, compound, part))
          this.partWrappers.set(wrapped, [
            ...(this.partWrappers.get(wrapped) ?? []),
            { kind: 'alias', file: module.file, binding },
          ])
      }
    }
    // cmdk's `Command` is its own Root: rendered bare and with parts (`Command.Item`).
    for (const key of bare) if (dotted.has(key)) compounds.add(key)
    this.compounds = compounds
    this.providerPackages = providers
    this.rootProviderPackages = [...this.providerSites]
      .filter(([, sites]) => sites.some(({ file }) => isAppRoot(this.project, file)))
      .map(([name]) => name)
  }
}

// Where an app puts what every page renders inside: Next's custom App and root layout.
const APP_ROOT = /^(?:.*\/)?(?:(?:src\/)?pages\/_app|(?:src\/)?app\/layout)\.[cm]?[jt]sx?$/

/** Whether a module is the app's root: one of APP_ROOT, or a module that mounts the app (`createRoot(…).render`). */
function isAppRoot(project: LinkedProject, file: string): boolean {
  return APP_ROOT.test(file) || project.rootElementsOf(file).length > 0
}

/**
 * A project element that stands for a compound's part: a component that renders the part
 * around what it is given, or a name bound to the part itself.
 */
export type PartWrapper =
  | { kind: 'component'; component: ComponentAt; element: ResolvedChild }
  | { kind: 'alias'; file: string; binding: string }

/** The element gets what the component is given: `{children}` inside it, or the props passed on (`{...props}`). */
function wrapsChildren(component: ComponentSummary, element: ResolvedChild, index: number): boolean {
  return (
    element.written.some((prop) => prop.name === '...') ||
    component.childrenSlots.some((slot) => slot.ancestors.includes(index))
  )
}

/**
 * The keys of what an element of `compound.part` stands for: the compound's Root, or that
 * part. A bare element is also the Root of a compound of its own name (cmdk's `Command` of
 * `Command.Item`), as a namespace's part is that part of the module's compound ''.
 */
function toPartKeys(module: string, compound: string, part: string): string[] {
  if (isRootPart(module, compound, part)) return [`${module}\0${compound}\0Root`]
  if (compound === '') return [`${module}\0${part}\0Root`, `${module}\0\0${part}`]
  return [`${module}\0${compound}\0${part}`]
}
