import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { getCpuClock } from '../../cli/harness/cpu-time.js'
import { describeEnvironment } from '../../cli/harness/environment.js'
import { runJson } from '../helpers/cli.js'
import { writeProject } from '../helpers/temp-project.js'

const FILES = {
  'package.json': JSON.stringify({ dependencies: { react: '19.2.0', vite: '6.3.5' } }),
  'src/badge.tsx': 'export function Badge({ label }: { label: string }) {\n  return <span>{label}</span>\n}\n',
}
const PERF = 'tests/flawless/perf-harness'
const SUITE = `${PERF}/src/badge.Badge.flawless.tsx`

describe('a perf suite judged slower is measured again in a fresh process before it counts', () => {
  it('runs the suspect test again with twice the runs; that judgement decides the verdict and counts', async () => {
    const folder = writeProject(FILES)
    expect((await runJson(folder, ['--ci', '--json'])).document.written).toHaveLength(1)
    // A baseline no render can match, whatever the machine: every run is slower than -5 ms, in both processes.
    const runs = Array.from({ length: 12 }, () => -5)
    mkdirSync(path.join(folder, PERF, 'baselines'), { recursive: true })
    writeFileSync(
      path.join(folder, PERF, 'baselines/src_badge.tsx_Badge.json'),
      JSON.stringify({
        key: 'src/badge.tsx#Badge',
        strategy: 'client',
        method: 4,
        clock: getCpuClock(),
        environment: describeEnvironment(),
        taken: '2026-01-01T00:00:00.000Z',
        warmup: 6,
        runs: 12,
        samples: runs,
        cpu: runs,
        reference: runs.map(() => 2),
        summary: { n: 12, mean: -5, sd: 0, median: -5 },
        commits: 1,
      }),
    )

    const { status, document, stderr } = await runJson(folder, ['test', '--ci', '--json'])
    expect(status).toBe(1)
    expect(stderr).toContain(
      'flawless-react: src/badge.tsx#Badge looked slower; measuring it again in a fresh process.',
    )
    expect(document.tests).toMatchObject({
      ran: 1,
      passed: 0,
      failed: 1,
      failures: [{ file: SUITE, message: expect.stringContaining('(the fastest of 24 runs, measured again in a') }],
      perf: [{ component: 'src/badge.tsx#Badge', verdict: 'slower', remeasured: true }],
    })
    const lines = readFileSync(path.join(folder, PERF, 'results.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { verdict: string; remeasured: boolean; suite: string; cpu: number[] })
    expect(
      lines.map(({ verdict, remeasured, suite, cpu }) => ({ verdict, remeasured, suite, runs: cpu.length })),
    ).toEqual([
      { verdict: 'slower', remeasured: false, suite: SUITE, runs: 12 },
      { verdict: 'slower', remeasured: true, suite: SUITE, runs: 24 },
    ])
  }, 240_000)
})
