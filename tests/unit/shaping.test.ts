// From validated data to what pages show: model (ordering, identity, units, derived metrics, stats),
// select (runs, value order, labels), chart (ChartModel), table (TableModel with computed columns),
// changes (run vs previous run), env, describe (text alternatives, CSV/JSON) and the Chart.js config.
// Real data/ for the seeds' figures, small synthetic suites for the edges.
import { describe, expect, it } from 'vitest'
import { Run, Suite } from '../../data/schema/schema'
import type { Result, Run as RunT } from '../../data/schema/schema'
import { DataError, validate } from '../../data/schema/validate'
import { loadAll } from '../../scripts/write/store'
import {
  currentRuns,
  matches,
  measurement,
  normalizeRun,
  resultKey,
  sortRuns,
  fieldValue,
  thresholdsFor,
} from '../../data/schema/model'
import {
  colorSlot,
  keyLabel,
  orderedValues,
  pick,
  previousRun,
  runCaption,
  selectRun,
  valueLabel,
  varyingKeys,
  ViewError,
} from '../../components/views/select'
import type { SuiteData } from '../../components/views/select'
import { buildChart, slugify } from '../../components/views/chart'
import type { ChartModel } from '../../components/chart-types/chart-model'
import { buildTable, ratio } from '../../components/views/table'
import { buildChanges, DEFAULT_TOLERANCE, verdict } from '../../components/build-time/changes'
import { environmentChanges, environmentRows } from '../../components/build-time/env'
import { altTable, chartCsv, chartJson, valueText } from '../../components/views/describe'
import { describeChart } from '../../components/views/describe-text'
import { chartData, chartOptions } from '../../components/chart/chartjs-config'
import { tooltipContent } from '../../components/chart/tooltip'

const NB = '\u00a0'
const TH = '\u2009'
const MINUS = '\u2212'

const all = loadAll()
const real = (id: string): SuiteData => {
  const s = all.get(id)
  if (!s) throw new Error(`no suite ${id}`)
  return s
}
const NEW = '2026-04-25-net10.0.7'
const OLD = 'net10.0.1'

/** A synthetic suite and runs, validated like files on disk. */
function synthetic(suite: unknown, runs: unknown[]): SuiteData {
  const s = validate(Suite, suite, 'suite.json')
  return {
    suite: s,
    runs: sortRuns(runs.map((r, i) => normalizeRun(s, validate(Run, r, `run${i}.json`), `run${i}.json`))),
  }
}

// Results deliberately out of the declared order: lib is declared zeta, alpha, mid; size 1000, 10.
const SYN_SUITE = {
  id: 'syn',
  title: 'Syn',
  project: 'Test',
  metrics: {
    items: { label: 'Items', unit: 'items/s', direction: 'higher' },
    bytes: { label: 'Bytes', unit: 'B/s', direction: 'higher', derive: { metric: 'items', timesParam: 'size' } },
    lat: { label: 'Lat', unit: 'ms', direction: 'lower', format: { decimals: 1, prefix: false } },
  },
  parameters: {
    lib: { label: 'Library', values: ['zeta', 'alpha', 'mid'], valueLabels: { zeta: 'Zeta' } },
    size: { label: 'Size', unit: 'B', values: [1000, 10] },
  },
}
const res = (lib: string, size: number, items: number, extra: Record<string, unknown> = {}) => ({
  benchmark: 'S',
  params: { lib, size },
  values: { items: { value: items, ...extra } },
})
const SYN_RUN = {
  id: 'r2',
  date: '2026-02-01',
  version: '2.0.0',
  commit: '0123456789abcdef',
  results: [
    res('alpha', 10, 100, { stddev: 2, samples: [99, 101] }),
    res('mid', 10, 0),
    res('zeta', 10, 50, { qualifier: 'at-least' }),
    res('alpha', 1000, 3),
    res('zeta', 1000, 4),
    { benchmark: 'T', params: { lib: 'new', size: 10 }, values: { items: { value: 9 } } },
  ],
}
const syn = synthetic(SYN_SUITE, [SYN_RUN])

// ───────────────────────────────────────────── model

describe('model', () => {
  it('sortRuns: undated first, then by date, then by id; input untouched', () => {
    const runs = [
      { id: 'b', date: '2026-02-01' },
      { id: 'c' },
      { id: 'a', date: '2026-02-01' },
      { id: 'z', date: '2025-12-31T23:00:00Z' },
    ]
    expect(sortRuns(runs).map((r) => r.id)).toEqual(['c', 'z', 'a', 'b'])
    expect(runs.map((r) => r.id)).toEqual(['b', 'c', 'a', 'z'])
  })

  it('currentRuns drops retired runs only', () => {
    expect(currentRuns([{ status: 'retired' as const }, { status: 'current' as const }, {}]).length).toBe(2)
    expect(currentRuns(real('topgun-load-harness').runs).map((r) => r.id)).toEqual(['2026-04-18'])
  })

  it('resultKey: benchmark plus parameters, in any key order', () => {
    expect(resultKey({ benchmark: 'A', params: { x: 1, y: 'b' } })).toBe(
      resultKey({ benchmark: 'A', params: { y: 'b', x: 1 } }),
    )
    expect(resultKey({ benchmark: 'A', params: { x: 1 } })).not.toBe(resultKey({ benchmark: 'B', params: { x: 1 } }))
    expect(resultKey({ benchmark: 'A', params: { x: 1 } })).not.toBe(resultKey({ benchmark: 'A', params: { x: 2 } }))
    expect(resultKey({ benchmark: 'A' })).toBe('["A",[]]')
  })

  it('matches: benchmark or parameters, lists, numbers as text', () => {
    const r = { benchmark: 'Sum', params: { framework: 'gRPC', itemBytes: 100, keep: true } }
    expect(matches(r, undefined)).toBe(true)
    expect(matches(r, { benchmark: 'Sum' })).toBe(true)
    expect(matches(r, { benchmark: ['GetUser', 'Sum'] })).toBe(true)
    expect(matches(r, { benchmark: ['GetUser'] })).toBe(false)
    expect(matches(r, { itemBytes: '100' })).toBe(true)
    expect(matches(r, { itemBytes: 10 })).toBe(false)
    expect(matches(r, { keep: true, framework: 'gRPC' })).toBe(true)
    expect(matches(r, { framework: 'gRPC', missing: 'x' })).toBe(false)
  })

  it('normalizeRun rejects a duplicate and an unknown metric with DataError', () => {
    const s = syn.suite
    const dup = { id: 'd', results: [res('a', 1, 1), res('a', 1, 2)] } as RunT
    expect(() => normalizeRun(s, dup, 'd.json')).toThrow(
      new DataError('d.json', '$.results[1]', 'each benchmark and parameter set once, found "S" again'),
    )
    const unknown = { id: 'u', results: [{ benchmark: 'x', values: { nope: { value: 1 } } }] } as RunT
    expect(() => normalizeRun(s, unknown, 'u.json')).toThrow(
      'u.json: $.results[0].values.nope: a metric of suite "syn" (items, bytes, lat)',
    )
  })

  it('measurement: derived metric bytes = items × itemBytes (real fusion-rpc stream results)', () => {
    const rpc = real('fusion-rpc')
    const run = selectRun(rpc, 'latest')
    const find = (b: string, f: string) => run.results.find((r) => r.benchmark === b && r.params?.framework === f)!
    expect(measurement(rpc.suite, find('Stream1', 'ActualLab.Rpc'), 'bytes')!.value).toBe(96_960_000)
    expect(measurement(rpc.suite, find('Stream100', 'ActualLab.Rpc'), 'bytes')!.value).toBe(4_301_000_000)
    expect(measurement(rpc.suite, find('Stream10K', 'gRPC'), 'bytes')!.value).toBe(5_860_000_000)
    // Where the source printed the product itself (from unrounded rates), that figure: 5.86 GB/s, not 5.87.
    expect(measurement(rpc.suite, find('Stream10K', 'ActualLab.Rpc'), 'bytes')!.value).toBe(820_080 * 10_240)
    // No stream item count on a unary call: no derived value either.
    expect(measurement(rpc.suite, find('Sum', 'gRPC'), 'bytes')).toBeUndefined()
    expect(measurement(rpc.suite, find('Sum', 'gRPC'), 'calls')!.value).toBe(1_290_000)
  })

  it('measurement: a derived value scales spread and samples and keeps the qualifier', () => {
    const run = syn.runs[0]!
    const alpha10 = run.results.find((r) => r.params?.lib === 'alpha' && r.params?.size === 10)!
    const m = measurement(syn.suite, alpha10, 'bytes')!
    expect(m.value).toBe(1000)
    expect(m.stddev).toBe(20)
    expect(m.samples).toEqual([990, 1010])
    const zeta10 = run.results.find((r) => r.params?.lib === 'zeta' && r.params?.size === 10)!
    expect(measurement(syn.suite, zeta10, 'bytes')).toMatchObject({ value: 500, qualifier: 'at-least' })
    const noSize = { benchmark: 'x', values: { items: { value: 3 } } } as Result
    expect(measurement(syn.suite, noSize, 'bytes')).toBeUndefined()
  })

  it('thresholdsFor: the thresholds whose metric and where match', () => {
    const tg = real('topgun-load-harness')
    const wait = { benchmark: 'load_harness', params: { mode: 'fire-and-wait' } }
    expect(thresholdsFor(tg.suite, wait, 'throughput').map((t) => [t.kind, t.value])).toEqual([['min', 30_000]])
    expect(thresholdsFor(tg.suite, wait, 'latency-p50').map((t) => [t.kind, t.value])).toEqual([['max', 5]])
    expect(
      thresholdsFor(tg.suite, { benchmark: 'load_harness', params: { mode: 'fire-and-forget' } }, 'acked-ratio'),
    ).toEqual([])
    expect(thresholdsFor(real('fusion-rpc').suite, { benchmark: 'Sum' }, 'calls')).toEqual([])
  })

  it('fieldValue: value, percentiles ("p99", "p99.9", "p050"), spread fields', () => {
    const m = { value: 2, min: 1, max: 9, median: 2.1, stddev: 0.5, percentiles: { '50': 2, '99': 6.4, '99.9': 8 } }
    expect(fieldValue(m, undefined)).toBe(2)
    expect(fieldValue(m, 'value')).toBe(2)
    expect(fieldValue(m, 'p99')).toBe(6.4)
    expect(fieldValue(m, 'p99.9')).toBe(8)
    expect(fieldValue(m, 'p050')).toBe(2)
    expect(fieldValue(m, 'p95')).toBeUndefined()
    expect(fieldValue(m, 'min')).toBe(1)
    expect(fieldValue(m, 'max')).toBe(9)
    expect(fieldValue(m, 'median')).toBe(2.1)
    expect(fieldValue(m, 'stddev')).toBe(0.5)
    expect(fieldValue(m, 'mean')).toBeUndefined()
    expect(fieldValue(undefined, 'p99')).toBeUndefined()
    expect(fieldValue({ value: 1 }, 'p99')).toBeUndefined()
  })
})

// ───────────────────────────────────────────── select

describe('select', () => {
  it('selectRun: latest and previous among current runs, any run by id', () => {
    const rpc = real('fusion-rpc')
    expect(selectRun(rpc, undefined).id).toBe(NEW)
    expect(selectRun(rpc, 'latest').id).toBe(NEW)
    expect(selectRun(rpc, 'previous').id).toBe(OLD)
    expect(selectRun(rpc, OLD).id).toBe(OLD)
    expect(() => selectRun(rpc, 'nope')).toThrow(
      new ViewError(`suite "fusion-rpc" has no run "nope" (runs: ${OLD}, ${NEW})`),
    )
  })

  it('retired runs are skipped by latest/previous but reachable by id', () => {
    const tg = real('topgun-load-harness')
    expect(selectRun(tg, 'latest').id).toBe('2026-04-18')
    expect(() => selectRun(tg, 'previous')).toThrow('suite "topgun-load-harness" has no previous run')
    const retired = selectRun(tg, '2026-03-27')
    expect(retired.status).toBe('retired')
    expect(retired.results[0]!.values.throughput!.value).toBe(560_000)
    expect(previousRun(tg, selectRun(tg, 'latest'))).toBeUndefined()
    // A newer retired run does not hide the current one either.
    const newerRetired = {
      ...tg,
      runs: [...tg.runs, { ...tg.runs[1]!, id: '2026-05-01', date: '2026-05-01', status: 'retired' as const }],
    }
    expect(selectRun(newerRetired, 'latest').id).toBe('2026-04-18')
  })

  it('selectRun: a suite with only retired runs has no latest', () => {
    const only = { suite: syn.suite, runs: [{ ...syn.runs[0]!, status: 'retired' as const }] }
    expect(() => selectRun(only, 'latest')).toThrow('suite "syn" has no current run')
    expect(selectRun(only, 'r2').id).toBe('r2')
  })

  it('previousRun', () => {
    const rpc = real('fusion-rpc')
    expect(previousRun(rpc, rpc.runs[1]!)?.id).toBe(OLD)
    expect(previousRun(rpc, rpc.runs[0]!)).toBeUndefined()
  })

  it('orderedValues: declared order first, undeclared values after, in order of appearance', () => {
    const results = syn.runs[0]!.results
    expect(orderedValues(syn.suite, 'lib', results)).toEqual(['zeta', 'alpha', 'mid', 'new'])
    expect(orderedValues(syn.suite, 'size', results)).toEqual([1000, 10])
    expect(orderedValues(syn.suite, 'benchmark', results)).toEqual(['S', 'T'])
    expect(orderedValues(syn.suite, 'absent', results)).toEqual([])
    const rpc = real('fusion-rpc')
    expect(orderedValues(rpc.suite, 'framework', selectRun(rpc, 'latest').results)).toEqual([
      'ActualLab.Rpc',
      'gRPC',
      'SignalR',
    ])
    const docker = real('fusion-rpc-docker')
    expect(orderedValues(docker.suite, 'framework', selectRun(docker, 'latest').results)).toEqual([
      'ActualLab.Rpc',
      'gRPC',
      'SignalR',
      'MagicOnion',
      'StreamJsonRpc',
      'HTTP',
    ])
  })

  it('valueLabel, keyLabel, colorSlot', () => {
    // Go's own parameters in plain words, unless the suite names them (the changes notes read "pkg: …").
    expect(keyLabel(syn.suite, 'gomaxprocs')).toBe('CPUs (GOMAXPROCS)')
    expect(keyLabel(syn.suite, 'pkg')).toBe('Package')
    expect(valueLabel(syn.suite, 'lib', 'zeta')).toBe('Zeta')
    expect(valueLabel(syn.suite, 'lib', 'alpha')).toBe('alpha')
    expect(valueLabel(syn.suite, 'size', 1000)).toBe(`1,000${NB}B`)
    expect(valueLabel(syn.suite, 'size', '1000')).toBe('1000')
    // Sizes in bytes by their exact binary multiple, other numbers grouped (a reader's units, not the raw value).
    expect(valueLabel(syn.suite, 'size', 10240)).toBe(`10${NB}KiB`)
    expect(valueLabel(syn.suite, 'size', 16384)).toBe(`16${NB}KiB`)
    expect(valueLabel(syn.suite, 'size', 64)).toBe(`64${NB}B`)
    expect(valueLabel(syn.suite, 'size', 3 * 1024 ** 2)).toBe(`3${NB}MiB`)
    expect(valueLabel(syn.suite, 'lib', 500000)).toBe('500,000')
    expect(valueLabel(syn.suite, 'lib', undefined)).toBe('')
    expect(valueLabel(real('fusion-perf-test').suite, 'fusion', 'with')).toBe('With Fusion')
    expect(keyLabel(syn.suite, 'benchmark')).toBe('Benchmark')
    expect(keyLabel(syn.suite, 'lib')).toBe('Library')
    expect(keyLabel(syn.suite, 'other')).toBe('other')
    expect(colorSlot(syn.suite, 'lib', 'mid', 0)).toBe(2)
    expect(colorSlot(syn.suite, 'lib', 'new', 7)).toBe(7)
  })

  it('varyingKeys and pick', () => {
    const results = syn.runs[0]!.results
    expect(varyingKeys(results)).toEqual(['benchmark', 'lib', 'size'])
    expect(varyingKeys(pick(syn.runs[0]!, { benchmark: 'S', size: 10 }))).toEqual(['lib'])
    expect(pick(syn.runs[0]!, { lib: ['zeta', 'mid'] }).length).toBe(3)
  })

  it('runCaption', () => {
    expect(runCaption(selectRun(real('fusion-rpc'), 'latest'))).toBe('measured 2026-04-25 · version 12.3.76')
    expect(runCaption(syn.runs[0]!)).toBe('measured 2026-02-01 · version 2.0.0 · commit 0123456')
    expect(runCaption(selectRun(real('fusion-rpc'), OLD))).toBe('.NET 10.0.1 run')
    expect(runCaption({ id: 'x1', results: [] } as unknown as RunT)).toBe('run x1')
    expect(runCaption({ id: 'x', date: '2026-04-18T10:00:00Z', results: [] } as unknown as RunT)).toBe(
      'measured 2026-04-18',
    )
  })
})

// ───────────────────────────────────────────── chart

describe('buildChart', () => {
  const rpc = real('fusion-rpc')
  const callsView = {
    suite: 'fusion-rpc',
    metric: 'calls',
    where: { benchmark: ['Sum', 'GetUser', 'SayHello'] },
    groups: 'benchmark',
    series: 'framework',
    speedup: 'ActualLab.Rpc',
  }

  it('fusion-rpc calls: groups, series in parameter order, values, speedup ranges', () => {
    const c = buildChart(rpc, callsView)
    expect(c.kind).toBe('bar')
    expect(c.title).toBe('Calls — ActualLab.Rpc vs. gRPC and SignalR (RpcBenchmark.cmd, local)')
    expect(c.id).toBe('calls-actuallabrpc-vs-grpc-and-signalr-rpcbenchmarkcmd-local')
    expect(c.caption).toBe('Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7) · measured 2026-04-25')
    expect(c.metric).toEqual({
      label: 'Calls',
      unit: 'calls/s',
      direction: 'higher',
      format: { decimals: 2 },
      stat: undefined,
    })
    expect(c.groupLabel).toBe('Benchmark')
    expect(c.seriesLabel).toBe('Framework')
    expect(c.labels).toEqual(['Sum', 'GetUser', 'SayHello'])
    expect(c.series.map((s) => [s.label, s.values, s.color])).toEqual([
      ['ActualLab.Rpc', [10_160_000, 9_030_000, 6_160_000], 0],
      ['gRPC', [1_290_000, 1_260_000, 1_180_000], 1],
      ['SignalR', [5_310_000, 4_430_000, 2_240_000], 2],
    ])
    expect(c.series.every((s) => s.qualifiers === undefined)).toBe(true)
    expect(c.speedupOf).toBe('ActualLab.Rpc')
    expect(c.speedups).toHaveLength(3)
    const [lo, hi] = c.speedups![0]!
    expect(lo).toBeCloseTo(10.16 / 5.31, 12)
    expect(hi).toBeCloseTo(10.16 / 1.29, 12)
    expect(c.speedups![2]![0]).toBeCloseTo(6.16 / 2.24, 12)
    expect(c.speedups![2]![1]).toBeCloseTo(6.16 / 1.18, 12)
    expect(c.wideRange).toBe(false)
    expect(c.logDefault).toBe(false)
    expect(c.height).toBe(320)
    expect(c.horizontal).toBe(false)
    expect(c.thresholds).toEqual([])
  })

  it('the previous run by name', () => {
    const c = buildChart(rpc, { ...callsView, run: 'previous' })
    expect(c.caption).toBe('Run 1 of 2 (.NET 10.0.1)')
    expect(c.series[0]!.values).toEqual([9_330_000, 8_370_000, 5_990_000])
  })

  it('derived metric: stream throughput in B/s, wide range: log by default', () => {
    const c = buildChart(rpc, { suite: 'fusion-rpc', metric: 'bytes', groups: 'benchmark', series: 'framework' })
    expect(c.labels).toEqual(['Stream1', 'Stream100', 'Stream10K'])
    expect(c.series[0]).toMatchObject({ label: 'ActualLab.Rpc', values: [96_960_000, 4_301_000_000, 820_080 * 10_240] })
    expect(c.series[2]).toMatchObject({ label: 'SignalR', values: [18_300_000, 1_425_000_000, 414_720 * 10_240] })
    // 8.40 GB/s over 18.3 MB/s is about 459×: over 100×, the small bars would be a few pixels on a linear axis.
    expect(c.wideRange).toBe(true)
    expect(c.logDefault).toBe(true)
  })

  it('a series 48× smaller than another starts on log (Fusion Docker calls: 99K beside 4.75M, slivers)', () => {
    const docker = real('fusion-rpc-docker')
    const c = buildChart(docker, {
      suite: 'fusion-rpc-docker',
      metric: 'calls',
      where: { benchmark: ['Sum', 'GetUser', 'SayHello'] },
      groups: 'benchmark',
      series: 'framework',
    })
    expect(c).toMatchObject({ wideRange: true, logDefault: true })
  })

  it('spans over 1,000× start on a log axis unless the author says otherwise', () => {
    const perf = real('fusion-perf-test')
    const view = {
      suite: 'fusion-perf-test',
      metric: 'throughput',
      where: { scenario: 'multi-reader' },
      groups: 'database',
      series: 'fusion',
    }
    const c = buildChart(perf, view)
    expect(c.labels).toEqual(['SQLite', 'PostgreSQL'])
    expect(c.series.map((s) => s.label)).toEqual(['Without Fusion', 'With Fusion'])
    expect(c.series[1]!.values).toEqual([316_340_000, 313_750_000])
    expect(c.metric.stat).toBe('best of 3 runs')
    expect(c).toMatchObject({ wideRange: true, logDefault: true })
    expect(buildChart(perf, { ...view, log: false })).toMatchObject({ wideRange: true, logDefault: false })
    expect(buildChart(rpc, { ...callsView, log: true })).toMatchObject({ wideRange: false, logDefault: true })
  })

  it('groups and series follow the declared parameter order, missing cells are null, qualifiers kept', () => {
    const c = buildChart(syn, {
      suite: 'syn',
      metric: 'bytes',
      where: { benchmark: 'S' },
      groups: 'size',
      series: 'lib',
      speedup: 'zeta',
    })
    expect(c.groupLabel).toBe('Size')
    expect(c.seriesLabel).toBe('Library')
    expect(c.labels).toEqual([`1,000${NB}B`, `10${NB}B`])
    expect(c.series).toEqual([
      { label: 'Zeta', values: [4000, 500], qualifiers: [null, 'at-least'], color: 0 },
      { label: 'alpha', values: [3000, 1000], color: 1 },
      // Zero on a higher-is-better metric: a failed test.
      { label: 'mid', values: [null, 0], failed: [false, true], color: 2 },
    ])
    // The speedup names a value; its label is what the series is called. Zero and missing bars are left out.
    expect(c.speedupOf).toBe('Zeta')
    expect(c.speedups![0]![0]).toBeCloseTo(4 / 3, 12)
    expect(c.speedups![0]![1]).toBeCloseTo(4 / 3, 12)
    expect(c.speedups![1]).toEqual([0.5, 0.5])
  })

  it('defaults: groups by the first varying key, series by the next', () => {
    const c = buildChart(syn, { suite: 'syn', metric: 'items', where: { benchmark: 'S' } })
    expect(c.groupLabel).toBe('Library')
    expect(c.seriesLabel).toBe('Size')
    expect(c.labels).toEqual(['Zeta', 'alpha', 'mid'])
    expect(c.series.map((s) => s.label)).toEqual([`1,000${NB}B`, `10${NB}B`])
    const one = buildChart(rpc, { suite: 'fusion-rpc', metric: 'calls', where: { benchmark: 'Sum' } })
    expect(one.groupLabel).toBe('Framework')
    expect(one.seriesLabel).toBe('')
    expect(one.series).toEqual([{ label: 'Calls', values: [10_160_000, 1_290_000, 5_310_000], color: 0 }])
  })

  it('a stat instead of the value', () => {
    const c = buildChart(rpc, { suite: 'fusion-rpc', metric: 'latency', stat: 'p99', where: { benchmark: 'Sum' } })
    expect(c.metric.stat).toBe('p99')
    expect(c.labels).toEqual(['ActualLab.Rpc', 'gRPC', 'SignalR'])
    expect(c.series[0]!.values).toEqual([6.4, 13.7, 11.1])
    // Without a stat the metric's own ("p50") is reported.
    expect(buildChart(rpc, { suite: 'fusion-rpc', metric: 'latency', where: { benchmark: 'Sum' } }).metric.stat).toBe(
      'p50',
    )
  })

  it('latency chart: one line per series across percentiles', () => {
    const c = buildChart(rpc, {
      suite: 'fusion-rpc',
      metric: 'latency',
      kind: 'latency',
      where: { benchmark: 'Sum' },
      series: 'framework',
    })
    expect(c.kind).toBe('line')
    expect(c.groupLabel).toBe('Percentile')
    expect(c.seriesLabel).toBe('Framework')
    expect(c.labels).toEqual(['p50', 'p95', 'p99'])
    expect(c.series).toEqual([
      { label: 'ActualLab.Rpc', values: [2, 2.7, 6.4], color: 0 },
      { label: 'gRPC', values: [3.3, 5.1, 13.7], color: 1 },
      { label: 'SignalR', values: [3.9, 8.1, 11.1], color: 2 },
    ])
    expect(c.metric.stat).toBeUndefined()
    expect(c.thresholds).toEqual([])
    const picked = buildChart(rpc, {
      suite: 'fusion-rpc',
      metric: 'latency',
      kind: 'latency',
      where: { benchmark: 'Sum' },
      series: 'framework',
      percentiles: ['99', '50'],
    })
    expect(picked.labels).toEqual(['p50', 'p99'])
    expect(picked.series[1]!.values).toEqual([3.3, 13.7])
  })

  it('latency chart: percentile keys sort numerically, missing ones are null', () => {
    const silly = real('silly-redis')
    const c = buildChart(silly, { suite: 'silly-redis', metric: 'latency', kind: 'latency', series: 'benchmark' })
    expect(c.labels.slice(0, 5)).toEqual(['p0', 'p50', 'p75', 'p87.5', 'p93.75'])
    expect(c.labels.at(-1)).toBe('p100')
    expect(c.series.map((s) => s.label)).toEqual(['PING_INLINE', 'PING_MBULK'])
    const i999 = c.labels.indexOf('p99.999')
    expect(c.series[0]!.values[i999]).toBeNull()
    expect(c.series[1]!.values[i999]).toBe(0.887)
    expect(c.series[0]!.values[c.labels.indexOf('p99')]).toBe(0.367)
  })

  it('thresholds with the group they belong to (TopGun floors)', () => {
    const tg = real('topgun-load-harness')
    const c = buildChart(tg, { suite: 'topgun-load-harness', metric: 'throughput', groups: 'mode', thresholds: true })
    expect(c.labels).toEqual(['Fire-and-wait (round-trip latency)', 'Fire-and-forget (raw throughput)'])
    expect(c.series[0]).toEqual({
      label: 'Throughput',
      values: [37_000, 480_000],
      qualifiers: ['at-least', 'at-least'],
      color: 0,
    })
    expect(c.thresholds).toEqual([
      { label: 'Floor', value: 30_000, kind: 'min', group: 0 },
      { label: 'Floor', value: 380_000, kind: 'min', group: 1 },
    ])
    const lat = buildChart(tg, {
      suite: 'topgun-load-harness',
      metric: 'latency-p50',
      groups: 'mode',
      thresholds: true,
    })
    expect(lat.thresholds).toEqual([
      { label: 'Ceiling', value: 5, kind: 'max', group: 0 },
      { label: 'Ceiling', value: 1000, kind: 'max', group: 1 },
    ])
    const single = buildChart(tg, {
      suite: 'topgun-load-harness',
      metric: 'throughput',
      where: { mode: 'fire-and-wait' },
      thresholds: true,
    })
    expect(single.thresholds).toEqual([{ label: 'Floor', value: 30_000, kind: 'min', group: null }])
    expect(buildChart(tg, { suite: 'topgun-load-harness', metric: 'throughput', groups: 'mode' }).thresholds).toEqual(
      [],
    )
  })

  it('a retired run is drawn when asked for by id', () => {
    const tg = real('topgun-load-harness')
    const c = buildChart(tg, { suite: 'topgun-load-harness', metric: 'throughput', run: '2026-03-27' })
    expect(c.series[0]!.values).toEqual([560_000])
    expect(c.caption).toBe('measured 2026-03-27')
  })

  it('horizontal charts grow with their bars, within 200..900 px', () => {
    const samples = real('fusion-samples')
    // The remote setup's benchmarks, one bar each.
    const remote = (data: typeof samples) =>
      buildChart(data, {
        suite: 'fusion-samples',
        metric: 'throughput',
        where: { setup: 'remote' },
        groups: 'benchmark',
        horizontal: true,
      })
    const c = remote(samples)
    expect(c.horizontal).toBe(true)
    expect(c.labels).toHaveLength(4)
    // A name longer than a phone's line (17 characters) takes two: 36 px a group, 60 + 4 × 36 = 204.
    expect(c.labels.some((l) => l.length > 17)).toBe(true)
    expect(c.height).toBe(204)
    const docker = real('fusion-rpc-docker')
    const big = buildChart(docker, {
      suite: 'fusion-rpc-docker',
      metric: 'calls',
      groups: 'benchmark',
      series: 'framework',
      horizontal: true,
    })
    expect(big.height).toBe(60 + 3 * 6 * 22)
    // Names of one line: 22 px a bar (60 + 4 × 22 = 148, raised to the minimum).
    const names = [...new Set(samples.runs.flatMap((r) => r.results.map((x) => x.benchmark)))]
    const short = {
      ...samples,
      runs: samples.runs.map((r) => ({
        ...r,
        results: r.results.map((x) => ({ ...x, benchmark: `Bench ${names.indexOf(x.benchmark)}` })),
      })),
    }
    const one = remote(short)
    expect(one.labels).toHaveLength(4)
    expect(one.height).toBe(200)
    expect(
      buildChart(docker, {
        suite: 'fusion-rpc-docker',
        metric: 'items',
        groups: 'benchmark',
        series: 'framework',
        horizontal: true,
        height: 480,
      }).height,
    ).toBe(480)
  })

  it('title and id can be set', () => {
    const c = buildChart(rpc, { ...callsView, title: 'RPC calls per second', id: 'rpc-calls' })
    expect(c.title).toBe('RPC calls per second')
    expect(c.id).toBe('rpc-calls')
    expect(buildChart(rpc, { ...callsView, title: 'Ünïcode & «Quotes» 2×' }).id).toBe('unicode-quotes-2')
  })

  it('slugify', () => {
    expect(slugify('Lookups per second with many readers')).toBe('lookups-per-second-with-many-readers')
    expect(slugify('  a__b -- c ')).toBe('a-b-c')
    expect(slugify('x'.repeat(100))).toHaveLength(80)
  })

  it('errors name what is wrong', () => {
    expect(() => buildChart(rpc, { suite: 'fusion-rpc', metric: 'nope' })).toThrow(
      new ViewError('suite "fusion-rpc" has no metric "nope" (metrics: calls, items, bytes, latency)'),
    )
    expect(() => buildChart(rpc, { suite: 'fusion-rpc', metric: 'calls', where: { benchmark: 'Nope' } })).toThrow(
      'no results of suite "fusion-rpc" match {"benchmark":"Nope"} with metric "calls"',
    )
    expect(() => buildChart(rpc, { ...callsView, speedup: 'Nope' })).toThrow(
      'speedup: no series "Nope" (series: ActualLab.Rpc, gRPC, SignalR)',
    )
    expect(() => buildChart(rpc, { suite: 'fusion-rpc', metric: 'calls', kind: 'latency' })).toThrow(
      'latency chart: results of "fusion-rpc" have no percentiles for "calls"',
    )
    expect(() => buildChart(rpc, { ...callsView, run: 'nope' })).toThrow(ViewError)
  })
})

// ───────────────────────────────────────────── table

describe('buildTable', () => {
  const perf = real('fusion-perf-test')
  const cellTexts = (t: ReturnType<typeof buildTable>) => t.rows.map((r) => [r.header, ...r.cells.map((c) => c.text)])

  it('fusion-perf-test multi-reader: rows × columns and the speedup row', () => {
    const t = buildTable(perf, {
      suite: 'fusion-perf-test',
      metric: 'throughput',
      where: { scenario: 'multi-reader' },
      rows: 'fusion',
      columns: 'database',
      speedupRow: { row: 'with', baseline: 'without' },
    })
    expect(t.caption).toBe('Throughput — Fusion: cached vs. uncached user lookups (Run-PerformanceTest.cmd)')
    expect(t.note).toBe('Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7) · measured 2026-04-25')
    expect(t.rowHeader).toBe('Fusion')
    expect(t.head).toEqual(['SQLite', 'PostgreSQL'])
    expect(cellTexts(t)).toEqual([
      ['Without Fusion', `155.68K${NB}calls/s`, `38.61K${NB}calls/s`],
      ['With Fusion', `316.34M${NB}calls/s`, `313.75M${NB}calls/s`],
      ['Speedup', '2,032×', '8,126×'],
    ])
    expect(t.rows[0]!.cells[0]).toEqual({
      text: `155.68K${NB}calls/s`,
      title: '155680 calls/s',
      numeric: true,
      wrap: false,
    })
    expect(t.rows[2]!.emphasis).toBe(true)
    expect(t.rows[2]!.cells[0]).toEqual({ text: '2,032×', tone: 'good', numeric: true })
  })

  it('single reader, previous run, a custom label for the speedup row', () => {
    const t = buildTable(perf, {
      suite: 'fusion-perf-test',
      run: 'previous',
      metric: 'throughput',
      where: { scenario: 'single-reader' },
      rows: 'fusion',
      columns: 'database',
      speedupRow: { row: 'With Fusion', baseline: 'without', label: 'Fusion speedup' },
      caption: 'Single reader',
    })
    expect(t.caption).toBe('Single reader')
    expect(t.note).toBe('Run 1 of 2 (.NET 10.0.1)')
    expect(cellTexts(t)[2]).toEqual(['Fusion speedup', '351×', '11,045×'])
  })

  it('speedupRow needs both rows', () => {
    expect(() =>
      buildTable(perf, {
        suite: 'fusion-perf-test',
        metric: 'throughput',
        rows: 'fusion',
        columns: 'database',
        speedupRow: { row: 'with', baseline: 'nope' },
      }),
    ).toThrow('speedupRow: rows "with" and "nope" must both exist')
  })

  it('speedupColumn against a baseline row, approximate: "~2,212×"', () => {
    const samples = real('fusion-samples')
    const local = buildTable(samples, {
      suite: 'fusion-samples',
      metric: 'throughput',
      where: { setup: 'local' },
      rows: 'benchmark',
      speedupColumn: { baseline: 'Regular Service', approx: true },
    })
    expect(local.head).toEqual(['Throughput', 'Speedup'])
    expect(local.rowHeader).toBe('Benchmark')
    expect(cellTexts(local)).toEqual([
      ['Regular Service', `118.15K${NB}calls/s`, ''],
      ['Fusion Service', `261.32M${NB}calls/s`, '~2,212×'],
    ])
    const remote = buildTable(samples, {
      suite: 'fusion-samples',
      metric: 'throughput',
      where: { setup: 'remote' },
      rows: 'benchmark',
      speedupColumn: { baseline: 'HTTP Client → Regular Service', approx: true, label: 'vs. HTTP' },
    })
    expect(remote.head).toEqual(['Throughput', 'vs. HTTP'])
    expect(remote.rows.map((r) => r.cells[1]!.text)).toEqual(['', '~4.9×', '~98×', '~2,679×'])
    const exact = buildTable(samples, {
      suite: 'fusion-samples',
      metric: 'throughput',
      where: { setup: 'local' },
      rows: 'benchmark',
      speedupColumn: { baseline: 'Regular Service' },
    })
    expect(exact.rows[1]!.cells[1]).toEqual({ text: '2,212×', tone: 'good', numeric: true })
  })

  it('speedupRange of one column over the others: fusion-rpc', () => {
    const t = buildTable(real('fusion-rpc'), {
      suite: 'fusion-rpc',
      metric: 'calls',
      where: { benchmark: ['Sum', 'GetUser', 'SayHello'] },
      rows: 'benchmark',
      columns: 'framework',
      speedupRange: { of: 'ActualLab.Rpc' },
    })
    expect(t.head).toEqual(['ActualLab.Rpc', 'gRPC', 'SignalR', 'Speedup'])
    expect(cellTexts(t)).toEqual([
      ['Sum', `10.16M${NB}calls/s`, `1.29M${NB}calls/s`, `5.31M${NB}calls/s`, '1.9–7.9×'],
      ['GetUser', `9.03M${NB}calls/s`, `1.26M${NB}calls/s`, `4.43M${NB}calls/s`, '2.0–7.2×'],
      ['SayHello', `6.16M${NB}calls/s`, `1.18M${NB}calls/s`, `2.24M${NB}calls/s`, '2.8–5.2×'],
    ])
  })

  it('winner and advantage (ergo-serialization time, lower is better)', () => {
    const ergo = real('ergo-serialization')
    const t = buildTable(ergo, {
      suite: 'ergo-serialization',
      metric: 'time',
      rows: ['benchmark', 'op'],
      columns: 'codec',
      winner: true,
      advantage: { of: ['EDF', 'EDF (+cache)'], against: ['Protobuf', 'Gob'], label: 'EDF advantage' },
    })
    expect(t.rowHeader).toBe('Benchmark / Operation')
    expect(t.head).toEqual([
      'EDF',
      'EDF (+cache)',
      'Protobuf',
      'Gob',
      'Winner',
      'EDF advantage vs Protobuf',
      'EDF advantage vs Gob',
    ])
    expect(t.rows.map((r) => r.header)).toEqual([
      'String Encode',
      'String Decode',
      'Map Encode',
      'Map Decode',
      'Complex Struct Encode',
      'Complex Struct Decode',
      'Nested Struct Encode',
      'Nested Struct Decode',
    ])
    expect(cellTexts(t)[0]).toEqual([
      'String Encode',
      `29.96${NB}ns`,
      `23.45${NB}ns`,
      `44.37${NB}ns`,
      `76.42${NB}ns`,
      'EDF (+cache)',
      `47${NB}% faster`,
      `69${NB}% faster`,
    ])
    // One short cell per rival: no cell wraps into a paragraph.
    expect(cellTexts(t)[1]!.slice(5)).toEqual(['Protobuf', `14${NB}% slower`, '6× faster'])
    expect(cellTexts(t)[3]!.slice(5)).toEqual(['Protobuf', `33${NB}% slower`, '14× faster'])
    expect(cellTexts(t)[6]!.slice(5)).toEqual(['EDF', `52${NB}% faster`, `18${NB}% faster`])
    expect(cellTexts(t)[7]![1]).toBe(`2,137${NB}ns`)
    const named = buildTable(ergo, {
      suite: 'ergo-serialization',
      metric: 'time',
      where: { benchmark: 'String' },
      rows: ['benchmark', 'op'],
      columns: 'codec',
      winner: 'Fastest',
      advantage: { of: ['EDF'], against: ['Gob'] },
    })
    expect(named.head.slice(-2)).toEqual(['Fastest', 'Advantage vs Gob'])
  })

  it('lower is better: speedups divide the other way', () => {
    const ergo = real('ergo-serialization')
    const range = buildTable(ergo, {
      suite: 'ergo-serialization',
      metric: 'time',
      where: { benchmark: 'String', op: 'Encode' },
      rows: 'benchmark',
      columns: 'codec',
      speedupRange: { of: 'EDF (+cache)', label: 'EDF (+cache) lead' },
    })
    // 29.96 / 23.45 = 1.28 … 76.42 / 23.45 = 3.26
    expect(range.head.at(-1)).toBe('EDF (+cache) lead')
    expect(range.rows[0]!.cells.at(-1)).toEqual({ text: '1.3–3.3×', tone: 'good', numeric: true })
    const row = buildTable(ergo, {
      suite: 'ergo-serialization',
      metric: 'time',
      where: { benchmark: 'String' },
      rows: 'codec',
      columns: 'op',
      speedupRow: { row: 'EDF (+cache)', baseline: 'Gob' },
    })
    expect(row.head).toEqual(['Encode', 'Decode'])
    expect(row.rows.map((r) => r.header)).toEqual(['EDF', 'EDF (+cache)', 'Protobuf', 'Gob', 'Speedup'])
    expect(row.rows.at(-1)!.cells.map((c) => c.text)).toEqual(['3.3×', '5.6×'])
    const col = buildTable(ergo, {
      suite: 'ergo-serialization',
      metric: 'time',
      where: { benchmark: 'Map', op: 'Decode' },
      rows: 'codec',
      speedupColumn: { baseline: 'Gob' },
    })
    expect(col.rows.map((r) => r.cells[1]!.text)).toEqual(['12×', '14×', '19×', ''])
  })

  it('higher is better: the winner is the largest value', () => {
    const t = buildTable(real('fusion-rpc'), {
      suite: 'fusion-rpc',
      metric: 'calls',
      where: { benchmark: 'Sum' },
      rows: 'benchmark',
      columns: 'framework',
      winner: true,
    })
    expect(t.rows[0]!.cells.at(-1)!.text).toBe('ActualLab.Rpc')
  })

  it('several metrics share a cell with columns, get a column each without', () => {
    const ergo = real('ergo-serialization')
    const shared = buildTable(ergo, {
      suite: 'ergo-serialization',
      metric: ['bytes', 'allocs'],
      where: { benchmark: 'String' },
      rows: ['benchmark', 'op'],
      columns: 'codec',
    })
    expect(shared.caption).toBe('Memory per op, Allocations per op — Ergo serialization: EDF vs. Protobuf vs. Gob')
    expect(shared.note).toBe("Ergo authors' run, Apple M4 Max")
    expect(shared.rows[0]!.cells[0]).toEqual({
      text: `53${NB}B/op, 0${NB}allocs/op`,
      title: '53 B/op; 0 allocs/op',
      numeric: true,
      wrap: true,
    })
    expect(shared.rows[1]!.cells[3]!.text).toBe(`1,000${NB}B/op, 19${NB}allocs/op`)
    const own = buildTable(ergo, {
      suite: 'ergo-serialization',
      metric: ['time', 'bytes', 'allocs'],
      where: { benchmark: 'Map', codec: 'Gob' },
      rows: 'op',
    })
    expect(own.head).toEqual(['Time per op', 'Memory per op', 'Allocations per op'])
    expect(cellTexts(own)).toEqual([
      ['Encode', `234.0${NB}ns`, `32${NB}B/op`, `2${NB}allocs/op`],
      ['Decode', `6,733${NB}ns`, `8,256${NB}B/op`, `185${NB}allocs/op`],
    ])
  })

  it('percentiles in a cell, and a stat', () => {
    const rpc = real('fusion-rpc')
    const t = buildTable(rpc, {
      suite: 'fusion-rpc',
      metric: 'latency',
      where: { benchmark: 'Sum' },
      rows: 'framework',
      percentiles: ['50', '95', '99'],
    })
    // One compact cell, the unit said once, kept on one line (a spread: between its figures only below 360 px).
    expect(t.rows[0]!.cells[0]).toEqual({
      text: `2.0 / 2.7 / 6.4${NB}ms`,
      title: 'p50 2 ms, p95 2.7 ms, p99 6.4 ms',
      numeric: true,
      wrap: false,
      spread: true,
    })
    expect(t.rows[1]!.cells[0]!.text).toBe(`3.3 / 5.1 / 13.7${NB}ms`)
    const missing = buildTable(rpc, {
      suite: 'fusion-rpc',
      metric: 'latency',
      where: { benchmark: 'Sum', framework: 'gRPC' },
      rows: 'framework',
      percentiles: ['50', '99.9'],
    })
    expect(missing.rows[0]!.cells[0]!.text).toBe(`3.3${NB}ms / —`)
    const p99 = buildTable(rpc, {
      suite: 'fusion-rpc',
      metric: 'latency',
      stat: 'p99',
      where: { benchmark: 'Sum' },
      rows: 'framework',
    })
    expect(p99.rows.map((r) => r.cells[0]!.text)).toEqual([`6.4${NB}ms`, `13.7${NB}ms`, `11.1${NB}ms`])
  })

  it('qualifiers print, missing results print a dash', () => {
    const tg = real('topgun-load-harness')
    const t = buildTable(tg, {
      suite: 'topgun-load-harness',
      metric: ['throughput', 'latency-p50', 'acked-ratio'],
      rows: 'mode',
    })
    expect(t.rows.map((r) => r.header)).toEqual([
      'Fire-and-wait (round-trip latency)',
      'Fire-and-forget (raw throughput)',
    ])
    expect(cellTexts(t)).toEqual([
      ['Fire-and-wait (round-trip latency)', `≥${TH}37,000${NB}ops/s`, `1.5${NB}ms`, `≥${TH}80${NB}%`],
      ['Fire-and-forget (raw throughput)', `≥${TH}480,000${NB}ops/s`, `<${TH}1,000${NB}ms`, '—'],
    ])
    const grid = buildTable(syn, {
      suite: 'syn',
      metric: 'items',
      where: { benchmark: 'S' },
      rows: 'lib',
      columns: 'size',
    })
    expect(grid.head).toEqual([`1,000${NB}B`, `10${NB}B`])
    expect(grid.rows.map((r) => r.header)).toEqual(['Zeta', 'alpha', 'mid'])
    expect(grid.rows[2]!.cells[0]).toEqual({ text: '—', title: 'not measured' })
  })

  it('errors', () => {
    expect(() => buildTable(perf, { suite: 'fusion-perf-test', metric: 'nope', rows: 'fusion' })).toThrow(
      'suite "fusion-perf-test" has no metric "nope" (metrics: throughput)',
    )
    expect(() =>
      buildTable(perf, {
        suite: 'fusion-perf-test',
        metric: 'throughput',
        rows: 'fusion',
        where: { database: 'Oracle' },
      }),
    ).toThrow('no results of suite "fusion-perf-test" match {"database":"Oracle"}')
  })

  it('ratio follows the direction', () => {
    expect(ratio(10, 2, 'higher')).toBe(5)
    expect(ratio(2, 10, 'lower')).toBe(5)
  })
})

// ───────────────────────────────────────────── changes

describe('buildChanges', () => {
  it('names two runs of a history that share a label by their numbers (the worked example: both "30 % slower")', () => {
    // Their times (19:58:20, 19:58:34) read alike beside eighteen others of that afternoon; the page says "run 20".
    const c = buildChanges(real('example-go'), { suite: 'example-go' })!
    expect([c.beforeLabel, c.afterLabel]).toEqual([
      'Run 19 of 20 (BenchmarkSort 30 % slower)',
      'Run 20 of 20 (BenchmarkSort 30 % slower)',
    ])
  })

  it('between the two Fusion RPC runs: fractions, verdicts, labels and the .NET change', () => {
    const c = buildChanges(real('fusion-rpc'), { suite: 'fusion-rpc', metric: 'calls' })!
    expect(c.caption).toBe('Changes in ActualLab.Rpc vs. gRPC and SignalR (RpcBenchmark.cmd, local)')
    // Each run by its one name on the page (runDisplayName), as the run menu and captions give it.
    expect(c.beforeLabel).toBe('Run 1 of 2 (.NET 10.0.1)')
    expect(c.afterLabel).toBe('Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7)')
    expect(c.environment).toEqual(['.NET: 10.0.1 → 10.0.7'])
    expect(c.tolerance).toBe(DEFAULT_TOLERANCE)
    expect(c.added).toEqual([])
    expect(c.removed).toEqual([])
    expect(c.rows).toHaveLength(9)
    const sum = c.rows[0]!
    // The two runs' nine benchmarks moved from −0.4 % to +16.2 % (a .NET update between them, no spread
    // reported): that scatter is the pair's noise band (3 robust SDs, ±29.6 %), so +8.9 % is within it.
    expect(sum).toMatchObject({
      benchmark: 'Sum · ActualLab.Rpc',
      metric: 'Calls',
      before: `9.33M${NB}calls/s`,
      after: `10.16M${NB}calls/s`,
      change: `+8.9${NB}%`,
      verdict: 'unchanged',
    })
    expect(sum.decided).toBe(
      `the reported value; no test (no spread reported); ±29.6${NB}% band: this run pair's 9 benchmarks scatter that much`,
    )
    expect(sum.fraction).toBeCloseTo((10.16 - 9.33) / 9.33, 12)
    const byName = Object.fromEntries(c.rows.map((r) => [r.benchmark, r]))
    expect(byName['Sum · gRPC']).toMatchObject({ change: `+16.2${NB}%`, verdict: 'unchanged' })
    expect(byName['Sum · SignalR']).toMatchObject({ change: `+0.2${NB}%`, verdict: 'unchanged' })
    expect(byName['GetUser · SignalR']).toMatchObject({ change: `±0.0${NB}%`, fraction: 0, verdict: 'unchanged' })
    expect(byName['SayHello · ActualLab.Rpc']).toMatchObject({ change: `+2.8${NB}%`, verdict: 'unchanged' })
    expect(byName['SayHello · SignalR']).toMatchObject({ change: `${MINUS}0.4${NB}%`, verdict: 'unchanged' })
  })

  it('all metrics by default, derived ones included; a metric missing in one run is skipped', () => {
    const c = buildChanges(real('fusion-rpc'), { suite: 'fusion-rpc' })!
    expect(c.rows.filter((r) => r.metric === 'Calls')).toHaveLength(9)
    expect(c.rows.filter((r) => r.metric === 'Stream items')).toHaveLength(9)
    // Stream throughput is items × item size: the same changes (to the rounding of the one figure the
    // source printed itself), merged into the items table, which says so.
    expect(c.groups.map((g) => g.metrics)).toEqual([['Calls'], ['Stream items', 'Stream throughput']])
    expect(c.groups.map((g) => !!g.roughly)).toEqual([false, true])
    expect(c.groups.map((g) => g.columns)).toEqual([
      ['Benchmark', 'Framework'],
      ['Benchmark', 'Framework', 'Item size'],
    ])
    expect(c.groups[1]!.rows[0]!.keys).toEqual(['Stream1', 'ActualLab.Rpc', `1${NB}B`])
    expect(c.rows.filter((r) => r.metric === 'Call latency under peak throughput')).toHaveLength(0)
    const big = c.rows.find(
      (r) => r.benchmark === `Stream10K · ActualLab.Rpc · 10${NB}KiB` && r.metric === 'Stream items',
    )!
    expect(big.fraction).toBeCloseTo((820_080 - 955_440) / 955_440, 12)
    expect(big).toMatchObject({
      change: `${MINUS}14.2${NB}%`,
      verdict: 'unchanged',
      before: `955.44K${NB}items/s`,
      after: `820.08K${NB}items/s`,
    })
    const bytes = buildChanges(real('fusion-rpc'), { suite: 'fusion-rpc', metric: 'bytes' })!
    const small = bytes.rows.find((r) => r.benchmark === `Stream1 · ActualLab.Rpc · 1${NB}B`)!
    expect(small).toMatchObject({
      metric: 'Stream throughput',
      before: `101.17${NB}MB/s`,
      after: `96.96${NB}MB/s`,
      change: `${MINUS}4.2${NB}%`,
      verdict: 'unchanged',
    })
  })

  it('where and run select what is compared', () => {
    const c = buildChanges(real('fusion-perf-test'), {
      suite: 'fusion-perf-test',
      where: { scenario: 'single-reader', database: 'SQLite' },
    })!
    expect(c.rows.map((r) => [r.benchmark, r.before, r.after, r.verdict])).toEqual([
      [
        'UserService.Get · Single reader, no mutators · Without Fusion · SQLite',
        `55.70K${NB}calls/s`,
        `55.70K${NB}calls/s`,
        'unchanged',
      ],
      [
        'UserService.Get · Single reader, no mutators · With Fusion · SQLite',
        `19.54M${NB}calls/s`,
        `19.54M${NB}calls/s`,
        'unchanged',
      ],
    ])
    expect(c.environment).toEqual(['.NET: 10.0.1 → 10.0.7'])
    // The first run has nothing before it; a single current run neither.
    expect(buildChanges(real('fusion-rpc'), { suite: 'fusion-rpc', run: OLD })).toBeUndefined()
    expect(buildChanges(real('topgun-load-harness'), { suite: 'topgun-load-harness' })).toBeUndefined()
    expect(buildChanges(real('ergo-serialization'), { suite: 'ergo-serialization' })).toBeUndefined()
  })

  it('verdicts by direction and the suite tolerance; added and removed results', () => {
    const suite = {
      id: 'dir',
      title: 'Dir',
      project: 'P',
      tolerance: 0.1,
      metrics: {
        lat: { label: 'Latency', unit: 'ms', direction: 'lower', format: { decimals: 1, prefix: false } },
        rps: { label: 'Rate', unit: 'req/s', direction: 'higher' },
      },
    }
    const before = {
      id: 'a',
      date: '2026-01-01',
      version: '1.0',
      environment: { cpu: 'X1', tool: 'old tool', command: 'a' },
      results: [
        { benchmark: 'faster', values: { lat: { value: 10 }, rps: { value: 100 } } },
        { benchmark: 'slower', values: { lat: { value: 10 }, rps: { value: 100 } } },
        { benchmark: 'noise', values: { lat: { value: 10, qualifier: 'below' }, rps: { value: 100 } } },
        { benchmark: 'gone', values: { lat: { value: 1 } } },
        { benchmark: 'zero', values: { rps: { value: 0 } } },
      ],
    }
    const after = {
      id: 'b',
      date: '2026-02-01',
      version: '1.1',
      environment: { cpu: 'X2', cores: 8, tool: 'new tool', command: 'b' },
      results: [
        { benchmark: 'faster', values: { lat: { value: 8 }, rps: { value: 125 } } },
        { benchmark: 'slower', values: { lat: { value: 12 }, rps: { value: 80 } } },
        { benchmark: 'noise', values: { lat: { value: 10.9 }, rps: { value: 91 } } },
        { benchmark: 'new', values: { lat: { value: 1 } } },
        { benchmark: 'zero', values: { rps: { value: 0 } } },
      ],
    }
    const c = buildChanges(synthetic(suite, [after, before]), { suite: 'dir' })!
    const row = (b: string, m: string) => c.rows.find((r) => r.benchmark === b && r.metric === m)!
    expect(c.tolerance).toBe(0.1)
    expect(c.beforeLabel).toBe('Run 1 of 2 (version 1.0)')
    expect(c.afterLabel).toBe('Run 2 of 2 (version 1.1)')
    // Numbered runs by their names on the page (runDisplayName): a version or label where the run has one.
    const names = (a: object, b: object) => {
      const x = buildChanges(
        synthetic(suite, [
          { ...after, ...b },
          { ...before, ...a },
        ]),
        { suite: 'dir' },
      )!
      return [x.beforeLabel, x.afterLabel]
    }
    expect(names({ version: undefined }, {})).toEqual(['Run 1 of 2', 'Run 2 of 2 (version 1.1)'])
    expect(names({ version: undefined, label: 'old box' }, { label: 'new box' })).toEqual([
      'Run 1 of 2 (old box)',
      'Run 2 of 2 (new box)',
    ])
    expect(
      names({ version: undefined, date: '2026-02-01T09:00:00Z' }, { version: undefined, date: '2026-02-01T17:30:00Z' }),
    ).toEqual(['Run 1 of 2', 'Run 2 of 2'])
    expect(row('faster', 'Latency')).toMatchObject({
      fraction: -0.2,
      change: `${MINUS}20.0${NB}%`,
      verdict: 'improved',
      before: `10.0${NB}ms`,
      after: `8.0${NB}ms`,
    })
    expect(row('faster', 'Rate')).toMatchObject({ fraction: 0.25, change: `+25.0${NB}%`, verdict: 'improved' })
    expect(row('slower', 'Latency')).toMatchObject({ fraction: 0.2, verdict: 'regressed' })
    expect(row('slower', 'Rate')).toMatchObject({ fraction: -0.2, verdict: 'regressed' })
    expect(row('noise', 'Latency').verdict).toBe('unchanged')
    expect(row('noise', 'Latency').before).toBe(`<${TH}10.0${NB}ms`)
    expect(row('noise', 'Rate').verdict).toBe('unchanged')
    // 0 req/s is a test that counted nothing: failed, not a figure or a change.
    expect(row('zero', 'Rate')).toMatchObject({ verdict: 'failed', before: 'failed', after: 'failed', change: '' })
    expect(c.added).toEqual(['new'])
    expect(c.removed).toEqual(['gone'])
    // Tool and command are not part of "another machine".
    expect(c.environment).toEqual(['CPU: X1 → X2', 'Cores: not recorded → 8 cores'])
  })

  it('verdict', () => {
    expect(verdict(0.06, 'higher', 0.05)).toBe('improved')
    expect(verdict(0.06, 'lower', 0.05)).toBe('regressed')
    expect(verdict(-0.06, 'lower', 0.05)).toBe('improved')
    expect(verdict(-0.06, 'higher', 0.05)).toBe('regressed')
    expect(verdict(0.05, 'higher', 0.05)).toBe('unchanged')
    expect(verdict(-0.05, 'lower', 0.05)).toBe('unchanged')
    expect(verdict(0.15, 'higher', 0.2)).toBe('unchanged')
    expect(verdict(NaN, 'higher', 0.05)).toBe('unchanged')
  })
})

// ───────────────────────────────────────────── env

describe('environment', () => {
  it('rows in a fixed order, cores and threads together, runtimes by name', () => {
    const run = selectRun(real('fusion-rpc'), 'latest')
    expect(environmentRows(run.environment)).toEqual([
      { label: 'CPU', value: 'AMD Ryzen 9 9950X3D 16-Core Processor' },
      { label: 'Cores', value: '16 cores, 32 threads' },
      { label: 'RAM', value: '96 GB DDR5' },
      { label: 'OS', value: 'Windows 11' },
      { label: '.NET', value: '10.0.7' },
      { label: 'Tool', value: 'RpcBenchmark.cmd (ActualLab.Fusion.Samples)' },
      { label: 'Command', value: 'RpcBenchmark.cmd' },
    ])
  })

  it('every field, and the ones left out', () => {
    expect(environmentRows(undefined)).toEqual([])
    expect(environmentRows({})).toEqual([])
    expect(environmentRows({ threads: 8 })).toEqual([{ label: 'Cores', value: '8 threads' }])
    expect(
      environmentRows({
        machine: 'm',
        cpu: 'c',
        cores: 4,
        ram: 'r',
        os: 'o',
        kernel: 'k',
        arch: 'x64',
        runtimes: { Go: '1.22', Rust: '1.80' },
        tool: 't',
        command: 'cmd',
        extra: { Disk: 'NVMe' },
        notes: ['not a row'],
      }).map((r) => `${r.label}=${r.value}`),
    ).toEqual([
      'Machine=m',
      'CPU=c',
      'Cores=4 cores',
      'RAM=r',
      'OS=o',
      'Kernel=k',
      'Architecture=x64',
      'Go=1.22',
      'Rust=1.80',
      'Tool=t',
      'Command=cmd',
      'Disk=NVMe',
    ])
  })

  it('changes between two runs, Tool and Command ignored', () => {
    const rpc = real('fusion-rpc')
    expect(environmentChanges(rpc.runs[0], rpc.runs[1]!)).toEqual(['.NET: 10.0.1 → 10.0.7'])
    expect(environmentChanges(undefined, rpc.runs[1]!)).toEqual([])
    expect(environmentChanges(rpc.runs[1], rpc.runs[1]!)).toEqual([])
    const a = { id: 'a', results: [], environment: { os: 'Linux', tool: 'a', command: 'x' } } as unknown as RunT
    const b = { id: 'b', results: [], environment: { cpu: 'Z', tool: 'b', command: 'y' } } as unknown as RunT
    expect(environmentChanges(a, b)).toEqual(['OS: Linux → not recorded', 'CPU: not recorded → Z'])
  })
})

// ───────────────────────────────────────────── describe (text alternatives, downloads)

describe('text alternatives and downloads', () => {
  const rpc = real('fusion-rpc')
  const calls = buildChart(rpc, {
    suite: 'fusion-rpc',
    metric: 'calls',
    where: { benchmark: ['Sum', 'GetUser', 'SayHello'] },
    groups: 'benchmark',
    series: 'framework',
    speedup: 'ActualLab.Rpc',
  })

  it('describeChart: kind, metric, direction, categories, series and the best value', () => {
    expect(describeChart(calls)).toBe(
      `Bar chart of Calls (calls/s, higher is better) across Sum, GetUser, SayHello for ActualLab.Rpc, gRPC, SignalR. Best: Sum, ActualLab.Rpc at 10.16M${NB}calls/s.`,
    )
    const p99 = buildChart(rpc, {
      suite: 'fusion-rpc',
      metric: 'latency',
      stat: 'p99',
      where: { benchmark: 'Sum' },
      horizontal: true,
    })
    expect(describeChart(p99)).toBe(
      `Horizontal bar chart of Call latency under peak throughput (ms, lower is better) across ActualLab.Rpc, gRPC, SignalR. Each value is the 99th percentile. Best: ActualLab.Rpc at 6.4${NB}ms.`,
    )
    const line = buildChart(rpc, {
      suite: 'fusion-rpc',
      metric: 'latency',
      kind: 'latency',
      where: { benchmark: 'Sum' },
      series: 'framework',
    })
    expect(describeChart(line)).toBe(
      `Line chart of Call latency under peak throughput (ms, lower is better) across p50, p95, p99 for ActualLab.Rpc, gRPC, SignalR. Best: p50, ActualLab.Rpc at 2.0${NB}ms.`,
    )
  })

  it('altTable: groups as rows, series as columns, speedups last', () => {
    expect(altTable(calls)).toEqual({
      head: ['ActualLab.Rpc', 'gRPC', 'SignalR', 'Speedup of ActualLab.Rpc'],
      rows: [
        { header: 'Sum', cells: [`10.16M${NB}calls/s`, `1.29M${NB}calls/s`, `5.31M${NB}calls/s`, '1.9–7.9×'] },
        { header: 'GetUser', cells: [`9.03M${NB}calls/s`, `1.26M${NB}calls/s`, `4.43M${NB}calls/s`, '2.0–7.2×'] },
        { header: 'SayHello', cells: [`6.16M${NB}calls/s`, `1.18M${NB}calls/s`, `2.24M${NB}calls/s`, '2.8–5.2×'] },
      ],
    })
    const single = buildChart(rpc, { suite: 'fusion-rpc', metric: 'calls', where: { benchmark: 'Sum' } })
    expect(altTable(single).head).toEqual(['Calls'])
  })

  it('valueText: qualifiers and gaps', () => {
    const c = buildChart(syn, {
      suite: 'syn',
      metric: 'bytes',
      where: { benchmark: 'S' },
      groups: 'size',
      series: 'lib',
    })
    expect(valueText(c, 0, 1)).toBe(`≥${TH}500.00${NB}B/s (lower bound)`)
    expect(valueText(c, 2, 1)).toBe(`failed (the tool reported 0.00${NB}B/s)`)
    expect(valueText(c, 0, 0)).toBe(`4.00${NB}KB/s`)
    expect(valueText(c, 2, 0)).toBe('not measured')
    expect(valueText(c, 9, 9)).toBe('not measured')
  })

  it('chartCsv: header, one line per group and series, qualifiers', () => {
    const tg = buildChart(real('topgun-load-harness'), {
      suite: 'topgun-load-harness',
      metric: 'throughput',
      groups: 'mode',
    })
    expect(chartCsv(tg)).toBe(
      [
        'Mode,series,Throughput,unit,qualifier',
        'Fire-and-wait (round-trip latency),Throughput,37000,ops/s,at-least',
        'Fire-and-forget (raw throughput),Throughput,480000,ops/s,at-least',
        '',
      ].join('\n'),
    )
    expect(chartCsv(calls).split('\n')[1]).toBe('Sum,ActualLab.Rpc,10160000,calls/s,')
  })

  it('chartCsv escapes spreadsheet formulas and quotes commas, quotes and newlines', () => {
    const model: ChartModel = {
      ...calls,
      groupLabel: '=Group',
      seriesLabel: '',
      labels: ['=HYPERLINK("http://x","y")', 'a,b', '+1', '@SUM(A1)', '-2', 'two\nlines', 'plain'],
      series: [{ label: 'say "hi"', values: [1, 2, 3, 4, 5, 6, null], color: 0 }],
    }
    const lines = chartCsv(model).split('\n')
    expect(lines[0]).toBe(`"'=Group",series,Calls,unit,qualifier`)
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x"",""y"")","say ""hi""",1,calls/s,`)
    expect(lines[2]).toBe(`"a,b","say ""hi""",2,calls/s,`)
    expect(lines[3]).toBe(`"'+1","say ""hi""",3,calls/s,`)
    expect(lines[4]).toBe(`"'@SUM(A1)","say ""hi""",4,calls/s,`)
    expect(lines[5]).toBe(`"'-2","say ""hi""",5,calls/s,`)
    expect(lines[6]).toBe('"two')
    expect(lines[7]).toBe(`lines","say ""hi""",6,calls/s,`)
    expect(lines[8]).toBe(`plain,"say ""hi""",,calls/s,`)
  })

  it('chartJson: title, caption, metric and one row per value', () => {
    const tg = buildChart(real('topgun-load-harness'), {
      suite: 'topgun-load-harness',
      metric: 'throughput',
      groups: 'mode',
    })
    const text = chartJson(tg)
    expect(text.endsWith('}\n')).toBe(true)
    // A row a line, no indentation (it rides in the page as a data URI).
    expect(text.split('\n')).toHaveLength(5)
    expect(text).not.toContain('  ')
    expect(JSON.parse(text)).toEqual({
      title: 'Throughput — TopGun server load harness',
      caption: 'measured 2026-04-18',
      metric: { label: 'Throughput', unit: 'ops/s', direction: 'higher', format: { decimals: 0, prefix: false } },
      rows: [
        { group: 'Fire-and-wait (round-trip latency)', series: 'Throughput', value: 37_000, qualifier: 'at-least' },
        { group: 'Fire-and-forget (raw throughput)', series: 'Throughput', value: 480_000, qualifier: 'at-least' },
      ],
    })
  })
})

// ───────────────────────────────────────────── Chart.js config

describe('chartData and chartOptions', () => {
  const colors = {
    series: ['#111', '#222'],
    text: '#t',
    muted: '#m',
    grid: '#g',
    threshold: '#th',
    good: '#ok',
    bg: '#bg',
  }
  const model = buildChart(syn, {
    suite: 'syn',
    metric: 'bytes',
    where: { benchmark: 'S' },
    groups: 'size',
    series: 'lib',
    speedup: 'zeta',
  })

  it('log scale leaves out zero and negative values; linear keeps them', () => {
    const withNeg: ChartModel = { ...model, series: [...model.series, { label: 'neg', values: [-1, 5], color: 3 }] }
    const log = chartData(withNeg, colors, { log: true, hidden: [], reducedMotion: false })
    expect(log.datasets.map((d) => d.data)).toEqual([
      [4000, 500],
      [3000, 1000],
      [null, null],
      [null, 5],
    ])
    const lin = chartData(withNeg, colors, { log: false, hidden: [], reducedMotion: false })
    // The failed test (zero) is no bar on either scale.
    expect(lin.datasets.map((d) => d.data)).toEqual([
      [4000, 500],
      [3000, 1000],
      [null, null],
      [-1, 5],
    ])
    expect(model.series[2]!.values).toEqual([null, 0]) // the model itself is not changed
  })

  it('datasets: labels, colours by slot (cycling), hidden series, bars vs. lines', () => {
    const d = chartData(model, colors, { log: false, hidden: [false, true], reducedMotion: false })
    expect(d.labels).toEqual([`1,000${NB}B`, `10${NB}B`])
    expect(d.labels).not.toBe(model.labels)
    expect(
      d.datasets.map((x) => [x.label, x.backgroundColor, x.borderColor, x.hidden, x.borderWidth, x.pointStyle]),
    ).toEqual([
      ['Zeta', '#111', '#111', false, 0, 'circle'],
      ['alpha', '#222', '#222', true, 0, 'rect'],
      ['mid', '#111', '#111', false, 0, 'triangle'],
    ])
    const line = buildChart(real('fusion-rpc'), {
      suite: 'fusion-rpc',
      metric: 'latency',
      kind: 'latency',
      where: { benchmark: 'Sum' },
      series: 'framework',
    })
    const ld = chartData(line, colors, { log: false, hidden: [], reducedMotion: false })
    expect(ld.datasets.map((x) => [x.borderWidth, (x as { pointRadius?: number }).pointRadius])).toEqual([
      [2, 4],
      [2, 4],
      [2, 4],
    ])
  })

  it('options: reduced motion, log axis, axis title, ticks; tooltip text', () => {
    const o = chartOptions(model, colors, { log: true, hidden: [], reducedMotion: true }) as any
    expect(o.animation).toBe(false)
    expect(o.indexAxis).toBe('x')
    expect(o.scales.x.type).toBe('category')
    expect(o.scales.y).toMatchObject({
      type: 'logarithmic',
      beginAtZero: false,
      title: { display: true, text: 'Bytes (B/s)', color: '#m' },
      ticks: { color: '#m', maxTicksLimit: 8 },
    })
    expect(o.scales.y.ticks.callback(2_000_000)).toBe('2 MB/s')
    expect(o.layout.padding).toEqual({ top: 40, right: 12 })
    // The log axis starts a 1-2-5 step below half the smallest value (500): 200.
    expect(o.scales.y.min).toBe(200)
    expect(o.plugins.legend.display).toBe(false)
    expect(o.plugins.benchOverlay).toEqual({ threshold: '#th', good: '#ok', bg: '#bg', muted: '#m' })
    // No Chart.js tooltip (it is not registered): the HTML tooltip reads tooltipContent.
    expect(o.plugins.tooltip).toBeUndefined()
    expect(tooltipContent(model, 1, []).lines[0]!.text).toBe(`Zeta: ≥${TH}500.00${NB}B/s (lower bound)`)
    expect(tooltipContent(model, 0, []).footer).toEqual(['Zeta: 1.3× the others'])
  })

  it('options: linear, animated, horizontal; µs in the axis title, the stat left to the description', () => {
    const lat: ChartModel = {
      ...model,
      horizontal: true,
      speedups: undefined,
      metric: { label: 'Latency', unit: 'us', direction: 'lower', format: { prefix: false }, stat: 'p99' },
    }
    const o = chartOptions(lat, colors, { log: false, hidden: [], reducedMotion: false }) as any
    expect(o.animation).toEqual({ duration: 400 })
    expect(o.indexAxis).toBe('y')
    expect(o.scales.y.type).toBe('category')
    expect(o.scales.x).toMatchObject({ type: 'linear', beginAtZero: true, title: { text: 'Latency (µs)' } })
    expect(o.scales.x.ticks.callback(1500)).toBe('1,500 µs')
    expect(o.layout.padding).toEqual({ top: 8, right: 12 })
    expect(tooltipContent(lat, 0, []).footer).toEqual([])
    const withSpeedups = chartOptions({ ...model, horizontal: true }, colors, {
      log: false,
      hidden: [],
      reducedMotion: false,
    }) as any
    expect(withSpeedups.layout.padding).toEqual({ top: 8, right: 64 })
  })
})
