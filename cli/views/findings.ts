import type { Finding, FindingsResult } from '../../analyser/index.js'
import { groupByFile } from './by-file.js'
import { plural } from './plural.js'

/**
 * ESLint's stylish layout: findings grouped by file, each with its position, severity,
 * message and rule, the hint beneath; then the count and what a static pass cannot vouch for.
 */
export function formatFindingsResult(result: FindingsResult): string {
  const lines = groupByFile(result.findings, formatFinding)
  if (result.errors.length > 0) {
    if (lines.length > 0) lines.push('')
    lines.push('Files that did not parse (not checked):')
    for (const error of result.errors) lines.push(`  ${error.file}:${error.line}:${error.column}  ${error.message}`)
  }
  const errors = result.findings.filter((finding) => finding.severity === 'error').length
  const warnings = result.findings.length - errors
  if (lines.length > 0) lines.push('')
  // A capped run read every file but checked only some entries: the count says so, not just the note.
  const unchecked = result.entries_skipped ?? 0
  const scope =
    `over ${result.files_read} files` + (unchecked > 0 ? `, ${plural(unchecked, 'entry file')} not checked` : '')
  lines.push(
    result.findings.length === 0
      ? `No findings from ${result.rules.length} rules ${scope}.`
      : `${plural(result.findings.length, 'finding')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}) ` +
          `from ${result.rules.length} rules ${scope}.`,
  )
  if (result.note) lines.push(`Note: ${result.note}`)
  lines.push(result.not_checked)
  return lines.join('\n')
}

function formatFinding(finding: Finding): string[] {
  const position = `${finding.line}:${finding.column}`.padEnd(7)
  return [
    `  ${position} ${finding.severity.padEnd(7)} ${finding.message}  ${finding.rule}`,
    `          ${finding.hint}`,
  ]
}
