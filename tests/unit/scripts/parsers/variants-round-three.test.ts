// Issue 45: the output variants that real runs print and that were refused, each captured here by
// running the tool (tests/fixtures/<format>/README.md gives command, version and date) and read the
// way a maintainer would, through `pnpm ingest` (its main(), a dry run printing the run as JSON).
// Every number below was read off the captured text by hand.
import { describe, expect, it } from 'vitest'
import { parserById } from '../../../../scripts/parsers/parser-registry'
import { fixtures } from './helpers'
import { ingest, key } from './ingest-dry-run'

describe('fio normal output: several jobs, latencies with a k multiplier', () => {
  it('numjobs=3: three blocks of one name told apart by "job"; max=20053k is 20,053,000 ns', async () => {
    const o = await ingest('fio-text/numjobs3_write_k_max.txt')
    expect(o.code).toBe(0)
    expect(o.format).toBe('fio-text')
    expect(o.results.map((r) => [r.benchmark, r.params?.job])).toEqual([
      ['seqwrite', 1],
      ['seqwrite', 2],
      ['seqwrite', 3],
    ])
    expect(o.results[0]!.values.latency).toMatchObject({ value: 1507.89, min: 500, max: 20053000, stddev: 61586.91 })
    expect(o.results[1]!.values.latency).toMatchObject({ max: 28601000 })
    expect(o.results[2]!.values.latency).toMatchObject({ max: 35664000 })
    expect(o.results[0]!.values.latency!.percentiles).toMatchObject({ '99.99': 1482752 })
    expect(o.results[0]!.values.iops).toEqual({ value: 456000 })
  })

  it('a job file with two jobs, one of them numjobs=2', async () => {
    const o = await ingest('fio-text/two_jobs_numjobs2.txt')
    expect(o.code).toBe(0)
    expect(o.results.map(key)).toEqual([
      'reader {"rw":"read","job":1,"ioengine":"psync","iodepth":1}',
      'reader {"rw":"read","job":2,"ioengine":"psync","iodepth":1}',
      'writer {"rw":"write","ioengine":"psync","iodepth":1}',
    ])
    expect(o.results[1]!.values.latency).toMatchObject({ value: 338360, min: 22000, max: 34531000 })
    expect(o.results[2]!.values.latency).toMatchObject({ value: 1809.36, min: 564, max: 17015000 })
    expect(o.results[2]!.values.iops).toEqual({ value: 364000 })
  })
})

describe('fio --group_reporting', () => {
  it('one block for the group ("jobs=2"): one result, no job param', async () => {
    const o = await ingest('fio-text/numjobs2_group_reporting.txt')
    expect(o.results.map(key)).toEqual(['grp {"rw":"read","ioengine":"psync","iodepth":1}'])
    expect(o.results[0]!.values.latency).toMatchObject({ value: 119330, min: 20000, max: 11276000 })
    expect(o.results[0]!.values.iops).toEqual({ value: 16600 })
  })
})

describe('fio: a multiplier on a figure with decimals', () => {
  it('"max=6829.6k" (a value of 7 digits written in 6 characters) is 6,829,600 in the line\'s unit', () => {
    const f = fixtures('fio-text').find((x) => x.name === 'two_jobs_numjobs2.txt')!
    const text = f.input.files[0]!.text.replace('min=564, max=17015k,', 'min=564, max=6829.6k,')
    const run = parserById('fio-text')!.parse({ files: [{ path: 'fio.txt', text }] })
    expect(run.results[2]!.values.latency).toMatchObject({ min: 564, max: 6829600 })
    const bad = text.replace('max=6829.6k,', 'max=6829.6x,')
    expect(() => parserById('fio-text')!.parse({ files: [{ path: 'fio.txt', text: bad }] })).toThrow(
      /a number after "max=" \(such as 50693 or 6829\.6k\), found "6829\.6x"/,
    )
  })
})

describe('mitata console: 1.x with groups and summaries, and 0.x', () => {
  it('1.x without colours: "• parse" groups become a param, summaries and heap lines are skipped', async () => {
    const o = await ingest('mitata-text/groups_summary_nocolor.txt')
    expect(o.code).toBe(0)
    expect(o.results.map(key)).toEqual([
      'JSON.parse {"group":"parse"}',
      'split + join {"group":"parse"}',
      'new Array(1000) {"group":"alloc"}',
      '[] push x100 {"group":"alloc"}',
    ])
    expect(o.results[0]!.values.time).toEqual({
      value: 504.41,
      min: 470.68,
      max: 849,
      percentiles: { '75': 505.85, '99': 664.53 },
    })
    expect(o.results[3]!.values.time).toMatchObject({ value: 665.72, max: 2630, percentiles: { '99': 2370 } })
  })

  it('1.x with colours reads the same layout', async () => {
    const o = await ingest('mitata-text/groups_summary_color.txt')
    expect(o.format).toBe('mitata-text')
    expect(o.results[2]!.values.time).toEqual({
      value: 4250,
      min: 2160,
      max: 10740,
      percentiles: { '75': 4280, '99': 10590 },
    })
  })

  it("0.x's one-row layout: thousands with an apostrophe, p999, the benchmark that threw recorded as failed", async () => {
    const o = await ingest('mitata-text/v0_groups_baseline_nocolor.txt')
    expect(o.code).toBe(0)
    expect(o.results.map(key)).toEqual(['fib(10) {}', 'JSON.parse {"group":"parse"}', 'split + join {"group":"parse"}'])
    expect(o.results[0]!.values.time).toEqual({
      value: 908,
      min: 478,
      max: 4441,
      percentiles: { '75': 548, '99': 4407, '99.9': 4441 },
    })
    expect(o.results[1]!.values.time).toMatchObject({ value: 1049, max: 8323, percentiles: { '99': 6220 } })
    expect(o.failures).toEqual([
      { benchmark: 'parse broken', message: "Expected property name or '}' in JSON at position 1" },
    ])
  })

  it('0.x with colours', async () => {
    const o = await ingest('mitata-text/v0_groups_baseline_color.txt')
    expect(o.results[1]!.values.time).toEqual({
      value: 492,
      min: 436,
      max: 1447,
      percentiles: { '75': 497, '99': 815, '99.9': 1447 },
    })
    expect(o.failures?.map((x) => x.benchmark)).toEqual(['parse broken'])
  })
})

describe('mitata 0.x with run({ percentiles: false })', () => {
  it('reads the columns its header names', async () => {
    const o = await ingest('mitata-text/v0_no_percentiles.txt')
    expect(o.results.map((r) => [r.benchmark, r.values.time])).toEqual([
      ['fib(10)', { value: 1363, min: 479, max: 8332 }],
      ['fib(15)', { value: 13968, min: 7998, max: 21729 }],
    ])
  })
})

describe('Google Benchmark 1.9 console (the library of the PyPI bindings)', () => {
  it('--benchmark_counters_tabular=true: counters as columns, the ASLR warning, bytes in Mi/s', async () => {
    const o = await ingest('google-benchmark-console/v1.9_python_counters_tabular.txt')
    expect(o.code).toBe(0)
    expect(o.format).toBe('google-benchmark-console')
    expect(o.results.map(key)).toEqual([
      'sum_list {"arg0":8}',
      'sum_list {"arg0":64}',
      'sum_list {"arg0":512}',
      'join_words {}',
    ])
    expect(o.results[0]!.values).toMatchObject({
      real_time: { value: 860, n: 184841 },
      cpu_time: { value: 157 },
      'counter.elements': { value: 8 },
      'counter.rate': { value: 50969400 },
    })
    // 558.47Mi/s: a binary prefix, 558.47 × 1024².
    expect(o.results[3]!.values.bytes_per_second).toEqual({ value: 585598238.72, n: 94621 })
  })

  it('--benchmark_display_aggregates_only=true over 3 repetitions: mean, median, stddev and cv rows only', async () => {
    for (const name of ['v1.9_python_reps3_aggregates_only.txt', 'v1.9_python_reps3_aggregates_only_tabular.txt']) {
      const o = await ingest(`google-benchmark-console/${name}`)
      expect(o.code, name).toBe(0)
      expect(o.results.map(key), name).toEqual([
        'sum_list {"arg0":8}',
        'sum_list {"arg0":64}',
        'sum_list {"arg0":512}',
        'join_words {}',
      ])
    }
    const o = await ingest('google-benchmark-console/v1.9_python_reps3_aggregates_only.txt')
    expect(o.results[0]!.values).toMatchObject({
      real_time: { value: 411, median: 393, stddev: 79, n: 3 },
      real_time_cv: { value: 19.2 },
      'counter.rate': { value: 58943900, median: 62310800, stddev: 6083400 },
    })
    expect(o.results[3]!.values.bytes_per_second).toMatchObject({ value: 580178149.376, n: 3 })
    const t = await ingest('google-benchmark-console/v1.9_python_reps3_aggregates_only_tabular.txt')
    expect(t.results[3]!.values.bytes_per_second).toMatchObject({ value: 570893008.896, stddev: 27535605.76 })
  })
})

describe('Google Benchmark 1.7 (C++): threads, a complexity fit, tabular aggregates, context lines', () => {
  it('reads the three tables of one report', async () => {
    const o = await ingest('google-benchmark-console/threads_bigo_reps3_aggregates_only_tabular_2to1.txt')
    expect(o.code).toBe(0)
    expect(o.results.map(key)).toEqual([
      'BM_Sort {"arg0":64}',
      'BM_Sort {"arg0":256}',
      'BM_Sort {"arg0":1024}',
      'BM_Sort {"arg0":4096}',
      'BM_Sort {}',
      'BM_Concat {"threads":1}',
      'BM_Concat {"threads":2}',
    ])
    // "BM_Sort/64_mean  1070 ns  433 ns  3 147.744M/s", "_median 1090 ns", "_stddev 301 ns … 1.38863M/s"
    expect(o.results[0]!.values).toMatchObject({
      real_time: { value: 1070, median: 1090, stddev: 301, n: 3 },
      'counter.elems': { value: 147744000, stddev: 1388630 },
    })
    expect(o.results[4]!.values.big_o_real).toEqual({ value: 0.94 })
    expect(o.results[6]!.values['counter.len']).toMatchObject({ value: 3822 })
  })
})

describe('pytest-benchmark --benchmark-compare', () => {
  it('the "(NOW)" rows are the run; the saved run is left out and named, to be ingested from its own JSON', async () => {
    const o = await ingest('pytest-benchmark-text/compare_with_saved_run.txt')
    expect(o.code).toBe(0)
    expect(o.results.map(key)).toEqual([
      'test_sum_range {"param":10}',
      'test_sum_range {"param":1000}',
      'test_json_roundtrip {"group":"codec"}',
      'test_repr_eval {"group":"codec"}',
    ])
    // "test_sum_range[10] (NOW)  161.9667 (1.01)  149,914.9667 (10.66)  924.9854 (1.0) …" in ns.
    expect(o.results[0]!.values.time).toMatchObject({ value: 9.249854e-7, min: 1.619667e-7, n: 198 })
    expect(o.results[0]!.values.ops).toEqual({ value: 1081098.2 })
    expect(o.warnings.join('\n')).toContain(
      'pnpm ingest .benchmarks/Linux-CPython-3.11-64bit/0001_unversioned_20261129_021230.json',
    )
  })

  it('the saved run, ingested from the JSON the table names, holds the figures its rows printed', async () => {
    const o = await ingest('pytest-benchmark/autosave_0001_unversioned_20261129_021230.json')
    expect(o.code).toBe(0)
    // "test_sum_range[10] (0001_unversi)  160.6667 (1.0)  270,480.8000 (19.23)  1,529.9692 (1.65) …" in ns.
    const t = o.results[0]!.values.time as { value: number; min: number; max: number }
    expect(o.results[0]!.benchmark).toBe('test_sum_range')
    expect(Math.round(t.value * 1e13) / 1e4).toBe(1529.9692)
    expect(Math.round(t.min * 1e13) / 1e4).toBe(160.6667)
    expect(Math.round(t.max * 1e13) / 1e4).toBe(270480.8)
  })
})

describe('Catch2 console with --benchmark-no-analysis and a failing test case', () => {
  it('reads the one-line rows (the mean, samples as n) and records the failed test case’s benchmark as failed', async () => {
    const o = await ingest('catch2-console/no_analysis_failing_after_benchmark.txt')
    expect(o.code).toBe(0)
    expect(o.format).toBe('catch2-console')
    expect(o.results.map((r) => [key(r), r.values.time])).toEqual([
      ['fib 15 {"test":"Fibonacci"}', { value: 14116.7, n: 20 }],
      ['fib 20 {"test":"Fibonacci"}', { value: 17802.4, n: 20 }],
      ['accumulate 100 {"test":"Broken sum"}', { value: 1382.89, n: 20 }],
    ])
    expect(o.failures).toEqual([
      {
        benchmark: 'accumulate 100',
        message:
          'Catch2: test case "Broken sum" failed: REQUIRE( std::accumulate(v.begin(), v.end(), 0) == 99 ) with expansion: 100 == 99',
      },
    ])
    expect(o.warnings.join('\n')).toContain('--benchmark-no-analysis prints the mean alone')
  })

  it('a test case that failed before its benchmark ran is recorded as failed by its name', async () => {
    const o = await ingest('catch2-console/no_analysis_failing_before_benchmark.txt')
    expect(o.results.map((r) => [r.benchmark, r.values.time])).toEqual([
      ['fib 15', { value: 1149.87, n: 20 }],
      ['fib 20', { value: 11145.2, n: 20 }],
    ])
    expect(o.failures?.map((x) => x.benchmark)).toEqual(['Broken sum'])
  })
})

describe('tinybench bench.table() rows written as JSON', () => {
  it('tinybench 6: "Latency avg (ns)": "2356.7 ± 74.89%" is 2356.7 ns; a task with Error/Stack is a failure, never a result', async () => {
    const o = await ingest('tinybench-table/v6_table_errored_task.json')
    expect(o.code).toBe(0)
    expect(o.format).toBe('tinybench-table')
    // Stored in the metric's unit, ms: 2356.7 ns = 0.0023567 ms.
    expect(o.results.map((r) => [r.benchmark, r.values])).toEqual([
      [
        'fib(10)',
        {
          latency: { value: 0.0023567, median: 0.000556, n: 44213 },
          throughput: { value: 1774042, median: 1798561, n: 44213 },
        },
      ],
      [
        'fib(15)',
        {
          latency: { value: 0.012971, median: 0.005791, n: 7710 },
          throughput: { value: 171770, median: 172682, n: 7710 },
        },
      ],
    ])
    expect(o.failures).toEqual([
      { benchmark: 'parse broken', message: "Expected property name or '}' in JSON at position 1" },
    ])
  })

  it('tinybench 3 writes the same rows', async () => {
    const o = await ingest('tinybench-table/v3_table_errored_task.json')
    expect(o.results.map((r) => r.benchmark)).toEqual(['fib(10)', 'fib(15)'])
    expect(o.results[1]!.values.latency).toEqual({ value: 0.020553, median: 0.00562, n: 5221 })
    expect(o.failures?.map((x) => x.benchmark)).toEqual(['parse broken'])
  })

  it('tinybench 2: "ops/sec": "367,449" and "Average Time (ns)"', async () => {
    const o = await ingest('tinybench-table/v2_table.json')
    expect(o.results.map((r) => [r.benchmark, r.values])).toEqual([
      ['fib(10)', { latency: { value: 0.00272146443274, n: 41780 }, throughput: { value: 367449, n: 41780 } }],
      ['fib(15)', { latency: { value: 0.0396729649973, n: 3714 }, throughput: { value: 25206, n: 3714 } }],
    ])
  })
})
