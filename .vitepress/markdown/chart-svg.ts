// A chart as SVG markup, for the static HTML: what Chart.js draws of the model (chart-geometry.ts), at the
// box widths of a desktop and a phone window, each horizontal coordinate written as calc(a px + b %) so the
// drawing fits the figure's box at any width. Colours are the theme's CSS variables (light and dark from
// one image); with `colors` given (the embeds), concrete colours instead. The reader sees it at first paint;
// the canvas replaces it when the reader reaches for the chart (BenchChart.vue).
import type { ChartModel } from '../../components/chart-types/chart-model'
import {
  at,
  CSS_COLORS,
  DESKTOP_BOX,
  DESKTOP_DRAWING_FROM,
  drawChart,
  linearDrawing,
  PHONE_BOX,
  xsOf,
} from '../../components/build-time/chart-geometry'
import type { Lin, LinOp } from '../../components/build-time/chart-geometry'
import { textWidth } from '../../components/build-time/canvas-recorder'
import { embedFooter } from '../../components/build-time/embed'
import { labelCollisions } from '../../components/build-time/label-boxes'
import { PHONE_CHART_PX as NARROW_BOX } from '../../components/chart-types/chart-rules'
import type { Op, Shape } from '../../components/build-time/canvas-recorder'
import type { ThemeColors } from '../../components/chart/chartjs-config'
import { esc } from './html'
import { compactSvg, mergeFrames } from './chart-svg-frames'
export { compactSvg }
import {
  frameOf,
  isCircle,
  markersSvg,
  plotClipped,
  polylineSvg,
  sameShape,
  type Pt,
  type Writer,
} from './chart-svg-series'

const FAMILY = "'Helvetica Neue', Helvetica, Arial, sans-serif"
const n = (v: number) => String(Math.round(v * 10) / 10)
/**
 * A position: to the half pixel in a page's drawing (fewer digits in the HTML; a quarter pixel off at most,
 * well within the 2 px the drawing keeps to Chart.js's), to the tenth in an embed.
 */
const q = (v: number) => (fixedAt === undefined ? String(Math.round(v * 2) / 2) : n(v))
/** A rectangle's start and extent from its rounded ends, so that both ends keep their precision. */
const span = (start: number, size: number) => [q(start), String(Number(q(start + size)) - Number(q(start)))] as const

/** A horizontal length or position: px, or calc() when it follows the box width (unless `fixedAt` a width). */
let fixedAt: number | undefined
function len(l: Lin): string {
  if (fixedAt !== undefined) return n(at(l, fixedAt))
  const pct = Math.round(l.b * 1e4) / 1e2
  if (pct === 0) return q(l.a)
  return `calc(${n(l.a)}px + ${pct}%)`
}
const diff = (p: Lin, q: Lin): Lin => ({ a: q.a - p.a, b: q.b - p.b })
/** A horizontal position as `len` writes it in a page's drawing (to the half pixel, or 0.1 px and 0.01 %). */
function written(l: Lin): Lin {
  const b = Math.round(l.b * 1e4) / 1e4
  return { a: Number(b === 0 ? q(l.a) : n(l.a)), b }
}

interface Out {
  parts: string[]
  clips: Map<string, string>
  prefix: string
  area: { w: number; h: number }
  /** The box widths this drawing is shown at (what its lines' frames must hold for). */
  widths: number[]
}

function styleAttrs(op: LinOp, paint: 'fill' | 'stroke'): string {
  const s = op.style
  const a =
    paint === 'fill'
      ? ` fill="${esc(s.fill)}"`
      : ` fill="none" stroke="${esc(s.stroke)}"${s.lineWidth !== 1 ? ` stroke-width="${n(s.lineWidth)}"` : ''}${s.dash.length ? ` stroke-dasharray="${s.dash.map(n).join(' ')}"` : ''}`
  return `${a}${s.alpha < 1 ? ` opacity="${n(s.alpha)}"` : ''}${op.tag ? ` data-${op.tag.split(' ')[0]}="${op.tag.split(' ').slice(1).join(' ')}"` : ''}`
}

/** The clip-path attribute of an op clipped to a rectangle other than the plot area (a bound's stripes). */
function clipAttr(op: LinOp, shapeLins: number, out: Out): string {
  const c = op.clip
  // Chart.js clips every dataset to (about) the plot area, where its bars are anyway: no clip needed.
  if (!c || c.type !== 'rect' || op.kind === 'text' || (c.w >= out.area.w - 2 && c.h >= out.area.h - 2)) return ''
  const [x0, x1] = [op.lin[shapeLins]!, op.lin[shapeLins + 1]!]
  const [y, h] = span(c.y, c.h)
  const rect = `<rect x="${len(x0)}" y="${y}" width="${len(diff(x0, x1))}" height="${h}"/>`
  let id = out.clips.get(rect)
  if (!id) {
    id = `${out.prefix}-c${out.clips.size}`
    out.clips.set(rect, id)
  }
  return ` clip-path="url(#${id})"`
}

function shapeSvg(op: LinOp & { shape: Shape }, paint: 'fill' | 'stroke', out: Out, border = ''): void {
  const s = op.shape
  const lins = op.lin
  const count = s.type === 'rect' ? 2 : s.type === 'circle' ? 1 : s.subpaths.reduce((k, p) => k + p.points.length, 0)
  const clip = clipAttr(op, count, out)
  const attrs = styleAttrs(op, paint) + border + clip
  if (s.type === 'rect') {
    const [y, h] = span(s.y, s.h)
    out.parts.push(
      `<rect x="${len(lins[0]!)}" y="${y}" width="${len(diff(lins[0]!, lins[1]!))}" height="${h}"${attrs}/>`,
    )
    return
  }
  if (s.type === 'circle') {
    out.parts.push(`<circle cx="${len(lins[0]!)}" cy="${q(s.cy)}" r="${n(s.r)}"${attrs}/>`)
    return
  }
  let k = 0
  const subs = s.subpaths.map((p) => p.points.map((pt) => ({ l: lins[k++]!, y: pt[1] })))
  const all = subs.flat()
  const b = all[0]?.l.b ?? 0
  if (all.every((p) => Math.abs(p.l.b - b) < 1e-6)) {
    // One slope: drawn in a nested viewport placed at the first point, in px from there.
    const a0 = all[0]!.l.a
    const d = subs
      .map(
        (pts, i) =>
          pts.map((p, j) => `${j ? 'L' : 'M'}${n(p.l.a - a0)} ${n(p.y)}`).join('') + (s.subpaths[i]!.closed ? 'Z' : ''),
      )
      .join('')
    // The clip goes on a group around it: inside the nested viewport a clip rectangle would be read in the
    // viewport's own coordinates, shifted by its x (a bound's stripes showed on half its bar, or none).
    const path = `<svg x="${len({ a: a0, b })}" overflow="visible"><path d="${d}"${styleAttrs(op, paint)}/></svg>`
    out.parts.push(clip ? `<g${clip}>${path}</g>` : path)
    return
  }
  // Points that move apart as the box widens (a trend line, a grid line): straight segments (a line has no fill).
  const lines = subs.flatMap((pts) => linesSvg(pts, styleAttrs(op, paint).replace(' fill="none"', ''), out.widths))
  out.parts.push(clip ? `<g${clip}>${lines.join('')}</g>` : lines.join(''))
}

const pct = (t: number) => (Math.abs(t) < 5e-5 ? '0' : `${Math.round(t * 1e4) / 1e2}%`)

/**
 * Straight segments through points whose distance follows the box width, each end a plain percentage of a
 * nested viewport that spans them (placed and sized in calc()). Not `<line>`s with calc() ends: Chromium
 * resolves those once and keeps them when the box's width changes later without a window resize (a
 * scrollbar hidden after the first layout left grid and trend lines 8–14 px short), while a viewport's
 * calc() x and width, and percentages within it, follow the box (measured: MEASUREMENTS).
 */
function linesSvg(pts: Pt[], attrs: string, widths: number[]): string[] {
  const seg = (p: Pt, r: Pt) => `<line x1="${len(p.l)}" y1="${q(p.y)}" x2="${len(r.l)}" y2="${q(r.y)}"${attrs}/>`
  if (fixedAt !== undefined) return pts.slice(1).map((r, i) => seg(pts[i]!, r))
  const frame = frameOf(pts, widths)
  if (frame) {
    // An end at the frame's start needs no x (0 by default): fewer bytes in every grid line.
    const d = frame.t.map((t) => (pct(t) === '0' ? '' : ` x1="${pct(t)}"`))
    const ls = pts
      .slice(1)
      .map((r, i) => `<line${d[i]} y1="${q(pts[i]!.y)}"${d[i + 1]!.replace('x1', 'x2')} y2="${q(r.y)}"${attrs}/>`)
    // Its width from the start as written (rounded), so that the far end lands where it should.
    const x = written(frame.x)
    const w = diff(x, { a: frame.x.a + frame.w.a, b: frame.x.b + frame.w.b })
    return [`<svg x="${len(x)}" width="${len(w)}" overflow="visible">${ls.join('')}</svg>`]
  }
  // Points on no one frame: a frame for each segment, or (its length changing sign with the width) calc().
  if (pts.length > 2) return pts.slice(1).flatMap((r, i) => linesSvg([pts[i]!, r], attrs, widths))
  return [seg(pts[0]!, pts[1]!)]
}

const ANCHOR: Record<string, string> = { center: 'middle', right: 'end', end: 'end' }
const BASELINE: Record<string, string> = {
  middle: 'central',
  top: 'text-before-edge',
  bottom: 'text-after-edge',
  hanging: 'hanging',
}

function textSvg(op: LinOp & { kind: 'text' }, out: Out): void {
  const s = op.style
  const bold = /\b(600|700|bold)\b/.test(s.font)
  const family = /system-ui/.test(s.font) ? ' font-family="system-ui, sans-serif"' : ''
  const anchor = ANCHOR[s.align] ? ` text-anchor="${ANCHOR[s.align]}"` : ''
  const base = BASELINE[s.baseline] ? ` dominant-baseline="${BASELINE[s.baseline]}"` : ''
  const rot = Math.abs(op.angle) > 1e-6 ? ` transform="rotate(${n((op.angle * 180) / Math.PI)})"` : ''
  const attrs = `fill="${esc(s.fill)}"${bold ? ' font-weight="600"' : ''}${family}${anchor}${base}${rot}`
  const l = op.lin[0]!
  if (fixedAt !== undefined)
    out.parts.push(
      `<text x="${n(at(l, fixedAt))}" y="${n(op.y)}" ${attrs}>${esc(op.text)}</text>`.replace(
        / transform="rotate\(([-\d.]+)\)"/,
        (_m, a: string) => ` transform="rotate(${a} ${n(at(l, fixedAt!))} ${n(op.y)})"`,
      ),
    )
  else if (l.b === 0 && !rot) out.parts.push(`<text x="${q(l.a)}" y="${q(op.y)}" ${attrs}>${esc(op.text)}</text>`)
  else
    out.parts.push(`<svg x="${len(l)}" y="${q(op.y)}" overflow="visible"><text ${attrs}>${esc(op.text)}</text></svg>`)
}

/** One drawing of the chart (desktop or phone) as an `<svg>` element. */
export function chartSvg(
  model: ChartModel,
  width: number,
  variant: string,
  colors?: ThemeColors,
  drawn = linearDrawing(model, width, colors),
): string {
  const { drawing, ops } = drawn
  const out: Out = {
    parts: [],
    clips: new Map(),
    prefix: `${model.id}-${variant}`,
    area: { w: drawing.chartArea.right - drawing.chartArea.left, h: drawing.chartArea.bottom - drawing.chartArea.top },
    // A phone's drawing (or one for any width) down to a 240 px box; up to a wide column (VitePress: 688 px).
    widths: [variant === 'desktop' ? DESKTOP_DRAWING_FROM : 240, 1200],
  }
  const writer: Writer = { len, widths: out.widths, height: drawing.height }
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i]!
    if (op.kind === 'text') {
      textSvg(op as LinOp & { kind: 'text' }, out)
      continue
    }
    // A series' markers (a run of circles) and its line: a path each (chart-svg-series.ts).
    let j = i
    while (j < ops.length && isCircle(ops[j]!, out.area)) j++
    const dots = j > i ? markersSvg(ops.slice(i, j) as Parameters<typeof markersSvg>[0], writer) : undefined
    if (dots) {
      out.parts.push(dots)
      i = j - 1
      continue
    }
    const shaped = op as LinOp & { shape: Shape }
    const line = plotClipped(op, out.area) ? polylineSvg(shaped, styleAttrs(op, 'stroke'), writer) : undefined
    if (line) out.parts.push(line)
    else if (sameShape(op, ops[i + 1])) {
      // A marker's fill and border: one element.
      shapeSvg(shaped, 'fill', out, styleAttrs(ops[i + 1]!, 'stroke').replace(' fill="none"', ''))
      i++
    } else shapeSvg(shaped, op.kind, out)
  }
  const defs = out.clips.size
    ? `<defs>${[...out.clips].map(([rect, id]) => `<clipPath id="${id}">${rect}</clipPath>`).join('')}</defs>`
    : ''
  const desc = model.description ? `<desc>${esc(model.description)}</desc>` : ''
  // The font is the site CSS's (style.css), as the compact drawing's shared attributes are.
  return (
    `<svg class="BenchChart__svg-${variant}" role="img" width="100%" height="${drawing.height}">` +
    `<title>${esc(model.title)}</title>${desc}${defs}${compactSvg(mergeFrames(out.parts).join(''))}</svg>`
  )
}

/**
 * The chart's drawings for the figure's box: one, when the desktop drawing fits a phone's box too (same ticks,
 * labels and marks, every coordinate within half a pixel); else the desktop and the phone drawing, of which
 * the theme's CSS shows the one for the box's width. When the drawing a phone gets runs its labels into each
 * other in the narrowest phone's box (a 320 px window), a drawing made for that box too, shown below 336 px.
 */
export function chartSvgs(model: ChartModel): string {
  const desktop = linearDrawing(model, DESKTOP_BOX)
  const phone = drawChart(model, PHONE_BOX)
  const fits = fitsToo(desktop.ops, phone.ops, PHONE_BOX)
  const small = fits ? desktop : linearDrawing(model, PHONE_BOX)
  const svgs = fits
    ? chartSvg(model, DESKTOP_BOX, 'any', undefined, desktop)
    : `${chartSvg(model, DESKTOP_BOX, 'desktop', undefined, desktop)}${chartSvg(model, PHONE_BOX, 'phone', undefined, small)}`
  const crowded = labelCollisions(small.ops, NARROW_BOX) > labelCollisions(small.ops, fits ? DESKTOP_BOX : PHONE_BOX)
  return crowded ? `${svgs}${chartSvg(model, NARROW_BOX, 'narrow')}` : svgs
}

function fitsToo(ops: LinOp[], other: Op[], width: number): boolean {
  if (ops.length !== other.length) return false
  return ops.every((op, i) => {
    const o = other[i]!
    if (
      o.kind !== op.kind ||
      (o.kind === 'text' && op.kind === 'text' && (o.text !== op.text || Math.abs(o.y - op.y) > 0.5))
    )
      return false
    const xs = xsOf(o)
    return xs.length === op.lin.length && xs.every((x, j) => Math.abs(x - at(op.lin[j]!, width)) <= 0.5)
  })
}

const XMLNS = 'http://www.w3.org/2000/svg'
const HEAD = 24
const KEY_ROW = 20
/** Room around an image's contents (a README puts it on a ground of its own, against its edges) and the
 *  line under it naming the run it shows. */
const MARGIN = 16
const FOOT = 24

/**
 * A chart as a file of its own (an embed in a README): fixed size, a ground, and the title and legend the
 * page gives in HTML. Colours are the theme's CSS variables here; embedColors (chart-embeds.ts) makes them
 * concrete, since an image sees no page's CSS.
 */
export function standaloneSvg(model: ChartModel, width = DESKTOP_BOX): string {
  const colors = CSS_COLORS
  const drawn = linearDrawing(model, width, colors)
  const out: Out = {
    parts: [],
    clips: new Map(),
    prefix: `${model.id}-embed`,
    area: {
      w: drawn.drawing.chartArea.right - drawn.drawing.chartArea.left,
      h: drawn.drawing.chartArea.bottom - drawn.drawing.chartArea.top,
    },
    widths: [width],
  }
  fixedAt = width
  try {
    for (const op of drawn.ops) {
      if (op.kind === 'text') textSvg(op as LinOp & { kind: 'text' }, out)
      else shapeSvg(op as LinOp & { shape: Shape }, op.kind, out)
    }
  } finally {
    fixedAt = undefined
  }
  // The legend: swatch and name of each series, in rows as wide as the chart.
  const keys: string[] = []
  let x = 0
  let row = 0
  if (model.series.length > 1) {
    for (const s of model.series) {
      const w = 18 + textWidth(s.label, '12px Arial') + 14
      if (x + w > width && x > 0) {
        x = 0
        row++
      }
      const y = HEAD + row * KEY_ROW
      keys.push(
        `<rect x="${n(x)}" y="${y + 2}" width="12" height="12" rx="3" fill="${esc(colors.series[s.color % colors.series.length] ?? '#888')}"/><text x="${n(x + 18)}" y="${y + 8}" dominant-baseline="central" fill="${esc(colors.text)}">${esc(s.label)}</text>`,
      )
      x += w
    }
    row++
  }
  const top = HEAD + row * KEY_ROW + 4
  const footer = embedFooter(model)
  const inner = top + drawn.drawing.height + (footer ? FOOT : 0)
  const [w, height] = [width + 2 * MARGIN, inner + 2 * MARGIN]
  const defs = out.clips.size
    ? `<defs>${[...out.clips].map(([rect, id]) => `<clipPath id="${id}">${rect}</clipPath>`).join('')}</defs>`
    : ''
  return (
    `<svg xmlns="${XMLNS}" role="img" width="${w}" height="${height}" viewBox="0 0 ${w} ${height}" font-family="${esc(FAMILY)}" font-size="12">` +
    `<title>${esc(model.title)}</title>${model.description ? `<desc>${esc(model.description)}</desc>` : ''}${defs}` +
    `<rect width="100%" height="100%" fill="${esc(colors.bg)}"/><g transform="translate(${MARGIN} ${MARGIN})">` +
    `<text x="0" y="16" font-size="14" font-weight="600" fill="${esc(colors.text)}">${esc(model.title)}</text>${keys.join('')}` +
    `<g transform="translate(0 ${top})">${out.parts.join('')}</g>` +
    (footer ? `<text x="0" y="${inner - 6}" font-size="11" fill="${esc(colors.muted)}">${esc(footer)}</text>` : '') +
    `</g></svg>\n`
  )
}
