import * as path from 'node:path'
import { type Failure, type FailureCause, addOrigin, groupFailures } from './failure-causes.js'
import type { LoadFailure } from './load-failures.js'

/** A run's counts: vitest's JSON report read into the document's `tests` block, and blocks added together. */

/**
 * The `tests` block of the --ci --json document (SPEC §3). The counts add up: ran =
 * passed + failed + skipped, where a suite file that fails outside its tests (it does
 * not load) counts once, as a failed test named for the file.
 */
export interface TestsBlock {
  ran: number
  passed: number
  failed: number
  skipped: number
  duration_ms: number
  failures: Failure[]
  /** The failures grouped by cause, most frequent first, each with the suite files under it. */
  causes: FailureCause[]
  /** Per component, what a perf-harness run measured and concluded; empty for other tasks. */
  perf: PerfRow[]
  /** Which runner ran the suites (vitest and React, or Playwright): the project's own, or flawless-react's. */
  runner: Record<string, string>
}

/** One component's line in the report: its medians now, its change against the baseline, its commits, the verdict. */
export interface PerfRow {
  component: string
  verdict: string
  /** The median render time React.Profiler reported (wall-clock). */
  median_ms: number
  /** The median CPU time of a run: what the gate compares. */
  cpu_median_ms: number
  baseline_median_ms: number | null
  /** CPU time relative to the baseline, calibrated by the reference render; null without a comparable baseline. */
  change: number | null
  commits: number
  baseline_commits: number | null
  remeasured: boolean
  /** Why the baseline was not compared, when it was not. */
  reason: string | null
}
/** The first report with each file the second ran replaced by the second's result for it. */
export function replaceResults(first: JsonReport, second: JsonReport): JsonReport {
  const rerun = new Set(second.testResults.map((file) => file.name))
  return {
    ...first,
    testResults: [...first.testResults.filter((file) => !rerun.has(file.name)), ...second.testResults],
  }
}
/** Two runs' counts as one document's, with the runners of both. */
export function addTests(first: TestsBlock, second: TestsBlock): TestsBlock {
  const failures = [...first.failures, ...second.failures]
  return {
    ran: first.ran + second.ran,
    passed: first.passed + second.passed,
    failed: first.failed + second.failed,
    skipped: first.skipped + second.skipped,
    duration_ms: first.duration_ms + second.duration_ms,
    failures,
    causes: groupFailures(failures),
    perf: [...first.perf, ...second.perf],
    runner: { ...first.runner, ...second.runner },
  }
}
/** vitest's JSON report, the fields a run reads. */
export interface JsonReport {
  testResults: {
    name: string
    status: string
    message: string
    assertionResults: {
      fullName: string
      status: string
      failureMessages: string[] | null
      /** What the test put in its task's meta. */
      meta?: Record<string, unknown>
    }[]
  }[]
}

/**
 * Counts from the tests themselves, so they add up: each test passed, failed or was
 * skipped (todo included), and a file that failed with no failed test of its own — it
 * did not load, or a hook outside the tests threw — is one failure more.
 */
export function readReport(
  report: JsonReport,
  root: string,
  loadFailures: ReadonlyMap<string, LoadFailure>,
): Pick<TestsBlock, 'ran' | 'passed' | 'failed' | 'skipped' | 'failures'> {
  const failures: Failure[] = []
  let passed = 0
  let skipped = 0
  for (const file of report.testResults) {
    const relative = path.relative(root, file.name).split(path.sep).join('/')
    for (const assertion of file.assertionResults) {
      if (assertion.status === 'passed') passed++
      else if (assertion.status === 'failed')
        failures.push({
          file: relative,
          name: assertion.fullName,
          message: firstLines(assertion.failureMessages?.join('\n') ?? ''),
        })
      else skipped++
    }
    if (file.status === 'failed' && !file.assertionResults.some((assertion) => assertion.status === 'failed')) {
      const loaded = file.assertionResults.length > 0
      const failure = loaded ? undefined : loadFailures.get(relative)
      const stoppedOn = firstLines(failure?.message || file.message)
      const message = failure?.origin ? addOrigin(stoppedOn, failure.origin) : stoppedOn
      failures.push({
        file: relative,
        name: loaded ? '(the file failed outside its tests)' : '(the file did not load)',
        message,
      })
    }
  }
  return { ran: passed + failures.length + skipped, passed, failed: failures.length, skipped, failures }
}
export function firstLines(message: string): string {
  return message.split('\n').slice(0, 6).join('\n').trim()
}
