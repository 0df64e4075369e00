import { describe, expect, it } from 'vitest'
import type { RunDocument } from '../../cli/generate/generate.js'
import { formatRun } from '../../cli/views/run.js'

const SUITES = 'tests/flawless/perf-harness/src'
const row = {
  median_ms: 0,
  cpu_median_ms: 0,
  baseline_median_ms: null,
  change: null,
  commits: 1,
  baseline_commits: null,
  remeasured: false,
  reason: null,
}

const DOCUMENT: RunDocument = {
  version: '0.1.0',
  cwd: '/srv/shop',
  tasks: ['perf-harness'],
  written: [{ task: 'perf-harness', component: 'Badge', file: `${SUITES}/badge.Badge.flawless.tsx`, action: 'create' }],
  skipped: [],
  backups: [],
  tests: {
    ran: 5,
    passed: 2,
    failed: 3,
    skipped: 0,
    duration_ms: 12_340,
    failures: [],
    causes: [
      {
        cause: 'Error: User does not exist!',
        count: 2,
        files: [`${SUITES}/profile.Profile.flawless.tsx`, `${SUITES}/menu.UserMenu.flawless.tsx`],
      },
      {
        cause: 'Error: src/price.tsx#Price renders in 31.20 ms of CPU time (median of 12 runs, …), up from 6.10 ms',
        count: 1,
        files: [`${SUITES}/price.Price.flawless.tsx`],
      },
    ],
    perf: [
      { ...row, component: 'src/badge.tsx#Badge', verdict: 'baseline written', median_ms: 0.31, cpu_median_ms: 1.9 },
      {
        ...row,
        component: 'src/cart.tsx#Cart',
        verdict: 'within baseline',
        median_ms: 4.5,
        cpu_median_ms: 8.25,
        baseline_median_ms: 8,
        change: 0.031,
        baseline_commits: 2,
        commits: 2,
        remeasured: true,
      },
      {
        ...row,
        component: 'src/price.tsx#Price',
        verdict: 'slower',
        median_ms: 28.1,
        cpu_median_ms: 31.2,
        baseline_median_ms: 6.1,
        change: 4.115,
        baseline_commits: 1,
        remeasured: true,
      },
      {
        ...row,
        component: 'src/list.tsx#List',
        verdict: 'not comparable',
        median_ms: 2,
        cpu_median_ms: 3,
        reason: 'the baseline was rendered by React 18.3.1, this run by 19.2.0',
      },
    ],
    runner: { vitest: 'project', react: 'project' },
  },
  prerequisites: [],
  exit_code: 1,
  duration_ms: 13_000,
  needs_fixtures: [],
  interrupted: false,
}

describe('formatRun', () => {
  it('counts that add up, each cause once with its suites, and a row per component', () => {
    expect(formatRun(DOCUMENT, 'generate').split('\n')).toEqual([
      'perf-harness: 1 suite written (1 create, 0 overwrite, 0 overwrite-edited), 0 skipped.',
      'Tests: 5 ran: 2 passed, 3 failed, 0 skipped, in 12.3 s (vitest from project, React from project).',
      '',
      '3 failures, by cause:',
      '  2 × Error: User does not exist!',
      `      ${SUITES}/profile.Profile.flawless.tsx`,
      `      ${SUITES}/menu.UserMenu.flawless.tsx`,
      '  1 × Error: src/price.tsx#Price renders in 31.20 ms of CPU time (median of 12 runs, …), up from 6.10 ms',
      `      ${SUITES}/price.Price.flawless.tsx`,
      '',
      '  component            render ms  cpu ms  vs baseline  commits  verdict',
      '  src/badge.tsx#Badge       0.31    1.90            —        1  baseline written',
      '  src/cart.tsx#Cart         4.50    8.25          +3%        2  within baseline (measured twice)',
      '  src/price.tsx#Price      28.10   31.20        +412%        1  slower (measured twice)',
      '  src/list.tsx#List         2.00    3.00            —        1  not comparable',
      '  not comparable: the baseline was rendered by React 18.3.1, this run by 19.2.0.',
    ])
  })

  it('says nothing of writing for test, which writes nothing: the counts come first', () => {
    const lines = formatRun({ ...DOCUMENT, written: [] }, 'test').split('\n')
    expect(lines[0]).toBe(
      'Tests: 5 ran: 2 passed, 3 failed, 0 skipped, in 12.3 s (vitest from project, React from project).',
    )
    expect(lines.slice(1)).toEqual(formatRun(DOCUMENT, 'generate').split('\n').slice(2))
  })

  it('a load pipe no request of which was answered says so, where a p99 of 0 ms would read as fast', () => {
    const pipe = {
      route: '/api/report',
      method: 'GET',
      url: '/api/report',
      at: '2026-12-04T00:00:00.000Z',
      requests: 0,
      duration_s: 10,
      rps: 0,
      latency_ms: { p50: 0, p90: 0, p99: 0, max: 0 },
      statuses: {},
      errors: 0,
      timeouts: 100,
      p99_limit_ms: 500,
      warm_up_ms: null,
      baseline_p99_ms: null,
      passed: false,
      failures: ['GET /api/report: 0 connection errors and 100 timeouts (no answer within 10 s).'],
    }
    const load = { base_url: 'http://127.0.0.1:3000', run_id: 'load-1', pipes: [pipe], passed: 0, failed: 1 }
    const tests = { ...DOCUMENT.tests!, causes: [], perf: [] }
    const lines = formatRun({ ...DOCUMENT, tasks: ['load'], tests, load }, 'test')
    expect(lines.split('\n').slice(-3)).toEqual([
      'load against http://127.0.0.1:3000: 1 pipe, 0 passed, 1 failed.',
      '  route        method  p99 / limit               rps  verdict',
      '  /api/report  GET     no answer (100 timeouts)  0/s  FAIL',
    ])
  })

  it('a stopped shard says which part ran, what stopped it and how many suite files did not finish', () => {
    const stopped = {
      ...DOCUMENT,
      written: [],
      interrupted: true,
      stopped_by: 'SIGTERM',
      not_run: [`${SUITES}/a.A.flawless.tsx`, `${SUITES}/b.B.flawless.tsx`],
      shard: { index: 2, count: 4 },
    }
    expect(formatRun(stopped, 'test').split('\n').slice(0, 3)).toEqual([
      'Shard 2/4: this part of the suites ran.',
      'Stopped by SIGTERM: the counts are of the suites that finished; 2 suite files did not finish.',
      'Tests: 5 ran: 2 passed, 3 failed, 0 skipped, in 12.3 s (vitest from project, React from project).',
    ])
  })

  it('a pipe that needs a fixture is named with the option that gives it', () => {
    const needs = [{ component: 'POST /api/posts', source: 'app/api/posts/route.ts', props: ['body'] }]
    const lines = formatRun({ ...DOCUMENT, needs_fixtures: [{ ...needs[0]!, fixtures: 'load_fixtures' }] }, 'generate')
    expect(lines.split('\n')[1]).toBe(
      '  app/api/posts/route.ts POST /api/posts: give its body in --load-fixtures (not loaded until then)',
    )
  })
})
