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
  /** The batch's median, as measured. */
  median: number
  /** The batch's median on the baseline's machine: divided by how much slower the reference rendered. */
  calibrated: number
  baseline: number
  /** calibrated / baseline − 1. */
  change: number
  p: number
  /** How much slower the reference rendered than when the baseline was taken: the machine's load, not the code's. */
  load: number
}

/**
 * Is this batch slower than the baseline? Both are measured beside the same reference
 * render, so each time is first divided by how much slower the reference ran now (a
 * loaded machine slows both), then the medians are compared: slower beyond both floors,
 * and by a rank test, since a preempted run makes a long tail that a mean would follow.
 *
 * How much slower the reference ran is read from its fastest run in each batch, not its
 * median: a garbage collection landing in a run of a few milliseconds doubles or triples
 * its CPU time, and when it lands in several runs of one batch the median follows. On
 * bulletproof-react under load (88 batches against their baselines), the reference's
 * median moved ×0.53 to ×2.62, its fastest run ×0.77 to ×1.21; divided by the median, an
 * unchanged LoginRoute read +151% and failed the run, divided by the fastest run +25%,
 * p = 0.011, and passed.
 */
export function judgeBatch(baseline: Batch, batch: Batch): Judgement {
  const load = Math.min(...batch.reference) / Math.min(...baseline.reference)
  const before = removeOutliers(baseline.cpu)
  const now = removeOutliers(batch.cpu).map((cpu) => cpu / load)
  const baselineMedian = median(before)
  const calibrated = median(now)
  const slowerBy = calibrated - baselineMedian
  const p = mannWhitneySlowerP(before, now)
  return {
    slower: slowerBy > ABSOLUTE_FLOOR_MS && slowerBy > baselineMedian * RELATIVE_FLOOR && p < SIGNIFICANCE,
    median: median(batch.cpu),
    calibrated,
    baseline: baselineMedian,
    change: calibrated / baselineMedian - 1,
    p,
    load,
  }
}
