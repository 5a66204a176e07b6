// The pages on a 390 px phone: charts still draw and nothing is wider than the screen except
// scrollable tables.
import { expect, test } from '@playwright/test'
import { drawAllCharts, PAGES, watchConsole } from './helpers'

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', isMobile: true, hasTouch: true })

for (const path of PAGES) {
  test(`${path} on a phone`, async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto(path)
    await drawAllCharts(page)
    // The page itself never scrolls sideways; wide tables scroll inside their own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(problems).toEqual([])
  })
}
