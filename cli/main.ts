import { createRequire } from 'node:module'
import { isAnalyserError } from '../analyser/errors.js'
import { type ParsedCommand, UsageError, parseInvocation } from '../analyser/grammar/index.js'
import {
  type CommandContext,
  type CommandOutput,
  EXIT,
  type InputStream,
  type OutputStream,
} from './commands/output.js'
import { formatCommandHelp, formatMainHelp } from './views/command-help.js'

const packageJson = createRequire(import.meta.url)('../../package.json') as { version: string }

type Runner = (parsed: ParsedCommand, context: CommandContext) => Promise<CommandOutput>

/**
 * Each command's module, loaded when it runs: the analyser brings TypeScript (a third of a
 * second to load), which `mcp`, `guide` and `merge-reports` never need before their first
 * answer, and the MCP server's read worker loads on its own (SPEC 2.6, decision 7).
 */
const RUNNERS: Record<string, () => Promise<Runner>> = {
  generate: async () => (await import('./commands/generate.js')).runGenerate,
  test: async () => (await import('./commands/generate.js')).runTest,
  'merge-reports': async () => (await import('./commands/merge-reports.js')).runMergeReports,
  analyse: async () => (await import('./commands/analyse.js')).runAnalyse,
  findings: async () => (await import('./commands/findings.js')).runFindings,
  tree: async () => (await import('./commands/tree.js')).runTree,
  routes: async () => (await import('./commands/routes.js')).runRoutes,
  status: async () => (await import('./commands/status.js')).runStatus,
  plan: async () => (await import('./commands/plan.js')).runPlan,
  'check-docs': async () => (await import('./commands/check-docs.js')).runCheckDocs,
  guide: async () => (await import('./commands/mcp.js')).runGuide,
  mcp: async () => (await import('./commands/mcp.js')).runMcp,
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
      const help =
        parsed.command.name === 'mcp'
          ? await (await import('./commands/mcp.js')).formatMcpHelp()
          : formatCommandHelp(parsed.command)
      stdout.write(`${help}\n`)
      return EXIT.ok
    }
    const context: CommandContext = { cwd, env, stderr, stdin, version: packageJson.version }
    const run = await RUNNERS[parsed.command.name]!()
    const output = await run(parsed, context)
    if (output.stdout !== '') stdout.write(`${output.stdout}\n`)
    return output.exitCode
  } catch (error) {
    const failure = describeFailure(error)
    stderr.write(`flawless-react: ${failure.text}\n`)
    // --json promises one document for every exit code: a script reading stdout learns why it ended. The MCP
    // server's stdout is the protocol's alone, and it takes no options.
    if (argv.includes('--json') && argv[0] !== 'mcp') {
      const { code, message, hint, exitCode } = failure
      const document = { version: packageJson.version, exit_code: exitCode, error: { code, message, hint } }
      stdout.write(`${JSON.stringify(document, null, 2)}\n`)
    }
    return failure.exitCode
  }
}

/** A command that stopped: its exit code, its stable code, and what stderr says (an internal error's stack). */
function describeFailure(error: unknown): {
  exitCode: number
  code: string
  message: string
  hint: string
  text: string
} {
  if (error instanceof UsageError)
    return { exitCode: EXIT.usage, code: 'USAGE', message: error.message, hint: '', text: error.message }
  if (isAnalyserError(error)) {
    const unreadable = error.code === 'ROOT_NOT_FOUND' || error.code === 'NOTHING_MATCHED'
    return {
      exitCode: unreadable ? EXIT.unreadable : EXIT.usage,
      code: error.code,
      message: error.message,
      hint: error.hint,
      text: `${error.code}: ${error.message} ${error.hint}`,
    }
  }
  const message = error instanceof Error ? error.message : String(error)
  return {
    exitCode: EXIT.internal,
    code: 'INTERNAL',
    message,
    hint: 'This is a bug in flawless-react; the stack is on stderr.',
    text: `internal error: ${(error as Error).stack ?? String(error)}`,
  }
}
