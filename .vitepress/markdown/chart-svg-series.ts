// A trend's lines and markers in a page's drawing (chart-svg.ts), one path per line and one per kind of
// marker: 120 runs × 10 series drawn as a segment and two circles per point, each in a viewport of its own,
// made a 1.2 MB drawing. Here the points of a line (or of a series' markers) sit in one nested viewport that
// spans them, placed and sized in calc() so that it follows the box, with a viewBox stretched over it
// (preserveAspectRatio="none"): the path's x is its share of the frame (0–1000), its y the drawing's px. A
// non-scaling stroke keeps line widths, dashes and round dots (zero-length segments with round caps, as
// wide as the marker) the same at any width.
import { at } from '../../components/build-time/chart-geometry'
import type { Lin, LinOp } from '../../components/build-time/chart-geometry'
import type { Shape } from '../../components/build-time/canvas-recorder'
import { esc } from './html'

export type Pt = { l: Lin; y: number }
const diff = (p: Lin, q: Lin): Lin => ({ a: q.a - p.a, b: q.b - p.b })

/** A frame (start and width, both following the box) in which every point sits at a fixed share `t`. */
export function frameOf(pts: Pt[], widths: number[]): { x: Lin; w: Lin; t: number[] } | undefined {
  const [first, last] = [pts[0]!.l, pts[pts.length - 1]!.l]
  const signs = widths.map((w) => Math.sign(at(last, w) - at(first, w)))
  if (signs[0] === 0 || signs.some((s) => s !== signs[0])) return undefined
  const [x, end] = signs[0]! > 0 ? [first, last] : [last, first]
  const w = diff(x, end)
  const t = pts.map((p) => (Math.abs(w.b) > 1e-9 ? (p.l.b - x.b) / w.b : (p.l.a - x.a) / w.a))
  const fits = pts.every((p, i) => widths.every((bw) => Math.abs(at(p.l, bw) - at(x, bw) - t[i]! * at(w, bw)) < 0.05))
  return fits ? { x, w, t } : undefined
}

/** How a page's drawing writes things: a horizontal length, a number, and an op's colour attributes. */
export interface Writer {
  len: (l: Lin) => string
  widths: number[]
  height: number
}

const VB = 1000
const sx = (t: number) => String(Math.round(t * VB * 10) / 10)
const sy = (y: number) => String(Math.round(y * 2) / 2)

/** A nested viewport over `frame`, stretched so that its x runs 0–1000 and its y is the drawing's. */
function stretched(frame: { x: Lin; w: Lin }, w: Writer, body: string): string {
  return `<svg x="${w.len(frame.x)}" width="${w.len(frame.w)}" viewBox="0 0 ${VB} ${w.height}" preserveAspectRatio="none" overflow="visible">${body}</svg>`
}

/** A line through many points (a trend's series) as one path; undefined when its points share no frame. */
export function polylineSvg(op: LinOp & { shape: Shape }, attrs: string, w: Writer): string | undefined {
  const s = op.shape
  if (s.type !== 'path' || op.kind !== 'stroke' || s.subpaths.some((p) => p.closed)) return undefined
  let k = 0
  const subs = s.subpaths.map((p) => p.points.map((pt) => ({ l: op.lin[k++]!, y: pt[1] })))
  const all = subs.flat()
  if (all.length < 3) return undefined
  const frame = frameOf(all, w.widths)
  if (!frame) return undefined
  let i = 0
  const d = subs.map((pts) => pts.map((p, j) => `${j ? 'L' : 'M'}${sx(frame.t[i++]!)} ${sy(p.y)}`).join('')).join('')
  return stretched(frame, w, `<path d="${d}"${attrs} vector-effect="non-scaling-stroke"/>`)
}

/** Whether an op is clipped to no less than the plot area (`area`: its width and height), as every dataset is. */
export const plotClipped = (op: LinOp, area: { w: number; h: number }): boolean => {
  const c = op.clip
  return !c || (c.type === 'rect' && c.w >= area.w - 2 && c.h >= area.h - 2)
}

type Circle = LinOp & { shape: { type: 'circle'; cx: number; cy: number; r: number } }
export const isCircle = (op: LinOp, area: { w: number; h: number }): op is Circle =>
  op.kind !== 'text' && (op as { shape: Shape }).shape.type === 'circle' && !op.tag && plotClipped(op, area)

/** A fill and then a stroke of the same shape (a marker, Chart.js's way): one element can draw both. */
export function sameShape(a: LinOp, b: LinOp | undefined): boolean {
  if (!b || a.kind !== 'fill' || b.kind !== 'stroke' || a.tag || b.tag || a.style.alpha !== b.style.alpha) return false
  const [sa, sb] = [(a as { shape: Shape }).shape, (b as { shape: Shape }).shape]
  return (
    JSON.stringify(sa) === JSON.stringify(sb) &&
    JSON.stringify(a.lin) === JSON.stringify(b.lin) &&
    JSON.stringify(a.clip) === JSON.stringify(b.clip)
  )
}

/**
 * A run of markers (Chart.js draws each point's fill, then its border) as dots, one path per colour and
 * size: a border of width w around radius r is a dot of diameter 2r + w under the fill's dot of 2r − w.
 * Undefined when the markers share no frame (one point, or points that do not follow the box alike).
 */
export function markersSvg(run: Circle[], w: Writer): string | undefined {
  const pts = run.map((op) => ({ l: op.lin[0]!, y: op.shape.cy }))
  if (pts.length < 3) return undefined
  const order = pts.map((_, i) => i).sort((a, b) => at(pts[a]!.l, w.widths[0]!) - at(pts[b]!.l, w.widths[0]!))
  const frame = frameOf(
    order.map((i) => pts[i]!),
    w.widths,
  )
  if (!frame) return undefined
  const share = new Map(order.map((i, k) => [i, frame.t[k]!]))
  const border = Math.max(0, ...run.filter((op) => op.kind === 'stroke').map((op) => op.style.lineWidth))
  const groups = new Map<string, { color: string; size: number; alpha: number; d: string[]; under: boolean }>()
  run.forEach((op, i) => {
    const stroke = op.kind === 'stroke'
    const color = stroke ? op.style.stroke : op.style.fill
    const size = stroke ? 2 * op.shape.r + op.style.lineWidth : 2 * op.shape.r - border
    if (size <= 0) return
    const key = `${stroke}|${color}|${size}|${op.style.alpha}`
    let g = groups.get(key)
    if (!g) groups.set(key, (g = { color, size, alpha: op.style.alpha, d: [], under: stroke }))
    g.d.push(`M${sx(share.get(i)!)} ${sy(op.shape.cy)}h0`)
  })
  // A fill of the border's colour lies wholly under the border's dot: drawn once.
  const borders = [...groups.values()].filter((g) => g.under)
  for (const [k, g] of groups)
    if (!g.under && borders.some((b) => b.color === g.color && b.alpha === g.alpha && b.size >= g.size))
      groups.delete(k)
  const paths = [...groups.values()]
    .sort((a, b) => Number(b.under) - Number(a.under))
    .map(
      (g) =>
        `<path d="${g.d.join('')}" fill="none" stroke="${esc(g.color)}" stroke-width="${Math.round(g.size * 10) / 10}" stroke-linecap="round"${g.alpha < 1 ? ` opacity="${g.alpha}"` : ''} vector-effect="non-scaling-stroke"/>`,
    )
  return stretched(frame, w, paths.join(''))
}
