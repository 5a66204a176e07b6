// One table for the formats added together (issue 13's new tools): every row gets the same error
// tests, plus a few hand-checked figures (every-format.test.ts gives every format its golden, schema
// and detection tests). Add a row, not a file.
import { describe, expect, it } from 'vitest'
import { parsers } from '../../../../scripts/parsers/parser-registry'
import type { ParsedRun, Parser } from '../../../../scripts/parsers/types'
import { bestParser, fixtures, input, parseError, raw } from './helpers'

interface Bad {
  text: string
  where: string | RegExp
  expected: RegExp
}
interface Row {
  id: string
  /** Inputs that must be refused: where (line or JSON path) and what was expected. */
  bad: Bad[]
  /** Figures read by hand from one fixture. */
  check?: [string, (run: ParsedRun) => void]
}

const ROWS: Row[] = [
  {
    id: 'tinybench',
    bad: [
      {
        text: '[{"name":"a","result":{"latency":{"samplesCount":1},"throughput":{"mean":1}}}]',
        where: '$[0].result.latency.mean',
        expected: /the mean/,
      },
    ],
    check: [
      'fib_tasks.json',
      (r) =>
        expect(r.results[0]!.values.latency).toMatchObject({
          value: 0.010834497395704598,
          n: 20159,
          median: 0.0009620000000722939,
        }),
    ],
  },
  {
    id: 'mitata',
    bad: [
      {
        text: '{"benchmarks":[{"alias":"x","runs":[{"name":"x","stats":{"min":1}}]}],"context":{}}',
        where: '$.benchmarks[0].runs[0].stats.avg',
        expected: /average time/,
      },
    ],
    check: [
      'fib_args.json',
      (r) =>
        expect(r.results.map((x) => [x.benchmark, x.params])).toEqual([
          ['fib(10)', undefined],
          ['fib($n)', { n: 5 }],
          ['fib($n)', { n: 12 }],
        ]),
    ],
  },
  {
    id: 'vitest-bench',
    bad: [
      {
        text: '{"files":[{"filepath":"a","groups":[{"fullName":"g","benchmarks":[{"name":"b","hz":5}]}]}]}',
        where: '$.files[0].groups[0].benchmarks[0].mean',
        expected: /mean time in ms/,
      },
    ],
    check: [
      'fib_sort.json',
      (r) =>
        expect([r.results[2]!.benchmark, r.results[2]!.values.hz!.value]).toEqual([
          'fib.bench.ts > sort > sort 100 numbers',
          60713.98099155902,
        ]),
    ],
  },
  {
    id: 'pyperf',
    bad: [
      {
        text: '{"benchmarks":[{"metadata":{"name":"a","unit":"furlong"},"runs":[]}],"version":"1.0"}',
        where: '$.benchmarks[0].metadata.unit',
        expected: /"second", "byte" or "integer"/,
      },
    ],
    check: [
      'runner_fib.json',
      (r) => expect(r.results[0]!.values.time).toMatchObject({ n: 20, min: 0.000010759360717774169 }),
    ],
  },
  {
    id: 'fio',
    bad: [
      {
        text: '{"fio version":"fio-3.33","jobs":[{"jobname":"j","read":{"io_bytes":5,"iops":1,"bw_bytes":1}}]}',
        where: '$.jobs[0].read.clat_ns',
        expected: /completion latency/,
      },
    ],
    check: [
      'randread_4k.json',
      (r) =>
        expect([
          r.results[0]!.params,
          r.results[0]!.values.iops!.value,
          r.results[0]!.values.latency!.percentiles!['99'],
        ]).toEqual([{ rw: 'read', bs: '4k', ioengine: 'psync', size: '32M' }, 9452.396804, 1138688]),
    ],
  },
  {
    id: 'vegeta',
    bad: [
      {
        text: '{"latencies":{"50th":1},"requests":3,"status_codes":{}}',
        where: '$.latencies.mean',
        expected: /mean latency/,
      },
    ],
    check: [
      'rate50_503.json',
      (r) =>
        expect([r.results[0]!.values.success!.value, r.warnings]).toEqual([
          0,
          ['100 % of the requests failed (503 Service Unavailable)'],
        ]),
    ],
  },
  {
    id: 'vegeta-text',
    bad: [
      {
        text: 'Requests      [total, rate, throughput]  600, 200.88, 200.82\nLatencies     [min, mean, 50, 90, 95, 99, max]  1ms, fast, 1ms, 1ms, 1ms, 1ms, 1ms\nSuccess [ratio] 100.00%\n',
        where: 'line 2',
        expected: /a duration such as "5.624ms", found "fast"/,
      },
    ],
    check: [
      'rate200_3s.txt',
      (r) => expect(r.results[0]!.values.latency).toMatchObject({ value: 5624000, min: 255298, n: 600 }),
    ],
  },
  {
    id: 'vegeta-hist',
    bad: [{ text: 'Bucket  #  %  Histogram\n[0s, 1ms] many 3%\n', where: 'line 2', expected: /a bucket line/ }],
  },
  {
    id: 'bencher-bmf',
    bad: [
      { text: '{"a":{"latency":{"value":"fast"}}}', where: '$.a.latency.value', expected: /the value \(a number\)/ },
    ],
  },
  {
    id: 'custom-smaller-is-better',
    bad: [
      {
        text: '[{"name":"a","unit":"ms","value":"slow"}]',
        where: '$[0].value',
        expected: /the value \(a number\), found "slow"/,
      },
    ],
    check: [
      'node_ms.json',
      (r) =>
        expect(r.results[0]).toEqual({
          benchmark: 'fib(20)',
          // The range is the value's spread, and stays in the note as written.
          values: { time: { value: 0.188066, stddev: 0.083593 } },
          note: 'range ± 0.083593; 30 rounds of 50 calls',
        }),
    ],
  },
  {
    id: 'custom-bigger-is-better',
    bad: [{ text: '[{"unit":"ops/sec","value":1}]', where: '$[0].name', expected: /benchmark name/ }],
  },
  {
    id: 'catch2-xml',
    bad: [
      {
        text: '<Catch name="t">\n<BenchmarkResults name="x" samples="3">\n<mean lowerBound="1"/>\n</BenchmarkResults>\n</Catch>\n',
        where: 'line 2',
        expected: /<mean value/,
      },
    ],
  },
  {
    id: 'catch2-console',
    bad: [
      {
        text: 'benchmark name   samples   iterations   estimated\n mean low mean high mean\n std dev\n-----\nfib 10        20     3    1.2 ms\n   44.5 ns   44.0 ns\n',
        where: 'line 6',
        expected: /two lines/,
      },
    ],
    check: [
      'fib_sort.txt',
      (r) =>
        expect(r.results[1]!.values.time).toEqual({
          value: 82743.1,
          stddev: 296942,
          ci: { lower: 14304.3, upper: 355968 },
          n: 20,
        }),
    ],
  },
  {
    id: 'hey',
    bad: [
      {
        text: 'Summary:\n  Total:\t0.8 secs\n  Slowest:\tslow secs\n  Requests/sec:\t2\n',
        where: 'line 3',
        expected: /a number after "Slowest:"/,
      },
    ],
    check: [
      'summary_n2000_c10.txt',
      (r) =>
        expect(r.results[0]!.values.latency).toMatchObject({
          value: 0.004,
          min: 0.0001,
          max: 0.0443,
          n: 2000,
          median: 0.0022,
        }),
    ],
  },
  {
    id: 'hey-csv',
    bad: [
      {
        text: 'response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset\n0.1,0,0,0,0,0,200\n',
        where: 'line 2',
        expected: /8 comma-separated fields, found 7/,
      },
    ],
  },
  {
    id: 'sysbench',
    bad: [
      {
        text: 'sysbench 1.0.20\nGeneral statistics:\n    total time:   3.0s\n',
        where: 'line 1',
        expected: /General statistics/,
      },
    ],
    check: [
      'cpu_t2_3s.txt',
      (r) =>
        expect([r.results[0]!.benchmark, r.results[0]!.params, r.results[0]!.values.events!.value]).toEqual([
          'cpu',
          { threads: 2 },
          1319.38,
        ]),
    ],
  },
  {
    id: 'benchmark-js',
    bad: [{ text: 'fib x 1,2x ops/sec ±1% (3 runs sampled)\n', where: 'line 1', expected: /Benchmark.js line/ }],
  },
  {
    id: 'locust',
    bad: [
      {
        text: 'Type,Name,Request Count,Failure Count,Median Response Time,Average Response Time\nGET,/,3,0,1,fast\n',
        where: 'line 2',
        expected: /"Average Response Time" \(a number or N\/A\), found "fast"/,
      },
    ],
  },
  {
    id: 'locust-history',
    bad: [
      {
        text: 'Timestamp,User Count,Type,Name,Requests/s,Failures/s,Total Request Count,Total Average Response Time\n1,0,,Aggregated,0,0,0,0\n',
        where: 'line 2',
        expected: /at least one row with requests/,
      },
    ],
  },
  {
    id: 'openmetrics',
    bad: [{ text: '# TYPE x gauge\nx{a="1"} many\n', where: 'line 2', expected: /a number after the sample name/ }],
    check: [
      'vegeta_metrics.txt',
      (r) =>
        expect(r.results.find((x) => x.benchmark === 'request_seconds')!.values.request_seconds).toEqual({
          value: 0.000731577761194,
          n: 201,
        }),
    ],
  },
  {
    id: 'asv',
    bad: [
      {
        text: '{"commit_hash":"1f50c564","result_columns":["result","params"],"results":{"b.time_x":[[1,2],[["1"]]]}}',
        where: '$.results["b.time_x"][0]',
        expected: /1 values \(one per parameter combination\)/,
      },
    ],
    check: [
      '1f50c564-existing-py.json',
      (r) =>
        expect([r.commit, r.date, r.results[1]!.params, r.results[1]!.values.time!.value]).toEqual([
          '1f50c5645cff779691115a04898e9534da0a0867',
          '2026-11-23T20:25:53Z',
          { p1: 10 },
          0.0000045259998842084315,
        ]),
    ],
  },
  {
    id: 'julia-benchmarktools',
    bad: [
      {
        text: '[{"Julia":"1.10.4","BenchmarkTools":"1.5.0"},[["BenchmarkGroup",{"tags":[],"data":{"a":["Trial",{"times":[1,2],"memory":"lots","allocs":0}]}}]]]',
        where: '$[1][0][1].data.a[1].memory',
        expected: /the bytes allocated/,
      },
    ],
    check: [
      'suite_handwritten.json',
      (r) =>
        expect(r.results.map((x) => x.benchmark)).toEqual(['sum/n=100', 'sum/n=10000', 'sort/rand 1000', 'median']),
    ],
  },
  {
    id: 'pgbench',
    bad: [
      {
        text: 'transaction type: <builtin: select only>\nnumber of clients: 2\nnumber of transactions actually processed: 5\nlatency average = fast ms\ntps = 7786.36 (without initial connection time)\n',
        where: 'line 4',
        expected: /an average latency in ms, found "fast ms"/,
      },
    ],
    check: [
      'select_r.txt',
      (r) =>
        expect(r.results.map((x) => [x.benchmark, Object.keys(x.values)])).toEqual([
          ['select only', ['tps', 'latency', 'failed']],
          ['select only: \\set aid random(1, 100000 * :scale)', ['statement-latency']],
          ['select only: SELECT abalance FROM pgbench_accounts WHERE aid = :aid;', ['statement-latency']],
        ]),
    ],
  },
  {
    id: 'pgbench-log',
    bad: [
      {
        text: '1795469874 24 345452 7619763380 1707 49488 0 0\n1795469875 38 10027x9 41881437971 3349 88944 0 0\n',
        where: 'line 2',
        expected: /an aggregated pgbench log line/,
      },
    ],
    check: [
      'agg.19289',
      (r) =>
        expect(r.results[0]).toEqual({
          benchmark: 'transactions',
          params: { elapsed: 0, thread: 0 },
          values: {
            transactions: { value: 24 },
            latency: { value: 14393.8333333, min: 1707, max: 49488, n: 24, stddev: 10728.6387713 },
          },
        }),
    ],
  },
  {
    id: 'fortio',
    bad: [
      {
        text: '{"RunType":"HTTP","ActualQPS":10,"DurationHistogram":{"Count":3,"Percentiles":[]}}',
        where: '$.DurationHistogram.Avg',
        expected: /mean duration in seconds/,
      },
    ],
    check: [
      'status503_half.json',
      (r) =>
        expect([r.results[0]!.params, r.results[0]!.values.errors, r.results[0]!.note, r.warnings]).toEqual([
          { qps: 100, connections: 2 },
          { value: 103 },
          'status codes: 200 ×97, 503 ×103',
          ['103 of 200 calls failed (200 ×97, 503 ×103)'],
        ]),
    ],
  },
  {
    id: 'ghz',
    bad: [
      {
        text: '{"options":{"call":"a.B/C","concurrency":1},"count":1,"average":5,"rps":"fast","statusCodeDistribution":{}}',
        where: '$.rps',
        expected: /calls per second/,
      },
    ],
    check: [
      'unknown_service_n500.json',
      (r) =>
        expect([r.results[0]!.values.latency, r.results[0]!.values.errors, r.warnings]).toEqual([
          { value: 422734, n: 500 },
          { value: 500 },
          ['500 of 500 calls failed (rpc error: code = NotFound desc = unknown service ×500)'],
        ]),
    ],
  },
  {
    id: 'nanobench',
    bad: [
      {
        text: '{"results":[{"title":"t","name":"n","unit":"op","batch":0,"median(elapsed)":1,"measurements":[]}]}',
        where: '$.results[0].batch',
        expected: /batch size above 0/,
      },
    ],
    check: [
      'fib.json',
      (r) =>
        expect([
          r.results[2]!.benchmark,
          r.results[2]!.params,
          r.results[2]!.values.time!.value,
          r.results[2]!.values.time!.n,
        ]).toEqual(['fib(20)', { group: 'fib', per: 'call', complexityN: 20 }, 0.00000896359821429, 11]),
    ],
  },
  {
    id: 'nanobench-csv',
    bad: [
      {
        text: '"title";"name";"unit";"batch";"elapsed";"error %";"instructions";"branches";"branch misses";"total"\n"t";"n";"op";1;fast;0;0;0;0;1\n',
        where: 'line 2',
        expected: /the median time per iteration in seconds \(a number\) in column 5, found "fast"/,
      },
    ],
    check: [
      'sort.csv',
      (r) =>
        expect(r.results.map((x) => [x.benchmark, x.values.time!.value])).toEqual([
          ['std::sort', 3.35168666667e-8],
          ['std::stable_sort', 3.57538571429e-8],
        ]),
    ],
  },
  {
    id: 'oha',
    bad: [
      {
        text: '{"summary":{"requestsPerSec":5,"successRate":1,"average":0.1},"latencyPercentiles":{"median":0.1},"statusCodeDistribution":{}}',
        where: '$.latencyPercentiles.median',
        expected: /a key "p<percentile>"/,
      },
    ],
    check: [
      'status503_40pct.json',
      (r) =>
        expect([r.results[0]!.values['non-2xx'], r.results[0]!.values.success, r.warnings]).toEqual([
          { value: 144 },
          { value: 100 },
          ['144 of 400 answers were not 2xx (503 ×144)'],
        ]),
    ],
  },
  {
    id: 'oha-text',
    bad: [
      {
        text: 'Summary:\n  Success rate:\t100.00%\n  Total:\t1.0 ms\n  Slowest:\tslow ms\n  Fastest:\t1.0 ms\n  Average:\t1.0 ms\n  Requests/sec:\t5\n',
        where: 'line 4',
        expected: /a time such as "0.2480 ms" after "Slowest:", found "slow ms"/,
      },
      {
        text: 'Summary:\n  Success rate:\tall\n  Requests/sec:\t5\n',
        where: 'line 2',
        expected: /a percentage after "Success rate:", such as "100.00%", found "all"/,
      },
    ],
    check: [
      'status404_n200.txt',
      (r) =>
        expect([
          r.results[0]!.values.latency,
          r.results[0]!.values['non-2xx'],
          r.results[0]!.values.success,
          r.warnings,
        ]).toEqual([
          {
            value: 0.002515,
            min: 0.000544,
            max: 0.0096599,
            median: 0.0018515,
            n: 200,
            percentiles: expect.objectContaining({ 10: 0.0010381, 50: 0.0018515 }),
          },
          { value: 200 },
          { value: 100 },
          ['200 of 200 answers were not 2xx (404 ×200)'],
        ]),
    ],
  },
  {
    id: 'k6-csv',
    bad: [
      {
        text: 'metric_name,timestamp,metric_value,check,error,error_code,expected_response\nhttp_reqs,1795560281,lots,,,,true\n',
        where: 'line 2',
        expected: /a number in metric_value, found "lots"/,
      },
    ],
  },
  {
    id: 'cargo-criterion',
    bad: [
      {
        text: '{"reason":"benchmark-complete","id":"a","iteration_count":[1,2],"measured_values":[5],"unit":"ns"}\n',
        where: 'line 1, $.measured_values',
        expected: /2 measured values, one per iteration count/,
      },
    ],
    check: [
      'run2_change.jsonl',
      (r) =>
        expect([
          r.results[1]!.benchmark,
          r.results[1]!.params,
          r.results[1]!.values.time!.n,
          r.results[1]!.note,
        ]).toEqual(['fib by n', { input: 10 }, 20, 'change: mean +82.50 % [+76.11 % … +89.74 %], Regressed']),
    ],
  },
  {
    id: 'memtier',
    bad: [
      {
        text: '{"configuration":{},"ALL STATS":{"Gets":{"Count":3,"Ops/sec":"many"}}}',
        where: '$["ALL STATS"].Gets["Ops/sec"]',
        expected: /operations per second/,
      },
    ],
    check: [
      't2_c5_3s.json',
      (r) =>
        expect([
          r.results.map((x) => x.benchmark),
          r.results[0]!.values.hits,
          r.results[2]!.values.latency,
          r.warnings,
        ]).toEqual([
          ['Sets', 'Gets', 'Totals'],
          undefined,
          undefined,
          ['"Totals": memtier wrote an average latency of 0 for 180591 operations: latency left out for it'],
        ]),
    ],
  },
  {
    id: 'iai-callgrind',
    bad: [
      {
        text: '{"kind":"LibraryBenchmark","module_path":"a::b","profiles":[{"tool":"Callgrind","summaries":{"total":{"summary":{"Callgrind":{"Ir":{"metrics":{"Both":[{"Int":5}]}}}}}}}]}',
        where: '$.profiles[0].summaries.total.summary.Callgrind.Ir.metrics.Both',
        expected: /two values: this run and the run before/,
      },
    ],
  },
]

const byId = (id: string): Parser => parsers.find((p) => p.id === id) ?? expect.fail(`no parser ${id}`)

describe.each(ROWS)('$id', (row) => {
  const p = byId(row.id)
  it.each(row.bad.map((b, i) => [i, b] as const))(
    'refuses bad input %i naming the place and what was expected',
    (_, b) => {
      const e = parseError(() => p.parse(input(b.text, 'bad.in')))
      expect(e.file).toBe('bad.in')
      if (typeof b.where === 'string') expect(e.where).toBe(b.where)
      else expect(e.where).toMatch(b.where)
      expect(e.expected).toMatch(b.expected)
    },
  )
  if (row.check)
    it(`reads ${row.check[0]} (figures checked by hand)`, () =>
      row.check![1](p.parse(input(raw(row.id, row.check![0]), row.check![0]))))
})

describe('look-alikes', () => {
  it('a custom JSON whose units imply no direction is a tie: ingest asks for --format', () => {
    const inp = input('[{"name":"a","unit":"widgets","value":3}]')
    expect(byId('custom-smaller-is-better').detect(inp)).toBe(byId('custom-bigger-is-better').detect(inp))
  })
  it('hey text and CSV, vegeta JSON and text give the same metric ids, units and directions', () => {
    const metrics = (id: string, file: string) => byId(id).parse(input(raw(id, file))).metrics
    expect(metrics('hey-csv', 'n500_c4.csv').latency).toEqual(metrics('hey', 'summary_n2000_c10.txt').latency)
    expect(metrics('vegeta-text', 'rate200_3s.txt')).toEqual(metrics('vegeta', 'rate200_3s.json'))
    expect(metrics('catch2-console', 'fib_sort.txt')).toEqual(metrics('catch2-xml', 'fib_sort.xml'))
    expect(metrics('oha-text', 'n2000_c10.txt')).toEqual(metrics('oha', 'n2000_c10.json'))
    expect(metrics('locust-history', 'run1_stats_history.csv')).toEqual(metrics('locust', 'run1_stats.csv'))
    expect(metrics('nanobench-csv', 'sort.csv')).toEqual(metrics('nanobench', 'sort.json'))
    const dir = byId('criterion').parse({
      files: fixtures('criterion').find((f) => f.name === 'target-criterion')!.input.files,
    }).metrics
    for (const [id, m] of Object.entries(metrics('cargo-criterion', 'run2_change.jsonl')))
      expect(m, id).toEqual(dir[id])
  })
  it("k6's CSV and the end-of-test summary of the same run give the same ids, units, directions and figures", () => {
    const csv = byId('k6-csv').parse(input(raw('k6-csv', 'rate40_3s.csv')))
    const text = byId('k6').parse(input(raw('k6', 'rate40_3s_summary.txt')))
    const shared = Object.keys(csv.metrics).filter((id) => text.metrics[id])
    expect(shared).toEqual(
      expect.arrayContaining([
        'http_req_duration',
        'http_req_failed',
        'checks',
        'iteration_duration',
        'http_reqs-count',
      ]),
    )
    for (const id of shared)
      expect([csv.metrics[id]!.unit, csv.metrics[id]!.direction], id).toEqual([
        text.metrics[id]!.unit,
        text.metrics[id]!.direction,
      ])
    for (const [i, r] of csv.results.entries()) {
      const t = text.results[i]!
      expect(r.params).toEqual(t.params)
      for (const [id, v] of Object.entries(r.values)) {
        const w = t.values[id]
        if (!w) continue
        // The summary prints 5 significant digits (and µs where the CSV has ms); byte totals only 2 ("9.4 kB").
        expect(v.value / w.value, id).toBeCloseTo(1, id.startsWith('data_') ? 1 : 3)
        for (const [p, x] of Object.entries(w.percentiles ?? {}))
          expect(v.percentiles![p]! / x, `${id} p${p}`).toBeCloseTo(1, 3)
      }
    }
  })
  it('the same vegeta attack read from its JSON and its text report gives the same figures to 4 digits', () => {
    const a = byId('vegeta').parse(input(raw('vegeta', 'rate200_3s.json'))).results[0]!.values.latency!
    const b = byId('vegeta-text').parse(input(raw('vegeta-text', 'rate200_3s.txt'))).results[0]!.values.latency!
    for (const k of ['50', '90', '95', '99']) expect(b.percentiles![k]! / a.percentiles![k]!).toBeCloseTo(1, 3)
    expect(bestParser(input(raw('vegeta', 'rate200_3s.json')))).toBe('vegeta')
  })
})
