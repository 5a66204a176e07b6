// The change-point proof (tests/bench/verdicts/change-point-proof.ts) over a corpus that also holds quiet sets
// (<set>-quiet, same layout): it reports busy and quiet noise apart, naming the sets each draws from.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { noiseGroups, noiseRows } from '../../../bench/verdicts/change-point-proof'
import { missClasses } from '../../../bench/verdicts/change-point-misses'
import { noisePools, oracleSplit, rng, runs, stepSeries } from '../../../bench/verdicts/change-point-noise'
import { runChangePoints } from '../../../../data/analysis/change-point-runs'

const corpus = mkdtempSync(join(tmpdir(), 'cp-corpus-'))
cpSync(join(import.meta.dirname, '../../../fixtures-verdicts/hyperfine'), join(corpus, 'hyperfine'), {
  recursive: true,
})
cpSync(join(import.meta.dirname, '../../../fixtures-verdicts/go-count10'), join(corpus, 'go-count10-quiet'), {
  recursive: true,
})
afterAll(() => rmSync(corpus, { recursive: true, force: true }))

describe('the change-point proof with quiet sets', () => {
  it('groups the noise by kind, busy first, and names the sets', () => {
    const groups = noiseGroups(noisePools(corpus))
    expect(groups.map((g) => [g.kind, g.sets])).toEqual([
      ['busy', ['hyperfine']],
      ['quiet', ['go-count10-quiet']],
    ])
    expect(groups[0]!.pools.every((p) => p.set === 'hyperfine')).toBe(true)
  })

  it('measures every figure for each kind', () => {
    const rows = noiseRows({}, 0.01, corpus)
    expect(rows.filter((r) => r.measure.startsWith('busy noise')).map((r) => r.measure)).toEqual([
      expect.stringContaining('from hyperfine;'),
    ])
    expect(rows.filter((r) => r.measure.startsWith('quiet noise')).map((r) => r.measure)).toEqual([
      expect.stringContaining('from go-count10-quiet;'),
    ])
    for (const kind of ['busy', 'quiet']) {
      const mine = rows.filter((r) => r.measure.startsWith(`${kind}: `))
      expect(
        mine.filter((r) => r.measure.includes('false change points')).map((r) => r.measure.match(/of (\d+) runs/)![1]),
      ).toEqual(['20', '50', '100', '500'])
      expect(
        mine
          .filter((r) => r.measure.includes('steps of 3×'))
          .map((r) => r.measure.match(/histories of (\d+) runs/)![1]),
      ).toEqual(['20', '50', '100', '200', '500'])
      // The placement oracle at 20 runs: its exact count on our found series, and ours as a ratio of it.
      const oracle = mine.filter((r) => r.measure.includes('placement oracle'))
      expect(oracle).toHaveLength(1)
      expect(oracle[0]!.value).toMatch(/^\d\.\d{3} \(\d+ ÷ \d+\)$/)
      const ours = mine
        .find((r) => r.measure.includes('sit at the exact run'))!
        .measure.match(/\((\d+) of (\d+) found/)!
      expect(oracle[0]!.value).toContain(`(${ours[1]} ÷ `)
      expect(oracle[0]!.measure).toContain(`of ${ours[2]} exact`)
      expect(mine.filter((r) => !oracle.includes(r)).every((r) => r.ok !== null && r.value !== '')).toBe(true)
    }
  }, 120_000)

  it('draws whole runs: each run keeps its lower quartile, and a step scales median and quartile alike', () => {
    const go = noisePools(corpus).find((p) => p.set === 'go-count10-quiet')!
    // go -count=10 keeps ten samples a run: every run has a quartile, below its median.
    expect(go.quartiles!.every((q, i) => q !== undefined && q <= go.residuals[i]!)).toBe(true)
    const flat = runs(go, 12, rng(9))
    const stepped = runs(go, 12, rng(9), 6, Math.log(1.5))
    for (let i = 0; i < 12; i++) {
      const f = i >= 6 ? 1.5 : 1
      expect(stepped.values[i]).toBeCloseTo(flat.values[i]! * f, 9)
      expect(stepped.quartiles[i]).toBeCloseTo(flat.quartiles[i]! * f, 9)
    }
  })

  it("the placement oracle finds a step's run from its value alone when the noise is small beside the step", () => {
    const go = noisePools(corpus).find((p) => p.set === 'go-count10-quiet')!
    const random = rng(3)
    for (const shape of ['normal', 'smoothed'] as const)
      for (const at of [2, 7, 18]) {
        // Within the splits the detector may make: at least two runs a side.
        const c = { ...runs(go, 20, random, at, 20 * go.sigma), at, step: 20 * go.sigma, pool: go.name }
        expect(oracleSplit(go, c, 2, shape)).toBe(at)
      }
    // Smoothed, it does not tell a run's side from the pool's exact values: at 3× the noise it misplaces some.
    const cases = stepSeries([go], [20], 400, 20)
    const exact = cases.filter((c) => oracleSplit(go, c, 2, 'smoothed') === c.at).length / cases.length
    expect(exact).toBeGreaterThan(0.7)
    expect(exact).toBeLessThan(0.99)
  })

  it('classes every 20-run miss once, and only misses', () => {
    const pools = noisePools(corpus).filter((p) => p.set === 'go-count10-quiet')
    const lines: string[] = []
    const r = missClasses('quiet', pools, 300, (l) => lines.push(l))
    const missed = stepSeries(pools, [20], 300, 20).filter(
      (c) => !runChangePoints(c.values, c.quartiles).some((cp) => Math.abs(cp.index - c.at) <= 1),
    )
    expect(r.series).toBe(300)
    expect(r.misses).toBe(missed.length)
    expect(r.misses).toBeGreaterThan(0)
    expect(lines).toHaveLength(r.misses)
    expect(Object.values(r.classes).reduce((a, c) => a + c.count, 0)).toBe(r.misses)
    for (const [name, c] of Object.entries(r.classes)) {
      expect(name).toMatch(
        /^(placed (2|3\+) runs off; a split within ±1 (passes the level too|does not pass)|none found; p within ±1 of the step (within|above) 2× the level)$/,
      )
      expect(c.wrongSideNeighbour).toBeLessThanOrEqual(c.count)
    }
    // go -count=10: every run keeps a quartile.
    expect(r.withQuartiles).toBe(r.misses)
  }, 120_000)
})
