// The one judge of a change between two measurements, used by `pnpm compare` (scripts/tools/compare-report.ts),
// its PR comment and --fail-on-regression, and by the changes tables of the pages (changes.ts), so that all
// say the same word for the same two runs. In order:
//   1. a failed test (format.ts isFailedValue) is "failed", never a percentage;
//   2. one sample a side (go test without -count) gives no verdict: one figure says nothing of noise;
//   3. the change is taken between robust centres: the median of the samples (or of the quantiles kept
//      above --max-samples, or the tool's median), the tool's own estimate only where it has no median;
//   4. it must exceed the noise band: the benchmark's run-to-run variation in the suite's history
//      (noise.ts), or the suite's tolerance when there is too little history (and the verdict says so);
//   5. and be significant by what the tool measured: a rank test over samples or quantiles, both
//      confidence intervals (criterion, BenchmarkDotNet, JMH) when the tool gives them, else Welch's t
//      over the tool's mean, spread and count. A tool that reports no spread at all is judged by the band;
//   6. where both sides carry samples, the quartile on the good side must move beyond the band too
//      (quartileStayed): load from other work drags a median, a change in the code moves every quartile.
// Secondary metrics (CPU times, memory, allocations) are judged the same way but never make the headline.
import type { Measurement, Metric } from '../schema/schema'
import { isFailedValue } from '../numbers/format'
import { medianOf } from '../numbers/numbers'
import { intervalTest, mannWhitneyU, median, quantileSorted, welchSummary, welchT } from './stats'
import { LEVEL_FLOOR, oneFigure, relativeChange, verdict } from './level'
import { movedOf, oneFigureVerdict, plainFigures, seenBefore, seenNote, untold } from './verdict-figures'
export { relativeChange, verdict }
import { count, percent, plain } from './verdict-words'
export { decidedBy, formatP, percent, plain, TEST_NAME, verdictReason } from './verdict-words'
import type {
  Band,
  Centre,
  JudgeOptions,
  Judgement,
  Moved,
  TestChoice,
  TestName,
  TestReport,
  Verdict,
} from './verdict-types'
export type { Band, Centre, JudgeOptions, Judgement, Moved, TestChoice, TestName, TestReport, Verdict }

/** Default noise band when a suite sets no tolerance and has too little history. */
export const DEFAULT_TOLERANCE = 0.05
export const DEFAULT_ALPHA = 0.01
/** Both sides need at least this many samples before a test over samples decides. */
export const MIN_SAMPLES = 3
/** With `auto`, Mann–Whitney needs this many samples on each side (below it cannot reach p < 0.05). */
export const MANN_WHITNEY_MIN_SAMPLES = 5

/** The words every report uses. */
export const VERDICT_WORD: Record<Verdict, string> = {
  improved: 'improved',
  regressed: 'regressed',
  unchanged: 'unchanged',
  failed: 'failed',
  unknown: 'no verdict',
}

const SECONDARY_ID = /^(user|sys|system|cpu|mem|memory|rss|alloc|allocs|allocations|bytes|gc)([-_.]|$)/i
const SECONDARY_LABEL = /\b(cpu time|memory|alloc|allocated|allocations|bytes per op)\b/i
const SECONDARY_UNIT = /^(B|KB|KiB|MB|MiB|GB|GiB|kB)(\/op)?$|^allocs\/op$/

/** A metric makes the headline unless the suite says otherwise or it measures CPU time, memory or allocations. */
export function isPrimary(
  id: string,
  metric: Pick<Metric, 'unit' | 'label'> & { primary?: boolean; neutral?: true },
): boolean {
  if (metric.primary !== undefined) return metric.primary
  // A count with no better way never makes the headline (nor a starter page's chart).
  if (metric.neutral) return false
  return !(SECONDARY_ID.test(id) || SECONDARY_LABEL.test(metric.label) || SECONDARY_UNIT.test(metric.unit))
}

/** A side's robust centre: the median of its samples or quantiles, the tool's median, else its value (with `stat`, what that value is). */
export function centre(m: Measurement, stat?: string): Centre {
  const n = m.n ?? m.samples?.length
  if (m.samples && m.samples.length >= 2)
    return { value: median(m.samples), statistic: `median of ${count(m.samples.length)} samples` }
  if (m.quantiles)
    return {
      value: quantileSorted(m.quantiles, 0.5),
      statistic: `median of ${n ? count(n) : 'the'} samples (kept as quantiles)`,
    }
  const md = medianOf(m)
  if (md !== undefined) return { value: md, statistic: 'median' }
  return { value: m.value, statistic: stat ? `${stat} (the tool’s figure)` : 'the reported value' }
}

/** How many samples a side stands for. */
function sampleCount(m: Measurement): number {
  return m.samples?.length || m.n || 0
}

/** Only one figure: nothing to tell noise from change with. */
function single(m: Measurement): boolean {
  return sampleCount(m) === 1 && !m.ci && !(m.stddev && m.stddev > 0)
}

/** The band a change must pass before run noise: the history's (never below a tolerance the suite set), else the tolerance. */
function startBand(opts: JudgeOptions, tolerance: number): Band {
  if (!opts.history) return { width: tolerance, source: 'tolerance' }
  return {
    width: Math.max(opts.history.width, opts.toleranceSet ? tolerance : 0),
    source: 'history',
    runs: opts.history.runs,
  }
}

/**
 * The band after the run pair's noise: wider when all benchmarks of the pair scatter more (runNoise), and
 * never below LEVEL_FLOOR for figures without samples on a history too short for a level (a handful of
 * runs understates their noise).
 */
function widened(band: Band, opts: JudgeOptions, base: Measurement, head: Measurement): Band {
  let out = band
  if (opts.run && opts.run.width > out.width) out = { width: opts.run.width, source: 'run', runs: opts.run.runs }
  if (opts.newSeries && !opts.toleranceSet && !hasDistribution(base, head) && out.width < LEVEL_FLOOR)
    out = { ...out, width: LEVEL_FLOOR }
  return out
}

/** A reason a verdict became "unchanged", kept among the notes. */
function noteThat(notes: string[], why: string): 'unchanged' {
  notes.push(why)
  return 'unchanged'
}

/** A mean without its spread (pytest-benchmark's operations per second), and no median beside it. */
function meanWithoutSpread(base: Measurement, head: Measurement, stat?: string): boolean {
  return /^(mean|average|avg)\b/i.test(stat ?? '') && medianOf(base) === undefined && medianOf(head) === undefined
}

/** Base and head in the same unit (the caller converts). A metric with no better way is told, never judged. */
export function judge(
  base: Measurement,
  head: Measurement,
  unit: string,
  direction: 'higher' | 'lower',
  opts: JudgeOptions = {},
): Judgement {
  if (!opts.neutral) return judgeDirected(base, head, unit, direction, opts)
  const band: Band = { width: opts.tolerance ?? DEFAULT_TOLERANCE, source: 'tolerance' }
  return untold(centre(base, opts.stat), centre(head, opts.stat), band, opts.primary ?? true)
}

function judgeDirected(
  base: Measurement,
  head: Measurement,
  unit: string,
  direction: 'higher' | 'lower',
  opts: JudgeOptions,
): Judgement {
  const tolerance = opts.tolerance ?? DEFAULT_TOLERANCE
  const alpha = opts.alpha ?? DEFAULT_ALPHA
  const primary = opts.primary ?? true
  let band = startBand(opts, tolerance)
  const notes: string[] = []
  const useCi = !!(base.ci && head.ci) && !hasDistribution(base, head)
  const b = useCi ? { value: base.value, statistic: opts.stat ?? 'the tool’s estimate' } : centre(base, opts.stat)
  const h = useCi ? { value: head.value } : centre(head, opts.stat)
  const change = relativeChange(b.value, h.value)
  const out = (verdict: Verdict, method: Judgement['method'], test?: TestReport, own?: Band): Judgement => ({
    change,
    verdict,
    method,
    statistic: b.statistic,
    ...(test ? { test } : {}),
    band: own ?? band,
    primary,
    notes,
  })
  if (isFailedValue(head.value, unit)) {
    notes.push('head measured nothing (0): a failed run, not a figure')
    return out('failed', 'tolerance')
  }
  const figures = oneFigure(base) && oneFigure(head)
  const fixed = figures && plainFigures(base, head, b.value, h.value, unit, direction, opts, out)
  if (fixed) return fixed
  if (single(base) || single(head)) {
    notes.push('one sample per run: not enough to tell a change from noise — repeat the benchmark (go test: -count=10)')
    return out('unknown', 'none')
  }
  if (change === null) notes.push('base is 0: no relative change')
  const test = runTest(base, head, opts.test ?? 'auto', alpha)
  if (!test && meanWithoutSpread(base, head, opts.stat)) {
    // pytest-benchmark's operations per second are 1 / the mean: one slow round moves them ten-fold.
    notes.push(
      'a mean without its spread: one slow round moves it, so it gives no verdict (the tool’s median or samples do)',
    )
    return out('unknown', 'none')
  }
  // Samples of one run share its machine state, and a figure without spread shows none: a run pair
  // whose benchmarks all scatter widely (a busy machine) widens the band for all of them.
  band = widened(band, opts, base, head)
  let v = verdict(change ?? Infinity, direction, band.width)
  if (!test) {
    const bn = base.samples?.length ?? 0
    const hn = head.samples?.length ?? 0
    if (bn || hn)
      notes.push(
        `too few samples for a test (base ${bn}, head ${hn}; ${MIN_SAMPLES} each needed): judged by the ±${percent(band.width)} band alone`,
      )
    return figures ? oneFigureVerdict(out(v, 'tolerance'), h.value, direction, opts) : out(v, 'tolerance')
  }
  if (!test.significant) {
    if (v !== 'unchanged')
      notes.push(`beyond the ±${percent(band.width)} band but not significant (p ≥ ${plain(alpha)})`)
    v = 'unchanged'
  }
  const stayed = v !== 'unchanged' && opts.quartile !== false && quartileStayed(base, head, direction, band.width, v)
  if (stayed) {
    notes.push(stayed)
    v = 'unchanged'
  }
  // Without each run's noise (too few benchmarks with a history), the level takes the pair's band.
  const levelBand =
    opts.history?.headNoise !== undefined ? Math.max(opts.history.width, opts.toleranceSet ? tolerance : 0) : band.width
  if (
    v !== 'unchanged' &&
    band.source !== 'tolerance' &&
    levelVerdict(h.value, direction, levelBand, opts.history) === 'unchanged'
  ) {
    v = noteThat(notes, 'the base run was itself off its history’s usual level; the head is within it')
  }
  // Sides without samples (a tool's interval alone, asv's): the interval sees only the run's own noise;
  // a figure the benchmark already gave is no change, and a change must stand against its recent level.
  // A side with its own interval is measured: runs off its level neither mark figures it gave nor widen
  // that level's band (verdict-figures.ts levelScatter).
  const [summary, measured] = [!hasDistribution(base, head), !!head.ci]
  if (v !== 'unchanged' && summary && seenBefore(h.value, opts, measured)) v = noteThat(notes, seenNote(opts, measured))
  if (summary && opts.recent) return oneFigureVerdict(out(v, test.test, test), h.value, direction, opts, measured)
  return { ...out(v, test.test, test), ...movedOf(v) }
}

/**
 * The head against the history's usual level (the median of its runs' centres): a base run that was itself
 * an outlier makes every next run look changed against it, so a change must also stand against the level.
 * (Judging against the level alone finds more 10 % slowdowns but flags twice as many one-off slow runs in
 * the corpus: pnpm bench:verdicts.) The band is for the change
 * between two runs, each with its noise; against the level of n runs only the head's noise counts (times
 * how noisy the head run is, runNoise's `head`) and the level's 1/n of one run's, so the band becomes
 * √((head² + 1/n) / 2) of it. Undefined when there is no level to ask.
 */
function levelVerdict(
  head: number,
  direction: 'higher' | 'lower',
  width: number,
  history?: JudgeOptions['history'],
): Verdict | undefined {
  if (history?.level === undefined || !(history.level > 0)) return undefined
  const f = history.headNoise ?? 1
  return verdict(relativeChange(history.level, head) ?? 0, direction, width * Math.sqrt((f * f + 1 / history.runs) / 2))
}

/**
 * A change in the code moves the whole distribution of a run's samples; other work on the machine adds slow
 * samples (or, for a rate, low ones) and drags the median with them while the quartile on the good side
 * barely moves. So where both sides carry a distribution, a verdict on the medians stands only if that
 * quartile (the lower one for times, the upper one for rates) moved beyond the same band the same way.
 */
function quartileStayed(
  base: Measurement,
  head: Measurement,
  direction: 'higher' | 'lower',
  width: number,
  v: Verdict,
): string | false {
  const p = direction === 'lower' ? 0.25 : 0.75
  const qb = goodQuartile(base, p)
  const qh = goodQuartile(head, p)
  if (qb === undefined || qh === undefined || verdict(relativeChange(qb, qh) ?? Infinity, direction, width) === v)
    return false
  return `the ${p < 0.5 ? 'lower' : 'upper'} quartile stayed within the ±${percent(width)} band: slow samples from other work, not a shift of the whole run`
}

/** A quartile of a side's samples or kept quantiles; undefined for a side without a distribution. */
export function goodQuartile(m: Measurement, p: number): number | undefined {
  if (m.samples && m.samples.length >= MANN_WHITNEY_MIN_SAMPLES)
    return quantileSorted(
      [...m.samples].sort((a, b) => a - b),
      p,
    )
  return m.quantiles ? quantileSorted(m.quantiles, p) : undefined
}

function hasDistribution(base: Measurement, head: Measurement): boolean {
  const d = (m: Measurement) => (m.samples?.length ?? 0) >= MANN_WHITNEY_MIN_SAMPLES || !!m.quantiles
  return d(base) && d(head)
}

/** The test that fits what both sides carry; undefined when neither carries a spread. */
function runTest(base: Measurement, head: Measurement, choice: TestChoice, alpha: number): TestReport | undefined {
  const report = (test: TestName, statistic: number, p: number, df?: number): TestReport => ({
    test,
    statistic,
    ...(df !== undefined ? { df } : {}),
    p,
    significant: p < alpha,
    n: [sampleCount(base), sampleCount(head)],
  })
  const bs = base.samples ?? []
  const hs = head.samples ?? []
  const forced = choice === 'mann-whitney' && bs.length >= 1 && hs.length >= 1
  if ((hasDistribution(base, head) && choice !== 'welch') || forced) {
    // Samples weigh 1; quantiles weigh n / (their count), so U and its variance are those of all n samples.
    const side = (m: Measurement): [number[], number] =>
      m.samples && (m.samples.length >= MANN_WHITNEY_MIN_SAMPLES || forced)
        ? [m.samples, 1]
        : [m.quantiles!, (m.n ?? m.quantiles!.length) / m.quantiles!.length]
    const [hx, hw] = side(head)
    const [bx, bw] = side(base)
    const r = mannWhitneyU(hx, bx, hw, bw)
    const mw = report('mann-whitney', r.u, r.p)
    // The tool's own intervals, where it gives them (criterion), must agree: its "no change" stands.
    if (base.ci && head.ci) {
      const ci = intervalTest(interval(head), interval(base))
      if (!(ci.p < alpha)) return { ...mw, p: Math.max(mw.p, ci.p), significant: false }
    }
    return mw
  }
  if (base.ci && head.ci) {
    const r = intervalTest(interval(head), interval(base))
    return report('interval', r.z, r.p)
  }
  if (bs.length >= MIN_SAMPLES && hs.length >= MIN_SAMPLES) {
    const r = welchT(hs, bs)
    return report('welch', r.t, r.p, r.df)
  }
  const nb = sampleCount(base)
  const nh = sampleCount(head)
  if (base.stddev !== undefined && head.stddev !== undefined && nb >= 2 && nh >= 2) {
    const r = welchSummary(head.value, head.stddev, nh, base.value, base.stddev, nb)
    return report('welch', r.t, r.p, r.df)
  }
  return undefined
}

function interval(m: Measurement): { value: number; lower: number; upper: number; level: number } {
  return { value: m.value, lower: m.ci!.lower, upper: m.ci!.upper, level: m.ci!.level ?? 0.95 }
}
