// Each path of the verdict engine (data/analysis/verdict.ts, noise.ts), with expected values worked out by
// hand in the comments, not taken from the code under test: the statistic compared (median, not mean), a
// summary above --max-samples, a tool's confidence intervals, one sample, the history band, and secondary
// metrics kept off the headline.
import { describe, expect, test } from 'vitest'
import type { Measurement, Run, Suite } from '../../../../data/schema/schema'
import { bandOfSeries, historyBand, judgeOptions, runBand, runNoise } from '../../../../data/analysis/noise'
import { goodSide } from '../../../../data/analysis/change-point-runs'
import { decidedBy, goodQuartile, isPrimary, judge } from '../../../../data/analysis/verdict'
import { mannWhitneyU } from '../../../../data/analysis/stats'
import { summarize } from '../../../../scripts/write/prepare-run'
import { compareData } from '../../../../scripts/tools/compare-report'
import type { SuiteInput } from '../../../../scripts/tools/compare-rows'
import { loadOldJudge } from '../../../bench/verdicts/old-engine'

// The engine before issue 22, rebuilt from git history (a shallow clone has none: that test says so).
const oldJudge = await loadOldJudge()
if (typeof oldJudge === 'string') console.warn(`\n*** SKIPPED: ${oldJudge} ***\n`)

/** Deterministic noise: a linear congruential generator, uniform in [0, 1). */
function lcg(seed: number): () => number {
  let s = seed >>> 0
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32
}

describe('the statistic: the median, never the mean when samples or a median exist', () => {
  // pytest-benchmark's shape: one slow round (a GC pause) in base pulls its mean to 19; head is
  // 30 % slower in every round. Medians: 10 → 13 (+30 %); means: 19 → 13 (−31.6 %, "improved").
  const base: Measurement = { value: 19, samples: [10, 10, 10, 10, 10, 10, 10, 10, 10, 100] }
  const head: Measurement = { value: 13, samples: [13, 13, 13, 13, 13, 13, 13, 13, 13, 13] }

  test('head 30 % slower in every round → regressed by +30 %, though its mean fell', () => {
    const j = judge(base, head, 'ns', 'lower')
    expect(j.verdict).toBe('regressed')
    expect(j.change).toBeCloseTo(0.3, 12)
    expect(j.statistic).toBe('median of 10 samples')
    expect(j.method).toBe('mann-whitney')
  })

  test.skipIf(typeof oldJudge === 'string')(
    'the engine before this change said the opposite (the bug in issue 22)',
    () => {
      if (typeof oldJudge === 'string') return
      // Its samples dropped above --max-samples, it judged the means: −31.6 %, improved.
      const old = oldJudge({ value: 19, n: 10000, median: 10 }, { value: 13, n: 10000, median: 13 }, 'ns', 'lower', {})
      expect(old.verdict).toBe('improved')
      expect(
        judge(
          { value: 19, n: 10000, median: 10, stddev: 28.5 },
          { value: 13, n: 10000, median: 13, stddev: 0.1 },
          'ns',
          'lower',
        ).change,
      ).toBeCloseTo(0.3, 12)
    },
  )

  test("without samples, the tool's median; without a median, its figure, named by the metric's stat", () => {
    expect(
      judge({ value: 5, median: 4, n: 3, stddev: 1 }, { value: 5, median: 4.4, n: 3, stddev: 1 }, 'ns', 'lower')
        .statistic,
    ).toBe('median')
    expect(
      judge(
        { value: 4, ci: { lower: 3.9, upper: 4.1 } },
        { value: 4.4, ci: { lower: 4.3, upper: 4.5 } },
        'ns',
        'lower',
        { stat: 'score' },
      ).statistic,
    ).toBe('score')
  })
})

describe('above --max-samples: quantiles keep what the rank test needs', () => {
  // 10,000 rounds a side, head 3 % slower, with rare slow rounds (1 in 50 at 5×) on base only, which pull
  // base's mean up by ~8 %: the means say "faster", the distributions say "slower".
  const rnd = lcg(42)
  const rounds = (scale: number, outliers: boolean) =>
    Array.from({ length: 10_000 }, (_, i) => scale * (100 + 4 * rnd()) * (outliers && i % 50 === 0 ? 5 : 1))
  const b = rounds(1, true)
  const h = rounds(1.03, false)
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y) / xs.length

  test('summarised to 201 quantiles, the verdict is the one the full samples give', () => {
    expect(mean(h)).toBeLessThan(mean(b))
    const sb = summarize({ value: mean(b), samples: b })
    const sh = summarize({ value: mean(h), samples: h })
    expect(sb.samples).toBeUndefined()
    const full = judge({ value: mean(b), samples: b }, { value: mean(h), samples: h }, 'ns', 'lower', {
      tolerance: 0.02,
    })
    const kept = judge(sb, sh, 'ns', 'lower', { tolerance: 0.02 })
    expect(full.verdict).toBe('regressed')
    expect(kept.verdict).toBe('regressed')
    expect(kept.change!).toBeCloseTo(full.change!, 3)
    expect(kept.statistic).toBe('median of 10,000 samples (kept as quantiles)')
  })

  test("weighted U from quantiles is within the sketch's resolution of U from all samples", () => {
    const sb = summarize({ value: 0, samples: b }).quantiles!
    const sh = summarize({ value: 0, samples: h }).quantiles!
    const exact = mannWhitneyU(h, b)
    const sketch = mannWhitneyU(sh, sb, 10_000 / sh.length, 10_000 / sb.length)
    // U / (n₁n₂) is P(head > base); 201 quantiles a side resolve it to about 1/201.
    expect(Math.abs(sketch.u - exact.u) / 1e8).toBeLessThan(1 / 201)
  })

  test('10,000 rounds are judged at least as surely as 100 of them', () => {
    const j10k = judge(summarize({ value: 0, samples: b }), summarize({ value: 0, samples: h }), 'ns', 'lower', {
      tolerance: 0.02,
    })
    const j100 = judge({ value: 0, samples: b.slice(0, 100) }, { value: 0, samples: h.slice(0, 100) }, 'ns', 'lower', {
      tolerance: 0.02,
    })
    expect(j10k.test!.p).toBeLessThanOrEqual(j100.test!.p)
  })
})

describe("the tool's own uncertainty", () => {
  const rnd = lcg(7)
  const samples = (centre: number) => Array.from({ length: 100 }, () => centre * (0.99 + 0.02 * rnd()))

  test("criterion: samples 8 % apart but intervals that overlap → criterion's 'no change' stands", () => {
    // 95 % intervals [95, 125] and [100, 130]: standard errors 15/1.96 each, z = 8/(√2·7.65) ≈ 0.74, p ≈ 0.46.
    const base: Measurement = { value: 100, samples: samples(100), ci: { lower: 95, upper: 125, level: 0.95 } }
    const head: Measurement = { value: 108, samples: samples(108), ci: { lower: 100, upper: 130, level: 0.95 } }
    const j = judge(base, head, 'ns', 'lower')
    expect(j.verdict).toBe('unchanged')
    expect(j.test!.significant).toBe(false)
    expect(j.test!.p).toBeGreaterThan(0.4)
  })

  test('criterion: tight intervals and samples 8 % apart → regressed', () => {
    const base: Measurement = { value: 100, samples: samples(100), ci: { lower: 99.8, upper: 100.2, level: 0.95 } }
    const head: Measurement = { value: 108, samples: samples(108), ci: { lower: 107.8, upper: 108.2, level: 0.95 } }
    expect(judge(base, head, 'ns', 'lower').verdict).toBe('regressed')
  })

  test('JMH: a score and its 99.9 % error only → the intervals decide', () => {
    // Score error ±3 at 99.9 % (z = 3.29): standard error 0.912 each; 100 → 110: z = 10/1.29 = 7.75.
    const j = judge(
      { value: 100, ci: { lower: 97, upper: 103, level: 0.999 } },
      { value: 110, ci: { lower: 107, upper: 113, level: 0.999 } },
      'ops/s',
      'higher',
    )
    expect(j).toMatchObject({ verdict: 'improved', method: 'interval' })
    expect(j.test!.statistic).toBeCloseTo(10 / Math.hypot(3 / 3.2905267314918945, 3 / 3.2905267314918945), 6)
  })

  test('hyperfine/pytest summary without samples: Welch over mean, stddev and rounds', () => {
    const j = judge({ value: 100, stddev: 2, n: 10 }, { value: 130, stddev: 3, n: 10 }, 's', 'lower')
    expect(j).toMatchObject({ verdict: 'regressed', method: 'welch' })
  })
})

describe('one sample a side: no verdict', () => {
  test('go test without -count: "not enough samples — run with -count=10", not a percentage', () => {
    // go test -bench without -count: one line per benchmark, stored as { value, n: 1 }. Sort +84 % in issue 22 was noise.
    const j = judge({ value: 12051, n: 1 }, { value: 22170, n: 1 }, 'ns', 'lower')
    expect(j.verdict).toBe('unknown')
    expect(j.method).toBe('none')
    expect(j.notes.join(' ')).toContain('-count=10')
    expect(decidedBy(j)).toContain('one sample per run')
  })

  test('a reported spread is more than one sample', () => {
    expect(
      judge(
        { value: 10, n: 1, ci: { lower: 9, upper: 11 } },
        { value: 20, n: 1, ci: { lower: 19, upper: 21 } },
        'ns',
        'lower',
      ).verdict,
    ).toBe('regressed')
  })
})

describe("noise from the suite's history", () => {
  // Relative changes between consecutive runs: +1 %, −1 %, +2 %, −2 %, +3 %, −3 %. Their sizes 1, 1, 2, 2, 3, 3 %
  // have quartiles (linear between order statistics) Q1 = 1.25 %, Q3 = 2.75 %, so the band is the outer fence
  // Q3 + 3 × IQR = 2.75 + 3 × 1.5 = 7.25 %.
  const series = [100]
  for (const d of [0.01, -0.01, 0.02, -0.02, 0.03, -0.03]) series.push(series.at(-1)! * (1 + d))

  test('band = the outer fence of the run-to-run change sizes (Q3 + 3 × IQR), level = the median run', () => {
    const band = bandOfSeries(series)!
    expect(band.runs).toBe(7)
    expect(band.width).toBeCloseTo(0.0725, 6)
    expect(band.level).toBe([...series].sort((a, b) => a - b)[3])
    expect(bandOfSeries(series.slice(0, 5))).toBeUndefined() // 4 changes: too few
  })

  test('a significant change inside the band is noise; one beyond it is flagged', () => {
    const rnd = lcg(3)
    const s = (c: number) => Array.from({ length: 20 }, () => c * (0.995 + 0.01 * rnd()))
    const history = { width: 0.088956, runs: 7 }
    const inside = judge({ value: 100, samples: s(100) }, { value: 106, samples: s(106) }, 'ns', 'lower', { history })
    expect(inside.test!.significant).toBe(true)
    expect(inside.verdict).toBe('unchanged')
    expect(decidedBy(inside)).toContain('±8.9\u00a0% band from 7 past runs')
    expect(
      judge({ value: 100, samples: s(100) }, { value: 112, samples: s(112) }, 'ns', 'lower', { history }).verdict,
    ).toBe('regressed')
    // Without history the suite's ±5 % decides, and the verdict says so.
    const none = judge({ value: 100, samples: s(100) }, { value: 106, samples: s(106) }, 'ns', 'lower')
    expect(none.verdict).toBe('regressed')
    expect(decidedBy(none)).toContain('±5\u00a0% band (no history yet)')
  })

  test('a benchmark that flips between two levels: the band covers the flip (a MAD band did not)', () => {
    // A map benchmark whose memory layout puts a third of its runs 11 % lower: 100, 100, 89, 100, 100, 89, …
    // Change sizes: 0 and 11 % — Q1 = 0, Q3 = 11 % → the band is 11 + 3 × 11 = 44 %. Three spreads of the
    // median absolute deviation gave 0 here (most changes are 0), flagging every flip.
    const flips = Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? 89 : 100))
    const band = bandOfSeries(flips)!
    expect(band.width).toBeGreaterThan(0.11)
    const s = (c: number) => [0.995, 0.997, 0.999, 1.001, 1.003, 1.005, 0.996, 1.004, 0.998, 1.002].map((x) => c * x)
    expect(
      judge({ value: 100, samples: s(100) }, { value: 89, samples: s(89) }, 'ns', 'lower', { history: band }).verdict,
    ).toBe('unchanged')
  })

  test('a base run off its history’s level: the next, ordinary run is not called changed', () => {
    // History level 100 with a ±4 % band; the base run was a slow outlier (112) and the head is back at 100:
    // −10.7 % against the base, beyond the band and significant, but 0 % against the level.
    const s = (c: number) => [0.995, 0.997, 0.999, 1.001, 1.003, 1.005, 0.996, 1.004, 0.998, 1.002].map((x) => c * x)
    const history = { width: 0.04, runs: 12, level: 100 }
    const j = judge({ value: 112, samples: s(112) }, { value: 100, samples: s(100) }, 'ns', 'lower', { history })
    expect(j.test!.significant).toBe(true)
    expect(j.verdict).toBe('unchanged')
    expect(j.notes.join(' ')).toContain('off its history’s usual level')
    // A head that moved from an ordinary base is still flagged: 100 → 110 is beyond the band from both.
    expect(
      judge({ value: 100, samples: s(100) }, { value: 110, samples: s(110) }, 'ns', 'lower', { history }).verdict,
    ).toBe('regressed')
    // Against the level the band shrinks by √((1 + 1/12) / 2) = 0.736: 103.5 is +3.5 %, beyond 4 % × 0.736 = 2.9 %.
    expect(
      judge({ value: 99, samples: s(99) }, { value: 103.5, samples: s(103.5) }, 'ns', 'lower', { history }).verdict,
    ).toBe('regressed')
  })

  test("a suite's own tolerance is a floor under the history band", () => {
    const rnd = lcg(5)
    const s = (c: number) => Array.from({ length: 20 }, () => c * (0.995 + 0.01 * rnd()))
    const j = judge({ value: 100, samples: s(100) }, { value: 106, samples: s(106) }, 'ns', 'lower', {
      history: { width: 0.01, runs: 12 },
      tolerance: 0.1,
      toleranceSet: true,
    })
    expect(j.band.width).toBe(0.1)
    expect(j.verdict).toBe('unchanged')
  })

  test("historyBand reads the benchmark's centres from the runs, skipping retired ones", () => {
    const suite = {
      id: 's',
      title: 'S',
      project: 'P',
      metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
    } as Suite
    const runs = series.map(
      (v, i) =>
        ({
          id: `r${i}`,
          status: 'current',
          results: [{ benchmark: 'A', values: { time: { value: v } } }],
        }) as unknown as Run,
    )
    const retired = {
      id: 'x',
      status: 'retired',
      results: [{ benchmark: 'A', values: { time: { value: 1000 } } }],
    } as unknown as Run
    expect(
      historyBand(suite, [...runs.slice(0, 3), retired, ...runs.slice(3)], { benchmark: 'A' }, 'time')!.width,
    ).toBeCloseTo(0.0725, 6)
  })
})

describe('secondary metrics are reported, never the headline', () => {
  test('defaults by id, label and unit; the suite can say otherwise', () => {
    expect(isPrimary('time', { unit: 'ns', label: 'Time per op' })).toBe(true)
    expect(isPrimary('ops', { unit: 'ops/s', label: 'Operations' })).toBe(true)
    expect(isPrimary('system', { unit: 's', label: 'System CPU time' })).toBe(false)
    expect(isPrimary('user', { unit: 's', label: 'User CPU time' })).toBe(false)
    expect(isPrimary('bytes', { unit: 'B/op', label: 'Allocated bytes per op' })).toBe(false)
    expect(isPrimary('allocs', { unit: 'allocs/op', label: 'Allocations per op' })).toBe(false)
    expect(isPrimary('system', { unit: 's', label: 'System CPU time', primary: true })).toBe(true)
  })

  test('hyperfine: system CPU time +204 % is listed, but not counted as a regression nor the worst one', () => {
    const suite = {
      id: 'h',
      title: 'H',
      project: 'P',
      metrics: {
        time: { label: 'Time', unit: 's', direction: 'lower' },
        system: { label: 'System CPU time', unit: 's', direction: 'lower' },
      },
    } as Suite
    const samples = [1, 1.01, 0.99, 1.02, 0.98]
    const mk = (id: string, sys: number): Run =>
      ({
        id,
        date: id,
        status: 'current',
        results: [{ benchmark: './work sha', values: { time: { value: 1, samples }, system: { value: sys } } }],
      }) as unknown as Run
    const side = (r: Run) => new Map<string, SuiteInput>([['h', { suite, runs: [r] }]])
    const rep = compareData(side(mk('2026-01-01', 0.01)), side(mk('2026-01-02', 0.0304)), {
      base: { arg: 'a', kind: 'dir' },
      head: { arg: 'b', kind: 'dir' },
    })
    expect(rep.counts).toMatchObject({ regressed: 0, secondary: 1, unchanged: 1 })
    expect(rep.worst).toBeUndefined()
    const sys = rep.suites[0]!.rows.find((r) => r.metric === 'system')!
    expect(sys).toMatchObject({ verdict: 'regressed', primary: false })
  })
})

describe("the run pair's own noise, from the scatter of all its benchmarks", () => {
  // The same spread of ±0.5 % in every run, so that each median is exactly its centre.
  const s = (c: number) => [0.995, 0.997, 0.999, 1.001, 1.003, 1.005, 0.996, 1.004, 0.998, 1.002].map((x) => c * x)
  const pairOf = (change: number) =>
    [
      { value: 100, samples: s(100) },
      { value: 100 * (1 + change), samples: s(100 * (1 + change)) },
    ] as const

  test('a busy machine: changes of −20 … +40 % across benchmarks widen the band, a +12 % one is noise', () => {
    // Changes −20, −10, 0, +10, +20, +30, +40 %: median +10 %, absolute deviations 30, 20, 10, 0, 10, 20, 30 % → MAD 20 %,
    // band 3 × 1.4826 × 20 % = 88.956 %.
    const pairs = [-0.2, -0.1, 0, 0.1, 0.2, 0.3, 0.4].map(pairOf)
    const run = runBand(pairs)!
    expect(run.width).toBeCloseTo(0.88956, 4)
    const [b, h] = pairOf(0.12)
    const j = judge(b, h, 'ns', 'lower', { run })
    expect(j.test!.significant).toBe(true)
    expect(j).toMatchObject({ verdict: 'unchanged', band: { source: 'run', runs: 7 } })
    expect(decidedBy(j)).toContain("this run pair's 7 benchmarks scatter that much")
  })

  test('everything 30 % slower alike: the scatter is small, the regressions stay', () => {
    const pairs = [0.3, 0.3, 0.3, 0.3, 0.3, 0.3].map(pairOf)
    const run = runBand(pairs)!
    expect(run.width).toBeLessThan(0.05)
    expect(judge(pairs[0]![0], pairs[0]![1], 'ns', 'lower', { run }).verdict).toBe('regressed')
  })

  test('three of eight benchmarks 30 % faster: the spread around no change stays small, they are found', () => {
    // Changes 0 ×5, −30 % ×3 (lower is better): around the median (0) and around no change the median deviation is 0.
    const pairs = [0, 0, 0, 0, 0, -0.3, -0.3, -0.3].map(pairOf)
    const run = runBand(pairs)!
    expect(run.width).toBe(0)
    expect(judge(pairs[5]![0], pairs[5]![1], 'ns', 'lower', { run }).verdict).toBe('improved')
  })

  test('with histories, each change is measured against its own band: a steady benchmark is not hidden by noisy ones', () => {
    // Six benchmarks: "steady" moves ±0.5 % from run to run, the five others ±8 %. The new run: steady +10 %,
    // the others −8 … +8 %. One band over the raw changes (MAD of 0, ±5, ±8 % …) would be about 20 % and hide
    // the 10 %; in units of their own bands the pair scatters as usual, so steady keeps its ~2 % band.
    const names = ['steady', 'n1', 'n2', 'n3', 'n4', 'n5']
    const suite = {
      id: 's',
      title: 'S',
      project: 'P',
      metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
    } as Suite
    const wiggle = (name: string, i: number) =>
      (name === 'steady' ? [1, 1.005, 0.995][i % 3]! : [1, 1.08, 0.92][i % 3]!) * 100
    const history = Array.from(
      { length: 12 },
      (_, i) =>
        ({
          id: `r${i}`,
          status: 'current',
          results: names.map((b) => ({ benchmark: b, values: { time: { value: wiggle(b, i) } } })),
        }) as unknown as Run,
    )
    const sd = (c: number): Measurement => ({
      value: c,
      samples: [0.995, 0.997, 0.999, 1.001, 1.003, 1.005, 0.996, 1.004, 0.998, 1.002].map((x) => c * x),
    })
    const head: Record<string, number> = { steady: 110, n1: 92, n2: 108, n3: 95, n4: 105, n5: 100 }
    const items = names.map((b) => ({ result: { benchmark: b }, base: sd(wiggle(b, 11)), head: sd(head[b]!) }))
    const noise = runNoise(suite, 'time', history, items)
    expect(noise.head).toBeDefined()
    expect(runBand(items.map((i) => [i.base, i.head] as const))!.width).toBeGreaterThan(0.1)
    const j = judge(
      items[0]!.base,
      items[0]!.head,
      'ns',
      'lower',
      judgeOptions(suite, 'time', history, { benchmark: 'steady' }, noise),
    )
    expect(j.verdict).toBe('regressed')
    expect(j.band.width).toBeLessThan(0.05)
    // The same run pair on a busy machine: every change three times its benchmark's usual → every band widens.
    const busy = names.map((b, i) => ({
      result: { benchmark: b },
      base: sd(100),
      head: sd(100 * (1 + (i % 2 ? 1 : -1) * (b === 'steady' ? 0.05 : 0.5))),
    }))
    expect(runNoise(suite, 'time', history, busy).head).toBeGreaterThan(2)
  })

  test('each run of the pair has its own noise: a noisy base does not hide a clean head’s change from the level', () => {
    // The history as above (steady ±0.5 %, five others ±8 %). The base run is busy: the others sit ±32 % off
    // their levels (four times their usual); the head is clean, steady 9 % above its level. One factor for
    // the pair (≈ 4) widened steady's band past 9 % in both tests; per run, the change from the base carries
    // √((4² + 1²) / 2) ≈ 2.9 bands and the head against the level only its own noise: regressed.
    const names = ['steady', 'n1', 'n2', 'n3', 'n4', 'n5']
    const suite = {
      id: 's',
      title: 'S',
      project: 'P',
      metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
    } as Suite
    const wiggle = (name: string, i: number) =>
      (name === 'steady' ? [1, 1.005, 0.995][i % 3]! : [1, 1.08, 0.92][i % 3]!) * 100
    const history = Array.from(
      { length: 12 },
      (_, i) =>
        ({
          id: `r${i}`,
          status: 'current',
          results: names.map((b) => ({ benchmark: b, values: { time: { value: wiggle(b, i) } } })),
        }) as unknown as Run,
    )
    const sd = (c: number): Measurement => ({
      value: c,
      samples: [0.995, 0.997, 0.999, 1.001, 1.003, 1.005, 0.996, 1.004, 0.998, 1.002].map((x) => c * x),
    })
    const base: Record<string, number> = { steady: 100, n1: 82, n2: 118, n3: 83, n4: 117, n5: 100 }
    const head: Record<string, number> = { steady: 109, n1: 100, n2: 92, n3: 108, n4: 100, n5: 95 }
    const items = names.map((b) => ({ result: { benchmark: b }, base: sd(base[b]!), head: sd(head[b]!) }))
    const noise = runNoise(suite, 'time', history, items)
    expect(noise.base).toBeGreaterThan(3)
    expect(noise.head).toBeLessThan(1.5)
    const j = judge(
      items[0]!.base,
      items[0]!.head,
      'ns',
      'lower',
      judgeOptions(suite, 'time', history, { benchmark: 'steady' }, noise),
    )
    expect(j.verdict).toBe('regressed')
    expect(j.band.source).toBe('run')
    // The busy run as the head, steady 6 % off its level: within that run's own noise (about 2.5 bands).
    const swapped = names.map((b) => ({
      result: { benchmark: b },
      base: sd(b === 'steady' ? 100 : head[b]!),
      head: sd(b === 'steady' ? 106 : base[b]!),
    }))
    const busyHead = runNoise(suite, 'time', history, swapped)
    expect(busyHead.head).toBeGreaterThan(3)
    expect(
      judge(
        swapped[0]!.base,
        swapped[0]!.head,
        'ns',
        'lower',
        judgeOptions(suite, 'time', history, { benchmark: 'steady' }, busyHead),
      ).verdict,
    ).toBe('unchanged')
  })

  test('fewer than 5 benchmarks: no run band; a figure without spread takes the run band too', () => {
    expect(runBand([0.1, 0.2, 0.3, 0.4].map(pairOf))).toBeUndefined()
    const j = judge({ value: 100 }, { value: 112 }, 'ns', 'lower', { run: { width: 0.5, runs: 8 } })
    expect(j).toMatchObject({ verdict: 'unchanged', method: 'tolerance', band: { source: 'run', width: 0.5 } })
  })
})

describe('a mean without its spread gives no verdict', () => {
  test("pytest-benchmark's operations per second (1 / the mean): no verdict, whichever way they moved", () => {
    // One slow round in 2,857 lifted a mean 13-fold in the corpus (ops −92 %) while the median moved −5 %.
    const j = judge({ value: 11_310 }, { value: 829 }, 'ops/s', 'higher', { stat: 'mean' })
    expect(j).toMatchObject({ verdict: 'unknown', method: 'none' })
    expect(j.notes.join(' ')).toContain('a mean without its spread')
    // A figure that is not a mean (a published best-of-3) is still judged by the band.
    expect(judge({ value: 100 }, { value: 130 }, 'ms', 'lower', { stat: 'best of 3 runs' }).verdict).toBe('regressed')
  })
})

describe('the quartile on the good side confirms a change of the median', () => {
  // 40 samples a side. Base: 100.0, 100.1 … 103.9 (median 101.95, quartiles 100.975 and 102.925).
  // Head "load": its first 16 samples as base's, the other 24 slowed to 125 and more by other work: the
  // median jumps to about 126 (+23 %), the lower quartile stays at 100.975 (+0 %). Head "shift": every
  // sample 10 % up: median and lower quartile +10 %.
  const xs = Array.from({ length: 40 }, (_, i) => 100 + i / 10)
  const base: Measurement = { value: 101.95, samples: xs }
  const load: Measurement = { value: 126, samples: xs.map((x, i) => (i < 16 ? x : x + 25)) }
  const shift: Measurement = { value: 112.145, samples: xs.map((x) => x * 1.1) }
  const opts = { tolerance: 0.05, toleranceSet: true }

  test('slow samples that drag the median but not the lower quartile → unchanged, and the note says why', () => {
    expect(mannWhitneyU(load.samples!, base.samples!).p).toBeLessThan(0.01) // the rank test alone would flag it
    const j = judge(base, load, 'ns', 'lower', opts)
    expect(j.change).toBeGreaterThan(0.2)
    expect(j.verdict).toBe('unchanged')
    expect(j.notes.join(' ')).toContain('lower quartile stayed within the ±5\u00a0% band')
    // The engine without the check (bench:verdicts' before-and-after) flags it.
    expect(judge(base, load, 'ns', 'lower', { ...opts, quartile: false }).verdict).toBe('regressed')
  })

  test('a shift of the whole run moves the quartile too → regressed', () => {
    const j = judge(base, shift, 'ns', 'lower', opts)
    expect(j.change).toBeCloseTo(0.1, 12)
    expect(j.verdict).toBe('regressed')
    expect(j.notes).toEqual([])
  })

  test('for a rate the upper quartile decides: low samples drag the median down, the upper quartile stays', () => {
    // Rates: base's lower 24 samples 20 % down, its upper 16 as they were: the median falls to about 82.2
    // (−19 %), the upper quartile stays at 102.925.
    const dropped: Measurement = { value: 82.2, samples: xs.map((x, i) => (i < 24 ? x * 0.8 : x)) }
    const j = judge(base, dropped, 'ops/s', 'higher', opts)
    expect(j.change).toBeLessThan(-0.15)
    expect(j.verdict).toBe('unchanged')
    expect(j.notes.join(' ')).toContain('upper quartile stayed within')
    const slower = judge(base, { value: 91.755, samples: xs.map((x) => x * 0.9) }, 'ops/s', 'higher', opts)
    expect(slower.verdict).toBe('regressed')
  })

  test('kept quantiles serve as the distribution above --max-samples', () => {
    const sorted = (m: Measurement) => [...m.samples!].sort((a, b) => a - b)
    const j = judge(
      { value: 101.95, n: 5000, quantiles: sorted(base) },
      { value: 126, n: 5000, quantiles: sorted(load) },
      'ns',
      'lower',
      opts,
    )
    expect(j.verdict).toBe('unchanged')
    expect(goodQuartile({ value: 0, quantiles: [1, 2, 3, 4, 5] }, 0.25)).toBe(2)
    expect(goodQuartile({ value: 0, samples: [5, 1, 4, 2, 3] }, 0.75)).toBe(4)
    expect(goodQuartile({ value: 0, samples: [1, 2, 3] }, 0.25)).toBeUndefined()
    // goodSide: the good quartile where there is one, else the interval's bound on the good side, else nothing.
    const ci = { lower: 9, upper: 12 }
    expect(goodSide({ value: 10, samples: [5, 1, 4, 2, 3], ci }, 'lower')).toBe(2)
    expect(goodSide({ value: 10, quantiles: [1, 2, 3, 4, 5], ci }, 'higher')).toBe(4)
    expect(goodSide({ value: 10, ci }, 'lower')).toBe(9)
    expect(goodSide({ value: 10, ci }, 'higher')).toBe(12)
    expect(goodSide({ value: 10 }, 'lower')).toBeUndefined()
    // value − error of a noisy table can fall to zero or below: no time, so no good side.
    expect(goodSide({ value: 10, ci: { lower: -1, upper: 21 } }, 'lower')).toBeUndefined()
  })
})

describe('a side with its own interval against a history with one slow run (criterion)', () => {
  // The shape of hashmap_insert_500 in tests/fixtures-verdicts/criterion-quiet: runs within 2 % of
  // 100 ns, one of the last nine at 120 (+20 %: a run off its level, 4 robust deviations being about 4 %).
  // Changes between runs: nine of 1–2 %, two of about 18 %: a band near 6 %. A head 10 % slower with a
  // tight interval is a real slowdown; that it lies below the one slow run ("within the range of its last
  // runs", 98 to 120) does not make it a figure the benchmark gives.
  const A = [100, 101, 99, 100, 102, 98, 100, 120, 101, 99, 100, 101]
  const side = (value: number): Measurement => ({ value, n: 100, ci: { lower: value * 0.995, upper: value * 1.005 } })
  const s: Suite = {
    id: 's',
    title: 'S',
    project: 'P',
    metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
  }
  const history: Run[] = A.map((v, i) => ({
    id: `a${i}`,
    date: `2026-01-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
    results: [{ benchmark: 'b', values: { time: side(v) } }],
  }))
  const opts = judgeOptions(s, 'time', history, history[11]!.results[0]!)

  test('a 10 % slowdown below a past slow run is regressed', () => {
    expect(opts.history!.width).toBeLessThan(0.1)
    const j = judge(side(101), side(111), 'ns', 'lower', opts)
    expect(j.notes).toEqual([])
    expect(j.verdict).toBe('regressed')
  })

  test('three slow runs in a row among the last nine hide no 12 % slowdown either', () => {
    // Last nine: 100, 101, 118, 113, 110, 108, 100, 99, 100 after twenty-two runs of 99–101 (band near 5 %).
    // Level 101; 118 and 113 are off it, and the shortest half (99–101) sets one run's scatter (about
    // 2.4 %, so ±10 % against the level): 112 is outside both the range on its level and that band.
    const A2 = [
      ...Array.from({ length: 22 }, (_, i) => [100, 101, 99][i % 3]!),
      100,
      101,
      118,
      113,
      110,
      108,
      100,
      99,
      100,
    ]
    const h2: Run[] = A2.map((v, i) => ({
      id: `a${String(i).padStart(2, '0')}`,
      date: `2026-02-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
      results: [{ benchmark: 'b', values: { time: side(v) } }],
    }))
    const o2 = judgeOptions(s, 'time', h2, h2[h2.length - 1]!.results[0]!)
    expect(judge(side(100), side(112), 'ns', 'lower', o2).verdict).toBe('regressed')
  })

  test('the slow run itself stays in the range of a plain figure (a count flipping between two figures)', () => {
    const plain = (value: number): Measurement => ({ value })
    const j = judge(plain(101), plain(111), 'ns', 'lower', opts)
    expect(j.verdict).toBe('unchanged')
  })
})
