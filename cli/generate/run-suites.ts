import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { removeOnExit } from '../parent-watch.js'
import { createNativeWebSettings } from './native-web.js'
import { groupFailures } from './failure-causes.js'
import { addImportChains, planReruns, readLoadErrors, readLoadFailures } from './load-failures.js'
import {
  COMPANIONS,
  checkInstalled,
  checkLayout,
  createPackageLocator,
  findPackageFolder,
  locateReactPair,
  locateVite,
  majorVersionOf,
} from './locate-packages.js'
import { countSuites, describeMissingPackages, describeUngeneratedClients } from './missing-packages.js'
import {
  describeLocalOnlyVariables,
  describeTemplateOnlyVariables,
  loadExpoTestEnv,
  loadNextTestEnv,
} from './test-env.js'
import { findPackagesNodeCannotImport, findPackagesNodeRefused } from './node-import-misses.js'
import { findPackagesPrebundlingRefused } from './prebundle-failures.js'
import {
  type FinishedSuite,
  type Isolation,
  type RunOptions,
  type VitestSuites,
  chooseIsolation,
} from './run-options.js'
import { type JsonReport, type TestsBlock, readReport, replaceResults } from './run-report.js'
import {
  BROWSER_PROVIDER,
  PACKAGE_ROOT,
  PROVIDED_PACKAGES,
  type RunSetup,
  TEST_TIMEOUT_MS,
  buildConfig,
  findPackagesToInline,
} from './vitest-config.js'
import {
  browserRunDeadline,
  fileDeadline,
  numberFinished,
  sayWarningsOnce,
  spawnVitest,
  toLoadErrorsFile,
} from './vitest-process.js'
import { findFilesToRerun } from './vm-reruns.js'

/** A suite file whose worker was killed past its deadline: it never finished, and never will on its own. */
interface StuckSuite {
  file: string
  absolute: string
  tests: number
}

function describeStuck({ tests }: StuckSuite, testTimeout: number): string {
  const bound = Math.round(fileDeadline({ since: 0, tests }, testTimeout) / 1000)
  return (
    `The suite file did not finish within ${bound} s, the time its ${tests} test${tests === 1 ? '' : 's'} would ` +
    'take had each run to its timeout, and was stopped so the run could go on. A render or effect that never ' +
    'returns (a loop whose condition never changes) holds its worker, and no test timeout can interrupt it.'
  )
}

/** The stuck files as a report's results: failed, each with one failure that says why. */
function reportStuck(stuck: readonly StuckSuite[], testTimeout: number): JsonReport {
  return {
    testResults: stuck.map((suite) => {
      const message = describeStuck(suite, testTimeout)
      return {
        name: suite.absolute,
        status: 'failed',
        message,
        assertionResults: [{ fullName: '(the file did not finish)', status: 'failed', failureMessages: [message] }],
      }
    }),
  }
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
  if (suites.browser) checkInstalled(options.root, PROVIDED_PACKAGES)
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
    // Next.js and Expo load their own into process.env.
    let envFiles: Record<string, string> = {}
    if (options.framework === 'next' || options.framework === 'expo') {
      const environment = { ...process.env, ...suites.processEnv }
      envFiles =
        options.framework === 'next'
          ? loadNextTestEnv(options.root, environment)
          : loadExpoTestEnv(options.root, environment)
      const framework = options.framework === 'next' ? 'Next.js' : 'Expo'
      const localOnly = describeLocalOnlyVariables(options.root, { ...environment, ...envFiles }, framework)
      if (localOnly) options.onOutput(`flawless-react: ${localOnly}\n`)
      const templateOnly = describeTemplateOnlyVariables(options.root, { ...environment, ...envFiles })
      if (templateOnly) options.onOutput(`flawless-react: ${templateOnly}\n`)
    }
    // The modules the project answers with files of its own (its config's `stubs`).
    const stubs = Object.fromEntries(
      Object.entries(options.analyser.config({ root: options.root }).stubs ?? {}).map(([module, file]) => [
        module,
        path.join(options.root, file),
      ]),
    )
    const setup: RunSetup = {
      packages,
      tsconfig,
      folder,
      vite: locateVite(vitest.folder),
      vitestMajor: majorVersionOf(vitest.folder),
      inline,
      unbundled: [],
      envFiles,
      stubs,
      // jsdom only: a browser run's vite serves every module itself.
      nativeWeb:
        options.framework === 'expo' && !suites.browser
          ? createNativeWebSettings(options.root, packages, folder, stubs)
          : null,
    }
    // Node's loads of the pair, the project's packages' included, go where vite's aliases send the suites'.
    const reactPair = suites.browser ? null : locateReactPair(packages)
    const isolation: Isolation = suites.isolation ?? chooseIsolation(setup.vitestMajor)
    writeFileSync(config, buildConfig(options, suites, setup, isolation))
    const started = Date.now()
    const deadline = suites.browser ? browserRunDeadline(options.files.length) : null
    // The files this run has counted as finished, over every process: the progress the caller hears adds up.
    const finished = new Set<string>()
    const progress = options.onProgress ? numberFinished(options.root, options.files.length, options.onProgress) : null
    const count = (line: Omit<FinishedSuite, 'done' | 'total'>): void => {
      const file = path.relative(options.root, line.file).split(path.sep).join('/')
      if (finished.has(file)) return
      finished.add(file)
      progress?.(line)
    }
    /** One vitest process; `counted` when its files were never counted before (the first run, a run on). */
    const spawnRun = (configFile: string, reportFile: string, counted: boolean) =>
      spawnVitest(vitest.folder, configFile, reportFile, {
        options: { ...options, onOutput: output.write },
        suites,
        progress: reportFile.replace(/\.json$/, '.progress.jsonl'),
        ...(counted ? { onFinished: count } : {}),
        deadline,
        envFiles,
        reactPair,
        nativeWeb: setup.nativeWeb,
      })
    let first = await spawnRun(config, report, true)
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
      first = await spawnRun(config, report, true)
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
    /**
     * Runs files again, kept apart as `apart` says, and takes their results and load failures from there; `counted`
     * when they were never counted as finished (a run on after a stuck file).
     */
    const runAgain = async (files: string[], name: string, apart: Isolation, counted = false) => {
      const retryConfig = path.join(folder, `vitest.${name}.config.mjs`)
      const retryReport = path.join(folder, `report.${name}.json`)
      writeFileSync(retryConfig, buildConfig({ ...options, files }, suites, setup, apart))
      const exit = await spawnRun(retryConfig, retryReport, counted)
      if (!existsSync(retryReport)) return exit
      document = replaceResults(document, JSON.parse(readFileSync(retryReport, 'utf8')) as JsonReport)
      const retried = readLoadFailures(readLoadErrors(toLoadErrorsFile(retryReport)), options)
      for (const file of files)
        if (retried.has(file)) loadFailures.set(file, retried.get(file)!)
        else loadFailures.delete(file)
      return exit
    }
    // A suite file stuck past its deadline had its worker killed, which ended the run there: it fails, saying so,
    // and the files not yet run run on in a process of their own, until none is stuck.
    const stuck: StuckSuite[] = []
    const testTimeout = options.testTimeout ?? TEST_TIMEOUT_MS
    for (let exit = first; exit.stalled !== null; ) {
      const file = path.relative(options.root, exit.stalled).split(path.sep).join('/')
      stuck.push({ file, absolute: exit.stalled, tests: exit.stalledTests })
      count({
        file: exit.stalled,
        passed: 0,
        failed: 0,
        skipped: 0,
        failures: [],
        ms: 0,
        error: describeStuck(stuck.at(-1)!, testTimeout),
      })
      const rest = options.files.filter((other) => !finished.has(other))
      if (rest.length === 0) break
      options.onOutput(`flawless-react: ${file} did not finish in time and was stopped; the run goes on.\n`)
      exit = await runAgain(rest, `after-stuck-${stuck.length}`, isolation, true)
    }
    if (stuck.length > 0) document = replaceResults(document, reportStuck(stuck, testTimeout))
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
function describeRerun(files: number, first: number): string {
  const could = `flawless-react: ${countSuites(files)} could not run in a VM context; `
  return first === files
    ? `${could}running each in a process of its own.\n`
    : `${could}running ${first} in a process of its own first, one for each error the others stopped on too.\n`
}
// Each round leaves out what the last one's optimizer named; past a few, what is wrong is something else.
const MAX_UNBUNDLED_ROUNDS = 3
