// The block kinds whose numbers `pnpm compare` follows, and what a rendered page reports of each: the
// contract between the Markdown blocks (which render pages) and compare (which asks "which charts
// change"), kept here so that neither imports the other. One registry entry per kind: its short
// name, and what it draws, built with the site's own builder.
import { buildChart } from './chart'
import type { ChartView } from './chart'
import type { SuiteData } from './select'
import { buildTable } from './table'
import type { TableView } from './table'
import { buildTrend } from './trend'
import type { TrendView } from './trend'

/** A chart or table block as rendered: what `pnpm compare` needs to tell whether its data changed. */
export interface RenderedBlock {
  kind: 'bench-chart' | 'bench-trend' | 'bench-table'
  view: { suite: string }
  id: string
  title: string
}

/** Renders one page's Markdown over the given data and lists its charts and tables, in page order. */
export type PageBlocks<D> = (markdown: string, page: string, data: D) => RenderedBlock[]

interface DrawnKind {
  /** The kind as compare's report names it. */
  kind: 'chart' | 'trend' | 'table'
  /** What the block draws from `data`, without what only names the run (caption, note); throws when it cannot be drawn. */
  drawn(data: SuiteData, view: RenderedBlock['view']): unknown
}

export const DRAWN_BLOCKS: Record<RenderedBlock['kind'], DrawnKind> = {
  'bench-chart': { kind: 'chart', drawn: (d, v) => chartDrawn(buildChart(d, v as ChartView)) },
  'bench-trend': { kind: 'trend', drawn: (d, v) => chartDrawn(buildTrend(d, v as TrendView)) },
  'bench-table': {
    kind: 'table',
    drawn: (d, v) => {
      const { note: _note, ...t } = buildTable(d, v as TableView)
      return t
    },
  },
}

function chartDrawn<M extends { caption?: unknown; runId?: unknown; view?: unknown }>(m: M) {
  const { caption: _caption, runId: _runId, view: _view, ...rest } = m
  return rest
}
