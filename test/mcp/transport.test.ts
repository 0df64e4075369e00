import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
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

describe('flawless-react mcp: start-up', () => {
  // Loaded before the server, it names the thread that first asks for TypeScript.
  const WATCH_TYPESCRIPT = `const Module = require('node:module')
const { isMainThread } = require('node:worker_threads')
const load = Module._load
Module._load = function (request, ...rest) {
  if (request === 'typescript') process.stderr.write(\`typescript loaded, main thread: \${isMainThread}\\n\`)
  return load.call(this, request, ...rest)
}
`

  it('answers tools/list, and a read call, without loading TypeScript on its main thread (SPEC 2.6)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'flawless-react-preload-'))
    try {
      writeFileSync(path.join(folder, 'watch-typescript.cjs'), WATCH_TYPESCRIPT)
      const server = start({ NODE_OPTIONS: `--require ${path.join(folder, 'watch-typescript.cjs')}` })
      await server.initialize()
      expect((await server.call('tools/list')).message.result?.tools).toHaveLength(8)
      expect(server.stderr).not.toContain('typescript loaded')
      const read = await server.call('tools/call', {
        name: 'flawless_analyse',
        arguments: { root: DASHBOARD, entry: 'app/page.tsx' },
      })
      expect(read.message.result?.isError).not.toBe(true)
      expect(server.stderr).not.toContain('typescript loaded, main thread: true')
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
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

  const ID = 'Invalid Request: the "id" member must be a string or an integer of at most 2^53 - 1.'
  const TOKEN =
    'Invalid Request: the "params._meta.progressToken" member must be a string or an integer of at most 2^53 - 1.'
  it.each([
    ['a fractional id', '{"jsonrpc":"2.0","id":1.5,"method":"ping"}', 1.5, ID],
    ['a negative fractional id', '{"jsonrpc":"2.0","id":-7.25,"method":"ping"}', -7.25, ID],
    // Neither can be given back as sent: a double holds neither integer exactly.
    ['an id of 1e300', '{"jsonrpc":"2.0","id":1e300,"method":"ping"}', null, ID],
    ['an id past 2^53', '{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}', null, ID],
    [
      'params that are an array',
      '{"jsonrpc":"2.0","id":"frame-12","method":"ping","params":[]}',
      'frame-12',
      'Invalid Request: the "params" member must be an object: MCP names its parameters.',
    ],
    [
      'an extra top-level member',
      '{"jsonrpc":"2.0","id":"frame-13","method":"ping","trace":true}',
      'frame-13',
      'Invalid Request: unknown member "trace": a request has only "jsonrpc", "id", "method", "params".',
    ],
    [
      'a method beside a result',
      '{"jsonrpc":"2.0","id":"frame-14","method":"ping","result":{}}',
      'frame-14',
      'Invalid Request: a message is a request (with "method") or a response (with "result" or "error"), never both.',
    ],
    [
      'a _meta that is a number',
      '{"jsonrpc":"2.0","id":"frame-15","method":"ping","params":{"_meta":5}}',
      'frame-15',
      'Invalid Request: the "params._meta" member must be an object.',
    ],
    [
      'a fractional progressToken',
      '{"jsonrpc":"2.0","id":"frame-16","method":"ping","params":{"_meta":{"progressToken":1.5}}}',
      'frame-16',
      TOKEN,
    ],
    [
      'an object progressToken',
      '{"jsonrpc":"2.0","id":"frame-17","method":"ping","params":{"_meta":{"progressToken":{}}}}',
      'frame-17',
      TOKEN,
    ],
    [
      'an initialize with a fractional id',
      `{"jsonrpc":"2.0","id":1.5,"method":"initialize","params":${JSON.stringify(INITIALIZE)}}`,
      1.5,
      ID,
    ],
    // A response's id names a request of ours: echoed, it could pass for the answer to the client's own request.
    [
      'a response whose result is not an object',
      '{"jsonrpc":"2.0","id":"frame-18","result":5}',
      null,
      'Invalid Request: the "result" member: expected object, received number.',
    ],
  ])('a frame the SDK would drop (%s): -32600, and nothing waits behind it', async (name, line, id, message) => {
    const frame = await server().answerToLine(line)
    expect(frame.message).toEqual({ jsonrpc: '2.0', id, error: { code: -32600, message } })
    // An id of its own: the shared server has answered numeric ids already.
    server().sendLine({ jsonrpc: '2.0', id: `after ${name}`, method: 'ping' })
    expect((await server().answerTo(`after ${name}`, 10_000)).message.result).toEqual({})
  })
})

describe('flawless-react mcp: one bad frame never wedges the session', () => {
  it('initialize, a ping with id 1.5, tools/list: all three answered, then exit 0 on stdin close', async () => {
    const server = start()
    server.sendLine({ jsonrpc: '2.0', id: 1, method: 'initialize', params: INITIALIZE })
    server.sendLine('{"jsonrpc":"2.0","id":1.5,"method":"ping"}')
    server.sendLine({ jsonrpc: '2.0', id: 2, method: 'tools/list' })
    const frames = await server.frameCount(3, 10_000)
    expect(frames.map((frame) => frame.message.id)).toEqual([1, 1.5, 2])
    expect(frames[1]!.message.error?.code).toBe(-32600)
    expect(frames[2]!.message.result?.tools).toHaveLength(8)
    server.closeStdin()
    expect((await server.exited).code).toBe(0)
  })

  it('an initialize with params the SDK cannot read: -32602 naming each member; then a good one', async () => {
    const server = start()
    const frame = await server.call('initialize', { protocolVersion: 5, capabilities: 5, clientInfo: {} })
    expect(frame.message.error).toEqual({
      code: -32602,
      message:
        'Invalid params for "initialize": ' +
        'the "params.protocolVersion" member: expected string, received number; ' +
        'the "params.capabilities" member: expected object, received number; ' +
        'the "params.clientInfo.name" member: expected string, received undefined; ' +
        'the "params.clientInfo.version" member: expected string, received undefined.',
    })
    expect((await server.call('tools/list')).message.error?.code).toBe(-32002)
    await server.initialize()
    expect((await server.call('tools/list')).message.result?.tools).toHaveLength(8)
  })

  it('params the SDK cannot read on another method it answers: -32602, not an internal error', async () => {
    const server = start()
    await server.initialize()
    const frame = await server.call('resources/read', { uri: 5 })
    expect(frame.message.error).toEqual({
      code: -32602,
      message: 'Invalid params for "resources/read": the "params.uri" member: expected string, received number.',
    })
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
