import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { PARENT_WATCH_ENV } from '../cli/parent-watch.js'

/** Output kept per stream; past it the result says so, with the real totals. */
export const OUTPUT_CAP = 1024 * 1024
/** After the direct child exits, how long a straggler may hold its pipes before its group is killed. */
export const STRAGGLER_GRACE_MS = 2000
/**
 * How long a killed group may take to leave the process table before the answer goes
 * anyway. SIGKILL is not instant: a process with a large heap is still tearing down its
 * memory after its pipes have closed, and the answer says the group was killed.
 */
const GROUP_EXIT_WAIT_MS = 2000
/**
 * How long a run asked to stop may take to take itself down — kill what it started and
 * remove its temp folders — before its group is killed from here. A run waiting on its
 * suites answers in milliseconds; one in the middle of synchronous work does not hear.
 */
export const STOP_GRACE_MS = 1000

export interface ChildRun {
  command: string
  args: string[]
  cwd: string
  /** Merged over the server's environment, for this call only. */
  env: Readonly<Record<string, string>>
  timeoutS: number
  /** Aborted when the call is cancelled: the group is killed as at the deadline. */
  signal?: AbortSignal
}

export interface ChildOutcome {
  exitCode: number | null
  signal: NodeJS.Signals | null
  timedOut: boolean
  /** A process of the group held the pipes after the child exited; its group was killed. */
  cutShort: boolean
  stdout: string
  stderr: string
  stdoutBytes: number
  stderrBytes: number
}

/** Every live child's process group and how to stop it, so a signal to the server can take them down first. */
const liveGroups = new Map<number, () => void>()

export function killLiveGroups(): void {
  for (const stop of liveGroups.values()) stop()
}

/** Whether the exit hook is in: a server that exits with a run still in its grace does not leave it behind. */
let killsAtExit = false

function killLiveGroupsAtExit(): void {
  for (const group of liveGroups.keys()) killGroup(group)
}

/**
 * Runs one child in its own process group (detached), its output captured per stream up
 * to the cap, under a watchdog that stops the whole group at the deadline. If the child
 * exits but something it started still holds the pipes, the group is killed after a
 * short grace, and the outcome says the output may be cut short: a call that never
 * answers is worse than an answer that names its own gap.
 *
 * The child's stdin is a pipe this process holds open and never writes. Closing it is
 * how a run is stopped — at the deadline, on cancel, on a signal to the server — and it
 * closes by itself when the server dies, SIGKILL included: a flawless-react child
 * (cli/parent-watch.ts) then kills what it started, removes its temp folders and kills
 * its group. The group is killed from here as well once the child exits, or after a grace.
 */
export function runChild(run: ChildRun): Promise<ChildOutcome> {
  if (!killsAtExit) process.on('exit', killLiveGroupsAtExit)
  killsAtExit = true
  return new Promise((resolve) => {
    const child: ChildProcess = spawn(run.command, run.args, {
      cwd: run.cwd,
      env: { ...process.env, ...run.env, [PARENT_WATCH_ENV]: 'stdin' },
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    const group = child.pid
    let stopping = false
    let forced: NodeJS.Timeout | null = null
    const stop = (): void => {
      if (group === undefined || stopping) return
      stopping = true
      if (child.exitCode !== null || child.signalCode !== null) {
        killGroup(group)
        return
      }
      killedGroups.add(group)
      child.stdin!.destroy()
      forced = setTimeout(() => killGroup(group), STOP_GRACE_MS)
    }
    if (group !== undefined) liveGroups.set(group, stop)
    const outcome: ChildOutcome = {
      exitCode: null,
      signal: null,
      timedOut: false,
      cutShort: false,
      stdout: '',
      stderr: '',
      stdoutBytes: 0,
      stderrBytes: 0,
    }
    // Kept as bytes and decoded once, so a character split across chunks stays whole.
    const kept = { stdout: [] as Buffer[], stderr: [] as Buffer[] }
    const collect = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      const bytes = stream === 'stdout' ? 'stdoutBytes' : 'stderrBytes'
      const room = OUTPUT_CAP - outcome[bytes]
      if (room > 0) kept[stream].push(chunk.subarray(0, room))
      outcome[bytes] += chunk.length
    }
    const decode = (): void => {
      outcome.stdout = Buffer.concat(kept.stdout).toString('utf8')
      outcome.stderr = Buffer.concat(kept.stderr).toString('utf8')
    }
    child.stdout!.on('data', collect('stdout'))
    child.stderr!.on('data', collect('stderr'))
    let straggler: NodeJS.Timeout | null = null
    const watchdog = setTimeout(() => {
      outcome.timedOut = true
      stop()
    }, run.timeoutS * 1000)
    run.signal?.addEventListener('abort', stop, { once: true })
    child.on('exit', (code, signal) => {
      outcome.exitCode = code
      outcome.signal = signal
      if (stopping && group !== undefined) {
        // Whatever the child left of its group goes with it, without waiting out the grace.
        if (forced) clearTimeout(forced)
        killGroup(group)
      }
      straggler = setTimeout(() => {
        outcome.cutShort = true
        if (group !== undefined) killGroup(group)
        // Pipes held by a process outside the group (it changed its own group) still end here.
        child.stdout!.destroy()
        child.stderr!.destroy()
      }, STRAGGLER_GRACE_MS)
    })
    child.on('close', () => {
      run.signal?.removeEventListener('abort', stop)
      clearTimeout(watchdog)
      if (straggler) clearTimeout(straggler)
      decode()
      if (group === undefined || !killedGroups.has(group)) {
        if (group !== undefined) liveGroups.delete(group)
        resolve(outcome)
        return
      }
      void groupExited(group, GROUP_EXIT_WAIT_MS).then(() => {
        liveGroups.delete(group)
        killedGroups.delete(group)
        resolve(outcome)
      })
    })
    child.on('error', (error) => {
      run.signal?.removeEventListener('abort', stop)
      if (forced) clearTimeout(forced)
      clearTimeout(watchdog)
      if (group !== undefined) liveGroups.delete(group)
      decode()
      resolve({ ...outcome, exitCode: null, stderr: `${outcome.stderr}${error.message}\n` })
    })
  })
}

/** Groups sent SIGKILL whose call has not answered yet. */
const killedGroups = new Set<number>()

function killGroup(group: number): void {
  killedGroups.add(group)
  try {
    process.kill(-group, 'SIGKILL')
  } catch {
    // The group is already gone.
  }
}

/**
 * Resolves once no process of the group is left running, or after `waitMs`. A killed
 * grandchild stays a zombie until init reaps it (a second later under some inits), and
 * signal 0 still finds zombies, so on Linux the process table is read instead.
 */
async function groupExited(group: number, waitMs: number): Promise<void> {
  const deadline = performance.now() + waitMs
  while (performance.now() < deadline && groupRunning(group)) await new Promise((wake) => setTimeout(wake, 5))
}

function groupRunning(group: number): boolean {
  if (process.platform !== 'linux') {
    try {
      process.kill(-group, 0)
      return true
    } catch {
      return false
    }
  }
  for (const name of readdirSync('/proc')) {
    if (name.charCodeAt(0) > 57) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'latin1')
    } catch {
      continue
    }
    // "pid (command) state ppid pgrp …": the command may hold spaces and parentheses.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ', 3)
    if (Number(pgrp) === group && state !== 'Z' && state !== 'X') return true
  }
  return false
}

/** How much of a run's stderr its structuredContent keeps: the end, where a failure says what went wrong. */
export const STDERR_TAIL_BYTES = 4096

/**
 * A run tool's answer. The text: the exit line, the parsed --ci --json document, the
 * child's stderr; the raw stdout in the document's place when there is none; the caps
 * and a cut-short run named. The same as structuredContent: exit code, the document, the
 * end of stderr.
 */
export function formatOutcome(
  outcome: ChildOutcome,
  timeoutS: number,
): { text: string; isError: boolean; structured: Record<string, unknown> } {
  const lines: string[] = []
  if (outcome.timedOut) lines.push(`TIMEOUT: no answer within timeout_s=${timeoutS}; the process group was killed.`)
  else
    lines.push(outcome.exitCode === null ? `exit by signal ${outcome.signal ?? 'unknown'}` : `exit ${outcome.exitCode}`)
  if (outcome.cutShort)
    lines.push(
      'A process the run started still held its output after it exited; ' +
        'its group was killed, so the output may be cut short.',
    )
  let document: unknown = null
  try {
    document = outcome.stdout.trim() === '' ? null : JSON.parse(outcome.stdout)
  } catch {
    document = null
  }
  if (outcome.exitCode === RUN_EXIT_PREREQUISITE) lines.push(...missingPrerequisites(document))
  if (document !== null) {
    lines.push('', 'result (--ci --json)', JSON.stringify(document, null, 2))
  } else {
    lines.push(
      '',
      'result (--ci --json): none — the command printed no JSON document; its stdout follows',
      outcome.stdout === '' ? '(empty)' : outcome.stdout,
    )
  }
  if (outcome.stdoutBytes > OUTPUT_CAP)
    lines.push(`stdout was ${outcome.stdoutBytes} bytes; the first ${OUTPUT_CAP} are kept.`)
  lines.push('', 'stderr', outcome.stderr === '' ? '(empty)' : outcome.stderr)
  if (outcome.stderrBytes > OUTPUT_CAP)
    lines.push(`stderr was ${outcome.stderrBytes} bytes; the first ${OUTPUT_CAP} are kept.`)
  // The output schema's document is an object; any other JSON the child printed stays in the text and in stdout.
  const blob = typeof document === 'object' && document !== null && !Array.isArray(document) ? document : null
  const structured = {
    exit_code: outcome.exitCode,
    signal: outcome.signal,
    timed_out: outcome.timedOut,
    cut_short: outcome.cutShort,
    result: blob,
    ...(blob === null ? { stdout: outcome.stdout } : {}),
    stderr_tail: toTail(outcome.stderr, STDERR_TAIL_BYTES),
    stdout_bytes: outcome.stdoutBytes,
    stderr_bytes: outcome.stderrBytes,
  }
  return { text: lines.join('\n'), isError: outcome.timedOut || outcome.exitCode !== 0, structured }
}

/** The last `bytes` of a text, from the start of a line when one begins within them. */
function toTail(text: string, bytes: number): string {
  const buffer = Buffer.from(text)
  if (buffer.length <= bytes) return text
  const tail = buffer
    .subarray(buffer.length - bytes)
    .toString('utf8')
    .replace(/^\uFFFD+/, '')
  const newline = tail.indexOf('\n')
  return newline === -1 || newline === tail.length - 1 ? tail : tail.slice(newline + 1)
}

/** The CLI's exit code for a run stopped by a missing prerequisite (SPEC §3). */
const RUN_EXIT_PREREQUISITE = 3

/** `PREREQUISITE_MISSING name=chromium: …` for each check the run's document says failed. */
function missingPrerequisites(document: unknown): string[] {
  const checks = (document as { prerequisites?: unknown } | null)?.prerequisites
  if (!Array.isArray(checks)) return []
  return checks
    .filter(
      (check): check is { task: string; name: string; ok: boolean; detail: string } =>
        typeof check === 'object' && check !== null && (check as { ok?: unknown }).ok === false,
    )
    .map((check) => `PREREQUISITE_MISSING name=${check.name}: ${check.detail} (needed by the ${check.task} task)`)
}
