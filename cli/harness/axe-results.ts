/**
 * axe's results as the a11y report reads them, and the verdict on them: shared by the
 * component harness (in the page) and the page scans (in Node, under Playwright), so a
 * component and a route are judged alike. Free of both the DOM and Node.
 */
import type axe from 'axe-core'
import { A11Y_IMPACTS, type A11yImpact } from '../../analyser/tasks/a11y/impacts.js'

/** The attachment a page scan's violations reach the run's report by, failing or not. */
export const PAGE_SCAN_ATTACHMENT = 'flawless-a11y'

/** One axe rule a component or page breaks, with every node that breaks it. */
export interface A11yViolation {
  rule: string
  impact: A11yImpact
  help: string
  help_url: string
  /** A CSS selector per node, inside what was scanned. */
  targets: string[]
  /**
   * axe could not decide and asks a person (its "incomplete" results: ids referenced by
   * ARIA that repeat, contrast over an image): reported, never failed.
   */
  review: boolean
}

/** What a run asks of axe: the least impact that fails, and the rules the project turned off. */
export interface A11yRunSettings {
  impact: A11yImpact
  disabledRules: string[]
}

/** axe.run's options for a run: violations and what axe asks a person to review, the project's rules off. */
export function toAxeOptions(settings: A11yRunSettings): axe.RunOptions {
  const rules = Object.fromEntries(settings.disabledRules.map((rule) => [rule, { enabled: false }]))
  return { resultTypes: ['violations', 'incomplete'], rules }
}

export function readViolations(results: Pick<axe.AxeResults, 'violations' | 'incomplete'>): A11yViolation[] {
  return [
    ...results.violations.map((result) => toViolation(result, false)),
    ...results.incomplete.map((result) => toViolation(result, true)),
  ]
}

/** Throws, naming each, when a violation reaches the run's impact; a review never fails. */
export function judgeViolations(
  key: string,
  violations: readonly A11yViolation[],
  impact: A11yImpact,
  invented: readonly string[] = [],
  unwritten: readonly string[] = [],
): void {
  const failing = violations.filter(
    (violation) => !violation.review && A11Y_IMPACTS.indexOf(violation.impact) >= A11Y_IMPACTS.indexOf(impact),
  )
  if (failing.length === 0) return
  const lines = failing.map(
    (violation) => `${violation.rule} (${violation.impact}): ${violation.help} at ${violation.targets.join(', ')}`,
  )
  if (invented.length > 0)
    lines.push(
      `The suite made up ${invented.join(', ')} (no --props fixture, no usage site writes them): ` +
        'where the app always gives a value there, a fixture with it may change this verdict.',
    )
  if (unwritten.length > 0)
    lines.push(
      `Every usage site gives it ${unwritten.join(', ')}, which the suite could not write (no literal text to read): ` +
        'a --props fixture with them may change this verdict.',
    )
  throw new Error(
    `${key} has ${failing.length} axe violation${failing.length === 1 ? '' : 's'} ` +
      `of impact ${impact} or worse:\n${lines.join('\n')}`,
  )
}

function toViolation(result: axe.Result, review: boolean): A11yViolation {
  return {
    rule: result.id,
    impact: (result.impact ?? 'minor') as A11yImpact,
    help: result.help,
    help_url: result.helpUrl,
    targets: result.nodes.map((node) => node.target.join(' ')),
    review,
  }
}
