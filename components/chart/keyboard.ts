// Keyboard reading of a chart: arrow keys move between bars or points, skipping hidden series and
// missing values; the text says what a sighted reader would see in the tooltip.
import type { ChartModel } from '../chart-types/chart-model'
import { valueText } from '../views/describe'
import { chartType } from '../chart-types/chart-types'

export interface Point {
  series: number
  group: number
}

/** Where a key moves from `at` (undefined: nothing focused yet), or undefined for keys we ignore. */
export function movePoint(model: ChartModel, hidden: boolean[], at: Point | undefined, key: string): Point | undefined {
  const visible = model.series.map((_, i) => i).filter((i) => !hidden[i])
  if (!visible.length) return undefined
  const has = (p: Point) => model.series[p.series]?.values[p.group] != null
  const points: Point[] = []
  // Reading order: group by group, series by series within a group.
  for (let g = 0; g < model.labels.length; g++)
    for (const s of visible) if (has({ series: s, group: g })) points.push({ series: s, group: g })
  if (!points.length) return undefined
  const i = at ? points.findIndex((p) => p.series === at.series && p.group === at.group) : -1
  const forward = model.horizontal ? ['ArrowDown', 'ArrowRight'] : ['ArrowRight', 'ArrowDown']
  const backward = model.horizontal ? ['ArrowUp', 'ArrowLeft'] : ['ArrowLeft', 'ArrowUp']
  if (key === 'Home') return points[0]
  if (key === 'End') return points[points.length - 1]
  if (forward.includes(key)) return points[i < 0 ? 0 : Math.min(points.length - 1, i + 1)]
  if (backward.includes(key)) return points[i < 0 ? 0 : Math.max(0, i - 1)]
  return undefined
}

export function pointText(model: ChartModel, p: Point): string {
  const series = model.series.length > 1 || chartType(model).namesSeries ? `${model.series[p.series]?.label}, ` : ''
  return `${model.labels[p.group]}, ${series}${valueText(model, p.series, p.group)}`
}
