import type { A11yImpact, Analyser, CompileSettings, FrameworkKind } from '../../analyser/index.js'
import type { JsonReport } from './run-report.js'

/** What a task hands the vitest run (its files, the project, the harness's settings), and hears as suites finish. */

export interface RunOptions {
  /** The analyser that planned the run: a task reporting against components reads them through its cache. */
  analyser: Analyser
  root: string
  out: string
  /** The suite files to run, relative to the root: a run runs these and no others. */
  files: readonly string[]
  compile: CompileSettings
  /**
   * Next.js: next/* and server-only stubbed. Expo: react-native as react-native-web,
   * expo-router and friends stubbed.
   */
  framework: FrameworkKind
  /** Everything the runner prints goes here: stdout stays the caller's. */
  onOutput: (chunk: string) => void
  /** The environment the run was given (the caller's, or the MCP call's merged over the server's). */
  environment: Readonly<Record<string, string | undefined>>
  /** --load-allow-remote: the load suites may load a LOAD_BASE that is not on this machine. */
  loadAllowRemote?: boolean
  /** --a11y-impact: the least axe impact that fails an a11y suite (default serious). */
  a11yImpact?: A11yImpact
  /** Called as each suite file finishes, with the files done, the total, that file and its results. */
  onProgress?: RunProgress
  /** How long one test may take before vitest fails it, in ms (default 60 000); a suite file's bound follows. */
  testTimeout?: number
  /** Aborted when the run is stopped (a signal, --timeout): nothing more is started. */
  signal?: AbortSignal
}

/**
 * A suite file that finished: how many have of how many, its path, its tests passed, failed and skipped with their
 * failures, the error it stopped on outside its tests, and the ms its tests took.
 */
export interface FinishedSuite {
  done: number
  total: number
  file: string
  passed: number
  failed: number
  skipped: number
  failures: { name: string; message: string }[]
  error?: string
  ms: number
}

export type RunProgress = (finished: FinishedSuite) => void
/** One task's suites for a vitest run: its files among `RunOptions.files`, and what the task tells its harness. */
export interface VitestSuites {
  env: Record<string, string>
  /** Given to the vitest process alone, never written to its config: what the caller's environment holds (a token). */
  processEnv?: Record<string, string>
  /**
   * vitest's browser mode in this Chromium, headless, through its Playwright provider,
   * instead of jsdom: the a11y task's suites render in a real page. `provide` reaches the
   * suites through vitest's `inject`.
   */
  browser?: { chromium: string; provide: Record<string, unknown> }
  /** Sees vitest's JSON report before it is counted: a task reads what its tests recorded in `meta`. */
  onReport?: (report: JsonReport) => void
  /**
   * `process` gives every file a process of its own from the start: suites with no DOM to share,
   * whose packages a VM context may not compile (autocannon's CommonJS opens with a shebang).
   */
  isolation?: Isolation
  /** Runs only the tests whose full name matches (vitest's -t): the perf tests measured again, say. */
  testNamePattern?: string
}
/** How a jsdom run keeps its suite files apart: a VM context each in a kept process, or a process each. */
export type Isolation = 'context' | 'process'

/**
 * The isolation a jsdom run takes on the vitest that runs it. vitest 2 in VM contexts left
 * suite files out of its report with no error (bulletproof-react: 3 to 5 of 95), so it gets a
 * process a file. vitest 3 reports every file from contexts, and a process a file re-evaluates
 * the app's whole module graph for each suite: aptible/app-ui's first 60 of 459 suites took
 * 133 s in processes and 57 s in contexts, with the same verdicts; a generated 300-component
 * project 412 s and 167 s, all 300 passing in both.
 */
export function chooseIsolation(vitestMajor: number): Isolation {
  return vitestMajor >= 3 ? 'context' : 'process'
}
