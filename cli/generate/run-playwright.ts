import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { removeOnExit } from '../parent-watch.js'
import { groupFailures } from './failure-causes.js'
import { findPackageFolder } from './locate-packages.js'
import type { RunOptions } from './run-options.js'
import type { TestsBlock } from './run-report.js'
import { CHROMIUM_ARGS, HARNESS } from './vitest-config.js'
import { numberFinished, watchProgress } from './vitest-process.js'

/** How a task's Playwright specs run: where they are, and what they read from the environment. */
export interface PlaywrightSpecs {
  /** The folder under `out` the specs are in (`e2e`, `a11y/page-scans`). */
  folder: string
  /** The Chromium to drive. */
  chromium: string
  /** Added to the caller's environment for the specs. */
  env?: Record<string, string>
  /** Sees Playwright's JSON report before it is counted: a task reads what its tests attached. */
  onReport?: (report: PlaywrightReport) => void
}

/**
 * Runs the selected specs (`options.files`, all under `out/<folder>`) and no others with
 * Playwright Test in the system Chromium: the project's own @playwright/test when it has one,
 * flawless-react's otherwise (the specs resolve `@playwright/test` to the same copy, and
 * `flawless-react/a11y-page` to this install's, through the run's tsconfig). One worker, so a
 * dev server is not asked for every page at once. Returns the counts and the spec files that ran.
 */
export async function runPlaywrightSpecs(
  options: RunOptions,
  specs: PlaywrightSpecs,
): Promise<TestsBlock & { files: Set<string> }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'flawless-react-e2e-'))
  const releaseFolder = removeOnExit(folder)
  try {
    const playwright = locatePlaywright(options.root)
    const report = path.join(folder, 'report.json')
    const tsconfig = path.join(folder, 'tsconfig.json')
    writeFileSync(
      tsconfig,
      JSON.stringify({
        compilerOptions: {
          baseUrl: '.',
          paths: {
            '@playwright/test': [path.join(playwright.folder, 'index.mjs')],
            'flawless-react/a11y-page': [path.join(HARNESS, 'a11y-page.js')],
          },
        },
      }),
    )
    const settings = {
      testDir: path.join(options.root, options.out, specs.folder),
      outputDir: path.join(folder, 'results'),
      tsconfig,
      reporter: [['json', { outputFile: report }], [path.join(HARNESS, 'playwright-progress.js')]],
      workers: 1,
      retries: 0,
      timeout: 60_000,
      expect: { timeout: 10_000 },
      use: { headless: true, launchOptions: { executablePath: specs.chromium, args: CHROMIUM_ARGS } },
    }
    // Each selected spec by its whole path, anchored: Playwright prefixes a glob with `**/` and takes a
    // command-line filter as an unanchored regex, so either would also run `products/index.flawless.ts` when only
    // `index.flawless.ts` was selected.
    const selected = options.files.map((file) => `^${escapeRegExp(path.resolve(options.root, file))}$`)
    const config = path.join(folder, 'playwright.config.mjs')
    writeFileSync(
      config,
      `// Written by flawless-react for one run; never part of the project.
const selected = ${JSON.stringify(selected, null, 2)}

export default { ...${JSON.stringify(settings, null, 2)}, testMatch: selected.map((pattern) => new RegExp(pattern)) }
`,
    )
    const started = Date.now()
    const progress = path.join(folder, 'progress.jsonl')
    const watch = options.onProgress
      ? watchProgress(progress, numberFinished(options.root, options.files.length, options.onProgress))
      : null
    const exitCode = await new Promise<number>((resolve, reject) => {
      if (options.signal?.aborted) return resolve(1)
      const child = spawn(process.execPath, [path.join(playwright.folder, 'cli.js'), 'test', '--config', config], {
        cwd: options.root,
        env: { ...options.environment, ...specs.env, NO_COLOR: '1', FORCE_COLOR: '0', FLAWLESS_PROGRESS: progress },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.on('data', (chunk: Buffer) => options.onOutput(chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => options.onOutput(chunk.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve(code ?? 1))
    }).finally(() => watch?.stop())
    const duration = Date.now() - started
    const runner = { playwright: `${playwright.owner} (${playwright.version})` }
    if (!existsSync(report)) {
      const failures = [
        { file: options.out, name: 'playwright', message: `Playwright exited ${exitCode} without a report.` },
      ]
      const causes = groupFailures(failures)
      return {
        ran: 1,
        passed: 0,
        failed: 1,
        skipped: 0,
        duration_ms: duration,
        failures,
        causes,
        perf: [],
        runner,
        files: new Set<string>(),
      }
    }
    const document = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport
    specs.onReport?.(document)
    const tests = readReport(document, path.join(options.out, specs.folder))
    return { ...tests, duration_ms: duration, causes: groupFailures(tests.failures), perf: [], runner }
  } finally {
    rmSync(folder, { recursive: true, force: true })
    releaseFolder()
  }
}

function locatePlaywright(root: string): { folder: string; owner: string; version: string } {
  const project = findPackageFolder('@playwright/test', root)
  const folder = project ?? path.dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json'))
  const { version } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }
  return { folder, owner: project !== null ? 'project' : 'flawless-react', version }
}

export interface PlaywrightSuite {
  title: string
  file: string
  specs: {
    title: string
    tests: {
      results: {
        status: string
        error?: { message?: string }
        /** A body attached in memory comes base64-encoded. */
        attachments?: { name: string; contentType: string; body?: string }[]
      }[]
      status: string
    }[]
  }[]
  suites?: PlaywrightSuite[]
}

/** Playwright's JSON report, as much of it as a run reads. */
export interface PlaywrightReport {
  suites: PlaywrightSuite[]
  errors: { message?: string }[]
}

/** Playwright's JSON report as counts; its files are relative to the specs' folder, `specs` relative to root. */
function readReport(
  report: PlaywrightReport,
  specs: string,
): Pick<TestsBlock, 'ran' | 'passed' | 'failed' | 'skipped' | 'failures'> & { files: Set<string> } {
  const tests = {
    ran: 0,
    passed: 0,
    failed: 0,
    skipped: 0,
    failures: [] as TestsBlock['failures'],
    files: new Set<string>(),
  }
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    const file = path.posix.join(specs.split(path.sep).join('/'), suite.file.split(path.sep).join('/'))
    for (const spec of suite.specs) {
      tests.files.add(file)
      for (const test of spec.tests) {
        const result = test.results[test.results.length - 1]
        if (!result || result.status === 'skipped') {
          tests.skipped++
          continue
        }
        tests.ran++
        if (result.status === 'passed') {
          tests.passed++
          continue
        }
        tests.failed++
        tests.failures.push({
          file,
          name: [...titles, spec.title].join(' › '),
          message: firstLines(stripAnsi(result.error?.message ?? result.status)),
        })
      }
    }
    for (const inner of suite.suites ?? []) visit(inner, [...titles, inner.title])
  }
  for (const suite of report.suites) visit(suite, [])
  for (const error of report.errors) {
    tests.failed++
    tests.failures.push({ file: '', name: '(the run did not start)', message: firstLines(error.message ?? '') })
  }
  return tests
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences are what is removed.
  return text.replace(/\u001b\[[0-9;]*m/g, '')
}

/** Enough of a Playwright error for the first failing assertion and what it received. */
function firstLines(message: string): string {
  return message.split('\n').slice(0, 12).join('\n').trim()
}
