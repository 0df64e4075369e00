import type { Finding, FindingsResult } from '../../analyser/index.js'
import { groupByFile } from './by-file.js'
import { plural } from './plural.js'

/**
 * ESLint's stylish layout: findings grouped by file, each with its position, severity,
 * message and rule, the hint and the rule's page beneath (as oxc links a diagnostic to its
 * rule); then the count and what a static pass cannot vouch for. `docsUrl` gives a rule's page.
 * A partial check says so before anything else.
 */
export function formatFindingsResult(result: FindingsResult, docsUrl: (rule: string) => string): string {
  const lines: string[] = []
  const partial = describePartial(result)
  if (partial) lines.push(partial, '')
  lines.push(...groupByFile(result.findings, (finding) => formatFinding(finding, docsUrl(finding.rule))))
  if (result.errors.length > 0) {
    if (lines.length > 0) lines.push('')
    lines.push('Files that did not parse (not checked):')
    for (const error of result.errors) lines.push(`  ${error.file}:${error.line}:${error.column}  ${error.message}`)
  }
  if (lines.length > 0) lines.push('')
  lines.push(describeTotals(result))
  if (result.note) lines.push(`Note: ${result.note}`)
  lines.push(result.not_checked)
  return lines.join('\n')
}

/** `Partial check: …` when a cap left entry files unchecked, else null. */
export function describePartial(result: FindingsResult): string | null {
  const unchecked = result.entries_skipped ?? 0
  if (unchecked === 0) return null
  return (
    `Partial check: ${plural(unchecked, 'entry file')} not checked because of the max_entries cap; ` +
    'the findings below cover the rest.'
  )
}

/** `2 findings (1 error, 1 warning) from 17 rules over 40 files.`, naming what a cap or a comment left out. */
export function describeTotals(result: FindingsResult): string {
  const errors = result.findings.filter((finding) => finding.severity === 'error').length
  const warnings = result.findings.length - errors
  // A capped run read every file but checked only some entries: the count says so, not just the note.
  const unchecked = result.entries_skipped ?? 0
  const scope =
    `over ${result.files_read} files` + (unchecked > 0 ? `, ${plural(unchecked, 'entry file')} not checked` : '')
  const suppressed = result.suppressed ? `; ${result.suppressed} suppressed by flawless-ignore comments` : ''
  return result.findings.length === 0
    ? `No findings from ${plural(result.rules.length, 'rule')} ${scope}${suppressed}.`
    : `${plural(result.findings.length, 'finding')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}) ` +
        `from ${plural(result.rules.length, 'rule')} ${scope}${suppressed}.`
}

function formatFinding(finding: Finding, docs: string): string[] {
  const position = `${finding.line}:${finding.column}`.padEnd(7)
  return [
    `  ${position} ${finding.severity.padEnd(7)} ${finding.message}  ${finding.rule}`,
    `          ${finding.hint}`,
    `          ${docs}`,
  ]
}
