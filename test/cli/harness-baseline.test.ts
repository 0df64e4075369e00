import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { version as reactVersion } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectWithinBaseline } from '../../cli/harness/baseline.js'
import type { MeasuredBatch, ProfileResult } from '../../cli/harness/measurement.js'

const KEY = 'src/price-list.tsx#PriceList'
const BASELINE = 'baselines/src_price-list.tsx_PriceList.json'
const EARLIER_HARNESS =
  'the baseline was measured by an earlier harness (another clock, no reference render beside it, or ' +
  "jsdom's own clock of animation frames)"

/** Twelve runs around `cpu` ms of CPU each, the reference around 2 ms: what profileClient returns. */
function batch(cpu: number, commits = 1): MeasuredBatch {
  const spread = [0, 0.1, -0.1, 0.05, -0.05, 0.02, -0.02, 0.08, -0.08, 0.03, -0.03, 0]
  return {
    durations: spread.map((offset) => cpu / 2 + offset),
    commits: spread.map(() => commits),
    cpu: spread.map((offset) => cpu + offset),
    reference: spread.map((offset) => 2 + offset / 10),
  }
}

function result(batch: MeasuredBatch): ProfileResult {
  return { key: KEY, strategy: 'client', warmup: 6, ...batch, text: '', html: '' }
}

let folder: string
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'flawless-baseline-'))
  vi.stubEnv('FLAWLESS_PERF_DIR', folder)
  vi.stubEnv('FLAWLESS_RUN_ID', 'run-1')
  vi.stubEnv('FLAWLESS_UPDATE_BASELINE', undefined)
  vi.stubEnv('FLAWLESS_REMEASURE', undefined)
})
afterEach(() => {
  vi.unstubAllEnvs()
  rmSync(folder, { recursive: true, force: true })
})

const readLines = (): Record<string, unknown>[] =>
  readFileSync(path.join(folder, 'results.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
const readBaseline = (): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(folder, BASELINE), 'utf8')) as Record<string, unknown>

describe('expectWithinBaseline', () => {
  it('writes the first run as the baseline, with the runs, the reference, React and the machine it ran on', () => {
    expectWithinBaseline(result(batch(10)))
    expect(readBaseline()).toMatchObject({
      key: KEY,
      method: 4,
      clock: 'thread',
      environment: { react: reactVersion, node: process.versions.node, cores: expect.any(Number) },
      warmup: 6,
      runs: 12,
      cpu: batch(10).cpu,
      reference: batch(10).reference,
      commits: 1,
    })
    expect(readLines()).toMatchObject([{ run: 'run-1', key: KEY, verdict: 'baseline written', commits: 1 }])
  })

  it('passes an unchanged run and records its change against the baseline', () => {
    expectWithinBaseline(result(batch(10)))
    expectWithinBaseline(result(batch(10)))
    expect(readLines()[1]).toMatchObject({ verdict: 'within baseline', change: 0, remeasured: false })
  })

  it('fails a first batch 25 ms slower as a suspect, naming its suite for the fresh process to measure again', () => {
    expectWithinBaseline(result(batch(10)))
    expect(() => expectWithinBaseline(result(batch(35)))).toThrow(
      'src/price-list.tsx#PriceList renders in 34.90 ms of CPU time (the fastest of 12 runs), ' +
        'up from 9.90 ms: +253%, p = 1.8e-5. ' +
        'It counts only if a fresh process measures it slower again, which "flawless-react test" does.',
    )
    expect(readLines()[1]).toMatchObject({
      verdict: 'slower',
      remeasured: false,
      suite: 'test/cli/harness-baseline.test.ts',
    })
  })

  it('fails a batch 25 ms slower in the fresh process that measures suspects again, for good', () => {
    expectWithinBaseline(result(batch(10)))
    vi.stubEnv('FLAWLESS_REMEASURE', '1')
    expect(() => expectWithinBaseline(result(batch(35)))).toThrow(
      'src/price-list.tsx#PriceList renders in 34.90 ms of CPU time ' +
        '(the fastest of 12 runs, measured again in a fresh process), up from 9.90 ms: +253%, p = 1.8e-5. ' +
        'Find what made it slower, or accept it with FLAWLESS_UPDATE_BASELINE=1.',
    )
    expect(readLines()[1]).toMatchObject({ verdict: 'slower', remeasured: true })
  })

  it('passes a batch as fast as its baseline in the fresh process, recording that it measured it again', () => {
    expectWithinBaseline(result(batch(10)))
    vi.stubEnv('FLAWLESS_REMEASURE', '1')
    expectWithinBaseline(result(batch(10)))
    expect(readLines()[1]).toMatchObject({ verdict: 'within baseline', remeasured: true, change: 0 })
  })

  it('fails a change in commits whatever the timing', () => {
    expectWithinBaseline(result(batch(10)))
    expect(() => expectWithinBaseline(result(batch(10, 2)))).toThrow(
      'src/price-list.tsx#PriceList commits 2 times per render; its baseline commits 1.',
    )
    expect(readLines()[1]).toMatchObject({ verdict: 'commits changed', baseline_commits: 1 })
  })

  it.each([
    [
      'another React',
      (baseline: Record<string, any>) => ({ ...baseline, environment: { ...baseline.environment, react: '17.0.2' } }),
      `the baseline was rendered by React 17.0.2, this run by ${reactVersion}`,
    ],
    [
      'another machine class',
      (baseline: Record<string, any>) => ({ ...baseline, environment: { ...baseline.environment, cores: 64 } }),
      /^the baseline was measured on .* × 64, .*, this run on .* × \d+, /,
    ],
    [
      'an earlier harness, without a reference',
      ({ method: _method, environment: _environment, ...baseline }: Record<string, any>) => baseline,
      EARLIER_HARNESS,
    ],
    [
      "the harness before frames ran as tasks, whose commits counted jsdom's frames by chance",
      (baseline: Record<string, any>) => ({ ...baseline, method: 3, commits: 2 }),
      EARLIER_HARNESS,
    ],
    [
      'the process clock (no thread clock where it was taken)',
      (baseline: Record<string, any>) => ({ ...baseline, clock: 'process' }),
      "the baseline was timed on the process's CPU clock, this run on the thread's",
    ],
  ])('reports a baseline from %s as not comparable, passes, and keeps it', (_name, change, reason) => {
    expectWithinBaseline(result(batch(10)))
    const other = change(readBaseline())
    writeFileSync(path.join(folder, BASELINE), JSON.stringify(other))
    expectWithinBaseline(result(batch(35)))
    expect(readLines()[1]).toMatchObject({ verdict: 'not comparable', reason })
    expect(readBaseline()).toEqual(other)
  })

  it('takes a new baseline with FLAWLESS_UPDATE_BASELINE=1', () => {
    expectWithinBaseline(result(batch(10)))
    vi.stubEnv('FLAWLESS_UPDATE_BASELINE', '1')
    expectWithinBaseline(result(batch(35)))
    expect(readBaseline()).toMatchObject({ cpu: batch(35).cpu })
    expect(readLines()[1]).toMatchObject({ verdict: 'baseline written' })
  })
})
