// Measurements in Chromium through Playwright, shared by `pnpm bench` and tests/e2e/budgets.spec.ts:
// layout shifts, heading positions with and without JS, Largest Contentful Paint, and the time until a
// chart is drawn.
// Each measurement opens its own browser context, so nothing is served from a previous page's cache; the
// every-page sweep reuses a tab with the cache off (openTab).
// Opening a page is in browser-page.ts, page weight in browser-weight.ts.
import type { Browser, Page } from '@playwright/test'
import { contextOptions, drawAll, nextPage, settle, watchRequests, type Viewport } from './browser-page'
import { firstFigureTop, recordLoads, type Weight } from './browser-weight'
import { DESKTOP, NEAR_MARGIN } from './pages'

// ---------------------------------------------------------------------------------------------------
// Layout

export interface Shift {
  value: number
  time: number
  sources: string[]
}

// Scripts installed before any page script, as source text: functions would be serialised from their
// compiled form, which under tsx refers to esbuild helpers (__name) the page does not have.

/** Records every layout shift (not within 500 ms of input) from navigation on, with its sources. */
const OBSERVE_SHIFTS = `(() => {
  window.__shifts = []
  const name = (n) => {
    if (!n) return '?'
    if (!(n instanceof Element)) return n.nodeName
    const cls = typeof n.className === 'string' && n.className.trim() ? '.' + n.className.trim().split(/\\s+/).join('.') : ''
    return n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + cls
  }
  const take = (entries) => {
    for (const e of entries) {
      if (e.hadRecentInput) continue
      window.__shifts.push({ value: e.value, time: e.startTime, sources: e.sources.map((s) => name(s.node && s.node.parentNode) + ' > ' + name(s.node)) })
    }
  }
  const observer = new PerformanceObserver((list) => take(list.getEntries()))
  observer.observe({ type: 'layout-shift', buffered: true })
  // Entries not yet delivered to the callback (it runs in a task of its own), taken when the shifts are read.
  window.__takeShifts = () => take(observer.takeRecords())
})()`

/**
 * Marks the time each chart is there to see: its build-time SVG in the page (painted with the page, so no
 * earlier than its first paint: see chartTime), or its canvas drawn with the Chart.js instance on it.
 */
const OBSERVE_DRAWN = `(() => {
  window.__drawn = {}
  const check = () => {
    for (const fig of document.querySelectorAll('figure.BenchChart')) {
      if (window.__drawn[fig.id] !== undefined) continue
      const canvas = fig.querySelector('canvas')
      if (fig.querySelector('.BenchChart__svg > svg') || (canvas && canvas.benchChart && fig.querySelector('.BenchChart__table.visually-hidden'))) window.__drawn[fig.id] = performance.now()
    }
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
})()`

/** Keeps the last Largest Contentful Paint candidate. */
const OBSERVE_LCP = `(() => {
  window.__lcp = -1
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime })
    .observe({ type: 'largest-contentful-paint', buffered: true })
})()`

export interface Layout {
  cls: number
  shifts: Shift[]
}

/** Waits until every chart within the viewport is there to see (they draw on their own). */
function inViewDrawn(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => {
      const drawn = (window as unknown as { __drawn: Record<string, number> }).__drawn
      return [...document.querySelectorAll('figure.BenchChart')].every((f) => {
        const r = f.getBoundingClientRect()
        return r.bottom < 0 || r.top > window.innerHeight || drawn[f.id] !== undefined
      })
    },
    undefined,
    { timeout: 30_000 },
  )
}

async function shiftsSoFar(page: Page): Promise<Layout> {
  const shifts = await page.evaluate(() => {
    const w = window as unknown as { __shifts: Shift[]; __takeShifts: () => void }
    w.__takeShifts()
    return w.__shifts
  })
  return { cls: shifts.reduce((a, s) => a + s.value, 0), shifts }
}

/**
 * A tab to measure in: its own context for `viewport`, the shift and drawing observers installed for every
 * document it opens. `cache: false` turns the HTTP cache off, so that a tab reused from page to page (the
 * every-page sweep) downloads each page whole, as a fresh context does, at a third of the CPU a load
 * (renderer and V8 stay up: MEASUREMENTS.md#ci). `cpuSlowdown`: a slow CPU (a phone, a busy machine) paints
 * before parsing or scripts are done; what moves then shows up reliably only when the slowness is emulated.
 * Close it with `page.context().close()`.
 */
export async function openTab(
  browser: Browser,
  viewport: Viewport,
  { cache = true, cpuSlowdown = 1 }: { cache?: boolean; cpuSlowdown?: number } = {},
): Promise<Page> {
  const context = await browser.newContext(contextOptions(viewport))
  const page = await context.newPage()
  if (cpuSlowdown > 1 || !cache) {
    const cdp = await context.newCDPSession(page)
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    if (!cache) {
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    }
  }
  await page.addInitScript({ content: OBSERVE_SHIFTS })
  await page.addInitScript({ content: OBSERVE_DRAWN })
  watchRequests(page)
  return page
}

/**
 * Cumulative Layout Shift of opening `url` (a path, with or without #anchor) in `page` (openTab), waiting
 * for the charts in view to draw, and (`scroll`) scrolling through the page until every chart has drawn.
 * Every shift is summed (stricter than the session windows of the CLS metric).
 */
export async function shiftsOn(page: Page, origin: string, url: string, scroll: boolean): Promise<Layout> {
  await nextPage(page)
  await page.goto(origin + url, { waitUntil: 'load' })
  await settle(page)
  await inViewDrawn(page)
  if (scroll && (await page.locator('figure.BenchChart').count())) await drawAll(page)
  // Whatever the last chart or the jump back to the top set off has landed and been laid out.
  await settle(page)
  return shiftsSoFar(page)
}

/** shiftsOn in a fresh tab of its own. */
export async function measureShifts(
  browser: Browser,
  origin: string,
  url: string,
  viewport: Viewport,
  scroll: boolean,
  cpuSlowdown = 1,
): Promise<Layout> {
  const page = await openTab(browser, viewport, { cpuSlowdown })
  try {
    return await shiftsOn(page, origin, url, scroll)
  } finally {
    await page.context().close()
  }
}

/**
 * The page weight (browser-weight.ts, measureWeight) and the layout shifts (shiftsOn, opened at the top,
 * scrolled through) of one load in `page` (openTab), so that a sweep of every page pays for one
 * load where it paid for two. Nothing the scroll phase loads is counted earlier, and the wait after the last
 * chart is longer than shiftsOn's alone.
 */
export async function weightAndShiftsOn(
  page: Page,
  origin: string,
  path: string,
): Promise<{ weight: Weight; layout: Layout }> {
  const viewport = page.viewportSize() ?? DESKTOP
  await nextPage(page)
  const rec = recordLoads(page, origin)
  try {
    await page.goto(origin + path, { waitUntil: 'load' })
    await settle(page)
    const first = await firstFigureTop(page)
    const figures = await page.locator('figure.BenchChart').count()
    await inViewDrawn(page)
    rec.scrolling()
    if (figures) await drawAll(page)
    await settle(page)
    const weight = {
      path,
      loads: await rec.loads(),
      figures,
      firstFigureTop: first,
      chartNearAtLoad: first !== null && first < viewport.height + NEAR_MARGIN,
    }
    return { weight, layout: await shiftsSoFar(page) }
  } finally {
    rec.stop()
  }
}

/** Document positions of the page's headings. */
async function headingTops(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.vp-doc :is(h1, h2, h3, h4)')].map((h, i) => [
        h.id || `#${i}`,
        h.getBoundingClientRect().top + window.scrollY,
      ]),
    ),
  )
}

/** How far (px) any heading moves between the server-rendered page (no JS) and the hydrated one with every chart drawn. */
export async function headingMovement(
  browser: Browser,
  origin: string,
  path: string,
  viewport: Viewport,
): Promise<{ max: number; headings: number }> {
  const tops: Array<Record<string, number>> = []
  for (const js of [false, true]) {
    const context = await browser.newContext(contextOptions(viewport, { javaScriptEnabled: js }))
    // Both loads without the web font: with font-display: optional, each load uses it only if it came
    // in time, and on a busy machine one load may get it and the other not; the text then wraps
    // differently, which is not what this measures (within one load, nothing swaps).
    await context.route(/\.woff2$/, (route) => route.abort())
    try {
      const page = await context.newPage()
      // Without JS, the page is settled the old way (network quiet): READY runs script in the page.
      if (js) watchRequests(page)
      await page.goto(origin + path, { waitUntil: 'load' })
      await settle(page)
      if (js && (await page.locator('figure.BenchChart').count())) {
        await drawAll(page)
        await settle(page)
      }
      tops.push(await headingTops(page))
    } finally {
      await context.close()
    }
  }
  const [before, after] = tops as [Record<string, number>, Record<string, number>]
  let max = 0
  for (const [id, top] of Object.entries(before))
    max = Math.max(max, Math.abs((after[id] ?? Number.POSITIVE_INFINITY) - top))
  return { max, headings: Object.keys(before).length }
}

// ---------------------------------------------------------------------------------------------------
// Timing

/** Largest Contentful Paint (ms from navigation) of one cold load. */
export async function measureLcp(browser: Browser, origin: string, path: string, viewport: Viewport): Promise<number> {
  const context = await browser.newContext(contextOptions(viewport))
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: OBSERVE_LCP })
    await page.goto(origin + path, { waitUntil: 'load' })
    // Painted text is the candidate on these pages; nothing larger arrives after load (fonts never swap).
    await page.waitForTimeout(500)
    return await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp)
  } finally {
    await context.close()
  }
}

/**
 * Time to a chart's pixels. `top`: from navigation to the first chart drawn (the page opened at its
 * top). `scrolled`: the page settled first, then its last chart (far below the fold, not loaded yet) is
 * scrolled into view: from the scroll to that chart drawn. Null when the page has no such chart.
 */
export async function measureFirstChart(
  browser: Browser,
  origin: string,
  path: string,
  viewport: Viewport,
  mode: 'top' | 'scrolled',
): Promise<number | null> {
  const context = await browser.newContext(contextOptions(viewport))
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: OBSERVE_DRAWN })
    watchRequests(page)
    await page.goto(origin + path, { waitUntil: 'load' })
    if (mode === 'top') {
      await page.waitForFunction(
        () =>
          Object.keys((window as unknown as { __drawn: object }).__drawn).length > 0 &&
          performance.getEntriesByName('first-contentful-paint').length > 0,
        undefined,
        { timeout: 30_000 },
      )
      // A chart in the HTML shows with the first paint, not before it.
      return await page.evaluate(() =>
        Math.max(
          performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
          Math.min(...Object.values((window as unknown as { __drawn: Record<string, number> }).__drawn)),
        ),
      )
    }
    await settle(page)
    const id = await page.evaluate(() => {
      const figs = [...document.querySelectorAll('figure.BenchChart')]
      const last = figs[figs.length - 1]
      return last && !last.querySelector('canvas') ? last.id : null
    })
    if (!id) return null
    const start = await page.evaluate((fid) => {
      const t = performance.now()
      document.getElementById(fid)!.scrollIntoView({ block: 'center' })
      return t
    }, id)
    await page.waitForFunction(
      (fid) => (window as unknown as { __drawn: Record<string, number> }).__drawn[fid] !== undefined,
      id,
      { timeout: 30_000 },
    )
    // An SVG drawn at build time was there before the scroll: 0.
    return Math.max(
      0,
      (await page.evaluate((fid) => (window as unknown as { __drawn: Record<string, number> }).__drawn[fid]!, id)) -
        start,
    )
  } finally {
    await context.close()
  }
}
