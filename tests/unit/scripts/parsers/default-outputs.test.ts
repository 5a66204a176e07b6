// The tools' default and secondary outputs (console tables, CSV, Markdown…): one table row per
// format drives golden, validity and detection tests over its fixture folder; hand checks and error
// cases are tables too, so a new format is a row, not a new file.
import { describe, expect, it } from 'vitest'
import { parserById } from '../../../../scripts/parsers/parser-registry'
import type { ParsedRun, Parser } from '../../../../scripts/parsers/types'
import { bestParser, expectGolden, expectValid, fixtures, input, parseError, raw } from './helpers'

/** Format id → how many fixtures its folder must hold at least. */
const FORMATS: Record<string, number> = {
  'hyperfine-csv': 2,
  'hyperfine-markdown': 2,
  'hyperfine-asciidoc': 2,
  'hyperfine-org': 2,
  'google-benchmark-console': 3,
  'google-benchmark-csv': 3,
  'jmh-text': 3,
  'jmh-csv': 2,
  'pytest-benchmark-text': 2,
  'autocannon-text': 3,
  'benchmarkdotnet-csv': 1,
  'benchmarkdotnet-markdown': 1,
}

const parser = (id: string): Parser =>
  parserById(id) ??
  (() => {
    throw new Error(`no parser ${id}`)
  })()
const parse = (id: string, name: string, path = name): ParsedRun => parser(id).parse(input(raw(id, name), path))

for (const [id, min] of Object.entries(FORMATS)) {
  describe(`${id} parser`, () => {
    const own = fixtures(id)
    it(`has at least ${min} fixtures`, () => expect(own.length).toBeGreaterThanOrEqual(min))
    for (const f of own) {
      it(`parses ${f.name} like the golden file, and detection picks ${id}`, () => {
        const run = parser(id).parse(f.input)
        expect(run.format).toBe(id)
        expectValid(run)
        expectGolden(f, run)
        expect(bestParser(f.input)).toBe(id)
      })
    }
  })
}

/** Numbers checked by hand against the raw fixture text. */
const CHECKS: Array<[string, string, (run: ParsedRun) => void]> = [
  [
    'hyperfine-csv',
    'param_scan_sort.csv',
    (run) => {
      expect(run.results.map((r) => [r.benchmark, r.params])).toEqual(
        [1, 2, 3].map((n) => ['sort -n -k{n} numbers.txt', { n }]),
      )
      expect(run.results[0]!.values).toEqual({
        time: {
          value: 0.00579150378,
          stddev: 0.0009831246998089815,
          median: 0.0054612487800000005,
          min: 0.0048057787800000005,
          max: 0.00685618378,
        },
        user: { value: 0.004999000000000001 },
        system: { value: 0.0010789359999999997 },
      })
    },
  ],
  [
    'hyperfine-markdown',
    'param_scan_sort.md',
    (run) => {
      expect(run.results[2]).toEqual({
        benchmark: 'sort -n -k3 numbers.txt',
        values: { time: { value: 14.9, stddev: 15.6, min: 7.7, max: 42.7, unit: 'ms' } },
      })
      expect(run.metrics.time!.unit).toBe('s')
    },
  ],
  [
    'hyperfine-asciidoc',
    'noshell_wc_cksum.adoc',
    (run) => {
      expect(run.results[1]).toEqual({
        benchmark: 'cksum numbers.txt',
        values: { time: { value: 6.8, stddev: 6.0, min: 1.1, max: 19.8, unit: 'ms' } },
      })
    },
  ],
  [
    'hyperfine-org',
    'noshell_wc_cksum.org',
    (run) => {
      expect(run.results.map((r) => r.benchmark)).toEqual(['wc -l numbers.txt', 'cksum numbers.txt'])
      expect(run.results[0]!.values.time).toEqual({ value: 3.6, stddev: 6.4, min: 1.1, max: 19.4, unit: 'ms' })
    },
  ],
  [
    'google-benchmark-console',
    'repetitions3.txt',
    (run) => {
      const copy = run.results[0]!
      expect([copy.benchmark, copy.params]).toEqual(['BM_StringCopy', { arg0: 16 }])
      expect(copy.values.real_time).toEqual({
        value: 100,
        stddev: 9.59,
        median: 102,
        min: 89.7,
        max: 109,
        n: 3,
        samples: [102, 109, 89.7],
      })
      expect(copy.values.real_time_cv).toEqual({ value: 9.57 })
      expect(copy.values.bytes_per_second_cv).toEqual({ value: 6.97 })
      // 772.192M/s: the console's M is 1024² for bytes_per_second
      expect(copy.values.bytes_per_second!.median).toBe(Number((772.192 * 1024 ** 2).toPrecision(12)))
    },
  ],
  [
    'google-benchmark-console',
    'single_counters_bigo_threads.txt',
    (run) => {
      const bigO = run.results.find((r) => r.benchmark === 'BM_Sort' && !r.params)!
      expect(bigO.values).toEqual({
        big_o_cpu: { value: 1.06 },
        big_o_real: { value: 60.38 },
        big_o_rms: { value: 172 },
      })
      const acc = run.results.find((r) => r.params?.len === 64)!
      expect(acc.values.items_per_second).toEqual({ value: 557754000, n: 100000 })
      expect(run.results.find((r) => r.params?.arg0 === 1024)!.values.cpu_time).toEqual({
        value: 8.93,
        n: 1000,
        unit: 'us',
      })
    },
  ],
  [
    'google-benchmark-console',
    'repetitions3_with_context_2to1.txt',
    (run) => {
      expect(run.environment).toMatchObject({
        threads: 2,
        extra: {
          'cpu MHz': '2596.15',
          'library build': 'debug',
          caches: 'L1d 32 KiB, L1i 32 KiB, L2 1 MiB, L3 32 MiB (shared by 2)',
        },
      })
      expect(run.date).toMatch(/^2026-11-23T20:30:0\d\+00:00$/)
    },
  ],
  [
    'google-benchmark-csv',
    '_unverifiable/accumulate_repetitions3_counter.csv',
    (run) => {
      const r = run.results[0]!
      expect(r.values.real_time).toMatchObject({ value: 234.806, stddev: 372.728, median: 19.8557, n: 3 })
      // 5.2913e+08 ns × 3 repetitions ÷ 1e9 = 1.58739 = 372.728 / 234.806
      expect(r.values.real_time_cv).toEqual({ value: 158.739 })
      expect(r.values['counter.elements']).toMatchObject({ value: 64 })
    },
  ],
  [
    'google-benchmark-csv',
    'stringcopy_sort_bigo_threads.csv',
    (run) => {
      const bigO = run.results.find((r) => r.benchmark === 'BM_Sort' && !r.params)!
      expect(bigO.values).toEqual({
        big_o_cpu: { value: 0.897981 },
        big_o_real: { value: 5.35555 },
        big_o_rms: { value: 4.42169 },
      })
      // the coefficient is in ns: BM_Sort/4096 real 264.941 us ÷ (4096 · log2 4096) ≈ 5.39 ns
      expect(264941 / (4096 * 12)).toBeCloseTo(5.39, 2)
    },
  ],
  [
    'jmh-text',
    'thrpt_avgt_params.console.txt',
    (run) => {
      expect(run.results[0]).toEqual({
        benchmark: 'bench.TinyBench.sortCopy',
        params: { size: 16 },
        values: { thrpt: { value: 1789.772, n: 2, samples: [1041.162, 2538.383] } },
      })
      expect(run.metrics.thrpt).toEqual({ label: 'Throughput', unit: 'Kops/s', direction: 'higher' })
      expect(run.environment).toMatchObject({
        tool: 'JMH 1.37',
        runtimes: { java: '17.0.15' },
        extra: { forks: '1', warmup: '1 × 1 s' },
      })
    },
  ],
  [
    'jmh-text',
    'sample_prof_gc.console.txt',
    (run) => {
      const v = run.results[0]!.values
      expect(v.sample).toMatchObject({
        value: 1.843,
        n: 63351,
        min: 0.02,
        median: 0.03,
        max: 105644.032,
        ci: { lower: -3.659, upper: 7.345, level: 0.999 },
      })
      expect(v.sample!.percentiles).toMatchObject({ '99.9': 0.266, '99.99': 53.865 })
      expect(v['gc.count']).toEqual({ value: 0, qualifier: 'about', n: 2 })
      expect(v['gc.alloc.rate']).toEqual({ value: 0.215, n: 2 })
    },
  ],
  [
    'jmh-text',
    'sortcopy_rf_text.txt',
    (run) => {
      expect(run.results[0]!.benchmark).toBe('TinyBench.sortCopy')
      expect(run.warnings?.some((w) => w.includes('common package'))).toBe(true)
    },
  ],
  [
    'jmh-csv',
    'sample_prof_gc.csv',
    (run) => {
      const v = run.results[0]!.values
      expect(v.sample).toMatchObject({
        value: 1.843096,
        n: 63351,
        ci: { lower: -3.659287, upper: 7.345479, level: 0.999 },
      })
      expect(Object.keys(v)).toEqual(['sample', 'gc.alloc.rate', 'gc.alloc.rate.norm', 'gc.count'])
    },
  ],
  [
    'pytest-benchmark-text',
    'params_groups_default.txt',
    (run) => {
      // The test id "[10]" is the parameter (named `param`, as the JSON names the id): one benchmark at two sizes.
      expect(run.results.map((r) => [r.benchmark, r.params])).toEqual([
        ['test_sum_range', { param: 10 }],
        ['test_sum_range', { param: 1000 }],
        ['test_json_roundtrip', { group: 'codec' }],
        ['test_repr_eval', { group: 'codec' }],
      ])
      expect(run.warnings![0]).toContain('--benchmark-json=results.json')
      expect(run.results[1]!.values).toEqual({
        time: { value: 11638.7533, min: 11597, max: 12027, stddev: 66.8087, median: 11618, n: 77, unit: 'ns' },
        ops: { value: 85919.9 },
      })
      expect(run.results[0]!.values.ops).toEqual({ value: 7247895 }) // 7,247.8950 Kops/s
    },
  ],
  [
    'pytest-benchmark-text',
    'group_by_param_columns.txt',
    (run) => {
      // "benchmark 'n=10'" is a --benchmark-group-by title, not the test's group
      expect(run.results.map((r) => r.params)).toEqual([{ param: 10 }, { param: 1000 }])
      expect(run.results[1]!.values).toEqual({
        time: { value: 15.803, min: 11.206, max: 35.983, median: 11.2665, n: 26, unit: 'us' },
      })
    },
  ],
  [
    'autocannon-text',
    'c2_d2_p2_title_503_table.txt',
    (run) => {
      const r = run.results[0]!
      expect([r.benchmark, r.params]).toEqual(['http://127.0.0.1:18411/fail', { connections: 2, pipelining: 2 }])
      expect(r.values.latency).toEqual({
        value: 0.2,
        stddev: 2.12,
        max: 86,
        median: 0,
        percentiles: { '2.5': 0, '50': 0, '97.5': 2, '99': 4 },
      })
      expect(r.values.throughput).toMatchObject({ value: 1340000, min: 441000, n: 2 }) // 1.34 MB, 441 kB
      expect(r.values.non2xx).toEqual({ value: 18992 })
    },
  ],
  [
    'autocannon-text',
    'c4_d2_latency_status_table.txt',
    (run) => {
      const r = run.results[0]!
      expect(r.values.latency!.percentiles).toMatchObject({ '0.001': 0, '99.9': 43, '99.99': 65, '99.999': 66 })
      expect(r.note).toBe('status codes: 200 ×12085')
      expect(r.values.requests).toEqual({
        value: 6044,
        stddev: 398,
        min: 5644,
        median: 5647,
        n: 2,
        percentiles: { '1': 5647, '2.5': 5647, '50': 5647, '97.5': 6443 },
      })
    },
  ],
  [
    'benchmarkdotnet-csv',
    '_unverifiable/hand_two_jobs_params.Demo.Benchmarks.StringJoinBench-report.csv',
    (run) => {
      expect(run.results.map((r) => [r.benchmark, r.params])).toEqual(
        [10, 1000].flatMap((N) =>
          ['Concat', 'String.Join'].flatMap((m) =>
            ['8.0', '9.0'].map((v) => [`StringJoinBench.${m}`, { N, job: `Runtime=.NET ${v}` }]),
          ),
        ),
      )
      const big = run.results[4]!.values
      expect(big.time).toEqual({
        value: 18412.6,
        ci: { lower: 18111.4, upper: 18713.8, level: 0.999 },
        stddev: 281.75,
        median: 18377.1,
      })
      expect(big.allocated).toEqual({ value: 40.9 * 1024 }) // BDN's KB is 1024 B
      expect(run.results[7]!.values.time).toEqual({ value: 3022.5, median: 3022.5 }) // "-" cells are left out
      expect(run.metrics.gen0).toEqual({
        label: 'Gen 0 collections per 1000 operations',
        unit: 'GCs/1000 ops',
        direction: 'lower',
      })
    },
  ],
  [
    'benchmarkdotnet-csv',
    'hand_one_job.Demo.Benchmarks.StringJoinBench-report.csv',
    (run) => {
      // one job: no job param, as the JSON export of a one-job run has none
      expect(run.results.map((r) => r.params)).toEqual([{ N: 10 }, { N: 10 }, { N: 1000 }, { N: 1000 }])
      expect(run.results[1]!.benchmark).toBe('StringJoinBench.String.Join')
    },
  ],
  [
    'benchmarkdotnet-markdown',
    'hand_two_jobs_params.Demo.Benchmarks.StringJoinBench-report-github.md',
    (run) => {
      const csv = parse(
        'benchmarkdotnet-csv',
        '_unverifiable/hand_two_jobs_params.Demo.Benchmarks.StringJoinBench-report.csv',
      )
      expect(run.results).toEqual(csv.results)
      expect(run.metrics).toEqual(csv.metrics)
      expect(run.environment).toEqual({
        tool: 'BenchmarkDotNet v0.14.0',
        os: 'Debian GNU/Linux 12 (bookworm)',
        cpu: 'Example CPU 8-Core Processor',
        threads: 16,
        cores: 8,
        extra: { '.NET SDK': '9.0.100' },
        runtimes: { dotnet: '.NET 9.0.0 (9.0.24.52809), X64 RyuJIT AVX2' },
      })
    },
  ],
]

describe('default outputs: numbers checked by hand', () => {
  for (const [id, name, check] of CHECKS) it(`${id}: ${name}`, () => check(parse(id, name)))
})

/** Broken inputs: [format, text, the whole error message]. */
const ERRORS: Array<[string, string, string]> = [
  [
    'hyperfine-csv',
    'command,mean,stddev,median,user,system,min,max\nls,fast,,,,,,\n',
    'in.txt: line 2: the mean in seconds: a number, found "fast"',
  ],
  [
    'hyperfine-csv',
    'command,mean,stddev,median,user,system,min,max\n',
    'in.txt: line 1: at least one benchmark result, found none',
  ],
  [
    'hyperfine-markdown',
    '| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |\n|:---|---:|---:|---:|---:|\n| `ls` | 5.8 ± x | 4.8 | 6.9 | 1.00 |\n',
    'in.txt: line 3: the mean: "<mean> ± <deviation>" or a number, found "5.8 ± x"',
  ],
  [
    'hyperfine-markdown',
    '| Command | Mean [furlongs] | Min [ms] | Max [ms] | Relative |\n',
    'in.txt: line 1: a "Mean [<time unit>]" column 2, found "Mean [furlongs]"',
  ],
  [
    'hyperfine-asciidoc',
    '[cols="<,>,>,>,>"]\n|===\n| Command \n| Mean [ms] \n| Min [ms] \n| Max [ms] \n| Relative \n\n| `ls` \n| 5.8 ± 1.0 \n',
    'in.txt: line 10: the closing "|===" of the table (the output ends early)',
  ],
  [
    'hyperfine-org',
    'hello\n',
    'in.txt: line 1: a hyperfine Org table starting "| Command  |  Mean [ms] |  Min [ms] |  Max [ms] |  Relative |"',
  ],
  [
    'google-benchmark-console',
    '-----\nBenchmark      Time     CPU   Iterations\n-----\nBM_X   12 ns   11 furlongs   100\n',
    'in.txt: line 4: times in ns, us, ms or s (or % in a _cv row), found "ns" and "furlongs"',
  ],
  [
    'google-benchmark-console',
    raw('google-benchmark-console', 'repetitions3.txt').split('\n').slice(0, 4).join('\n') + '\n',
    'in.txt: line 4: the aggregate rows (mean, median, stddev) of "BM_StringCopy/16": the header is sized for them (the output ends early)',
  ],
  [
    'google-benchmark-console',
    'Run on (2 X 2596.15 MHz CPU s)\n',
    'in.txt: line 1: the "Benchmark   Time   CPU   Iterations" header of Google Benchmark\'s console report',
  ],
  [
    'google-benchmark-csv',
    'name,iterations,real_time,cpu_time,time_unit,bytes_per_second,items_per_second,label,error_occurred,error_message\n"BM_X",10,1.5,abc,ns,,,,,\n',
    'in.txt: line 2: the CPU time: a number or an empty cell, found "abc"',
  ],
  [
    'google-benchmark-csv',
    'name,iterations,real_time,cpu_time,time_unit,bytes_per_second,items_per_second,label,error_occurred,error_message\n"BM_X",10,1.5\n',
    'in.txt: line 2: 10 fields as in the header, found 3',
  ],
  [
    'jmh-csv',
    '"Benchmark","Mode","Threads","Samples","Score","Score Error (99.9%)","Unit"\n"a.B.c","thrpt",1,2,fast,NaN,"ops/ms"\n',
    'in.txt: line 2: the score: a number, found "fast"',
  ],
  [
    'jmh-text',
    '# JMH version: 1.37\n# Benchmark: a.B.c\nIteration   1: 10.0 ops/ms\n',
    'in.txt: line 3: JMH\'s summary table "Benchmark  Mode  Cnt  Score  Error  Units" (the output ends early, or this is not JMH output)',
  ],
  [
    'jmh-text',
    'Benchmark  Mode  Cnt  Score   Error  Units\nB.c       thrpt    3  1.0 ± zz  ops/ms\n',
    'in.txt: line 2: a score error after "±", found "B.c       thrpt    3  1.0 ± zz  ops/ms"',
  ],
  [
    'pytest-benchmark-text',
    '---- benchmark: 1 tests ----\nName (time in us)   Min   Mean\n--------\ntest_a   1.0 (1.0)   x (1.0)\n--------\n',
    'in.txt: line 4: the Mean: a number, found "x"',
  ],
  [
    'pytest-benchmark-text',
    '---- benchmark: 1 tests ----\nName (time in us)   Min   Mean\n--------\ntest_a   1.0 (1.0)   2.0 (1.0)\n',
    'in.txt: line 4: the end of the table that starts at line 1 (the output ends early)',
  ],
  [
    'autocannon-text',
    raw('autocannon-text', 'c4_d2_table.txt').split('\n').slice(0, 12).join('\n') + '\n',
    'in.txt: line 12: the closing "<n> requests in <t>s, <n> MB read" line (the output ends early)',
  ],
  [
    'autocannon-text',
    raw('autocannon-text', 'c4_d2_table.txt').replace('0.56 ms', '0.56 s'),
    'in.txt: line 8: the Latency Avg: a number in ms, found "0.56 s"',
  ],
  [
    'benchmarkdotnet-csv',
    'Method,Job,N,Mean,Error,StdDev\nConcat,DefaultJob,10,120.4 furlongs,2.31 ns,1.93 ns\n',
    'in.txt: line 2: the Mean: a time such as "186.4 us", found "120.4 furlongs"',
  ],
  [
    'benchmarkdotnet-markdown',
    '```\nBenchmarkDotNet v0.14.0\n```\n| Method | Mean | Error |\n|--- |---:|---:|\n| A | 1.0 ns | 2 us |\n',
    'in.txt: line 6: the Error in the unit of the Mean (ns), found "2 us"',
  ],
]

describe('default outputs: errors name the file, the line and what was expected', () => {
  for (const [id, text, message] of ERRORS) {
    it(`${id}: ${message.slice(8, 70)}`, () =>
      expect(parseError(() => parser(id).parse(input(text, 'in.txt'))).message).toBe(message))
  }
})
