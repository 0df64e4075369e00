import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import type { LoadResult } from '../../harness/load.js'
import type { RunOptions } from '../../generate/run-options.js'
import type { TestsBlock } from '../../generate/run-report.js'
import { runSuites } from '../../generate/run-suites.js'

/** The `load` block of the --ci --json document: the server, and each pipe's figures and verdict. */
export interface LoadReport {
  base_url: string
  /** Tags this run's lines in `load/results.jsonl`. */
  run_id: string
  pipes: Omit<LoadResult, 'run'>[]
  passed: number
  failed: number
}

// What the pipes may find in the caller's environment, handed to the suites' process (never written to disk).
const PASSED_ON = ['LOAD_BASE', 'LOAD_AUTH', 'FLAWLESS_E2E_ID'] as const

/**
 * Runs the load suites under `out/load` with vitest, one file at a time (two pipes at once
 * would measure each other), then reads this run's lines back from `load/results.jsonl`.
 */
export async function runLoadSuites(options: RunOptions): Promise<TestsBlock & { report?: LoadReport }> {
  const folder = path.join(options.root, options.out, 'load')
  const runId = `load-${new Date().toISOString().replace(/[-:.]/g, '')}-${process.pid}`
  const processEnv: Record<string, string> = {}
  for (const name of PASSED_ON) {
    const value = options.environment[name]
    if (value) processEnv[name] = value
  }
  if (options.loadAllowRemote) processEnv.FLAWLESS_LOAD_ALLOW_REMOTE = '1'
  const tests = await runSuites(options, {
    env: { FLAWLESS_LOAD_DIR: folder, FLAWLESS_LOAD_RUN: runId },
    processEnv,
    isolation: 'process',
  })
  const pipes = readResults(path.join(folder, 'results.jsonl'), runId)
  const report: LoadReport = {
    base_url: options.environment.LOAD_BASE ?? '',
    run_id: runId,
    pipes,
    passed: pipes.filter((pipe) => pipe.passed).length,
    failed: pipes.filter((pipe) => !pipe.passed).length,
  }
  return { ...tests, report }
}

/** This run's lines, by route (vitest picks the order of the files); a route's methods as its suite runs them. */
function readResults(file: string, runId: string): Omit<LoadResult, 'run'>[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoadResult)
    .filter((result) => result.run === runId)
    .sort((left, right) => (left.route < right.route ? -1 : left.route > right.route ? 1 : 0))
    .map(({ run: _run, ...result }) => result)
}
