import { logOperator } from './operator-log.js'
import { killLiveGroups } from './run-plane.js'
import { createServer } from './server.js'
import { LineTransport } from './transport.js'

/** How long an in-flight call may finish after a signal, once its children are dead. */
const SIGNAL_GRACE_MS = 5000
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGQUIT'] as const

/**
 * Serves MCP on stdin and stdout until stdin closes (once every request before has been
 * answered: a run in flight finishes under its watchdog first) or a signal arrives (live
 * children's process groups are killed first; the call in flight gets at most 5 s).
 * SIGKILL cannot be caught: a run child notices its parent is gone itself (cli/parent-watch.ts).
 */
export async function serve(version: string): Promise<void> {
  const transport = new LineTransport(process.stdin)
  const server = createServer(version)
  let current: { id: unknown; method: string; tool?: string } | null = null
  const onmessage = (message: Parameters<NonNullable<LineTransport['onmessage']>>[0]): void => {
    if ('method' in message && 'id' in message) {
      current = {
        id: message.id,
        method: message.method,
        ...(message.method === 'tools/call' ? { tool: String((message.params as { name?: unknown })?.name) } : {}),
      }
    }
  }
  await server.connect(transport)
  const sdkOnMessage = transport.onmessage
  transport.onmessage = (message) => {
    onmessage(message)
    sdkOnMessage?.(message)
  }

  // An error the SDK meets on its own (a response to no request of ours) has no request to answer.
  server.server.onerror = (error) => logOperator(error.message)

  let stopping = false
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return
    stopping = true
    const dropped = transport.halt()
    killLiveGroups()
    for (const request of dropped)
      logOperator(
        `${signal}: not answered: ${request.method} (id ${JSON.stringify(request.id)}), ` +
          'queued behind the call in flight.',
      )
    if (!transport.busy) process.exit(0)
    const deadline = setTimeout(() => {
      const call = `${current?.method ?? 'a call'}${current?.tool ? ` of ${current.tool}` : ''}`
      logOperator(`${signal}: abandoned ${call} (id ${JSON.stringify(current?.id)}) after ${SIGNAL_GRACE_MS / 1000} s.`)
      process.exit(0)
    }, SIGNAL_GRACE_MS)
    void transport.whenIdle().then(() => {
      clearTimeout(deadline)
      process.exit(0)
    })
  }
  // A closed terminal (SIGHUP) and Ctrl-\ (SIGQUIT) end a session as surely as SIGTERM does.
  for (const signal of STOP_SIGNALS) process.once(signal, () => stop(signal))

  await transport.whenDrained()
  process.exit(0)
}
