import inert = require('../inert-native-module.cjs')

// Resolved by the run (harness/native-web.ts) to react-native-web's CommonJS build.
const web = require('react-native-web') as Record<string, unknown>

/**
 * react-native, as react-native-web gives it, with the native layer's entry points react-native-web leaves out:
 * TurboModuleRegistry, which a package's spec file calls at import (react-native-screens' NativeScreensModule), and
 * requireNativeComponent, each answered inertly.
 */
const TurboModuleRegistry = {
  get: (name: string) => inert.createInertNativeModule(name),
  getEnforcing: (name: string) => inert.createInertNativeModule(name),
}

function requireNativeComponent(name: string): unknown {
  return web.View ?? name
}

export = { ...web, TurboModuleRegistry, requireNativeComponent }
