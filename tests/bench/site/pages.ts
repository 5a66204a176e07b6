// What `pnpm bench` and tests/e2e/budgets.spec.ts measure against: the pages of a built site, the plain
// page every chart page is compared with (the browser they run in: ../tools/chromium.ts).
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { builtPages } from '../../../scripts/tools/built-pages'

/** A page of the same site with no charts: the baseline for weight and LCP. */
export const PLAIN = '/guide/publishing'
export const CHART_PAGES = ['/fusion/performance', '/topgun/performance', '/silly/benchmark', '/ergo/benchmarks']
/** Pages opened on a CPU this many times slower (a phone, a busy machine), which paints pages half-parsed
 *  and before hydration: a long table and two chart pages. */
export const SLOW_CPU = { slowdown: 8, pages: ['/guide/formats/', '/fusion/performance', '/topgun/performance'] }
/** A permalink deep inside a page, where a chart arrives in view as the page opens. */
export const DEEP_ANCHORS = [
  '/fusion/performance#calls',
  '/fusion/performance#rpc-calls',
  '/fusion/performance#trend-rpc-sum',
  '/silly/benchmark#silly-latency-distribution',
  '/ergo/benchmarks#decode-time',
]

export const DESKTOP = { width: 1350, height: 900 }
export const PHONE = { width: 390, height: 844 }

/** BenchChart.vue and the theme load chart code when a figure comes within this distance of the viewport. */
export const NEAR_MARGIN = 400
/**
 * Budget: JS a chart page adds over the plain page once a reader has reached for every chart, Chart.js
 * and the tooltip included (gzip bytes). It was 60 KB while this code was what a reader waited for to see
 * a chart; since issue 25 the chart is an SVG at first paint and this code loads only on interaction (the
 * reader's wait is held by the JS-before-interaction budget: ≤ the plain page + 20 KB). Raised to 62 KB when
 * the toolbar, the run switch's empty blocks, derived speedups and the SVG hand-over together came to
 * 62.6 KB (61.2 KB of it the canvas and Chart.js, 0.6 KB the tooltip a hover now loads). Raised to 63 KB
 * (2026-11-26, measured 62.6 KB) when three readable labels on every log axis (1-2-5 steps, short labels), the
 * toolbar's Explore way into the drawing (one Tab stop a chart) and the replay of a press made while the code
 * arrives came to +1.5 KB; the same change took the figure code out of every load at an anchor (−15 KB there).
 * Raised to 64 KB (2026-11-29, measured 63.9 KB) for issue 48: axis titles in the ticks' unit, percentile
 * ticks that keep p50, threshold lines named under the chart, withdrawn runs, runs named by number.
 * Raised to 65 KB (2026-11-29, measured 64.3 KB: +0.3 KB) for issues 46 and 48: the run switch's chart
 * builder takes the one log-axis rule of bars and trends, trend ticks and tooltips name each run by its
 * number ("#13", "Run 13 of 20").
 * Back to 64 KB (2026-11-29, measured 63.7 KB, from 64.5 KB: 66,002 → 65,278 bytes) for issue 48: runs are
 * named at build time and their names shipped in the run index (the browser had the naming code, 0.5 KB); the
 * log-axis rule, which only the run switch's builder asks for in the browser, is a module of its own
 * (log-scale.ts, 0.2 KB) so that it loads with that builder, not with every chart's drawing code.
 */
export const CHART_JS_BUDGET = 64 * 1024

/** Every page of a built site (clean URLs), the home page and the chart pages first. */
export function sitePages(dist: string): string[] {
  return builtPages(dist).sort((a, b) => order(a) - order(b) || a.localeCompare(b))
}

/** Every page of the site from its Markdown sources (docs/), as sitePages gives them from a build. */
export function markdownPages(srcDir = 'docs'): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name)
      if (e.isDirectory()) {
        if (e.name !== 'public') walk(p)
      } else if (e.name.endsWith('.md')) {
        const rel = `/${relative(srcDir, p).replace(/\\/g, '/')}`.slice(0, -'.md'.length)
        out.push(rel.endsWith('/index') ? rel.slice(0, -'index'.length) : rel)
      }
    }
  }
  walk(srcDir)
  return out.sort((a, b) => order(a) - order(b) || a.localeCompare(b))
}

function order(p: string): number {
  if (p === '/') return 0
  if (CHART_PAGES.includes(p)) return 1 + CHART_PAGES.indexOf(p)
  if (p === PLAIN) return 10
  return 11
}
