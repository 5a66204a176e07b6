// The only Chart.js registration: just the parts our charts use (not chart.js/auto), so the chunk
// stays small. Imported only by BenchChartCanvas.vue, which loads when a chart nears the viewport.
//
// Chart.js ships as one ES module, so the bundler cannot put some of its parts in a chunk of their
// own (a lazily imported "line parts" module ends up empty): whatever is registered here, every chart
// page downloads. Line charts therefore keep Chart.js's LineController and PointElement but draw their
// line with TrendLine below instead of Chart.js's LineElement (curves, steps, fills, segment styles,
// ~3.4 KB gzip that our charts never use). `pnpm bench` and tests/e2e/budgets.spec.ts hold the chart
// code to 60 KB gzip.
import {
  BarController, BarElement, CategoryScale, Chart, Element, LinearScale, LineController,
  LogarithmicScale, PointElement, Tooltip,
} from 'chart.js'

/** The dataset element of a line chart: straight segments through the visible points, gaps spanned. */
class TrendLine extends Element<object, { borderColor: string; borderWidth: number }> {
  static id = 'line'
  // The option names LineController resolves for its dataset element (as Chart.js's LineElement).
  static override defaults = { borderWidth: 3 }
  static override defaultRoutes = { backgroundColor: 'backgroundColor', borderColor: 'borderColor' }
  points: Array<{ x: number; y: number; skip?: boolean }> = []

  /** Called by LineController before drawing; straight lines have no control points. */
  updateControlPoints(): void {}

  draw(ctx: CanvasRenderingContext2D): void {
    const { borderColor, borderWidth } = this.options
    if (!borderWidth) return
    ctx.save()
    ctx.strokeStyle = borderColor
    ctx.lineWidth = borderWidth
    ctx.beginPath()
    let started = false
    for (const p of this.points) {
      if (p.skip) continue
      if (started) ctx.lineTo(p.x, p.y)
      else ctx.moveTo(p.x, p.y)
      started = true
    }
    ctx.stroke()
    ctx.restore()
  }
}

Chart.register(BarController, BarElement, LineController, TrendLine, PointElement, CategoryScale, LinearScale, LogarithmicScale, Tooltip)

export { Chart }
