// The chart tooltip's text (components/chart/tooltip.ts): what a sighted reader sees on hover or
// keyboard focus, as the Chart.js tooltip showed it.
import { describe, expect, it } from 'vitest'
import type { ChartModel } from '../../../../components/chart-types/chart-model'
import { tooltipContent, tooltipFooter, tooltipPosition } from '../../../../components/chart/tooltip'
import { buildTrend } from '../../../../components/build-time/trend'
import { loadAll } from '../../../../scripts/read/load'
import type { Suite } from '../../../../data/schema/schema'

const NB = '\u00a0'
const TH = '\u2009'

const bar: ChartModel = {
  id: 'c',
  kind: 'bar',
  title: 't',
  caption: '',
  metric: { label: 'Calls', unit: 'calls/s', direction: 'higher', format: { decimals: 2 } },
  groupLabel: 'Benchmark',
  seriesLabel: 'Framework',
  labels: ['Sum', 'SayHello'],
  series: [
    { label: 'ActualLab.Rpc', values: [10_160_000, 5_000_000], color: 0 },
    { label: 'gRPC', values: [1_290_000, null], color: 1, qualifiers: [null, null] },
    { label: 'SignalR', values: [2_240_000, 2_000], color: 2, qualifiers: ['at-least', null] },
  ],
  horizontal: false,
  height: 300,
  wideRange: false,
  logDefault: false,
  thresholds: [],
}

describe('tooltipContent', () => {
  it('bar chart: the group label, one line per series with its formatted value, no footer', () => {
    expect(tooltipContent(bar, 0, [false, false, false])).toEqual({
      title: 'Sum',
      lines: [
        { series: 0, text: `ActualLab.Rpc: 10.16M${NB}calls/s`, focused: false },
        { series: 1, text: `gRPC: 1.29M${NB}calls/s`, focused: false },
        { series: 2, text: `SignalR: ≥${TH}2.24M${NB}calls/s (lower bound)`, focused: false },
      ],
      footer: [],
    })
  })

  it('marks the focused series', () => {
    expect(tooltipContent(bar, 0, [], 1).lines.map((l) => l.focused)).toEqual([false, true, false])
  })

  it('leaves out hidden series; a missing value reads "not measured"', () => {
    const c = tooltipContent(bar, 1, [false, false, true])
    expect(c.title).toBe('SayHello')
    expect(c.lines).toEqual([
      { series: 0, text: `ActualLab.Rpc: 5.00M${NB}calls/s`, focused: false },
      { series: 1, text: 'gRPC: not measured', focused: false },
    ])
    expect(tooltipContent(bar, 0, [true, true, true]).lines).toEqual([])
  })

  it('a group out of range has no title and no values', () => {
    expect(tooltipContent(bar, 5, [])).toEqual({
      title: '',
      lines: bar.series.map((s, i) => ({ series: i, text: `${s.label}: not measured`, focused: false })),
      footer: [],
    })
  })

  it('speedup footer: "<series>: a..b× the others", none for a group without one', () => {
    const sp: ChartModel = { ...bar, speedups: [[1.94, 7.87], null], speedupOf: 'ActualLab.Rpc' }
    expect(tooltipContent(sp, 0, []).footer).toEqual(['ActualLab.Rpc: 1.9–7.9× the others'])
    expect(tooltipContent(sp, 1, []).footer).toEqual([])
    expect(tooltipFooter({ ...sp, speedups: [[1.25, 1.25]] }, 0)).toEqual(['ActualLab.Rpc: 1.3× the others'])
  })

  it('trend chart of runs without dates: the run named once ("Run 1 of 2 (.NET 10.0.1)"), not its label twice', () => {
    const trend = buildTrend(loadAll().get('fusion-rpc')!, {
      suite: 'fusion-rpc',
      metric: 'calls',
      where: { benchmark: 'Sum' },
    })
    expect(trend.labels[0]).toBe('#1 · .NET 10.0.1')
    expect(tooltipContent(trend, 0, []).title).toBe('Run 1 of 2 (.NET 10.0.1)')
  })

  it("trend chart: the run's date, version, short commit and environment; missing details left out", () => {
    const suite: Suite = {
      id: 's',
      title: 'S',
      project: 'P',
      repository: 'https://github.com/o/r',
      metrics: { t: { label: 'Time', unit: 'ns', direction: 'lower' } },
    }
    const trend = buildTrend(
      {
        suite,
        runs: [
          {
            id: 'a',
            date: '2026-01-02T10:00:00Z',
            version: '1.0',
            commit: '0123456789abcdef',
            environment: { cpu: 'CPU X', runtimes: { Go: '1.26' } },
            results: [
              { benchmark: 'x', values: { t: { value: 12.5 } } },
              { benchmark: 'y', values: { t: { value: 30 } } },
            ],
          },
          { id: 'b', date: '2026-02-03', results: [{ benchmark: 'x', values: { t: { value: 13 } } }] },
        ],
      },
      { suite: 's', metric: 't' },
    )
    const first = tooltipContent(trend, 0, [false, false])
    // The axis says "#1 · 2026-01-02"; the tooltip names the run as the run menu does.
    expect(trend.labels[0]).toBe('#1 · 2026-01-02')
    expect(first.title).toBe('Run 1 of 2 (version 1.0) · 2026-01-02')
    expect(first.lines.map((l) => l.text)).toEqual([`x: 12.50${NB}ns`, `y: 30.00${NB}ns`])
    expect(first.footer).toEqual(['Date: 2026-01-02', 'Version: 1.0', 'Commit: 0123456', 'Environment: CPU X, Go 1.26'])
    const second = tooltipContent(trend, 1, [false, false], 0)
    expect(second.lines).toEqual([
      { series: 0, text: `x: 13.00${NB}ns`, focused: true },
      { series: 1, text: 'y: not measured', focused: false },
    ])
    expect(second.footer).toEqual(['Date: 2026-02-03'])
  })

  it('hostile strings stay verbatim: the tooltip is text, never markup', () => {
    const evil = '<img src=x onerror=alert(1)>'
    const h: ChartModel = {
      ...bar,
      labels: ['{{ constructor.constructor("alert(1)")() }}', '**bold** [link](javascript:alert(1))'],
      series: [
        { label: evil, values: [1, 2], color: 0 },
        { label: '=HYPERLINK("x")\n<b>two</b>', values: [3, 4], color: 1 },
      ],
      speedups: [[2, 3], null],
      speedupOf: evil,
      runs: undefined,
    }
    const c = tooltipContent(h, 0, [])
    expect(c.title).toBe('{{ constructor.constructor("alert(1)")() }}')
    expect(c.lines.map((l) => l.text)).toEqual([
      `${evil}: 1.00${NB}calls/s`,
      `=HYPERLINK("x")\n<b>two</b>: 3.00${NB}calls/s`,
    ])
    expect(c.footer).toEqual([`${evil}: 2.0–3.0× the others`])
    const run = {
      id: 'r',
      date: '2026-01-01',
      version: '<script>alert(1)</script>',
      commit: 'javascript:alert(1)',
      env: '"><svg onload=alert(1)>',
    }
    expect(tooltipFooter({ ...h, runs: [run] }, 0)).toEqual([
      'Date: 2026-01-01',
      'Version: <script>alert(1)</script>',
      'Commit: javascr',
      'Environment: "><svg onload=alert(1)>',
    ])
  })
})

describe('tooltipPosition', () => {
  const box = { width: 350, height: 320 }
  const tip = { width: 200, height: 80 }
  it('right of the anchor, vertically centred on it', () => {
    expect(tooltipPosition({ x: 40, y: 100 }, tip, box)).toEqual({ x: 52, y: 60 })
  })
  it('left of the anchor when the right side has no room (the right-most bar of a phone chart)', () => {
    expect(tooltipPosition({ x: 330, y: 100 }, tip, box)).toEqual({ x: 118, y: 60 })
  })
  it('above the anchor when neither side has room, below it when above has none either', () => {
    expect(tooltipPosition({ x: 175, y: 200 }, tip, box)).toEqual({ x: 75, y: 108 })
    expect(tooltipPosition({ x: 175, y: 50 }, tip, box)).toEqual({ x: 75, y: 62 })
    expect(tooltipPosition({ x: 330, y: 200 }, { width: 340, height: 80 }, box)).toEqual({ x: 10, y: 108 })
  })
  it('clamped inside the box at its edges', () => {
    expect(tooltipPosition({ x: 40, y: 5 }, tip, box)).toEqual({ x: 52, y: 0 })
    expect(tooltipPosition({ x: 40, y: 315 }, tip, box)).toEqual({ x: 52, y: 240 })
    // Wider than the box: pinned to its left edge.
    expect(tooltipPosition({ x: 300, y: 100 }, { width: 400, height: 80 }, box)).toEqual({ x: 0, y: 8 })
  })
  it('on a narrow box, a tooltip too tall for either side of the anchor goes below it, past the box, never over the anchor', () => {
    // A trend point's tooltip on a phone: 390 px wide box, a tooltip of 300 × 170 px.
    const phone = { width: 350, height: 320 }
    const tall = { width: 300, height: 170 }
    for (const y of [20, 100, 160, 181, 250, 310]) {
      const p = tooltipPosition({ x: 175, y }, tall, phone)
      const covers = p.y <= y && y <= p.y + tall.height
      expect(covers, `anchor at y = ${y}: tooltip from ${p.y} to ${p.y + tall.height}`).toBe(false)
      expect(p.y).toBeGreaterThanOrEqual(0)
    }
    expect(tooltipPosition({ x: 175, y: 300 }, { width: 200, height: 300 }, box)).toEqual({ x: 75, y: 312 })
  })
})
