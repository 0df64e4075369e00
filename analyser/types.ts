import type { RenderMode } from './render-mode/render-mode.js'
import type { LiteralValue, PropUse, WrittenProp } from './summary/module-summary.js'

export type { LiteralValue, RenderMode, PropUse, WrittenProp }

export type ExportKind = 'default' | 'named' | 'both' | 'none'

export interface PropType {
  name: string
  /** The type as written in the props type; null when none is declared. */
  type: string | null
  /** Null when no type says. */
  required: boolean | null
  default: string | null
}

export interface PropUsage {
  prop: string
  use: PropUse
  /** `Child.prop` for a prop passed on to a child component. */
  target?: string
  line: number
}

export interface UnresolvedProp {
  prop: string
  reason: string
}

export interface HookCall {
  name: string
  line: number
  /** `react`, a package name, a project file, or null for a name the file does not import. */
  source: string | null
  deps?: string[]
}

export interface StateEntry {
  name: string
  setter: string | null
  hook: string
  initial: string | null
  line: number
}

export type FetchVia = 'fetch' | 'axios' | 'swr' | 'react-query' | 'server-action'

export interface FetchEntry {
  method: string | null
  /** The literal, a template as written without backticks, or null when dynamic. */
  url: string | null
  in_effect: boolean
  line: number
  file: string
  via: FetchVia
  /** Project functions and hooks the request was reached through, outermost first. */
  through: string[]
}

/**
 * How a child was found: `local` in the same file, `import` through imports and
 * barrels, `lazy` through React.lazy or next/dynamic, `nested` defined inside the
 * parent, `factory` made at module level in a project file by a call such as
 * `chakra('section')` or a `styled.div` tagged template (a child of that file, with no component record
 * of its own), `dynamic` bound to a value the analyser cannot resolve.
 */
export type ChildVia = 'local' | 'import' | 'lazy' | 'nested' | 'factory' | 'dynamic'

export interface ChildEntry {
  component: string
  /** The tag as written, when it differs from the defining name. */
  as?: string
  file: string | null
  /** The package an external component comes from. */
  module?: string
  render_mode: RenderMode
  props: number
  line: number
  via: ChildVia
}

/** One place the project renders a component. */
export interface UsageSite {
  /** The component whose JSX holds the element, and where; null at a module's top level (`root.render(<App />)`). */
  component: string | null
  file: string
  line: number
  /** The component elements between that component's root and this one, outermost first, as written. */
  ancestors: string[]
  /** The props written there: literal values kept, the rest as source text. */
  props: WrittenProp[]
}

/** The reverse of `children`: how many places render the component, and the first few. */
export interface UsedBy {
  count: number
  sites: UsageSite[]
}

export interface ComponentRecord {
  component: string
  file: string
  line: number
  kind: 'function' | 'arrow' | 'class'
  wrappers: string[]
  anonymous: boolean
  export_kind: ExportKind
  render_mode: RenderMode
  is_async: boolean
  prop_names: string[]
  prop_types: PropType[]
  prop_usage: PropUsage[]
  unresolved_props: UnresolvedProp[]
  hooks: HookCall[]
  state: StateEntry[]
  fetches: FetchEntry[]
  children: ChildEntry[]
  descendants: number
  used_by: UsedBy
}

export interface AnalyseError {
  file: string
  line: number
  column: number
  message: string
}

export interface AnalyseResult {
  root: string
  files_read: number
  components: ComponentRecord[]
  errors: AnalyseError[]
  entries_skipped?: number
  note?: string
}

/**
 * SPEC 2.5 check docs: which Markdown to read. It lives here, not beside checkDocs, because
 * checkDocs parses with the grammar, whose read table names this type.
 */
export interface CheckDocsOptions {
  root: string
  /** Markdown files or globs; every .md and .mdx file when left out. */
  files?: string[]
  out?: string
}
