import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type FindingsResult, RULES, UNUSED_SUPPRESSION_RULE } from '../../analyser/index.js'
import { describeTotals } from './findings.js'

/**
 * Where a report's paths start: the repository the project is in (its git top level, else the
 * project folder), as code scanning and the runner's annotations place a file, wherever the CLI ran.
 */
export interface ReportContext {
  repository: string
  version: string
}

// https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/sarif-v2.1.0-errata01-os-complete.html
const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json'
const SOURCE_ROOT = '%SRCROOT%'

/**
 * SARIF 2.1.0, as GitHub code scanning and other viewers read it: one run whose driver lists
 * each rule that ran with its doc as helpUri, one result per finding located relative to
 * the repository (%SRCROOT%), and what the run did not check (a cap, files that did not parse) as
 * notifications of its invocation.
 */
export function formatFindingsSarif(result: FindingsResult, context: ReportContext): string {
  const used = result.findings.some((finding) => finding.rule === UNUSED_SUPPRESSION_RULE.id)
  const rules = [
    ...RULES.filter((rule) => result.rules.includes(rule.id)).map((rule) => ({
      id: rule.id,
      shortDescription: { text: rule.docs.summary },
      helpUri: rule.docs.url,
      defaultConfiguration: { level: rule.severity },
    })),
    ...(used
      ? [
          {
            id: UNUSED_SUPPRESSION_RULE.id,
            shortDescription: { text: UNUSED_SUPPRESSION_RULE.summary },
            defaultConfiguration: { level: UNUSED_SUPPRESSION_RULE.severity },
          },
        ]
      : []),
  ]
  const toLocation = (file: string, line: number, column: number) => ({
    physicalLocation: {
      artifactLocation: { uri: toReportUri(result.root, file, context), uriBaseId: SOURCE_ROOT },
      region: { startLine: Math.max(line, 1), startColumn: Math.max(column, 1) },
    },
  })
  const notifications = [
    ...(result.note ? [{ level: 'warning', message: { text: result.note } }] : []),
    ...result.errors.map((error) => ({
      level: 'error',
      message: { text: `The file was not checked: ${error.message}` },
      locations: [toLocation(error.file, error.line, error.column)],
    })),
  ]
  const sarif = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'flawless-react', version: context.version, rules } },
        originalUriBaseIds: { [SOURCE_ROOT]: { uri: pathToFileURL(`${context.repository}${path.sep}`).href } },
        columnKind: 'utf16CodeUnits',
        invocations: [
          {
            executionSuccessful: true,
            ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}),
          },
        ],
        results: result.findings.map((finding) => ({
          ruleId: finding.rule,
          ruleIndex: rules.findIndex((rule) => rule.id === finding.rule),
          level: finding.severity,
          message: { text: `${finding.message} ${finding.hint}` },
          locations: [toLocation(finding.file, finding.line, finding.column)],
          ...(finding.component ? { properties: { component: finding.component } } : {}),
        })),
        properties: { summary: describeTotals(result), not_checked: result.not_checked },
      },
    ],
  }
  return JSON.stringify(sarif, null, 2)
}

/** A project path as the repository sees it, with forward slashes: `apps/web/app/page.tsx` for a monorepo's app. */
export function toReportPath(root: string, file: string, context: ReportContext): string {
  return path.relative(context.repository, path.join(root, file)).split(path.sep).join('/')
}

/**
 * The report path as SARIF's artifactLocation.uri, a URI reference: each segment percent-encoded,
 * since a Next.js route folder (`[slug]`) or a space is not allowed in one as written.
 */
function toReportUri(root: string, file: string, context: ReportContext): string {
  return toReportPath(root, file, context).split('/').map(encodeURIComponent).join('/')
}
