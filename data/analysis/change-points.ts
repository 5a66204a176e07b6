// Change points in a benchmark's history, in two modes over one frame. The frame is the Hunter paper's
// (Fleming et al., 2023) that Apache Otava implements: sliding windows, recursive splits of each window
// while the best candidate is significant, then a merge pass that drops the weakest point until every
// one passes between its neighbours. Otava's mode (OTAVA_DEFAULTS): e-divisive means' energy statistic
// picks the candidate, Student's t-test judges it at a per-test level. The site's mode (DEFAULT_CP_OPTIONS):
// every split is judged by Mann–Whitney's rank-sum test (exact for short segments), the candidate is the
// most significant split, and each p is multiplied by the number of splits the history offers, so that
// the level is a false-alarm rate per history, whatever its length. Both use analytic tests (no random
// permutations): pure and deterministic, milliseconds for a history of 10,000 runs.
import { EXACT_MAX, familyP, pFromU, rankSumP } from './ranksum'
import { studentTwoSided } from './stats'
import { placed } from './change-point-place'

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
  /**
   * The test between the two segments a point separates. "t": Student's t, the candidate e-divisive's
   * (Otava). "ranks": Mann–Whitney's rank-sum test, which needs nothing of the noise's shape (real noise
   * is heavy-tailed), the candidate the split it finds most significant.
   */
  test?: 't' | 'ranks'
  /**
   * Multiply each p by the number of splits the history offers (Bonferroni, counting only splits that
   * could pass: Tarone, 1990): maxPValue is then the chance that noise alone shows a change anywhere in
   * a history, short or long, and the relaxed first pass is not needed (not in Otava).
   */
  perHistory?: boolean
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
export const OTAVA_DEFAULTS: Required<ChangePointOptions> = {
  window: 50,
  maxPValue: 0.001,
  minMagnitude: 0,
  minRuns: 1,
  log: false,
  test: 't',
  perHistory: false,
}

/**
 * The site's defaults (figures: `pnpm bench:changepoints`, README). Otava's p ≤ 0.001 is per test, but the
 * candidate is the best split of its window: on real busy-machine noise it gave 10 false change points per
 * 100 series of 100 runs. A level of 0.03 per history, on ranks, with two runs a side, keeps false points
 * under 1 per 100 series at 20 to 500 runs, and a short history is not held to a long one's level. (0.04
 * made 1.1–1.3 per 100 series of 20 runs once measured on 10,000 series instead of 2,000.)
 */
export const DEFAULT_CP_OPTIONS: Required<ChangePointOptions> = {
  ...OTAVA_DEFAULTS,
  maxPValue: 0.03,
  minRuns: 2,
  log: true,
  test: 'ranks',
  perHistory: true,
}

interface Seg {
  /** Runs on the shorter side. */
  side: number
  index: number
  pValue: number
  before: number
  after: number
}

/** Mean and population standard deviation (as Otava feeds its t-test). */
export function meanStd(xs: readonly number[], from: number, to: number): [number, number] {
  const n = to - from
  let s = 0
  for (let i = from; i < to; i++) s += xs[i]!
  const m = s / n
  let v = 0
  for (let i = from; i < to; i++) v += (xs[i]! - m) ** 2
  return [m, n > 1 ? Math.sqrt(v / n) : 0]
}

interface Test {
  test: 't' | 'ranks'
  /** A split's p as the history's: the chance that some split of it gets as small a p (identity in Otava's mode). */
  family: (p: number) => number
}

/** The chosen two-sided test between xs[a, b) and xs[b, c), its p multiplied by the history's splits. */
function split(xs: readonly number[], a: number, b: number, c: number, test: Test): Seg {
  const [m1, s1] = meanStd(xs, a, b)
  const [m2, s2] = meanStd(xs, b, c)
  const n1 = b - a
  const n2 = c - b
  let p = 1
  if (test.test === 'ranks') p = rankSumP(xs.slice(a, b), xs.slice(b, c))
  else if (n1 + n2 > 2) {
    const df = n1 + n2 - 2
    const pooled = ((n1 - 1) * s1 * s1 + (n2 - 1) * s2 * s2) / df
    const se = Math.sqrt(pooled * (1 / n1 + 1 / n2))
    // Two flat segments: any difference is certain, none is none.
    p = se > 0 ? studentTwoSided((m1 - m2) / se, df) : m1 === m2 ? 1 : 0
  }
  p = test.family(p)
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
      const q =
        (2 / (n + m)) * between -
        (n > 1 ? (2 * m * within) / ((n + m) * (n - 1)) : 0) -
        (m > 1 ? (2 * n * withinY) / ((n + m) * (m - 1)) : 0)
      if (q > best) {
        best = q
        bestTau = tau
      }
    }
  }
  return { tau: bestTau, q: best }
}

/** Stats of a point among sorted cut points `cuts` over xs[0, end): between its neighbours. */
function statsAt(xs: readonly number[], cuts: readonly number[], k: number, end: number, test: Test): Seg {
  return split(xs, k > 0 ? cuts[k - 1]! : 0, cuts[k]!, k + 1 < cuts.length ? cuts[k + 1]! : end, test)
}

/** The split of w[a, e) whose test is most significant, each side holding at least `side` runs. */
function bestSplit(w: readonly number[], a: number, e: number, side: number, test: Test, maxP = 1): Seg | undefined {
  const from = a + Math.max(1, side)
  const to = e - Math.max(1, side)
  if (from > to) return undefined
  const ties = tieTerm(w.slice(a, e))
  // U (pairs where a value before the split exceeds one after, ties counting half) and the number of
  // tied pairs across it move by one value's pairs from one split to the next: every split's p in O(n²)
  // for the whole segment, as rankSumP gives it (exact unless the two sides share a value or are long).
  let u = 0
  let across = 0
  const pair = (x: number, y: number, sign: number) => {
    if (x > y) u += sign
    else if (x === y) [u, across] = [u + sign / 2, across + sign]
  }
  for (let i = a; i < from; i++) for (let j = from; j < e; j++) pair(w[i]!, w[j]!, 1)
  const ps: number[] = []
  for (let tau = from; ; tau++) {
    ps.push(pFromU(u, tau - a, e - tau, across || e - a > EXACT_MAX ? ties : 0))
    if (tau === to) break
    // w[tau] moves to the left side.
    for (let i = a; i < tau; i++) pair(w[i]!, w[tau]!, -1)
    for (let j = tau + 1; j < e; j++) pair(w[tau]!, w[j]!, 1)
  }
  return split(
    w,
    a,
    placed(w, [a, e, from], ps, (p) => test.family(p) <= maxP),
    e,
    test,
  )
}

/** Σ(t³ − t) over the groups of equal values. */
function tieTerm(xs: number[]): number {
  xs.sort((x, y) => x - y)
  let sum = 0
  for (let i = 0; i < xs.length;) {
    let j = i
    while (j < xs.length && xs[j] === xs[i]) j++
    const t = j - i
    sum += t * t * t - t
    i = j
  }
  return sum
}

/**
 * Recursive splits of one window w while the best candidate passes the test. With test "t" (Otava) the
 * candidate is e-divisive's, the split that maximizes the energy statistic; with ranks it is the split
 * of smallest p (every split is tested, and perHistory pays for all of them).
 */
function divide(w: readonly number[], maxP: number, test: Test, side: number): number[] {
  const cuts: number[] = []
  const scan = test.test === 'ranks'
  const cum = scan ? [] : distanceSums(w)
  for (;;) {
    const bounds = [0, ...cuts, w.length]
    let best: { tau: number; q: number; k: number } | undefined
    for (let k = 0; k + 1 < bounds.length; k++) {
      if (bounds[k + 1]! - bounds[k]! < 2) continue
      let c: { tau: number; q: number } | undefined
      if (scan) {
        const s = bestSplit(w, bounds[k]!, bounds[k + 1]!, side, test, maxP)
        c = s && { tau: s.index, q: -s.pValue }
      } else c = candidate(cum, bounds[k]!, bounds[k + 1]!)
      if (c && (!best || c.q > best.q)) best = { ...c, k }
    }
    if (!best) return cuts
    const s = split(w, bounds[best.k]!, best.tau, bounds[best.k + 1]!, test)
    if (!(s.pValue <= maxP)) return cuts
    cuts.push(best.tau)
    cuts.sort((x, y) => x - y)
  }
}

/** Change points of `xs` (oldest first), newest last. Deterministic: same input, same output. */
export function changePoints(values: readonly number[], options: ChangePointOptions = {}): ChangePoint[] {
  const {
    window,
    maxPValue,
    minMagnitude,
    minRuns,
    log: wantLog,
    test: kind,
    perHistory,
  } = { ...DEFAULT_CP_OPTIONS, ...options }
  const log = wantLog && values.every((v) => v > 0)
  const xs = log ? values.map(Math.log) : values
  if (xs.length < 3 || window < 2) return []
  const n = xs.length
  const family = !perHistory
    ? (p: number) => p
    : kind === 'ranks'
      ? (p: number) => familyP(p, n)
      : (p: number) => Math.min(1, p * (n - 1))
  const test: Test = { test: kind, family }
  // First pass at a relaxed level (as Otava: 10× the strict one below 0.05): the "weak" points. A level
  // per history is already strict inside a window: relaxed, it only adds points that the merge drops.
  const weakP = perHistory ? maxPValue : maxPValue < 0.05 ? maxPValue * 10 : maxPValue < 0.5 ? maxPValue * 2 : maxPValue
  const found = new Set<number>()
  const step = Math.floor(window / 2)
  for (let start = 0; start < xs.length;) {
    const end = Math.min(start + window, xs.length)
    const local = divide(xs.slice(start, end), weakP, test, minRuns).map((i) => i + start)
    for (const i of local) found.add(i)
    start = Math.max(local.length ? local[local.length - 1]! : 0, start + step)
  }
  const cuts = [...found].sort((a, b) => a - b)
  const segs = cuts.map((_, k) => statsAt(xs, cuts, k, xs.length, test))
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
    if (k > 0) segs[k - 1] = statsAt(xs, cuts, k - 1, xs.length, test)
    if (k < segs.length) segs[k] = statsAt(xs, cuts, k, xs.length, test)
  }
  const back = log ? Math.exp : (v: number) => v
  return segs.map((s) => changeAt(s.index, back(s.before), back(s.after), s.pValue))
}

/** A change point from its centres before and after (in the series' own units). */
export function changeAt(index: number, before: number, after: number, pValue: number): ChangePoint {
  return { index, before, after, change: before === 0 ? 0 : after / before - 1, pValue }
}

/** Index of the first largest (sign 1) or smallest (sign −1) key. */
function argBest<T>(xs: readonly T[], key: (x: T) => number, sign: 1 | -1): number {
  let k = 0
  for (let i = 1; i < xs.length; i++) if (sign * key(xs[i]!) > sign * key(xs[k]!)) k = i
  return k
}
