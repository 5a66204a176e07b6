import { describe, expect, it } from 'vitest'
import { googleBenchmark as p, splitName } from '../../../../scripts/parsers/google-benchmark'
import { fixtures, input, parseError, raw } from './helpers'

const own = fixtures('google-benchmark')
const doc = (name: string) =>
  JSON.parse(raw('google-benchmark', name)) as { context: unknown; benchmarks: Array<Record<string, unknown>> }

describe('google-benchmark parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(2))

  it('turns names into params', () => {
    expect(splitName('BM_Foo/8/64')).toEqual({ benchmark: 'BM_Foo', params: { arg0: 8, arg1: 64 } })
    expect(splitName('BM_Foo/range:8')).toEqual({ benchmark: 'BM_Foo', params: { range: 8 } })
    expect(splitName('BM_Acc/len:64/threads:2/real_time')).toEqual({
      benchmark: 'BM_Acc',
      params: { len: 64, threads: 2, real_time: true },
    })
    expect(splitName('BM_Plain')).toEqual({ benchmark: 'BM_Plain', params: {} })
  })

  it('reads single runs, counters, units, threads and complexity (checked by hand against single_counters_bigo_threads.json)', () => {
    const run = p.parse(input(raw('google-benchmark', 'single_counters_bigo_threads.json')))
    const acc = run.results.find((r) => r.benchmark === 'BM_Accumulate' && r.params?.len === 1024)!
    expect(acc.params).toEqual({ len: 1024, unused: 2, real_time: true })
    expect(acc.values.real_time).toEqual({ value: 1219.5488000088517, n: 10000 })
    expect(acc.values.items_per_second).toEqual({ value: 839654796.9155213, n: 10000 })
    expect(acc.values['counter.elements']).toEqual({ value: 1024, n: 10000 })
    const sort = run.results.find((r) => r.benchmark === 'BM_Sort' && r.params?.arg0 === 4096)!
    expect(sort.values.cpu_time).toEqual({ value: 191.7028026315788, n: 76, unit: 'us' })
    expect(run.metrics.cpu_time).toEqual({ label: 'CPU time', unit: 'ns', direction: 'lower' })
    const bigO = run.results.find((r) => r.benchmark === 'BM_Sort' && !r.params)!
    expect(bigO.values).toEqual({
      big_o_cpu: { value: 3.801086464381133 },
      big_o_real: { value: 7.188632601042712 },
      big_o_rms: { value: 19.1773288495504 },
    })
    expect(bigO.note).toBe('fitted complexity O(NlgN); coefficients in ns')
    expect(run.results.filter((r) => r.benchmark === 'BM_Threaded').map((r) => r.params)).toEqual([
      { threads: 1 },
      { threads: 2 },
    ])
    expect(run.date).toBe('2026-11-22T04:26:06+00:00')
    expect(run.environment).toMatchObject({
      machine: 'vm',
      threads: 2,
      tool: 'Google Benchmark',
      extra: { 'cpu MHz': '2445', 'library build': 'debug' },
    })
    expect(run.warnings).toEqual([
      'user counter "elements": the file gives no unit or direction; shown as a plain count of elements, never judged better or worse until set (pnpm suite <id> --metric-label counter.elements=direction:higher or lower, --unit counter.elements=<unit>)',
      'this report carries no counter flags, so a rate counter (benchmark::Counter::kIsRate) is read as the plain count above rather than "<name>/s", higher is better; to have them read, ingest the JSON with the console output of the same run saved beside it (pnpm ingest input.json console.txt --suite <id>), or let ingest run the program (pnpm ingest --run "./tiny_bench" --suite <id>), which writes and reads both',
    ])
  })

  it('folds repetitions and aggregates into one result (checked by hand against repetitions3_out.json)', () => {
    const run = p.parse(input(raw('google-benchmark', 'repetitions3_out.json')))
    expect(run.results.map((r) => [r.benchmark, r.params])).toEqual([
      ['BM_StringCopy', { arg0: 16 }],
      ['BM_StringCopy', { arg0: 4096 }],
      ['BM_Accumulate', { len: 64, unused: 1, real_time: true }],
      ['BM_Accumulate', { len: 1024, unused: 2, real_time: true }],
    ])
    const cpu = run.results[0]!.values.cpu_time!
    expect(cpu).toEqual({
      value: 38.8119251660494,
      stddev: 3.17564738785425,
      median: 37.295479374087925,
      min: 36.6787763370495,
      max: 42.46151978701078,
      n: 3,
      samples: [36.6787763370495, 37.29547937408792, 42.46151978701078],
    })
    expect(run.metrics.real_time!.stat).toBe('mean')
    // the _cv aggregate (a fraction in the file: 0.08182143437275659) is kept in %
    expect(run.results[0]!.values.cpu_time_cv).toEqual({ value: 8.18214343728 })
    expect(run.metrics.cpu_time_cv).toEqual({
      label: 'CPU time CV',
      unit: '%',
      direction: 'lower',
      stat: 'coefficient of variation',
      neutral: true,
    })
  })

  it('reads aggregates only (--benchmark_report_aggregates_only)', () => {
    const d = doc('repetitions3_out.json')
    d.benchmarks = d.benchmarks.filter((b) => b.run_type === 'aggregate')
    const run = p.parse(input(JSON.stringify(d)))
    expect(run.results[0]!.values.cpu_time).toEqual({
      value: 38.8119251660494,
      stddev: 3.17564738785425,
      median: 37.295479374087925,
      n: 3,
    })
  })

  it('skips benchmarks that reported an error, with a warning', () => {
    const d = doc('single_counters_bigo_threads.json')
    Object.assign(d.benchmarks[0]!, { error_occurred: true, error_message: 'boom' })
    const run = p.parse(input(JSON.stringify(d)))
    expect(run.results.some((r) => r.benchmark === 'BM_StringCopy' && r.params?.arg0 === 16)).toBe(false)
    expect(run.warnings?.[0]).toContain('boom')
  })

  it('reports invalid JSON with file, line and column', () => {
    const e = parseError(() =>
      p.parse(input('{"context": {},\n "benchmarks": [\n {"name": "x" "real_time": 1}]}', 'gb.json')),
    )
    expect([e.file, e.where]).toEqual(['gb.json', 'line 3, column 15'])
  })

  it('reads a report whose _cv row holds a bare NaN (a counter that stays 0), leaving that figure out with one warning', () => {
    const f = 'tests/fixtures/google-benchmark/zero_counter_reps3_out.json'
    const text = raw('google-benchmark', 'zero_counter_reps3_out.json')
    expect(p.detect(input(text, f))).toBeGreaterThan(0.9)
    const run = p.parse(input(text, f))
    const zero = run.results.find((r) => r.benchmark === 'BM_ZeroCounter')!
    // The repetitions' zeros are numbers the file holds; the CV of 0/0 is not, so no counter.zero_cv at all.
    expect(zero.values['counter.zero']).toMatchObject({ value: 0, n: 3, samples: [0, 0, 0] })
    expect(zero.values['counter.zero_cv']).toBeUndefined()
    expect(run.metrics['counter.zero_cv']).toBeUndefined()
    expect(zero.values['counter.length_cv']).toEqual({ value: 0 })
    expect(zero.values.real_time_cv).toEqual({ value: 42.057893969 })
    expect(run.results.map((r) => r.benchmark)).toEqual(['BM_ZeroCounter', 'BM_Plain'])
    const nan = run.warnings!.filter((w) => w.includes('NaN'))
    expect(nan).toEqual([expect.stringContaining(`${f}: line 153 "zero": NaN`)])
  })

  it('reads every bare non-finite spelling as no value, strings and other errors as before', () => {
    const row = (cv: string) =>
      `{"context": {"num_cpus": 2},\n "benchmarks": [\n` +
      `{"name": "B", "run_name": "B", "run_type": "iteration", "repetitions": 2, "iterations": 5, "real_time": 1, "cpu_time": 1, "time_unit": "ns", "c": 0, "s": "NaN inf"},\n` +
      `{"name": "B", "run_name": "B", "run_type": "iteration", "repetitions": 2, "iterations": 5, "real_time": 3, "cpu_time": 1, "time_unit": "ns", "c": 0, "s": "NaN inf"},\n` +
      `{"name": "B_mean", "run_name": "B", "run_type": "aggregate", "aggregate_name": "mean", "repetitions": 2, "iterations": 2, "real_time": 2, "cpu_time": 1, "time_unit": "ns", "c": 0},\n` +
      `{"name": "B_cv", "run_name": "B", "run_type": "aggregate", "aggregate_name": "cv", "repetitions": 2, "iterations": 2, "real_time": 0.5, "cpu_time": ${cv}, "time_unit": "ns", "c": ${cv}}]}`
    for (const t of ['NaN', '-nan', 'nan', 'inf', '-inf', 'Infinity', '-Infinity', '+Inf']) {
      const run = p.parse(input(row(t), 'gb.json'))
      expect(Object.keys(run.results[0]!.values).sort(), t).toEqual([
        'counter.c',
        'cpu_time',
        'real_time',
        'real_time_cv',
      ])
      expect(run.results[0]!.values.real_time_cv).toEqual({ value: 50 })
      expect(run.warnings?.[0], t).toBe(
        `gb.json: line 6 "cpu_time": ${t}, line 6 "c": ${t} — not a number (the tool writes it for a figure it could not compute, e.g. the CV of a counter that stays 0); that figure is left out, the rest is read`,
      )
    }
    // Another fault beside a NaN is still refused, at its own line.
    const e = parseError(() => p.parse(input(row('NaN').replace('"real_time": 3,', '"real_time": 3'), 'gb.json')))
    expect([e.file, e.where.split(',')[0]]).toEqual(['gb.json', 'line 4'])
    // A word that is not a non-finite number is not taken for one.
    expect(() => p.parse(input(row('nope'), 'gb.json'))).toThrow(/line 6/)
  })

  it('reports a missing field with file, JSON path and what was expected', () => {
    const d = doc('single_counters_bigo_threads.json')
    delete d.benchmarks[2]!.name
    const e = parseError(() => p.parse(input(JSON.stringify(d), 'gb.json')))
    expect([e.file, e.where, e.expected]).toEqual([
      'gb.json',
      '$.benchmarks[2].name',
      'the benchmark name (a string), found nothing',
    ])
  })

  it('refuses a file without benchmarks', () => {
    const d = doc('single_counters_bigo_threads.json')
    d.benchmarks = []
    const e = parseError(() => p.parse(input(JSON.stringify(d), 'gb.json')))
    expect([e.file, e.where]).toEqual(['gb.json', '$.benchmarks'])
    expect(e.expected).toContain('at least one')
  })
})
