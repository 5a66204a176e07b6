// What changed between a run and the one before it, as the changes tables of a page show it: one table
// per metric (the metric named in its caption), one row per benchmark, parameters as named columns
// (those equal in every row said once), metrics that changed by exactly the same fractions (one derived
// from the other) merged into one table. Each change is judged by verdict.ts, the judge `pnpm compare`
// uses, so both say the same word for the same two runs.
import { environmentChanges } from './env'
import { runDisplayName, runNumber, runWhen } from '../views/run-when'
import { formatChangeOf, formatMeasured } from '../../data/numbers/format'
import { matches, measurement, resultKey } from '../../data/schema/model'
import {
  keyLabel,
  keyValue,
  orderedValues,
  previousRun,
  selectRun,
  valueLabel,
  varyingKeys,
  ViewError,
} from '../views/select'
import { BLOCK_LIMITS, tooBig } from '../../data/schema/block-limits'
import type { SuiteData } from '../views/select'
import { decidedBy, DEFAULT_TOLERANCE, judge, verdict, verdictReason } from '../../data/analysis/verdict'
import { judgeOptions, runNoise } from '../../data/analysis/noise'
import { settleMonotonic, settleShared, settleTimeAndRate } from '../../data/analysis/verdict-table'
import type { Judgement, Verdict } from '../../data/analysis/verdict'
import type { ChangesView } from '../../data/schema/block-schema'
import type { Measurement, Metric, Result, Run } from '../../data/schema/schema'

export { DEFAULT_TOLERANCE, verdict }
export type { Verdict }

export interface ChangeRow {
  /** "Sum · ActualLab.Rpc · 1 B": every key value, for titles and tests. */
  benchmark: string
  /** The values of the group's columns, in order. */
  keys: string[]
  metric: string
  before: string
  after: string
  change: string
  fraction: number
  verdict: Verdict
  /** Why, when a test decided: "not significant, p = 0.17". */
  reason: string
  /** Which statistic, test and band decided (the row's hover). */
  decided: string
  /** A secondary metric (CPU time, memory): shown, never a headline. */
  primary: boolean
  /** One figure a run: the head's change from its benchmark's recent level (what a verdict there claims). */
  level?: number
  /** The result and metric (id) the row is of, to follow it across runs (earlier-changes.ts). */
  of: { benchmark: string; params?: Result['params']; metric: string }
}

export interface ChangeGroup {
  /** Metric labels: more than one when they changed alike and share the table. */
  metrics: string[]
  /** Column headings of the keys ("Benchmark", "Framework", "Item size"). */
  columns: string[]
  /** Keys equal in every row: "Clients 12, Requests 500000". */
  fixed: string
  rows: ChangeRow[]
  /** The twins' changes agree only to the rounding of the source's figures (a product it printed itself). */
  roughly?: boolean
}

export interface ChangesModel {
  caption: string
  beforeLabel: string
  afterLabel: string
  groups: ChangeGroup[]
  /** Every row of every group (for tests and the affected-charts report). */
  rows: ChangeRow[]
  /** Results only in one of the runs. */
  added: string[]
  removed: string[]
  environment: string[]
  tolerance: number
  /** Per metric, when most benchmarks moved one way at once: what the page says once instead of a row each. */
  shared: string[]
}

export function buildChanges(data: SuiteData, view: ChangesView): ChangesModel | undefined {
  const { suite } = data
  const after = selectRun(data, view.run)
  const before = previousRun(data, after)
  if (!before) return undefined
  const metricIds = view.metric
    ? Array.isArray(view.metric)
      ? view.metric
      : [view.metric]
    : Object.keys(suite.metrics)
  const tolerance = suite.tolerance ?? DEFAULT_TOLERANCE
  const label = (r: (typeof after.results)[number]) =>
    [r.benchmark, ...Object.entries(r.params ?? {}).map(([k, v]) => valueLabel(suite, k, v))].join(' · ')
  const prev = new Map(before.results.map((r) => [resultKey(r), r]))
  const next = new Map(after.results.map((r) => [resultKey(r), r]))
  // The runs up to the one compared against: they set each benchmark's noise band (noise.ts), as in pnpm compare.
  const history = data.runs.slice(0, data.runs.indexOf(before) + 1)
  const shown = after.results.filter((x) => matches(x, view.where) && prev.has(resultKey(x)))
  const ctx = { suite, prev, history, after }
  const tables = metricIds.flatMap((id) => judgeMetric(ctx, id, shown))
  // Time and throughput of one benchmark get one verdict: the metric listed first decides (verdict-table.ts).
  settleTimeAndRate(
    tables.flatMap((t) =>
      t.judged.map((x) => ({
        key: resultKey(x.r),
        metricId: t.id,
        label: t.metric.label,
        unit: t.metric.unit,
        j: x.j,
      })),
    ),
    Object.keys(suite.metrics),
  )
  const groups: ChangeGroup[] = []
  const shared: string[] = []
  for (const { id, metric, results, keys, fixedKeys, judged } of tables) {
    // Most rows moved one way at once: said once for the table, the rows unchanged (verdict-table.ts).
    const sharedShift = settleShared(judged.map((x) => x.j))
    settleMonotonic(judged.map((x) => x.j))
    if (sharedShift) shared.push(`${metric.label}: ${sharedShift.text}.`)
    const rows = judged.map(({ r, a, b, j }) => changeRow(suite, metric, label(r), keys, r, a, b, j, id))
    const fixed = fixedText(suite, results[0]!, fixedKeys)
    const group: ChangeGroup = { metrics: [metric.label], columns: keys.map((k) => keyLabel(suite, k)), fixed, rows }
    const twin = groups.find((g) => sameChanges(g, group))
    if (twin) {
      twin.metrics.push(metric.label)
      if (!sameChanges(twin, group, 0)) twin.roughly = true
    } else groups.push(group)
  }
  const [beforeLabel, afterLabel] = pairNames(before, after, data.runs)
  return {
    caption: view.caption ?? `Changes in ${suite.title}`,
    beforeLabel,
    afterLabel,
    groups,
    rows: groups.flatMap((g) => g.rows),
    added: after.results.filter((r) => matches(r, view.where) && !prev.has(resultKey(r))).map(label),
    removed: before.results.filter((r) => matches(r, view.where) && !next.has(resultKey(r))).map(label),
    environment: environmentChanges(before, after),
    tolerance,
    shared,
  }
}

interface JudgeContext {
  suite: SuiteData['suite']
  prev: Map<string, Result>
  history: SuiteData['runs']
  after: SuiteData['runs'][number]
}

/** One metric's table before it is shown: its results in order, their keys, and each judged. */
function judgeMetric(ctx: JudgeContext, id: string, shown: Result[]) {
  const { suite, prev, history, after } = ctx
  const metric = suite.metrics[id]
  if (!metric) return []
  const results = shown.filter((r) => measurement(suite, r, id) && measurement(suite, prev.get(resultKey(r))!, id))
  // The run pair's noise over every benchmark both runs measured, not only those this table shows (as pnpm compare).
  const both = after.results.flatMap((r) => {
    const p = prev.get(resultKey(r))
    const a = p && measurement(suite, p, id)
    const b = measurement(suite, r, id)
    return a && b ? [{ result: r, base: a, head: b }] : []
  })
  const run = runNoise(suite, id, history, both)
  if (!results.length) return []
  if (results.length > BLOCK_LIMITS.changesRows)
    throw new ViewError(tooBig(`rows of changes in ${metric.label}`, results.length, BLOCK_LIMITS.changesRows))
  const keys = varyingKeys(results)
  if (!keys.length) keys.push('benchmark')
  const fixedKeys = ['benchmark', ...new Set(results.flatMap((r) => Object.keys(r.params ?? {})))].filter(
    (k) => !keys.includes(k),
  )
  const judged = sortedByKeys(suite, results, keys).map((r) => {
    const a = measurement(suite, prev.get(resultKey(r))!, id)!
    const b = measurement(suite, r, id)!
    return { r, a, b, j: judge(a, b, metric.unit, metric.direction, judgeOptions(suite, id, history, r, run)) }
  })
  return [{ id, metric, results, keys, fixedKeys, judged }]
}

/** One row of a changes table: the two figures, the change and what the judge said of it. */
function changeRow(
  suite: SuiteData['suite'],
  metric: Metric,
  benchmark: string,
  keys: string[],
  r: Result,
  a: Measurement,
  b: Measurement,
  j: Judgement,
  metricId: string,
): ChangeRow {
  const fraction = j.change ?? Infinity
  const fmt = metric.format ?? {}
  return {
    benchmark,
    keys: keys.map((k) => valueLabel(suite, k, keyValue(r, k))),
    metric: metric.label,
    before: formatMeasured(a.value, metric.unit, fmt, a.qualifier),
    after: formatMeasured(b.value, metric.unit, fmt, b.qualifier),
    change: j.verdict === 'failed' ? '' : formatChangeOf(fraction, a.value, b.value, metric.unit),
    fraction,
    verdict: j.verdict,
    reason: verdictReason(j),
    decided: decidedBy(j),
    primary: j.primary,
    ...(j.level ? { level: j.level.change } : {}),
    of: { benchmark: r.benchmark, params: r.params, metric: metricId },
  }
}

type Named = Pick<Run, 'id' | 'date' | 'label' | 'version' | 'status' | 'environment'>

/**
 * The two runs' names, of one kind: their names on the page when numbered, else versions when both have one, else labels, else their days (told apart
 * when they share one, as the run menu does), else ids. A version beside a label (".NET 10.0.1 run" →
 * "12.3.76") read as two different things compared.
 */
function pairNames(before: Named, after: Named, runs: readonly Named[]): [string, string] {
  const both = (f: (r: Named) => string | undefined): [string, string] | undefined => {
    const a = f(before)
    const b = f(after)
    // Names both runs share (two runs of one version, or with one label) tell them apart no more than none.
    return a && b && a !== b ? [a, b] : undefined
  }
  // Numbered runs by their one name on the page (run-when.ts runDisplayName: "Run 2 of 2 (Fusion 12.3.76 on
  // .NET 10.0.7)"), as the run menu and captions name them: a label here and a date there named one run twice.
  const numbered = (r: Named) => (runNumber(r, runs) ? runDisplayName(r, runs) : undefined)
  return (
    both(numbered) ??
    both((r) => r.version) ??
    both((r) => r.label) ??
    both((r) => (r.date ? runWhen(r, runs) : undefined)) ?? [before.id, after.id]
  )
}

/**
 * The columns a table of these rows shows, by index into the group's: a parameter none of them has is left
 * out (asv's "size" and "lr_dir" beside the solver benchmarks that changed: two empty columns made the table
 * 936 px in a 688 px column). The first, what a row is, always stays.
 */
export function filledColumns(rows: readonly Pick<ChangeRow, 'keys'>[], count: number): number[] {
  return Array.from({ length: count }, (_, i) => i).filter((i) => i === 0 || rows.some((r) => r.keys[i]))
}

/** The key columns a changes table shows: their headings, and each row's cells under them. */
export interface KeyColumns {
  heads: string[]
  cells: (row: Pick<ChangeRow, 'keys'>) => string[]
}

/**
 * The key columns of a table of these rows: those filledColumns keeps, or, when the rows fill different
 * parameters (asv's solver benchmarks: "cycle" for one, "semicoarsening" and "linerelaxation" for another,
 * "sslsolver" for a third; four columns mostly empty made the table 841 px in a 688 px column), what a row
 * is and one "Parameters" column that names each value as the line above a table names those every row
 * shares ("cycle: V", "semicoarsening: True, linerelaxation: False").
 */
export function keyColumns(rows: readonly Pick<ChangeRow, 'keys'>[], columns: readonly string[]): KeyColumns {
  const ix = filledColumns(rows, columns.length)
  const params = ix.slice(1)
  const sparse = params.length > 1 && rows.some((r) => params.some((i) => !r.keys[i]))
  if (!sparse) return { heads: ix.map((i) => columns[i]!), cells: (r) => ix.map((i) => r.keys[i] ?? '') }
  return {
    heads: [columns[0]!, 'Parameters'],
    cells: (r) => [
      r.keys[0] ?? '',
      params
        .filter((i) => r.keys[i])
        .map((i) => `${columns[i]}: ${r.keys[i]}`)
        .join(', '),
    ],
  }
}

/** What every row of a group shares ("size: 64, threads: 4"), said once above it instead of in a column. */
function fixedText(suite: SuiteData['suite'], first: Result, fixedKeys: string[]): string {
  return fixedKeys
    .map((k) => {
      const v = keyValue(first, k)
      return v === undefined ? '' : `${keyLabel(suite, k)}: ${valueLabel(suite, k, v)}`
    })
    .filter(Boolean)
    .join(', ')
}

/** The results in the order of their keys' values (each key in the order the suite gives its values). */
function sortedByKeys<R extends Result>(suite: SuiteData['suite'], results: R[], keys: string[]): R[] {
  // Each key's order once (it was computed again for every comparison: cubic in the results).
  const positions = keys.map((k) => new Map(orderedValues(suite, k, results).map((v, i) => [String(v), i])))
  const orders = new Map(results.map((r) => [r, keys.map((k, i) => positions[i]!.get(String(keyValue(r, k))) ?? -1)]))
  return [...results].sort((a, b) => {
    const x = orders.get(a)!
    const y = orders.get(b)!
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!
    return 0
  })
}

/** Same rows, same changes to the tenth of a percent, same verdicts: one metric derived from the other. */
/**
 * Two metrics' tables that say the same: the same rows, verdicts and changes — to `within` (a fraction) where
 * a source printed a derived figure itself, rounded from rates it did not print (Fusion's 5.86 GB/s).
 */
function sameChanges(a: ChangeGroup, b: ChangeGroup, within = 0.0015): boolean {
  return (
    a.rows.length === b.rows.length &&
    a.columns.join('\u0000') === b.columns.join('\u0000') &&
    a.rows.every((r, i) => {
      const s = b.rows[i]!
      const alike = r.change === s.change || Math.abs(r.fraction - s.fraction) <= within
      return r.keys.join('\u0000') === s.keys.join('\u0000') && alike && r.verdict === s.verdict
    })
  )
}
