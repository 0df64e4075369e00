import {
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  JSONRPCResultResponseSchema,
  JSONRPCErrorResponseSchema,
} from '@modelcontextprotocol/sdk/types.js'
import { describe, expect, it } from 'vitest'
import { INITIALIZE, serversForEachTest } from '../helpers/mcp.js'

/**
 * Hostile frames, generated from a fixed seed so every run sends the same ones: valid
 * requests and notifications, each bent one way or another (a fractional or unsafe id,
 * params that are not an object, an extra member, a method beside a result, a `_meta` or
 * a progressToken of the wrong type, broken JSON). Each is followed by a ping. The
 * server must answer every request exactly once, in order, drop nothing behind a frame
 * it will not answer, and still be serving afterwards.
 */
const SEED = 17
const FRAMES = 300

const start = serversForEachTest()

/** mulberry32: a few lines of seeded randomness, the same frames on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Message = Record<string, unknown>

/** Requests the server answers quickly, each valid as it stands. */
const REQUESTS: Message[] = [
  { method: 'ping' },
  { method: 'tools/list' },
  { method: 'tools/list', params: { cursor: 'next' } },
  { method: 'resources/list' },
  { method: 'resources/templates/list' },
  { method: 'resources/read', params: { uri: 'flawless://guide/limits' } },
  { method: 'resources/read', params: { uri: 'flawless://guide/__proto__' } },
  { method: 'tools/call', params: { name: 'flawless_generate', arguments: {} } },
  { method: 'tools/call', params: { name: 'flawless_analyse', arguments: { entry: 'app' } } },
  { method: 'completion/complete', params: {} },
  { method: 'initialize', params: INITIALIZE },
  { method: 'initialize', params: { ...INITIALIZE, capabilities: 5 } },
  { method: 'ping', params: { _meta: { progressToken: 'token' } } },
]

/** Notifications, which get no answer when they are valid. */
const NOTIFICATIONS: Message[] = [
  { method: 'notifications/initialized' },
  { method: 'notifications/cancelled', params: { requestId: 'never-sent' } },
  { method: 'notifications/progress', params: { progressToken: 'unknown', progress: 1 } },
  { method: 'notifications/roots/list_changed' },
]

/** Ways to bend a frame: each takes the message and the frame's id and gives the line sent. */
const BENDS: Record<string, (message: Message, id: string) => string> = {
  none: (message, id) => JSON.stringify({ jsonrpc: '2.0', id, ...message }),
  'fractional id': (message) => frame({ ...message, id: 1.5 }),
  'negative fractional id': (message) => frame({ ...message, id: -7.25 }),
  'id 1e300': (message) => frame({ ...message, id: '<raw>' }).replace('"<raw>"', '1e300'),
  'id past 2^53': (message) => frame({ ...message, id: '<raw>' }).replace('"<raw>"', '9007199254740993'),
  'id null': (message) => frame({ ...message, id: null }),
  'id true': (message) => frame({ ...message, id: true }),
  'id an object': (message) => frame({ ...message, id: {} }),
  'no id': (message) => frame(message),
  'params an array': (message, id) => frame({ ...message, id, params: [] }),
  'params a string': (message, id) => frame({ ...message, id, params: 'x' }),
  'params null': (message, id) => frame({ ...message, id, params: null }),
  'an extra member': (message, id) => frame({ ...message, id, extra: 1 }),
  'a result beside the method': (message, id) => frame({ ...message, id, result: {} }),
  'an error beside the method': (message, id) => frame({ ...message, id, error: { code: 1, message: 'x' } }),
  '_meta a number': (message, id) => frame({ ...message, id, params: { ...params(message), _meta: 5 } }),
  '_meta an array': (message, id) => frame({ ...message, id, params: { ...params(message), _meta: [] } }),
  'progressToken fractional': (message, id) =>
    frame({ ...message, id, params: { ...params(message), _meta: { progressToken: 1.5 } } }),
  'progressToken an object': (message, id) =>
    frame({ ...message, id, params: { ...params(message), _meta: { progressToken: {} } } }),
  'jsonrpc 1.0': (message, id) => JSON.stringify({ jsonrpc: '1.0', id, ...message }),
  'no jsonrpc': (message, id) => JSON.stringify({ id, ...message }),
  'method a number': (message, id) => frame({ ...message, id, method: 5 }),
  'no method': (message, id) => frame({ ...message, id, method: undefined }),
  'a response for no request': (_message, id) => JSON.stringify({ jsonrpc: '2.0', id, result: {} }),
  'a response whose result is a number': (_message, id) => JSON.stringify({ jsonrpc: '2.0', id, result: 5 }),
  'cut short': (message, id) => frame({ ...message, id }).slice(0, -3),
}

function frame(message: Message): string {
  return JSON.stringify({ jsonrpc: '2.0', ...message })
}

function params(message: Message): Message {
  return (message.params as Message | undefined) ?? {}
}

/**
 * What the server owes a line: nothing for a valid notification or response, an answer
 * with the request's own id for a valid request, and -32600 (-32700 for broken JSON) for
 * anything the SDK's schema refuses — with the id when it can be read back as sent.
 */
function owedAnswer(line: string): { id: unknown; code?: number } | null {
  let message: unknown
  try {
    message = JSON.parse(line)
  } catch {
    return { id: null, code: -32700 }
  }
  if (JSONRPCRequestSchema.safeParse(message).success) return { id: (message as Message).id }
  if (
    JSONRPCNotificationSchema.safeParse(message).success ||
    JSONRPCResultResponseSchema.safeParse(message).success ||
    JSONRPCErrorResponseSchema.safeParse(message).success
  )
    return null
  const record = message as Message
  const id = record.id
  const isResponse = !('method' in record) && ('result' in record || 'error' in record)
  const readable =
    typeof id === 'string' ||
    Number.isSafeInteger(id) ||
    (typeof id === 'number' && Number.isFinite(id) && !Number.isInteger(id))
  return { id: readable && !isResponse ? id : null, code: -32600 }
}

describe('flawless-react mcp: fuzzed frames', () => {
  it(`answers every request of ${FRAMES} bent frames once, in order, each followed by a ping`, async () => {
    const random = seeded(SEED)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
    const bends = Object.keys(BENDS)
    const lines: string[] = []
    const owed: { id: unknown; code?: number }[] = []
    for (let index = 0; index < FRAMES; index++) {
      const bend = index < bends.length ? bends[index]! : pick(bends)
      const message = random() < 0.2 ? pick(NOTIFICATIONS) : pick(REQUESTS)
      const isNotification = NOTIFICATIONS.includes(message) && bend === 'none'
      const line = isNotification ? frame(message) : BENDS[bend]!(message, `frame-${index}`)
      lines.push(line, JSON.stringify({ jsonrpc: '2.0', id: `ping-${index}`, method: 'ping' }))
      const answer = owedAnswer(line)
      if (answer) owed.push(answer)
      owed.push({ id: `ping-${index}` })
    }
    const server = start()
    await server.initialize()
    const before = server.frames.length
    const started = performance.now()
    server.child.stdin.write(lines.map((line) => `${line}\n`).join(''))
    const frames = (await server.frameCount(before + owed.length, 30_000)).slice(before)
    console.log(
      `fuzz: ${FRAMES} frames (${lines.length} lines with their pings), ` +
        `${frames.length} answers in ${(performance.now() - started).toFixed(0)} ms`,
    )
    expect(frames.map((answer) => ({ id: answer.message.id, code: owedCode(answer.message.error?.code) }))).toEqual(
      owed.map((answer) => ({ id: answer.id, code: answer.code })),
    )
    const list = await server.call('tools/list', undefined, 10_000)
    expect(list.message.result?.tools).toHaveLength(8)
    expect(server.frames).toHaveLength(before + owed.length + 1)
    expect(server.child.exitCode).toBeNull()
    for (const line of server.stderr.split('\n').filter((line) => line !== ''))
      expect(line.startsWith('flawless-react mcp:')).toBe(true)
  })
})

/** Only the transport's own refusals are owed a particular code; a request's answer may be any result or error. */
function owedCode(code: number | undefined): number | undefined {
  return code === -32600 || code === -32700 ? code : undefined
}
