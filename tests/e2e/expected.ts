// The charts each page should show, built in Node from data/ and the page's Markdown with the same
// builders the site uses: the browser test then checks that these numbers reach Chart.js unchanged.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { buildChart } from '../../components/support/chart'
import type { ChartModel } from '../../components/support/chart'
import type { ChartView } from '../../data/schema/blocks'
import { loadAll } from '../../scripts/lib/store'
import { buildTrend } from '../../components/support/trend'

export function expectedCharts(path: string): Map<string, ChartModel> {
  const file = path === '/' ? 'docs/index.md' : `docs${path}.md`
  const md = readFileSync(file, 'utf8')
  const data = loadAll()
  const out = new Map<string, ChartModel>()
  for (const m of md.matchAll(/```bench-(chart|trend)\n([\s\S]*?)```/g)) {
    const view = parse(m[2]!) as ChartView
    const model = m[1] === 'trend' ? buildTrend(data.get(view.suite)!, view) : buildChart(data.get(view.suite)!, view)
    let id = model.id
    for (let i = 2; out.has(id); i++) id = `${model.id}-${i}`
    out.set(id, model)
  }
  return out
}
