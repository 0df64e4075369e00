/**
 * The statistics a perf baseline needs: outliers removed by Tukey's fences, then mean,
 * standard deviation and median, and a rank test to tell a real slowdown from noise.
 */
export interface Summary {
  n: number
  mean: number
  sd: number
  median: number
}

export function removeOutliers(values: readonly number[]): number[] {
  if (values.length < 4) return [...values]
  const sorted = [...values].sort((a, b) => a - b)
  const q1 = quantile(sorted, 0.25)
  const q3 = quantile(sorted, 0.75)
  const fence = 1.5 * (q3 - q1)
  return values.filter((value) => value >= q1 - fence && value <= q3 + fence)
}

export function summarise(values: readonly number[]): Summary {
  const n = values.length
  const mean = values.reduce((total, value) => total + value, 0) / n
  const variance = n > 1 ? values.reduce((total, value) => total + (value - mean) ** 2, 0) / (n - 1) : 0
  return {
    n,
    mean,
    sd: Math.sqrt(variance),
    median: quantile(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
  }
}

export function median(values: readonly number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  )
}

/**
 * One-sided Mann–Whitney U test: the probability of `current` ranking this far above
 * `baseline` by chance. Ranks, not values, so one preempted run counts as one higher
 * rank, not as a mean pulled up by tens of milliseconds. Normal approximation with the
 * tie correction and a continuity correction.
 */
export function mannWhitneySlowerP(baseline: readonly number[], current: readonly number[]): number {
  const n1 = baseline.length
  const n2 = current.length
  if (n1 === 0 || n2 === 0) return 1
  let u = 0
  for (const after of current) for (const before of baseline) u += after > before ? 1 : after === before ? 0.5 : 0
  const all = [...baseline, ...current].sort((a, b) => a - b)
  let ties = 0
  for (let start = 0; start < all.length; ) {
    let end = start
    while (end + 1 < all.length && all[end + 1] === all[start]) end++
    const size = end - start + 1
    ties += size ** 3 - size
    start = end + 1
  }
  const n = n1 + n2
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)))
  if (variance <= 0) return u > (n1 * n2) / 2 ? 0 : 1
  const z = (u - (n1 * n2) / 2 - 0.5) / Math.sqrt(variance)
  return 1 - normalCdf(z)
}

/** Φ(z), by the complementary error function (Numerical Recipes' erfc, relative error under 1.2e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.5 * x)
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    )
  return z >= 0 ? 1 - erfc / 2 : erfc / 2
}

function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q
  const base = Math.floor(position)
  const rest = position - base
  return sorted[base + 1] === undefined ? sorted[base]! : sorted[base]! + rest * (sorted[base + 1]! - sorted[base]!)
}
