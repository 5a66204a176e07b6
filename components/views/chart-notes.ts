// The sentences under a chart that explain what its drawing marks (chart-overlay.ts and the chart types'
// overlays): bounds, failures, and the type's own marks (short bars, threshold lines, a withdrawn run).
import type { ChartModel } from '../chart-types/chart-model'
import { chartType } from '../chart-types/chart-types'

export function chartNotes(model: ChartModel, log: boolean): string[] {
  const s = model.series
  return [
    s.some((x) => x.qualifiers?.some((q) => q && q !== 'about')) &&
      'Striped bars are bounds, not exact values: the tool reported “at least” (the bar’s end is left open) or “below” that figure.',
    s.some((x) => x.failed?.some(Boolean)) && '✕ marks a failed test: the tool reported zero.',
    chartType(model).note?.(model, log),
  ].filter((n): n is string => !!n)
}
