import { type ParsedCommand, TREE } from '../../analyser/grammar/index.js'
import type { TreeResult } from '../../analyser/index.js'
import { type CommandContext, type CommandOutput, EXIT } from './output.js'
import { readArguments } from './read-arguments.js'

export async function runTree(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  const { ProjectReader } = await import('../../analyser/project-reader.js')
  const { openCacheStore } = await import('../disk-store.js')
  const { answerOnce } = await import('../kept-answers.js')
  const args = readArguments(parsed, context.cwd)
  const store = openCacheStore(parsed, args.root, context)
  const options = TREE.toOptions(args, context.env)
  const result = answerOnce(store, { command: 'tree', options }, (fs) => new ProjectReader({ fs, store }).tree(options))
  return { exitCode: EXIT.ok, stdout: await formatTree(parsed, result) }
}

async function formatTree(parsed: ParsedCommand, result: TreeResult): Promise<string> {
  const format = parsed.options.json ? 'json' : ((parsed.options.format as string | undefined) ?? 'text')
  switch (format) {
    case 'json':
      return JSON.stringify(result, null, 2)
    case 'mermaid':
      return (await import('../views/tree-graph.js')).formatTreeMermaid(result)
    case 'dot':
      return (await import('../views/tree-graph.js')).formatTreeDot(result)
    default:
      return (await import('../views/tree.js')).formatTreeResult(result)
  }
}
