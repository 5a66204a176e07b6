// Change points in a benchmark's history: e-divisive means with the practical changes of the Hunter
// paper (Fleming et al., 2023) that Apache Otava implements: candidates from the energy statistic over
// sliding windows, significance from Student's t-test between the segments a point separates (an
// analytic test, so two builds give the same answer; no random permutations), a relaxed first pass
// ("weak" points) and a merge pass that drops the weakest until every point passes the strict level.
// Pure and deterministic; O(window²) per window, so a history of 10,000 runs costs milliseconds.
import { studentTwoSided } from './stats'

export interface ChangePointOptions {
  /** Points looked at at once (Otava's default, 50). */
  window?: number
  /** Highest p-value of a reported change (Otava's default, 0.001). */
  maxPValue?: number
  /** Smallest relative change reported, as a fraction (0: any significant change). */
  minMagnitude?: number
  /** Fewest runs on each side of a change (1 in Otava): one odd run is an outlier until the next confirms it. */
  minRuns?: number
  /**
   * Work on the logarithm of the values (not in Otava): benchmark noise is multiplicative and skewed (a busy
   * machine makes a run 2× slower, never 2× faster), and a change is a ratio. Means are then geometric.
   * Ignored when a value is not positive.
   */
  log?: boolean
}

export interface ChangePoint {
  /** Index of the first value after the change. */
  index: number
  /** Means of the segments before and after it (up to the neighbouring change points). */
  before: number
  after: number
  /** after / before − 1. */
  change: number
  pValue: number
}

/** Otava's defaults (its command line without options): the agreement test runs both with these. */
export const OTAVA_DEFAULTS: Required<ChangePointOptions> = { window: 50, maxPValue: 0.001, minMagnitude: 0, minRuns: 1, log: false }

/**
 * The site's defaults (figures: `pnpm bench:changepoints`, README). Otava's p ≤ 0.001 is per test, but the
 * candidate is the best split of its window: on real busy-machine noise it gave 9 false change points per
 * 100 series of 100 runs; p ≤ 0.00001 on the logarithms, with two runs a side, gives under 1 and finds
 * 3×-noise steps more often than Otava does.
 */
export const DEFAULT_CP_OPTIONS: Required<ChangePointOptions> = { ...OTAVA_DEFAULTS, maxPValue: 0.00001, minRuns: 2, log: true }

interface Seg {
  /** Runs on the shorter side. */
  side: number
  index: number
  pValue: number
  before: number
  after: number
}

/** Mean and population standard deviation (as Otava feeds its t-test). */
function meanStd(xs: readonly number[], from: number, to: number): [number, number] {
  const n = to - from
  let s = 0
  for (let i = from; i < to; i++) s += xs[i]!
  const m = s / n
  let v = 0
  for (let i = from; i < to; i++) v += (xs[i]! - m) ** 2
  return [m, n > 1 ? Math.sqrt(v / n) : 0]
}

/** Two-sided pooled Student's t-test between xs[a, b) and xs[b, c). */
function split(xs: readonly number[], a: number, b: number, c: number): Seg {
  const [m1, s1] = meanStd(xs, a, b)
  const [m2, s2] = meanStd(xs, b, c)
  const n1 = b - a
  const n2 = c - b
  let p = 1
  if (n1 + n2 > 2) {
    const df = n1 + n2 - 2
    const pooled = ((n1 - 1) * s1 * s1 + (n2 - 1) * s2 * s2) / df
    const se = Math.sqrt(pooled * (1 / n1 + 1 / n2))
    // Two flat segments: any difference is certain, none is none.
    p = se > 0 ? studentTwoSided((m1 - m2) / se, df) : m1 === m2 ? 1 : 0
  }
  return { side: Math.min(n1, n2), index: b, pValue: p, before: m1, after: m2 }
}

/** Largest relative change either way, as Otava measures magnitude (on the values, not their logs). */
function magnitude(s: Seg, exp: boolean): number {
  if (exp) return Math.exp(Math.abs(s.after - s.before)) - 1
  const fwd = s.before === 0 ? 0 : Math.abs(s.after / s.before - 1)
  const back = s.after === 0 ? 0 : Math.abs(s.before / s.after - 1)
  return Math.max(fwd, back)
}

/** cum[k][i] = Σ_{i' < i} |w[i'] − w[k]|: any sum of distances to one point over a range in O(1). */
function distanceSums(w: readonly number[]): Float64Array[] {
  return w.map((y) => {
    const row = new Float64Array(w.length + 1)
    for (let i = 0; i < w.length; i++) row[i + 1] = row[i]! + Math.abs(w[i]! - y)
    return row
  })
}

/**
 * The e-divisive candidate in w[a, e): the τ that, with some κ, maximizes the energy statistic between
 * w[a, τ) and w[τ, κ). Ties and an all-negative statistic resolve as a row-major argmax over the (τ, κ)
 * table with zeros outside its upper triangle, so that the choice matches Otava's.
 */
function candidate(cum: readonly Float64Array[], a: number, e: number): { tau: number; q: number } {
  let best = -Infinity
  let bestTau = a + 1
  let within = 0 // Σ|Xi − Xj| over pairs in X = w[a, τ)
  for (let tau = a + 1; tau < e; tau++) {
    const last = cum[tau - 1]!
    within += last[tau - 1]! - last[a]!
    const n = tau - a
    let between = 0 // Σ|Xi − Yj|, Y = w[τ, κ)
    let withinY = 0 // Σ|Yi − Yj| over pairs in Y
    // Cells left of the diagonal are zeros in Otava's table: they win when every valid cell is negative.
    if (tau > a + 1 && best < 0) {
      best = 0
      bestTau = tau
    }
    for (let kappa = tau + 1; kappa <= e; kappa++) {
      const col = cum[kappa - 1]!
      between += col[tau]! - col[a]!
      withinY += col[kappa - 1]! - col[tau]!
      const m = kappa - tau
      const q = (2 / (n + m)) * between - (n > 1 ? (2 * m * within) / ((n + m) * (n - 1)) : 0) - (m > 1 ? (2 * n * withinY) / ((n + m) * (m - 1)) : 0)
      if (q > best) {
        best = q
        bestTau = tau
      }
    }
  }
  return { tau: bestTau, q: best }
}

/** Stats of a point among sorted cut points `cuts` over xs[0, end): between its neighbours. */
function statsAt(xs: readonly number[], cuts: readonly number[], k: number, end: number): Seg {
  return split(xs, k > 0 ? cuts[k - 1]! : 0, cuts[k]!, k + 1 < cuts.length ? cuts[k + 1]! : end)
}

/** E-divisive over one window w: recursive splits while the best candidate passes the t-test. */
function divide(w: readonly number[], maxP: number): number[] {
  const cuts: number[] = []
  const cum = distanceSums(w)
  for (;;) {
    const bounds = [0, ...cuts, w.length]
    let best: { tau: number; q: number; k: number } | undefined
    for (let k = 0; k + 1 < bounds.length; k++) {
      if (bounds[k + 1]! - bounds[k]! < 2) continue
      const c = candidate(cum, bounds[k]!, bounds[k + 1]!)
      if (!best || c.q > best.q) best = { ...c, k }
    }
    if (!best) return cuts
    const s = split(w, bounds[best.k]!, best.tau, bounds[best.k + 1]!)
    if (!(s.pValue <= maxP)) return cuts
    cuts.push(best.tau)
    cuts.sort((x, y) => x - y)
  }
}

/** Change points of `xs` (oldest first), newest last. Deterministic: same input, same output. */
export function changePoints(values: readonly number[], options: ChangePointOptions = {}): ChangePoint[] {
  const { window, maxPValue, minMagnitude, minRuns, log: wantLog } = { ...DEFAULT_CP_OPTIONS, ...options }
  const log = wantLog && values.every((v) => v > 0)
  const xs = log ? values.map(Math.log) : values
  if (xs.length < 3 || window < 2) return []
  // First pass at a relaxed level (as Otava: 10× the strict one below 0.05): the "weak" points.
  const weakP = maxPValue < 0.05 ? maxPValue * 10 : maxPValue < 0.5 ? maxPValue * 2 : maxPValue
  const found = new Set<number>()
  const step = Math.floor(window / 2)
  for (let start = 0; start < xs.length; ) {
    const end = Math.min(start + window, xs.length)
    const local = divide(xs.slice(start, end), weakP).map((i) => i + start)
    for (const i of local) found.add(i)
    start = Math.max(local.length ? local[local.length - 1]! : 0, start + step)
  }
  const cuts = [...found].sort((a, b) => a - b)
  const segs = cuts.map((_, k) => statsAt(xs, cuts, k, xs.length))
  // Merge: drop a point with too few runs on a side, else the least significant one (or, when all pass,
  // the smallest), and re-test its neighbours.
  while (segs.length) {
    let k = segs.findIndex((s) => s.side < minRuns)
    if (k < 0) k = argBest(segs, (s) => s.pValue, 1)
    if (segs[k]!.side >= minRuns && segs[k]!.pValue < maxPValue) {
      k = argBest(segs, (x) => magnitude(x, log), -1)
      if (magnitude(segs[k]!, log) > minMagnitude) break
    }
    segs.splice(k, 1)
    cuts.splice(k, 1)
    if (k > 0) segs[k - 1] = statsAt(xs, cuts, k - 1, xs.length)
    if (k < segs.length) segs[k] = statsAt(xs, cuts, k, xs.length)
  }
  const back = log ? Math.exp : (v: number) => v
  return segs.map((s) => {
    const [before, after] = [back(s.before), back(s.after)]
    return { index: s.index, before, after, change: before === 0 ? 0 : after / before - 1, pValue: s.pValue }
  })
}

/** Index of the first largest (sign 1) or smallest (sign −1) key. */
function argBest<T>(xs: readonly T[], key: (x: T) => number, sign: 1 | -1): number {
  let k = 0
  for (let i = 1; i < xs.length; i++) if (sign * key(xs[i]!) > sign * key(xs[k]!)) k = i
  return k
}
