import { mannWhitneySlowerP, median, removeOutliers } from './stats.js'

/** A slowdown counts only when it is this much slower in relative terms… */
export const RELATIVE_FLOOR = 0.2
/** …and in milliseconds (sub-millisecond jitter is not a regression)… */
export const ABSOLUTE_FLOOR_MS = 1
/** …and unlikely to be chance. */
export const SIGNIFICANCE = 0.01

/** What the gate judges of a batch of runs: the component's CPU times, and the reference render's, taken in turn. */
export interface Batch {
  cpu: number[]
  reference: number[]
}

export interface Judgement {
  slower: boolean
  /** What of each batch is compared: its median, outliers removed. */
  statistic: 'median'
  /** The batch's median, as measured. */
  median: number
  /** The batch's median on the baseline's machine: divided by how much slower the reference rendered, if it did. */
  calibrated: number
  baseline: number
  /** calibrated / baseline − 1. */
  change: number
  p: number
  /**
   * How much slower the reference rendered than when the baseline was taken: the
   * machine's load, not the code's. Below 1 when the baseline was taken in a slower
   * stretch than this batch.
   */
  load: number
}

/**
 * Is this batch slower than the baseline? Both are measured beside the same reference
 * render, so when the reference ran slower now than beside the baseline (a loaded
 * machine slows both), each time is first divided by how much slower; then the medians
 * are compared: slower beyond both floors, and by a rank test, since a preempted run
 * makes a long tail that a mean would follow.
 *
 * The reference only ever excuses. When it ran faster now than beside the baseline, the
 * baseline was taken in a slow stretch, and the times are compared as measured: a slow
 * stretch does not slow every render in proportion, so scaling this batch up by it
 * accuses code that did not change. On vite-shop one baseline process ran the reference
 * at 3.95 ms where others ran it at 1.8–2.1 ms, and HomePage at 6.7 ms where later runs
 * measured 4.0–4.6 ms: scaled up by the reference, HomePage read +30 to +41 % and failed
 * two unchanged runs in three; as measured it is 30 % faster than its baseline.
 *
 * How much slower the reference ran is read from its fastest run in each batch, not its
 * median: a garbage collection landing in a run of a few milliseconds doubles or triples
 * its CPU time, and when it lands in several runs of one batch the median follows.
 */
export function judgeBatch(baseline: Batch, batch: Batch): Judgement {
  const load = Math.min(...batch.reference) / Math.min(...baseline.reference)
  const excused = Math.max(1, load)
  const before = removeOutliers(baseline.cpu)
  const now = removeOutliers(batch.cpu).map((cpu) => cpu / excused)
  const baselineMedian = median(before)
  const calibrated = median(now)
  const slowerBy = calibrated - baselineMedian
  const p = mannWhitneySlowerP(before, now)
  return {
    slower: slowerBy > ABSOLUTE_FLOOR_MS && slowerBy > baselineMedian * RELATIVE_FLOOR && p < SIGNIFICANCE,
    statistic: 'median',
    median: median(batch.cpu),
    calibrated,
    baseline: baselineMedian,
    change: calibrated / baselineMedian - 1,
    p,
    load,
  }
}
