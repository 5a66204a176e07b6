// What the chart figure's server-rendered markup says (BenchChart.vue), read without a browser.
import { describe, expect, it } from 'vitest'
import { createSSRApp, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import BenchChart from '../../components/BenchChart.vue'
import { buildChart } from '../../components/views/chart'
import { loadAll } from '../../scripts/read/load'
import { chartData } from '../../components/chart/chartjs-config'
import { CSS_COLORS, drawChart } from '../../components/build-time/chart-geometry'
import { bar } from '../../components/chart-types/bar-chart'
import { absoluteLinks, embedMarkdown } from '../../components/build-time/embed'

async function figure(suite: string, view: Record<string, unknown>): Promise<string> {
  const model = { ...buildChart(loadAll().get(suite)!, { suite, ...view } as never), id: 'the-id' }
  return renderToString(createSSRApp({ render: () => h(BenchChart, { spec: JSON.stringify(model) }) }))
}

describe('the chart toolbar', () => {
  it('"Log scale" is one run of text with one space (not two flex items a gap and a space apart)', async () => {
    const html = await figure('example-go', { metric: 'time', groups: 'benchmark', horizontal: true, log: true })
    const label = /<label class="BenchChart__tool"><input[^>]*aria-label="Log scale"[^>]*>(.*?)<\/label>/.exec(html)
    expect(label?.[1]).toBe('<span>Log<span class="BenchChart__wide"> scale</span></span>')
  })
})

describe('a withdrawn run', () => {
  it('TopGun’s retired run is drawn hollow, and the note under the chart says why', async () => {
    const data = loadAll().get('topgun-load-harness')!
    const view = { suite: 'topgun-load-harness', metric: 'throughput', groups: 'mode', thresholds: true }
    const old = buildChart(data, { ...view, run: '2026-03-27' })
    expect(old.withdrawn).toMatch(/^Withdrawn: /)
    const state = { log: true, hidden: old.series.map(() => false), reducedMotion: true }
    const ds = chartData(old, CSS_COLORS, state).datasets[0]!
    expect(ds.backgroundColor).toBe('rgba(0, 0, 0, 0)')
    expect(bar.note?.(old, true)).toContain('Hollow bars: this run was withdrawn.')
    // The current run is drawn filled.
    const now = buildChart(data, view)
    expect(now.withdrawn).toBeUndefined()
    expect(chartData(now, CSS_COLORS, state).datasets[0]!.backgroundColor).not.toBe('rgba(0, 0, 0, 0)')
  })
})

describe('a percentile axis', () => {
  it('Silly’s twenty percentiles: p50 and p99 named at every width (an even skip dropped p50)', () => {
    const model = buildChart(loadAll().get('silly-redis')!, {
      suite: 'silly-redis',
      metric: 'latency',
      kind: 'latency',
      series: 'benchmark',
      height: 360,
    })
    for (const w of [688, 342, 272]) {
      const texts = drawChart(model, w).ops.flatMap((o) => (o.kind === 'text' ? [o.text] : []))
      expect(texts, `${w}`).toEqual(expect.arrayContaining(['p50', 'p99', 'p100']))
      expect(texts, `${w}`).not.toContain('')
    }
  })
})

describe('the note under a chart with short bars', () => {
  it('Fusion Docker calls (Log offered from 10×): says bars are short, not that ▲ marks them all', () => {
    const model = buildChart(loadAll().get('fusion-rpc-docker')!, {
      suite: 'fusion-rpc-docker',
      metric: 'calls',
      where: { benchmark: ['Sum', 'GetUser', 'SayHello'] },
      groups: 'benchmark',
      series: 'framework',
    })
    expect(bar.note?.(model, false)).toBe(
      'Some bars are short at this scale (▲ marks any too short to see); tick Log scale to compare them.',
    )
    expect(bar.note?.(model, true)).toBeUndefined()
  })
})

describe('an embed snippet', () => {
  it('shown and copied with whole URLs (a relative "../charts/…" breaks in a README)', () => {
    const md = embedMarkdown('A [chart]', '../charts/fusion/performance/x.svg', '../fusion/performance#x')
    expect(absoluteLinks(md, 'https://bench.example/docs/fusion/performance')).toBe(
      '[![A \\[chart\\]](https://bench.example/docs/charts/fusion/performance/x.svg)](https://bench.example/docs/fusion/performance#x)',
    )
  })
})

describe('the run menu of a chart', () => {
  it('offers only the runs with figures for it (Fusion’s older run has no latency: picking it gave an empty chart)', async () => {
    const view = { suite: 'fusion-rpc', metric: 'latency', kind: 'latency' as const, where: { benchmark: 'Sum' } }
    const model = buildChart(loadAll().get('fusion-rpc')!, { ...view, series: 'framework' })
    expect(model.runsWith).toEqual(['2026-04-25-net10.0.7'])
    // A chart every run has figures for says nothing: the menu offers every run.
    const calls = buildChart(loadAll().get('fusion-rpc')!, { suite: 'fusion-rpc', metric: 'calls' })
    expect(calls.runsWith).toBeUndefined()
  })
})
