// The change-point detector (data/analysis/change-points.ts) on hand-made series whose answer is known.
import { describe, expect, it } from 'vitest'
import { changePoints, OTAVA_DEFAULTS } from '../../../../data/analysis/change-points'
import { familyP, rankSumP } from '../../../../data/analysis/ranksum'

/** A fixed wobble of ±1 % so that series are noisy but reproducible without a random source. */
const wobble = (i: number) => 1 + 0.01 * Math.sin(i * 2.7 + Math.cos(i * 1.3))
const flat = (n: number, level = 100, from = 0) => Array.from({ length: n }, (_, i) => level * wobble(i + from))

describe('changePoints', () => {
  it('finds one step at its first run, with the means on both sides', () => {
    const xs = [...flat(30), ...flat(30, 130, 30)]
    const cps = changePoints(xs)
    expect(cps.map((c) => c.index)).toEqual([30])
    expect(cps[0]!.change).toBeCloseTo(0.3, 2)
    expect(cps[0]!.before).toBeCloseTo(100, 0)
    expect(cps[0]!.pValue).toBeLessThan(1e-5)
  })

  it('finds a step down and two steps in a long history, across windows', () => {
    expect(changePoints([...flat(40), ...flat(40, 80, 40)]).map((c) => c.index)).toEqual([40])
    const xs = [...flat(70), ...flat(80, 120, 70), ...flat(90, 100, 150)]
    expect(changePoints(xs).map((c) => c.index)).toEqual([70, 150])
  })

  it('finds nothing in a series without a step', () => {
    expect(changePoints(flat(200))).toEqual([])
  })

  it('finds nothing in a constant series, and a step between two constant levels', () => {
    expect(changePoints(Array(60).fill(5))).toEqual([])
    expect(changePoints([...Array(10).fill(5), ...Array(10).fill(6)]).map((c) => c.index)).toEqual([10])
  })

  it('does not report single outliers as changes', () => {
    const xs = flat(100)
    xs[20] = 300
    xs[60] = 20
    xs[99] = 250
    expect(changePoints(xs)).toEqual([])
  })

  it('finds nothing in series too short to split, and gives the same answer twice', () => {
    expect(changePoints([])).toEqual([])
    expect(changePoints([1, 2])).toEqual([])
    expect(changePoints([5, 5, 5])).toEqual([])
    const xs = [...flat(25), ...flat(25, 110, 25)]
    expect(changePoints(xs)).toEqual(changePoints(xs))
  })

  it("judges a short history at its own length's level, not at one tuned for long histories", () => {
    const xs = [...flat(5), ...flat(5, 103, 5)]
    expect(changePoints(xs).map((c) => c.index)).toEqual([5])
    expect(changePoints(xs, OTAVA_DEFAULTS).map((c) => c.index)).toEqual([5])
    // The site's level before, 0.00001 per test, whatever the history's length.
    expect(changePoints(xs, { test: 't', perHistory: false, maxPValue: 0.00001 })).toEqual([])
    // Two runs after the step cannot be told from two slow runs in ten: 2 against 8 never gets below 2 / 45.
    expect(changePoints([...flat(8), ...flat(2, 103, 8)])).toEqual([])
  })

  it("gives the rank test's p as the history's: the chance that some split of it gets one as small", () => {
    // 7 runs all below 13: p = 2 / C(20, 7); the splits of 8 … 12 runs can get as small a p, the rest cannot.
    const xs = [...flat(7), ...flat(13, 130, 7)]
    const [cp] = changePoints(xs)
    expect(cp!.index).toBe(7)
    const raw = rankSumP(xs.slice(0, 7), xs.slice(7))
    expect(raw).toBeCloseTo(2 / 77520, 15)
    expect(cp!.pValue).toBeCloseTo(familyP(raw, 20), 15)
    expect(cp!.pValue).toBeGreaterThan(2 * raw)
    expect(cp!.pValue).toBeLessThan(7 * raw)
    // The t-test with the same option pays for all n − 1 splits.
    const t = changePoints(xs, { test: 't', maxPValue: 0.001 })[0]!
    expect(t.index).toBe(7)
    const perTest = changePoints(xs, { test: 't', perHistory: false, maxPValue: 0.001 })[0]!
    expect(t.pValue).toBeCloseTo(perTest.pValue * 19, 12)
  })

  it('finds a step through heavy-tailed noise that the t-test at the same level misses', () => {
    // Four runs 20× slower (a machine busy with other work), two on each side of a 50 % step.
    const xs = Array.from(
      { length: 30 },
      (_, i) => 100 * wobble(i) * (i >= 15 ? 1.5 : 1) * ([3, 9, 19, 26].includes(i) ? 20 : 1),
    )
    const cps = changePoints(xs)
    expect(cps.map((c) => c.index)).toEqual([15])
    expect(cps[0]!.change).toBeCloseTo(0.5, 1)
    expect(changePoints(xs, { test: 't' })).toEqual([])
  })

  it('drops a change smaller than minMagnitude', () => {
    const xs = [...flat(30), ...flat(30, 105, 30)]
    expect(changePoints(xs).map((c) => c.index)).toEqual([30])
    expect(changePoints(xs, { minMagnitude: 0.1 })).toEqual([])
  })
})

describe('changePoints on logarithms', () => {
  // A busy machine makes some runs 2–3× slower, never 2–3× faster: skewed noise hides a real 2× step
  // from a test on the raw values, not from one on their logarithms.
  const busy = (i: number) => (i % 7 === 3 ? 3 : i % 11 === 5 ? 2 : 1)
  const xs = Array.from({ length: 60 }, (_, i) => 100 * wobble(i) * busy(i) * (i >= 30 ? 2 : 1))

  it("finds a step in skewed noise that the raw values hide from Student's t", () => {
    const t = { test: 't', perHistory: false, maxPValue: 0.00001 } as const
    expect(changePoints(xs, { ...t, log: false })).toEqual([])
    expect(changePoints(xs, t).map((c) => c.index)).toEqual([30])
    // Ranks are the same on the values and on their logarithms; only the reported means differ.
    const cps = changePoints(xs)
    expect(cps.map((c) => c.index)).toEqual([30])
    expect(changePoints(xs, { log: false }).map((c) => [c.index, c.pValue])).toEqual(
      cps.map((c) => [c.index, c.pValue]),
    )
    expect(cps[0]!.change).toBeCloseTo(1, 0)
  })

  it('falls back to the values when one is not positive', () => {
    const withZero = [0, ...flat(29, 100, 1), ...flat(30, 130, 30)]
    expect(changePoints(withZero).map((c) => c.index)).toEqual([30])
  })
})

describe('changePoints on ranks', () => {
  it('places a change at the split whose rank test is most significant, ties between values included', () => {
    // Values on a coarse grid (as a tool printing three digits gives): many equal values.
    const xs = Array.from({ length: 30 }, (_, i) =>
      Math.round(100 * wobble(i * 7) * (i >= 17 ? 1.03 : 1) * (i % 9 === 4 ? 1.5 : 1)),
    )
    expect(new Set(xs).size).toBeLessThan(xs.length)
    const scan = Array.from({ length: 27 }, (_, k) => k + 2).map((t) => ({
      t,
      p: rankSumP(xs.slice(0, t), xs.slice(t)),
    }))
    const best = scan.reduce((a, b) => (b.p < a.p ? b : a))
    const cps = changePoints(xs)
    expect(cps.map((c) => c.index)).toEqual([best.t])
    expect(cps[0]!.pValue).toBeCloseTo(familyP(best.p, 30), 15)
  })
})
