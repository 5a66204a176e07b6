import { describe, expect, it } from 'vitest'
import { axisLabels, buildTrend, thin } from '../../../../components/build-time/trend'
import { tooltipContent } from '../../../../components/chart/tooltip'
import type { Run, Suite } from '../../../../data/schema/schema'
import { loadAll } from '../../../../scripts/write/store'
import { drawChart, PHONE_BOX } from '../../../../components/build-time/chart-geometry'
import { buildChart } from '../../../../components/views/chart'
import goRun from '../../../fixtures/go-test-bench/multi_pkg_utf16_adler32.txt.expected.json'

const suite: Suite = {
  id: 's',
  title: 'S',
  project: 'P',
  repository: 'https://github.com/o/r',
  metrics: { t: { label: 'Time', unit: 'ns', direction: 'lower' } },
}
const runs = (n: number): Run[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `r${String(i).padStart(5, '0')}`,
    date: new Date(Date.UTC(2020, 0, 1) + i * 86400000).toISOString().slice(0, 10),
    version: `1.${i}`,
    commit: (i.toString(16) + 'abcdef0').padEnd(7, '0').slice(0, 7),
    environment: { cpu: 'CPU X', runtimes: { Go: '1.26' } },
    results: [
      { benchmark: 'a', values: { t: { value: 100 + i } } },
      { benchmark: 'b', values: { t: { value: 200 + i } } },
    ],
  }))

describe('trend charts', () => {
  it('thin keeps the first and last and at most n', () => {
    expect(thin(5, 10)).toEqual([0, 1, 2, 3, 4])
    const k = thin(10000, 120)
    expect(k.length).toBeLessThanOrEqual(120)
    expect(k[0]).toBe(0)
    expect(k.at(-1)).toBe(9999)
  })
  it('one series per result, one point per run, with run details for tooltips', () => {
    const m = buildTrend({ suite, runs: runs(3) }, { suite: 's', metric: 't' })
    expect(m.series.map((s) => s.label)).toEqual(['a', 'b'])
    expect(m.series[0]!.values).toEqual([100, 101, 102])
    expect(m.labels).toEqual(['#1 · 2020-01-01', '#2 · 2020-01-02', '#3 · 2020-01-03'])
    expect(m.versionLabels).toEqual(['#1 · 1.0', '#2 · 1.1', '#3 · 1.2'])
    expect(m.runs[1]).toMatchObject({
      name: 'Run 2 of 3 (version 1.1)',
      version: '1.1',
      commitUrl: `https://github.com/o/r/commit/${m.runs[1]!.commit}`,
      env: 'CPU X, Go 1.26',
    })
  })
  it("a parameter only some results have leaves no stray separator in the others' labels", () => {
    const mixed = runs(2).map((r) => ({
      ...r,
      results: [
        { benchmark: 'BenchmarkJoin', values: { t: { value: 1 } } },
        { benchmark: 'BenchmarkSplit', params: { size: 64 }, values: { t: { value: 2 } } },
      ],
    }))
    const m = buildTrend({ suite, runs: mixed }, { suite: 's', metric: 't' })
    expect(m.series.map((s) => s.label)).toEqual(['BenchmarkJoin', 'BenchmarkSplit · 64'])
  })
  it('the model stays the same size however long the history', () => {
    const small = JSON.stringify(buildTrend({ suite, runs: runs(120) }, { suite: 's', metric: 't' })).length
    const big = JSON.stringify(buildTrend({ suite, runs: runs(10000) }, { suite: 's', metric: 't' })).length
    expect(big / small).toBeLessThan(1.2)
  })
  it('works on the Fusion RPC suite: two runs of Sum per framework', () => {
    const data = loadAll()
    const m = buildTrend(data.get('fusion-rpc')!, { suite: 'fusion-rpc', metric: 'calls', where: { benchmark: 'Sum' } })
    expect(m.series.find((s) => s.label === 'ActualLab.Rpc')!.values).toEqual([9330000, 10160000])
  })
})

describe('trend axis: log as for bars', () => {
  // A real `go test -bench` run (utf16 and adler32): its times span 71× (5.18 ns to 370 ns). Bars of it
  // offered a log axis; its trend stayed linear (log only above 1,000×, no toggle below 100×), so a 40 %
  // step of the 5 ns lines lay flat along the floor.
  const goSuite = { id: 'go', title: 'Go', project: 'go', metrics: goRun.metrics } as Suite
  const goRuns: Run[] = [1, 1.4].map((k, i) => ({
    id: `r${i}`,
    date: `2026-11-0${i + 1}`,
    results: goRun.results.map((r) => ({
      ...r,
      values: { time: { value: r.values.time.value * (r.benchmark === 'BenchmarkEncodeRune' ? k : 1) } },
    })),
  }))
  it('a trend over series 71× apart starts on a log axis, as bars do, with ticks to read it', () => {
    const data = { suite: goSuite, runs: goRuns }
    const trend = buildTrend(data, { suite: 'go', metric: 'time' })
    const bars = buildChart(data, { suite: 'go', metric: 'time', groups: 'benchmark' })
    expect(bars.wideRange).toBe(true)
    expect(trend).toMatchObject({ wideRange: true, logDefault: true })
    // Ticks along the value axis at a phone's width: more than the two ends.
    expect(drawChart(trend, PHONE_BOX).ticks.length).toBeGreaterThanOrEqual(4)
  })
  it("a relative trend keeps its log from 4×; the author's `log: false` stands", () => {
    const data = { suite: goSuite, runs: goRuns }
    expect(buildTrend(data, { suite: 'go', metric: 'time', log: false }).logDefault).toBe(false)
    expect(buildTrend(data, { suite: 'go', metric: 'time', relative: true }).logDefault).toBe(false)
  })
  it('a relative trend writes its ratios as the text does: ticks "1×", no "x" in its title', () => {
    const trend = buildTrend({ suite: goSuite, runs: goRuns }, { suite: 'go', metric: 'time', relative: true })
    const texts = drawChart(trend, PHONE_BOX).ops.flatMap((o) => (o.kind === 'text' ? [o.text] : []))
    expect(texts).toContain('1×')
    expect(texts.filter((t) => /\d x\b|\(x\)/.test(t))).toEqual([])
  })
})

describe('trend axis on a phone', () => {
  it('names both runs of a two-run trend at a phone width (Chart.js skipped the second)', () => {
    const m = buildTrend(loadAll().get('fusion-rpc')!, {
      suite: 'fusion-rpc',
      metric: 'calls',
      where: { benchmark: 'Sum' },
    })
    expect(m.labels).toHaveLength(2)
    for (const width of [340, 300, 700]) {
      const texts = drawChart(m, width)
        .ops.filter((o) => o.kind === 'text')
        .map((o) => (o.kind === 'text' ? o.text : ''))
        .join(' ')
      // Each run's name, whole or wrapped onto two lines: its first word is on the axis.
      for (const label of m.labels) expect(texts, `${width}px: ${label}`).toContain(label.split(' ')[0])
    }
  })
})

describe('trend axis: one kind of label per axis', () => {
  it('dates when every run has one, versions beside them', () => {
    expect(
      axisLabels([
        { id: 'a', date: '2026-01-02T00:00:00Z', version: '1.0' },
        { id: 'b', date: '2026-02-03', version: '1.1' },
      ]),
    ).toEqual({ labels: ['2026-01-02', '2026-02-03'], versionLabels: ['1.0', '1.1'] })
  })
  it('a run without a date: every run by name, never a name among dates', () => {
    // The Fusion case: ".NET 10.0.1 run" (no date, no version) beside a dated, versioned run; each by what
    // the run menu names it beside its number (runDetail), not by a label's closing "run".
    const m = axisLabels([
      { id: 'net10.0.1', label: '.NET 10.0.1 run' },
      { id: 'x', date: '2026-04-25', label: 'Fusion 12.3.76 on .NET 10.0.7', version: '12.3.76' },
    ])
    expect(m).toEqual({ labels: ['.NET 10.0.1', 'Fusion 12.3.76 on .NET 10.0.7'] })
    expect(axisLabels([{ id: 'a' }, { id: 'b', label: 'B', commit: 'abcdef0123' }])).toEqual({ labels: ['a', 'b'] })
  })
  it('short commits when not every run has a version', () => {
    expect(
      axisLabels([
        { id: 'a', date: '2026-01-01', commit: '0123456789' },
        { id: 'b', date: '2026-01-02', version: '2', commit: 'abcdef0123' },
      ]).versionLabels,
    ).toEqual(['0123456', 'abcdef0'])
  })
  it("each run by its number in the suite, as the page's text and run menu name it (thinned runs keep theirs)", () => {
    const go = loadAll().get('example-go')!
    const m = buildTrend(go, { suite: 'example-go', metric: 'time', where: { benchmark: 'BenchmarkSort' } })
    // The worked example's text says "run 13": its axis did only by a time all twenty runs share the day of.
    expect(m.labels[12]).toMatch(/^#13 · 2026-11-26 \d\d:\d\d:\d\d$/)
    expect(m.runs[12]!.name).toBe('Run 13 of 20 (BenchmarkSort 30 % slower)')
    expect(tooltipContent(m, 12, []).title).toBe(
      `Run 13 of 20 (BenchmarkSort 30 % slower) · ${m.labels[12]!.slice('#13 · '.length)}`,
    )
    const thinned = buildTrend(go, {
      suite: 'example-go',
      metric: 'time',
      where: { benchmark: 'BenchmarkSort' },
      maxPoints: 3,
    })
    expect(thinned.labels.map((l) => l.split(' · ')[0])).toEqual(['#1', '#11', '#20'])
    // Runs of one second told apart by their numbers, not also by a place in the day ("#2").
    const same = [
      { id: 'a', date: '2026-01-01T10:00:00Z' },
      { id: 'b', date: '2026-01-01T10:00:00Z' },
    ]
    expect(axisLabels(same, ['#4', '#5']).labels).toEqual(['#4 · 2026-01-01 10:00', '#5 · 2026-01-01 10:00'])
    // A suite of one run has no number to give.
    expect(buildTrend({ suite, runs: runs(1) }, { suite: 's', metric: 't' }).labels).toEqual(['2020-01-01'])
  })
  it('no version axis where every run has the same commit (the worked example’s twenty runs)', () => {
    const runs = ['a', 'b', 'c'].map((id, i) => ({ id, date: `2026-01-0${i + 1}`, commit: '8169e6a8b8' }))
    expect(axisLabels(runs).versionLabels).toBeUndefined()
    const m = buildTrend(loadAll().get('example-go')!, {
      suite: 'example-go',
      metric: 'time',
      where: { benchmark: 'BenchmarkSort' },
    })
    expect(m.versionLabels).toBeUndefined()
  })
  it('on the Fusion RPC suite (one run undated): run names on the axis, no version axis', () => {
    const m = buildTrend(loadAll().get('fusion-rpc')!, {
      suite: 'fusion-rpc',
      metric: 'calls',
      where: { benchmark: 'Sum' },
    })
    expect(m.labels).toEqual(['#1 · .NET 10.0.1', '#2 · Fusion 12.3.76 on .NET 10.0.7'])
    // Its tooltip gives the name the run menu, captions and change tables give it.
    expect(m.runs.map((r) => r.name)).toEqual([
      'Run 1 of 2 (.NET 10.0.1)',
      'Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7)',
    ])
    expect(m.versionLabels).toBeUndefined()
  })
})
