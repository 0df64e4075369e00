import type { ParsedCommand } from '../../analyser/grammar/index.js'
import { formatMerged } from '../views/run.js'
import type { CommandContext, CommandOutput } from './output.js'

/** `flawless-react merge-reports DIR...`: the shards' reports as one run's, with its exit code. */
export async function runMergeReports(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  const { mergeReports } = await import('../generate/merge-reports.js')
  const document = mergeReports(parsed.positionals, context.cwd)
  return {
    exitCode: document.exit_code,
    stdout: parsed.options.json ? JSON.stringify(document, null, 2) : formatMerged(document),
  }
}
