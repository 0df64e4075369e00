import type { AnalyserFileSystem } from './file-system.js'
import { type ProjectRoot, readInsideOrNull, toRealProjectPath } from './root.js'

/** Where a text stops being JSON, as an editor counts: line and column from 1. */
export interface JsonErrorPosition {
  line: number
  column: number
}

const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const LITERAL = /true|false|null/y

/**
 * Where JSON.parse gave up on `text`, or null when the text is JSON. JSON.parse's own
 * message quotes the text around the fault (`Unexpected token 'r', "root:x:0:0"... is not
 * valid JSON`), which would repeat a file's content in an error; this finds the place alone.
 * It reads the grammar of RFC 8259 with its own stack, so nesting costs no call stack.
 */
export function findJsonError(text: string): JsonErrorPosition | null {
  const offset = findJsonErrorOffset(text)
  if (offset === null) return null
  let line = 1
  let lineStart = 0
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line++
    lineStart = index + 1
  }
  return { line, column: offset - lineStart + 1 }
}

type Expected = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'comma-or-close' | 'end'

function findJsonErrorOffset(text: string): number | null {
  const open: ('{' | '[')[] = []
  let expected: Expected = 'value'
  let index = 0
  const afterValue = (): Expected => (open.length === 0 ? 'end' : 'comma-or-close')
  const match = (pattern: RegExp): boolean => {
    pattern.lastIndex = index
    if (!pattern.test(text)) return false
    index = pattern.lastIndex
    return true
  }
  for (;;) {
    while (index < text.length && ' \t\n\r'.includes(text[index]!)) index++
    if (index === text.length) return expected === 'end' ? null : index
    const char = text[index]!
    switch (expected) {
      case 'end':
        return index
      case 'colon':
        if (char !== ':') return index
        index++
        expected = 'value'
        break
      case 'comma-or-close':
        if (char === ',') {
          index++
          expected = open[open.length - 1] === '{' ? 'key' : 'value'
        } else if (char === (open[open.length - 1] === '{' ? '}' : ']')) {
          index++
          open.pop()
          expected = afterValue()
        } else return index
        break
      case 'key':
      case 'key-or-close':
        if (expected === 'key-or-close' && char === '}') {
          index++
          open.pop()
          expected = afterValue()
        } else if (match(STRING)) expected = 'colon'
        else return index
        break
      case 'value':
      case 'value-or-close':
        if (expected === 'value-or-close' && char === ']') {
          index++
          open.pop()
          expected = afterValue()
        } else if (char === '{' || char === '[') {
          index++
          open.push(char)
          expected = char === '{' ? 'key-or-close' : 'value-or-close'
        } else if (match(STRING) || match(NUMBER) || match(LITERAL)) expected = afterValue()
        else return index
        break
    }
  }
}

/** Why a JSON file an argument names was refused, for the caller to word its hint. */
export type JsonFileProblem = 'missing' | 'not-json'

/**
 * The value of the JSON file an argument names (--props, --routes, --load-fixtures), read
 * inside root only: resolved through symlinks first (one leading out is PATH_OUTSIDE_ROOT,
 * never read). A file that is missing or not JSON goes to `refuse`, named with the place
 * JSON.parse stopped, never with its text.
 */
export function readJsonFile(
  fs: AnalyserFileSystem,
  projectRoot: ProjectRoot,
  file: string,
  what: string,
  refuse: (message: string, problem: JsonFileProblem) => never,
): unknown {
  const text = readInsideOrNull(fs, projectRoot, toRealProjectPath(fs, projectRoot, file, what))
  if (text === null) refuse(`The ${what} "${file}" does not exist.`, 'missing')
  try {
    return JSON.parse(text)
  } catch {
    const at = findJsonError(text)
    return refuse(
      `The ${what} "${file}" is not JSON${at ? ` (line ${at.line}, column ${at.column})` : ''}.`,
      'not-json',
    )
  }
}
