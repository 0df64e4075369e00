import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { type Failure, groupFailures } from './failure-causes.js'
import type { FinishedSuite } from './run-options.js'
import type { TestsBlock } from './run-report.js'

/** The run's record in its out folder, a line at a time as the run goes (SPEC §3). */
export const RESULTS_FILE = 'results.jsonl'

/** A part of the suites when a run is spread over machines: the `index`th of `count` (`--shard 2/4`). */
export interface Shard {
  index: number
  count: number
}

/** The first line: what the run was asked to run, so a reader can tell what never finished. */
export interface RunLine {
  kind: 'run'
  version: string
  started: string
  shard: Shard | null
  /** Each task's suite files this run selected (this shard's part of them). */
  files: Record<string, string[]>
}

/** A suite file that finished, as soon as it did. */
export interface SuiteLine extends Omit<FinishedSuite, 'done' | 'total'> {
  kind: 'suite'
  task: string
}

/** The last line of a run that ended (stopped or not): its whole document. */
export interface EndLine {
  kind: 'end'
  document: Record<string, unknown>
}

export type ResultsLine = RunLine | SuiteLine | EndLine

/**
 * The out folder's results.jsonl for one run: started afresh, each line written at once and whole, so a run killed
 * by a CI's limit leaves what had finished, and a reader (merge-reports) can rebuild its report.
 */
export class ResultsLog {
  private readonly finishedByTask = new Map<string, Map<string, SuiteLine>>()

  private constructor(readonly file: string) {}

  static start(root: string, out: string, first: Omit<RunLine, 'kind'>): ResultsLog {
    const log = new ResultsLog(path.join(root, out, RESULTS_FILE))
    mkdirSync(path.dirname(log.file), { recursive: true })
    writeFileSync(log.file, `${JSON.stringify({ kind: 'run', ...first })}\n`)
    return log
  }

  suite(task: string, finished: FinishedSuite): void {
    const { done: _done, total: _total, ...result } = finished
    const line: SuiteLine = { kind: 'suite', task, ...result }
    const byFile = this.finishedByTask.get(task) ?? new Map<string, SuiteLine>()
    byFile.set(line.file, line)
    this.finishedByTask.set(task, byFile)
    appendFileSync(this.file, `${JSON.stringify(line)}\n`)
  }

  end(document: object): void {
    appendFileSync(this.file, `${JSON.stringify({ kind: 'end', document })}\n`)
  }

  /** The suite files of `task` that finished, each once (a file run again counts as its last run). */
  finished(task: string): SuiteLine[] {
    return [...(this.finishedByTask.get(task)?.values() ?? [])]
  }
}

/** A results file that cannot be read: which file and line, and what is wrong there. */
export class ResultsError extends Error {}

/**
 * The lines of a results.jsonl. A last line cut off in the middle (the run was killed as it wrote) is left out; a
 * line that does not read anywhere else, or a file that does not start with a run line, is an error naming it.
 */
export function readResultsLines(text: string, source: string): ResultsLine[] {
  const rows = text.split('\n')
  const lines: ResultsLine[] = []
  for (const [index, row] of rows.entries()) {
    if (row.trim() === '') continue
    try {
      lines.push(JSON.parse(row) as ResultsLine)
    } catch {
      if (index === rows.length - 1) break
      throw new ResultsError(`${source}:${index + 1} is not a JSON line of a flawless-react run.`)
    }
  }
  if (lines[0]?.kind !== 'run')
    throw new ResultsError(`${source} does not start with the line a flawless-react run writes first.`)
  return lines
}

/**
 * The counts of the suite files that finished, as a run's document counts them: each test passed, failed or was
 * skipped, and a file that stopped outside its tests is one failure more.
 */
export function countFinished(suites: readonly SuiteLine[]): Omit<TestsBlock, 'runner' | 'perf'> {
  const failures: Failure[] = suites.flatMap((suite) => [
    ...suite.failures.map((failure) => ({ file: suite.file, ...failure })),
    ...(suite.error !== undefined && suite.failed === 0
      ? [
          {
            file: suite.file,
            name: suite.passed + suite.skipped > 0 ? '(the file failed outside its tests)' : '(the file did not load)',
            message: suite.error,
          },
        ]
      : []),
  ])
  const passed = suites.reduce((sum, suite) => sum + suite.passed, 0)
  const skipped = suites.reduce((sum, suite) => sum + suite.skipped, 0)
  return {
    ran: passed + failures.length + skipped,
    passed,
    failed: failures.length,
    skipped,
    duration_ms: suites.reduce((sum, suite) => sum + suite.ms, 0),
    failures,
    causes: groupFailures(failures),
  }
}
