import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { BIN, runCli } from '../helpers/cli.js'
import { connectInMemory } from '../helpers/mcp.js'

/** `flawless-react mcp` as a terminal or a host config calls it: the built binary, its exit code and its streams. */
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

  it('says it takes no options, rather than listing none', () => {
    const run = spawnSync(process.execPath, [BIN, 'mcp', '--port', '3000'], { encoding: 'utf8', input: '' })
    expect(run.status).toBe(2)
    expect(run.stderr).toBe('flawless-react: Unknown option "--port" for "flawless-react mcp". It takes no options.\n')
  })

  it('mcp --help prints the contract and the tool list, from the registry the server serves', async () => {
    const run = runCli(['mcp', '--help'])
    expect(run.status).toBe(0)
    const session = await connectInMemory()
    const { tools } = await session.client.listTools()
    await session.close()
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

  it.each(['nope', '__proto__', 'constructor'])(
    'guide refuses a topic that does not exist (%s), naming the topics',
    (topic) => {
      const run = runCli(['guide', topic])
      expect(run.status).toBe(2)
      expect(run.stdout).toBe('')
      expect(run.stderr).toContain(
        `Unknown guide topic "${topic}". ` +
          'The topics are overview, tools, read-plane, run-plane, safe-regeneration, limits, review-react-component, ' +
          'maintain-test-suite, triage-findings, run-browser-and-server-tasks.',
      )
    },
  )
})
