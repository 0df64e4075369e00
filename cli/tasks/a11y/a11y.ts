import * as path from 'node:path'
import {
  A11Y_IMPACTS,
  A11Y_PAGES_FOLDER,
  type A11yImpact,
  AnalyserError,
  type ProjectConfig,
  type SuiteInput,
  checkPrerequisites,
  nodeFileSystem,
} from '../../../analyser/index.js'
import { type PlaywrightReport, runPlaywrightSpecs } from '../../generate/run-playwright.js'
import { type JsonReport, type TestsBlock, addTests } from '../../generate/run-report.js'
import { runSuites } from '../../generate/run-suites.js'
import { type A11yViolation, PAGE_SCAN_ATTACHMENT } from '../../harness/axe-results.js'
import { checkStorageState, probeServer } from '../probe-server.js'
import { defineTaskGenerator } from '../task.js'
import { renderA11yPageScan, renderA11ySuite } from './render.js'

/** The `a11y` block of the --ci --json document: every violation, grouped by rule, and the impact that fails. */
export interface A11yReport {
  impact: A11yImpact
  /** axe rules the project's config turned off (`a11y.disabledRules`): none ran, so none is reported. */
  disabled_rules: string[]
  /** Components scanned (suites whose render reached axe). */
  components: number
  /** Pages scanned whole (URLs of the routes, against FLAWLESS_E2E_BASEURL). */
  pages: number
  /**
   * Components that rendered nothing in their suite (a dialog closed, a list empty), so
   * axe judged nothing: their pass says nothing about them until a person renders them open.
   */
  rendered_nothing: string[]
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

/**
 * SPEC §4 a11y: axe-core over each component, rendered in the machine's Chromium by
 * vitest's browser mode, and over each route's page, visited by Playwright Test at
 * FLAWLESS_E2E_BASEURL when a server answers there.
 */
export const a11y = defineTaskGenerator({
  name: 'a11y',
  // The analyser plans a suite per component, as perf-harness's, and a page scan per route (a spec of its own).
  render: (input) => ('spec' in input ? renderA11yPageScan(input) : renderA11ySuite(input as SuiteInput)),
  async run(options) {
    const machine = { fs: nodeFileSystem, root: options.root, environment: options.environment }
    const chromium = checkPrerequisites(['a11y'], machine).find((check) => check.name === 'chromium')!.detail
    const config = options.analyser.config({ root: options.root })
    const impact = options.a11yImpact ?? config.a11y?.impact ?? 'serious'
    const disabledRules = await checkDisabledRules(config)
    const isPageScan = (file: string) => file.endsWith('.flawless.ts')
    const scanned: Scanned[] = []
    const runs: TestsBlock[] = []
    const components = options.files.filter((file) => !isPageScan(file))
    if (components.length > 0 || options.files.length === 0) {
      options.onOutput(`flawless-react: a11y: ${count(components.length, 'component suite')} in Chromium\n`)
      const provide = { flawlessA11y: { impact, disabledRules } }
      runs.push(
        await runSuites(
          { ...options, files: components },
          {
            env: {},
            browser: { chromium, provide },
            onReport: (report) => scanned.push(...readScanned(report, options.root)),
          },
        ),
      )
    }
    const pages = options.files.filter(isPageScan)
    if (pages.length > 0) {
      const base = options.environment.FLAWLESS_E2E_BASEURL
      options.onOutput(`flawless-react: a11y: ${count(pages.length, 'page scan')} against ${base}\n`)
      const { files: _files, ...tests } = await runPlaywrightSpecs(
        { ...options, files: pages },
        {
          folder: `a11y/${A11Y_PAGES_FOLDER}`,
          chromium,
          env: { FLAWLESS_A11Y_IMPACT: impact, FLAWLESS_A11Y_DISABLED_RULES: JSON.stringify(disabledRules) },
          onReport: (report) => scanned.push(...readPageScans(report, options)),
        },
      )
      runs.push(tests)
    }
    const tests = runs.reduce(addTests)
    return { tests, report: summarise(scanned, impact, disabledRules), failed: tests.failed > 0 }
  },
  mergeReports: (reports) => mergeA11yReports(reports as A11yReport[]),
  // Pages are scanned only when a server is named: one named that does not answer stops the run before writing.
  probe: async (environment, root) =>
    environment.FLAWLESS_E2E_BASEURL
      ? [
          ...(await probeServer(
            'FLAWLESS_E2E_BASEURL',
            environment.FLAWLESS_E2E_BASEURL,
            'start the dev or preview server, or unset FLAWLESS_E2E_BASEURL to scan components alone.',
          )),
          ...checkStorageState(environment.FLAWLESS_E2E_STORAGE_STATE, root),
        ]
      : [],
})

/**
 * The rules the project turned off, each one axe knows: a misspelt id would turn nothing
 * off and leave the violations the project meant to accept failing, with no word why.
 */
async function checkDisabledRules(config: ProjectConfig): Promise<string[]> {
  const disabled = config.a11y?.disabledRules ?? []
  if (disabled.length === 0) return []
  // axe's rule list in Node, loaded only when there are ids to check: most runs need none of its 500 KB.
  const { default: axe } = await import('axe-core')
  const known = new Set(axe.getRules().map((rule) => rule.ruleId))
  const unknown = disabled.filter((rule) => !known.has(rule))
  if (unknown.length > 0) {
    const version = axe.version.split('.').slice(0, 2).join('.')
    throw new AnalyserError(
      'INVALID_CONFIG',
      `"a11y.disabledRules" in ${config.file} names ${unknown.map((rule) => `"${rule}"`).join(', ')}, ` +
        `which axe-core ${axe.version} does not have.`,
      `Use the rule ids axe reports (image-alt, color-contrast, …): https://dequeuniversity.com/rules/axe/${version}`,
    )
  }
  return disabled
}

/** One component's or page's scan as its test recorded it (in meta, or attached). */
interface Scanned {
  key: string
  file: string
  page: boolean
  violations: A11yViolation[]
  empty: boolean
}

function readScanned(report: JsonReport, root: string): Scanned[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.flatMap((assertion) => {
      const recorded = assertion.meta?.flawlessA11y as
        | { key: string; violations: A11yViolation[]; empty: boolean }
        | undefined
      if (recorded === undefined) return []
      const relative = path.relative(root, file.name).split(path.sep).join('/')
      return [{ ...recorded, file: relative, page: false }]
    }),
  )
}

/** Each page scan as its spec attached it to the test (`flawless-a11y`, base64 JSON in the report). */
function readPageScans(report: PlaywrightReport, options: { out: string }): Scanned[] {
  const folder = `${options.out}/a11y/${A11Y_PAGES_FOLDER}`
  const scans: Scanned[] = []
  const visit = (suite: PlaywrightReport['suites'][number]): void => {
    for (const spec of suite.specs)
      for (const test of spec.tests)
        for (const attachment of test.results.at(-1)?.attachments ?? []) {
          if (attachment.name !== PAGE_SCAN_ATTACHMENT || attachment.body === undefined) continue
          const recorded = JSON.parse(Buffer.from(attachment.body, 'base64').toString('utf8')) as {
            key: string
            violations: A11yViolation[]
          }
          const file = path.posix.join(folder, suite.file.split(path.sep).join('/'))
          scans.push({ key: recorded.key, file, page: true, violations: recorded.violations, empty: false })
        }
    for (const inner of suite.suites ?? []) visit(inner)
  }
  for (const suite of report.suites) visit(suite)
  return scans
}

/** Rules most nodes break first; within a rule, components in file order. */
export function summarise(
  scanned: readonly Scanned[],
  impact: A11yImpact,
  disabledRules: readonly string[],
): A11yReport {
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
  const rules = sortRules(rows.values())
  return {
    impact,
    disabled_rules: [...disabledRules],
    components: scanned.filter((scan) => !scan.page).length,
    pages: scanned.filter((scan) => scan.page).length,
    rendered_nothing: scanned.filter((scan) => scan.empty).map((scan) => scan.key),
    violations: countNodes(rules, false),
    needs_review: countNodes(rules, true),
    rules,
  }
}

/** The blocks of a run's parts (shards) as one run's: each rule's nodes and components over every part. */
export function mergeA11yReports(reports: readonly A11yReport[]): A11yReport {
  const rows = new Map<string, A11yRuleRow>()
  for (const row of reports.flatMap((report) => report.rules)) {
    const id = `${row.rule}${row.review ? ' (review)' : ''}`
    const merged = rows.get(id)
    if (merged) {
      merged.count += row.count
      merged.components.push(...row.components)
    } else rows.set(id, { ...row, components: [...row.components] })
  }
  const rules = sortRules(rows.values())
  const sum = (field: 'components' | 'pages') => reports.reduce((total, report) => total + report[field], 0)
  return {
    impact: reports[0]!.impact,
    disabled_rules: [...new Set(reports.flatMap((report) => report.disabled_rules))],
    components: sum('components'),
    pages: sum('pages'),
    rendered_nothing: reports.flatMap((report) => report.rendered_nothing),
    violations: countNodes(rules, false),
    needs_review: countNodes(rules, true),
    rules,
  }
}

/** Rules most nodes break first, those to review last; within a rule, components by name. */
function sortRules(rows: Iterable<A11yRuleRow>): A11yRuleRow[] {
  const rules = [...rows].sort(
    (a, b) => Number(a.review) - Number(b.review) || b.count - a.count || a.rule.localeCompare(b.rule),
  )
  for (const row of rules) row.components.sort((a, b) => a.component.localeCompare(b.component))
  return rules
}

function countNodes(rules: readonly A11yRuleRow[], review: boolean): number {
  return rules.filter((row) => row.review === review).reduce((sum, row) => sum + row.count, 0)
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}
