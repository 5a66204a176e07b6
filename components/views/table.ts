// Suite data + a table view → rows of formatted cells, with the computed columns the seed pages
// write by hand: speedup against a baseline row or column, ranges, winner and advantage.
import type { ParamValue, Result } from '../../data/schema/schema'
import {
  formatAdvantage,
  formatExact,
  formatMeasured,
  formatRatio,
  formatRatioRange,
  formatSpread,
} from '../../data/numbers/format'
import { fieldValue, measurement } from '../../data/schema/model'
import { bestOf, timesBetter } from '../../data/numbers/numbers'
import { BLOCK_LIMITS, tooBig } from '../../data/schema/block-limits'
import {
  failureOf,
  firstBy,
  keyLabel,
  keyValue,
  orderedValues,
  pick,
  pickedField,
  runCaption,
  selectRun,
  valueLabel,
  ViewError,
  unknownMetric,
} from './select'
import type { SuiteData } from './select'
import type { TableView } from '../../data/schema/block-schema'

export interface TableCell {
  text: string
  /** Exact figure(s) for a title attribute. */
  title?: string
  tone?: 'good' | 'bad' | 'best'
  numeric?: boolean
  /** Several figures in one cell: may wrap on narrow screens. */
  wrap?: boolean
  /** One metric's percentiles, "3.8 / 8.1 / 23.7 ms": may break between its figures on the narrowest phones. */
  spread?: boolean
}

export interface TableModel {
  caption: string
  note: string
  /** Columns left out because no row has a value in them ("Stream1, Stream100"). */
  omitted?: string[]
  /** When the columns are values of a key: the metrics those columns would have shown ("Call latency"). */
  omittedMetrics?: string[]
  rowHeader: string
  head: string[]
  rows: Array<{ header: string; cells: TableCell[]; emphasis?: boolean }>
}

const metricsOf = (v: TableView) => (Array.isArray(v.metric) ? v.metric : [v.metric])
const keysOf = (k: string | string[]) => (Array.isArray(k) ? k : [k])

/** What the cells and computed columns of one table share. */
interface TableContext {
  data: SuiteData
  view: TableView
  /** The field of each measurement the view picks (pickedField); none: the value. */
  field: string | undefined
  metrics: Array<{ id: string } & SuiteData['suite']['metrics'][string]>
  run: ReturnType<typeof selectRun>
  cols: Array<ParamValue | undefined>
  rowIds: ReturnType<typeof uniqueRows>
  /** The result in a row (its key values) and column. */
  find: (row: ParamValue[], col: ParamValue | undefined) => Result | undefined
  /** The primary metric's figure of a result, as the view picks it. */
  num: (r: Result | undefined) => number | undefined
  colLabel: (c: ParamValue | undefined) => string
}

function tableContext(data: SuiteData, view: TableView): TableContext {
  const { suite } = data
  const metrics = metricsOf(view).map((id) => {
    const m = suite.metrics[id]
    if (!m) throw unknownMetric(suite, id)
    return { id, ...m }
  })
  const run = selectRun(data, view.run)
  const results = pick(run, view.where)
  if (!results.length)
    throw new ViewError(`no results of suite "${suite.id}" match ${JSON.stringify(view.where ?? {})}`)
  const rowKeys = keysOf(view.rows)
  const rowIds = uniqueRows(results, rowKeys, data)
  if (rowIds.length > BLOCK_LIMITS.tableRows)
    throw new ViewError(tooBig('rows in this table', rowIds.length, BLOCK_LIMITS.tableRows))
  const cols: Array<ParamValue | undefined> = view.columns ? orderedValues(suite, view.columns, results) : [undefined]
  const colOf = (r: Result) => (view.columns === undefined ? undefined : keyValue(r, view.columns))
  const cellOf = firstBy(results, (r) => [...rowKeys.map((k) => keyValue(r, k)), colOf(r)])
  const find = (row: ParamValue[], col: ParamValue | undefined): Result | undefined =>
    cellOf([...row, view.columns === undefined ? undefined : col])
  const field = pickedField(view)
  const num = (r: Result | undefined) => fieldValue(r ? measurement(suite, r, metrics[0]!.id) : undefined, field)
  const colLabel = (c: ParamValue | undefined) =>
    view.columns ? valueLabel(suite, view.columns, c) : metrics.map((m) => m.label).join(', ')
  return { data, view, field, metrics, run, cols, rowIds, find, num, colLabel }
}

/** One result's cell: each shown metric's figure (or percentiles), marked when the tool said it failed. */
function resultCell(t: TableContext, r: Result | undefined, shown = t.metrics): TableCell {
  if (!r) return { text: '—', title: 'not measured' }
  const { view } = t
  const parts: string[] = []
  const exact: string[] = []
  for (const m of shown) {
    const meas = measurement(t.data.suite, r, m.id)
    if (!meas) continue
    const fmt = m.format ?? {}
    if (view.percentiles) {
      // One compact cell, the unit said once: "3.8 / 8.1 / 23.7 ms".
      const ps = view.percentiles.map((p) => fieldValue(meas, `p${p}`))
      parts.push(formatSpread(ps, m.unit, fmt))
      exact.push(view.percentiles.map((p, i) => `p${p} ${ps[i] ?? '—'} ${m.unit}`).join(', '))
    } else {
      const v = fieldValue(meas, t.field)
      if (v === undefined) continue
      parts.push(formatMeasured(v, m.unit, fmt, t.field ? undefined : meas.qualifier))
      exact.push(formatExact(v, m.unit))
    }
  }
  const text = parts.join(', ') || '—'
  // The tool reported this benchmark as failed (ingest records it): the figure is shown, marked.
  const failed = failureOf(t.run, r)
  if (failed)
    return {
      text: `${text} (failed)`,
      title: [...exact, `failed: ${failed.message ?? 'reported by the tool'}`].join('; '),
      tone: 'bad',
      numeric: true,
      wrap: true,
    }
  const spread = !!view.percentiles && view.percentiles.length > 1 && parts.length === 1
  return {
    text,
    title: exact.join('; ') || undefined,
    numeric: true,
    wrap: parts.length > 1,
    ...(spread ? { spread } : {}),
  }
}

/** The computed cells at the end of a row: speedup against a baseline row, a range, the winner, advantages. */
function computedCells(t: TableContext, values: ParamValue[], label: string): TableCell[] {
  const { view, cols, find, num } = t
  const direction = t.metrics[0]!.direction
  const cells: TableCell[] = []
  if (view.speedupColumn) {
    const base = t.rowIds.find(
      (x) => x.label === view.speedupColumn!.baseline || x.values.map(String).includes(view.speedupColumn!.baseline),
    )
    const b = base ? num(find(base.values, cols[0])) : undefined
    const v = num(find(values, cols[0]))
    const isBase = base?.label === label
    cells.push(
      isBase || b === undefined || v === undefined
        ? { text: '' }
        : { text: formatRatio(ratio(v, b, direction), view.speedupColumn.approx), tone: 'good', numeric: true },
    )
  }
  if (view.speedupRange) {
    const of = view.speedupRange.of
    const ours = num(
      find(
        values,
        cols.find((c) => String(c) === of),
      ),
    )
    const rs = cols
      .filter((c) => String(c) !== of)
      .map((c) => num(find(values, c)))
      .filter((x): x is number => x !== undefined && x > 0)
      .map((x) => ratio(ours ?? NaN, x, direction))
    cells.push(
      rs.length && ours !== undefined
        ? { text: formatRatioRange(Math.min(...rs), Math.max(...rs)), tone: 'good', numeric: true }
        : { text: '' },
    )
  }
  if (view.winner) {
    const scored = cols
      .map((c) => ({ c, v: num(find(values, c)) }))
      .filter((x): x is { c: ParamValue; v: number } => x.v !== undefined)
    // Which is better is the core's rule (numbers.ts); on a tie the first column wins.
    const best = scored.length
      ? bestOf(
          scored.map((x) => x.v),
          direction,
        )
      : undefined
    const winner = scored.find((x) => x.v === best)
    cells.push({ text: winner ? t.colLabel(winner.c) : '' })
  }
  if (view.advantage) cells.push(...advantageCells(t, view.advantage, values))
  return cells
}

/** One short cell per rival ("47 % faster"), so that no cell wraps into a paragraph. */
function advantageCells(t: TableContext, adv: NonNullable<TableView['advantage']>, row: ParamValue[]): TableCell[] {
  const { view, find, num } = t
  const direction = t.metrics[0]!.direction
  const ours = adv.of.map((o) => num(find(row, o))).filter((x): x is number => x !== undefined)
  const best = bestOf(ours, direction)
  return adv.against.map((o) => {
    const theirs = num(find(row, o))
    if (!ours.length || theirs === undefined) return { text: '' }
    const name = view.columns ? valueLabel(t.data.suite, view.columns, o) : o
    // A figure with its word ("47 % faster"): one line, like every figure (a .num cell never wraps).
    return {
      text: formatAdvantage(best, theirs, name, direction === 'lower').replace(` than ${name}`, ''),
      numeric: true,
    }
  })
}

/** The emphasised row of ratios of one row over another, column by column. */
function speedupRow(t: TableContext, spec: NonNullable<TableView['speedupRow']>): TableModel['rows'][number] {
  const { cols, find, num } = t
  const findRow = (name: string) => t.rowIds.find((x) => x.label === name || x.values.map(String).includes(name))
  const a = findRow(spec.row)
  const b = findRow(spec.baseline)
  if (!a || !b) throw new ViewError(`speedupRow: rows "${spec.row}" and "${spec.baseline}" must both exist`)
  return {
    header: spec.label ?? 'Speedup',
    emphasis: true,
    cells: cols.map((c) => {
      const va = num(find(a.values, c))
      const vb = num(find(b.values, c))
      return va === undefined || vb === undefined
        ? { text: '—' }
        : { text: formatRatio(ratio(va, vb, t.metrics[0]!.direction)), tone: 'good' as const, numeric: true }
    }),
  }
}

/** Column heads: one per column value (or per metric), then the computed columns'. */
function tableHead(t: TableContext): string[] {
  const { view, metrics } = t
  const head = view.columns ? t.cols.map(t.colLabel) : metrics.map((m) => m.label)
  if (view.speedupColumn) head.push(view.speedupColumn.label ?? 'Speedup')
  if (view.speedupRange) head.push(view.speedupRange.label ?? 'Speedup')
  if (view.winner) head.push(typeof view.winner === 'string' ? view.winner : 'Winner')
  if (view.advantage) {
    const adv = view.advantage
    for (const o of adv.against)
      head.push(`${adv.label ?? 'Advantage'} vs ${view.columns ? valueLabel(t.data.suite, view.columns, o) : o}`)
  }
  return head
}

export function buildTable(data: SuiteData, view: TableView): TableModel {
  const t = tableContext(data, view)
  const { suite } = data
  const rows: TableModel['rows'] = t.rowIds.map(({ values, label }) => {
    // Without a column key, each metric gets a column of its own.
    const cells = view.columns
      ? t.cols.map((c) => resultCell(t, t.find(values, c)))
      : t.metrics.map((m) => resultCell(t, t.find(values, undefined), [m]))
    return { header: label, cells: [...cells, ...computedCells(t, values, label)] }
  })
  if (view.speedupRow) rows.push(speedupRow(t, view.speedupRow))
  return dropEmptyColumns(
    {
      caption: view.caption ?? `${t.metrics.map((m) => m.label).join(', ')} — ${suite.title}`,
      note: runCaption(t.run, t.data),
      rowHeader: keysOf(view.rows)
        .map((k) => keyLabel(suite, k))
        .join(' / '),
      head: tableHead(t),
      rows,
    },
    view.columns ? t.metrics.map((m) => m.label) : undefined,
  )
}

const isEmpty = (c: TableCell | undefined) => !c || c.text === '' || c.text === '—'

/** Whether any cell holds a figure: a run without the table's metric leaves only row names (a shell). */
export function hasFigures(t: Pick<TableModel, 'rows'>): boolean {
  return t.rows.some((r) => r.cells.some((c) => !isEmpty(c)))
}

/**
 * Leaves out the columns no row has a value in (a latency table over benchmarks of which only some
 * measure latency); the table says which (table-view.ts omittedText).
 */
export function dropEmptyColumns(t: TableModel, metrics?: string[]): TableModel {
  const keep = t.head.map((_, i) => t.rows.some((r) => !isEmpty(r.cells[i])))
  if (keep.every(Boolean)) return t
  const omitted = t.head.filter((_, i) => !keep[i])
  return {
    ...t,
    ...(metrics?.length ? { omittedMetrics: metrics } : {}),
    head: t.head.filter((_, i) => keep[i]),
    rows: t.rows.map((r) => ({ ...r, cells: r.cells.filter((_, i) => keep[i]) })),
    omitted,
  }
}

/** How many times better `a` is than `b` for this direction (the core's timesBetter). */
export const ratio = timesBetter

function uniqueRows(results: Result[], keys: string[], data: SuiteData) {
  const orders = keys.map((k) => new Map(orderedValues(data.suite, k, results).map((v, i) => [String(v), i])))
  const rows: Array<{ values: ParamValue[]; label: string; rank: number[] }> = []
  const seen = new Set<string>()
  for (const r of results) {
    const values = keys.map((k) => keyValue(r, k) ?? '')
    const key = JSON.stringify(values.map(String))
    if (seen.has(key)) continue
    seen.add(key)
    rows.push({
      values,
      label: keys.map((k, i) => valueLabel(data.suite, k, values[i])).join(' '),
      rank: values.map((v, i) => orders[i]!.get(String(v)) ?? -1),
    })
  }
  return rows.sort((a, b) => {
    for (let i = 0; i < a.rank.length; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i]! - b.rank[i]!
    return 0
  })
}
