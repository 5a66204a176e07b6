// Speedup labels ("1.9..7.9×": how many times better one series is than the others, per group), from the
// series given or only those shown: the builder (chart.ts) labels every series; a chart whose reader hides
// a series with the legend loads this to relabel from what is still drawn (BenchChart.vue).
import { timesBetter } from '../../data/numbers/numbers'

interface SpeedupSeries {
  label: string
  values: Array<number | null>
}

/**
 * Per group: [lowest, highest] of how many times better series `of` is than each other series, or null.
 * `shown` leaves out series a reader hid with the legend, so a label never counts a series not drawn
 * (with `of` itself hidden there is nothing to compare: every group is null).
 */
export function speedupRanges(
  series: SpeedupSeries[],
  of: string,
  direction: 'higher' | 'lower',
  shown: (i: number) => boolean = () => true,
): Array<[number, number] | null> {
  const si = series.findIndex((s) => s.label === of)
  const subject = series[si]
  if (!subject) return []
  return subject.values.map((v, gi) => {
    if (v === null || v <= 0 || !shown(si)) return null
    const ratios = series
      .filter((s, i) => i !== si && shown(i))
      .map((s) => s.values[gi])
      .filter((x): x is number => x != null && x > 0)
      .map((x) => timesBetter(v, x, direction))
    return ratios.length ? [Math.min(...ratios), Math.max(...ratios)] : null
  })
}

/** The speedups a chart shows with `hidden` series left out (the model's own when every series is shown). */
export function shownSpeedups(
  model: {
    series: SpeedupSeries[]
    speedups?: Array<[number, number] | null>
    speedupOf?: string
    metric: { direction: 'higher' | 'lower' }
  },
  hidden: (i: number) => boolean,
): Array<[number, number] | null> | undefined {
  if (!model.speedups || !model.speedupOf) return model.speedups
  if (!model.series.some((_, i) => hidden(i))) return model.speedups
  return speedupRanges(model.series, model.speedupOf, model.metric.direction, (i) => !hidden(i))
}
