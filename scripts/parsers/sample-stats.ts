// Statistics of a tool's repeated samples (go test -count, redis-benchmark runs, hyperfine times …):
// mean or median, spread, extremes. Pure, no I/O; used by the parsers through shared.ts.
import type { Measurement } from '../../data/schema/schema'
import { round12 as round } from '../../data/numbers/numbers'

/**
 * Statistics of repeated samples: value = mean (or median with `by: 'median'`), plus median, sample
 * standard deviation (n − 1; omitted for one sample), min, max, n and the samples themselves.
 */
export function sampleStats(samples: ArrayLike<number>, by: 'mean' | 'median' = 'mean'): Measurement {
  const n = samples.length
  if (n === 0) throw new Error('sampleStats: no samples')
  let sum = 0
  let min = Infinity
  let max = -Infinity
  let below = 0
  let negZeros = 0
  const work = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const v = samples[i] as number
    sum += v
    if (v < min) min = v
    if (v > max) max = v
    if (v <= 0) {
      if (v < 0) below++
      else if (Object.is(v, -0)) negZeros++
    }
    work[i] = v
  }
  const mean = sum / n
  const median = medianOf(work, below, negZeros)
  if (n === 1) return { value: mean, n: 1 }
  let sq = 0
  for (let i = 0; i < n; i++) sq += ((samples[i] as number) - mean) * ((samples[i] as number) - mean)
  const m: Measurement = {
    value: round(by === 'mean' ? mean : median),
    stddev: round(Math.sqrt(sq / (n - 1))),
    min,
    max,
    median: round(median),
    n,
  }
  // The schema keeps at most 100,000 samples; beyond that only the statistics are stored.
  if (n <= 100000) {
    const copy: number[] = []
    for (let i = 0; i < n; i++) copy.push(samples[i] as number)
    m.samples = copy
  }
  return m
}

/**
 * The median of `a` (reordered in place): quickselect, O(n), rather than a sort. `below` counts the
 * values < 0 and `negZeros` the -0s, so that a zero in the middle gets the sign a numeric sort
 * (which puts -0 before 0) would give it.
 */
function medianOf(a: Float64Array, below: number, negZeros: number): number {
  const n = a.length
  const mid = n >> 1
  if (n < 16) {
    a.sort()
    return n % 2 ? (a[mid] as number) : ((a[mid - 1] as number) + (a[mid] as number)) / 2
  }
  const signed = (v: number, at: number) => (v === 0 ? (at >= below && at < below + negZeros ? -0 : 0) : v)
  select(a, mid)
  const upper = signed(a[mid] as number, mid)
  if (n % 2) return upper
  let lower = -Infinity // the largest value left of mid: the (mid − 1)th in order
  for (let i = 0; i < mid; i++) if ((a[i] as number) > lower) lower = a[i] as number
  return (signed(lower, mid - 1) + upper) / 2
}

/** Reorders `a` so that a[k] is the value a sort would put there, smaller or equal ones before it. */
function select(a: Float64Array, k: number): void {
  let lo = 0
  let hi = a.length - 1
  while (hi > lo) {
    const x = a[lo] as number
    const y = a[(lo + hi) >> 1] as number
    const z = a[hi] as number
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y // median of three
    let i = lo
    let j = hi
    while (i <= j) {
      while ((a[i] as number) < pivot) i++
      while ((a[j] as number) > pivot) j--
      if (i <= j) {
        const t = a[i] as number
        a[i++] = a[j] as number
        a[j--] = t
      }
    }
    if (k <= j) hi = j
    else if (k >= i) lo = i
    else return
  }
}
