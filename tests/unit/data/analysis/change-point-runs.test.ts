// The detector over whole runs (data/analysis/change-point-runs.ts): the medians' series, searched beside
// the series of the runs' good side where every run has one; runs of one value by ranks and a confirmed t-test.
import { describe, expect, it } from 'vitest'
import { changePoints, DEFAULT_CP_OPTIONS, OTAVA_DEFAULTS } from '../../../../data/analysis/change-points'
import { PLAIN_LEVEL_SHARES, runChangePoints } from '../../../../data/analysis/change-point-runs'

/** A fixed wobble of ±1 % so that series are noisy but reproducible without a random source. */
const wobble = (i: number) => 1 + 0.01 * Math.sin(i * 2.7 + Math.cos(i * 1.3))
const level = (n: number, at: number, from = 0) => Array.from({ length: n }, (_, i) => at * wobble(i + from))

// 20 runs, 30 % slower from run 10 on; three runs before it were slowed by other work: their medians
// rose past the new level, their lower quartiles stayed where the code put them.
const loaded = new Set([2, 5, 8])
const quartiles = [...level(10, 95), ...level(10, 95 * 1.3, 10)]
const medians = quartiles.map((q, i) => (loaded.has(i) ? 140 : q * 1.05))

describe('runChangePoints', () => {
  it('finds a step the medians alone miss behind loaded runs, measured on the medians', () => {
    expect(changePoints(medians)).toEqual([])
    const cps = runChangePoints(medians, quartiles)
    expect(cps.map((c) => c.index)).toEqual([10])
    const gm = (xs: number[]) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length)
    expect(cps[0]!.before).toBeCloseTo(gm(medians.slice(0, 10)), 9)
    expect(cps[0]!.after).toBeCloseTo(gm(medians.slice(10)), 9)
    expect(cps[0]!.change).toBeCloseTo(cps[0]!.after / cps[0]!.before - 1, 12)
  })

  it('is the medians alone when a run has no quartile or every quartile is its median', () => {
    const some = quartiles.map((q, i) => (i === 4 ? undefined : q))
    expect(runChangePoints(medians, some)).toEqual([])
    expect(runChangePoints(medians, undefined)).toEqual([])
    expect(runChangePoints(medians, medians)).toEqual(changePoints(medians))
    const step = [...level(15, 100), ...level(15, 130, 15)]
    expect(runChangePoints(step, step)).toEqual(changePoints(step))
  })

  it('reports one point where both series see the same change, placed by the medians', () => {
    const m = [...level(15, 100), ...level(15, 130, 15)]
    const q = m.map((x, i) => x * 0.95 * (i === 15 ? 1 / 1.3 : 1))
    expect(changePoints(q).map((c) => c.index)).toEqual([16])
    expect(runChangePoints(m, q).map((c) => c.index)).toEqual([15])
  })

  it('finds nothing when load moves only the medians of a flat history', () => {
    const q = level(40, 95)
    const m = q.map((x, i) => (i % 7 === 3 ? x * 1.6 : x * 1.05))
    expect(runChangePoints(m, q)).toEqual([])
  })

  it('tests each series at 3/4 of the level: a step the medians pass at the full level but not at 3/4 of it is not taken from them', () => {
    // The quartiles are flat noise, so only the medians can find the step; at the full level they do.
    const m = [...level(6, 100), 112, ...level(13, 130, 7)]
    const q = level(20, 95)
    const p = changePoints(m)[0]?.pValue
    expect(p).toBeDefined()
    expect(runChangePoints(m, q, { maxPValue: p! / 0.75 + 1e-12 }).map((c) => c.index)).toEqual(
      changePoints(m).map((c) => c.index),
    )
    expect(runChangePoints(m, q, { maxPValue: p! / 0.75 - 1e-9 })).toEqual([])
  })
})

describe('runs of one value: ranks, and the t-test where the ranks confirm it', () => {
  // Seeded draws of 2 % normal noise (a quiet machine), 3.5 % slower from run 10: the rank search at the full
  // level misses it, the t-test on the logarithms finds it and the rank test at that split comes within
  // 2.5× the level.
  const quiet = [
    100.635, 101.308, 100.693, 104.955, 100.029, 100.606, 98.335, 101.421, 99.061, 99.854, 103.557, 104.177, 104.854,
    103.338, 104.12, 101.804, 104.078, 100.286, 104.877, 105.431,
  ]
  // Flat noise with one run 2.3× slower near the end: the t-test calls a change at run 18 (p < 0.001), and
  // the ranks, which see one odd run, do not confirm it.
  const outlier = [
    103.971, 98.367, 99.111, 100.401, 99.436, 99.135, 102.022, 96.117, 99.936, 99.981, 101.302, 103.047, 102.093,
    100.873, 100.263, 100.396, 100.541, 102.624, 231.398, 98.227,
  ]

  it('finds a step on near-normal noise that the rank search alone misses', () => {
    expect(changePoints(quiet)).toEqual([])
    const found = runChangePoints(quiet, undefined)
    expect(found.map((c) => c.index)).toEqual([10])
    expect(found[0]!.change).toBeGreaterThan(0.02)
    // The same runs with every run's good side kept take the other path (medians and good sides, ranks only).
    expect(
      runChangePoints(
        quiet,
        quiet.map((v) => v * 0.99),
      ),
    ).toEqual([])
  })

  it('keeps a t-test point out when the ranks do not confirm it: one slow run', () => {
    const t = changePoints(outlier, { test: 't', maxPValue: DEFAULT_CP_OPTIONS.maxPValue * PLAIN_LEVEL_SHARES.t })
    expect(t.map((c) => c.index)).toEqual([18])
    expect(runChangePoints(outlier, undefined)).toEqual([])
  })

  it('re-measures every point between its neighbours when the t-test adds one beside a rank point', () => {
    // Seeded draws: 30 % slower from run 10 (the ranks find it), 4.6 % more from run 20 (only the t-test, confirmed).
    const two = [
      100.459, 98.225, 101.033, 98.651, 100.116, 102.922, 99.606, 102.166, 98.697, 101.069, 130.408, 129.625, 131.139,
      129.438, 130.096, 130.35, 132.68, 129.523, 133.064, 128.761, 134.673, 138.431, 131.95, 133.109, 133.757, 129.479,
      137.517, 136.683, 133.973, 137.015,
    ]
    expect(changePoints(two).map((c) => c.index)).toEqual([10])
    const found = runChangePoints(two, undefined)
    expect(found.map((c) => c.index)).toEqual([10, 20])
    // Geometric means between neighbouring points (the runs 10–19 are the first's after and the second's before).
    const geo = (xs: number[]) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length)
    expect(found[0]!.before).toBeCloseTo(geo(two.slice(0, 10)), 9)
    expect(found[0]!.after).toBeCloseTo(geo(two.slice(10, 20)), 9)
    expect(found[1]!.before).toBeCloseTo(geo(two.slice(10, 20)), 9)
    expect(found[1]!.after).toBeCloseTo(geo(two.slice(20)), 9)
  })

  it("is the asked-for search alone for Otava's settings", () => {
    expect(runChangePoints(quiet, undefined, OTAVA_DEFAULTS)).toEqual(changePoints(quiet, OTAVA_DEFAULTS))
    expect(runChangePoints(outlier, undefined, OTAVA_DEFAULTS)).toEqual(changePoints(outlier, OTAVA_DEFAULTS))
    // A step Otava's t-test passes at p 0.00098: below its level of 0.001, above any share of it.
    const edge = [
      104.41, 103.493, 99.061, 100.774, 103.766, 98.343, 99.764, 99.532, 98.851, 99.275, 103.916, 104.456, 104.774,
      99.924, 104.472, 108.14, 105.11, 103.311, 103.731, 105.646,
    ]
    expect(changePoints(edge, OTAVA_DEFAULTS).map((c) => c.index)).toEqual([10])
    expect(runChangePoints(edge, undefined, OTAVA_DEFAULTS)).toEqual(changePoints(edge, OTAVA_DEFAULTS))
  })
})
