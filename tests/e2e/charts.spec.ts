// What a reader sees: every chart drawn with the numbers in data/, tooltips, legend toggles, the log
// switch, dark mode, no console errors or hydration warnings, nothing shifting as charts load.
import { expect, test } from '@playwright/test'
import type { Locator } from '@playwright/test'
import { barCenter, chartStates, drawAllCharts, PAGES, watchConsole } from './helpers'
import { chartBlocks, storedNumbers } from './expected'

test.use({ reducedMotion: 'reduce' })

// Expected values come from the data files and the pages' Markdown, never from the chart builders
// under test: every chart block is drawn, and every number drawn is one the run files hold.
for (const path of PAGES) {
  test(`${path}: charts draw the values in data/, no console errors`, async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto(path)
    await drawAllCharts(page)
    const blocks = chartBlocks(path)
    const states = await chartStates(page)
    expect(states.length).toBe(blocks.length)
    expect(new Set(states.map((s) => s.id)).size).toBe(states.length)
    states.forEach((s, i) => {
      const stored = storedNumbers(blocks[i]!.suite, blocks[i]!.metric)
      for (const d of s.datasets) {
        expect(d.data.length, `${s.id} / ${d.label}`).toBe(s.labels.length)
        const foreign = d.data.filter((v) => v !== null && !stored.has(v))
        expect(
          foreign,
          `${s.id} / ${d.label}: drawn numbers that no run file of ${blocks[i]!.suite} holds for ${blocks[i]!.metric}`,
        ).toEqual([])
      }
    })
    expect(problems).toEqual([])
  })
}

test('a bar chart draws each figure of the run file at its group and series', async ({ page }) => {
  // By hand from data/fusion-rpc/runs/2026-04-25-net10.0.7.json (calls/s of Sum, GetUser, SayHello
  // per framework), the run the page's rpc-calls chart shows first.
  await page.goto('/fusion/performance#rpc-calls')
  await drawAllCharts(page)
  const chart = (await chartStates(page)).find((s) => s.id === 'rpc-calls')!
  expect(chart.labels).toEqual(['Sum', 'GetUser', 'SayHello'])
  expect(chart.datasets.map((d) => [d.label, d.data])).toEqual([
    ['ActualLab.Rpc', [10160000, 9030000, 6160000]],
    ['gRPC', [1290000, 1260000, 1180000]],
    ['SignalR', [5310000, 4430000, 2240000]],
  ])
})

test('tooltip shows the formatted value', async ({ page }) => {
  await page.goto('/fusion/performance#rpc-calls')
  await drawAllCharts(page)
  const fig = page.locator('#rpc-calls')
  await fig.scrollIntoViewIfNeeded()
  const point = await barCenter(fig, 0, 0)
  await page.mouse.move(point.x, point.y)
  // The HTML tooltip: the group, every series with its value (the hovered one marked), as text.
  const tooltip = fig.locator('.BenchChartCanvas__tooltip')
  await expect(tooltip).toBeVisible()
  expect(await tooltipLines(tooltip)).toEqual({
    title: 'Sum',
    lines: ['ActualLab.Rpc: 10.16M\u00a0calls/s', 'gRPC: 1.29M\u00a0calls/s', 'SignalR: 5.31M\u00a0calls/s'],
    focused: ['ActualLab.Rpc: 10.16M\u00a0calls/s'],
  })
  // Inside the chart's box, and gone when the pointer leaves the chart.
  const [tip, box] = [await tooltip.boundingBox(), await fig.locator('.BenchChart__box').boundingBox()]
  expect(tip!.x).toBeGreaterThanOrEqual(box!.x)
  expect(tip!.x + tip!.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5)
  await page.mouse.move(1, 1)
  await expect(tooltip).toHaveCount(0)
})

/** What the tooltip shows, line by line, as a reader reads it (textContent: text, never markup). */
function tooltipLines(tooltip: Locator) {
  return tooltip.evaluate((t) => ({
    title: t.querySelector('.BenchChartCanvas__tooltip-title')?.textContent,
    lines: [...t.querySelectorAll('.BenchChartCanvas__tooltip-line')].map((l) => l.textContent),
    focused: [...t.querySelectorAll('.BenchChartCanvas__tooltip-line.is-focused')].map((l) => l.textContent),
  }))
}

test('a legend click hides a series and a second click brings it back', async ({ page }) => {
  await page.goto('/fusion/performance#rpc-calls')
  await drawAllCharts(page)
  const key = page.locator('#rpc-calls .BenchChart__key', { hasText: 'gRPC' })
  await key.click()
  await expect(key).toHaveAttribute('aria-pressed', 'false')
  await expect
    .poll(
      async () =>
        (await chartStates(page)).find((s) => s.id === 'rpc-calls')!.datasets.find((d) => d.label === 'gRPC')!.visible,
    )
    .toBe(false)
  await key.click()
  await expect
    .poll(
      async () =>
        (await chartStates(page)).find((s) => s.id === 'rpc-calls')!.datasets.find((d) => d.label === 'gRPC')!.visible,
    )
    .toBe(true)
})

test('the log switch changes the value scale', async ({ page }) => {
  await page.goto('/fusion/performance#perf-test-multi-reader')
  await drawAllCharts(page)
  const box = page.locator('#perf-test-multi-reader input[type=checkbox]')
  const type = async () => (await chartStates(page)).find((s) => s.id === 'perf-test-multi-reader')!.scaleType
  expect(await type()).toBe('logarithmic')
  await box.uncheck()
  await expect.poll(type).toBe('linear')
  await box.check()
  await expect.poll(type).toBe('logarithmic')
})

test('switching to dark mode re-colours the charts', async ({ page }) => {
  await page.goto('/fusion/performance#rpc-calls')
  await drawAllCharts(page)
  const colours = async () => (await chartStates(page)).find((s) => s.id === 'rpc-calls')!.datasets.map((d) => d.color)
  const light = await colours()
  await page.locator('button.VPSwitchAppearance:visible').first().click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect.poll(colours).not.toEqual(light)
  const dark = await colours()
  expect(new Set(dark).size).toBe(dark.length)
})

test('nothing moves when the charts load', async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as any).__shift = 0
    new PerformanceObserver((list) => {
      // Only shifts of the page content count here; the default theme's nav bar and outline marker
      // move on their own when it hydrates and as the reader scrolls.
      for (const e of list.getEntries() as any[]) {
        if (e.sources.some((s: any) => s.node?.closest?.('.vp-doc'))) (window as any).__shift += e.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/fusion/performance')
  const headings = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('h2, h3')].map((h) => Math.round(h.getBoundingClientRect().top + window.scrollY)),
    )
  const before = await headings()
  await drawAllCharts(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await headings()).toEqual(before)
  expect(await page.evaluate(() => (window as any).__shift)).toBe(0)
})

test('each chart has a permalink and CSV and JSON downloads of its numbers', async ({ page }) => {
  await page.goto('/fusion/performance')
  const fig = page.locator('#rpc-calls')
  await expect(fig.locator('a.bench-anchor')).toHaveAttribute('href', '#rpc-calls')
  const csv = decodeURIComponent(
    (await fig.getByRole('link', { name: 'CSV' }).getAttribute('href'))!.split(',').slice(1).join(','),
  )
  expect(csv.split('\n')[0]).toBe('Benchmark,Framework,Calls,unit,qualifier')
  expect(csv).toContain('Sum,ActualLab.Rpc,10160000,calls/s,')
  const json = JSON.parse(
    decodeURIComponent(
      (await fig.getByRole('link', { name: 'JSON' }).getAttribute('href'))!.split(',').slice(1).join(','),
    ),
  )
  expect(json.rows).toContainEqual({ group: 'Sum', series: 'gRPC', value: 1290000 })
  const download = page.waitForEvent('download')
  await fig.getByRole('link', { name: 'CSV' }).click()
  expect((await download).suggestedFilename()).toBe('rpc-calls.csv')
})

test('a keyboard reader can step through the bars and hear each value', async ({ page }) => {
  await page.goto('/fusion/performance#rpc-calls')
  await drawAllCharts(page)
  const canvas = page.locator('#rpc-calls canvas')
  await canvas.focus()
  await page.keyboard.press('ArrowRight')
  const live = page.locator('#rpc-calls [aria-live]')
  await expect(live).toHaveText('Sum, ActualLab.Rpc, 10.16M\u00a0calls/s')
  await page.keyboard.press('ArrowRight')
  await expect(live).toHaveText('Sum, gRPC, 1.29M\u00a0calls/s')
  // The focused bar is highlighted, and the tooltip beside it marks its line.
  const active = () =>
    canvas.evaluate((c) => (c as any).benchChart.getActiveElements().map((a: any) => [a.datasetIndex, a.index]))
  expect(await active()).toEqual([[1, 0]])
  const tooltip = page.locator('#rpc-calls .BenchChartCanvas__tooltip')
  await expect(tooltip).toBeVisible()
  expect(await tooltipLines(tooltip)).toMatchObject({ title: 'Sum', focused: ['gRPC: 1.29M\u00a0calls/s'] })
  await page.keyboard.press('End')
  await expect(live).toHaveText('SayHello, SignalR, 2.24M\u00a0calls/s')
  await expect
    .poll(() => tooltipLines(tooltip))
    .toMatchObject({ title: 'SayHello', focused: ['SignalR: 2.24M\u00a0calls/s'] })
  await expect(canvas).toHaveAttribute('aria-details', 'rpc-calls-table')
  await canvas.blur()
  await expect(tooltip).toHaveCount(0)
  expect(await active()).toEqual([])
})
