// The verdict engine as it was before issue 22 (data/schema/verdict.ts and stats.ts at 11813d9), kept unchanged
// but for imports so that `pnpm bench:verdicts` can show the old figures next to the new. Not used by the site.
import type { Measurement } from '../../data/schema/schema'
import { formatNumber, isFailedValue } from '../../data/schema/format'
import { changeIsBetter } from '../../data/schema/numbers'
import { uTest, welchTest } from '../../data/schema/stats'
// (old stats.ts) Two-sample tests for the verdict of a change (verdict.ts: pnpm compare and the changes tables of the pages): Mann–Whitney U (normal approximation with tie and continuity
// correction) and Welch's t-test, both two-sided. Pure functions without dependencies; the special
// functions (log-gamma, regularized incomplete gamma and beta) follow the classic series and
// continued-fraction forms and are accurate to about 1e-12, far beyond what a p-value needs.

interface MannWhitneyResult {
  /** U of the first sample: how often a value of `a` exceeds one of `b` (ties count half). */
  u: number
  /** Standardised statistic after tie and continuity correction (0 when every value is equal). */
  z: number
  /** Two-sided p-value, in [0, 1]. */
  p: number
}

interface WelchResult {
  /** (mean(a) − mean(b)) / standard error; ±Infinity when both samples are constant and differ. */
  t: number
  /** Welch–Satterthwaite degrees of freedom. */
  df: number
  /** Two-sided p-value, in [0, 1]. */
  p: number
}

function mean(xs: readonly number[]): number {
  let s = 0
  for (const x of xs) s += x
  return s / xs.length
}

/** Sample variance (n − 1 in the denominator), computed around the mean for stability. */
function variance(xs: readonly number[]): number {
  const m = mean(xs)
  let s = 0
  for (const x of xs) s += (x - m) * (x - m)
  return s / (xs.length - 1)
}

/**
 * Mann–Whitney U test, two-sided, normal approximation: ranks of the pooled samples (ties get the
 * average rank), U = R₁ − n₁(n₁+1)/2, σ² = n₁n₂/12 · ((n+1) − Σ(t³−t)/(n(n−1))), z = (|U − n₁n₂/2| − ½)/σ.
 * This is scipy.stats.mannwhitneyu(a, b, method="asymptotic"), with its default continuity correction.
 */
function mannWhitneyU(a: readonly number[], b: readonly number[]): MannWhitneyResult {
  const n1 = a.length
  const n2 = b.length
  if (n1 < 1 || n2 < 1) throw new RangeError('mannWhitneyU: both samples need at least one value')
  const pooled = [...a.map((v) => ({ v, first: true })), ...b.map((v) => ({ v, first: false }))].sort(
    (x, y) => x.v - y.v,
  )
  const n = n1 + n2
  let r1 = 0
  let tieTerm = 0
  for (let i = 0; i < n;) {
    let j = i
    while (j + 1 < n && pooled[j + 1]!.v === pooled[i]!.v) j++
    const rank = (i + j) / 2 + 1 // ranks i+1 … j+1, averaged
    const t = j - i + 1
    if (t > 1) tieTerm += t * t * t - t
    for (let k = i; k <= j; k++) if (pooled[k]!.first) r1 += rank
    i = j + 1
  }
  return uTest(r1, n1, n2, tieTerm, normalTwoSided)
}

/**
 * Welch's unequal-variances t-test, two-sided: t = (x̄₁ − x̄₂)/√(s₁²/n₁ + s₂²/n₂), with
 * Welch–Satterthwaite degrees of freedom. This is scipy.stats.ttest_ind(a, b, equal_var=False).
 */
function welchT(a: readonly number[], b: readonly number[]): WelchResult {
  const n1 = a.length
  const n2 = b.length
  if (n1 < 2 || n2 < 2) throw new RangeError('welchT: both samples need at least two values')
  const m1 = mean(a)
  const m2 = mean(b)
  return welchTest(m1, variance(a) / n1, n1, m2, variance(b) / n2, n2, studentTwoSided)
}

// ───────────────────────────── distributions ─────────────────────────────

/** P(|Z| ≥ z) for a standard normal Z: erfc(z/√2) = Q(½, z²/2). */
function normalTwoSided(z: number): number {
  if (Number.isNaN(z)) return NaN
  const a = Math.abs(z)
  if (a === Infinity) return 0
  return gammaQ(0.5, (a * a) / 2)
}

/** P(|T| ≥ |t|) for Student's t with `df` degrees of freedom: I_{df/(df+t²)}(df/2, ½). */
function studentTwoSided(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return NaN
  if (!Number.isFinite(t)) return 0
  return betaI(df / (df + t * t), df / 2, 0.5)
}

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
]

/** ln Γ(x) for x > 0 (Lanczos, g = 7). */
function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x)
  const y = x - 1
  let s = LANCZOS[0]!
  for (let i = 1; i < 9; i++) s += LANCZOS[i]! / (y + i)
  const t = y + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(s)
}

const EPS = 1e-15
const TINY = 1e-300
const MAX_ITER = 100_000

/** Regularized upper incomplete gamma Q(a, x) = Γ(a, x)/Γ(a). */
function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1
  if (x < a + 1) return 1 - gammaPSeries(a, x)
  // Continued fraction (modified Lentz).
  let b = x + 1 - a
  let c = 1 / TINY
  let d = 1 / b
  let h = d
  for (let i = 1; i < MAX_ITER; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < TINY) d = TINY
    c = b + an / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const del = d * c
    h *= del
    if (Math.abs(del - 1) < EPS) break
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h
}

function gammaPSeries(a: number, x: number): number {
  let ap = a
  let sum = 1 / a
  let del = sum
  for (let i = 0; i < MAX_ITER; i++) {
    ap += 1
    del *= x / ap
    sum += del
    if (Math.abs(del) < Math.abs(sum) * EPS) break
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a))
}

/** Regularized incomplete beta I_x(a, b). */
function betaI(x: number, a: number, b: number): number {
  if (x <= 0) return 0
  if (x >= 1) return 1
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x))
  // The continued fraction converges fast for x < (a+1)/(a+b+2); use the symmetry otherwise.
  if (x < (a + 1) / (a + b + 2)) return (front * betaCf(x, a, b)) / a
  return 1 - (front * betaCf(1 - x, b, a)) / b
}

function betaCf(x: number, a: number, b: number): number {
  const qab = a + b
  const qap = a + 1
  const qam = a - 1
  let c = 1
  let d = 1 - (qab * x) / qap
  if (Math.abs(d) < TINY) d = TINY
  d = 1 / d
  let h = d
  for (let m = 1; m < MAX_ITER; m++) {
    const m2 = 2 * m
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2))
    d = 1 + aa * d
    if (Math.abs(d) < TINY) d = TINY
    c = 1 + aa / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    h *= d * c
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2))
    d = 1 + aa * d
    if (Math.abs(d) < TINY) d = TINY
    c = 1 + aa / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const del = d * c
    h *= del
    if (Math.abs(del - 1) < EPS) break
  }
  return h
}
// (old verdict.ts) The one judge of a change between two measurements, used by `pnpm compare` (scripts/tools/compare-report.ts)
// and by the changes tables of the pages (changes.ts), so that both say the same word for the same two
// runs: the relative change against the suite's noise band, then, where both sides carry enough samples,
// a two-sample test (stats.ts) that must also find the change significant. A value that is really a
// failed test (format.ts isFailedValue) is "failed", never a percentage.

type Verdict = 'improved' | 'regressed' | 'unchanged' | 'failed'
type TestName = 'mann-whitney' | 'welch'
type TestChoice = 'auto' | TestName

/** Default noise band when a suite sets no tolerance. */
const DEFAULT_TOLERANCE = 0.05
const DEFAULT_ALPHA = 0.05
/** Both sides need at least this many samples before a statistical test decides. */
const MIN_SAMPLES = 3
/** With `auto`, Mann–Whitney needs this many samples on each side (below it cannot reach p < 0.05). */
const MANN_WHITNEY_MIN_SAMPLES = 5

interface TestReport {
  test: TestName
  /** U of head against base (Mann–Whitney) or t of head − base (Welch). */
  statistic: number
  df?: number
  p: number
  significant: boolean
  /** Sample counts: [base, head]. */
  n: [number, number]
}

interface Judgement {
  /** (head − base) / |base|; null when base is 0 and head is not. */
  change: number | null
  verdict: Verdict
  /** What decided: the noise band alone, or a test over the samples plus the band. */
  method: 'tolerance' | TestName
  test?: TestReport
  notes: string[]
}

/** Judged by the noise band alone. */
function verdict(fraction: number, direction: 'higher' | 'lower', tolerance: number): Verdict {
  if (Number.isNaN(fraction) || Math.abs(fraction) <= tolerance) return 'unchanged'
  return changeIsBetter(fraction, direction) ? 'improved' : 'regressed'
}

function relativeChange(base: number, head: number): number | null {
  if (base === 0) return head === 0 ? 0 : null
  return (head - base) / Math.abs(base)
}

interface JudgeOptions {
  tolerance?: number
  alpha?: number
  test?: TestChoice
}

/** Base and head in the same unit (the caller converts). */
export function oldJudge(
  base: Measurement,
  head: Measurement,
  unit: string,
  direction: 'higher' | 'lower',
  opts: JudgeOptions = {},
): Judgement {
  const tolerance = opts.tolerance ?? DEFAULT_TOLERANCE
  const alpha = opts.alpha ?? DEFAULT_ALPHA
  const change = relativeChange(base.value, head.value)
  const notes: string[] = []
  if (isFailedValue(head.value, unit))
    return {
      change,
      verdict: 'failed',
      method: 'tolerance',
      notes: ['head measured nothing (0): a failed run, not a figure'],
    }
  if (change === null) notes.push('base is 0: no relative change')
  let v = verdict(change ?? Infinity, direction, tolerance)
  let method: Judgement['method'] = 'tolerance'
  let test: TestReport | undefined
  const bs = base.samples ?? []
  const hs = head.samples ?? []
  if (bs.length >= MIN_SAMPLES && hs.length >= MIN_SAMPLES) {
    const choice = opts.test ?? 'auto'
    const name: TestName =
      choice === 'auto'
        ? Math.min(bs.length, hs.length) >= MANN_WHITNEY_MIN_SAMPLES
          ? 'mann-whitney'
          : 'welch'
        : choice
    const res = name === 'mann-whitney' ? mannWhitneyU(hs, bs) : welchT(hs, bs)
    const significant = res.p < alpha
    test = {
      test: name,
      statistic: 'u' in res ? res.u : res.t,
      ...('df' in res ? { df: res.df } : {}),
      p: res.p,
      significant,
      n: [bs.length, hs.length],
    }
    method = name
    if (!significant) {
      if (v !== 'unchanged')
        notes.push(`beyond the ±${percent(tolerance)} band but not significant (p ≥ ${plain(alpha)})`)
      v = 'unchanged'
    }
  } else if (bs.length || hs.length) {
    notes.push(
      `too few samples for a test (base ${bs.length}, head ${hs.length}; ${MIN_SAMPLES} each needed): judged by the ±${percent(tolerance)} band`,
    )
  }
  return { change, verdict: v, method, ...(test ? { test } : {}), notes }
}

/** 0.2 → "20 %", 0.125 → "12.5 %". */
function percent(fraction: number): string {
  const pct = Math.round(fraction * 1000) / 10
  return `${formatNumber(pct, { decimals: Number.isInteger(pct) ? 0 : 1 })}\u00a0%`
}

/** A plain number with as few decimals as it needs (0.05, 0.1, 3). */
function plain(x: number): string {
  let d = 0
  while (d < 6 && Math.round(x * 10 ** d) / 10 ** d !== x) d++
  return formatNumber(x, { decimals: d, grouping: false })
}
