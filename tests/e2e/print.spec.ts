// A reader who prints a page (or saves it as a PDF): paper is white and browsers print no backgrounds, so
// the dark theme is left for the light one while the print lasts (theme/print.ts), drawn charts included;
// the site's navigation and the charts' controls stay off the paper, and no chart is cut by a page break
// (style.css, @media print). page.pdf() is a real print: Chromium fires beforeprint and afterprint around it.
import { expect, test } from '@playwright/test'
import { pageHydrated, reachFor } from './helpers'

// The first two series colours of each theme, as style.css declares them.
const LIGHT = ['#643bae', '#749400']
const DARK = ['#797df9', '#91ab00']
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

interface Seen {
  dark: boolean
  drawn: string[]
  svg: string
}

/**
 * Run in the page: the theme, the colour of the middle of the first bar of each series as drawn on the first
 * chart's canvas (pixels, not Chart.js's settings: a print needs the drawing done), and a later chart's SVG
 * bar of series 2.
 */
function look(): Seen {
  const [first, ...rest] = document.querySelectorAll('figure.BenchChart')
  type Bar = { x: number; y: number; base: number }
  type Drawn = { benchChart: { getDatasetMeta: (i: number) => { data: Bar[] } } }
  const canvas = first?.querySelector('canvas') as HTMLCanvasElement
  const scale = canvas.width / canvas.clientWidth
  const drawn = [0, 1].map((i) => {
    const bar = (canvas as unknown as Drawn).benchChart.getDatasetMeta(i).data[0]!
    const px = canvas.getContext('2d')!.getImageData(bar.x * scale, ((bar.y + bar.base) / 2) * scale, 1, 1).data
    return '#' + [...px.slice(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')
  })
  const bar = rest.map((f) => f.querySelector('rect[fill="var(--bench-c-series-2)"]')).find(Boolean) as Element
  return { dark: document.documentElement.classList.contains('dark'), drawn, svg: getComputedStyle(bar).fill }
}

test('a page printed from the dark theme prints light, drawn charts too, and is dark again after', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/fusion/performance')
  await pageHydrated(page)
  const first = page.locator('figure.BenchChart').first()
  await first.scrollIntoViewIfNeeded()
  await reachFor(first)
  await expect.poll(() => first.evaluate((f) => !!f.querySelector('canvas'))).toBe(true)
  const dark = { dark: true, drawn: DARK, svg: rgb(DARK[1]!) }
  const stored = () => page.evaluate(() => localStorage.getItem('vitepress-theme-appearance'))
  const choice = await stored()
  await expect.poll(() => page.evaluate(look)).toEqual(dark)

  // What the page is when the print is laid out: read by a listener added after the page's own.
  await page.evaluate(`addEventListener('beforeprint', () => { window.seenInPrint = (${look.toString()})() })`)
  // Printed while the chart animates (the log scale off and on again: 400 ms of moving bars), as a CI run
  // once printed in the animation after the first drawing: the drawing must still be done before the print.
  const log = first.getByRole('checkbox', { name: 'Log scale' })
  await log.click()
  await log.click()
  await page.pdf({ format: 'A4' })
  expect(await page.evaluate(() => (window as unknown as { seenInPrint: unknown }).seenInPrint)).toEqual({
    dark: false,
    drawn: LIGHT,
    svg: rgb(LIGHT[1]!),
  })
  // The reader's theme is back, and their stored choice (the system's: "auto") untouched.
  await expect.poll(() => page.evaluate(look)).toEqual(dark)
  expect([choice, await stored()]).toEqual(['auto', 'auto'])
})

test('on paper: no navigation, no chart controls, the legend kept with its colours, no chart or row cut in two', async ({
  page,
}) => {
  await page.goto('/fusion/performance')
  await page.emulateMedia({ media: 'print' })
  for (const sel of ['.VPNav', '.VPLocalNav', '.VPSidebar', '.VPDoc .aside', '.VPDocFooter'])
    await expect(page.locator(sel)).toBeHidden()
  const figures = page.locator('figure.BenchChart')
  expect(await figures.count()).toBeGreaterThan(5)
  const seen = await figures.evaluateAll((figs) =>
    figs.map((f) => {
      const shown = (sel: string) =>
        [...f.querySelectorAll(sel)].filter((e) => getComputedStyle(e).display !== 'none').length
      const swatch = f.querySelector('.BenchChart__swatch')
      return {
        breakInside: getComputedStyle(f).breakInside,
        controls: shown('button.BenchChart__tool, a.BenchChart__tool, .BenchChart__downloads, .bench-anchor'),
        keys: shown('.BenchChart__key'),
        swatchKept: swatch ? getComputedStyle(swatch).printColorAdjust : 'exact',
      }
    }),
  )
  for (const s of seen) expect(s).toEqual({ breakInside: 'avoid', controls: 0, keys: s.keys, swatchKept: 'exact' })
  expect(seen.some((s) => s.keys > 1)).toBe(true)
  // The embed snippets are for a screen; headings stay with what follows them, rows stay whole.
  await expect(page.locator('.BenchChart__embed').first()).toBeHidden()
  const style = (sel: string, property: string) =>
    page
      .locator(sel)
      .first()
      .evaluate((e, p) => getComputedStyle(e).getPropertyValue(p), property)
  expect(await style('.vp-doc h2', 'break-after')).toBe('avoid')
  expect(await style('.vp-doc tr', 'break-inside')).toBe('avoid')
})
