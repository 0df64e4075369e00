import * as path from 'node:path'
import type { ParsedCommand } from '../../analyser/grammar/index.js'
import type { GenerateOptions } from '../../analyser/index.js'
import { listChangedFiles } from '../git.js'
import { EXIT, type CommandOutput } from './output.js'

/** The generator's options, read from a parsed command line; plan and the generator share this. */
export function toGenerateOptions(parsed: ParsedCommand, cwd: string): GenerateOptions {
  const options = parsed.options
  const root = path.resolve(cwd, String(options.root ?? '.'))
  return {
    root,
    ...(options.tasks !== undefined ? { tasks: options.tasks as string[] } : {}),
    ...(options.out !== undefined ? { out: String(options.out) } : {}),
    ...(options.force ? { force: true } : {}),
    ...(options.changed !== undefined ? { changed: listChangedFiles(root, String(options.changed)) } : {}),
    ...(options.roots !== undefined ? { roots: options.roots as string[] } : {}),
    ...(options.depth !== undefined ? { depth: Number(options.depth) } : {}),
    ...(options.props !== undefined ? { props: String(options.props) } : {}),
    ...(options.heaps ? { heaps: true } : {}),
    ...(options.nextjs ? { nextjs: true } : {}),
    ...(options.expo ? { expo: true } : {}),
    environment: process.env,
  }
}

export async function runPlan(parsed: ParsedCommand, cwd: string): Promise<CommandOutput> {
  const { Analyser } = await import('../../analyser/index.js')
  const { formatPlan } = await import('../views/plan.js')
  const result = new Analyser().plan(toGenerateOptions(parsed, cwd))
  return { exitCode: EXIT.ok, stdout: parsed.options.json ? JSON.stringify(result, null, 2) : formatPlan(result) }
}
