import * as path from 'node:path'
import {
  A11Y_IMPACTS,
  type A11yImpact,
  type SuiteInput,
  checkPrerequisites,
  nodeFileSystem,
} from '../../../analyser/index.js'
import { type JsonReport, runSuites } from '../../generate/run-suites.js'
import type { A11yViolation } from '../../harness/a11y.js'
import { defineTaskGenerator } from '../task.js'
import { renderA11ySuite } from './render.js'

/** The `a11y` block of the --ci --json document: every violation, grouped by rule, and the impact that fails. */
export interface A11yReport {
  impact: A11yImpact
  /** Components scanned (suites whose render reached axe). */
  components: number
  /** Nodes breaking a rule, over every component; `needs_review`, nodes axe asks a person to check. */
  violations: number
  needs_review: number
  /** Violations first, the rule most nodes break first. */
  rules: A11yRuleRow[]
}

export interface A11yRuleRow {
  rule: string
  impact: A11yImpact
  help: string
  help_url: string
  /** Nodes breaking the rule, over every component. */
  count: number
  /** Whether this rule's violations fail the run at its impact threshold. */
  fails: boolean
  /** axe could not decide these nodes and asks a person to (never failed). */
  review: boolean
  components: { component: string; file: string; targets: string[] }[]
}

/** SPEC §4 a11y: axe-core over each component, rendered in the machine's Chromium by vitest's browser mode. */
export const a11y = defineTaskGenerator({
  name: 'a11y',
  // The analyser plans a11y suites per component, as perf-harness's.
  render: (input) => renderA11ySuite(input as SuiteInput),
  async run(options) {
    const machine = { fs: nodeFileSystem, root: options.root, environment: options.environment }
    const chromium = checkPrerequisites(['a11y'], machine).find((check) => check.name === 'chromium')!
    const impact = options.a11yImpact ?? 'serious'
    const scanned: Scanned[] = []
    const provide = { flawlessA11y: { impact, disabledRules: options.a11yDisabledRules ?? [] } }
    const tests = await runSuites(options, {
      env: {},
      browser: { chromium: chromium.detail, provide },
      onReport: (report) => scanned.push(...readScanned(report, options.root)),
    })
    return { tests, report: summarise(scanned, impact), failed: tests.failed > 0 }
  },
})

/** One component's scan as its test recorded it in meta. */
interface Scanned {
  key: string
  file: string
  violations: A11yViolation[]
}

function readScanned(report: JsonReport, root: string): Scanned[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.flatMap((assertion) => {
      const recorded = assertion.meta?.flawlessA11y as { key: string; violations: A11yViolation[] } | undefined
      if (recorded === undefined) return []
      const relative = path.relative(root, file.name).split(path.sep).join('/')
      return [{ key: recorded.key, file: relative, violations: recorded.violations }]
    }),
  )
}

/** Rules most nodes break first; within a rule, components in file order. */
export function summarise(scanned: readonly Scanned[], impact: A11yImpact): A11yReport {
  const rows = new Map<string, A11yRuleRow>()
  for (const { key, file, violations } of scanned) {
    for (const violation of violations) {
      const id = `${violation.rule}${violation.review ? ' (review)' : ''}`
      const row = rows.get(id) ?? {
        rule: violation.rule,
        impact: violation.impact,
        help: violation.help,
        help_url: violation.help_url,
        count: 0,
        fails: !violation.review && A11Y_IMPACTS.indexOf(violation.impact) >= A11Y_IMPACTS.indexOf(impact),
        review: violation.review,
        components: [],
      }
      row.count += violation.targets.length
      row.components.push({ component: key, file, targets: violation.targets })
      rows.set(id, row)
    }
  }
  const rules = [...rows.values()].sort(
    (a, b) => Number(a.review) - Number(b.review) || b.count - a.count || a.rule.localeCompare(b.rule),
  )
  for (const row of rules) row.components.sort((a, b) => a.component.localeCompare(b.component))
  const count = (review: boolean) =>
    rules.filter((row) => row.review === review).reduce((sum, row) => sum + row.count, 0)
  return { impact, components: scanned.length, violations: count(false), needs_review: count(true), rules }
}
