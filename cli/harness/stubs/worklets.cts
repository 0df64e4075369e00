/**
 * react-native-worklets (what reanimated 4 runs its worklets on), loaded with `__DEV__` false: in development its
 * first import checks that the Babel plugin made a test function a worklet and throws "Failed to create a worklet"
 * where none did, and a run compiles React Native's packages without that plugin, as reanimated's mock runs their
 * hooks without it. The check is made once, at that import: `__DEV__` is true again for everything after.
 */
const scope = globalThis as { __DEV__?: boolean }
const development = scope.__DEV__
scope.__DEV__ = false
let worklets: unknown
try {
  // Resolved by the run (harness/native-web.ts) to the package itself, not to this file.
  worklets = require('react-native-worklets')
} finally {
  scope.__DEV__ = development
}

export = worklets
