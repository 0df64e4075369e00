import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { composeSuite } from '../../analyser/index.js'
import LoadErrorsReporter from '../../cli/harness/load-errors.js'
import { type LoadFailure, addImportChains, planReruns, readLoadFailures } from '../../cli/generate/load-failures.js'
import { type JsonReport, replaceResults } from '../../cli/generate/run-report.js'
import { findFilesToRerun } from '../../cli/generate/vm-reruns.js'
import { chooseIsolation } from '../../cli/generate/run-options.js'

const ROOT = '/project'
type FileResult = JsonReport['testResults'][number]

const passed = (file: string): FileResult => ({
  name: `${ROOT}/${file}`,
  status: 'passed',
  message: '',
  assertionResults: [{ fullName: 'renders', status: 'passed', failureMessages: [] }],
})
const unloaded = (file: string, message: string): FileResult => ({
  name: `${ROOT}/${file}`,
  status: 'failed',
  message,
  assertionResults: [],
})
const failedTest = (file: string, message: string): FileResult => ({
  name: `${ROOT}/${file}`,
  status: 'failed',
  message: '',
  assertionResults: [{ fullName: 'renders', status: 'failed', failureMessages: [message] }],
})

const VM_COMPILE =
  '/app/node_modules/autocannon/autocannon.js:1\n(function (exports, require) { #! /usr/bin/env node\n\n' +
  'SyntaxError: Invalid or unexpected token\n    at new Script (node:vm:117:7)\n    at CommonjsExecutor._compile'

describe('findFilesToRerun: the suite files a VM context could not run as a process would', () => {
  it('valid: a file that did not load, one whose test hit a VM compile error, one the report left out', () => {
    const report = {
      testResults: [
        passed('a.flawless.tsx'),
        unloaded('b.flawless.tsx', "Unexpected token 'export'"),
        failedTest('c.flawless.tsx', VM_COMPILE),
        failedTest('e.flawless.tsx', "TypeError: Cannot assign to read only property 'base' of object '#<Object>'"),
        failedTest('f.flawless.tsx', 'TypeError: Cannot add property sm, object is not extensible\n    at toCSSVar'),
      ],
    }
    const files = ['a.flawless.tsx', 'b.flawless.tsx', 'c.flawless.tsx', 'd.flawless.tsx', 'e.flawless.tsx']
    expect(findFilesToRerun(report, { root: ROOT, files: [...files, 'f.flawless.tsx'] })).toEqual([
      'b.flawless.tsx',
      'c.flawless.tsx',
      'e.flawless.tsx',
      'f.flawless.tsx',
      'd.flawless.tsx',
    ])
  })

  it('invalid: an import vite or Node could not resolve, a test that failed on its own, a file that passed', () => {
    const report = {
      testResults: [
        passed('a.flawless.tsx'),
        unloaded('b.flawless.tsx', 'Failed to resolve import "recharts" from "src/chart.tsx". Does the file exist?'),
        // A Prisma client nobody generated is missing in any process (epic-stack: 37 files ran again, to no end).
        unloaded(
          'e.flawless.tsx',
          "Cannot find module '.prisma/client/default'\nRequire stack:\n- /app/node_modules/@prisma/client/index.js",
        ),
        unloaded('f.flawless.tsx', "Cannot find package 'sharp' imported from /app/node_modules/next/dist/image.js"),
        failedTest('c.flawless.tsx', 'Error: src/app.tsx#App renders in 40 ms, above its baseline'),
        failedTest('d.flawless.tsx', 'SyntaxError: Unexpected token in JSON at position 0\n    at JSON.parse'),
      ],
    }
    const files = ['a.flawless.tsx', 'b.flawless.tsx', 'c.flawless.tsx', 'd.flawless.tsx']
    expect(findFilesToRerun(report, { root: ROOT, files })).toEqual([])
  })
})

describe('replaceResults', () => {
  it("keeps the first report's files and puts the second's result in place of each file it ran again", () => {
    const first = { testResults: [passed('a.flawless.tsx'), unloaded('b.flawless.tsx', "Unexpected token 'export'")] }
    const second = { testResults: [passed('b.flawless.tsx')] }
    expect(replaceResults(first, second).testResults).toEqual([passed('a.flawless.tsx'), passed('b.flawless.tsx')])
  })
})

// As taxonomy's env.mjs throws through t3-env when the suite imports a component that imports lib/utils.
const ENV_STACK = [
  'Error: Invalid environment variables',
  '    at f (file:///project/node_modules/@t3-oss/env-nextjs/dist/index.mjs:1:505)',
  '    at validate (/project/env.mjs:12:11)',
  '    at /project/env.mjs:4:20',
  '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
  '    at async VitestModuleEvaluator._runInlinedModule (file:///tools/vitest/dist/module-evaluator.js:206:4)',
  '    at /project/lib/utils.ts:4:1',
  '    at /project/components/user-avatar.tsx:2:1',
  '    at /project/tests/flawless/perf-harness/components/user-avatar.UserAvatar.flawless.tsx:3:1',
].join('\n')
const loadError = (file: string, stack: string) => ({
  file: `${ROOT}/${file}`,
  message: stack.split('\n')[0]!.replace(/^Error: /, ''),
  stack,
})
const SUITES = 'tests/flawless/perf-harness/components'

describe('readLoadFailures: where in the project a suite file that did not load was stopped', () => {
  const files = [`${SUITES}/user-avatar.UserAvatar.flawless.tsx`, `${SUITES}/pager.Pager.flawless.tsx`]

  it('valid: the first two project modules of the stack, each once; packages, vitest and the suite left out', () => {
    const failures = readLoadFailures([loadError(files[0]!, ENV_STACK)], { root: ROOT, files })
    expect(Object.fromEntries(failures)).toEqual({
      [files[0]!]: {
        origin: 'env.mjs:12 via lib/utils.ts:4',
        thrownIn: 'env.mjs',
        thrownInPackage: null,
        packages: ['@t3-oss/env-nextjs'],
        message: 'Invalid environment variables',
        key: [
          'Invalid environment variables',
          '/project/node_modules/@t3-oss/env-nextjs/dist/index.mjs:1:505',
          '/project/env.mjs:12:11',
          '/project/env.mjs:4:20',
          '/tools/vitest/dist/module-evaluator.js:206:4',
          '/project/lib/utils.ts:4:1',
        ].join('\n'),
      },
    })
  })

  it('valid: a require chain through packages (compiled copies too) names each, outermost first', () => {
    const copy = (file: string) => `/tmp/flawless-react-run-x/native-web${ROOT}/node_modules/${file}.js`
    const stack = [
      'TypeError: Class extends value undefined is not a constructor or null',
      `    at Object.<anonymous> (${copy('expo-crypto/build/aes/ExpoCryptoAES.web.js')}:132:38)`,
      `    at Object.<anonymous> (${copy('expo-crypto/build/Crypto.js')}:30:14)`,
      `    at Object.<anonymous> (${copy('expo-auth-session/build/PKCE.js')}:43:29)`,
      `    at Object.<anonymous> (${ROOT}/node_modules/@clerk/clerk-expo/dist/index.js:17:1)`,
      '    at CommonjsExecutor.loadCommonJSModule (/tools/vitest/dist/chunks/vm.js:231:3)',
      `    at ${ROOT}/app/(tabs)/profile.tsx:1:1`,
    ].join('\n')
    const failures = readLoadFailures([loadError(files[1]!, stack)], { root: ROOT, files })
    expect(failures.get(files[1]!)).toMatchObject({
      thrownIn: 'app/(tabs)/profile.tsx',
      packages: ['@clerk/clerk-expo', 'expo-auth-session', 'expo-crypto'],
    })
  })

  it('invalid: no origin when no project module is in the stack (a VM context reading a folder)', () => {
    const stack = 'Error: EISDIR: illegal operation on a directory, read\n    at Object.readFileSync (node:fs:441:20)'
    const failures = readLoadFailures([loadError(files[1]!, stack)], { root: ROOT, files })
    expect(failures.get(files[1]!)).toMatchObject({
      origin: null,
      key: 'EISDIR: illegal operation on a directory, read',
    })
  })

  it('valid: in a browser, the modules vite serves by their path from the root or by /@fs/ are the files', () => {
    // vitest's tester and vite's client are URLs of their own, never the project's.
    const stack = [
      'Error: DATABASE_URL is not set',
      '    at http://localhost:63315/src/lib/env.js?t=1:2:42',
      '    at http://localhost:63315/@fs/project/src/lib/db.ts:4:3',
      '    at http://localhost:63315/@fs/project/node_modules/pg/index.js:9:1',
      '    at BrowserTestRunner.importFile (http://localhost:63315/__vitest_browser__/tester-BJtsJFpD.js:1048:15)',
    ].join('\n')
    const failures = readLoadFailures([loadError(files[1]!, stack)], { root: ROOT, files })
    expect(failures.get(files[1]!)).toMatchObject({
      origin: 'src/lib/env.js:2 via src/lib/db.ts:4',
      message: 'DATABASE_URL is not set',
      thrownIn: 'src/lib/env.js',
    })
  })

  it('invalid: a browser stack of vitest’s tester and vite’s client alone names no project module', () => {
    const stack = [
      'Error: Failed to import test file',
      '    at BrowserTestRunner.importFile (http://localhost:63315/__vitest_browser__/tester-BJtsJFpD.js:1048:15)',
      '    at http://localhost:63315/@vite/client:12:3',
    ].join('\n')
    expect(readLoadFailures([loadError(files[1]!, stack)], { root: ROOT, files }).get(files[1]!)?.origin).toBeNull()
  })
})

describe('readLoadFailures: the package a suite file stopped in, where no project module is in the stack', () => {
  const files = ['tests/a.flawless.tsx']
  const thrownIn = (stack: string) =>
    readLoadFailures([loadError(files[0]!, stack)], { root: ROOT, files }).get(files[0]!)?.thrownInPackage

  it('valid: the file vite’s optimizer bundled a package into, flattened names read back; an installed folder', () => {
    const deps = 'http://localhost:63315/@fs/tmp/flawless-react-run-x/vite/vitest/da39a3/deps'
    expect(thrownIn(`ReferenceError: Buffer is not defined\n    at ${deps}/postgres.js?v=d7d7cae5:120:5`)).toBe(
      'postgres',
    )
    expect(thrownIn(`Error: x\n    at ${deps}/@prisma_client_index-browser.js?v=1:3:9`)).toBe('@prisma/client')
    expect(thrownIn('Error: x\n    at http://localhost:5173/node_modules/.vite/deps/drizzle-orm_pg-core.js:1:1')).toBe(
      'drizzle-orm',
    )
    expect(thrownIn(`Error: x\n    at ${ROOT}/node_modules/@scope/pkg/dist/index.js:1:1`)).toBe('@scope/pkg')
  })

  it('valid: a chunk the optimizer shares, by its source map, through pnpm’s folders', () => {
    const deps = path.join(mkdtempSync(path.join(tmpdir(), 'run-')), 'vite/vitest/da39a3/deps')
    mkdirSync(deps, { recursive: true })
    writeFileSync(path.join(deps, 'src-Lds_05qZ.js'), 'const size = Buffer.byteLength("")\n')
    const source = '../../../../app/node_modules/.pnpm/postgres@3.4.5/node_modules/postgres/src/index.js'
    writeFileSync(
      path.join(deps, 'src-Lds_05qZ.js.map'),
      JSON.stringify({ version: 3, sources: [source], names: [], mappings: 'AAAA' }),
    )
    const url = `http://localhost:63315/@fs${deps}/src-Lds_05qZ.js?v=22235fc2`
    expect(thrownIn(`ReferenceError: Buffer is not defined\n    at ${url}:1:14`)).toBe('postgres')
  })

  it('invalid: none for a shared chunk, the runner’s own packages, or a stack through a project module', () => {
    const deps = 'http://localhost:63315/@fs/tmp/run/vite/vitest/da39a3/deps'
    expect(thrownIn(`Error: x\n    at ${deps}/chunk-ABCDEF12.js?v=1:1:1`)).toBeNull()
    expect(thrownIn(`Error: x\n    at ${ROOT}/node_modules/vitest/dist/index.js:1:1`)).toBeNull()
    expect(thrownIn(`Error: x\n    at ${ROOT}/src/env.ts:3:9\n    at ${ROOT}/node_modules/zod/index.js:1:1`)).toBeNull()
  })
})

describe('planReruns: one suite file of each load failure first, the others waiting on it', () => {
  it('valid: files sharing a failure wait on the first; others, and files with no load failure, go first', () => {
    const failure = (key: string) => ({
      origin: null,
      thrownIn: null,
      thrownInPackage: null,
      packages: [],
      message: key.split('\n')[0]!,
      key,
    })
    const failures = new Map([
      ['a.flawless.tsx', failure('Invalid environment variables\n/project/env.mjs:4:20')],
      ['b.flawless.tsx', failure('Invalid environment variables\n/project/env.mjs:4:20')],
      ['c.flawless.tsx', failure('Unknown file extension ".wasm"')],
      ['d.flawless.tsx', failure('Invalid environment variables\n/project/env.mjs:4:20')],
    ])
    const files = ['a.flawless.tsx', 'b.flawless.tsx', 'c.flawless.tsx', 'd.flawless.tsx', 'e.flawless.tsx']
    expect(planReruns(files, failures)).toEqual({
      first: ['a.flawless.tsx', 'c.flawless.tsx', 'e.flawless.tsx'],
      waiting: new Map([['a.flawless.tsx', ['b.flawless.tsx', 'd.flawless.tsx']]]),
    })
  })
})

describe('the load-errors reporter: what a suite file stopped on as it was imported', () => {
  const report = (error: object): unknown => {
    const output = path.join(mkdtempSync(path.join(tmpdir(), 'load-errors-')), 'errors.json')
    vi.stubEnv('FLAWLESS_LOAD_ERRORS', output)
    try {
      new LoadErrorsReporter().onTestRunEnd([
        { task: { filepath: '/project/a.flawless.tsx', result: { errors: [error] } } },
      ])
    } finally {
      vi.unstubAllEnvs()
    }
    return JSON.parse(readFileSync(output, 'utf8'))
  }

  it('valid: the module’s own error where vitest’s browser tester wrapped it in "Failed to import test file"', () => {
    const cause = { message: 'DATABASE_URL is not set', stack: 'Error: DATABASE_URL is not set\n    at env.js:2:42' }
    const wrapper = { message: 'Failed to import test file /project/a.flawless.tsx', stack: 'Error: Failed…', cause }
    expect(report(wrapper)).toEqual([{ file: '/project/a.flawless.tsx', ...cause }])
  })

  it('invalid: an error of the app’s own with a cause keeps its own words', () => {
    const error = { message: 'fetch failed', stack: 'TypeError: fetch failed', cause: { message: 'ECONNREFUSED' } }
    expect(report(error)).toEqual([{ file: '/project/a.flawless.tsx', message: 'fetch failed', stack: error.stack }])
  })
})

describe('addImportChains: how a suite’s subject reaches the module it stopped in', () => {
  it('valid: a line names the chain from the subject to the module that threw; invalid: none for the subject', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'import-chains-'))
    const suite = (file: string, source: string) => {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
      writeFileSync(
        path.join(folder, file),
        composeSuite({ generator: '0.1.0', task: 'a11y', source, component: 'C', sourceHash: '0' }, 'export {}\n'),
      )
    }
    suite('tests/a.flawless.tsx', 'src/profile.tsx')
    suite('tests/b.flawless.tsx', 'src/env.ts')
    const stopped = (file: string) => ({ file, name: '(the file did not load)', message: 'DATABASE_URL is not set' })
    suite('tests/c.flawless.tsx', 'app/pricing/page.tsx')
    suite('tests/d.flawless.tsx', 'app/profile.tsx')
    const thrown = {
      origin: 'src/env.ts:3',
      thrownIn: 'src/env.ts',
      thrownInPackage: null,
      packages: [],
      message: 'DATABASE_URL is not set',
      key: '',
    }
    const inPackage = { origin: null, thrownIn: null, thrownInPackage: 'postgres', packages: [], message: '', key: '' }
    // The subject itself imported a package whose requires threw two packages down.
    const throughPackages = { ...thrown, thrownIn: 'app/profile.tsx', packages: ['@clerk/clerk-expo', 'expo-crypto'] }
    const loadFailures = new Map<string, LoadFailure>([
      ['tests/a.flawless.tsx', thrown],
      ['tests/b.flawless.tsx', thrown],
      ['tests/c.flawless.tsx', inPackage],
      ['tests/d.flawless.tsx', throughPackages],
    ])
    const chains = addImportChains(
      [
        stopped('tests/a.flawless.tsx'),
        stopped('tests/b.flawless.tsx'),
        { ...stopped('tests/c.flawless.tsx'), message: 'Buffer is not defined' },
        { ...stopped('tests/d.flawless.tsx'), message: 'Class extends value undefined' },
      ],
      loadFailures,
      folder,
      (from, to) => [from, 'src/lib/db.ts', 'file' in to ? to.file : to.package],
    )
    expect(chains.map((failure) => failure.message)).toEqual([
      'DATABASE_URL is not set\nimported through src/profile.tsx → src/lib/db.ts → src/env.ts',
      'DATABASE_URL is not set',
      'Buffer is not defined\nimported through app/pricing/page.tsx → src/lib/db.ts → postgres',
      'Class extends value undefined\nimported through app/profile.tsx → @clerk/clerk-expo → expo-crypto',
    ])
  })
})

describe('the isolation a jsdom run takes', () => {
  it('is a VM context a file on vitest 3 and later, a process a file on vitest 2 (it dropped files)', () => {
    expect([2, 3, 4].map(chooseIsolation)).toEqual(['process', 'context', 'context'])
  })
})
