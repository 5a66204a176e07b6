// What a way of drawing a chart supplies to the code that draws every chart: Chart.js's controller and
// options, what the overlay adds, how the description and the keyboard name a value, and what the SVG
// made at build time tags. The shared code (chartjs-config.ts, chart-overlay.ts, describe*.ts,
// keyboard.ts, chart-geometry.ts, BenchChart*.vue) asks the model's type through index.ts and never
// names a type itself, so a new one is a module here and its line in index.ts.
import type { Chart } from 'chart.js'
import type { ChartModel } from './chart-model'
import type { Box } from './chart-rules'

export interface OverlayColors {
  threshold: string
  good: string
  bg: string
  muted: string
}

/** What the overlay drew where: left on the chart (chart.$bench) for tests to check. */
export interface Drawn {
  labels: Array<Box & { text: string; onLine?: boolean; span?: [number, number] }>
  offScale: Array<[number, number]>
  failed: Array<[number, number]>
  changes: Array<{ x: number; text: string }>
}

/** One pass of the overlay over a drawn chart: the type's own marks go first, the shared ones after. */
export interface OverlayPass {
  chart: Chart<'bar' | 'line'>
  model: ChartModel
  ctx: CanvasRenderingContext2D
  colors: OverlayColors
  drawn: Drawn
  /** The boxes of what the type drew (bars), which the shared labels keep clear of. */
  obstacles: Box[]
}

export interface ChartType {
  /** The Chart.js controller that draws it (registered in components/chart/chartjs.ts). */
  chartjs: 'bar' | 'line'
  /** How the description names the chart: "Horizontal bar chart". */
  noun(model: ChartModel): string
  /** A value is read with its series' name even when the chart has one series (a line is its series). */
  namesSeries: boolean
  /** Options of each Chart.js dataset beyond the shared ones (line width, point size). */
  dataset: { borderWidth: number; pointRadius?: number }
  /** The category axis's ticks (Chart.js options). */
  categoryTicks(model: ChartModel, text: string): Record<string, unknown>
  /** Its datasets are bars: the SVG tags each bar's drawing, for tests to find it. */
  bars: boolean
  /** Marks the type draws over Chart.js's drawing, before the shared ones (speedups, thresholds, changes). */
  overlay?(pass: OverlayPass): void
  /** A sentence under the chart explaining a mark its overlay draws, when it draws one. */
  note?(model: ChartModel, log: boolean): string | undefined
}
