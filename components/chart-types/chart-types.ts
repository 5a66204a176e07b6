// Every way of drawing a chart, in one place, as the block registry (.vitepress/markdown/block-registry.ts) is of
// the blocks: a model's `kind` (ChartKind, ../chart-model.ts) is a key of CHART_TYPES, and the
// code that draws, describes and reads charts asks `chartType(model)` for what differs between them.
// A bench-chart block's `kind:` option names a builder of CHART_LAYOUTS (../chart.ts), which picks the type
// that draws its model (a latency chart is drawn as a line). A new chart type: a module beside these
// (type.ts says what it supplies; it may export its builder), its line here and, for a page to ask for it,
// its builder's line in CHART_LAYOUTS; plus its Chart.js controller in components/chart/chartjs.ts if it needs
// one not registered yet.
import { bar } from './bar-chart'
import { line } from './line-chart'
import type { ChartKind } from './chart-model'
import type { ChartType } from './chart-type'

export const CHART_TYPES = { bar, line } satisfies Record<ChartKind, ChartType>

export function chartType(model: { kind: ChartKind }): ChartType {
  return CHART_TYPES[model.kind]
}
