import inert = require('../inert-native-module.cjs')

/**
 * expo-modules-core's requireNativeModule on the web, which throws for every module (a web build has no native
 * half): a module the app's packages ask for at import is inert instead, as jest-expo mocks it. The optional form
 * keeps its answer, null, which its callers check.
 */
function requireNativeModule(name: string): Record<string, unknown> {
  return inert.createInertNativeModule(name)
}

function requireOptionalNativeModule(): null {
  return null
}

export = { requireNativeModule, requireOptionalNativeModule }
