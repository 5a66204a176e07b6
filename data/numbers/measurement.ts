// The shape of one measured value and of a number format, as plain types: the modules the browser imports
// (numbers.ts, format.ts, checks.ts) take them from here, not from schema.ts, whose zod schema applies their checks (schema.ts
// imports checks.ts, so checks.ts importing schema.ts made a circle). schema.ts proves at compile time
// that the schema's inferred type and this one are the same.

/** How a metric's numbers are written (format.ts). */
export interface NumberFormat {
  /** Fixed digits after the decimal point. */
  decimals?: number
  /** Significant digits (integer digits are never rounded away). */
  significant?: number
  /** Scale with SI prefixes (316.34M, 2.0 ms); default true. */
  prefix?: boolean
  /** Thousands separators (235,849); default true. */
  grouping?: boolean
}

/** Which way is better: "higher" (throughput) or "lower" (latency, time, memory). */
export type Direction = 'higher' | 'lower'

export interface Measurement {
  value: number
  /** The source gave a bound, not an exact figure ("480,000+", "< 1,000 ms"). */
  qualifier?: 'at-least' | 'at-most' | 'below' | 'above' | 'about'
  /** Only when it differs from the metric unit; the loader converts. */
  unit?: string
  stddev?: number
  min?: number
  max?: number
  median?: number
  ci?: { lower: number; upper: number; level?: number }
  /** How many samples or iterations the value summarises. */
  n?: number
  samples?: number[]
  /** Samples above --max-samples, summarised: evenly spaced order statistics from min to max. */
  quantiles?: number[]
  /** Percent → value, e.g. {"50": 2.0, "99": 6.4}. */
  percentiles?: Record<string, number>
}
