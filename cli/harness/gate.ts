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
  /** The batch's fastest run (outliers removed), divided by how much slower the reference rendered, if it did. */
  calibrated: number
  /** The baseline's fastest run, outliers removed. */
  baseline: number
  /** calibrated / baseline − 1: what the floors judge. */
  change: number
  p: number
  /**
   * How much slower the reference rendered than when the baseline was taken: the
   * machine's load, not the code's. Below 1 when the baseline was taken in a slower
   * stretch than this batch.
   */
  load: number
  /** The medians, for the record: the batch's divided as its fastest run is, and the baseline's. */
  calibratedMedian: number
  baselineMedian: number
}

/**
 * Is this batch slower than the baseline? Each batch is read from its fastest run:
 * machine load only ever adds time to a run (a core shared with another process, caches
 * it evicted, a collection it triggered), and a regression is more work in every run,
 * so the fastest moves with the code and least with the load. Under load on vite-shop
 * (13 runs), an unchanged HomePage's median rose 23–42 % above its baseline's in four
 * first batches, and stayed 23 % above in one of the four fresh processes that measured
 * it again, which failed the run; in those fresh processes its fastest run was −1 to
 * +18 % off its baseline's. The rank test still weighs every run.
 *
 * Both are measured beside the same reference render, so when the reference ran slower
 * now than beside the baseline (a loaded machine slows both), the times are first
 * divided by how much slower, read from the reference's fastest runs too. The reference
 * only ever excuses: when it ran faster now, the baseline was taken in a slow stretch,
 * and the times are compared as measured — a slow stretch does not slow every render in
 * proportion, so scaling this batch up by it accuses code that did not change. On
 * vite-shop one baseline process ran the reference at 3.95 ms where others ran it at
 * 1.8–2.1 ms, and HomePage at 6.7 ms where later runs measured 4.0–4.6 ms: scaled up by
 * the reference, HomePage read +30 to +41 % and failed two unchanged runs in three.
 *
 * Slower: beyond both floors, and by a one-sided Mann–Whitney test over all the runs.
 */
export function judgeBatch(baseline: Batch, batch: Batch): Judgement {
  const load = Math.min(...batch.reference) / Math.min(...baseline.reference)
  const excused = Math.max(1, load)
  const before = removeOutliers(baseline.cpu)
  const now = removeOutliers(batch.cpu).map((cpu) => cpu / excused)
  const fastestBefore = Math.min(...before)
  const calibrated = Math.min(...now)
  const slowerBy = calibrated - fastestBefore
  const p = mannWhitneySlowerP(before, now)
  return {
    slower: slowerBy > ABSOLUTE_FLOOR_MS && slowerBy > fastestBefore * RELATIVE_FLOOR && p < SIGNIFICANCE,
    calibrated,
    baseline: fastestBefore,
    change: calibrated / fastestBefore - 1,
    p,
    load,
    calibratedMedian: median(now),
    baselineMedian: median(before),
  }
}
