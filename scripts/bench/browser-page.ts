// Opening a page in Chromium for the bench measurements (browser.ts, browser-weight.ts): the context
// for a viewport (a phone one is mobile, with touch), waiting for the page to settle, and drawing every chart.
import type { BrowserContextOptions, Page } from '@playwright/test'

export type Viewport = { width: number; height: number }

export const contextOptions = (viewport: Viewport, extra: BrowserContextOptions = {}): BrowserContextOptions => ({
  viewport,
  ...(viewport.width < 600 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  ...extra,
})

/** Waits until the network has been quiet for 500 ms and fonts are in. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForTimeout(200)
  await page.waitForLoadState('networkidle')
}

/** Scrolls through the page so that every chart nears the viewport, waits until all are drawn, and returns to the top. */
export async function drawAll(page: Page): Promise<number> {
  const step = Math.round((page.viewportSize()?.height ?? 900) / 2)
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += step) {
    await page.evaluate((yy) => window.scrollTo(0, yy), y)
    await page.waitForTimeout(50)
  }
  const figures = await page.locator('figure.BenchChart').count()
  // A chart's canvas loads when the reader reaches for it (a pointer over it): each in turn, the pointer
  // staying on a figure until its canvas has drawn. A figure not yet hydrated when the pointer arrives
  // notices it only if the pointer is still there when it mounts (BenchChart.vue): moving on at once, as
  // this did, left a figure undrawn whenever a busy machine hydrated it late (the CLS sweep's Ergo flake).
  for (let i = 0; i < figures; i++) {
    await page
      .locator('figure.BenchChart .BenchChart__box')
      .nth(i)
      .hover({ position: { x: 2, y: 2 } })
    await page.waitForFunction(
      (k) =>
        !!(
          document.querySelectorAll('figure.BenchChart')[k]?.querySelector('canvas') as unknown as {
            benchChart?: unknown
          } | null
        )?.benchChart,
      i,
      { timeout: 30_000 },
    )
  }
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll('figure.BenchChart canvas')].filter(
        (c) => (c as unknown as { benchChart?: unknown }).benchChart,
      ).length === n,
    figures,
    { timeout: 30_000 },
  )
  await page.evaluate(() => window.scrollTo(0, 0))
  return figures
}
