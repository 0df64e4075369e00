/**
 * What one file contributes to the project, extracted once per file content and cached:
 * `module/` builds it, with the extractors of `facts/` and `fetches/` reading each body.
 * Everything here is local to the file: names are the file's own local bindings and
 * import specifiers as written. Names are followed across files in `resolve/` and `link/`.
 * The shapes live in a folder of their own so that every step imports them downwards.
 */

/** The binding that `export default <expression>` creates. */
export const DEFAULT_BINDING = '*default*'

export interface ModuleSummary {
  file: string
  directive: 'use client' | 'use server' | null
  /** Local name → where it comes from; type-only imports are kept for prop types, never for edges. */
  imports: Map<string, ImportBinding>
  exports: Map<string, ExportSource>
  /** `export * from` statements. */
  exportAll: ModuleReference[]
  /** Type-only export specifiers (`export type { Props } from './props'`): types, looked up for prop types. */
  typeExports: Map<string, ExportSource>
  /** `import 'server-only'`: imports that bind nothing. */
  sideEffectImports: ModuleReference[]
  bindings: Map<string, BindingSummary>
  /** References made by top-level statements that declare nothing (side effects). */
  moduleRefs: Reference[]
  components: ComponentSummary[]
  /** Elements the module renders outside any component: `createRoot(…).render(<App />)`. */
  rootElements: JsxUsage[]
  /** Top-level functions that are not components, and functions held by exported objects (`api.getPosts`). */
  functions: Map<string, FunctionSummary>
  types: Map<string, TypeShape>
  /** `flawless-ignore-…` comments, in source order. */
  suppressions: SuppressionDirective[]
}

/**
 * A comment that hides findings: `// flawless-ignore-next-line <rule-id> -- reason` covers
 * the line after the comment, `// flawless-ignore-file <rule-id>` the whole file.
 */
export interface SuppressionDirective extends Position {
  kind: 'next-line' | 'file'
  /** The rule ids named, as written. */
  rules: string[]
  reason: string | null
  /** The line a next-line directive covers: the one after the comment ends. */
  covers: number | null
}

export interface ImportBinding {
  specifier: string
  /** `default`, `*` for a namespace, or the imported name. */
  imported: string
  typeOnly: boolean
  line: number
  column: number
}

/** A statement naming a module: `export * from './x'`, `import 'server-only'`. */
export interface ModuleReference {
  specifier: string
  line: number
  column: number
}

export type ExportSource = { kind: 'local'; local: string } | { kind: 'reexport'; specifier: string; imported: string }

export interface BindingSummary {
  name: string
  line: number
  /** Value references to imports and other top-level bindings, for the render-mode graph. */
  refs: Reference[]
  dynamicImports: DynamicImport[]
  /** `React.lazy(() => import('./x'))`, `dynamic(() => import('./x').then(m => m.Y))`. */
  lazyTarget: DynamicImport | null
  /** `const Alias = Other`, or a wrapper call around another binding. */
  aliasOf: string | null
  /** `const api = axios.create(...)`. */
  isAxiosInstance: boolean
  /** A function whose body starts with `'use server'`. */
  isServerAction: boolean
  /** For an object literal: member → the local binding its value names. */
  members: Map<string, string>
  /** For an object literal: every key written plainly, in source order, so `keyof typeof Icons` can name one. */
  keys: string[]
  /**
   * A `const` holding a URL, a key or request options (`const ORDERS_URL = '/api/orders'`),
   * summarised as the argument it stands for; null for any other value.
   */
  requestValue: ArgumentSummary | null
  /**
   * Made at module level by a call or a tagged template that is not a component the
   * analyser can read (`chakra('section')`, a `styled.div` tagged template): rendered as a tag, it is a
   * component this module defines through a factory.
   */
  isFactory: boolean
  /**
   * `createContext(…)` from React: `empty` when its default is null, undefined or left
   * out (a reader outside a provider gets nothing, and usually throws), else `value`.
   */
  context: 'empty' | 'value' | null
  /**
   * A `const` bound to an expression that is not a function, class or element, as
   * written (`setUpStore()`, `createHashHistory()`): what a suite writes to give a parent
   * the value the project gives it. Null otherwise, or when longer than a suite would hold.
   */
  init: string | null
  /**
   * The TanStack Router route it stands for, by id: `getRouteApi('/users/')`,
   * `createFileRoute('/_authenticated/users/')({…})`. Its hooks (`Route.useSearch()`) read that route's match.
   */
  routeId: string | null
  /**
   * The component elements a binding that is no component writes: a `const`'s (a table's column definitions whose
   * `cell` renders `<RowActions />`, `{ done: <CheckIcon /> }`) or a function's (a route factory's `element: <Page />`,
   * a render helper's): whoever uses it may render them. Absent when it writes none.
   */
  elements?: JsxUsage[]
}

export interface Reference {
  name: string
  /** `ns.Button` → member `Button`, when the name is used only through a member. */
  member: string | null
  line: number
  column: number
}

export interface DynamicImport {
  specifier: string
  imported: string
  line: number
}

export type ComponentKind = 'function' | 'arrow' | 'class'

export interface ComponentSummary {
  /** The defining name as listed: `Card`, `Card.Header`, `Page` for an anonymous page. */
  name: string
  /** Local bindings that denote this component, its wrappers included. */
  bindings: string[]
  line: number
  column: number
  /**
   * Where the component's function or class ends (the column of its last character):
   * from `line` to here is its span, which places another tool's diagnostic in it.
   */
  end: Position
  kind: ComponentKind
  wrappers: string[]
  anonymous: boolean
  isAsync: boolean
  props: PropsSummary
  hooks: HookSummary[]
  state: StateSummary[]
  calls: CallSummary[]
  children: JsxUsage[]
  /** Where it renders `{children}`: a layout's page, a provider's subtree. */
  childrenSlots: ChildrenSlot[]
  refs: Reference[]
  /** `async function save() { 'use server' … }` defined in the component. */
  inlineServerActions: { name: string; line: number }[]
  /** Components defined inside this one: remounted on every render. */
  nestedComponents: (Position & { name: string })[]
  /** Calls of local functions made directly in render, not in a callback. */
  renderCalls: RenderCall[]
  elements: JsxElementFact[]
  effects: EffectFact[]
}

/**
 * A component's identity across the project: its file, name and line. Two components may
 * share a name in one file (a nested definition), never a line.
 */
export function toComponentKey(file: string, component: Pick<ComponentSummary, 'name' | 'line'>): string {
  return `${file}\0${component.name}\0${component.line}`
}

const componentsByBinding = new WeakMap<ModuleSummary, Map<string, ComponentSummary>>()

/**
 * The first component of a finished summary that `binding` denotes (its name, an alias,
 * `Card.Header`). Mapped once a module: a scan for each lookup made a file of n
 * components cost n² to link.
 */
export function findComponentByBinding(module: ModuleSummary, binding: string): ComponentSummary | undefined {
  let byBinding = componentsByBinding.get(module)
  if (!byBinding) {
    byBinding = new Map()
    for (const component of module.components)
      for (const each of component.bindings) if (!byBinding.has(each)) byBinding.set(each, component)
    componentsByBinding.set(module, byBinding)
  }
  return byBinding.get(binding)
}

export interface Position {
  line: number
  column: number
}

export interface RenderCall extends Position {
  name: string
  /** Inside an `if` or other condition: React's pattern for adjusting state to a prop change. */
  conditional: boolean
}

/**
 * Where a hook is called from, for the rules of hooks
 * (https://react.dev/reference/rules/rules-of-hooks): `top` is the only right answer.
 */
export type HookPlacement = 'top' | 'condition' | 'loop' | 'after-return' | 'nested-function'

/** A JSX element as written, for rules about keys, attributes and accessibility. */
export interface JsxElementFact extends Position {
  /** The tag as written: `div`, `Image`, `Tabs.Screen`; `<>` for a fragment. */
  tag: string
  intrinsic: boolean
  /** Returned by a `.map()` callback; `index` names the callback's index parameter. */
  mapped: { index: string | null } | null
  attributes: JsxAttributeFact[]
  hasSpread: boolean
}

export type JsxAttributeKind =
  | 'string'
  | 'boolean'
  | 'function'
  | 'object'
  | 'array'
  | 'identifier'
  | 'element'
  | 'expression'

export interface JsxAttributeFact extends Position {
  name: string
  kind: JsxAttributeKind
  /** The string's value, the identifier's name, or the expression as written. */
  text: string | null
}

/** A `useEffect`-family call, and whether it can stop what it started. */
export interface EffectFact extends Position {
  /** The id of the effect hook call; calls made from its callback carry it as `effect`. */
  id: number
  hook: string
  /** The callback returns a cleanup function. */
  hasCleanup: boolean
  /** The callback creates an AbortController or passes a `signal`. */
  abortable: boolean
}

export interface FunctionSummary {
  name: string
  line: number
  params: string[]
  /** The declared return type as written (`Promise<Metric[]>`), or null. */
  returns: string | null
  /** Its type parameters (`T` in `apiFetch<T>`): a return type naming one says nothing. */
  typeParams: string[]
  isServerAction: boolean
  calls: CallSummary[]
  /**
   * The function named as `queryFn` (or `mutationFn`) by the options object this one
   * returns (`() => ({ queryKey: ['orders'], queryFn: getOrders })`): what a data hook given
   * its result calls.
   */
  queryFn: string | null
  /** Hook calls, for the rules of hooks in custom hooks and in functions that are neither. */
  hooks: HookSummary[]
  effects: EffectFact[]
  elements: JsxElementFact[]
}

export interface HookSummary {
  /** As written, without a leading `React.`. */
  name: string
  /** The local name the callee starts from (`useQuery`, `React`, `api`). */
  root: string
  line: number
  column: number
  placement: HookPlacement
  /** The first argument when it is a name: the context of `useContext(CartContext)`. */
  arg?: string
  /** The route id a router hook names (`useSearch({ from: '/users/' })`), which it reads the match of. */
  from?: string
  deps?: string[]
}

export interface StateSummary {
  name: string
  setter: string | null
  hook: string
  initial: string | null
  line: number
}

export interface ArgumentSummary {
  /** A string literal's value or a template's text; for an array, its first element's. */
  text: string | null
  /** The enclosing function's parameter this argument passes along, by index. */
  param: number | null
  /** An options object's static `method`, upper-cased. */
  method: string | null
  /** The options object sets `method` to something only known at run time. */
  dynamicMethod: boolean
  /** A function passed by name: SWR's fetcher, react-query's `queryFn`/`mutationFn`. */
  fn: string | null
  /**
   * The name the argument is, when the body does not declare it — an import or a top-level
   * binding — so linking reads the value a const holds there (`fetch(ORDERS_URL)`).
   */
  constant: string | null
  /** An options object's static `url` (axios config). */
  url: string | null
  /** An options object's `queryKey`/`key` first element, or `mutationKey`. */
  key: string | null
  /** The options object forwards the `method` of a parameter (`init`), by index. */
  methodParam: number | null
  /** Parameters a template interpolates (`${path}`), so a caller's literal can fill them in. */
  templateParams: { placeholder: string; param: number }[]
}

/**
 * A call to a name the file imports, declares at top level, or takes from the global
 * scope (`fetch`). Whether it is a request, a hook or a project function is decided when
 * linking, where the name's origin is known.
 */
export interface CallSummary {
  id: number
  /** The local name the callee starts from. */
  name: string
  /** The rest of the callee path (`get` in `http.get`, `posts.list` in `api.posts.list`). */
  member: string | null
  line: number
  column: number
  inEffect: boolean
  /** The effect (its `EffectFact.id`) whose callback makes this call, directly or through local functions. */
  effect: number | null
  /**
   * The call that holds this one: in a function it is given (`queryFn` inside `useQuery`),
   * or as an argument, whole or spread (`useQuery({ ...getOrdersQueryOptions() })`).
   */
  hostCall: number | null
  /**
   * The property its result is read for, when that is all the result is used for
   * (`getOrdersQueryOptions().queryKey`): query options read for their key run nothing.
   */
  readsMember: string | null
  args: ArgumentSummary[]
}

export interface JsxUsage {
  /** The tag as written: `Button`, `Tabs.Screen`. */
  tag: string
  root: string
  line: number
  props: number
  /** The root name is bound inside the component (a prop, a local, a nested component). */
  localKind: 'prop' | 'local' | 'nested' | null
  /** The component element this one is passed into, as children or a prop value (`Drawer`). */
  inside: string | null
  /**
   * The component elements this one is written inside as a child, outermost first, as
   * indices into the same component's `children`: `Root > Portal > Content` for an item
   * of a menu. The chain stops where the element is a prop's value or made by a function
   * other than a list's callback (a render prop), since those render it somewhere else.
   */
  ancestors: number[]
  /** The props written at the site: its attributes, spreads, and what stands between its tags. */
  written: WrittenProp[]
  /** The conditions the element renders under, in the function that writes it (RenderGate); absent when none. */
  gates?: RenderGate[]
  /**
   * The literal text of the `<label>` the element is written inside (`<label>Search <Input /></label>`), or of the
   * one naming it by its id in the same component (`<Label htmlFor="email">Email</Label>` beside `<Input
   * id="email" />`), which names the field it renders; '' for a label of no literal text. Absent with neither.
   */
  label?: string
}

/**
 * A condition an element renders only under: `user && <TopNav />`, `ready ? <List /> : null`, or an
 * earlier `if (!user) return <Loader />` (the element needs the test false: `holds` false).
 */
export interface RenderGate {
  /** The test as written, cut short. */
  text: string
  /** Whether the element renders when the test is truthy. */
  holds: boolean
  line: number
  /** The names the test reads: a prop the suite gives, or a value the component makes (state, a hook's). */
  names: string[]
}

/** `{children}` written between tags, with the component elements around it as `JsxUsage.ancestors` gives them. */
export interface ChildrenSlot {
  line: number
  ancestors: number[]
}

/** A JSON value written literally in the source: `"Save"`, `3`, `true`, `['a', 'b']`, `{ size: 'sm' }`. */
export type LiteralValue = string | number | boolean | null | LiteralValue[] | { [key: string]: LiteralValue }

/**
 * One prop written at a rendering site: its literal value when it has one (a bare
 * attribute is `true`), else the expression as written. A spread is named `...`, the
 * content between the tags `children`.
 */
export type WrittenProp =
  | { name: string; value: LiteralValue }
  /**
   * Not a literal: the source as written, and for children the text a person reads in them at rest, when there is
   * some (`Save <Icon />` reads Save).
   */
  | { name: string; text: string; reads?: string }

export interface PropsSummary {
  hasParam: boolean
  destructured: DestructuredProp[]
  rest: string | null
  /** Names read as `props.x` / `this.props.x`. */
  reads: string[]
  typeParts: TypePart[]
  /** Type parameters in scope of the props type (`T` in `List<T>`): synthesisable as anything. */
  typeParams: string[]
  usage: PropUsageSummary[]
  /**
   * The member chains read off each prop, as written (`service.widget.type` is
   * `{ prop: 'service', path: ['widget', 'type'] }`); a member that is called ends in `()`.
   */
  paths: { prop: string; path: string[] }[]
  /** The strings each prop is compared with or chosen by, in source order: what values the component expects. */
  choices: PropChoice[]
}

/**
 * A string a prop is tested against (`variant === 'primary'`, `case 'line':`, `['sm', 'lg'].includes(size)`), or
 * the name of the object it looks a value up in (`COLORS[variant]`), whose keys the prop is meant to be.
 */
export type PropChoice = { prop: string; value: string } | { prop: string; lookup: string }

export interface DestructuredProp {
  name: string
  default: string | null
}

export type PropUse = 'render' | 'attribute' | 'pass' | 'call' | 'condition' | 'effect_dep' | 'spread' | 'other'

export interface PropUsageSummary {
  prop: string
  use: PropUse
  target?: string
  line: number
}

export type TypePart =
  | { kind: 'members'; members: TypeMember[] }
  | { kind: 'named'; name: string; text: string }
  | { kind: 'children' }

export interface TypeMember {
  name: string
  type: string
  optional: boolean
  /** Named types the member's type mentions (`Post`, `React.ReactNode`). */
  refs: string[]
}

export interface TypeShape {
  parts: TypePart[]
  typeParams: string[]
  /** A type alias's type as written (`'up' | 'down'`); null for an interface. */
  aliasText: string | null
}
