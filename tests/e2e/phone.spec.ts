// The pages on a 390 px phone: charts still draw and nothing is wider than the screen except
// scrollable tables.
import { expect, test, type Locator } from '@playwright/test'
import { barCenter, drawAllCharts, PAGES, watchConsole } from './helpers'

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

test('a tapped bar at the right edge shows its tooltip inside the screen', async ({ page }) => {
  await page.goto('/fusion/performance#rpc-calls')
  await drawAllCharts(page)
  const fig = page.locator('#rpc-calls')
  await fig.scrollIntoViewIfNeeded()
  // The right-most bar: the last visible series of the last group.
  const point = await barCenter(fig, -1, -1)
  await page.touchscreen.tap(point.x, point.y)
  const tooltip = fig.locator('.BenchChartCanvas__tooltip')
  await expect(tooltip).toBeVisible()
  await expect(tooltip.locator('.BenchChartCanvas__tooltip-title')).toHaveText('SayHello')
  await expect(tooltip).toBeInViewport({ ratio: 1 })
  const tip = (await tooltip.boundingBox())!
  expect(tip.x).toBeGreaterThanOrEqual(0)
  expect(tip.x + tip.width).toBeLessThanOrEqual(390)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

/**
 * The tooltip title of a trend chart's point `index` (negative: from the end): its run's label, the axis's
 * "#2 · …" said whole ("Run 2 of 2 (…)", every run of the suite plotted).
 */
function runTitle(fig: Locator, index: number): Promise<string> {
  return fig.evaluate((f, i) => {
    const chart = (f.querySelector('canvas') as unknown as { benchChart: { data: { labels: string[] } } }).benchChart
    const labels = chart.data.labels
    // The Fusion trend's runs have no dates: the axis gives "#1 · .NET 10.0.1", the tooltip "Run 1 of 2 (.NET 10.0.1)".
    return String(labels[i < 0 ? labels.length + i : i]).replace(/^#(\d+) · (.*)$/, `Run $1 of ${labels.length} ($2)`)
  }, index)
}

test('a tapped trend point shows its tooltip beside or below it, never over it', async ({ page }) => {
  await page.goto('/fusion/performance#trend-rpc-sum')
  await drawAllCharts(page)
  const fig = page.locator('#trend-rpc-sum')
  await fig.scrollIntoViewIfNeeded()
  const series = await fig.locator('.BenchChart__key').count()
  expect(series).toBeGreaterThan(1)
  for (const [dataset, index] of Array.from(
    { length: series },
    (_, d) =>
      [
        [d, 0],
        [d, -1],
      ] as const,
  ).flat()) {
    const point = await barCenter(fig, dataset, index)
    await page.touchscreen.tap(point.x, point.y)
    const tooltip = fig.locator('.BenchChartCanvas__tooltip')
    // The previous tap's tooltip stays until this tap is handled (its box, read too early, covered this
    // point in two CI runs): wait for this point's run in the title. Taps alternate between the first and
    // last run, so the title changes every time.
    await expect(tooltip.locator('.BenchChartCanvas__tooltip-title')).toHaveText(await runTitle(fig, index))
    // The trend tooltip is tall: series, then the run's details (date, version, commit, environment).
    await expect(tooltip).toContainText('Environment:')
    const tip = (await tooltip.boundingBox())!
    const covers = tip.x <= point.x && point.x <= tip.x + tip.width && tip.y <= point.y && point.y <= tip.y + tip.height
    expect(covers, `point ${JSON.stringify(point)}, tooltip ${JSON.stringify(tip)}`).toBe(false)
    expect(tip.x).toBeGreaterThanOrEqual(0)
    expect(tip.x + tip.width).toBeLessThanOrEqual(390)
  }
})

test('a tooltip that grows after it is placed is placed again, still clear of the tapped point', async ({ page }) => {
  await page.goto('/fusion/performance#trend-rpc-sum')
  await drawAllCharts(page)
  const fig = page.locator('#trend-rpc-sum')
  await fig.scrollIntoViewIfNeeded()
  const tooltip = fig.locator('.BenchChartCanvas__tooltip')
  // A point whose tooltip goes above it (the rule when there is no room beside it): grown, it must move up.
  let above: { point: { x: number; y: number }; box: { y: number; height: number } } | undefined
  for (const [dataset, index] of [
    [0, -1],
    [1, -1],
    [2, -1],
    [0, 0],
    [1, 0],
    [2, 0],
  ] as const) {
    const point = await barCenter(fig, dataset, index)
    await page.touchscreen.tap(point.x, point.y)
    await expect(tooltip).toContainText('Environment:')
    const box = (await tooltip.boundingBox())!
    if (box.y + box.height < point.y && box.x <= point.x && point.x <= box.x + box.width) {
      above = { point, box }
      break
    }
  }
  expect(above, 'a point with its tooltip above it').toBeDefined()
  await tooltip.evaluate((t) => {
    const more = document.createElement('div')
    // Grown by less than the room left above it (the title names the run whole: "Run 1 of 2 (…)").
    more.style.height = '16px'
    t.append(more)
  })
  await expect.poll(async () => (await tooltip.boundingBox())!.height).toBe(above!.box.height + 16)
  await expect.poll(async () => (await tooltip.boundingBox())!.y).toBe(above!.box.y - 16)
})

test('a six-series chart shows run, Log and Table on one row, then every legend key without sideways scrolling', async ({
  page,
}) => {
  await page.goto('/fusion/performance#docker-calls')
  await drawAllCharts(page)
  const fig = page.locator('#docker-calls')
  const legend = fig.locator('.BenchChart__legend')
  // The keys wrap: nothing lies past the legend's edge (a row that scrolled behind a fade showed 3½ of 6).
  expect(await legend.evaluate((l) => l.scrollWidth <= l.clientWidth + 1)).toBe(true)
  const lb = (await legend.boundingBox())!
  for (const key of await fig.locator('.BenchChart__key').all()) {
    const box = (await key.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(lb.x - 1)
    expect(box.x + box.width).toBeLessThanOrEqual(lb.x + lb.width + 1)
  }
  const rows = await fig
    .locator('.BenchChart__tools > *')
    .evaluateAll(
      (els) =>
        new Set(els.filter((e) => e.getClientRects().length).map((e) => Math.round(e.getBoundingClientRect().top)))
          .size,
    )
  expect(rows).toBe(1)
  // The keyboard reaches every key, and every key still hides and shows its series.
  await fig.locator('.BenchChart__key').first().focus()
  await expect(fig.locator('[role="toolbar"]')).toHaveAttribute('data-roving', '')
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight')
  const last = fig.locator('.BenchChart__key').last()
  await expect(last).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(last).toHaveAttribute('aria-pressed', 'false')
})
