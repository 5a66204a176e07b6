// The sweeps' own helper (tests/bench/site/browser.ts, drawAll) on a busy machine: a figure hydrates when its
// code has loaded, and takes a pointer already on it as a reader reaching for it only if the pointer is still
// there when it mounts. Holding the figures' code back 4 s makes every figure hydrate after the pointer
// reached it; drawAll must still draw every chart (it once moved on at once, and the CLS sweep timed out
// on the Ergo page about once in ten runs).
import { expect, test } from '@playwright/test'
import { drawAll } from '../bench/site/browser-page'

test('drawAll draws every chart when the figures hydrate late', async ({ page }) => {
  await page.route(/\/chunks\/BenchChart\.[\w-]+\.js$/, async (route) => {
    await new Promise((ok) => setTimeout(ok, 4_000))
    await route.continue()
  })
  await page.goto('/ergo/benchmarks', { waitUntil: 'load' })
  const figures = await page.locator('figure.BenchChart').count()
  expect(figures).toBeGreaterThan(1)
  expect(await drawAll(page)).toBe(figures)
})
