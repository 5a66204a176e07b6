// What Chart.js does not draw for us, drawn after the bars: the chart type's own marks (chart-types/,
// e.g. a bar chart's bounds, failures and tiny bars), then speedup labels above each group, threshold
// lines (floors, ceilings) with their label put where no bar or other label is, and change points. The
// model is read through a getter, so a run switch redraws these from the chosen run.
// What was drawn where is left on the chart (chart.$bench) for tests to check.
import type { Chart, Plugin, Scale } from 'chart.js'
import type { ChartModel, TrendChange } from '../chart-types/chart-model'
import { overlaps, placeLabel } from '../chart-types/chart-rules'
import type { Box } from '../chart-types/chart-rules'
import { formatMeasured, formatRatioRange, formatTick } from '../../data/numbers/format'
import { chartType } from '../chart-types/chart-types'
import type { Drawn, OverlayColors } from '../chart-types/chart-type'

const H = 14

export function overlayPlugin(get: () => ChartModel): Plugin<'bar' | 'line', OverlayColors> {
  return {
    id: 'benchOverlay',
    // Colours come through the plugin options, so a theme flip (new options object) re-colours them.
    afterDatasetsDraw(chart, _args, colors) {
      const model = get()
      const { ctx, chartArea: a } = chart
      const hz = model.horizontal
      const valueScale = chart.scales[hz ? 'x' : 'y']
      const catScale = chart.scales[hz ? 'y' : 'x']
      if (!valueScale || !catScale) return
      const drawn: Drawn = { labels: [], offScale: [], failed: [], changes: [] }
      // What the shared labels keep clear of: the bars the type's marks report.
      const bars: Box[] = []
      ctx.save()
      ctx.font = '600 12px system-ui, sans-serif'
      // The type's own marks (a bar chart's bounds, failures and tiny bars), then what every chart has.
      chartType(model).overlay?.({ chart, model, ctx, colors, drawn, obstacles: bars })
      // The model's: BenchChart.vue relabels it from the series still shown when a reader hides one.
      model.speedups?.forEach((sp, gi) => {
        if (!sp) return
        const text = formatRatioRange(sp[0], sp[1])
        const w = ctx.measureText(text).width
        const c = catScale.getPixelForValue(gi)
        // Above its group, on a second row when the first is taken; where neither is free (narrow groups)
        // it is left out: the tooltip and the data table give every speedup.
        const cands = hz
          ? [{ x: a.right + 4, y: c - H / 2, w, h: H }]
          : [a.top - 6 - H, a.top - 8 - 2 * H].map((y) => ({
              x: Math.max(0, Math.min(c - w / 2, chart.width - w)),
              y,
              w,
              h: H,
            }))
        const box = cands.find((b) => b.y >= 0 && !drawn.labels.some((l) => overlaps(b, l, 1)))
        if (box) label(ctx, text, box, colors.good, drawn)
      })
      for (const t of model.thresholds) threshold(ctx, chart, model, t, bars, drawn, colors)
      for (const c of model.changes ?? []) {
        if (!chart.isDatasetVisible(c.series)) continue
        changeMark(
          ctx,
          catScale,
          a,
          c,
          c.acknowledged ? colors.muted : c.kind === 'regression' ? colors.threshold : colors.good,
          drawn,
        )
      }
      ctx.restore()
      ;(chart as Chart & { $bench?: Drawn }).$bench = drawn
    },
  }
}

/** A floor or ceiling: a dashed line across its group (or the plot) and its label beside it, or on it. */
function threshold(
  ctx: CanvasRenderingContext2D,
  chart: Chart,
  model: ChartModel,
  t: ChartModel['thresholds'][number],
  bars: Box[],
  drawn: Drawn,
  colors: OverlayColors,
) {
  const hz = model.horizontal
  const a = chart.chartArea
  const valueScale = chart.scales[hz ? 'x' : 'y']!
  const catScale = chart.scales[hz ? 'y' : 'x']!
  const pos = valueScale.getPixelForValue(t.value)
  const half = (hz ? a.height : a.width) / model.labels.length / 2
  const c = t.group === null ? 0 : catScale.getPixelForValue(t.group)
  const [from, to] = t.group === null ? (hz ? [a.top, a.bottom] : [a.left, a.right]) : [c - half, c + half]
  ctx.strokeStyle = colors.threshold
  ctx.setLineDash([6, 4])
  ctx.lineWidth = 2
  ctx.beginPath()
  if (hz) {
    ctx.moveTo(pos, from)
    ctx.lineTo(pos, to)
  } else {
    ctx.moveTo(from, pos)
    ctx.lineTo(to, pos)
  }
  ctx.stroke()
  ctx.setLineDash([])
  // A group's line keeps its label over its own span: where the full figure is wider than the span (two
  // bars on a phone), the label gives it as the axis ticks do ("Floor 380,000"); the tables have it in full.
  const span = Math.abs(to - from)
  const full = `${t.label} ${formatMeasured(t.value, model.metric.unit, model.metric.format)}`
  const short = `${t.label} ${formatTick(t.value, model.metric.unit, model.metric.format?.prefix ?? true)}`
  const text = hz || t.group === null || ctx.measureText(full).width <= span - 4 ? full : short
  const w = ctx.measureText(text).width
  // Beside the line, above or below it at either end of its span. Where bars fill both sides, no label: one
  // on the line covered the bar it measures (TopGun's floors), and one above the bars would read as a bar's
  // own label. The note under the chart names every line in words (chart-types/bar.ts).
  const cands: Box[] = hz
    ? [
        { x: pos + 4, y: from + 2, w, h: H },
        { x: pos - 4 - w, y: from + 2, w, h: H },
        { x: pos + 4, y: to - 2 - H, w, h: H },
        { x: pos - 4 - w, y: to - 2 - H, w, h: H },
      ]
    : [
        { x: from + 2, y: pos - 3 - H, w, h: H },
        { x: to - 2 - w, y: pos - 3 - H, w, h: H },
        { x: from + 2, y: pos + 3, w, h: H },
        { x: to - 2 - w, y: pos + 3, w, h: H },
      ]
  // Inside its span and the plot; only a label wider than both is let out to the canvas's edges.
  const within: [number, number] =
    !hz && t.group !== null && w <= span - 4
      ? [Math.max(a.left, Math.min(from, to) + 2), Math.min(a.right, Math.max(from, to) - 2)]
      : [a.left, a.right]
  const [lo, hi] = w <= within[1] - within[0] ? [within[0], within[1] - w] : [0, chart.width - w]
  const clampX = (x: number) => Math.max(lo, Math.min(x, hi))
  const clampY = (y: number) => Math.max(a.top, Math.min(y, a.bottom - H))
  const inside = cands.map((c) => ({ ...c, x: clampX(c.x), y: hz ? c.y : clampY(c.y) }))
  const obstacles = [...bars, ...drawn.labels]
  const area = { x: 0, y: 0, w: chart.width, h: chart.height }
  const beside = placeLabel(inside, obstacles, area)
  const place = { span: within }
  if (!obstacles.some((o) => overlaps(beside, o, 1))) label(ctx, text, beside, colors.threshold, drawn, place)
}

/** A change point: a dotted line between the last run before it and the first after, its size at the top. */
function changeMark(
  ctx: CanvasRenderingContext2D,
  scale: Scale,
  a: { top: number; bottom: number; left: number; right: number },
  c: TrendChange,
  color: string,
  drawn: Drawn,
) {
  const at = scale.getPixelForValue(c.group)
  const x = c.group > 0 ? (at + scale.getPixelForValue(c.group - 1)) / 2 : at
  ctx.strokeStyle = color
  ctx.lineWidth = 1.5
  ctx.setLineDash([2, 3])
  ctx.beginPath()
  ctx.moveTo(x, a.top)
  ctx.lineTo(x, a.bottom)
  ctx.stroke()
  ctx.setLineDash([])
  const w = ctx.measureText(c.short).width
  // Inside the plot at the top, on the side with room; a second mark at the same place goes a row lower.
  const row = drawn.changes.filter((d) => Math.abs(d.x - x) < w + 8).length
  const left = x + 4 + w > a.right ? x - 4 - w : x + 4
  label(ctx, c.short, { x: left, y: a.top + 2 + row * (H + 2), w, h: H }, color, drawn)
  drawn.changes.push({ x, text: c.text })
}

/** `span`: the stretch across the category axis a threshold's label must stay in (its group's, or the plot's). */
function label(
  ctx: CanvasRenderingContext2D,
  text: string,
  box: Box,
  color: string,
  drawn: Drawn,
  place: { span?: [number, number] } = {},
) {
  ctx.fillStyle = color
  ctx.textAlign = 'left'
  ctx.textBaseline = 'middle'
  ctx.fillText(text, box.x, box.y + box.h / 2)
  drawn.labels.push({ ...box, text, ...place })
}
