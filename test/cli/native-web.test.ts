import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findReactNativePackages } from '../../cli/generate/native-web.js'
import { createNativeWebResolver, isReactNativePackage, needsCompiling } from '../../cli/harness/native-web.js'
import { REPO } from '../helpers/cli.js'
import { writeProject } from '../helpers/temp-project.js'

/**
 * Packages shaped as React Native's ship theirs, in a project's node_modules: what Node's require cannot run as it
 * is, and what the web bundler resolves otherwise than Node.
 */
const manifest = (name: string, fields: Record<string, unknown> = {}) => JSON.stringify({ name, ...fields })
const project = () =>
  writeProject({
    'package.json': manifest('app', {
      dependencies: { 'expo-thing': '1.0.0', '@clerk/clerk-expo': '1.0.0', 'left-alone': '1.0.0', redux: '1.0.0' },
    }),
    // expo's build/: ES module syntax in `.js` files of a package with no "type", a `.web` variant, an asset.
    'node_modules/expo-thing/package.json': manifest('expo-thing', { main: 'build/index.js' }),
    'node_modules/expo-thing/build/index.js':
      "import { platform } from './platform'\nimport { View } from 'react-native'\n" +
      "export const answer = platform\nexport const icon = require('./icon.png')\nexport { View }\n",
    'node_modules/expo-thing/build/platform.js': "export const platform = 'native'\n",
    'node_modules/expo-thing/build/platform.web.js': "export const platform = 'web'\n",
    'node_modules/expo-thing/build/icon.png': '\x89PNG',
    // JSX in a CommonJS build (expo-router's).
    'node_modules/expo-thing/build/Stack.js':
      "'use strict'\nconst Nav = 'nav'\n" +
      'exports.Stack = function Stack() {\n  return (\n    // a comment\n    <Nav id="stack" />)\n}\n',
    'node_modules/react/package.json': manifest('react'),
    'node_modules/react/jsx-runtime.js': 'exports.jsx = (type, props) => ({ type, props })\n',
    // Flow (@react-native/assets-registry).
    'node_modules/@react-native/assets-registry/package.json': manifest('@react-native/assets-registry'),
    'node_modules/@react-native/assets-registry/registry.js':
      "/**\n * @flow strict\n */\n'use strict'\nexport type Asset = { +name: string, ... }\n" +
      'const assets: Array<Asset> = []\nfunction registerAsset(asset: Asset): number {\n' +
      '  return assets.push(asset)\n}\nmodule.exports = { registerAsset }\n',
    // Depends on the world without a name in it.
    'node_modules/@clerk/clerk-expo/package.json': manifest('@clerk/clerk-expo', {
      dependencies: { 'expo-thing': '1.0.0' },
    }),
    // Peers on react-native only optionally (@shopify/react-native-skia does too): of the world, left as it is when
    // Node runs it.
    'node_modules/redux/package.json': manifest('redux', {
      peerDependencies: { 'react-native': '*' },
      peerDependenciesMeta: { 'react-native': { optional: true } },
    }),
    'node_modules/fontfaceobserver/package.json': manifest('fontfaceobserver', { main: 'index.js' }),
    'node_modules/fontfaceobserver/index.js': 'module.exports = class { load() { return new Promise(() => {}) } }\n',
    // The native layer: expo-modules-core's web requireNativeModule throws; a spec asks TurboModuleRegistry.
    'node_modules/expo-modules-core/package.json': manifest('expo-modules-core', { main: 'build/index.js' }),
    'node_modules/expo-modules-core/build/index.js': "export * from './requireNativeModule'\n",
    'node_modules/expo-modules-core/build/requireNativeModule.js': 'export function requireNativeModule() {}\n',
    'node_modules/expo-modules-core/build/requireNativeModule.web.js':
      'export function requireNativeModule(name) {\n  throw new Error(`Cannot find native module ${name}`)\n}\n',
    'node_modules/react-native-haptics/package.json': manifest('react-native-haptics', { main: 'index.js' }),
    'node_modules/react-native-haptics/index.js':
      "module.exports = require('react-native').TurboModuleRegistry.getEnforcing('Haptics')\n",
    'test/stubs/mmkv.ts':
      "import { View } from 'react-native'\n\nexport const storage = {\n" +
      '  getString: (key: string): string => `stored ${key}`,\n  view: View,\n}\n',
    // A "type": "module" build that imports without an extension (@react-navigation/native 7's lib/module), and
    // one that writes CommonJS in that scope (uniwind): Node's ES module loader refuses both, Metro takes them.
    'node_modules/react-native-modular/package.json': manifest('react-native-modular', {
      type: 'module',
      main: 'lib/index.js',
    }),
    'node_modules/react-native-modular/lib/index.js': "export { back } from './useBackButton'\n",
    'node_modules/react-native-modular/lib/useBackButton.js': "export const back = 'back'\n",
    'node_modules/react-native-modular/lib/legacy.js': "exports.legacy = 'legacy'\n",
    // reanimated 4's worklets, which check for their Babel plugin at import in development.
    'node_modules/react-native-worklets/package.json': manifest('react-native-worklets', { main: 'index.js' }),
    'node_modules/react-native-worklets/index.js':
      "if (__DEV__) throw new Error('[Worklets] Failed to create a worklet.')\nexports.worklets = 'loaded'\n",
    // React Navigation 7's theme, which core's useTheme requires of a NavigationContainer.
    'node_modules/@react-navigation/core/package.json': manifest('@react-navigation/core', {
      main: 'lib/module/index.js',
    }),
    'node_modules/@react-navigation/core/lib/module/theming/ThemeContext.js':
      "import * as React from 'react'\nexport const ThemeContext = React.createContext(undefined)\n",
    'node_modules/@react-navigation/core/lib/module/theming/useTheme.js':
      "import { ThemeContext } from './ThemeContext.js'\nexport const readTheme = () => ThemeContext._currentValue\n",
    // A web half that names react-native-web itself (expo-image's).
    'node_modules/expo-thing/build/image.web.js': "export { View as Image } from 'react-native-web'\n",
    'node_modules/expo-thing/build/image.js': "export const Image = 'native'\n",
    'node_modules/left-alone/package.json': manifest('left-alone', { main: 'index.js' }),
    'node_modules/left-alone/index.js': "export const untouched = 'yes'\n",
    'node_modules/react-native-web/package.json': manifest('react-native-web', { main: 'dist/cjs/index.js' }),
    'node_modules/react-native-web/dist/cjs/index.js': "exports.View = 'rnw-view'\n",
    'node_modules/react-native-web/dist/cjs/exports/createElement/index.js': "exports.default = 'rnw-create'\n",
    'node_modules/react-native-web/dist/cjs/modules/TextInputState/index.js': "exports.focusInput = 'rnw-focus'\n",
    // React Native's own module by path (@stripe/stripe-react-native's), whose native Platform has no web file.
    'node_modules/react-native/package.json': manifest('react-native'),
    'node_modules/react-native/Libraries/Components/TextInput/TextInputState.js':
      "module.exports = require('../../Utilities/Platform')\n",
  })

const settingsFor = (root: string) => ({
  root,
  reactNativeWeb: path.join(root, 'node_modules/react-native-web/dist/cjs/index.js'),
  packages: findReactNativePackages(root),
  // The project's own stub of a native module (its config's `stubs`), written in TypeScript.
  stubs: { 'react-native-mmkv': path.join(root, 'test/stubs/mmkv.ts') },
  cache: path.join(root, '.run/native-web'),
})

describe('the React Native world: which packages load as the web bundler loads them', () => {
  it('names jest-expo compiles and their dependents, an optional peer’s too; not react-native-web', () => {
    const root = project()
    expect(findReactNativePackages(root)).toEqual(['@clerk/clerk-expo', 'expo-thing', 'redux'])
    for (const name of ['expo', 'expo-font', '@expo/vector-icons', '@react-navigation/native', 'react-native-svg'])
      expect(isReactNativePackage(name), name).toBe(true)
    for (const name of ['react-native-web', 'react', 'expose', '@expo-not/x', 'redux', 'react-nativex'])
      expect(isReactNativePackage(name), name).toBe(false)
  })

  it('decides what Node cannot run: ES module syntax, Flow, JSX in a .js; plain CommonJS is left', () => {
    const root = project()
    const read = (file: string) => readFileSync(path.join(root, 'node_modules', file), 'utf8')
    const needs = (file: string) => needsCompiling(path.join(root, 'node_modules', file), read(file))
    expect(needs('expo-thing/build/index.js')).toEqual({ flow: false })
    expect(needs('expo-thing/build/Stack.js')).toEqual({ flow: false })
    expect(needs('@react-native/assets-registry/registry.js')).toEqual({ flow: true })
    expect(needs('react-native-web/dist/cjs/index.js')).toBeNull()
  })
})

describe('createNativeWebResolver: a require answered as Expo’s web bundler answers it', () => {
  it('react-native is react-native-web, its ES paths their CommonJS twins; .web first; copies compiled', () => {
    const root = project()
    const settings = settingsFor(root)
    const resolver = createNativeWebResolver(settings)
    const nodeResolve = (request: string, from: string | null) =>
      createRequire(from ?? path.join(root, 'package.json')).resolve(request)
    const app = path.join(root, 'app/index.tsx')
    // react-native-web with the native layer's entry points, which gets react-native-web from the run.
    const shim = resolver.resolve('react-native', app, nodeResolve)
    expect(shim).toMatch(/[\\/]harness[\\/]stubs[\\/]react-native\.cjs$/)
    expect(resolver.resolve('react-native-web', shim, nodeResolve)).toBe(settings.reactNativeWeb)
    expect(resolver.resolve('react-native-web/dist/exports/createElement', app, nodeResolve)).toBe(
      path.join(root, 'node_modules/react-native-web/dist/cjs/exports/createElement/index.js'),
    )
    const entry = resolver.resolve('expo-thing', app, nodeResolve)
    expect(entry).toBe(`${path.join(settings.cache, root, 'node_modules/expo-thing/build/index.js')}.js`)
    expect(resolver.originalOf(entry)).toBe(path.join(root, 'node_modules/expo-thing/build/index.js'))
    // From the copy, as from its original: the web variant.
    expect(resolver.resolve('./platform', entry, nodeResolve)).toBe(
      `${path.join(settings.cache, root, 'node_modules/expo-thing/build/platform.web.js')}.js`,
    )
    // A package's web half naming react-native-web gets the run's too.
    const image = resolver.resolve('./image', entry, nodeResolve)
    expect(resolver.resolve('react-native-web', image, nodeResolve)).toBe(settings.reactNativeWeb)
    // A package outside the world is Node's, as it ships.
    expect(resolver.resolve('left-alone', app, nodeResolve)).toBe(path.join(root, 'node_modules/left-alone/index.js'))
  })

  it('where the project has no react-native-web, every request of it, by name or path, is the run’s', () => {
    const root = project()
    const lent = path.join(REPO, 'node_modules/react-native-web')
    const settings = { ...settingsFor(root), reactNativeWeb: path.join(lent, 'dist/cjs/index.js') }
    const resolver = createNativeWebResolver(settings)
    const nodeResolve = (request: string, from: string | null) =>
      createRequire(from ?? path.join(root, 'package.json')).resolve(request)
    const image = resolver.resolve('expo-thing/build/image', path.join(root, 'app/index.tsx'), nodeResolve)
    expect(resolver.resolve('react-native-web', image, nodeResolve)).toBe(settings.reactNativeWeb)
    expect(resolver.resolve('react-native-web/dist/exports/StyleSheet', image, nodeResolve)).toBe(
      path.join(lent, 'dist/cjs/exports/StyleSheet/index.js'),
    )
  })

  it('in a worker: the chain requires, the web variant, the asset as its path, Flow and JSX compiled', () => {
    const root = project()
    const settings = settingsFor(root)
    const script =
      "const thing = require('expo-thing'); const { Stack } = require('expo-thing/build/Stack');" +
      "const { registerAsset } = require('@react-native/assets-registry/registry');" +
      "const FontFaceObserver = require('fontfaceobserver');" +
      "const camera = require('expo-modules-core').requireNativeModule('ExpoCamera');" +
      "const haptics = require('react-native-haptics');" +
      "const { storage } = require('react-native-mmkv');" +
      "const modular = [require('react-native-modular').back, require('react-native-modular/lib/legacy.js').legacy];" +
      "const Database = camera.NativeDatabase; const database = new Database('app.db');" +
      "const { PlatformColor, DynamicColorIOS, findNodeHandle } = require('react-native');" +
      'globalThis.__DEV__ = true; const { worklets } = require("react-native-worklets");' +
      "const theme = require('@react-navigation/core/lib/module/theming/ThemeContext.js').ThemeContext._currentValue;" +
      "const { readTheme } = require('@react-navigation/core/lib/module/theming/useTheme.js');" +
      "const { focusInput } = require('react-native/Libraries/Components/TextInput/TextInputState');" +
      "const { UIManager, NativeModules } = require('react-native'); const devtools = require('expo/devtools');" +
      'new FontFaceObserver("Inter").load().then((font) => console.log(JSON.stringify({ answer: thing.answer,' +
      ' icon: thing.icon, view: thing.View, stack: Stack().type, registered: registerAsset({ name: "a" }),' +
      ' font: font.family, camera: [camera.getConstants(), typeof camera.takePictureAsync().then],' +
      ' haptics: haptics.impact() ?? null, stored: [storage.getString("a"), storage.view], modular,' +
      ' database: typeof database.execAsync,' +
      ' colors: [PlatformColor("systemBlue"), DynamicColorIOS({ light: "#fff", dark: "#000" })],' +
      ' worklets: [worklets, __DEV__], theme: [theme.colors.primary, readTheme() === theme],' +
      ' handles: [findNodeHandle(null), findNodeHandle(7), findNodeHandle({})], focusInput,' +
      ' managers: [UIManager.hasViewManagerConfig("AIRMap"), UIManager.getViewManagerConfig("AIRMap")],' +
      ' devtools: devtools.useDevToolsPluginClient("react-query"),' +
      ' devLauncher: NativeModules?.EXDevLauncher ?? null })))'
    const run = spawnSync(
      process.execPath,
      ['--import', path.join(REPO, 'dist/cli/harness/worker-resolve.js'), '-e', script],
      { cwd: root, encoding: 'utf8', env: { ...process.env, FLAWLESS_NATIVE_WEB: JSON.stringify(settings) } },
    )
    expect(run.stderr).toBe('')
    expect(JSON.parse(run.stdout)).toEqual({
      answer: 'web',
      icon: path.join(root, 'node_modules/expo-thing/build/icon.png'),
      view: 'rnw-view',
      stack: 'nav',
      registered: 1,
      // Loaded at once: jsdom lays out no font, and the real observer waits 6 s to reject.
      font: 'Inter',
      // A native module asked for at import is inert: a no-op, a promise of nothing for an Async method.
      camera: [null, 'function'],
      haptics: null,
      // The project's stub, compiled, its own imports resolved from where it is.
      stored: ['stored a', 'rnw-view'],
      modular: ['back', 'legacy'],
      // A native class (expo-sqlite's NativeDatabase) constructs an inert object.
      database: 'function',
      // iOS's named colours, which react-native-web leaves out: the colour of the text around.
      colors: ['currentcolor', '#fff'],
      // Loaded past their development check for a Babel plugin, which is on again after.
      worklets: ['loaded', true],
      // React Navigation's light theme where no container gives one, the same context from a sibling's import.
      theme: ['rgb(0, 122, 255)', true],
      // react-native-web 0.19's findNodeHandle, which 0.20 made throw.
      handles: [null, 7, null],
      // React Native's module by path is react-native-web's of that name.
      focusInput: 'rnw-focus',
      // No native view manager is installed.
      managers: [false, null],
      // No dev tools client, whose WebSocket would fail after the render.
      devtools: null,
      // NativeModules is react-native-web's, holding no module a device links: expo-constants probes it at import.
      devLauncher: null,
    })
    // Without the resolver, Node stops on the first of them.
    const plain = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' })
    expect(plain.status).not.toBe(0)
  })
})
