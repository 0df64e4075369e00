import { existsSync, readFileSync, statSync } from 'node:fs'
import * as path from 'node:path'
import { AnalyserError, type Prerequisite } from '../../analyser/index.js'
import { TASK_GENERATORS } from '../tasks/index.js'
import { groupFailures } from './failure-causes.js'
import { type RunDocument, RUN_EXIT } from './generate.js'
import {
  type ResultsLine,
  type RunLine,
  type Shard,
  type SuiteLine,
  RESULTS_FILE,
  ResultsError,
  countFinished,
  readResultsLines,
} from './results-log.js'
import { stoppedExitCode } from './run-stop.js'
import { type TestsBlock, addTests } from './run-report.js'

/** One part as merge-reports read it: where from, which shard, and how it ended. */
export interface MergedPart {
  source: string
  shard: Shard | null
  exit_code: number
  interrupted: boolean
}

/** The parts' documents as one run's, and the parts it was made of. */
export interface MergedDocument extends RunDocument {
  parts: MergedPart[]
}

/**
 * `flawless-react merge-reports DIR...`: the reports of a run's parts (the shards of a CI matrix) as one run's
 * document and exit code. Each source is a run's out folder (or any folder holding its results.jsonl), a
 * results.jsonl, or a document `--json` printed. A part whose results.jsonl has no last line was killed before it
 * could write it: what it had finished counts, and the whole is marked interrupted. Every shard of the run must be
 * there once: one missing is a failure naming it, since its suites never counted.
 */
export function mergeReports(sources: readonly string[], cwd: string): MergedDocument {
  const parts = sources.map((source) => readPart(path.resolve(cwd, source), source))
  checkShards(parts)
  const documents = parts.map((part) => part.document)
  const first = documents[0]!
  const failuresOfMissing = findMissingShards(parts).map((index) => ({
    file: `shard ${index}/${parts[0]!.shard!.count}`,
    name: '(no report of this shard was given)',
    message: `Shard ${index}/${parts[0]!.shard!.count} has no report among those given: its suites are not counted.`,
  }))
  const blocks = documents.flatMap((document) => (document.tests ? [document.tests] : []))
  if (failuresOfMissing.length > 0) blocks.push(countMissing(failuresOfMissing))
  const tests = blocks.length > 0 ? blocks.reduce(addTests) : null
  const merged: MergedDocument = {
    version: first.version,
    cwd: first.cwd,
    tasks: unique(documents.flatMap((document) => document.tasks ?? [])),
    written: uniqueBy(
      documents.flatMap((document) => document.written ?? []),
      (item) => item.file,
    ),
    skipped: uniqueBy(
      documents.flatMap((document) => document.skipped ?? []),
      (item) => `${item.task} ${item.component} ${item.file}`,
    ),
    backups: uniqueBy(
      documents.flatMap((document) => document.backups ?? []),
      (item) => item.backup,
    ),
    tests,
    prerequisites: mergePrerequisites(documents.flatMap((document) => document.prerequisites ?? [])),
    exit_code: RUN_EXIT.ok,
    // The parts ran side by side: the whole took as long as the longest.
    duration_ms: Math.max(...documents.map((document) => document.duration_ms ?? 0)),
    needs_fixtures: uniqueBy(
      documents.flatMap((document) => document.needs_fixtures ?? []),
      (item) => JSON.stringify(item),
    ),
    interrupted: documents.some((document) => document.interrupted),
    parts: parts.map(({ source, shard, document }) => ({
      source,
      shard,
      exit_code: document.exit_code,
      interrupted: document.interrupted === true,
    })),
  }
  const stoppedBy = unique(documents.flatMap((document) => (document.stopped_by ? [document.stopped_by] : [])))
  if (stoppedBy.length > 0) merged.stopped_by = stoppedBy.join(', ')
  const notRun = documents.flatMap((document) => document.not_run ?? [])
  if (merged.interrupted) merged.not_run = notRun
  for (const task of TASK_GENERATORS) {
    const key = task.name.replace(/-/g, '_') as keyof RunDocument
    const reports = documents.flatMap((document) => (document[key] ? [document[key] as object] : []))
    if (reports.length === 0) continue
    Object.assign(merged, { [key]: task.mergeReports ? task.mergeReports(reports) : reports[0] })
  }
  merged.exit_code = decideExitCode(merged, documents)
  return merged
}

interface Part {
  source: string
  shard: Shard | null
  document: RunDocument
}

function readPart(file: string, source: string): Part {
  if (!existsSync(file)) throw new AnalyserError('NOTHING_MATCHED', `"${source}" does not exist.`, HINT)
  const folder = statSync(file).isDirectory()
  const results = folder ? path.join(file, RESULTS_FILE) : file
  if (folder && !existsSync(results))
    throw new AnalyserError('NOTHING_MATCHED', `"${source}" holds no ${RESULTS_FILE}.`, HINT)
  const text = readFileSync(results, 'utf8')
  if (!folder && file.endsWith('.json')) {
    let document: RunDocument
    try {
      document = JSON.parse(text) as RunDocument
    } catch {
      throw new AnalyserError('INVALID_ARGUMENT', `"${source}" is not JSON.`, HINT)
    }
    if (typeof document.exit_code !== 'number' || typeof document.version !== 'string')
      throw new AnalyserError('INVALID_ARGUMENT', `"${source}" is not the document of a flawless-react run.`, HINT)
    return { source, shard: document.shard ?? null, document }
  }
  let lines: ResultsLine[]
  try {
    lines = readResultsLines(text, source)
  } catch (error) {
    if (error instanceof ResultsError) throw new AnalyserError('INVALID_ARGUMENT', error.message, HINT)
    throw error
  }
  const start = lines[0] as RunLine
  const end = lines.find((line) => line.kind === 'end')
  if (end) return { source, shard: start.shard, document: end.document as unknown as RunDocument }
  return { source, shard: start.shard, document: rebuildKilled(start, lines) }
}

const HINT =
  'Give each part as its out folder (tests/flawless/ by default, where a run writes results.jsonl), its ' +
  'results.jsonl, or the document its --json printed.'

/**
 * A part killed before it wrote its last line (a CI job's limit, SIGKILL): its document, rebuilt from the suite
 * files that finished.
 */
function rebuildKilled(start: RunLine, lines: readonly ResultsLine[]): RunDocument {
  const suites = new Map<string, SuiteLine>()
  for (const line of lines) if (line.kind === 'suite') suites.set(`${line.task} ${line.file}`, line)
  const finished = [...suites.values()]
  const tests = finished.length > 0 ? { ...countFinished(finished), perf: [], runner: {} } : null
  const done = new Set(finished.map((suite) => suite.file))
  return {
    version: start.version,
    cwd: '',
    tasks: Object.keys(start.files),
    written: [],
    skipped: [],
    backups: [],
    tests,
    prerequisites: [],
    exit_code: stoppedExitCode('SIGKILL'),
    duration_ms: 0,
    needs_fixtures: [],
    interrupted: true,
    stopped_by: `ended before writing its last line (killed), started ${start.started}`,
    not_run: Object.values(start.files)
      .flat()
      .filter((file) => !done.has(file)),
    ...(start.shard ? { shard: start.shard } : {}),
  }
}

/** Parts of one run: all shards of the same count, each once, or a single run that was not split. */
function checkShards(parts: readonly Part[]): void {
  const sharded = parts.filter((part) => part.shard !== null)
  if (sharded.length > 0 && sharded.length < parts.length) {
    const whole = parts.find((part) => part.shard === null)!
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `"${whole.source}" is a run of every suite, and "${sharded[0]!.source}" a shard: they are not parts of one run.`,
      HINT,
    )
  }
  const counts = unique(sharded.map((part) => String(part.shard!.count)))
  if (counts.length > 1)
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `The parts were split in different ways (--shard I/${counts.join(', I/')}): they are not parts of one run.`,
      HINT,
    )
  const seen = new Map<number, string>()
  for (const part of sharded) {
    const other = seen.get(part.shard!.index)
    if (other !== undefined)
      throw new AnalyserError(
        'INVALID_ARGUMENT',
        `"${other}" and "${part.source}" are both shard ${part.shard!.index}/${part.shard!.count}.`,
        HINT,
      )
    seen.set(part.shard!.index, part.source)
  }
}

function findMissingShards(parts: readonly Part[]): number[] {
  const count = parts[0]?.shard?.count
  if (count === undefined) return []
  const given = new Set(parts.map((part) => part.shard!.index))
  return Array.from({ length: count }, (_, index) => index + 1).filter((index) => !given.has(index))
}

function countMissing(failures: TestsBlock['failures']): TestsBlock {
  const causes = groupFailures(failures)
  const ran = failures.length
  return { ran, passed: 0, failed: ran, skipped: 0, duration_ms: 0, failures, causes, perf: [], runner: {} }
}

/** A check that failed in any part stands: the part that ran it found the machine lacking. */
function mergePrerequisites(checks: readonly Prerequisite[]): Prerequisite[] {
  const byName = new Map<string, Prerequisite>()
  for (const check of checks) {
    const key = `${check.task} ${check.name}`
    if (!byName.has(key) || !check.ok) byName.set(key, check)
  }
  return [...byName.values()]
}

/**
 * The worst part decides: an internal error (5), an unreadable project (4), a missing prerequisite (3), a command
 * line refused (2), then a part stopped early (its own code); otherwise 1 when any suite failed or a shard is
 * missing, else 0.
 */
function decideExitCode(merged: MergedDocument, documents: readonly RunDocument[]): number {
  const codes = documents.map((document) => document.exit_code)
  for (const code of [5, 4, 3, 2]) if (codes.includes(code)) return code
  const stopped = documents.find((document) => document.interrupted)
  if (stopped) return stopped.exit_code
  if (codes.includes(RUN_EXIT.failed) || (merged.tests?.failed ?? 0) > 0) return RUN_EXIT.failed
  return RUN_EXIT.ok
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)]
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const byKey = new Map<string, T>()
  for (const item of items) if (!byKey.has(key(item))) byKey.set(key(item), item)
  return [...byKey.values()]
}
