// The only Chart.js registration: just the parts our charts use (not chart.js/auto), so the chunk
// stays small. Imported only by BenchChartCanvas.vue, which loads when a chart nears the viewport.
//
// Chart.js ships as one ES module, so the bundler cannot put some of its parts in a chunk of their
// own (a lazily imported "line parts" module ends up empty): whatever is registered here, every chart
// page downloads. Line charts therefore use the small TrendController and TrendLine below instead of
// Chart.js's LineController and LineElement (curves, steps, fills, segment styles, decimation, stacking:
// ~4 KB gzip that our charts never use). `pnpm bench` and tests/e2e/budgets.spec.ts hold the chart code
// to a budget (CHART_JS_BUDGET, tests/bench/site/pages.ts). No Tooltip plugin (~5 KB gzip):
// BenchChartCanvas.vue renders an HTML tooltip.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DatasetController,
  Element,
  LinearScale,
  LogarithmicScale,
  PointElement,
} from 'chart.js'
import type { UpdateMode } from 'chart.js'

type Vertex = { x: number; y: number; skip?: boolean }

/** The dataset element of a line chart: straight segments through the visible points, gaps spanned. */
class TrendLine extends Element<object, { borderColor: string; borderWidth: number }> {
  static id = 'line'
  // The options a line resolves (as Chart.js's LineElement: colours routed from the dataset's).
  static override defaults = { borderWidth: 3 }
  static override defaultRoutes = { backgroundColor: 'backgroundColor', borderColor: 'borderColor' }
  points: Vertex[] = []

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

/**
 * Chart type 'line': a point (PointElement) at each category's value, joined by a TrendLine. What
 * Chart.js's LineController does for our data (no stacking, decimation, segments or partial redraws).
 */
class TrendController extends DatasetController<'line', PointElement, TrendLine> {
  static id = 'line'
  static defaults = { datasetElementType: 'line', dataElementType: 'point' }
  static overrides = { scales: { _index_: { type: 'category' }, _value_: { type: 'linear' } } }

  override update(mode: UpdateMode): void {
    const { dataset, data } = this._cachedMeta
    dataset!.points = data
    this.updateElement(dataset!, undefined, { options: this.resolveDatasetElementOptions(mode) }, mode)
    this.updateElements(data, 0, data.length, mode)
  }

  override updateElements(points: PointElement[], start: number, count: number, mode: UpdateMode): void {
    const { iScale, vScale } = this._cachedMeta
    for (let i = start; i < start + count; i++) {
      const parsed = this.getParsed(i) as unknown as Record<string, number | null>
      const value = parsed[vScale!.axis]
      const index = iScale!.getPixelForValue(parsed[iScale!.axis]!, i)
      // Reset (the start of the first animation) and missing values sit on the base line.
      const at = mode === 'reset' || value == null ? vScale!.getBasePixel() : vScale!.getPixelForValue(value, i)
      this.updateElement(
        points[i]!,
        i,
        {
          [iScale!.axis]: index,
          [vScale!.axis]: at,
          skip: value == null || Number.isNaN(index) || Number.isNaN(at),
          options: this.resolveDataElementOptions(i, points[i]!.active ? 'active' : mode),
        },
        mode,
      )
    }
  }

  /** How far points and the line reach beyond the plot area, so that edge points are not clipped. */
  protected override getMaxOverflow(): number {
    const { dataset, data } = this._cachedMeta
    const size = (i: number) => data[i]!.size(this.resolveDataElementOptions(i, 'default'))
    return Math.max(dataset?.options?.borderWidth ?? 0, data.length ? Math.max(size(0), size(data.length - 1)) : 0) / 2
  }
}

Chart.register(
  BarController,
  BarElement,
  TrendController,
  TrendLine,
  PointElement,
  CategoryScale,
  LinearScale,
  LogarithmicScale,
)

export { Chart }
