// Mann–Whitney's rank-sum test as the change-point detector uses it (data/analysis/ranksum.ts): exact
// p-values checked against scipy 1.16.3 (mannwhitneyu(a, b, method="exact")) and against enumerating
// every way of splitting the pooled values; the normal approximation where ties or size rule the exact
// distribution out; and the chance that some split of a history reaches a given p (familyP).
import { describe, expect, it } from 'vitest'
import { EXACT_MAX, familyP, rankSumP } from '../../../../data/analysis/ranksum'
import { mannWhitneyU } from '../../../../data/analysis/stats'

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i)

/** Two-sided exact p by enumerating every m-subset of the pooled values as the first sample. */
function enumerated(a: number[], b: number[]): number {
  const pooled = [...a, ...b].sort((x, y) => x - y)
  const uOf = (first: number[], second: number[]) => first.reduce((s, x) => s + second.filter((y) => x > y).length, 0)
  const u = uOf(a, b)
  let below = 0
  let above = 0
  let total = 0
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === a.length) {
      const rest = pooled.filter((_, i) => !chosen.includes(i))
      const v = uOf(
        chosen.map((i) => pooled[i]!),
        rest,
      )
      total++
      if (v <= u) below++
      if (v >= u) above++
      return
    }
    for (let i = from; i < pooled.length; i++) pick(i + 1, [...chosen, i])
  }
  pick(0, [])
  return Math.min(1, (2 * Math.min(below, above)) / total)
}

describe('rankSumP', () => {
  it("gives scipy's exact p-values", () => {
    expect(rankSumP(range(1, 5), range(6, 20))).toBeCloseTo(0.00012899896800825592, 15)
    expect(rankSumP([1, 2, 3, 4, 6], [5, ...range(7, 20)])).toBeCloseTo(0.00025799793601651185, 15)
    expect(rankSumP([1, 3.5, 9, 20, 2.2, 7], [4, 5, 6, 8, 10, 11, 12, 13])).toBeCloseTo(0.2823842823842824, 12)
    const a = range(0, 24).map((i) => Math.sin(i * 1.7) * 10 + i * 0.3)
    const b = range(0, 24).map((i) => Math.cos(i * 2.3) * 10 + 5 + i * 0.2)
    expect(rankSumP(a, b)).toBeCloseTo(0.08071878813169513, 12)
    // Three runs above forty others: 2 / C(43, 3), where the normal approximation says 0.0065.
    expect(rankSumP([100.5, 101.5, 99.5], range(60, 99))).toBeCloseTo(0.00016206142127866461, 15)
  })

  it('agrees with enumeration of every split, either way round', () => {
    const cases: Array<[number[], number[]]> = [
      [
        [3, 1],
        [2, 5, 4],
      ],
      [
        [0.5, 7, 3],
        [1, 2, 4, 6, 8],
      ],
      [
        [10, 20, 30, 40],
        [1, 2, 3, 35, 50],
      ],
      [
        [1.1, 9.9, 4.4, 6.6, 2.2],
        [3.3, 5.5, 7.7, 8.8, 0.1, 12],
      ],
    ]
    for (const [a, b] of cases) {
      expect(rankSumP(a, b)).toBeCloseTo(enumerated(a, b), 12)
      expect(rankSumP(b, a)).toBeCloseTo(enumerated(a, b), 12)
    }
  })

  it('falls back to the normal approximation with ties and above EXACT_MAX values', () => {
    expect(rankSumP([1, 2, 2, 3, 4], [2, 5, 6, 7, 8, 9])).toBeCloseTo(0.034094293192590455, 12)
    const a = range(1, 30).map((i) => i * 1.01)
    const b = range(25, EXACT_MAX).map((i) => i + 0.5)
    expect(a.length + b.length).toBeGreaterThan(EXACT_MAX)
    expect(rankSumP(a, b)).toBe(mannWhitneyU(a, b).p)
    expect(rankSumP([], [1, 2])).toBe(1)
  })
})

describe('familyP', () => {
  /** By definition: per split of 1…n, the largest p some assignment of the values gives it at or below p. */
  function bySplits(p: number, n: number): number {
    let sum = 0
    for (let k = 1; k < n; k++) {
      const ps = new Set<number>()
      const pick = (from: number, chosen: number[]) => {
        if (chosen.length === k) {
          ps.add(
            rankSumP(
              chosen,
              range(1, n).filter((v) => !chosen.includes(v)),
            ),
          )
          return
        }
        for (let v = from; v <= n; v++) pick(v + 1, [...chosen, v])
      }
      pick(1, [])
      sum += Math.max(0, ...[...ps].filter((q) => q <= p * (1 + 1e-9)))
    }
    return Math.min(1, sum)
  }

  it('sums, over the splits, the largest p each can reach at or below p', () => {
    for (const p of [0.001, 0.01, 0.03, 0.05, 0.2]) expect(familyP(p, 8)).toBeCloseTo(bySplits(p, 8), 12)
    // Ten values: no split reaches 0.005 (5 against 5 stops at 2 / 252), so no noise can pass there.
    expect(familyP(0.005, 10)).toBe(0)
  })

  it('is cheaper than Bonferroni and grows with p and with the history', () => {
    const p = 2 / 190 // the smallest p of 2 runs against 18
    expect(familyP(p, 20)).toBeGreaterThan(2 * p)
    expect(familyP(p, 20)).toBeLessThan(19 * p)
    expect(familyP(0.009, 20)).toBeLessThan(15 * 0.009) // neither 1 nor 2 runs against the rest reach 0.009
    let last = 0
    for (const q of [1e-6, 1e-4, 1e-3, 0.01, 0.05]) {
      expect(familyP(q, 30)).toBeGreaterThanOrEqual(last)
      last = familyP(q, 30)
    }
    expect(familyP(1e-4, 500)).toBeGreaterThan(familyP(1e-4, 50))
  })

  it('counts p for each split that can reach it above EXACT_MAX values', () => {
    const f = familyP(0.001, 200) / 0.001
    expect(Number.isInteger(Math.round(f * 1e6) / 1e6)).toBe(true)
    expect(f).toBeLessThanOrEqual(199)
    expect(f).toBeGreaterThanOrEqual(190)
  })
})
