// One row of `pnpm compare`'s report: a result's metric in base and in head, matched by resultKey,
// converted to head's unit and judged against the run's noise band (data/analysis/verdict.ts). Apart
// from the suite's frame (compare-report.ts) because this is where the numbers are decided.
import type { Measurement, Metric, ParamValue, Result, Run, Suite } from '../../data/schema/schema'
import { formatChangeOf, formatMeasured, qualifierWords } from '../../data/numbers/format'
import { measurement, resultKey } from '../../data/schema/model'
import { convertMeasurement } from '../../data/numbers/numbers'
import { isAcknowledged } from '../../data/analysis/acknowledge'
import { decidedBy, judge } from '../../data/analysis/verdict'
import type { Band, Judgement, TestChoice, TestName, TestReport, Verdict } from '../../data/analysis/verdict'
import { judgeOptions, runNoise } from '../../data/analysis/noise'
import { settleMonotonic, settleShared, settleTimeAndRate } from '../../data/analysis/verdict-table'
import { cmpStr, label, sortedParams } from './compare-order'

/** A suite and its runs, as one side of a comparison reads them. */
export interface SuiteInput {
  suite: Suite
  /** Oldest first, as the store loads them. */
  runs: Run[]
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
  method: 'tolerance' | 'none' | 'exact' | TestName
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
  /** Both figures are the same. */
  identical?: true
  /** One figure a run: the head against the benchmark's recent level (verdict.ts). */
  level?: Judgement['level']
}

/** The results both sides measured, by metric, and what only one side has (added, removed). */
export function pairResults(
  baseSuite: Suite,
  suite: Suite,
  baseRun: Run | undefined,
  headRun: Run | undefined,
): { pending: Pending[]; added: ResultRef[]; removed: ResultRef[] } {
  const baseResults = new Map((baseRun?.results ?? []).map((r) => [resultKey(r), r]))
  const headResults = new Map((headRun?.results ?? []).map((r) => [resultKey(r), r]))
  const metricIds = [...new Set([...Object.keys(baseSuite.metrics), ...Object.keys(suite.metrics)])].sort(cmpStr)
  const added: ResultRef[] = []
  const removed: ResultRef[] = []
  for (const [key, hr] of headResults) if (!baseResults.has(key)) added.push(ref(hr))
  for (const [key, br] of baseResults) if (!headResults.has(key)) removed.push(ref(br))
  const pending: Pending[] = []
  for (const [key, hr] of headResults) {
    const br = baseResults.get(key)
    if (!br) continue
    for (const id of metricIds) {
      const metric = suite.metrics[id] ?? baseSuite.metrics[id]!
      const bm = baseSuite.metrics[id] ? measurement(baseSuite, br, id) : undefined
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
      const baseMetric = baseSuite.metrics[id]!
      const converted = inUnit(bm, baseMetric.unit, metric.unit)
      if (!converted) {
        removed.push({
          ...ref(br),
          metric: metric.label,
          label: `${label(br)} — ${metric.label} in ${baseMetric.unit}`,
        })
        added.push({ ...ref(hr), metric: metric.label, label: `${label(hr)} — ${metric.label} in ${metric.unit}` })
        continue
      }
      pending.push({ hr, id, metric, bm: converted, hm, baseMetric })
    }
  }
  return { pending, added, removed }
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
export function judgeAll(
  pending: Pending[],
  suiteOf: (id: string) => Suite,
  history: Run[],
  opts: { tolerance: number; alpha: number; test: TestChoice },
  headRun?: Run,
): Row[] {
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
  const judged = pending.map((p) => ({
    ...p,
    j: judge(p.bm, p.hm, p.metric.unit, p.metric.direction, {
      ...judgeOptions(suiteOf(p.id), p.id, history, p.hr, runBands.get(p.id)),
      ...opts,
    }),
  }))
  // Time and throughput of one benchmark get one verdict; a metric whose benchmarks mostly moved one way
  // at once reads unchanged: as on the pages (verdict-table.ts).
  settleTimeAndRate(
    judged.map((x) => ({ key: resultKey(x.hr), metricId: x.id, label: x.metric.label, unit: x.metric.unit, j: x.j })),
    [...new Set(judged.map((x) => x.id).flatMap((id) => Object.keys(suiteOf(id).metrics)))],
  )
  for (const id of ids) {
    const js = judged.filter((x) => x.id === id).map((x) => x.j)
    settleShared(js)
    settleMonotonic(js)
  }
  return judged.map(({ hr, id, metric, bm, hm, baseMetric, j }) => {
    const row = compareValues(hr, id, metric, bm, hm, j)
    if (baseMetric.unit !== metric.unit) row.notes.push(`base converted from ${baseMetric.unit} to ${metric.unit}`)
    if (baseMetric.direction !== metric.direction)
      row.notes.push(`direction changed from "${baseMetric.direction}" to "${metric.direction}"; head's is used`)
    // A change acknowledged in suite.json (with its reason) is shown, and no longer counted as a regression.
    const ack =
      headRun &&
      isAcknowledged(suiteOf(id), {
        benchmark: hr.benchmark,
        params: hr.params,
        metric: id,
        run: headRun.id,
        commit: headRun.commit,
      })
    if (ack) row.acknowledged = ack
    return row
  })
}

function compareValues(
  r: Result,
  id: string,
  metric: Suite['metrics'][string],
  bm: Measurement,
  hm: Measurement,
  j: Judgement,
): Row {
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
  notes.push(...j.notes)
  const { change, verdict, method, test, statistic, band, primary, identical, level } = j
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
    changeText: change === null ? '–' : formatChangeOf(change, bm.value, hm.value, metric.unit),
    verdict,
    method,
    ...(test ? { test } : {}),
    statistic,
    band,
    primary,
    decided: decidedBy(j),
    notes,
    ...(identical ? { identical } : {}),
    ...(level ? { level } : {}),
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
