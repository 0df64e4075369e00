import { chmodSync } from 'node:fs'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectInMemory, getJson, getText, type McpSession } from '../helpers/mcp.js'
import { PLANTED, PLANTED_DIAGNOSTICS, summarise, writeLauncher } from '../helpers/react-rules-project.js'
import { copyExample, writeProject } from '../helpers/temp-project.js'

/**
 * The two run tools through the SDK's Client, in memory: each call spawns the built CLI
 * with --ci --json as its child, as it does under `flawless-react mcp`. The run selects
 * the dashboard's settings page and what it renders (a server page, a client form, a
 * button): the 17 suites of the whole dashboard run green in the generator's own tests,
 * and a process per suite file makes each of them seconds on a loaded machine.
 */
let session: McpSession
let dashboard: string

beforeAll(async () => {
  dashboard = copyExample('next-dashboard')
  session = await connectInMemory()
})
afterAll(async () => {
  await session.close()
})

describe('flawless-react mcp: the run tools', () => {
  it('flawless_run generates suites and runs them green, answering the exit line, document and stderr', async () => {
    const result = await session.call(
      'flawless_run',
      { cwd: dashboard, roots: ['app/settings/page.tsx'], run_tests: true },
      300_000,
    )
    const answer = getText(result)
    expect(result.isError, answer).toBe(false)
    const [exitLine, , marker] = answer.split('\n')
    expect(exitLine).toBe('exit 0')
    expect(marker).toBe('result (--ci --json)')
    const document = JSON.parse(answer.slice(answer.indexOf('{'), answer.lastIndexOf('\n\nstderr\n')))
    expect(document).toMatchObject({ cwd: dashboard, tasks: ['perf-harness'], exit_code: 0 })
    expect(document.written.map((entry: { component: string }) => entry.component)).toEqual([
      'SettingsPage',
      'SettingsForm',
      'Button',
    ])
    expect(document.tests).toMatchObject({ ran: 3, passed: 3, failed: 0 })
    expect(answer).toContain('\n\nstderr\n')
    // The same run as structuredContent, which the client checked against the tool's output schema.
    expect(result.structuredContent).toMatchObject({ exit_code: 0, timed_out: false, result: document })
    const status = getJson(await session.call('flawless_project_status', { root: dashboard }))
    expect(status.inventory.by_task['perf-harness']).toBe(3)
  }, 300_000)

  it('flawless_test runs the existing suites again', async () => {
    const result = await session.call('flawless_test', { cwd: dashboard }, 300_000)
    const answer = getText(result)
    expect(result.isError, answer).toBe(false)
    expect(answer.split('\n')[0]).toBe('exit 0')
    expect(answer).toMatch(/"ran": 3,\n\s+"passed": 3,\n\s+"failed": 0/)
  }, 300_000)

  it('a run that fails is an error result carrying the child’s exit code and its own output', async () => {
    // A task this version does not build is refused by the schema now, so a missing props file makes the child fail.
    const result = await session.call('flawless_run', { cwd: path.join(dashboard, 'app'), props: 'missing.json' })
    expect(result.isError).toBe(true)
    expect(getText(result)).toMatch(/^exit 2\n/)
    // The child's --json document says why, as every exit code's does (SPEC §3).
    expect(result.structuredContent).toMatchObject({
      exit_code: 2,
      result: {
        exit_code: 2,
        error: { code: 'INVALID_ARGUMENT', message: 'The props file "missing.json" does not exist.' },
      },
    })
    expect((result.structuredContent as { stderr_tail: string }).stderr_tail).toContain('missing.json')
  })

  it('flawless_run with tasks ["react-rules"] lints with Biome and answers the react_rules block, exit 1', async () => {
    const project = writeProject(PLANTED)
    const result = await session.call('flawless_run', { cwd: project, tasks: ['react-rules'], run_tests: true })
    const answer = getText(result)
    expect({ isError: result.isError, exitLine: answer.split('\n')[0] }).toEqual({ isError: true, exitLine: 'exit 1' })
    const document = JSON.parse(answer.slice(answer.indexOf('{'), answer.lastIndexOf('\n\nstderr\n')))
    expect(document.tasks).toEqual(['react-rules'])
    expect(summarise(document.react_rules)).toEqual(PLANTED_DIAGNOSTICS)
  })

  it('flawless_run with a Biome that is not executable answers PREREQUISITE_MISSING name=biome, exit 3', async () => {
    const project = writeProject(PLANTED)
    writeLauncher(project, '#!/bin/sh\n')
    chmodSync(path.join(project, 'node_modules/.bin/biome'), 0o644)
    const answer = getText(await session.call('flawless_run', { cwd: project, tasks: ['react-rules'] }))
    expect(answer.split('\n').slice(0, 2)).toEqual([
      'exit 3',
      'PREREQUISITE_MISSING name=biome: node_modules/.bin/biome is not executable; reinstall it ' +
        '(npm install --save-dev @biomejs/biome) or remove it to use the Biome flawless-react ships. ' +
        '(needed by the react-rules task)',
    ])
  })
})
