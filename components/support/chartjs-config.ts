// ChartModel + theme colours + reader choices → the `data` and `options` objects vue-chartjs takes.
// Fresh objects every call: vue-chartjs watches them by reference, so they are replaced, never mutated.
// No Chart.js tooltip: BenchChartCanvas.vue shows an HTML one (support/tooltip.ts says what it reads).
import type { ChartData, ChartOptions, Plugin } from 'chart.js'
import type { ChartModel } from './chart'
import { formatMeasured, formatRatioRange, formatTick } from '../../data/schema/format'
import { unitText } from '../../data/schema/numbers'

export interface ThemeColors {
  series: string[]
  text: string
  muted: string
  grid: string
  threshold: string
  good: string
}

export interface ChartState {
  log: boolean
  hidden: boolean[]
  reducedMotion: boolean
}

export function chartData(model: ChartModel, colors: ThemeColors, state: ChartState): ChartData<'bar' | 'line'> {
  return {
    labels: [...model.labels],
    datasets: model.series.map((s, i) => {
      const color = colors.series[s.color % colors.series.length] ?? '#888'
      return {
        label: s.label,
        // Log scales cannot show zero: leave the bar out rather than draw a false one.
        data: s.values.map((v) => (v === null || (state.log && v <= 0) ? null : v)),
        backgroundColor: color,
        borderColor: color,
        borderWidth: model.kind === 'line' ? 2 : 0,
        pointStyle: (['circle', 'rect', 'triangle', 'rectRot', 'crossRot', 'star', 'cross', 'dash'] as const)[i % 8],
        pointRadius: model.kind === 'line' ? 4 : undefined,
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
  const unitTitle = `${model.metric.label} (${unitText(model.metric.unit)}${model.metric.stat ? `, ${model.metric.stat}` : ''})`
  return {
    indexAxis: model.horizontal ? 'y' : 'x',
    responsive: true,
    maintainAspectRatio: false,
    animation: state.reducedMotion ? false : { duration: 400 },
    layout: { padding: { top: model.speedups ? 22 : 8, right: model.horizontal && model.speedups ? 64 : 8 } },
    scales: {
      [categoryAxis]: {
        type: 'category',
        ticks: { color: colors.text },
        grid: { display: false },
      },
      [valueAxis]: {
        type: state.log ? 'logarithmic' : 'linear',
        beginAtZero: !state.log,
        title: { display: true, text: unitTitle, color: colors.muted },
        ticks: {
          color: colors.muted,
          maxTicksLimit: 8,
          callback: (v: string | number) => formatTick(Number(v), model.metric.unit, model.metric.format.prefix),
        },
        grid: { color: colors.grid },
      },
    },
    plugins: {
      legend: { display: false },
      benchOverlay: { threshold: colors.threshold, good: colors.good },
    },
  } as ChartOptions<'bar' | 'line'>
}

/** Draws speedup labels above each group and threshold lines (floors and ceilings) across the plot. */
export function overlayPlugin(model: ChartModel): Plugin<'bar' | 'line', { threshold: string; good: string }> {
  return {
    id: 'benchOverlay',
    // Colours come through the plugin options, so a theme flip (new options object) re-colours them.
    afterDatasetsDraw(chart, _args, colors) {
      const { ctx, chartArea } = chart
      const valueScale = chart.scales[model.horizontal ? 'x' : 'y']
      const catScale = chart.scales[model.horizontal ? 'y' : 'x']
      if (!valueScale || !catScale) return
      ctx.save()
      ctx.font = '600 12px system-ui, sans-serif'
      for (const t of model.thresholds) {
        const pos = valueScale.getPixelForValue(t.value)
        let from = model.horizontal ? chartArea.top : chartArea.left
        let to = model.horizontal ? chartArea.bottom : chartArea.right
        if (t.group !== null) {
          const c = catScale.getPixelForValue(t.group)
          const half = (model.horizontal ? chartArea.height : chartArea.width) / model.labels.length / 2
          from = c - half
          to = c + half
        }
        ctx.strokeStyle = colors.threshold
        ctx.setLineDash([6, 4])
        ctx.lineWidth = 2
        ctx.beginPath()
        if (model.horizontal) { ctx.moveTo(pos, from); ctx.lineTo(pos, to) } else { ctx.moveTo(from, pos); ctx.lineTo(to, pos) }
        ctx.stroke()
        ctx.setLineDash([])
        ctx.fillStyle = colors.threshold
        ctx.textAlign = 'left'
        const label = `${t.label} ${formatMeasured(t.value, model.metric.unit, model.metric.format)}`
        // Keep the label inside the plot on narrow screens.
        const width = ctx.measureText(label).width
        if (model.horizontal) ctx.fillText(label, Math.min(pos + 4, chartArea.right - width - 2), from + 12)
        else ctx.fillText(label, Math.max(chartArea.left + 2, Math.min(from + 4, chartArea.right - width - 2)), pos - 4)
      }
      model.speedups?.forEach((sp, gi) => {
        if (!sp) return
        const c = catScale.getPixelForValue(gi)
        ctx.fillStyle = colors.good
        ctx.textAlign = 'center'
        if (model.horizontal) { ctx.textAlign = 'left'; ctx.fillText(formatRatioRange(sp[0], sp[1]), chartArea.right + 4, c) } else ctx.fillText(formatRatioRange(sp[0], sp[1]), c, chartArea.top - 6)
      })
      ctx.restore()
    },
  }
}
