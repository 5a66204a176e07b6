// Two-sample tests for the verdict of a change (verdict.ts): Mann–Whitney U (normal approximation with
// tie and continuity correction), over raw samples or over evenly spaced quantiles that stand for many
// samples each, and Welch's t-test, over samples or over a tool's mean, standard deviation and count.
// The distributions come from @stdlib (well tested); only the statistics are computed here. Build time
// only: the changes tables are rendered to HTML by the Markdown plugin, so none of this ships to the browser.
import normalCdf from '@stdlib/stats-base-dists-normal-cdf'
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile'
import tCdf from '@stdlib/stats-base-dists-t-cdf'

export interface MannWhitneyResult {
  /** U of the first sample: how often a value of `a` exceeds one of `b` (ties count half). */
  u: number
  /** Standardised statistic after tie and continuity correction (0 when every value is equal). */
  z: number
  /** Two-sided p-value, in [0, 1]. */
  p: number
}

export interface WelchResult {
  /** (mean(a) − mean(b)) / standard error; ±Infinity when both samples are constant and differ. */
  t: number
  /** Welch–Satterthwaite degrees of freedom. */
  df: number
  /** Two-sided p-value, in [0, 1]. */
  p: number
}

export function mean(xs: readonly number[]): number {
  let s = 0
  for (const x of xs) s += x
  return s / xs.length
}

/** Sample variance (n − 1 in the denominator), computed around the mean for stability. */
export function variance(xs: readonly number[]): number {
  const m = mean(xs)
  let s = 0
  for (const x of xs) s += (x - m) * (x - m)
  return s / (xs.length - 1)
}

/** The q-quantile (0 ≤ q ≤ 1) of sorted values, interpolating between neighbours (type 7, numpy's default). */
export function quantileSorted(sorted: readonly number[], q: number): number {
  const at = q * (sorted.length - 1)
  const lo = Math.floor(at)
  return lo + 1 < sorted.length ? sorted[lo]! + (at - lo) * (sorted[lo + 1]! - sorted[lo]!) : sorted[lo]!
}

export function median(xs: readonly number[]): number {
  return quantileSorted(
    [...xs].sort((a, b) => a - b),
    0.5,
  )
}

/** A robust standard deviation: 1.4826 × the median absolute deviation from `centre` (normal data: ≈ the sd). */
export function madSd(xs: readonly number[], centre: number): number {
  return 1.4826 * median(xs.map((x) => Math.abs(x - centre)))
}

/**
 * Mann–Whitney U test, two-sided, normal approximation: ranks of the pooled samples (ties get the
 * average rank), U = R₁ − n₁(n₁+1)/2, σ² = n₁n₂/12 · ((n+1) − Σ(t³−t)/(n(n−1))), z = (|U − n₁n₂/2| − ½)/σ.
 * With weights 1 this is scipy.stats.mannwhitneyu(a, b, method="asymptotic"). A weight w > 1 makes
 * each value stand for w samples: evenly spaced quantiles of n samples, each weighing n / (their count),
 * give U as the samples would (to the sketch's resolution) and the test the power of all n samples.
 */
export function mannWhitneyU(a: readonly number[], b: readonly number[], wa = 1, wb = 1): MannWhitneyResult {
  if (a.length < 1 || b.length < 1) throw new RangeError('mannWhitneyU: both samples need at least one value')
  const n1 = a.length * wa
  const n2 = b.length * wb
  const pooled = [...a.map((v) => ({ v, first: true })), ...b.map((v) => ({ v, first: false }))].sort(
    (x, y) => x.v - y.v,
  )
  let r1 = 0
  let tieTerm = 0
  let below = 0 // total weight of the values ranked before this group
  for (let i = 0; i < pooled.length;) {
    let j = i
    let inA = 0
    let inB = 0
    while (j < pooled.length && pooled[j]!.v === pooled[i]!.v) {
      if (pooled[j]!.first) inA++
      else inB++
      j++
    }
    const t = inA * wa + inB * wb
    // The group holds ranks below+1 … below+t; each of its members gets their average.
    r1 += inA * wa * (below + (t + 1) / 2)
    if (t > 1) tieTerm += t * t * t - t
    below += t
    i = j
  }
  return uTest(r1, n1, n2, tieTerm)
}

/**
 * U, z and p from the first sample's rank sum (R₁), the sample sizes and the ties' Σ(t³−t), with the
 * continuity correction; `twoSided` gives P(|Z| ≥ z) (the old engine, tests/bench/verdicts/old-engine.ts, passed its own).
 */
export function uTest(
  r1: number,
  n1: number,
  n2: number,
  tieTerm: number,
  twoSided = normalTwoSided,
): MannWhitneyResult {
  const n = n1 + n2
  const u = r1 - (n1 * (n1 + 1)) / 2
  const mu = (n1 * n2) / 2
  const sigma2 = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)))
  if (!(sigma2 > 0)) return { u, z: 0, p: 1 }
  const sigma = Math.sqrt(sigma2)
  const dev = Math.max(0, Math.abs(u - mu) - 0.5)
  const z = (Math.sign(u - mu) * dev) / sigma
  return { u, z, p: Math.min(1, twoSided(dev / sigma)) }
}

/** Welch's t over summaries: means, standard deviations and counts (a tool's reported spread). */
export function welchSummary(m1: number, s1: number, n1: number, m2: number, s2: number, n2: number): WelchResult {
  return welchTest(m1, (s1 * s1) / n1, n1, m2, (s2 * s2) / n2, n2)
}

/**
 * t, Welch–Satterthwaite df and p from the means, the squared standard errors (s²/n) and the counts;
 * `twoSided` gives P(|T| ≥ t) (the old engine, tests/bench/verdicts/old-engine.ts, passed its own).
 */
export function welchTest(
  m1: number,
  q1: number,
  n1: number,
  m2: number,
  q2: number,
  n2: number,
  twoSided = studentTwoSided,
): WelchResult {
  const se2 = q1 + q2
  if (!(se2 > 0)) {
    // Both samples are constant: the same value is no difference at all, different values are certain.
    return m1 === m2 ? { t: 0, df: n1 + n2 - 2, p: 1 } : { t: m1 > m2 ? Infinity : -Infinity, df: n1 + n2 - 2, p: 0 }
  }
  const t = (m1 - m2) / Math.sqrt(se2)
  const df = (se2 * se2) / ((q1 * q1) / (n1 - 1) + (q2 * q2) / (n2 - 1))
  return { t, df, p: twoSided(t, df) }
}

/**
 * Welch's unequal-variances t-test, two-sided: t = (x̄₁ − x̄₂)/√(s₁²/n₁ + s₂²/n₂), with
 * Welch–Satterthwaite degrees of freedom. This is scipy.stats.ttest_ind(a, b, equal_var=False).
 */
export function welchT(a: readonly number[], b: readonly number[]): WelchResult {
  if (a.length < 2 || b.length < 2) throw new RangeError('welchT: both samples need at least two values')
  return welchSummary(mean(a), Math.sqrt(variance(a)), a.length, mean(b), Math.sqrt(variance(b)), b.length)
}

/**
 * Two estimates with confidence intervals (criterion's, BenchmarkDotNet's, JMH's): each interval's half
 * width over the normal quantile of its level is that estimate's standard error; z = difference over
 * the combined error. An asymmetric interval (a bootstrap's) uses its mean half width.
 */
export function intervalTest(
  a: { value: number; lower: number; upper: number; level: number },
  b: { value: number; lower: number; upper: number; level: number },
): { z: number; p: number } {
  const se = (x: typeof a) => (x.upper - x.lower) / (2 * normalQuantile((1 + x.level) / 2, 0, 1))
  const s = Math.hypot(se(a), se(b))
  if (!(s > 0)) return a.value === b.value ? { z: 0, p: 1 } : { z: a.value > b.value ? Infinity : -Infinity, p: 0 }
  const z = (a.value - b.value) / s
  return { z, p: normalTwoSided(z) }
}

/** P(|Z| ≥ z) for a standard normal Z (from the lower tail, exact far out). */
export function normalTwoSided(z: number): number {
  if (Number.isNaN(z)) return NaN
  return Math.min(1, 2 * normalCdf(-Math.abs(z), 0, 1))
}

/** P(|T| ≥ |t|) for Student's t with `df` degrees of freedom. */
export function studentTwoSided(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return NaN
  if (!Number.isFinite(t)) return 0
  return Math.min(1, 2 * tCdf(-Math.abs(t), df))
}

export interface SignedRankResult {
  /** W⁺: the sum of the ranks of the positive differences (zeros dropped, ties get the average rank). */
  w: number
  /** How many differences were not zero. */
  n: number
  /** Two-sided p-value, in [0, 1]. */
  p: number
  /** Whether p came from the exact null distribution (no ties, no zeros, n ≤ 50) or the normal approximation. */
  exact: boolean
}

/**
 * Wilcoxon's signed-rank test of paired differences, two-sided: the differences that are not zero are
 * ranked by size, W⁺ sums the ranks of the positive ones. Without ties the p-value is exact (the null
 * distribution counted over all 2ⁿ sign patterns); with ties it is the normal approximation with the tie
 * correction of the variance and no continuity correction. This is scipy.stats.wilcoxon(d) with its
 * defaults (zero_method="wilcox"). Pairs measured alternately on one machine share its state, so their
 * differences cancel what drifts, and this test sees what a two-sample test over the same runs cannot.
 */
export function wilcoxonSignedRank(diffs: readonly number[]): SignedRankResult {
  const nz = diffs.filter((d) => d !== 0 && Number.isFinite(d)).sort((a, b) => Math.abs(a) - Math.abs(b))
  const n = nz.length
  if (n === 0) return { w: 0, n: 0, p: 1, exact: true }
  let w = 0
  let tieTerm = 0
  for (let i = 0; i < n;) {
    let j = i
    while (j < n && Math.abs(nz[j]!) === Math.abs(nz[i]!)) j++
    const rank = (i + 1 + j) / 2
    for (let k = i; k < j; k++) if (nz[k]! > 0) w += rank
    const t = j - i
    if (t > 1) tieTerm += t * t * t - t
    i = j
  }
  const max = (n * (n + 1)) / 2
  if (tieTerm === 0 && n <= 50) {
    // counts[s]: how many sign patterns give W⁺ = s.
    const counts = new Array<number>(max + 1).fill(0)
    counts[0] = 1
    for (let r = 1; r <= n; r++) for (let s = max; s >= r; s--) counts[s]! += counts[s - r]!
    const lowSide = Math.min(w, max - w)
    let tail = 0
    for (let s = 0; s <= lowSide; s++) tail += counts[s]!
    return { w, n, p: Math.min(1, (2 * tail) / 2 ** n), exact: true }
  }
  const mu = max / 2
  const sigma = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24 - tieTerm / 48)
  return { w, n, p: sigma > 0 ? normalTwoSided((w - mu) / sigma) : 1, exact: false }
}
