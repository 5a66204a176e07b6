// benchstat's cells into results, for the benchstat parser (benchstat.ts reads the tables and their
// headers): the units and their metrics, one result per (row, column, pkg), a cell's centre with its
// interval and n, and a non-base cell's change against the base column.
import type { Environment, Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { convert } from '../../data/numbers/units'
import { goBenchName } from './go-test-bench'
import { fail, round, slugId, toCount, toNum } from './shared'
import type { ParsedResult } from './types'

/** benchstat's units: the metric each becomes, and the unit its numbers are in (converted by the core's units). */
const UNITS: Record<string, [string, Metric, string]> = {
  'sec/op': ['time', { label: 'Time per op', unit: 'ns', direction: 'lower', stat: 'median' }, 's'],
  'B/s': ['throughput', { label: 'Throughput', unit: 'MB/s', direction: 'higher', stat: 'median' }, 'B/s'],
  'B/op': ['bytes', { label: 'Allocated bytes per op', unit: 'B/op', direction: 'lower', stat: 'median' }, 'B/op'],
  'allocs/op': [
    'allocs',
    { label: 'Allocations per op', unit: 'allocs/op', direction: 'lower', stat: 'median' },
    'allocs/op',
  ],
}

export interface Col {
  start: number
  label: string
  unit: string
}
export interface Cell {
  center?: number
  ci?: string
  delta?: string
  cmp?: string
}
/** A row label split like a go test name, and the key part it gives its results. */
interface RowName {
  name: string
  params: Record<string, ParamValue>
  key: string
  raw: string
}

/** Everything one streamed file's lines have said so far. */
export interface State {
  path: string
  env: Environment
  extra: Record<string, string>
  /** One result per (row, column, pkg), and the line that made it. */
  results: Map<string, ParsedResult>
  lineOf: Map<ParsedResult, number>
  /** Row label → name, params and a key part (labels repeat in every unit table). */
  names: Map<string, RowName>
  metrics: Record<string, Metric>
  pkg: string | undefined
  /** The header rows read since the last table (as code points, or CSV fields), and the columns they give. */
  headers: string[][]
  cols: Col[] | undefined
  /** Whether the input is -format csv: known from its first table line. */
  csv: boolean | undefined
  last: number
}

/** The metric id of a benchstat unit and what takes its numbers to the metric's unit. */
function metricOf(st: State, unit: string): [string, (v: number) => number] {
  const known = UNITS[unit]
  if (known) {
    st.metrics[known[0]] ??= known[1]
    return [known[0], (v) => convert(v, known[2], known[1].unit)]
  }
  const id = slugId(unit)
  st.metrics[id] ??= { label: unit, unit, direction: unit.endsWith('/s') ? 'higher' : 'lower', stat: 'median' }
  return [id, (v) => v]
}

/** The row label split into name and params, once per label. */
function rowName(st: State, label: string): RowName {
  let named = st.names.get(label)
  if (!named) {
    const n = label === 'geomean' ? { name: label, params: {} as Record<string, ParamValue> } : goBenchName(label)
    st.names.set(label, (named = { ...n, key: JSON.stringify([n.name, n.params]), raw: label }))
  }
  return named
}

/**
 * Whether the columns are GOMAXPROCS values (benchstat -col /gomaxprocs): every label a positive
 * integer or empty (the column of GOMAXPROCS=1, whose names have no suffix), one of them empty. A
 * file name is never empty.
 */
function gomaxprocsColumns(st: State): boolean {
  const labels = st.cols?.map((c) => c.label) ?? []
  return labels.length > 1 && labels.includes('') && labels.every((l) => l === '' || /^[1-9]\d{0,5}$/.test(l))
}

/** The result of one cell (row name, column, pkg), made the first time: unit tables add to it. */
function resultOf(st: State, nm: RowName, col: Col, lineNo: number): ParsedResult {
  const key = `${nm.key}\u0000${col.label}\u0000${st.pkg ?? ''}`
  let r = st.results.get(key)
  if (!r) {
    const params: Record<string, ParamValue> = { ...nm.params, side: col.label }
    // -col /gomaxprocs: the columns are GOMAXPROCS ("" for 1, which go test leaves unsuffixed), the rows carry none.
    if (gomaxprocsColumns(st) && !/-\d+$/.test(nm.raw)) {
      params.gomaxprocs = col.label === '' ? 1 : Number(col.label)
      delete params.side
    }
    if (st.pkg !== undefined) params.pkg = st.pkg
    st.results.set(key, (r = { benchmark: nm.name, params, values: {} }))
    st.lineOf.set(r, lineNo)
  }
  return r
}

/** A cell's centre in the metric's unit, with its interval and n. */
function centre(center: number, c: Cell, toUnit: (v: number) => number, n: number): Measurement {
  const value = round(toUnit(center))
  const m: Measurement = { value }
  const pct = c.ci === undefined ? undefined : toNum(c.ci.replace(/%$/, ''))
  // benchstat prints no range whose bounds change sign, so a bound past zero is clamped to zero.
  if (pct !== undefined) {
    const lo = round(value * (1 - pct / 100))
    const hi = round(value * (1 + pct / 100))
    m.ci = { lower: value >= 0 ? Math.max(0, lo) : lo, upper: value <= 0 ? Math.min(0, hi) : hi }
  }
  if (n) m.n = n
  return m
}

/** A non-base cell's change: metric `<id>-delta` when it is a number, and always the note. */
function delta(st: State, r: ParsedResult, id: string, c: Cell & { delta: string }, base: string): void {
  const d = c.delta === '~' || c.delta === '?' ? undefined : toNum(c.delta.slice(0, -1))
  if (d !== undefined) {
    const dm = st.metrics[id] as Metric
    st.metrics[`${id}-delta`] ??= {
      label: `${dm.label} vs base`,
      unit: '%',
      direction: dm.direction,
      stat: 'change of the centre',
    }
    r.values[`${id}-delta`] = { value: d }
  }
  const text = `${id} ${c.delta}${c.cmp ? ` (${c.cmp})` : ''}`
  r.note = r.note ? `${r.note}; ${text}` : `vs ${base}: ${text}`
}

/** The cells of one row (text or CSV), each added to its column's result. */
export function cellsOfRow(st: State, label: string, cells: Cell[], lineNo: number): void {
  const cols = st.cols
  if (!cols) return
  const base = gomaxprocsColumns(st) ? `GOMAXPROCS=${cols[0]?.label || 1}` : (cols[0]?.label ?? '')
  // "n=6" or "n=6+5", each count read whole: "n=1e309" is refused, not read as n = 1.
  const counts = (cmp: string | undefined): Array<number | undefined> | undefined => {
    const m = /(?:^|[\s(])n=([^\s)]+)/.exec(cmp ?? '')
    if (!m) return undefined
    const parts = m[1]!.split('+').map(toCount)
    if (parts.length > 2 || parts.includes(undefined))
      fail(st.path, lineNo, `a sample count "n=6" or "n=6+5", found "n=${m[1]}"`)
    return parts
  }
  const baseN = counts(cells[1]?.cmp)?.[0]
  const nm = rowName(st, label)
  cells.forEach((c, i) => {
    const col = cols[i]
    if (!col || (c.center === undefined && c.delta === undefined)) return
    const [id, toUnit] = metricOf(st, col.unit)
    const r = resultOf(st, nm, col, lineNo)
    const ns = counts(c.cmp)
    if (c.center !== undefined)
      r.values[id] = centre(c.center, c, toUnit, Number(i === 0 ? baseN : (ns?.[1] ?? ns?.[0])))
    if (i > 0 && c.delta !== undefined) delta(st, r, id, c as Cell & { delta: string }, base)
  })
}
