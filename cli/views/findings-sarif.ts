import { createHash } from 'node:crypto'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Finding, type FindingsResult, RULES, UNUSED_SUPPRESSION_RULE } from '../../analyser/index.js'
import { describeTotals } from './findings.js'
import { toRuleHelp } from './rule-help.js'

/**
 * Where a report's paths start: the repository the project is in (its git top level, else the
 * project folder), as code scanning and the runner's annotations place a file, wherever the CLI ran.
 */
export interface ReportContext {
  repository: string
  version: string
}

/** What a SARIF log says beyond the findings: the tool's home, its rules' pages, the lines found on. */
export interface SarifContext extends ReportContext {
  /** The tool's home page, from its package.json; left out of the log when the package names none. */
  informationUri?: string
  /** A rule's page as the package ships it (docs/rules/<id>.md); null when there is none. */
  readRulePage(rule: string): string | null
  /** A file's text by absolute path; null when it cannot be read. */
  readFile(file: string): string | null
}

// https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/sarif-v2.1.0-errata01-os-complete.html
const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json'
const SOURCE_ROOT = '%SRCROOT%'
/**
 * A result's identity across commits, under a key of our own: code scanning matches alerts on
 * every partial fingerprint given, and computes its own primaryLocationLineHash beside it.
 */
const FINGERPRINT_KEY = 'flawlessReactFinding/v1'

/**
 * SARIF 2.1.0, as GitHub code scanning and other viewers read it: one run whose driver lists
 * each rule that ran with its page (what it finds and why, how to fix it) and its source as
 * helpUri, one result per finding located relative to the repository (%SRCROOT%) with a
 * fingerprint that survives lines moving, and what the run did not check (a cap, files that
 * did not parse) as notifications of its invocation.
 */
export function formatFindingsSarif(result: FindingsResult, context: SarifContext): string {
  const used = result.findings.some((finding) => finding.rule === UNUSED_SUPPRESSION_RULE.id)
  const rules = [
    ...RULES.filter((rule) => result.rules.includes(rule.id)).map((rule) => {
      const page = context.readRulePage(rule.id)
      return {
        id: rule.id,
        shortDescription: { text: rule.docs.summary },
        ...(page === null ? {} : toRuleHelp(page)),
        helpUri: rule.docs.url,
        defaultConfiguration: { level: rule.severity },
      }
    }),
    ...(used
      ? [
          {
            id: UNUSED_SUPPRESSION_RULE.id,
            shortDescription: { text: UNUSED_SUPPRESSION_RULE.summary },
            fullDescription: { text: UNUSED_SUPPRESSION_RULE.summary },
            help: { text: UNUSED_SUPPRESSION_RULE.help },
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
  const fingerprints = toFingerprints(result, context)
  const sarif = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'flawless-react',
            version: context.version,
            ...(context.informationUri ? { informationUri: context.informationUri } : {}),
            rules,
          },
        },
        originalUriBaseIds: { [SOURCE_ROOT]: { uri: pathToFileURL(`${context.repository}${path.sep}`).href } },
        columnKind: 'utf16CodeUnits',
        invocations: [
          {
            executionSuccessful: true,
            ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}),
          },
        ],
        results: result.findings.map((finding, index) => ({
          ruleId: finding.rule,
          ruleIndex: rules.findIndex((rule) => rule.id === finding.rule),
          level: finding.severity,
          message: { text: `${finding.message} ${finding.hint}` },
          locations: [toLocation(finding.file, finding.line, finding.column)],
          partialFingerprints: { [FINGERPRINT_KEY]: fingerprints[index]! },
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

/** What a package.json says of where a package lives. */
export interface PackageManifest {
  homepage?: unknown
  repository?: unknown
}

// npm's shorthand for a repository: "github:user/repo", "gitlab:user/repo", "bitbucket:user/repo", or "user/repo".
const REPOSITORY_HOSTS: Record<string, string> = {
  github: 'https://github.com',
  gitlab: 'https://gitlab.com',
  bitbucket: 'https://bitbucket.org',
}

/**
 * The tool's home page for a SARIF driver's informationUri: the package's homepage, else its
 * repository as a web address (npm's forms: a git URL, `git@host:user/repo.git`, or the
 * shorthand); nothing when it names neither, rather than an address made up.
 */
export function toInformationUri(manifest: PackageManifest): string | undefined {
  if (typeof manifest.homepage === 'string' && /^https?:\/\//.test(manifest.homepage)) return manifest.homepage
  const repository = manifest.repository
  const url =
    typeof repository === 'string'
      ? repository
      : typeof repository === 'object' && repository !== null && 'url' in repository
        ? repository.url
        : undefined
  if (typeof url !== 'string') return undefined
  const shorthand = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/.exec(url)
  const address = shorthand
    ? `${REPOSITORY_HOSTS[shorthand[1] ?? 'github']}/${shorthand[2]}`
    : url
        .replace(/^git\+/, '')
        .replace(/^git:\/\//, 'https://')
        .replace(/^(?:ssh:\/\/)?git@([^:/]+)[:/]/, 'https://$1/')
  return /^https?:\/\/[^/]+\/./.test(address) ? address.replace(/\.git$/, '') : undefined
}

/**
 * Each finding's fingerprint: a hash of its rule, its file as the repository names it, the text
 * of its line (trimmed) and how many findings of that rule came before it on the same text in
 * that file. Lines added above it leave it alone; so does moving the code within the file.
 */
function toFingerprints(result: FindingsResult, context: SarifContext): string[] {
  const lines = new Map<string, string[]>()
  const getLine = (finding: Finding): string => {
    let fileLines = lines.get(finding.file)
    if (!fileLines) {
      fileLines = context.readFile(path.join(result.root, finding.file))?.split(/\r?\n/) ?? []
      lines.set(finding.file, fileLines)
    }
    return fileLines[finding.line - 1]?.trim() ?? ''
  }
  const seen = new Map<string, number>()
  return result.findings.map((finding) => {
    const identity = JSON.stringify([finding.rule, toReportPath(result.root, finding.file, context), getLine(finding)])
    const occurrence = seen.get(identity) ?? 0
    seen.set(identity, occurrence + 1)
    return createHash('sha256').update(`${identity}\n${occurrence}`).digest('hex')
  })
}
