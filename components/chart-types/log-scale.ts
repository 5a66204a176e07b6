// Whether a chart offers a log axis and starts on it: one rule for bars and trends, used where a chart's model
// is built (at build time, and by the run switch's builder in the browser, loaded when a reader picks a run).
// Apart from chart-rules.ts, which ships with the drawing code that every chart loads: the drawing never asks.

/** Values spread this far (largest ÷ smallest) offer a log axis: a bar under a tenth of the tallest is a sliver
 *  (Fusion's Docker calls, 99K beside 4.75M), a line a tenth as high as another a flat stroke along the floor. */
export const LOG_OFFER_SPAN = 10
/** Bars start on a log axis from this spread: on a phone a bar has about 180 px, so the shortest bar of a
 *  30× spread is 6 px and of a 60× spread 3 px, a sliver whose length no one can read (a Google Benchmark
 *  chart of 60× stayed linear under the old 100×). Lines are read by their shape, which a linear axis
 *  flattens as soon as the log axis is offered (a 40 % step of a line 74× below another lay flat). */
export const LOG_START_SPAN = 30
/** Bars also start on a log axis when their median is under this share of the largest: most bars are then
 *  a few pixels long beside one (under 9 px of a phone's 180), and what the chart compares is lost. */
export const LOG_START_MEDIAN = 1 / 20

/** The median of `values` (sorted or not). */
function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/**
 * Whether a chart offers a log axis (`wideRange`) and starts on it (`logDefault`), bars and trends alike
 * (one rule: a starter page's `log: true` and the chart's own choice agree). `log` is the author's choice;
 * `tiny` the spread above which some bar would be drawn too short to see; `lines` a chart of lines. Bars
 * start on it when the shortest would be a sliver (LOG_START_SPAN) or most are (LOG_START_MEDIAN).
 */
export function logScale(
  values: readonly number[],
  { log, tiny = Infinity, lines = false }: { log?: boolean; tiny?: number; lines?: boolean } = {},
): { wideRange: boolean; logDefault: boolean } {
  const positive = values.filter((v) => v > 0 && Number.isFinite(v))
  const largest = positive.length > 1 ? Math.max(...positive) : 1
  const span = positive.length > 1 ? largest / Math.min(...positive) : 1
  const wideRange = span > Math.min(LOG_OFFER_SPAN, tiny)
  const slivers = span >= LOG_START_SPAN || (positive.length > 1 && median(positive) < largest * LOG_START_MEDIAN)
  return { wideRange, logDefault: log ?? (lines ? wideRange : wideRange && slivers) }
}
