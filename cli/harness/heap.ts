import { act, cleanup, render } from '@testing-library/react'
import type { ReactElement } from 'react'

export interface HeapOptions {
  batches?: number
  perBatch?: number
  /** Growth per batch, in bytes, above which the component is judged to leak. */
  threshold?: number
}

/**
 * Mounts and unmounts the element in batches under an exposed `gc`: a warm-up batch
 * first (caches, JIT), then several measured ones; the heap after each measured batch
 * should not keep growing. The verdict is the least-squares slope over those batches.
 */
export async function expectNoLeak(renderElement: () => ReactElement, options: HeapOptions = {}): Promise<void> {
  const collect = (globalThis as { gc?: () => void }).gc
  if (!collect)
    throw new Error(
      'The heap check needs an exposed gc: ' +
        'run the suites with "flawless-react test", which starts them with --expose-gc.',
    )
  const batches = options.batches ?? 6
  const perBatch = options.perBatch ?? 30
  const threshold = options.threshold ?? 256 * 1024
  const samples: number[] = []
  for (let batch = 0; batch <= batches; batch++) {
    for (let mount = 0; mount < perBatch; mount++) {
      render(renderElement())
      await act(async () => {})
      cleanup()
    }
    collect()
    collect()
    if (batch > 0) samples.push(process.memoryUsage().heapUsed)
  }
  const slope = leastSquaresSlope(samples)
  if (slope > threshold) {
    throw new Error(
      `The heap grows by ${(slope / 1024).toFixed(0)} KiB per batch of ${perBatch} mounts and unmounts ` +
        `(limit ${(threshold / 1024).toFixed(0)} KiB): ` +
        'something outlives unmount — a listener, a timer, a module-level cache.',
    )
  }
}

function leastSquaresSlope(values: readonly number[]): number {
  const n = values.length
  const meanX = (n - 1) / 2
  const meanY = values.reduce((total, value) => total + value, 0) / n
  let numerator = 0
  let denominator = 0
  values.forEach((value, index) => {
    numerator += (index - meanX) * (value - meanY)
    denominator += (index - meanX) ** 2
  })
  return denominator === 0 ? 0 : numerator / denominator
}
