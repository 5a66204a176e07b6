// Starter pages a maintainer would publish unedited: no table of rows of "—" (a metric only some
// benchmarks measure), a metric that repeats another joined to its table (pytest's calls per second is
// 1 ÷ the time), parameters every result shares said once, a log trend over a wide range, and for
// hyperfine the comparison itself, with its spread, in the first lines.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { Result, Run, Suite } from '../../data/schema/schema'
import { starterPage } from '../../scripts/tools/starter-page'
import { figure } from '../../components/views/figures'
import { buildTable } from '../../components/views/table'
import { benchstat } from '../../scripts/parsers/benchstat'
import { googleBenchmark } from '../../scripts/parsers/google-benchmark'

const FIX = join(__dirname, '../fixtures/run-output-files')
const run = (results: Result[], format = 'go-test-bench'): Run => ({
  id: 'r1',
  date: '2026-11-01',
  source: { format },
  results,
})
const fence = (page: string, kind: string, metric: string) =>
  page.split(/^```/m).find((b) => b.startsWith(kind) && new RegExp(`^metric: .*\\b${metric}\\b`, 'm').test(b)) ?? ''

describe('starter pages', () => {
  test('a metric only some benchmarks measure: its blocks name those benchmarks (no rows of "—")', () => {
    const suite: Suite = {
      id: 'go',
      title: 'Go',
      project: 'go',
      metrics: {
        time: { label: 'Time per op', unit: 'ns', direction: 'lower' },
        throughput: { label: 'Throughput', unit: 'MB/s', direction: 'higher' },
      },
    }
    const p = { gomaxprocs: 2, pkg: 'strings' }
    const page = starterPage(suite, [
      run([
        { benchmark: 'BenchmarkAdler', params: p, values: { time: { value: 370 }, throughput: { value: 2760 } } },
        { benchmark: 'BenchmarkDecode', params: p, values: { time: { value: 20 } } },
        { benchmark: 'BenchmarkEncode', params: p, values: { time: { value: 5 } } },
      ]),
    ])
    expect(fence(page, 'bench-table', 'throughput')).toContain('where: { benchmark: [BenchmarkAdler] }')
    expect(fence(page, 'bench-table', 'time')).not.toContain('where:')
    // Shared parameters: once, above the sections, never as a table's rows.
    expect(page.match(/Every result here has CPUs \(GOMAXPROCS\) 2, Package strings\./g)).toHaveLength(1)
  })

  test("pytest's calls per second (1 ÷ the time) joins the time's table; no section of its own", () => {
    const suite: Suite = {
      id: 'py',
      title: 'Py',
      project: 'py',
      metrics: {
        time: { label: 'Time per call', unit: 's', direction: 'lower', stat: 'mean' },
        ops: { label: 'Calls per second', unit: 'ops/s', direction: 'higher', stat: 'mean' },
      },
    }
    const r = (n: number, t: number): Result => ({
      benchmark: 'test_sorted',
      params: { n },
      values: { time: { value: t }, ops: { value: 1 / t } },
    })
    const page = starterPage(suite, [run([r(100, 2.9e-6), r(1000, 2.8e-5)], 'pytest-benchmark')])
    expect(page).not.toContain('## Calls per second')
    expect(fence(page, 'bench-table', 'time')).toContain('metric: [time, ops]')
    expect(page).toContain(
      'Each cell also gives Calls per second, which repeats this metric in other terms (no section of its own).',
    )
  })

  test('a counter that only repeats a parameter (elements = arg0) gets no chart or table', () => {
    const suite: Suite = {
      id: 'gb',
      title: 'GB',
      project: 'gb',
      metrics: {
        real_time: { label: 'Real time', unit: 'ns', direction: 'lower' },
        'counter.elements': { label: 'elements', unit: 'elements', direction: 'higher' },
      },
    }
    const r = (n: number, t: number): Result => ({
      benchmark: 'BM_Fill',
      params: { arg0: n },
      values: { real_time: { value: t }, 'counter.elements': { value: n } },
    })
    const page = starterPage(suite, [run([r(256, 70), r(16384, 4500)], 'google-benchmark')])
    expect(page).not.toContain('## elements')
    expect(page).not.toMatch(/^metric: counter\.elements/m)
    expect(page).toContain('elements equals arg0 in every result, so it has no section of its own.')
  })

  test('a trend over values spanning more than 100× starts on a log axis', () => {
    const suite: Suite = {
      id: 'w',
      title: 'W',
      project: 'w',
      metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
    }
    const page = starterPage(suite, [
      run([
        { benchmark: 'small', values: { time: { value: 2 } } },
        { benchmark: 'big', values: { time: { value: 1000 } } },
      ]),
    ])
    expect(page.split(/^```/m).find((b) => b.startsWith('bench-trend'))).toContain('log: true')
  })

  test('a trend over lines 71× apart starts on a log axis too (the rule of the charts), and so do its bars', () => {
    // A real `go test -bench` run (tests/fixtures/go-test-bench/multi_pkg_utf16_adler32.txt): 5.18 to 370 ns.
    const go = JSON.parse(
      readFileSync(join(__dirname, '../fixtures/go-test-bench/multi_pkg_utf16_adler32.txt.expected.json'), 'utf8'),
    ) as { metrics: Suite['metrics']; results: Result[] }
    const page = starterPage({ id: 'go', title: 'Go', project: 'go', metrics: go.metrics }, [run(go.results)])
    expect(page.split(/^```/m).find((b) => b.startsWith('bench-trend'))).toContain('log: true')
    // 5.18 beside 370 ns: on a phone's 180 px, a 2.5 px bar on a linear axis.
    expect(fence(page, 'bench-chart', 'time')).toContain('log: true')
  })

  test('hyperfine: the first lines compare the commands, the ratio with its spread', () => {
    const suite: Suite = {
      id: 'hf',
      title: 'HF',
      project: 'hf',
      metrics: { time: { label: 'Wall time', unit: 's', direction: 'lower', stat: 'mean' } },
    }
    // The run of tests/fixtures/run-output-files/hyperfine.json, whose console said "1.34 ± 0.40 times faster".
    const out = JSON.parse(readFileSync(join(FIX, 'hyperfine.json'), 'utf8')) as {
      results: Array<{ command: string; mean: number; stddev: number }>
    }
    const latest = run(
      out.results.map((x) => ({ benchmark: x.command, values: { time: { value: x.mean, stddev: x.stddev } } })),
      'hyperfine',
    )
    const page = starterPage(suite, [latest])
    const intro = page.split('## Environment')[0]!
    const ratio = /:ratio\{([^}]+)\}/.exec(intro)?.[1]
    expect(ratio).toBe('suite=hf metric=time benchmark="sleep 0.02" spread=true / benchmark="sleep 0.01"')
    const shown = figure('ratio', ratio!, () => ({ suite, runs: [latest] }))
    expect(shown.text).toBe('1.34 ± 0.40×')
    expect(intro).toContain('<code>sleep 0.01</code>: :fig{suite=hf metric=time benchmark="sleep 0.01"} ± :fig{')
  })

  test('benchstat: the first lines compare the columns, each ratio with the range its intervals allow', () => {
    // A real benchstat of two `go test -bench . -count 6` runs (tests/fixtures/benchstat/README.md): Join
    // with string += (old.txt), then with strings.Builder (new.txt).
    const file = 'tests/fixtures/benchstat/bs_join_count6.txt'
    const parsed = benchstat.parse({
      files: [{ path: file, text: readFileSync(join(__dirname, '../..', file), 'utf8') }],
    })
    const suite: Suite = { id: 'join', title: 'Join', project: 'join', metrics: parsed.metrics }
    const latest = run(parsed.results, 'benchstat')
    const page = starterPage(suite, [latest])
    const intro = page.split('## Environment')[0]!
    const ratios = [...intro.matchAll(/:ratio\{([^}]+)\}/g)].map(
      (m) => figure('ratio', m[1]!, () => ({ suite, runs: [latest] })).text,
    )
    // benchstat printed -88.03 % (2843.5n ± 38 % → 340.5n ± 57 %), -95.70 % and a geomean of -92.82 %.
    // Its table writes those changes with the minus sign, as every change on the site is (not "-88.03 %").
    const view = {
      suite: 'join',
      metric: ['time', 'time-delta'],
      where: { benchmark: 'Join' },
      rows: 'side',
      columns: 'n',
    }
    const cells = buildTable({ suite, runs: [latest] }, view).rows.flatMap((r) => r.cells.map((c) => [c.text, c.title]))
    expect(cells.join(' ')).toContain('\u221288.03')
    expect(cells.join(' ')).not.toMatch(/-\d/) // nor in the exact figure a cell's title gives
    expect(ratios).toEqual(['8.4× (3.3× to 27×)', '23× (6.4× or more)', '14×'])
    // "n = 8" never broken across lines.
    expect(intro).toContain('<code>Join</code> n\u00a0=\u00a08: <code>old.txt</code> takes :ratio{')
    // The geomean, said there, gets its table and no chart of its own.
    const charts = page.split(/^```/m).filter((b) => b.startsWith('bench-chart'))
    expect(charts.filter((b) => b.includes('geomean'))).toEqual([])
    expect(page).toMatch(/^where: \{ benchmark: geomean \}$/m)
    expect(intro).toContain('all together (geometric mean): <code>old.txt</code> takes')
    // The change against the base column is the time's own comparison: in its table, no section of its own.
    expect(page).not.toContain('## Time per op vs base')
    expect(fence(page, 'bench-table', 'time')).toContain('metric: [time, time-delta]')
  })

  test("Google Benchmark's coefficients of variation join their metric's table; a plain counter gets no chart", () => {
    // A real run with --benchmark_repetitions=3 (tests/fixtures/google-benchmark/README.md): every metric
    // also has a _cv aggregate, which made a section (and a chart) of its own for each.
    const file = 'tests/fixtures/google-benchmark/user_counters_reps3_1.json'
    const text = readFileSync(join(__dirname, '../..', file), 'utf8')
    const parsed = googleBenchmark.parse({ files: [{ path: file, text }] })
    const suite: Suite = { id: 'gb', title: 'GB', project: 'gb', metrics: parsed.metrics }
    const page = starterPage(suite, [run(parsed.results, 'google-benchmark')])
    expect(page).not.toMatch(/^## .* CV$/m)
    expect(fence(page, 'bench-table', 'real_time')).toContain('metric: [real_time, real_time_cv]')
    // BM_HashInsert's bars span 3,343 to 189,879 ns (57×): linear, the shortest is a sliver; they start on log.
    const hashInsert = page.split(/^```/m).find((b) => b.startsWith('bench-chart') && b.includes('BM_HashInsert'))
    expect(hashInsert).toMatch(/^log: true /m)
    expect(page).toContain('Each cell also gives Real time CV, which tells how much its repetitions scatter')
    // Nor a changes table of its own, each row "without a verdict".
    const changes = page.split(/^```/m).find((b) => b.startsWith('bench-changes'))!
    expect(changes).toMatch(/^metric: \[real_time, cpu_time, /m)
    expect(changes).not.toContain('_cv')
    // "rounds" has no better way: a table, no chart claiming "lower is better".
    expect(fence(page, 'bench-chart', 'counter.rounds')).toBe('')
    expect(fence(page, 'bench-table', 'counter.rounds')).not.toBe('')
  })
})
