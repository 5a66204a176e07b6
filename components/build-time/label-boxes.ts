// Where a drawing's texts (tick labels, axis titles, speedups) lie at a box width, and which of them run
// into each other there. A drawing made for a 342 px phone box and stretched to a narrower one keeps its
// labels' count while their room shrinks: at 320 px windows "10 ns100 ns1 µs" ran together, and a
// 20-run trend's dates overlapped (chart-svg.ts then adds a drawing made for the narrowest box).
import { fontSize, textWidth } from './canvas-recorder'
import { at } from './chart-geometry'
import type { LinOp } from './chart-geometry'

interface Box {
  left: number
  right: number
  top: number
  bottom: number
}

/** Room a reader needs between two labels to read them apart. */
const GAP = 2

/** The box of a horizontal text at box width `width` (rotated texts: none, they are axis titles). */
function textBox(op: LinOp & { kind: 'text' }, width: number): Box | undefined {
  if (Math.abs(op.angle) > 1e-6 || !op.text.trim()) return undefined
  const size = fontSize(op.style.font)
  const w = textWidth(op.text, op.style.font)
  const x = at(op.lin[0]!, width)
  const left = op.style.align === 'center' ? x - w / 2 : /right|end/.test(op.style.align) ? x - w : x
  const b = op.style.baseline
  const top = b === 'middle' ? op.y - size / 2 : b === 'top' || b === 'hanging' ? op.y : op.y - size
  return { left, right: left + w, top, bottom: top + size }
}

/** How many pairs of texts of the drawing touch or overlap at box width `width`. */
export function labelCollisions(ops: readonly LinOp[], width: number): number {
  const boxes = ops.flatMap((op) => (op.kind === 'text' ? [textBox(op as LinOp & { kind: 'text' }, width)] : []))
  const shown = boxes.filter((b): b is Box => !!b)
  let n = 0
  for (let i = 0; i < shown.length; i++)
    for (let j = i + 1; j < shown.length; j++) {
      const [a, c] = [shown[i]!, shown[j]!]
      if (a.left < c.right + GAP && c.left < a.right + GAP && a.top < c.bottom - 1 && c.top < a.bottom - 1) n++
    }
  return n
}
