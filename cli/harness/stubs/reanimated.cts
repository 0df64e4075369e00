/**
 * react-native-reanimated as its own mock (`react-native-reanimated/mock`, what its docs give jest) over the real
 * module: the mock's hooks and animations run without the Babel plugin the real ones need for their worklets
 * (useAnimatedStyle throws "used without a dependency array or Babel plugin" otherwise), and what the mock leaves
 * out is the real module's, which loads on the web. makeMutable is always the real one, a plain JS value on the
 * web: 3.x's mock has none (victory-native calls it), and 4.x's returns its argument, not a shared value
 * (@gorhom/bottom-sheet 5 calls `.get()` on it).
 */
// Resolved by the run (harness/native-web.ts) to the package itself, not to this file.
const real = require('react-native-reanimated') as Record<string, unknown>
const mock = require('react-native-reanimated/mock') as Record<string, unknown>

const makeMutable = real.makeMutable ?? mock.makeMutable
const defaults = { ...(real.default as object), ...(mock.default as object), makeMutable }

export = { ...real, ...mock, makeMutable, default: defaults }
