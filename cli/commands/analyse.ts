import { ANALYSE, type ParsedCommand } from '../../analyser/grammar/index.js'
import { type CommandContext, type CommandOutput, EXIT } from './output.js'
import { readArguments } from './read-arguments.js'

export async function runAnalyse(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  // Loaded on demand: TypeScript is large, and --help or a bad flag should answer at once. ProjectReader leaves out
  // the rules, the docs check and the generator's modules, which `analyse` never runs.
  const { ProjectReader } = await import('../../analyser/project-reader.js')
  const { formatAnalyseResult } = await import('../views/analyse.js')
  const { openCacheStore } = await import('../disk-store.js')
  const { answerOnce } = await import('../kept-answers.js')
  const args = readArguments(parsed, context.cwd)
  const store = openCacheStore(parsed, args.root, context)
  const options = ANALYSE.toOptions(args, context.env)
  const result = answerOnce(store, { command: 'analyse', options }, (fs) =>
    new ProjectReader({ fs, store }).analyse(options),
  )
  return {
    exitCode: EXIT.ok,
    stdout: parsed.options.json ? JSON.stringify(result, null, 2) : formatAnalyseResult(result),
  }
}
