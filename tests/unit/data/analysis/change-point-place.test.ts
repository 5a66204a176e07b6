// Issue 47, finding 2: a change point is placed where the data change and sized on the right sides. A
// 20-run history going 100 → 150 at run 13 was published as +43.4 % one run early: both splits separate
// the runs completely, and the rank test's p favoured the more balanced one.
import { describe, expect, it } from 'vitest'
import { changePoints } from '../../../../data/analysis/change-points'
import { runChangePoints } from '../../../../data/analysis/change-point-runs'
import { squares } from '../../../../data/analysis/change-point-place'
import type { Run, Suite } from '../../../../data/schema/schema'
import { rangeText, siteChanges, suiteChanges } from '../../../../components/build-time/change-point-series'
import { changesFeed } from '../../../../.vitepress/changes-feed'

// ±0.5 % noise; run 12, the last before the step, is the highest of its side, so that splitting before
// it also separates the two sides completely.
const NOISE = [
  -0.3, 0.1, -0.4, 0.2, 0.0, -0.1, 0.3, -0.2, 0.1, -0.5, 0.2, 0.0, 0.5, 0.1, -0.3, 0.2, -0.1, 0.4, -0.2, 0.0,
]
const values = NOISE.map((e, i) => (i >= 13 ? 150 : 100) * (1 + e / 100))
const commit = (i: number) => `0${'abcdefghijklmnopqrst'[i]}abcde`.padEnd(40, '0')

const suite: Suite = {
  id: 's',
  title: 'S',
  project: 'P',
  metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
}
const runs: Run[] = values.map((v, i) => ({
  id: `r${String(i).padStart(2, '0')}`,
  date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 19) + 'Z',
  commit: commit(i),
  results: [{ benchmark: 'Parse', values: { time: { value: v } } }],
}))

describe('change-point placement', () => {
  it('puts 100 → 150 at run 13 of 20 at run 13, +50 %', () => {
    for (const cps of [changePoints(values), runChangePoints(values, undefined)]) {
      expect(cps.map((c) => c.index)).toEqual([13])
      expect(cps[0]!.change).toBeCloseTo(0.5, 2)
    }
  })

  it('names the right commits and size in the list and the feed', () => {
    const data = { suite, runs }
    const [c] = suiteChanges(data)
    expect([c!.from.id, c!.to.id, rangeText(c!)]).toEqual([
      'r12',
      'r13',
      `13 → 14 of 20 (${commit(12).slice(0, 7)} → ${commit(13).slice(0, 7)})`,
    ])
    expect(c!.change).toBeCloseTo(0.5, 2)
    expect(siteChanges([data]).map((r) => [r.short, r.range])).toEqual([
      [expect.stringMatching(/^\+50(\.0)?\s?%$/), rangeText(c!)],
    ])
    const feed = changesFeed([data], 'tests/e2e/fixtures-charts/docs', '/changes', '/')
    expect(feed).toContain(`${commit(12).slice(0, 7)} → ${commit(13).slice(0, 7)}`)
    expect(feed).toMatch(/\+50(\.\d)?\s?%/)
    expect(feed).not.toMatch(/43\.\d\s?%/)
  })

  it('places steps of any size at their run when the sides separate cleanly, from 3 runs off either end', () => {
    const off: string[] = []
    for (let at = 3; at <= 17; at++)
      for (const size of [1.1, 1.5, 3, 1 / 1.5]) {
        // Each run of the step's side made the most like the other side, within ±0.5 %.
        const xs = NOISE.map((e, i) => (i >= at ? size : 1) * 100 * (1 + e / 100))
        const got = runChangePoints(xs, undefined).map((c) => c.index)
        if (got.length !== 1 || got[0] !== at) off.push(`${size}@${at}: ${got.join(',')}`)
      }
    expect(off).toEqual([])
  })

  it('weighs all runs of both sides, not one run against two medians, among the splits the ranks tie', () => {
    // Drawn from the corpus's quiet noise (rounded), 100 → 110 at run 10. Runs 8 and 9 lie between the
    // levels, so splits 8, 9 and 10 all separate the sides completely. Run 9 (103.2) is nearer the later
    // side's median (108.3) than the earlier side's (97.4, a side skewed low), which once moved the point
    // to run 9; the sum of squares of the logarithms about each side's mean is least at 10.
    const xs = [
      97.0, 99.1, 97.4, 100.8, 96.4, 99.8, 97.0, 97.0, 102.3, 103.2, 112.5, 106.2, 107.9, 106.2, 105.7, 108.8, 112.5,
      112.5, 109.2, 109.9,
    ]
    const logs = xs.map(Math.log)
    const cost = (t: number) => squares(logs, 0, t) + squares(logs, t, xs.length)
    expect(cost(10)).toBeLessThan(Math.min(cost(9), cost(8), cost(11)))
    for (const cps of [changePoints(xs), runChangePoints(xs, undefined)]) expect(cps.map((c) => c.index)).toEqual([10])
  })
})
