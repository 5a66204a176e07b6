// The targets of issue 25 (charts at first paint), each measured against the plain page of the same build:
// JS a reader downloads before touching anything, at the top and at anchors; time to the chart against
// the page's own first paint; Lighthouse's mobile run at the top and at #calls; the Fusion page's HTML
// with its build-time SVGs against the same HTML without them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { measureShifts } from './browser'
import { DESKTOP, PHONE } from './pages'

type Viewport = { width: number; height: number }
const ctxOptions = (v: Viewport) => ({
  viewport: v,
  ...(v.width < 600 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
})

/** Anchors a reader follows into a chart page (a heading above a chart, and a chart itself). */
export const TARGET_URLS = ['/fusion/performance', '/fusion/performance#calls', '/fusion/performance#rpc-calls']
export const VIEWPORTS: Array<[string, Viewport]> = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]

/**
 * JS (gzip bytes of what the server sent, decompressed and gzipped again at level 6, as the bench's weight
 * rows count) a page downloads from navigation until its network is quiet, with no input at all. Requests
 * of VitePress's idle-time prefetch of other pages (`<link rel="prefetch">`, which Chromium sends with
 * `Sec-Purpose: prefetch`) are left out, as the issue's target says.
 */
export async function jsBeforeInteraction(
  browser: Browser,
  origin: string,
  url: string,
  viewport: Viewport,
): Promise<{ gzip: number; prefetched: number }> {
  const context = await browser.newContext(ctxOptions(viewport))
  try {
    const page = await context.newPage()
    const pending: Array<Promise<void>> = []
    let gzip = 0
    let prefetched = 0
    page.on('response', (res) => {
      const req = res.request()
      if (!new URL(res.url()).pathname.endsWith('.js') || !res.url().startsWith(origin)) return
      const prefetch = /prefetch/.test(req.headers()['sec-purpose'] ?? '') || req.resourceType() === 'other'
      pending.push(
        res.body().then(
          (b) => {
            if (prefetch) prefetched += gzipSync(b).length
            else gzip += gzipSync(b).length
          },
          () => undefined,
        ),
      )
    })
    await page.goto(origin + url, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1000)
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    return { gzip, prefetched }
  } finally {
    await context.close()
  }
}

/** Marks when each chart's build-time SVG (or its drawn canvas) is in the document. */
const OBSERVE = `(() => {
  window.__drawn = {}
  const check = () => {
    for (const fig of document.querySelectorAll('figure.BenchChart')) {
      if (window.__drawn[fig.id] !== undefined) continue
      const canvas = fig.querySelector('canvas')
      if (fig.querySelector('.BenchChart__svg > svg') || (canvas && canvas.benchChart)) window.__drawn[fig.id] = performance.now()
    }
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
})()`

/**
 * First contentful paint, and when the chart the reader sees first is there: at an anchor, the first chart
 * at or below it; at the top, the page's first chart. A chart in the HTML shows with the paint that follows
 * its parsing, so its time is the later of FCP and its arrival in the document.
 */
export async function chartVsFcp(
  browser: Browser,
  origin: string,
  url: string,
  viewport: Viewport,
): Promise<{ fcp: number; chart: number }> {
  const context = await browser.newContext(ctxOptions(viewport))
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: OBSERVE })
    await page.goto(origin + url, { waitUntil: 'load' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
      timeout: 30_000,
    })
    const id = await page.evaluate(
      (hash) => {
        const figs = [...document.querySelectorAll('figure.BenchChart')]
        const at = hash ? document.getElementById(hash.slice(1)) : null
        const first = at
          ? figs.find((f) => f === at || !!(at.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING))
          : figs[0]
        return first?.id ?? null
      },
      new URL(origin + url).hash,
    )
    if (!id) throw new Error(`${url}: no chart at or after it`)
    await page.waitForFunction(
      (fid) => (window as unknown as { __drawn: Record<string, number> }).__drawn[fid] !== undefined,
      id,
      { timeout: 30_000 },
    )
    return await page.evaluate((fid) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime
      return { fcp, chart: Math.max(fcp, (window as unknown as { __drawn: Record<string, number> }).__drawn[fid]!) }
    }, id)
  } finally {
    await context.close()
  }
}

/** The build-time SVGs of a page's charts (chart-svg.ts): each figure's drawings, as the server rendered them. */
const CHART_SVGS =
  /<svg class="BenchChart__svg-(?:any|desktop|phone|narrow)"[^]*?<\/svg>(?=<svg class="BenchChart__svg-|<\/div>)/g

/** A built page's HTML, gzip, with its charts' SVGs and without them (the same page less the SVG markup). */
export function htmlWithoutSvg(dist: string, path: string): { with: number; without: number; svgs: number } {
  const html = readFileSync(join(dist, `${path}.html`), 'utf8')
  const svgs = html.match(CHART_SVGS)?.length ?? 0
  return { with: gzipSync(html).length, without: gzipSync(html.replace(CHART_SVGS, '')).length, svgs }
}

// ---------------------------------------------------------------------------------------------------
// Rows of `pnpm bench` (section `targets`), each with its target and whether it is met.

export interface TargetRow {
  section: string
  item: string
  value: string
  baseline?: string
  ratio?: string
  budget?: string
  ok?: boolean | null
}
type Emit = (r: TargetRow) => void
type Log = (s: string) => void

const KB = (b: number) => `${(b / 1000).toFixed(1)} kB`
const msText = (x: number) => `${Math.round(x)} ms`
const med = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
const code = (s: string) => `\`${s}\``
/** The issue's allowance over the plain page: 20 kB (decimal, as it is written). */
export const JS_ALLOWANCE = 20_000
export const HTML_GROWTH = 0.25
export const FCP_SLACK = 50

/** The targets measured in Playwright's Chromium: weight, paint, and CLS opened at #calls. */
export async function browserTargets(
  browser: Browser,
  origin: string,
  dist: string,
  plain: string,
  reps: number,
  emit: Emit,
  log: Log,
): Promise<void> {
  await weightTargets(browser, origin, dist, plain, emit, log)
  await paintTargets(browser, origin, reps, emit, log)
  const cls: number[] = []
  for (const [name, vp] of VIEWPORTS) {
    log(`CLS ${name}: ${TARGET_URLS[1]}`)
    cls.push((await measureShifts(browser, origin, TARGET_URLS[1]!, vp, false)).cls)
  }
  emit({
    section: 'Layout',
    item: `CLS opened at ${code(TARGET_URLS[1]!)}, desktop · phone`,
    value: cls.map((c) => (c === 0 ? '0' : c.toFixed(5))).join(' · '),
    budget: '0',
    ok: cls.every((c) => c === 0),
  })
}

async function weightTargets(
  browser: Browser,
  origin: string,
  dist: string,
  plain: string,
  emit: Emit,
  log: Log,
): Promise<void> {
  for (const [name, vp] of VIEWPORTS) {
    log(`JS before interaction ${name}: ${plain}`)
    const base = await jsBeforeInteraction(browser, origin, plain, vp)
    for (const url of TARGET_URLS) {
      log(`JS before interaction ${name}: ${url}`)
      const w = await jsBeforeInteraction(browser, origin, url, vp)
      emit({
        section: 'Weight',
        item: `${code(url)}: JS before any input, ${name} (gzip; VitePress's prefetch of other pages left out)`,
        value: KB(w.gzip),
        baseline: `plain page ${KB(base.gzip)}`,
        ratio: `+${KB(w.gzip - base.gzip)}`,
        budget: `≤ plain + ${KB(JS_ALLOWANCE)}`,
        ok: w.gzip <= base.gzip + JS_ALLOWANCE,
      })
    }
  }
  const h = htmlWithoutSvg(dist, '/fusion/performance')
  const growth = h.with / h.without - 1
  emit({
    section: 'Weight',
    item: `${code('/fusion/performance')}: HTML with its ${h.svgs} chart drawings (SVG) against the same HTML without them, gzip`,
    value: KB(h.with),
    baseline: `without SVG ${KB(h.without)}`,
    ratio: `+${(growth * 100).toFixed(1)} %`,
    budget: `≤ +${HTML_GROWTH * 100} %`,
    ok: growth <= HTML_GROWTH,
  })
}

async function paintTargets(browser: Browser, origin: string, reps: number, emit: Emit, log: Log): Promise<void> {
  for (const [name, vp] of VIEWPORTS) {
    for (const url of TARGET_URLS) {
      const runs: Array<{ fcp: number; chart: number }> = []
      for (let i = 0; i < reps; i++) {
        log(`time to chart ${name} ${i + 1}/${reps}: ${url}`)
        runs.push(await chartVsFcp(browser, origin, url, vp))
      }
      // Judged within each load (the machine is shared): the median of the chart's lag behind that load's FCP.
      const lag = med(runs.map((r) => r.chart - r.fcp))
      emit({
        section: 'Paint',
        item: `${code(url)}: chart there (the first at or after the anchor), ${name}, median of ${reps}`,
        value: msText(med(runs.map((r) => r.chart))),
        baseline: `FCP ${msText(med(runs.map((r) => r.fcp)))}`,
        ratio: `+${msText(lag)}`,
        budget: `≤ FCP + ${FCP_SLACK} ms`,
        ok: lag <= FCP_SLACK,
      })
    }
  }
}

export async function lighthouseTargets(
  origin: string,
  plain: string,
  reps: number,
  outDir: string,
  emit: Emit,
  log: Log,
): Promise<void> {
  const { lighthouse } = await import('./lighthouse')
  const runs = new Map<string, Array<{ perf: number; tbt: number }>>()
  const urls = [plain, TARGET_URLS[0]!, TARGET_URLS[1]!]
  for (let i = 0; i < reps; i++) {
    for (const url of urls) {
      log(`lighthouse mobile ${i + 1}/${reps}: ${url}`)
      try {
        const r = await lighthouse(origin + url, 'mobile', outDir, ['performance'])
        runs.set(url, [
          ...(runs.get(url) ?? []),
          { perf: Math.round((r.scores.performance ?? 0) * 100), tbt: r.tbt ?? Number.NaN },
        ])
      } catch (e) {
        log(`lighthouse mobile ${url}: ${(e as Error).message.split('\n')[0]}`)
      }
    }
  }
  const of = (url: string, k: 'perf' | 'tbt') => {
    const v =
      runs
        .get(url)
        ?.map((r) => r[k])
        .filter((x) => Number.isFinite(x)) ?? []
    return v.length ? med(v) : null
  }
  const plainPerf = of(plain, 'perf')
  const plainTbt = of(plain, 'tbt')
  for (const url of urls.slice(1)) {
    const perf = of(url, 'perf')
    emit({
      section: 'Lighthouse',
      item: `${code(url)}: mobile performance (Lighthouse's default mobile run), median of ${reps}`,
      value: perf === null ? 'failed' : String(perf),
      baseline: `plain page ${plainPerf ?? 'failed'}`,
      ratio: perf !== null && plainPerf !== null ? `${perf - plainPerf >= 0 ? '+' : ''}${perf - plainPerf}` : '',
      budget: '≥ plain − 2',
      ok: perf !== null && plainPerf !== null && perf >= plainPerf - 2,
    })
  }
  const tbt = of(TARGET_URLS[1]!, 'tbt')
  emit({
    section: 'Lighthouse',
    item: `${code(TARGET_URLS[1]!)}: Total Blocking Time, mobile, median of ${reps}`,
    value: tbt === null ? 'failed' : msText(tbt),
    baseline: `plain page ${plainTbt === null ? 'failed' : msText(plainTbt)}`,
    ratio: tbt !== null && plainTbt ? `${(tbt / plainTbt).toFixed(2)}×` : '',
    budget: '≤ 1.5× plain',
    // A TBT of 0 on the plain page leaves no room at all: then the page must have none either.
    ok: tbt !== null && plainTbt !== null && tbt <= 1.5 * plainTbt,
  })
}
