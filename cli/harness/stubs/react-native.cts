import inert = require('../inert-native-module.cjs')

// Resolved by the run (harness/native-web.ts) to react-native-web's CommonJS build.
const web = require('react-native-web') as Record<string, unknown>

/**
 * react-native, as react-native-web gives it, with what it leaves out: the native layer's entry points
 * TurboModuleRegistry, which a package's spec file calls at import (react-native-screens' NativeScreensModule), and
 * requireNativeComponent, each answered inertly; Image.resolveAssetSource, which an app calls on a required image
 * (`Image.resolveAssetSource(require('./welcome.png')).uri`): an asset is its path in this run;
 * PlatformColor and DynamicColorIOS; 0.19's findNodeHandle; and UIManager's view manager lookups.
 */
const TurboModuleRegistry = {
  get: (name: string) => inert.createInertNativeModule(name),
  getEnforcing: (name: string) => inert.createInertNativeModule(name),
}

function requireNativeComponent(name: string): unknown {
  return web.View ?? name
}

/**
 * iOS's and Android's named colours (`PlatformColor('systemBlue')`), which react-native-web leaves out and an app's
 * colour constants call at import: the colour of the text around it, the web's nearest to "the platform's".
 */
const PlatformColor = (..._names: string[]): string => 'currentcolor'
const DynamicColorIOS = ({ light }: { light: string; dark?: string }): string => light

/**
 * react-native-web 0.19's findNodeHandle, which 0.20 made throw: a DOM node is its own handle, a class component's is
 * the node react-dom finds for it. A package built for 0.19 calls it (react-native-gesture-handler 2.16's web
 * handlers) where the project has no react-native-web of its own and the run lends its newer one.
 */
function findNodeHandle(component: unknown): unknown {
  if (component === null || typeof component !== 'object') return component ?? null
  if (typeof Node !== 'undefined' && component instanceof Node) return component
  try {
    const dom = require('react-dom') as { findDOMNode?: (instance: unknown) => unknown }
    return dom.findDOMNode?.(component) ?? null
  } catch {
    return null
  }
}

/**
 * UIManager's view manager lookups, which react-native-web leaves out and a native component package calls at import
 * (react-native-maps asks whether Google Maps' view is installed): no native view manager is.
 */
const UIManager = {
  ...(web.UIManager as object),
  hasViewManagerConfig: (_name: string): boolean => false,
  getViewManagerConfig: (_name: string): null => null,
}

type ImageSource = string | { uri?: string; width?: number; height?: number } | null | undefined

const image = web.Image as { resolveAssetSource?: (source: ImageSource) => unknown } | undefined
if (image)
  image.resolveAssetSource ??= (source: ImageSource) =>
    typeof source === 'string' ? { uri: source, width: 1, height: 1, scale: 1 } : (source ?? null)

export = {
  ...web,
  TurboModuleRegistry,
  requireNativeComponent,
  PlatformColor,
  DynamicColorIOS,
  findNodeHandle,
  UIManager,
}
