import { type ParsedCommand, STATUS } from '../../analyser/grammar/index.js'
import { EXIT, type CommandOutput } from './output.js'
import { readArguments } from './read-arguments.js'

export async function runStatus(parsed: ParsedCommand, cwd: string): Promise<CommandOutput> {
  const { Analyser } = await import('../../analyser/index.js')
  const { formatStatus } = await import('../views/status.js')
  const result = new Analyser().status(STATUS.toOptions(readArguments(parsed, cwd), process.env))
  return { exitCode: EXIT.ok, stdout: parsed.options.json ? JSON.stringify(result, null, 2) : formatStatus(result) }
}
