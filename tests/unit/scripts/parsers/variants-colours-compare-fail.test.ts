// Issue 45, the last variants: Google Benchmark's console report with colours forced
// (--benchmark_color=true) and pytest-benchmark's --benchmark-compare-fail tripping. Each is a real
// capture (tests/fixtures/<format>/README.md gives command, version and date), read through
// `pnpm ingest` as a maintainer would; every number below was read off the captured text by hand.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Run } from '../../../../data/schema/schema'
import { parserById } from '../../../../scripts/parsers/parser-registry'
import { failureOf } from '../../../../components/views/select'
import { fixtures, fixturesDir, parseError } from './helpers'
import { ingest, key } from './ingest-dry-run'

describe('Google Benchmark console with colours (--benchmark_color=true, piped)', () => {
  it('reads the coloured rows as the plain ones: counters, a complexity fit, threads', async () => {
    const o = await ingest('google-benchmark-console/v1.7_color_forced.txt')
    expect(o.code).toBe(0)
    expect(o.format).toBe('google-benchmark-console')
    expect(o.results.map(key)).toEqual([
      'BM_StringCopy {"arg0":16}',
      'BM_StringCopy {"arg0":4096}',
      'BM_Accumulate {"len":64,"unused":1,"real_time":true}',
      'BM_Accumulate {"len":1024,"unused":2,"real_time":true}',
      'BM_Sort {"arg0":256}',
      'BM_Sort {"arg0":1024}',
      'BM_Sort {"arg0":4096}',
      'BM_Sort {}',
      'BM_Threaded {"threads":1}',
      'BM_Threaded {"threads":2}',
    ])
    // "BM_StringCopy/16  93.7 ns  19.7 ns  699904 bytes_per_second=773.526M/s" (773.526 × 1024²).
    expect(o.results[0]!.values).toEqual({
      real_time: { value: 93.7, n: 699904 },
      cpu_time: { value: 19.7, n: 699904 },
      bytes_per_second: { value: 811100798.976, n: 699904 },
    })
    // "BM_Sort_BigO  16.81 NlgN  3.37 NlgN", "BM_Sort_RMS  29 %  26 %".
    expect(o.results[7]!.values).toEqual({
      big_o_real: { value: 16.81 },
      big_o_cpu: { value: 3.37 },
      big_o_rms: { value: 29 },
    })
    expect(o.results[9]!.values.real_time).toEqual({ value: 98.8, n: 745586 })
  })

  it('with 3 repetitions and the context lines (2>&1): aggregates, and the environment', async () => {
    const o = await ingest('google-benchmark-console/v1.7_color_reps3_2to1.txt')
    expect(o.code).toBe(0)
    expect(o.results.map(key)).toEqual([
      'BM_StringCopy {"arg0":16}',
      'BM_StringCopy {"arg0":4096}',
      'BM_Sort {"arg0":256}',
      'BM_Sort {"arg0":1024}',
      'BM_Sort {"arg0":4096}',
      'BM_Sort {}',
    ])
    // "BM_StringCopy/16_mean 108 ns", "_median 98.6 ns", "_stddev 32.8 ns", "_cv 30.25 %"; the rows 81.5, 145, 98.6.
    expect(o.results[0]!.values.real_time).toMatchObject({
      value: 108,
      median: 98.6,
      stddev: 32.8,
      min: 81.5,
      max: 145,
      n: 3,
    })
    expect(o.results[0]!.values.real_time_cv).toEqual({ value: 30.25 })
    // "BM_Sort/4096_mean  660 us", stored in ns as the JSON reporter's aggregates are.
    expect(o.results[4]!.values.real_time).toMatchObject({ value: 660000, median: 404000, stddev: 447000 })
    expect(o.results[5]!.values.big_o_real).toEqual({ value: 13.08 })
  })

  it('--benchmark_counters_tabular=true: coloured columns, and the second header after a coloured rule', async () => {
    const o = await ingest('google-benchmark-console/v1.7_color_counters_tabular.txt')
    expect(o.code).toBe(0)
    expect(o.results.map(key)).toEqual([
      'BM_Sum {"arg0":64}',
      'BM_Sum {"arg0":4096}',
      'BM_Copy {"arg0":64}',
      'BM_Copy {"arg0":4096}',
    ])
    // "BM_Copy/4096  339 ns  129 ns  549017  31.6661G/s  4.096k"
    expect(o.results[3]!.values).toEqual({
      real_time: { value: 339, n: 549017 },
      cpu_time: { value: 129, n: 549017 },
      'counter.items': { value: 31666100000, n: 549017 },
      'counter.size': { value: 4096, n: 549017 },
    })
  })

  it('1.9 (the Python bindings), aggregates only, tabular: the same layout, Mi/s read as 1024²', async () => {
    const o = await ingest('google-benchmark-console/v1.9_python_color_reps3_aggregates_only_tabular.txt')
    expect(o.code).toBe(0)
    expect(o.results.map(key)).toEqual([
      'sum_list {"arg0":8}',
      'sum_list {"arg0":64}',
      'sum_list {"arg0":512}',
      'join_words {}',
    ])
    // "sum_list/8_mean  586 ns  136 ns  3  8  59.3542M/s", "_median 566 ns … 62.4247M/s", "_stddev 85.3 ns".
    expect(o.results[0]!.values).toMatchObject({
      real_time: { value: 586, median: 566, stddev: 85.3, n: 3 },
      real_time_cv: { value: 14.54 },
      'counter.rate': { value: 59354200, median: 62424700, stddev: 7305080 },
    })
    // "join_words_mean  1009 ns  315 ns  3  545.513Mi/s  30"
    expect(o.results[3]!.values.bytes_per_second).toMatchObject({ value: 572011839.488, n: 3 })
  })

  it('a colour code cut or garbled is refused on its line, never read around', () => {
    const f = fixtures('google-benchmark-console').find((x) => x.name === 'v1.7_color_forced.txt')!
    const text = f.input.files[0]!.text.replace('\u001b[0;33m      93.7 ns', '\u001b[0;1e309m      93.7 ns')
    const e = parseError(() => parserById('google-benchmark-console')!.parse({ files: [{ path: 'gb.txt', text }] }))
    expect(e.message).toMatch(/gb\.txt: line 4: .*colour codes such as .* found "\\u001b\[0;1e309m/)
  })
})

describe('pytest-benchmark --benchmark-compare-fail that trips (pytest exits 1)', () => {
  const FILE = 'pytest-benchmark-text/compare_fail_two_checks_2to1.txt'

  it('the tests the report names are recorded as failed, with the checks they failed; the others pass', async () => {
    const o = await ingest(FILE)
    expect(o.code).toBe(0)
    expect(o.format).toBe('pytest-benchmark-text')
    expect(o.results.map(key)).toEqual([
      'test_sum {"param":1000}',
      'test_sum_once {}',
      'test_sum {"param":20000}',
      'test_steady {"group":"steady"}',
    ])
    // "test_sum[1000] (NOW)  39.6110 (3.13)  702.0460 (1.0)  45.8898 (1.65)  26.2702 (1.0)  43.2130 (3.16) … 21.7913 (0.61)  1048" in us.
    expect(o.results[0]!.values).toEqual({
      time: { value: 4.58898e-5, stddev: 2.62702e-5, min: 3.9611e-5, max: 7.02046e-4, median: 4.3213e-5, n: 1048 },
      ops: { value: 21791.3 },
    })
    const against = "pytest-benchmark --benchmark-compare-fail against 0001_unversi: Field 'mean' has failed"
    expect(o.failures).toEqual([
      {
        benchmark: 'test_sum/param=1000',
        message: `${against} PercentageRegressionCheck: 65.089991480 > 5.000000000; Field 'min' has failed DifferenceRegressionCheck: 0.000026958 > 0.000001000`,
      },
      {
        benchmark: 'test_sum/param=20000',
        message: `${against} PercentageRegressionCheck: 64.518259121 > 5.000000000; Field 'min' has failed DifferenceRegressionCheck: 0.000554036 > 0.000001000`,
      },
      {
        benchmark: 'test_sum_once',
        message: `${against} PercentageRegressionCheck: 52.117123710 > 5.000000000; Field 'min' has failed DifferenceRegressionCheck: 0.000137092 > 0.000001000`,
      },
    ])
    expect(o.warnings.join('\n')).toContain('3 benchmarks failed: test_sum/param=1000')
  })

  it('pages mark exactly those results as failed (never a plain figure), and not the test that held', async () => {
    const o = await ingest(FILE)
    const run = { id: 'r', results: o.results, failures: o.failures } as unknown as Run
    expect(run.results.map((r) => failureOf(run, r) !== undefined)).toEqual([true, true, true, false])
  })

  it('through the JSON, with `pnpm ingest out.json --run "… 2>&1" --keep-failed`: failures named by the JSON\'s parameters', async () => {
    // A stand-in for the pytest command replays the real run: it writes the JSON that run wrote, prints
    // what it printed (stdout and stderr) and exits 1, as pytest did.
    const json = join(fixturesDir, 'pytest-benchmark/compare_fail_mean5pct.json')
    const printed = join(fixturesDir, 'pytest-benchmark/_run_output/compare_fail_mean5pct_2to1.txt')
    const o = await ingest('./out.json', '--run', `cp '${json}' out.json && cat '${printed}'; exit 1`, '--keep-failed')
    expect(o.error).toBeUndefined()
    expect(o.code).toBe(0)
    expect(o.format).toBe('pytest-benchmark')
    expect(o.results.map(key)).toEqual([
      'test_sum {"n":1000}',
      'test_sum {"n":20000}',
      'test_sum_once {}',
      'test_steady {"group":"steady"}',
    ])
    expect(o.failures?.map((f) => f.benchmark)).toEqual(['test_sum/n=1000', 'test_sum/n=20000', 'test_sum_once'])
    expect(o.failures?.[0]?.message).toBe(
      "pytest-benchmark --benchmark-compare-fail against 0001_unversi: Field 'mean' has failed PercentageRegressionCheck: 62.412959859 > 5.000000000",
    )
    const run = { id: 'r', results: o.results, failures: o.failures } as unknown as Run
    expect(run.results.map((r) => failureOf(run, r) !== undefined)).toEqual([true, true, true, false])
  })

  it('stdout alone (the report went to stderr): read, with a warning to capture 2>&1', async () => {
    const o = await ingest('pytest-benchmark-text/compare_fail_mean5pct_stdout_only.txt')
    expect(o.code).toBe(0)
    expect(o.results).toHaveLength(4)
    expect(o.warnings.join('\n')).toMatch(
      /without pytest's stderr: had --benchmark-compare-fail found a regression.*2>&1/,
    )
  })

  it('a report cut short, or naming a test the table does not hold, is refused on its line', () => {
    const p = parserById('pytest-benchmark-text')!
    const text = fixtures('pytest-benchmark-text').find((x) => x.name === 'compare_fail_two_checks_2to1.txt')!.input
      .files[0]!.text
    const end = text.indexOf('\n', text.indexOf("\ttest_sum[1000] (0001_unversi) - Field 'min'")) + 1
    const cut = parseError(() => p.parse({ files: [{ path: 'pb.txt', text: text.slice(0, end) }] }))
    expect(cut.message).toBe(
      'pb.txt: line 37: the rule that ends the "Performance has regressed:" report of line 35 (the output ends early)',
    )
    const renamed = text.replace(
      "\ttest_sum_once (0001_unversi) - Field 'mean'",
      "\ttest_sum_twice (0001_unversi) - Field 'mean'",
    )
    expect(parseError(() => p.parse({ files: [{ path: 'pb.txt', text: renamed }] })).message).toMatch(
      /^pb\.txt: line 40: a test compared in the table above .* found "test_sum_twice \(0001_unversi\)"$/,
    )
  })
})
