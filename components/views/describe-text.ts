// The one-paragraph description of a chart that a screen reader announces (aria-describedby). Built with
// the model (at build time, and by the run switch's builder in the browser), so the chart code that every
// chart page loads does not carry it: the chart code is held to 60 KB gzip (tests/e2e/budgets.spec.ts).
import type { ChartModel } from '../chart-types/chart-model'
import { isBetter } from '../../data/numbers/numbers'
import { valueText } from './describe'
import { chartType } from '../chart-types/chart-types'
import { statSentence } from './stat-words'

export function describeChart(model: ChartModel): string {
  const kind = chartType(model).noun(model)
  const better = model.metric.direction === 'higher' ? 'higher is better' : 'lower is better'
  const series = model.series.length > 1 ? ` for ${model.series.map((s) => s.label).join(', ')}` : ''
  let best: { s: number; g: number; v: number } | undefined
  model.series.forEach((s, si) =>
    s.values.forEach((v, gi) => {
      if (v === null) return
      const better = !best || isBetter(v, best.v, model.metric.direction)
      if (better) best = { s: si, g: gi, v }
    }),
  )
  const bestText = best
    ? ` Best: ${[model.labels[best.g], model.series.length > 1 ? model.series[best.s]?.label : ''].filter(Boolean).join(', ')} at ${valueText(model, best.s, best.g)}.`
    : ''
  const changes = model.changes?.length
    ? ` ${model.changes.length} change point${model.changes.length === 1 ? '' : 's'} marked, listed under the chart.`
    : ''
  const stat = statSentence(model.metric.stat)
  return `${kind} of ${model.metric.label} (${model.metric.unit}, ${better}) across ${model.labels.join(', ')}${series}.${stat ? ` ${stat}` : ''}${bestText}${changes}`
}
