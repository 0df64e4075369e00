import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { FINDINGS, type ParsedCommand } from '../../analyser/grammar/index.js'
import type { FindingsResult } from '../../analyser/index.js'
import { findRepositoryRoot } from '../git.js'
import { plural } from '../views/plural.js'
import { type CommandContext, type CommandOutput, EXIT } from './output.js'
import { readArguments } from './read-arguments.js'

/**
 * Exit 1 when an error-severity finding is reported, when warnings pass --max-warnings, or
 * when a cap left entry files unchecked without --allow-partial, as a lint step in CI
 * expects: a verdict over part of a project is no verdict. The command line checks the
 * whole project unless --max-entries (or the config's maxEntries) caps it. As with ESLint,
 * --quiet only hides warnings: --max-warnings still counts them.
 */
export async function runFindings(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  const { Analyser } = await import('../../analyser/index.js')
  const { openCacheStore } = await import('../disk-store.js')
  const { answerOnce } = await import('../kept-answers.js')
  const args = readArguments(parsed, context.cwd)
  const store = openCacheStore(parsed, args.root, context)
  const options = FINDINGS.toOptions(args, context.env)
  const found = answerOnce(store, { command: 'findings', options }, (fs) =>
    new Analyser({ fs, store }).findings(options),
  )
  const errors = found.findings.filter((finding) => finding.severity === 'error').length
  const warnings = found.findings.length - errors
  const result: FindingsResult = parsed.options.quiet
    ? { ...found, findings: found.findings.filter((finding) => finding.severity === 'error') }
    : found
  const report = await formatReport(parsed, result, context)
  const maxWarnings = parsed.options['max-warnings'] as number | undefined
  const tooManyWarnings = maxWarnings !== undefined && warnings > maxWarnings
  const partial = (result.entries_skipped ?? 0) > 0 && parsed.options['allow-partial'] !== true
  if (tooManyWarnings)
    context.stderr.write(
      `flawless-react: ${plural(warnings, 'warning')}, more than --max-warnings ${maxWarnings} allows.\n`,
    )
  if (partial)
    context.stderr.write(
      `flawless-react: ${result.entries_skipped} entry files were not checked, so the check exits 1. ` +
        'Remove --max-entries (or the config’s maxEntries) to check them, or pass --allow-partial.\n',
    )
  const exitCode = errors > 0 || tooManyWarnings || partial ? EXIT.failed : EXIT.ok
  const output = parsed.options.output as string | undefined
  if (output === undefined) return { exitCode, stdout: report }
  const file = path.resolve(context.cwd, output)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${report}\n`)
  return { exitCode, stdout: '' }
}

async function formatReport(parsed: ParsedCommand, result: FindingsResult, context: CommandContext): Promise<string> {
  const format = parsed.options.json ? 'json' : ((parsed.options.format as string | undefined) ?? 'stylish')
  const reportContext = { repository: findRepositoryRoot(result.root), version: context.version }
  switch (format) {
    case 'json':
      return JSON.stringify(result, null, 2)
    case 'sarif': {
      const { formatFindingsSarif, toInformationUri } = await import('../views/findings-sarif.js')
      const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'))
      const informationUri = toInformationUri(manifest)
      return formatFindingsSarif(result, {
        ...reportContext,
        ...(informationUri ? { informationUri } : {}),
        readRulePage: (rule) => readTextOrNull(new URL(getRuleDocsUrl(rule))),
        readFile: readTextOrNull,
      })
    }
    case 'github':
      return (await import('../views/findings-github.js')).formatFindingsGithub(result, reportContext)
    case 'markdown':
      return (await import('../views/findings-markdown.js')).formatFindingsMarkdown(result)
    default:
      return (await import('../views/findings.js')).formatFindingsResult(result, getRuleDocsUrl)
  }
}

function readTextOrNull(file: string | URL): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** A rule's page, as shipped in the package beside dist: readable offline, in the version that found it. */
export function getRuleDocsUrl(rule: string): string {
  return new URL(`../../../docs/rules/${rule}.md`, import.meta.url).href
}
