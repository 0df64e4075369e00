import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { majorVersionOf } from './locate-packages.js'
import type { FinishedSuite, RunOptions, RunProgress, VitestSuites } from './run-options.js'
import { HARNESS } from './vitest-config.js'

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
  progress: string
  /** A browser run's bound; null for jsdom, where vitest's own timeouts bound every test. */
  deadline: number | null
  envFiles: Record<string, string>
  /** The React pair's real folders, for the workers' worker-resolve.js; null in a browser, where vite serves all. */
  reactPair: Record<string, string> | null
}

/** One vitest process over a written config; `hung` when a browser run outlived its deadline and was killed. */
export function spawnVitest(
  vitestFolder: string,
  config: string,
  report: string,
  { options, suites, progress, deadline, envFiles, reactPair }: SpawnContext,
): Promise<{ exitCode: number; hung: boolean; output: string }> {
  if (options.signal?.aborted) return Promise.resolve({ exitCode: 1, hung: false, output: '' })
  let hung = false
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
      resolve({ exitCode: code ?? 1, hung, output })
    })
  })
}

const OUTPUT_KEPT = 64 * 1024
/**
 * Follows the lines the harness's setup appends as each suite file finishes (see
 * setup.ts) while vitest runs, and reports each to `onProgress`; stop() reads the last.
 */
export function watchProgress(file: string, options: RunOptions, onProgress: RunProgress): { stop(): void } {
  let seen = 0
  const read = (): void => {
    if (!existsSync(file)) return
    // The text after the last newline is a line still being written: it is read next time.
    const lines = readFileSync(file, 'utf8').split('\n').slice(0, -1)
    for (const line of lines.slice(seen)) {
      const finished = JSON.parse(line) as Omit<FinishedSuite, 'done' | 'total'>
      seen++
      const relative = path.relative(options.root, finished.file).split(path.sep).join('/')
      onProgress({ ...finished, done: seen, total: options.files.length, file: relative })
    }
  }
  const timer = setInterval(read, 250)
  return {
    stop() {
      clearInterval(timer)
      read()
    },
  }
}
/**
 * How long a browser run may take before it counts as hung: vitest's own timeouts bound
 * each test, but not a page that never loads (vite serving a module the browser cannot
 * run). Two minutes to start, then half a minute a suite file.
 */
export function browserRunDeadline(files: number): number {
  return 120_000 + 30_000 * files
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // Gone already.
  }
}
