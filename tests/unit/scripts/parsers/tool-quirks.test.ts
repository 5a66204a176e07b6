// Real outputs that used to be refused or read wrong (issue 23): each test names the captured fixture
// (tests/fixtures/<format>/README.md gives the command, version and date) and what it must yield.
import { describe, expect, it } from 'vitest'
import { Run } from '../../../../data/schema/schema'
import { validate } from '../../../../data/schema/validate'
import { parserById } from '../../../../scripts/parsers/parser-registry'
import { fixtures, raw, textInput } from './helpers'
import type { ParsedRun } from '../../../../scripts/parsers/types'
import { detectFailures } from '../../../../scripts/write/failures'

function parse(format: string, name: string): ParsedRun {
  const f = fixtures(format).find((x) => x.name === name)
  if (!f) throw new Error(`no fixture ${format}/${name}`)
  return parserById(format)!.parse(f.input)
}
const asRun = (r: ParsedRun) => ({ id: 'r1', results: r.results })

describe('a tool’s own rounding is not a contradiction', () => {
  it('autocannon: the HDR mean and percentiles above the exact max (c10_d1_hdr_rounding.json) are stored', () => {
    const r = parse('autocannon', 'c10_d1_hdr_rounding.json')
    const t = r.results[0]!.values.throughput!
    expect(t.value).toBe(3875840)
    expect(t.max).toBe(3874878)
    expect(t.percentiles?.['50']).toBe(3876863)
    expect(() => validate(Run, asRun(r), 'r.json')).not.toThrow()
  })

  it('still refuses a value 0.1 % or more above its max, or below its min', () => {
    const m = (v: Record<string, number>) => ({ id: 'r1', results: [{ benchmark: 'b', values: { t: v } }] })
    expect(() => validate(Run, m({ value: 1000.9, max: 1000 }), 'r.json')).not.toThrow()
    expect(() => validate(Run, m({ value: 1001, max: 1000 }), 'r.json')).toThrow(/at most max \(1000\), found 1001/)
    expect(() => validate(Run, m({ value: 5, median: 10.02, max: 10 }), 'r.json')).toThrow(/a median of at most max/)
    expect(() => validate(Run, m({ value: 998.9, min: 1000 }), 'r.json')).toThrow(/at least min \(1000\)/)
  })
})

describe('JMH -prof gc', () => {
  it('gc.count and gc.time are totals over the iterations: the value alone, no per-iteration min or max (thrpt_avgt_prof_gc.json)', () => {
    const r = parse('jmh', 'thrpt_avgt_prof_gc.json')
    const v = r.results[0]!.values
    expect(v['gc.count-thrpt']).toEqual({ value: 22, n: 3 })
    expect(v['gc.time-thrpt']).toEqual({ value: 53, n: 3 })
    // gc.alloc.rate is a mean: it keeps its spread
    expect(v['gc.alloc.rate-thrpt']!.samples).toHaveLength(3)
    expect(() => validate(Run, asRun(r), 'r.json')).not.toThrow()
  })

  it.each([
    ['jmh', 'thrpt_avgt_prof_gc.json'],
    ['jmh-text', 'thrpt_avgt_prof_gc.console.txt'],
  ])('%s %s: both modes keep their own gc figures', (format, name) => {
    const r = parse(format, name)
    expect(r.warnings?.filter((w) => /second/.test(w)) ?? []).toEqual([])
    const v = r.results.find((x) => x.params?.size === 256)!.values
    expect(v['gc.count-thrpt']!.value).toBe(24)
    expect(v['gc.count-avgt']!.value).toBe(17)
    expect(v['gc.alloc.rate.norm-avgt']!.value).toBeCloseTo(6592.067, 3)
    expect(r.metrics['gc.count-avgt']!.label).toBe('GC count (avgt)')
  })

  it('a single mode keeps the plain ids', () => {
    const r = parserById('jmh-text')!.parse(textInput(raw('jmh-text', 'sample_prof_gc.console.txt')))
    expect(Object.keys(r.metrics)).toContain('gc.count')
  })
})

describe('Google Benchmark', () => {
  it('reads the tabular console (--benchmark_counters_tabular), a new header per set of counters', () => {
    const r = parse('google-benchmark-console', 'rate_counters_tabular.txt')
    expect(r.results).toHaveLength(4)
    const copy = r.results.find((x) => x.benchmark === 'BM_Copy' && x.params?.arg0 === 4096)!
    expect(copy.values['counter.items']!.value).toBe(7.459e9)
    expect(copy.values['counter.size']!.value).toBe(4096)
    expect(copy.values.bytes_per_second).toBeUndefined()
  })

  it('a counter printed per second (kIsRate) is a rate, higher is better; a plain counter has no direction, and a warning', () => {
    const r = parse('google-benchmark-console', 'rate_counters_tabular.txt')
    expect(r.metrics['counter.items']).toEqual({ label: 'items', unit: 'items/s', direction: 'higher' })
    expect(r.metrics['counter.size']!.neutral).toBe(true)
    expect(r.warnings?.some((w) => w.includes('"items"'))).toBe(false)
    expect(r.warnings?.some((w) => w.includes('"size"'))).toBe(true)
  })

  it.each(['rate_counters_reps3_aggregates_only.txt', 'rate_counters_reps3_aggregates_only_tabular.txt'])(
    'reads repetitions with --benchmark_display_aggregates_only (%s)',
    (name) => {
      const r = parse('google-benchmark-console', name)
      expect(r.results).toHaveLength(4)
      const sum = r.results.find((x) => x.benchmark === 'BM_Sum' && x.params?.arg0 === 64)!
      expect(sum.values.real_time!.n).toBe(3)
      expect(sum.values['counter.items']!.stddev).toBeGreaterThan(0)
    },
  )

  it('compare.py run on two programs: only the contender’s rows are results, with a warning naming both', () => {
    const r = parse('google-benchmark-console', 'compare_py_two_programs.txt')
    expect(r.results).toHaveLength(4)
    expect(r.results.find((x) => x.benchmark === 'BM_Sum' && x.params?.arg0 === 64)!.values.real_time!.value).toBe(154)
    expect(r.warnings?.find((w) => w.includes('compare.py'))).toMatch(/\.\/bench_new .*baseline.*\.\/bench /)
  })

  it('a CSV run that aborted on a counter mismatch (2>&1) keeps its rows, warns and notes that it is incomplete', () => {
    const r = parse('google-benchmark-csv', 'aborted_counter_mismatch_2to1.csv')
    expect(r.results.map((x) => x.benchmark)).toEqual(['BM_A'])
    expect(r.warnings?.some((w) => /aborted after BM_A/.test(w))).toBe(true)
    expect(r.environment?.notes?.some((n) => /benchmarks after it are missing/.test(n))).toBe(true)
  })
})

describe('benchstat -col /gomaxprocs', () => {
  it('the columns are GOMAXPROCS ("" is 1), not a side: GOMAXPROCS=2 is stored as 2 (bs_col_gomaxprocs.txt)', () => {
    const r = parse('benchstat', 'bs_col_gomaxprocs.txt')
    const sum = r.results.filter((x) => x.benchmark === 'Sum')
    expect(sum.map((x) => x.params)).toEqual([
      { gomaxprocs: 1, pkg: 'example.com/ftbs' },
      { gomaxprocs: 2, pkg: 'example.com/ftbs' },
    ])
    expect(sum[1]!.values.time!.value).toBe(2436)
    expect(sum[1]!.note).toMatch(/^vs GOMAXPROCS=1: time ~/)
  })

  it('files named by the columns keep them as the side', () => {
    const r = parse('benchstat', 'bs_old_vs_new.txt')
    expect(r.results.every((x) => typeof x.params?.side === 'string')).toBe(true)
  })
})

describe('load tools whose every request failed', () => {
  it('hey with every connection refused: the errors, no NaN and no rate; the run records the failure', () => {
    const r = parse('hey', 'summary_connection_refused.txt')
    expect(r.results).toEqual([
      { benchmark: 'requests', values: { errors: { value: 50 } }, note: 'total 0.0741 s; no answers' },
    ])
    expect(r.warnings?.[0]).toMatch(/no request got an answer/)
    expect(detectFailures(raw('hey', 'summary_connection_refused.txt'))).toEqual([
      {
        benchmark: '*',
        message: '50 errors: Get "http://127.0.0.1:18239/": dial tcp 127.0.0.1:18239: connect: connection refused',
      },
    ])
    // a run where answers came is not failed by its errors alone
    expect(detectFailures(raw('hey', 'summary_n2000_c10.txt'))).toEqual([])
  })
})

describe('hyperfine console output', () => {
  it.each(['default_two_commands.txt', 'style_full_ansi.txt'])(
    '%s: mean ± σ, min, max and runs in seconds, user and system',
    (name) => {
      const r = parse('hyperfine-text', name)
      expect(r.results.map((x) => x.benchmark)).toEqual(['sleep 0.01', 'sleep 0.02'])
      expect(Object.keys(r.metrics)).toEqual(['time', 'user', 'system'])
    },
  )

  it('reads the default output as printed (checked by hand against default_two_commands.txt)', () => {
    const r = parse('hyperfine-text', 'default_two_commands.txt')
    expect(r.results[0]!.values).toEqual({
      time: { value: 0.0132, stddev: 0.0041, min: 0.0102, max: 0.0186, n: 5 },
      user: { value: 0.0007 },
      system: { value: 0.0005 },
    })
  })

  it('reads the coloured output (ANSI codes) like the plain one, names from -n, a single run as n = 1', () => {
    expect(parse('hyperfine-text', 'style_full_ansi.txt').results[1]!.values.time).toEqual({
      value: 0.0222,
      stddev: 0.0032,
      min: 0.0195,
      max: 0.0267,
      n: 5,
    })
    expect(parse('hyperfine-text', 'style_basic_named_noshell.txt').results.map((x) => x.benchmark)).toEqual([
      'short',
      'long',
    ])
    expect(parse('hyperfine-text', 'single_run_abs.txt').results[0]!.values.time).toEqual({ value: 0.0084, n: 1 })
  })

  it('refuses a block cut before its Range line', () => {
    const text = raw('hyperfine-text', 'default_two_commands.txt').split('\n').slice(0, 2).join('\n') + '\n'
    expect(() => parserById('hyperfine-text')!.parse(textInput(text, 'h.txt'))).toThrow(
      /h\.txt: line 1: the "Range \(min … max\):" line of "sleep 0.01"/,
    )
  })
})

describe('mitata', () => {
  it.each(['throws_nocolor.txt', 'throws_color.txt'])(
    'reads the console output (%s); the bench that threw is recorded as failed',
    (name) => {
      const r = parse('mitata-text', name)
      expect(r.results.map((x) => x.benchmark)).toEqual(['fib(10)', 'fib(5)', 'fib(12)'])
      expect(r.warnings?.some((w) => /1 benchmark threw \(parse broken\)/.test(w))).toBe(true)
      expect(detectFailures(raw('mitata-text', name))).toEqual([
        { benchmark: 'parse broken', message: "Expected property name or '}' in JSON at position 1" },
      ])
    },
  )

  it('reads figures as printed (checked by hand against throws_nocolor.txt)', () => {
    expect(parse('mitata-text', 'throws_nocolor.txt').results[0]!.values.time).toEqual({
      value: 3050,
      min: 537.83,
      max: 9350,
      percentiles: { '75': 4790, '99': 7690 },
    })
  })

  it('JSON: a run that threw is a failed benchmark, the others are read', () => {
    const r = parse('mitata', 'throws_fib_args.json')
    expect(r.results).toHaveLength(3)
    expect(detectFailures(raw('mitata', 'throws_fib_args.json'))).toEqual([
      { benchmark: 'parse broken', message: "Expected property name or '}' in JSON at position 1" },
    ])
  })
})

describe('Vitest bench', () => {
  it('reads the console table like the JSON report (checked by hand against sum_two_benches.txt)', () => {
    const r = parse('vitest-bench-text', 'sum_two_benches.txt')
    expect(r.results.map((x) => x.benchmark)).toEqual(['sum.bench.ts > sum > reduce', 'sum.bench.ts > sum > loop'])
    expect(r.results[0]!.values).toEqual({
      time: {
        value: 0.0001,
        min: 0,
        max: 13.5443,
        n: 1431123,
        percentiles: { '75': 0.0001, '99': 0.0001, '99.5': 0.0001, '99.9': 0.0002 },
      },
      hz: { value: 7070726.93 },
    })
    expect(r.metrics).toEqual(
      parserById('vitest-bench')!.parse(fixtures('vitest-bench').find((x) => x.name === 'one_bench_throws.json')!.input)
        .metrics,
    )
  })

  it('--outputJson where a bench threw: the others are read, the one that threw is a failed benchmark', () => {
    const r = parse('vitest-bench', 'one_bench_throws.json')
    expect(r.results.map((x) => x.benchmark)).toEqual(['sum.bench.ts > sum > reduce', 'sum.bench.ts > sum > loop'])
    expect(r.warnings?.[0]).toMatch(/"sum\.bench\.ts > sum > throws": no figures/)
    expect(detectFailures(raw('vitest-bench', 'one_bench_throws.json'))).toEqual([
      { benchmark: 'sum.bench.ts > sum > throws', message: 'Vitest bench: the bench threw (no figures)' },
    ])
  })
})

describe('tinybench', () => {
  it('a task that threw, listed first, no longer hides the format: the others are read, it is a failed benchmark', () => {
    const f = fixtures('tinybench').find((x) => x.name === 'errored_task_first.json')!
    expect(parserById('tinybench')!.detect(f.input)).toBe(0.95)
    const r = parse('tinybench', 'errored_task_first.json')
    expect(r.results.map((x) => x.benchmark)).toEqual(['fib(10)'])
    expect(detectFailures(raw('tinybench', 'errored_task_first.json'))).toEqual([
      { benchmark: 'parse broken', message: 'tinybench: the task threw' },
    ])
  })

  it('retained samples are kept as the latency samples', () => {
    const l = parse('tinybench', 'retain_samples.json').results[0]!.values.latency!
    expect(l.samples).toHaveLength(1781)
    expect(l.n).toBe(1781)
  })
})

describe('pyperf dump', () => {
  it('every value of every run are the samples (checked by hand against runner_two_benchmarks.txt)', () => {
    const r = parse('pyperf-dump', 'runner_two_benchmarks.txt')
    expect(r.results.map((x) => x.benchmark)).toEqual(['sum100', 'sorted100'])
    const t = r.results[0]!.values.time!
    expect(t.n).toBe(20)
    expect(t.samples!.slice(0, 3)).toEqual([2.96e-6, 3.88e-6, 3.94e-6])
    expect(t.max).toBe(1.14e-5)
    expect(r.metrics).toEqual(parserById('pyperf')!.parse(fixtures('pyperf')[0]!.input).metrics)
  })

  it('one benchmark has no printed name: "benchmark", with a warning', () => {
    const r = parse('pyperf-dump', 'timeit_one_benchmark.txt')
    expect(r.results.map((x) => x.benchmark)).toEqual(['benchmark'])
    expect(r.warnings?.some((w) => /names no benchmark/.test(w))).toBe(true)
  })
})

describe('Catch2 console with a failing test case', () => {
  it('a failure after the benchmark ran: the benchmark is read and marked failed', () => {
    expect(parse('catch2-console', 'failing_test_case_after_benchmark.txt').results.map((x) => x.benchmark)).toEqual([
      'fib 15',
      'fib 20',
      'accumulate 100',
    ])
    expect(detectFailures(raw('catch2-console', 'failing_test_case_after_benchmark.txt'))).toEqual([
      {
        benchmark: 'accumulate 100',
        message:
          'Catch2: test case "Broken sum" failed: REQUIRE( std::accumulate(v.begin(), v.end(), 0) == 99 ) with expansion: 100 == 99',
      },
    ])
  })

  it('a failure before any benchmark ran: the test case is the failure', () => {
    expect(parse('catch2-console', 'failing_test_case_before_benchmark.txt').results.map((x) => x.benchmark)).toEqual([
      'fib 15',
      'fib 20',
    ])
    expect(
      detectFailures(raw('catch2-console', 'failing_test_case_before_benchmark.txt')).map((f) => f.benchmark),
    ).toEqual(['Broken sum'])
    expect(detectFailures(raw('catch2-console', 'fib_sort.txt'))).toEqual([])
  })
})

describe('Locust failures CSV', () => {
  it('one result per request with its failed count, each row a failure of the run', () => {
    const r = parse('locust-failures', 'get_missing_404.csv')
    expect(r.results).toEqual([
      {
        benchmark: 'GET /missing',
        values: { errors: { value: 33 } },
        note: "33× HTTPError('404 Client Error: Not Found for url: /missing')",
      },
    ])
    expect(r.date).toBe('2026-11-25T19:53:44Z')
    expect(detectFailures(raw('locust-failures', 'get_missing_404.csv'))).toEqual([
      { benchmark: 'GET /missing', message: "33× HTTPError('404 Client Error: Not Found for url: /missing')" },
    ])
  })
})

describe('fio normal output', () => {
  it('reads each job and direction (checked by hand against randrw_4k_1s.txt)', () => {
    const r = parse('fio-text', 'randrw_4k_1s.txt')
    expect(r.results.map((x) => [x.benchmark, x.params])).toEqual([
      ['mixed', { rw: 'read', ioengine: 'psync', iodepth: 1 }],
      ['mixed', { rw: 'write', ioengine: 'psync', iodepth: 1 }],
    ])
    expect(r.results[0]!.values.iops).toEqual({ value: 3799 })
    expect(r.results[0]!.values.latency).toMatchObject({ value: 187590, min: 50000, max: 72699000, stddev: 1326200 })
    expect(r.metrics).toEqual(parserById('fio')!.parse(fixtures('fio')[0]!.input).metrics)
  })

  it('IOPS with a k suffix, bandwidth from MiB/s, the clat percentiles', () => {
    const v = parse('fio-text', 'randread_4k_2s.txt').results[0]!.values
    expect(v.iops!.value).toBe(11000)
    expect(v.bandwidth!.value).toBe(44983910.4)
    expect(v.latency!.percentiles!['99.99']).toBe(26346000)
  })

  // The truncation sweep found it: with the first clone's header unread, its figures went to no job and the
  // second clone's IOPS (203k) were stored as job 1's (456k).
  it('a job header, or an IOPS line, it cannot read is refused with its line, not skipped', () => {
    const f = fixtures('fio-text').find((x) => x.name === 'numjobs3_write_k_max.txt')!
    const text = raw('fio-text', 'numjobs3_write_k_max.txt')
    const run = (t: string) => () => parserById('fio-text')!.parse(textInput(t, 'fio.txt'))
    expect(f).toBeDefined()
    expect(run(text.replace('err= 0', 'err= NaN'))).toThrow(
      /fio\.txt: line 9: .*err= 0.*found "seqwrite: \(groupid=0, jobs=1\): err= NaN/,
    )
    expect(run(text.replace('IOPS=456k', 'IOPS=?'))).toThrow(/fio\.txt: line 10: IOPS=<n>.*found "write: IOPS=\?/)
    const cut = text.slice(0, text.lastIndexOf('  write: IOPS='))
    expect(run(cut)).toThrow(/a "read:" or "write:" line for the job "seqwrite"/)
  })
})

describe('oha answers outside 2xx', () => {
  it('are a failure of the run (oha itself counts them as successes)', () => {
    expect(detectFailures(raw('oha', 'status503_40pct.json'))).toEqual([
      { benchmark: '*', message: 'oha: 503 ×144 (answers outside 2xx)' },
    ])
    expect(detectFailures(raw('oha', 'n2000_c10.json'))).toEqual([])
  })
})

describe('oha text summary (its default output)', () => {
  it('reads the summary, the distribution and the status codes (checked by hand against n2000_c10.txt)', () => {
    const r = parse('oha-text', 'n2000_c10.txt')
    expect(r.results[0]!.values).toEqual({
      latency: {
        value: 0.0115,
        min: 0.0004,
        max: 1.242,
        median: 0.0041,
        n: 2000,
        percentiles: {
          10: 0.0017,
          25: 0.0024,
          50: 0.0041,
          75: 0.0076,
          90: 0.0141,
          95: 0.0204,
          99: 0.0491,
          99.9: 1.2406,
          99.99: 1.242,
        },
      },
      requests: { value: 639.6674 },
      success: { value: 100 },
      errors: { value: 0 },
    })
    expect(detectFailures(raw('oha-text', 'n2000_c10.txt'))).toEqual([])
  })

  it('a terminal capture (colours, CR LF) reads like a plain one', () => {
    const r = parse('oha-text', 'colour_n500_tty.txt')
    expect(r.results[0]!.values.latency).toMatchObject({ value: 0.0037945, min: 0.0005359, max: 0.0337929, n: 500 })
    expect(r.results[0]!.values.requests).toEqual({ value: 1034.3493 })
  })

  it('every connection refused (times NaN, inf, -inf): the errors and a 0 % success rate, no latency; the run failed', () => {
    const r = parse('oha-text', 'refused_n50.txt')
    expect(r.results[0]!.values).toEqual({ success: { value: 0 }, errors: { value: 50 } })
    expect(detectFailures(raw('oha-text', 'refused_n50.txt'))).toEqual([
      { benchmark: '*', message: '50 errors: Connection refused (os error 111)' },
    ])
  })

  it('every answer a 404: oha says 100 % success, the run records the 404s as a failure', () => {
    expect(detectFailures(raw('oha-text', 'status404_n200.txt'))).toEqual([
      { benchmark: '*', message: '200 responses with status 404' },
    ])
  })
})
