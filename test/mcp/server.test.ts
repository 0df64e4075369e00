import * as path from 'node:path'
import { type CallToolResult, McpError } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TASKS } from '../../analyser/index.js'
import { REPO, runCli } from '../helpers/cli.js'
import { connectInMemory, getText, type McpSession } from '../helpers/mcp.js'

/**
 * What createServer answers through the SDK's Client, in memory: the tool list and its
 * schemas, the refusals of our tools/call handler, the guide resources. No tool here
 * reaches the analyser or spawns a run.
 */
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

let session: McpSession

beforeAll(async () => {
  session = await connectInMemory()
})
afterAll(async () => {
  await session.close()
})

describe('flawless-react mcp: the tool list', () => {
  it('names itself and lists eight tools with strict input schemas and output schemas', async () => {
    const { client } = session
    expect(client.getServerVersion()).toMatchObject({ name: 'flawless-react' })
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual(TOOL_NAMES)
    for (const tool of tools) {
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false)
      expect(tool.description, tool.name).not.toBe('')
      expect(tool.outputSchema?.type, tool.name).toBe('object')
    }
    const run = tools.find((tool) => tool.name === 'flawless_run')!
    expect(Object.keys(run.inputSchema.properties!)).toEqual([
      'cwd',
      'env',
      'timeout_s',
      'tasks',
      'nextjs',
      'expo',
      'force',
      'run_tests',
      'out',
      'changed',
      'roots',
      'depth',
      'props',
      'routes',
      'heaps',
      'load_fixtures',
      'load_duration',
      'load_connections',
      'load_p99_ms',
      'load_allow_remote',
      'a11y_impact',
    ])
    expect(run.inputSchema.required).toEqual(['cwd'])
  })

  it('describes every argument in a tool’s words: no comma-separated lists, placeholders or flags', async () => {
    const { tools } = await session.client.listTools()
    for (const tool of tools)
      for (const [name, argument] of Object.entries(tool.inputSchema.properties!)) {
        const { description } = argument as { description?: string }
        expect(description?.length, `${tool.name} ${name}`).toBeGreaterThan(10)
        expect(description, `${tool.name} ${name}`).not.toMatch(/comma-separated|\b(N|REF|LIST|GLOBS)\b|--[a-z]/)
      }
    const run = tools.find((tool) => tool.name === 'flawless_run')!.inputSchema.properties!
    expect((run.changed as { description: string }).description).toBe(
      'Only components in files changed since the ref given (true: HEAD), as git reports them.',
    )
    expect((run.tasks as { items: { enum: string[] } }).items.enum).toEqual(TASKS)
  })

  it('names the fields of every list’s items in the output schemas', async () => {
    const { tools } = await session.client.listTools()
    const unnamed: string[] = []
    const visit = (schema: Record<string, any>, at: string): void => {
      for (const branch of schema.anyOf ?? []) visit(branch, at)
      if (schema.type === 'array') {
        const items = schema.items ?? {}
        const named = items.type !== 'object' || Object.keys(items.properties ?? {}).length > 0
        if (!named) unnamed.push(`${at}[]`)
        visit(items, `${at}[]`)
      }
      for (const [key, property] of Object.entries(schema.properties ?? {})) visit(property as object, `${at}.${key}`)
      if (typeof schema.additionalProperties === 'object') visit(schema.additionalProperties, `${at}.*`)
    }
    for (const tool of tools) visit(tool.outputSchema!, tool.name)
    expect(unnamed).toEqual([])
    const findings = tools.find((tool) => tool.name === 'flawless_findings')!.outputSchema!.properties!
    expect(Object.keys((findings.findings as { items: { properties: object } }).items.properties)).toEqual([
      'rule',
      'severity',
      'message',
      'file',
      'line',
      'column',
      'component',
      'hint',
    ])
  })
})

describe('flawless-react mcp: refusals are answered, naming what exists', () => {
  it('an unknown method: -32601', async () => {
    const error = await session.refusal('tools/execute', {})
    expect(error.code).toBe(-32601)
  })

  it('invalid params: -32602', async () => {
    const error = await session.refusal('tools/call', { arguments: {} })
    expect(error.code).toBe(-32602)
  })

  it('an unknown tool: -32602 naming the tools that exist', async () => {
    const error = await session.refusal('tools/call', { name: 'flawless_generate', arguments: {} })
    expect(error.code).toBe(-32602)
    expect(error.message).toBe(`Unknown tool "flawless_generate". The tools are ${TOOL_NAMES.join(', ')}.`)
  })

  it.each([
    [
      'flawless_run',
      { cwd: DASHBOARD, runTests: true },
      'INVALID_ARGUMENT field=runTests: flawless_run has no such argument; ' +
        'its arguments are cwd, env, timeout_s, tasks,',
    ],
    [
      'flawless_analyse',
      { root: DASHBOARD, entry: 'app', maxEntries: 2 },
      'INVALID_ARGUMENT field=maxEntries: flawless_analyse has no such argument; ' +
        'its arguments are root, entry, max_entries, timeout_s, limit, offset, fields.',
    ],
    ['flawless_analyse', { root: DASHBOARD, entry: 'app', max_entries: 'two' }, 'INVALID_ARGUMENT field=max_entries: '],
    ['flawless_analyse', { root: DASHBOARD }, 'INVALID_ARGUMENT field=entry: '],
    ['flawless_findings', { root: DASHBOARD, rules: 'missing-key' }, 'INVALID_ARGUMENT field=rules: '],
    ['flawless_test', { cwd: DASHBOARD, timeout_s: 0 }, 'INVALID_ARGUMENT field=timeout_s: '],
  ])('%s with %j is refused with -32602 naming the field', async (name, args, message) => {
    const error = await session.refusal('tools/call', { name, arguments: args })
    expect(error.code).toBe(-32602)
    expect(error.message).toContain(message)
  })

  it('a run tool refuses options the CLI grammar refuses together, before anything runs', async () => {
    const error = await session.refusal('tools/call', {
      name: 'flawless_run',
      arguments: { cwd: DASHBOARD, nextjs: true, expo: true },
    })
    expect(error.code).toBe(-32602)
    expect(error.message).toBe(
      'INVALID_ARGUMENT field=nextjs: The options "--nextjs" and "--expo" cannot be given together.',
    )
  })

  it('a run tool refuses a list item holding a comma, which the command line would split', async () => {
    const error = await session.refusal('tools/call', {
      name: 'flawless_run',
      arguments: { cwd: DASHBOARD, roots: ['app/page.tsx,app/layout.tsx'] },
    })
    expect(error.code).toBe(-32602)
    expect(error.message).toBe('INVALID_ARGUMENT field=roots.0: an item cannot contain a comma.')
  })

  it.each(['flawless_run', 'flawless_test', 'flawless_plan'])(
    '%s refuses a task that does not exist before anything runs, naming the field and the choices',
    async (name) => {
      const error = await session.refusal('tools/call', {
        name,
        arguments: { [name === 'flawless_plan' ? 'root' : 'cwd']: DASHBOARD, tasks: ['perf-harness', 'smoke'] },
      })
      expect(error.code).toBe(-32602)
      // The tasks this version builds are offered: all five of SPEC §4.
      expect(error.message).toBe(
        'INVALID_ARGUMENT field=tasks.1: "smoke" is not one of "perf-harness", "a11y", "react-rules", "e2e", "load".',
      )
    },
  )
})

describe('flawless-react mcp: the guide as resources', () => {
  it('serves the guide as resources, the same text `flawless-react guide` prints', async () => {
    const { client } = session
    const { resources } = await client.listResources()
    expect(resources.map((resource) => resource.uri)).toContain('flawless://guide')
    expect(resources.map((resource) => resource.uri)).toContain('flawless://guide/safe-regeneration')
    const { resourceTemplates } = await client.listResourceTemplates()
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual(['flawless://guide/{topic}'])
    const whole = await client.readResource({ uri: 'flawless://guide' })
    expect(whole.contents[0]).toMatchObject({
      uri: 'flawless://guide',
      mimeType: 'text/markdown',
      text: `${runCli(['guide']).stdout}`.replace(/\n$/, ''),
    })
    const topic = await client.readResource({ uri: 'flawless://guide/limits' })
    expect((topic.contents[0] as { text: string }).text).toBe(runCli(['guide', 'limits']).stdout.replace(/\n$/, ''))
    expect((topic.contents[0] as { text: string }).text).toContain('Zero findings is not an accessible')
  })

  it('a missing resource is -32602', async () => {
    const { client } = session
    const error = await client.readResource({ uri: 'flawless://guide/nope' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(McpError)
    expect((error as McpError).code).toBe(-32602)
    expect((error as McpError).message).toContain(
      'The guide topics are overview, tools, read-plane, run-plane, safe-regeneration, limits, ' +
        'review-react-component, maintain-test-suite, triage-findings, run-browser-and-server-tasks.',
    )
    const unknown = await client.readResource({ uri: 'file:///etc/passwd' }).catch((caught: unknown) => caught)
    expect((unknown as McpError).code).toBe(-32602)
  })

  it.each(['__proto__', 'constructor', 'toString'])(
    'a topic named like a property every object has (%s) is missing like any other: -32602',
    async (topic) => {
      const error = await session.refusal('resources/read', { uri: `flawless://guide/${topic}` })
      expect(error).toEqual({
        code: -32602,
        message:
          `Resource flawless://guide/${topic} not found. ` +
          'The guide topics are overview, tools, read-plane, run-plane, safe-regeneration, limits, ' +
          'review-react-component, maintain-test-suite, triage-findings, run-browser-and-server-tasks.',
      })
    },
  )
})

describe('flawless-react mcp: an argument no path can be, and an analyser that fails', () => {
  it('a 64 KiB entry is -32602 naming the field, in words without a stack or an install path', async () => {
    const error = await session.refusal('tools/call', {
      name: 'flawless_analyse',
      arguments: { root: DASHBOARD, entry: 'a'.repeat(64 * 1024) },
    })
    expect(error).toEqual({
      code: -32602,
      message:
        'INVALID_ARGUMENT field=entry: the value is 65536 bytes, ' +
        'longer than any path or glob can be (4096 bytes at most).',
    })
  })

  it('a list item no path can be is refused the same way, under its own field', async () => {
    const error = await session.refusal('tools/call', {
      name: 'flawless_check_docs',
      arguments: { root: DASHBOARD, files: ['README.md', `${'docs/'.repeat(1000)}x.md`] },
    })
    expect(error.code).toBe(-32602)
    expect(error.message).toMatch(/^INVALID_ARGUMENT field=files: the value is 5004 bytes/)
  })

  it('a file name too long for the file system is answered without a stack or an install path', async () => {
    const answer = await session.client
      .callTool({ name: 'flawless_analyse', arguments: { root: DASHBOARD, entry: 'a'.repeat(300) } })
      .catch((caught: unknown) => caught)
    const text = answer instanceof McpError ? answer.message : getText(answer as CallToolResult)
    expect(text).not.toMatch(/\n\s+at /)
    expect(text).not.toContain(path.join(REPO, 'dist'))
    expect(text).not.toContain(path.join(REPO, 'node_modules'))
  })
})
