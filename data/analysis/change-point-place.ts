// Where a change point goes, once the rank test has found that a segment holds one (changepoints.ts).
import { madSd, median } from './stats'

/**
 * Splits whose p is within this factor of the smallest tie with it. The rank test favours balanced sides:
 * a split that also separates completely but puts one more run on the shorter side has the smaller p (at
 * 20 runs, 13/7 → 12/8 divides p by 1.6; nearer an end, by up to 4), so the change was placed a run early,
 * its size measured with one unchanged run on the new side (100 → 150 read +43 %). Measured on the corpus's
 * noise (`pnpm bench:changepoints`, notes/47-changepoints.md): 3 and 4 place steps of 3× the noise at the
 * exact run within half a point of each other, 6 and more fewer; 4 placed the most clean steps near an end
 * under the rule before this one (one run at a time towards the nearer median).
 */
export const PLACEMENT_TIE = 4

/**
 * How far beyond the two levels (in robust standard deviations) a run still counts at its own size when
 * the tied splits are weighed: a run 20× slower than both levels weighs as one 3 deviations out, so that
 * it cannot pull a side's mean past the runs near the step (notes/47-changepoints.md: 2 to 5 alike).
 */
export const PLACEMENT_CLIP = 3

/**
 * Where the change in w[a, e) is, given every split's p (`ps`, from split `from` on). The rank test says
 * that the segment changes and where, to within the splits next to its most significant one that tie with
 * it (p within PLACEMENT_TIE× the smallest, and passing the level itself: `passes`). Ranks cannot tell
 * those apart (their runs order alike either way); the runs' sizes can. Among them the change goes where
 * the two sides are the most uniform, the least sum of squared deviations from each side's mean: the
 * maximum-likelihood split for one step (on logarithms, as changePoints gives them), weighing every run
 * at once rather than one run at a time. Runs far beyond both levels are first brought back to
 * PLACEMENT_CLIP robust deviations beyond them; an exact tie keeps the rank test's split.
 */
export function placed(
  w: readonly number[],
  [a, e, from]: [number, number, number],
  ps: readonly number[],
  passes: (p: number) => boolean,
): number {
  const bestP = Math.min(...ps)
  const ties = (tau: number) => {
    const p = ps[tau - from]
    return p !== undefined && p <= bestP * PLACEMENT_TIE && passes(p)
  }
  const best = from + ps.indexOf(bestP)
  let [lo, hi] = [best, best]
  while (ties(lo - 1)) lo--
  while (ties(hi + 1)) hi++
  if (lo === hi) return best
  const xs = clipped(w.slice(a, e), best - a)
  const cost = (tau: number) => squares(xs, 0, tau - a) + squares(xs, tau - a, xs.length)
  let at = best
  let least = cost(best)
  for (let tau = lo; tau <= hi; tau++) {
    const c = cost(tau)
    if (c < least) [at, least] = [tau, c]
  }
  return at
}

/** xs held within PLACEMENT_CLIP robust deviations (about each side's median, split at `at`) of both medians. */
function clipped(xs: number[], at: number): number[] {
  const m = [median(xs.slice(0, at)), median(xs.slice(at))] as const
  const sd = madSd(
    xs.map((x, i) => x - m[i < at ? 0 : 1]),
    0,
  )
  const lo = Math.min(...m) - PLACEMENT_CLIP * sd
  const hi = Math.max(...m) + PLACEMENT_CLIP * sd
  return xs.map((x) => Math.min(hi, Math.max(lo, x)))
}

/** Σ (xs[i] − mean)² over xs[from, to): two passes, so that a tiny spread around a large level keeps its digits. */
export function squares(xs: readonly number[], from: number, to: number): number {
  let s = 0
  for (let i = from; i < to; i++) s += xs[i]!
  const m = s / (to - from)
  let q = 0
  for (let i = from; i < to; i++) q += (xs[i]! - m) ** 2
  return q
}
