// Mann–Whitney's rank-sum test as the change-point detector uses it (data/schema/ranksum.ts): exact
// p-values checked against scipy 1.16.3 (mannwhitneyu(a, b, method="exact")) and against enumerating
// every way of splitting the pooled values; the normal approximation where ties or size rule the exact
// distribution out; and Tarone's count of the splits that can pass at all.
import { describe, expect, it } from 'vitest'
import { EXACT_MAX, rankSumP, testableSplits } from '../../data/schema/ranksum'
import { mannWhitneyU } from '../../data/schema/stats'

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
      const v = uOf(chosen.map((i) => pooled[i]!), rest)
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
      [[3, 1], [2, 5, 4]],
      [[0.5, 7, 3], [1, 2, 4, 6, 8]],
      [[10, 20, 30, 40], [1, 2, 3, 35, 50]],
      [[1.1, 9.9, 4.4, 6.6, 2.2], [3.3, 5.5, 7.7, 8.8, 0.1, 12]],
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

describe('testableSplits', () => {
  it('leaves out the lopsided splits that can never pass', () => {
    // 20 runs at 0.05: 1 or 2 runs against the rest cannot reach 0.05 / 15 (2 of 190 = 0.0105); 3 can.
    expect(testableSplits(20, 0.05)).toBe(15)
    expect(rankSumP(range(1, 2), range(3, 20))).toBeCloseTo(2 / 190, 12)
    // Ten runs at 0.01: with K = 2, not even 5 against 5 (2 / 252) reaches 0.005.
    expect(testableSplits(10, 0.01)).toBe(2)
  })

  it('never counts more splits than there are, and only the few lopsided ones out of a long history', () => {
    for (const n of [3, 5, 10, 20, 49, 50, 51, 100, 500, 2000]) {
      const k = testableSplits(n, 0.05)
      expect(k).toBeGreaterThanOrEqual(1)
      expect(k).toBeLessThanOrEqual(n - 1)
      if (n >= 50) expect(k).toBeGreaterThanOrEqual(n - 9)
    }
  })
})
