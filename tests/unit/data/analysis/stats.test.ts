// data/analysis/stats.ts against reference values. The references were computed independently with
// scipy 1.17 (stats.mannwhitneyu(a, b, method="asymptotic") — continuity correction on, the default —
// and stats.ttest_ind(a, b, equal_var=False)); the data sets are textbook examples.
import { describe, expect, test } from 'vitest'
import {
  intervalTest,
  mannWhitneyU,
  mean,
  normalTwoSided,
  quantileSorted,
  studentTwoSided,
  variance,
  welchSummary,
  welchT,
} from '../../../../data/analysis/stats'

interface Ref {
  a: number[]
  b: number[]
  u: number
  mwP: number
  t: number
  df: number
  welchP: number
}

const REFS: Record<string, Ref> = {
  // Hollander & Wolfe (1973), p. 29, the example of R's wilcox.test; ties in the second sample.
  hollander: {
    a: [1.83, 0.5, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.3],
    b: [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29],
    u: 58,
    mwP: 0.13291945818531892,
    t: 1.2051727991066508,
    df: 15.795035582541257,
    welchP: 0.24588283853317094,
  },
  // The example in scipy's mannwhitneyu documentation (ages of male and female authors).
  scipyDocs: {
    a: [19, 22, 16, 29, 24],
    b: [20, 11, 17, 12],
    u: 17,
    mwP: 0.11134688653314041,
    t: 2.2831482556870477,
    df: 6.928837482846501,
    welchP: 0.05675092592187574,
  },
  // Heavy ties across both samples: the tie correction matters here.
  ties: {
    a: [1, 2, 2, 3, 3, 3, 4, 5],
    b: [3, 3, 4, 4, 5, 5, 5, 6, 7],
    u: 11.5,
    mwP: 0.01824632801193968,
    t: -2.8739749428136756,
    df: 14.934598010449097,
    welchP: 0.011630538448553378,
  },
  // Two clearly separated benchmark samples (ns/op).
  separated: {
    a: [10.1, 10.3, 9.9, 10.0, 10.2, 10.4, 9.8, 10.1],
    b: [12.0, 12.2, 11.9, 12.1, 12.3, 11.8, 12.0, 12.4],
    u: 0,
    mwP: 0.0009228863794545132,
    t: -19.721522799684163,
    df: 13.99668717463322,
    welchP: 1.3056582463298152e-11,
  },
  // Three values each, fully separated: Mann–Whitney cannot get below p ≈ 0.08 with so few values.
  small3: {
    a: [1.0, 1.1, 1.2],
    b: [1.5, 1.6, 1.4],
    u: 0,
    mwP: 0.08085559837005224,
    t: -4.898979485566356,
    df: 4.000000000000001,
    welchP: 0.00804989310083771,
  },
  // Unequal spreads (the classic Welch illustration of two 15-value samples), with ties.
  unequal: {
    a: [27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4],
    b: [27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0, 24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4],
    u: 53.5,
    mwP: 0.015201303821215302,
    t: -2.455356398286006,
    df: 24.988529290231416,
    welchP: 0.021378001462866992,
  },
}

const close = (actual: number, expected: number, rel = 1e-9) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.max(Math.abs(expected), 1e-300))

describe('Mann–Whitney U (normal approximation, tie + continuity correction)', () => {
  for (const [name, r] of Object.entries(REFS)) {
    test(`${name}: U and two-sided p match scipy`, () => {
      const res = mannWhitneyU(r.a, r.b)
      expect(res.u).toBe(r.u)
      close(res.p, r.mwP)
    })
  }

  test('the two orders give the same p; U₁ + U₂ = n₁n₂', () => {
    const r = REFS.hollander!
    const ab = mannWhitneyU(r.a, r.b)
    const ba = mannWhitneyU(r.b, r.a)
    close(ba.p, ab.p, 1e-12)
    expect(ab.u + ba.u).toBe(r.a.length * r.b.length)
    expect(Math.sign(ab.z)).toBe(-Math.sign(ba.z))
  })

  test('identical samples → p = 1; all values equal → p = 1 (no variance at all)', () => {
    const s = [5, 3, 4, 6, 5]
    expect(mannWhitneyU(s, [...s]).p).toBe(1)
    expect(mannWhitneyU([2, 2, 2], [2, 2, 2, 2])).toEqual({ u: 6, z: 0, p: 1 })
  })

  test('clearly separated samples → small p, shrinking with the sample size', () => {
    const lo = Array.from({ length: 20 }, (_, i) => 100 + i * 0.1)
    const hi = lo.map((v) => v + 50)
    const p20 = mannWhitneyU(lo, hi).p
    const p5 = mannWhitneyU(lo.slice(0, 5), hi.slice(0, 5)).p
    expect(p20).toBeLessThan(1e-6)
    expect(p5).toBeLessThan(0.05)
    expect(p20).toBeLessThan(p5)
  })

  test('refuses empty samples', () => {
    expect(() => mannWhitneyU([], [1])).toThrow(RangeError)
  })
})

describe("Welch's t-test", () => {
  for (const [name, r] of Object.entries(REFS)) {
    test(`${name}: t, df and two-sided p match scipy`, () => {
      const res = welchT(r.a, r.b)
      close(res.t, r.t)
      close(res.df, r.df)
      close(res.p, r.welchP, 1e-8)
    })
  }

  test('identical samples → t = 0, p = 1', () => {
    const s = [10.2, 9.8, 10.1, 10.0]
    const res = welchT(s, [...s])
    expect(res.t).toBe(0)
    close(res.p, 1, 1e-12)
  })

  test('constant samples: equal → p = 1, different → p = 0', () => {
    expect(welchT([3, 3, 3], [3, 3, 3]).p).toBe(1)
    const d = welchT([3, 3, 3], [4, 4, 4])
    expect(d.p).toBe(0)
    expect(d.t).toBe(-Infinity)
  })

  test('clearly separated samples → tiny p; overlapping noisy samples → large p', () => {
    expect(welchT([1, 1.01, 0.99, 1.02], [2, 2.01, 1.99, 2.02]).p).toBeLessThan(1e-6)
    expect(welchT([10, 14, 8, 12, 11], [11, 9, 13, 12, 10]).p).toBeGreaterThan(0.5)
  })

  test('refuses samples of fewer than two values', () => {
    expect(() => welchT([1], [1, 2])).toThrow(RangeError)
  })
})

describe('distributions (@stdlib) and helpers', () => {
  test('normal and Student tails match scipy', () => {
    close(normalTwoSided(1.96), 0.04999579029644087, 1e-12)
    close(normalTwoSided(8), 1.244192114854348e-15, 1e-9)
    expect(normalTwoSided(0)).toBe(1)
    expect(normalTwoSided(Infinity)).toBe(0)
    close(studentTwoSided(2.5, 7.3), 0.03965023466560043, 1e-10)
    close(studentTwoSided(30, 3), 8.135280427163958e-5, 1e-10)
    close(studentTwoSided(0, 5), 1, 1e-12)
  })

  test('a weight stands for that many copies: weighted U equals U of the samples repeated', () => {
    const r = REFS.ties!
    const twice = mannWhitneyU([...r.a, ...r.a], [...r.b, ...r.b])
    const weighted = mannWhitneyU(r.a, r.b, 2, 2)
    expect(weighted.u).toBe(twice.u)
    close(weighted.p, twice.p, 1e-12)
  })

  test('interval test: two 95 % intervals of half width 1.96 are standard errors of 1 (z = 10/√2 for a difference of 10)', () => {
    const r = intervalTest(
      { value: 110, lower: 108.04, upper: 111.96, level: 0.95 },
      { value: 100, lower: 98.04, upper: 101.96, level: 0.95 },
    )
    close(r.z, 10 / Math.SQRT2 / (1.96 / 1.959963984540054), 1e-9)
    // Overlapping intervals of one estimate: no evidence of a change.
    expect(
      intervalTest(
        { value: 100.5, lower: 99, upper: 102, level: 0.95 },
        { value: 100, lower: 98.5, upper: 101.5, level: 0.95 },
      ).p,
    ).toBeGreaterThan(0.5)
  })

  test('Welch over summaries equals Welch over the samples they summarise', () => {
    const r = REFS.unequal!
    const s = welchSummary(
      mean(r.a),
      Math.sqrt(variance(r.a)),
      r.a.length,
      mean(r.b),
      Math.sqrt(variance(r.b)),
      r.b.length,
    )
    close(s.p, r.welchP, 1e-8)
  })

  test('quantiles interpolate between neighbours (numpy type 7)', () => {
    expect(quantileSorted([1, 2, 3, 4], 0.5)).toBe(2.5)
    expect(quantileSorted([1, 2, 3, 4, 10], 0.25)).toBe(2)
    expect(quantileSorted([1, 2, 3, 4, 10], 0.9)).toBeCloseTo(7.6, 12)
  })

  test('mean and sample variance', () => {
    expect(mean([1, 2, 3, 4])).toBe(2.5)
    close(variance([2, 4, 4, 4, 5, 5, 7, 9]), 32 / 7, 1e-12)
  })

  test('large samples stay fast and accurate enough', () => {
    const a = Array.from({ length: 20_000 }, (_, i) => Math.sin(i) * 10 + 100)
    const b = a.map((v) => v + 0.01)
    const t0 = Date.now()
    const mw = mannWhitneyU(a, b)
    const w = welchT(a, b)
    expect(Date.now() - t0).toBeLessThan(2000)
    expect(mw.p).toBeGreaterThan(0.5)
    expect(w.p).toBeGreaterThan(0.5)
    expect(w.p).toBeLessThanOrEqual(1)
  })
})
