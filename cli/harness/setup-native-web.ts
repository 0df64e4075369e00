/**
 * What an Expo app's web bundle has before its first module runs (jest-expo's web setup sets the same): `__DEV__`,
 * `process.env.EXPO_OS`, which babel-preset-expo inlines and the packages Node loads read at run time, and
 * `globalThis.expo`.
 */
import { createRequire } from 'node:module'
import * as path from 'node:path'

const globals = globalThis as { __DEV__?: boolean; expo?: unknown }
globals.__DEV__ = true
process.env.EXPO_OS = 'web'

// globalThis.expo, which Expo's web entry installs before the app's modules run: a package's web build reads it at
// import (expo-video's `class VideoPlayer extends globalThis.expo.SharedObject`) before anything has loaded
// expo-modules-core. Loaded through the run's resolver (its web half), from the project or from expo beside it.
if (globals.expo === undefined) {
  const fromRoot = createRequire(path.join(process.cwd(), 'package.json'))
  for (const load of [
    () => fromRoot('expo-modules-core'),
    () => createRequire(fromRoot.resolve('expo/package.json'))('expo-modules-core'),
  ]) {
    try {
      load()
      break
    } catch {
      // Not installed there (an app without expo, pnpm's store without it hoisted): the next place, or none.
    }
  }
}
