import { describe, expect, it } from 'vitest'
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
      ],
    }
    const files = ['a.flawless.tsx', 'b.flawless.tsx', 'c.flawless.tsx', 'd.flawless.tsx']
    expect(findFilesToRerun(report, { root: ROOT, files })).toEqual([
      'b.flawless.tsx',
      'c.flawless.tsx',
      'd.flawless.tsx',
    ])
  })

  it('invalid: an import vite could not resolve, a test that failed on its own, a file that passed', () => {
    const report = {
      testResults: [
        passed('a.flawless.tsx'),
        unloaded('b.flawless.tsx', 'Failed to resolve import "recharts" from "src/chart.tsx". Does the file exist?'),
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
