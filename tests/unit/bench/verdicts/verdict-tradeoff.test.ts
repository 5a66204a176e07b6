// The trade-off section of `pnpm bench:verdicts` (tests/bench/verdicts/verdict-tradeoff.ts): widening every band
// widens all of them alike and changes nothing else, and A/A flags are grouped by the figure behind them.
import { describe, expect, it } from 'vitest'
import { distinctFigures, scaled } from '../../../bench/verdicts/verdict-tradeoff'
import { judge, type JudgeOptions } from '../../../../data/analysis/verdict'
import type { Measurement } from '../../../../data/schema/schema'

const opts: JudgeOptions = {
  tolerance: 0.05,
  toleranceSet: false,
  history: { width: 0.06, runs: 11, level: 100, headNoise: 1 },
  run: { width: 0.08, runs: 6 },
  primary: true,
}

describe('scaled', () => {
  it('multiplies the history, run-pair and tolerance bands and keeps the rest', () => {
    const s = scaled(opts, 1.5)
    expect(s.tolerance).toBeCloseTo(0.075, 12)
    expect(s.history).toEqual({ width: 0.06 * 1.5, runs: 11, level: 100, headNoise: 1 })
    expect(s.run).toEqual({ width: 0.08 * 1.5, runs: 6 })
    expect(s.toleranceSet).toBe(false)
    expect(s.primary).toBe(true)
    expect(scaled(opts, 1)).toBe(opts)
    expect(scaled({}, 2)).toEqual({})
  })

  it('turns a change just beyond the band into "unchanged" when the band grows past it', () => {
    const samples = (c: number): Measurement => ({ value: c, samples: [c - 1, c - 0.5, c, c + 0.5, c + 1, c, c] })
    const base = samples(100)
    const head = samples(109) // 9 %: beyond the run pair's 8 % band, inside 8 % × 1.2
    const narrow = { ...opts, history: { width: 0.06, runs: 11 } }
    expect(judge(base, head, 'ns', 'lower', narrow).verdict).toBe('regressed')
    expect(judge(base, head, 'ns', 'lower', scaled(narrow, 1.2)).verdict).toBe('unchanged')
  })
})

describe('distinctFigures', () => {
  it('counts one figure per set, head run and benchmark, however many bases flagged it', () => {
    const f = (set: string, head: string, benchmark: string) => ({ set, head, benchmark })
    expect(distinctFigures([])).toBe(0)
    expect(
      distinctFigures([
        f('hf', 'a-05', 'sort'),
        f('hf', 'a-05', 'sort'),
        f('hf', 'a-03', 'sort'),
        f('py', 'a-05', 'sort'),
      ]),
    ).toBe(3)
  })
})
