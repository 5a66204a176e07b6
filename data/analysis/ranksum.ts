// Mann–Whitney's rank-sum test for the change-point detector (changepoints.ts), exact where it matters:
// a short segment. The normal approximation (stats.ts) is far too cautious in the tails of small samples
// (5 runs all below 15 others: exact p 1.3e-4, approximated 1.2e-3), and a change in a short history sits
// in exactly that tail. @stdlib has no rank-sum distribution, so its null
// distribution is built here by the counting recurrence of Mann and Whitney (1947), on probabilities so
// that every step adds positive numbers: of the m + n values the largest is the first sample's with
// chance m / (m + n), and then beats all n of the second. Checked against enumeration and scipy.
import { mannWhitneyU, normalTwoSided } from './stats'

/** Largest pooled size whose exact distribution is used (a window of the detector; at most 2 MB cached). */
export const EXACT_MAX = 50

const cache = new Map<number, Float64Array>()

/** P(U = u), u = 0 … mn, for samples of m and n values without ties (the same for m, n as for n, m). */
function pmf(m: number, n: number): Float64Array {
  if (m > n) return pmf(n, m)
  const key = m * (EXACT_MAX + 1) + n
  const hit = cache.get(key)
  if (hit) return hit
  const out = new Float64Array(m * n + 1)
  if (m === 0) out[0] = 1
  else {
    const first = pmf(m - 1, n)
    const second = pmf(m, n - 1)
    for (let u = 0; u < first.length; u++) out[u + n]! += (m / (m + n)) * first[u]!
    for (let u = 0; u < second.length; u++) out[u]! += (n / (m + n)) * second[u]!
  }
  cache.set(key, out)
  return out
}

/**
 * Two-sided p of Mann–Whitney's test between a and b: exact (as scipy's method="exact") when they hold
 * at most EXACT_MAX values and no ties, else the normal approximation with tie and continuity correction.
 */
export function rankSumP(a: readonly number[], b: readonly number[]): number {
  if (!a.length || !b.length) return 1
  if (a.length + b.length > EXACT_MAX) return mannWhitneyU(a, b).p
  let u = 0
  for (const x of a) {
    for (const y of b) {
      if (x === y) return mannWhitneyU(a, b).p
      if (x > y) u++
    }
  }
  return pFromU(u, a.length, b.length)
}

/**
 * Two-sided p of U for samples of m and n values: exact up to EXACT_MAX values without ties, else the
 * normal approximation; `ties` is Σ(t³ − t) over groups of equal values (as in mannWhitneyU, stats.ts).
 */
export function pFromU(u: number, m: number, n: number, ties = 0): number {
  if (ties > 0) {
    const N = m + n
    const sigma2 = ((m * n) / 12) * (N + 1 - ties / (N * (N - 1)))
    return sigma2 > 0 ? normalTwoSided(Math.max(0, Math.abs(u - (m * n) / 2) - 0.5) / Math.sqrt(sigma2)) : 1
  }
  if (m + n > EXACT_MAX) {
    const dev = Math.max(0, Math.abs(u - (m * n) / 2) - 0.5)
    return normalTwoSided(dev / Math.sqrt((m * n * (m + n + 1)) / 12))
  }
  const p = pmf(m, n)
  let below = 0
  let above = 0
  for (let k = 0; k <= u; k++) below += p[k]!
  for (let k = u; k < p.length; k++) above += p[k]!
  return Math.min(1, 2 * Math.min(below, above))
}

/** The smallest two-sided p that rankSumP can give for samples of k and n − k values (no ties). */
function smallestP(k: number, n: number): number {
  if (n <= EXACT_MAX) return Math.min(1, 2 * pmf(k, n - k)[0]!)
  const m = k * (n - k)
  return normalTwoSided((m / 2 - 0.5) / Math.sqrt((m * (n + 1)) / 12))
}

const tails = new Map<number, Float64Array>()
const smallest = new Map<number, Float64Array>()

/** How many splits of n values (more than EXACT_MAX) can reach p: the smallest p of each, sorted, kept per n. */
function reaching(p: number, n: number): number {
  let sorted = smallest.get(n)
  if (!sorted) {
    if (smallest.size > 64) smallest.clear()
    sorted = Float64Array.from({ length: n - 1 }, (_, i) => smallestP(i + 1, n)).sort()
    smallest.set(n, sorted)
  }
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! <= p) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The two-sided p-values a split of k against m values can give, smallest first (no ties). */
function attainable(k: number, m: number): Float64Array {
  const key = Math.min(k, m) * (EXACT_MAX + 1) + Math.max(k, m)
  let out = tails.get(key)
  if (!out) {
    const p = pmf(k, m)
    out = new Float64Array(Math.floor((p.length - 1) / 2) + 1)
    let below = 0
    for (let u = 0; u < out.length; u++) out[u] = Math.min(1, 2 * (below += p[u]!))
    tails.set(key, out)
  }
  return out
}

/**
 * The chance that noise alone gives some split of n values a p as small as `p`: the sum, over the n − 1
 * splits, of the chance that each does (Bonferroni's bound). A rank test's p-values are discrete, so a
 * split's chance is the largest p it can reach at or below `p`, and none for a split that cannot reach
 * it at all (2 runs against 18 never get below 0.0105): this wastes none of the level on them (after
 * Tarone, 1990). Above EXACT_MAX values: p for each split that can reach it.
 */
export function familyP(p: number, n: number): number {
  if (n > EXACT_MAX) return Math.min(1, p * reaching(p, n))
  let sum = 0
  for (let k = 1; k < n; k++) {
    const t = attainable(k, n - k)
    // The largest attainable p not above p (a hair of slack for sums taken in another order).
    let lo = 0
    let hi = t.length - 1
    if (t[0]! > p * (1 + 1e-9)) continue
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (t[mid]! <= p * (1 + 1e-9)) lo = mid
      else hi = mid - 1
    }
    sum += Math.min(t[lo]!, p)
  }
  return Math.min(1, sum)
}
