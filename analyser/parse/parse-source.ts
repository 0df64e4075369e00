import { type TSESTree, parse } from '@typescript-eslint/typescript-estree'

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

export function parseSource(file: string, text: string): Program | ParseFailure {
  try {
    return parse(text, { ...PARSE_OPTIONS, filePath: file })
  } catch (error) {
    const located = error as { lineNumber?: number; column?: number; message?: string }
    if (typeof located.lineNumber === 'number') {
      return { line: located.lineNumber, column: (located.column ?? 0) + 1, message: located.message ?? String(error) }
    }
    throw error
  }
}

export function isParseFailure(value: Program | ParseFailure): value is ParseFailure {
  return (value as Program).type !== 'Program'
}
