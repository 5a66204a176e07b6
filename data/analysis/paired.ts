// The verdict of a change measured in pairs: base and head run alternately on one machine (A B A B …, as
// the CI action does for a pull request), each round giving one figure a side. A change is the median of
// the rounds' ratios head / base; it counts when the signed-rank test over the rounds' log ratios is
// significant and the change exceeds a small band. Why pairs: a shared runner's speed drifts by more than
// a 10 % change between two jobs, but two neighbouring runs in one job share its state, so the ratio of a
// pair cancels the drift that a comparison with a run stored earlier (verdict.ts judge) has to absorb in
// its band. Each run stands for its good side, the lower quartile of a time (the upper one of a rate),
// where it kept a distribution: other work on the runner adds slow samples that drag a median, while a
// change in the code moves the whole run (on the demo program, the 10 % slowdown was found in 12 of 14
// pull requests this way, 10 of 14 by the medians: MEASUREMENTS.md, pull-request verdicts). The words are verdict.ts's.
import type { Measurement } from '../schema/schema'
import { changeIsBetter } from '../numbers/numbers'
import { isFailedValue } from '../numbers/format'
import { madSd, median, wilcoxonSignedRank } from './stats'
import { centre, DEFAULT_ALPHA, formatP, goodQuartile, percent, type Verdict } from './verdict'

/** The smallest change a paired verdict reports, when the suite sets no tolerance. */
export const PAIRED_BAND = 0.03
/** Fewer rounds than this cannot reach p < 0.01 with the exact test (2 / 2⁷ ≈ 0.016): no verdict. */
export const PAIRED_MIN_ROUNDS = 8

export interface PairedJudgement {
  /** Median of head / base − 1 over the rounds; null when no round had both sides. */
  change: number | null
  verdict: Verdict
  rounds: number
  p?: number
  band: number
  notes: string[]
}

export interface PairedOptions {
  alpha?: number
  /** The suite's tolerance, when it sets one: the band. */
  tolerance?: number
}

/** The figure a run stands for in a pair: its good-side quartile where it kept samples, else its centre. */
export function pairFigure(m: Measurement, direction: 'higher' | 'lower'): number {
  return goodQuartile(m, direction === 'lower' ? 0.25 : 0.75) ?? centre(m).value
}

/** A run this many robust standard deviations (and at least DISTURBED_MIN) worse than its side's median run was disturbed. */
export const DISTURBED_SPREADS = 3
export const DISTURBED_MIN = 0.02

/**
 * The rounds in which a run was disturbed: its figure worse than the median of its side's runs by more
 * than DISTURBED_SPREADS robust standard deviations. Other work on a shared runner can slow a whole run,
 * and one such round in ten, its ratio the wrong way and the largest, takes the signed-rank test above
 * 1 %; a change in the code moves every run of its side alike, so its side's median moves with it and
 * none of its runs stands out. (On the demo, 30 % was found in 26 of 27 pull requests with these rounds
 * left out, 25 of 27 with them; A/A flagged 0 of 15 both ways: MEASUREMENTS.md, pull-request verdicts.)
 */
export function disturbedRounds(
  pairs: ReadonlyArray<readonly [number, number]>,
  direction: 'higher' | 'lower',
): Set<number> {
  const out = new Set<number>()
  for (const side of [0, 1] as const) {
    const xs = pairs.map((p) => p[side])
    const mid = median(xs)
    const spread = madSd(xs, mid)
    const limit = Math.max(DISTURBED_SPREADS * spread, DISTURBED_MIN * Math.abs(mid))
    xs.forEach((x, i) => {
      if ((direction === 'lower' ? x - mid : mid - x) > limit) out.add(i)
    })
  }
  return out
}

/** Base and head of each round, in the same unit (the caller converts); rounds missing a side are skipped. */
export function judgePaired(
  rounds: ReadonlyArray<readonly [Measurement | undefined, Measurement | undefined]>,
  unit: string,
  direction: 'higher' | 'lower',
  opts: PairedOptions = {},
): PairedJudgement {
  const alpha = opts.alpha ?? DEFAULT_ALPHA
  const band = opts.tolerance ?? PAIRED_BAND
  const notes: string[] = []
  const pairs: Array<[number, number]> = []
  let failed = 0
  for (const [b, h] of rounds) {
    if (!b || !h) continue
    if (isFailedValue(h.value, unit)) failed++
    const bv = pairFigure(b, direction)
    const hv = pairFigure(h, direction)
    if (bv > 0 && hv > 0) pairs.push([bv, hv])
  }
  const off = disturbedRounds(pairs, direction)
  if (off.size)
    notes.push(
      `${off.size} round${off.size === 1 ? '' : 's'} left out: a run in ${off.size === 1 ? 'it' : 'them'} was far slower than the other runs of its side (other work on the runner)`,
    )
  const logs = pairs.filter((_, i) => !off.has(i)).map(([bv, hv]) => Math.log(hv / bv))
  const out = (verdict: Verdict, change: number | null, p?: number): PairedJudgement => ({
    change,
    verdict,
    rounds: logs.length,
    ...(p !== undefined ? { p } : {}),
    band,
    notes,
  })
  if (failed > 0) {
    notes.push(`head measured nothing (0) in ${failed} round${failed === 1 ? '' : 's'}: a failed run, not a figure`)
    return out('failed', null)
  }
  if (logs.length === 0) {
    notes.push('no round measured both sides with a positive figure')
    return out('unknown', null)
  }
  const change = Math.exp(median(logs)) - 1
  if (logs.length < PAIRED_MIN_ROUNDS) {
    notes.push(`${logs.length} rounds: at least ${PAIRED_MIN_ROUNDS} are needed for a verdict`)
    return out('unknown', change)
  }
  const test = wilcoxonSignedRank(logs)
  if (!(test.p < alpha) || Math.abs(change) <= band) {
    if (test.p < alpha) notes.push(`significant (${formatP(test.p)}) but within the ±${percent(band)} band`)
    return out('unchanged', change, test.p)
  }
  return out(changeIsBetter(change, direction) ? 'improved' : 'regressed', change, test.p)
}
