/**
 * The one argument grammar of flawless-react. The CLI parses with it; so will `plan`,
 * `check-docs` and the MCP run tools, so a flag added here is known everywhere at once.
 */

import { TASKS } from '../tasks/index.js'

/**
 * `list` is a comma-separated value (`--rules server-hook,missing-key`); `optional`
 * takes a value only when one follows (`--changed` or `--changed main`).
 */
export type OptionType = 'boolean' | 'string' | 'integer' | 'list' | 'optional'

export interface OptionSpec {
  name: string
  type: OptionType
  /** The placeholder shown in help. */
  value?: string
  /** For an `optional` option given without a value. */
  implied?: string
  /** The words a `list` option's items may be; the MCP schemas refuse any other by name. */
  choices?: readonly string[]
  /** Options that cannot be given together with this one. */
  conflicts?: string[]
  description: string
}

export interface CommandSpec {
  name: string
  summary: string
  /** Positional arguments in order; a `variadic` last one takes every remaining argument. */
  positionals: { name: string; required: boolean; variadic?: boolean; description: string }[]
  options: OptionSpec[]
}

const ROOT_OPTION: OptionSpec = {
  name: 'root',
  type: 'string',
  value: 'DIR',
  description: 'The project folder; every path resolves against it (default: the current folder).',
}
const JSON_OPTION: OptionSpec = {
  name: 'json',
  type: 'boolean',
  description: 'Print one JSON document on stdout instead of the readable view.',
}
const MAX_ENTRIES_OPTION: OptionSpec = {
  name: 'max-entries',
  type: 'integer',
  value: 'N',
  description: 'Analyse at most N entry files in full; the rest are counted and named (default 500).',
}

/** The generator's options (SPEC §3), shared by the generator, plan and the MCP run tools. */
export const GENERATE_OPTIONS: OptionSpec[] = [
  {
    name: 'tasks',
    type: 'list',
    value: 'LIST',
    choices: TASKS,
    description: 'Tasks to run, comma-separated: perf-harness, a11y, react-rules, e2e, load (default: perf-harness).',
  },
  {
    name: 'nextjs',
    type: 'boolean',
    conflicts: ['expo'],
    description: 'Treat the project as Next.js, whatever detection says.',
  },
  {
    name: 'expo',
    type: 'boolean',
    conflicts: ['nextjs'],
    description: 'Treat the project as Expo, whatever detection says.',
  },
  { name: 'force', type: 'boolean', description: 'Regenerate existing suites; an edited suite is backed up first.' },
  { name: 'run-tests', type: 'boolean', description: 'Run the suites after writing them.' },
  { name: 'out', type: 'string', value: 'DIR', description: 'Where suites are written (default: tests/flawless).' },
  {
    name: 'changed',
    type: 'optional',
    value: 'REF',
    implied: 'HEAD',
    description: 'Only components in files changed since REF (default HEAD), as git reports them.',
  },
  {
    name: 'roots',
    type: 'list',
    value: 'GLOBS',
    description: 'Only the components in these files and what they render.',
  },
  { name: 'depth', type: 'integer', value: 'N', description: 'With roots, follow rendered children N levels down.' },
  {
    name: 'props',
    type: 'string',
    value: 'FILE',
    description: 'A JSON file of props fixtures, keyed by "path/to/file.tsx#Component".',
  },
  { name: 'heaps', type: 'boolean', description: 'Add mount/unmount heap batches that fail a component that leaks.' },
  { name: 'ci', type: 'boolean', description: 'Never prompt, print no progress.' },
]

/** What `flawless-react [options]` runs: the generator. It has no name on the command line. */
export const GENERATE_COMMAND: CommandSpec = {
  name: 'generate',
  summary: 'Write test suites for the components (default task: perf-harness), and run them with --run-tests.',
  positionals: [],
  options: [...GENERATE_OPTIONS, JSON_OPTION],
}

export const COMMANDS: CommandSpec[] = [
  {
    name: 'analyse',
    summary: 'Map every component under an entry: render mode, props, hooks, state, fetches and children.',
    positionals: [
      {
        name: 'entry',
        required: true,
        description: 'A file, a folder or a glob relative to root, such as "app/**/*.tsx".',
      },
    ],
    options: [ROOT_OPTION, MAX_ENTRIES_OPTION, JSON_OPTION],
  },
  {
    name: 'findings',
    summary:
      'Run the static rules: server/client mistakes across files, rules of hooks, keys, effects, accessibility basics.',
    positionals: [
      {
        name: 'entry',
        required: false,
        description: 'A file, a folder or a glob relative to root (default: the whole project).',
      },
    ],
    options: [
      ROOT_OPTION,
      {
        name: 'rules',
        type: 'list',
        value: 'IDS',
        description: 'Run only these rules, comma-separated (default: all; see docs/rules).',
      },
      {
        name: 'max-findings',
        type: 'integer',
        value: 'N',
        description: 'Report at most N findings; the rest are counted (default 500).',
      },
      MAX_ENTRIES_OPTION,
      JSON_OPTION,
    ],
  },
  {
    name: 'tree',
    summary: 'Print the render tree from the pages and layouts (or the app entry), with client boundaries marked.',
    positionals: [],
    options: [
      ROOT_OPTION,
      {
        name: 'roots',
        type: 'list',
        value: 'GLOBS',
        description:
          'Start from the components in these files, comma-separated (default: app-router pages and layouts, else src/main.*, src/App.*, app/_layout.*).',
      },
      {
        name: 'depth',
        type: 'integer',
        value: 'N',
        description: 'Expand at most N levels below each root (default 8).',
      },
      MAX_ENTRIES_OPTION,
      JSON_OPTION,
    ],
  },
  {
    name: 'status',
    summary:
      'Say what the project has: framework, versions, test runners, components by render mode, generated suites, prerequisites.',
    positionals: [],
    options: [
      ROOT_OPTION,
      {
        name: 'out',
        type: 'string',
        value: 'DIR',
        description: 'Where generated suites live (default: tests/flawless).',
      },
      JSON_OPTION,
    ],
  },
  {
    name: 'plan',
    summary: 'Say what a generation with these options would write, file by file, and what it lacks. Writes nothing.',
    positionals: [],
    options: [ROOT_OPTION, ...GENERATE_OPTIONS, JSON_OPTION],
  },
  {
    name: 'test',
    summary: 'Run the generated suites with vitest and report what passed.',
    positionals: [],
    options: [
      GENERATE_OPTIONS.find((option) => option.name === 'tasks')!,
      GENERATE_OPTIONS.find((option) => option.name === 'out')!,
      GENERATE_OPTIONS.find((option) => option.name === 'ci')!,
      JSON_OPTION,
    ],
  },
  {
    name: 'guide',
    summary: 'Print the agent guide, whole or one topic: what each tool is for and what to call first.',
    positionals: [
      {
        name: 'topic',
        required: false,
        description: 'overview, tools, read-plane, run-plane, safe-regeneration or limits.',
      },
    ],
    options: [],
  },
  {
    name: 'mcp',
    summary: 'Serve the MCP server on stdin and stdout (it takes no options).',
    positionals: [],
    options: [],
  },
  {
    name: 'check-docs',
    summary: "Parse every flawless-react command in the project's Markdown with the CLI's own grammar.",
    positionals: [
      {
        name: 'files',
        required: false,
        variadic: true,
        description: 'Markdown files or globs relative to root (default: every .md and .mdx file).',
      },
    ],
    options: [ROOT_OPTION, JSON_OPTION],
  },
]

export interface ParsedCommand {
  command: CommandSpec
  positionals: string[]
  options: Record<string, string | number | boolean | string[]>
  help: boolean
}

/** A command line that does not fit the grammar; the CLI exits 2 with this message. */
export class UsageError extends Error {
  override readonly name = 'UsageError'

  /** The option at fault, when there is one (`run-tests`), for callers that name fields. */
  constructor(
    message: string,
    readonly option?: string,
  ) {
    super(message)
  }
}

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((command) => command.name === name)
}

/** Parses the arguments that follow the command name. */
export function parseCommand(command: CommandSpec, args: readonly string[]): ParsedCommand {
  const parsed: ParsedCommand = { command, positionals: [], options: {}, help: false }
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if (arg === '--help' || arg === '-h') {
      parsed.help = true
      continue
    }
    if (arg === '--') {
      parsed.positionals.push(...args.slice(index + 1))
      break
    }
    if (!arg.startsWith('-') || arg === '-') {
      parsed.positionals.push(arg)
      continue
    }
    const equals = arg.indexOf('=')
    const flag = equals === -1 ? arg : arg.slice(0, equals)
    const name = flag.replace(/^--?/, '')
    const option = command.options.find((candidate) => candidate.name === name)
    if (!option || !flag.startsWith('--')) {
      throw new UsageError(`Unknown option "${flag}" for "${invocationName(command)}". ${describeOptions(command)}`)
    }
    if (option.name in parsed.options)
      throw new UsageError(`The option "--${option.name}" is given twice.`, option.name)
    if (option.type === 'boolean') {
      if (equals !== -1)
        throw new UsageError(
          `The option "--${option.name}" takes no value; remove "${arg.slice(equals)}".`,
          option.name,
        )
      parsed.options[option.name] = true
      continue
    }
    if (option.type === 'optional') {
      const next = args[index + 1]
      if (equals !== -1) parsed.options[option.name] = arg.slice(equals + 1)
      else if (next !== undefined && !next.startsWith('-')) parsed.options[option.name] = args[++index]!
      else parsed.options[option.name] = option.implied ?? ''
      continue
    }
    let value: string | undefined
    if (equals !== -1) value = arg.slice(equals + 1)
    else if (index + 1 < args.length && !args[index + 1]!.startsWith('--')) value = args[++index]
    if (value === undefined || value === '')
      throw new UsageError(
        `The option "--${option.name}" needs a value: --${option.name} ${option.value ?? 'VALUE'}.`,
        option.name,
      )
    if (option.type === 'integer') {
      if (!/^[0-9]+$/.test(value) || Number(value) < 1)
        throw new UsageError(
          `The option "--${option.name}" needs a whole number of at least 1, not "${value}".`,
          option.name,
        )
      parsed.options[option.name] = Number(value)
    } else if (option.type === 'list') {
      const items = value.split(',').map((item) => item.trim())
      if (items.some((item) => item === ''))
        throw new UsageError(
          `The option "--${option.name}" needs a comma-separated list without empty items, not "${value}".`,
          option.name,
        )
      parsed.options[option.name] = items
    } else {
      parsed.options[option.name] = value
    }
  }
  if (parsed.help) return parsed
  for (const option of command.options) {
    const clash = option.conflicts?.find((other) => other in parsed.options)
    if (option.name in parsed.options && clash)
      throw new UsageError(`The options "--${option.name}" and "--${clash}" cannot be given together.`, option.name)
  }
  const required = command.positionals.filter((positional) => positional.required)
  if (parsed.positionals.length < required.length) {
    const missing = required[parsed.positionals.length]!
    throw new UsageError(`"${invocationName(command)}" needs <${missing.name}>: ${missing.description}`)
  }
  const takesRest = command.positionals[command.positionals.length - 1]?.variadic === true
  if (!takesRest && parsed.positionals.length > command.positionals.length) {
    const extra = parsed.positionals[command.positionals.length]!
    throw new UsageError(
      `Unexpected argument "${extra}" for "${invocationName(command)}"; it takes ${command.positionals.length === 0 ? 'no arguments' : command.positionals.map((positional) => `<${positional.name}>`).join(' ')}. Quote a glob so the shell does not expand it.`,
    )
  }
  return parsed
}

function describeOptions(command: CommandSpec): string {
  return `Its options are ${command.options.map((option) => `--${option.name}`).join(', ')} and --help.`
}

/** How a command is written on the command line: the generator has no name. */
export function invocationName(command: CommandSpec): string {
  return command === GENERATE_COMMAND ? 'flawless-react' : `flawless-react ${command.name}`
}

/**
 * Splits a command line into words the way a POSIX shell does for the simple cases
 * docs contain: single and double quotes, backslash escapes, whitespace.
 */
export function splitCommandLine(line: string): string[] {
  const words: string[] = []
  let current = ''
  let inWord = false
  let quote: '"' | "'" | null = null
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!
    if (quote !== null) {
      if (char === quote) quote = null
      else if (char === '\\' && quote === '"' && index + 1 < line.length) current += line[++index]
      else current += char
      continue
    }
    if (char === '"' || char === "'") {
      quote = char
      inWord = true
    } else if (char === '\\' && index + 1 < line.length) {
      current += line[++index]
      inWord = true
    } else if (/\s/.test(char)) {
      if (inWord) words.push(current)
      current = ''
      inWord = false
    } else {
      current += char
      inWord = true
    }
  }
  if (quote !== null) throw new UsageError(`An unclosed ${quote} quote in: ${line}`)
  if (inWord) words.push(current)
  return words
}

/** What a whole command line asks for, once the grammar has accepted it. */
export type Invocation = { kind: 'help' } | { kind: 'version' } | { kind: 'command'; parsed: ParsedCommand }

/**
 * Parses the words after `flawless-react`: the one path the CLI, check-docs and the
 * MCP run tools share, so a flag added to a command is known to all of them at once.
 */
export function parseInvocation(words: readonly string[]): Invocation {
  const [name, ...rest] = words
  if (name === '--help' || name === '-h' || name === 'help') return { kind: 'help' }
  if (name === '--version' || name === '-v') return { kind: 'version' }
  // `flawless-react` alone, or with options only, generates.
  if (name === undefined || name.startsWith('-'))
    return { kind: 'command', parsed: parseCommand(GENERATE_COMMAND, words) }
  const command = findCommand(name)
  if (!command) {
    throw new UsageError(
      `Unknown command "${name}". The commands are ${COMMANDS.map((candidate) => candidate.name).join(', ')}; run "flawless-react --help".`,
    )
  }
  return { kind: 'command', parsed: parseCommand(command, rest) }
}

/**
 * Checks a usage synopsis such as `flawless-react analyse <entry> [--root DIR]`: the
 * command must exist and every option it names must be one of that command's.
 */
export function checkSynopsis(words: readonly string[]): void {
  const [name, ...rest] = words
  if (name === undefined || isEllipsis(name)) return
  // `flawless-react <command> --help`: any command, so any command's options.
  const placeholder = /^<[^>]+>$/.test(name)
  const command = placeholder ? undefined : findCommand(name)
  if (!placeholder && !command)
    throw new UsageError(
      `Unknown command "${name}" in a usage line. The commands are ${COMMANDS.map((candidate) => candidate.name).join(', ')}.`,
    )
  const known = command ? command.options : COMMANDS.flatMap((candidate) => candidate.options)
  for (const word of rest) {
    for (const flag of word.match(/--[a-z][a-z-]*/g) ?? []) {
      if (flag === '--help' || known.some((option) => `--${option.name}` === flag)) continue
      throw new UsageError(
        command
          ? `Unknown option "${flag}" for "flawless-react ${command.name}" in a usage line. ${describeOptions(command)}`
          : `Unknown option "${flag}" in a usage line: no command has it.`,
      )
    }
  }
}

/** `flawless-react …` in prose stands for any invocation. */
export function isEllipsis(word: string): boolean {
  return word === '…' || word === '...'
}
