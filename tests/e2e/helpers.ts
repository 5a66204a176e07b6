// Shared steps for the end-to-end tests: open a page, collect console problems, bring every chart
// into view so it draws, and read Chart.js state from the canvas.
import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

export const PAGES = ['/', '/fusion/performance', '/topgun/performance', '/silly/benchmark', '/ergo/benchmarks']

export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning' || /hydration/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  return problems
}

/** Brings each chart into view in turn (as a reader scrolling would) and waits until every one has drawn. */
export async function drawAllCharts(page: Page): Promise<number> {
  const figures = page.locator('figure.BenchChart')
  const count = await figures.count()
  for (let i = 0; i < count; i++) {
    const fig = figures.nth(i)
    await fig.scrollIntoViewIfNeeded()
    await expect.poll(() => fig.evaluate((f) => !!(f.querySelector('canvas') as unknown as { benchChart?: unknown } | null)?.benchChart), { timeout: 15_000 }).toBe(true)
  }
  return count
}

export interface ChartState {
  id: string
  labels: string[]
  datasets: Array<{ label: string; data: Array<number | null>; color: string; visible: boolean }>
  scaleType: string
}

export async function chartStates(page: Page): Promise<ChartState[]> {
  return page.evaluate(() => [...document.querySelectorAll('figure.BenchChart')].map((fig) => {
    const chart = (fig.querySelector('canvas') as unknown as { benchChart: any }).benchChart
    const valueAxis = chart.options.indexAxis === 'y' ? 'x' : 'y'
    return {
      id: fig.id,
      labels: chart.data.labels,
      datasets: chart.data.datasets.map((d: any, i: number) => ({ label: d.label, data: [...d.data], color: String(d.backgroundColor), visible: chart.isDatasetVisible(i) })),
      scaleType: chart.scales[valueAxis].type,
    }
  }))
}
