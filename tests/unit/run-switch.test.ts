// Switching a suite's blocks to an earlier run: which run a block shows, and the table component, whose
// server render must be the build-time table markup (no-JS readers, no layout shift on hydration).
import { createSSRApp, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { describe, expect, test, vi } from 'vitest'
import { tableHtml } from '../../.vitepress/markdown/html'
import BenchTable from '../../components/BenchTable.vue'
import { latestRunId, runData, runToShow, switchTarget } from '../../components/views/run-files'
import { runIndex } from '../../components/views/run-when'
import { buildTable } from '../../components/views/table'
import type { TableView } from '../../data/schema/block-schema'
import { cellAttrs, rowAttrs } from '../../components/views/table-view'
import { loadSuite } from '../../scripts/write/store'

vi.mock('vitepress', () => ({ withBase: (p: string) => p }))

const rpc = loadSuite('fusion-rpc')
const index = runIndex(rpc.suite, rpc.runs)

describe('which run a block shows', () => {
  test('the latest current run is the default; choosing it means "each block as built"', () => {
    expect(latestRunId(index)).toBe('2026-04-25-net10.0.7')
    expect(switchTarget(index, '2026-04-25-net10.0.7')).toBeUndefined()
    expect(switchTarget(index, null)).toBeUndefined()
    expect(switchTarget(index, 'net10.0.1')).toBe('net10.0.1')
    expect(() => switchTarget(index, 'nope')).toThrow(/no run "nope"/)
  })

  test('retired runs are never the latest', () => {
    const retired = { ...index, runs: [{ ...index.runs[0]!, status: 'retired' as const }, ...index.runs.slice(1)] }
    expect(latestRunId(retired)).toBe('net10.0.1')
  })

  test('a block is rebuilt only for a run other than its own', () => {
    expect(runToShow(undefined, 'a')).toBeUndefined()
    expect(runToShow('a', 'a')).toBeUndefined()
    expect(runToShow('b', 'a')).toBe('b')
  })

  test('a fetched run rebuilds a table as the build would have built it for that run', () => {
    const view: TableView = { suite: 'fusion-rpc', metric: 'calls', rows: 'benchmark', columns: 'framework' }
    const older = rpc.runs.find((r) => r.id === 'net10.0.1')!
    expect(buildTable(runData(index, older), { ...view, run: older.id })).toEqual(
      buildTable(rpc, { ...view, run: 'net10.0.1' }),
    )
  })
})

describe('BenchTable', () => {
  test('cells and rows carry only the attributes they have', () => {
    expect(cellAttrs({ text: '—' })).toEqual({})
    expect(cellAttrs({ text: '1', numeric: true, wrap: true, tone: 'good', title: '1 ns' })).toEqual({
      class: 'num wrap tone-good',
      title: '1 ns',
    })
    expect(rowAttrs({ header: 'x', cells: [] })).toEqual({})
    expect(rowAttrs({ header: 'x', cells: [], emphasis: true })).toEqual({ class: 'emphasis' })
  })

  const views: TableView[] = [
    {
      suite: 'fusion-rpc',
      metric: 'calls',
      where: { benchmark: ['Sum', 'GetUser'] },
      rows: 'benchmark',
      columns: 'framework',
      speedupRange: { of: 'ActualLab.Rpc' },
      caption: 'Calls <b>{{ x }}</b> & "q"',
    },
    {
      suite: 'fusion-rpc',
      metric: 'latency',
      percentiles: ['50', '95', '99'],
      rows: 'framework',
      columns: 'benchmark',
    },
    // Eight columns with a winner and advantages: cards on a phone, each cell named, the verdicts first.
    {
      suite: 'ergo-serialization',
      metric: 'time',
      rows: ['benchmark', 'op'],
      columns: 'codec',
      winner: true,
      advantage: { of: ['EDF', 'EDF (+cache)'], against: ['Protobuf', 'Gob'], label: 'EDF advantage' },
      caption: 'Time per operation',
    },
  ]
  test.each(views)('server-renders the markup of the static table ($caption)', async (view) => {
    const data = loadSuite(view.suite)
    const model = buildTable(data, view)
    const spec = JSON.stringify({ id: 'the-id', model, view, runId: data.runs.at(-1)!.id })
    const html = await renderToString(createSSRApp({ render: () => h(BenchTable, { spec }) }))
    const normalize = (s: string) =>
      s
        .replace(/<!--[^]*?-->/g, '')
        .replace(/\n/g, '')
        .replace(/&#39;/g, "'")
        .replace(/&#123;/g, '{')
        .replace(/&#125;/g, '}')
    const expected = normalize(tableHtml(model, 'the-id', view))
      .replace(
        /<div class="bench-table( bench-table--cards)?" id="the-id">/,
        '<div id="the-id" class="bench-table BenchTable$1">',
      )
      .replace(/<\/div><\/div>$/, '')
    expect(normalize(html).replace(/<\/div><\/div>$/, '')).toBe(expected)
  })
})

describe('a wide comparison table on a phone', () => {
  test('Ergo’s “Time per operation”: cards, each cell named by its column, Winner and advantages marked as verdicts', () => {
    const view: TableView = {
      suite: 'ergo-serialization',
      metric: 'time',
      rows: ['benchmark', 'op'],
      columns: 'codec',
      winner: true,
      advantage: { of: ['EDF', 'EDF (+cache)'], against: ['Protobuf', 'Gob'], label: 'EDF advantage' },
    }
    const html = tableHtml(buildTable(loadSuite('ergo-serialization'), view), 'x', view)
    expect(html).toContain('<div class="bench-table bench-table--cards" id="x">')
    expect(html).toMatch(/<td class="verdict-col" data-label="Winner">[^<]+<\/td>/)
    expect(html).toMatch(/<td class="num verdict-col" data-label="EDF advantage vs Protobuf">/)
    expect(html).toMatch(/<td class="num" title="[^"]*" data-label="Protobuf">/)
    // A narrow table stays a table.
    const narrow = { suite: 'fusion-rpc', metric: 'calls', rows: 'benchmark', columns: 'framework' } as TableView
    expect(tableHtml(buildTable(rpc, narrow), 'y', narrow)).not.toContain('bench-table--cards')
  })

  // Its four columns were 23 px wider than a 390 px phone in the fallback font, "≥ 80 %" cut at the edge.
  test('TopGun’s fire-and-wait results, one row: a card, each figure named by its column', () => {
    const view = {
      suite: 'topgun-load-harness',
      metric: ['throughput', 'latency-p50', 'acked-ratio'],
      where: { mode: 'fire-and-wait' },
      rows: 'mode',
    } as TableView
    const html = tableHtml(buildTable(loadSuite('topgun-load-harness'), view), 'z', view)
    expect(html).toContain('<div class="bench-table bench-table--cards" id="z">')
    expect(html).toMatch(/<td class="num"[^>]* data-label="Acked ratio">≥\s80\s%<\/td>/)
  })
})
