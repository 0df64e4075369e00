import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { type MeasuringEnvironment, describeEnvironment, findIncomparability } from './environment.js'
import { type Batch, type Judgement, judgeBatch } from './gate.js'
import type { ProfileResult } from './measurement.js'
import { type Summary, median, removeOutliers, summarise } from './stats.js'

/**
 * How the harness measures: with a reference render beside each run (2). A baseline
 * measured another way (1: no reference) cannot be compared with this one.
 */
const MEASURING_METHOD = 2

interface Baseline {
  key: string
  strategy: 'client' | 'server'
  method: number
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
 * significantly so, in the first batch and again when re-measured (see profile.ts), after
 * both are calibrated by the reference render. A baseline from another React, machine
 * class or Node major is reported as not comparable and left as it is. With no
 * baseline, or FLAWLESS_UPDATE_BASELINE=1, this run becomes the baseline.
 */
export function expectWithinBaseline(result: ProfileResult): void {
  const folder = getPerfFolder()
  const commits = mostCommon(result.commits)
  const environment = describeEnvironment()
  const file = getBaselineFile(folder, result.key)
  const record = (verdict: Verdict, details: Record<string, unknown> = {}): void =>
    recordResult(folder, result, commits, verdict, details)
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
  const before = { cpu: baseline.cpu, reference: baseline.reference }
  const first = judgeBatch(before, result)
  // Machine load alone must not fail a run: a first batch that looks slower counts only if its re-measure agrees.
  const final = first.slower && result.remeasure ? judgeBatch(before, result.remeasure) : first
  const slower = first.slower && final.slower
  record(slower ? 'slower' : 'within baseline', describeJudgement(final, result.remeasure !== null))
  if (slower) {
    const change = `+${(final.change * 100).toFixed(0)}%, p = ${final.p.toExponential(1)}`
    throw new Error(
      `${result.key} renders in ${final.calibrated.toFixed(2)} ms of CPU time ` +
        `(median of ${result.cpu.length} runs, ${result.remeasure ? 'confirmed by a second batch' : 'one batch'}), ` +
        `up from ${final.baseline.toFixed(2)} ms: ${change}. ` +
        'Find what made it slower, or accept it with FLAWLESS_UPDATE_BASELINE=1.',
    )
  }
}

/**
 * Whether a first batch looks slower than its comparable baseline, so profile.ts
 * measures again before anything is reported. False when there is nothing to compare.
 */
export function isSuspect(key: string, batch: Batch): boolean {
  const folder = process.env.FLAWLESS_PERF_DIR
  if (!folder || process.env.FLAWLESS_UPDATE_BASELINE === '1') return false
  const baseline = readBaseline(getBaselineFile(folder, key))
  if (baseline === null || findBaselineIncomparability(baseline, describeEnvironment()) !== null) return false
  return judgeBatch({ cpu: baseline.cpu, reference: baseline.reference }, batch).slower
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
    return 'the baseline was measured by an earlier harness, without a reference render beside it'
  return findIncomparability(baseline.environment, environment)
}

function writeBaseline(file: string, result: ProfileResult, commits: number, environment: MeasuringEnvironment): void {
  const samples = removeOutliers(result.durations)
  const baseline: Baseline = {
    key: result.key,
    strategy: result.strategy,
    method: MEASURING_METHOD,
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
    baseline_median: round(judgement.baseline),
    calibrated_median: round(judgement.calibrated),
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
    ...(result.remeasure
      ? {
          remeasure: {
            samples: result.remeasure.durations.map(round),
            cpu: result.remeasure.cpu.map(round),
            reference: result.remeasure.reference.map(round),
          },
        }
      : {}),
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
