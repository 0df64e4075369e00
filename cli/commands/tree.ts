import { type ParsedCommand, TREE } from '../../analyser/grammar/index.js'
import { type CommandContext, type CommandOutput, EXIT } from './output.js'
import { readArguments } from './read-arguments.js'

export async function runTree(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  const { Analyser } = await import('../../analyser/index.js')
  const { formatTreeResult } = await import('../views/tree.js')
  const result = new Analyser().tree(TREE.toOptions(readArguments(parsed, context.cwd), context.env))
  return { exitCode: EXIT.ok, stdout: parsed.options.json ? JSON.stringify(result, null, 2) : formatTreeResult(result) }
}
