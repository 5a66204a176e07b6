// Opening a page in Chromium for the bench measurements (browser.ts, browser-weight.ts): the context
// for a viewport (a phone one is mobile, with touch), waiting for the page to settle, and drawing every chart.
import type { BrowserContextOptions, Page, Request } from '@playwright/test'
import { HYDRATED_ATTR } from '../../../.vitepress/theme/page-text'

export type Viewport = { width: number; height: number }

export const contextOptions = (viewport: Viewport, extra: BrowserContextOptions = {}): BrowserContextOptions => ({
  viewport,
  ...(viewport.width < 600 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  ...extra,
})

// What a page is waiting for: the requests Playwright saw start and not yet finish or fail, per page.
const requests = new WeakMap<Page, { pending: Set<Request>; started: number }>()

/**
 * Counts the page's requests from now on (call it before the page is opened), so that settle knows when
 * none is in flight instead of waiting for the network to have been quiet for half a second.
 */
export function watchRequests(page: Page): void {
  const w = { pending: new Set<Request>(), started: 0 }
  requests.set(page, w)
  page.on('request', (r) => {
    w.pending.add(r)
    w.started++
  })
  page.on('requestfinished', (r) => w.pending.delete(r))
  page.on('requestfailed', (r) => w.pending.delete(r))
}

/**
 * Makes a tab that goes from page to page ready for the next: the pointer off the page (where the last page
 * left it, a figure would count as reached for at load) and no request of the last page still awaited.
 */
export async function nextPage(page: Page): Promise<void> {
  requests.get(page)?.pending.clear()
  await page.mouse.move(-10, -10)
}

// In the page: loaded, the app mounted and the first page's text hydrated (theme/page-text.ts, at idle) when
// there is an app, the fonts in, then two frames (layout and
// IntersectionObserver callbacks run, so a chart near the viewport has asked for its code) and an idle
// moment (VitePress's link prefetching and anything else scheduled for idle has started).
const READY = `(async () => {
  const app = document.getElementById('app')
  const live = !app || !document.querySelector('script[type="module"]') || (app.__vue_app__ && document.documentElement.hasAttribute('${HYDRATED_ATTR}'))
  if (document.readyState !== 'complete' || !live) return false
  await document.fonts.ready
  for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(() => r()))
  await new Promise((r) => requestIdleCallback(() => r(), { timeout: 500 }))
  return true
})()`

/**
 * Waits until the page is up and quiet: on a page given to watchRequests, until it is ready (READY) with no
 * request in flight and none started meanwhile; on any other page, until the network has been quiet for
 * 500 ms and fonts are in.
 */
export async function settle(page: Page): Promise<void> {
  const w = requests.get(page)
  if (!w) {
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.waitForTimeout(200)
    await page.waitForLoadState('networkidle')
    return
  }
  const deadline = Date.now() + 30_000
  for (;;) {
    const started = w.started
    if (w.pending.size === 0 && (await page.evaluate(READY)) && w.pending.size === 0 && w.started === started) return
    if (Date.now() > deadline)
      throw new Error(`settle: still loading after 30 s: ${[...w.pending].map((r) => r.url()).join(', ')}`)
    await page.waitForTimeout(25)
  }
}

/** Scrolls through the page so that every chart nears the viewport, waits until all are drawn, and returns to the top. */
export async function drawAll(page: Page): Promise<number> {
  // Half a viewport at a time, two frames at each stop (so IntersectionObserver sees each position), in
  // one call rather than a round trip and a 50 ms sleep per stop.
  await page.evaluate(
    async (step) => {
      for (let y = 0; y < document.body.scrollHeight; y += step) {
        window.scrollTo(0, y)
        for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(() => r(undefined)))
      }
    },
    Math.round((page.viewportSize()?.height ?? 900) / 2),
  )
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
