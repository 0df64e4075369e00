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
  /**
   * A server page whose render calls Next's `redirect()` or `notFound()` answers with a
   * redirect or a 404, not HTML: what it answered, where it did (`text` and `html` are then empty).
   */
  navigation?: Navigation
}

export type Navigation = { kind: 'redirect'; url: string } | { kind: 'not-found' }
