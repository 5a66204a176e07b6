// Outputs of one tool describe the same benchmarks with the same metric ids, units, directions and
// parameters, so that a suite can mix them (issue 13). Each row names a tool's outputs (format,
// fixture); every metric id two of them share must be defined alike, and the rules below check
// what each pair must have in common.
import { describe, expect, it } from 'vitest'
import { parserById } from '../../../../scripts/parsers/parser-registry'
import type { ParsedRun } from '../../../../scripts/parsers/types'
import type { Result, Suite } from '../../../../data/schema/schema'
import { measurement } from '../../../../data/schema/model'
import { allFixtures, input, raw } from './helpers'

const run = (format: string, name: string): ParsedRun =>
  parserById(format)!.parse(input(raw(format, name), `${format}/${name}`))
const def = (r: ParsedRun, id: string) => {
  const m = r.metrics[id]
  return m && { unit: m.unit, direction: m.direction }
}

/** [tool, outputs of it as [format, fixture]]: shared metric ids must have one unit and direction. */
const TOOLS: Array<[string, Array<[string, string]>]> = [
  [
    'redis-benchmark',
    [
      ['redis-benchmark', 'quiet_set_get_lrange.txt'],
      ['redis-benchmark', 'get_d256_c10.txt'],
      ['redis-benchmark', 'csv_set_get_incr_lrange_mset.csv'],
    ],
  ],
  [
    'k6',
    [
      ['k6', 'mixed_default.txt'],
      ['k6', 'mixed_legacy.txt'],
      ['k6-json', 'summary_export_thresholds.json'],
      ['k6-json', 'handle_summary.json'],
    ],
  ],
  [
    'rust libtest',
    [
      ['rust-libtest', 'libtest.txt'],
      ['rust-libtest', 'libtest_json.jsonl'],
    ],
  ],
  [
    'hyperfine',
    [
      ['hyperfine', 'param_scan_sort_all_exports.json'],
      ['hyperfine-csv', 'param_scan_sort.csv'],
      ['hyperfine-markdown', 'param_scan_sort.md'],
      ['hyperfine-asciidoc', 'param_scan_sort.adoc'],
      ['hyperfine-org', 'param_scan_sort.org'],
    ],
  ],
  [
    'Google Benchmark',
    [
      ['google-benchmark', 'repetitions3_out.json'],
      ['google-benchmark', 'single_counters_bigo_threads.json'],
      ['google-benchmark-console', 'repetitions3.txt'],
      ['google-benchmark-console', 'single_counters_bigo_threads.txt'],
      ['google-benchmark-csv', 'stringcopy_sort_bigo_threads.csv'],
      ['google-benchmark-csv', 'accumulate_repetitions3_aggregates_only.csv'],
    ],
  ],
  [
    'JMH',
    [
      ['jmh', 'thrpt_avgt_params.json'],
      ['jmh', 'sample_prof_gc.json'],
      ['jmh-text', 'thrpt_avgt_params.console.txt'],
      ['jmh-text', 'sample_prof_gc.console.txt'],
      ['jmh-csv', 'thrpt_avgt_params.csv'],
      ['jmh-csv', 'sample_prof_gc.csv'],
    ],
  ],
  [
    'pytest-benchmark',
    [
      ['pytest-benchmark', 'tiny_params_group.json'],
      ['pytest-benchmark-text', 'params_groups_default.txt'],
    ],
  ],
  [
    'autocannon',
    [
      ['autocannon', 'c4_d2.json'],
      ['autocannon-text', 'c4_d2_table.txt'],
      ['autocannon', 'c2_d2_p2_title_503.json'],
      ['autocannon-text', 'c2_d2_p2_title_503_table.txt'],
    ],
  ],
]

describe('outputs of one tool define shared metrics alike', () => {
  for (const [tool, outputs] of TOOLS) {
    it(tool, () => {
      const runs = outputs.map(([f, n]) => [`${f}/${n}`, run(f, n)] as const)
      const seen = new Map<string, [string, unknown]>()
      const clashes: string[] = []
      for (const [where, r] of runs) {
        for (const id of Object.keys(r.metrics)) {
          const d = def(r, id)
          const first = seen.get(id)
          if (!first) seen.set(id, [where, d])
          else if (JSON.stringify(first[1]) !== JSON.stringify(d))
            clashes.push(`${id}: ${JSON.stringify(first[1])} in ${first[0]}, ${JSON.stringify(d)} in ${where}`)
        }
      }
      expect(clashes).toEqual([])
    })
  }
})

describe('the consistency rules of issue 13', () => {
  it('redis-benchmark: -q, the full report and --csv all give latency-p50 (the full forms read it from latency, stored once)', () => {
    for (const name of ['quiet_set_get_lrange.txt', 'get_d256_c10.txt', 'csv_set_get_incr_lrange_mset.csv']) {
      const r = run('redis-benchmark', name)
      expect(r.metrics['latency-p50'], name).toEqual({
        label: 'Latency p50',
        unit: 'ms',
        direction: 'lower',
        stat: 'p50',
        derive: { metric: 'latency', field: 'p50' },
      })
      const suite = { id: 'redis', title: 'redis', metrics: r.metrics } as Suite
      expect(
        r.results.every((x) => measurement(suite, x as Result, 'latency-p50') !== undefined),
        name,
      ).toBe(true)
    }
    const full = run('redis-benchmark', 'get_d256_c10.txt')
    const one = full.results[0]!
    expect(one.values['latency-p50']).toBeUndefined()
    const suite = { id: 'redis', title: 'redis', metrics: full.metrics } as Suite
    expect(measurement(suite, one as Result, 'latency-p50')).toEqual({
      value: one.values.latency!.percentiles!['50'],
      n: one.values.latency!.n,
    })
  })

  it('k6: text and JSON summaries both say thresholds_failed, with one definition', () => {
    const text = run('k6', 'mixed_default.txt')
    const json = run('k6-json', 'summary_export_thresholds.json')
    expect(text.metrics.thresholds_failed).toEqual(json.metrics.thresholds_failed)
    expect(text.metrics['thresholds-failed']).toBeUndefined()
    // trends (json_body_bytes-style sizes included) are lower-is-better in both
    for (const r of [text, json])
      for (const [id, m] of Object.entries(r.metrics))
        if (m.stat === 'avg' || m.unit === 'count') expect(m.direction, id).toBe('lower')
  })

  it('rust libtest: text and JSON both keep "+/-" as the metric deviation, not as a spread of time', () => {
    for (const name of ['libtest.txt', 'libtest_json.jsonl']) {
      const r = run('rust-libtest', name)
      expect(Object.keys(r.metrics).sort(), name).toEqual(['deviation', 'throughput', 'time'])
      for (const x of r.results) expect(x.values.time!.stddev, name).toBeUndefined()
    }
  })

  it('criterion: the slope (time, shown on pages) and the mean estimate (time-mean) are both kept', () => {
    const dir = parserById('criterion')!
    const f = allFixtures().find((x) => x.format === 'criterion' && x.name === 'target-criterion')
    expect(f, 'the target/criterion directory fixture').toBeDefined()
    const r = dir.parse(f!.input)
    expect(Object.keys(r.metrics)[0]).toBe('time')
    expect(r.results.some((x) => x.values['time-mean'] && x.values.time!.value !== x.values['time-mean']!.value)).toBe(
      true,
    )
  })

  it('Google Benchmark: _cv aggregates are kept in every output, in %', () => {
    const json = run('google-benchmark', 'repetitions3_out.json').results[0]!.values
    const con = run('google-benchmark-console', 'repetitions3.txt').results[0]!.values
    const csv = run('google-benchmark-csv', 'accumulate_repetitions3_aggregates_only.csv').results[0]!.values
    for (const v of [json, con, csv]) expect(v.real_time_cv!.value).toBeGreaterThan(0)
    // the console prints the cv it computed: stddev / mean in %, as the JSON's fraction × 100
    expect(con.real_time_cv!.value).toBeCloseTo((con.real_time!.stddev! / con.real_time!.value) * 100, 0)
  })

  it('JMH: gc.* secondary metrics of sample mode are kept by the JSON, CSV and console forms', () => {
    for (const [f, n] of [
      ['jmh', 'sample_prof_gc.json'],
      ['jmh-csv', 'sample_prof_gc.csv'],
      ['jmh-text', 'sample_prof_gc.console.txt'],
    ] as const) {
      const r = run(f, n)
      expect(Object.keys(r.results[0]!.values).sort(), f).toEqual([
        'gc.alloc.rate',
        'gc.alloc.rate.norm',
        'gc.count',
        'sample',
      ])
      expect(r.results[0]!.benchmark, f).toBe('bench.TinyBench.sum')
      expect(r.results[0]!.params, f).toEqual({ size: 16 })
    }
  })

  it('pytest-benchmark: the group is the param group in the JSON and in the terminal table', () => {
    for (const [f, n] of [
      ['pytest-benchmark', 'tiny_params_group.json'],
      ['pytest-benchmark-text', 'params_groups_default.txt'],
    ] as const) {
      const r = run(f, n)
      const t = r.results.find((x) => x.benchmark === 'test_json_roundtrip')!
      expect(t.params, f).toEqual({ group: 'codec' })
      expect(t.note, f).toBeUndefined()
    }
  })

  it("hyperfine: the CSV export of a run gives the JSON export's results, less the run times", () => {
    const json = run('hyperfine', 'param_scan_sort_all_exports.json')
    const csv = run('hyperfine-csv', 'param_scan_sort.csv')
    expect(csv.results.map((r) => [r.benchmark, r.params])).toEqual(json.results.map((r) => [r.benchmark, r.params]))
    csv.results.forEach((r, i) => {
      const { samples: _s, n: _n, ...time } = json.results[i]!.values.time!
      expect(r.values.time).toEqual(time)
      expect(r.values.user).toEqual(json.results[i]!.values.user)
    })
    // the Markdown table holds the same means, rounded, in ms
    const md = run('hyperfine-markdown', 'param_scan_sort.md')
    md.results.forEach((r, i) =>
      expect(r.values.time!.value).toBeCloseTo(json.results[i]!.values.time!.value * 1000, 1),
    )
  })

  it('autocannon: the table and -j give the same params and metric ids', () => {
    const j = run('autocannon', 'c4_d2.json').results[0]!
    const t = run('autocannon-text', 'c4_d2_table.txt').results[0]!
    expect(Object.keys(t.params!)).toEqual(Object.keys(j.params!))
    for (const id of ['latency', 'requests', 'throughput']) expect(t.values[id], id).toBeDefined()
  })
})
