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

/** Scrolls through the page slowly enough for each chart to load, then waits until all have drawn. */
export async function drawAllCharts(page: Page): Promise<number> {
  const height = await page.evaluate(() => document.body.scrollHeight)
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((yy) => window.scrollTo(0, yy), y)
    await page.waitForTimeout(60)
  }
  const figures = await page.locator('figure.BenchChart').count()
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('figure.BenchChart canvas')].filter((c) => (c as unknown as { benchChart?: unknown }).benchChart).length), { timeout: 15_000 }).toBe(figures)
  return figures
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
