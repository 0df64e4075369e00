import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BIN, REPO } from '../helpers/cli.js'
import { copyExample } from '../helpers/temp-project.js'

/** The MCP Inspector's CLI mode: a client we did not write, spawning the built binary. */
function inspector(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const cli = path.join(REPO, 'node_modules/@modelcontextprotocol/inspector/cli/build/cli.js')
  const run = spawnSync(process.execPath, [cli, '--cli', process.execPath, BIN, 'mcp', ...args], {
    cwd: REPO,
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

describe('flawless-react mcp with the MCP Inspector CLI', () => {
  it('lists the eight tools', () => {
    const run = inspector(['--method', 'tools/list'])
    expect(run.status).toBe(0)
    expect(JSON.parse(run.stdout).tools.map((tool: { name: string }) => tool.name)).toEqual([
      'flawless_analyse',
      'flawless_tree',
      'flawless_findings',
      'flawless_project_status',
      'flawless_plan',
      'flawless_check_docs',
      'flawless_run',
      'flawless_test',
    ])
  })

  it('lists annotations on all eight tools: the read tools read only, the run tools may change the project', () => {
    const run = inspector(['--method', 'tools/list'])
    expect(run.status).toBe(0)
    const annotations = Object.fromEntries(
      JSON.parse(run.stdout).tools.map((tool: { name: string; annotations: object }) => [tool.name, tool.annotations]),
    )
    const read = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }
    expect(annotations).toEqual({
      flawless_analyse: read,
      flawless_tree: read,
      flawless_findings: read,
      flawless_project_status: read,
      flawless_plan: read,
      flawless_check_docs: read,
      flawless_run: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
      flawless_test: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
    })
  })

  it('calls flawless_analyse and gets the component, as text and as structuredContent', () => {
    const run = inspector([
      '--method',
      'tools/call',
      '--tool-name',
      'flawless_analyse',
      '--tool-arg',
      `root=${path.join(REPO, 'examples/next-dashboard')}`,
      '--tool-arg',
      'entry=components/metric-card.tsx',
    ])
    expect(run.status).toBe(0)
    const result = JSON.parse(run.stdout)
    expect(result.isError).toBe(false)
    expect(
      result.structuredContent.components.map((component: { component: string; render_mode: string }) => [
        component.component,
        component.render_mode,
      ]),
    ).toEqual([['MetricCard', 'client']])
    expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent)
  })

  it('gets isError from flawless_check_docs on a broken documented command (the Inspector exits 0 either way)', () => {
    const project = copyExample('next-dashboard')
    writeFileSync(path.join(project, 'README.md'), 'Run `flawless-react --taks perf-harness` to generate.\n')
    const run = inspector([
      '--method',
      'tools/call',
      '--tool-name',
      'flawless_check_docs',
      '--tool-arg',
      `root=${project}`,
    ])
    expect(run.status).toBe(0)
    const result = JSON.parse(run.stdout)
    expect(result.isError).toBe(true)
    expect(result.structuredContent.commands[0]).toMatchObject({ file: 'README.md', line: 1, ok: false })
    expect(result.structuredContent.commands[0].error).toContain('--taks')
  })

  it('has an unknown argument refused, naming the field', () => {
    const run = inspector([
      '--method',
      'tools/call',
      '--tool-name',
      'flawless_tree',
      '--tool-arg',
      `root=${REPO}`,
      '--tool-arg',
      'maxDepth=3',
    ])
    expect(run.status).not.toBe(0)
    expect(`${run.stdout}${run.stderr}`).toContain('INVALID_ARGUMENT field=maxDepth')
  })

  it('reads the guide resource', () => {
    const run = inspector(['--method', 'resources/read', '--uri', 'flawless://guide/run-plane'])
    expect(run.status).toBe(0)
    expect(JSON.parse(run.stdout).contents[0].text).toMatch(/^# The run plane\n/)
  })
})
