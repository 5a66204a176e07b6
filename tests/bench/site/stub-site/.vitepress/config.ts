// The site's own configuration with its charts stubbed out, built by `pnpm bench` (bench/build.ts) to time
// what the chart component costs a build: every chart block becomes a plain table of the same numbers, and
// the theme's chart components resolve to an empty one. The real site's code knows nothing of this.
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import site from '../../../../../.vitepress/config'
import { altTable } from '../../../../../components/views/describe'
import type { ChartModel } from '../../../../../components/chart-types/chart-model'
import { esc } from '../../../../../.vitepress/markdown/html'
import { renderChartsWith } from '../../../../../.vitepress/markdown/render-context'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

/** A chart as a plain table of its numbers. */
function stubTable(model: ChartModel): string {
  const t = altTable(model)
  const row = (cells: string[], tag: string) => `<tr>${cells.map((c) => `<${tag}>${esc(c)}</${tag}>`).join('')}</tr>`
  const head = row([model.groupLabel, ...t.head], 'th')
  const body = t.rows.map((r) => row([r.header, ...r.cells], 'td')).join('')
  return `<table id="${esc(model.id)}"><caption>${esc(model.title)}</caption><thead>${head}</thead><tbody>${body}</tbody></table>\n`
}
renderChartsWith(stubTable)

/** The chart components, resolved to an empty one. */
const stubCharts: Plugin = {
  name: 'bench-stub-charts',
  enforce: 'pre',
  resolveId(source) {
    return /\/components\/BenchChart(Canvas)?\.vue$/.test(source) ? here('./StubChart.vue') : undefined
  },
}

export default {
  ...site,
  srcDir: fileURLToPath(new URL('../../../../../docs', import.meta.url)),
  outDir: process.env.BENCH_OUT_DIR ?? fileURLToPath(new URL('../../../../../.tmp/bench/stub', import.meta.url)),
  cacheDir: fileURLToPath(new URL('../../../../../.tmp/bench/stub-cache', import.meta.url)),
  vite: { ...site.vite, plugins: [stubCharts, ...(site.vite?.plugins ?? [])] },
}
