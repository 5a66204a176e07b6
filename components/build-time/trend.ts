// One metric of one or more results across the runs of a suite. Payload stays flat however long the
// history: at most `maxPoints` runs are kept (first, last and evenly spaced ones in between).
import { namedRun, runDetail, runNumbers, runWhen } from '../views/run-when'
import { currentRuns, fieldValue, matches, measurement, resultKey, testbedOf } from '../../data/schema/model'
import type { ChartModel, ChartSeries, TrendChange } from '../chart-types/chart-model'
import { magnitudeText, rangeText, suiteChanges } from './change-point-series'
import { slugify } from '../views/chart'
import { logScale } from '../chart-types/log-scale'
import { keyValue, pickedField, valueLabel, valuesAre, varyingKeys, ViewError, unknownMetric } from '../views/select'
import { trendBeds, type Bed } from '../views/testbeds'
import type { SuiteData } from '../views/select'
import type { TrendView } from '../../data/schema/block-schema'
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

/**
 * Testbeds side by side: each testbed thinned within its own runs to an equal share of `n`, so that a
 * machine with a few runs beside one with thousands keeps its line (one thinning over all runs could skip
 * every run of the smaller one).
 */
export function thinEach(beds: (string | undefined)[], n: number): number[] {
  const byBed = new Map<string | undefined, number[]>()
  beds.forEach((b, i) => byBed.set(b, [...(byBed.get(b) ?? []), i]))
  const share = Math.max(2, Math.floor(n / byBed.size))
  return [...byBed.values()].flatMap((idx) => thin(idx.length, share).map((k) => idx[k]!)).sort((a, b) => a - b)
}

export function buildTrend(data: SuiteData, view: TrendView): TrendModel {
  const { suite } = data
  const metric = suite.metrics[view.metric]
  if (!metric) throw unknownMetric(suite, view.metric)
  const field = pickedField(view)
  const beds = trendBeds(data, view)
  const side = view.testbeds !== undefined
  const wanted = new Set(beds.map((b) => b.name))
  const all = side ? currentRuns(data.runs).filter((r) => wanted.has(testbedOf(r))) : currentRuns(beds[0]!.data.runs)
  if (!all.length) throw new ViewError(`suite "${suite.id}" has no current run`)
  const kept = side
    ? thinEach(all.map(testbedOf), Math.max(2, view.maxPoints ?? 120))
    : thin(all.length, Math.max(2, view.maxPoints ?? 120))
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
  // Before the lines are built (a line per result and testbed): a trend of too many lines is refused unbuilt.
  if (keys.size > BLOCK_LIMITS.trendSeries)
    throw new ViewError(tooBig('lines in this trend', keys.size, BLOCK_LIMITS.trendSeries))
  const { lines, series } = trendSeries(suite, view, [...keys.values()], beds, runs, side)
  if (series.length > BLOCK_LIMITS.trendSeries)
    throw new ViewError(tooBig('lines in this trend', series.length, BLOCK_LIMITS.trendSeries))
  if (view.relative) for (const s of series) s.values = fromStart(s.values)
  // A relative trend is the overview beside each result's own trend: its marks are there, not here.
  const found = view.relative ? [] : trendChanges(beds, all, view, lines, series, kept)
  // The newest marks only: a long drifting history must not make the chart (or its page) heavy.
  const changes = found.slice(-MAX_MARKS)
  const values = series.flatMap((s) => s.values).filter((v): v is number => v !== null)
  const title = view.title ?? `${metric.label} over time — ${suite.title}`
  const repo = suite.repository?.replace(/\/$/, '')
  return {
    id: view.id ?? slugify(title),
    kind: 'line',
    title,
    caption: `${all.length} run${all.length === 1 ? '' : 's'}${side ? ` of ${beds.length} testbed${beds.length === 1 ? '' : 's'}` : ''}${runs.length < all.length ? `, ${runs.length} shown` : ''}`,
    metric: {
      label: view.relative ? `${metric.label} relative to its start` : metric.label,
      unit: view.relative ? 'x' : metric.unit,
      direction: metric.direction,
      format: view.relative ? {} : (metric.format ?? {}),
      stat: valuesAre(metric, field),
    },
    groupLabel: 'Run',
    seriesLabel: 'Result',
    // Each run by its number among its testbed's runs as well ("#13"; beside others, "#3 laptop"): the name the
    // page's text, the run menu, tables and change points give it, which a date shared by twenty runs is not.
    ...axisLabels(
      runs,
      runs.map((r) => numbered(r, all, side)?.short ?? ''),
    ),
    series,
    horizontal: false,
    height: view.height ?? 320,
    // The rule of bars, for lines (chart-rules.ts); ratios to the start read alike up and down on a log
    // axis (½× as far below 1× as 2× above), so a relative trend takes it once they spread past 4×.
    ...logScale(values, { log: view.log, lines: true, tiny: view.relative ? 4 : Infinity }),
    thresholds: [],
    ...(changes.length ? { changes } : {}),
    ...(found.length > changes.length ? { changesOmitted: found.length - changes.length } : {}),
    runs: runs.map((r) => {
      const name = numbered(r, all, side)?.name
      return { ...trendRun(r, repo, side), ...(name ? { name } : {}) }
    }),
  }
}

/**
 * A plotted run's number (run-when.ts runNumbers: among its testbed's runs) on the axis ("#13") and in its
 * tooltip ("Run 13 of 20"); beside other testbeds, with its own ("#3 laptop", "Run 3 of 12 on laptop"), since
 * each testbed counts its runs from 1. None for a run alone on its testbed.
 */
function numbered(r: SuiteData['runs'][number], all: SuiteData['runs'], side: boolean) {
  const x = runNumbers(all).get(r.id)
  if (!x || x.of < 2) return undefined
  const bed = side ? (testbedOf(r) ?? 'no testbed named') : undefined
  // Its tooltip gives its one name on the page (runDisplayName: "Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7)").
  const name = namedRun(`Run ${x.n} of ${x.of}${bed ? ` on ${bed}` : ''}`, r)
  return { short: `#${x.n}${bed ? ` ${bed}` : ''}`, name }
}

type ResultId = { benchmark: string; params?: Record<string, string | number | boolean> }

/** A trend's line: one result, on one testbed. */
interface Line {
  result: ResultId
  bed: Bed
}

/**
 * A line per result, or with testbeds side by side a line per result and testbed, each holding values only
 * at its own testbed's runs (the chart joins them across the others'); a result a testbed never measured
 * gets no line there.
 */
function trendSeries(
  suite: SuiteData['suite'],
  view: TrendView,
  results: ResultId[],
  beds: Bed[],
  runs: SuiteData['runs'],
  side: boolean,
): { lines: Line[]; series: ChartSeries[] } {
  const field = pickedField(view)
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
  const lines: Line[] = []
  const series: ChartSeries[] = []
  for (const r of results)
    for (const bed of beds) {
      const values = runs.map((run, ri) => {
        if (side && testbedOf(run) !== bed.name) return null
        const found = byKey[ri]!.get(JSON.stringify([r.benchmark, r.params ?? {}]))
        return fieldValue(found ? measurement(suite, found, view.metric) : undefined, field) ?? null
      })
      if (side && values.every((v) => v === null)) continue
      // A key only some results have gives the others no part (it left "BenchmarkJoin ·" in legends).
      const label = (shown.length ? shown : ['benchmark'])
        .map((k) => valueLabel(suite, k, keyValue(r, k)))
        .filter(Boolean)
        .join(' · ')
      const bedName = bed.name ?? 'no testbed named'
      lines.push({ result: r, bed })
      series.push({
        label: side ? (results.length > 1 ? `${label} · ${bedName}` : bedName) : label,
        color: series.length,
        values,
      })
    }
  return { lines, series }
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
function trendRun(
  r: SuiteData['runs'][number],
  repo: string | undefined,
  side: boolean,
): NonNullable<ChartModel['runs']>[number] {
  return {
    id: r.id,
    date: r.date,
    version: r.version,
    commit: r.commit,
    commitUrl: r.commit && repo?.startsWith('https://github.com/') ? `${repo}/commit/${r.commit}` : undefined,
    env: [
      side ? testbedOf(r) : undefined,
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
 * is left out otherwise, rather than mix a version with a date or a name on one axis. With `numbers` (each
 * run's number, "#13", or "" for none), every label starts with it: "#13 · 2026-11-26 19:56:58".
 */
export function axisLabels(runs: AxisRun[], numbers?: string[]): { labels: string[]; versionLabels?: string[] } {
  const every = (f: (r: AxisRun, i: number) => string | undefined) =>
    runs.every((r, i) => f(r, i)) ? runs.map((r, i) => f(r, i)!) : undefined
  // A run's number tells runs of one second apart: runWhen's place in the day ("#2") would read as a second number.
  const when = (r: AxisRun, i: number) => {
    const d = r.date ? runWhen(r, runs) : undefined
    return d && numbers?.[i] ? d.replace(/ #\d+$/, '') : d
  }
  // Without dates, what the run menu names each by beside its number (runDetail: ".NET 10.0.1", not ".NET 10.0.1 run").
  const labels = every(when) ?? every((r) => (r.label ? runDetail(r) : undefined)) ?? runs.map((r) => r.id)
  // Only where they tell runs apart: twenty runs of one commit made "By version" twenty equal ticks.
  const apart = (l: string[] | undefined) => (l && new Set(l).size > 1 ? l : undefined)
  const versionLabels = apart(every((r) => r.version)) ?? apart(every((r) => r.commit?.slice(0, 7)))
  const numbered = (l: string[]) => (numbers ? l.map((x, i) => (numbers[i] ? `${numbers[i]} · ${x}` : x)) : l)
  return versionLabels
    ? { labels: numbered(labels), versionLabels: numbered(versionLabels) }
    : { labels: numbered(labels) }
}

/**
 * The change points on this chart's lines and metric, each at the first plotted run after it. Each
 * testbed's are found in its own runs alone: a change point never spans two machines.
 */
function trendChanges(
  beds: Bed[],
  all: SuiteData['runs'],
  view: TrendView,
  lines: Line[],
  series: ChartSeries[],
  kept: number[],
): TrendChange[] {
  const unit = beds[0]!.data.suite.metrics[view.metric]!.unit
  const out: TrendChange[] = []
  for (const bed of beds) {
    // Where each of the testbed's runs sits among the runs drawn.
    const at = beds.length > 1 ? all.flatMap((r, i) => (testbedOf(r) === bed.name ? [i] : [])) : undefined
    const keys = lines.map((l) => (l.bed === bed ? resultKey(l.result) : undefined))
    for (const c of suiteChanges(bed.data)) {
      const si = c.metric === view.metric ? keys.indexOf(resultKey(c)) : -1
      if (si < 0) continue
      const index = at ? (at[c.runIndex] ?? Infinity) : c.runIndex
      const group = kept.findIndex((i) => i >= index)
      const what = c.acknowledged ? `acknowledged ${c.kind}` : c.kind
      const text = `${series[si]!.label}: ${what} ${magnitudeText(c, unit)} between runs ${rangeText(c)}${c.acknowledged ? ` — ${c.acknowledged}` : ''}.`
      out.push({
        series: si,
        group: group < 0 ? kept.length - 1 : group,
        kind: c.kind,
        short: magnitudeText(c, unit).split(' (')[0]!,
        text,
        ...(c.acknowledged ? { acknowledged: true } : {}),
      })
    }
  }
  // Oldest first, as one testbed's are: the newest are the ones kept when there are too many to mark.
  return beds.length > 1 ? out.sort((a, b) => a.group - b.group) : out
}
