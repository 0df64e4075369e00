import * as path from 'node:path'
import MarkdownIt, { type MarkdownIt as MarkdownParser, type Token } from 'markdown-it'
import { UsageError, checkSynopsis, parseInvocation, splitCommandLine } from '../grammar/index.js'
import { checkConfigValue } from '../config/config.js'
import { CONFIG_FILE, PACKAGE_KEY } from '../config/schema.js'
import { AnalyserError } from '../errors.js'
import fg from 'fast-glob'
import { type AnalyserFileSystem, statOrNull } from '../project/file-system.js'
import { GlobReport } from '../project/globs.js'
import { type ProjectRoot, pathOutsideRoot, readInsideOrNull, toRealProjectPath } from '../project/root.js'
import { DEFAULT_OUT, getExcludes, globFiles } from '../project/sources.js'
import type { CheckDocsOptions } from '../types.js'

/** One documented invocation and whether the CLI's grammar accepts it. */
export interface DocCommand {
  file: string
  line: number
  command: string
  ok: boolean
  error: string | null
}

export interface CheckDocsResult {
  root: string
  files: string[]
  commands: DocCommand[]
  failed: number
  /** Folders or files that could not be read, and paths outside root, left unchecked. */
  note?: string
}

const PROGRAM = 'flawless-react'
const markdown = createMarkdownParser()
// Runners that put a package's binary in front of its arguments.
const LAUNCHERS = [
  ['npx', '--no-install'],
  ['npx', '--yes'],
  ['npx', '-y'],
  ['npx'],
  ['pnpm', 'exec'],
  ['pnpm', 'dlx'],
  ['yarn', 'dlx'],
  ['yarn'],
  ['bunx'],
  ['npm', 'exec', '--'],
]

/**
 * SPEC 2.5 check-docs: every `flawless-react …` written in the project's Markdown — in
 * fenced blocks, in inline code, in hosts' `mcp add … --` lines and in MCP host configs
 * (JSON `"command"` with `"args"` or as one list, Codex's TOML tables) — parsed with the
 * CLI's own grammar, whether it is started by name, through npx or from node_modules/.bin.
 * A usage line with placeholders (`<entry>`, `[--root DIR]`) is checked for its command and
 * option names. A project config shown in JSON (flawless.config.json, or package.json's
 * "flawless" key) is checked against the config schema, as a run would read it.
 */
export function checkDocs(
  fs: AnalyserFileSystem,
  projectRoot: ProjectRoot,
  options: CheckDocsOptions,
): CheckDocsResult {
  const excludes = getExcludes(options.out ?? DEFAULT_OUT)
  const walks = new GlobReport()
  const listed =
    options.files === undefined
      ? globFiles(fs, projectRoot, '**/*.{md,mdx}', excludes, { report: walks })
      : selectMarkdown(fs, projectRoot, options.files, excludes, walks)
  const commands: DocCommand[] = []
  const unread: string[] = []
  for (const file of listed) {
    const text = readInsideOrNull(fs, projectRoot, file)
    if (text === null) {
      unread.push(file)
      continue
    }
    for (const found of findInvocations(text))
      commands.push({ file, line: found.line, command: found.command, ...check(found) })
  }
  const files = listed.filter((file) => !unread.includes(file))
  const result: CheckDocsResult = {
    root: projectRoot.root,
    files,
    commands,
    failed: commands.filter((command) => !command.ok).length,
  }
  const note = describeUnchecked(walks, unread)
  return note === null ? result : { ...result, note }
}

/** What check-docs could not look at: folders it could not list, files it could not read, paths outside root. */
function describeUnchecked(walks: GlobReport, unread: string[]): string | null {
  const notes: string[] = []
  if (walks.unreadable.length > 0) {
    const folders = walks.unreadable.map((failed) => `${failed.folder} (${failed.code})`)
    notes.push(`Folders that could not be read were not checked: ${folders.join(', ')}.`)
  }
  if (unread.length > 0) notes.push(`Files that could not be read were not checked: ${unread.join(', ')}.`)
  if (walks.outside.length > 0) notes.push(`Paths leading outside the root were not read: ${walks.outside.join(', ')}.`)
  return notes.length === 0 ? null : notes.join(' ')
}

function selectMarkdown(
  fs: AnalyserFileSystem,
  projectRoot: ProjectRoot,
  patterns: string[],
  excludes: string[],
  walks: GlobReport,
): string[] {
  const files = new Set<string>()
  for (const pattern of patterns) {
    // Resolved before anything under it is looked at, so a symlinked folder leading out is refused unseen.
    const projectPath = toRealProjectPath(fs, projectRoot, pattern, 'file')
    const stats = statOrNull(fs, path.join(projectRoot.root, projectPath))
    const walk = new GlobReport()
    const matched = stats?.isFile()
      ? [projectPath]
      : stats?.isDirectory()
        ? globFiles(fs, projectRoot, `${fg.escapePath(projectPath)}/**/*.{md,mdx}`, excludes, { report: walk })
        : globFiles(fs, projectRoot, pattern, excludes, { report: walk, field: 'files' })
    for (const failed of walk.unreadable) walks.addUnreadable(failed.folder, failed.code)
    for (const name of walk.outside) walks.addOutside(name)
    if (matched.length === 0 && walk.outside.length > 0) throw pathOutsideRoot(projectRoot, pattern, 'file')
    if (matched.length === 0)
      throw new AnalyserError(
        'NOTHING_MATCHED',
        `"${pattern}" matched no Markdown file.`,
        'Pass .md or .mdx files, folders or globs relative to root.',
      )
    for (const file of matched) files.add(file)
  }
  return [...files].sort()
}

interface FoundInvocation {
  line: number
  command: string
  /** The words after `flawless-react`, or null when the line could not be split. */
  words: string[] | null
  splitError: string | null
  /** A config block instead of a command: its value, and where a run would read it. */
  config?: { value: unknown; where: string }
}

function check(found: FoundInvocation): { ok: boolean; error: string | null } {
  if (found.config) {
    try {
      checkConfigValue(found.config.value, found.config.where)
      return { ok: true, error: null }
    } catch (error) {
      if (error instanceof AnalyserError) return { ok: false, error: `${error.message} ${error.hint}` }
      throw error
    }
  }
  if (found.words === null) return { ok: false, error: found.splitError }
  try {
    if (/<[^>]+>|\[[^\]]*\]|…|\.\.\./.test(found.command)) checkSynopsis(found.words)
    else parseInvocation(found.words)
    return { ok: true, error: null }
  } catch (error) {
    if (error instanceof UsageError) return { ok: false, error: error.message }
    throw error
  }
}

/**
 * Every invocation in a Markdown text, with its line: code blocks (fenced with backticks or
 * tildes, or indented) and code spans, as CommonMark reads them, so a fence inside a list item or
 * a quote is code, while an escaped backtick or an HTML comment is not.
 */
export function findInvocations(text: string): FoundInvocation[] {
  const found: FoundInvocation[] = []
  for (const token of markdown.parse(text, {})) {
    if (!token.map) continue
    if (token.type === 'fence' || token.type === 'code_block') {
      const body = token.content.replace(/\n$/, '').split('\n')
      // A fence's body starts below its opening line; an indented block's on its first line.
      const firstLine = token.map[0] + (token.type === 'fence' ? 2 : 1)
      const language = token.info.trim().split(/\s+/)[0]!.toLowerCase()
      found.push(
        ...(isJsonBlock(language, body)
          ? findInJson(body, firstLine, token.info)
          : language === 'toml'
            ? findInToml(body, firstLine)
            : findInShell(body, firstLine)),
      )
    } else if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type !== 'code_inline') continue
        const before = token.content.slice(0, child.meta!.offset as number)
        found.push(...findInShell([child.content.trim()], token.map[0] + before.split('\n').length))
      }
    }
  }
  return found
}

/**
 * CommonMark as markdown-it reads it: its block tokens carry their lines, but inline tokens carry
 * none. A code span is pushed while the inline state still points at its opening backticks, so that
 * offset is kept on the token, and the span's line is the paragraph's line plus the line breaks
 * before it.
 */
function createMarkdownParser(): MarkdownParser {
  const parser = new MarkdownIt('commonmark')
  parser.inline.State = class extends parser.inline.State {
    override push(type: string, tag: string, nesting: -1 | 0 | 1): Token {
      const token = super.push(type, tag, nesting)
      if (type === 'code_inline') token.meta = { offset: this.pos }
      return token
    }
  }
  return parser
}

function isJsonBlock(info: string, body: string[]): boolean {
  return (
    info === 'json' || info === 'jsonc' || info === 'json5' || (info === '' && body.join('\n').trim().startsWith('{'))
  )
}

/** Shell lines: continuations joined, prompts and comments dropped, split at && || ; and |. */
function findInShell(body: string[], firstLine: number): FoundInvocation[] {
  const found: FoundInvocation[] = []
  for (let index = 0; index < body.length; index++) {
    const line = firstLine + index
    let text = body[index]!
    while (text.endsWith('\\') && index + 1 < body.length)
      text = `${text.slice(0, -1).trimEnd()} ${body[++index]!.trim()}`
    text = text.replace(/^\s*[$>]\s+/, '').replace(/\s+#.*$/, '')
    for (const segment of text.split(/\s(?:&&|\|\||;|\|)\s/)) {
      // A redirection (`> out.sarif`, `2>/dev/null`, `>> "$GITHUB_STEP_SUMMARY"`) is the shell's, not an argument.
      const command = stripLauncher(segment.replace(/\s\d?>>?&?\s*(?:"[^"]*"|'[^']*'|\S+)/g, '').trim())
      if (command === null) continue
      try {
        found.push({ line, command, words: splitCommandLine(command).slice(1), splitError: null })
      } catch (error) {
        found.push({ line, command, words: null, splitError: (error as Error).message })
      }
    }
  }
  return found
}

/**
 * `FOO=1 npx --no-install flawless-react analyse`, `./node_modules/.bin/flawless-react analyse`
 * and `claude mcp add flawless-react -- npx -y flawless-react mcp` → `flawless-react …`, or
 * null for other programs.
 */
function stripLauncher(segment: string): string | null {
  let rest = segment.replace(/^(?:[A-Z_][A-Z0-9_]*=\S*\s+)+/, '')
  // A host's own command that registers a server: what follows `--` is the server's command line.
  const registered = rest.match(/^\S+ mcp add\b.*?\s--\s+(.*)$/)
  if (registered) rest = registered[1]!
  for (const launcher of LAUNCHERS) {
    const prefix = `${launcher.join(' ')} `
    if (rest.startsWith(prefix)) {
      rest = rest.slice(prefix.length)
      break
    }
  }
  const program = rest.split(/\s/, 1)[0]!
  return isProgram(program) ? `${PROGRAM}${rest.slice(program.length)}` : null
}

/** `flawless-react`, or a path to it: `./node_modules/.bin/flawless-react`, a global bin folder's. */
function isProgram(word: string): boolean {
  return word === PROGRAM || word.endsWith(`/${PROGRAM}`)
}

/**
 * An MCP host config: `{ "command": "flawless-react", "args": ["mcp"] }`, npx in front, or the
 * command line as one list (`"command": ["npx", "-y", "flawless-react", "mcp"]`); or a project
 * config: a block titled flawless.config.json or naming its schema, or a package.json with
 * a "flawless" key.
 */
function findInJson(body: string[], firstLine: number, info: string): FoundInvocation[] {
  const text = body.join('\n')
  const titled = info.includes(CONFIG_FILE) || /\bpackage\.json\b/.test(info)
  if (!text.includes(PROGRAM) && !titled && !text.includes(`"${PACKAGE_KEY}"`)) return []
  let value: unknown
  try {
    value = JSON.parse(text.replace(/^\s*\/\/.*$/gm, ''))
  } catch (error) {
    return [
      {
        line: firstLine,
        command: text.trim().split('\n')[0]!,
        words: null,
        splitError: `The JSON block that mentions ${PROGRAM} does not parse: ${(error as Error).message}`,
      },
    ]
  }
  const config = findConfig(value, info)
  if (config) return [{ line: firstLine, command: config.where, words: null, splitError: null, config }]
  const found: FoundInvocation[] = []
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    const argv = toArgv(record.command, record.args)
    const start = argv?.findIndex(isProgram) ?? -1
    if (argv && start !== -1) {
      const words = argv.slice(start + 1)
      const key = Array.isArray(record.command) ? '"command"' : '"args"'
      const keyLine = body.findIndex((line) => line.includes(key))
      found.push({
        line: firstLine + Math.max(keyLine, 0),
        command: [PROGRAM, ...words].join(' '),
        words,
        splitError: null,
      })
    }
    Object.values(record).forEach(visit)
  }
  visit(value)
  return found
}

/** A host's command and args as one argument vector, or null when they are not one. */
function toArgv(command: unknown, args: unknown): string[] | null {
  const strings = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string')
  if (strings(command) && args === undefined) return command
  if (typeof command === 'string' && strings(args)) return [command, ...args]
  return null
}

/** The project config a JSON block shows, when it shows one, and where a run would read it. */
function findConfig(value: unknown, info: string): { value: unknown; where: string } | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  const schema = typeof record.$schema === 'string' && record.$schema.endsWith('flawless.config.schema.json')
  if (info.includes(CONFIG_FILE) || schema) return { value, where: CONFIG_FILE }
  const manifest =
    /\bpackage\.json\b/.test(info) ||
    ['name', 'dependencies', 'devDependencies', 'scripts'].some((key) => key in record)
  if (manifest && PACKAGE_KEY in record)
    return { value: record[PACKAGE_KEY], where: `package.json under "${PACKAGE_KEY}"` }
  return null
}

/**
 * Codex's TOML: each table's `command` and `args` (`[mcp_servers.flawless-react]`). Only the
 * strings and lists of strings a server entry holds are read; a value that is neither is
 * left alone.
 */
function findInToml(body: string[], firstLine: number): FoundInvocation[] {
  const found: FoundInvocation[] = []
  let table: { command?: unknown; args?: unknown; line: number } = { line: firstLine }
  const flush = (): void => {
    const argv = toArgv(table.command, table.args)
    const start = argv?.findIndex(isProgram) ?? -1
    if (argv && start !== -1) {
      const words = argv.slice(start + 1)
      found.push({ line: table.line, command: [PROGRAM, ...words].join(' '), words, splitError: null })
    }
  }
  for (let index = 0; index < body.length; index++) {
    const text = body[index]!.replace(/\s+#.*$/, '').trim()
    if (/^\[[^\]]+\]$/.test(text) || /^\[\[[^\]]+\]\]$/.test(text)) {
      flush()
      table = { line: firstLine + index }
      continue
    }
    const entry = text.match(/^(command|args)\s*=\s*(.*)$/)
    if (!entry) continue
    let value = entry[2]!
    const line = firstLine + index
    // A list may run over several lines: read on until its brackets close.
    while (value.startsWith('[') && !isBalanced(value) && index + 1 < body.length)
      value += ` ${body[++index]!.replace(/\s+#.*$/, '').trim()}`
    const parsed = parseTomlValue(value)
    if (entry[1] === 'command') table.command = parsed
    else {
      table.args = parsed
      table.line = line
    }
  }
  flush()
  return found
}

function isBalanced(text: string): boolean {
  return (text.match(/\[/g) ?? []).length === (text.match(/]/g) ?? []).length
}

/** A TOML string or list of strings: basic strings as JSON reads them, literal strings ('…') as written. */
function parseTomlValue(text: string): unknown {
  const json = text.replace(/'([^'\n]*)'/g, (_, literal: string) => JSON.stringify(literal)).replace(/,\s*]$/, ']')
  try {
    return JSON.parse(json)
  } catch {
    return undefined
  }
}
