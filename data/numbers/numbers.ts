// The rules numbers follow everywhere (ingest, the site, compare): how far they are rounded, how a
// measurement changes unit, which of two values is better, how a unit is spelled for readers.
// Numbers stay numbers here; format.ts is where they become text. No zod: the browser imports this.
import type { Direction, Measurement } from './measurement'
import { convert } from './units'

/** Rounds away binary noise (0.1 + 0.2, 2000 ns → 2.0000000000000004 µs) keeping 12 significant digits. */
export function round12(v: number): number {
  return v === 0 || !Number.isFinite(v) ? v : Number(v.toPrecision(12))
}

/** The measurement in unit `to`: every number in the metric's unit is converted and rounded to 12
 *  digits; `unit` is dropped. Throws (from convert) when the units have different dimensions. */
export function convertMeasurement(m: Measurement, from: string, to: string): Measurement {
  const c = (v: number) => round12(convert(v, from, to))
  const out: Measurement = { ...m, value: c(m.value) }
  delete out.unit
  for (const k of ['stddev', 'min', 'max', 'median'] as const) if (m[k] !== undefined) out[k] = c(m[k])
  if (m.ci) out.ci = { ...m.ci, lower: c(m.ci.lower), upper: c(m.ci.upper) }
  if (m.samples) out.samples = m.samples.map(c)
  if (m.quantiles) out.quantiles = m.quantiles.map(c)
  if (m.percentiles) out.percentiles = Object.fromEntries(Object.entries(m.percentiles).map(([p, v]) => [p, c(v)]))
  return out
}

/** What a value in `from` is multiplied by to be in `to` (same dimension), rounded as round12: 1000 from µs to ns, not 999.9999999999999. */
export function unitFactor(from: string, to: string): number {
  return round12(convert(1, from, to))
}

/** How many times better `a` is than `b`: a / b when higher is better, b / a when lower is. */
export function timesBetter(a: number, b: number, direction: Direction): number {
  return direction === 'higher' ? a / b : b / a
}

/** Whether `a` is strictly better than `b`. */
export function isBetter(a: number, b: number, direction: Direction): boolean {
  return direction === 'higher' ? a > b : a < b
}

/** Whether a relative change (0.1 = 10 % up) is for the better. */
export function changeIsBetter(fraction: number, direction: Direction): boolean {
  return direction === 'higher' ? fraction > 0 : fraction < 0
}

/** The best of some values. */
export function bestOf(values: number[], direction: Direction): number {
  return direction === 'lower' ? Math.min(...values) : Math.max(...values)
}

/** A unit as readers see it: data keeps ASCII "us", pages show "µs". */
export function unitText(unit: string): string {
  return unit === 'us' ? 'µs' : unit
}

/** The percentile each named field is by definition: the median is p50, the minimum p0, the maximum p100. */
const AS_PERCENTILE = { median: '50', min: '0', max: '100' } as const
type NamedField = keyof typeof AS_PERCENTILE

/**
 * A measurement as stored, each number once: a median, min or max equal to the percentile it is (p50, p0,
 * p100) is left out, and read back from there (namedField). Nothing is lost: a differing one is kept.
 */
export function storedOnce(m: Measurement): Measurement {
  const p = m.percentiles
  if (!p) return m
  const out: Measurement = { ...m }
  for (const k of Object.keys(AS_PERCENTILE) as NamedField[])
    if (out[k] !== undefined && out[k] === p[AS_PERCENTILE[k]]) delete out[k]
  return out
}

/** A measurement's median, min or max: its own, else the percentile it was stored once as (storedOnce). */
export function namedField(m: Measurement, k: NamedField): number | undefined {
  return m[k] ?? m.percentiles?.[AS_PERCENTILE[k]]
}

/** A measurement's median: its own, else its p50 (one number, which ingest stores once, as percentiles["50"]). */
export function medianOf(m: Measurement): number | undefined {
  return namedField(m, 'median')
}
