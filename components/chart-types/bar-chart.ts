// A bar chart: a bar per series in each group, vertical or horizontal. Over Chart.js's bars the overlay
// marks hatching and an open end on bars that are bounds ("≥ 480,000"), a cross where a test failed, and an
// arrowhead on bars too short to see (explained by the note under the chart).
import type { Scale } from 'chart.js'
import { formatMeasured } from '../../data/numbers/format'
import type { ChartModel } from './chart-model'
import { groupNameChars, sideNameChars, wrapLabel } from './chart-rules'
import type { Box } from './chart-rules'
import type { ChartType, OverlayPass } from './chart-type'

type Bar = { x: number; y: number; base: number; width?: number; height?: number }

export const bar: ChartType = {
  chartjs: 'bar',
  noun: (model) => (model.horizontal ? 'Horizontal bar chart' : 'Bar chart'),
  namesSeries: false,
  dataset: { borderWidth: 0 },
  // Every category is named: on two lines, or shortened (the tooltip and the table give it whole).
  categoryTicks: (model: ChartModel, text: string) => ({
    color: text,
    autoSkip: false,
    maxRotation: 0,
    callback(this: Scale, _v: unknown, i: number) {
      const w = this.chart.width
      return wrapLabel(
        model.labels[i] ?? '',
        model.horizontal ? sideNameChars(w) : groupNameChars(w, model.labels.length),
      )
    },
  }),
  bars: true,
  overlay: barMarks,
  note: (model, log) =>
    [
      // Offered from a 10× span, where bars are short but mostly still seen: ▲ only marks those under 4 px.
      model.wideRange && !log
        ? 'Some bars are short at this scale (▲ marks any too short to see); tick Log scale to compare them.'
        : '',
      thresholdNote(model),
      model.withdrawn ? `Hollow bars: this run was withdrawn. ${model.withdrawn}` : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined,
}

/**
 * The dashed lines in words: a line's label is drawn only where it clears every bar, so each is named here
 * ("Dashed lines: floor 30,000 ops/s for Fire-and-wait, floor 380,000 ops/s for Fire-and-forget.").
 */
function thresholdNote(model: ChartModel): string {
  if (!model.thresholds.length) return ''
  const lines = model.thresholds.map((t) => {
    const where = t.group === null ? '' : ` for ${model.labels[t.group] ?? ''}`
    return `${t.label.toLowerCase()} ${formatMeasured(t.value, model.metric.unit, model.metric.format)}${where}`
  })
  return `${lines.length > 1 ? 'Dashed lines' : 'Dashed line'}: ${lines.join(', ')}.`
}

function barMarks({ chart, model, ctx, colors, drawn, obstacles }: OverlayPass): void {
  const hz = model.horizontal
  model.series.forEach((s, si) => {
    if (!chart.isDatasetVisible(si)) return
    chart.getDatasetMeta(si).data.forEach((el, gi) => {
      const b = el as unknown as Bar
      const thick = (hz ? b.height : b.width) ?? 0
      const box = hz
        ? { x: Math.min(b.x, b.base), y: b.y - thick / 2, w: Math.abs(b.x - b.base), h: thick }
        : { x: b.x - thick / 2, y: Math.min(b.y, b.base), w: thick, h: Math.abs(b.y - b.base) }
      if (s.failed?.[gi]) {
        cross(ctx, hz ? b.base + 8 : b.x, hz ? b.y : b.base - 8, colors.muted)
        drawn.failed.push([si, gi])
        return
      }
      if (s.values[gi] == null || !Number.isFinite(box.w + box.h)) return
      obstacles.push(box)
      const q = s.qualifiers?.[gi]
      if (q && q !== 'about') bound(ctx, box, hz, q === 'at-least' || q === 'above', colors.bg)
      if ((hz ? box.w : box.h) < 4) {
        openEnd(ctx, hz ? box.x + box.w + 2 : b.x, hz ? b.y : box.y - 2, hz, colors.muted)
        drawn.offScale.push([si, gi])
      }
    })
  })
}

/** A bound: stripes across the bar and, for a lower bound, its end left open (a gap and a chevron). */
function bound(ctx: CanvasRenderingContext2D, b: Box, hz: boolean, lower: boolean, bg: string) {
  ctx.save()
  ctx.beginPath()
  ctx.rect(b.x, b.y, b.w, b.h)
  ctx.clip()
  ctx.strokeStyle = bg
  ctx.globalAlpha = 0.5
  ctx.lineWidth = 3
  ctx.beginPath()
  for (let d = -b.h; d < b.w; d += 10) {
    ctx.moveTo(b.x + d, b.y + b.h)
    ctx.lineTo(b.x + d + b.h, b.y)
  }
  ctx.stroke()
  ctx.restore()
  if (!lower) return
  ctx.save()
  ctx.strokeStyle = bg
  ctx.lineWidth = 2
  ctx.setLineDash([4, 4])
  ctx.beginPath()
  if (hz) {
    ctx.moveTo(b.x + b.w - 1, b.y)
    ctx.lineTo(b.x + b.w - 1, b.y + b.h)
  } else {
    ctx.moveTo(b.x, b.y + 1)
    ctx.lineTo(b.x + b.w, b.y + 1)
  }
  ctx.stroke()
  ctx.restore()
}

/** A small arrowhead past the end of a bar too short to see on this scale. */
function openEnd(ctx: CanvasRenderingContext2D, x: number, y: number, hz: boolean, color: string) {
  ctx.fillStyle = color
  ctx.beginPath()
  if (hz) {
    ctx.moveTo(x, y - 4)
    ctx.lineTo(x + 6, y)
    ctx.lineTo(x, y + 4)
  } else {
    ctx.moveTo(x - 4, y)
    ctx.lineTo(x, y - 6)
    ctx.lineTo(x + 4, y)
  }
  ctx.fill()
}

function cross(ctx: CanvasRenderingContext2D, x: number, y: number, color: string) {
  ctx.strokeStyle = color
  ctx.lineWidth = 2
  ctx.beginPath()
  ctx.moveTo(x - 4, y - 4)
  ctx.lineTo(x + 4, y + 4)
  ctx.moveTo(x + 4, y - 4)
  ctx.lineTo(x - 4, y + 4)
  ctx.stroke()
}
