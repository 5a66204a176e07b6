// Chart layout at 320, 390, 768, 1350 and 1920 px, read from the laid-out Chart.js instances: no tick
// label overlaps the next one or leaves the canvas, a log axis labels three ticks or more, no annotation label (speedups, thresholds) overlaps
// another or a bar, and no bar is thinner than 2 px unless it is marked off-scale. Over every chart page,
// light and dark, and over a generated data set (tests/e2e/fixtures-charts: long names, many series,
// values spanning 10⁶×, one-run suites, missing and failed values, bounds).
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { drawAllCharts } from './helpers'
import { GENERATED_PAGES, serveSite } from './sites'

const WIDTHS = [320, 390, 768, 1350, 1920]
const CHART_PAGES = [
  '/fusion/performance',
  '/topgun/performance',
  '/silly/benchmark',
  '/ergo/benchmarks',
  '/examples/go-history',
]

/** Every layout problem of every chart on the page, as readable lines (empty: none). */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type B = { x: number; y: number; w: number; h: number; what: string }
    const hit = (a: B, b: B) =>
      a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5
    const problems: string[] = []
    for (const fig of document.querySelectorAll('figure.BenchChart')) {
      const canvas = fig.querySelector('canvas') as (HTMLCanvasElement & { benchChart?: any }) | null
      const chart = canvas?.benchChart
      if (!chart || !canvas.offsetParent) continue
      const ctx = chart.ctx as CanvasRenderingContext2D
      const say = (s: string) => problems.push(`${fig.id}: ${s}`)
      // Tick labels: each line measured in its font, placed as Chart.js placed it (label items' translation).
      for (const scale of Object.values(chart.scales) as any[]) {
        const boxes: B[] = []
        for (const item of scale._labelItems ?? []) {
          const lines: string[] = Array.isArray(item.label) ? item.label : [String(item.label)]
          if (!lines.join('').trim()) continue
          ctx.save()
          ctx.font = item.font.string
          const w = Math.max(...lines.map((l) => ctx.measureText(l).width))
          ctx.restore()
          const h = lines.length * item.font.lineHeight
          const [tx, ty] = item.options.translation as [number, number]
          const align = item.options.textAlign
          const x = align === 'center' ? tx - w / 2 : align === 'right' ? tx - w : tx
          const y = scale.isHorizontal()
            ? ty + (item.textOffset ?? 0) - (item.options.textBaseline === 'middle' ? item.font.lineHeight / 2 : 0)
            : ty - h / 2
          boxes.push({ x, y, w, h, what: `tick "${lines.join(' ')}"` })
        }
        // A log axis reads only with three labels or more (chart-rules.ts axisLogTicks), at any width.
        if (scale.type === 'logarithmic' && boxes.length < 3)
          say(`its log axis labels ${boxes.length} ticks: ${boxes.map((b) => b.what).join(', ')}`)
        boxes.forEach((b, i) => {
          if (b.x < -1 || b.x + b.w > chart.width + 1)
            say(
              `${b.what} is cut at the canvas edge (x ${Math.round(b.x)}..${Math.round(b.x + b.w)} of ${chart.width})`,
            )
          const next = boxes[i + 1]
          if (next && hit(b, next)) say(`${b.what} overlaps ${next.what}`)
        })
      }
      // Bars of visible series.
      const bars: B[] = []
      const drawn = chart.$bench ?? { labels: [], offScale: [] }
      const marked = new Set((drawn.offScale as Array<[number, number]>).map(([s, g]) => `${s}:${g}`))
      const horizontal = chart.options.indexAxis === 'y'
      chart.data.datasets.forEach((d: any, si: number) => {
        if (!chart.isDatasetVisible(si) || chart.config.type !== 'bar') return
        chart.getDatasetMeta(si).data.forEach((el: any, gi: number) => {
          if (d.data[gi] == null) return
          const thick = horizontal ? el.height : el.width
          const b = horizontal
            ? { x: Math.min(el.x, el.base), y: el.y - thick / 2, w: Math.abs(el.x - el.base), h: thick }
            : { x: el.x - thick / 2, y: Math.min(el.y, el.base), w: thick, h: Math.abs(el.y - el.base) }
          const length = horizontal ? b.w : b.h
          if (length < 2 && !marked.has(`${si}:${gi}`))
            say(`bar ${d.label} / ${chart.data.labels[gi]} is ${length.toFixed(1)} px long and not marked off-scale`)
          bars.push({ ...b, what: `bar ${d.label} / ${chart.data.labels[gi]}` })
        })
      })
      const labels: B[] = (drawn.labels as Array<B & { text: string }>).map((l) => ({
        ...l,
        what: `label "${l.text}"`,
      }))
      labels.forEach((l, i) => {
        if (l.x < -1 || l.y < -1 || l.x + l.w > chart.width + 1 || l.y + l.h > chart.height + 1)
          say(`${l.what} leaves the canvas`)
        for (const o of labels.slice(i + 1)) if (hit(l, o)) say(`${l.what} overlaps ${o.what}`)
        // No label over a bar: a threshold's label on its line over the bar hid the bar it measures (issue 48).
        for (const b of bars) if (hit(l, b)) say(`${l.what} is drawn over ${b.what}`)
        // A threshold's label stays over its own line's span (a group's, or the plot's) and inside the plot.
        const span = (l as { span?: [number, number] }).span
        const a = chart.chartArea
        if (span && (l.x < span[0] - 1 || l.x + l.w > span[1] + 1))
          say(
            `${l.what} runs past its line's span (x ${Math.round(l.x)}..${Math.round(l.x + l.w)}, span ${Math.round(span[0])}..${Math.round(span[1])})`,
          )
        if (span && (l.y < a.top - 1 || l.y + l.h > a.bottom + 1))
          say(`${l.what} leaves the plot (y ${Math.round(l.y)}..${Math.round(l.y + l.h)})`)
      })
    }
    return problems
  })
}

async function checkAtWidths(page: Page, url: string, themes: Array<'light' | 'dark'>) {
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1350, height: 900 })
    await page.goto(url)
    const n = await drawAllCharts(page)
    expect(n).toBeGreaterThan(0)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      // Chart.js resizes on the next animation frames after its box changes.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('figure.BenchChart canvas')].every((c) => {
          const chart = (c as unknown as { benchChart?: { width: number } }).benchChart
          return !chart || Math.abs(chart.width - (c.parentElement?.clientWidth ?? 0)) < 2
        }),
      )
      await page.waitForTimeout(100)
      expect(await layoutProblems(page), `${url} at ${width} px, ${theme}`).toEqual([])
    }
  }
}

test.describe('chart layout', () => {
  for (const path of CHART_PAGES) {
    test(`${path}: labels and bars clear of each other at 320–1920 px`, async ({ page }) => {
      test.setTimeout(120_000)
      await checkAtWidths(page, path, ['light', 'dark'])
    })
  }
})

test.describe('chart layout on generated data', () => {
  test.describe.configure({ mode: 'default' })
  const site = serveSite('generated')

  test('long names, many series, 10⁶× spans, one run, gaps: labels and bars clear at 320–1920 px', async ({ page }) => {
    test.setTimeout(150_000)
    await checkAtWidths(page, `${site.origin}${GENERATED_PAGES.charts}`, ['light'])
  })
})
