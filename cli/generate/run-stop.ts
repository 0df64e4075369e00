import { constants } from 'node:os'
import { interceptStops, stopStarted } from '../parent-watch.js'

/** What stopped a run before it finished: a signal, or `--timeout`. */
export type StopReason = NodeJS.Signals | 'timeout'

/**
 * A run's way to end early and still report: the first SIGINT, SIGTERM, SIGHUP or SIGQUIT, or its `--timeout`,
 * kills every process the run started, and goes on killing what it starts until the run lets go (a task that had
 * a next step does not get to take it), while the run finishes with what it has. `signal` aborts at that moment.
 */
export class RunStop {
  reason: StopReason | null = null
  private readonly controller = new AbortController()
  private readonly releaseSignals: () => void
  private timer: NodeJS.Timeout | null = null
  private sweeper: NodeJS.Timeout | null = null

  constructor(timeoutMinutes?: number) {
    this.releaseSignals = interceptStops((signal) => this.stop(signal))
    if (timeoutMinutes !== undefined) {
      this.timer = setTimeout(() => {
        stopStarted()
        this.stop('timeout')
      }, timeoutMinutes * 60_000)
      this.timer.unref()
    }
  }

  get signal(): AbortSignal {
    return this.controller.signal
  }

  /** Ends the watch: from here a signal ends the process as usual. */
  release(): void {
    this.releaseSignals()
    if (this.timer) clearTimeout(this.timer)
    if (this.sweeper) clearInterval(this.sweeper)
  }

  private stop(reason: StopReason): void {
    if (this.reason !== null) return
    this.reason = reason
    this.controller.abort()
    this.sweeper = setInterval(stopStarted, SWEEP_MS)
  }
}

// Often enough that a process a task started after the stop dies before it does much.
const SWEEP_MS = 200

/**
 * The exit code of a run stopped early: 124 for `--timeout`, as GNU timeout exits; 128 plus the signal's number for
 * a signal (130 for SIGINT, 143 for SIGTERM), as a shell reports a process the signal ended. Never 0.
 */
export function stoppedExitCode(reason: StopReason): number {
  if (reason === 'timeout') return 124
  return 128 + (constants.signals[reason] ?? 15)
}

/** How the document names what stopped the run. */
export function describeStop(reason: StopReason, timeoutMinutes?: number): string {
  return reason === 'timeout' ? `--timeout ${timeoutMinutes} min` : reason
}
