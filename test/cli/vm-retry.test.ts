import { describe, expect, it } from 'vitest'
import { planReruns, readLoadFailures } from '../../cli/generate/load-failures.js'
import { type JsonReport, findFilesToRerun, replaceResults } from '../../cli/generate/run-suites.js'

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

  it('invalid: no origin when no project module is in the stack (a VM context reading a folder)', () => {
    const stack = 'Error: EISDIR: illegal operation on a directory, read\n    at Object.readFileSync (node:fs:441:20)'
    const failures = readLoadFailures([loadError(files[1]!, stack)], { root: ROOT, files })
    expect(failures.get(files[1]!)).toEqual({ origin: null, key: 'EISDIR: illegal operation on a directory, read' })
  })
})

describe('planReruns: one suite file of each load failure first, the others waiting on it', () => {
  it('valid: files sharing a failure wait on the first; others, and files with no load failure, go first', () => {
    const failure = (key: string) => ({ origin: null, key })
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
