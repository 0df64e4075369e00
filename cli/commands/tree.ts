import * as path from 'node:path'
import type { ParsedCommand } from '../../analyser/grammar/index.js'
import { EXIT, type CommandOutput } from './output.js'

export async function runTree(parsed: ParsedCommand, cwd: string): Promise<CommandOutput> {
  const { Analyser } = await import('../../analyser/index.js')
  const { formatTreeResult } = await import('../views/tree.js')
  const options = parsed.options
  const result = new Analyser().tree({
    root: path.resolve(cwd, String(options.root ?? '.')),
    ...(options.roots !== undefined ? { roots: options.roots as string[] } : {}),
    ...(options.depth !== undefined ? { depth: Number(options.depth) } : {}),
    ...(options['max-entries'] !== undefined ? { maxEntries: Number(options['max-entries']) } : {}),
  })
  return { exitCode: EXIT.ok, stdout: options.json ? JSON.stringify(result, null, 2) : formatTreeResult(result) }
}
