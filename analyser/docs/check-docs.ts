import * as path from 'node:path'
import MarkdownIt, { type MarkdownIt as MarkdownParser, type Token } from 'markdown-it'
import { UsageError, checkSynopsis, parseInvocation, splitCommandLine } from '../grammar/index.js'
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
 * fenced blocks, in inline code, and in MCP host configs (`"command"` with `"args"`) —
 * parsed with the CLI's own grammar. A usage line with placeholders (`<entry>`,
 * `[--root DIR]`) is checked for its command and option names.
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
}

function check(found: FoundInvocation): { ok: boolean; error: string | null } {
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
      found.push(...(isJsonBlock(language, body) ? findInJson(body, firstLine) : findInShell(body, firstLine)))
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
      const command = stripLauncher(segment.trim())
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

/** `FOO=1 npx --no-install flawless-react analyse` → `flawless-react analyse`, or null for other programs. */
function stripLauncher(segment: string): string | null {
  let rest = segment.replace(/^(?:[A-Z_][A-Z0-9_]*=\S*\s+)+/, '')
  for (const launcher of LAUNCHERS) {
    const prefix = `${launcher.join(' ')} `
    if (rest.startsWith(prefix)) {
      rest = rest.slice(prefix.length)
      break
    }
  }
  return rest === PROGRAM || rest.startsWith(`${PROGRAM} `) ? rest : null
}

/** An MCP host config: `{ "command": "flawless-react", "args": ["mcp"] }`, or npx in front. */
function findInJson(body: string[], firstLine: number): FoundInvocation[] {
  const text = body.join('\n')
  if (!text.includes(PROGRAM)) return []
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
  const found: FoundInvocation[] = []
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    if (
      typeof record.command === 'string' &&
      Array.isArray(record.args) &&
      record.args.every((arg) => typeof arg === 'string')
    ) {
      const argv = [record.command, ...(record.args as string[])]
      const start = argv.indexOf(PROGRAM)
      if (start !== -1) {
        const words = argv.slice(start + 1)
        const argsLine = body.findIndex((line) => line.includes('"args"'))
        found.push({
          line: firstLine + Math.max(argsLine, 0),
          command: [PROGRAM, ...words].join(' '),
          words,
          splitError: null,
        })
      }
    }
    Object.values(record).forEach(visit)
  }
  visit(value)
  return found
}
