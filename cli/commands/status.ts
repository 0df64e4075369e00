import * as path from 'node:path'
import type { ParsedCommand } from '../../analyser/grammar/index.js'
import { EXIT, type CommandOutput } from './output.js'

export async function runStatus(parsed: ParsedCommand, cwd: string): Promise<CommandOutput> {
  const { Analyser } = await import('../../analyser/index.js')
  const { formatStatus } = await import('../views/status.js')
  const result = new Analyser().status({
    root: path.resolve(cwd, String(parsed.options.root ?? '.')),
    ...(parsed.options.out !== undefined ? { out: String(parsed.options.out) } : {}),
    environment: process.env,
  })
  return { exitCode: EXIT.ok, stdout: parsed.options.json ? JSON.stringify(result, null, 2) : formatStatus(result) }
}
