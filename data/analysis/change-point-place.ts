// Where a change point goes, once the rank test has found that a segment holds one (changepoints.ts).
/**
 * Splits whose p is within this factor of the smallest tie with it. The rank test favours balanced sides:
 * a split that also separates completely but puts one more run on the shorter side has the smaller p (at
 * 20 runs, 13/7 → 12/8 divides p by 1.6; nearer an end, by up to 4), so the change was placed a run early,
 * its size measured with one unchanged run on the new side (100 → 150 read +43 %). Measured on the corpus's
 * noise (`pnpm bench:changepoints`): 2 to 4 place steps of 3× the noise at the exact run alike, and 4 the
 * most clean steps near an end.
 */
export const PLACEMENT_TIE = 4

/**
 * Where the change in w[a, e) is, given every split's p (`ps`, from split `from` on). The most significant
 * split moves by one run at a time while the next split ties with it (p within PLACEMENT_TIE× the smallest,
 * and passing the level itself: `passes`) and the run it moves across lies nearer the median of the side
 * it joins than of the side it leaves. A rank test cannot tell where such a run belongs (it is ordered
 * alike either way), its size can: the change then starts at the first run that moved, and its size is
 * measured with no unchanged run on the new side. Medians, so that one slow run far from both never moves it.
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
  const centre = (x: number, y: number) => middle(w.slice(x, y))
  const best = from + ps.indexOf(bestP)
  let at = best
  // Earlier: run at − 1 joins the later side when it is nearer that side's centre.
  while (ties(at - 1) && nearer(w[at - 1]!, centre(at, e), centre(a, at - 1))) at--
  if (at !== best) return at
  // Later: run `at` joins the earlier side when it is nearer that side's centre.
  while (ties(at + 1) && nearer(w[at]!, centre(a, at), centre(at + 1, e))) at++
  return at
}

/** True when x is strictly nearer `join` than `leave`. */
function nearer(x: number, join: number, leave: number): boolean {
  return Math.abs(x - join) < Math.abs(x - leave)
}

/** The median of xs (sorted in place). */
function middle(xs: number[]): number {
  xs.sort((x, y) => x - y)
  const n = xs.length
  return n % 2 ? xs[n >> 1]! : (xs[n / 2 - 1]! + xs[n / 2]!) / 2
}
