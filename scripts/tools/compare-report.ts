// The model of `pnpm compare <base> <head>`'s report, and its JSON: for every suite on both sides,
// the latest current run of head against the latest current run of base, result by result (matched
// by resultKey) and metric by metric. Pure: the sides arrive loaded and validated; numbers become
// text only through data/schema/format.ts. The report as Markdown (a PR comment) is
// compare-markdown.ts, as plain text (a terminal) compare-text.ts; their shared sentences compare-words.ts.
import type { Measurement, Metric, ParamValue, Result, Run, Suite } from '../../data/schema/schema'
import { environmentChanges } from '../../components/support/env'
import { formatChange, formatMeasured, isFailedValue, qualifierWords } from '../../data/schema/format'
import { currentRuns, measurement, resultKey } from '../../data/schema/model'
import { convertMeasurement } from '../../data/schema/numbers'
import { isAcknowledged } from '../../data/schema/acknowledge'
import { decidedBy, DEFAULT_ALPHA, DEFAULT_TOLERANCE, judge, percent } from '../../data/schema/verdict'
import type { Band, JudgeOptions, TestChoice, TestName, TestReport, Verdict } from '../../data/schema/verdict'
import { judgeOptions, runNoise } from '../../data/schema/noise'
import type { AffectedReport } from './affected-charts'
import { byResult, canonical, cmpStr, label, sortedParams } from './compare-order'

export type { TestChoice, TestName, TestReport, Verdict }
export { DEFAULT_ALPHA }

export interface SuiteInput {
  suite: Suite
  /** Oldest first, as the store loads them. */
  runs: Run[]
}

export interface SideInfo {
  /** The argument as given on the command line. */
  arg: string
  kind: 'dir' | 'ref'
  /** For a ref: the commit it resolved to. */
  commit?: string
  /** For a ref whose tree has no data/ folder: it counts as a side without suites. */
  empty?: boolean
}

export interface CompareOptions {
  alpha?: number
  test?: TestChoice
}

export interface RunInfo {
  id: string
  date?: string
  version?: string
  label?: string
  commit?: string
}

export interface SideValue {
  value: number
  qualifier?: Measurement['qualifier']
  /** How many samples the value came with (only when it had samples). */
  samples?: number
  /** The value as the site writes it ("1.29M calls/s", "≥ 480,000 req/s"). */
  text: string
}

export interface ResultRef {
  benchmark: string
  params: Record<string, ParamValue>
  /** "Sum · framework=gRPC"; with `metric` when only that metric was added or removed. */
  label: string
  metric?: string
}

export interface Row {
  benchmark: string
  params: Record<string, ParamValue>
  label: string
  metric: string
  metricLabel: string
  unit: string
  direction: 'higher' | 'lower'
  base: SideValue
  head: SideValue
  /** (head − base) / |base|; null when base is 0 and head is not. */
  change: number | null
  changeText: string
  verdict: Verdict
  /** What decided: a test plus the noise band, the band alone (no spread reported), or nothing (one sample). */
  method: 'tolerance' | 'none' | TestName
  test?: TestReport
  /** Which figure of each side was compared ("median of 10 samples"). */
  statistic: string
  band: Band
  /** A secondary metric (CPU time, memory) is listed but never counted in the headline. */
  primary: boolean
  /** Statistic, test and band in one line. */
  decided: string
  notes: string[]
  /** The suite acknowledged this change (suite.json `acknowledged`): its reason; not counted as a regression. */
  acknowledged?: string
}

export interface Counts {
  /** Primary metrics only: what the headline and --fail-on-regression count. */
  regressed: number
  improved: number
  unchanged: number
  /** One sample a side: no verdict. */
  unknown: number
  /** Secondary metrics (CPU time, memory, allocations) that changed: listed, not headlined. */
  secondary: number
  added: number
  removed: number
}

export interface SuiteReport {
  id: string
  title: string
  tolerance: number
  base?: RunInfo
  head?: RunInfo
  /** The same run (same id, same content) on both sides. */
  sameRun: boolean
  /** "measured on a different machine/runtime" items: ["CPU: A → B", ".NET: 10.0.1 → 10.0.7"]. */
  environment: string[]
  notes: string[]
  rows: Row[]
  added: ResultRef[]
  removed: ResultRef[]
  counts: Counts
}

export interface Worst {
  suite: string
  row: Row
}

export interface Report {
  base: SideInfo
  head: SideInfo
  alpha: number
  test: TestChoice
  suites: SuiteReport[]
  suitesAdded: Array<{ id: string; title: string }>
  suitesRemoved: Array<{ id: string; title: string }>
  counts: Counts
  worst?: Worst
  /** The charts and tables of head's pages that draw other numbers (when head's pages were found). */
  charts?: AffectedReport
}

export function compareData(base: Map<string, SuiteInput>, head: Map<string, SuiteInput>, sides: { base: SideInfo; head: SideInfo }, opts: CompareOptions = {}): Report {
  const alpha = opts.alpha ?? DEFAULT_ALPHA
  const test = opts.test ?? 'auto'
  const ids = [...new Set([...base.keys(), ...head.keys()])].sort(cmpStr)
  const suites: SuiteReport[] = []
  const suitesAdded: Report['suitesAdded'] = []
  const suitesRemoved: Report['suitesRemoved'] = []
  for (const id of ids) {
    const b = base.get(id)
    const h = head.get(id)
    if (b && h) suites.push(compareSuite(b, h, alpha, test))
    else if (h) suitesAdded.push({ id, title: h.suite.title })
    else if (b) suitesRemoved.push({ id, title: b.suite.title })
  }
  const counts = sumCounts(suites.map((s) => s.counts))
  let worst: Worst | undefined
  for (const s of suites) {
    for (const row of s.rows) {
      if (countAs(row) !== 'regressed') continue
      if (!worst || severity(row) > severity(worst.row)) worst = { suite: s.id, row }
    }
  }
  return { base: sides.base, head: sides.head, alpha, test, suites, suitesAdded, suitesRemoved, counts, worst }
}

/**
 * A test that fails in head and did not in base counts as a regression (and fails --fail-on-regression);
 * one that failed on both sides did not change.
 */
function countAs(r: Pick<Row, 'verdict' | 'base' | 'unit' | 'primary' | 'acknowledged'>): Exclude<keyof Counts, 'added' | 'removed'> {
  if (r.acknowledged && r.verdict !== 'improved') return 'unchanged'
  const v = r.verdict !== 'failed' ? r.verdict : isFailedValue(r.base.value, r.unit) ? 'unchanged' : 'regressed'
  return !r.primary && (v === 'regressed' || v === 'improved') ? 'secondary' : v
}

/** How much worse, as a fraction: latency 2 → 3 ms is 0.5, throughput 3 → 2 M/s is 0.5 too. */
function severity(row: Pick<Row, 'change' | 'direction'>): number {
  if (row.change === null) return Infinity
  if (row.direction === 'lower') return row.change
  return row.change <= -1 ? Infinity : 1 / (1 + row.change) - 1
}

function compareSuite(b: SuiteInput, h: SuiteInput, alpha: number, test: TestChoice): SuiteReport {
  const suite = h.suite
  const tolerance = suite.tolerance ?? DEFAULT_TOLERANCE
  const baseRun = currentRuns(b.runs).at(-1)
  const headRun = currentRuns(h.runs).at(-1)
  const notes: string[] = []
  if (!baseRun) notes.push('base has no current run: every result of head counts as added')
  if (!headRun) notes.push('head has no current run: every result of base counts as removed')
  const baseTolerance = b.suite.tolerance ?? DEFAULT_TOLERANCE
  if (baseTolerance !== tolerance) notes.push(`the noise band changed from ±${percent(baseTolerance)} to ±${percent(tolerance)}; head's is used`)
  let sameRun = false
  if (baseRun && headRun) {
    if (baseRun.id === headRun.id) {
      sameRun = canonical(baseRun) === canonical(headRun)
      if (!sameRun) notes.push(`run "${baseRun.id}" differs between base and head: it was edited in place`)
    } else if (baseRun.date && headRun.date && headRun.date < baseRun.date) {
      notes.push(`head's latest run (${headRun.date}) is older than base's (${baseRun.date})`)
    }
  }
  const environment = baseRun && headRun ? environmentChanges(baseRun, headRun) : []

  // Base's runs up to its latest: each benchmark's noise band, as the pages take it (noise.ts).
  const history = baseRun ? b.runs.slice(0, b.runs.indexOf(baseRun) + 1) : []
  const baseResults = new Map((baseRun?.results ?? []).map((r) => [resultKey(r), r]))
  const headResults = new Map((headRun?.results ?? []).map((r) => [resultKey(r), r]))
  const metricIds = [...new Set([...Object.keys(b.suite.metrics), ...Object.keys(suite.metrics)])].sort(cmpStr)
  const rows: Row[] = []
  const added: ResultRef[] = []
  const removed: ResultRef[] = []
  for (const [key, hr] of headResults) if (!baseResults.has(key)) added.push(ref(hr))
  for (const [key, br] of baseResults) if (!headResults.has(key)) removed.push(ref(br))
  const pending: Pending[] = []
  for (const [key, hr] of headResults) {
    const br = baseResults.get(key)
    if (!br) continue
    for (const id of metricIds) {
      const metric = suite.metrics[id] ?? b.suite.metrics[id]!
      const bm = b.suite.metrics[id] ? measurement(b.suite, br, id) : undefined
      const hm = suite.metrics[id] ? measurement(suite, hr, id) : undefined
      if (!bm && !hm) continue
      if (!bm) {
        added.push({ ...ref(hr), metric: metric.label, label: `${label(hr)} — ${metric.label}` })
        continue
      }
      if (!hm) {
        removed.push({ ...ref(br), metric: metric.label, label: `${label(br)} — ${metric.label}` })
        continue
      }
      const baseMetric = b.suite.metrics[id]!
      const converted = inUnit(bm, baseMetric.unit, metric.unit)
      if (!converted) {
        removed.push({ ...ref(br), metric: metric.label, label: `${label(br)} — ${metric.label} in ${baseMetric.unit}` })
        added.push({ ...ref(hr), metric: metric.label, label: `${label(hr)} — ${metric.label} in ${metric.unit}` })
        continue
      }
      pending.push({ hr, id, metric, bm: converted, hm, baseMetric })
    }
  }
  rows.push(...judgeAll(pending, (id) => (suite.metrics[id] ? suite : b.suite), history, { tolerance, alpha, test }, headRun))
  rows.sort(byResult)
  added.sort(byResult)
  removed.sort(byResult)
  const counts: Counts = { regressed: 0, improved: 0, unchanged: 0, unknown: 0, secondary: 0, added: added.length, removed: removed.length }
  for (const r of rows) counts[countAs(r)]++
  return {
    id: suite.id,
    title: suite.title,
    tolerance,
    base: baseRun && runInfo(baseRun),
    head: headRun && runInfo(headRun),
    sameRun,
    environment,
    notes,
    rows,
    added,
    removed,
    counts,
  }
}

interface Pending {
  hr: Result
  id: string
  metric: Metric
  bm: Measurement
  hm: Measurement
  baseMetric: Metric
}

/** The rows of one suite: each metric's run band over every benchmark both runs measured (as the pages take it), then each verdict. */
function judgeAll(pending: Pending[], suiteOf: (id: string) => Suite, history: Run[], opts: { tolerance: number; alpha: number; test: TestChoice }, headRun?: Run): Row[] {
  const ids = [...new Set(pending.map((p) => p.id))]
  const runBands = new Map(
    ids.map((id) => [
      id,
      runNoise(
        suiteOf(id),
        id,
        history,
        pending.filter((p) => p.id === id).map((p) => ({ result: p.hr, base: p.bm, head: p.hm })),
      ),
    ]),
  )
  return pending.map(({ hr, id, metric, bm, hm, baseMetric }) => {
    const row = compareValues(hr, id, metric, bm, hm, { ...judgeOptions(suiteOf(id), id, history, hr, runBands.get(id)), ...opts })
    if (baseMetric.unit !== metric.unit) row.notes.push(`base converted from ${baseMetric.unit} to ${metric.unit}`)
    if (baseMetric.direction !== metric.direction) row.notes.push(`direction changed from "${baseMetric.direction}" to "${metric.direction}"; head's is used`)
    // A change acknowledged in suite.json (with its reason) is shown, and no longer counted as a regression.
    const ack = headRun && isAcknowledged(suiteOf(id), { benchmark: hr.benchmark, params: hr.params, metric: id, run: headRun.id, commit: headRun.commit })
    if (ack) row.acknowledged = ack
    return row
  })
}

function compareValues(r: Result, id: string, metric: Suite['metrics'][string], bm: Measurement, hm: Measurement, opts: JudgeOptions): Row {
  const fmt = metric.format ?? {}
  const notes: string[] = []
  const side = (m: Measurement): SideValue => ({
    value: m.value,
    ...(m.qualifier ? { qualifier: m.qualifier } : {}),
    ...(m.samples ? { samples: m.samples.length } : {}),
    text: formatMeasured(m.value, metric.unit, fmt, m.qualifier),
  })
  if (bm.qualifier) notes.push(`base is a bound ("${qualifierWords(bm.qualifier).trim()}"); compared as a plain value`)
  if (hm.qualifier) notes.push(`head is a bound ("${qualifierWords(hm.qualifier).trim()}"); compared as a plain value`)
  const j = judge(bm, hm, metric.unit, metric.direction, opts)
  notes.push(...j.notes)
  const { change, verdict, method, test, statistic, band, primary } = j
  return {
    benchmark: r.benchmark,
    params: sortedParams(r.params),
    label: label(r),
    metric: id,
    metricLabel: metric.label,
    unit: metric.unit,
    direction: metric.direction,
    base: side(bm),
    head: side(hm),
    change,
    changeText: change === null ? '–' : formatChange(change),
    verdict,
    method,
    ...(test ? { test } : {}),
    statistic,
    band,
    primary,
    decided: decidedBy(j),
    notes,
  }
}

/** A measurement in another unit of the same dimension (a suite may switch ns to µs), converted and
 *  rounded as everywhere (numbers.ts); undefined when the units are of different dimensions. */
function inUnit(m: Measurement, from: string, to: string): Measurement | undefined {
  if (from === to) return m
  try {
    return convertMeasurement(m, from, to)
  } catch {
    return undefined
  }
}

function ref(r: Result): ResultRef {
  return { benchmark: r.benchmark, params: sortedParams(r.params), label: label(r) }
}

function runInfo(r: Run): RunInfo {
  const out: RunInfo = { id: r.id }
  if (r.date) out.date = r.date
  if (r.version) out.version = r.version
  if (r.label) out.label = r.label
  if (r.commit) out.commit = r.commit
  return out
}

function sumCounts(all: Counts[]): Counts {
  const out: Counts = { regressed: 0, improved: 0, unchanged: 0, unknown: 0, secondary: 0, added: 0, removed: 0 }
  for (const c of all) for (const k of Object.keys(out) as Array<keyof Counts>) out[k] += c[k]
  return out
}

export function renderJson(rep: Report): string {
  return JSON.stringify(rep, null, 2) + '\n'
}
