// Issue 45, the last variants: Google Benchmark's console report with colours forced
// (--benchmark_color=true) and pytest-benchmark's --benchmark-compare-fail tripping. Each is a real
// capture (tests/fixtures/<format>/README.md gives command, version and date), read through
// `pnpm ingest` as a maintainer would; every number below was read off the captured text by hand.
import { describe, expect, it } from 'vitest'
import { parserById } from '../../../scripts/parsers'
import { fixtures, parseError } from './helpers'
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

  it('a colour code cut or garbled is refused on its line, never read around', () => {
    const f = fixtures('google-benchmark-console').find((x) => x.name === 'v1.7_color_forced.txt')!
    const text = f.input.files[0]!.text.replace('\u001b[0;33m      93.7 ns', '\u001b[0;1e309m      93.7 ns')
    const e = parseError(() => parserById('google-benchmark-console')!.parse({ files: [{ path: 'gb.txt', text }] }))
    expect(e.message).toMatch(/gb\.txt: line 4: .*colour codes such as .* found "\\u001b\[0;1e309m/)
  })
})
