import { randomUUID } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import * as path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { type SuiteDecision, decideActionFor } from '../../analyser/index.js'

/** A lock older than this was left by a run that died or hung: a suite is written in milliseconds. */
export const LOCK_STALE_MS = 30_000
const LOCK_POLL_MS = 5

export interface SuiteWrite {
  root: string
  out: string
  /** The suite's path relative to root. */
  file: string
  force: boolean
  /** The generated suite, header included. */
  text: string
  /** For a file written whole, without a header: an existing file is unedited when it is exactly this. */
  content?: string
}

/**
 * Writes one suite as one step no other flawless-react run can split: under the suite's
 * lock it reads the bytes it is about to replace, decides from them (not from what the
 * plan saw), backs those bytes up when a person changed them, and only then puts the new
 * suite in place. Two concurrent --force runs thus back an edit up once, from the edit
 * itself, and the second run finds a generated suite to overwrite.
 */
export async function replaceSuite(write: SuiteWrite): Promise<SuiteDecision> {
  const target = path.join(write.root, write.file)
  mkdirSync(path.dirname(target), { recursive: true })
  const release = await lockFile(target)
  try {
    const replaced = readBytesOrNull(target)
    const decision = decideActionFor(
      replaced?.toString('utf8') ?? null,
      write.file,
      write.out,
      write.force,
      write.content,
    )
    if (decision.action === 'skip') return decision
    if (decision.action === 'overwrite-edited') {
      const backup = path.join(write.root, decision.backup!)
      mkdirSync(path.dirname(backup), { recursive: true })
      writeAtomically(backup, replaced!)
      // Nothing hand-written is lost: the copy must read back whole before the suite is replaced.
      if (!readFileSync(backup).equals(replaced!))
        throw new Error(`The backup of ${write.file} at ${decision.backup} does not match it; nothing was replaced.`)
    }
    writeAtomically(target, write.text)
    return decision
  } finally {
    release()
  }
}

/**
 * Writes beside the file, then renames over it: a run killed mid-write leaves the old
 * file whole and a hidden temporary file, never half a suite. The dot keeps the temporary
 * file out of status and of the test runner's globs.
 */
function writeAtomically(file: string, data: string | Buffer): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`)
  try {
    writeFileSync(temporary, data, { flag: 'wx' })
    renameSync(temporary, file)
  } finally {
    rmSync(temporary, { force: true })
  }
}

/**
 * An exclusive lock beside the file: created with O_EXCL, holding this run's pid, host and
 * a token, removed on release. A lock whose process is gone, or that is older than
 * LOCK_STALE_MS, is broken; until then the caller waits its turn.
 */
async function lockFile(file: string): Promise<() => void> {
  const lock = path.join(path.dirname(file), `.${path.basename(file)}.lock`)
  const token = `${process.pid} ${hostname()} ${randomUUID()}`
  for (;;) {
    try {
      writeFileSync(lock, token, { flag: 'wx' })
      return () => releaseLock(lock, token)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    if (!breakStaleLock(lock)) await sleep(LOCK_POLL_MS)
  }
}

function releaseLock(lock: string, token: string): void {
  // A lock broken as stale may since belong to another run: remove only our own.
  if (readTextOrNull(lock) === token) rmSync(lock, { force: true })
}

/** Removes the lock when it is stale; true when the caller should try to take it again at once. */
function breakStaleLock(lock: string): boolean {
  let seen: string
  let modified: number
  try {
    seen = readFileSync(lock, 'utf8')
    modified = statSync(lock).mtimeMs
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
  if (!isStaleLock(seen, modified)) return false
  // Moved aside rather than deleted, so a breaker that lost the race to another one can
  // tell it took a fresh lock (its content differs) and put that lock back.
  const aside = `${lock}.${randomUUID()}.stale`
  try {
    renameSync(lock, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
  if (readTextOrNull(aside) !== seen) {
    try {
      linkSync(aside, lock)
    } catch (error) {
      // EEXIST: a third run took the lock in that instant, and two runs hold it. Each still
      // backs up the bytes it read before replacing them, so no edit is lost; one may be
      // reported by both.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  unlinkSync(aside)
  return true
}

function isStaleLock(content: string, modified: number): boolean {
  if (Date.now() - modified > LOCK_STALE_MS) return true
  const [pid, host] = content.split(' ')
  // An empty lock is one being written this instant; another host's pids are not ours to probe.
  return host === hostname() && !isProcessAlive(Number(pid))
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readBytesOrNull(file: string): Buffer | null {
  try {
    return readFileSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

function readTextOrNull(file: string): string | null {
  return readBytesOrNull(file)?.toString('utf8') ?? null
}
