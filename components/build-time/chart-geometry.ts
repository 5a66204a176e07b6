// Where Chart.js puts every bar, point, tick and label of a chart, computed at build time by Chart.js itself:
// the same registration (../chartjs.ts), data, options and overlay as in the browser, drawn into a recording
// context (canvas-recorder.ts) at a given width. Two drawings at two widths give each horizontal coordinate
// as a + b × width (the chart's layout is linear in its width while its ticks and label wrapping stay the
// same), so the SVG made from them (chart-svg.ts) fits any box width and agrees with the canvas at the
// widths it was drawn for. Build-time only: no browser chunk imports this file.
import { BasePlatform } from 'chart.js'
import type { ChartConfiguration } from 'chart.js'
import { Chart } from '../chart/chartjs'
import type { ChartModel } from '../chart-types/chart-model'
import { chartData, chartOptions } from '../chart/chartjs-config'
import type { ThemeColors } from '../chart/chartjs-config'
import { overlayPlugin } from '../chart/chart-overlay'
import { chartType } from '../chart-types/chart-types'
import { RecordingContext } from './canvas-recorder'
import type { Op, Pt, Shape } from './canvas-recorder'
import { themeColors } from '../chart/palette'

/** Box widths the drawings are made for: the chart at 1350 px (desktop) and 390 px (phone) wide windows. */
export const DESKTOP_BOX = 688
export const PHONE_BOX = 342
/** The narrowest box the desktop drawing is shown in (style.css's container query); narrower, the phone's. */
export const DESKTOP_DRAWING_FROM = 520

/** A horizontal coordinate at box width W: a + b × W. */
export interface Lin {
  a: number
  b: number
}
export const at = (l: Lin, width: number): number => l.a + l.b * width

/** The theme's colours as CSS variables: the SVG follows light and dark mode with no second image. */
export const CSS_COLORS: ThemeColors = themeColors((name) => `var(${name})`)

class Headless extends BasePlatform {
  override acquireContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
    return canvas.getContext('2d')!
  }
}

export interface Drawing {
  width: number
  height: number
  ops: Op[]
  chartArea: { left: number; right: number; top: number; bottom: number }
  /** Value-axis tick positions (px along the axis), and each drawn bar's end (px along the value axis). */
  ticks: number[]
  bars: Array<{ series: number; group: number; end: number; base: number; mid: number }>
}

/** Chart.js's drawing of a model at a width: what it draws, its plot area, ticks and bar ends. */
export function drawChart(
  model: ChartModel,
  width: number,
  colors: ThemeColors = CSS_COLORS,
  log = model.logDefault,
): Drawing {
  const ctx = new RecordingContext({ width, height: model.height })
  const canvas = { width, height: model.height, style: {}, getContext: () => ctx }
  const state = { log, hidden: model.series.map(() => false), reducedMotion: true }
  const options = { ...chartOptions(model, colors, state), responsive: false, animation: false as const, events: [] }
  const type = chartType(model)
  const config = {
    type: type.chartjs,
    data: chartData(model, colors, state),
    options,
    plugins: [overlayPlugin(() => model)],
    platform: Headless,
  } as unknown as ChartConfiguration
  const chart = new Chart(canvas as unknown as HTMLCanvasElement, config)
  try {
    const value = chart.scales[model.horizontal ? 'x' : 'y']!
    const ticks = value.ticks.map((_, i) => value.getPixelForTick(i))
    const bars = !type.bars
      ? []
      : model.series.flatMap((s, si) =>
          chart.getDatasetMeta(si).data.flatMap((el, gi) => {
            const p = el.getProps(['x', 'y', 'base'], true) as unknown as { x: number; y: number; base: number }
            return s.values[gi] == null || s.failed?.[gi] || !Number.isFinite(p.base)
              ? []
              : [
                  {
                    series: si,
                    group: gi,
                    end: model.horizontal ? p.x : p.y,
                    base: p.base,
                    mid: model.horizontal ? p.y : p.x,
                  },
                ]
          }),
        )
    const { left, right, top, bottom } = chart.chartArea
    return { width, height: model.height, ops: ctx.ops, chartArea: { left, right, top, bottom }, ticks, bars }
  } finally {
    chart.destroy()
  }
}

/** A drawing's op with horizontal coordinates as Lin; `tag` names a bar ("bar 0 2") or tick ("tick 3"). */
export type LinOp = Op & { lin: Lin[]; tag?: string }

/**
 * The drawing at `width`, its horizontal coordinates made linear in the box width from a second drawing
 * a little wider or narrower. Where the second drawing differs in what it draws (a label wrapped or
 * skipped), coordinates stay fixed: right at `width`, and the SVG is shown only near it.
 */
export function linearDrawing(
  model: ChartModel,
  width: number,
  colors: ThemeColors = CSS_COLORS,
): { drawing: Drawing; ops: LinOp[] } {
  const d0 = drawChart(model, width, colors)
  let d1: Drawing | undefined
  for (const delta of [120, -120, 60, -60, 24, -24]) {
    const d = drawChart(model, width + delta, colors)
    if (sameStructure(d0.ops, d.ops)) {
      d1 = d
      break
    }
  }
  const ops = d0.ops.map((op, i) => {
    const xs0 = xsOf(op)
    const xs1 = d1 ? xsOf(d1.ops[i]!) : xs0
    const lin = xs0.map((x, j) => {
      if (!d1) return { a: x, b: 0 }
      // Slopes of a layout are between 0 (fixed to the left) and 1 (fixed to the right); rounding to
      // whole pixels (grid lines) makes them a little off, so they are clamped and snapped.
      const b = clamp(snap((xs1[j]! - x) / (d1.width - d0.width)), 0, 1)
      return { a: x - b * width, b }
    })
    return { ...op, lin } as LinOp
  })
  tag(model, d0, ops)
  return { drawing: d0, ops }
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
const snap = (b: number) => (Math.abs(b) < 0.004 ? 0 : Math.abs(b - 1) < 0.004 ? 1 : Math.round(b * 1e5) / 1e5)

/** Every horizontal coordinate of an op, in a fixed order (chart-svg.ts reads them back in the same). */
export function xsOf(op: Op): number[] {
  if (op.kind === 'text') return [op.x]
  return [...shapeXs(op.shape), ...(op.clip ? shapeXs(op.clip) : [])]
}
function shapeXs(s: Shape): number[] {
  if (s.type === 'rect') return [s.x, s.x + s.w]
  if (s.type === 'circle') return [s.cx]
  return s.subpaths.flatMap((p) => p.points.map((q: Pt) => q[0]))
}

function sameStructure(a: Op[], b: Op[]): boolean {
  if (a.length !== b.length) return false
  return a.every((op, i) => {
    const o = b[i]!
    if (op.kind !== o.kind) return false
    if (op.kind === 'text') return o.kind === 'text' && o.text === op.text && Math.abs(o.y - op.y) < 0.01
    return o.kind !== 'text' && xsOf(op).length === xsOf(o).length && !!op.clip === !!o.clip
  })
}

/** Marks the ops that draw each bar and each value-axis grid line, for tests to find them in the SVG. */
function tag(model: ChartModel, d: Drawing, ops: LinOp[]): void {
  const hz = model.horizontal
  for (const bar of d.bars) {
    const lo = Math.min(bar.end, bar.base),
      hi = Math.max(bar.end, bar.base)
    // Its extent along the value axis and its middle across it (two bars of one value differ only there).
    const op = ops.find(
      (o) =>
        !o.tag &&
        o.kind === 'fill' &&
        o.shape.type === 'rect' &&
        near(hz ? o.shape.x : o.shape.y, lo) &&
        near(hz ? o.shape.x + o.shape.w : o.shape.y + o.shape.h, hi) &&
        near(hz ? o.shape.y + o.shape.h / 2 : o.shape.x + o.shape.w / 2, bar.mid, 0.5),
    )
    if (op) op.tag = `bar ${bar.series} ${bar.group}`
  }
  d.ticks.forEach((t, i) => {
    const op = ops.find(
      (o) =>
        !o.tag &&
        o.kind === 'stroke' &&
        o.shape.type === 'path' &&
        o.shape.subpaths.length === 1 &&
        o.shape.subpaths[0]!.points.every((p) => near(hz ? p[0] : p[1], t, 1)),
    )
    if (op) op.tag = `tick ${i}`
  })
}
const near = (a: number, b: number, tol = 0.01) => Math.abs(a - b) <= tol
