// A line chart: one line per series across the categories (percentiles of a latency chart, the runs of a
// trend). Points are joined even where a series lacks a value (chartjs-config.ts spans gaps).
import type { Scale } from 'chart.js'
import { groupNameChars, wrapLabel } from './chart-rules'
import type { ChartType } from './chart-type'

/** Up to this many categories every one is named (wrapped to its share of the width); more are thinned. */
const ALL_NAMED = 4
/** Longer names of a thinned axis go on two lines. */
const TWO_LINES_FROM = 12

export const line: ChartType = {
  chartjs: 'line',
  noun: () => 'Line chart',
  namesSeries: true,
  dataset: { borderWidth: 2, pointRadius: 4 },
  // Many labels (a long trend) that would touch are skipped, as Chart.js does. A few are all named: on a
  // phone Chart.js dropped the second of a two-run trend's names, leaving a point no label says is which.
  categoryTicks: (model, text) =>
    model.labels.length > ALL_NAMED && model.labels.every((l) => /^p\d/.test(l))
      ? {
          color: text,
          maxRotation: 0,
          autoSkip: false,
          // Percentiles: the ones a reader looks for (p50, p99, …) named first, others where room is left;
          // Chart.js's even skip dropped p50 from Silly's twenty percentiles.
          callback(this: Scale, _v: unknown, i: number) {
            return percentileTicks(model.labels, this.chart.width - 70).has(i) ? (model.labels[i] ?? '') : undefined
          },
        }
      : model.labels.length > ALL_NAMED
        ? {
            color: text,
            maxRotation: 0,
            autoSkipPadding: 8,
            // A long name on two lines, broken at a space ("2026-11-26" over "19:54:15"): half as wide, so
            // twice as many fit before the skip, and none reaches into the next at a phone's width.
            callback(_v: unknown, i: number) {
              return longLines(model.labels[i] ?? '')
            },
          }
        : {
            color: text,
            maxRotation: 0,
            autoSkip: false,
            callback(this: Scale, _v: unknown, i: number) {
              const [num, name] = runNumbered(model.labels[i] ?? '')
              return [...num, ...wrapLabel(name, groupNameChars(this.chart.width, model.labels.length))]
            },
          },
  bars: false,
}

/** A trend's run number ("#13 · 2026-11-26", "#3 laptop · …") on a line of its own above its name. */
function runNumbered(label: string): [string[], string] {
  const m = /^(#\d+[^·]*) · (.*)$/.exec(label)
  return m ? [[m[1]!], m[2]!] : [[], label]
}

/** A name of a thinned axis: its run number on a line of its own, and a long name on two lines. */
function longLines(label: string): string | string[] {
  const [num, name] = runNumbered(label)
  const lines = name.length > TWO_LINES_FROM ? wrapLabel(name, Math.ceil(name.length / 2)) : [name]
  return num.length || lines.length > 1 ? [...num, ...lines] : name
}

/** The percentiles a reader looks for first, in order; any others follow in their own order. */
const LANDMARKS = ['p50', 'p99', 'p100', 'p90', 'p99.9', 'p0', 'p99.99', 'p75', 'p95', 'p25', 'p99.999']

/**
 * Which of evenly spaced percentile names can be shown on an axis `width` px long without touching: the
 * landmarks first (p50 always, where there is one), then the others, each only where it clears those chosen.
 */
export function percentileTicks(labels: readonly string[], width: number): Set<number> {
  const step = width / Math.max(1, labels.length)
  const px = (l: string) => l.length * 7 + 8
  const order = [
    ...LANDMARKS.map((l) => labels.indexOf(l)).filter((i) => i >= 0),
    ...labels.map((_, i) => i).filter((i) => !LANDMARKS.includes(labels[i]!)),
  ]
  const chosen = new Set<number>()
  for (const i of order) {
    const clear = [...chosen].every((j) => Math.abs(i - j) * step >= (px(labels[i]!) + px(labels[j]!)) / 2)
    if (clear) chosen.add(i)
  }
  return chosen
}
