import { type ParsedCommand, ROUTES } from '../../analyser/grammar/index.js'
import { type CommandContext, type CommandOutput, EXIT } from './output.js'
import { readArguments } from './read-arguments.js'

export async function runRoutes(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  const { ProjectReader } = await import('../../analyser/project-reader.js')
  const { formatRoutes } = await import('../views/routes.js')
  const result = new ProjectReader().routes(ROUTES.toOptions(readArguments(parsed, context.cwd), context.env))
  return { exitCode: EXIT.ok, stdout: parsed.options.json ? JSON.stringify(result, null, 2) : formatRoutes(result) }
}
