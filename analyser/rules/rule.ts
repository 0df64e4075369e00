import type { LinkedProject } from '../link/linked-project.js'
import type {
  ComponentSummary,
  FunctionSummary,
  JsxElementFact,
  ModuleSummary,
  Position,
} from '../summary/module-summary.js'

export type Severity = 'error' | 'warning'

/** One problem found: data, never thrown. `component` names the component or function it is in. */
export interface Finding {
  rule: string
  severity: Severity
  message: string
  file: string
  line: number
  column: number
  component: string | null
  hint: string
}

export interface RuleDocs {
  /** One sentence: what the rule finds. */
  summary: string
  /** The React or framework documentation the rule encodes. */
  url: string
}

/** Reports a finding at a position: the problem and its fix, then why. */
export type Report = (at: Position, message: string, hint: string) => void

export interface ModuleContext {
  file: string
  module: ModuleSummary
  project: LinkedProject
}

export interface ComponentContext extends ModuleContext {
  component: ComponentSummary
}

export interface FunctionContext extends ModuleContext {
  /** The top-level binding the function is, or lives in (`api.getPosts`). */
  binding: string
  fn: FunctionSummary
}

/** The JSX of one component or function, for rules about elements. */
export interface ElementsContext extends ModuleContext {
  owner: string
  elements: readonly JsxElementFact[]
  /** The component the elements are in, when they are in one. */
  component: ComponentSummary | null
}

/**
 * A rule: an id, its severity and docs, and pure checks over the facts the analyser
 * linked. Each check runs once per thing it inspects in the entry files.
 */
export interface Rule {
  id: string
  severity: Severity
  docs: RuleDocs
  checkModule?(context: ModuleContext, report: Report): void
  checkComponent?(context: ComponentContext, report: Report): void
  checkFunction?(context: FunctionContext, report: Report): void
  checkElements?(context: ElementsContext, report: Report): void
}

export function defineRule(rule: Rule): Rule {
  return rule
}
