import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import type { ProfileResult } from './profile.js'
import { type Summary, removeOutliers, summarise, welchSlowerP } from './stats.js'

/** A slowdown counts only when it is this much slower in relative terms… */
export const RELATIVE_FLOOR = 0.2
/** …and in milliseconds (sub-millisecond jitter is not a regression)… */
export const ABSOLUTE_FLOOR_MS = 1
/** …and unlikely to be chance. */
export const SIGNIFICANCE = 0.01

interface Baseline {
  key: string
  strategy: 'client' | 'server'
  samples: number[]
  summary: Summary
  /** Commits per render: gated exactly. */
  commits: number
}

/**
 * Records the run's statistics as a JSON line, then compares it with the component's
 * baseline (reassure's method: samples, not a single number): commit counts must match
 * exactly; time fails only when slower beyond both floors and significantly so. With no
 * baseline, or FLAWLESS_UPDATE_BASELINE=1, this run becomes the baseline.
 */
export function expectWithinBaseline(result: ProfileResult): void {
  const folder = process.env.FLAWLESS_PERF_DIR
  if (!folder)
    throw new Error('FLAWLESS_PERF_DIR is not set: run the suites with "flawless-react test", which sets it.')
  const samples = removeOutliers(result.durations)
  const summary = summarise(samples)
  const commits = mostCommon(result.commits)
  mkdirSync(path.join(folder, 'baselines'), { recursive: true })
  const line = {
    key: result.key,
    strategy: result.strategy,
    at: new Date().toISOString(),
    ...round(summary),
    outliers: result.durations.length - samples.length,
    commits,
  }
  appendFileSync(path.join(folder, 'results.jsonl'), `${JSON.stringify(line)}\n`)
  const file = path.join(folder, 'baselines', `${result.key.replace(/[^\w.-]+/g, '_')}.json`)
  if (!existsSync(file) || process.env.FLAWLESS_UPDATE_BASELINE === '1') {
    const baseline: Baseline = { key: result.key, strategy: result.strategy, samples, summary, commits }
    writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`)
    return
  }
  const baseline = JSON.parse(readFileSync(file, 'utf8')) as Baseline
  if (commits !== baseline.commits) {
    throw new Error(
      `${result.key} commits ${commits} time${commits === 1 ? '' : 's'} per render; ` +
        `its baseline commits ${baseline.commits}. ` +
        'A change in commits is a change in behaviour: fix it, or accept it with FLAWLESS_UPDATE_BASELINE=1.',
    )
  }
  const slower = summary.mean - baseline.summary.mean
  const p = welchSlowerP(baseline.summary, summary)
  if (slower > ABSOLUTE_FLOOR_MS && slower > baseline.summary.mean * RELATIVE_FLOOR && p < SIGNIFICANCE) {
    const change = `+${((slower / baseline.summary.mean) * 100).toFixed(0)}%, p = ${p.toExponential(1)}`
    throw new Error(
      `${result.key} renders in ${describeSummary(summary)}, ` +
        `up from ${describeSummary(baseline.summary)}: ${change}. ` +
        'Find what made it slower, or accept it with FLAWLESS_UPDATE_BASELINE=1.',
    )
  }
}

function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0
}

function round(summary: Summary): Summary {
  return {
    n: summary.n,
    mean: +summary.mean.toFixed(4),
    sd: +summary.sd.toFixed(4),
    median: +summary.median.toFixed(4),
  }
}

function describeSummary(summary: Summary): string {
  return `${summary.mean.toFixed(2)} ms (sd ${summary.sd.toFixed(2)}, n ${summary.n})`
}
