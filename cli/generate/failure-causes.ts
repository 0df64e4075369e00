/** A failed test or a suite file that failed outside its tests, as the run document lists it. */
export interface Failure {
  file: string
  name: string
  message: string
}

/** Failures that share a cause: the cause once, in the words of its first failure, and every suite under it. */
export interface FailureCause {
  cause: string
  count: number
  files: string[]
}

/**
 * Groups failures by cause, most frequent first: thirty suites that stop on the same
 * error are one thing to fix, not thirty. Two messages share a cause when their first
 * lines match once what names the suite's own subject — a source path, a
 * `file#Component` key, a number — is set aside.
 */
export function groupFailures(failures: readonly Failure[]): FailureCause[] {
  const groups = new Map<string, FailureCause>()
  for (const failure of failures) {
    const cause = getFirstLine(failure.message) || failure.name
    const key = toCauseKey(cause)
    const group = groups.get(key) ?? { cause, count: 0, files: [] }
    group.count++
    if (!group.files.includes(failure.file)) group.files.push(failure.file)
    groups.set(key, group)
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.cause.localeCompare(b.cause))
}

function getFirstLine(message: string): string {
  return message.split('\n')[0]!.trim()
}

/**
 * A suite file's load failure with where its error was thrown at the end of its first line, the cause:
 * `Invalid environment variables (at env.mjs:4 via lib/utils.ts:4)`.
 */
export function addOrigin(message: string, origin: string): string {
  const [first, ...rest] = message.split('\n')
  return [`${first} (at ${origin})`, ...rest].join('\n')
}

// What addOrigin adds (paths may hold parentheses: app/(marketing)/layout.tsx): where the error was thrown is the
// cause itself, not the suite's subject, and stays in the key.
const ORIGIN = / \(at \S+(?: via \S+)?\)$/

function toCauseKey(line: string): string {
  const origin = ORIGIN.exec(line)?.[0] ?? ''
  return (
    line
      .slice(0, line.length - origin.length)
      .replace(/[\w@./()[\]-]+\.(?:tsx?|jsx?|mjs|cjs)(?:#[\w.$]+)?/g, '<file>')
      .replace(/\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi, '<n>') + origin
  )
}
