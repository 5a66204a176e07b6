// Each chart as an image of its own, for a project's README: /charts/<page>/<chart-id>.svg and .png, written
// at the end of the build from the models the pages drew (noted through the build's own process, as the
// in-page SVGs are), with both themes' colours read from the theme's CSS (an image sees no CSS variables).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ChartModel } from '../../components/chart-types/chart-model'
import type { ThemeColors } from '../../components/chart/chartjs-config'
import { themeColors } from '../../components/chart/palette'
import { embedAlt, embedMarkdown, embedPath, pageUrlPath } from '../../components/build-time/embed'
import { esc } from './html'
import { standaloneSvg } from './chart-svg'
import { svgToPng } from './chart-png'
import { dataDir } from '../../scripts/read/load'

const KEY = '__benchChartEmbeds'
type Noted = { model: ChartModel; page: string; suite?: string }
type Store = { [KEY]?: Map<string, Noted> }

/** Notes a chart of a page (its Markdown path, "fusion/performance.md") and of a suite, for writeEmbeds. */
export function noteEmbed(relativePath: string | undefined, model: ChartModel, suite?: string): void {
  if (!relativePath) return
  const g = globalThis as Store
  ;(g[KEY] ??= new Map()).set(embedPath(relativePath, model.id), { model, page: relativePath, suite })
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
  const page = `${url(pageUrlPath(relativePath))}#${model.id}`
  const alt = embedAlt(model.title, model.description)
  const line = (ext: 'svg' | 'png', what: string) => {
    const src = url(embedPath(relativePath, model.id, ext))
    return `<p><a href="${esc(src)}">${what}</a> · <code>${esc(embedMarkdown(alt, src, page))}</code> <button type="button" class="BenchChart__embed-copy">Copy</button></p>`
  }
  return `<details class="BenchChart__embed"><summary>Embed this chart</summary>${line('svg', 'SVG image')}${line('png', 'PNG image')}</details>\n`
}

/** Custom properties of the rules for `selector` (`:root`, the light theme; `.dark`) of a stylesheet. */
export function rootVars(css: string, into: Map<string, string> = new Map(), selector = ':root'): Map<string, string> {
  for (const body of ruleBodies(css, selector)) {
    for (const m of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) into.set(m[1]!, m[2]!.trim())
  }
  return into
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c)

/**
 * The bodies of the rules for `selector` alone, at the start or after a "}" or a comment's "/", in one pass
 * (what /(?:^|[}/])\s*<selector>\s*\{([^}]*)\}/g found, whose every try at a "}" without one after it
 * read to the end of the stylesheet). A match ends at its "}": that "}" opens no other.
 */
export function ruleBodies(css: string, selector: string): string[] {
  const out: string[] = []
  let from = 0
  for (let k = css.indexOf(selector); k !== -1; k = css.indexOf(selector, k + 1)) {
    let p = k
    while (p > 0 && isSpace(css[p - 1])) p--
    const start = p === 0 ? 0 : '}/'.includes(css[p - 1]!) ? p - 1 : -1
    if (start < from) continue
    let q = k + selector.length
    while (isSpace(css[q])) q++
    if (css[q] !== '{') continue
    const end = css.indexOf('}', q + 1)
    // No "}" after this one: none after any later one either.
    if (end === -1) break
    out.push(css.slice(q + 1, end))
    from = end + 1
  }
  return out
}
const resolve = (vars: Map<string, string>, v: string, depth = 0): string => {
  const m = /^var\((--[\w-]+)\)$/.exec(v)
  return m && depth < 8 ? resolve(vars, vars.get(m[1]!) ?? '#888', depth + 1) : v
}

/** The theme's variables, light (VitePress's, then the site's .vitepress/theme/style.css) and dark (the same, with their `.dark` rules over them). */
export function themeVars(): { light: Map<string, string>; dark: Map<string, string> } {
  const here = dirname(fileURLToPath(import.meta.url))
  const vp = readFileSync(
    join(
      dirname(createRequire(import.meta.url).resolve('vitepress/package.json')),
      'dist/client/theme-default/styles/vars.css',
    ),
    'utf8',
  )
  const site = readFileSync(join(here, '../theme/style.css'), 'utf8')
  const light = rootVars(site, rootVars(vp))
  const dark = rootVars(site, rootVars(vp, new Map(light), '.dark'), '.dark')
  return { light, dark }
}

/** The light theme's chart colours, concrete. */
export function lightColors(): ThemeColors {
  const { light } = themeVars()
  return themeColors((name) => resolve(light, `var(${name})`))
}

/**
 * An SVG drawn with the theme's variables made to stand alone, as an image must (a README's <img> sees no
 * page's CSS; GitHub's sanitiser and renderers such as resvg know no var() either): each `fill` or `stroke`
 * becomes the light theme's colour, and the element gets a class that the SVG's own style sheet recolours
 * under `prefers-color-scheme: dark`. A renderer without CSS still draws the light chart.
 */
export function embedColors(svg: string, vars = themeVars()): string {
  const names: string[] = []
  const dark: string[] = []
  const themed = svg.replace(/<[a-z]+\b[^>]*>/g, (tag) => {
    const classes: string[] = []
    const out = tag.replace(/ (fill|stroke)="var\((--[\w-]+)\)"/g, (_m, prop: string, name: string) => {
      let i = names.indexOf(name)
      if (i < 0) i = names.push(name) - 1
      const cls = `${prop[0]}${i}`
      if (!classes.includes(cls)) classes.push(cls)
      const rule = `.${cls}{${prop}:${resolve(vars.dark, `var(${name})`)}}`
      if (!dark.includes(rule)) dark.push(rule)
      return ` ${prop}="${esc(resolve(vars.light, `var(${name})`))}"`
    })
    return classes.length ? out.replace(/^<[a-z]+/, `$& class="${classes.join(' ')}"`) : out
  })
  if (!dark.length) return themed
  return themed.replace(/(<svg\b[^>]*>)/, `$1<style>@media (prefers-color-scheme: dark){${dark.join('')}}</style>`)
}

/** Writes every noted chart under `outDir`, as SVG and as PNG; returns how many charts and the ms the PNGs took. */
export function writeEmbeds(outDir: string): { charts: number; pngMs: number } {
  const charts = (globalThis as Store)[KEY]
  if (!charts?.size) return { charts: 0, pngMs: 0 }
  const vars = themeVars()
  let pngMs = 0
  for (const [path, { model, page, suite }] of charts) {
    const file = join(outDir, path)
    try {
      mkdirSync(dirname(file), { recursive: true })
      const svg = embedColors(standaloneSvg(model), vars)
      writeFileSync(file, svg)
      const t0 = performance.now()
      writeFileSync(file.replace(/\.svg$/, '.png'), svgToPng(svg))
      pngMs += performance.now() - t0
    } catch (e) {
      // One line naming the page and the data the chart drew: the renderer's own error named neither.
      const data = suite ? `, data ${join(dataDir(), suite)}` : ''
      throw new Error(`"${model.title}" (page ${page}${data}): ${(e as Error).message.split('\n')[0]}`)
    }
  }
  return { charts: charts.size, pngMs }
}
