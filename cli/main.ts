#!/usr/bin/env node
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { isAnalyserError } from '../analyser/errors.js'
import { formatAnalyseResult } from './analyse-view.js'
import { COMMANDS, type ParsedCommand, UsageError, findCommand, formatCommandHelp, parseCommand } from './grammar.js'

/** SPEC §3 exit codes. */
export const EXIT = { ok: 0, failed: 1, usage: 2, prerequisite: 3, unreadable: 4, internal: 5 } as const

const packageJson = createRequire(import.meta.url)('../../package.json') as { version: string }

function formatHelp(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length))
  return [
    `flawless-react ${packageJson.version} — reads a React project the way a senior reviewer would.`,
    '',
    'Usage: flawless-react <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Run "flawless-react <command> --help" for a command\'s options.',
    'Exit codes: 0 done, 1 findings or failures reported, 2 invalid command line, 3 a prerequisite missing, 4 project unreadable, 5 internal error.',
  ].join('\n')
}

async function runAnalyse(parsed: ParsedCommand, cwd: string): Promise<number> {
  const root = path.resolve(cwd, String(parsed.options.root ?? '.'))
  // Loaded on demand: TypeScript is large, and --help or a bad flag should answer at once.
  const { Analyser } = await import('../analyser/index.js')
  const analyser = new Analyser()
  const result = analyser.analyse({
    root,
    entry: parsed.positionals[0]!,
    ...(parsed.options['max-entries'] !== undefined ? { maxEntries: Number(parsed.options['max-entries']) } : {}),
  })
  process.stdout.write(parsed.options.json ? `${JSON.stringify(result, null, 2)}\n` : `${formatAnalyseResult(result)}\n`)
  return EXIT.ok
}

const RUNNERS: Record<string, (parsed: ParsedCommand, cwd: string) => Promise<number>> = { analyse: runAnalyse }

export async function main(argv: readonly string[], cwd: string): Promise<number> {
  const [name, ...rest] = argv
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${formatHelp()}\n`)
    return name === undefined ? EXIT.usage : EXIT.ok
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${packageJson.version}\n`)
    return EXIT.ok
  }
  try {
    const command = findCommand(name)
    if (!command) {
      throw new UsageError(`Unknown command "${name}". The commands are ${COMMANDS.map((candidate) => candidate.name).join(', ')}; run "flawless-react --help".`)
    }
    const parsed = parseCommand(command, rest)
    if (parsed.help) {
      process.stdout.write(`${formatCommandHelp(command)}\n`)
      return EXIT.ok
    }
    return await RUNNERS[command.name]!(parsed, cwd)
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`flawless-react: ${error.message}\n`)
      return EXIT.usage
    }
    if (isAnalyserError(error)) {
      process.stderr.write(`flawless-react: ${error.code}: ${error.message} ${error.hint}\n`)
      return error.code === 'ROOT_NOT_FOUND' || error.code === 'NOTHING_MATCHED' ? EXIT.unreadable : EXIT.usage
    }
    process.stderr.write(`flawless-react: internal error: ${(error as Error).stack ?? String(error)}\n`)
    return EXIT.internal
  }
}

process.exitCode = await main(process.argv.slice(2), process.cwd())
