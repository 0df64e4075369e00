import type { ProviderKind, ProviderNeed } from '../../../analyser/index.js'

/** How a suite puts one kind of provider around its component. */
export interface ProviderRender<Need extends ProviderNeed> {
  /** The import lines the provider needs; `suiteFile` is where the suite is written, for project imports. */
  imports(need: Need, suiteFile: string): string[]
  /** The opening tags, outermost first; each is closed in reverse. */
  tags(need: Need): string[]
  /** Statements renderSubject runs before it renders: what the tags read (a fresh client a run). */
  setup?: string[]
  /** Declarations above renderSubject: a component the tags use (useForm is a hook, so it needs one). */
  helpers?: string[] | ((need: Need) => string[])
}

/** One renderer per provider kind the analyser detects: a kind left out does not compile. */
export type ProviderRenders = { [Kind in ProviderKind]: ProviderRender<Extract<ProviderNeed, { kind: Kind }>> }
