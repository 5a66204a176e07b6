// A line chart: one line per series across the categories (percentiles of a latency chart, the runs of a
// trend). Points are joined even where a series lacks a value (chartjs-config.ts spans gaps).
import type { ChartType } from './type'

export const line: ChartType = {
  chartjs: 'line',
  noun: () => 'Line chart',
  namesSeries: true,
  dataset: { borderWidth: 2, pointRadius: 4 },
  // Labels (percentiles, runs) that would touch are skipped, as Chart.js does.
  categoryTicks: (_model, text) => ({ color: text, maxRotation: 0, autoSkipPadding: 8 }),
  bars: false,
}
