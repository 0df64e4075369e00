/**
 * Stable codes a caller can branch on; the CLI maps them to exit codes and the MCP server
 * puts them at the start of an error's text.
 */
export type AnalyserErrorCode =
  | 'ROOT_NOT_FOUND'
  | 'PATH_OUTSIDE_ROOT'
  | 'NOTHING_MATCHED'
  | 'INVALID_ARGUMENT'
  /** The project's flawless.config.json (or package.json "flawless" key) breaks its schema. */
  | 'INVALID_CONFIG'

/** A known failure of a call: the input was wrong, not the analyser. */
export class AnalyserError extends Error {
  readonly code: AnalyserErrorCode
  readonly hint: string
  /** For INVALID_ARGUMENT, the option at fault, named as the MCP tools name it (`max_entries`). */
  readonly field: string | undefined

  constructor(code: AnalyserErrorCode, message: string, hint: string, field?: string) {
    super(message)
    this.name = 'AnalyserError'
    this.code = code
    this.hint = hint
    this.field = field
  }
}

export function isAnalyserError(error: unknown): error is AnalyserError {
  return error instanceof AnalyserError
}

/** A count option (`max_entries`, `depth`, `max_findings`): a whole number of at least 1, or its default. */
export function requirePositiveInteger(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback
  if (!Number.isInteger(chosen) || chosen < 1) {
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `${name} must be a whole number of at least 1, not ${JSON.stringify(value)}.`,
      `Pass ${name} as a positive integer, or leave it out for ${fallback}.`,
      name,
    )
  }
  return chosen
}
