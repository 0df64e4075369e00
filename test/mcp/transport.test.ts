import { spawnSync } from 'node:child_process'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BIN, REPO } from '../helpers/cli.js'
import { INITIALIZE, serversForEachTest, toolText } from '../helpers/mcp.js'

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
    const smoke = `printf '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"smoke","version":"0"}}}\\n{"jsonrpc":"2.0","id":2,"method":"tools/list"}\\n' | "${process.execPath}" "${BIN}" mcp`
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

  it('refuses any request but ping before an initialize request, with -32002; the gate opens at initialize', async () => {
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
  it('a line that is not JSON: -32700 with id null', async () => {
    const server = start()
    server.sendLine('{"jsonrpc":"2.0","id":1,"method":')
    const [frame] = await server.frameCount(1)
    expect(frame!.message).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } })
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
    const server = start()
    server.sendLine(line)
    const [frame] = await server.frameCount(1)
    expect(frame!.message).toMatchObject({ id, error: { code: -32600 } })
  })

  it('an unknown method: -32601', async () => {
    const server = start()
    await server.initialize()
    const frame = await server.call('tools/execute', {})
    expect(frame.message.error?.code).toBe(-32601)
  })

  it('invalid params: -32602', async () => {
    const server = start()
    await server.initialize()
    const frame = await server.call('tools/call', { arguments: {} })
    expect(frame.message.error?.code).toBe(-32602)
  })

  it('an unknown tool: -32602 naming the tools that exist', async () => {
    const server = start()
    await server.initialize()
    const frame = await server.call('tools/call', { name: 'flawless_generate', arguments: {} })
    expect(frame.message.error?.code).toBe(-32602)
    expect(frame.message.error?.message).toBe(
      `Unknown tool "flawless_generate". The tools are ${TOOL_NAMES.join(', ')}.`,
    )
  })

  it.each([
    [
      'flawless_run',
      { cwd: DASHBOARD, runTests: true },
      'INVALID_ARGUMENT field=runTests: flawless_run has no such argument; its arguments are cwd, env, timeout_s, tasks,',
    ],
    [
      'flawless_analyse',
      { root: DASHBOARD, entry: 'app', maxEntries: 2 },
      'INVALID_ARGUMENT field=maxEntries: flawless_analyse has no such argument; its arguments are root, entry, max_entries.',
    ],
    ['flawless_analyse', { root: DASHBOARD, entry: 'app', max_entries: 'two' }, 'INVALID_ARGUMENT field=max_entries: '],
    ['flawless_analyse', { root: DASHBOARD }, 'INVALID_ARGUMENT field=entry: '],
    ['flawless_findings', { root: DASHBOARD, rules: 'missing-key' }, 'INVALID_ARGUMENT field=rules: '],
    ['flawless_test', { cwd: DASHBOARD, timeout_s: 0 }, 'INVALID_ARGUMENT field=timeout_s: '],
  ])('%s with %j is refused with -32602 naming the field', async (name, args, message) => {
    const server = start()
    await server.initialize()
    const frame = await server.call('tools/call', { name, arguments: args })
    expect(frame.message.error?.code).toBe(-32602)
    expect(frame.message.error?.message).toContain(message)
  })

  it('a run tool refuses options the CLI grammar refuses together, before anything runs', async () => {
    const server = start()
    await server.initialize()
    const frame = await server.call('tools/call', {
      name: 'flawless_run',
      arguments: { cwd: DASHBOARD, nextjs: true, expo: true },
    })
    expect(frame.message.error?.code).toBe(-32602)
    expect(frame.message.error?.message).toBe(
      'INVALID_ARGUMENT field=nextjs: The options "--nextjs" and "--expo" cannot be given together.',
    )
  })

  it('a run tool refuses a list item holding a comma, which the command line would split', async () => {
    const server = start()
    await server.initialize()
    const frame = await server.call('tools/call', {
      name: 'flawless_run',
      arguments: { cwd: DASHBOARD, roots: ['app/page.tsx,app/layout.tsx'] },
    })
    expect(frame.message.error?.code).toBe(-32602)
    expect(frame.message.error?.message).toBe('INVALID_ARGUMENT field=roots.0: an item cannot contain a comma.')
  })

  it.each(['flawless_run', 'flawless_test', 'flawless_plan'])(
    '%s refuses a task that does not exist before anything runs, naming the field and the choices',
    async (name) => {
      const server = start()
      await server.initialize()
      const frame = await server.call('tools/call', {
        name,
        arguments: { [name === 'flawless_plan' ? 'root' : 'cwd']: DASHBOARD, tasks: ['perf-harness', 'smoke'] },
      })
      expect(frame.message.error?.code).toBe(-32602)
      expect(frame.message.error?.message).toMatch(
        /^INVALID_ARGUMENT field=tasks\.1: .*"perf-harness"\|"a11y"\|"react-rules"\|"e2e"\|"load"/,
      )
    },
  )
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

  it('keeps stdout for frames: a read of a project whose files print nothing still writes only frames, and operator messages carry the prefix', async () => {
    const server = start()
    await server.initialize()
    await server.call('tools/call', { name: 'flawless_analyse', arguments: { root: DASHBOARD, entry: 'app/**/*.tsx' } })
    for (const line of server.stderr.split('\n').filter((line) => line !== ''))
      expect(line.startsWith('flawless-react mcp:')).toBe(true)
  })
})
