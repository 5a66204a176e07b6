// Charts at first paint: every chart of the chart pages is in the HTML as an SVG (seen without JavaScript),
// Chart.js loads only when a reader reaches for a chart, and its drawing lands where the SVG's was: every
// bar end and value tick within 2 px, at 1350 and 390 px; every mark follows its box when the box narrows.
import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { PAGES, reachFor } from './helpers'
import { GENERATED_PAGES, serveSite } from './sites'

// The four pages and the worked example (trends over twenty runs, one on a log axis).
const CHART_PAGES = [...PAGES.slice(1), '/examples/go-history']

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const path of CHART_PAGES) {
    test(`${path}: every chart shows its SVG, an image with a title and a description`, async ({ page }) => {
      await page.goto(path)
      const figures = page.locator('figure.BenchChart')
      const count = await figures.count()
      expect(count).toBeGreaterThan(0)
      for (let i = 0; i < count; i++) {
        // One drawing is shown: the one for any width, or the desktop one (not the phone's) at 1350 px.
        const svg = figures.nth(i).locator('.BenchChart__svg > svg >> visible=true')
        await expect(svg).toHaveCount(1)
        expect(await svg.getAttribute('class')).toMatch(/BenchChart__svg-(any|desktop)/)
        expect(await svg.getAttribute('role')).toBe('img')
        expect(await svg.locator('title').textContent()).toBeTruthy()
        expect(await svg.locator('desc').textContent()).toBeTruthy()
        // Something is drawn: bars, or the points of lines, and the value axis's ticks.
        expect(await svg.locator('[data-bar], circle, path').count()).toBeGreaterThan(0)
        expect(await svg.locator('[data-tick]').count()).toBeGreaterThan(1)
        // The box keeps the chart's height: the SVG fills it.
        const [box, img] = await Promise.all([
          figures.nth(i).locator('.BenchChart__box').boundingBox(),
          svg.boundingBox(),
        ])
        expect(img!.height).toBeCloseTo(box!.height, 0)
      }
      expect(await page.locator('canvas').count()).toBe(0)
      // Every mark follows its box when the box narrows after the first layout, at 1350 px and (the phone's
      // drawing) at 390 px.
      expect(await marksOffWhenNarrowed(page)).toEqual([])
      expect(await labelsOverlapping(page)).toEqual([])
      await page.setViewportSize({ width: 390, height: 844 })
      expect(await marksOffWhenNarrowed(page)).toEqual([])
      // No label of a drawing runs into another, down to the narrowest phone (a drawing made for 342 px
      // crowded its labels at 320: "10 ns100 ns1 µs").
      for (const width of [390, 360, 320]) {
        await page.setViewportSize({ width, height: 844 })
        expect(await labelsOverlapping(page), `${width} px`).toEqual([])
      }
    })
  }
})

test.describe('without JavaScript, on generated data', () => {
  test.use({ javaScriptEnabled: false })
  const site = serveSite('generated')
  test('long names, many series, 10⁶× spans, gaps: every mark follows its box when the box narrows', async ({
    page,
  }) => {
    await page.goto(`${site.origin}${GENERATED_PAGES.charts}`)
    expect(await page.locator('figure.BenchChart').count()).toBeGreaterThan(4)
    expect(await marksOffWhenNarrowed(page)).toEqual([])
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await marksOffWhenNarrowed(page)).toEqual([])
    for (const width of [1350, 390, 360, 320]) {
      await page.setViewportSize({ width, height: 844 })
      expect(await labelsOverlapping(page), `${width} px`).toEqual([])
    }
  })
})

/**
 * Pairs of texts of a shown chart SVG that run into each other: overlapping by more than half a pixel across
 * (as chart-layout.spec.ts allows Chart.js) and by half their height up and down (a text's box holds its
 * font's line gap: a speedup over the top tick grazed it without touching a glyph).
 */
function labelsOverlapping(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    for (const s of document.querySelectorAll<SVGSVGElement>('.BenchChart__svg > svg')) {
      if (!s.getBoundingClientRect().width) continue
      const texts = [...s.querySelectorAll('text')]
        .map((t) => ({ text: t.textContent, b: t.getBoundingClientRect() }))
        .filter((t) => t.b.width > 0)
      texts.forEach(({ text, b: a }, i) => {
        for (const { text: other, b } of texts.slice(i + 1))
          if (
            a.left < b.right - 0.5 &&
            b.left < a.right - 0.5 &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > Math.min(a.height, b.height) / 2
          )
            out.push(`${s.closest('figure')!.id} (${s.getAttribute('class')}): "${text}" over "${other}"`)
      })
    }
    return out.slice(0, 10)
  })
}

/**
 * Narrows every chart's box by 37 px and lists the SVG marks that are not where a copy of the SVG laid out
 * afresh puts them. Not a window resize (which lays every SVG out again) but what a scrollbar that goes after
 * the first layout, or a column that narrows, does: Chromium kept <line> ends in calc() at the old width.
 */
function marksOffWhenNarrowed(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const svgs = [...document.querySelectorAll<SVGSVGElement>('.BenchChart__svg > svg')].filter(
      (s) => s.getBoundingClientRect().width > 0,
    )
    const boxes = svgs.map((s) => s.closest<HTMLElement>('.BenchChart__box')!)
    for (const box of boxes) box.style.width = `${box.getBoundingClientRect().width - 37}px`
    // (Reading a box lays the page out again: no frame to wait for, and none comes without scripts.)
    const out: string[] = svgs.length ? [] : ['no chart SVG shown']
    for (const s of svgs) {
      const fresh = s.cloneNode(true) as SVGSVGElement
      s.after(fresh)
      const marks = (e: SVGSVGElement) => [...e.querySelectorAll('line, rect, circle, path, text')]
      const [was, now] = [marks(s), marks(fresh)]
      was.forEach((m, i) => {
        const [a, b] = [m.getBoundingClientRect(), now[i]!.getBoundingClientRect()]
        const d = Math.max(Math.abs(a.left - b.left), Math.abs(a.right - b.right))
        if (d > 0.5) out.push(`${s.closest('figure')!.id}: <${m.tagName}> ${i} off by ${d.toFixed(1)} px`)
      })
      fresh.remove()
    }
    for (const box of boxes) box.style.width = ''
    return out.slice(0, 10)
  })
}

test('Chart.js loads only when a reader reaches for a chart', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await page.goto('/fusion/performance#rpc-calls')
  await page.waitForLoadState('networkidle')
  const fig = page.locator('figure#rpc-calls')
  await expect(fig.locator('.BenchChart__svg > svg >> visible=true')).toHaveCount(1)
  await page.waitForTimeout(500)
  expect(await page.locator('canvas').count()).toBe(0)
  const before = scripts.length
  await reachFor(fig)
  await expect
    .poll(
      () =>
        fig.evaluate((f) => !!(f.querySelector('canvas') as unknown as { benchChart?: unknown } | null)?.benchChart),
      { timeout: 15_000 },
    )
    .toBe(true)
  expect(scripts.length).toBeGreaterThan(before)
  // The canvas took the SVG's place.
  await expect(fig.locator('.BenchChart__svg')).toHaveCount(0)
})

interface Marks {
  bars: Record<string, { lo: number; hi: number; mid: number }>
  ticks: number[]
  horizontal: boolean
}

/** Bar ends and tick positions of the SVG shown in a figure (page px). */
function svgMarks(page: Page, id: string): Promise<Marks> {
  return page.evaluate((fid) => {
    const fig = document.getElementById(fid)!
    const svg = [...fig.querySelectorAll<SVGSVGElement>('.BenchChart__svg > svg')].find(
      (s) => getComputedStyle(s).display !== 'none',
    )!
    // Relative to the figure's box, which the canvas fills as the SVG did.
    const o = fig.querySelector('.BenchChart__box')!.getBoundingClientRect()
    const horizontal =
      svg.querySelectorAll('[data-tick]')[0]!.getBoundingClientRect().height >
      svg.querySelectorAll('[data-tick]')[0]!.getBoundingClientRect().width
    const bars: Marks['bars'] = {}
    for (const r of svg.querySelectorAll('[data-bar]')) {
      const r0 = r.getBoundingClientRect()
      const b = {
        left: r0.left - o.left,
        right: r0.right - o.left,
        top: r0.top - o.top,
        bottom: r0.bottom - o.top,
        width: r0.width,
        height: r0.height,
      }
      bars[r.getAttribute('data-bar')!] = horizontal
        ? { lo: b.left, hi: b.right, mid: b.top + b.height / 2 }
        : { lo: b.top, hi: b.bottom, mid: b.left + b.width / 2 }
    }
    const ticks = [...svg.querySelectorAll('[data-tick]')].map((t) => {
      const b = t.getBoundingClientRect()
      return horizontal ? b.left - o.left + b.width / 2 : b.top - o.top + b.height / 2
    })
    return { bars, ticks, horizontal }
  }, id)
}

/** The same marks as Chart.js drew them, from the chart instance on the canvas. */
function canvasMarks(page: Page, id: string): Promise<Marks> {
  return page.evaluate((fid) => {
    const fig = document.getElementById(fid)!
    const chart = (fig.querySelector('canvas') as unknown as { benchChart: any }).benchChart
    const c = chart.canvas.getBoundingClientRect()
    const o = fig.querySelector('.BenchChart__box')!.getBoundingClientRect()
    const box = { left: c.left - o.left, top: c.top - o.top }
    const horizontal = chart.options.indexAxis === 'y'
    const scale = chart.scales[horizontal ? 'x' : 'y']
    const off = horizontal ? box.left : box.top
    const bars: Marks['bars'] = {}
    if (chart.config.type === 'bar') {
      chart.data.datasets.forEach((_: unknown, si: number) =>
        chart.getDatasetMeta(si).data.forEach((el: any, gi: number) => {
          if (chart.data.datasets[si].data[gi] == null) return
          const [a, b] = [el.x as number, el.base as number].map((v) => v + (horizontal ? box.left : 0)) as [
            number,
            number,
          ]
          bars[`${si} ${gi}`] = horizontal
            ? { lo: Math.min(a, b), hi: Math.max(a, b), mid: box.top + el.y }
            : { lo: box.top + Math.min(el.y, el.base), hi: box.top + Math.max(el.y, el.base), mid: box.left + el.x }
        }),
      )
    }
    const ticks = scale.ticks.map((_: unknown, i: number) => off + scale.getPixelForTick(i))
    return { bars, ticks, horizontal }
  }, id)
}

for (const viewport of [
  { width: 1350, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' })
    for (const path of CHART_PAGES) {
      test(`${path}: the SVG's bar ends and ticks lie within 2 px of Chart.js's`, async ({ page }) => {
        test.setTimeout(120_000)
        await page.goto(path)
        const ids = await page.locator('figure.BenchChart').evaluateAll((fs) => fs.map((f) => f.id))
        const off: string[] = []
        for (const id of ids) {
          const fig = page.locator(`figure[id="${id}"]`)
          // The pointer leaves the last chart first: scrolling the next one under it would load its canvas.
          await page.mouse.move(0, 0)
          await fig.scrollIntoViewIfNeeded()
          await page.waitForTimeout(100)
          const svg = await svgMarks(page, id)
          await reachFor(fig)
          await expect
            .poll(
              () =>
                fig.evaluate(
                  (f) => !!(f.querySelector('canvas') as unknown as { benchChart?: unknown } | null)?.benchChart,
                ),
              { timeout: 15_000 },
            )
            .toBe(true)
          const canvas = await canvasMarks(page, id)
          if (svg.ticks.length !== canvas.ticks.length)
            off.push(`${id}: ${svg.ticks.length} ticks in the SVG, ${canvas.ticks.length} on the canvas`)
          svg.ticks.forEach((t, i) => {
            if (Math.abs(t - canvas.ticks[i]!) > 2)
              off.push(`${id}: tick ${i} at ${t.toFixed(1)} against ${canvas.ticks[i]!.toFixed(1)}`)
          })
          for (const [k, c] of Object.entries(canvas.bars)) {
            const s = svg.bars[k]
            if (!s) {
              off.push(`${id}: bar ${k} missing from the SVG`)
              continue
            }
            for (const p of ['lo', 'hi', 'mid'] as const)
              if (Math.abs(s[p] - c[p]) > 2)
                off.push(`${id}: bar ${k} ${p} at ${s[p].toFixed(1)} against ${c[p].toFixed(1)}`)
          }
        }
        expect(off).toEqual([])
      })
    }
  })
}

test.describe('embeds', () => {
  // Permissions given as an option, not granted on the context: the reused context (playwright.config.ts) keeps a
  // grant for the tests after it; an option gives this test a context of its own.
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })
  test('each chart is published as an SVG and a PNG image, with Markdown to embed it that Copy puts on the clipboard', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/fusion/performance')
    const embed = page.locator('figure#rpc-calls ~ details.BenchChart__embed').first()
    await embed.locator('summary').click()
    const href = await embed.locator('a').first().getAttribute('href')
    const res = await page.request.get(new URL(href!, page.url()).href)
    expect(res.status()).toBe(200)
    const body = await res.text()
    expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(body).toContain('<title>RPC calls per second</title>')
    expect(body).toContain('@media (prefers-color-scheme: dark)')
    // As an image (a README's <img>): its ground follows the reader's colour scheme, from the SVG's own style.
    const ground = async (scheme: 'light' | 'dark') => {
      await page.emulateMedia({ colorScheme: scheme })
      return page.evaluate(async (src) => {
        const img = new Image()
        img.src = `${src}?${Math.random()}`
        await img.decode()
        const c = document.createElement('canvas')
        c.width = img.naturalWidth
        c.height = img.naturalHeight
        const ctx = c.getContext('2d')!
        ctx.drawImage(img, 0, 0)
        return [...ctx.getImageData(img.naturalWidth - 3, img.naturalHeight - 3, 1, 1).data.slice(0, 3)]
      }, new URL(href!, page.url()).href)
    }
    expect(await ground('light')).toEqual([255, 255, 255])
    expect(await ground('dark')).toEqual([27, 27, 31])
    await page.emulateMedia({ colorScheme: 'light' })
    const png = await page.request.get(
      new URL((await embed.locator('a').nth(1).getAttribute('href'))!, page.url()).href,
    )
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
    const origin = baseURL!.replace(/\/$/, '')
    for (const [i, ext] of [
      [0, 'svg'],
      [1, 'png'],
    ] as const) {
      await embed.locator('button').nth(i).click()
      await expect(embed.locator('button').nth(i)).toHaveText('Copied')
      const md = await page.evaluate(() => navigator.clipboard.readText())
      expect(md).toMatch(
        new RegExp(
          `^\\[!\\[RPC calls per second\\. Bar chart of [^\\]]+\\]\\(${origin}/charts/fusion/performance/rpc-calls\\.${ext}\\)\\]\\(${origin}/fusion/performance#rpc-calls\\)$`,
        ),
      )
    }
  })
})

/** Per figure, whether it is hydrated: its toolbar is then one Tab stop (toolbar-stop.ts sets the others' tabindex). */
const hydrated = (page: Page) =>
  page
    .locator('figure.BenchChart')
    .evaluateAll((figs) => figs.map((f) => !!f.querySelector('.BenchChart__bar [tabindex="-1"]')))

/** The figure's own code and the canvas's (theme/index.ts), by the names of their chunks. */
const FIGURE_CODE = /\/assets\/chunks\/BenchChart(Canvas)?\.[\w-]+\.js$/

test('a figure hydrates when a reader reaches for it, not as it comes into view; its code loads then too', async ({
  page,
}) => {
  const figureCode: string[] = []
  page.on('request', (r) => {
    if (FIGURE_CODE.test(new URL(r.url()).pathname)) figureCode.push(r.url())
  })
  await page.goto('/fusion/performance#calls')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  // Opened at a chart, scrolled through: the SVGs are the charts, nothing is hydrated or downloaded for them.
  expect((await hydrated(page)).filter(Boolean)).toHaveLength(0)
  await page.mouse.wheel(0, 2000)
  await page.waitForTimeout(500)
  expect((await hydrated(page)).filter(Boolean)).toHaveLength(0)
  expect(figureCode).toEqual([])
  // With JavaScript the controls look live before hydration (nojs.spec.ts: hidden only without it).
  const fig = page.locator('figure#rpc-calls')
  await expect(fig.locator('button.BenchChart__tool').first()).toBeVisible()
  await expect(fig.locator('button.BenchChart__tool').first()).toBeEnabled()
  const index = await fig.evaluate((f) => [...document.querySelectorAll('figure.BenchChart')].indexOf(f))
  await reachFor(fig)
  await expect.poll(async () => (await hydrated(page))[index]).toBe(true)
  expect((await hydrated(page)).filter(Boolean)).toHaveLength(1)
  expect(figureCode.length).toBeGreaterThan(0)
})

// The event that hydrates a figure is replayed on it, so the reader's first click does what it says; a click
// that lands before the figure's code (fetched as the pointer reaches the figure) is kept and replayed too.
for (const [what, control, late] of [
  ['Log', (f: Locator) => f.locator('.BenchChart__tool:has(> input[aria-label="Log scale"]) input'), false],
  ['a legend key', (f: Locator) => f.locator('.BenchChart__key').first(), false],
  ['Log', (f: Locator) => f.locator('.BenchChart__tool:has(> input[aria-label="Log scale"]) input'), true],
  ['a legend key', (f: Locator) => f.locator('.BenchChart__key').first(), true],
] as const) {
  test(`on a page opened fresh, one click on ${what} works${late ? ', the figure code arriving after it' : ''}`, async ({
    page,
  }) => {
    if (late)
      await page.route(FIGURE_CODE, async (route) => {
        await new Promise((r) => setTimeout(r, 1500))
        await route.continue()
      })
    await page.goto('/fusion/performance#rpc-calls')
    await page.waitForLoadState('networkidle')
    const fig = page
      .locator('figure.BenchChart:has(.BenchChart__key + .BenchChart__key):has(input[aria-label="Log scale"])')
      .first()
    await fig.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    const index = await fig.evaluate((f) => [...document.querySelectorAll('figure.BenchChart')].indexOf(f))
    expect((await hydrated(page))[index]).toBe(false)
    const c = control(fig)
    const before = what === 'Log' ? await c.isChecked() : await c.getAttribute('aria-pressed')
    await c.click()
    // The click landed before the figure was live.
    if (late) expect((await hydrated(page))[index]).toBe(false)
    // The chart itself follows: Chart.js draws it with the change.
    await expect
      .poll(
        () =>
          fig.evaluate((f) => !!(f.querySelector('canvas') as unknown as { benchChart?: unknown } | null)?.benchChart),
        {
          timeout: 15_000,
        },
      )
      .toBe(true)
    // The control and the drawing say the same, once everything has settled.
    await page.waitForTimeout(300)
    const drawn = await fig.evaluate((f) => {
      const chart = (f.querySelector('canvas') as unknown as { benchChart: any }).benchChart
      const valueAxis = chart.options.indexAxis === 'y' ? 'x' : 'y'
      return { log: chart.scales[valueAxis].type === 'logarithmic', first: chart.isDatasetVisible(0) as boolean }
    })
    if (what === 'Log') {
      await expect(c).toBeChecked({ checked: !before })
      expect(drawn.log).toBe(!before)
    } else {
      await expect(c).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true')
      expect(drawn.first).toBe(before !== 'true')
    }
  })
}
