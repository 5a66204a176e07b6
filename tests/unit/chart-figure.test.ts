// What the chart figure's server-rendered markup says (BenchChart.vue), read without a browser.
import { describe, expect, it } from 'vitest'
import { createSSRApp, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import BenchChart from '../../components/BenchChart.vue'
import { buildChart } from '../../components/support/chart'
import { loadAll } from '../../scripts/read/load'

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
