// Each chart as an image of its own, for a project's README: /charts/<page>/<chart-id>.svg, written at the
// end of the build from the models the pages drew (noted through the build's own process, as the in-page
// SVGs are), with the light theme's colours read from the theme's CSS (an image sees no CSS variables).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ChartModel } from '../../components/support/chart'
import type { ThemeColors } from '../../components/support/chartjs-config'
import { SERIES_SLOTS } from '../../components/support/palette'
import { embedMarkdown, embedPath, pageUrlPath } from '../../components/support/embed'
import { esc } from './html'
import { standaloneSvg } from './chart-svg'

const KEY = '__benchChartEmbeds'
type Store = { [KEY]?: Map<string, ChartModel> }

/** Notes a chart of a page (its Markdown path, "fusion/performance.md") for writeEmbeds. */
export function noteEmbed(relativePath: string | undefined, model: ChartModel): void {
  if (!relativePath) return
  const g = globalThis as Store
  ;(g[KEY] ??= new Map()).set(embedPath(relativePath, model.id), model)
}

/**
 * Under a chart: its image for a README and the Markdown that shows it, folded away. Static HTML: the
 * snippet can be selected and copied without JS; the theme's click handler makes "Copy" copy it, with
 * absolute URLs (BENCH_SITE_URL gives them at build time when set; else the links are relative to the page).
 */
export function embedHtml(relativePath: string | undefined, model: ChartModel): string {
  if (!relativePath) return ''
  // Absolute with the site's URL; else relative to the page, which holds under any base (`--base` too).
  const up = '../'.repeat(relativePath.split('/').length - 1)
  const site = process.env.BENCH_SITE_URL
  const url = (p: string) => (site ? new URL((process.env.BENCH_BASE ?? '/') + p, site).href : up + p)
  const src = url(embedPath(relativePath, model.id))
  const md = embedMarkdown(model.title, src, `${url(pageUrlPath(relativePath))}#${model.id}`)
  return `<details class="BenchChart__embed"><summary>Embed this chart</summary><p><a href="${esc(src)}">SVG image</a> · <code>${esc(md)}</code> <button type="button" class="BenchChart__embed-copy">Copy</button></p></details>\n`
}

/** Custom properties of the `:root` rules of a stylesheet (the light theme), var() references resolved. */
export function rootVars(css: string, into: Map<string, string> = new Map()): Map<string, string> {
  for (const block of css.matchAll(/(?:^|[}/])\s*:root\s*\{([^}]*)\}/g)) {
    for (const m of block[1]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) into.set(m[1]!, m[2]!.trim())
  }
  return into
}
const resolve = (vars: Map<string, string>, v: string, depth = 0): string => {
  const m = /^var\((--[\w-]+)\)$/.exec(v)
  return m && depth < 8 ? resolve(vars, vars.get(m[1]!) ?? '#888', depth + 1) : v
}

/** The light theme's chart colours: VitePress's variables, then the site's (.vitepress/theme/style.css). */
export function lightColors(): ThemeColors {
  const here = dirname(fileURLToPath(import.meta.url))
  const vpVars = join(dirname(createRequire(import.meta.url).resolve('vitepress/package.json')), 'dist/client/theme-default/styles/vars.css')
  const vars = rootVars(readFileSync(join(here, '../theme/style.css'), 'utf8'), rootVars(readFileSync(vpVars, 'utf8')))
  const v = (name: string) => resolve(vars, vars.get(name) ?? '#888')
  return {
    series: Array.from({ length: SERIES_SLOTS }, (_, i) => v(`--bench-c-series-${i + 1}`)),
    text: v('--bench-c-text'), muted: v('--bench-c-muted'), grid: v('--bench-c-grid'),
    threshold: v('--bench-c-threshold'), good: v('--bench-c-good'), bg: v('--vp-c-bg'),
  }
}

/** Writes every noted chart under `outDir`; returns how many. */
export function writeEmbeds(outDir: string): number {
  const charts = (globalThis as Store)[KEY]
  if (!charts?.size) return 0
  const colors = lightColors()
  for (const [path, model] of charts) {
    const file = join(outDir, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, standaloneSvg(model, colors))
  }
  return charts.size
}
