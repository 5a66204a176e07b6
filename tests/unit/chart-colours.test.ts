// Every chart of every page (the site's docs/ and the generated layout and chart fixture sites) gives
// each of its series its own palette slot, so that the palette's distances (palette.test.ts: CIEDE2000
// ≥ 12 between any two slots, in both themes and for three colour-vision deficiencies) hold within
// each chart. A chart with more series than slots would repeat a colour: it is refused here.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMarkdownRenderer } from 'vitepress'
import { benchBlocks, withBenchData } from '../../.vitepress/markdown/bench-blocks'
import { SERIES_SLOTS as SLOTS } from '../../components/chart/palette'
import { loadAll } from '../../scripts/read/load'

const ROOT = join(__dirname, '../..')
const SITES = [
  { docs: 'docs', data: 'data' },
  { docs: 'tests/e2e/fixtures-layout/docs', data: 'tests/e2e/fixtures-layout/data' },
  { docs: 'tests/e2e/fixtures-charts/docs', data: 'tests/e2e/fixtures-charts/data' },
]

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return e.name.startsWith('.') || e.name === 'public' ? [] : pages(p)
    return e.name.endsWith('.md') ? [p] : []
  })
}

const unescapeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#123;/g, '{')
    .replace(/&#125;/g, '}')
    .replace(/&amp;/g, '&')

interface Spec {
  id: string
  series: Array<{ label: string; color: number }>
}

describe('series colours within each chart', { timeout: 120_000 }, () => {
  for (const site of SITES) {
    it(`${site.docs}: no two series of a chart share a palette slot`, async () => {
      const md = await createMarkdownRenderer(join(ROOT, site.docs), {
        config: (m) => {
          m.use(benchBlocks)
        },
      })
      const data = loadAll(join(ROOT, site.data))
      let charts = 0
      for (const file of pages(join(ROOT, site.docs))) {
        const src = readFileSync(file, 'utf8')
        if (!src.includes('```bench-chart')) continue
        const html = withBenchData(data, () => md.render(src, { relativePath: relative(join(ROOT, site.docs), file) }))
        for (const [, attr] of html.matchAll(/<BenchChart[^>]* spec="([^"]*)"/g)) {
          const spec = JSON.parse(unescapeAttr(attr!)) as Spec
          charts++
          const slots = spec.series.map((s) => s.color % SLOTS)
          expect(
            spec.series.length,
            `${file} #${spec.id}: ${spec.series.length} series for ${SLOTS} colours`,
          ).toBeLessThanOrEqual(SLOTS)
          expect(
            new Set(slots).size,
            `${file} #${spec.id}: slots ${slots.join(', ')} (${spec.series.map((s) => s.label).join(', ')})`,
          ).toBe(slots.length)
        }
      }
      expect(charts).toBeGreaterThan(0)
    })
  }
})
