import { FINDINGS, type ParsedCommand } from '../../analyser/grammar/index.js'
import { type CommandContext, type CommandOutput, EXIT } from './output.js'
import { readArguments } from './read-arguments.js'

/** Exit 1 when an error-severity finding is reported, as a lint step in CI expects. */
export async function runFindings(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  const { Analyser } = await import('../../analyser/index.js')
  const { formatFindingsResult } = await import('../views/findings.js')
  const result = new Analyser().findings(FINDINGS.toOptions(readArguments(parsed, context.cwd), context.env))
  const exitCode = result.findings.some((finding) => finding.severity === 'error') ? EXIT.failed : EXIT.ok
  return { exitCode, stdout: parsed.options.json ? JSON.stringify(result, null, 2) : formatFindingsResult(result) }
}
