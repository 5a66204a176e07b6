// The one place numbers become text. Values arrive as numbers in a metric's unit; this module picks
// an SI prefix ("316.34M calls/s", "4.30 GB/s", "2.0 ms"), applies the metric's digits and
// qualifiers, and formats ratios ("2,032×", "1.9..7.9×") and changes ("+12.3 %").
import type { NumberFormat } from './measurement'
import { unitInfo } from './units'
import { round12, unitText } from './numbers'

type Qualifier = 'at-least' | 'at-most' | 'below' | 'above' | 'about'

const NBSP = '\u00a0'
const THIN = '\u2009'

const MINUS = '\u2212'

/**
 * A negative number with the minus sign (−), as changes ("−4.0 %") and the rest of the site write it, not
 * the hyphen toLocaleString gives (benchstat's "-88.03 %"); one that rounds to zero has no sign ("0.00").
 */
function withMinus(text: string): string {
  if (!text.startsWith('-')) return text
  return /[1-9]/.test(text) ? MINUS + text.slice(1) : text.slice(1)
}

/** A figure exactly as stored, for a cell's title: "-88.0341" → "−88.0341 %" (no rounding, no prefix). */
export function formatExact(v: number, unit: string): string {
  return `${withMinus(String(v))} ${unit}`
}

/** Plain number with grouping: 235849.06 → "235,849" (decimals 0); −88.03 with the minus sign. */
export function formatNumber(v: number, opts: NumberFormat = {}): string {
  if (!Number.isFinite(v)) return '–'
  const decimals = opts.decimals ?? (opts.significant ? sigDecimals(v, opts.significant) : 2)
  return withMinus(
    v.toLocaleString('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: opts.grouping ?? true,
    }),
  )
}

/** Decimals that give `sig` significant digits without rounding integer digits (Go's style: 29.96, 429.5, 2137). */
function sigDecimals(v: number, sig: number): number {
  const a = Math.abs(v)
  if (a === 0) return 0
  return Math.max(0, sig - 1 - Math.floor(Math.log10(a) + 1e-9))
}

const TIME_STEPS: Array<[string, number]> = [
  ['ns', 1e-9],
  ['µs', 1e-6],
  ['ms', 1e-3],
  ['s', 1],
]
const SI: Array<[string, number]> = [
  ['', 1],
  ['K', 1e3],
  ['M', 1e6],
  ['G', 1e9],
  ['T', 1e12],
]
/** Binary prefixes, for bytes a tool counted in 1024s (wrk's "1.16MB" is 1.16 MiB): shown as printed. */
const IEC: Array<[string, number]> = [
  ['', 1],
  ['Ki', 1024],
  ['Mi', 1024 ** 2],
  ['Gi', 1024 ** 3],
  ['Ti', 1024 ** 4],
]

export interface Scaled {
  value: number
  unit: string
}

/** Rescales a value to a readable prefix of its unit's dimension; units without prefixes pass through. */
export function scale(v: number, unit: string, usePrefix = true): Scaled {
  const info = unitInfo(unit)
  const display = unitText(unit)
  if (!info || !usePrefix || v === 0 || !Number.isFinite(v)) return { value: v, unit: display }
  const a = Math.abs(v)
  if (info.dimension === 'time' && info.factor <= 1) {
    const secs = a * info.factor
    let pick = TIME_STEPS[0]!
    for (const step of TIME_STEPS) if (secs >= step[1] * 0.9995) pick = step
    return { value: (v * info.factor) / pick[1], unit: pick[0] }
  }
  if (info.dimension === 'bytes' || info.dimension === 'byterate') {
    const base = a * info.factor
    const steps = info.binary ? IEC : SI
    let pick = steps[0]!
    for (const step of steps) if (base >= step[1] * 0.9995) pick = step
    const suffix = info.dimension === 'byterate' ? 'B/s' : 'B'
    return { value: (v * info.factor) / pick[1], unit: `${pick[0]}${suffix}` }
  }
  if (info.dimension === 'count' && info.binary) {
    // "B/op" → "KiB/op": the prefix goes on the B.
    let pick = IEC[0]!
    for (const step of IEC) if (a >= step[1] * 0.9995) pick = step
    return { value: v / pick[1], unit: `${pick[0]}${unit}` }
  }
  if (info.dimension === 'rate' || info.dimension === 'count') {
    let pick = SI[0]!
    for (const step of SI) if (a * info.factor >= step[1] * 0.9995) pick = step
    if (pick[0] === '') return { value: v, unit: display }
    // "316.34M calls/s": the prefix sticks to the number, the unit follows after a space.
    return {
      value: (v * info.factor) / pick[1],
      unit: `${pick[0]} ${info.dimension === 'rate' ? `${info.thing}/s` : unit}`,
    }
  }
  return { value: v, unit: display }
}

/** Units counted in whole things: bytes (B, B/op) and allocations (allocs/op). */
function isWholeUnit(unit: string): boolean {
  const info = unitInfo(unit)
  return (
    info?.dimension === 'bytes' || (info?.dimension === 'count' && (info.binary === true || /^allocs?\//.test(unit)))
  )
}

/** "316.34M calls/s", "2.0 ms", "29.96 ns", "4.30 GB/s", "235,849 req/s", "80 %". */
export function formatValue(v: number, unit: string, fmt: NumberFormat = {}): string {
  if (!Number.isFinite(v)) return '–'
  const s = scale(v, unit, fmt.prefix ?? true)
  // Bytes and allocations are whole: "512 B/op", "3 allocs/op", not "512.00 B/op" (a scaled
  // "1.02 KiB/op" keeps its decimals; a metric's own digits win).
  const whole =
    fmt.decimals === undefined && !fmt.significant && s.value === v && Number.isInteger(v) && isWholeUnit(unit)
  const num = formatNumber(s.value, whole ? { ...fmt, decimals: 0 } : fmt)
  if (s.unit.startsWith('K ') || s.unit.startsWith('M ') || s.unit.startsWith('G ') || s.unit.startsWith('T ')) {
    return `${num}${s.unit[0]}${NBSP}${s.unit.slice(2)}`
  }
  if (s.unit === '%') return `${num}${NBSP}%`
  if (s.unit === RATIO_UNIT) return `${num}×`
  // One allocation is "1 alloc/op", as Go's own docs say it, not "1 allocs/op".
  if (num === '1' && /^allocs\//.test(s.unit)) return `1${NBSP}${s.unit.replace(/^allocs/, 'alloc')}`
  return `${num}${NBSP}${s.unit}`
}

/**
 * A parameter's value, as a reader of the suite expects it: a size in bytes by its exact binary multiple
 * ("10240" B → "10 KiB", "16384" → "16 KiB"; "1000" B stays "1,000 B"), other numbers grouped, with
 * their unit if any ("500,000", "30 s"). Never rounded: a parameter names a setting, not a measurement.
 */
export function formatParam(v: number, unit?: string): string {
  const info = unit ? unitInfo(unit) : undefined
  if (info?.dimension === 'bytes' && info.factor === 1 && Number.isInteger(v) && v !== 0) {
    let k = 0
    while (k < IEC.length - 1 && v % IEC[k + 1]![1] === 0) k++
    const [prefix, size] = IEC[k]!
    return `${formatNumber(v / size, { decimals: 0 })}${NBSP}${prefix}B`
  }
  const num = withMinus(v.toLocaleString('en-US', { maximumFractionDigits: 20 }))
  if (unit === RATIO_UNIT) return `${num}×`
  return unit ? `${num}${NBSP}${unitText(unit)}` : num
}

const THOUSANDS = ['', 'K', 'M', 'G', 'T', 'P', 'E']

/** A ratio's unit as the text writes it: the × sign, right after the number ("2×", never "2 x"). */
export const RATIO_UNIT = 'x'

/**
 * Axis ticks: short, no trailing zeros ("350M", "2.5 ms", "4 GB/s"); the axis title names the unit. `short`:
 * a thousand or more of the unit shown in thousands, millions, … ("100K s" for "100,000 s"), for an axis too
 * narrow for three labels written out.
 */
export function formatTick(v: number, unit: string, usePrefix = true, short = false): string {
  const s = scale(v, unit, usePrefix)
  let n = Number(s.value.toPrecision(3))
  let k = 0
  while (short && Math.abs(n) >= 1000 && k < THOUSANDS.length - 1) [n, k] = [round12(n / 1000), k + 1]
  const num = withMinus(n.toLocaleString('en-US', { maximumFractionDigits: 2 })) + THOUSANDS[k]!
  if (s.unit === RATIO_UNIT) return `${num}×`
  const info = unitInfo(unit)
  if (info?.binary && info.dimension === 'count') return `${num} ${s.unit}`
  if (info?.dimension === 'rate' || info?.dimension === 'count')
    return s.unit === unit || s.unit === 'µs' ? num : `${num}${s.unit[0]}`
  return s.unit === '%' ? `${num}%` : `${num} ${s.unit}`
}

const QUALIFIER_PREFIX: Record<Qualifier, string> = {
  'at-least': '≥' + THIN,
  'at-most': '≤' + THIN,
  below: '<' + THIN,
  above: '>' + THIN,
  about: '~',
}

/**
 * A rate of exactly 0 ("0.00 items/s") is not a speed but a test that counted nothing: it failed. Such a
 * value reads "failed" and is judged "failed" (verdict.ts), never a −100 % change.
 */
export function isFailedValue(v: number, unit: string): boolean {
  if (v !== 0) return false
  const d = unitInfo(unit)?.dimension
  return d === 'rate' || d === 'byterate'
}

export const FAILED_TEXT = 'failed'

export function formatMeasured(v: number, unit: string, fmt: NumberFormat = {}, qualifier?: Qualifier): string {
  if (isFailedValue(v, unit)) return FAILED_TEXT
  const text = formatValue(v, unit, fmt)
  return qualifier ? QUALIFIER_PREFIX[qualifier] + text : text
}

/**
 * Several figures of one unit in one compact cell: "3.8 / 8.1 / 23.7 ms", "231.59K / 300.00K req/s"; the
 * unit is written once when every figure prints it alike, else each keeps its own ("950 µs / 1.2 ms").
 * A missing figure is "—".
 */
export function formatSpread(values: Array<number | undefined>, unit: string, fmt: NumberFormat = {}): string {
  const texts = values.map((v) => (v === undefined ? undefined : formatMeasured(v, unit, fmt)))
  const units = texts
    .filter((t): t is string => t !== undefined && t.includes(NBSP))
    .map((t) => t.slice(t.indexOf(NBSP)))
  const shared =
    units.length === texts.filter((t) => t !== undefined).length &&
    units.length > 1 &&
    units.every((u) => u === units[0])
  const parts = texts.map((t) => (t === undefined ? '—' : shared ? t.slice(0, t.indexOf(NBSP)) : t))
  return parts.join(' / ') + (shared ? units[0] : '')
}

/** Words for screen readers and titles: "at least", "below"… */
export function qualifierWords(q: Qualifier | undefined): string {
  return q
    ? { 'at-least': 'at least ', 'at-most': 'at most ', below: 'below ', above: 'above ', about: 'about ' }[q]
    : ''
}

/** Speedups as the seeds write them: "2,032×", "~4.9×", "351×". Under 10 one decimal, else whole. */
export function formatRatio(r: number, approx = false): string {
  if (!Number.isFinite(r)) return '–'
  // Decide the digits after rounding, so 9.96 reads "10×" like 10 does.
  const digits = Math.abs(Math.round(r * 10) / 10) < 10 ? 1 : 0
  return `${approx ? '~' : ''}${formatNumber(r, { decimals: digits })}×`
}

/** "1.9–7.9×" for a range of ratios (an en dash, as a reader writes a range; not a programmer's ".."); a
 *  single ratio when both ends print the same. */
export function formatRatioRange(lo: number, hi: number): string {
  const a = formatRatio(lo).slice(0, -1)
  const b = formatRatio(hi).slice(0, -1)
  return a === b ? `${a}×` : `${a}–${b}×`
}

/** Relative change in percent with a sign: "+12.3 %", "−4.0 %". */
export function formatChange(fraction: number): string {
  if (fraction === Infinity) return 'new (was 0)'
  if (fraction === -Infinity) return 'from 0'
  if (!Number.isFinite(fraction)) return '–'
  const pct = fraction * 100
  const sign = pct > 0.05 ? '+' : pct < -0.05 ? '−' : '±'
  return `${sign}${formatNumber(Math.abs(pct), { decimals: 1 })}${NBSP}%`
}

/**
 * A change as a page shows it: the percentage, or, where that rounds to ±0.0 % and the figures differ
 * (one byte of a megabyte), the difference in the metric's unit ("+1 B", "−3 allocs/op").
 */
export function formatChangeOf(fraction: number, base: number, head: number, unit: string): string {
  const pct = formatChange(fraction)
  if (!pct.startsWith('±') || base === head || !Number.isFinite(head - base)) return pct
  const d = head - base
  return `${d > 0 ? '+' : '−'}${formatValue(Math.abs(d), unit, { prefix: false })}`
}

/** A comparison in words for tables: "47 % faster than Protobuf", "6× faster than Gob", "14 % slower than Protobuf". */
export function formatAdvantage(ours: number, theirs: number, name: string, lowerIsBetter: boolean): string {
  const r = lowerIsBetter ? theirs / ours : ours / theirs
  if (!Number.isFinite(r) || r <= 0) return ''
  // Up to 5× reads better as a percentage ("69 % faster"); beyond, as a multiple ("14× faster").
  if (r >= 5) return `${formatNumber(r, { decimals: 0 })}× faster than ${name}`
  if (r >= 1) return `${formatNumber((1 - 1 / r) * 100, { decimals: 0 })}${NBSP}% faster than ${name}`
  return `${formatNumber((1 / r - 1) * 100, { decimals: 0 })}${NBSP}% slower than ${name}`
}
