import { readdirSync, readFileSync, rmSync } from 'node:fs'

/**
 * Set by the MCP run plane (mcp/run-plane.ts) on the child it spawns: the child's stdin is
 * a pipe the server holds open and never writes. It closes when the server stops the run
 * or dies — SIGKILL included, which no handler of the server's can see — and the child
 * then takes its whole run down rather than living on under init.
 */
export const PARENT_WATCH_ENV = 'FLAWLESS_REACT_PARENT_WATCH'

/** The signals that end a run early; each removes its temp folders first. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const

/** Temp folders of the runs in progress. */
const folders = new Set<string>()
let watching = false
/** Who hears the first stop signal instead of the process ending by it: a run that reports what finished. */
let interceptor: ((signal: NodeJS.Signals) => void) | null = null
let listening = false

/** Listens to the stop signals while there is a folder to remove or a run to stop, and only then. */
function listen(): void {
  const wanted = folders.size > 0 || interceptor !== null
  if (wanted === listening) return
  for (const signal of STOP_SIGNALS) (wanted ? process.on : process.off).call(process, signal, stopBySignal)
  listening = wanted
}

/**
 * Removes `folder` however the process ends early: a signal, or the parent's pipe closing.
 * The run removes it itself when it ends normally, then calls the release returned.
 */
export function removeOnExit(folder: string): () => void {
  folders.add(folder)
  listen()
  return () => {
    folders.delete(folder)
    listen()
  }
}

/**
 * Until the release returned is called, the first stop signal does not end the process: every process it started
 * is killed (see stopStarted) and `onStop` hears which signal it was, so the run can end and say what finished. A
 * second signal ends the process as usual: a person pressing Ctrl-C twice is not kept waiting.
 */
export function interceptStops(onStop: (signal: NodeJS.Signals) => void): () => void {
  interceptor = onStop
  listen()
  return () => {
    interceptor = null
    listen()
  }
}

/**
 * Kills every process this one started and everything they started, leaving the temp folders to the runs that
 * made them: a run stopped early reads what its suites wrote before it removes its folder.
 */
export function stopStarted(): void {
  for (const pid of findDescendants(process.pid)) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // It ended while we looked.
    }
  }
}

/**
 * In a child of the MCP run plane, ends the run when the server's pipe on stdin closes:
 * every process the run started is killed, its temp folders removed, and its process
 * group (the run plane made this process its leader) killed with it. Elsewhere, nothing.
 */
export function watchParent(): void {
  if (watching || process.env[PARENT_WATCH_ENV] !== 'stdin') return
  watching = true
  // The suites and their runner are not the run plane's children: the pipe means nothing to them.
  delete process.env[PARENT_WATCH_ENV]
  const parentGone = (): void => {
    stopRun()
    // Whatever left the process tree (a daemon, a reparented worker) is still in the group.
    process.kill(-process.pid, 'SIGKILL')
  }
  process.stdin.once('end', parentGone)
  process.stdin.once('error', parentGone)
  process.stdin.resume()
  // Watching must not keep a finished run alive.
  ;(process.stdin as { unref?: () => void }).unref?.()
}

/**
 * A run that reports what finished hears the first signal; otherwise the run's cleanup, then the signal's own
 * effect: the process ends by it, with its usual status.
 */
function stopBySignal(signal: NodeJS.Signals): void {
  if (interceptor !== null) {
    const onStop = interceptor
    interceptor = null
    stopStarted()
    onStop(signal)
    return
  }
  stopRun()
  for (const each of STOP_SIGNALS) process.off(each, stopBySignal)
  listening = false
  process.kill(process.pid, signal)
}

/** Kills every process this one started, then removes the temp folders, so nothing writes into them after. */
function stopRun(): void {
  stopStarted()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  folders.clear()
}

/** Every process below `root`, parents first, read from /proc. Without /proc, none: the group kill reaches them. */
export function findDescendants(root: number): number[] {
  let names: string[]
  try {
    names = readdirSync('/proc')
  } catch {
    return []
  }
  const children = new Map<number, number[]>()
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'latin1')
    } catch {
      continue
    }
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ', 2)[1])
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)])
  }
  const found: number[] = []
  const parents = [root]
  while (parents.length > 0) {
    const below = children.get(parents.shift()!) ?? []
    found.push(...below)
    parents.push(...below)
  }
  return found
}
