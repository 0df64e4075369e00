/**
 * react-native-reanimated as its own mock (`react-native-reanimated/mock`, what its docs give jest) over the real
 * module: the mock's hooks and animations run without the Babel plugin the real ones need for their worklets
 * (useAnimatedStyle throws "used without a dependency array or Babel plugin" otherwise), and what the mock leaves
 * out (makeMutable, which victory-native calls) is the real module's, which loads on the web.
 */
// Resolved by the run (harness/native-web.ts) to the package itself, not to this file.
const real = require('react-native-reanimated') as Record<string, unknown>
const mock = require('react-native-reanimated/mock') as Record<string, unknown>

const defaults = { ...(real.default as object), ...(mock.default as object) }

export = { ...real, ...mock, default: defaults }
