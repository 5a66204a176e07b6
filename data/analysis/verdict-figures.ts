// The judge's rules for sides that are one figure each (verdict.ts judge calls them): identical figures,
// a step below the figures' resolution, counted metrics judged exactly, and the recent level that a
// change from the run before must also stand against; and a metric with no better way, whose change is
// told, never judged. Apart from verdict.ts so that each stays small.
import type { Band, Centre, JudgeOptions, Judgement, Moved, TestReport, Verdict } from './verdict-types'
import type { Measurement } from '../schema/schema'
import { LEVEL_FLOOR, LEVEL_SIGMAS, relativeChange, resolutionOf, shorthSpread, verdict } from './level'
import type { RecentLevel } from './level'
import { count, percent, plain } from './verdict-words'

/**
 * One run's relative scatter about the recent level. For a measured side (one with its own interval,
 * criterion's or asv's) it is the shortest half's (level.ts shorthSpread): a few slow runs among the
 * last nine (a busy moment) inflate the median deviation, and with it the level's band, until a real
 * 10 % slowdown fits inside it (pnpm bench:verdicts, criterion-quiet: 3 of 9 runs slow, a ±12 % band).
 * A plain figure keeps the median deviation: two levels it flips between are both its own.
 */
function levelScatter(recent: RecentLevel, opts: JudgeOptions, measured: boolean): number {
  if (!measured || !opts.seen?.length) return recent.scatter
  return shorthSpread(opts.seen) / Math.abs(recent.value)
}

/**
 * Whether the head is a figure the benchmark already gave in its last runs: between their least and
 * greatest (a count flipping between two figures). For a measured side a run that was itself off its
 * recent level (LEVEL_SIGMAS median deviations away: level.ts's "off its level") marks no figure it
 * gives: with it in the range, one slow run among the last nine hid every 10 % slowdown below it
 * (criterion-quiet: 9 of 66 found). The median deviation, not the tighter shortest half, decides which
 * runs are off: on a busy machine the shortest half would leave out usual runs and flag their like.
 */
export function seenBefore(head: number, opts: JudgeOptions, measured = false): boolean {
  const xs = seenFigures(opts, measured)
  return !!xs?.length && head >= xs[0]! && head <= xs[xs.length - 1]!
}

function seenFigures(opts: JudgeOptions, measured: boolean): readonly number[] | undefined {
  const r = opts.recent
  if (!measured || !r) return opts.seen
  return opts.seen?.filter((x) => Math.abs(x - r.value) <= LEVEL_SIGMAS * r.scatter * Math.abs(r.value))
}

export function seenNote(opts: JudgeOptions, measured = false): string {
  const xs = seenFigures(opts, measured)!
  const off = measured && xs.length < opts.seen!.length ? ', runs off their level left out' : ''
  return `within the range of its last runs (${plain(xs[0]!)} to ${plain(xs[xs.length - 1]!)}${off}): a figure it already gave`
}

type Out = (v: Verdict, method: Judgement['method'], test?: TestReport, band?: Band) => Judgement

/**
 * Two plain figures: identical ones say so; a step smaller than the figures can show (143.24 → 143.2 kB
 * shown to a tenth) is rounding; a counted metric (bytes, allocations, instructions) is judged exactly.
 * Undefined when none of these decides.
 */
export function plainFigures(
  base: Measurement,
  head: Measurement,
  b: number,
  h: number,
  unit: string,
  direction: 'higher' | 'lower',
  opts: JudgeOptions,
  out: Out,
): Judgement | undefined {
  if (b === h) {
    const j = out('unchanged', 'none')
    j.notes.push('identical figures')
    return { ...j, identical: true }
  }
  const step = resolutionOf(b, h, opts.decimals)
  if (Math.abs(h - b) < step * (1 - 1e-9)) {
    const j = out('unchanged', 'tolerance')
    j.notes.push(`smaller than the figures’ resolution (${plain(step)} ${unit})`)
    return j
  }
  if (opts.exact && !(base.stddev! > 0) && !(head.stddev! > 0)) {
    // A count that flips between figures it gave before (4,915 and 4,925 B/op) is not a change.
    const v = seenBefore(h, opts) ? 'unchanged' : verdict(relativeChange(b, h) ?? Infinity, direction, 0)
    return { ...out(v, 'exact', undefined, { width: 0, source: 'exact' }), ...movedOf(v) }
  }
  return undefined
}

export const movedOf = (v: Verdict): { moved?: Moved } => (v === 'improved' || v === 'regressed' ? { moved: v } : {})

/**
 * A run that gives one figure a benchmark (a CI history): the change from the run before must stand
 * against the benchmark's recent level too — the median of its last runs, with a band from how far one
 * run strays from it (and the spread the run reports of itself) — so that a base run that was itself
 * off (55 → 117 ns, where 117 is the usual) does not make an ordinary run look changed. Without a
 * history or a spread, and with no tolerance the suite chose, two figures cannot tell a change from
 * noise: a change within the default band gets no verdict, not "unchanged".
 */
export function oneFigureVerdict(
  j: Judgement,
  head: number,
  direction: 'higher' | 'lower',
  opts: JudgeOptions,
  measured = false,
): Judgement {
  const recent = opts.recent
  if (!recent) {
    const bare = j.verdict === 'unchanged' && j.band.source === 'tolerance' && !opts.history
    // Too few runs of a history to know a benchmark's noise: in the corpus of real histories, most
    // changes flagged by the other benchmarks' scatter alone were not borne out (pnpm bench:histories).
    if (!opts.toleranceSet && (bare || opts.newSeries)) {
      j.notes.push(
        opts.newSeries
          ? 'two figures without a spread or a history of earlier runs: this benchmark has too few runs yet to know its noise'
          : 'two figures without a spread or a history of earlier runs: nothing tells this change from noise',
      )
      return { ...j, verdict: 'unknown' }
    }
    return { ...j, ...movedOf(j.verdict) }
  }
  const f = opts.history?.headNoise ?? 1
  const n = recent.runs
  // Against the level of n runs only the head's noise counts and 1/n of one run's (levelVerdict).
  const widthFor = (pair: number, noise: number) =>
    Math.max(
      pair * Math.sqrt((noise * noise + 1 / n) / 2),
      LEVEL_SIGMAS * levelScatter(recent, opts, measured) * Math.sqrt(1 + 1 / n),
      opts.headSpread ?? 0,
      opts.toleranceSet ? (opts.tolerance ?? 0) : LEVEL_FLOOR,
    )
  const width = widthFor(j.band.width, f)
  const change = relativeChange(recent.value, head) ?? 0
  // A figure the benchmark already gave in its last runs (two levels it flips between) is not a change.
  const seen = seenBefore(head, opts, measured)
  const lv = seen ? 'unchanged' : verdict(change, direction, width)
  // Whether it moved is asked of its own band, before a run that moved as a whole widened it (runNoise):
  // settleShared then says so once for the run.
  const moved = movedOf(
    seen ? 'unchanged' : verdict(change, direction, widthFor(opts.history?.width ?? j.band.width, 1)),
  )
  const level = { value: recent.value, runs: n, change, width, verdict: lv }
  if (j.verdict !== 'unchanged' && lv !== j.verdict) {
    j.notes.push(
      `against its recent level (the median of the last ${count(n)} runs) the head is within ±${percent(width)}: the base run was off`,
    )
    return { ...j, verdict: 'unchanged', level, ...moved }
  }
  return { ...j, level, ...moved }
}

/** The note of a metric judged neither way (verdictReason reads its start). */
export const NEUTRAL_NOTE =
  'no better or worse: the input gave this count no unit or direction (pnpm suite <id> --metric-label <metric>=direction:higher or lower sets one)'

/** A change of a metric with no better way (Metric.neutral): its size, no verdict. */
export function untold(base: Centre, head: Centre, band: Band, primary: boolean): Judgement {
  return {
    change: relativeChange(base.value, head.value),
    verdict: 'unknown',
    method: 'none',
    statistic: base.statistic,
    band,
    primary,
    notes: [NEUTRAL_NOTE],
  }
}
