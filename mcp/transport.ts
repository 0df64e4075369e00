import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { writeFrame } from './stdout-guard.js'

/** The protocol versions this server speaks; any other request is answered with the first. */
export const PROTOCOL_VERSIONS = ['2025-06-18', '2025-03-26', '2024-11-05'] as const

// https://www.jsonrpc.org/specification#error_object, and MCP's "server not initialized".
export const JSON_RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  notInitialized: -32002,
} as const

type Id = string | number

/**
 * JSON-RPC 2.0 over stdin/stdout, one message per line, around the SDK's server. It does
 * what the SDK's stdio transport does not: answers a line that is not JSON (-32700) or
 * not JSON-RPC (-32600) instead of dropping it; refuses any request but initialize and
 * ping until an initialize request has arrived (-32002); answers initialize with a
 * version from our set; and hands requests to the server one at a time, so answers
 * leave in the order their lines arrived.
 */
export class LineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void
  onclose?: () => void
  onerror?: (error: Error) => void

  private buffer = ''
  private initialized = false
  /** In arrival order: messages for the server, and our own answers to lines it never sees. */
  private readonly queue: ({ message: JSONRPCMessage } | { answer: JSONRPCMessage })[] = []
  /** The request the server is answering now, and how to resume when it has. */
  private pending: { id: Id; answered: () => void } | null = null
  private inputEnded = false
  private halted = false
  private readonly drained: (() => void)[] = []
  private readonly idle: (() => void)[] = []

  constructor(private readonly input: NodeJS.ReadableStream) {}

  async start(): Promise<void> {
    this.input.setEncoding?.('utf8')
    this.input.on('data', (chunk: string) => this.receive(chunk))
    this.input.on('end', () => {
      if (this.buffer.trim() !== '') this.receiveLine(this.buffer)
      this.buffer = ''
      this.inputEnded = true
      this.pump()
    })
  }

  async send(message: JSONRPCMessage): Promise<void> {
    await writeFrame(message)
    if (this.pending && 'id' in message && message.id === this.pending.id && !('method' in message)) {
      const { answered } = this.pending
      this.pending = null
      for (const resolve of this.idle.splice(0)) resolve()
      answered()
    }
  }

  async close(): Promise<void> {
    this.onclose?.()
  }

  /** Resolves when stdin has closed and every request that came before has been answered. */
  whenDrained(): Promise<void> {
    return new Promise((resolve) => {
      this.drained.push(resolve)
      this.pump()
    })
  }

  /** Stops handing queued and new messages to the server: the server is shutting down. Returns the requests dropped. */
  halt(): { id: Id; method: string }[] {
    this.halted = true
    const dropped = this.queue.flatMap((entry) =>
      'message' in entry && 'method' in entry.message && 'id' in entry.message
        ? [{ id: entry.message.id as Id, method: entry.message.method }]
        : [],
    )
    this.queue.length = 0
    return dropped
  }

  /** Is a request being answered now? */
  get busy(): boolean {
    return this.pending !== null
  }

  /** Resolves when no request is being answered (the queue may still hold more). */
  whenIdle(): Promise<void> {
    if (this.pending === null) return Promise.resolve()
    return new Promise((resolve) => this.idle.push(resolve))
  }

  private receive(chunk: string): void {
    this.buffer += chunk
    let newline = this.buffer.indexOf('\n')
    while (newline !== -1) {
      const line = this.buffer.slice(0, newline)
      this.buffer = this.buffer.slice(newline + 1)
      if (line.trim() !== '') this.receiveLine(line)
      newline = this.buffer.indexOf('\n')
    }
  }

  private receiveLine(line: string): void {
    if (this.halted) return
    let message: unknown
    try {
      message = JSON.parse(line)
    } catch (error) {
      this.answer(null, JSON_RPC.parseError, `Parse error: the line is not JSON (${(error as Error).message}).`)
      return
    }
    const problem = checkMessage(message)
    if (problem !== null) {
      const id = isId((message as { id?: unknown })?.id) ? (message as { id: Id }).id : null
      this.answer(id, JSON_RPC.invalidRequest, `Invalid Request: ${problem}`)
      return
    }
    const record = message as { id?: Id; method?: string; params?: Record<string, unknown> }
    if (
      record.method === 'notifications/cancelled' &&
      record.id === undefined &&
      this.cancel(record.params?.requestId, record as JSONRPCMessage)
    )
      return
    if (record.method !== undefined && record.id !== undefined) {
      // The gate opens when the initialize request arrives, so a batch that sends
      // initialize and then tools/list gets both answered.
      if (record.method === 'initialize') {
        this.initialized = true
        const requested = record.params?.protocolVersion
        const version =
          typeof requested === 'string' && (PROTOCOL_VERSIONS as readonly string[]).includes(requested)
            ? requested
            : PROTOCOL_VERSIONS[0]
        record.params = { ...record.params, protocolVersion: version }
      } else if (!this.initialized && record.method !== 'ping') {
        this.answer(
          record.id,
          JSON_RPC.notInitialized,
          `Server not initialized: send an initialize request before "${record.method}".`,
        )
        return
      }
    }
    this.queue.push({ message: record as JSONRPCMessage })
    this.pump()
  }

  /**
   * A cancellation acts at once rather than waiting its turn. The request in flight is
   * aborted (the server sends no answer, as MCP asks) and the next one may start; a
   * queued request is dropped before it starts. Returns false when the id names neither.
   */
  private cancel(requestId: unknown, notification: JSONRPCMessage): boolean {
    if (this.pending !== null && this.pending.id === requestId) {
      this.onmessage?.(notification)
      const { answered } = this.pending
      this.pending = null
      for (const resolve of this.idle.splice(0)) resolve()
      answered()
      return true
    }
    const queued = this.queue.findIndex(
      (entry) =>
        'message' in entry && 'method' in entry.message && 'id' in entry.message && entry.message.id === requestId,
    )
    if (queued === -1) return false
    this.queue.splice(queued, 1)
    this.pump()
    return true
  }

  /** Hands queued messages to the server in order; a request waits for the one before to be answered. */
  private pump(): void {
    while (!this.halted && this.pending === null && this.queue.length > 0) {
      const entry = this.queue.shift()!
      if ('answer' in entry) {
        void writeFrame(entry.answer)
        continue
      }
      const { message } = entry
      if ('method' in message && 'id' in message) {
        const id = message.id as Id
        this.pending = { id, answered: () => this.pump() }
      }
      this.onmessage?.(message)
    }
    if (this.inputEnded && this.pending === null && this.queue.length === 0) {
      for (const resolve of this.drained.splice(0)) resolve()
    }
  }

  /** Our own error answer, queued so it leaves after the answers to the lines before it. */
  private answer(id: Id | null, code: number, message: string): void {
    this.queue.push({ answer: { jsonrpc: '2.0', id, error: { code, message } } as JSONRPCMessage })
    this.pump()
  }
}

function isId(value: unknown): value is Id {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
}

/** Why a parsed value is not a JSON-RPC 2.0 message, or null when it is one. */
function checkMessage(message: unknown): string | null {
  if (message === null || typeof message !== 'object' || Array.isArray(message))
    return 'a message is one JSON object (batches are not accepted).'
  const record = message as Record<string, unknown>
  if (record.jsonrpc !== '2.0') return 'the "jsonrpc" member must be "2.0".'
  if ('method' in record) {
    if (typeof record.method !== 'string') return 'the "method" member must be a string.'
    if ('id' in record && !isId(record.id)) return 'the "id" member must be a string or a number.'
    if ('params' in record && (record.params === null || typeof record.params !== 'object'))
      return 'the "params" member must be an object or an array.'
    return null
  }
  if ('result' in record || 'error' in record)
    return isId(record.id) ? null : 'a response needs the "id" of its request.'
  return 'a message needs a "method" (a request or notification) or a "result" or "error" (a response).'
}
