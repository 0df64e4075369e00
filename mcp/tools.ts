import { statSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type CallToolResult, ErrorCode, type ToolAnnotations } from '@modelcontextprotocol/sdk/types.js'
import * as z from 'zod'
import {
  ANALYSE,
  CHECK_DOCS,
  type CommandSpec,
  COMMANDS,
  FINDINGS,
  GENERATE_COMMAND,
  PLAN,
  parseInvocation,
  type ReadOperation,
  STATUS,
  TREE,
  type ToolArgumentRow,
  UsageError,
  describeForTool,
  listToolArguments,
  toArgumentName,
} from '../analyser/grammar/index.js'
import type { CallProgress } from '../analyser/index.js'
import { ITEM_FIELDS, READ_OUTPUTS, RUN_OUTPUT } from './output-schemas.js'
import { readPlane } from './read-plane.js'
import { formatOutcome, runChild } from './run-plane.js'

/** A tool: its name and description, what a host may assume of it, strict schemas, and what a call does. */
export interface ToolDefinition {
  name: string
  title: string
  description: string
  annotations: ToolAnnotations
  input: z.ZodObject
  /** The structuredContent every answer but a refusal carries; read tools answer it as their text as well. */
  output: z.ZodObject
  /**
   * `signal` aborts when the client cancels the call: a run's group is killed, a read's
   * thread stopped. A read tool tells `onProgress` how far a long call has come.
   */
  run(
    args: Record<string, unknown>,
    signal?: AbortSignal,
    onProgress?: (progress: CallProgress) => void,
  ): Promise<CallToolResult>
}

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cli/bin.js')
export const DEFAULT_TIMEOUT_S = 600

/** A read tool reads a project and changes nothing, so a host may call it without asking and call it again. */
const READ_ANNOTATIONS: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
}

/**
 * A read tool: its arguments from the operation's row of the read table, answered by the
 * read worker as JSON text and as structuredContent, a page at most READ_ANSWER_BYTES long.
 */
function readTool({
  operation,
  isError,
  ...definition
}: Omit<ToolDefinition, 'name' | 'input' | 'output' | 'annotations' | 'run'> & {
  operation: ReadOperation<unknown>
  isError?: (result: object) => boolean
}): ToolDefinition {
  const name = operation.tool as keyof typeof READ_OUTPUTS
  return {
    name,
    ...definition,
    annotations: READ_ANNOTATIONS,
    input: readToolInput(operation),
    output: READ_OUTPUTS[name],
    async run(args, signal, onProgress) {
      const outcome = await readPlane.call(name, args, signal, onProgress)
      if ('refused' in outcome) {
        const { code, field, message, hint } = outcome.refused
        return {
          content: [{ type: 'text', text: `${code}${field ? ` field=${field}` : ''}: ${message} ${hint}` }],
          isError: true,
        }
      }
      const { result } = outcome
      return {
        content: [{ type: 'text', text: JSON.stringify(result, null, 2) }],
        structuredContent: result as Record<string, unknown>,
        isError: isError?.(result) ?? false,
      }
    },
  }
}

function readToolInput(operation: ReadOperation<unknown>): z.ZodObject {
  const shape: Record<string, z.ZodType> = {}
  for (const row of listToolArguments(operation)) {
    // The fields a page may keep are its items', which the output schema names.
    const argument =
      row.name === 'fields' ? { ...row, choices: ITEM_FIELDS[operation.tool as keyof typeof ITEM_FIELDS] } : row
    const schema = argumentSchema(argument)
    shape[argument.name] = (argument.required ? schema : schema.optional()).describe(argument.description)
  }
  return z.object(shape).strict()
}

/**
 * A read tool hands its arguments to the analyser as they are, so a list item may hold a
 * comma (`src/{app,pages}/index.tsx`) where a run tool's, written on a command line, may not.
 */
function argumentSchema(argument: ToolArgumentRow): z.ZodType {
  const schema = argument.type === 'record' ? z.record(z.string(), z.string()) : optionSchema(argument, false)
  return argument.default === undefined ? schema : schema.meta({ default: argument.default })
}

/**
 * A run tool's input schema, made from the CLI grammar's options (`run_tests` is
 * `--run-tests`), so a flag added to the CLI is an argument here at once.
 */
function runToolInput(command: CommandSpec, skip: string[]): z.ZodObject {
  const shape: Record<string, z.ZodType> = {
    cwd: z.string().min(1).describe('Absolute path of the project to run in.'),
    env: z
      .record(z.string(), z.string())
      .optional()
      .describe('Environment for this call only, merged over the server’s: FLAWLESS_E2E_BASEURL, LOAD_BASE, …'),
    timeout_s: z
      .number()
      .int()
      .min(1)
      .max(86_400)
      .optional()
      .describe(`Kill the run's whole process group after this many seconds (default ${DEFAULT_TIMEOUT_S}).`),
  }
  for (const option of command.options) {
    if (skip.includes(option.name)) continue
    shape[toArgumentName(option.name)] = optionSchema(option, true).optional().describe(describeForTool(option))
  }
  return z.object(shape).strict()
}

function optionSchema(
  option: Pick<ToolArgumentRow, 'type' | 'choices' | 'emptyList' | 'min' | 'max'>,
  onCommandLine: boolean,
): z.ZodType {
  switch (option.type) {
    case 'boolean':
      return z.boolean()
    case 'integer': {
      const integer = z
        .number()
        .int()
        .min(option.min ?? 1)
      return option.max === undefined ? integer : integer.max(option.max)
    }
    case 'list': {
      const choices = option.choices
      const item = choices
        ? z.enum(choices as [string, ...string[]], {
            error: (issue) =>
              `${JSON.stringify(issue.input)} is not one of ${choices.map((choice) => `"${choice}"`).join(', ')}`,
          })
        : onCommandLine
          ? // The command line joins a list with commas, so an item cannot hold one.
            z
              .string()
              .min(1)
              .regex(/^[^,]*$/, 'an item cannot contain a comma')
          : z.string().min(1)
      return option.emptyList ? z.array(item) : z.array(item).min(1)
    }
    case 'optional':
      return z.union([z.boolean(), z.string().min(1)])
    default:
      return option.choices ? z.enum(option.choices as [string, ...string[]]) : z.string().min(1)
  }
}

/** The arguments as a command line, checked by the grammar the CLI parses with. */
export function toCommandLine(command: CommandSpec, args: Record<string, unknown>): string[] {
  const words = command === GENERATE_COMMAND ? [] : [command.name]
  for (const option of command.options) {
    const value = args[toArgumentName(option.name)]
    if (value === undefined || value === false) continue
    if (value === true) words.push(`--${option.name}`)
    else if (Array.isArray(value)) words.push(`--${option.name}=${value.join(',')}`)
    else words.push(`--${option.name}=${String(value)}`)
  }
  words.push('--ci', '--json')
  try {
    parseInvocation(words)
  } catch (error) {
    if (error instanceof UsageError)
      throw invalidParams(
        `INVALID_ARGUMENT${error.option ? ` field=${error.option.replace(/-/g, '_')}` : ''}: ${error.message}`,
      )
    throw error
  }
  return words
}

/** A JSON-RPC -32602 whose message is ours alone (the SDK's McpError prefixes its own words). */
export function invalidParams(message: string): Error {
  return Object.assign(new Error(message), { code: ErrorCode.InvalidParams })
}

function runTool(
  name: string,
  title: string,
  description: string,
  annotations: ToolAnnotations,
  command: CommandSpec,
): ToolDefinition {
  return {
    name,
    title,
    description,
    annotations,
    // The run tools take cwd for --root: a run's child starts in the project.
    // The watchdog (timeout_s) bounds a call; shards are for CI machines, not a call.
    input: runToolInput(command, ['ci', 'json', 'root', 'shard', 'timeout']),
    output: RUN_OUTPUT,
    async run(args, signal) {
      const cwd = String(args.cwd)
      if (!path.isAbsolute(cwd))
        return {
          content: [{ type: 'text', text: `INVALID_ARGUMENT field=cwd: "${cwd}" is not an absolute path.` }],
          isError: true,
        }
      if (!isFolder(cwd))
        return {
          content: [{ type: 'text', text: `INVALID_ARGUMENT field=cwd: "${cwd}" is not a folder.` }],
          isError: true,
        }
      const timeoutS = (args.timeout_s as number | undefined) ?? DEFAULT_TIMEOUT_S
      const outcome = await runChild({
        command: process.execPath,
        args: [CLI, ...toCommandLine(command, args)],
        cwd,
        env: (args.env as Record<string, string> | undefined) ?? {},
        timeoutS,
        ...(signal ? { signal } : {}),
      })
      const { text, isError, structured } = formatOutcome(outcome, timeoutS)
      return { content: [{ type: 'text', text }], structuredContent: structured, isError }
    },
  }
}

function isFolder(candidate: string): boolean {
  try {
    return statSync(candidate).isDirectory()
  } catch {
    return false
  }
}

const TEST_COMMAND = COMMANDS.find((command) => command.name === 'test')!

/** The eight tools, read plane first. A test fails when one is missing from the guide or the help. */
export const TOOLS: readonly ToolDefinition[] = [
  readTool({
    operation: ANALYSE,
    title: 'Analyse components',
    description:
      'Every component under an entry (a file, folder or glob) with its render mode, props, hooks, state, ' +
      'fetches followed across files, children resolved to their files, and the places that render it (used_by).',
  }),
  readTool({
    operation: TREE,
    title: 'Render tree',
    description:
      'The render tree from the app router’s pages and layouts (or the SPA entry), each node with its render ' +
      'mode, client boundaries and server components passed into client ones marked; answered as nodes depth ' +
      'first, each naming its parent, a page at a time.',
  }),
  readTool({
    operation: FINDINGS,
    title: 'Static findings',
    description:
      'The static rules — server/client mistakes across files first, then rules of hooks, keys, effects, ' +
      'accessibility basics — over the whole project unless max_entries is given, as the command line checks it. ' +
      'summary.findings is the total; the findings come a page at a time. Zero findings is not an accessible, ' +
      'lint-clean component.',
  }),
  readTool({
    operation: STATUS,
    title: 'Project status',
    description:
      'What the project already has: framework and router, versions, package manager, test runners, ' +
      'components by render mode, generated suites (stale, edited) with todo_markers, hand-written tests, and ' +
      'each task’s prerequisites.',
  }),
  readTool({
    operation: PLAN,
    title: 'Plan a run',
    description:
      'What flawless_run with these options would write, file by file — create, skip, overwrite, ' +
      'overwrite-edited with its backup — and which prerequisites are missing. Writes nothing.',
  }),
  readTool({
    operation: CHECK_DOCS,
    title: 'Check documented commands',
    description:
      'Every flawless-react command in the project’s Markdown (fenced blocks, inline code, MCP host configs) ' +
      'parsed with the CLI’s own grammar. An error result when one does not parse.',
    isError: (result) => (result as { failed: number }).failed > 0,
  }),
  runTool(
    'flawless_run',
    'Generate (and run) suites',
    'Writes test suites for the components (default task perf-harness) in a flawless-react child with cwd and ' +
      'env, and with run_tests runs them. Answers the exit line, the --ci --json document and the child’s stderr.',
    // It writes suites and, with force, replaces them (an edited one is backed up first); with run_tests it runs
    // the project's own code and whatever that reaches.
    { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
    GENERATE_COMMAND,
  ),
  runTool(
    'flawless_test',
    'Run suites',
    'Runs the suites already generated, in a flawless-react child with cwd and env. Answers the exit line, ' +
      'the --ci --json document and the child’s stderr.',
    // It appends results and writes a baseline where none is; with FLAWLESS_UPDATE_BASELINE=1 in env it replaces
    // the baselines a later run is judged against. It runs the project's own code.
    { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
    TEST_COMMAND,
  ),
]
