// What JMH's table outputs (the console summary, -rf text, -rf csv) share: rows of
//   benchmark[:secondary], mode, threads, count, score, error (99.9 %), unit, params
// read into the results, metric ids, units and parameters of the JSON result file (jmh.ts): one
// metric per mode, secondary metrics (-prof gc, @AuxCounters) by name, sample mode's "p0.50"-style
// rows as the percentiles (and min/median/max) of the sampled time, score ± error as the 99.9 %
// confidence interval, the count as n. A "≈ 0" score (console) is kept as 0 "about".
import type { Environment, Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { jmhUnit, MODES, secondaryId } from './jmh'
import { makeRun, metricId, paramValue, pctKey } from './json-shared'
import { fail, setParam } from './shared'
import type { ParsedResult, ParsedRun } from './types'
import { round12 } from '../../data/numbers/numbers'

export interface JmhRow {
  name: string
  mode: string
  threads?: number
  cnt?: number
  score: number
  approx?: boolean
  error?: number
  unit: string
  params: Record<string, string>
  lineNo: number
}

function conv(v: number, f: number): number {
  return f === 1 ? v : Number((v * f).toPrecision(15))
}

/**
 * The modes of each benchmark ("<name>|<raw params>"): a benchmark run in several modes has its
 * profilers' rows once per mode, each kept as its own metric. The console's iteration blocks name
 * every mode before the table does, so a table cut short still gives the ids of the whole output.
 */
function modesOf(
  rows: JmhRow[],
  samples: Map<string, number[]> | undefined,
  base: (r: JmhRow) => string,
): Map<string, Set<string>> {
  const modes = new Map<string, Set<string>>()
  const add = (bench: string, mode: string) => modes.set(bench, (modes.get(bench) ?? new Set<string>()).add(mode))
  for (const k of samples?.keys() ?? []) {
    const [name = '', mode = '', params = ''] = k.split('|')
    add(`${name}|${params}`, mode)
  }
  for (const r of rows) add(`${base(r)}|${JSON.stringify(r.params)}`, r.mode)
  return modes
}

/** Sample mode's percentile rows belong to the sampled time, as in the JSON's scorePercentiles. */
function addPercentile(file: string, r: JmhRow, m: Measurement | undefined, p: string, v: number): void {
  const k = pctKey(Number(p) * 100)
  if (!m || k === undefined) fail(file, r.lineNo, `a percentile row after its benchmark's own row, found "${r.name}"`)
  if (k === '0') m.min = v
  else if (k === '50') m.median = v
  else if (k === '100') m.max = v
  m.percentiles = { ...m.percentiles, [k]: v }
}

/** A row's score with its error, count and (for a primary row from the console) its iteration samples, in the metric's unit (factor f). */
function rowMeasurement(r: JmhRow, f: number, samples: number[] | undefined): Measurement {
  const m: Measurement = { value: conv(r.score, f) }
  if (r.approx) m.qualifier = 'about'
  if (r.error !== undefined)
    m.ci = { lower: conv(round12(r.score - r.error), f), upper: conv(round12(r.score + r.error), f), level: 0.999 }
  if (r.cnt !== undefined && Number.isInteger(r.cnt) && r.cnt >= 1) m.n = r.cnt
  if (samples?.length) {
    m.samples = samples.map((s) => conv(s, f))
    m.n = samples.length
  }
  return m
}

export function jmhRun(
  file: string,
  rows: JmhRow[],
  extra: { environment?: Environment; warnings?: string[]; samples?: Map<string, number[]> } = {},
): ParsedRun {
  if (rows.length === 0) fail(file, 1, 'at least one JMH result row, found none')
  const warnings = [...(extra.warnings ?? [])]
  const metrics: Record<string, Metric> = {}
  const threads = new Set(rows.map((r) => r.threads))
  const byKey = new Map<string, ParsedResult>()
  const primary = new Map<string, Measurement>()
  const split = (r: JmhRow) => {
    const cut = r.name.search(/:[\u00b7]?[A-Za-z]/)
    const base = cut > 0 ? r.name.slice(0, cut) : r.name
    const params: Record<string, ParamValue> = {}
    for (const [k, v] of Object.entries(r.params)) setParam(params, k, paramValue(v))
    if (threads.size > 1 && r.threads !== undefined) params.threads = r.threads
    return {
      base,
      params,
      key: JSON.stringify([base, params]),
      secondary: cut > 0 ? r.name.slice(cut + 1).replace(/^[\u00b7:]+/, '') : undefined,
    }
  }
  const modes = modesOf(rows, extra.samples, (r) => split(r).base)
  for (const r of rows) {
    const { base, params, key, secondary } = split(r)
    let result = byKey.get(key)
    if (!result) {
      result = Object.keys(params).length ? { benchmark: base, params, values: {} } : { benchmark: base, values: {} }
      byKey.set(key, result)
    }
    const [unit, f] = jmhUnit(r.unit)
    const pct = secondary ? /^p(\d(?:\.\d+)?)$/.exec(secondary) : null
    if (pct) {
      addPercentile(file, r, primary.get(`${key}|${r.mode}`), pct[1] as string, conv(r.score, f))
      continue
    }
    const m = rowMeasurement(
      r,
      f,
      secondary ? undefined : extra.samples?.get(`${base}|${r.mode}|${JSON.stringify(r.params)}`),
    )
    let id: string
    let lbl: string
    let dir: 'higher' | 'lower'
    if (secondary) {
      // Profilers' rows follow their benchmark's own row: one alone (its parameters misread) is refused.
      if (!primary.has(`${key}|${r.mode}`))
        fail(file, r.lineNo, `a secondary row after its benchmark's own row, found "${r.name}"`)
      const named = secondaryId(
        secondary,
        (modes.get(`${base}|${JSON.stringify(r.params)}`)?.size ?? 0) > 1 ? r.mode : undefined,
      )
      id = named[0]
      lbl = named[1]
      dir = /^ops\/|\/s$|\/sec$/.test(r.unit) && !/^gc\./.test(secondary) ? 'higher' : 'lower'
    } else {
      const info = MODES[r.mode] ?? { label: `${r.mode} score`, direction: 'lower' as const }
      if (!MODES[r.mode]) warnings.push(`${file}: line ${r.lineNo}: unknown mode "${r.mode}", taken as lower is better`)
      id = metricId(r.mode)
      lbl = info.label
      dir = info.direction
      primary.set(`${key}|${r.mode}`, m)
    }
    const metric = (metrics[id] ??= { label: lbl, unit, direction: dir })
    if (metric.unit !== unit) m.unit = unit
    if (result.values[id])
      warnings.push(`${file}: line ${r.lineNo}: a second "${id}" value for ${result.benchmark} is ignored`)
    else result.values[id] = m
  }
  return makeRun(
    'JMH',
    file,
    { metrics, results: [...byKey.values()], environment: extra.environment, warnings },
    'line 1',
  )
}
