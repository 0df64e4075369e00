import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { type CallToolResult, McpError } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Analyser, NOT_CHECKED } from '../../analyser/index.js'
import { BIN, REPO, runCli } from '../helpers/cli.js'
import { copyExample } from '../helpers/temp-project.js'

/**
 * The SDK's own Client, spawning the built binary over stdio, as a host does: every tool
 * on a copy of examples/next-dashboard. The client also checks each read result against
 * the tool's outputSchema.
 */
let client: Client
let dashboard: string
let shop: string

beforeAll(async () => {
  dashboard = copyExample('next-dashboard')
  shop = copyExample('vite-shop')
  client = new Client({ name: 'flawless-tests', version: '0' })
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp'], stderr: 'pipe' }))
})
afterAll(async () => {
  await client.close()
})

async function call(name: string, args: Record<string, unknown>, timeout = 60_000): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args }, undefined, { timeout })) as CallToolResult
}

function text(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('')
}

/** The text of a read result is the JSON of its structuredContent. */
function json(result: CallToolResult): Record<string, any> {
  expect(JSON.parse(text(result))).toEqual(result.structuredContent)
  return result.structuredContent as Record<string, any>
}

describe('flawless-react mcp with the SDK client', () => {
  it('negotiates the newest version and lists eight tools with strict input schemas; read tools declare an output schema', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'flawless-react' })
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual([
      'flawless_analyse',
      'flawless_tree',
      'flawless_findings',
      'flawless_project_status',
      'flawless_plan',
      'flawless_check_docs',
      'flawless_run',
      'flawless_test',
    ])
    for (const tool of tools) {
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false)
      expect(tool.description, tool.name).not.toBe('')
      expect(Boolean(tool.outputSchema), tool.name).toBe(!['flawless_run', 'flawless_test'].includes(tool.name))
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
      'heaps',
    ])
    expect(run.inputSchema.required).toEqual(['cwd'])
  })

  it('flawless_analyse answers what the analyser answers, with render modes, fetches and children across files', async () => {
    const result = await call('flawless_analyse', { root: dashboard, entry: 'app/**/*.tsx' })
    expect(result.isError).toBe(false)
    const analysis = json(result)
    expect(analysis).toEqual(
      JSON.parse(JSON.stringify(new Analyser().analyse({ root: dashboard, entry: 'app/**/*.tsx' }))),
    )
    const page = analysis.components.find((component: { file: string }) => component.file === 'app/page.tsx')
    expect(page).toMatchObject({
      component: 'DashboardPage',
      render_mode: 'rsc',
      is_async: true,
      fetches: [
        {
          method: 'GET',
          url: '${API_URL}/api/metrics',
          in_effect: false,
          file: 'lib/api.ts',
          through: ['getMetrics', 'apiFetch'],
        },
      ],
    })
    expect(page.children.find((child: { component: string }) => child.component === 'MetricCard')).toMatchObject({
      file: 'components/metric-card.tsx',
      render_mode: 'client',
    })
  })

  it('reports a max_entries cap as entries_skipped and a note', async () => {
    const analysis = json(await call('flawless_analyse', { root: dashboard, entry: 'app', max_entries: 2 }))
    expect(analysis.entries_skipped).toBe(6)
    expect(analysis.note).toMatch(/^6 of 8 entry files were not analysed because max_entries is 2/)
  })

  it('drives two projects from one server, each call reading only its own root', async () => {
    const first = json(await call('flawless_analyse', { root: shop, entry: 'src' }))
    const second = json(await call('flawless_analyse', { root: dashboard, entry: 'components' }))
    expect(first.root).toBe(shop)
    expect(second.root).toBe(dashboard)
    expect(first.components.every((component: { file: string }) => component.file.startsWith('src/'))).toBe(true)
    expect(second.components.every((component: { file: string }) => component.file.startsWith('components/'))).toBe(
      true,
    )
  })

  it.each([
    ['flawless_findings', { rules: ['missing-keys'] }, 'INVALID_ARGUMENT field=rules: Unknown rule "missing-keys".'],
    [
      'flawless_plan',
      { tasks: ['a11y'] },
      'INVALID_ARGUMENT field=tasks: The a11y task is not available in this version.',
    ],
    [
      'flawless_plan',
      { props: 'fixtures.json' },
      'INVALID_ARGUMENT field=props: The props file "fixtures.json" does not exist.',
    ],
    ['flawless_analyse', { entry: ' ' }, 'INVALID_ARGUMENT field=entry: '],
  ])('%s refuses %j with the code and the field', async (name, args, message) => {
    const result = await call(name, { root: dashboard, ...args })
    expect(result.isError).toBe(true)
    expect(text(result).startsWith(message)).toBe(true)
  })

  it('refuses a relative root, naming the field', async () => {
    const result = await call('flawless_tree', { root: 'examples/next-dashboard' })
    expect(result.isError).toBe(true)
    expect(text(result)).toMatch(
      /^INVALID_ARGUMENT field=root: The root "examples\/next-dashboard" is not an absolute path\./,
    )
  })

  it('refuses a path outside root as an error result naming the code', async () => {
    const result = await call('flawless_analyse', { root: dashboard, entry: '../../etc/passwd' })
    expect(result.isError).toBe(true)
    expect(text(result)).toMatch(/^PATH_OUTSIDE_ROOT: /)
  })

  it('flawless_tree marks client boundaries from the app router’s pages and layouts', async () => {
    const tree = json(await call('flawless_tree', { root: dashboard }))
    expect(tree).toEqual(JSON.parse(JSON.stringify(new Analyser().tree({ root: dashboard }))))
    expect(tree.trees.length).toBeGreaterThan(0)
    expect(JSON.stringify(tree.trees)).toContain('"client_boundary":true')
  })

  it('flawless_findings finds nothing on the clean example and says what it did not check', async () => {
    const findings = json(await call('flawless_findings', { root: dashboard }))
    expect(findings.findings).toEqual([])
    expect(findings.rules).toHaveLength(17)
    expect(findings.not_checked).toBe(NOT_CHECKED)
  })

  it('flawless_project_status sees a Next app router project with its components by render mode', async () => {
    const status = json(await call('flawless_project_status', { root: dashboard }))
    expect(status.framework).toEqual({ name: 'next', version: '15.3.2', router: 'app' })
    expect(status.components).toEqual({ total: 17, rsc: 8, client: 8, shared: 1 })
  })

  it('flawless_project_status checks prerequisites with the env a run would get', async () => {
    const prerequisite = (status: Record<string, any>) =>
      status.prerequisites.find((item: { name: string }) => item.name === 'FLAWLESS_E2E_BASEURL')
    expect(prerequisite(json(await call('flawless_project_status', { root: dashboard }))).ok).toBe(false)
    expect(
      prerequisite(
        json(
          await call('flawless_project_status', {
            root: dashboard,
            env: { FLAWLESS_E2E_BASEURL: 'http://localhost:3000' },
          }),
        ),
      ).ok,
    ).toBe(true)
    // Per call only: nothing carries over.
    expect(prerequisite(json(await call('flawless_project_status', { root: dashboard }))).ok).toBe(false)
  })

  it('flawless_plan says what a run would write, and writes nothing', async () => {
    const plan = json(await call('flawless_plan', { root: dashboard }))
    expect(plan.tasks).toEqual(['perf-harness'])
    expect(plan.suites.length).toBe(17)
    expect(new Set(plan.suites.map((suite: { action: string }) => suite.action))).toEqual(new Set(['create']))
    expect(json(await call('flawless_project_status', { root: dashboard })).inventory.generated).toEqual([])
  })

  it('flawless_check_docs is an error result when a documented command does not parse', async () => {
    writeFileSync(
      path.join(dashboard, 'README.md'),
      '# Dashboard\n\n```sh\nflawless-react analyse app --root .\nflawless-react --run-test\n```\n',
    )
    const result = await call('flawless_check_docs', { root: dashboard })
    expect(result.isError).toBe(true)
    const docs = result.structuredContent as { failed: number; commands: { line: number; ok: boolean }[] }
    expect(docs.failed).toBe(1)
    expect(docs.commands.map((command) => [command.line, command.ok])).toEqual([
      [4, true],
      [5, false],
    ])
    const ours = await call('flawless_check_docs', { root: REPO, files: ['README.md'] })
    expect(ours.isError).toBe(false)
  })

  it('flawless_run generates the suites and runs them green, answering the exit line, the document and stderr', async () => {
    const result = await call('flawless_run', { cwd: dashboard, run_tests: true }, 300_000)
    const answer = text(result)
    expect(result.isError, answer).toBe(false)
    const [exitLine, , marker] = answer.split('\n')
    expect(exitLine).toBe('exit 0')
    expect(marker).toBe('result (--ci --json)')
    const document = JSON.parse(answer.slice(answer.indexOf('{'), answer.lastIndexOf('\n\nstderr\n')))
    expect(document).toMatchObject({ cwd: dashboard, tasks: ['perf-harness'], exit_code: 0 })
    expect(document.written).toHaveLength(17)
    expect(document.tests).toMatchObject({ ran: 17, passed: 17, failed: 0 })
    expect(answer).toContain('\n\nstderr\n')
    const status = json(await call('flawless_project_status', { root: dashboard }))
    expect(status.inventory.by_task['perf-harness']).toBe(17)
  })

  it('flawless_test runs the existing suites again', async () => {
    const result = await call('flawless_test', { cwd: dashboard }, 300_000)
    const answer = text(result)
    expect(result.isError, answer).toBe(false)
    expect(answer.split('\n')[0]).toBe('exit 0')
    expect(answer).toMatch(/"ran": 17,\n\s+"passed": 17,\n\s+"failed": 0/)
  })

  it('a run that fails is an error result carrying the child’s exit code and its own output', async () => {
    const result = await call('flawless_run', { cwd: path.join(dashboard, 'app'), tasks: ['a11y'] })
    expect(result.isError).toBe(true)
    expect(text(result)).toMatch(/^exit 2\n/)
  })

  it('serves the guide as resources, the same text `flawless-react guide` prints', async () => {
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
    const error = await client.readResource({ uri: 'flawless://guide/nope' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(McpError)
    expect((error as McpError).code).toBe(-32602)
    expect((error as McpError).message).toContain(
      'The guide topics are overview, tools, read-plane, run-plane, safe-regeneration, limits.',
    )
    const unknown = await client.readResource({ uri: 'file:///etc/passwd' }).catch((caught: unknown) => caught)
    expect((unknown as McpError).code).toBe(-32602)
  })
})

describe('flawless-react mcp on the command line', () => {
  it.each([[['mcp', '--port', '3000']], [['mcp', 'stdio']], [['mcp', '--json']]])(
    'refuses any argument with exit 2: %j',
    (args) => {
      const run = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input: '', timeout: 10_000 })
      expect(run.status).toBe(2)
      expect(run.stdout).toBe('')
      expect(run.stderr).toMatch(/^flawless-react: /)
      expect(run.stderr).toContain('mcp')
    },
  )

  it('mcp --help prints the contract and the tool list, from the registry the server serves', async () => {
    const run = runCli(['mcp', '--help'])
    expect(run.status).toBe(0)
    const { tools } = await client.listTools()
    for (const tool of tools) expect(run.stdout).toContain(`  ${tool.name.padEnd(24)} ${tool.description}`)
    for (const clause of [
      'It takes no options',
      '-32002',
      '-32700',
      '-32602',
      '2025-06-18, 2025-03-26, 2024-11-05',
      'stdin closes',
      'SIGTERM',
      'flawless://guide',
      '"mcpServers"',
    ])
      expect(run.stdout).toContain(clause)
  })

  it('guide refuses a topic that does not exist, naming the topics', () => {
    const run = runCli(['guide', 'nope'])
    expect(run.status).toBe(2)
    expect(run.stderr).toContain(
      'Unknown guide topic "nope". The topics are overview, tools, read-plane, run-plane, safe-regeneration, limits.',
    )
  })
})
