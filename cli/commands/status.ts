import { type ParsedCommand, STATUS } from '../../analyser/grammar/index.js'
import { type CommandContext, type CommandOutput, EXIT } from './output.js'
import { readArguments } from './read-arguments.js'

export async function runStatus(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  const { Analyser } = await import('../../analyser/index.js')
  const { formatStatus } = await import('../views/status.js')
  const result = new Analyser().status(STATUS.toOptions(readArguments(parsed, context.cwd), context.env))
  return {
    exitCode: EXIT.ok,
    stdout: parsed.options.json
      ? JSON.stringify(result, null, 2)
      : formatStatus(result, { todos: parsed.options.todos === true }),
  }
}
