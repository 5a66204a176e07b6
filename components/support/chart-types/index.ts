// Every way of drawing a chart, in one place, as the block registry (.vitepress/markdown/registry.ts) is of
// the blocks: a model's `kind` is a key of CHART_TYPES (its type is inferred from this object), and the
// code that draws, describes and reads charts asks `chartType(model)` for what differs between them.
// A new way of drawing: a module beside these (type.ts says what it supplies) and its line here.
import { bar } from './bar'
import { line } from './line'
import type { ChartType } from './type'

export const CHART_TYPES = { bar, line } satisfies Record<string, ChartType>

export type ChartKind = keyof typeof CHART_TYPES

export function chartType(model: { kind: ChartKind }): ChartType {
  return CHART_TYPES[model.kind]
}
