import { type ParsedCommand, PLAN } from '../../analyser/grammar/index.js'
import { type CommandContext, type CommandOutput, EXIT } from './output.js'
import { readArguments } from './read-arguments.js'

export async function runPlan(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  const { Analyser } = await import('../../analyser/index.js')
  const { formatPlan } = await import('../views/plan.js')
  const result = new Analyser().plan(PLAN.toOptions(readArguments(parsed, context.cwd), context.env))
  return { exitCode: EXIT.ok, stdout: parsed.options.json ? JSON.stringify(result, null, 2) : formatPlan(result) }
}
