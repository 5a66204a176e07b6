// Verdicts on histories that keep one figure per run (github-action-benchmark's data.js, a CI job): the
// recent level, identical figures, two runs without history, counted metrics, the figures' resolution,
// and the range data.js keeps. Each case failed on the engine before issue 42/46/48's verdict work.
import { describe, expect, test } from 'vitest'
import { buildChanges } from '../../components/build-time/changes'
import { changesHtml } from '../../.vitepress/markdown/html'
import type { Metric, Result, Run, Suite } from '../../data/schema/schema'
import { ownSpread, recentLevel, resolutionOf, shorthSpread } from '../../data/analysis/level'
import { formatChangeOf } from '../../data/numbers/format'
import { median } from '../../data/analysis/stats'
import { loadSuite } from '../../scripts/read/load'

const suite = (metrics: Record<string, Metric>, extra: Partial<Suite> = {}): Suite => ({
  id: 's',
  title: 'S',
  project: 'P',
  metrics,
  ...extra,
})
const time: Record<string, Metric> = { time: { label: 'Time', unit: 'ns', direction: 'lower' } }

/** Runs r0…rN, one result per benchmark with the given figures. */
function runs(series: Record<string, number[]>, metric = 'time', notes?: Record<string, string>): Run[] {
  const n = Object.values(series)[0]!.length
  return Array.from({ length: n }, (_, i) => ({
    id: `r${String(i).padStart(3, '0')}`,
    date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 19) + 'Z',
    results: Object.entries(series).map(([b, xs]): Result => ({
      benchmark: b,
      values: { [metric]: { value: xs[i]! } },
      ...(notes?.[b] ? { note: notes[b] } : {}),
    })),
  }))
}

const rowsOf = (s: Suite, rs: Run[]) => buildChanges({ suite: s, runs: rs }, { suite: s.id })!.rows

describe('one figure per run: judged against the recent level', () => {
  test('a base run that was itself an outlier does not make a usual run look changed (55 → 117 ns)', () => {
    const usual = [118, 116, 117, 119, 115, 117, 118, 116, 117, 118, 116, 55, 117]
    const r = rowsOf(suite(time), runs({ a: usual }))[0]!
    expect(r.change).toBe('+112.7\u00a0%')
    expect(r.verdict).toBe('unchanged')
    expect(r.decided).toContain('against its recent level')
  })

  test('a run off its level by far more than its usual scatter, and off the run before, is flagged', () => {
    const r = rowsOf(suite(time), runs({ a: [100, 101, 99, 100, 102, 98, 100, 101, 99, 100, 160] }))[0]!
    expect(r.verdict).toBe('regressed')
    expect(r.reason).toContain('against the last 9 runs’ median')
  })

  test('the recent level is the median of the last runs, with a robust scatter', () => {
    expect(recentLevel([1, 2, 3])).toBeUndefined()
    const l = recentLevel([50, 100, 100, 101, 99, 100, 100, 300, 100, 100])!
    expect(l.value).toBe(100)
    expect(l.runs).toBe(9)
    expect(l.scatter).toBeCloseTo(0, 2)
  })
})

describe('a run that moved as a whole', () => {
  const steady = (level: number, last: number) => [...[1, -1, 0, 2, -2, 1, 0, -1, 1, 0].map((d) => level + d), last]

  test('eight benchmarks +45 % at once: said once for the run, no row flagged', () => {
    const series = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`b${i}`, steady(100 * (i + 1), 145 * (i + 1))]),
    )
    const c = buildChanges({ suite: suite(time), runs: runs(series) }, { suite: 's' })!
    expect(c.rows.filter((r) => r.verdict !== 'unchanged')).toEqual([])
    expect(c.shared).toEqual([
      'Time: every benchmark +45.0\u00a0%: the machine, or a change they all share; run again to tell.',
    ])
    expect(c.rows[0]!.reason).toBe('moved with the whole run')
    expect(changesHtml(c, [])).toContain('<strong>The whole run moved:</strong> Time: every benchmark +45.0')
  })

  test('one benchmark of eight +45 %: flagged on its own', () => {
    const series = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`b${i}`, steady(100, i ? 100 : 145)]))
    const c = buildChanges({ suite: suite(time), runs: runs(series) }, { suite: 's' })!
    expect(c.shared).toEqual([])
    expect(c.rows.map((r) => r.verdict)).toEqual(['regressed', ...Array(7).fill('unchanged')])
  })

  test('a benchmark new to a history is not judged by the default ±5 % alone', () => {
    const rs = runs({ a: [100, 101, 99, 100, 102, 98, 100, 101, 99, 100, 130] })
    rs.at(-2)!.results.push({ benchmark: 'young', values: { time: { value: 100 } } })
    rs.at(-1)!.results.push({ benchmark: 'young', values: { time: { value: 120 } } })
    const young = rowsOf(suite(time), rs).find((r) => r.benchmark === 'young')!
    expect(young.verdict).toBe('unknown')
    expect(young.decided).toContain('too few runs yet')
  })
})

describe('identical figures and two runs without history', () => {
  test('identical figures say "identical", not "within noise"', () => {
    const r = rowsOf(suite(time), runs({ a: [100, 100] }))[0]!
    expect(r.verdict).toBe('unchanged')
    expect(r.reason).toBe('identical')
  })

  test('two runs without history or spread: a small change gets no verdict, and says why', () => {
    const rows = rowsOf(suite(time), runs({ a: [100, 103], b: [100, 180] }))
    expect(rows[0]!.verdict).toBe('unknown')
    expect(rows[0]!.reason).toBe('no history or spread to judge by')
    expect(rows[0]!.change).toBe('+3.0\u00a0%')
    expect(rows[1]!.verdict).toBe('regressed')
  })

  test('a tolerance the suite chose still decides two figures', () => {
    const rows = rowsOf(suite(time, { tolerance: 0.1 }), runs({ a: [100, 103] }))
    expect(rows[0]!.verdict).toBe('unchanged')
  })
})

describe('counted metrics are judged exactly; a change below the resolution is never badged', () => {
  const bytes: Record<string, Metric> = { size: { label: 'Size', unit: 'B', direction: 'lower' } }

  test('one byte more of a steady byte count: regressed, shown as +1 B (never "±0.0 %")', () => {
    const r = rowsOf(suite(bytes), runs({ a: [1_048_576, 1_048_576, 1_048_576, 1_048_576, 1_048_577] }, 'size'))[0]!
    expect(r.verdict).toBe('regressed')
    expect(r.change).toBe('+1\u00a0B')
    expect(r.reason).toBe('counted exactly')
  })

  test('a bundle size written to a tenth of a kB: −0.04 kB is rounding, not "improved"', () => {
    const kb: Record<string, Metric> = {
      size: { label: 'Bundle', unit: 'KB', direction: 'lower', format: { decimals: 1 } },
    }
    const rows = rowsOf(suite(kb), runs({ a: [143.24, 143.24, 143.24, 143.24, 143.24, 143.24, 143.2] }, 'size'))
    expect(rows[0]!.verdict).toBe('unchanged')
    expect(rows[0]!.reason).toBe('below the figures’ resolution')
  })

  test('a count flipping between two figures it gave before is no change', () => {
    const bop: Record<string, Metric> = { alloc: { label: 'Allocated', unit: 'B/op', direction: 'lower' } }
    const rows = rowsOf(suite(bop), runs({ a: [4915, 4915, 4915, 4925, 4925, 4915, 4915, 4915, 4925] }, 'alloc'))
    expect(rows[0]!.verdict).toBe('unchanged')
    expect(rows[0]!.decided).toContain('counted exactly')
  })

  test('a memory peak in bytes without a history of repeating figures is measured, not counted', () => {
    const mem: Record<string, Metric> = { peak: { label: 'Peak memory', unit: 'B', direction: 'lower' } }
    const rows = rowsOf(suite(mem), runs({ a: [127_220_000, 127_320_000] }, 'peak'))
    expect(rows[0]!.reason).not.toBe('counted exactly')
  })

  test('the resolution is the digits the figures were written with, not a float that happens to be short', () => {
    expect(resolutionOf(143.24, 143.2)).toBeCloseTo(0.1)
    expect(resolutionOf(1000, 1000.4)).toBe(1)
    expect(resolutionOf(0.5, 0.512345678)).toBeLessThan(1e-6)
  })

  test('formatChangeOf: the unit where the percentage rounds to zero', () => {
    expect(formatChangeOf(1 / 1_048_576, 1_048_576, 1_048_577, 'B')).toBe('+1\u00a0B')
    expect(formatChangeOf(0.1, 100, 110, 'B')).toBe('+10.0\u00a0%')
    expect(formatChangeOf(0, 5, 5, 'B')).toBe('±0.0\u00a0%')
  })
})

describe('the spread data.js carries', () => {
  test('a range in the note, or a standard deviation, is the run’s own spread', () => {
    expect(ownSpread({ value: 200 }, 'range ± 20')).toBeCloseTo(0.1)
    expect(ownSpread({ value: 2 }, 'range stddev: 0.5; mean: 500 msec')).toBeCloseTo(0.25)
    expect(ownSpread({ value: 100 }, 'range +/- 5')).toBeCloseTo(0.05)
    expect(ownSpread({ value: 100, stddev: 3 })).toBeCloseTo(0.03)
    expect(ownSpread({ value: 100 }, 'rounds: 5')).toBeUndefined()
  })

  test('a head whose own range covers its move off the level is not flagged', () => {
    const xs = [100, 101, 99, 100, 102, 98, 100, 101, 99, 100, 160]
    const s = suite(time)
    const rs = runs({ a: xs })
    rs.at(-1)!.results[0]!.note = 'range ± 120'
    expect(rowsOf(s, rs)[0]!.verdict).toBe('unchanged')
  })
})

describe('the pair band', () => {
  test('the spread of the benchmarks that did not move ignores the ones that did', () => {
    const still = [-0.09, -0.08, -0.05, -0.14, -0.11, -0.04, -0.11, -0.14, -0.08]
    const moved = [1.16, 1.14, 0.8, 0.53, 0.47, 0.23, -0.44, -0.42, -0.38]
    expect(shorthSpread([...still, ...moved])).toBeLessThan(0.1)
  })

  test('Fusion in Docker: a 3× jump of some benchmarks no longer hides the −36 % drops of others', () => {
    const rows = buildChanges(loadSuite('fusion-rpc-docker'), { suite: 'fusion-rpc-docker', metric: 'calls' })!.rows
    const http = rows.filter((r) => r.benchmark.endsWith('· HTTP'))
    expect(http.map((r) => r.verdict)).toEqual(['regressed', 'regressed', 'regressed'])
  })
})

describe('time and throughput of one benchmark: one verdict', () => {
  test('the metric listed first decides; the other follows and says so', () => {
    const metrics: Record<string, Metric> = {
      time: { label: 'Time per op', unit: 'ns', direction: 'lower' },
      rate: { label: 'Throughput', unit: 'ops/s', direction: 'higher' },
    }
    // Time: +65 % by the medians, but its samples overlap (not significant); throughput −39 % as one figure.
    const side = (t: number[], r: number) => [
      { benchmark: 'Join', values: { time: { value: median(t), samples: t }, rate: { value: r } } },
    ]
    const rs: Run[] = [
      { id: 'a', date: '2026-01-01T00:00:00Z', results: side([60, 80, 100, 120, 300, 90, 110], 100) },
      { id: 'b', date: '2026-01-02T00:00:00Z', results: side([70, 165, 320, 60, 180, 100, 200], 61) },
    ]
    const rows = rowsOf(suite(metrics, { tolerance: 0.3 }), rs)
    const time = rows.find((r) => r.metric === 'Time per op')!
    const rate = rows.find((r) => r.metric === 'Throughput')!
    expect(time.verdict).toBe('unchanged')
    expect(rate.verdict).toBe('unchanged')
    expect(rate.reason).toBe('as Time per op')
    expect(rate.decided).toContain('alone: regressed')
  })
})

describe('one table reads monotonically', () => {
  test('a larger move the same way never reads weaker than a smaller one beside it', () => {
    const tight = (v: number) => [0.99, 0.993, 0.996, 0.999, 1, 1.003, 1.006, 1.01].map((f) => v * f)
    const wide = (v: number) => [0.6, 0.7, 0.8, 0.9, 1, 1.2, 1.4, 1.6].map((f) => v * f)
    const side = (a: number[], b: number[]): Result[] => [
      { benchmark: 'A', values: { time: { value: median(a), samples: a } } },
      { benchmark: 'B', values: { time: { value: median(b), samples: b } } },
    ]
    const rs: Run[] = [
      { id: 'a', date: '2026-01-01T00:00:00Z', results: side(tight(100), wide(100)) },
      { id: 'b', date: '2026-01-02T00:00:00Z', results: side(tight(120), wide(130)) },
    ]
    const [a, b] = rowsOf(suite(time), rs)
    expect(a!.verdict).toBe('regressed')
    expect(b!.change).toBe('+30.0\u00a0%')
    expect(b!.verdict).toBe('regressed')
    expect(b!.reason).toBe('larger than a flagged move beside it')
  })
})
