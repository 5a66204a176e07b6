// A chart type is one module (components/chart-types/) and its line in the registry: the code that
// draws, describes, reads and embeds charts never names a type. Proved two ways: no production file outside
// chart-types/ compares a model's kind (only the builders name the type they choose), and a toy type added
// to the registry in this test, and nowhere else, reaches the Chart.js config, the overlay, the description,
// the data table, the keyboard text and the build-time SVG.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadAll } from '../../../../scripts/read/load'
import { buildChart } from '../../../../components/views/chart'
import type { ChartModel } from '../../../../components/chart-types/chart-model'
import { CHART_TYPES, chartType } from '../../../../components/chart-types/chart-types'
import type { ChartType } from '../../../../components/chart-types/chart-type'
import { chartData, chartOptions } from '../../../../components/chart/chartjs-config'
import { altTable } from '../../../../components/views/describe'
import { describeChart } from '../../../../components/views/describe-text'
import { pointText } from '../../../../components/chart/keyboard'
import { CSS_COLORS, drawChart } from '../../../../components/build-time/chart-geometry'
import { chartSvgs } from '../../../../.vitepress/markdown/chart-svg'

const ROOTS = ['components', '.vitepress', 'scripts', 'data/schema', 'data/numbers', 'data/analysis']

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return e.name === 'dist' || e.name === 'cache' || e.name.startsWith('.') ? [] : sources(p)
    return /\.(ts|vue)$/.test(e.name) ? [p] : []
  })
}

describe('a chart type is one module', () => {
  const kinds = Object.keys(CHART_TYPES)
  // `kind === 'bar'`, `kind !== "line"`, `kind: 'bar'`: code that names a chart type by its key.
  const naming = new RegExp(`\\bkind\\s*(?:[!=]==?|:)\\s*['"](?:${kinds.join('|')})['"]`)
  const files = ROOTS.flatMap((r) => sources(r)).filter((f) => naming.test(readFileSync(f, 'utf8')))

  it('outside chart-types/, only the builders name a type: the one they choose', () => {
    expect(kinds.sort()).toEqual(['bar', 'line'])
    const outside = files.filter((f) => !f.startsWith(join('components', 'chart-types')))
    expect(outside.sort()).toEqual([
      join('components', 'build-time', 'trend.ts'),
      join('components', 'views', 'chart.ts'),
    ])
    // …and they set it (kind: 'bar'), never test it (kind === 'bar').
    for (const f of outside)
      expect(readFileSync(f, 'utf8'), f).not.toMatch(new RegExp(`\\bkind\\s*[!=]==?\\s*['"](?:${kinds.join('|')})['"]`))
  })

  it('no file outside the registry reads model.kind', () => {
    const readers = ROOTS.flatMap((r) => sources(r)).filter((f) =>
      /\bmodel(?:\.value)?\.kind\b/.test(readFileSync(f, 'utf8')),
    )
    expect(readers).toEqual([join('components', 'chart-types', 'chart-types.ts')])
  })
})

describe("a bench-chart block's kind:", () => {
  const data = loadAll().get('silly-redis')!
  it('names a builder, which picks the type that draws it', () => {
    expect(buildChart(data, { suite: 'silly-redis', metric: 'rps' }).kind).toBe('bar')
    expect(buildChart(data, { suite: 'silly-redis', metric: 'latency', kind: 'latency' }).kind).toBe('line')
  })
  it('refuses an unknown one, naming the known ones and the closest', () => {
    expect(() => buildChart(data, { suite: 'silly-redis', metric: 'latency', kind: 'latncy' })).toThrow(
      'kind: expected bar or latency, found "latncy"; did you mean "latency"?',
    )
  })
})

describe('a toy chart type added through the registry only', () => {
  const marks: string[] = []
  // A dot plot: Chart.js's line controller with no line, large points, its own name and overlay mark.
  const dots: ChartType = {
    chartjs: 'line',
    noun: () => 'Dot plot',
    namesSeries: true,
    dataset: { borderWidth: 0, pointRadius: 6 },
    categoryTicks: (_m, text) => ({ color: text, autoSkip: false }),
    bars: false,
    overlay: ({ ctx, model }) => {
      marks.push(model.id)
      ctx.fillText('toy mark', 10, 10)
    },
    note: () => 'Each dot is one measurement.',
  }
  const registry = CHART_TYPES as Record<string, ChartType>
  registry.dots = dots
  afterAll(() => delete registry.dots)

  const data = loadAll().get('fusion-rpc')!
  const bars = buildChart(data, {
    suite: 'fusion-rpc',
    metric: 'calls',
    where: { benchmark: ['Sum', 'GetUser'] },
    groups: 'benchmark',
    series: 'framework',
  })
  const model = { ...bars, id: 'toy', kind: 'dots' } as unknown as ChartModel
  const state = { log: false, hidden: model.series.map(() => false), reducedMotion: true }

  it('the registry gives it to every reader of a model', () => expect(chartType(model)).toBe(dots))

  it('Chart.js gets its dataset options and category ticks', () => {
    const d = chartData(model, CSS_COLORS, state).datasets[0]!
    expect(d).toMatchObject({ borderWidth: 0, pointRadius: 6 })
    const x = chartOptions(model, CSS_COLORS, state).scales?.x as { ticks: Record<string, unknown> }
    expect(x.ticks).toEqual({ color: CSS_COLORS.text, autoSkip: false })
  })

  it('the description, the data table and the keyboard name it and its series', () => {
    expect(describeChart(model)).toMatch(/^Dot plot of Calls/)
    expect(altTable(model).head).toEqual(model.series.map((s) => s.label))
    expect(pointText(model, { series: 0, group: 0 })).toContain(`${model.series[0]!.label}, `)
    expect(chartType(model).note?.(model, false)).toBe('Each dot is one measurement.')
  })

  it('the build-time drawing and its SVG use its controller and overlay: dots, no line, its mark', () => {
    marks.length = 0
    const drawing = drawChart(model, 688)
    expect(marks).toEqual(['toy'])
    expect(drawing.bars).toEqual([])
    // The first series' points are circles (chartjs-config.ts gives each series its point style).
    const circles = drawing.ops.filter((o) => o.kind === 'fill' && o.shape.type === 'circle').length
    expect(circles).toBe(model.series[0]!.values.filter((v) => v !== null).length)
    expect(circles).toBeGreaterThan(1)
    const svg = chartSvgs(model)
    expect(svg).toContain('>toy mark</text>')
    expect(svg).toContain('<circle')
    expect(svg).not.toContain('data-bar=')
  })
})
