// The paired verdict (data/analysis/paired.ts) and its signed-rank test (stats.ts wilcoxonSignedRank).
// Reference: the example of scipy.stats.wilcoxon's documentation, Fisher's Zea mays differences (exact
// two-sided p = 0.041259765625, the smaller rank sum 24).
import { describe, expect, test } from 'vitest'
import { wilcoxonSignedRank } from '../../../../data/analysis/stats'
import { disturbedRounds, judgePaired, PAIRED_MIN_ROUNDS } from '../../../../data/analysis/paired'

const zeaMays = [6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75]

describe('wilcoxonSignedRank', () => {
  test('exact p of the scipy documentation example', () => {
    const r = wilcoxonSignedRank(zeaMays)
    expect(r.exact).toBe(true)
    expect(r.n).toBe(15)
    expect(Math.min(r.w, 120 - r.w)).toBe(24)
    expect(r.p).toBeCloseTo(0.041259765625, 12)
  })

  test('all of n alike: 2 / 2ⁿ; symmetric in the sign; zeros dropped', () => {
    expect(wilcoxonSignedRank([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).p).toBe(2 / 1024)
    expect(wilcoxonSignedRank([-1, -2, -3, -4, -5, -6, -7, -8, -9, -10]).p).toBe(2 / 1024)
    expect(wilcoxonSignedRank([0, 0, 1, 2, 3]).n).toBe(3)
    expect(wilcoxonSignedRank([0, 0]).p).toBe(1)
  })

  test('ties: the normal approximation with the tie-corrected variance', () => {
    // |d| = 1,1,2,2,3 → ranks 1.5,1.5,3.5,3.5,5; positives 1,2,3 → W⁺ = 1.5 + 3.5 + 5 = 10.
    const r = wilcoxonSignedRank([1, -1, 2, -2, 3])
    expect(r.exact).toBe(false)
    expect(r.w).toBe(10)
    const sigma = Math.sqrt((5 * 6 * 11) / 24 - (6 + 6) / 48)
    const z = (10 - 7.5) / sigma
    // σ² = 13.75 − 12 / 48 = 13.5; P(|Z| ≥ 0.6804) = 0.4962
    expect(z).toBeCloseTo(0.6804, 4)
    expect(r.p).toBeCloseTo(0.4962, 3)
  })
})

const m = (value: number) => ({ value })
const rounds = (base: number[], head: number[]) => base.map((b, i) => [m(b), m(head[i]!)] as const)

describe('judgePaired', () => {
  // A drifting machine: each round is slower than the one before, by far more than the change.
  const drift = Array.from({ length: 10 }, (_, i) => 100 * (1 + 0.08 * i))
  const wobble = [1.01, 0.99, 1.02, 0.985, 1.0, 1.015, 0.99, 1.005, 0.995, 1.01]

  test('a 10 % slowdown under a drift of 70 % is found, a faster head is an improvement', () => {
    const j = judgePaired(
      rounds(
        drift,
        drift.map((x, i) => x * 1.1 * wobble[i]!),
      ),
      'ns',
      'lower',
    )
    expect(j.verdict).toBe('regressed')
    expect(j.change).toBeGreaterThan(0.08)
    expect(j.p).toBeLessThan(0.01)
    expect(
      judgePaired(
        rounds(
          drift,
          drift.map((x) => x * 0.8),
        ),
        'ns',
        'lower',
      ).verdict,
    ).toBe('improved')
    // For a rate, higher is better: the same ratios are an improvement.
    expect(
      judgePaired(
        rounds(
          drift,
          drift.map((x) => x * 1.1),
        ),
        'ops/s',
        'higher',
      ).verdict,
    ).toBe('improved')
  })

  test('the same program, wobbling: unchanged; a significant 1 % shift stays within the band', () => {
    expect(
      judgePaired(
        rounds(
          drift,
          drift.map((x, i) => x * wobble[i]!),
        ),
        'ns',
        'lower',
      ).verdict,
    ).toBe('unchanged')
    const small = judgePaired(
      rounds(
        drift,
        drift.map((x) => x * 1.01),
      ),
      'ns',
      'lower',
    )
    expect(small.verdict).toBe('unchanged')
    expect(small.notes[0]).toMatch(/within the ±3\s%/)
  })

  test('runs with samples count by their fast quartile: load drags medians, a change moves the whole run', () => {
    const run = (fast: number, slow: number) => ({
      value: 0,
      samples: [...Array(5).fill(fast), ...Array(5).fill(slow)],
    })
    // Head's runs had other work beside them: half their samples doubled, the fast half as before.
    const loaded = drift.map((x) => [run(x, x * 1.01), run(x * 1.005, x * 2)] as const)
    expect(judgePaired(loaded, 'ns', 'lower').verdict).toBe('unchanged')
    const shifted = drift.map((x, i) => [run(x, x * 1.01), run(x * 1.2 * wobble[i]!, x * 1.21)] as const)
    expect(judgePaired(shifted, 'ns', 'lower').verdict).toBe('regressed')
  })

  test('a round whose run other work slowed is left out, and says so', () => {
    const base = wobble.map((w) => 100 * w)
    const head = wobble.map((w, i) => 130 * wobble[(i + 3) % 10]! * w)
    base[3] = 260 // the whole base run of round 4 ran beside another job
    const j = judgePaired(rounds(base, head), 'ns', 'lower')
    expect(j.verdict).toBe('regressed')
    expect(j.rounds).toBe(9)
    expect(j.notes).toEqual([expect.stringMatching(/^1 round left out: a run in it was far slower/)])
    // A slow head run is left out alike; a rate's disturbed run is a low one.
    expect(
      disturbedRounds(
        [
          [100, 130],
          [101, 131],
          [99, 300],
          [100, 129],
          [100, 130],
        ],
        'lower',
      ),
    ).toEqual(new Set([2]))
    expect(
      disturbedRounds(
        [
          [100, 130],
          [101, 131],
          [40, 130],
          [100, 129],
          [100, 130],
        ],
        'higher',
      ),
    ).toEqual(new Set([2]))
    // Steady drift is no disturbance.
    expect(
      disturbedRounds(
        drift.map((x) => [x, x]),
        'lower',
      ).size,
    ).toBe(0)
  })

  test('too few rounds, a failed head, a missing side', () => {
    const few = PAIRED_MIN_ROUNDS - 1
    expect(
      judgePaired(
        rounds(
          drift.slice(0, few),
          drift.slice(0, few).map((x) => x * 2),
        ),
        'ns',
        'lower',
      ).verdict,
    ).toBe('unknown')
    // A rate of 0 is a failed run (format.ts isFailedValue).
    expect(
      judgePaired(
        rounds(
          drift,
          drift.map(() => 0),
        ),
        'ops/s',
        'higher',
      ).verdict,
    ).toBe('failed')
    const gaps = rounds(
      drift,
      drift.map((x) => x * 1.3),
    ).map((r, i) => (i % 2 ? ([r[0], undefined] as const) : r))
    expect(judgePaired(gaps, 'ns', 'lower').rounds).toBe(5)
  })
})
