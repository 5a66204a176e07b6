// ChartModel + theme colours + reader choices → the `data` and `options` objects vue-chartjs takes.
// Fresh objects every call: vue-chartjs watches them by reference, so they are replaced, never mutated.
// No Chart.js tooltip: BenchChartCanvas.vue shows an HTML one (support/tooltip.ts says what it reads).
import type { ChartData, ChartOptions, Scale } from 'chart.js'
import type { ChartModel } from '../chart-types/chart-model'
import { formatTick } from '../../data/numbers/format'
import { valueAxisTitle } from '../views/axis-title'
import { axisLogTicks, LABEL_GAP, logMax, logMin, TICK_FONT } from '../chart-types/chart-rules'
import type { LabelPx } from '../chart-types/chart-rules'
import { chartType } from '../chart-types/chart-types'

export interface ThemeColors {
  series: string[]
  text: string
  muted: string
  grid: string
  threshold: string
  good: string
  bg: string
}

export interface ChartState {
  log: boolean
  hidden: boolean[]
  reducedMotion: boolean
}

/** Most markers a line shows: a long trend's 120 points × 10 lines of shapes were a 1 MB drawing. */
export const MAX_MARKERS = 12

/**
 * A marker on each point of a short line; on a long one (a trend of many runs) on evenly spaced points and
 * the newest, enough to tell the lines apart by their shapes. Chart.js draws no marker of radius 0.
 */
export function markerRadius(
  radius: number | undefined,
  points: number,
): number | undefined | ((c: { dataIndex: number }) => number) {
  if (radius === undefined || points <= MAX_MARKERS * 2) return radius
  const step = Math.ceil(points / MAX_MARKERS)
  return ({ dataIndex: i }) => ((points - 1 - i) % step === 0 ? radius : 0)
}

export function chartData(model: ChartModel, colors: ThemeColors, state: ChartState): ChartData<'bar' | 'line'> {
  const { dataset } = chartType(model)
  return {
    labels: [...model.labels],
    datasets: model.series.map((s, i) => {
      const color = colors.series[s.color % colors.series.length] ?? '#888'
      return {
        label: s.label,
        // Log scales cannot show zero: leave the bar out rather than draw a false one.
        // A failed test is drawn as a cross (chart-overlay.ts), not as a bar of zero.
        data: s.values.map((v, g) => (v === null || s.failed?.[g] || (state.log && v <= 0) ? null : v)),
        // However small against the others, a bar stays visible (and chart-overlay.ts marks it).
        minBarLength: 2,
        // A withdrawn run's bars are outlines: drawn as figures that no longer count, not as measurements.
        backgroundColor: model.withdrawn && chartType(model).bars ? 'rgba(0, 0, 0, 0)' : color,
        borderColor: color,
        borderWidth: model.withdrawn && chartType(model).bars ? 2 : dataset.borderWidth,
        pointStyle: (['circle', 'rect', 'triangle', 'rectRot', 'crossRot', 'star', 'cross', 'dash'] as const)[i % 8],
        pointRadius: markerRadius(dataset.pointRadius, model.labels.length),
        // A percentile one series lacks should not break its line.
        spanGaps: true,
        hidden: state.hidden[i] ?? false,
      }
    }),
  }
}

export function chartOptions(model: ChartModel, colors: ThemeColors, state: ChartState): ChartOptions<'bar' | 'line'> {
  const valueAxis = model.horizontal ? 'x' : 'y'
  const categoryAxis = model.horizontal ? 'y' : 'x'
  // Label and unit only: what each value is (the stat) is said once, in words, in the description. The unit
  // is the one the ticks are written in, known once they are chosen (afterBuildTicks).
  const { label, unit, format } = model.metric
  const title = { display: true, text: valueAxisTitle(label, unit, [], format.prefix), color: colors.muted }
  // Set per layout by the log axis: its labels in thousands, millions, … where written out only two fit.
  const fmt = { short: false }
  const tick = (v: number) => formatTick(v, model.metric.unit, model.metric.format.prefix, fmt.short)
  const positive = model.series.flatMap((s) => s.values.filter((v): v is number => v !== null && v > 0))
  const smallest = Math.min(...positive)
  const largest = Math.max(...positive)
  // The room a log tick's label takes along the axis: along a horizontal axis its own width in the tick
  // font (the build-time recorder measures with the browser's widths) plus a gap; up a vertical axis, a
  // line of 12 px text with room around it.
  const labelPx = (s: Scale) => {
    if (!s.isHorizontal()) return 28
    return (v: number) => {
      const was = s.ctx.font
      s.ctx.font = TICK_FONT
      const w = s.ctx.measureText(tick(v)).width
      s.ctx.font = was
      return Math.ceil(w) + LABEL_GAP
    }
  }
  const right = model.horizontal && model.speedups ? 64 : 12
  return {
    indexAxis: model.horizontal ? 'y' : 'x',
    responsive: true,
    maintainAspectRatio: false,
    animation: state.reducedMotion ? false : { duration: 400 },
    layout: {
      padding: {
        // Speedup labels sit above their groups; threshold labels stay inside the plot (chart-overlay.ts), so
        // they need no room above it (TopGun's two floors left 40 px empty there).
        top: model.speedups && !model.horizontal ? 40 : 8,
        right,
      },
    },
    scales: {
      [categoryAxis]: {
        type: 'category',
        // The chart type's (chart-types/): a bar chart names every category, a line skips labels that would touch.
        ticks: chartType(model).categoryTicks(model, colors.text),
        grid: { display: false },
        // The axis line: Chart.js's default (rgba(0,0,0,0.1)) stays dark in dark mode and in the SVG.
        border: { color: colors.grid },
        // Both axes are titled: what the categories are ("Input size", "Benchmark", "Run"), and the unit.
        title: { display: model.groupLabel !== '', text: model.groupLabel, color: colors.muted },
      },
      [valueAxis]: {
        type: state.log ? 'logarithmic' : 'linear',
        beginAtZero: !state.log,
        // Log: from a nice step below the smallest value to one above the largest (a labelled top tick over
        // the tallest bar, as a linear axis has), so the smallest bar shows. Linear: room above the tallest.
        ...(state.log && Number.isFinite(smallest)
          ? { min: logMin(smallest), max: logMax(largest) }
          : { grace: model.thresholds.length ? '12%' : 0 }),
        title,
        ticks: {
          color: colors.muted,
          maxTicksLimit: 8,
          maxRotation: 0,
          autoSkipPadding: 12,
          // Log ticks are spaced by afterBuildTicks below; Chart.js's skip would thin them as if evenly spaced.
          autoSkip: !state.log,
          callback: (v: string | number) => tick(Number(v)),
        },
        // Log ticks: only as many 1-2-5 steps as can be labelled without touching (Chart.js's own skip
        // assumes even spacing, which a log axis does not have).
        afterBuildTicks: (s: Scale) => {
          if (state.log) setLogTicks(s, labelPx, right, fmt)
          // Through the scale's resolved options: Chart.js has read the title from them already.
          const ticks = s.ticks.map((t) => t.value)
          const options = s.options as unknown as { title: { text: string } }
          options.title.text = valueAxisTitle(label, unit, ticks, format.prefix)
        },
        grid: { color: colors.grid },
        border: { color: colors.grid },
      },
    },
    plugins: {
      legend: { display: false },
      benchOverlay: { threshold: colors.threshold, good: colors.good, bg: colors.bg, muted: colors.muted },
    },
  } as ChartOptions<'bar' | 'line'>
}

/**
 * A log axis's ticks (axisLogTicks), spaced for the room Chart.js leaves the axis in the end; where written
 * out only two labels fit, in thousands, millions, … (`fmt.short`) when that fits more.
 */
function setLogTicks(s: Scale, labelPx: (s: Scale) => LabelPx, right: number, fmt: { short: boolean }) {
  const choose = () => {
    const px = labelPx(s)
    // Chart.js narrows a horizontal axis after its ticks are chosen, by as much as the top tick's label
    // reaches past the right padding: leave that room out now, or labels chosen to fit end up touching.
    const room = s.isHorizontal()
      ? s.width - Math.max(0, (typeof px === 'number' ? px : px(s.max) - LABEL_GAP) / 2 - right)
      : s.height
    return axisLogTicks(s.min, s.max, room, px)
  }
  fmt.short = false
  let ticks = choose()
  if (ticks.length < 3) {
    fmt.short = true
    const shorter = choose()
    if (shorter.length > ticks.length) ticks = shorter
    else fmt.short = false
  }
  s.ticks = ticks.map((value) => ({ value }))
}
