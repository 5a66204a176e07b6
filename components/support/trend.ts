// One metric of one or more results across the runs of a suite. Payload stays flat however long the
// history: at most `maxPoints` runs are kept (first, last and evenly spaced ones in between).
import { runWhen } from './run-when'
import { currentRuns, fieldValue, matches, measurement, resultKey } from '../../data/schema/model'
import type { ChartModel, ChartSeries, TrendChange } from './chart-model'
import { magnitudeText, rangeText, suiteChanges } from './changepoints'
import { slugify } from './chart'
import { logScale } from './chart-rules'
import { keyValue, pickedField, valueLabel, valuesAre, varyingKeys, ViewError, unknownMetric } from './select'
import type { SuiteData } from './select'
import type { TrendView } from '../../data/schema/blocks'
import { BLOCK_LIMITS, tooBig } from '../../data/schema/block-limits'

/** Most change points a trend chart marks (the newest). */
const MAX_MARKS = 10

export type TrendModel = ChartModel & Required<Pick<ChartModel, 'runs'>>

/** Indices of `n` items to keep out of `total`: always the first and the last. */
export function thin(total: number, n: number): number[] {
  if (total <= n) return Array.from({ length: total }, (_, i) => i)
  const out = new Set<number>()
  for (let k = 0; k < n; k++) out.add(Math.round((k * (total - 1)) / (n - 1)))
  return [...out].sort((a, b) => a - b)
}

export function buildTrend(data: SuiteData, view: TrendView): TrendModel {
  const { suite } = data
  const metric = suite.metrics[view.metric]
  if (!metric) throw unknownMetric(suite, view.metric)
  const field = pickedField(view)
  const all = currentRuns(data.runs)
  if (!all.length) throw new ViewError(`suite "${suite.id}" has no current run`)
  const kept = thin(all.length, Math.max(2, view.maxPoints ?? 120))
  const runs = kept.map((i) => all[i]!)
  // Series: every distinct result (benchmark + parameters) that matches, in order of first appearance.
  const keys = new Map<string, { benchmark: string; params?: Record<string, string | number | boolean> }>()
  for (const run of runs)
    for (const r of run.results)
      if (matches(r, view.where) && measurement(suite, r, view.metric))
        keys.set(JSON.stringify([r.benchmark, r.params ?? {}]), r)
  if (!keys.size)
    throw new ViewError(
      `no results of suite "${suite.id}" match ${JSON.stringify(view.where ?? {})} with metric "${view.metric}"`,
    )
  if (keys.size > BLOCK_LIMITS.trendSeries)
    throw new ViewError(tooBig('lines in this trend', keys.size, BLOCK_LIMITS.trendSeries))
  const results = [...keys.values()]
  // Each run's results by benchmark and parameters: one lookup per point, not a search.
  const byKey = runs.map((run) => {
    const m = new Map<string, (typeof run.results)[number]>()
    for (const x of run.results) {
      const k = JSON.stringify([x.benchmark, x.params ?? {}])
      if (!m.has(k)) m.set(k, x)
    }
    return m
  })
  const shown = varyingKeys(results.map((r) => ({ ...r, values: {} })))
  const series: ChartSeries[] = results.map((r, i) => ({
    // A key only some results have gives the others no part (it left "BenchmarkJoin ·" in legends).
    label: (shown.length ? shown : ['benchmark'])
      .map((k) => valueLabel(suite, k, keyValue(r, k)))
      .filter(Boolean)
      .join(' · '),
    color: i,
    values: runs.map((_run, ri) => {
      const found = byKey[ri]!.get(JSON.stringify([r.benchmark, r.params ?? {}]))
      return fieldValue(found ? measurement(suite, found, view.metric) : undefined, field) ?? null
    }),
  }))
  if (view.relative) for (const s of series) s.values = fromStart(s.values)
  // A relative trend is the overview beside each result's own trend: its marks are there, not here.
  const found = view.relative ? [] : trendChanges(data, view, results, series, kept)
  // The newest marks only: a long drifting history must not make the chart (or its page) heavy.
  const changes = found.slice(-MAX_MARKS)
  const values = series.flatMap((s) => s.values).filter((v): v is number => v !== null)
  const title = view.title ?? `${metric.label} over time — ${suite.title}`
  const repo = suite.repository?.replace(/\/$/, '')
  return {
    id: view.id ?? slugify(title),
    kind: 'line',
    title,
    caption: `${all.length} run${all.length === 1 ? '' : 's'}${runs.length < all.length ? `, ${runs.length} shown` : ''}`,
    metric: {
      label: view.relative ? `${metric.label} relative to its start` : metric.label,
      unit: view.relative ? 'x' : metric.unit,
      direction: metric.direction,
      format: view.relative ? {} : (metric.format ?? {}),
      stat: valuesAre(metric, field),
    },
    groupLabel: 'Run',
    seriesLabel: 'Result',
    ...axisLabels(runs),
    series,
    horizontal: false,
    height: view.height ?? 320,
    // The rule of bars, for lines (chart-rules.ts); ratios to the start read alike up and down on a log
    // axis (½× as far below 1× as 2× above), so a relative trend takes it once they spread past 4×.
    ...logScale(values, { log: view.log, lines: true, tiny: view.relative ? 4 : Infinity }),
    thresholds: [],
    ...(changes.length ? { changes } : {}),
    ...(found.length > changes.length ? { changesOmitted: found.length - changes.length } : {}),
    runs: runs.map((r) => trendRun(r, repo)),
  }
}

/** Runs a line's start is the median of: one odd first run does not set every later value off. */
const START_RUNS = 5

/**
 * A line relative to its start (the median of its first values), as a ratio: benchmarks of 20 ns and of
 * 3 s on one axis, each readable. A line whose start is not positive has no such ratio: left out (null).
 */
export function fromStart(values: Array<number | null>): Array<number | null> {
  const first = values
    .filter((v): v is number => v !== null)
    .slice(0, START_RUNS)
    .sort((a, b) => a - b)
  const mid = first.length ? (first[(first.length - 1) >> 1]! + first[first.length >> 1]!) / 2 : 0
  return values.map((v) => (v === null || !(mid > 0) ? null : v / mid))
}

/** A plotted run as the chart names it: its date, version, commit (a link on GitHub) and where it ran. */
function trendRun(r: SuiteData['runs'][number], repo: string | undefined): NonNullable<ChartModel['runs']>[number] {
  return {
    id: r.id,
    date: r.date,
    version: r.version,
    commit: r.commit,
    commitUrl: r.commit && repo?.startsWith('https://github.com/') ? `${repo}/commit/${r.commit}` : undefined,
    env: [
      r.environment?.cpu ?? r.environment?.machine,
      ...Object.entries(r.environment?.runtimes ?? {}).map(([k, v]) => `${k} ${v}`),
      r.environment?.os,
    ]
      .filter(Boolean)
      .join(', '),
  }
}

type AxisRun = { id: string; date?: string; label?: string; version?: string; commit?: string }

/**
 * One kind of label per axis: dates when every plotted run has one, else every run's name (its label, or
 * its id); "by version" offers versions (else short commits) only when every run has one and they differ, and
 * is left out otherwise, rather than mix a version with a date or a name on one axis.
 */
export function axisLabels(runs: AxisRun[]): { labels: string[]; versionLabels?: string[] } {
  const every = (f: (r: AxisRun) => string | undefined) =>
    runs.every((r) => f(r)) ? runs.map((r) => f(r)!) : undefined
  const labels = every((r) => (r.date ? runWhen(r, runs) : undefined)) ?? every((r) => r.label) ?? runs.map((r) => r.id)
  // Only where they tell runs apart: twenty runs of one commit made "By version" twenty equal ticks.
  const apart = (l: string[] | undefined) => (l && new Set(l).size > 1 ? l : undefined)
  const versionLabels = apart(every((r) => r.version)) ?? apart(every((r) => r.commit?.slice(0, 7)))
  return versionLabels ? { labels, versionLabels } : { labels }
}

/** The suite's change points on this chart's series and metric, each at the first plotted run after it. */
function trendChanges(
  data: SuiteData,
  view: TrendView,
  results: Array<{ benchmark: string; params?: Record<string, string | number | boolean> }>,
  series: ChartSeries[],
  kept: number[],
): TrendChange[] {
  const unit = data.suite.metrics[view.metric]!.unit
  const keys = results.map((r) => resultKey(r))
  return suiteChanges(data).flatMap((c) => {
    const si = c.metric === view.metric ? keys.indexOf(resultKey(c)) : -1
    if (si < 0) return []
    const group = kept.findIndex((i) => i >= c.runIndex)
    const what = c.acknowledged ? `acknowledged ${c.kind}` : c.kind
    const text = `${series[si]!.label}: ${what} ${magnitudeText(c, unit)} between runs ${rangeText(c)}${c.acknowledged ? ` — ${c.acknowledged}` : ''}.`
    return [
      {
        series: si,
        group: group < 0 ? kept.length - 1 : group,
        kind: c.kind,
        short: magnitudeText(c, unit).split(' (')[0]!,
        text,
        ...(c.acknowledged ? { acknowledged: true } : {}),
      },
    ]
  })
}
