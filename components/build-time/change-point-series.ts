// Change points of a suite's history (data/analysis/change-points.ts), per benchmark, parameters and metric:
// what the trend charts mark and the site-wide list of regressions and improvements shows. Each series
// is the tool's robust estimate (the median when the run has one, else its value) over the current runs
// that measured it; where every run keeps samples, quantiles or an interval, the series of their good side
// (goodSide: a quartile, or criterion's interval bound) is searched beside it (changepoints-runs.ts).
// Computed once per loaded suite (the blocks of every page share it).
import { goodSide, runChangePoints } from '../../data/analysis/change-point-runs'
import { DEFAULT_CP_OPTIONS } from '../../data/analysis/change-points'
import { isAcknowledged } from '../../data/analysis/acknowledge'
import { currentRuns, matches, measurement, resultKey } from '../../data/schema/model'
import { changeIsBetter, medianOf } from '../../data/numbers/numbers'
import type { ParamValue, Run } from '../../data/schema/schema'
import { formatChange, formatMeasured } from '../../data/numbers/format'
import { runNumbers } from '../views/run-when'
import { varyingKeys } from '../views/select'
import type { SuiteData } from '../views/select'

export interface RunRef {
  id: string
  date?: string
  version?: string
  commit?: string
  /** Its number among the suite's runs, oldest first, and how many there are: "run 13 of 20". */
  n?: number
  of?: number
}

export interface SuiteChange {
  suite: string
  benchmark: string
  params?: Record<string, ParamValue>
  metric: string
  kind: 'regression' | 'improvement'
  /** The last run before the change and the first after it. */
  from: RunRef
  to: RunRef
  /** Index of `to` among the suite's current runs. */
  runIndex: number
  before: number
  after: number
  /** after / before − 1. */
  change: number
  pValue: number
  /** The median, or the value where runs hold no median. */
  stat: 'median' | 'value'
  /** Before and after are geometric means (every value of the series positive, as change points search logarithms). */
  geometric: boolean
  /** The reason given in suite.json when the change was acknowledged. */
  acknowledged?: string
}

const cache = new WeakMap<SuiteData, SuiteChange[]>()

/** A run as a change names it, numbered as the run menu, trend axes and tables number it (run-when.ts). */
const ref = (r: Run, all: readonly Run[]): RunRef => ({
  id: r.id,
  date: r.date,
  version: r.version,
  commit: r.commit,
  ...runNumbers(all).get(r.id),
})

/** Every change point of the suite, oldest first. */
export function suiteChanges(data: SuiteData): SuiteChange[] {
  const hit = cache.get(data)
  if (hit) return hit
  const { suite } = data
  const runs = currentRuns(data.runs)
  // key → metric → the run indices and values of the series
  const series = new Map<
    string,
    {
      benchmark: string
      params?: Record<string, ParamValue>
      metrics: Map<string, { at: number[]; xs: number[]; quartiles: Array<number | undefined>; medians: number }>
    }
  >()
  runs.forEach((run, i) => {
    for (const r of run.results) {
      const key = resultKey(r)
      let s = series.get(key)
      if (!s) series.set(key, (s = { benchmark: r.benchmark, params: r.params, metrics: new Map() }))
      // A count with no better way (Metric.neutral) has no regression or improvement to mark.
      for (const metric of Object.keys(suite.metrics).filter((id) => !suite.metrics[id]!.neutral)) {
        const m = measurement(suite, r, metric)
        const md = m && medianOf(m)
        const v = md ?? m?.value
        if (m === undefined || v === undefined || !Number.isFinite(v)) continue
        let line = s.metrics.get(metric)
        if (!line) s.metrics.set(metric, (line = { at: [], xs: [], quartiles: [], medians: 0 }))
        line.at.push(i)
        line.xs.push(v)
        // The good side of the run: its lower quartile (or interval bound) for times, the upper one for rates.
        line.quartiles.push(goodSide(m, suite.metrics[metric]!.direction))
        if (md !== undefined) line.medians++
      }
    }
  })
  const out: SuiteChange[] = []
  for (const s of series.values()) {
    for (const [metric, line] of s.metrics) {
      const direction = suite.metrics[metric]!.direction
      for (const cp of runChangePoints(line.xs, line.quartiles)) {
        const to = runs[line.at[cp.index]!]!
        const from = runs[line.at[cp.index - 1]!]!
        const reason = isAcknowledged(suite, {
          benchmark: s.benchmark,
          params: s.params,
          metric,
          run: to.id,
          commit: to.commit,
        })
        out.push({
          suite: suite.id,
          benchmark: s.benchmark,
          params: s.params,
          metric,
          kind: changeIsBetter(cp.change, direction) ? 'improvement' : 'regression',
          from: ref(from, data.runs),
          to: ref(to, data.runs),
          runIndex: line.at[cp.index]!,
          before: cp.before,
          after: cp.after,
          change: cp.change,
          pValue: cp.pValue,
          stat: line.medians === line.xs.length ? 'median' : 'value',
          geometric: line.xs.every((v) => v > 0),
          ...(reason ? { acknowledged: reason } : {}),
        })
      }
    }
  }
  out.sort((a, b) => a.runIndex - b.runIndex)
  cache.set(data, out)
  return out
}

/**
 * "12 → 13 of 20 (8169e6a, 19:56:45 → 19:56:58)": the range a change happened in, by the runs' numbers in
 * the suite (the names a page's text uses) where known, then by version, commit or time.
 */
export function rangeText(c: Pick<SuiteChange, 'from' | 'to'>): string {
  const { numbers, by } = rangeParts(c)
  return numbers ? `${numbers} (${by})` : by
}

/** The two parts of rangeText: the runs' numbers ("12 → 13 of 20", where known) and the runs by version, commit or time. */
export function rangeParts(c: Pick<SuiteChange, 'from' | 'to'>): { numbers?: string; by: string } {
  const by = byVersionOrTime(c)
  const { n: a, of } = c.from
  const b = c.to.n
  return a && b && of && of > 1 ? { numbers: `${a} → ${b} of ${of}`, by } : { by }
}

/** Current runs a suite needs before a lasting change can show in it: two on each side (change-points.ts). */
export const RUNS_FOR_CHANGES = 2 * DEFAULT_CP_OPTIONS.minRuns

/** Whether a suite has runs enough for a change point (suiteChanges finds none with fewer). */
export const longEnough = (data: SuiteData): boolean => currentRuns(data.runs).length >= RUNS_FOR_CHANGES

/** "1.0.41 (abc1234) → 1.0.42 (def5678)", or by when where both share a commit or version. */
function byVersionOrTime(c: Pick<SuiteChange, 'from' | 'to'>): string {
  const name = (r: RunRef) => {
    const v = r.version ?? r.date?.slice(0, 10) ?? r.id
    return r.commit && r.version ? `${v} (${r.commit.slice(0, 7)})` : r.commit ? r.commit.slice(0, 7) : v
  }
  const [a, b] = [name(c.from), name(c.to)]
  if (a !== b) return `${a} → ${b}`
  // Two runs of one commit (runs repeated to measure, or a machine that changed): told apart by when.
  const when = (r: RunRef) => (r.date ? r.date.replace('T', ' ').replace(/(\.\d+)?Z$/, '') : r.id)
  const [wa, wb] = [when(c.from), when(c.to)]
  // The commit or version both share first; a day alone (neither) is said by the times themselves.
  const shared = c.from.commit || c.from.version ? `${a}, ` : ''
  if (wa === wb) return `${shared}${c.from.id} → ${c.to.id}`
  const sameDay = wa.length > 10 && wa.slice(0, 11) === wb.slice(0, 11)
  return `${shared}${wa} → ${sameDay ? wb.slice(11) : wb}`
}

/** "+31 % (120 ns → 157 ns, geometric means of the runs' medians)": how big a change is, in plain words. */
export function magnitudeText(
  c: Pick<SuiteChange, 'change' | 'before' | 'after' | 'stat' | 'geometric'>,
  unit: string,
): string {
  const fig = (v: number) => formatMeasured(v, unit, { significant: 3 })
  // Said as it is computed: a plain average of the same runs can differ by a few tenths of a per cent.
  const mean = c.geometric ? 'geometric means' : 'means'
  return `${formatChange(c.change)} (${fig(c.before)} → ${fig(c.after)}, ${mean}${c.stat === 'median' ? " of the runs' medians" : ''})`
}

export interface ChangeRow {
  id: string
  date?: string
  suite: string
  suiteTitle: string
  result: string
  metric: string
  kind: SuiteChange['kind']
  /** "+31 %" and the whole magnitude. */
  short: string
  magnitude: string
  range: string
  /** The range in two parts (rangeParts): a list says the numbers and keeps the rest a tap away. */
  runs: { numbers?: string; by: string }
  acknowledged?: string
  /** The id a page gives the trend of this result and metric (seriesAnchor), for a link to it. */
  anchor: string
  /** The changed series: which trend blocks draw it (trendDraws). */
  of: Pick<SuiteChange, 'suite' | 'benchmark' | 'params' | 'metric'>
}

type TrendOf = { suite: string; metric: string; where?: Parameters<typeof matches>[1] }

/** Whether a trend block (its suite, metric and filter) draws a change's series. */
export function trendDraws(view: TrendOf, c: ChangeRow['of']): boolean {
  return view.suite === c.suite && view.metric === c.metric && matches(c, view.where)
}

/**
 * The seriesAnchor of each changed series a trend block draws: the ids the site's list of changes links
 * to from another page (a page names its trends as it likes, "trend-sort"), each given once per page.
 */
export function trendAnchors(data: SuiteData, view: TrendOf): string[] {
  return [...new Set(suiteChanges(data).flatMap((c) => (trendDraws(view, c) ? [seriesAnchor(c)] : [])))]
}

/**
 * The id of a trend of one result and metric (the starter page of a history draws one per changed series
 * under this id, and its list of changes links each row there): "trend-" and the result's name as a slug.
 */
export function seriesAnchor(c: Pick<SuiteChange, 'benchmark' | 'params' | 'metric'>): string {
  const slug = `${resultName(c)} ${c.metric}`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `trend-${slug.slice(0, 72).replace(/-$/, '') || 'series'}`
}

/** A result's name as the list shows it: the benchmark and its parameters (those in `shown` when given). */
function resultName(c: Pick<SuiteChange, 'benchmark' | 'params'>, shown?: ReadonlySet<string>): string {
  const params = Object.entries(c.params ?? {})
    .filter(([k]) => !shown || shown.has(k))
    .map(([k, v]) => `${k}=${String(v)}`)
  return params.length ? `${c.benchmark} · ${params.join(' ')}` : c.benchmark
}

/** Every suite's change points, newest first (by the date of the first run after each, then suite). */
export function siteChanges(
  suites: Iterable<SuiteData>,
  show: 'all' | 'regressions' | 'improvements' = 'all',
): ChangeRow[] {
  const rows: Array<ChangeRow & { order: number }> = []
  for (const data of suites) {
    // Parameters every result of the suite has alike (go's gomaxprocs and pkg) tell no result apart: not shown.
    const shown = new Set(varyingKeys(data.runs.flatMap((r) => r.results)))
    for (const c of suiteChanges(data)) {
      if (show !== 'all' && `${c.kind}s` !== show) continue
      const metric = data.suite.metrics[c.metric]!
      const magnitude = magnitudeText(c, metric.unit)
      rows.push({
        id: `${c.suite}:${resultName(c)}:${c.metric}:${c.to.id}`,
        date: c.to.date,
        suite: c.suite,
        suiteTitle: data.suite.title,
        result: resultName(c, shown),
        metric: metric.label,
        kind: c.kind,
        short: magnitude.split(' (')[0]!,
        magnitude,
        range: rangeText(c),
        runs: rangeParts(c),
        anchor: seriesAnchor(c),
        of: { suite: c.suite, benchmark: c.benchmark, params: c.params, metric: c.metric },
        ...(c.acknowledged ? { acknowledged: c.acknowledged } : {}),
        order: c.runIndex,
      })
    }
  }
  rows.sort(
    (a, b) =>
      (b.date ?? '').localeCompare(a.date ?? '') ||
      a.suite.localeCompare(b.suite) ||
      b.order - a.order ||
      a.id.localeCompare(b.id),
  )
  return rows.map(({ order: _order, ...r }) => r)
}
