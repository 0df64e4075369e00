import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { A11yImpact, Analyser, CompileSettings, FrameworkKind } from '../../analyser/index.js'
import { removeOnExit } from '../parent-watch.js'

/** The `tests` block of the --ci --json document (SPEC §3). */
export interface TestsBlock {
  ran: number
  passed: number
  failed: number
  skipped: number
  duration_ms: number
  failures: { file: string; name: string; message: string }[]
  /** Which runner ran the suites (vitest and React, or Playwright): the project's own, or flawless-react's. */
  runner: Record<string, string>
}

export interface RunOptions {
  /** The analyser that planned the run: a task reporting against components reads them through its cache. */
  analyser: Analyser
  root: string
  out: string
  compile: CompileSettings
  /**
   * Next.js: next/* and server-only stubbed. Expo: react-native as react-native-web,
   * expo-router and friends stubbed.
   */
  framework: FrameworkKind
  /** Everything the runner prints goes here: stdout stays the caller's. */
  onOutput: (chunk: string) => void
  /** The environment the run was given (the caller's, or the MCP call's merged over the server's). */
  environment: Readonly<Record<string, string | undefined>>
  /** --load-allow-remote: the load suites may load a LOAD_BASE that is not on this machine. */
  loadAllowRemote?: boolean
  /** --a11y-impact: the least axe impact that fails an a11y suite (default serious). */
  a11yImpact?: A11yImpact
  /** axe rules the project turned off in its config (`a11y.disabledRules`); the generator turns none off. */
  a11yDisabledRules?: readonly string[]
}

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const HARNESS = path.join(PACKAGE_ROOT, 'dist/cli/harness')
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
export const EXPO_STUBS: Record<string, string> = {
  'expo-router': 'expo-router.js',
  'expo-status-bar': 'expo-status-bar.js',
  'react-native-safe-area-context': 'safe-area-context.js',
}

/** One task's suites for a vitest run: those under the task's folder, and what the task tells its harness. */
export interface VitestSuites {
  task: string
  env: Record<string, string>
  /** Given to the vitest process alone, never written to its config: what the caller's environment holds (a token). */
  processEnv?: Record<string, string>
  /**
   * vitest's browser mode in this Chromium, headless, through its Playwright provider,
   * instead of jsdom: the a11y task's suites render in a real page. `provide` reaches the
   * suites through vitest's `inject`.
   */
  browser?: { chromium: string; provide: Record<string, unknown> }
  /** Sees vitest's JSON report before it is counted: a task reads what its tests recorded in `meta`. */
  onReport?: (report: JsonReport) => void
}

/**
 * Runs a task's generated suites with vitest in the target project: its own React,
 * Testing Library and jsdom when it has them, flawless-react's otherwise (the documented
 * fallback), one copy of React for the whole run either way. Suite files run one at a
 * time so their timings do not compete for the machine.
 */
export async function runSuites(options: RunOptions, suites: VitestSuites): Promise<TestsBlock> {
  const folder = mkdtempSync(path.join(tmpdir(), 'flawless-react-run-'))
  const releaseFolder = removeOnExit(folder)
  try {
    const report = path.join(folder, 'report.json')
    const config = path.join(folder, 'vitest.config.mjs')
    const react = locatePackage(options.root, 'react')
    // The project's vitest only with what it would run these suites in beside it.
    const vitest = locatePackage(options.root, 'vitest', [suites.browser ? BROWSER_PROVIDER : 'jsdom'])
    let tsconfig: string | null = null
    if (options.compile.missingExtends.length > 0) {
      // The transform would stop on a base that is not installed; the suites only need JSX compiled.
      tsconfig = path.join(folder, 'tsconfig.json')
      writeFileSync(tsconfig, JSON.stringify({ compilerOptions: { jsx: 'react-jsx' } }))
      const bases = options.compile.missingExtends.map((base) => `"${base}"`).join(', ')
      options.onOutput(
        `flawless-react: tsconfig.json extends ${bases}, which is not installed; ` +
          "the suites are compiled without the project's tsconfig.\n",
      )
    }
    writeFileSync(config, buildConfig(options, suites, tsconfig, folder, viteMajorOf(vitest.folder)))
    const started = Date.now()
    const exitCode = await new Promise<number>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          path.join(vitest.folder, 'vitest.mjs'),
          'run',
          '--config',
          config,
          '--reporter=json',
          `--outputFile=${report}`,
        ],
        {
          cwd: options.root,
          env: { ...process.env, ...suites.processEnv, NO_COLOR: '1', FORCE_COLOR: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      child.stdout.on('data', (chunk: Buffer) => options.onOutput(chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => options.onOutput(chunk.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve(code ?? 1))
    })
    const duration = Date.now() - started
    const runner = { vitest: vitest.owner, react: react.owner }
    if (!existsSync(report)) {
      return {
        ran: 0,
        passed: 0,
        failed: 1,
        skipped: 0,
        duration_ms: duration,
        failures: [
          {
            file: options.out,
            name: 'vitest',
            message: `vitest exited ${exitCode} without a report; its output is above.`,
          },
        ],
        runner,
      }
    }
    const document = JSON.parse(readFileSync(report, 'utf8')) as JsonReport
    suites.onReport?.(document)
    const tests = readReport(document, options.root)
    const resolver = options.analyser.suiteResolver({ root: options.root })
    const missing = describeMissingPackages(
      tests.failures,
      (importer, specifier) => resolver.isProjectSpecifier(importer, specifier),
      (name) => isInstalled(options.root, name),
    )
    if (missing) options.onOutput(`flawless-react: ${missing}\n`)
    return { ...tests, duration_ms: duration, runner }
  } finally {
    rmSync(folder, { recursive: true, force: true })
    releaseFolder()
  }
}

/** Two runs' counts as one document's, with the runners of both. */
export function addTests(first: TestsBlock, second: TestsBlock): TestsBlock {
  return {
    ran: first.ran + second.ran,
    passed: first.passed + second.passed,
    failed: first.failed + second.failed,
    skipped: first.skipped + second.skipped,
    duration_ms: first.duration_ms + second.duration_ms,
    failures: [...first.failures, ...second.failures],
    runner: { ...first.runner, ...second.runner },
  }
}

/** Installed where Node would look for it from the project: its node_modules or an ancestor's (a hoisting monorepo). */
function isInstalled(root: string, name: string): boolean {
  for (let folder = root; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'node_modules', name, 'package.json'))) return true
    if (path.dirname(folder) === folder) return false
  }
}

/** A package from the project when it has one, else flawless-react's own. `with` are companions it needs beside it. */
function locatePackage(
  root: string,
  name: string,
  companions: string[] = [],
): { folder: string; owner: 'project' | 'flawless-react' } {
  const own = path.join(root, 'node_modules', name)
  if (
    existsSync(path.join(own, 'package.json')) &&
    companions.every((companion) => existsSync(path.join(root, 'node_modules', companion, 'package.json')))
  ) {
    return { folder: own, owner: 'project' }
  }
  return {
    folder: path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)),
    owner: 'flawless-react',
  }
}

/** The major version of the vite a vitest runs on: vite 8 compiles with oxc, earlier ones with esbuild. */
function viteMajorOf(vitestFolder: string): number {
  const manifest = createRequire(path.join(vitestFolder, 'package.json')).resolve('vite/package.json')
  return Number((JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version.split('.')[0])
}

function buildConfig(
  options: RunOptions,
  suites: VitestSuites,
  tsconfig: string | null,
  runFolder: string,
  viteMajor: number,
): string {
  const aliases: { find: string; replacement: string }[] = [
    { find: '^flawless-react/harness$', replacement: path.join(HARNESS, 'index.js') },
    { find: '^flawless-react/a11y$', replacement: path.join(HARNESS, 'a11y.js') },
  ]
  if (suites.browser) {
    // In a browser vite resolves the suites' `vitest` import like any other, from the project,
    // which may not have it: it must be the vitest that runs them.
    const { folder } = locatePackage(options.root, 'vitest', [BROWSER_PROVIDER])
    aliases.push({ find: '^vitest$', replacement: path.join(folder, 'dist/index.js') })
  }
  for (const name of ['react', 'react-dom', '@testing-library/react', '@testing-library/dom']) {
    const { folder } = locatePackage(options.root, name)
    // Testing Library's ESM build: its imports of react-dom go through these aliases, where its
    // CommonJS require would not.
    const entry = name.startsWith('@testing-library')
      ? path.join(folder, readModuleField(folder))
      : path.join(folder, 'index.js')
    aliases.push({ find: `^${escape(name)}$`, replacement: entry })
    if (!name.startsWith('@testing-library'))
      aliases.push({ find: `^${escape(name)}/(.*)$`, replacement: `${folder}/$1` })
  }
  const next = options.framework === 'next'
  if (next)
    for (const [module, stub] of Object.entries(NEXT_STUBS))
      aliases.push({ find: `^${escape(module)}$`, replacement: path.join(HARNESS, 'stubs', stub) })
  if (options.framework === 'expo') {
    for (const [module, stub] of Object.entries(EXPO_STUBS))
      aliases.push({ find: `^${escape(module)}$`, replacement: path.join(HARNESS, 'stubs', stub) })
    // React Native's components, as react-native-web renders them to the DOM.
    const web = locatePackage(options.root, 'react-native-web')
    aliases.push({ find: '^react-native$', replacement: path.join(web.folder, readModuleField(web.folder)) })
  }
  // The jsdom setup reads the process and files; in a browser only what the page has runs.
  const setupFiles = suites.browser ? [] : [path.join(HARNESS, 'setup.js')]
  const axios = path.join(options.root, 'node_modules/axios/package.json')
  if (existsSync(axios)) {
    // The project's own axios instance must be the one the setup changes.
    aliases.push({ find: '^axios$', replacement: createRequire(axios).resolve('axios') })
    setupFiles.push(path.join(HARNESS, 'setup-axios.js'))
  }
  // Packages built for Next.js (next-auth) import what the run stubs (next/server): vite must load
  // them, since Node would load the real modules around the aliases.
  const aliased = next ? ['next'] : []
  const config = {
    root: options.root,
    aliases,
    inline: findPackagesDependingOn(options.root, aliased).map(
      (name) => `[\\\\/]node_modules[\\\\/]${escape(name)}[\\\\/]`,
    ),
    include: [`${options.out}/${suites.task}/**/*.test.{ts,tsx}`],
    setupFiles,
    env: suites.env,
    // The harness and the fallback packages live in flawless-react's install, outside the project.
    allow: [options.root, PACKAGE_ROOT],
    tsconfig,
    // vite's and vitest's caches (prebundled dependencies, the last results) go with the run, never into the
    // project's node_modules.
    cacheDir: path.join(runFolder, 'vite'),
  }
  const jsx =
    viteMajor >= 8
      ? "oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },"
      : "esbuild: { jsx: 'automatic', jsxImportSource: 'react' },"
  const harnessUrl = (file: string): string => JSON.stringify(pathToFileURL(path.join(HARNESS, file)).href)
  // The project's own imports resolve as the analyser resolves them; Next's fonts exist only in its compiler.
  const plugins = [
    `import { projectResolver } from ${harnessUrl('project-resolver.js')}`,
    ...(next ? [`import { nextFont } from ${harnessUrl('next-font.js')}`] : []),
    ...(suites.browser ? [`import { playwright } from ${fileUrl(locateProviderEntry(options.root))}`] : []),
  ]
  return `// Written by flawless-react for one run; never part of the project.
${plugins.join('\n')}
const config = ${JSON.stringify(config, null, 2)}

export default {
  root: config.root,
  cacheDir: config.cacheDir,
  plugins: [projectResolver(config.root)${next ? ', nextFont()' : ''}],${
    tsconfig ? '\n  tsconfig: config.tsconfig,' : ''
  }
  server: { fs: { allow: config.allow } },
  // Next.js projects set "jsx": "preserve" for their own compiler; a test run needs JSX compiled.
  ${jsx}
${suites.browser ? renderBrowserPage(suites.env) : ''}  resolve: {
    alias: config.aliases.map(({ find, replacement }) => ({ find: new RegExp(find), replacement })),
    dedupe: ['react', 'react-dom'],
  },
  test: {
    include: config.include,
${suites.browser ? renderBrowserSection(suites.browser) : JSDOM_SECTION}    setupFiles: config.setupFiles,
    env: config.env,
    // One worker, reused: files do not compete for the machine, and each one does not pay for a new process.
    fileParallelism: false,
    isolate: false,
    testTimeout: 60000,
    hookTimeout: 60000,
    server: {
      deps: {
        inline: [
          /flawless-react/,
          /@testing-library/,
          /[\\\\/]dist[\\\\/]cli[\\\\/]harness[\\\\/]/,
          ...config.inline.map((pattern) => new RegExp(pattern)),
        ],
      },
    },
  },
}
`
}

/**
 * The installed packages, from the project's dependencies down through theirs, that
 * depend (or peer-depend) on one of `modules`: next-auth on next, react-native-svg on
 * react-native. Only packages installed at the project's top level are read.
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
  const queue = Object.keys({ ...project?.dependencies, ...project?.devDependencies })
  const seen = new Set(queue)
  const found: string[] = []
  while (queue.length > 0) {
    const name = queue.shift()!
    if (modules.includes(name)) continue
    const manifest = readManifest(path.join(root, 'node_modules', name))
    if (!manifest) continue
    const dependencies = dependenciesOf(manifest)
    if (dependencies.some((dependency) => modules.includes(dependency))) found.push(name)
    for (const dependency of dependencies) {
      if (seen.has(dependency)) continue
      seen.add(dependency)
      queue.push(dependency)
    }
  }
  return found.sort()
}

// jsdom in a forked process, gc exposed for --heaps.
const JSDOM_SECTION = `    environment: 'jsdom',
    pool: 'forks',
    execArgv: ['--expose-gc'],
`

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
function renderBrowserPage(env: Record<string, string>): string {
  const processEnv = JSON.stringify(JSON.stringify({ NODE_ENV: 'test', ...env }))
  const prebundled = ['react/jsx-dev-runtime', 'react/jsx-runtime', 'react-dom/server.browser']
  return `  // The JSX runtime is imported by the compiled suites, after vite's scan: prebundled up front, so vite
  // never reloads the page halfway through a run to add it.
  optimizeDeps: { include: ${JSON.stringify(prebundled)} },
  // A page has no process: code that reads process.env at import, as server modules do, reads the run's values.
  define: { 'process.env': ${processEnv} },
`
}

/** vitest's browser mode in the machine's Chromium: never a browser Playwright would download. */
function renderBrowserSection(browser: NonNullable<VitestSuites['browser']>): string {
  const launchOptions = { executablePath: browser.chromium, args: CHROMIUM_ARGS }
  return `    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({ launchOptions: ${JSON.stringify(launchOptions)} }),
      instances: [{ browser: 'chromium' }],
    },
    provide: ${JSON.stringify(browser.provide)},
`
}

const BROWSER_PROVIDER = '@vitest/browser-playwright'

function locateProviderEntry(root: string): string {
  const { folder } = locatePackage(root, BROWSER_PROVIDER)
  return path.join(folder, readModuleField(folder))
}

function fileUrl(file: string): string {
  return JSON.stringify(pathToFileURL(file).href)
}

function readModuleField(folder: string): string {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    module?: string
    main?: string
  }
  return manifest.module ?? manifest.main ?? 'index.js'
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/** vitest's JSON report, the fields a run reads. */
export interface JsonReport {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: {
    name: string
    status: string
    message: string
    assertionResults: {
      fullName: string
      status: string
      failureMessages: string[] | null
      /** What the test put in its task's meta. */
      meta?: Record<string, unknown>
    }[]
  }[]
}

function readReport(report: JsonReport, root: string): Omit<TestsBlock, 'duration_ms' | 'runner'> {
  const failures: TestsBlock['failures'] = []
  let brokenFiles = 0
  for (const file of report.testResults) {
    const relative = path.relative(root, file.name).split(path.sep).join('/')
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      brokenFiles++
      failures.push({ file: relative, name: '(the file did not load)', message: firstLines(file.message) })
    }
    for (const assertion of file.assertionResults) {
      if (assertion.status === 'failed')
        failures.push({
          file: relative,
          name: assertion.fullName,
          message: firstLines(assertion.failureMessages?.join('\n') ?? ''),
        })
    }
  }
  return {
    ran: report.numTotalTests,
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  }
}

/**
 * One line for suites that stopped on an import of a package the project has not
 * installed: hundreds of "Failed to resolve import" failures have one cause and one fix.
 * A specifier that names a place in the project (`components/nav` under a `baseUrl`,
 * `@/lib/db`) is never called a package.
 */
export function describeMissingPackages(
  failures: TestsBlock['failures'],
  isProjectSpecifier: (importer: string, specifier: string) => boolean,
  isInstalled: (name: string) => boolean,
): string | null {
  const filesByPackage = new Map<string, Set<string>>()
  for (const failure of failures) {
    const [, specifier, importer] = /Failed to resolve import "([^"]+)" from "([^"]+)"/.exec(failure.message) ?? []
    if (specifier === undefined || specifier.startsWith('.') || specifier.startsWith('/')) continue
    if (isProjectSpecifier(importer!, specifier)) continue
    const name = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/')
    // `@/lib` or `~/lib` is a path alias the tsconfig does not declare, not a package.
    if (/^[@~]\//.test(name) || name === '@' || name === '~') continue
    // Installed, but without that entry point: a version mismatch, which the failure itself names.
    if (isInstalled(name)) continue
    filesByPackage.set(name, (filesByPackage.get(name) ?? new Set()).add(failure.file))
  }
  if (filesByPackage.size === 0) return null
  const files = new Set([...filesByPackage.values()].flatMap((set) => [...set])).size
  const ranked = [...filesByPackage].sort(([a, left], [b, right]) => right.size - left.size || a.localeCompare(b))
  const listed = ranked
    .slice(0, 5)
    .map(([name, set], index) => `${name} (${set.size}${index === 0 ? ` file${set.size === 1 ? '' : 's'}` : ''})`)
  const more = ranked.length > 5 ? ` and ${ranked.length - 5} more` : ''
  const packages = `${ranked.length} package${ranked.length === 1 ? '' : 's'}`
  const suites = `${files} suite file${files === 1 ? '' : 's'}`
  const are = ranked.length === 1 ? 'is' : 'are'
  return (
    `${suites} could not load because ${packages} the components import ${are} not installed: ` +
    `${listed.join(', ')}${more}. Install the project's dependencies and run again.`
  )
}

function firstLines(message: string): string {
  return message.split('\n').slice(0, 6).join('\n').trim()
}
