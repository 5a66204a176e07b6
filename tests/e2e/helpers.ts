// Shared steps for the end-to-end tests: open a page, collect console problems, bring every chart
// into view so it draws, and read Chart.js state from the canvas.
import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { HYDRATED_ATTR } from '../../.vitepress/theme/page-text'

export const PAGES = ['/', '/fusion/performance', '/topgun/performance', '/silly/benchmark', '/ergo/benchmarks']

export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning' || /hydration/i.test(m.text()))
      problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  return problems
}

/**
 * Waits until the first page's text is hydrated (theme/page-text.ts: at the browser's first idle moment).
 * A test that adds or removes elements of the page must wait: hydration removes what the server's HTML
 * did not have.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTR}]`).waitFor({ state: 'attached' })
}

/** Brings each chart into view in turn (as a reader scrolling would) and waits until every one has drawn. */
export async function drawAllCharts(page: Page): Promise<number> {
  const figures = page.locator('figure.BenchChart')
  const count = await figures.count()
  for (let i = 0; i < count; i++) {
    const fig = figures.nth(i)
    await fig.scrollIntoViewIfNeeded()
    await reachFor(fig)
    await expect
      .poll(
        () =>
          fig.evaluate((f) => !!(f.querySelector('canvas') as unknown as { benchChart?: unknown } | null)?.benchChart),
        { timeout: 15_000 },
      )
      .toBe(true)
  }
  return count
}

/**
 * What a reader does that loads a chart's canvas over its SVG (BenchChart.vue, useWanted): a pointer over
 * the figure. Its code is fetched then (theme/hydrate-on-reach.ts), and the figure, reached before it was
 * live, hydrates and asks for its canvas once the code is there.
 */
export async function reachFor(fig: Locator): Promise<void> {
  await fig.locator('.BenchChart__box').hover({ position: { x: 2, y: 2 } })
}

export interface ChartState {
  id: string
  labels: string[]
  datasets: Array<{ label: string; data: Array<number | null>; color: string; visible: boolean }>
  scaleType: string
}

export async function chartStates(page: Page): Promise<ChartState[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('figure.BenchChart')].map((fig) => {
      const chart = (fig.querySelector('canvas') as unknown as { benchChart: any }).benchChart
      const valueAxis = chart.options.indexAxis === 'y' ? 'x' : 'y'
      return {
        id: fig.id,
        labels: chart.data.labels,
        datasets: chart.data.datasets.map((d: any, i: number) => ({
          label: d.label,
          data: [...d.data],
          color: String(d.backgroundColor),
          visible: chart.isDatasetVisible(i),
        })),
        scaleType: chart.scales[valueAxis].type,
      }
    }),
  )
}

/**
 * The page coordinates of the middle of one bar (or of one point) of a figure's chart: `dataset` and `index` count from
 * the end when negative (-1: the last).
 */
export async function barCenter(fig: Locator, dataset: number, index: number): Promise<{ x: number; y: number }> {
  return fig.evaluate(
    (f, [ds, i]) => {
      const chart = (f.querySelector('canvas') as unknown as { benchChart: any }).benchChart
      const meta = chart.getDatasetMeta(ds! < 0 ? chart.data.datasets.length + ds! : ds!)
      const bar = meta.data[i! < 0 ? meta.data.length + i! : i!]
      const box = chart.canvas.getBoundingClientRect()
      // A point of a line (trend) chart has no base: its centre is the point itself.
      if (bar.base === undefined) return { x: box.left + bar.x, y: box.top + bar.y }
      return chart.options.indexAxis === 'y'
        ? { x: box.left + (bar.x + bar.base) / 2, y: box.top + bar.y }
        : { x: box.left + bar.x, y: box.top + (bar.y + bar.base) / 2 }
    },
    [dataset, index],
  )
}
