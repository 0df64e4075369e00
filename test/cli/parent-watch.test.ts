import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { REPO } from '../helpers/cli.js'
import { groupMembers, processTable, waitFor } from '../helpers/mcp.js'

/**
 * cli/parent-watch.ts in a stand-in for a run: a process that registers a temp folder as
 * run-suites does, starts a sleeper as it starts vitest, and one more that leaves the
 * process tree (as a daemon would) but not the group. How the run ends decides what must
 * be left: nothing, whichever way.
 */
const WATCH = pathToFileURL(path.join(REPO, 'dist/cli/parent-watch.js')).href
const RUN = `
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { removeOnExit, watchParent } from ${JSON.stringify(WATCH)}
const folder = mkdtempSync(join(tmpdir(), 'flawless-react-run-'))
removeOnExit(folder)
const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' })
const daemon = spawnSync('sh', ['-c', 'sleep 60 >/dev/null 2>&1 & echo $!'], { encoding: 'utf8' }).stdout.trim()
watchParent()
console.log(JSON.stringify({ folder, pids: [sleeper.pid, Number(daemon)] }))
setInterval(() => {}, 1000)
`

interface Run {
  child: ChildProcessWithoutNullStreams
  folder: string
  pids: number[]
  exited: Promise<NodeJS.Signals | number | null>
}

const runs: Run[] = []
afterEach(() => {
  for (const run of runs.splice(0)) {
    for (const pid of [run.child.pid!, ...run.pids]) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Gone, as it should be.
      }
    }
    // A stand-in still running when its test ends is killed here, where it cannot clean up after itself.
    rmSync(run.folder, { recursive: true, force: true })
  }
})

/** Starts the stand-in, as the run plane does (its own group, the watch's mark) or as a shell does. */
async function startRun(asTheRunPlane: boolean): Promise<Run> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', RUN], {
    detached: asTheRunPlane,
    env: { ...process.env, ...(asTheRunPlane ? { FLAWLESS_REACT_PARENT_WATCH: 'stdin' } : {}) },
  })
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  )
  let stdout = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
  })
  const started = await waitFor(() => stdout.includes('\n') && stdout, 10_000, 'the run to start')
  const run = { child, exited, ...(JSON.parse(started) as { folder: string; pids: number[] }) }
  runs.push(run)
  return run
}

function isRunning(pid: number): boolean {
  return processTable().some((entry) => entry.pid === pid)
}

describe('a run child and its parent', () => {
  it('when the run plane’s pipe closes, what it started, its temp folder and its group are gone', async () => {
    const run = await startRun(true)
    expect(existsSync(run.folder)).toBe(true)
    run.child.stdin.end()
    expect(await run.exited).toBe('SIGKILL')
    expect(existsSync(run.folder)).toBe(false)
    await waitFor(() => !run.pids.some(isRunning), 2000, 'the sleepers to end')
    expect(groupMembers(run.child.pid!)).toEqual([])
  })

  it('without the run plane’s mark, a closed stdin means nothing: the run goes on', async () => {
    const run = await startRun(false)
    run.child.stdin.end()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(run.child.exitCode).toBeNull()
    expect(existsSync(run.folder)).toBe(true)
  })

  it.each(['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGQUIT'] as const)(
    '%s removes the temp folder and what the run started, then ends the run by that signal',
    async (signal) => {
      const run = await startRun(false)
      run.child.kill(signal)
      expect(await run.exited).toBe(signal)
      expect(existsSync(run.folder)).toBe(false)
      // The first sleeper is the run's child; the second left the tree, and only a group kill reaches it.
      await waitFor(() => !isRunning(run.pids[0]!), 2000, 'the sleeper to end')
    },
  )
})
