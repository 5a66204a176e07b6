// Screenshots for humans: `SCREENSHOTS=1 pnpm test:e2e screens` writes light, dark and 390 px images.
import { test } from '@playwright/test'
import { drawAllCharts } from './helpers'

const pages = ['/', '/fusion/performance', '/topgun/performance', '/silly/benchmark', '/ergo/benchmarks']
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write screenshots')

for (const path of pages) {
  for (const [name, width, dark] of [
    ['light', 1350, false],
    ['dark', 1350, true],
    ['phone', 390, false],
  ] as const) {
    test(`screenshot ${path === '/' ? 'home' : path} ${name}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light', reducedMotion: 'reduce' })
      await page.goto(path)
      await drawAllCharts(page)
      await page.evaluate(() => window.scrollTo(0, 0))
      const file = `tests/e2e/.screenshots/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}-${name}.png`
      await page.screenshot({ path: file, fullPage: true })
    })
  }
}
