/**
 * A message for the person running the server, on stderr, marked as ours. Kept apart
 * from the stdout guard so that loading the server (in memory, for a test or a bench)
 * does not take over the loading process's stdout. Every line carries the mark, a
 * stack's included, so the operator's log can be filtered by it.
 */
export function logOperator(message: string): void {
  process.stderr.write(`${message.replace(/^/gm, 'flawless-react mcp: ')}\n`)
}
