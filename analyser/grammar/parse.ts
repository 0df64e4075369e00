/**
 * The one argument grammar of flawless-react. The CLI parses with it; so do `plan`,
 * `check-docs` and the MCP run tools, so a flag added to a command is known everywhere at once.
 */

import { COMMANDS, GENERATE_COMMAND, findCommand, invocationName } from './commands.js'
import type { CommandSpec, ParsedCommand } from './options.js'

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
    const option = flag.startsWith('--')
      ? command.options.find((candidate) => `--${candidate.name}` === flag)
      : command.options.find((candidate) => candidate.short !== undefined && `-${candidate.short}` === flag)
    if (!option) {
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
      const min = option.min ?? 1
      if (!/^[0-9]+$/.test(value) || Number(value) < min)
        throw new UsageError(
          `The option "--${option.name}" needs a whole number of at least ${min}, not "${value}".`,
          option.name,
        )
      parsed.options[option.name] = Number(value)
    } else if (option.type === 'list') {
      const items = splitList(value).map((item) => item.trim())
      if (items.some((item) => item === ''))
        throw new UsageError(
          `The option "--${option.name}" needs a comma-separated list without empty items, not "${value}".`,
          option.name,
        )
      parsed.options[option.name] = items
    } else {
      if (option.choices && !option.choices.includes(value))
        throw new UsageError(
          `The option "--${option.name}" takes one of ${option.choices.join(', ')}, not "${value}".`,
          option.name,
        )
      const problem = option.check?.(value)
      if (problem) throw new UsageError(`The option "--${option.name}" ${problem}.`, option.name)
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
      `Unexpected argument "${extra}" for "${invocationName(command)}"; it takes ${describePositionals(command)}. ` +
        'Quote a glob so the shell does not expand it.',
    )
  }
  return parsed
}

function describePositionals(command: CommandSpec): string {
  if (command.positionals.length === 0) return 'no arguments'
  return command.positionals.map((positional) => `<${positional.name}>`).join(' ')
}

function listCommandNames(): string {
  return COMMANDS.map((command) => command.name).join(', ')
}

function describeOptions(command: CommandSpec): string {
  if (command.options.length === 0) return 'It takes no options.'
  return `Its options are ${command.options.map((option) => `--${option.name}`).join(', ')} and --help.`
}

/**
 * Splits a command line into words the way a POSIX shell does for the simple cases
 * docs contain: single and double quotes, backslash escapes, whitespace.
 */
/**
 * A list option's items: split at each comma outside braces, so a glob's alternatives
 * (`--roots '{app,src}/**\/*.tsx,pages/*.tsx'`) stay one item. A backslash keeps the
 * character after it, as the glob reads it.
 */
export function splitList(value: string): string[] {
  const items: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < value.length; index++) {
    const char = value[index]
    if (char === '\\') index++
    else if (char === '{') depth++
    else if (char === '}' && depth > 0) depth--
    else if (char === ',' && depth === 0) {
      items.push(value.slice(start, index))
      start = index + 1
    }
  }
  items.push(value.slice(start))
  return items
}

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
      `Unknown command "${name}". The commands are ${listCommandNames()}; run "flawless-react --help".`,
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
  // `flawless-react [--tasks LIST] …`: the generator, which is run without a command name.
  if (/^\[?-/.test(name)) return checkFlags(GENERATE_COMMAND, words)
  // `flawless-react <command> --help`: any command, so any command's options.
  const placeholder = /^<[^>]+>$/.test(name)
  const command = placeholder ? undefined : findCommand(name)
  if (!placeholder && !command)
    throw new UsageError(`Unknown command "${name}" in a usage line. The commands are ${listCommandNames()}.`)
  checkFlags(command, rest)
}

/** Each `--flag` a usage line names is one of the command's (any command's, when none is named). */
function checkFlags(command: CommandSpec | undefined, words: readonly string[]): void {
  const known = command ? command.options : COMMANDS.flatMap((candidate) => candidate.options)
  for (const word of words) {
    // Option names hold digits too: --a11y-impact, --load-p99-ms.
    for (const flag of word.match(/--[a-z][a-z0-9-]*/g) ?? []) {
      if (flag === '--help' || known.some((option) => `--${option.name}` === flag)) continue
      throw new UsageError(
        command
          ? `Unknown option "${flag}" for "${invocationName(command)}" in a usage line. ${describeOptions(command)}`
          : `Unknown option "${flag}" in a usage line: no command has it.`,
      )
    }
  }
}

/** `flawless-react …` in prose stands for any invocation. */
export function isEllipsis(word: string): boolean {
  return word === '…' || word === '...'
}
