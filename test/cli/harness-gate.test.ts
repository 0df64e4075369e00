import { describe, expect, it } from 'vitest'
import { judgeBatch } from '../../cli/harness/gate.js'
import { mannWhitneySlowerP } from '../../cli/harness/stats.js'

/** Twelve runs around `median` ms, spread as a quiet machine spreads them, one preempted run among them. */
const runs = (median: number, scale = 1): number[] =>
  [0, 0.3, -0.3, 0.2, -0.2, 0.1, -0.1, 0.4, -0.4, 0.05, -0.05, 6].map((offset) => (median + offset) * scale)

describe('judgeBatch', () => {
  it.each([
    ['the same times: not slower', runs(4), runs(2), runs(4), runs(2), false],
    ['25 ms more each run: slower', runs(4), runs(2), runs(29), runs(2), true],
    [
      'twice as slow, and so is the reference (a loaded machine): not slower',
      runs(4),
      runs(2),
      runs(4, 2),
      runs(2, 2),
      false,
    ],
    ['twice as slow while the reference is not: slower', runs(4), runs(2), runs(4, 2), runs(2), true],
    [
      // Garbage collection landing in half the baseline's reference runs doubled its median, not its fastest run.
      'the same times, the reference slow in half the baseline runs: not slower',
      runs(4),
      runs(2).map((time, run) => (run % 2 === 1 ? time * 3 : time)),
      runs(4),
      runs(2),
      false,
    ],
    [
      'the same times, the reference slow in half the runs now: still caught 25 ms slower',
      runs(4),
      runs(2),
      runs(29),
      runs(2).map((time, run) => (run % 2 === 1 ? time * 3 : time)),
      true,
    ],
    [
      // vite-shop's HomePage: its baseline process ran the reference at 3.95 ms where others ran it at 2 ms.
      'the baseline taken in a slow stretch, the reference twice as slow then: the faster times now are not slower',
      runs(6),
      runs(4),
      runs(4),
      runs(2),
      false,
    ],
    [
      'the baseline taken in a slow stretch, 25 ms more each run now: still slower',
      runs(6),
      runs(4),
      runs(29),
      runs(2),
      true,
    ],
    [
      // vite-shop's HomePage under load: its median rose 23-42 %, its fastest run far less.
      'two runs in three half as slow again, the reference not: its fastest runs unchanged, not slower',
      runs(4),
      runs(2),
      runs(4).map((time, run) => (run % 3 === 0 ? time : time * 1.5)),
      runs(2),
      false,
    ],
    ['0.8 ms slower, under the 1 ms floor: not slower', runs(1), runs(2), runs(1.8), runs(2), false],
    ['15% slower, under the 20% floor: not slower', runs(20), runs(2), runs(23), runs(2), false],
  ])('%s', (_name, cpu, reference, nowCpu, nowReference, slower) => {
    expect(judgeBatch({ cpu, reference }, { cpu: nowCpu, reference: nowReference }).slower).toBe(slower)
  })

  it("reports the fastest runs' change after calibration, and the load the reference's fastest run measured", () => {
    const twelve = (time: number): number[] => Array.from({ length: 12 }, () => time)
    expect(judgeBatch({ cpu: twelve(4), reference: twelve(2) }, { cpu: twelve(12), reference: twelve(3) })).toEqual({
      slower: true,
      load: 1.5,
      baseline: 4,
      calibrated: 8,
      change: 1,
      p: expect.any(Number),
      baselineMedian: 4,
      calibratedMedian: 8,
    })
  })

  it('records a reference faster now than beside the baseline, and compares the times as measured', () => {
    expect(judgeBatch({ cpu: runs(6), reference: runs(2, 2) }, { cpu: runs(6), reference: runs(2) })).toMatchObject({
      slower: false,
      load: expect.closeTo(0.5, 9),
      baseline: 5.6,
      calibrated: 5.6,
      change: 0,
    })
  })
})

describe('mannWhitneySlowerP', () => {
  it('is near one half for the same samples, small when every run is slower, near one when every run is faster', () => {
    const before = [3, 4, 5, 6, 7, 8, 9, 10]
    expect(mannWhitneySlowerP(before, before)).toBeCloseTo(0.5, 1)
    expect(
      mannWhitneySlowerP(
        before,
        before.map((value) => value + 20),
      ),
    ).toBeLessThan(0.001)
    expect(
      mannWhitneySlowerP(
        before,
        before.map((value) => value - 20),
      ),
    ).toBeGreaterThan(0.999)
  })
})
