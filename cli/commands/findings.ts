import * as path from 'node:path'
import type { ParsedCommand } from '../../analyser/grammar/index.js'
import { EXIT, type CommandOutput } from './output.js'

/** Exit 1 when an error-severity finding is reported, as a lint step in CI expects. */
export async function runFindings(parsed: ParsedCommand, cwd: string): Promise<CommandOutput> {
  const { Analyser } = await import('../../analyser/index.js')
  const { formatFindingsResult } = await import('../views/findings.js')
  const options = parsed.options
  const result = new Analyser().findings({
    root: path.resolve(cwd, String(options.root ?? '.')),
    ...(parsed.positionals[0] !== undefined ? { entry: parsed.positionals[0] } : {}),
    ...(options.rules !== undefined ? { rules: options.rules as string[] } : {}),
    ...(options['max-findings'] !== undefined ? { maxFindings: Number(options['max-findings']) } : {}),
    ...(options['max-entries'] !== undefined ? { maxEntries: Number(options['max-entries']) } : {}),
  })
  const exitCode = result.findings.some((finding) => finding.severity === 'error') ? EXIT.failed : EXIT.ok
  return { exitCode, stdout: options.json ? JSON.stringify(result, null, 2) : formatFindingsResult(result) }
}
