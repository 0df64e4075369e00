/**
 * What an Expo app's web bundle has before its first module runs (jest-expo's web setup sets the same): `__DEV__`,
 * and `process.env.EXPO_OS`, which babel-preset-expo inlines and the packages Node loads read at run time.
 */
const globals = globalThis as { __DEV__?: boolean }
globals.__DEV__ = true
process.env.EXPO_OS = 'web'
