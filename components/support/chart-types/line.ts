// A line chart: one line per series across the categories (percentiles of a latency chart, the runs of a
// trend). Points are joined even where a series lacks a value (chartjs-config.ts spans gaps).
import type { Scale } from 'chart.js'
import { wrapLabel } from '../chart-rules'
import type { ChartType } from './type'

/** Up to this many categories every one is named (wrapped to its share of the width); more are thinned. */
const ALL_NAMED = 4

export const line: ChartType = {
  chartjs: 'line',
  noun: () => 'Line chart',
  namesSeries: true,
  dataset: { borderWidth: 2, pointRadius: 4 },
  // Many labels (a long trend) that would touch are skipped, as Chart.js does. A few are all named: on a
  // phone Chart.js dropped the second of a two-run trend's names, leaving a point no label says is which.
  categoryTicks: (model, text) =>
    model.labels.length > ALL_NAMED
      ? { color: text, maxRotation: 0, autoSkipPadding: 8 }
      : {
          color: text,
          maxRotation: 0,
          autoSkip: false,
          callback(this: Scale, _v: unknown, i: number) {
            const share = (this.chart.width - 70) / Math.max(1, model.labels.length) - 8
            return wrapLabel(model.labels[i] ?? '', share / 7)
          },
        },
  bars: false,
}
