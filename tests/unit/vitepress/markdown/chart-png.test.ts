// The standalone chart images (chart-embeds.ts, chart-png.ts) drawn by a renderer that is not a browser:
// resvg reads the SVG as a README's image would, with no page CSS and no CSS variables, and must paint
// each bar where Chart.js's geometry puts it, in the light theme's colour of its series.
import { describe, expect, it } from 'vitest'
import { loadAll } from '../../../../scripts/write/store'
import { buildChart } from '../../../../components/views/chart'
import type { ChartModel } from '../../../../components/chart-types/chart-model'
import { DESKTOP_BOX, drawChart } from '../../../../components/build-time/chart-geometry'
import { standaloneSvg } from '../../../../.vitepress/markdown/chart-svg'
import { embedColors, lightColors } from '../../../../.vitepress/markdown/chart-embeds'
import { PNG_SCALE, renderSvg } from '../../../../.vitepress/markdown/chart-png'

const all = loadAll()
const MODELS: Array<[string, () => ChartModel]> = [
  [
    'vertical bars',
    () =>
      buildChart(all.get('fusion-rpc')!, {
        suite: 'fusion-rpc',
        metric: 'calls',
        groups: 'benchmark',
        series: 'framework',
      }),
  ],
  [
    'horizontal bars',
    () =>
      buildChart(all.get('fusion-rpc')!, {
        suite: 'fusion-rpc',
        metric: 'calls',
        groups: 'benchmark',
        series: 'framework',
        horizontal: true,
      }),
  ],
  [
    'bars on a log axis',
    () => buildChart(all.get('silly-redis')!, { suite: 'silly-redis', metric: 'rps', groups: 'benchmark', log: true }),
  ],
]

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))

describe('standalone chart images in resvg', () => {
  for (const [name, make] of MODELS) {
    it(`${name}: each bar painted in its series' colour where the geometry puts it`, () => {
      const model = make()
      const svg = embedColors(standaloneSvg(model))
      const image = renderSvg(svg)
      const png = { width: image.width, data: image.pixels }
      // The image's margin, then the drawing's place under the title and legend.
      const [, left, margin] = /<g transform="translate\((\d+) (\d+)\)">/.exec(svg)!.map(Number)
      const top = margin! + Number(/<g transform="translate\(0 (\d+)\)">/.exec(svg)![1])
      expect(png.width).toBe((DESKTOP_BOX + 2 * left!) * PNG_SCALE)
      const colors = lightColors()
      const { bars } = drawChart(model, DESKTOP_BOX)
      expect(bars.length).toBeGreaterThan(1)
      const off: string[] = []
      for (const b of bars) {
        // The middle of the bar, and two points 2 px inside its ends.
        const along = [
          (b.end + b.base) / 2,
          b.end + Math.sign(b.base - b.end) * 2,
          b.base - Math.sign(b.base - b.end) * 2,
        ]
        if (Math.abs(b.end - b.base) < 6) continue
        const want = hex(colors.series[model.series[b.series]!.color % colors.series.length]!)
        for (const v of along) {
          const [x, y] = model.horizontal ? [v, b.mid] : [b.mid, v]
          const i = (Math.round((y + top) * PNG_SCALE) * png.width + Math.round((x + left!) * PNG_SCALE)) * 4
          const got = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!]
          if (got.some((c, k) => Math.abs(c - want[k]!) > 8))
            off.push(`bar ${b.series}/${b.group} at ${x.toFixed(1)},${y.toFixed(1)}: ${got} not ${want}`)
        }
        // Just past the bar's end: no longer the bar's colour (the bar ends where the geometry says).
        const past = b.end - Math.sign(b.base - b.end) * 3
        const [x, y] = model.horizontal ? [past, b.mid] : [b.mid, past]
        const i = (Math.round((y + top) * PNG_SCALE) * png.width + Math.round((x + left!) * PNG_SCALE)) * 4
        if ([png.data[i]!, png.data[i + 1]!, png.data[i + 2]!].every((c, k) => Math.abs(c - want[k]!) <= 8))
          off.push(`bar ${b.series}/${b.group} goes on past ${past.toFixed(1)}`)
      }
      expect(off).toEqual([])
    })
  }
})
