/**
 * A message for the person running the server, on stderr, marked as ours. Kept apart
 * from the stdout guard so that loading the server (in memory, for a test or a bench)
 * does not take over the loading process's stdout.
 */
export function logOperator(message: string): void {
  process.stderr.write(`flawless-react mcp: ${message}\n`)
}
