// One focused case for each wrong number the mutation sweep (truncation.test.ts) found: a real capture
// with one line deleted, duplicated or edited, which used to parse to a number the capture does not
// hold, and is now refused with a line naming where, or read correctly, or warned about.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parsers } from '../../../../scripts/parsers/parser-registry'
import type { ParsedRun } from '../../../../scripts/parsers/types'
import { fixturesDir, parseError } from './helpers'

const raw = (format: string, name: string) => readFileSync(join(fixturesDir, format, name), 'utf8')
const parse = (format: string, text: string, path = `${format}.input`): ParsedRun =>
  parsers.find((p) => p.id === format)!.parse({ files: [{ path, text }] })

/** The text with the first line containing `match` deleted (or, with `times` = 2, written twice). */
function lines(text: string, match: string, times: 0 | 2 = 0): string {
  const all = text.split('\n')
  const i = all.findIndex((l) => l.includes(match))
  if (i < 0) throw new Error(`no line with ${JSON.stringify(match)}`)
  all.splice(i, 1, ...Array<string>(times).fill(all[i]!))
  return all.join('\n')
}
const once = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`no ${JSON.stringify(from)}`)
  return text.replace(from, to)
}

/** Each case: the format, its fixture, the mutation, and what the refusal says (file: line: expected). */
const REFUSED: Array<[string, string, string, (t: string) => string, RegExp]> = [
  [
    'criterion console: a missing time: line no longer credits its thrpt: to the previous benchmark (checksum/64 got 606,422,958 B/s)',
    'criterion',
    'console_run1.txt',
    (t) => lines(t, 'checksum/4096           time:'),
    /line 8: a "time:" line right above "thrpt:"/,
  ],
  [
    'criterion console: the change lines of a benchmark whose time: line is lost',
    'criterion',
    'console_run2_change.txt',
    (t) => lines(t, 'fib/recursive/12        time:'),
    /one time change line per benchmark/,
  ],
  [
    'Catch2 console: a repeated mean line is not read as the std dev (2,637.28 ns instead of 85.72 ns)',
    'catch2-console',
    'fib_sort.txt',
    (t) => lines(t, '2.63728 us    2.61654 us', 2),
    /line 38: a blank line after the std dev line of benchmark "sort 1000"/,
  ],
  [
    'Catch2 console: a test-case heading missing a rule',
    'catch2-console',
    'fib_sort.txt',
    (t) => lines(lines(t, 'Sorting'), '-----'),
    /line \d+: a test-case heading/,
  ],
  [
    'Google Benchmark CSV: a _cv row with NaN iterations (6.13 % instead of 18.39 %)',
    'google-benchmark-csv',
    'accumulate_repetitions3_aggregates_only.csv',
    (t) =>
      once(t, '"BM_Accumulate/len:64/unused:1/real_time_cv",3,', '"BM_Accumulate/len:64/unused:1/real_time_cv",NaN,'),
    /line 5: the repetitions in the iterations column of a _cv row/,
  ],
  [
    'benchstat CSV: n=1e309 (stored as n = 1)',
    'benchstat',
    'bs_old_vs_new.csv',
    (t) => once(t, 'p=0.394 n=6', 'p=0.394 n=1e309'),
    /line 7: a sample count "n=6" or "n=6\+5", found "n=1e309"/,
  ],
  [
    'benchstat: a header row given twice',
    'benchstat',
    'bs_col_kind.txt',
    (t) => lines(t, 'sec/op', 2),
    /each header row once/,
  ],
  [
    'pgbench: 1e309 transactions processed (stored as n = 1)',
    'pgbench',
    'select_r.txt',
    (t) => once(t, 'processed: 23180', 'processed: 1e309'),
    /line 9: a number of transactions, found "1e309"/,
  ],
  [
    'JMH text: an iteration line with a NaN score (n and min changed)',
    'jmh-text',
    'thrpt_avgt_params.console.txt',
    (t) => once(t, 'Iteration   1: 1041.162 ops/ms', 'Iteration   1: NaN ops/ms'),
    /line 17: an iteration line "Iteration {3}1: 1041\.162 ops\/ms" with a finite score/,
  ],
  [
    'JMH CSV: a NaN thread count',
    'jmh-csv',
    'thrpt_avgt_params.csv',
    (t) => once(t, '"bench.TinyBench.sum","avgt",1,', '"bench.TinyBench.sum","avgt",NaN,'),
    /the thread count: a number, found "NaN"/,
  ],
  [
    'JMH JSON: a fork with an iteration score lost',
    'jmh',
    'thrpt_avgt_params.json',
    (t) => lines(t, '    6683.044538928955,'),
    /2 iteration scores \(measurementIterations\), found 1/,
  ],
  [
    'Google Benchmark JSON: a repetition without its real_time',
    'google-benchmark',
    'repetitions3_out.json',
    (t) => t.replace(/"real_time": 6\.10085\S*,/, '"real_time": null,'),
    /"real_time" in every repetition \(2 of 3 have it\)/,
  ],
  [
    'Google Benchmark JSON: a number beyond a double',
    'google-benchmark',
    'repetitions3_out.json',
    (t) => once(t, '"real_time": 2.8616441296256505e+02', '"real_time": 1e309'),
    /that fits a double/,
  ],
  [
    'Google Benchmark console: a _mean row lost beside the median and stddev rows',
    'google-benchmark-console',
    'repetitions3.txt',
    (t) => lines(t, 'BM_StringCopy/4096_mean'),
    /a "_mean" row beside/,
  ],
  [
    'asv: a huge epoch date (crashed with "Invalid time value")',
    'asv',
    '1f50c564-existing-py.json',
    (t) => t.replace(/"date": \d+/, '"date": 1e300'),
    /\$\.date: a date between the years 1 and 9999/,
  ],
  [
    'mitata: a huge epoch date (crashed with "Invalid time value")',
    'mitata',
    'fib_args.json',
    (t) => t.replace(/"now": ?\d+/, '"now": 9e15'),
    /\$\.context\.now: a date between the years 1 and 9999/,
  ],
  [
    'generic CSV: a cell of 1e309',
    'generic-csv',
    'example_params_stats.csv',
    (t) => once(t, '1200.5', '1e309'),
    /a number in column 4 .*found "1e309"/,
  ],
  [
    'custom JSON: a bench without its unit lands in another metric',
    'custom-smaller-is-better',
    'node_ms.json',
    (t) => lines(t, '"unit": "ms"'),
    /the unit \(a string/,
  ],
  [
    'hey: a status code listed twice counts its responses twice',
    'hey',
    'summary_n2000_c10.txt',
    (t) => lines(t, '[200]', 2),
    /each status code once, found \[200\] again/,
  ],
  [
    'hyperfine AsciiDoc: a row short of a cell shifts the others',
    'hyperfine-asciidoc',
    'noshell_wc_cksum.adoc',
    (t) => lines(t, '| 3.6 ± 6.4'),
    /5 cells in the row, as in the header, found 4/,
  ],
  [
    'hyperfine JSON: a time lost from the list (n, min, max)',
    'hyperfine',
    'noshell_wc_cksum.json',
    (t) => lines(t, '        0.009707158,'),
    /one time per run \(\d+ exit codes\), found \d+/,
  ],
  [
    'pytest-benchmark JSON: a timing lost from data',
    'pytest-benchmark',
    'tiny_params_group.json',
    (t) => lines(t, '2.619999918351823e-07'),
    /one timing per round/,
  ],
  [
    'autocannon text: a table without its Stat header row',
    'autocannon-text',
    'c4_d2_table.txt',
    (t) => lines(lines(t, '│ Stat'), '│ Stat'),
    /the "│ Stat │ 2\.5% │ …" header row of this table/,
  ],
  [
    'k6: a threshold listed twice',
    'k6',
    'mixed_default.txt',
    (t) => lines(t, "'avg<0.2'", 2),
    /each threshold of "\S+" once/,
  ],
  [
    "k6: a lost SCENARIO heading would overwrite the previous scenario's figures",
    'k6',
    'scenarios_full_banner.txt',
    (t) => lines(t, '█ SCENARIO: steady'),
    /each metric once per section/,
  ],
  [
    'k6 JSON: a rate without its passes count',
    'k6-json',
    'summary_export_thresholds.json',
    (t) => lines(t, '"passes": 40'),
    /the count of passes/,
  ],
  [
    'BenchmarkDotNet: a measurement without its iteration mode',
    'benchmarkdotnet',
    'hand_full_two_jobs.json',
    (t) => lines(t, '"IterationMode": "Workload"'),
    /the iteration mode/,
  ],
  [
    'redis-benchmark: a lost "Cumulative distribution" heading',
    'redis-benchmark',
    'get_d256_c10.txt',
    (t) => lines(t, 'Cumulative distribution of latencies'),
    /percentiles in increasing order/,
  ],
  [
    'fio: a percentile beyond a double',
    'fio',
    'randread_4k.json',
    (t) => once(t, '"99.000000" : 1138688', '"99.000000" : 1e309'),
    /that fits a double/,
  ],
]

describe('a mutated capture that used to publish a wrong number is refused', () => {
  it.each(REFUSED)('%s', (_, format, name, mutate, expected) => {
    const e = parseError(() => parse(format, mutate(raw(format, name)), `${format}/${name}`))
    expect(e.message).toMatch(expected)
    expect(e.message.startsWith(`${format}/${name}: `)).toBe(true)
  })
})

describe('a mutated capture that is read correctly or with a warning', () => {
  it('redis-benchmark --csv with two runs concatenated: read as repeated runs, with a warning saying what latency then is', () => {
    const csv = raw('redis-benchmark', 'csv_set_get_incr_lrange_mset.csv')
    const run = parse('redis-benchmark', csv + csv)
    expect(run.results[0]!.values.latency).toMatchObject({ value: 1.737, n: 2, samples: [1.737, 1.737] })
    expect(run.warnings?.join('\n')).toMatch(
      /read as repeated runs \(SET ×2, GET ×2, .*the runs' latency extremes and p95\/p99 are not combined/,
    )
    expect(parse('redis-benchmark', csv).warnings ?? []).toEqual([])
  })

  it('hey CSV: every parse says that a cut at a line end cannot be seen, with the count read', () => {
    const csv = raw('hey-csv', 'n500_c4.csv')
    const cut = csv.split('\n').slice(0, 11).join('\n') + '\n'
    expect(parse('hey-csv', cut).warnings?.join('\n')).toMatch(
      /no closing line, so a file cut short cannot be told from a whole one \(10 requests read\)/,
    )
  })

  it('autocannon JSON: without its own min, no min (not the lowest percentile passed off as one)', () => {
    const json = raw('autocannon', 'c4_d2.json')
    const latency = (t: string) => parse('autocannon', t).results[0]!.values.latency!
    expect(latency(json).min).toBe(0)
    expect(latency(once(json, '"stddev":2.54,"min":1,', '"stddev":2.54,"min":null,')).min).toBeUndefined()
  })

  it('JMH text: a run whose "# JMH version" line is lost keeps its own iterations', () => {
    const text = raw('jmh-text', 'thrpt_avgt_params.console.txt')
    const avgt = (t: string) =>
      parse('jmh-text', t).results.find((r) => r.params?.size === 256 && r.values.avgt)!.values.avgt!
    const before = avgt(text)
    const lines73 = text.split('\n')
    const at = lines73.findIndex((l, i) => i > 60 && l.startsWith('# JMH version'))
    lines73.splice(at, 1)
    expect(avgt(lines73.join('\n')).samples).toEqual(before.samples)
  })

  it("Google Benchmark JSON: an aggregate row that lost its aggregate_name is read by its name's suffix, not taken for the mean", () => {
    const json = raw('google-benchmark', 'repetitions3_out.json')
    expect(parse('google-benchmark', lines(json, '"aggregate_name": "median"')).results).toEqual(
      parse('google-benchmark', json).results,
    )
  })

  it('pytest-benchmark text: a relative figure that is not a plain number does not shift the columns', () => {
    const text = raw('pytest-benchmark-text', 'params_groups_default.txt')
    const intact = parse('pytest-benchmark-text', text).results
    const run = parse('pytest-benchmark-text', once(text, '0.8855 (1.95)', '0.8855 (1e309)')).results
    expect(run).toEqual(intact)
  })
})
