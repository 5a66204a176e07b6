// `pnpm bench`'s weight section: the JS and CSS each page downloads, and the chart code of chart pages
// before scrolling and once every chart drew, against the plain page.
import type { Browser } from '@playwright/test'
import { chartCode, isPageChunk, measureWeight, sum, type Weight } from './browser-weight'
import { CHART_JS_BUDGET, CHART_PAGES, DESKTOP, PLAIN } from './pages'
import { code, KB, log, row, x2 } from './report'

export async function weights(browser: Browser, origin: string, pages: string[]): Promise<void> {
  log('weight: plain page')
  const plain = await measureWeight(browser, origin, PLAIN)
  // What a reader downloads as the page loads, before any scrolling.
  const js = (w: Weight) => sum(w.loads.filter((l) => l.kind === 'js' && l.phase === 'load'))
  const css = (w: Weight) => sum(w.loads.filter((l) => l.kind === 'css' && l.phase === 'load'))
  const describe = (w: Weight) => {
    const j = js(w)
    const c = css(w)
    const own = sum(w.loads.filter((l) => l.phase === 'load' && isPageChunk(l.path)))
    return `JS ${KB(j.gzip)} (${KB(j.raw)} raw), of which the page's own chunk ${KB(own.gzip)} · CSS ${KB(c.gzip)} (${KB(c.raw)} raw)`
  }
  const others: Array<[string, number]> = []
  for (const path of pages) {
    log(`weight: ${path}`)
    const w = path === PLAIN ? plain : await measureWeight(browser, origin, path)
    const extra = chartCode(w, plain)
    const main = path === '/' || path === PLAIN || CHART_PAGES.includes(path)
    if (main) {
      row({
        section: 'Weight',
        item: `${code(path)}: JS · CSS downloaded on load (before scrolling), gzip`,
        value: describe(w),
        baseline: path === PLAIN ? '(the plain page)' : `plain page ${code(PLAIN)}: ${describe(plain)}`,
        ratio: x2(js(w).gzip, js(plain).gzip),
      })
    }
    if (w.figures) {
      const names = w.loads
        .filter((l) => extra.all.files.includes(l.path))
        .map(
          (l) =>
            `${l.path
              .split('/')
              .pop()!
              .replace(/\.[\w-]+\.js$/, '')} ${KB(l.gzip)}`,
        )
      const beforeOk = w.chartNearAtLoad || extra.load.gzip === 0
      row({
        section: 'Weight',
        item: `${code(path)}: chart code (JS the plain page does not load) before scrolling · once all ${w.figures} chart(s) drew, gzip`,
        value: `${KB(extra.load.gzip)} · ${KB(extra.all.gzip)} (${names.join(' + ')}; ${KB(extra.all.raw)} raw)`,
        baseline: `first chart ${Math.round(w.firstFigureTop ?? 0)} px down, viewport ${DESKTOP.height} px`,
        ratio: `${((extra.all.gzip / CHART_JS_BUDGET) * 100).toFixed(0)} % of budget`,
        budget: `${w.chartNearAtLoad ? '(a chart is near at load)' : '0 B'} · ≤ ${KB(CHART_JS_BUDGET)}`,
        ok: beforeOk && extra.all.gzip <= CHART_JS_BUDGET,
      })
    } else {
      others.push([path, extra.all.gzip])
    }
  }
  const worst = others.filter(([, b]) => b > 0)
  row({
    section: 'Weight',
    item: `pages without charts (${others.length}, ${code('/')} and ${code('/guide/*')}): chart code, gzip`,
    value: worst.length ? worst.map(([p, b]) => `${p}: ${KB(b)}`).join(', ') : `0 B on every one`,
    budget: '0 B',
    ok: worst.length === 0,
  })
}
