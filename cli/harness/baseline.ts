import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { expect } from 'vitest'
import { type CpuClock, getCpuClock } from './cpu-time.js'
import { type MeasuringEnvironment, describeEnvironment, findIncomparability } from './environment.js'
import { type Judgement, judgeBatch } from './gate.js'
import type { ProfileResult } from './measurement.js'
import { type Summary, median, removeOutliers, summarise } from './stats.js'

/**
 * How the harness measures: with a reference render beside each run, both timed on the
 * rendering thread's CPU clock, animation frames run as tasks so that every run's settling
 * sees the same frames (4). A baseline measured another way (1: no reference; 2: the
 * process's CPU time, every thread's; 3: jsdom's own frame clock, whose frames a run's
 * commits counted or not by chance) cannot be compared with this one.
 */
const MEASURING_METHOD = 4

interface Baseline {
  key: string
  strategy: 'client' | 'server'
  method: number
  /** The CPU clock it was timed on: the rendering thread's, or the whole process's where there is no thread clock. */
  clock: CpuClock
  /** The React, machine class and runtime it was measured on. */
  environment: MeasuringEnvironment
  taken: string
  warmup: number
  runs: number
  /** Render times (actualDuration), as React.Profiler reports them. */
  samples: number[]
  /** CPU time per run: what the gate compares. */
  cpu: number[]
  /** The reference render's CPU times, taken beside the runs. */
  reference: number[]
  summary: Summary
  /** Commits per render: gated exactly. */
  commits: number
}

/** What a run concluded for one component: the line results.jsonl keeps and the run's report reads. */
export type Verdict = 'baseline written' | 'within baseline' | 'slower' | 'commits changed' | 'not comparable'

/**
 * Records the run as a JSON line, then compares it with the component's baseline:
 * commit counts must match exactly; time fails only when slower beyond both floors and
 * significantly so (see gate.ts). A batch that looks slower is a suspect, not a
 * verdict: the test fails, and flawless-react runs it again in a fresh process
 * (FLAWLESS_REMEASURE=1, more runs), whose judgement replaces this one — machine load
 * that slowed one process rarely slows a second one, minutes later, the same way. A
 * baseline from another React, machine class, Node major or clock is reported as not
 * comparable and left as it is. With no baseline, or FLAWLESS_UPDATE_BASELINE=1, this
 * run becomes the baseline.
 */
export function expectWithinBaseline(result: ProfileResult): void {
  const folder = getPerfFolder()
  const commits = mostCommon(result.commits)
  const environment = describeEnvironment()
  const file = getBaselineFile(folder, result.key)
  const suite = getSuiteFile()
  const record = (verdict: Verdict, details: Record<string, unknown> = {}): void =>
    recordResult(folder, result, commits, verdict, { ...(suite ? { suite } : {}), ...details })
  const baseline = readBaseline(file)
  if (baseline === null || process.env.FLAWLESS_UPDATE_BASELINE === '1') {
    writeBaseline(file, result, commits, environment)
    record('baseline written')
    return
  }
  const incomparable = findBaselineIncomparability(baseline, environment)
  if (incomparable !== null) {
    record('not comparable', { reason: incomparable })
    return
  }
  if (commits !== baseline.commits) {
    record('commits changed', { baseline_commits: baseline.commits })
    throw new Error(
      `${result.key} commits ${commits} time${commits === 1 ? '' : 's'} per render; ` +
        `its baseline commits ${baseline.commits}. ` +
        'A change in commits is a change in behaviour: fix it, or accept it with FLAWLESS_UPDATE_BASELINE=1.',
    )
  }
  const remeasured = isRemeasure()
  const judgement = judgeBatch({ cpu: baseline.cpu, reference: baseline.reference }, result)
  record(judgement.slower ? 'slower' : 'within baseline', describeJudgement(judgement, remeasured))
  if (!judgement.slower) return
  const change = `+${(judgement.change * 100).toFixed(0)}%, p = ${judgement.p.toExponential(1)}`
  const again = remeasured ? ', measured again in a fresh process' : ''
  const measured =
    `${result.key} renders in ${judgement.calibrated.toFixed(2)} ms of CPU time ` +
    `(the fastest of ${result.cpu.length} runs${again}), ` +
    `up from ${judgement.baseline.toFixed(2)} ms: ${change}.`
  throw new Error(
    remeasured
      ? `${measured} Find what made it slower, or accept it with FLAWLESS_UPDATE_BASELINE=1.`
      : `${measured} It counts only if a fresh process measures it slower again, which "flawless-react test" does.`,
  )
}

/** Whether this process is the fresh one flawless-react started to measure suspects again. */
export function isRemeasure(): boolean {
  return process.env.FLAWLESS_REMEASURE === '1'
}

/** The suite file running, relative to the project (vitest runs in its root), for the CLI to run it again. */
function getSuiteFile(): string | null {
  const testPath = expect.getState().testPath
  return testPath ? path.relative(process.cwd(), testPath).split(path.sep).join('/') : null
}

function getPerfFolder(): string {
  const folder = process.env.FLAWLESS_PERF_DIR
  if (!folder)
    throw new Error('FLAWLESS_PERF_DIR is not set: run the suites with "flawless-react test", which sets it.')
  return folder
}

function getBaselineFile(folder: string, key: string): string {
  return path.join(folder, 'baselines', `${key.replace(/[^\w.-]+/g, '_')}.json`)
}

function readBaseline(file: string): Baseline | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Baseline) : null
}

function findBaselineIncomparability(baseline: Baseline, environment: MeasuringEnvironment): string | null {
  if (baseline.method !== MEASURING_METHOD || baseline.environment === undefined)
    return (
      'the baseline was measured by an earlier harness (another clock, no reference render beside it, or ' +
      "jsdom's own clock of animation frames)"
    )
  if (baseline.clock !== getCpuClock())
    return `the baseline was timed on the ${baseline.clock}'s CPU clock, this run on the ${getCpuClock()}'s`
  return findIncomparability(baseline.environment, environment)
}

function writeBaseline(file: string, result: ProfileResult, commits: number, environment: MeasuringEnvironment): void {
  const samples = removeOutliers(result.durations)
  const baseline: Baseline = {
    key: result.key,
    strategy: result.strategy,
    method: MEASURING_METHOD,
    clock: getCpuClock(),
    environment,
    taken: new Date().toISOString(),
    warmup: result.warmup,
    runs: result.durations.length,
    samples: result.durations.map(round),
    cpu: result.cpu.map(round),
    reference: result.reference.map(round),
    summary: roundSummary(summarise(samples)),
    commits,
  }
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`)
}

function describeJudgement(judgement: Judgement, remeasured: boolean): Record<string, unknown> {
  return {
    baseline_median: round(judgement.baselineMedian),
    calibrated_median: round(judgement.calibratedMedian),
    baseline_fastest: round(judgement.baseline),
    calibrated_fastest: round(judgement.calibrated),
    change: +judgement.change.toFixed(4),
    p: +judgement.p.toPrecision(3),
    load: +judgement.load.toFixed(3),
    remeasured,
  }
}

/**
 * One JSON line per component and run in results.jsonl: the statistics, the verdict and
 * the raw times (the component's and the reference's), so a later reader can judge the
 * verdict. The run id lets the CLI report this run's lines.
 */
function recordResult(
  folder: string,
  result: ProfileResult,
  commits: number,
  verdict: Verdict,
  details: Record<string, unknown>,
): void {
  const samples = removeOutliers(result.durations)
  const line = {
    run: process.env.FLAWLESS_RUN_ID ?? null,
    key: result.key,
    strategy: result.strategy,
    at: new Date().toISOString(),
    ...roundSummary(summarise(samples)),
    outliers: result.durations.length - samples.length,
    cpu_median: round(median(result.cpu)),
    commits,
    verdict,
    ...details,
    samples: result.durations.map(round),
    cpu: result.cpu.map(round),
    reference: result.reference.map(round),
  }
  mkdirSync(folder, { recursive: true })
  appendFileSync(path.join(folder, 'results.jsonl'), `${JSON.stringify(line)}\n`)
}

function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0
}

function round(value: number): number {
  return +value.toFixed(4)
}

function roundSummary(summary: Summary): Summary {
  return { n: summary.n, mean: round(summary.mean), sd: round(summary.sd), median: round(summary.median) }
}
