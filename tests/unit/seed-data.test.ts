// Guard against drift between data/ and the hand-written benchmark pages it was transcribed from
// (seeds 000/001: ActualLab.Fusion, 002: TopGun, 004: Ergo). The tables below are pasted from the
// pages as written ("155.68K calls/s", "2.0ms / 2.7ms / 6.4ms", "29.96ns, 53B, 0a"); the test
// parses them and checks every figure against the stored value, and checks the other way round that
// every number stored in these suites is accounted for by some figure of a page.
import { describe, expect, it } from 'vitest'
import { loadAll } from '../../scripts/write/store'
import type { LoadedSuite } from '../../scripts/write/store'
import type { Measurement, ParamValue, Result, Run } from '../../data/schema/schema'
import { measurement, resultKey } from '../../data/schema/model'
import { convert } from '../../data/numbers/units'

const NEW = '2026-04-25-net10.0.7'
const OLD = 'net10.0.1'
const FUSION_RUNS = [NEW, OLD] as const

type Params = Record<string, ParamValue>
type Field = 'value' | `p${string}` | `sample${number}`
interface Expect {
  suite: string
  run: string
  benchmark: string
  params: Params
  metric: string
  field: Field
  expected: number
  unit: string
  qualifier?: Measurement['qualifier']
  figure: string
}

// ------------------------------------------------------------------ parsing the pages' notation

const PREFIX: Record<string, number> = { K: 3, M: 6, G: 9 }
const UNIT_ALIAS: Record<string, string> = { 'ops/sec': 'ops/s', 'msg/sec': 'msg/s', a: 'allocs/op' }

interface Figure {
  value: number
  unit: string
  qualifier?: Measurement['qualifier']
}

/** "155.68K calls/s" → 155680 calls/s; "480,000+ ops/sec" → at-least; "< 1,000 ms" → below. */
function figure(text: string, defaultUnit = ''): Figure {
  let s = text.trim()
  let qualifier: Measurement['qualifier']
  if (s.startsWith('>=')) {
    qualifier = 'at-least'
    s = s.slice(2).trim()
  } else if (s.startsWith('<')) {
    qualifier = 'below'
    s = s.slice(1).trim()
  }
  const m = /^([\d,]+(?:\.\d+)?)(?:([KMG])(?=[\s+]|$))?(\+)?\s*(.*)$/.exec(s)
  if (!m) throw new Error(`not a figure: ${text}`)
  if (m[3]) qualifier = 'at-least'
  // Exponent notation keeps the decimal shift exact: Number("155.68e3") === 155680.
  const value = Number(`${(m[1] ?? '').replace(/,/g, '')}e${PREFIX[m[2] ?? ''] ?? 0}`)
  const raw = (m[4] ?? '').trim() || defaultUnit
  return { value, unit: UNIT_ALIAS[raw] ?? raw, qualifier }
}

/** A pasted markdown table: header cells and body rows (the |---| line is skipped). */
function table(md: string): { head: string[]; rows: string[][] } {
  const lines = md
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('|') && !/^\|[-\s|]+\|$/.test(l))
  const cells = lines.map((l) =>
    l
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim()),
  )
  const [head = [], ...rows] = cells
  return { head, rows }
}

const expectations: Expect[] = []

function add(
  suite: string,
  run: string,
  benchmark: string,
  params: Params,
  metric: string,
  text: string,
  defaultUnit?: string,
): void {
  const f = figure(text, defaultUnit)
  expectations.push({
    suite,
    run,
    benchmark,
    params,
    metric,
    field: 'value',
    expected: f.value,
    unit: f.unit,
    qualifier: f.qualifier,
    figure: text,
  })
}

/** "2.0ms / 2.7ms / 6.4ms" → value (= p50), p50, p95, p99. */
function addLatency(suite: string, run: string, benchmark: string, params: Params, text: string): void {
  const [p50, p95, p99] = text.split('/').map((t) => figure(t))
  const base = { suite, run, benchmark, params, metric: 'latency', figure: text }
  for (const [field, f] of [
    ['value', p50],
    ['p50', p50],
    ['p95', p95],
    ['p99', p99],
  ] as const) {
    if (!f) throw new Error(`bad latency cell ${text}`)
    expectations.push({ ...base, field, expected: f.value, unit: f.unit })
  }
}

// ------------------------------------------------------------------ Fusion (seeds 000 = NEW, 001 = OLD)

const perfTest: Record<string, Record<string, string>> = {
  [NEW]: {
    'multi-reader': `
| Test | SQLite | PostgreSQL |
|---|---|---|
| Without Fusion | 155.68K calls/s | 38.61K calls/s |
| With Fusion | 316.34M calls/s | 313.75M calls/s |`,
    'single-reader': `
| Test | SQLite | PostgreSQL |
|---|---|---|
| Without Fusion | 55.70K calls/s | 1.78K calls/s |
| With Fusion | 19.54M calls/s | 19.66M calls/s |`,
  },
  [OLD]: {
    'multi-reader': `
| Test | SQLite | PostgreSQL |
|------|--------|------------|
| Without Fusion | 155.68K calls/s | 38.61K calls/s |
| With Fusion | 316.34M calls/s | 313.75M calls/s |`,
    'single-reader': `
| Test | SQLite | PostgreSQL |
|------|--------|------------|
| Without Fusion | 55.70K calls/s | 1.78K calls/s |
| With Fusion | 19.54M calls/s | 19.66M calls/s |`,
  },
}
for (const run of FUSION_RUNS) {
  for (const [scenario, md] of Object.entries(perfTest[run] ?? {})) {
    const { head, rows } = table(md)
    for (const [test = '', ...cells] of rows) {
      const fusion = test === 'With Fusion' ? 'with' : test === 'Without Fusion' ? 'without' : ''
      cells.forEach((c, i) =>
        add(
          'fusion-perf-test',
          run,
          'UserService.Get',
          { scenario, fusion, database: head[i + 1] ?? '' },
          'throughput',
          c,
        ),
      )
    }
  }
}

const samples: Record<string, Record<'local' | 'remote', string>> = {
  [NEW]: {
    local: `
| Regular Service | 118.15K calls/s | |
| Fusion Service | 261.32M calls/s | ~2,212x |`,
    remote: `
| HTTP Client → Regular Service | 80.43K calls/s | |
| HTTP Client → Fusion Service | 393.65K calls/s | ~4.9x |
| ActualLab.Rpc Client → Fusion Service | 7.92M calls/s | ~98x |
| Fusion Client → Fusion Service | 215.45M calls/s | ~2,679x |`,
  },
  [OLD]: {
    local: `
| Regular Service | 135.44K calls/s | |
| Fusion Service | 266.58M calls/s | ~1,968x |`,
    remote: `
| HTTP Client → Regular Service | 100.72K calls/s | |
| HTTP Client → Fusion Service | 431.35K calls/s | ~4.3x |
| ActualLab.Rpc Client → Fusion Service | 6.92M calls/s | ~69x |
| Fusion Client → Fusion Service | 226.73M calls/s | ~2,251x |`,
  },
}
for (const run of FUSION_RUNS) {
  for (const [setup, md] of Object.entries(samples[run] ?? {})) {
    // The header-less paste: every line is a body row, so prepend a header.
    const { rows } = table(`| Test | Result | Speedup |\n${md}`)
    // The Speedup column is computed by the site (Fusion / regular), so it is not stored.
    for (const [test = '', result = ''] of rows) add('fusion-samples', run, test, { setup }, 'throughput', result)
  }
}

const rpcCalls: Record<string, string> = {
  [NEW]: `
| Test | ActualLab.Rpc | gRPC | SignalR | Speedup |
|---|---|---|---|---|
| Sum | 10.16M calls/s | 1.29M calls/s | 5.31M calls/s | 1.9..7.9x |
| GetUser | 9.03M calls/s | 1.26M calls/s | 4.43M calls/s | 2.0..7.2x |
| SayHello | 6.16M calls/s | 1.18M calls/s | 2.24M calls/s | 2.7..5.2x |`,
  [OLD]: `
| Test | ActualLab.Rpc | gRPC | SignalR | Speedup |
|------|---------------|------|---------|---------|
| Sum | 9.33M calls/s | 1.11M calls/s | 5.30M calls/s | 1.8..8.4x |
| GetUser | 8.37M calls/s | 1.10M calls/s | 4.43M calls/s | 1.9..7.6x |
| SayHello | 5.99M calls/s | 1.04M calls/s | 2.25M calls/s | 2.7..5.8x |`,
}
const rpcLatency: Record<string, string> = {
  [NEW]: `
| Framework | Sum (p50 / p95 / p99) | GetUser (p50 / p95 / p99) | SayHello (p50 / p95 / p99) |
|---|---|---|---|
| ActualLab.Rpc | 2.0ms / 2.7ms / 6.4ms | 2.2ms / 3.1ms / 8.7ms | 3.2ms / 4.3ms / 10.4ms |
| gRPC | 3.3ms / 5.1ms / 13.7ms | 3.3ms / 5.9ms / 16.7ms | 3.5ms / 4.7ms / 14.2ms |
| SignalR | 3.9ms / 8.1ms / 11.1ms | 4.6ms / 5.8ms / 11.1ms | 9.0ms / 12.8ms / 15.0ms |`,
}
const rpcStreams: Record<string, string> = {
  [NEW]: `
| Test | ActualLab.Rpc | gRPC | SignalR | Speedup |
|---|---|---|---|---|
| Stream1 | 96.96M items/s | 43.78M items/s | 18.30M items/s | 2.2..5.3x |
| Stream100 | 43.01M items/s | 25.87M items/s | 14.25M items/s | 1.7..3.0x |
| Stream10K | 820.08K items/s | 572.76K items/s | 414.72K items/s | 1.4..2.0x |`,
  [OLD]: `
| Test | ActualLab.Rpc | gRPC | SignalR | Speedup |
|------|---------------|------|---------|---------|
| Stream1 | 101.17M items/s | 39.59M items/s | 17.17M items/s | 2.6..5.9x |
| Stream100 | 47.53M items/s | 21.19M items/s | 14.00M items/s | 2.2..3.4x |
| Stream10K | 955.44K items/s | 691.20K items/s | 460.80K items/s | 1.4..2.1x |`,
}
/** "Stream1 = 1-byte items, Stream100 = 100-byte items, Stream10K = 10KB items"; 10KB = 10,240 B. */
const ITEM_BYTES: Record<string, number> = { Stream1: 1, Stream100: 100, Stream10K: 10240 }
/** Throughput (items/s × item size): computed by the site from `items`, checked below, not stored. */
const rpcThroughput: Record<string, string> = {
  [NEW]: `
| Test | ActualLab.Rpc | gRPC | SignalR |
|---|---|---|---|
| Stream1 | 96.96 MB/s | 43.78 MB/s | 18.30 MB/s |
| Stream100 | 4.30 GB/s | 2.59 GB/s | 1.43 GB/s |
| Stream10K | 8.40 GB/s | 5.86 GB/s | 4.25 GB/s |`,
  [OLD]: `
| Test | ActualLab.Rpc | gRPC | SignalR |
|------|---------------|------|---------|
| Stream1 | 101.17 MB/s | 39.59 MB/s | 17.17 MB/s |
| Stream100 | 4.75 GB/s | 2.12 GB/s | 1.40 GB/s |
| Stream10K | 9.78 GB/s | 7.08 GB/s | 4.72 GB/s |`,
}
// The one stream throughput a run stores itself: the product of the rounded rates (5.865 GB/s) would show
// 5.87 where the source, computing from unrounded rates, printed 5.86.
expectations.push({
  ...{ suite: 'fusion-rpc', run: NEW, benchmark: 'Stream10K', params: { framework: 'gRPC', itemBytes: 10240 } },
  ...{ metric: 'bytes', field: 'value', expected: 5.86e9, unit: 'B/s', qualifier: undefined, figure: '5.86 GB/s' },
})

/** Rows are tests, columns frameworks (the local RPC tables). */
function byTest(
  suite: string,
  run: string,
  md: string,
  metric: string,
  params: (test: string, fw: string) => Params,
): void {
  const { head, rows } = table(md)
  for (const [test = '', ...cells] of rows) {
    cells.forEach((c, i) => {
      const fw = head[i + 1] ?? ''
      if (fw !== 'Speedup') add(suite, run, test, params(test, fw), metric, c)
    })
  }
}
/** Rows are frameworks, columns tests (the Docker tables and latency tables). */
function byFramework(
  suite: string,
  run: string,
  md: string,
  cell: (test: string, fw: string, c: string) => void,
): void {
  const { head, rows } = table(md)
  for (const [fw = '', ...cells] of rows)
    cells.forEach((c, i) => cell((head[i + 1] ?? '').replace(/\s*\(.*\)$/, ''), fw, c))
}

for (const run of FUSION_RUNS) {
  byTest('fusion-rpc', run, rpcCalls[run] ?? '', 'calls', (_, framework) => ({ framework }))
  byTest('fusion-rpc', run, rpcStreams[run] ?? '', 'items', (test, framework) => ({
    framework,
    itemBytes: ITEM_BYTES[test] ?? NaN,
  }))
  const lat = rpcLatency[run]
  if (lat)
    byFramework('fusion-rpc', run, lat, (test, framework, c) => addLatency('fusion-rpc', run, test, { framework }, c))
}

const dockerCalls: Record<string, string> = {
  [NEW]: `
| Framework | Sum | GetUser | SayHello |
|---|---|---|---|
| ActualLab.Rpc | 4.75M calls/s | 4.38M calls/s | 2.52M calls/s |
| SignalR | 2.23M calls/s | 1.82M calls/s | 842.45K calls/s |
| gRPC | 437.85K calls/s | 441.44K calls/s | 399.32K calls/s |
| MagicOnion | 392.59K calls/s | 402.85K calls/s | 362.84K calls/s |
| StreamJsonRpc | 265.72K calls/s | 226.77K calls/s | 99.09K calls/s |
| HTTP | 105.25K calls/s | 103.12K calls/s | 88.18K calls/s |`,
  [OLD]: `
| Framework | Sum | GetUser | SayHello |
|-----------|-----|---------|----------|
| ActualLab.Rpc | 1.49M calls/s | 1.40M calls/s | 1.13M calls/s |
| SignalR | 1.31M calls/s | 1.14M calls/s | 667.69K calls/s |
| gRPC | 480.48K calls/s | 476.97K calls/s | 447.06K calls/s |
| MagicOnion | 453.41K calls/s | 448.39K calls/s | 417.47K calls/s |
| StreamJsonRpc | 279.14K calls/s | 236.43K calls/s | 107.29K calls/s |
| HTTP | 164.10K calls/s | 156.26K calls/s | 129.30K calls/s |`,
}
const dockerLatency: Record<string, string> = {
  [NEW]: `
| Framework | Sum (p50 / p95 / p99) | GetUser (p50 / p95 / p99) | SayHello (p50 / p95 / p99) |
|---|---|---|---|
| ActualLab.Rpc | 3.8ms / 8.1ms / 23.7ms | 4.3ms / 7.6ms / 16.2ms | 6.5ms / 35.5ms / 39.9ms |
| SignalR | 5.2ms / 12.2ms / 50.7ms | 7.0ms / 12.0ms / 37.3ms | 19.9ms / 51.0ms / 58.1ms |
| gRPC | 3.3ms / 32.3ms / 45.4ms | 3.5ms / 6.8ms / 32.1ms | 4.2ms / 9.6ms / 36.2ms |
| MagicOnion | 4.5ms / 8.3ms / 24.1ms | 5.0ms / 10.8ms / 23.1ms | 5.5ms / 8.8ms / 12.3ms |
| StreamJsonRpc | 43.4ms / 56.4ms / 59.6ms | 58.9ms / 70.1ms / 72.5ms | 107.3ms / 212.3ms / 222.0ms |
| HTTP | 33.9ms / 51.4ms / 54.9ms | 34.2ms / 44.3ms / 45.9ms | 30.4ms / 44.0ms / 45.5ms |`,
}
const dockerStreams: Record<string, string> = {
  [NEW]: `
| Framework | Stream1 | Stream100 | Stream10K |
|---|---|---|---|
| ActualLab.Rpc | 31.80M items/s | 12.66M items/s | 279.72K items/s |
| gRPC | 11.27M items/s | 6.04M items/s | 125.64K items/s |
| SignalR | 5.42M items/s | 3.62M items/s | 106.20K items/s |
| StreamJsonRpc | 115.20K items/s | 115.20K items/s | 0 items/s |`,
  [OLD]: `
| Framework | Stream1 | Stream100 | Stream10K |
|-----------|---------|-----------|-----------|
| ActualLab.Rpc | 34.24M items/s | 15.56M items/s | 432.72K items/s |
| gRPC | 12.60M items/s | 6.15M items/s | 259.20K items/s |
| SignalR | 5.28M items/s | 3.93M items/s | 202.32K items/s |
| StreamJsonRpc | 144.00K items/s | 144.00K items/s | 86.40K items/s |`,
}
for (const run of FUSION_RUNS) {
  const s = 'fusion-rpc-docker'
  byFramework(s, run, dockerCalls[run] ?? '', (test, framework, c) => add(s, run, test, { framework }, 'calls', c))
  byFramework(s, run, dockerStreams[run] ?? '', (test, framework, c) =>
    add(s, run, test, { framework, itemBytes: ITEM_BYTES[test] ?? NaN }, 'items', c),
  )
  const lat = dockerLatency[run]
  if (lat) byFramework(s, run, lat, (test, framework, c) => addLatency(s, run, test, { framework }, c))
}

// Identical on both pages.
const redis = `
| Operation | Result |
|-----------|--------|
| PING_INLINE | 231.59K req/s |
| GET | 229.25K req/s |
| SET | 229.67K req/s |`
for (const run of FUSION_RUNS) {
  for (const [op = '', result = ''] of table(redis).rows)
    add('fusion-redis', run, op, { clients: 12, requests: 500000 }, 'rps', result)
}

// ------------------------------------------------------------------ TopGun (seed 002)

const TG = 'topgun-load-harness'
const tgParams = (mode: string): Params => ({ mode, connections: 200, durationSecs: 30 })
const fireAndWait = `
| Metric | Measured | Baseline floor |
|---|---|---|
| Throughput | 37,000+ ops/sec | 30,000 ops/sec |
| p50 latency | 1.5ms | 5ms max |
| Acked ratio | >= 80% | >= 80% |`
const fireAndForget = `
| Metric | Measured | Baseline floor |
|---|---|---|
| Throughput | 480,000+ ops/sec | 380,000 ops/sec |
| p50 latency | < 1,000 ms | < 1,000 ms |`
const TG_METRIC: Record<string, string> = {
  Throughput: 'throughput',
  'p50 latency': 'latency-p50',
  'Acked ratio': 'acked-ratio',
}
const floors: { mode: string; metric: string; kind: 'min' | 'max'; value: number; figure: string }[] = []
for (const [mode, md] of [
  ['fire-and-wait', fireAndWait],
  ['fire-and-forget', fireAndForget],
] as const) {
  for (const [name = '', measured = '', floor = ''] of table(md).rows) {
    const metric = TG_METRIC[name] ?? name
    add(TG, '2026-04-18', 'load_harness', tgParams(mode), metric, measured)
    const kind = metric === 'latency-p50' ? 'max' : 'min'
    floors.push({ mode, metric, kind, value: figure(floor.replace(/\s*max$/, '')).value, figure: floor })
  }
}
// "two consecutive runs: 483K, 487K ops/sec fire-and-forget"
;['483K', '487K'].forEach((t, i) =>
  expectations.push({
    suite: TG,
    run: '2026-04-18',
    benchmark: 'load_harness',
    params: tgParams('fire-and-forget'),
    metric: 'throughput',
    field: `sample${i}`,
    expected: figure(t).value,
    unit: 'ops/s',
    figure: t,
  }),
)
// "An earlier 2026-03-27 measurement reported 560K ops/sec fire-and-forget" (retired)
add(TG, '2026-03-27', 'load_harness', tgParams('fire-and-forget'), 'throughput', '560K ops/sec')
// The "Baseline Thresholds" table of the same page repeats the floors; both must agree with the suite.
const baseline = `
| Mode | Metric | Floor (baseline.json) | Measured (2026-04-18) |
|---|---|---|---|
| Fire-and-wait | Min ops/sec | 30,000 | 37,000+ |
| Fire-and-wait | Max p50 latency | 5ms | 1.5ms |
| Fire-and-forget | Min ops/sec | 380,000 | 480,000+ |
| Fire-and-forget | Max p50 latency | 1,000ms | < 1,000ms |
| Both | Regression tolerance | 20% | — |`

// ------------------------------------------------------------------ Ergo (seed 004)

const serialization = `
| Data Type | EDF | EDF (+cache) | Protobuf | Gob | Winner | EDF Advantage |
|---|---|---|---|---|---|---|
| String Encode | 29.96ns, 53B, 0a | 23.45ns, 0B, 0a | 44.37ns, 32B, 1a | 76.42ns, 16B, 1a | EDF+Cache | 47% faster than Protobuf, 69% faster than Gob |
| String Decode | 76.63ns, 72B, 4a | 76.62ns, 72B, 4a | 67.45ns, 96B, 2a | 429.5ns, 1000B, 19a | Protobuf | EDF 14% slower, but 6x faster than Gob |
| Map Encode | 310.5ns, 325B, 10a | 224.7ns, 204B, 5a | 339.9ns, 112B, 5a | 234.0ns, 32B, 2a | EDF+Cache | 34% faster than Protobuf, competitive with Gob |
| Map Decode | 557.4ns, 955B, 25a | 468.8ns, 846B, 22a | 353.3ns, 528B, 13a | 6733ns, 8256B, 185a | Protobuf | EDF+Cache 33% slower, but 14x faster than Gob |
| Complex Struct Encode | 277.8ns, 307B, 6a | 269.8ns, 306B, 6a | 474.3ns, 224B, 9a | 357.1ns, 88B, 5a | EDF+Cache | 43% faster than Protobuf, 24% faster than Gob |
| Complex Struct Decode | 740.1ns, 1364B, 41a | 700.8ns, 1368B, 41a | 597.2ns, 824B, 25a | 9335ns, 10872B, 255a | Protobuf | EDF+Cache 17% slower, but 13x faster than Gob |
| Nested Struct Encode | 739.9ns, 732B, 17a | 796.2ns, 846B, 17a | 1557ns, 640B, 27a | 901.4ns, 256B, 15a | EDF | 52% faster than Protobuf, 18% faster than Gob |
| Nested Struct Decode | 2137ns, 4594B, 107a | 2291ns, 5438B, 120a | 1684ns, 2544B, 71a | 12729ns, 14712B, 342a | Protobuf | EDF 27% slower, but 6x faster than Gob |`
{
  const { head, rows } = table(serialization)
  for (const [dataType = '', ...cells] of rows) {
    const m = /^(.*) (Encode|Decode)$/.exec(dataType)
    const benchmark = m?.[1] ?? dataType
    const op = m?.[2] ?? ''
    // "Format: time ns/op, memory B/op, allocations/op"; Winner and EDF Advantage are computed, not stored.
    cells.slice(0, 4).forEach((cell, i) => {
      const [time = '', mem = '', allocs = ''] = cell.split(',').map((x) => x.trim())
      const params = { op, codec: head[i + 1] ?? '' }
      add('ergo-serialization', 'published', benchmark, params, 'time', time)
      add('ergo-serialization', 'published', benchmark, params, 'bytes', mem.replace(/B$/, ''), 'B/op')
      add('ergo-serialization', 'published', benchmark, params, 'allocs', allocs)
    })
  }
}
const pubsub = `
- Total subscribers: 1,000,000
- Producer nodes: 1
- Consumer nodes: 10
- Time to deliver all: 342ms
- Network messages sent: 10
- Delivery rate: 2.9M msg/sec`
const pubsubLines = Object.fromEntries(
  pubsub
    .trim()
    .split('\n')
    .map((l) => l.replace(/^- /, '').split(': ') as [string, string]),
)
const pubsubParams: Params = {
  subscribers: figure(pubsubLines['Total subscribers'] ?? '').value,
  producers: figure(pubsubLines['Producer nodes'] ?? '').value,
  consumerNodes: figure(pubsubLines['Consumer nodes'] ?? '').value,
}
add(
  'ergo-pubsub',
  'published',
  'Distributed Pub/Sub',
  pubsubParams,
  'delivery-time',
  pubsubLines['Time to deliver all'] ?? '',
)
add(
  'ergo-pubsub',
  'published',
  'Distributed Pub/Sub',
  pubsubParams,
  'network-messages',
  pubsubLines['Network messages sent'] ?? '',
  'msgs',
)
add(
  'ergo-pubsub',
  'published',
  'Distributed Pub/Sub',
  pubsubParams,
  'delivery-rate',
  pubsubLines['Delivery rate'] ?? '',
)

// ------------------------------------------------------------------ the checks

const SUITES = [
  'fusion-perf-test',
  'fusion-samples',
  'fusion-rpc',
  'fusion-rpc-docker',
  'fusion-redis',
  'topgun-load-harness',
  'ergo-serialization',
  'ergo-pubsub',
]

const all = loadAll()

function suiteOf(id: string): LoadedSuite {
  const s = all.get(id)
  if (!s) throw new Error(`suite ${id} not loaded`)
  return s
}
function runOf(suite: string, run: string): Run {
  const r = suiteOf(suite).runs.find((x) => x.id === run)
  if (!r) throw new Error(`run ${suite}/${run} not found`)
  return r
}
function resultOf(suite: string, run: string, benchmark: string, params: Params): Result {
  const key = resultKey({ benchmark, params })
  const r = runOf(suite, run).results.find((x) => resultKey(x) === key)
  if (!r) throw new Error(`no result ${suite}/${run} ${key}`)
  return r
}
function fieldOf(m: Measurement, field: Field): number | undefined {
  if (field === 'value') return m.value
  if (field.startsWith('sample')) return m.samples?.[Number(field.slice('sample'.length))]
  return m.percentiles?.[field.slice(1)]
}
const fieldKey = (suite: string, run: string, r: Pick<Result, 'benchmark' | 'params'>, metric: string, field: Field) =>
  JSON.stringify([suite, run, resultKey(r), metric, field])

describe('seed data', () => {
  it('loads every suite and holds the expected suites and runs', () => {
    expect(() => loadAll()).not.toThrow()
    for (const id of SUITES) expect(all.has(id), id).toBe(true)
    for (const id of SUITES.filter((s) => s.startsWith('fusion-'))) {
      expect(suiteOf(id).suite.project).toBe('ActualLab.Fusion')
      expect(suiteOf(id).runs.map((r) => r.id)).toEqual([OLD, NEW]) // undated run sorts first
      const n = runOf(id, NEW)
      expect([n.date, n.version, n.environment?.runtimes?.['.NET']]).toEqual(['2026-04-25', '12.3.76', '10.0.7'])
      const o = runOf(id, OLD)
      expect([o.date, o.version, o.label, o.environment?.runtimes?.['.NET']]).toEqual([
        undefined,
        undefined,
        '.NET 10.0.1 run',
        '10.0.1',
      ])
    }
    expect(suiteOf(TG).suite.project).toBe('TopGun')
    expect(runOf(TG, '2026-03-27').status).toBe('retired')
    expect(runOf(TG, '2026-03-27').statusNote).toBeTruthy()
    expect(runOf(TG, '2026-04-18').status ?? 'current').toBe('current')
    for (const id of ['ergo-serialization', 'ergo-pubsub']) {
      expect(suiteOf(id).suite.project).toBe('Ergo Framework')
      expect(suiteOf(id).runs.map((r) => r.id)).toEqual(['published'])
    }
  })

  it.each(
    expectations.map(
      (e) =>
        [
          `${e.suite} ${e.run} ${e.benchmark} ${JSON.stringify(e.params)} ${e.metric}.${e.field} = ${e.figure}`,
          e,
        ] as const,
    ),
  )('%s', (_, e) => {
    const metric = suiteOf(e.suite).suite.metrics[e.metric]
    expect(metric, `metric ${e.metric}`).toBeDefined()
    expect(e.unit).toBe(metric?.unit)
    const m = resultOf(e.suite, e.run, e.benchmark, e.params).values[e.metric]
    expect(m, 'measurement').toBeDefined()
    if (!m) return
    expect(fieldOf(m, e.field)).toBe(e.expected)
    if (e.field === 'value') expect(m.qualifier).toBe(e.qualifier)
  })

  it('names every run in words a reader can place: its date, or who ran it and where', () => {
    // "Published results" told a reader nothing (Ergo's run line); an undated run says whose it is.
    for (const [id, { runs }] of all)
      for (const r of runs) {
        if (r.date) continue
        expect(r.label, `${id}/${r.id}`).toBeTruthy()
        expect(r.label, `${id}/${r.id}`).not.toMatch(/^(published|results?|run)\b/i)
      }
    expect(runOf('ergo-serialization', 'published').label).toBe("Ergo authors' run, Apple M4 Max")
  })
  it('stores no number that is not a figure of a page (each figure once per run)', () => {
    const expected = new Set(expectations.map((e) => fieldKey(e.suite, e.run, e, e.metric, e.field)))
    expect(expected.size).toBe(expectations.length)
    const stored: string[] = []
    for (const id of SUITES) {
      for (const run of suiteOf(id).runs) {
        for (const r of run.results) {
          for (const [metric, m] of Object.entries(r.values)) {
            stored.push(fieldKey(id, run.id, r, metric, 'value'))
            for (const p of Object.keys(m.percentiles ?? {})) stored.push(fieldKey(id, run.id, r, metric, `p${p}`))
            ;(m.samples ?? []).forEach((_, i) => stored.push(fieldKey(id, run.id, r, metric, `sample${i}`)))
            for (const k of ['stddev', 'min', 'max', 'median', 'ci', 'n'] as const)
              expect(m[k], `${id}/${run.id} ${k}`).toBeUndefined()
          }
        }
      }
    }
    expect(stored.filter((k) => !expected.has(k))).toEqual([])
    expect(stored.length).toBe(expectations.length)
  })

  it('the zero StreamJsonRpc Stream10K figure carries a note', () => {
    const r = resultOf('fusion-rpc-docker', NEW, 'Stream10K', { framework: 'StreamJsonRpc', itemBytes: 10240 })
    expect(r.values.items?.value).toBe(0)
    expect(r.note).toMatch(/0|zero/i)
  })

  it('derives the stream throughput tables (items/s × item size) from stored items', () => {
    const { suite } = suiteOf('fusion-rpc')
    expect(suite.metrics.bytes?.derive).toEqual({ metric: 'items', timesParam: 'itemBytes' })
    const mismatches: string[] = []
    for (const run of FUSION_RUNS) {
      const { head, rows } = table(rpcThroughput[run] ?? '')
      for (const [test = '', ...cells] of rows) {
        cells.forEach((c, i) => {
          const framework = head[i + 1] ?? ''
          const f = figure(c)
          const m = measurement(
            suite,
            resultOf('fusion-rpc', run, test, { framework, itemBytes: ITEM_BYTES[test] ?? NaN }),
            'bytes',
          )
          expect(m, `${run} ${test} ${framework}`).toBeDefined()
          const shown = Number(convert(m?.value ?? NaN, 'B/s', f.unit).toFixed(2))
          if (shown !== f.value) mismatches.push(`${run} ${test} ${framework}: page ${c}, computed ${shown} ${f.unit}`)
        })
      }
    }
    // Every figure as the source says it: 572.76K × 10,240 B = 5.865 GB/s would round to 5.87, while the
    // source (computing from unrounded rates) printed 5.86 — the run stores that figure itself.
    expect(mismatches).toEqual([])
  })

  it('holds the TopGun baseline floors and tolerance', () => {
    const { suite } = suiteOf(TG)
    const find = (mode: string, metric: string) =>
      (suite.thresholds ?? []).filter((t) => t.metric === metric && t.where?.mode === mode)
    for (const f of floors) {
      const ts = find(f.mode, f.metric)
      expect(ts, `${f.mode} ${f.metric} ${f.figure}`).toHaveLength(1)
      expect([ts[0]?.kind, ts[0]?.value]).toEqual([f.kind, f.value])
    }
    const MODE: Record<string, string> = { 'Fire-and-wait': 'fire-and-wait', 'Fire-and-forget': 'fire-and-forget' }
    for (const [mode = '', what = '', floor = ''] of table(baseline).rows) {
      if (what === 'Regression tolerance') {
        expect(suite.tolerance).toBe(figure(floor).value / 100)
        continue
      }
      const metric = what.includes('latency') ? 'latency-p50' : 'throughput'
      const ts = find(MODE[mode] ?? mode, metric)
      expect(ts.map((t) => [t.kind, t.value])).toEqual([[what.startsWith('Max') ? 'max' : 'min', figure(floor).value]])
    }
    expect(suite.thresholds).toHaveLength(floors.length)
  })
})
