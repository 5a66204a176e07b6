// A chart's controls from the keyboard and the legend: the controls are one WAI-ARIA toolbar (one Tab stop,
// arrow keys between them), so a chart costs a keyboard reader one Tab stop; its drawing, where arrows read
// the values, is reached from the toolbar's Explore button and left with Escape or Tab. Hiding a series
// with the legend recomputes the speedup labels from the series still drawn.
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { shownSpeedups } from '../../components/views/speedups'
import type { ChartModel } from '../../components/chart-types/chart-model'
import { formatRatioRange } from '../../data/numbers/format'
import { drawAllCharts } from './helpers'

const CHART_PAGES = ['/fusion/performance', '/topgun/performance', '/silly/benchmark', '/ergo/benchmarks']

/** Where focus is: the chart it is in, and whether on the toolbar or the drawing. */
const focusAt = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    const fig = el?.closest('figure.BenchChart')
    return {
      chart: fig?.id ?? null,
      in: el?.closest('[role="toolbar"]') ? 'toolbar' : el?.tagName === 'CANVAS' ? 'drawing' : (el?.tagName ?? ''),
      text: (el?.textContent ?? '').trim() || el?.getAttribute('aria-label') || '',
    }
  })

for (const path of CHART_PAGES) {
  test(`${path}: each chart is one Tab stop, its toolbar`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(path)
    await drawAllCharts(page)
    const charts = await page.locator('figure.BenchChart').evaluateAll((fs) => fs.map((f) => f.id))
    await page.locator('.VPDoc h1').first().click()
    const stops = new Map<string, string[]>()
    let last = ''
    // Tab from the top of the article past the last chart; stop when focus leaves the article.
    for (let i = 0; i < 400; i++) {
      await page.keyboard.press('Tab')
      const at = await focusAt(page)
      const inDoc = await page.evaluate(() => !!document.activeElement?.closest('.VPDoc'))
      if (!inDoc) break
      if (!at.chart) continue
      stops.set(at.chart, [...(stops.get(at.chart) ?? []), at.in])
      last = at.chart
    }
    expect(last).toBe(charts.at(-1))
    for (const id of charts) expect(stops.get(id), id).toEqual(['toolbar'])
  })
}

test('the toolbar: arrows and Home/End move between controls, Tab leaves it, focus comes back where it was', async ({
  page,
}) => {
  await page.goto('/fusion/performance#rpc-calls')
  await drawAllCharts(page)
  const bar = page.locator('#rpc-calls [role="toolbar"]')
  await expect(bar).toHaveAttribute('aria-label', /chart controls/)
  const first = bar.locator('[tabindex="0"]')
  await expect(first).toHaveCount(1)
  await first.focus()
  // The arrow keys' code loads on this first focus.
  await expect(bar).toHaveAttribute('data-roving', '')
  const names: string[] = [(await focusAt(page)).text]
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('ArrowRight')
    names.push((await focusAt(page)).text)
  }
  // The controls in the order they are shown (the run menu, Table, Explore, CSV, JSON, then the legend's
  // chips under them), then round to the first.
  expect(names).toContain('Table')
  expect(names[names.indexOf('Table') + 1]).toBe('Explore')
  expect(names.slice(names.indexOf('JSON'), names.indexOf('JSON') + 4)).toEqual([
    'JSON',
    'ActualLab.Rpc',
    'gRPC',
    'SignalR',
  ])
  expect(names[names.indexOf('SignalR') + 1]).toBe(names[0])
  await page.keyboard.press('End')
  expect((await focusAt(page)).text).toBe('SignalR')
  await page.keyboard.press('Home')
  expect((await focusAt(page)).text).toBe(names[0])
  await page.keyboard.press('ArrowLeft')
  expect((await focusAt(page)).text).toBe('SignalR')
  await page.keyboard.press('ArrowLeft')
  expect((await focusAt(page)).text).toBe('gRPC')
  // Only one control of the toolbar is in the Tab order: the one last used.
  await expect(bar.locator('[tabindex="0"]')).toHaveCount(1)
  await expect(bar.locator('[tabindex="0"]')).toHaveText('gRPC')
  // Tab leaves the chart (the next stop is past it); Shift+Tab comes back to gRPC.
  await page.keyboard.press('Tab')
  expect((await focusAt(page)).chart).not.toBe('rpc-calls')
  await page.keyboard.press('Shift+Tab')
  expect(await focusAt(page)).toMatchObject({ chart: 'rpc-calls', text: 'gRPC' })
  // Space on a legend chip still toggles it.
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Space')
  await expect(bar.getByRole('button', { name: 'ActualLab.Rpc' })).toHaveAttribute('aria-pressed', 'false')
})

test('the drawing: Explore moves into it, arrows read the bars, Escape comes back, Tab goes on', async ({ page }) => {
  await page.goto('/fusion/performance#rpc-calls')
  await drawAllCharts(page)
  const fig = page.locator('#rpc-calls')
  const explore = fig.getByRole('button', { name: 'Explore' })
  // Said to a screen reader: what the button does and how to come back.
  await expect(explore).toHaveAccessibleDescription(/arrow keys read each value.*Escape comes back/)
  await expect(fig.locator('canvas')).toHaveAttribute('tabindex', '-1')
  const live = fig.locator('p[aria-live="polite"]').last()
  await explore.focus()
  await page.keyboard.press('Enter')
  expect(await focusAt(page)).toMatchObject({ chart: 'rpc-calls', in: 'drawing' })
  // The first bar is read out at once, and the arrows step bar by bar as before.
  await expect(live).toHaveText(/^Sum, ActualLab\.Rpc, /)
  await page.keyboard.press('ArrowRight')
  await expect(live).toHaveText(/^Sum, gRPC, /)
  await page.keyboard.press('End')
  await expect(live).toHaveText(/^SayHello, SignalR, /)
  await page.keyboard.press('ArrowLeft')
  await expect(live).toHaveText(/^SayHello, gRPC, /)
  // Escape: back to Explore, which stays the toolbar's Tab stop.
  await page.keyboard.press('Escape')
  expect(await focusAt(page)).toMatchObject({ chart: 'rpc-calls', in: 'toolbar', text: 'Explore' })
  await expect(fig.locator('[role="toolbar"] [tabindex="0"]')).toHaveText('Explore')
  // Space goes in as well; Shift+Tab from the drawing is the toolbar.
  await page.keyboard.press('Space')
  expect(await focusAt(page)).toMatchObject({ chart: 'rpc-calls', in: 'drawing' })
  await page.keyboard.press('Shift+Tab')
  expect(await focusAt(page)).toMatchObject({ chart: 'rpc-calls', text: 'Explore' })
  // Tab from the drawing goes where Tab from the toolbar goes: past the chart.
  await page.keyboard.press('Tab')
  const past = await focusAt(page)
  expect(past.chart).not.toBe('rpc-calls')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  expect(await focusAt(page)).toMatchObject({ chart: 'rpc-calls', in: 'drawing' })
  await page.keyboard.press('Tab')
  expect(await focusAt(page)).toEqual(past)
})

test('Explore is off while the data table is shown, and the table is then a Tab stop of its own', async ({ page }) => {
  await page.goto('/fusion/performance#rpc-calls')
  await drawAllCharts(page)
  const fig = page.locator('#rpc-calls')
  await fig.getByRole('button', { name: 'Table' }).click()
  await expect(fig.getByRole('button', { name: 'Explore' })).toBeDisabled()
  // The box takes the table's height: no blank under a short table (it kept the chart's 320 px).
  const box = (await fig.locator('.BenchChart__box').boundingBox())!
  const table = (await fig.locator('.BenchChart__table table').boundingBox())!
  expect(box.height - table.height).toBeLessThan(8)
  await fig.getByRole('button', { name: 'Table' }).focus()
  await page.keyboard.press('Tab')
  await expect(fig.getByRole('region', { name: /data table/ })).toBeFocused()
})

test('hiding a series with the legend recomputes the speedup labels from the series shown', async ({ page }) => {
  await page.goto('/fusion/performance#rpc-calls')
  await drawAllCharts(page)
  const fig = page.locator('#rpc-calls')
  const state = () =>
    fig.evaluate((f) => {
      const c = f.querySelector('canvas') as unknown as {
        benchChart: { $bench: { labels: Array<{ text: string }> } }
        benchModel: unknown
      }
      return { labels: c.benchChart.$bench.labels.map((l) => l.text), model: JSON.stringify(c.benchModel) }
    })
  const before = await state()
  const model = JSON.parse(before.model) as ChartModel
  const texts = (hidden: (i: number) => boolean) =>
    (shownSpeedups(model, hidden) ?? []).flatMap((sp) => (sp ? [formatRatioRange(sp[0], sp[1])] : []))
  expect(before.labels).toEqual(texts(() => false))
  expect(before.labels[0]).toBe('1.9–7.9×')
  const grpc = model.series.findIndex((s) => s.label === 'gRPC')
  await fig.getByRole('button', { name: 'gRPC' }).click()
  // Against SignalR alone: 10.16M / 5.31M on Sum.
  await expect.poll(async () => (await state()).labels).toEqual(texts((i) => i === grpc))
  expect((await state()).labels[0]).toBe('1.9×')
  // The subject hidden: no speedup to show.
  await fig.getByRole('button', { name: 'ActualLab.Rpc' }).click()
  await expect.poll(async () => (await state()).labels).toEqual([])
  // Both back: the labels as built.
  await fig.getByRole('button', { name: 'gRPC' }).click()
  await fig.getByRole('button', { name: 'ActualLab.Rpc' }).click()
  await expect.poll(async () => (await state()).labels).toEqual(before.labels)
})
