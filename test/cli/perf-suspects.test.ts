import { describe, expect, it } from 'vitest'
import type { TestsBlock } from '../../cli/generate/run-report.js'
import { findSuspects, settleSuspects } from '../../cli/tasks/perf-harness/perf-harness.js'
import type { ResultLine } from '../../cli/tasks/perf-harness/results.js'

const PRICE_SUITE = 'tests/flawless/perf-harness/src/price.Price.flawless.tsx'
const CART_SUITE = 'tests/flawless/perf-harness/src/cart.Cart.flawless.tsx'
const PRICE_TEST = 'Price (src/price.tsx) renders inside React.Profiler within its baseline'
const SUSPECT_MESSAGE =
  'Error: src/price.tsx#Price renders in 8.10 ms of CPU time (median of 12 runs), up from 6.10 ms: +33%, ' +
  'p = 2.0e-3. It counts only if a fresh process measures it slower again, which "flawless-react test" does.'
const CONFIRMED_MESSAGE =
  'Error: src/price.tsx#Price renders in 31.20 ms of CPU time (median of 24 runs, measured again in a fresh ' +
  'process), up from 6.10 ms: +411%, p = 1.0e-6. ' +
  'Find what made it slower, or accept it with FLAWLESS_UPDATE_BASELINE=1.'
const LEAK_FAILURE = { file: CART_SUITE, name: 'Cart does not leak when mounted and unmounted', message: 'leaks' }
const SUSPECT_FAILURE = { file: PRICE_SUITE, name: PRICE_TEST, message: SUSPECT_MESSAGE }

const line = (verdict: string, remeasured: boolean, suite: string | undefined = PRICE_SUITE): ResultLine => ({
  run: 'run-1',
  key: 'src/price.tsx#Price',
  verdict,
  median: 4,
  cpu_median: 8.1,
  commits: 1,
  remeasured,
  ...(suite ? { suite } : {}),
})

const tests = (failures: TestsBlock['failures'], passed: number): TestsBlock => ({
  ran: passed + failures.length,
  passed,
  failed: failures.length,
  skipped: 0,
  duration_ms: 1000,
  failures,
  causes: [],
  perf: [],
  runner: { vitest: 'project', react: 'project' },
})

describe('findSuspects', () => {
  it.each([
    [
      'a first batch judged slower, with its failure: a suspect',
      [line('slower', false)],
      [SUSPECT_FAILURE, LEAK_FAILURE],
      [{ ...SUSPECT_FAILURE, component: 'src/price.tsx#Price' }],
    ],
    ['a batch within its baseline: no suspect', [line('within baseline', false)], [LEAK_FAILURE], []],
    ['a slower batch already measured again: no suspect', [line('slower', true)], [SUSPECT_FAILURE], []],
    ['a slower line with no suite file to run again: no suspect', [line('slower', false, undefined)], [], []],
    [
      'a slower line whose suite failed otherwise (an edited assertion): no suspect',
      [line('slower', false)],
      [{ ...SUSPECT_FAILURE, message: "expected 'Total' to contain 'Subtotal'" }],
      [],
    ],
  ])('%s', (_name, lines, failures, suspects) => {
    expect(findSuspects(failures, lines)).toEqual(suspects)
  })
})

describe('settleSuspects', () => {
  const first = tests([SUSPECT_FAILURE, LEAK_FAILURE], 9)
  const suspects = [{ ...SUSPECT_FAILURE, component: 'src/price.tsx#Price' }]

  it('passes a suspect the fresh process judged within its baseline, and the counts still add up', () => {
    const settled = settleSuspects(first, suspects, tests([], 1), [line('within baseline', true)])
    expect(settled).toMatchObject({ ran: 11, passed: 10, failed: 1, failures: [LEAK_FAILURE], duration_ms: 2000 })
  })

  it("fails a suspect the fresh process judged slower, with the fresh process's message", () => {
    const confirmed = { ...SUSPECT_FAILURE, message: CONFIRMED_MESSAGE }
    const settled = settleSuspects(first, suspects, tests([confirmed], 0), [line('slower', true)])
    expect(settled).toMatchObject({ ran: 11, passed: 9, failed: 2, failures: [confirmed, LEAK_FAILURE] })
  })

  it('keeps the first failure of a suspect the fresh process did not measure (its file no longer loads)', () => {
    const notLoaded = { file: PRICE_SUITE, name: '(the file did not load)', message: 'SyntaxError' }
    const settled = settleSuspects(first, suspects, tests([notLoaded], 0), [line('slower', false)])
    expect(settled).toMatchObject({ ran: 11, passed: 9, failed: 2, failures: [SUSPECT_FAILURE, LEAK_FAILURE] })
  })
})
