import { CHECK_DOCS, type ParsedCommand } from '../../analyser/grammar/index.js'
import { type CommandContext, type CommandOutput, EXIT } from './output.js'
import { readArguments } from './read-arguments.js'
import { plural } from '../views/plural.js'

/** Exit 1 when a documented command does not parse: a broken example is a broken example. */
export async function runCheckDocs(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  const { Analyser } = await import('../../analyser/index.js')
  const result = new Analyser().checkDocs(CHECK_DOCS.toOptions(readArguments(parsed, context.cwd), context.env))
  const exitCode = result.failed > 0 ? EXIT.failed : EXIT.ok
  if (parsed.options.json) return { exitCode, stdout: JSON.stringify(result, null, 2) }
  const lines = result.commands
    .filter((command) => !command.ok)
    .map((command) => `${command.file}:${command.line}  ${command.command}\n    ${command.error}`)
  lines.push(
    `${plural(result.commands.length, 'command')} in ${plural(result.files.length, 'Markdown file')}; ` +
      `${result.failed === 0 ? 'all parse' : `${result.failed} do not parse`}.`,
  )
  if (result.note !== undefined) lines.push(result.note)
  return { exitCode, stdout: lines.join('\n') }
}
