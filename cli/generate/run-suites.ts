import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { A11yImpact, Analyser, CompileSettings, FrameworkKind } from '../../analyser/index.js'
import { removeOnExit } from '../parent-watch.js'
import { type Failure, type FailureCause, addOrigin, groupFailures } from './failure-causes.js'
import { type LoadFailure, addImportChains, planReruns, readLoadErrors, readLoadFailures } from './load-failures.js'
import { describeLocalOnlyVariables, loadNextTestEnv } from './next-env.js'
import { findPackagesNodeCannotImport, findPackagesNodeRefused } from './node-import-misses.js'
import { findPackagesPrebundlingRefused } from './prebundle-failures.js'
import {
  COMPANIONS,
  type PackageLocator,
  checkLayout,
  createPackageLocator,
  findPackageFolder,
  locateReactPair,
  locateVite,
  majorVersionOf,
} from './locate-packages.js'

/**
 * The `tests` block of the --ci --json document (SPEC §3). The counts add up: ran =
 * passed + failed + skipped, where a suite file that fails outside its tests (it does
 * not load) counts once, as a failed test named for the file.
 */
export interface TestsBlock {
  ran: number
  passed: number
  failed: number
  skipped: number
  duration_ms: number
  failures: Failure[]
  /** The failures grouped by cause, most frequent first, each with the suite files under it. */
  causes: FailureCause[]
  /** Per component, what a perf-harness run measured and concluded; empty for other tasks. */
  perf: PerfRow[]
  /** Which runner ran the suites (vitest and React, or Playwright): the project's own, or flawless-react's. */
  runner: Record<string, string>
}

/** One component's line in the report: its medians now, its change against the baseline, its commits, the verdict. */
export interface PerfRow {
  component: string
  verdict: string
  /** The median render time React.Profiler reported (wall-clock). */
  median_ms: number
  /** The median CPU time of a run: what the gate compares. */
  cpu_median_ms: number
  baseline_median_ms: number | null
  /** CPU time relative to the baseline, calibrated by the reference render; null without a comparable baseline. */
  change: number | null
  commits: number
  baseline_commits: number | null
  remeasured: boolean
  /** Why the baseline was not compared, when it was not. */
  reason: string | null
}

export interface RunOptions {
  /** The analyser that planned the run: a task reporting against components reads them through its cache. */
  analyser: Analyser
  root: string
  out: string
  /** The suite files to run, relative to the root: a run runs these and no others. */
  files: readonly string[]
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
  /** Called as each suite file finishes, with the files done, the total, that file and its results. */
  onProgress?: RunProgress
  /** Aborted when the run is stopped (a signal, --timeout): nothing more is started. */
  signal?: AbortSignal
}

/**
 * A suite file that finished: how many have of how many, its path, its tests passed, failed and skipped with their
 * failures, the error it stopped on outside its tests, and the ms its tests took.
 */
export interface FinishedSuite {
  done: number
  total: number
  file: string
  passed: number
  failed: number
  skipped: number
  failures: { name: string; message: string }[]
  error?: string
  ms: number
}

export type RunProgress = (finished: FinishedSuite) => void

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
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
  'expo-status-bar': 'expo-status-bar.js',
  'react-native-safe-area-context': 'safe-area-context.js',
}

/** One task's suites for a vitest run: its files among `RunOptions.files`, and what the task tells its harness. */
export interface VitestSuites {
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
  /**
   * `process` gives every file a process of its own from the start: suites with no DOM to share,
   * whose packages a VM context may not compile (autocannon's CommonJS opens with a shebang).
   */
  isolation?: Isolation
  /** Runs only the tests whose full name matches (vitest's -t): the perf tests measured again, say. */
  testNamePattern?: string
}

/**
 * Runs a task's suites (`options.files`) with vitest in the target project: its own
 * React, Testing Library and jsdom when it has them, flawless-react's otherwise (the
 * documented fallback), one copy of React for the whole run either way. Suite files run
 * one at a time, so their timings do not compete for the machine, each in a VM context of
 * its own (see renderJsdomSection), or a process of its own where that cannot be. No
 * files: nothing runs.
 */
export async function runSuites(options: RunOptions, suites: VitestSuites): Promise<TestsBlock> {
  checkLayout(options.root)
  const packages = createPackageLocator(options.root, PACKAGE_ROOT, options.onOutput)
  const react = packages.locate('react', COMPANIONS.react)
  // The project's vitest only with what it would run these suites in beside it.
  const vitest = packages.locate('vitest', [suites.browser ? BROWSER_PROVIDER : 'jsdom'])
  const runner = { vitest: vitest.owner, react: react.owner }
  if (options.files.length === 0)
    return { ran: 0, passed: 0, failed: 0, skipped: 0, duration_ms: 0, failures: [], causes: [], perf: [], runner }
  const folder = mkdtempSync(path.join(tmpdir(), 'flawless-react-run-'))
  const releaseFolder = removeOnExit(folder)
  // Every vitest process of the run loads the project's vite config, and each worker its plugins: a warning
  // they print (a plugin's deprecation) is said once for the run.
  const output = sayWarningsOnce(options.onOutput)
  try {
    const report = path.join(folder, 'report.json')
    const config = path.join(folder, 'vitest.config.mjs')
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
    // In a browser vite serves every module itself: nothing is left for Node to load.
    const inline = suites.browser ? [] : findPackagesToInline(options)
    // vite gives the suites of any project its .env files' VITE_ variables (mode `test`), in import.meta.env;
    // Next.js loads its own into process.env.
    let envFiles: Record<string, string> = {}
    if (options.framework === 'next') {
      const environment = { ...process.env, ...suites.processEnv }
      envFiles = loadNextTestEnv(options.root, environment)
      const localOnly = describeLocalOnlyVariables(options.root, { ...environment, ...envFiles })
      if (localOnly) options.onOutput(`flawless-react: ${localOnly}\n`)
    }
    const setup: RunSetup = {
      packages,
      tsconfig,
      folder,
      vite: locateVite(vitest.folder),
      inline,
      unbundled: [],
      envFiles,
    }
    // Node's loads of the pair, the project's packages' included, go where vite's aliases send the suites'.
    const reactPair = suites.browser ? null : locateReactPair(packages)
    // vitest 2 in VM contexts left suite files out of its report with no error (bulletproof-react: 3 to 5 of 95).
    const isolation: Isolation = suites.isolation ?? (majorVersionOf(vitest.folder) >= 4 ? 'context' : 'process')
    writeFileSync(config, buildConfig(options, suites, setup, isolation))
    const started = Date.now()
    const progress = path.join(folder, 'progress.jsonl')
    const watch = options.onProgress ? watchProgress(progress, options, options.onProgress) : null
    const deadline = suites.browser ? browserRunDeadline(options.files.length) : null
    const spawnRun = (configFile: string, reportFile: string) =>
      spawnVitest(vitest.folder, configFile, reportFile, {
        options: { ...options, onOutput: output.write },
        suites,
        progress,
        deadline,
        envFiles,
        reactPair,
      })
    let first = await spawnRun(config, report).finally(() => watch?.stop())
    // In a browser, a package vite's optimizer could not bundle stops every suite: it is left to the page to load.
    for (let round = 0; suites.browser && !existsSync(report) && round < MAX_UNBUNDLED_ROUNDS; round++) {
      const refused = findPackagesPrebundlingRefused(first.output).filter((name) => !setup.unbundled.includes(name))
      if (refused.length === 0) break
      options.onOutput(
        `flawless-react: vite could not bundle ${refused.join(', ')} for the browser (an import inside it resolves ` +
          'to nothing), which stopped every suite; running them again with it left out of the bundle, so only the ' +
          'suites that import it fail.\n',
      )
      setup.unbundled.push(...refused)
      writeFileSync(config, buildConfig(options, suites, setup, isolation))
      first = await spawnRun(config, report)
    }
    if (!existsSync(report)) {
      const failures = [
        {
          file: options.out,
          name: 'vitest',
          message: first.hung
            ? `vitest's browser run did not finish within ${deadline! / 1000} s and was stopped; a page that ` +
              'never loads is usually an import the browser could not load (is every dependency installed?). ' +
              'Its output is above.'
            : `vitest exited ${first.exitCode} without a report; its output is above.`,
        },
      ]
      const causes = groupFailures(failures)
      const duration = Date.now() - started
      return { ran: 1, passed: 0, failed: 1, skipped: 0, duration_ms: duration, failures, causes, perf: [], runner }
    }
    let document = JSON.parse(readFileSync(report, 'utf8')) as JsonReport
    const loadFailures = readLoadFailures(readLoadErrors(toLoadErrorsFile(report)), options)
    /** Runs files again, kept apart as `apart` says, and takes their results and load failures from there. */
    const runAgain = async (files: string[], name: string, apart: Isolation): Promise<void> => {
      const retryConfig = path.join(folder, `vitest.${name}.config.mjs`)
      const retryReport = path.join(folder, `report.${name}.json`)
      writeFileSync(retryConfig, buildConfig({ ...options, files }, suites, setup, apart))
      await spawnRun(retryConfig, retryReport)
      if (!existsSync(retryReport)) return
      document = replaceResults(document, JSON.parse(readFileSync(retryReport, 'utf8')) as JsonReport)
      const retried = readLoadFailures(readLoadErrors(toLoadErrorsFile(retryReport)), options)
      for (const file of files)
        if (retried.has(file)) loadFailures.set(file, retried.get(file)!)
        else loadFailures.delete(file)
    }
    const runInProcesses = (files: string[], name: string) => runAgain(files, name, 'process')
    // Packages whose own ES modules Node refused for a suite are processed by vite, as the app's bundler does.
    const inlineRefused = async (name: string, apart: Isolation): Promise<void> => {
      if (suites.browser) return
      const refused = findPackagesNodeRefused(readReport(document, options.root, loadFailures).failures)
      if (refused.packages.length === 0) return
      // With the packages whose ES modules import them: Node loading one (@ant-design/x's imports of antd/es)
      // would load the refused package around vite again.
      const importers = findPackagesNodeCannotImport(options.root, refused.packages).filter(
        (name) => !refused.packages.includes(name) && !setup.inline.includes(name),
      )
      const added = [...refused.packages.filter((name) => !setup.inline.includes(name)), ...importers]
      if (added.length === 0) return
      const processed = importers.length === 0 ? 'those packages' : `those packages and ${importers.join(', ')}`
      options.onOutput(
        `flawless-react: ${countSuites(refused.files.length)} stopped where Node refused an import inside ` +
          `${refused.packages.join(', ')} (a folder, or a file named without its extension, as only a bundler ` +
          `resolves); running them again with vite processing ${processed}.\n`,
      )
      setup.inline.push(...added)
      await runAgain(refused.files, name, apart)
    }
    await inlineRefused('inlined', isolation)
    const rerun = suites.browser || isolation === 'process' ? [] : findFilesToRerun(document, options)
    if (rerun.length > 0) {
      const { first: leaders, waiting } = planReruns(rerun, loadFailures)
      options.onOutput(describeRerun(rerun.length, leaders.length))
      const before = new Map(loadFailures)
      await runInProcesses(leaders, 'own-process')
      const unchanged = (file: string): boolean => loadFailures.get(file)?.key === before.get(file)?.key
      const kept = [...waiting].flatMap(([file, others]) => (unchanged(file) ? others : []))
      const next = [...waiting].flatMap(([file, others]) => (unchanged(file) ? [] : others))
      if (kept.length > 0)
        options.onOutput(
          `flawless-react: ${countSuites(kept.length)} stopped where another stopped again in a process of its ` +
            "own, on the same error thrown at the same place: the app's error, not the VM context's, so they are " +
            'not run again.\n',
        )
      if (next.length > 0) {
        options.onOutput(
          `flawless-react: ${countSuites(next.length)} stopped on an error that a process of its own got past; ` +
            'running each in one.\n',
        )
        await runInProcesses(next, 'own-process-more')
      }
      // A suite a VM context could not load says what Node refused only once it runs in a process of its own
      // (casibase: 13 suites reached antd's es/version folder that way).
      await inlineRefused('inlined-in-processes', 'process')
    }
    const duration = Date.now() - started
    suites.onReport?.(document)
    const read = readReport(document, options.root, loadFailures)
    const chainOf = (from: string, to: { file: string } | { package: string }) =>
      options.analyser.importChain(
        'file' in to
          ? { root: options.root, from, to: to.file }
          : { root: options.root, from, to: to.package, package: true },
      )
    const tests = { ...read, failures: addImportChains(read.failures, loadFailures, options.root, chainOf) }
    const resolver = options.analyser.suiteResolver({ root: options.root })
    const missing = describeMissingPackages(
      tests.failures,
      (importer, specifier) => resolver.isProjectSpecifier(importer, specifier),
      (name) => findPackageFolder(name, options.root) !== null,
    )
    if (missing) options.onOutput(`flawless-react: ${missing}\n`)
    const ungenerated = describeUngeneratedClients(tests.failures)
    if (ungenerated) options.onOutput(`flawless-react: ${ungenerated}\n`)
    return { ...tests, duration_ms: duration, causes: groupFailures(tests.failures), perf: [], runner }
  } finally {
    output.flush()
    rmSync(folder, { recursive: true, force: true })
    releaseFolder()
  }
}

// A line a tool prints to warn: vite's `(!)`, a plugin's `[vite:react-swc] We recommend …`, a deprecation.
const WARNING = /^\(!\)|^\[[\w:@/.-]+\]|\b(?:warn(?:ing)?|deprecat\w*|recommend\w*)\b/i

/**
 * A writer that passes everything on but a warning line it already passed: stack frames and
 * other lines always go through, so an error printed twice is printed whole twice.
 */
export function sayWarningsOnce(onOutput: (chunk: string) => void): {
  write(chunk: string): void
  /** Passes on a last line that had no line break. */
  flush(): void
} {
  const said = new Set<string>()
  let partial = ''
  return {
    write(chunk) {
      const lines = (partial + chunk).split('\n')
      partial = lines.pop()!
      const kept = lines.filter((line) => {
        if (!WARNING.test(line) || /^\s/.test(line)) return true
        if (said.has(line)) return false
        said.add(line)
        return true
      })
      if (kept.length > 0) onOutput(`${kept.join('\n')}\n`)
    },
    flush() {
      if (partial !== '') onOutput(partial)
      partial = ''
    },
  }
}

/** The harness's reporter writes beside vitest's JSON report (see harness/load-errors.ts). */
function toLoadErrorsFile(report: string): string {
  return report.replace(/\.json$/, '.load-errors.json')
}

function countSuites(files: number): string {
  return `${files} suite file${files === 1 ? '' : 's'}`
}

function describeRerun(files: number, first: number): string {
  const could = `flawless-react: ${countSuites(files)} could not run in a VM context; `
  return first === files
    ? `${could}running each in a process of its own.\n`
    : `${could}running ${first} in a process of its own first, one for each error the others stopped on too.\n`
}

interface SpawnContext {
  options: RunOptions
  suites: VitestSuites
  progress: string
  /** A browser run's bound; null for jsdom, where vitest's own timeouts bound every test. */
  deadline: number | null
  envFiles: Record<string, string>
  /** The React pair's real folders, for the workers' worker-resolve.js; null in a browser, where vite serves all. */
  reactPair: Record<string, string> | null
}

/** One vitest process over a written config; `hung` when a browser run outlived its deadline and was killed. */
function spawnVitest(
  vitestFolder: string,
  config: string,
  report: string,
  { options, suites, progress, deadline, envFiles, reactPair }: SpawnContext,
): Promise<{ exitCode: number; hung: boolean; output: string }> {
  if (options.signal?.aborted) return Promise.resolve({ exitCode: 1, hung: false, output: '' })
  let hung = false
  const progressByReporter = majorVersionOf(vitestFolder) >= 3
  // The end of what it printed, for what a run that wrote no report stopped on.
  let output = ''
  const keep = (text: string) => {
    output = (output + text).slice(-OUTPUT_KEPT)
  }
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(vitestFolder, 'vitest.mjs'),
        'run',
        '--config',
        config,
        '--reporter=json',
        `--reporter=${path.join(HARNESS, 'load-errors.js')}`,
        `--outputFile=${report}`,
        ...(suites.testNamePattern === undefined ? [] : ['--testNamePattern', suites.testNamePattern]),
      ],
      {
        cwd: options.root,
        env: {
          ...envFiles,
          ...process.env,
          ...suites.processEnv,
          NO_COLOR: '1',
          FORCE_COLOR: '0',
          FLAWLESS_PROGRESS: progress,
          ...(progressByReporter ? { FLAWLESS_PROGRESS_REPORTER: '1' } : {}),
          FLAWLESS_LOAD_ERRORS: toLoadErrorsFile(report),
          ...(reactPair ? { FLAWLESS_REACT_PAIR: JSON.stringify(reactPair) } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // A browser run is a group (vitest, vite, Chromium): one that hangs is killed whole.
        detached: deadline !== null,
      },
    )
    const timer =
      deadline === null
        ? null
        : setTimeout(() => {
            hung = true
            killGroup(child.pid)
          }, deadline)
    // The report is the run's to read, in a folder gone with the run: its path is no one else's business.
    const reportLine = `JSON report written to ${report}\n`
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString().replace(reportLine, '')
      keep(text)
      if (text !== '') options.onOutput(text)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      keep(chunk.toString())
      options.onOutput(chunk.toString())
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (timer) clearTimeout(timer)
      resolve({ exitCode: code ?? 1, hung, output })
    })
  })
}

const OUTPUT_KEPT = 64 * 1024
// Each round leaves out what the last one's optimizer named; past a few, what is wrong is something else.
const MAX_UNBUNDLED_ROUNDS = 3

// vitest's VM executor compiling a package's CommonJS file as Node would not have (a shebang, ES syntax).
const VM_COMPILE_ERROR = /SyntaxError[\s\S]*\bat new Script \(node:vm:/
// Writing to an object something froze: in a VM context, a package's module the worker keeps for every file (Recoil
// deep-freezes a Chakra theme it is given, and the next file's ThemeProvider writes to the same breakpoints).
const FROZEN_WRITE = /^TypeError: Cannot (?:assign to read only property|add property .+, object is not extensible)/

// An import that vite or Node found nothing for, or Node refused (a folder): as missing in a process of its own.
const UNRESOLVED = /Failed to resolve import|^Cannot find (?:module|package) '|Directory import '.+' is not supported/m

/**
 * The suite files a VM context could not run as a process would: those that failed before any
 * test of theirs ran — they did not load — save those whose import vite or Node could not
 * resolve, which no process would load either; those with a failure that is the VM executor failing to
 * compile a package's module, or a write to a frozen object, which another file's run may have
 * left frozen; and any the report leaves out, so that every file given is counted.
 */
export function findFilesToRerun(report: JsonReport, { root, files }: Pick<RunOptions, 'root' | 'files'>): string[] {
  const relative = (file: string): string => path.relative(root, file).split(path.sep).join('/')
  const reported = new Set(report.testResults.map((file) => relative(file.name)))
  const unloaded = (file: JsonReport['testResults'][number]): boolean =>
    file.status === 'failed' && file.assertionResults.length === 0 && !UNRESOLVED.test(file.message)
  const uncompiled = (file: JsonReport['testResults'][number]): boolean =>
    [file.message, ...file.assertionResults.flatMap((test) => test.failureMessages ?? [])].some(
      (message) => VM_COMPILE_ERROR.test(message) || FROZEN_WRITE.test(message),
    )
  const failed = report.testResults
    .filter((file) => unloaded(file) || uncompiled(file))
    .map((file) => relative(file.name))
  return [...failed, ...files.filter((file) => !reported.has(file))]
}

/** The first report with each file the second ran replaced by the second's result for it. */
export function replaceResults(first: JsonReport, second: JsonReport): JsonReport {
  const rerun = new Set(second.testResults.map((file) => file.name))
  return {
    ...first,
    testResults: [...first.testResults.filter((file) => !rerun.has(file.name)), ...second.testResults],
  }
}

/**
 * Follows the lines the harness's setup appends as each suite file finishes (see
 * setup.ts) while vitest runs, and reports each to `onProgress`; stop() reads the last.
 */
function watchProgress(file: string, options: RunOptions, onProgress: RunProgress): { stop(): void } {
  let seen = 0
  const read = (): void => {
    if (!existsSync(file)) return
    // The text after the last newline is a line still being written: it is read next time.
    const lines = readFileSync(file, 'utf8').split('\n').slice(0, -1)
    for (const line of lines.slice(seen)) {
      const finished = JSON.parse(line) as Omit<FinishedSuite, 'done' | 'total'>
      seen++
      const relative = path.relative(options.root, finished.file).split(path.sep).join('/')
      onProgress({ ...finished, done: seen, total: options.files.length, file: relative })
    }
  }
  const timer = setInterval(read, 250)
  return {
    stop() {
      clearInterval(timer)
      read()
    },
  }
}

/** Two runs' counts as one document's, with the runners of both. */
export function addTests(first: TestsBlock, second: TestsBlock): TestsBlock {
  const failures = [...first.failures, ...second.failures]
  return {
    ran: first.ran + second.ran,
    passed: first.passed + second.passed,
    failed: first.failed + second.failed,
    skipped: first.skipped + second.skipped,
    duration_ms: first.duration_ms + second.duration_ms,
    failures,
    causes: groupFailures(failures),
    perf: [...first.perf, ...second.perf],
    runner: { ...first.runner, ...second.runner },
  }
}

/** What every vitest config of one run shares. */
interface RunSetup {
  packages: PackageLocator
  /** The tsconfig the suites compile with in place of the project's, when its base is not installed. */
  tsconfig: string | null
  /** The run's own temporary folder. */
  folder: string
  vite: { major: number; entry: string }
  /** The installed packages vite processes, where Node would otherwise load them (see findPackagesToInline). */
  inline: string[]
  /** In a browser, the packages vite's optimizer could not bundle (findPackagesPrebundlingRefused): left out of it. */
  unbundled: string[]
  /** What the project's .env files add to the environment the suites run in (see loadNextTestEnv). */
  envFiles: Record<string, string>
}

function buildConfig(
  options: RunOptions,
  suites: VitestSuites,
  { packages, tsconfig, folder: runFolder, vite, inline, unbundled, envFiles }: RunSetup,
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
  for (const [module, stub] of Object.entries(VIRTUAL_STUBS))
    aliases.push({ find: `^${escape(module)}$`, replacement: path.join(HARNESS, 'stubs', stub) })
  const next = options.framework === 'next'
  // Create React App gives `.svg` imports a `ReactComponent` (svgr); vite gives a URL alone.
  const cra = options.framework === 'cra'
  if (next)
    for (const [module, stub] of Object.entries(NEXT_STUBS))
      aliases.push({ find: `^${escape(module)}$`, replacement: path.join(HARNESS, 'stubs', stub) })
  if (options.framework === 'expo') {
    for (const [module, stub] of Object.entries(EXPO_STUBS))
      aliases.push({ find: `^${escape(module)}$`, replacement: path.join(HARNESS, 'stubs', stub) })
    // React Native's components, as react-native-web renders them to the DOM.
    const web = packages.locate('react-native-web')
    aliases.push({ find: '^react-native$', replacement: path.join(web.folder, readModuleField(web.folder)) })
  }
  // A package vite processes resolves as the app's bundler resolves it: to its ES build where no `exports` map
  // decides (@ant-design/x's es/, where Node's require takes lib/, which requires antd's ES build).
  for (const name of inline) {
    const folder = findPackageFolder(name, options.root)
    const manifest = folder === null ? null : readManifest(folder)
    if (folder !== null && typeof manifest?.module === 'string' && manifest.exports === undefined)
      aliases.push({ find: `^${escape(name)}$`, replacement: path.join(folder, manifest.module) })
  }
  // The jsdom setup reads the process and files; in a browser only what the page has runs.
  const setupFiles = suites.browser ? [] : [path.join(HARNESS, 'setup.js')]
  const axiosFolder = findPackageFolder('axios', options.root)
  if (axiosFolder !== null) {
    const axios = path.join(axiosFolder, 'package.json')
    // The project's own axios instance must be the one the setup changes. In a browser, its folder: vite
    // picks the browser build from its exports, where Node's resolution names the Node build (http, streams).
    const replacement = suites.browser ? path.dirname(axios) : createRequire(axios).resolve('axios')
    aliases.push({ find: '^axios$', replacement })
    setupFiles.push(path.join(HARNESS, 'setup-axios.js'))
  }
  const config = {
    root: options.root,
    aliases,
    inline: inline.map((name) => `[\\\\/]node_modules[\\\\/]${escape(name)}[\\\\/]`),
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
    ...(cra ? [`const { svgComponents } = await load(${harnessUrl('svg-components.js')})`] : []),
    ...(suites.browser ? [`const { playwright } = await load(${fileUrl(locateProviderEntry(packages))})`] : []),
  ]
  const environment = suites.browser ? renderBrowserSection(suites.browser) : renderJsdomSection(isolation)
  // A framework-mode route module's server exports go first: what only they import never loads (route-modules.ts).
  const runPlugins = [
    `projectResolver(config.root${next ? ', { serverActions: true }' : ''})`,
    'routeModules(config.root)',
    'jsxInJs(config.root, vite)',
    'projectRequires(config.root)',
    ...(next ? ['nextFont()'] : []),
    ...(cra ? ['svgComponents(config.root)'] : []),
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
  define: project.define,${tsconfig ? '\n  tsconfig: config.tsconfig,' : ''}
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
    dedupe: ['react', 'react-dom'],${isolation === 'context' ? MODULE_SYNC_CONDITIONS : ''}
  },
  test: {
    include: config.include,
${environment}    setupFiles: config.setupFiles,
    env: config.env,
    // One file at a time, so files do not compete for the machine; each in a context or process of its own, so no
    // module or store state (a zustand store, a query cache, a timer left running) leaks from one suite into the next.
    fileParallelism: false,
    isolate: true,
    testTimeout: 60000,
    hookTimeout: 60000,
    server: {
      deps: {
        inline: [
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
 * The installed packages vite must process rather than Node load: those built for Next.js (next-auth) import what
 * the run stubs (next/server), and Node would load the real modules around the aliases; those whose ES modules
 * import what only a bundler resolves (cmdk 1.0.3) would not load at all.
 */
function findPackagesToInline({ root, framework }: Pick<RunOptions, 'root' | 'framework'>): string[] {
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

/**
 * How long a browser run may take before it counts as hung: vitest's own timeouts bound
 * each test, but not a page that never loads (vite serving a module the browser cannot
 * run). Two minutes to start, then half a minute a suite file.
 */
function browserRunDeadline(files: number): number {
  return 120_000 + 30_000 * files
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // Gone already.
  }
}

/** How a jsdom run keeps its suite files apart: a VM context each in a kept process, or a process each. */
export type Isolation = 'context' | 'process'

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
 */
function renderJsdomSection(isolation: Isolation): string {
  const pool = isolation === 'context' ? `pool: 'vmForks',\n    vmMemoryLimit: '1024MB',` : `pool: 'forks',`
  const execArgv = ['--expose-gc', '--import', pathToFileURL(path.join(HARNESS, 'worker-resolve.js')).href]
  return `    environment: 'jsdom',
    ${pool}
    execArgv: ${JSON.stringify(execArgv)},
`
}

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

/** vitest's JSON report, the fields a run reads. */
export interface JsonReport {
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

/**
 * Counts from the tests themselves, so they add up: each test passed, failed or was
 * skipped (todo included), and a file that failed with no failed test of its own — it
 * did not load, or a hook outside the tests threw — is one failure more.
 */
function readReport(
  report: JsonReport,
  root: string,
  loadFailures: ReadonlyMap<string, LoadFailure>,
): Pick<TestsBlock, 'ran' | 'passed' | 'failed' | 'skipped' | 'failures'> {
  const failures: Failure[] = []
  let passed = 0
  let skipped = 0
  for (const file of report.testResults) {
    const relative = path.relative(root, file.name).split(path.sep).join('/')
    for (const assertion of file.assertionResults) {
      if (assertion.status === 'passed') passed++
      else if (assertion.status === 'failed')
        failures.push({
          file: relative,
          name: assertion.fullName,
          message: firstLines(assertion.failureMessages?.join('\n') ?? ''),
        })
      else skipped++
    }
    if (file.status === 'failed' && !file.assertionResults.some((assertion) => assertion.status === 'failed')) {
      const loaded = file.assertionResults.length > 0
      const failure = loaded ? undefined : loadFailures.get(relative)
      const stoppedOn = firstLines(failure?.message || file.message)
      const message = failure?.origin ? addOrigin(stoppedOn, failure.origin) : stoppedOn
      failures.push({
        file: relative,
        name: loaded ? '(the file failed outside its tests)' : '(the file did not load)',
        message,
      })
    }
  }
  return { ran: passed + failures.length + skipped, passed, failed: failures.length, skipped, failures }
}

/**
 * One line for suites that stopped on an import of a package the project has not
 * installed: hundreds of "Failed to resolve import" failures have one cause and one fix.
 * A specifier that names a place in the project (`components/nav` under a `baseUrl`,
 * `@/lib/db`) is never called a package.
 */
export function describeMissingPackages(
  failures: readonly Failure[],
  isProjectSpecifier: (importer: string, specifier: string) => boolean,
  isInstalled: (name: string) => boolean,
): string | null {
  const filesByPackage = new Map<string, Set<string>>()
  for (const failure of failures) {
    const [, specifier, importer] = /Failed to resolve import "([^"]+)" from "([^"]+)"/.exec(failure.message) ?? []
    // `virtual:…`, `node:…`: a plugin's or the platform's; `#app/…`: a package.json's subpath import. Never a
    // package to install.
    if (specifier === undefined || /^[./#]/.test(specifier) || specifier.includes(':')) continue
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

// Clients a package's install script or a CLI generates into node_modules, which an install with --ignore-scripts
// (as CI often runs it) or a fresh clone leaves out.
const GENERATED_CLIENTS = [{ module: '.prisma/client', command: 'npx prisma generate' }]

/** One line for suites that stopped on a generated client that is not there, naming the command that makes it. */
export function describeUngeneratedClients(failures: readonly Failure[]): string | null {
  for (const { module, command } of GENERATED_CLIENTS) {
    const files = new Set(
      failures.filter((failure) => failure.message.includes(`'${module}`)).map((failure) => failure.file),
    )
    if (files.size === 0) continue
    return (
      `${countSuites(files.size)} stopped on ${module}, which is generated, not installed: run ${command} in the ` +
      'project (an install with --ignore-scripts skips it), then run again.'
    )
  }
  return null
}

function firstLines(message: string): string {
  return message.split('\n').slice(0, 6).join('\n').trim()
}
