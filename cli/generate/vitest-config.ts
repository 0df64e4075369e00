import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { COMPANIONS, type PackageLocator, findPackageFolder } from './locate-packages.js'
import { type NativeWebSettings, WEB_DEFINES, WEB_EXTENSIONS } from '../harness/native-web.js'
import { findPackagesNodeCannotImport } from './node-import-misses.js'
import type { Isolation, RunOptions, VitestSuites } from './run-options.js'

/**
 * The vitest config a run writes in its temp folder, never in the project: React and Testing Library aliased to one
 * copy, the framework's stubs, the project's own vite config after the run's plugins, jsdom or Chromium.
 */

/** How long one test may take before vitest fails it, unless the run says otherwise (RunOptions.testTimeout). */
export const TEST_TIMEOUT_MS = 60_000

export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
export const HARNESS = path.join(PACKAGE_ROOT, 'dist/cli/harness')
export const NEXT_STUBS: Record<string, string> = {
  'next/navigation': 'next-navigation.js',
  'next/link': 'next-link.js',
  'next/image': 'next-image.js',
  'next/dynamic': 'next-dynamic.js',
  'next/headers': 'next-headers.js',
  'next/cache': 'next-cache.js',
  'next/server': 'next-server.js',
  'next/router': 'next-router.js',
  'server-only': 'server-only.js',
}
/** Modules the project's vite plugins make up, for plugins a run leaves out (see harness/project-config.ts). */
export const VIRTUAL_STUBS: Record<string, string> = {
  'virtual:pwa-register': 'pwa-register.js',
  'virtual:pwa-register/react': 'pwa-register.js',
  'virtual:pwa-register/preact': 'pwa-register.js',
  'virtual:pwa-info': 'pwa-register.js',
}
export const EXPO_STUBS: Record<string, string> = {
  'expo-router': 'expo-router.js',
  // Its navigators by their own entry points (`import { Drawer } from 'expo-router/drawer'`).
  'expo-router/drawer': 'expo-router.js',
  'expo-router/stack': 'expo-router.js',
  'expo-router/tabs': 'expo-router.js',
  'expo-status-bar': 'expo-status-bar.js',
  'react-native-safe-area-context': 'safe-area-context.js',
}
/** The packages whose modules the run stands in for, whole or in part: a project need not have them installed. */
export const PROVIDED_PACKAGES: readonly string[] = [
  ...new Set(
    [...Object.keys(NEXT_STUBS), ...Object.keys(VIRTUAL_STUBS), ...Object.keys(EXPO_STUBS), 'react-native']
      .filter((module) => !module.includes(':'))
      .map((module) =>
        module
          .split('/')
          .slice(0, module.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
  ),
]

/** What every vitest config of one run shares. */
export interface RunSetup {
  packages: PackageLocator
  /** The tsconfig the suites compile with in place of the project's, when its base is not installed. */
  tsconfig: string | null
  /** The run's own temporary folder. */
  folder: string
  vite: { major: number; entry: string }
  /** The major version of the vitest that runs the suites: its config's shape changed in 4. */
  vitestMajor: number
  /** The installed packages vite processes, where Node would otherwise load them (see findPackagesToInline). */
  inline: string[]
  /** In a browser, the packages vite's optimizer could not bundle (findPackagesPrebundlingRefused): left out of it. */
  unbundled: string[]
  /** What the project's .env files add to the environment the suites run in (see loadNextTestEnv). */
  envFiles: Record<string, string>
  /** The project's stubs (its config's `stubs`): module name to absolute file. */
  stubs: Readonly<Record<string, string>>
  /** An Expo run in jsdom: React Native's packages loaded as the web bundler loads them (harness/native-web.ts). */
  nativeWeb: NativeWebSettings | null
}

export function buildConfig(
  options: RunOptions,
  suites: VitestSuites,
  { packages, tsconfig, folder: runFolder, vite, vitestMajor, inline, unbundled, envFiles, stubs, nativeWeb }: RunSetup,
  isolation: Isolation,
): string {
  const aliases: { find: string; replacement: string }[] = [
    { find: '^flawless-react/harness$', replacement: path.join(HARNESS, 'index.js') },
    { find: '^flawless-react/a11y$', replacement: path.join(HARNESS, 'a11y.js') },
  ]
  if (suites.browser) aliases.push(...aliasVitestEntries(packages.locate('vitest', [BROWSER_PROVIDER]).folder))
  for (const name of ['react', 'react-dom', '@testing-library/react', '@testing-library/dom']) {
    const { folder } = packages.locate(name, COMPANIONS[name])
    // Testing Library's ESM build: its imports of react-dom go through these aliases, where its
    // CommonJS require would not.
    const entry = name.startsWith('@testing-library')
      ? path.join(folder, readModuleField(folder))
      : path.join(folder, 'index.js')
    aliases.push({ find: `^${escape(name)}$`, replacement: entry })
    if (!name.startsWith('@testing-library'))
      aliases.push({ find: `^${escape(name)}/(.*)$`, replacement: `${folder}/$1` })
  }
  // The project's own stubs come before the run's; in an Expo run in jsdom the native-web plugin resolves them, so the
  // project's imports and its packages' requires load one copy.
  if (nativeWeb === null)
    for (const [module, file] of Object.entries(stubs)) aliases.push({ find: `^${escape(module)}$`, replacement: file })
  for (const [module, stub] of Object.entries(VIRTUAL_STUBS))
    aliases.push({ find: `^${escape(module)}$`, replacement: path.join(HARNESS, 'stubs', stub) })
  const next = options.framework === 'next'
  // Create React App gives `.svg` imports a `ReactComponent` (svgr); vite gives a URL alone. An Expo app with
  // react-native-svg-transformer imports the component itself.
  const cra = options.framework === 'cra'
  const svgTransformer =
    options.framework === 'expo' && findPackageFolder('react-native-svg-transformer', options.root) !== null
  if (next)
    for (const [module, stub] of Object.entries(NEXT_STUBS))
      aliases.push({ find: `^${escape(module)}$`, replacement: path.join(HARNESS, 'stubs', stub) })
  if (options.framework === 'expo') {
    for (const [module, stub] of Object.entries(EXPO_STUBS))
      aliases.push({ find: `^${escape(module)}$`, replacement: path.join(HARNESS, 'stubs', stub) })
    // React Native's components, as react-native-web renders them to the DOM; in jsdom the native-web plugin
    // resolves it with the rest of React Native's world.
    const web = packages.locate('react-native-web')
    if (nativeWeb === null)
      aliases.push({ find: '^react-native$', replacement: path.join(web.folder, readModuleField(web.folder)) })
  }
  // A package vite processes resolves as the app's bundler resolves it: to its ES build where no `exports` map
  // decides (@ant-design/x's es/, where Node's require takes lib/, which requires antd's ES build).
  // React Native's packages are the native-web resolver's, which answers as Node does, with their CommonJS build
  // where their ES one imports without extensions (@react-native-async-storage/async-storage's lib/module).
  for (const name of inline) {
    if (nativeWeb?.packages.includes(name)) continue
    const folder = findPackageFolder(name, options.root)
    const manifest = folder === null ? null : readManifest(folder)
    if (folder !== null && typeof manifest?.module === 'string' && manifest.exports === undefined)
      aliases.push({ find: `^${escape(name)}$`, replacement: path.join(folder, manifest.module) })
  }
  // The jsdom setup reads the process and files; in a browser only what the page has runs.
  const setupFiles = suites.browser ? [] : [path.join(HARNESS, 'setup.js')]
  if (nativeWeb) setupFiles.unshift(path.join(HARNESS, 'setup-native-web.js'))
  const axiosFolder = findPackageFolder('axios', options.root)
  if (axiosFolder !== null) {
    const axios = path.join(axiosFolder, 'package.json')
    // The project's own axios instance must be the one the setup changes. In a browser, its folder: vite
    // picks the browser build from its exports, where Node's resolution names the Node build (http, streams).
    const replacement = suites.browser ? path.dirname(axios) : createRequire(axios).resolve('axios')
    aliases.push({ find: '^axios$', replacement })
    setupFiles.push(path.join(HARNESS, 'setup-axios.js'))
  }
  // An Expo app's suites in a page (the a11y task): React Native's world prebundled as Expo's web bundler reads it.
  const expoPage = options.framework === 'expo' && suites.browser !== undefined
  const config = {
    root: options.root,
    aliases,
    inline: inline
      .filter((name) => !nativeWeb?.packages.includes(name))
      .map((name) => `[\\\\/]node_modules[\\\\/]${escape(name)}[\\\\/]`),
    nativeWeb,
    reactNativeWeb: expoPage ? packages.locate('react-native-web').folder : null,
    // Each file named exactly: a path like app/(shop)/[slug]/page.Page.flawless.tsx is not a pattern.
    include: options.files.map(escapeGlob),
    setupFiles,
    env: suites.env,
    // The harness and the fallback packages live in flawless-react's install or its runtime, outside the project.
    allow: [options.root, ...packages.outside],
    tsconfig,
    // vite's and vitest's caches (prebundled dependencies, the last results) go with the run, never into the
    // project's node_modules.
    cacheDir: path.join(runFolder, 'vite'),
  }
  const jsx =
    vite.major >= 8
      ? "oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },"
      : "esbuild: { jsx: 'automatic', jsxImportSource: 'react' },"
  const harnessUrl = (file: string): string => fileUrl(path.join(HARNESS, file))
  // The project's own imports resolve as the analyser resolves them; Next's fonts exist only in its compiler.
  const plugins = [
    `const { projectResolver } = await load(${harnessUrl('project-resolver.js')})`,
    `const { jsxInJs } = await load(${harnessUrl('jsx-in-js.js')})`,
    `const { projectRequires } = await load(${harnessUrl('project-requires.js')})`,
    `const { routeModules } = await load(${harnessUrl('route-modules.js')})`,
    `const { loadProjectConfig } = await load(${harnessUrl('project-config.js')})`,
    `const vite = await load(${fileUrl(vite.entry)})`,
    ...(next ? [`const { nextFont } = await load(${harnessUrl('next-font.js')})`] : []),
    ...(cra || svgTransformer ? [`const { svgComponents } = await load(${harnessUrl('svg-components.js')})`] : []),
    ...(nativeWeb ? [`const { nativeWeb } = await load(${harnessUrl('native-web.js')})`] : []),
    ...(expoPage ? [`const { nativeWebPage } = await load(${harnessUrl('native-web.js')})`] : []),
    ...(suites.browser ? [`const { playwright } = await load(${fileUrl(locateProviderEntry(packages))})`] : []),
  ]
  const environment = suites.browser ? renderBrowserSection(suites.browser) : renderJsdomSection(isolation, vitestMajor)
  const define = nativeWeb || expoPage ? `{ ...project.define, ${NATIVE_WEB_DEFINE} }` : 'project.define'
  const webExtensions = nativeWeb || expoPage ? WEB_EXTENSIONS_OPTION : ''
  const resolveOptions = `${isolation === 'context' ? MODULE_SYNC_CONDITIONS : ''}${webExtensions}`
  // A framework-mode route module's server exports go first: what only they import never loads (route-modules.ts).
  const runPlugins = [
    ...(nativeWeb ? ['nativeWeb(config.nativeWeb)'] : []),
    ...(expoPage
      ? [
          `nativeWebPage(config.root, config.reactNativeWeb, ${vite.major}, ${
            findPackageFolder('react-native-reanimated', options.root) !== null
          })`,
        ]
      : []),
    `projectResolver(config.root${next ? ', { serverActions: true }' : ''})`,
    'routeModules(config.root)',
    'jsxInJs(config.root, vite)',
    'projectRequires(config.root)',
    ...(next ? ['nextFont()'] : []),
    ...(cra ? ['svgComponents(config.root)'] : []),
    ...(svgTransformer ? ["svgComponents(config.root, 'component')"] : []),
  ]
  return `// Written by flawless-react for one run; never part of the project.
// Imported when the config runs: vite bundles what a config imports by name, here vite itself and the analyser.
const load = (url) => import(url)
${plugins.join('\n')}
const config = ${JSON.stringify(config, null, 2)}
const project = await loadProjectConfig(config.root, vite)

export default {
  root: config.root,
  cacheDir: config.cacheDir,
  // The project's own plugins after the run's: its imports resolve as the analyser's, its modules transform as
  // its dev server transforms them (svgr, vanilla-extract).
  plugins: [${runPlugins.join(', ')}, ...project.plugins],
  define: ${define},${tsconfig ? '\n  tsconfig: config.tsconfig,' : ''}
  // A run reads the project once: no watcher, so a file touched meanwhile never reloads a suite halfway.
  server: { fs: { allow: config.allow }, watch: null },
  // Next.js projects set "jsx": "preserve" for their own compiler; a test run needs JSX compiled.
  ${jsx}
${suites.browser ? renderBrowserPage({ ...envFiles, ...suites.env }, unbundled) : ''}  resolve: {
    // The project's own aliases after the run's, which keep React and the stubs the run's.
    alias: [
      ...config.aliases.map(({ find, replacement }) => ({ find: new RegExp(find), replacement })),
      ...project.alias,
    ],
    dedupe: ['react', 'react-dom'],${resolveOptions}
  },
  test: {
    include: config.include,
${environment}    setupFiles: config.setupFiles,
    env: config.env,
    // One file at a time, so files do not compete for the machine; in jsdom each in a context or process of its own,
    // so no module or store state (a zustand store, a query cache, a timer left running) leaks from one suite into
    // the next. In a browser the files share one page and module graph, which the a11y harness clears of what each
    // leaves (its render, storage, the URL): a page and a graph per file was 40 % of a run (30 suites: 25.0 s, 14.9 s).
    fileParallelism: false,
    isolate: ${!suites.browser},
    testTimeout: ${options.testTimeout ?? TEST_TIMEOUT_MS},
    hookTimeout: ${options.testTimeout ?? TEST_TIMEOUT_MS},
    server: {
      deps: {
        inline: [
          /@testing-library/,
          // The harness, but its CommonJS stubs, which Node loads with the React Native world (native-web.ts).
          /[\\\\/]dist[\\\\/]cli[\\\\/]harness[\\\\/](?!.*\\.cjs$)/,
          ...config.inline.map((pattern) => new RegExp(pattern)),
        ],${
          nativeWeb
            ? `
        external: [new RegExp(${JSON.stringify(`^${escape(nativeWeb.cache)}`)}), ${HARNESS_COMMONJS}],`
            : ''
        }
      },
    },
  },
}
`
}

/**
 * The installed packages vite must process rather than Node load: those built for Next.js (next-auth) import what
 * the run stubs (next/server), and Node would load the real modules around the aliases; those whose ES modules
 * import what only a bundler resolves (cmdk 1.0.3) would not load at all.
 */
export function findPackagesToInline({ root, framework }: Pick<RunOptions, 'root' | 'framework'>): string[] {
  const stubbed = framework === 'next' ? findPackagesDependingOn(root, ['next']) : []
  return [...new Set([...stubbed, ...findPackagesNodeCannotImport(root)])].sort()
}

/**
 * The installed packages, from the project's dependencies down through theirs, that
 * depend (or peer-depend) on one of `modules`: next-auth on next, react-native-svg on
 * react-native. Each is found from the package that depends on it, as Node finds it (in
 * pnpm's store, beside it).
 */
export function findPackagesDependingOn(root: string, modules: readonly string[]): string[] {
  if (modules.length === 0) return []
  const readManifest = (folder: string): Record<string, Record<string, string> | undefined> | null => {
    try {
      return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'))
    } catch {
      return null
    }
  }
  const dependenciesOf = (manifest: ReturnType<typeof readManifest>): string[] =>
    Object.keys({ ...manifest?.dependencies, ...manifest?.peerDependencies })
  const project = readManifest(root)
  const queue = Object.keys({ ...project?.dependencies, ...project?.devDependencies }).map((name) => ({
    name,
    from: root,
  }))
  const seen = new Set<string>()
  const found = new Set<string>()
  while (queue.length > 0) {
    const { name, from } = queue.shift()!
    if (modules.includes(name)) continue
    const folder = findPackageFolder(name, from)
    if (folder === null || seen.has(folder)) continue
    seen.add(folder)
    const dependencies = dependenciesOf(readManifest(folder))
    if (dependencies.some((dependency) => modules.includes(dependency))) found.add(name)
    queue.push(...dependencies.map((dependency) => ({ name: dependency, from: folder })))
  }
  return [...found].sort()
}
/** The harness's CommonJS stubs, which Node loads with the React Native world (harness/native-web.ts). */
const HARNESS_COMMONJS = '/[\\\\/]dist[\\\\/]cli[\\\\/]harness[\\\\/].*\\.cjs$/'

/**
 * An Expo app's web build: the project's own `.web` modules before the rest, as Metro resolves for the web, and the
 * globals its bundler defines.
 */
const WEB_EXTENSIONS_OPTION = `\n    extensions: ${JSON.stringify(WEB_EXTENSIONS).replaceAll('"', "'")},`
const NATIVE_WEB_DEFINE = JSON.stringify(WEB_DEFINES).slice(1, -1)

/**
 * In a VM context a CommonJS package's `require` is answered as Node 20.19+ answers it, with a
 * `module-sync` ES build the context cannot load (react-router-dom 7's CommonJS build requires
 * react-router/dom): 80 of memos' 266 suites ran again in processes of their own. Taking the
 * `module-sync` build at the import, as Node itself does, never reaches that CommonJS build; the
 * rest are vite's client defaults (vitest 4, so vite 6 or later).
 */
const MODULE_SYNC_CONDITIONS = "\n    conditions: ['module-sync', 'module', 'browser', 'development|production'],"

/**
 * jsdom in a forked process, gc exposed for --heaps. `context`: each suite file runs in a VM context of its own
 * (fresh globals, window and module graph, so no store or module state crosses files) in a process that is kept,
 * so jsdom's own modules load once per process, not once per file, which was most of a suite's cost
 * (next-dashboard's 17 suites: 34.6 s → 10.4 s wall, 24.1 s → 7.4 s CPU); contexts leave memory behind, so past
 * the limit the process is replaced. `process`: a process per file, for files a VM context could not load.
 *
 * Every worker first loads harness/worker-resolve.js: one React for Node's loads too, and the CommonJS builds a
 * VM context's require can run (every suite of a project with axios stopped on `Cannot use import statement outside
 * a module` and ran again in a process: get-intrinsic requires async-function, whose module-sync build Node gave).
 *
 * Before vitest 4 a pool's arguments and memory limit sit under `poolOptions` (4 warns of that key), and the
 * top-level keys are ignored: a project on its own vitest 3 ran without the worker's loader, and its contexts
 * were never recycled: aptible/app-ui's run died of a 4 GB heap twice in 459 suites. vitest 3.1 reads the limit
 * of either VM pool from `vmThreads`, 3.2 from the pool's own options.
 */
function renderJsdomSection(isolation: Isolation, vitestMajor: number): string {
  const pool = isolation === 'context' ? 'vmForks' : 'forks'
  const execArgv = JSON.stringify([
    '--expose-gc',
    '--import',
    pathToFileURL(path.join(HARNESS, 'worker-resolve.js')).href,
  ])
  if (vitestMajor >= 4) {
    const limit = isolation === 'context' ? `\n    vmMemoryLimit: '${VM_MEMORY_LIMIT}',` : ''
    return `    environment: 'jsdom',\n    pool: '${pool}',${limit}\n    execArgv: ${execArgv},\n`
  }
  const limit = isolation === 'context' ? `, memoryLimit: '${VM_MEMORY_LIMIT}'` : ''
  const vmThreads = isolation === 'context' ? `, vmThreads: { memoryLimit: '${VM_MEMORY_LIMIT}' }` : ''
  return `    environment: 'jsdom',
    pool: '${pool}',
    poolOptions: { ${pool}: { execArgv: ${execArgv}${limit} }${vmThreads} },
`
}

/** The heap a VM-context worker may reach before vitest replaces it with a fresh one. */
const VM_MEMORY_LIMIT = '1024MB'

// Headless in a closed network: no sandbox user namespace, and nothing that calls home.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
]

/** What a page needs that vite gives Node for free. */
function renderBrowserPage(env: Record<string, string>, unbundled: readonly string[]): string {
  const processEnv = JSON.stringify(JSON.stringify({ NODE_ENV: 'test', ...env }))
  const prebundled = ['react/jsx-dev-runtime', 'react/jsx-runtime', 'react-dom/server.browser']
  return `  // The JSX runtime is imported by the compiled suites, after vite's scan: prebundled up front, so vite
  // never reloads the page halfway through a run to add it. vite's scan reads its entries as patterns, and vitest
  // gives it each suite's path: one under app/(dashboard)/ matches nothing, and the packages it imports would be
  // found as it loads, reloading the page under it. The escaped paths are scanned too.
  optimizeDeps: {
    include: ${JSON.stringify(prebundled)},
    exclude: ${JSON.stringify(unbundled)},
    entries: config.include,
  },
  // No index.html served: a file the page asks for that does not exist (an image a stub names) would get the
  // app's, and vite would crawl its entry (src/main.tsx) for dependencies, prebundle those new to it and reload
  // the page halfway through a run, failing the suite file the reload lands in or leaving the run hanging.
  appType: 'custom',
  // A page has no process: code that reads process.env at import, as server modules do, reads the run's values.
  define: { 'process.env': ${processEnv} },
`
}

/**
 * vitest's browser mode in the machine's Chromium: never a browser Playwright would download. The page asks
 * for reduced motion, so an entering animation (reanimated's `FadeIn`, a CSS transition the app gates on
 * `prefers-reduced-motion`) is at its end state when axe looks: mid-fade text failed color-contrast only when
 * the machine was slow enough for axe to catch it.
 */
function renderBrowserSection(browser: NonNullable<VitestSuites['browser']>): string {
  const launchOptions = { executablePath: browser.chromium, args: CHROMIUM_ARGS }
  const options = JSON.stringify({ launchOptions, contextOptions: { reducedMotion: 'reduce' } })
  return `    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright(${options}),
      instances: [{ browser: 'chromium' }],
    },
    provide: ${JSON.stringify(browser.provide)},
`
}

export const BROWSER_PROVIDER = '@vitest/browser-playwright'

/**
 * In a browser vite resolves `vitest` and its entry points like any other import, and vitest's browser plugin
 * dedupes them to the project root: a project with a vitest of its own (any version, even the same one in
 * another folder) gave the tester that copy's `vitest/internal/browser` beside the runner's `vitest`, and every
 * suite stopped loading ("reading 'config'" of a runner state the other copy never set). Each JavaScript entry of
 * the vitest that runs the suites is named by its file; `vitest/browser`, a module the browser plugin makes up,
 * is left to it.
 */
function aliasVitestEntries(folder: string): { find: string; replacement: string }[] {
  const exports = (readManifest(folder)?.exports ?? {}) as Record<string, unknown>
  const pickTarget = (target: unknown): string | null => {
    if (typeof target === 'string') return target
    if (target === null || typeof target !== 'object') return null
    const conditions = target as Record<string, unknown>
    return pickTarget(conditions.import ?? conditions.default)
  }
  return Object.entries(exports).flatMap(([subpath, target]) => {
    const file = pickTarget(target)
    if (subpath === './browser' || subpath.includes('*') || file === null || !/\.m?js$/.test(file)) return []
    const specifier = subpath === '.' ? 'vitest' : `vitest/${subpath.slice(2)}`
    return [{ find: `^${escape(specifier)}$`, replacement: path.join(folder, file) }]
  })
}

function locateProviderEntry(packages: PackageLocator): string {
  const { folder } = packages.locate(BROWSER_PROVIDER)
  return path.join(folder, readModuleField(folder))
}

function fileUrl(file: string): string {
  return JSON.stringify(pathToFileURL(file).href)
}

function readModuleField(folder: string): string {
  const manifest = readManifest(folder)
  return manifest?.module ?? manifest?.main ?? 'index.js'
}

function readManifest(folder: string): { module?: string; main?: string; exports?: unknown } | null {
  try {
    return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'))
  } catch {
    return null
  }
}

function escapeGlob(file: string): string {
  return file.replace(/[()[\]{}*?!+@]/g, '\\$&')
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}
