// What the chart tooltip says about one group (a bar group, or a run of a trend chart): the group's
// label, one line per visible series ("Series: 10.16M calls/s") and a footer (the run's date, version,
// commit and environment on trend charts; the speedup on bar charts that have one). Pure: the HTML
// tooltip in BenchChartCanvas.vue renders these strings as text (Vue escapes them).
import type { ChartModel } from '../chart-types/chart-model'
import { valueText } from '../views/describe'
import { formatRatioRange } from '../../data/numbers/format'

export interface TooltipLine {
  series: number
  text: string
  /** The series the keyboard (or the pointer) is on; its line is marked. */
  focused: boolean
}

export interface TooltipContent {
  title: string
  lines: TooltipLine[]
  footer: string[]
}

/** The tooltip of group `group`; `series` is the focused series, if any. */
export function tooltipContent(model: ChartModel, group: number, hidden: boolean[], series?: number): TooltipContent {
  const lines = model.series.flatMap((s, i) =>
    hidden[i] ? [] : [{ series: i, text: `${s.label}: ${valueText(model, i, group)}`, focused: i === series }],
  )
  // A trend's run by its whole name ("Run 13 of 20 · 2026-11-26 19:56:58"), as the run menu gives it; the axis says "#13".
  const name = model.runs?.[group]?.name
  const label = model.labels[group] ?? ''
  const rest = label.replace(/^#\d+[^·]* · /, '')
  // A run without a date is named by its label on the axis, which its name already says ("Run 1 of 2 (.NET 10.0.1)").
  const title = name ? (name.includes(rest) ? name : `${name} · ${rest}`) : label
  return { title, lines, footer: tooltipFooter(model, group) }
}

/** Trend charts: the run's details; bar charts with speedups: how many times better the series is. */
export function tooltipFooter(model: ChartModel, group: number): string[] {
  const run = model.runs?.[group]
  if (run) {
    return [
      run.date && `Date: ${run.date.slice(0, 10)}`,
      run.version && `Version: ${run.version}`,
      run.commit && `Commit: ${run.commit.slice(0, 7)}`,
      run.env && `Environment: ${run.env}`,
    ].filter((s): s is string => !!s)
  }
  // The model's, relabelled from the series shown (BenchChart.vue): one hidden is not among "the others".
  const sp = model.speedups?.[group]
  return sp ? [`${model.speedupOf}: ${formatRatioRange(sp[0], sp[1])} the others`] : []
}

export interface Size {
  width: number
  height: number
}

/**
 * Where the tooltip's top-left corner goes in its box: beside the anchor (right of it, else left of it)
 * and vertically centred on it, clamped into the box. On a box too narrow for either side (a phone),
 * above the anchor if it fits there, else below it, where it may reach past the box's bottom (over
 * what follows the chart, without moving it): clamping it back up would cover the point it describes,
 * as a trend point's tall tooltip (date, version, commit, environment) did. Never leaves the box sideways.
 */
export function tooltipPosition(
  at: { x: number; y: number },
  tip: Size,
  box: Size,
  gap = 12,
): { x: number; y: number } {
  let x = at.x + gap
  let y = at.y - tip.height / 2
  let below = false
  if (x + tip.width > box.width) x = at.x - gap - tip.width
  if (x < 0) {
    x = at.x - tip.width / 2
    below = at.y - gap - tip.height < 0
    y = below ? at.y + gap : at.y - gap - tip.height
  }
  x = Math.max(0, Math.min(x, box.width - tip.width))
  if (!below) y = Math.max(0, Math.min(y, box.height - tip.height))
  return { x: Math.round(x), y: Math.round(y) }
}
