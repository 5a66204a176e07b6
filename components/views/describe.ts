// Text alternatives for charts: the words for one value, and the rows of the data table that stands in
// for the canvas without JavaScript (the one-paragraph description is describe-text.ts). Pure.
import type { ChartModel } from '../chart-types/chart-model'
import { formatMeasured, formatRatioRange, formatValue } from '../../data/numbers/format'
import { chartType } from '../chart-types/chart-types'

export function valueText(model: ChartModel, seriesIndex: number, groupIndex: number): string {
  const s = model.series[seriesIndex]
  const v = s?.values[groupIndex]
  if (v === null || v === undefined) return 'not measured'
  const text = formatMeasured(v, model.metric.unit, model.metric.format, s?.qualifiers?.[groupIndex] ?? undefined)
  // The figure the tool printed, not the "failed" that formatMeasured shows for it.
  if (s?.failed?.[groupIndex])
    return `failed (the tool reported ${formatValue(v, model.metric.unit, model.metric.format)})`
  const q = s?.qualifiers?.[groupIndex]
  return q === 'at-least' || q === 'above'
    ? `${text} (lower bound)`
    : q === 'at-most' || q === 'below'
      ? `${text} (upper bound)`
      : text
}

export interface AltTable {
  head: string[]
  rows: Array<{ header: string; cells: string[] }>
}

/** Groups as rows, series as columns (plus speedups when the chart has them). */
export function altTable(model: ChartModel): AltTable {
  const head =
    model.series.length > 1 || chartType(model).namesSeries ? model.series.map((s) => s.label) : [model.metric.label]
  if (model.speedups) head.push(`Speedup of ${model.speedupOf}`)
  const rows = model.labels.map((label, gi) => {
    const cells = model.series.map((_, si) => valueText(model, si, gi))
    const sp = model.speedups?.[gi]
    if (model.speedups) cells.push(sp ? formatRatioRange(sp[0], sp[1]) : '')
    return { header: label, cells }
  })
  return { head, rows }
}

/** The chart's numbers as CSV: one row per group and series, with the unit. */
export function chartCsv(model: ChartModel): string {
  // Text cells that a spreadsheet would run as a formula get a leading apostrophe; numbers stay numbers.
  const q = (s: string) => {
    const t = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s
    return /[",\n\r]/.test(t) || t !== s ? `"${t.replace(/"/g, '""')}"` : t
  }
  const lines = [
    [model.groupLabel || 'group', model.seriesLabel || 'series', model.metric.label, 'unit', 'qualifier']
      .map(q)
      .join(','),
  ]
  model.series.forEach((s) =>
    s.values.forEach((v, gi) => {
      lines.push(
        [
          q(model.labels[gi] ?? ''),
          q(s.label),
          v === null ? '' : String(v),
          q(model.metric.unit),
          s.qualifiers?.[gi] ?? '',
        ].join(','),
      )
    }),
  )
  return lines.join('\n') + '\n'
}

export function chartJson(model: ChartModel): string {
  const rows = model.series.flatMap((s) =>
    s.values.map((v, gi) => ({
      group: model.labels[gi],
      series: s.label,
      value: v,
      qualifier: s.qualifiers?.[gi] ?? undefined,
    })),
  )
  // One row a line, without indentation: the file stays readable, and the page, which carries it as a
  // percent-encoded data URI, a third of the size of indented JSON.
  const head = JSON.stringify({ title: model.title, caption: model.caption, metric: model.metric })
  return `${head.slice(0, -1)},"rows":[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`
}
