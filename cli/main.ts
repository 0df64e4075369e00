#!/usr/bin/env node
import { createRequire } from 'node:module'
import { isAnalyserError } from '../analyser/errors.js'
import {
  COMMANDS,
  GENERATE_COMMAND,
  type ParsedCommand,
  UsageError,
  parseInvocation,
} from '../analyser/grammar/index.js'
import { runAnalyse } from './commands/analyse.js'
import { runCheckDocs } from './commands/check-docs.js'
import { runFindings } from './commands/findings.js'
import { formatMcpHelp, runGuide, runMcp } from './commands/mcp.js'
import { runGenerate, runTest } from './commands/generate.js'
import { runPlan } from './commands/plan.js'
import { runStatus } from './commands/status.js'
import { runTree } from './commands/tree.js'
import { type CommandOutput, EXIT } from './commands/output.js'
import { formatCommandHelp } from './views/command-help.js'

const packageJson = createRequire(import.meta.url)('../../package.json') as { version: string }

const RUNNERS: Record<string, (parsed: ParsedCommand, cwd: string, version: string) => Promise<CommandOutput>> = {
  generate: runGenerate,
  test: runTest,
  analyse: runAnalyse,
  findings: runFindings,
  tree: runTree,
  status: runStatus,
  plan: runPlan,
  'check-docs': runCheckDocs,
  guide: runGuide,
  mcp: runMcp,
}

function formatHelp(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length))
  return [
    `flawless-react ${packageJson.version} — reads a React project the way a senior reviewer would.`,
    '',
    'Usage: flawless-react [options]             write test suites for the components, and run them with --run-tests',
    '       flawless-react <command> [options]',
    '',
    'Options of the generator:',
    ...formatCommandHelp(GENERATE_COMMAND).split('\n').slice(4),
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Run "flawless-react <command> --help" for a command\'s options.',
    'Exit codes: 0 done, 1 findings or failures reported, 2 invalid command line, 3 a prerequisite missing, 4 project unreadable, 5 internal error.',
  ].join('\n')
}

export async function main(argv: readonly string[], cwd: string): Promise<number> {
  try {
    const invocation = parseInvocation(argv)
    if (invocation.kind === 'help') {
      process.stdout.write(`${formatHelp()}\n`)
      return EXIT.ok
    }
    if (invocation.kind === 'version') {
      process.stdout.write(`${packageJson.version}\n`)
      return EXIT.ok
    }
    const { parsed } = invocation
    if (parsed.help) {
      process.stdout.write(
        `${parsed.command.name === 'mcp' ? await formatMcpHelp() : formatCommandHelp(parsed.command)}\n`,
      )
      return EXIT.ok
    }
    const output = await RUNNERS[parsed.command.name]!(parsed, cwd, packageJson.version)
    if (output.stdout !== '') process.stdout.write(`${output.stdout}\n`)
    return output.exitCode
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

// A reader that stops early (`flawless-react analyse src --json | head -1`) is not a failure of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
  process.exit()
})

process.exitCode = await main(process.argv.slice(2), process.cwd())
