/**
 * flawless-react/harness: what generated suites call. Kept small and readable, since a
 * person adopting a suite reads it.
 */
export { expectWithinBaseline } from './baseline.js'
export { expectNoLeak } from './heap.js'
export { expectLoadWithin, loadRoute } from './load.js'
export type { LoadPipeOptions, LoadResult } from './load.js'
export { profileClient, profileServer } from './profile.js'
export type { ProfileResult } from './measurement.js'
export { stubRequests } from './requests.js'
export { atRoute } from './route-state.js'
export type { RequestStub } from './requests.js'
