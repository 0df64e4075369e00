import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Script } from 'node:vm'
import { findInstalledPackage } from './installed-package.js'
import { isEsModule } from './require-conditions.js'

/**
 * React Native on the web, for what Node loads around vite: the CommonJS builds React Native's
 * packages ship (expo-router, @clerk/clerk-expo, @react-navigation's lib/commonjs) and what they
 * require. A bundler for the web resolves and compiles every one of those modules; Node does
 * neither, so each `require` from the run's workers is answered as Expo's web bundler answers it,
 * and as jest-expo's web preset does:
 *
 * - `react-native` is react-native-web, whoever asks;
 * - a module's `.web` variant comes first (`./web` is `web/index.web.js`, expo-modules-core's web
 *   implementation of its native layer);
 * - a file Node would run as CommonJS but which is written as an ES module (expo's `build/`), with
 *   JSX (@expo/vector-icons), or with Flow types (@react-native/assets-registry) is compiled once a
 *   run into `cache`, and loaded from there; what it requires resolves from where it came from.
 *
 * https://docs.expo.dev/guides/testing-with-jest/ (jest-expo's `web` preset:
 * `^react-native$` → react-native-web, `web` first among the platforms, its transform for
 * node_modules of the React Native world).
 */
export interface NativeWebSettings {
  /** The project's folder, where a stub that stands over a package finds the package. */
  root: string
  /** react-native-web's CommonJS entry, for `require('react-native')`. */
  reactNativeWeb: string
  /**
   * The packages of the React Native world (react-native-web excepted), whose files are compiled where Node cannot
   * run them: the rest of node_modules is left as Node loads it.
   */
  packages: readonly string[]
  /** The project's own stubs (its config's `stubs`): module name to absolute file, compiled like the world's. */
  stubs: Readonly<Record<string, string>>
  /** Where the compiled copies go: the run's own folder. */
  cache: string
}

/** What Node resolves a request to, from a file. */
type Resolve = (request: string, from: string | null) => string

export interface NativeWebResolver {
  /** The file a compiled copy was made from, where `file` is one; else null. */
  originalOf(file: string): string | null
  /** `request` from `from` resolved as the web bundler would, through Node's own `resolve`. */
  resolve(request: string, from: string | null, resolve: Resolve): string
}

/**
 * The packages jest-expo's preset compiles (its `transformIgnorePatterns`): react-native and @react-native*, expo,
 * expo-* and @expo/*, @react-navigation/*, react-native-svg, native-base, @sentry/react-native; and every
 * `react-native-*`. react-native itself is react-native-web's; react-native-web is a package like any other.
 */
const REACT_NATIVE_PACKAGES = [
  // react-native by name is the shim; a path into it (`react-native/Libraries/Utilities/PolyfillFunctions`, which
  // react-native-url-polyfill requires) is its Flow source, compiled.
  /^react-native(?:-.+)?$/,
  /^@react-native(?:-[\w-]+)?\/.+$/,
  /^expo(?:-.+)?$/,
  /^@expo(?:-google-fonts)?\/.+$/,
  /^(?:@react-navigation\/.+|react-navigation(?:-.+)?)$/,
  /^(?:native-base|@sentry\/react-native|@unimodules\/.+)$/,
]

export function isReactNativePackage(name: string): boolean {
  return name !== 'react-native-web' && REACT_NATIVE_PACKAGES.some((pattern) => pattern.test(name))
}

const PLATFORM = '.web'
/** What a module is written in that Node's CommonJS loader cannot run. */
const ES_MODULE_SYNTAX = /^\s*(?:import\s*[\w{*'"]|export\s+(?:[{*]|(?:default|const|let|var|function|class|async)\b))/m
/** The comments a file opens with, where Flow's `@flow` pragma is written. */
const HEADER = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*/
/** The files Metro serves as assets (jest-expo's list): `require('./back-icon.png')` gives the file's path. */
const ASSET_EXTENSIONS = 'bmp gif jpe?g png psd svg webp xml m4v mov mp4 mpe?g webm aac aiff caf m4a mp3 wav html pdf'
const ASSET = new RegExp(`\\.(?:${`${ASSET_EXTENSIONS} ya?ml otf ttf zip heic avif db`.replaceAll(' ', '|')})$`, 'i')
/**
 * What gets one of the harness's stubs, by stub file: a package required by name, or a package's file (the one
 * Node resolved) by its path in the package.
 */
export const NATIVE_WEB_STUBS: Record<string, string> = {
  'react-native': 'react-native.cjs',
  'react-native-reanimated': 'reanimated.cjs',
  'react-native-worklets': 'worklets.cjs',
  fontfaceobserver: 'font-face-observer.cjs',
  'expo-modules-core/build/requireNativeModule.web.js': 'expo-native-module.cjs',
  '@clerk/clerk-expo': 'clerk-expo.js',
  '@clerk/clerk-expo/web': 'clerk-expo.js',
  '@expo/devtools': 'expo-devtools.cjs',
  'expo/devtools': 'expo-devtools.cjs',
  '@react-navigation/elements/lib/commonjs/Header/HeaderHeightContext.js': 'header-height-context.js',
  '@react-navigation/elements/lib/module/Header/HeaderHeightContext.js': 'header-height-context.js',
  '@react-navigation/core/lib/commonjs/NavigationContext.js': 'navigation-context.js',
  '@react-navigation/core/lib/module/NavigationContext.js': 'navigation-context.js',
  '@react-navigation/core/lib/module/theming/ThemeContext.js': 'theme-context.js',
}

const STUBS = fileURLToPath(new URL('./stubs/', import.meta.url))
const stubFile = (stub: string): string => path.join(STUBS, stub)
/** The stubs that stand over a package and load the package itself, by the package each stands over. */
const OVER_PACKAGES = new Map([
  [stubFile(NATIVE_WEB_STUBS['react-native-reanimated']!), 'react-native-reanimated'],
  [stubFile(NATIVE_WEB_STUBS['react-native-worklets']!), 'react-native-worklets'],
])

/**
 * What a request is answered with before Node resolves it, as jest-expo's setup and Expo's resolver answer it:
 * NATIVE_WEB_STUBS (react-native as react-native-web with the native layer's entry points it leaves out,
 * react-native-reanimated as its mock over the real module, an inert requireNativeModule, a font loaded at once,
 * a signed-in Clerk, a default header height and navigation, no dev tools client); react-native-web's ES build
 * named by path (expo-av's `react-native-web/dist/exports/createElement`) as its CommonJS twin, so the run has one
 * copy of the package; react-native-vector-icons as @expo/vector-icons.
 */
function substitute(request: string, reactNativeWeb: string): string {
  // The run's react-native-web, wherever it is named (expo-image's web half): the project's, or flawless-react's
  // where the project has none.
  if (request === 'react-native-web') return reactNativeWeb
  const stub = NATIVE_WEB_STUBS[request]
  if (stub !== undefined) return stubFile(stub)
  const vectorIcons = /^react-native-vector-icons(\/.*)?$/.exec(request)
  if (vectorIcons !== null) return `@expo/vector-icons${vectorIcons[1] ?? ''}`
  const web = packageFolderOf(reactNativeWeb, 'react-native-web')
  const deep = /^react-native-web\/dist\/(?:cjs\/)?(.+)$/.exec(request)
  if (deep !== null) return path.join(web, 'dist/cjs', deep[1]!)
  return findWebTwin(request, web) ?? request
}

/** Where react-native-web keeps the modules it writes in React Native's place, as React Native names them. */
const WEB_TWIN_FOLDERS = ['dist/cjs/exports', 'dist/cjs/modules', 'dist/cjs/vendor/react-native']

/**
 * A request for one of React Native's own modules by path (`react-native/Libraries/Components/TextInput/
 * TextInputState`, which @stripe/stripe-react-native requires) answered with react-native-web's module of that name,
 * where it has one: React Native's file needs its native layer, and requires `../Utilities/Platform`, which exists
 * only as `.ios.js` and `.android.js`. Null where react-native-web has no such module.
 */
function findWebTwin(request: string, web: string): string | null {
  const internal = /^react-native\/Libraries\/(?:.+\/)?([^/]+?)(?:\.js)?$/.exec(request)
  if (internal === null) return null
  for (const folder of WEB_TWIN_FOLDERS) {
    const twin = path.join(web, folder, internal[1]!, 'index.js')
    if (existsSync(twin)) return twin
  }
  return null
}

export function createNativeWebResolver({
  root,
  reactNativeWeb,
  packages,
  stubs,
  cache,
}: NativeWebSettings): NativeWebResolver {
  const world = new Set(packages)
  const projectStubs = new Set(Object.values(stubs))
  const compiled = new Map<string, string>()
  let cacheReady = false
  // A copy is its original's absolute path under `cache`, and `.js`: a stack names the package and file it came from.
  const originalOf = (file: string): string | null =>
    file.startsWith(cache + path.sep) ? path.join(path.sep, path.relative(cache, file)).slice(0, -'.js'.length) : null
  const compile = (file: string): string => {
    const known = compiled.get(file)
    if (known !== undefined) return known
    const asset = ASSET.test(file)
    const source = asset ? '' : readFileSync(file, 'utf8')
    const needs = asset ? { flow: false } : needsCompiling(file, source)
    if (!needs) {
      compiled.set(file, file)
      return file
    }
    if (!cacheReady) {
      mkdirSync(cache, { recursive: true })
      // Node reads the nearest package.json for a `.js` file's module system: these are CommonJS.
      writeFileSync(path.join(cache, 'package.json'), '{"type":"commonjs"}\n')
      cacheReady = true
    }
    const copy = `${path.join(cache, file)}.js`
    if (!existsSync(copy)) {
      mkdirSync(path.dirname(copy), { recursive: true })
      // Another worker of the run may write the same copy: each writes its own file and renames it into place.
      const temporary = `${copy}.${process.pid}.tmp`
      writeFileSync(
        temporary,
        asset ? `module.exports = ${JSON.stringify(file)}\n` : compileToCommonJs(file, source, needs),
      )
      renameSync(temporary, copy)
    }
    compiled.set(file, copy)
    return copy
  }
  // The harness's own stubs: its CommonJS ones as they are, those it also serves a page (ES modules) compiled.
  const loadStub = (file: string): string => (file.endsWith('.cjs') ? file : compile(file))
  return {
    originalOf,
    resolve(request, from, resolve) {
      // A stub that stands over a package loads the package itself, as the project has it.
      const over = from === null ? undefined : OVER_PACKAGES.get(from)
      if (over !== undefined && (request === over || request.startsWith(`${over}/`)))
        return compile(resolveWithSources(request, path.join(root, 'package.json'), resolve))
      const anchor = from === null ? null : (originalOf(from) ?? from)
      const substituted = stubs[request] ?? substitute(request, reactNativeWeb)
      if (projectStubs.has(substituted)) return compile(substituted)
      if (substituted.startsWith(STUBS)) return loadStub(substituted)
      const resolved = resolveWithSources(substituted, anchor, resolve)
      if (!path.isAbsolute(resolved)) return resolved
      const name = findInstalledPackage(resolved)
      if (name === null || !(world.has(name) || isReactNativePackage(name))) return resolved
      const file = preferWebVariant(request, resolved)
      const stub = NATIVE_WEB_STUBS[`${name}/${path.relative(packageFolderOf(file, name), file)}`]
      if (stub !== undefined) return loadStub(stubFile(stub))
      return compile(file)
    },
  }
}

/** Metro's source extensions, which Node's require does not try: a package's `src/useBackButton.tsx`. */
const SOURCE_EXTENSIONS = ['.web.tsx', '.web.ts', '.tsx', '.ts', '/index.tsx', '/index.ts']

function resolveWithSources(request: string, from: string | null, resolve: Resolve): string {
  try {
    return resolve(request, from)
  } catch (error) {
    // `./animation/Bounce.web` names no extension either.
    if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND' || /\.(?:[cm]?[jt]sx?|json)$/.test(request))
      throw error
    for (const extension of SOURCE_EXTENSIONS) {
      try {
        return resolve(`${request}${extension}`, from)
      } catch {
        // The next extension.
      }
    }
    throw error
  }
}

/**
 * `file`'s `.web` sibling where the request left the file to the resolver: `./Icons` resolved to
 * `Icons.js` becomes `Icons.web.js` where that exists; `./Icons.js`, named whole, stays.
 */
export function preferWebVariant(request: string, file: string): string {
  const extension = path.extname(file)
  if (!['.js', '.cjs', '.mjs', '.jsx', '.ts', '.tsx'].includes(extension)) return file
  if (request.endsWith(extension) || file.endsWith(`${PLATFORM}${extension}`)) return file
  const candidate = `${file.slice(0, -extension.length)}${PLATFORM}${extension}`
  return existsSync(candidate) ? candidate : file
}

/** The folder of the installed package `name` that `file` is in. */
function packageFolderOf(file: string, name: string): string {
  const parts = file.split(path.sep)
  const at = parts.lastIndexOf('node_modules')
  return parts.slice(0, at + 1 + name.split('/').length).join(path.sep)
}

/** What a file needs before Node's CommonJS loader can run it: null when it can run as it is. */
export type Compiling = { flow: boolean } | null

export function needsCompiling(file: string, source: string): Compiling {
  // A `"type": "module"` package's files too: Node would load them as ES modules and refuse what Metro takes (an
  // import with no extension or of a folder, @react-navigation/native 7's lib/module; `exports` in uniwind's).
  if (!/\.(c|m)?(js|jsx|ts|tsx)$/.test(file)) return null
  const flow = isFlow(source)
  if (flow || ES_MODULE_SYNTAX.test(source) || /\.(mjs|jsx|ts|tsx)$/.test(file) || isEsModule(file)) return { flow }
  // What is left is CommonJS, unless it will not compile as a script: JSX in a `.js` (expo-router's build).
  try {
    new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file })
    return null
  } catch {
    return { flow }
  }
}

const ownRequire = createRequire(import.meta.url)

/** Whether a file says it is Flow (`@flow` in the comments it opens with), as React Native's own sources do. */
function isFlow(source: string): boolean {
  return /@flow\b/.test(HEADER.exec(source)?.[0] ?? '')
}

function removeFlowTypes(source: string): string {
  const flowRemoveTypes = ownRequire('flow-remove-types') as (code: string, options: object) => { toString(): string }
  return flowRemoveTypes(source, { all: true }).toString()
}

/** The file as CommonJS: Flow types removed, then ES module syntax, JSX and TypeScript compiled. */
export function compileToCommonJs(file: string, source: string, needs: NonNullable<Compiling>): string {
  const code = needs.flow ? removeFlowTypes(source) : source
  const ts = ownRequire('typescript') as typeof import('typescript')
  const output = ts.transpileModule(code, {
    fileName: /\.(ts|tsx)$/.test(file) ? file : `${file.replace(/\.js$/, '')}.jsx`,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
      allowJs: true,
      sourceMap: false,
      inlineSourceMap: false,
    },
    reportDiagnostics: false,
  })
  return output.outputText
}

/**
 * The vite half: an import of the React Native world, from the project's modules or a suite, resolves to the file a
 * `require` of it from there gets (above), which vitest leaves to Node (`cache` is external): every module of that
 * world is loaded once, by Node, whether a project module imports it or a package requires it, so a context one
 * package creates is the one another reads.
 */
export function nativeWeb(settings: NativeWebSettings): {
  name: string
  enforce: 'pre'
  resolveId(specifier: string, importer?: string): string | null
} {
  const resolver = createNativeWebResolver(settings)
  const world = new Set(settings.packages)
  const resolveWithNode = (request: string, from: string | null): string =>
    createRequire(from ?? path.join(settings.cache, 'index.js')).resolve(request)
  return {
    name: 'flawless-react:native-web',
    enforce: 'pre',
    resolveId(specifier, importer) {
      if (importer === undefined || specifier.startsWith('.') || path.isAbsolute(specifier)) return null
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!
      const known = world.has(name) || isReactNativePackage(name) || Object.hasOwn(settings.stubs, specifier)
      if (specifier !== 'react-native' && !known) return null
      try {
        return resolver.resolve(specifier, importer.split('?')[0]!, resolveWithNode)
      } catch {
        // Not installed, or not resolvable by Node: vite's own resolution says so.
        return null
      }
    },
  }
}

/** A plugin of the bundler vite prebundles dependencies with: rolldown (vite 8) and esbuild take these shapes. */
interface BundlerPlugins {
  rolldown: {
    name: string
    resolveId(this: ResolveContext, source: string, importer?: string): Promise<unknown>
    transform(code: string, id: string): { code: string; moduleType: string } | null
  }
  esbuild: {
    name: string
    setup(build: {
      onResolve(options: { filter: RegExp }, resolve: (args: { path: string }) => { path: string } | undefined): void
      onLoad(
        options: { filter: RegExp },
        load: (args: { path: string }) => { contents: string; loader: string } | undefined,
      ): void
    }): void
  }
}

const PACKAGE_SCRIPT = /[\\/]node_modules[\\/].*\.(?:js|mjs|cjs)$/
const WORKLETS_FILE = /[\\/]node_modules[\\/]react-native-worklets[\\/]/

/**
 * A page's stub for a package's own file, which a sibling imports by a relative path (@react-navigation/core's
 * `./ThemeContext.js`): NATIVE_WEB_STUBS names it by its path in the package.
 */
function findPackageFileStub(source: string, importer: string | undefined): string | undefined {
  if (importer === undefined || !source.startsWith('.')) return undefined
  const file = path.resolve(path.dirname(importer), source)
  const name = findInstalledPackage(file)
  if (name === null) return undefined
  const inPackage = path.relative(packageFolderOf(file, name), file).split(path.sep).join('/')
  // v6's ES build names its sibling without an extension (`./NavigationContext`).
  const stub = NATIVE_WEB_STUBS[`${name}/${inPackage}`] ?? NATIVE_WEB_STUBS[`${name}/${inPackage}.js`]
  return stub?.endsWith('.js') ? stub : undefined
}

/**
 * A package's script as Expo's web bundler reads it, for a bundler that reads JavaScript alone: Flow types removed
 * and JSX taken as JSX, which plain JavaScript also is (@expo/vector-icons' createIconSet.js, React Native's own
 * Libraries). Null for a file that needs neither.
 */
function toBundlerScript(source: string): string | null {
  if (isFlow(source)) return removeFlowTypes(source)
  return /<\/|\/>/.test(source) ? source : null
}

/**
 * The extensions Expo's web bundler tries, in its order: a module's `.web` variant before the rest
 * (react-native-screens' DebugContainer.web.js, where DebugContainer.js imports React Native's AppContainer).
 */
export const WEB_EXTENSIONS = [
  '.web.tsx',
  '.web.ts',
  '.web.jsx',
  '.web.js',
  '.mjs',
  '.js',
  '.mts',
  '.ts',
  '.jsx',
  '.tsx',
  '.json',
]

/**
 * What Expo's web bundler defines in every module (jest-expo's web preset sets `__DEV__`; babel-preset-expo inlines
 * `EXPO_OS`), the project's and, in a page, packages' too (expo-constants reads `__DEV__`).
 */
export const WEB_DEFINES = { __DEV__: 'true', 'process.env.EXPO_OS': '"web"' }
/** In a page, React Native's `global` too, which a page calls globalThis (@react-navigation/elements 1 reads it). */
const WEB_GLOBALS = { ...WEB_DEFINES, global: 'globalThis' }

/** React Native's view specs, whose own modules reach its native UIManager, and reanimated: a page's stand-ins. */
export const PAGE_STUBS: Record<string, string> = {
  'react-native/Libraries/Utilities/codegenNativeComponent': 'native-component.js',
  'react-native/Libraries/Utilities/codegenNativeCommands': 'native-commands.js',
  'react-native-reanimated': 'reanimated-page.js',
  // The jsdom run's stubs that are ES modules, by the module they stand for.
  ...Object.fromEntries(Object.entries(NATIVE_WEB_STUBS).filter(([, stub]) => stub.endsWith('.js'))),
}
const REANIMATED_PAGE = stubFile(PAGE_STUBS['react-native-reanimated']!)

/** What a plugin's resolveId may call: the resolution the other plugins and the bundler would give. */
interface ResolveContext {
  resolve(source: string, importer: string, options: { skipSelf: boolean }): Promise<unknown>
}

/**
 * The page half of an Expo run (the a11y task's Chromium): vite prebundles React Native's world for the page, and
 * its bundler stops on what Metro takes — JSX in a `.js`, Flow — failing the whole run before any suite loads. The
 * prebundling gets a plugin that hands it such files as JSX, Flow removed, and answers a request for one of React
 * Native's own modules by path with react-native-web's module of that name, or a stand-in for a view spec.
 */
export function nativeWebPage(
  root: string,
  reactNativeWeb: string,
  viteMajor: number,
  /** Whether the project has reanimated, which is prebundled up front then. */
  hasReanimated: boolean,
): {
  name: string
  enforce: 'pre'
  config(): object
  resolveId(this: ResolveContext, source: string, importer?: string): Promise<unknown>
} {
  const resolveInternal = (source: string, importer: string | undefined): string | null => {
    const stub = PAGE_STUBS[source] ?? PAGE_STUBS[source.replace(/\.js$/, '')] ?? findPackageFileStub(source, importer)
    return stub !== undefined ? stubFile(stub) : findWebTwin(source.replace(/\.js$/, ''), reactNativeWeb)
  }
  // The reanimated stand-in imports the package itself, as the project has it.
  async function resolveId(this: ResolveContext, source: string, importer?: string): Promise<unknown> {
    const from = importer?.split('?')[0]
    if (from === REANIMATED_PAGE && source === 'react-native-reanimated')
      return this.resolve(source, path.join(root, 'package.json'), { skipSelf: true })
    return resolveInternal(source, from)
  }
  const plugins: BundlerPlugins = {
    rolldown: {
      name: 'flawless-react:native-web-page',
      resolveId,
      transform(code, id) {
        const file = id.split('?')[0]!
        if (!PACKAGE_SCRIPT.test(file)) return null
        // As in a jsdom run (stubs/worklets.cts): worklets' development check for their Babel plugin is not made.
        if (WORKLETS_FILE.test(file)) return { code: code.replaceAll(/\b__DEV__\b/g, 'false'), moduleType: 'js' }
        const script = toBundlerScript(code)
        return script === null ? null : { code: script, moduleType: 'jsx' }
      },
    },
    esbuild: {
      name: 'flawless-react:native-web-page',
      setup(build) {
        build.onResolve({ filter: /^react-native\/Libraries\// }, ({ path: request }) => {
          const resolved = resolveInternal(request, undefined)
          return resolved === null ? undefined : { path: resolved }
        })
        build.onLoad({ filter: PACKAGE_SCRIPT }, ({ path: file }) => {
          const script = toBundlerScript(readFileSync(file, 'utf8'))
          return script === null ? undefined : { contents: script, loader: 'jsx' }
        })
      },
    },
  }
  return {
    name: 'flawless-react:native-web-page',
    enforce: 'pre',
    resolveId,
    // vite 8 prebundles with rolldown, and warns of esbuild's options; earlier ones with esbuild. reanimated is
    // prebundled up front: the stand-in's import of it, found only as the page loads it, would reload the page.
    config: () => ({
      optimizeDeps:
        viteMajor >= 8
          ? {
              include: hasReanimated ? ['react-native-reanimated'] : [],
              rolldownOptions: {
                plugins: [plugins.rolldown],
                resolve: { extensions: WEB_EXTENSIONS },
                transform: { define: WEB_GLOBALS },
                // A package's TypeScript source (expo-modules-core 3's src/) re-exports types without `export type`,
                // which Babel drops file by file: such a name is undefined, not a failed build.
                shimMissingExports: true,
              },
            }
          : { esbuildOptions: { plugins: [plugins.esbuild], resolveExtensions: WEB_EXTENSIONS, define: WEB_GLOBALS } },
    }),
  }
}
