// Pure helpers over validated suites and runs: ordering, identity of a result, unit normalisation,
// derived metrics, threshold lookup. Used by the loader at build time and by the scripts.
import type { Measurement, Metric, ParamValue, Result, Run, Suite, Threshold } from './schema'
import { signProblem } from './checks'
import { DataError } from './validate'
import { convertMeasurement, namedField } from '../numbers/numbers'
import { visibleResult } from '../numbers/escape'

/** Oldest first: by date (undated runs are taken as older than dated ones), then by id. */
export function sortRuns<R extends Pick<Run, 'id' | 'date'>>(runs: R[]): R[] {
  return [...runs].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.id.localeCompare(b.id))
}

/** Runs that count as results: retired runs stay in history for provenance only. */
export function currentRuns<R extends Pick<Run, 'status'>>(runs: R[]): R[] {
  return runs.filter((r) => r.status !== 'retired')
}

/** The testbed a run was measured on; undefined for runs that name none (they form one testbed together). */
export function testbedOf(run: Pick<Run, 'environment'>): string | undefined {
  return run.environment?.testbed
}

/**
 * The runs measured on one testbed, in their order. Every place that picks runs to compare (a verdict's
 * base and history, a noise band, a change-point series, a page's history) goes through this, so that a
 * laptop's run is never judged against a CI runner's as if they were one machine.
 */
export function onTestbed<R extends Pick<Run, 'environment'>>(runs: R[], testbed: string | undefined): R[] {
  return runs.filter((r) => testbedOf(r) === testbed)
}

/** The testbeds a suite's current runs were measured on, each once, in the order they first appear. */
export function testbedsOf<R extends Pick<Run, 'environment' | 'status'>>(runs: R[]): Array<string | undefined> {
  return [...new Set(currentRuns(runs).map(testbedOf))]
}

/** The runs of the testbed of the latest current run: what a page shows by default. */
export function latestTestbedRuns<R extends Pick<Run, 'environment' | 'status'>>(runs: R[]): R[] {
  const latest = currentRuns(runs).at(-1)
  if (!latest) return runs
  const bed = testbedOf(latest)
  return runs.some((r) => testbedOf(r) !== bed) ? onTestbed(runs, bed) : runs
}

/** Identity of a result inside a suite: benchmark name plus sorted parameters. */
export function resultKey(r: Pick<Result, 'benchmark' | 'params'>): string {
  const params = Object.entries(r.params ?? {}).sort(([a], [b]) => a.localeCompare(b))
  return JSON.stringify([r.benchmark, params])
}

export function matches(
  r: Pick<Result, 'benchmark' | 'params'>,
  where: Record<string, ParamValue | ParamValue[]> | undefined,
): boolean {
  if (!where) return true
  return Object.entries(where).every(([k, want]) => {
    const have = k === 'benchmark' ? r.benchmark : r.params?.[k]
    return Array.isArray(want) ? textSet(want).has(String(have)) : String(want) === String(have)
  })
}

/** A list of wanted values as a set of their texts, made once per list: a lookup per result, not a search. */
const wantedSets = new WeakMap<ParamValue[], Set<string>>()
function textSet(want: ParamValue[]): Set<string> {
  let set = wantedSets.get(want)
  if (!set) wantedSets.set(want, (set = new Set(want.map(String))))
  return set
}

/**
 * Checks what the schema alone cannot (every value names a metric of the suite, no result twice, no
 * negative number where the metric's unit forbids a sign) and converts measurements given in another
 * unit into the metric's unit.
 */
export function normalizeRun(suite: Suite, run: Run, file: string): Run {
  const seen = new Set<string>()
  // Names stored before ingest wrote hidden characters out (escape.ts) are shown as ingest now stores them.
  const results = run.results.map((stored, i) => {
    const r = visibleResult(stored, true)
    const key = resultKey(r)
    if (seen.has(key))
      throw new DataError(
        file,
        `$.results[${i}]`,
        `each benchmark and parameter set once, found "${r.benchmark}" again`,
      )
    seen.add(key)
    const values: Record<string, Measurement> = {}
    for (const [metricId, m] of Object.entries(r.values)) {
      const metric = suite.metrics[metricId]
      const path = `$.results[${i}].values.${metricId}`
      if (!metric)
        throw new DataError(file, path, `a metric of suite "${suite.id}" (${Object.keys(suite.metrics).join(', ')})`)
      const sign = signProblem(m, metric.unit)
      if (sign)
        throw new DataError(
          file,
          `${path}${sign.path.map((k) => (typeof k === 'number' ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `["${k}"]`)).join('')}`,
          sign.expected,
        )
      const stored = m.unit && m.unit !== metric.unit ? toUnit(m, m.unit, metric.unit, file, path) : m
      // A metric that is another's field (redis-benchmark's latency-p50) is stored by runs without that field.
      // A product (items/s × item size) is stored only as the source printed it from its unrounded rates
      // (Fusion's 5.86 GB/s, where 572.76K items/s × 10 KiB gives 5.87): never a figure that contradicts it.
      if (metric.derive && !('field' in metric.derive)) {
        const { [metricId]: _stored, ...others } = r.values
        const derived = measurement(suite, { ...r, values: others }, metricId)
        if (!derived || Math.abs(stored.value - derived.value) > Math.abs(derived.value) * 0.01)
          throw new DataError(
            file,
            path,
            `no stored value: "${metricId}" is derived from "${metric.derive.metric}" (${derived ? `${derived.value}` : 'nothing to derive it from'}); a figure the source printed itself may be stored within 1 % of that, found ${stored.value}`,
          )
      }
      values[metricId] = stored
    }
    return { ...r, values }
  })
  return { ...run, results }
}

function toUnit(m: Measurement, from: string, to: string, file: string, path: string): Measurement {
  try {
    return convertMeasurement(m, from, to)
  } catch {
    throw new DataError(file, `${path}.unit`, `a unit convertible to "${to}", found "${from}"`)
  }
}

/**
 * A result's measurement of a metric, computing derived metrics: items/s × item size → B/s, or another
 * metric's field (latency-p50 from latency's p50, which the run stores once, there) where not stored.
 */
export function measurement(suite: Suite, r: Result, metricId: string): Measurement | undefined {
  const metric = suite.metrics[metricId]
  const derive = metric?.derive
  if (!derive) return r.values[metricId]
  const base = r.values[derive.metric]
  if ('field' in derive) return r.values[metricId] ?? fieldMeasurement(base, derive.field)
  // The product as the source printed it, where it did (checked against the computation when loaded).
  if (r.values[metricId]) return r.values[metricId]
  const factor = Number(r.params?.[derive.timesParam])
  if (!base || !Number.isFinite(factor)) return undefined
  const scale = (v: number | undefined) => (v === undefined ? undefined : v * factor)
  return {
    value: base.value * factor,
    qualifier: base.qualifier,
    stddev: scale(base.stddev),
    min: scale(base.min),
    max: scale(base.max),
    median: scale(base.median),
    ci: base.ci && { ...base.ci, lower: base.ci.lower * factor, upper: base.ci.upper * factor },
    samples: base.samples?.map((v) => v * factor),
    quantiles: base.quantiles?.map((v) => v * factor),
    percentiles:
      base.percentiles && Object.fromEntries(Object.entries(base.percentiles).map(([p, v]) => [p, v * factor])),
  }
}

/**
 * Metric ids in the order given, each followed by the metrics read from its fields (latency → latency-p50):
 * what a run holds once those are stored in their base metric only.
 */
export function withFieldMetrics(
  ids: readonly string[],
  metrics: Readonly<Record<string, Pick<Metric, 'derive'>>>,
): string[] {
  const out: string[] = []
  for (const id of ids) {
    if (!out.includes(id)) out.push(id)
    for (const [d, m] of Object.entries(metrics))
      if (m.derive && 'field' in m.derive && m.derive.metric === id && !ids.includes(d) && !out.includes(d)) out.push(d)
  }
  return out
}

/** A measurement of one field of `base` (its p50 as a metric of its own), with the n it summarises. */
function fieldMeasurement(base: Measurement | undefined, field: string): Measurement | undefined {
  const value = fieldValue(base, field)
  if (value === undefined) return undefined
  return base?.n === undefined ? { value } : { value, n: base.n }
}

/** Thresholds of the suite that apply to this result and metric. */
export function thresholdsFor(suite: Suite, r: Pick<Result, 'benchmark' | 'params'>, metricId: string): Threshold[] {
  return (suite.thresholds ?? []).filter((t) => t.metric === metricId && matches(r, t.where))
}

/** The fields of a measurement a view or figure may pick, besides a percentile ("p99"). */
export const FIELDS = ['value', 'median', 'min', 'max', 'stddev'] as const

/** Whether `field` names a field of a measurement: one of FIELDS or a percentile. */
export function isField(field: string): boolean {
  return (FIELDS as readonly string[]).includes(field) || /^p\d+(?:\.\d+)?$/.test(field)
}

/**
 * The field of a measurement a view picks (not what the metric's value is: that is the metric's `stat`):
 * the primary value, a percentile ("p99", also how `percentiles: [99]` reads each), or a spread field.
 * The one reader of a percentile: "p50" and "p50.0" find percentiles["50"].
 */
export function fieldValue(m: Measurement | undefined, field: string | undefined): number | undefined {
  if (!m) return undefined
  if (!field || field === 'value') return m.value
  const p = /^p(\d+(?:\.\d+)?)$/.exec(field)
  if (p) return m.percentiles?.[String(Number(p[1]))] ?? m.percentiles?.[p[1] ?? '']
  if (field === 'median' || field === 'min' || field === 'max') return namedField(m, field)
  if (field === 'stddev') return m.stddev
  return undefined
}
