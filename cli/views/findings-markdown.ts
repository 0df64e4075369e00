import { type FindingsResult, RULES } from '../../analyser/index.js'
import { describePartial, describeTotals } from './findings.js'

/**
 * A Markdown report for a pull-request comment or a job summary: a partial check first,
 * then one table row per finding with its rule linked to the doc it encodes, the totals and
 * what a static pass cannot vouch for.
 */
export function formatFindingsMarkdown(result: FindingsResult): string {
  const lines = ['## flawless-react findings', '']
  const partial = describePartial(result)
  if (partial) lines.push(`> **${partial}** ${escapeCell(result.note ?? '')}`, '')
  if (result.findings.length > 0) {
    lines.push('| Severity | File | Line | Rule | Message |', '| --- | --- | --- | --- | --- |')
    for (const finding of result.findings) {
      const url = RULES.find((rule) => rule.id === finding.rule)?.docs.url
      const rule = url ? `[${finding.rule}](${url})` : finding.rule
      lines.push(
        `| ${finding.severity} | \`${finding.file}\` | ${finding.line}:${finding.column} | ${rule} | ` +
          `${escapeCell(finding.message)} ${escapeCell(finding.hint)} |`,
      )
    }
    lines.push('')
  }
  if (result.errors.length > 0) {
    lines.push('Files that did not parse (not checked):', '')
    for (const error of result.errors)
      lines.push(`- \`${error.file}:${error.line}:${error.column}\` ${escapeCell(error.message)}`)
    lines.push('')
  }
  lines.push(`**${describeTotals(result)}**`, '')
  if (result.note && !partial) lines.push(`Note: ${escapeCell(result.note)}`, '')
  lines.push(`_${result.not_checked}_`)
  return lines.join('\n')
}

/** A table cell holds one line, and a pipe would end it. */
function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')
}
