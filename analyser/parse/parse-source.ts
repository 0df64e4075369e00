import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { parseEstree } from './typescript-estree-module.js'
import { findNodeDeeperThan } from './ast.js'

export type Program = TSESTree.Program

export interface ParseFailure {
  line: number
  column: number
  message: string
}

/**
 * The one parse every analysed file gets. `filePath` decides TSX vs TS, which matters:
 * `<T>(x: T) => x` is a generic arrow in .ts and a JSX tag in .tsx. The options are shared
 * with the benchmark's bare parse, so its baseline measures the same work.
 */
export const PARSE_OPTIONS = { jsx: true, loc: true, range: true, comment: false, tokens: false } as const

/**
 * How deeply a file's syntax may nest for the analyser to read it. The deepest of 10,876
 * sources in this repository's node_modules nests 220 levels; typescript-estree's converter
 * itself gives out between about 630 (nested JSX) and 1,150 levels. A fixed bound well under
 * that makes the verdict the same wherever the analyser is called from, and keeps the later
 * steps' recursions (dotted names, binding patterns, types) far from the call stack's end.
 */
export const MAX_SYNTAX_DEPTH = 500

export function parseSource(file: string, text: string): Program | ParseFailure {
  let program: Program
  try {
    program = parseEstree(file, text, PARSE_OPTIONS)
  } catch (error) {
    const located = error as { lineNumber?: number; column?: number; message?: string }
    if (typeof located.lineNumber === 'number') {
      return { line: located.lineNumber, column: (located.column ?? 0) + 1, message: located.message ?? String(error) }
    }
    // The parser and its converter recurse once per level of nesting: a deep enough file
    // exhausts the call stack before the depth bound below can be checked.
    if (isStackOverflow(error)) {
      return {
        line: 0,
        column: 0,
        message:
          'The file nests its syntax too deeply to parse (the parser ran out of call stack); nothing in it was ' +
          `analysed. Split the deepest expression or JSX tree: the analyser reads up to ${MAX_SYNTAX_DEPTH} levels.`,
      }
    }
    throw error
  }
  const tooDeep = findNodeDeeperThan(program, MAX_SYNTAX_DEPTH)
  if (tooDeep !== null) {
    return {
      line: tooDeep.loc.start.line,
      column: tooDeep.loc.start.column + 1,
      message:
        `The syntax here is nested more than ${MAX_SYNTAX_DEPTH} levels deep; nothing in the file was analysed. ` +
        'Split the expression or the JSX tree into smaller parts.',
    }
  }
  return program
}

export function isParseFailure(value: Program | ParseFailure): value is ParseFailure {
  return (value as Program).type !== 'Program'
}

export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && error.message.includes('call stack')
}
