// What the judge (verdict.ts) needs beyond two runs' figures, for histories that keep one figure per run
// (github-action-benchmark's data.js, a CI job's results): the benchmark's recent level and how far a
// single run strays from it, whether a metric counts whole things (exact), and the smallest step its
// figures can show. Kept apart from verdict.ts so that each stays small; imports only the numbers.
import type { Measurement } from '../schema/schema'
import { unitInfo } from '../numbers/units'
import { madSd, median } from './stats'
import { changeIsBetter } from '../numbers/numbers'

/** Judged by a band alone (verdict.ts re-exports it as the judge's word). */
export function verdict(
  fraction: number,
  direction: 'higher' | 'lower',
  tolerance: number,
): 'improved' | 'regressed' | 'unchanged' {
  if (Number.isNaN(fraction) || Math.abs(fraction) <= tolerance) return 'unchanged'
  return changeIsBetter(fraction, direction) ? 'improved' : 'regressed'
}

export function relativeChange(base: number, head: number): number | null {
  if (base === 0) return head === 0 ? 0 : null
  return (head - base) / Math.abs(base)
}

/** The runs that set a benchmark's recent level: the newest ones up to the base run. */
export const LEVEL_RUNS = 9
/** Fewer runs than this give no level: one odd run would be half of it. */
export const LEVEL_MIN_RUNS = 8
/** A CI runner's figures are rarely steadier than this from run to run: the least band against a level. */
export const LEVEL_FLOOR = 0.02
/** A run stands off its level when it is this many robust standard deviations of one run away. */
export const LEVEL_SIGMAS = 4

export interface RecentLevel {
  /** The median of the recent runs' figures. */
  value: number
  runs: number
  /** One run's robust relative standard deviation about that median (1.4826 × MAD / level). */
  scatter: number
}

/** The level of the newest LEVEL_RUNS figures of a series (oldest first); undefined when too short. */
export function recentLevel(series: readonly number[]): RecentLevel | undefined {
  const xs = series.slice(-LEVEL_RUNS).filter(Number.isFinite)
  if (xs.length < LEVEL_MIN_RUNS) return undefined
  const value = median(xs)
  if (!(Math.abs(value) > 0)) return undefined
  return {
    value,
    runs: xs.length,
    scatter: madSd(xs, value) / Math.abs(value),
  }
}

/** Runs whose figures mark what a benchmark already gave: from this many on, a head within them is no change. */
export const SEEN_MIN_RUNS = 3

/** The newest LEVEL_RUNS figures, smallest first (the first and last are their range), from SEEN_MIN_RUNS of them on. */
export function recentRange(series: readonly number[]): number[] | undefined {
  const xs = series.slice(-LEVEL_RUNS).filter(Number.isFinite)
  return xs.length >= SEEN_MIN_RUNS ? xs.sort((a, b) => a - b) : undefined
}

/**
 * A side that is one figure: no samples, quantiles or interval (a data.js entry, a CI run's value).
 * Its own spread, if it reports one (a range or standard deviation), may still be there.
 */
export function oneFigure(m: Measurement): boolean {
  return !(m.samples && m.samples.length >= 2) && !m.quantiles && !m.ci
}

/** Units whose figures are counted, not timed: bytes, B/op, allocations, instructions. */
const EXACT_COUNT = /^(B\/\w+|allocs?\/\w+|allocations|instructions?|instr|Ir|bytes?)$/

/** Whether a unit counts whole things, so that a run measures it exactly (no noise to allow for). */
export function countsWholeThings(unit: string): boolean {
  const info = unitInfo(unit)
  return info?.dimension === 'bytes' || (info?.dimension === 'count' && EXACT_COUNT.test(unit))
}

/**
 * Whether a benchmark's figures in `unit` are exact: a unit of whole things, and a history (oldest
 * first, up to the base run) whose figures mostly repeat from run to run. A byte count that wanders
 * (a process's resident memory) is measured, not counted: it is judged with a noise band.
 */
export function exactSeries(unit: string, series: readonly number[]): boolean {
  if (!countsWholeThings(unit)) return false
  let same = 0
  for (let i = 1; i < series.length; i++) if (series[i] === series[i - 1]) same++
  // Counts per operation (B/op, allocs/op, instructions) are counted unless their history says otherwise;
  // a size in bytes may be a measured memory peak: only a history of repeating figures shows it is counted.
  if (series.length < 3) return EXACT_COUNT.test(unit)
  return same * 2 >= series.length - 1
}

/** Decimal digits a figure was written with (12 at most: anything longer is a computed float). */
function decimalsOf(x: number): number {
  if (!Number.isFinite(x) || Number.isInteger(x)) return 0
  const s = String(Math.abs(x))
  if (/e-/.test(s)) return 12
  return Math.min(12, (s.split('.')[1] ?? '').length)
}

/**
 * The smallest step the two figures can tell apart: the coarser of the digits each was written with
 * and the digits the metric is shown with. A change smaller than that is rounding, not a change.
 */
export function resolutionOf(a: number, b: number, decimals?: number): number {
  // A figure with many digits was not rounded: the other side's few are then chance (0.5 of a float).
  const da = decimalsOf(a)
  const db = decimalsOf(b)
  const written = Math.max(da, db) >= 6 ? Math.max(da, db) : Math.min(da, db)
  return 10 ** -Math.min(written, decimals ?? 12)
}

/**
 * The spread a one-figure side reports about itself, relative to its value: its standard deviation, or
 * the `range` github-action-benchmark keeps in the note ("range ± 0.0012", "range stddev: 0.06",
 * "range +/- 12"). Undefined when it reports none.
 */
export function ownSpread(m: Measurement, note?: string): number | undefined {
  const abs = m.stddev ?? rangeOf(note)
  if (abs === undefined || !(Math.abs(m.value) > 0)) return undefined
  return Math.abs(abs / m.value)
}

function rangeOf(note: string | undefined): number | undefined {
  const r = note && /(?:^|;\s*)range\s+(?:±|\+\/-|stddev:)\s*([0-9.]+(?:e[+-]?\d+)?)(?=\s|;|$)/i.exec(note)
  const v = r ? Number(r[1]) : NaN
  return Number.isFinite(v) ? v : undefined
}

/**
 * The spread of a run pair's changes that the benchmarks which did not move share: half the shortest
 * interval holding half of them (the least median of squares' scale, with its small-sample
 * factor), in standard deviations. A real change in some benchmarks lies outside that interval, so it
 * cannot widen the band that would hide a change in the others.
 */
export function shorthSpread(changes: readonly number[]): number {
  const xs = [...changes].sort((a, b) => a - b)
  const n = xs.length
  const h = Math.max(2, Math.ceil(n / 2))
  let best = Infinity
  for (let i = 0; i + h - 1 < n; i++) best = Math.min(best, xs[i + h - 1]! - xs[i]!)
  return 1.4826 * (1 + 5 / Math.max(1, n - 1)) * (best / 2)
}
