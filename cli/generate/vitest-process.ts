import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import type { NativeWebSettings } from '../harness/native-web.js'
import { majorVersionOf } from './locate-packages.js'
import { findDescendants } from '../parent-watch.js'
import type { FinishedSuite, RunOptions, RunProgress, VitestSuites } from './run-options.js'
import { HARNESS, TEST_TIMEOUT_MS } from './vitest-config.js'

/** One vitest process of a run: its command line and environment, its output, its progress lines, its deadline. */

// A line a tool prints to warn: vite's `(!)`, a plugin's `[vite:react-swc] We recommend …`, a deprecation.
const WARNING = /^\(!\)|^\[[\w:@/.-]+\]|\b(?:warn(?:ing)?|deprecat\w*|recommend\w*)\b/i

/**
 * A writer that passes everything on but a warning line it already passed: stack frames and
 * other lines always go through, so an error printed twice is printed whole twice.
 */
export function sayWarningsOnce(onOutput: (chunk: string) => void): {
  write(chunk: string): void
  /** Passes on a last line that had no line break. */
  flush(): void
} {
  const said = new Set<string>()
  let partial = ''
  return {
    write(chunk) {
      const lines = (partial + chunk).split('\n')
      partial = lines.pop()!
      const kept = lines.filter((line) => {
        if (!WARNING.test(line) || /^\s/.test(line)) return true
        if (said.has(line)) return false
        said.add(line)
        return true
      })
      if (kept.length > 0) onOutput(`${kept.join('\n')}\n`)
    },
    flush() {
      if (partial !== '') onOutput(partial)
      partial = ''
    },
  }
}

/** The harness's reporter writes beside vitest's JSON report (see harness/load-errors.ts). */
export function toLoadErrorsFile(report: string): string {
  return report.replace(/\.json$/, '.load-errors.json')
}
export interface SpawnContext {
  options: RunOptions
  suites: VitestSuites
  /** The file this process's harness appends a line to as each suite file starts and finishes (progress.ts). */
  progress: string
  /** Hears each suite file this process finishes; absent for a run again, which the caller has counted already. */
  onFinished?: (finished: Omit<FinishedSuite, 'done' | 'total'>) => void
  /** A browser run's bound; null for jsdom, where each suite file has its own (see fileDeadline). */
  deadline: number | null
  envFiles: Record<string, string>
  /** The React pair's real folders, for the workers' worker-resolve.js; null in a browser, where vite serves all. */
  reactPair: Record<string, string> | null
  /** An Expo run's React Native world, for the workers' worker-resolve.js (harness/native-web.ts). */
  nativeWeb: NativeWebSettings | null
}

/** How one vitest process ended: its code, whether it was stopped, and the end of what it printed. */
export interface VitestExit {
  exitCode: number
  /** A browser run outlived its deadline and was killed whole. */
  hung: boolean
  /** The suite file (absolute) that outlived its own deadline: its worker was killed, and vitest stopped there. */
  stalled: string | null
  /** How many tests the stalled file holds. */
  stalledTests: number
  output: string
}

/**
 * One vitest process over a written config. A browser run that outlives its deadline is killed whole (`hung`); in
 * jsdom, a suite file still running past its own deadline (fileDeadline) has its worker killed (`stalled`), which
 * ends the run there with the rest unreported, for the caller to run on: a render stuck in a loop, which no test
 * timeout can interrupt, stops one suite, not the run.
 */
export function spawnVitest(
  vitestFolder: string,
  config: string,
  report: string,
  { options, suites, progress, onFinished, deadline, envFiles, reactPair, nativeWeb }: SpawnContext,
): Promise<VitestExit> {
  if (options.signal?.aborted)
    return Promise.resolve({ exitCode: 1, hung: false, stalled: null, stalledTests: 0, output: '' })
  let hung = false
  let stalled: string | null = null
  let stalledTests = 0
  const progressByReporter = majorVersionOf(vitestFolder) >= 3
  // The end of what it printed, for what a run that wrote no report stopped on.
  let output = ''
  const keep = (text: string) => {
    output = (output + text).slice(-OUTPUT_KEPT)
  }
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(vitestFolder, 'vitest.mjs'),
        'run',
        '--config',
        config,
        '--reporter=json',
        `--reporter=${path.join(HARNESS, 'load-errors.js')}`,
        `--outputFile=${report}`,
        ...(suites.testNamePattern === undefined ? [] : ['--testNamePattern', suites.testNamePattern]),
      ],
      {
        cwd: options.root,
        env: {
          ...envFiles,
          ...process.env,
          ...suites.processEnv,
          NO_COLOR: '1',
          FORCE_COLOR: '0',
          FLAWLESS_PROGRESS: progress,
          ...(progressByReporter ? { FLAWLESS_PROGRESS_REPORTER: '1' } : {}),
          FLAWLESS_LOAD_ERRORS: toLoadErrorsFile(report),
          ...(reactPair ? { FLAWLESS_REACT_PAIR: JSON.stringify(reactPair) } : {}),
          ...(nativeWeb ? { FLAWLESS_NATIVE_WEB: JSON.stringify(nativeWeb) } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // A browser run is a group (vitest, vite, Chromium): one that hangs is killed whole.
        detached: deadline !== null,
      },
    )
    const timer =
      deadline === null
        ? null
        : setTimeout(() => {
            hung = true
            killGroup(child.pid)
          }, deadline)
    const watch = watchProgress(progress, onFinished)
    // Only where the reporter says when a file starts (vitest 3 and later), and in jsdom, where the file runs in a
    // worker of its own that can be killed alone.
    const watchDeadlines =
      deadline === null && progressByReporter
        ? setInterval(() => {
            const running = watch.running()
            const testTimeout = options.testTimeout ?? TEST_TIMEOUT_MS
            if (stalled !== null || running === null || Date.now() < fileDeadline(running, testTimeout)) return
            stalled = running.file
            stalledTests = running.tests
            for (const pid of findDescendants(child.pid!)) killProcess(pid)
          }, 1000)
        : null
    // The report is the run's to read, in a folder gone with the run: its path is no one else's business.
    const reportLine = `JSON report written to ${report}\n`
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString().replace(reportLine, '')
      keep(text)
      if (text !== '') options.onOutput(text)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      keep(chunk.toString())
      options.onOutput(chunk.toString())
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (timer) clearTimeout(timer)
      if (watchDeadlines) clearInterval(watchDeadlines)
      watch.stop()
      resolve({ exitCode: code ?? 1, hung, stalled, stalledTests, output })
    })
  })
}

const OUTPUT_KEPT = 64 * 1024

/** A suite file vitest loaded and is running: since when, and how many tests it holds. */
export interface RunningSuite {
  since: number
  tests: number
}

/**
 * When a running suite file counts as stuck: by then vitest's own timeout (`testTimeout` ms a test, as the run's
 * config sets it) would have ended every test it holds, with half a minute over for its hooks.
 */
export function fileDeadline(running: RunningSuite, testTimeout: number): number {
  return running.since + FILE_GRACE_MS + testTimeout * running.tests
}

const FILE_GRACE_MS = 30_000

/**
 * Follows the lines the harness appends while vitest runs (progress.ts): which suite file is running, and each that
 * finished, handed to `onFinished`; stop() reads the last.
 */
export function watchProgress(
  file: string,
  onFinished?: (finished: Omit<FinishedSuite, 'done' | 'total'>) => void,
): { stop(): void; running(): (RunningSuite & { file: string }) | null } {
  let seen = 0
  let running: (RunningSuite & { file: string }) | null = null
  const read = (): void => {
    if (!existsSync(file)) return
    // The text after the last newline is a line still being written: it is read next time.
    const lines = readFileSync(file, 'utf8').split('\n').slice(0, -1)
    for (const line of lines.slice(seen)) {
      seen++
      const parsed = JSON.parse(line) as ProgressLine
      if ('collected' in parsed) running = { file: parsed.collected, since: Date.now(), tests: parsed.tests }
      else {
        if (running?.file === parsed.file) running = null
        onFinished?.(parsed)
      }
    }
  }
  const timer = setInterval(read, 250)
  return {
    stop() {
      clearInterval(timer)
      read()
    },
    running() {
      read()
      return running
    },
  }
}

/**
 * Hands each finished suite file to `onProgress` as the run's progress: its path relative to the root, and its
 * place among the `total` files of the run, counted over every process that reports to it.
 */
export function numberFinished(
  root: string,
  total: number,
  onProgress: RunProgress,
): (finished: Omit<FinishedSuite, 'done' | 'total'>) => void {
  let done = 0
  return (finished) => {
    const file = path.relative(root, finished.file).split(path.sep).join('/')
    onProgress({ ...finished, done: ++done, total, file })
  }
}

/** What the harness writes to FLAWLESS_PROGRESS: a file started, collected with its tests, or finished. */
type ProgressLine = { collected: string; tests: number } | Omit<FinishedSuite, 'done' | 'total'>

/**
 * How long a browser run may take before it counts as hung: vitest's own timeouts bound
 * each test, but not a page that never loads (vite serving a module the browser cannot
 * run). Two minutes to start, then half a minute a suite file.
 */
export function browserRunDeadline(files: number): number {
  return 120_000 + 30_000 * files
}

function killProcess(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // Gone already.
  }
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // Gone already.
  }
}
