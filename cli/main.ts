import { createRequire } from 'node:module'
import { isAnalyserError } from '../analyser/errors.js'
import { type ParsedCommand, UsageError, parseInvocation } from '../analyser/grammar/index.js'
import { runAnalyse } from './commands/analyse.js'
import { runCheckDocs } from './commands/check-docs.js'
import { runFindings } from './commands/findings.js'
import { formatMcpHelp, runGuide, runMcp } from './commands/mcp.js'
import { runGenerate, runTest } from './commands/generate.js'
import { runPlan } from './commands/plan.js'
import { runRoutes } from './commands/routes.js'
import { runStatus } from './commands/status.js'
import { runTree } from './commands/tree.js'
import {
  type CommandContext,
  type CommandOutput,
  EXIT,
  type InputStream,
  type OutputStream,
} from './commands/output.js'
import { formatCommandHelp, formatMainHelp } from './views/command-help.js'

const packageJson = createRequire(import.meta.url)('../../package.json') as { version: string }

const RUNNERS: Record<string, (parsed: ParsedCommand, context: CommandContext) => Promise<CommandOutput>> = {
  generate: runGenerate,
  test: runTest,
  analyse: runAnalyse,
  findings: runFindings,
  tree: runTree,
  routes: runRoutes,
  status: runStatus,
  plan: runPlan,
  'check-docs': runCheckDocs,
  guide: runGuide,
  mcp: runMcp,
}

/** What the CLI is given: the binary passes its process's, a test its own. */
export interface MainOptions {
  argv: readonly string[]
  cwd: string
  env: Readonly<Record<string, string | undefined>>
  stdout: OutputStream
  stderr: OutputStream
  stdin: InputStream
}

/** Runs one command line and answers its exit code (SPEC §3); it never exits the process. */
export async function main({ argv, cwd, env, stdout, stderr, stdin }: MainOptions): Promise<number> {
  try {
    const invocation = parseInvocation(argv)
    if (invocation.kind === 'help') {
      stdout.write(`${formatMainHelp(packageJson.version)}\n`)
      return EXIT.ok
    }
    if (invocation.kind === 'version') {
      stdout.write(`${packageJson.version}\n`)
      return EXIT.ok
    }
    const { parsed } = invocation
    if (parsed.help) {
      stdout.write(`${parsed.command.name === 'mcp' ? await formatMcpHelp() : formatCommandHelp(parsed.command)}\n`)
      return EXIT.ok
    }
    const context: CommandContext = { cwd, env, stderr, stdin, version: packageJson.version }
    const output = await RUNNERS[parsed.command.name]!(parsed, context)
    if (output.stdout !== '') stdout.write(`${output.stdout}\n`)
    return output.exitCode
  } catch (error) {
    if (error instanceof UsageError) {
      stderr.write(`flawless-react: ${error.message}\n`)
      return EXIT.usage
    }
    if (isAnalyserError(error)) {
      stderr.write(`flawless-react: ${error.code}: ${error.message} ${error.hint}\n`)
      return error.code === 'ROOT_NOT_FOUND' || error.code === 'NOTHING_MATCHED' ? EXIT.unreadable : EXIT.usage
    }
    stderr.write(`flawless-react: internal error: ${(error as Error).stack ?? String(error)}\n`)
    return EXIT.internal
  }
}
