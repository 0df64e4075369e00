import type { JSONRPCMessage, Progress } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateProject } from '../helpers/generated-project.js'
import { connectInMemory, getJson, type McpSession } from '../helpers/mcp.js'
import { writeProject } from '../helpers/temp-project.js'

/**
 * Issue 9: a long read call tells a client that asked (a progressToken in the request's
 * _meta, which the SDK's Client sends when given `onprogress`) how far it has come, and
 * tells one that did not ask nothing. Whole-project findings on a cold root of a few
 * hundred files: long enough for a report or more (one each 250 ms at most).
 */
const FILES = generateProject(5, 300)
let session: McpSession
/** Every progress notification the server sent, as it came over the transport. */
const notes: { progressToken: unknown; progress: number; total?: number; message?: string }[] = []

beforeAll(async () => {
  session = await connectInMemory()
  const transport = session.client.transport!
  const deliver = transport.onmessage
  transport.onmessage = (message: JSONRPCMessage, extra) => {
    if ('method' in message && message.method === 'notifications/progress') notes.push(message.params as never)
    deliver?.(message, extra)
  }
})
afterAll(async () => {
  await session.close()
})

describe('flawless-react mcp: progress of a long read call', () => {
  it('sends notifications/progress to a call with a progressToken: growing, within the total', async () => {
    const root = writeProject(FILES)
    const heard: Progress[] = []
    const result = await session.client.callTool({ name: 'flawless_findings', arguments: { root } }, undefined, {
      onprogress: (progress) => heard.push(progress),
      timeout: 600_000,
    })
    expect(result.isError).toBe(false)
    const sources = getJson(result as never).files_read as number
    expect(sources).toBeGreaterThan(300)

    expect(heard.length).toBeGreaterThan(0)
    expect(notes).toHaveLength(heard.length)
    expect(new Set(notes.map(({ progressToken }) => progressToken)).size).toBe(1)
    for (const [index, { progress, total, message }] of heard.entries()) {
      if (index > 0) expect(progress).toBeGreaterThan(heard[index - 1]!.progress)
      expect(progress).toBeLessThanOrEqual(total!)
      // Files read count to the project's sources; findings summarises each file it reads.
      const [, read, of, summarised] = message!.match(/^(\d+) of (\d+) files read, (\d+) summarised in full$/)!
      expect(Number(of)).toBe(sources)
      expect(progress).toBe(Number(read) + Number(summarised))
      expect(total).toBe(sources + Number(summarised))
    }
  })

  it('sends none to a call without one, however long', async () => {
    const before = notes.length
    const root = writeProject(FILES)
    const result = await session.call('flawless_findings', { root }, 600_000)
    expect(result.isError).toBe(false)
    expect(getJson(result).files_read).toBeGreaterThan(300)
    expect(notes).toHaveLength(before)
  })
})
