import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import {
  InitializeRequestSchema,
  type JSONRPCMessage,
  JSONRPCErrorResponseSchema,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  JSONRPCResultResponseSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js'
import type * as z from 'zod'
import { JSON_RPC, PROTOCOL_VERSIONS } from './protocol.js'
import { writeFrame } from './stdout-guard.js'

type Id = string | number

/**
 * JSON-RPC 2.0 over stdin/stdout, one message per line, around the SDK's server. It does
 * what the SDK's stdio transport does not: answers a line that is not JSON (-32700), or
 * any message the SDK's schema would drop (-32600), or params its handler would refuse
 * with an internal error (-32602), instead of passing it on to go unanswered; refuses any
 * request but initialize and ping until an initialize request has arrived (-32002);
 * answers initialize with a version from our set; and hands requests to the server one
 * at a time, so answers leave in the order their lines arrived. Since a request waits
 * for the one before it, only a request the SDK will answer may be handed on.
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
      this.answer(readId(message), JSON_RPC.invalidRequest, `Invalid Request: ${problem}`)
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
      if (!this.initialized && record.method !== 'initialize' && record.method !== 'ping') {
        this.answer(
          record.id,
          JSON_RPC.notInitialized,
          `Server not initialized: send an initialize request before "${record.method}".`,
        )
        return
      }
      const invalid = checkRequestParams(record.method, record.params)
      if (invalid !== null) {
        this.answer(record.id, JSON_RPC.invalidParams, `Invalid params for "${record.method}": ${invalid}`)
        return
      }
      // The gate opens when the initialize request arrives, so a batch that sends
      // initialize and then tools/list gets both answered.
      if (record.method === 'initialize') {
        this.initialized = true
        const requested = record.params?.protocolVersion
        record.params = {
          ...record.params,
          protocolVersion: (PROTOCOL_VERSIONS as readonly unknown[]).includes(requested)
            ? requested
            : PROTOCOL_VERSIONS[0],
        }
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

/**
 * The requests the SDK's own handlers answer, with the schema each reads its params with.
 * The SDK answers a mismatch with -32603 and the schema's issues as JSON; we answer -32602
 * first, naming the member. tools/call is not here: its handler is ours and names the
 * argument itself.
 */
const PARAMS_CHECKED: Readonly<Record<string, z.ZodType>> = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'resources/list': ListResourcesRequestSchema,
  'resources/templates/list': ListResourceTemplatesRequestSchema,
  'resources/read': ReadResourceRequestSchema,
}

const REQUEST_MEMBERS = ['jsonrpc', 'id', 'method', 'params']
const RESPONSE_MEMBERS = ['jsonrpc', 'id', 'result', 'error']

/** An id as the SDK takes it: a string, or an integer a double holds exactly. */
function isRequestId(value: unknown): value is Id {
  return typeof value === 'string' || Number.isSafeInteger(value)
}

/**
 * The id to put on an answer to a message we refuse: the one the client sent when we can
 * give it back as sent (a string, a safe integer, a fraction such as 1.5), else null. An
 * integer past 2^53 has already lost its last digits, and echoing the rounded one would
 * answer a request nobody made. A response's id names a request of ours, not the
 * client's: echoed, it could be taken for the answer to the client's own request of that id.
 */
function readId(message: unknown): Id | null {
  if (!isRecord(message) || (!('method' in message) && ('result' in message || 'error' in message))) return null
  const { id } = message
  if (isRequestId(id)) return id
  return typeof id === 'number' && Number.isFinite(id) && !Number.isInteger(id) ? id : null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/**
 * Why a parsed value is not a message the SDK would take, or null when it is one. The
 * common mistakes get a sentence of their own; whatever else the SDK's schema refuses is
 * named by the member its schema points at, so no frame reaches the SDK only to be dropped.
 */
function checkMessage(message: unknown): string | null {
  if (!isRecord(message)) return 'a message is one JSON object (batches are not accepted).'
  if (message.jsonrpc !== '2.0') return 'the "jsonrpc" member must be "2.0".'
  const isRequest = 'method' in message
  const isResponse = 'result' in message || 'error' in message
  if (isRequest && isResponse)
    return 'a message is a request (with "method") or a response (with "result" or "error"), never both.'
  if (!isRequest && !isResponse)
    return 'a message needs a "method" (a request or notification) or a "result" or "error" (a response).'
  const members = isRequest ? REQUEST_MEMBERS : RESPONSE_MEMBERS
  const unknown = Object.keys(message).filter((member) => !members.includes(member))
  if (unknown.length > 0)
    return (
      `unknown member ${unknown.map((member) => `"${member}"`).join(', ')}: ` +
      `a ${isRequest ? 'request' : 'response'} has only ${members.map((member) => `"${member}"`).join(', ')}.`
    )
  if ('id' in message && !isRequestId(message.id))
    return 'the "id" member must be a string or an integer of at most 2^53 - 1.'
  if (isRequest) {
    if (typeof message.method !== 'string') return 'the "method" member must be a string.'
    const problem = checkParams(message.params)
    if (problem !== null) return problem
  } else if (!('id' in message) && 'result' in message) return 'a response needs the "id" of its request.'
  const schema = isRequest
    ? 'id' in message
      ? JSONRPCRequestSchema
      : JSONRPCNotificationSchema
    : 'result' in message
      ? JSONRPCResultResponseSchema
      : JSONRPCErrorResponseSchema
  const parsed = schema.safeParse(message)
  return parsed.success ? null : `${describeIssue(parsed.error.issues[0]!)}.`
}

/** The params of a request or notification: an object, and its `_meta` as MCP defines it. */
function checkParams(params: unknown): string | null {
  if (params === undefined) return null
  if (!isRecord(params)) return 'the "params" member must be an object: MCP names its parameters.'
  if (!('_meta' in params)) return null
  const meta = params._meta
  if (!isRecord(meta)) return 'the "params._meta" member must be an object.'
  if ('progressToken' in meta && !isRequestId(meta.progressToken))
    return 'the "params._meta.progressToken" member must be a string or an integer of at most 2^53 - 1.'
  return null
}

/** Why a request's params do not fit what the SDK's handler for its method reads, or null. */
function checkRequestParams(method: string, params: unknown): string | null {
  const schema = PARAMS_CHECKED[method]
  if (schema === undefined) return null
  const parsed = schema.safeParse({ method, params })
  if (parsed.success) return null
  return `${parsed.error.issues.map(describeIssue).join('; ')}.`
}

/** `"params.capabilities": expected object, received number` — the member, then what is wrong with it. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const member = issue.path.map(String).join('.')
  const problem = issue.message.replace(/^Invalid input: /, '')
  return member === '' ? problem : `the "${member}" member: ${problem}`
}
