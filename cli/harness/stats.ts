/**
 * The statistics a perf baseline needs: outliers removed by Tukey's fences, then mean,
 * standard deviation and median, and Welch's t-test to tell a real slowdown from noise.
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

/** One-sided Welch's t-test: the probability of seeing `current` this much slower than `baseline` by chance. */
export function welchSlowerP(baseline: Summary, current: Summary): number {
  const varianceOfDifference = baseline.sd ** 2 / baseline.n + current.sd ** 2 / current.n
  if (varianceOfDifference === 0) return current.mean > baseline.mean ? 0 : 1
  const t = (current.mean - baseline.mean) / Math.sqrt(varianceOfDifference)
  const df =
    varianceOfDifference ** 2 /
    ((baseline.sd ** 2 / baseline.n) ** 2 / (baseline.n - 1) + (current.sd ** 2 / current.n) ** 2 / (current.n - 1))
  return 1 - studentTCdf(t, df)
}

function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q
  const base = Math.floor(position)
  const rest = position - base
  return sorted[base + 1] === undefined ? sorted[base]! : sorted[base]! + rest * (sorted[base + 1]! - sorted[base]!)
}

function studentTCdf(t: number, df: number): number {
  const x = df / (df + t * t)
  const tail = 0.5 * regularizedIncompleteBeta(x, df / 2, 0.5)
  return t > 0 ? 1 - tail : tail
}

/** I_x(a, b) by Lentz's continued fraction (Numerical Recipes, betacf). */
function regularizedIncompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0
  if (x >= 1) return 1
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x))
  if (x < (a + 1) / (a + b + 2)) return (front * continuedFraction(x, a, b)) / a
  return 1 - (front * continuedFraction(1 - x, b, a)) / b
}

function continuedFraction(x: number, a: number, b: number): number {
  const tiny = 1e-30
  let c = 1
  let d = 1 - ((a + b) * x) / (a + 1)
  d = 1 / (Math.abs(d) < tiny ? tiny : d)
  let h = d
  for (let m = 1; m <= 200; m++) {
    for (const numerator of [
      (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m)),
      (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1)),
    ]) {
      d = 1 + numerator * d
      d = 1 / (Math.abs(d) < tiny ? tiny : d)
      c = 1 + numerator / c
      if (Math.abs(c) < tiny) c = tiny
      h *= d * c
    }
    if (Math.abs(d * c - 1) < 1e-12) break
  }
  return h
}

function logGamma(value: number): number {
  // Lanczos approximation, g = 7.
  const coefficients = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ]
  if (value < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * value)) - logGamma(1 - value)
  const x = value - 1
  let sum = coefficients[0]!
  for (let index = 1; index < 9; index++) sum += coefficients[index]! / (x + index)
  const t = x + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum)
}
