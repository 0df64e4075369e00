import { spawnSync } from 'node:child_process'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BIN, REPO } from '../helpers/cli.js'
import { INITIALIZE, serverForAllTests, serversForEachTest, toolText } from '../helpers/mcp.js'

const DASHBOARD = path.join(REPO, 'examples/next-dashboard')
const TOOL_NAMES = [
  'flawless_analyse',
  'flawless_tree',
  'flawless_findings',
  'flawless_project_status',
  'flawless_plan',
  'flawless_check_docs',
  'flawless_run',
  'flawless_test',
]

const start = serversForEachTest()

describe('flawless-react mcp: the seed smoke test', () => {
  it("printf's initialize and tools/list, piped in at once, get two frames: the handshake and the eight tools", () => {
    const batch = [
      '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",' +
        '"capabilities":{},"clientInfo":{"name":"smoke","version":"0"}}}',
      '{"jsonrpc":"2.0","id":2,"method":"tools/list"}',
    ]
    const smoke = `printf '${batch.join('\\n')}\\n' | "${process.execPath}" "${BIN}" mcp`
    const run = spawnSync('sh', ['-c', smoke], { encoding: 'utf8', timeout: 20_000 })
    expect(run.status).toBe(0)
    const lines = run.stdout.split('\n')
    expect(lines.at(-1)).toBe('')
    expect(lines).toHaveLength(3)
    const [handshake, list] = lines.slice(0, 2).map((line) => JSON.parse(line))
    expect(handshake).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      result: {
        protocolVersion: '2025-06-18',
        serverInfo: { name: 'flawless-react' },
        capabilities: { tools: {}, resources: {} },
      },
    })
    expect(list.id).toBe(2)
    expect(list.result.tools.map((tool: { name: string }) => tool.name)).toEqual(TOOL_NAMES)
    expect(run.stderr).toBe('')
  })
})

describe('flawless-react mcp: initialize', () => {
  it.each([
    ['2025-06-18', '2025-06-18'],
    ['2025-03-26', '2025-03-26'],
    ['2024-11-05', '2024-11-05'],
    ['2025-11-25', '2025-06-18'],
    ['1999-01-01', '2025-06-18'],
  ])('a client asking for %s is answered with %s', async (requested, answered) => {
    const server = start()
    const frame = await server.call('initialize', { ...INITIALIZE, protocolVersion: requested })
    expect(frame.message.result?.protocolVersion).toBe(answered)
  })

  it('refuses any request but ping before initialize with -32002; the initialize request opens the gate', async () => {
    const server = start()
    const list = await server.call('tools/list')
    expect(list.message.error?.code).toBe(-32002)
    expect(list.message.error?.message).toContain('initialize')
    const call = await server.call('tools/call', {
      name: 'flawless_analyse',
      arguments: { root: DASHBOARD, entry: 'app/page.tsx' },
    })
    expect(call.message.error?.code).toBe(-32002)
    const ping = await server.call('ping')
    expect(ping.message.result).toEqual({})
    await server.initialize()
    const after = await server.call('tools/list')
    expect(after.message.result?.tools).toHaveLength(8)
  })
})

describe('flawless-react mcp: errors are answered, not dropped', () => {
  // One server hears every bad line in turn, so each answer also shows it survived the line before.
  const server = serverForAllTests()

  it('a line that is not JSON: -32700 with id null', async () => {
    const frame = await server().answerToLine('{"jsonrpc":"2.0","id":1,"method":')
    expect(frame.message).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } })
  })

  it.each([
    ['an array (a batch)', '[{"jsonrpc":"2.0","id":1,"method":"ping"}]', null],
    ['a number', '42', null],
    ['no jsonrpc member', '{"id":7,"method":"ping"}', 7],
    ['jsonrpc 1.0', '{"jsonrpc":"1.0","id":8,"method":"ping"}', 8],
    ['a method that is not a string', '{"jsonrpc":"2.0","id":9,"method":5}', 9],
    ['an object id', '{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}', null],
    ['params that are a string', '{"jsonrpc":"2.0","id":10,"method":"ping","params":"x"}', 10],
    ['neither a method nor a result', '{"jsonrpc":"2.0","id":11}', 11],
  ])('JSON but not JSON-RPC (%s): -32600', async (_name, line, id) => {
    const frame = await server().answerToLine(line)
    expect(frame.message).toMatchObject({ id, error: { code: -32600 } })
  })
})

describe('flawless-react mcp: framing and order', () => {
  it('answers requests in the order they arrived, whatever each takes, one frame per line', async () => {
    const server = start()
    await server.initialize()
    // A slow read, a refusal of our own, a quick answer, a parse error, a list: all in one write.
    const lines = [
      {
        jsonrpc: '2.0',
        id: 'slow',
        method: 'tools/call',
        params: { name: 'flawless_findings', arguments: { root: DASHBOARD } },
      },
      { jsonrpc: '2.0', id: 'unknown', method: 'tools/call', params: { name: 'nope', arguments: {} } },
      { jsonrpc: '2.0', id: 'ping', method: 'ping' },
      'not json',
      { jsonrpc: '2.0', id: 'list', method: 'resources/list' },
    ]
    server.child.stdin.write(
      lines.map((line) => `${typeof line === 'string' ? line : JSON.stringify(line)}\n`).join(''),
    )
    const frames = await server.frameCount(6)
    expect(frames.slice(1).map((frame) => frame.message.id)).toEqual(['slow', 'unknown', 'ping', null, 'list'])
    for (const frame of frames) expect(frame.line).not.toContain('\n')
    // A result whose text holds newlines still travels as one line.
    expect(toolText(frames[1]!)).toContain('\n')
  })

  it(
    'keeps stdout for frames: a read of a project whose files print nothing still writes only frames, ' +
      'and operator messages carry the prefix',
    async () => {
      const server = start()
      await server.initialize()
      await server.call('tools/call', {
        name: 'flawless_analyse',
        arguments: { root: DASHBOARD, entry: 'app/**/*.tsx' },
      })
      for (const line of server.stderr.split('\n').filter((line) => line !== ''))
        expect(line.startsWith('flawless-react mcp:')).toBe(true)
    },
  )
})
