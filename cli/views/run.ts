import type { RunDocument } from '../generate/generate.js'
import type { MergedDocument } from '../generate/merge-reports.js'
import type { PerfRow } from '../generate/run-report.js'
import type { A11yReport } from '../tasks/a11y/a11y.js'
import type { LoadReport } from '../tasks/load/run.js'
import { plural } from './plural.js'
import { formatReactRules } from './react-rules.js'

/**
 * The generator's and `test`'s readable view: what was written (the generator's alone:
 * `test` writes nothing), the counts (ran = passed + failed + skipped), the failures once
 * per cause with the suites under it, a row per profiled component, and the blocks of
 * the tasks that report more (e2e's routes, load's pipes, a11y's rules, react-rules' diagnostics). The
 * --json document holds every failure in full.
 */
export function formatRun(document: RunDocument, command: 'generate' | 'test'): string {
  const lines: string[] = []
  const actions = ['create', 'overwrite', 'overwrite-edited'].map(
    (action) => `${document.written.filter((item) => item.action === action).length} ${action}`,
  )
  if (command === 'generate')
    lines.push(
      `${document.tasks.join(', ')}: ${plural(document.written.length, 'suite')} written (${actions.join(', ')}), ` +
        `${document.skipped.length} skipped.`,
    )
  for (const backup of document.backups)
    lines.push(`  backed up ${backup.file} to ${backup.backup} before replacing it`)
  for (const item of document.needs_fixtures)
    lines.push(
      item.fixtures === 'props'
        ? `  ${item.source} ${item.component}: give ${item.props.join(', ')} a value in --props ` +
            '(the suite has a TODO where it is missing)'
        : `  ${item.source} ${item.component}: give its ${item.props.join(', ')} in --load-fixtures ` +
            '(not loaded until then)',
    )
  const missing = document.prerequisites.filter((check) => !check.ok)
  // The stable code the MCP run tools print too, so a script can look for it in either.
  for (const check of missing)
    lines.push(`PREREQUISITE_MISSING name=${check.name}: ${check.detail} (needed by the ${check.task} task)`)
  if (document.shard) lines.push(`Shard ${document.shard.index}/${document.shard.count}: this part of the suites ran.`)
  if (document.interrupted) {
    const notRun = document.not_run ?? []
    lines.push(
      `Stopped by ${document.stopped_by}: the counts are of the suites that finished` +
        (notRun.length > 0 ? `; ${plural(notRun.length, 'suite file')} did not finish.` : '.'),
    )
  }
  if (document.tests) lines.push(...formatTests(document))
  if (document.react_rules) lines.push(...formatReactRules(document.react_rules))
  return lines.join('\n')
}

/** merge-reports' view: the parts it joined, then the run they make, as `test` shows a run. */
export function formatMerged(document: MergedDocument): string {
  const parts = document.parts.map(
    (part) =>
      `  ${part.shard ? `shard ${part.shard.index}/${part.shard.count}` : 'run'} from ${part.source}: ` +
      `exit ${part.exit_code}${part.interrupted ? ', stopped before it finished' : ''}`,
  )
  return [`Merged ${plural(document.parts.length, 'report')}:`, ...parts, formatRun(document, 'test')].join('\n')
}

function formatTests(document: RunDocument): string[] {
  const tests = document.tests!
  const runners = Object.entries(tests.runner)
    .map(([runner, owner]) => `${runner === 'react' ? 'React' : runner} from ${owner}`)
    .join(', ')
  const lines = [
    `Tests: ${tests.ran} ran: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped, ` +
      `in ${(tests.duration_ms / 1000).toFixed(1)} s (${runners}).`,
  ]
  const e2e = document.e2e as { base_url: string; run_id: string | null; routes: number; passed: number } | undefined
  if (e2e)
    lines.push(
      `e2e against ${e2e.base_url}${e2e.run_id ? ` (run ${e2e.run_id})` : ''}: ` +
        `${plural(e2e.routes, 'route')}, ${e2e.passed} passed, ${e2e.routes - e2e.passed} failed.`,
    )
  if (document.load) lines.push(...formatLoad(document.load))
  if (document.a11y) lines.push(...formatA11y(document.a11y))
  if (tests.causes.length > 0) {
    lines.push('', `${plural(tests.failed, 'failure')}, by cause:`)
    for (const cause of tests.causes) {
      lines.push(`  ${cause.count} × ${cause.cause}`)
      for (const file of cause.files) lines.push(`      ${file}`)
    }
  }
  if (tests.perf.length > 0) lines.push('', ...formatPerfTable(tests.perf))
  return lines
}

const HEADINGS = ['component', 'render ms', 'cpu ms', 'vs baseline', 'commits', 'verdict']

/**
 * One row per component: its median render time (React.Profiler, wall-clock) and CPU
 * time, the change in CPU time against its baseline, its commits, and the verdict; then
 * why a baseline was not comparable, once per reason.
 */
function formatPerfTable(rows: readonly PerfRow[]): string[] {
  const cells = rows.map((row) => [
    row.component,
    row.median_ms.toFixed(2),
    row.cpu_median_ms.toFixed(2),
    row.change === null ? '—' : `${row.change >= 0 ? '+' : ''}${(row.change * 100).toFixed(0)}%`,
    row.baseline_commits === null || row.baseline_commits === row.commits
      ? String(row.commits)
      : `${row.commits} (was ${row.baseline_commits})`,
    row.remeasured ? `${row.verdict} (measured twice)` : row.verdict,
  ])
  const widths = HEADINGS.map((heading, column) =>
    Math.max(heading.length, ...cells.map((cell) => cell[column]!.length)),
  )
  // Names read from the left, numbers from the right.
  const align = (cell: string, column: number): string =>
    column === 0 || column === HEADINGS.length - 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)
  const table = [HEADINGS, ...cells].map((cell) => `  ${cell.map(align).join('  ')}`.trimEnd())
  const reasons = [...new Set(rows.flatMap((row) => (row.reason === null ? [] : [row.reason])))]
  return [...table, ...reasons.map((reason) => `  not comparable: ${reason}.`)]
}

/** The a11y block as a table: each rule axe reported, its impact, nodes, the components and whether it fails. */
function formatA11y(a11y: A11yReport): string[] {
  const rows = a11y.rules.map((row) => [
    row.rule,
    row.impact,
    String(row.count),
    row.fails ? 'FAIL' : row.review ? 'review' : 'report',
    row.components.map((entry) => entry.component).join(', '),
  ])
  return [
    `a11y (axe, failing at ${a11y.impact} or worse): ${plural(a11y.components, 'component')}` +
      `${a11y.pages > 0 ? ` and ${plural(a11y.pages, 'page')}` : ''} scanned, ` +
      `${plural(a11y.violations, 'violation')}, ${a11y.needs_review} to review.`,
    ...(a11y.disabled_rules.length > 0 ? [`  turned off by the project: ${a11y.disabled_rules.join(', ')}`] : []),
    ...(a11y.rendered_nothing.length > 0
      ? [`  rendered nothing, so axe judged nothing: ${a11y.rendered_nothing.join(', ')}`]
      : []),
    ...(rows.length > 0 ? formatTable(['rule', 'impact', 'nodes', 'verdict', 'components'], rows) : []),
  ]
}

/** Rows under a header, each column as wide as its widest cell, indented under the line that names the table. */
function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const format = (row: string[]) => `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd()
  return [format(header), ...rows.map(format)]
}

/** A p99 against its limit; a pipe no request of which was answered has none to show. */
function describeP99(pipe: LoadReport['pipes'][number]): string {
  const answered = Object.values(pipe.statuses).reduce((sum, count) => sum + count, 0)
  if (answered > 0) return `${pipe.latency_ms.p99} ms / ${pipe.p99_limit_ms} ms`
  const unanswered = [
    ...(pipe.timeouts > 0 ? [plural(pipe.timeouts, 'timeout')] : []),
    ...(pipe.errors > 0 ? [plural(pipe.errors, 'connection error')] : []),
  ]
  return `no answer${unanswered.length > 0 ? ` (${unanswered.join(', ')})` : ''}`
}

/** The load block as a table a person reads: route, method, p99 against its limit, throughput, verdict. */
function formatLoad(load: LoadReport): string[] {
  const rows = load.pipes.map((pipe) => [
    pipe.route,
    pipe.method,
    describeP99(pipe),
    `${pipe.rps}/s`,
    pipe.passed ? 'pass' : 'FAIL',
  ])
  return [
    `load against ${load.base_url}: ${plural(load.pipes.length, 'pipe')}, ` +
      `${load.passed} passed, ${load.failed} failed.`,
    ...formatTable(['route', 'method', 'p99 / limit', 'rps', 'verdict'], rows),
  ]
}
