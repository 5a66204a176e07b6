// Change points of a history's runs, from what each run keeps.
// - Runs with a distribution (go -count=10, pytest-benchmark, hyperfine) or an interval (criterion; JMH's
//   and BenchmarkDotNet's are read alike, not measured in the corpus): the series of the runs' medians and
//   the series of their good side (the lower quartile of a time, the upper one of a rate; where a tool
//   keeps no samples, the bound of its confidence interval on that side: goodSide) are both searched,
//   each at 3/4 of the level, and a change either finds is one. Why: other
//   work on the machine adds slow samples to a run and drags its median, while the good side barely moves;
//   a code change moves the whole run, both series. A step hidden in the medians behind one loaded run on
//   the wrong side still shows on the good side.
// - Runs of one value (go without -count, most load tools): the rank-sum search at 3/4 of the level, and a
//   t-test on the logarithms at 1/2 of it, whose points count only where the rank test at that split comes
//   within 2.5× the level. Why: on near-normal noise the t-test sees a step the ranks miss in a short
//   history; on heavy-tailed noise one slow run fools it, and the ranks' confirmation is what keeps its
//   false points out.
// A history in which some run keeps neither a distribution nor an interval is searched as runs of one value.
// The shares were chosen, and false change points kept within the target (≤ 1 per 100 series, though a
// little more often than one search at the full level), on the corpus's real noise (`pnpm bench:changepoints`,
// MEASUREMENTS.md "Change points").
import { changeAt, changePoints, DEFAULT_CP_OPTIONS, meanStd } from './change-points'
import type { ChangePoint, ChangePointOptions } from './change-points'
import { familyP, rankSumP } from './ranksum'
import type { Measurement } from '../schema/schema'
import { goodQuartile } from './verdict'

/**
 * A run's good side for the change-point search (runChangePoints): its quartile on the good side (the
 * lower one for times, the upper one for rates), else the bound of the tool's confidence interval on that
 * side (criterion prints an interval and no samples) when positive; undefined for a run with neither.
 */
export function goodSide(m: Measurement, direction: 'higher' | 'lower'): number | undefined {
  const lower = direction === 'lower'
  const bound = m.ci ? (lower ? m.ci.lower : m.ci.upper) : undefined
  // A bound at or below zero (value − error of a noisy JMH or BenchmarkDotNet table) is no time or rate.
  return goodQuartile(m, lower ? 0.25 : 0.75) ?? (bound !== undefined && bound > 0 ? bound : undefined)
}

/** The share of the level each of the two series is tested at. */
export const QUARTILE_LEVEL_SHARE = 0.75
/** Runs of one value: the shares of the level of the rank-sum search and of the t-test's, and how near the
 *  level (a multiple) the rank test at a point only the t-test found must come for it to count. */
export const PLAIN_LEVEL_SHARES = { ranks: 0.75, t: 0.5, confirm: 2.5 }

/**
 * Change points of `medians` (oldest first), also searched in `quartiles` (the same runs' good side) when
 * every run has one that is not simply its median, else by the two tests of runs of one value. Points are
 * placed and measured on the medians: before and after are the medians' means between neighbouring points,
 * whichever search found them. Deterministic.
 */
export function runChangePoints(
  medians: readonly number[],
  quartiles: ReadonlyArray<number | undefined> | undefined,
  options: ChangePointOptions = {},
): ChangePoint[] {
  const qs = usable(medians, quartiles)
  const level = options.maxPValue ?? DEFAULT_CP_OPTIONS.maxPValue
  if (!qs) return plainChangePoints(medians, options, level)
  const byMedian = changePoints(medians, { ...options, maxPValue: level * QUARTILE_LEVEL_SHARE })
  // A quartile point within a run of a median point is the same change, placed by the medians.
  const byQuartile = changePoints(qs, { ...options, maxPValue: level * QUARTILE_LEVEL_SHARE }).filter(
    (q) => !byMedian.some((m) => Math.abs(m.index - q.index) <= 1),
  )
  return byQuartile.length ? measured(medians, [...byMedian, ...byQuartile], options) : byMedian
}

/** Runs of one value: the rank-sum points, and the t-test's where the ranks confirm them (file comment). */
function plainChangePoints(values: readonly number[], options: ChangePointOptions, level: number): ChangePoint[] {
  // Another test asked for (Otava's t-test), or the level per test rather than per history: that search alone.
  const o = { ...DEFAULT_CP_OPTIONS, ...options }
  if (o.test !== 'ranks' || !o.perHistory) return changePoints(values, options)
  const byRanks = changePoints(values, { ...options, maxPValue: level * PLAIN_LEVEL_SHARES.ranks })
  const byT = changePoints(values, { ...options, test: 't', maxPValue: level * PLAIN_LEVEL_SHARES.t }).filter(
    (t) => !byRanks.some((r) => Math.abs(r.index - t.index) <= 1),
  )
  if (!byT.length) return byRanks
  const xs = o.log && values.every((v) => v > 0) ? values.map(Math.log) : values
  // The rank test at the t-test's split, between the rank search's points on either side of it, its p
  // counted over the history's splits as changePoints counts a split's.
  const confirmed = byT.filter((t) => {
    const from = Math.max(0, ...byRanks.filter((r) => r.index < t.index).map((r) => r.index))
    const to = Math.min(xs.length, ...byRanks.filter((r) => r.index > t.index).map((r) => r.index))
    const p = familyP(rankSumP(xs.slice(from, t.index), xs.slice(t.index, to)), xs.length)
    return p <= level * PLAIN_LEVEL_SHARES.confirm
  })
  return confirmed.length ? measured(values, [...byRanks, ...confirmed], options) : byRanks
}

/** `points` (found in any series of these runs) placed and measured on `medians`, oldest first. */
function measured(medians: readonly number[], found: ChangePoint[], options: ChangePointOptions): ChangePoint[] {
  const points = [...found].sort((a, b) => a.index - b.index)
  const log = (options.log ?? DEFAULT_CP_OPTIONS.log) && medians.every((v) => v > 0)
  // Centres as changePoints reports them: geometric means when it works on logarithms.
  const xs = log ? medians.map(Math.log) : medians
  const back = log ? Math.exp : (v: number) => v
  const centre = (from: number, to: number) => back(meanStd(xs, from, to)[0])
  return points.map((p, k) => {
    const before = centre(k > 0 ? points[k - 1]!.index : 0, p.index)
    const after = centre(p.index, k + 1 < points.length ? points[k + 1]!.index : medians.length)
    return changeAt(p.index, before, after, p.pValue)
  })
}

/** The quartiles when every run has a finite one and some differ from the medians; else undefined. */
function usable(medians: readonly number[], quartiles: ReadonlyArray<number | undefined> | undefined) {
  if (!quartiles || quartiles.length !== medians.length) return undefined
  if (!quartiles.every((q): q is number => q !== undefined && Number.isFinite(q))) return undefined
  return quartiles.some((q, i) => q !== medians[i]) ? (quartiles as readonly number[]) : undefined
}
