// What changed between a run and the one before it: per result and metric, the previous value,
// the new value and the relative change, judged by the metric's direction and the suite's tolerance.
import { formatChange, formatMeasured } from '../../data/schema/format'
import { measurement, resultKey } from '../../data/schema/model'
import { changeIsBetter } from '../../data/schema/numbers'
import { environmentChanges } from './env'
import { previousRun, selectRun, valueLabel } from './select'
import type { SuiteData, Where } from './select'
import { matches } from '../../data/schema/model'

export interface ChangesView {
  suite: string
  metric?: string | string[]
  where?: Where
  run?: string
  caption?: string
}

export type Verdict = 'improved' | 'regressed' | 'unchanged'

export interface ChangeRow {
  benchmark: string
  metric: string
  before: string
  after: string
  change: string
  fraction: number
  verdict: Verdict
}

export interface ChangesModel {
  caption: string
  beforeLabel: string
  afterLabel: string
  rows: ChangeRow[]
  /** Results only in one of the runs. */
  added: string[]
  removed: string[]
  environment: string[]
  tolerance: number
}

/** Default noise band when a suite sets no tolerance. */
export const DEFAULT_TOLERANCE = 0.05

export function verdict(fraction: number, direction: 'higher' | 'lower', tolerance: number): Verdict {
  if (Number.isNaN(fraction) || Math.abs(fraction) <= tolerance) return 'unchanged'
  return changeIsBetter(fraction, direction) ? 'improved' : 'regressed'
}

export function buildChanges(data: SuiteData, view: ChangesView): ChangesModel | undefined {
  const { suite } = data
  const after = selectRun(data, view.run)
  const before = previousRun(data, after)
  if (!before) return undefined
  const metricIds = view.metric ? (Array.isArray(view.metric) ? view.metric : [view.metric]) : Object.keys(suite.metrics)
  const tolerance = suite.tolerance ?? DEFAULT_TOLERANCE
  const label = (r: (typeof after.results)[number]) =>
    [r.benchmark, ...Object.entries(r.params ?? {}).map(([k, v]) => valueLabel(suite, k, v))].join(' · ')
  const prev = new Map(before.results.map((r) => [resultKey(r), r]))
  const next = new Map(after.results.map((r) => [resultKey(r), r]))
  const rows: ChangeRow[] = []
  for (const r of after.results.filter((x) => matches(x, view.where))) {
    const old = prev.get(resultKey(r))
    if (!old) continue
    for (const id of metricIds) {
      const metric = suite.metrics[id]
      const a = measurement(suite, old, id)
      const b = measurement(suite, r, id)
      if (!metric || !a || !b) continue
      const fraction = a.value === 0 ? (b.value === 0 ? 0 : Infinity) : (b.value - a.value) / Math.abs(a.value)
      const fmt = metric.format ?? {}
      rows.push({
        benchmark: label(r),
        metric: metric.label,
        before: formatMeasured(a.value, metric.unit, fmt, a.qualifier),
        after: formatMeasured(b.value, metric.unit, fmt, b.qualifier),
        change: formatChange(fraction),
        fraction,
        verdict: verdict(fraction, metric.direction, tolerance),
      })
    }
  }
  const runName = (r: typeof after) => r.version ?? r.label ?? r.date ?? r.id
  return {
    caption: view.caption ?? `Changes in ${suite.title}`,
    beforeLabel: runName(before),
    afterLabel: runName(after),
    rows,
    added: after.results.filter((r) => matches(r, view.where) && !prev.has(resultKey(r))).map(label),
    removed: before.results.filter((r) => matches(r, view.where) && !next.has(resultKey(r))).map(label),
    environment: environmentChanges(before, after),
    tolerance,
  }
}
