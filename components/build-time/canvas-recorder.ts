// A stand-in for a canvas 2D context that draws nothing and records what was drawn: each fill, stroke and
// text with its shape (in canvas px, after the context's translation and rotation), style and clip. Chart.js
// draws into it at build time (chart-geometry.ts), so the SVG shows what Chart.js would have drawn.
// Text is measured with the widths of the fonts Chart.js uses in the browser (font-widths.ts).
import { FONT_WIDTHS } from './font-widths'

export type Pt = [number, number]
export type Shape =
  | { type: 'rect'; x: number; y: number; w: number; h: number }
  | { type: 'circle'; cx: number; cy: number; r: number }
  | { type: 'path'; subpaths: Array<{ points: Pt[]; closed: boolean }> }

interface Style {
  fill: string
  stroke: string
  lineWidth: number
  dash: number[]
  alpha: number
  font: string
  align: CanvasTextAlign
  baseline: CanvasTextBaseline
}

export type Op =
  | { kind: 'fill' | 'stroke'; shape: Shape; style: Style; clip?: Shape }
  | { kind: 'text'; text: string; x: number; y: number; angle: number; style: Style; clip?: Shape }

/** The px size of a canvas font string (12 when it names none, Chart.js's default). */
export const fontSize = (font: string): number => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 12)

/** A text's advance width in px for a canvas font string ("600 12px system-ui, sans-serif"). */
export function textWidth(text: string, font: string): number {
  const size = fontSize(font)
  const table = /system-ui/.test(font) ? FONT_WIDTHS.overlay : FONT_WIDTHS.chartjs
  let em = 0
  for (const c of text) em += table[c] ?? 0.6
  return em * size
}

type Matrix = [number, number, number, number, number, number]
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

export class RecordingContext {
  readonly ops: Op[] = []
  fillStyle = '#000'
  strokeStyle = '#000'
  lineWidth = 1
  globalAlpha = 1
  font = '10px sans-serif'
  textAlign: CanvasTextAlign = 'start'
  textBaseline: CanvasTextBaseline = 'alphabetic'
  lineCap = 'butt'
  lineJoin = 'miter'
  miterLimit = 10
  lineDashOffset = 0
  fontKerning = 'auto'
  imageSmoothingEnabled = true
  private dash: number[] = []
  private m: Matrix = [...IDENTITY]
  private clip_: Shape | undefined
  private path: Array<{ points: Pt[]; closed: boolean }> = []
  private pathShape: Shape | undefined
  private stack: Array<Record<string, unknown>> = []

  constructor(readonly canvas: { width: number; height: number }) {}

  private pt(x: number, y: number): Pt {
    const [a, b, c, d, e, f] = this.m
    return [a * x + c * y + e, b * x + d * y + f]
  }
  private style(): Style {
    return {
      fill: String(this.fillStyle),
      stroke: String(this.strokeStyle),
      lineWidth: this.lineWidth,
      dash: [...this.dash],
      alpha: this.globalAlpha,
      font: this.font,
      align: this.textAlign,
      baseline: this.textBaseline,
    }
  }
  private rotated(): boolean {
    return Math.abs(this.m[1]) > 1e-9 || Math.abs(this.m[2]) > 1e-9
  }

  save(): void {
    this.stack.push({
      fillStyle: this.fillStyle,
      strokeStyle: this.strokeStyle,
      lineWidth: this.lineWidth,
      globalAlpha: this.globalAlpha,
      font: this.font,
      textAlign: this.textAlign,
      textBaseline: this.textBaseline,
      dash: [...this.dash],
      m: [...this.m],
      clip_: this.clip_,
    })
  }
  restore(): void {
    const s = this.stack.pop()
    if (s) Object.assign(this, s)
  }
  translate(x: number, y: number): void {
    const [a, b, c, d, e, f] = this.m
    this.m = [a, b, c, d, a * x + c * y + e, b * x + d * y + f]
  }
  rotate(t: number): void {
    const [a, b, c, d, e, f] = this.m
    const cos = Math.cos(t),
      sin = Math.sin(t)
    this.m = [a * cos + c * sin, b * cos + d * sin, c * cos - a * sin, d * cos - b * sin, e, f]
  }
  scale(sx: number, sy: number): void {
    const [a, b, c, d, e, f] = this.m
    this.m = [a * sx, b * sx, c * sy, d * sy, e, f]
  }
  setTransform(a: number | DOMMatrix2DInit = 1, b = 0, c = 0, d = 1, e = 0, f = 0): void {
    this.m = typeof a === 'number' ? [a, b, c, d, e, f] : [...IDENTITY]
  }
  resetTransform(): void {
    this.m = [...IDENTITY]
  }
  setLineDash(d: number[]): void {
    this.dash = [...d]
  }
  getLineDash(): number[] {
    return [...this.dash]
  }
  measureText(text: string): TextMetrics {
    const width = textWidth(text, this.font)
    return {
      width,
      actualBoundingBoxAscent: 9,
      actualBoundingBoxDescent: 3,
      actualBoundingBoxLeft: 0,
      actualBoundingBoxRight: width,
    } as TextMetrics
  }

  beginPath(): void {
    this.path = []
    this.pathShape = undefined
  }
  moveTo(x: number, y: number): void {
    this.path.push({ points: [this.pt(x, y)], closed: false })
    this.pathShape = undefined
  }
  lineTo(x: number, y: number): void {
    const last = this.path.at(-1)
    if (last) last.points.push(this.pt(x, y))
    else this.moveTo(x, y)
    this.pathShape = undefined
  }
  closePath(): void {
    const last = this.path.at(-1)
    if (last) last.closed = true
  }
  rect(x: number, y: number, w: number, h: number): void {
    const [p, q] = [this.pt(x, y), this.pt(x + w, y + h)]
    const only = this.path.length === 0 && !this.rotated()
    this.path.push({ points: [p, this.pt(x + w, y), q, this.pt(x, y + h)], closed: true })
    this.pathShape = only
      ? { type: 'rect', x: Math.min(p[0], q[0]), y: Math.min(p[1], q[1]), w: Math.abs(w), h: Math.abs(h) }
      : undefined
  }
  arc(x: number, y: number, r: number, start: number, end: number): void {
    const full = Math.abs(end - start) >= 2 * Math.PI - 1e-6
    const c = this.pt(x, y)
    if (full && this.path.length === 0) {
      this.path.push({ points: [c], closed: true })
      this.pathShape = { type: 'circle', cx: c[0], cy: c[1], r }
      return
    }
    // A partial arc (no chart of ours draws one): its chord points, enough for a faithful shape.
    const n = 12
    for (let i = 0; i <= n; i++) {
      const t = start + ((end - start) * i) / n
      this.lineTo(x + r * Math.cos(t), y + r * Math.sin(t))
    }
  }
  ellipse(x: number, y: number, rx: number, _ry: number, _rot: number, start: number, end: number): void {
    this.arc(x, y, rx, start, end)
  }
  quadraticCurveTo(_cx: number, _cy: number, x: number, y: number): void {
    this.lineTo(x, y)
  }
  bezierCurveTo(_a: number, _b: number, _c: number, _d: number, x: number, y: number): void {
    this.lineTo(x, y)
  }
  private shape(): Shape {
    return (
      this.pathShape ?? { type: 'path', subpaths: this.path.map((s) => ({ points: [...s.points], closed: s.closed })) }
    )
  }
  fill(): void {
    if (this.path.length) this.ops.push({ kind: 'fill', shape: this.shape(), style: this.style(), clip: this.clip_ })
  }
  stroke(): void {
    if (this.path.length) this.ops.push({ kind: 'stroke', shape: this.shape(), style: this.style(), clip: this.clip_ })
  }
  clip(): void {
    this.clip_ = this.shape()
  }
  fillRect(x: number, y: number, w: number, h: number): void {
    this.beginPath()
    this.rect(x, y, w, h)
    this.fill()
    this.beginPath()
  }
  strokeRect(x: number, y: number, w: number, h: number): void {
    this.beginPath()
    this.rect(x, y, w, h)
    this.stroke()
    this.beginPath()
  }
  clearRect(): void {}
  fillText(text: string, x: number, y: number): void {
    const [px, py] = this.pt(x, y)
    this.ops.push({
      kind: 'text',
      text: String(text),
      x: px,
      y: py,
      angle: Math.atan2(this.m[1], this.m[0]),
      style: this.style(),
      clip: this.clip_,
    })
  }
  strokeText(): void {}
  drawImage(): void {}
  isPointInPath(): boolean {
    return false
  }
}
