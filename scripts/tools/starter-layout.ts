// How a starter page (starter-page.ts) arranges one metric's results: which benchmarks share a chart (the
// same parameters over the same values), which key runs along the axis, which makes the series, which are
// pinned, how the table is laid out, and whether the axis starts logarithmic (by the charts' own rule).
// Pure: returns layouts, no Markdown.
import type { ParamValue, Result, Suite } from '../../data/schema/schema'
import { measurement } from '../../data/schema/model'
import { isNumeric, orderedValues, varyingKeys } from '../../components/views/select'
import { groupNameChars, PHONE_CHART_PX } from '../../components/chart-types/chart-rules'
import { logScale } from '../../components/chart-types/log-scale'

export interface Layout {
  /** Along the axis, and the table's rows (with `pinned` keys fixed by `where`). */
  groups: string
  series?: string
  rows: string[]
  /** Keys that vary but do not fit a chart of groups × series: fixed to their first value. */
  where: Record<string, ParamValue>
  log: boolean
  /** The table: a few numeric values along the axis (sizes) become its columns, one row per series (benchmark). */
  table: { rows: string[]; columns?: string }
  /** Names along the axis too long for a phone's vertical bars (namesAcross). */
  horizontal: boolean
}

/** Whether a chart of `metric` among `results` starts on a log axis, by the charts' own rule (logScale). */
export function startsOnLog(suite: Suite, results: Result[], metric: string, lines = false): boolean {
  const values = results.flatMap((r) => {
    const v = measurement(suite, r, metric)?.value
    return v !== undefined ? [v] : []
  })
  return logScale(values, { lines }).logDefault
}

/** Most values of a numeric key a table takes as columns (more read better down the rows). */
const MAX_TABLE_COLUMNS = 8

/**
 * Whether names along the axis read better as horizontal bars: when, on a 320 px phone, the longest name
 * does not fit its group's width on two lines (as chart-types/bar.ts wraps it, four characters at the
 * least). Eight Go benchmark names came out as "Ben…" running into each other there; numbers along the
 * axis (sizes) stay vertical.
 */
function namesAcross(names: readonly string[]): boolean {
  const chars = Math.max(4, Math.floor(groupNameChars(PHONE_CHART_PX, names.length)))
  return names.some((n) => n.length > 2 * chars)
}

/**
 * Parameters that only repeat the benchmark's name (each benchmark has one value of it: a `pkg` per
 * benchmark) add no axis of their own: charting them would pin all but one benchmark away.
 */
function followsBenchmark(results: Result[], k: string): boolean {
  const seen = new Map<string, string>()
  for (const r of results) {
    const v = String(r.params?.[k])
    const before = seen.get(r.benchmark)
    if (before !== undefined && before !== v) return false
    seen.set(r.benchmark, v)
  }
  return true
}

/** Which keys go where, for the results of one metric. */
export function layoutFor(suite: Suite, results: Result[], metric: string): Layout {
  const mine = results.filter((r) => measurement(suite, r, metric) !== undefined)
  const varying = varyingKeys(mine)
  const keys = varying.includes('benchmark')
    ? varying.filter((k) => k === 'benchmark' || !followsBenchmark(mine, k))
    : varying
  const count = (k: string) => orderedValues(suite, k, mine).length
  const numeric = (k: string) =>
    mine.every((r) => {
      const v = k === 'benchmark' ? r.benchmark : r.params?.[k]
      return v !== undefined && isNumeric(v)
    })
  // Numeric keys (sizes, counts) read best along the axis; the key with fewest values makes the series.
  const byAxis = [...keys].sort((a, b) => Number(numeric(b)) - Number(numeric(a)) || count(b) - count(a))
  const groups = byAxis[0] ?? 'benchmark'
  const rest = keys.filter((k) => k !== groups).sort((a, b) => count(a) - count(b))
  const series = rest[0]
  const where: Record<string, ParamValue> = {}
  for (const k of rest.slice(1)) {
    const first = orderedValues(suite, k, mine)[0]
    if (first !== undefined) where[k] = first
  }
  const log = startsOnLog(suite, mine, metric)
  const rows = [groups, ...rest.slice(1)]
  const across = series !== undefined && groups !== 'benchmark' && numeric(groups) && count(groups) <= MAX_TABLE_COLUMNS
  const table = across ? { rows: [series, ...rest.slice(1)], columns: groups } : { rows, columns: series }
  const horizontal = !numeric(groups) && namesAcross(orderedValues(suite, groups, mine).map(String))
  return { groups, series, rows, where, log, table, horizontal }
}

export interface Section {
  name?: string
  where: Record<string, ParamValue | ParamValue[]>
  results: Result[]
}

/** What varies within one benchmark's results: its parameters and their values ("" when it has one result). */
function shape(rs: Result[]): string {
  if (rs.length === 1) return ''
  return varyingKeys(rs)
    .sort()
    .map((k) => `${k}=${[...new Set(rs.map((r) => String(r.params?.[k])))].sort().join('|')}`)
    .join(';')
}

/**
 * One chart for all benchmarks measured alike (the same parameters over the same values: Sum, Copy
 * and Hash at sizes 64, 1024, 16384 share one chart, a series each), and one for the benchmarks with a
 * single result each, so that results with different parameters never share axes.
 */
export function sections(results: Result[]): Section[] {
  const byName = new Map<string, Result[]>()
  for (const r of results) byName.set(r.benchmark, [...(byName.get(r.benchmark) ?? []), r])
  const byShape = new Map<string, Array<[string, Result[]]>>()
  for (const entry of byName) byShape.set(shape(entry[1]), [...(byShape.get(shape(entry[1])) ?? []), entry])
  if (byShape.size === 1) return [{ where: {}, results }]
  // Benchmarks with several results first, in order of appearance; the single ones together last.
  const shapes = [...byShape].sort(([a], [b]) => Number(a === '') - Number(b === ''))
  return shapes.map(([key, group]) => {
    const names = group.map(([n]) => n)
    const name = group.length === 1 && key !== '' ? names[0] : undefined
    return { name, where: { benchmark: name ?? names }, results: group.flatMap(([, rs]) => rs) }
  })
}
