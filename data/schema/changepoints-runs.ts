// Change points of a history whose runs carry a distribution (go -count=10, pytest-benchmark, hyperfine)
// or an interval (criterion): the series of the runs' medians and the series of their good side (the
// lower quartile of a time, the upper one of a rate; where a tool keeps no samples, the bound of its
// confidence interval on that side: goodSide) are both searched, and a change either finds is
// one. Why: other work on the machine adds slow samples to a run and drags its median, while the good side
// barely moves; a change in the code moves the whole run, both series. A step hidden in the medians behind
// one loaded run on the wrong side still shows on the good side. Each series is tested at 3/4 of the
// level, so that the two together keep false change points as rare as one series at the full level
// (measured: `pnpm bench:changepoints`, MEASUREMENTS.md "Change points"). Runs with neither: the medians alone.
import { changeAt, changePoints, DEFAULT_CP_OPTIONS, meanStd } from './changepoints'
import type { ChangePoint, ChangePointOptions } from './changepoints'
import type { Measurement } from './schema'
import { goodQuartile } from './verdict'

/**
 * A run's good side for the change-point search (runChangePoints): its quartile on the good side (the
 * lower one for times, the upper one for rates), else the bound of the tool's confidence interval on that
 * side (criterion prints an interval and no samples); undefined for a run with neither.
 */
export function goodSide(m: Measurement, direction: 'higher' | 'lower'): number | undefined {
  const lower = direction === 'lower'
  return goodQuartile(m, lower ? 0.25 : 0.75) ?? (m.ci ? (lower ? m.ci.lower : m.ci.upper) : undefined)
}

/** The share of the level each of the two series is tested at. */
export const QUARTILE_LEVEL_SHARE = 0.75

/**
 * Change points of `medians` (oldest first), also searched in `quartiles` (the same runs' good-side
 * quartile) when every run has one that is not simply its median. Points are placed and measured on
 * the medians: before and after are the medians' means between neighbouring points, whichever series
 * found them. Deterministic.
 */
export function runChangePoints(
  medians: readonly number[],
  quartiles: ReadonlyArray<number | undefined> | undefined,
  options: ChangePointOptions = {},
): ChangePoint[] {
  const qs = usable(medians, quartiles)
  if (!qs) return changePoints(medians, options)
  const level = (options.maxPValue ?? DEFAULT_CP_OPTIONS.maxPValue) * QUARTILE_LEVEL_SHARE
  const byMedian = changePoints(medians, { ...options, maxPValue: level })
  // A quartile point within a run of a median point is the same change, placed by the medians.
  const byQuartile = changePoints(qs, { ...options, maxPValue: level }).filter(
    (q) => !byMedian.some((m) => Math.abs(m.index - q.index) <= 1),
  )
  if (!byQuartile.length) return byMedian
  const points = [...byMedian, ...byQuartile].sort((a, b) => a.index - b.index)
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
