/**
 * A native module that is not there, as jest-expo's mocks answer for it: any method is a function that does nothing
 * (a promise of nothing where the name ends in Async, as the JS side awaits those; an inert object when constructed,
 * as a native class is). A package that asks for its native half at import (requireNativeModule, TurboModuleRegistry) loads and
 * renders; what it would have done on a device does not happen.
 */
/** A method, or a native class (expo-sqlite's `new NativeDatabase(…)`), which makes an inert object when constructed. */
function createInertMethod(name: string, async: boolean): (...args: unknown[]) => unknown {
  return function inert(this: unknown) {
    if (new.target !== undefined) return createInertNativeModule(name)
    return async ? Promise.resolve(undefined) : undefined
  }
}

function createInertNativeModule(name: string): Record<string, unknown> {
  const methods = new Map<string | symbol, unknown>()
  return new Proxy({} as Record<string | symbol, unknown>, {
    get(target, property) {
      if (property in target) return target[property]
      if (property === 'then' || typeof property === 'symbol') return undefined
      if (property === 'name' || property === 'moduleName') return name
      if (!methods.has(property))
        methods.set(property, createInertMethod(`${name}.${property}`, property.endsWith('Async')))
      return methods.get(property)
    },
  })
}

export = { createInertNativeModule }
