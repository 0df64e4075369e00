/** The globals animation frames are asked for through. */
interface FrameScope {
  requestAnimationFrame?: (callback: (time: number) => void) => number
  cancelAnimationFrame?: (handle: number) => void
}

/**
 * Animation frames run as tasks, each on the next turn of the event loop. jsdom runs frame
 * callbacks on a 60 Hz clock of its own, so whether one landed inside a run's settling (three
 * turns, a few milliseconds) depended on where the run fell between two frames: Base UI's open
 * menu committed 6 times in some runs and 7 in others, and a second run of unchanged code failed
 * on "commits changed" for 7 of a TanStack Router dashboard's 237 suites. As a task, a frame asked
 * for while rendering runs in the next settling turn, in every run; a loop of frames runs one a
 * turn until it is cancelled. The handle is a number, as a browser's is.
 */
export function runFramesAsTasks(scope: FrameScope): void {
  scope.requestAnimationFrame = (callback) => Number(setTimeout(() => callback(performance.now()), 0))
  scope.cancelAnimationFrame = (handle) => clearTimeout(handle)
}
