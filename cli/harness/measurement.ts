import type { Batch } from './gate.js'

/**
 * One batch of measured runs. Per run: the component's render time as React.Profiler
 * reports it (actualDuration, wall-clock), its commits, and the CPU time the process
 * spent mounting it and letting it settle; and the reference render's CPU time.
 */
export interface MeasuredBatch extends Batch {
  durations: number[]
  commits: number[]
}

/** What a profiled render measured, per measured run. */
export interface ProfileResult extends MeasuredBatch {
  key: string
  strategy: 'client' | 'server'
  warmup: number
  /** The last run's output, for the suite's own assertions. */
  text: string
  html: string
}
