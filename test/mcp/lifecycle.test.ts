import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { performance } from 'node:perf_hooks'
import { afterAll, describe, expect, it } from 'vitest'
import {
  childrenOf,
  groupMembers,
  McpProcess,
  processTable,
  serversForEachTest,
  toolText,
  waitFor,
} from '../helpers/mcp.js'
import { REPO } from '../helpers/cli.js'
import { copyExample, writeProject } from '../helpers/temp-project.js'

/**
 * The exit contract of the seed, each clause measured. The bounds are loose enough for a
 * busy machine and tight enough to catch a hang; the figures are printed, and the 42 ms
 * target itself is the benchmark's to check.
 */
const EXIT_BOUND_MS = 500
const DASHBOARD = path.join(REPO, 'examples/next-dashboard')

const start = serversForEachTest()

/** A component that spins for half a second each render: its perf suite runs for many seconds. */
function slowProject(): string {
  return writeProject({
    'package.json': JSON.stringify({
      name: 'slow',
      private: true,
      dependencies: { react: '19.2.0', 'react-dom': '19.2.0' },
    }),
    'src/slow.tsx': `export function Slow() {
  const until = Date.now() + 500
  while (Date.now() < until) {}
  return <p>slow</p>
}
`,
  })
}

/** Enough source that analysing it takes far longer than the 5 s grace (about 30 s here). */
function largeProject(): string {
  const project = writeProject({ 'package.json': JSON.stringify({ name: 'large', private: true }) })
  mkdirSync(path.join(project, 'src'))
  const component = (file: number, index: number) =>
    `export function C${file}x${index}({ a }: { a: string }) {
  const [open, setOpen] = useState(false)
  return <div onClick={() => setOpen(!open)}>{a}{[1, 2].map((n) => <i key={n}>{n}</i>)}</div>
}
`
  for (let file = 0; file < 12; file++) {
    const parts = ["import { useState } from 'react'\n"]
    for (let index = 0; index < 4500; index++) parts.push(component(file, index))
    writeFileSync(path.join(project, 'src', `f${file}.tsx`), parts.join(''))
  }
  return project
}

/**
 * A temp folder of its own for a server (its TMPDIR, which its run children inherit), so
 * the `flawless-react-run-*` folders a run makes can be counted after it is stopped.
 */
const temps: string[] = []
afterAll(() => {
  for (const folder of temps) rmSync(folder, { recursive: true, force: true })
})
function serverTemp(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'flawless-server-tmp-'))
  temps.push(folder)
  return folder
}

function runFolders(temp: string): string[] {
  return readdirSync(temp).filter((name) => name.startsWith('flawless-react-run-'))
}

/**
 * The run child the server spawned, once its group holds `members` processes: 2 once it
 * has started vitest, 3 once vitest has started its worker.
 */
async function runningChild(server: McpProcess, members = 2): Promise<number> {
  return waitFor(
    () => {
      const child = childrenOf(server.child.pid!).find((entry) => groupMembers(entry.pid).length >= members)
      return child?.pid
    },
    60_000,
    `a run child with ${members} processes in its group`,
  )
}

describe('flawless-react mcp: exit when stdin closes', () => {
  it('an idle server exits once stdin closes', async () => {
    const server = start()
    await server.initialize()
    const closed = performance.now()
    server.closeStdin()
    const exit = await server.exited
    const latency = exit.at - closed
    console.log(`idle server: exit ${latency.toFixed(1)} ms after stdin closed`)
    expect(exit.code).toBe(0)
    expect(latency).toBeLessThan(EXIT_BOUND_MS)
  })

  it('a batch piped and closed at once is answered in full, flawless_run included, then the server exits', async () => {
    const project = copyExample('next-dashboard')
    const server = start()
    // As printf does it: every line, then end of input, before any answer.
    server.sendLine({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'batch', version: '0' } },
    })
    server.sendLine({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'flawless_run', arguments: { cwd: project } },
    })
    server.closeStdin()
    const exit = await server.exited
    expect(server.frames.map((frame) => frame.message.id)).toEqual([1, 2])
    const run = server.frames[1]!
    expect(run.message.result?.isError).toBe(false)
    expect(toolText(run)).toMatch(/^exit 0\n\nresult \(--ci --json\)\n\{/)
    const latency = exit.at - run.at
    console.log(`after flawless_run: exit ${latency.toFixed(1)} ms after the last answer frame`)
    expect(exit.code).toBe(0)
    expect(latency).toBeLessThan(EXIT_BOUND_MS)
  })

  it('a kept-open stdin is an open session: the server stays after answering and answers the next call', async () => {
    const server = start()
    await server.initialize()
    await server.call('tools/list')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(server.child.exitCode).toBeNull()
    const ping = await server.call('ping')
    expect(ping.message.result).toEqual({})
  })
})

describe('flawless-react mcp: signals', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGQUIT'] as const)('an idle server exits on %s', async (signal) => {
    const server = start()
    await server.initialize()
    const sent = performance.now()
    server.child.kill(signal)
    const exit = await server.exited
    console.log(`idle server: exit ${(exit.at - sent).toFixed(1)} ms after ${signal}`)
    expect(exit.code).toBe(0)
    expect(exit.at - sent).toBeLessThan(EXIT_BOUND_MS)
  })

  it(
    'SIGTERM during a flawless_run kills the run’s whole process group first, ' +
      'answers the call, names what it dropped, and exits',
    async () => {
      const project = slowProject()
      const temp = serverTemp()
      const server = start({ TMPDIR: temp })
      await server.initialize()
      const runId = server.request('tools/call', { name: 'flawless_run', arguments: { cwd: project, run_tests: true } })
      const queuedId = server.request('tools/list')
      const group = await runningChild(server)
      expect(runFolders(temp)).toHaveLength(1)
      const members = groupMembers(group)
      const sent = performance.now()
      server.child.kill('SIGTERM')
      const exit = await server.exited
      const latency = exit.at - sent
      console.log(
        `SIGTERM during flawless_run (${members.length} processes in its group): exit after ${latency.toFixed(1)} ms`,
      )
      expect(exit.code).toBe(0)
      expect(latency).toBeLessThan(5000 + EXIT_BOUND_MS)
      expect(groupMembers(group)).toEqual([])
      expect(runFolders(temp)).toEqual([])
      const run = server.frames.find((frame) => frame.message.id === runId)!
      expect(run.message.result?.isError).toBe(true)
      expect(toolText(run)).toMatch(/^exit by signal SIGKILL\n/)
      expect(server.frames.some((frame) => frame.message.id === queuedId)).toBe(false)
      expect(server.stderr).toContain(
        `flawless-react mcp: SIGTERM: not answered: tools/list (id ${queuedId}), queued behind the call in flight.`,
      )
    },
  )

  it('a read call still running 5 s after SIGTERM is abandoned and named on stderr', async () => {
    const project = largeProject()
    const server = start()
    await server.initialize()
    const id = server.request('tools/call', { name: 'flawless_analyse', arguments: { root: project, entry: 'src' } })
    await new Promise((resolve) => setTimeout(resolve, 500))
    const sent = performance.now()
    server.child.kill('SIGTERM')
    const exit = await server.exited
    const latency = exit.at - sent
    console.log(`SIGTERM during a long read: exit after ${latency.toFixed(1)} ms`)
    expect(exit.code).toBe(0)
    expect(latency).toBeGreaterThanOrEqual(4900)
    expect(latency).toBeLessThan(5000 + EXIT_BOUND_MS)
    expect(server.frames.some((frame) => frame.message.id === id)).toBe(false)
    expect(server.stderr).toContain(
      `flawless-react mcp: SIGTERM: abandoned tools/call of flawless_analyse (id ${id}) after 5 s.`,
    )
  })
})

describe('flawless-react mcp: a run never outlives its server', () => {
  // SIGTERM is measured above, with the call it answers. SIGKILL cannot be caught: the run
  // child hears its parent die when the pipe on its stdin closes.
  it.each(['SIGINT', 'SIGHUP', 'SIGQUIT', 'SIGKILL'] as const)(
    '%s during a flawless_run leaves no process of the run and no temp folder',
    async (signal) => {
      const project = slowProject()
      const temp = serverTemp()
      const server = start({ TMPDIR: temp })
      await server.initialize()
      server.request('tools/call', { name: 'flawless_run', arguments: { cwd: project, run_tests: true } })
      // The child, vitest and vitest's worker: the three the issue found under init.
      const group = await runningChild(server, 3)
      const run = groupMembers(group).map((entry) => entry.pid)
      expect(runFolders(temp)).toHaveLength(1)
      server.child.kill(signal)
      const exit = await server.exited
      await waitFor(
        () => !processTable().some((entry) => run.includes(entry.pid) || entry.group === group),
        2000,
        `the ${run.length} processes of the run to end after ${signal}`,
      )
      const left = runFolders(temp)
      console.log(
        `${signal} during flawless_run: ${run.length} processes of the run, ` +
          `all gone ${(performance.now() - exit.at).toFixed(0)} ms after the server exited; ` +
          `${left.length} temp folders left`,
      )
      expect(left).toEqual([])
      expect(exit.signal ?? exit.code).toBe(signal === 'SIGKILL' ? 'SIGKILL' : 0)
    },
  )
})

describe('flawless-react mcp: the watchdog', () => {
  it('kills the whole group at timeout_s and answers within 4 s of it, naming the timeout', async () => {
    const project = slowProject()
    const temp = serverTemp()
    const server = start({ TMPDIR: temp })
    await server.initialize()
    const asked = performance.now()
    const id = server.request('tools/call', {
      name: 'flawless_run',
      arguments: { cwd: project, run_tests: true, timeout_s: 3 },
    })
    // The group as soon as the run child leads it: on a loaded machine vitest may not have started
    // within the 3 s, and the group must be gone at the answer whatever it had grown to.
    const group = await runningChild(server, 1)
    const answer = await server.answerTo(id, 30_000)
    const took = answer.at - asked
    console.log(`watchdog timeout_s=3: answered after ${took.toFixed(1)} ms`)
    expect(took).toBeGreaterThanOrEqual(3000)
    expect(took).toBeLessThan(3000 + 4000)
    expect(answer.message.result?.isError).toBe(true)
    expect(toolText(answer)).toMatch(/^TIMEOUT: no answer within timeout_s=3; the process group was killed\.\n/)
    expect(groupMembers(group)).toEqual([])
    expect(runFolders(temp)).toEqual([])
    // The server lives on.
    expect((await server.call('ping')).message.result).toEqual({})
  })
})

describe('flawless-react mcp: cancellation', () => {
  it(
    'notifications/cancelled for the run in flight kills its group, sends no answer, ' +
      'and lets the next request through',
    async () => {
      const project = slowProject()
      const server = start()
      await server.initialize()
      const runId = server.request('tools/call', { name: 'flawless_run', arguments: { cwd: project, run_tests: true } })
      const pingId = server.request('ping')
      const group = await runningChild(server)
      const sent = performance.now()
      server.sendLine({
        jsonrpc: '2.0',
        method: 'notifications/cancelled',
        params: { requestId: runId, reason: 'the user pressed Esc' },
      })
      const ping = await server.answerTo(pingId, 10_000)
      console.log(`cancel of a running flawless_run: the next request answered ${(ping.at - sent).toFixed(1)} ms later`)
      expect(ping.message.result).toEqual({})
      await waitFor(() => groupMembers(group).length === 0, 2000, 'the cancelled run’s group to end')
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(server.frames.some((frame) => frame.message.id === runId)).toBe(false)
      expect(server.stderr).toContain(
        `flawless-react mcp: cancelled: tools/call of flawless_run (id ${runId}); the client will get no answer.`,
      )
    },
  )

  it('a cancelled request still in the queue never starts and is never answered', async () => {
    const project = slowProject()
    const server = start()
    await server.initialize()
    const lines = [
      {
        jsonrpc: '2.0',
        id: 'run',
        method: 'tools/call',
        params: { name: 'flawless_run', arguments: { cwd: project, run_tests: true, timeout_s: 1 } },
      },
      {
        jsonrpc: '2.0',
        id: 'queued',
        method: 'tools/call',
        params: { name: 'flawless_run', arguments: { cwd: project } },
      },
      { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'queued' } },
      { jsonrpc: '2.0', id: 'after', method: 'ping' },
    ]
    server.child.stdin.write(lines.map((line) => `${JSON.stringify(line)}\n`).join(''))
    await server.answerTo('after', 30_000)
    expect(server.frames.slice(1).map((frame) => frame.message.id)).toEqual(['run', 'after'])
  })

  it('cancelling a long read stops it; the next read is answered by a fresh analyser', async () => {
    const project = largeProject()
    const server = start()
    await server.initialize()
    const readId = server.request('tools/call', {
      name: 'flawless_analyse',
      arguments: { root: project, entry: 'src' },
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    server.sendLine({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: readId } })
    const next = await server.call(
      'tools/call',
      { name: 'flawless_analyse', arguments: { root: DASHBOARD, entry: 'app/page.tsx' } },
      10_000,
    )
    expect(toolText(next)).toContain('"component": "DashboardPage"')
    expect(server.frames.some((frame) => frame.message.id === readId)).toBe(false)
  })
})
