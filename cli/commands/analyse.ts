import * as path from 'node:path'
import type { ParsedCommand } from '../../analyser/grammar/index.js'
import { EXIT, type CommandOutput } from './output.js'

export async function runAnalyse(parsed: ParsedCommand, cwd: string): Promise<CommandOutput> {
  // Loaded on demand: TypeScript is large, and --help or a bad flag should answer at once.
  const { Analyser } = await import('../../analyser/index.js')
  const { formatAnalyseResult } = await import('../views/analyse.js')
  const result = new Analyser().analyse({
    root: path.resolve(cwd, String(parsed.options.root ?? '.')),
    entry: parsed.positionals[0]!,
    ...(parsed.options['max-entries'] !== undefined ? { maxEntries: Number(parsed.options['max-entries']) } : {}),
  })
  return {
    exitCode: EXIT.ok,
    stdout: parsed.options.json ? JSON.stringify(result, null, 2) : formatAnalyseResult(result),
  }
}
