// Big suites: a starter page shows a readable part of a suite of thousands of benchmarks and says
// where the rest is; each block refuses past its documented size (data/schema/block-limits.ts) with
// one line, and builds in time that grows about linearly with what it shows.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMarkdownRenderer } from 'vitepress'
import type { MarkdownRenderer } from 'vitepress'
import { benchBlocks, benchData, resetBenchData } from '../../.vitepress/markdown/bench-blocks'
import { BLOCK_LIMITS } from '../../data/schema/block-limits'
import type { Suite } from '../../data/schema/schema'
import { STARTER_LIMITS, starterPage } from '../../scripts/tools/starter-page'

const N = 20_000
const data = mkdtempSync(join(tmpdir(), 'sizes-'))
const savedDataDir = process.env.BENCH_DATA_DIR
let md: MarkdownRenderer

const suite = {
  id: 'big',
  title: 'Big',
  project: 'Big',
  metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
}
/** A run of `n` benchmarks, one result each (a go test -bench of a generated table, say). */
const run = (id: string, date: string, n: number, series = 1) => ({
  id,
  date,
  environment: { cpu: 'Test CPU' },
  results: Array.from({ length: n * series }, (_, i) => ({
    benchmark: `Benchmark${Math.floor(i / series)}`,
    params: { impl: `i${i % series}` },
    values: { time: { value: 1 + (i % 97) } },
  })),
})

beforeAll(async () => {
  mkdirSync(join(data, 'big', 'runs'), { recursive: true })
  writeFileSync(join(data, 'big', 'suite.json'), JSON.stringify(suite))
  writeFileSync(join(data, 'big', 'runs', 'r0.json'), JSON.stringify(run('r0', '2026-01-01', N)))
  writeFileSync(join(data, 'big', 'runs', 'r1.json'), JSON.stringify(run('r1', '2026-02-01', N)))
  process.env.BENCH_DATA_DIR = data
  resetBenchData()
  md = await createMarkdownRenderer(join(__dirname, '../../docs'), {
    config: (m) => {
      m.use(benchBlocks)
    },
  })
})
afterAll(() => {
  if (savedDataDir === undefined) delete process.env.BENCH_DATA_DIR
  else process.env.BENCH_DATA_DIR = savedDataDir
  resetBenchData()
  rmSync(data, { recursive: true, force: true })
})

const render = (src: string) => md.render(src, { relativePath: 'big.md' })
const thrown = (f: () => unknown) => {
  try {
    f()
  } catch (e) {
    return (e as Error).message
  }
  return ''
}

describe('the starter page of a big suite', () => {
  test(`${N.toLocaleString('en-US')} benchmarks: the page shows the first ${STARTER_LIMITS.benchmarks}, says so, and renders in seconds`, () => {
    const { runs } = benchData().get('big')!
    const page = starterPage(suite as Suite, runs)
    expect(page).toContain(
      `The latest run has ${N.toLocaleString('en-US')} benchmarks: the charts and tables below show the first ${STARTER_LIMITS.benchmarks}`,
    )
    expect(page).toContain('data/big/runs/r1.json')
    // Every block names the benchmarks it shows.
    const fences = [...page.matchAll(/^```(bench-(chart|table|changes|trend))\n([\s\S]*?)\n```$/gm)]
    expect(fences.map((f) => f[1])).toEqual(['bench-chart', 'bench-table', 'bench-changes', 'bench-trend'])
    for (const f of fences) expect(f[3]).toMatch(/where: \{ benchmark: \[Benchmark0, /)
    const t = Date.now()
    const html = render(page.slice(page.indexOf('\n---\n') + 5))
    expect(Date.now() - t).toBeLessThan(30_000)
    expect(html.length).toBeLessThan(200_000)
    expect(html.includes(`Benchmark${STARTER_LIMITS.benchmarks}<`)).toBe(false)
  }, 120_000)
})

describe('block limits', () => {
  const fence = (kind: string, yaml: string) => '```' + kind + '\n' + yaml + '\n```\n'
  test(`a chart of more than ${BLOCK_LIMITS.chartBars.toLocaleString('en-US')} bars is refused with one line`, () => {
    const m = thrown(() => render(fence('bench-chart', 'suite: big\nmetric: time\ngroups: benchmark')))
    expect(m).toBe(
      `big.md:1 (bench-chart): bars in this chart (${N} groups × 1 series): 20,000, more than the 2,000 a block shows; choose fewer results with where: (e.g. where: { benchmark: [A, B] }) or split the block`,
    )
  })
  test(`a table of more than ${BLOCK_LIMITS.tableRows.toLocaleString('en-US')} rows, changes of more and a trend of more than ${BLOCK_LIMITS.trendSeries} lines are refused`, () => {
    expect(thrown(() => render(fence('bench-table', 'suite: big\nmetric: time\nrows: benchmark')))).toMatch(
      /^big\.md:1 \(bench-table\): rows in this table: 20,000, more than the 5,000 a block shows; choose fewer results with where:/,
    )
    expect(thrown(() => render(fence('bench-changes', 'suite: big')))).toMatch(
      /^big\.md:1 \(bench-changes\): rows of changes in Time: 20,000, more than the 5,000/,
    )
    expect(thrown(() => render(fence('bench-trend', 'suite: big\nmetric: time')))).toMatch(
      /^big\.md:1 \(bench-trend\): lines in this trend: 20,000, more than the 200/,
    )
  })
  test('at the limit, a table and the changes of 5,000 results render in seconds (the changes took minutes)', () => {
    const names = Array.from({ length: BLOCK_LIMITS.tableRows }, (_, i) => `Benchmark${i}`)
    const where = `where: { benchmark: [${names.join(', ')}] }`
    let t = Date.now()
    // (Booleans: a failure would print megabytes of HTML.)
    expect(
      render(fence('bench-table', `suite: big\nmetric: time\nrows: benchmark\n${where}`)).includes(
        '&quot;header&quot;:&quot;Benchmark4999&quot;',
      ),
    ).toBe(true)
    expect(Date.now() - t).toBeLessThan(20_000)
    t = Date.now()
    expect(render(fence('bench-changes', `suite: big\n${where}`)).includes('Benchmark4999<')).toBe(true)
    expect(Date.now() - t).toBeLessThan(20_000)
  }, 120_000)
})
