// A log axis reads on any screen: it labels at least three ticks, whatever its range, at every width from a
// small phone (320 px) to a wide desktop (1920 px), and no two labels touch. Checked on the drawing itself
// (chart-geometry.ts: Chart.js run headless, the same drawing the build-time SVG is), each label measured
// with the widths the recorder gives the code (textWidth). The property draws new ranges on every run:
// FUZZ_SEED=<seed> replays a failure (its seed is printed), FUZZ_RUNS=5000 for a long local run.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadAll } from '../../scripts/read/load'
import { buildChart } from '../../components/views/chart'
import type { ChartModel } from '../../components/chart-types/chart-model'
import { drawChart } from '../../components/build-time/chart-geometry'
import { textWidth } from '../../components/build-time/canvas-recorder'
import { logMax, logMin } from '../../components/chart-types/chart-rules'

const WIDTHS = Array.from({ length: (1920 - 320) / 40 + 1 }, (_, i) => 320 + i * 40)

/** The value axis's labels as drawn (text, centre along the axis, extent along it) and the axis's length. */
function valueLabels(model: ChartModel, width: number) {
  const d = drawChart(model, width, undefined, true)
  const { left, right, top, bottom } = d.chartArea
  const labels = d.ops.flatMap((o) => {
    if (o.kind !== 'text') return []
    // Horizontal charts: the labels just under the plot; vertical: the labels left of it.
    if (
      model.horizontal
        ? !(o.y > bottom && o.y < bottom + 24)
        : !(o.x <= left && o.x > left - 80 && o.style.align === 'right')
    )
      return []
    const w = textWidth(o.text, o.style.font)
    return [
      model.horizontal
        ? { text: o.text, from: o.x - w / 2, to: o.x + w / 2, width }
        : { text: o.text, from: o.y - 6, to: o.y + 6, width },
    ]
  })
  return { labels, axis: model.horizontal ? right - left : bottom - top }
}

function decades(model: ChartModel): number {
  const v = model.series.flatMap((s) => s.values).filter((x): x is number => x !== null && x > 0)
  return Math.log10(logMax(Math.max(...v)) / logMin(Math.min(...v)))
}

function check(model: ChartModel, width: number) {
  const { labels } = valueLabels(model, width)
  labels.sort((a, b) => a.from - b.from)
  expect(labels.length, `${width} px: ${labels.map((l) => l.text).join(' ')}`).toBeGreaterThanOrEqual(3)
  for (let i = 1; i < labels.length; i++)
    expect(
      labels[i]!.from,
      `${width} px: "${labels[i - 1]!.text}" and "${labels[i]!.text}" overlap`,
    ).toBeGreaterThanOrEqual(labels[i - 1]!.to + 2)
  if (model.horizontal) for (const l of labels) expect(l.to).toBeLessThanOrEqual(width)
}

/** The Fusion chart redrawn over `values` in `unit`, horizontal or upright (as tall as a page's upright chart). */
function over(
  values: number[],
  unit: string,
  horizontal: boolean,
  height = horizontal ? remote.height : 320,
): ChartModel {
  return {
    ...remote,
    horizontal,
    height,
    metric: { ...remote.metric, unit },
    series: [{ ...remote.series[0]!, values, failed: undefined }],
  } as ChartModel
}

/** `n` values from `low` to `low × span`, evenly spaced on the log axis. */
const spread = (low: number, span: number, n = remote.labels.length) =>
  Array.from({ length: n }, (_, i) => low * span ** (i / Math.max(1, n - 1)))

const samples = loadAll().get('fusion-samples')!
const remote = buildChart(samples, {
  suite: 'fusion-samples',
  metric: 'throughput',
  where: { setup: 'remote' },
  groups: 'benchmark',
  horizontal: true,
})

describe('a log axis labels enough ticks to read, none overlapping', () => {
  it('Ergo decoding (67 ns to 12.7 µs, upright): a label every half decade, not only 100, 1,000 and 20,000', () => {
    const ergo = buildChart(loadAll().get('ergo-serialization')!, {
      suite: 'ergo-serialization',
      metric: 'time',
      where: { op: 'Decode' },
      groups: 'benchmark',
      series: 'codec',
    })
    for (const w of [342, 688]) {
      const texts = valueLabels(ergo, w).labels.map((l) => l.text)
      expect(texts.length, texts.join(' ')).toBeGreaterThanOrEqual(5)
      check(ergo, w)
    }
  })
  it('Fusion "Remote service calls per second" (80K to 215M calls/s), horizontal, 320–1920 px', () => {
    expect(decades(remote)).toBeGreaterThan(4)
    for (const w of WIDTHS) check(remote, w)
  })
  it('the same chart upright', () => {
    for (const w of WIDTHS) check({ ...remote, horizontal: false }, w)
  })
  it('ranges other seeds once found two labels for: three now, shortened to thousands where written out only two fit', () => {
    // 400 KB to 200 MB on a 320 px phone: decades fit no third label, the 1-2-5 steps between them do.
    for (const w of [320, 330, 390]) check(over(spread(4e5, 500), 'B', true), w)
    // 243K ms to 50M ms at 320 px: 100 s, 1,000 s and 50,000 s fit written out.
    for (const w of [320, 390, 640, 1350]) check(over(spread(243257.6, 205.5), 'ms', true), w)
    // 57K s to 64M s: three of "100,000,000 s" do not fit a phone's axis, "100M s" and its like do.
    const wide = over(spread(56748737.6, 1132.3), 'ms', true)
    for (const w of [320, 390, 1350]) check(wide, w)
    const labels = valueLabels(wide, 320).labels.map((l) => l.text)
    expect(
      labels.every((t) => /^\d+[KM] s$/.test(t)),
      labels.join(' '),
    ).toBe(true)
    // One value: the axis runs 2 MB to 5 MB, two 1-2-5 steps; 3 or 4 MB joins them.
    for (const w of [320, 1912]) check(over(spread(4.8e6, 1), 'B', true), w)
  })
  it('generated ranges of 0 to 7 decades, in rates, times and bytes, either way round, on a new seed each run', () => {
    const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ (Math.random() * 2 ** 31)
    const details = fc.check(
      fc.property(
        fc.double({ min: 1e-3, max: 1e9, noNaN: true }),
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.constantFrom('calls/s', 'ns', 'ms', 'B', 'ops/s'),
        fc.boolean(),
        fc.integer({ min: 320, max: 1920 }),
        fc.integer({ min: 200, max: 600 }),
        (low, span, unit, horizontal, width, height) =>
          check(over(spread(low, span), unit, horizontal, horizontal ? remote.height : height), width),
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 100), seed },
    )
    if (details.failed) throw new Error(`replay with FUZZ_SEED=${seed}\n${fc.defaultReportMessage(details)}`)
  })
})
