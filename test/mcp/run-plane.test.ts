import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { type ChildOutcome, formatOutcome, OUTPUT_CAP, runChild, STRAGGLER_GRACE_MS } from '../../mcp/run-plane.js'
import { groupMembers, processTable, waitFor } from '../helpers/mcp.js'

/** A node child running a script, as the run tools run the CLI. */
function node(script: string, timeoutS = 30, env: Record<string, string> = {}) {
  return runChild({ command: process.execPath, args: ['-e', script], cwd: process.cwd(), env, timeoutS })
}

/** Waits (a second at most) for SIGKILLed processes to leave the process table. */
async function gone(pids: number[]): Promise<void> {
  await waitFor(
    () => !processTable().some((entry) => pids.includes(entry.pid)),
    1000,
    `processes ${pids.join(', ')} to end`,
  )
}

const OUTCOME: ChildOutcome = {
  exitCode: 0,
  signal: null,
  timedOut: false,
  cutShort: false,
  stdout: '',
  stderr: '',
  stdoutBytes: 0,
  stderrBytes: 0,
}

describe('runChild', () => {
  it('gives the child the call’s env over the server’s, and its exit code and both streams', async () => {
    const outcome = await node(
      `console.log(process.env.FLAWLESS_E2E_BASEURL); console.error('warn'); process.exit(3)`,
      30,
      { FLAWLESS_E2E_BASEURL: 'http://localhost:4000' },
    )
    expect(outcome).toMatchObject({
      exitCode: 3,
      timedOut: false,
      cutShort: false,
      stdout: 'http://localhost:4000\n',
      stderr: 'warn\n',
    })
  })

  it(
    'kills a straggler that holds the pipes after the child exits, within the grace, ' +
      'and says the output may be cut short',
    async () => {
      const started = performance.now()
      // The child starts a sleep that inherits its stdout, then exits at once.
      const outcome = await node(
        `const { spawn } = require('node:child_process')
        const sleeper = spawn('sleep', ['60'], { stdio: 'inherit' })
        sleeper.unref()
        console.log(sleeper.pid)`,
      )
      const took = performance.now() - started
      console.log(`straggler: call returned after ${took.toFixed(0)} ms`)
      expect(outcome.exitCode).toBe(0)
      expect(outcome.cutShort).toBe(true)
      expect(took).toBeGreaterThanOrEqual(STRAGGLER_GRACE_MS)
      expect(took).toBeLessThan(4000)
      const sleeper = Number(outcome.stdout.trim())
      await gone([sleeper])
      expect(formatOutcome(outcome, 30).text).toContain('its group was killed, so the output may be cut short')
    },
  )

  it('returns within the grace when the straggler left the group, holding the pipes from its own session', async () => {
    const started = performance.now()
    const outcome = await node(
      `const { spawn } = require('node:child_process')
      const sleeper = spawn('setsid', ['sleep', '60'], { stdio: 'inherit' })
      sleeper.unref()
      console.log(sleeper.pid)`,
    )
    const took = performance.now() - started
    const sleeper = Number(outcome.stdout.trim())
    try {
      expect(outcome.cutShort).toBe(true)
      expect(took).toBeLessThan(4000)
    } finally {
      try {
        process.kill(sleeper, 'SIGKILL')
      } catch {
        // setsid may have exec'd in place; the sleep is gone already.
      }
    }
  })

  it('at the watchdog deadline kills every process of the group, grandchildren included', async () => {
    const started = performance.now()
    const outcome = await node(
      `const { spawn } = require('node:child_process')
      console.log([spawn('sleep', ['60']).pid, spawn('sleep', ['60']).pid].join(' '))
      setInterval(() => {}, 1000)`,
      1,
    )
    const took = performance.now() - started
    expect(outcome.timedOut).toBe(true)
    expect(outcome.signal).toBe('SIGKILL')
    expect(took).toBeLessThan(1000 + 4000)
    const sleepers = outcome.stdout.trim().split(' ').map(Number)
    expect(sleepers).toHaveLength(2)
    await gone(sleepers)
  })

  it('answers a kill once no process of the group runs, even one holding no pipe and slow to die', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'flawless-hog-'))
    const ready = join(folder, 'ready')
    // The grandchild shares no pipe with us, so the pipes close while its 2 GiB buffer is still being torn down.
    const hog = `const b = Buffer.alloc(2 * 1024 * 1024 * 1024 - 1, 1)
      require('node:fs').writeFileSync(${JSON.stringify(ready)}, '')
      setInterval(() => b[0]++, 1000)`
    const script = `const { spawn } = require('node:child_process')
      console.log(process.pid)
      spawn(process.execPath, ['-e', ${JSON.stringify(hog)}], { stdio: 'ignore' })
      setInterval(() => {}, 1000)`
    const cancel = new AbortController()
    const running = runChild({
      command: process.execPath,
      args: ['-e', script],
      cwd: process.cwd(),
      env: {},
      timeoutS: 60,
      signal: cancel.signal,
    })
    try {
      await waitFor(() => existsSync(ready), 30_000, 'the grandchild to fill its buffer')
    } finally {
      cancel.abort()
    }
    const outcome = await running
    rmSync(folder, { recursive: true })
    const group = Number(outcome.stdout.trim())
    expect(group).toBeGreaterThan(0)
    expect(groupMembers(group)).toEqual([])
  }, 60_000)

  it('keeps the first MiB of a stream and counts the rest', async () => {
    const outcome = await node(`process.stdout.write('x'.repeat(3 * 1024 * 1024))`)
    expect(outcome.stdout).toHaveLength(OUTPUT_CAP)
    expect(outcome.stdoutBytes).toBe(3 * 1024 * 1024)
    expect(formatOutcome(outcome, 30).text).toContain(
      `stdout was ${3 * 1024 * 1024} bytes; the first ${OUTPUT_CAP} are kept.`,
    )
  })

  it('keeps a character split across chunks whole', async () => {
    const outcome = await node(
      `const bytes = Buffer.from('é'.repeat(100000))
      process.stdout.write(bytes.subarray(0, 3))
      setTimeout(() => process.stdout.write(bytes.subarray(3)), 50)`,
    )
    expect(outcome.stdout).toBe('é'.repeat(100000))
  })

  it('a group that is gone leaves nothing in the process table', async () => {
    const outcome = await node(`console.log(process.pid)`)
    expect(groupMembers(Number(outcome.stdout.trim()))).toEqual([])
  })
})

describe('formatOutcome', () => {
  it('puts the exit line first, the parsed document under its marker, then stderr', () => {
    const { text, isError } = formatOutcome(
      { ...OUTCOME, stdout: '{"exit_code":0,"suites":[]}\n', stderr: 'flawless-react: wrote 0 suites\n' },
      600,
    )
    expect(text).toBe(
      [
        'exit 0',
        '',
        'result (--ci --json)',
        '{\n  "exit_code": 0,\n  "suites": []\n}',
        '',
        'stderr',
        'flawless-react: wrote 0 suites\n',
      ].join('\n'),
    )
    expect(isError).toBe(false)
  })

  it('a nonzero exit is an error with the child’s own output; no document puts the raw stream in its place', () => {
    const { text, isError } = formatOutcome({ ...OUTCOME, exitCode: 5, stdout: 'TypeError: boom\n', stderr: '' }, 600)
    expect(isError).toBe(true)
    expect(text).toBe(
      [
        'exit 5',
        '',
        'result (--ci --json): none — the command printed no JSON document; its stdout follows',
        'TypeError: boom\n',
        '',
        'stderr',
        '(empty)',
      ].join('\n'),
    )
  })

  it('names each missing prerequisite of an exit 3 under its stable code, after the exit line', () => {
    const document = {
      exit_code: 3,
      prerequisites: [
        { task: 'a11y', name: 'chromium', ok: false, detail: 'No Chromium found on PATH or at CHROMIUM_PATH.' },
        { task: 'a11y', name: 'node', ok: true, detail: '' },
      ],
    }
    const { text, isError } = formatOutcome({ ...OUTCOME, exitCode: 3, stdout: JSON.stringify(document) }, 600)
    expect(isError).toBe(true)
    expect(text.split('\n').slice(0, 3)).toEqual([
      'exit 3',
      'PREREQUISITE_MISSING name=chromium: No Chromium found on PATH or at CHROMIUM_PATH. (needed by the a11y task)',
      '',
    ])
  })

  it('names a timeout instead of an exit code', () => {
    const { text, isError } = formatOutcome({ ...OUTCOME, exitCode: null, signal: 'SIGKILL', timedOut: true }, 20)
    expect(isError).toBe(true)
    expect(text.split('\n')[0]).toBe('TIMEOUT: no answer within timeout_s=20; the process group was killed.')
  })
})
