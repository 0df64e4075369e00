import { type ParsedCommand, PLAN } from '../../analyser/grammar/index.js'
import { EXIT, type CommandOutput } from './output.js'
import { readArguments } from './read-arguments.js'

export async function runPlan(parsed: ParsedCommand, cwd: string): Promise<CommandOutput> {
  const { Analyser } = await import('../../analyser/index.js')
  const { formatPlan } = await import('../views/plan.js')
  const result = new Analyser().plan(PLAN.toOptions(readArguments(parsed, cwd), process.env))
  return { exitCode: EXIT.ok, stdout: parsed.options.json ? JSON.stringify(result, null, 2) : formatPlan(result) }
}
