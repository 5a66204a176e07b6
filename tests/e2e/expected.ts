// What the charts of a page may draw, read without the site's builders: the chart blocks of the page's
// Markdown (in page order, each with its suite and metric), and every number the suite's run files
// hold for that metric, straight from the JSON the tools' outputs were stored as. A derived metric
// (suite.json `derive`: items × a parameter) is worked out here by hand from the same files.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

export interface ChartBlock {
  kind: 'chart' | 'trend'
  suite: string
  metric: string
}

/** The bench-chart and bench-trend blocks of a page, in the order the page shows them. */
export function chartBlocks(path: string): ChartBlock[] {
  const file = path === '/' ? 'docs/index.md' : `docs${path}.md`
  const md = readFileSync(file, 'utf8')
  return [...md.matchAll(/^```bench-(chart|trend)\n([\s\S]*?)^```/gm)].map((m) => {
    const spec = parse(m[2]!) as { suite: string; metric: string }
    return { kind: m[1] as 'chart' | 'trend', suite: spec.suite, metric: spec.metric }
  })
}

type Json = Record<string, any>

/** Every number stored for `metric` in the suite's runs (values, spreads, percentiles, samples …), as stored. */
export function storedNumbers(suite: string, metric: string, dir = 'data'): Set<number> {
  const suiteJson = JSON.parse(readFileSync(join(dir, suite, 'suite.json'), 'utf8')) as Json
  const derive = suiteJson.metrics?.[metric]?.derive as { metric: string; timesParam?: string } | undefined
  const out = new Set<number>()
  const runsDir = join(dir, suite, 'runs')
  for (const f of existsSync(runsDir) ? readdirSync(runsDir).filter((n) => n.endsWith('.json')) : []) {
    const run = JSON.parse(readFileSync(join(runsDir, f), 'utf8')) as Json
    for (const r of run.results as Json[]) {
      // A metric read from another's field (latency-p50) is stored by runs without that field, else in it.
      const m = r.values?.[metric] ?? (derive ? r.values?.[derive.metric] : undefined)
      if (!m) continue
      const times = derive?.timesParam && !r.values?.[metric] ? Number(r.params?.[derive.timesParam]) : 1
      for (const n of numbersIn(m)) out.add(times === 1 ? n : n * times)
    }
  }
  return out
}

function numbersIn(v: unknown): number[] {
  if (typeof v === 'number') return [v]
  if (Array.isArray(v)) return v.flatMap(numbersIn)
  if (v && typeof v === 'object') return Object.values(v).flatMap(numbersIn)
  return []
}
