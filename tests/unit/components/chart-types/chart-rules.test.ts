// The rules that keep every bar and label of a chart visible (components/chart-types/chart-rules.ts), and the
// chart view model they feed, on generated data: long names, many series, values spanning up to 10⁶×,
// one-run suites, missing values and failed (zero) results.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildChart } from '../../../../components/views/chart'
import {
  axisLogTicks,
  horizontalLabelShare,
  isFailed,
  logMax,
  logMin,
  logTicks,
  overlaps,
  placeLabel,
  withTopTick,
  wrapLabel,
} from '../../../../components/chart-types/chart-rules'
import { logScale } from '../../../../components/chart-types/log-scale'
import { shownSpeedups, speedupRanges } from '../../../../components/views/speedups'
import type { Box } from '../../../../components/chart-types/chart-rules'
import { chartData, chartOptions } from '../../../../components/chart/chartjs-config'
import { normalizeRun, sortRuns } from '../../../../data/schema/model'
import { Run, Suite } from '../../../../data/schema/schema'
import { validate } from '../../../../data/schema/validate'

/** A 1-2-5 step, or a 3 (1-3-10 steps, where 1-2-5 are too many or too close and decades too few). */
const isStep = (v: number) => {
  const m = v / 10 ** Math.floor(Math.log10(v) + 1e-9)
  return [1, 2, 3, 5].some((s) => Math.abs(m - s) < 1e-6)
}

describe('logMin: a 1-2-5 step below half the smallest value', () => {
  it('on any positive value', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 1e15, noNaN: true }), (v) => {
        const m = logMin(v)
        expect(isStep(m)).toBe(true)
        // At least half a step below: the smallest bar is log10(2) decades or more long; at most one more step.
        expect(m).toBeLessThanOrEqual((v / 2) * (1 + 1e-9))
        expect(m).toBeGreaterThan(v / 2 / 2.5 - 1e-12 * v)
      }),
    )
  })
  it('examples', () => {
    expect(logMin(120_000)).toBe(50_000)
    expect(logMin(100)).toBe(50)
    expect(logMin(0.3)).toBe(0.1)
    expect(logMin(0.011)).toBe(0.005)
  })
})

describe('logTicks: labels that fit the axis', () => {
  it('sorted, inside the axis, 1-2-5 (or 1-3) steps, at most eight, each label clear of the next', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
        fc.double({ min: 1.5, max: 1e7, noNaN: true }),
        fc.integer({ min: 80, max: 1800 }),
        fc.integer({ min: 14, max: 90 }),
        (min, span, room, px) => {
          const max = min * span
          const t = logTicks(min, max, room, px)
          expect(t.length).toBeGreaterThan(0)
          for (let i = 1; i < t.length; i++) expect(t[i]!).toBeGreaterThan(t[i - 1]!)
          if (t.length <= 2 && (t[0] === min || t.at(-1) === max)) return // the fallback: just the ends
          expect(t.length).toBeLessThanOrEqual(8)
          for (const v of t) {
            expect(isStep(v)).toBe(true)
            expect(v).toBeGreaterThanOrEqual(min * (1 - 1e-9))
            expect(v).toBeLessThanOrEqual(max * (1 + 1e-9))
          }
          const decades = Math.log10(max / min)
          for (let i = 1; i < t.length; i++)
            expect((Math.log10(t[i]! / t[i - 1]!) / decades) * room).toBeGreaterThanOrEqual(px - 1e-6)
        },
      ),
    )
  })
  it('the "500K1M" case: a phone-wide axis from 50K to 200M labels decades only', () => {
    expect(logTicks(50_000, 2e8, 200, 40)).toEqual([100_000, 1_000_000, 10_000_000, 100_000_000])
    // Every other decade, from the decade that leaves the top (200M) its label: 100K, 10M, then 200M.
    expect(logTicks(50_000, 2e8, 200, 60)).toEqual([100_000, 10_000_000])
    expect(withTopTick(logTicks(50_000, 2e8, 200, 60), 50_000, 2e8, 200, 60)).toEqual([100_000, 10_000_000, 2e8])
    // With room and few decades, 2 and 5 join the powers of ten.
    expect(logTicks(1000, 20_000, 600, 40)).toEqual([1000, 2000, 5000, 10_000, 20_000])
  })
})

describe('axisLogTicks: three labels wherever three fit', () => {
  it('on any axis a chart draws (logMin to logMax): sorted, inside, clear of each other, three where room allows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
        fc.double({ min: 1, max: 1e8, noNaN: true }),
        fc.integer({ min: 60, max: 1800 }),
        fc.integer({ min: 14, max: 90 }),
        (low, span, room, px) => {
          const [min, max] = [logMin(low), logMax(low * span)]
          const t = axisLogTicks(min, max, room, px)
          for (let i = 1; i < t.length; i++) {
            expect(t[i]!).toBeGreaterThan(t[i - 1]!)
            expect((Math.log10(t[i]! / t[i - 1]!) / Math.log10(max / min)) * room).toBeGreaterThanOrEqual(px - 1e-6)
          }
          for (const v of t) expect(v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9)).toBe(true)
          // Three labels side by side with a label's room between them: always three, at 1-2-5 steps where
          // the axis spans a decade or more.
          if (room >= 3 * px) expect(t.length).toBeGreaterThanOrEqual(3)
          if (max / min >= 10 && t.length >= 3) for (const v of t) expect(isStep(v)).toBe(true)
        },
      ),
    )
  })
  it('400 KB to 200 MB on a phone: not 1 MB and the 500 MB top alone, but a third label between', () => {
    // 200 KB to 500 MB (logMin, logMax) in 150 px, labels 48 px with their gap: decades are 44 px apart.
    expect(logTicks(2e5, 5e8, 150, 48)).toEqual([1e6, 1e8])
    expect(withTopTick([1e6, 1e8], 2e5, 5e8, 150, 48)).toEqual([1e6, 5e8])
    const t = axisLogTicks(2e5, 5e8, 150, 48)
    expect(t).toHaveLength(3)
    expect(t.at(-1)).toBe(5e8)
    // Where decades fit, they stay as they were.
    expect(axisLogTicks(50_000, 2e8, 200, 40)).toEqual([100_000, 1_000_000, 10_000_000, 2e8])
  })
  it('an axis under a decade (2 to 5 MB) takes 3 or 4 as its third label', () => {
    const t = axisLogTicks(2e6, 5e6, 300, 48)
    expect(t).toHaveLength(3)
    expect([3e6, 4e6]).toContain(t[1])
  })
})

describe('wrapLabel: two lines at most, shortened with an ellipsis', () => {
  it('on any text and width', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 30 }).map((w) => w.replace(/\s/g, 'x')),
          { minLength: 1, maxLength: 12 },
        ),
        fc.integer({ min: 1, max: 60 }),
        (words, max) => {
          const text = words.join(' ')
          const lines = wrapLabel(text, max)
          const width = Math.max(4, max)
          expect(lines.length).toBeGreaterThanOrEqual(1)
          expect(lines.length).toBeLessThanOrEqual(2)
          for (const l of lines) expect(l.length).toBeLessThanOrEqual(width)
          if (text.length <= width) expect(lines).toEqual([text])
          // Whole, broken at a space or between two parts of a word.
          else if (!lines.some((l) => l.endsWith('…'))) expect([lines.join(' '), lines.join('')]).toContain(text)
        },
      ),
    )
  })
  it('a word too long for a line breaks where its parts meet, else is shortened: never cut mid-word', () => {
    expect(wrapLabel('Stream100', 8)).toEqual(['Stream', '100'])
    expect(wrapLabel('Stream10K', 8)).toEqual(['Stream', '10K'])
    // "Compl…" then "ex St…" read as two words; the first word shortened, then the second, read as the name.
    expect(wrapLabel('Complex Struct', 6)).toEqual(['Compl…', 'Struct'])
    expect(wrapLabel('StreamJsonRpc', 8)).toEqual(['Stream', 'JsonRpc'])
  })
  it('the phone case: "HTTP Client → Regular Service" on two lines', () => {
    expect(wrapLabel('HTTP Client → Regular Service', 16)).toEqual(['HTTP Client →', 'Regular Service'])
    expect(wrapLabel('ActualLab.Rpc Client → Fusion Service', 16)).toEqual(['ActualLab.Rpc', 'Client → Fusion…'])
    // A phone's horizontal chart (342 px) gives names 45 % of its width: Fusion's longest client is whole.
    expect(wrapLabel('ActualLab.Rpc Client → Fusion Service', (342 * horizontalLabelShare(342)) / 7)).toEqual([
      'ActualLab.Rpc Client',
      '→ Fusion Service',
    ])
  })
})

describe('placeLabel: where nothing else is drawn', () => {
  const area = { x: 0, y: 0, w: 400, h: 300 }
  it('takes the first free candidate; never one that overlaps when a free one exists', () => {
    const box = fc.record({
      x: fc.integer({ min: 0, max: 380 }),
      y: fc.integer({ min: 0, max: 280 }),
      w: fc.integer({ min: 2, max: 120 }),
      h: fc.integer({ min: 2, max: 60 }),
    })
    fc.assert(
      fc.property(
        fc.array(box, { minLength: 1, maxLength: 6 }),
        fc.array(box, { maxLength: 8 }),
        (cands, obstacles) => {
          const inside = (c: Box) => c.x + c.w <= area.w && c.y + c.h <= area.h
          const free = cands.filter((c) => inside(c) && !obstacles.some((o) => overlaps(c, o, 1)))
          const got = placeLabel(cands, obstacles, area)
          if (free.length) expect(got).toBe(free[0])
        },
      ),
    )
  })
  it('TopGun: a floor label goes above the bar its line crosses', () => {
    const bar = { x: 100, y: 40, w: 200, h: 240 }
    const cands = [
      { x: 60, y: 80, w: 130, h: 14 },
      { x: 300, y: 80, w: 130, h: 14 },
      { x: 135, y: 22, w: 130, h: 14 },
    ]
    expect(placeLabel(cands, [bar], { x: 0, y: 0, w: 500, h: 300 })).toBe(cands[2])
  })
})

// ───────────────────────── the chart model and Chart.js options on generated suites

const metric = { ops: { label: 'Throughput', unit: 'ops/s', direction: 'higher' } }
const colors = {
  series: Array.from({ length: 8 }, (_, i) => `#00000${i}`),
  text: 't',
  muted: 'm',
  grid: 'g',
  threshold: 'th',
  good: 'ok',
  bg: 'bg',
}

const generated = fc
  .record({
    groups: fc.array(
      fc.string({ minLength: 1, maxLength: 70 }).map((s) => `g ${s.trim() || 'x'}`),
      { minLength: 1, maxLength: 6 },
    ),
    series: fc.array(
      fc.string({ minLength: 1, maxLength: 40 }).map((s) => `s ${s.trim() || 'y'}`),
      { minLength: 1, maxLength: 10 },
    ),
    exp: fc.array(fc.double({ min: 0, max: 6, noNaN: true }), { minLength: 60, maxLength: 60 }),
    gaps: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 60, maxLength: 60 }),
  })
  .map(({ groups, series, exp, gaps }) => ({ groups: [...new Set(groups)], series: [...new Set(series)], exp, gaps }))

function suiteOf(g: { groups: string[]; series: string[]; exp: number[]; gaps: number[] }) {
  const suite = validate(
    Suite,
    {
      id: 'gen',
      title: 'Generated',
      project: 'Gen',
      metrics: metric,
      parameters: { lib: { label: 'Library', values: g.series } },
    },
    'suite.json',
  )
  const results = g.groups.flatMap((b, gi) =>
    g.series.flatMap((s, si) => {
      const k = (gi * g.series.length + si) % 60
      if (g.gaps[k] === 0 && gi + si > 0) return [] // missing
      const value = g.gaps[k] === 1 && gi + si > 0 ? 0 : Math.round(10 ** g.exp[k]! * 100) / 100 // failed, or up to 10⁶×
      return [{ benchmark: b, params: { lib: s }, values: { ops: { value } } }]
    }),
  )
  const run = normalizeRun(suite, validate(Run, { id: 'only', date: '2026-01-01', results }, 'run.json'), 'run.json')
  return { suite, runs: sortRuns([run]) }
}

describe('logScale: bars start on log where some bar would be a sliver', () => {
  it("Google Benchmark's BM_HashInsert, 3,343 to 189,879 ns (57×): on log, not one 3 px bar on a phone", () => {
    expect(logScale([3343, 189_879])).toEqual({ wideRange: true, logDefault: true })
    // From 30×, the shortest of a phone's 180 px bars is 6 px; below it, a linear axis still shows every bar.
    expect(logScale([10, 300]).logDefault).toBe(true)
    expect(logScale([10, 250])).toEqual({ wideRange: true, logDefault: false })
  })

  it('most bars under a twentieth of the largest (25×): on log, though the span is under 30×', () => {
    expect(logScale([1, 1.1, 1.2, 25]).logDefault).toBe(true)
    expect(logScale([1, 15, 20, 25]).logDefault).toBe(false)
    expect(logScale([1, 1.1, 1.2, 25], { log: false }).logDefault).toBe(false)
  })

  it("lines start on log as soon as it is offered (over 10×); an author's choice wins", () => {
    expect(logScale([1, 11], { lines: true })).toEqual({ wideRange: true, logDefault: true })
    expect(logScale([1, 11])).toEqual({ wideRange: true, logDefault: false })
  })
})

describe('chart model on generated data', () => {
  it('wide spans start on log; failed values are no bar; every category named on ≤ 2 lines that fit', () => {
    fc.assert(
      fc.property(generated, fc.integer({ min: 320, max: 1920 }), fc.boolean(), (g, width, horizontal) => {
        const model = buildChart(suiteOf(g), {
          suite: 'gen',
          metric: 'ops',
          groups: 'benchmark',
          series: 'lib',
          horizontal,
        })
        const positive = model.series.flatMap((s) => s.values).filter((v): v is number => v !== null && v > 0)
        const span = positive.length > 1 ? Math.max(...positive) / Math.min(...positive) : 1
        const sorted = [...positive].sort((a, b) => a - b)
        const mid = sorted.length >> 1
        const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
        const slivers = span >= 30 || (positive.length > 1 && median < Math.max(...positive) / 20)
        expect(model.logDefault).toBe(slivers)
        for (const s of model.series) s.values.forEach((v, i) => expect(!!s.failed?.[i]).toBe(isFailed(v, 'higher')))
        const state = { log: model.logDefault, hidden: [], reducedMotion: true }
        const data = chartData(model, colors, state)
        data.datasets.forEach((d, si) =>
          d.data.forEach((v, gi) => {
            if (model.series[si]!.failed?.[gi]) expect(v).toBeNull()
          }),
        )
        const o = chartOptions(model, colors, state) as any
        const cat = o.scales[horizontal ? 'y' : 'x']
        const scale = { chart: { width } }
        const room = horizontal ? width * horizontalLabelShare(width) : (width - 70) / model.labels.length - 8
        model.labels.forEach((label, i) => {
          const lines = cat.ticks.callback.call(scale, label, i) as string[]
          expect(lines.length).toBeLessThanOrEqual(2)
          for (const l of lines) expect(l.length * 7).toBeLessThanOrEqual(Math.max(room, 28) + 1e-9)
        })
        if (state.log && positive.length)
          expect(o.scales[horizontal ? 'x' : 'y'].min).toBeLessThanOrEqual(Math.min(...positive) / 2)
      }),
      { numRuns: 150 },
    )
  })
})

describe('speedup labels follow the series shown', () => {
  const series = [
    { label: 'Rpc', values: [100, 50] },
    { label: 'gRPC', values: [50, null] },
    { label: 'SignalR', values: [10, 25] },
  ]
  it('against every other series, and only the shown ones once one is hidden', () => {
    expect(speedupRanges(series, 'Rpc', 'higher')).toEqual([
      [2, 10],
      [2, 2],
    ])
    expect(speedupRanges(series, 'Rpc', 'higher', (i) => i !== 2)).toEqual([[2, 2], null])
    expect(speedupRanges(series, 'Rpc', 'higher', (i) => i !== 0)).toEqual([null, null])
  })
  it("the model's own labels while nothing is hidden; recomputed (lower is better too) when a series is", () => {
    const model = {
      series,
      speedups: [[9, 9]] as Array<[number, number] | null>,
      speedupOf: 'Rpc',
      metric: { direction: 'lower' as const },
    }
    expect(shownSpeedups(model, () => false)).toBe(model.speedups)
    expect(shownSpeedups(model, (i) => i === 1)).toEqual([
      [0.1, 0.1],
      [0.5, 0.5],
    ])
  })
})

describe('log axes end at a labelled tick above the tallest bar', () => {
  it('logMax: the smallest 1-2-5 step above the largest value', () => {
    expect(logMax(215.45e6)).toBe(500e6)
    expect(logMax(31.8e6)).toBe(50e6)
    expect(logMax(12729)).toBe(20000)
    expect(logMax(100)).toBe(200)
    expect(logMax(0.087)).toBe(0.1)
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e12, noNaN: true }),
        (v) => logMax(v) > v && logMax(v) <= v * 5 + 1e-9 && isStep(logMax(v)),
      ),
    )
  })
  it('withTopTick: the top is always a tick; one too close below it gives way', () => {
    expect(withTopTick([100, 1000, 10000], 50, 20000, 300, 40)).toEqual(
      [100, 1000, 10000, 20000].filter((t) => t !== 10000),
    )
    expect(withTopTick([1, 10, 100], 1, 1000, 300, 40)).toEqual([1, 10, 100, 1000])
    expect(withTopTick([1, 10, 100, 1000], 1, 1000, 300, 40)).toEqual([1, 10, 100, 1000])
  })
})
