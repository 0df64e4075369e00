import type { FindingsResult } from '../../analyser/index.js'
import { type ReportContext, toReportPath } from './findings-sarif.js'
import { describePartial, describeTotals } from './findings.js'

/**
 * GitHub Actions workflow commands, one a line, so each finding is an annotation on its
 * line of the pull request: `::error file=…,line=…,col=…,title=<rule>::<message>`. A partial
 * check comes first as a warning, the totals last as a notice.
 */
export function formatFindingsGithub(result: FindingsResult, context: ReportContext): string {
  const lines: string[] = []
  const partial = describePartial(result)
  if (partial) lines.push(toCommand('warning', { title: 'flawless-react partial check' }, `${partial} ${result.note}`))
  for (const finding of result.findings)
    lines.push(
      toCommand(
        finding.severity,
        {
          file: toReportPath(result.root, finding.file, context),
          line: String(finding.line),
          col: String(finding.column),
          title: finding.rule,
        },
        `${finding.message}\n${finding.hint}`,
      ),
    )
  for (const error of result.errors)
    lines.push(
      toCommand(
        'error',
        { file: toReportPath(result.root, error.file, context), line: String(Math.max(error.line, 1)) },
        `The file was not checked: ${error.message}`,
      ),
    )
  lines.push(toCommand('notice', { title: 'flawless-react' }, `${describeTotals(result)} ${result.not_checked}`))
  return lines.join('\n')
}

// https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands, escaped as @actions/core does.
function toCommand(command: string, properties: Record<string, string>, message: string): string {
  const listed = Object.entries(properties)
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',')
  return `::${command}${listed ? ` ${listed}` : ''}::${escapeData(message)}`
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}
