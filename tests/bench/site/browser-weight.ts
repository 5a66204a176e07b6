// Page weight, measured in Chromium for `pnpm bench` and tests/e2e/budgets.spec.ts: every JS and CSS
// response of a load and then of scrolling all charts into view (raw and gzip), and the chart code, the
// JS a chart page loads that the plain page does not.
import { gzipSync } from 'node:zlib'
import type { Browser, Page, Request, Response } from '@playwright/test'
import { contextOptions, drawAll, settle, watchRequests, type Viewport } from './browser-page'
import { DESKTOP, NEAR_MARGIN } from './pages'

export interface Load {
  path: string
  kind: 'js' | 'css'
  raw: number
  gzip: number
  /** Requested while the page loaded (before any scrolling), or after the charts were scrolled to. */
  phase: 'load' | 'scroll'
}

export interface Weight {
  path: string
  loads: Load[]
  figures: number
  /** Distance from the top of the page to the first chart figure (px), if any. */
  firstFigureTop: number | null
  /** Whether a chart figure was within NEAR_MARGIN of the first viewport (so chart code may load at once). */
  chartNearAtLoad: boolean
}

const PAGE_CHUNK = /\/assets\/[^/]+\.md\.[\w-]+(?:\.lean)?\.js$/
/** The page's own Markdown chunk (its content), as opposed to code shared with other pages. */
export const isPageChunk = (path: string): boolean => PAGE_CHUNK.test(path)

// Sizes of the site's assets by URL: their names carry a hash of their content, so a sweep measuring every
// page reads and compresses each file once, not once a page.
const assetSizes = new Map<string, { raw: number; gzip: number }>()

/**
 * Records every JS and CSS response of the page from now on, marked with the phase it was requested in,
 * until `stop` (a reused tab records each of its pages on its own).
 */
export function recordLoads(
  page: Page,
  origin: string,
): { scrolling: () => void; loads: () => Promise<Load[]>; stop: () => void } {
  let phase: Load['phase'] = 'load'
  const phaseOf = new WeakMap<object, Load['phase']>()
  const loads: Load[] = []
  const pending: Array<Promise<void>> = []
  const onRequest = (req: Request) => phaseOf.set(req, phase)
  const onResponse = (res: Response) => {
    const req = res.request()
    const url = new URL(res.url())
    const type = req.resourceType()
    const kind =
      type === 'script' || url.pathname.endsWith('.js')
        ? 'js'
        : type === 'stylesheet' || url.pathname.endsWith('.css')
          ? 'css'
          : null
    if (!kind || !url.href.startsWith(origin)) return
    const at = phaseOf.get(req) ?? phase
    const asset = url.pathname.startsWith('/assets/') ? url.origin + url.pathname : undefined
    const known = asset ? assetSizes.get(asset) : undefined
    if (known) {
      loads.push({ path: url.pathname, kind, ...known, phase: at })
      return
    }
    pending.push(
      res.body().then(
        (body) => {
          const size = { raw: body.length, gzip: gzipSync(body).length }
          if (asset) assetSizes.set(asset, size)
          loads.push({ path: url.pathname, kind, ...size, phase: at })
        },
        () => undefined,
      ),
    )
  }
  page.on('request', onRequest)
  page.on('response', onResponse)
  return {
    scrolling: () => {
      phase = 'scroll'
    },
    loads: async () => {
      await Promise.all(pending)
      return loads
    },
    stop: () => {
      page.off('request', onRequest)
      page.off('response', onResponse)
    },
  }
}

/** Distance from the top of the page to its first chart figure, if any. */
export const firstFigureTop = (page: Page): Promise<number | null> =>
  page.evaluate(() => {
    const f = document.querySelector('figure.BenchChart')
    return f ? f.getBoundingClientRect().top + window.scrollY : null
  })

/** Records every JS and CSS response of a page load, then of scrolling all charts into view. */
export async function measureWeight(
  browser: Browser,
  origin: string,
  path: string,
  viewport: Viewport = DESKTOP,
): Promise<Weight> {
  const context = await browser.newContext(contextOptions(viewport))
  try {
    const page = await context.newPage()
    const rec = recordLoads(page, origin)
    watchRequests(page)
    await page.goto(origin + path, { waitUntil: 'load' })
    await settle(page)
    const first = await firstFigureTop(page)
    const figures = await page.locator('figure.BenchChart').count()
    rec.scrolling()
    if (figures) {
      await drawAll(page)
      await settle(page)
    }
    return {
      path,
      loads: await rec.loads(),
      figures,
      firstFigureTop: first,
      chartNearAtLoad: first !== null && first < viewport.height + NEAR_MARGIN,
    }
  } finally {
    await context.close()
  }
}

export interface Bytes {
  raw: number
  gzip: number
  files: string[]
}

export function sum(loads: Load[]): Bytes {
  return {
    raw: loads.reduce((a, l) => a + l.raw, 0),
    gzip: loads.reduce((a, l) => a + l.gzip, 0),
    files: loads.map((l) => l.path),
  }
}

/**
 * JS a page downloads that the plain page does not, leaving out the page's own Markdown chunk (its text
 * and data, which every page has): the chart code. `load`: before scrolling; `all`: once every chart drew.
 */
export function chartCode(w: Weight, plain: Weight): { load: Bytes; all: Bytes } {
  const shared = new Set(plain.loads.map((l) => l.path))
  const extra = w.loads.filter((l) => l.kind === 'js' && !shared.has(l.path) && !isPageChunk(l.path))
  return { load: sum(extra.filter((l) => l.phase === 'load')), all: sum(extra) }
}
