// The run switch, block by block: after a reader picks any run of a suite, every chart and table of that
// suite on the page shows that run's figures, or, when the run has none for it, says so in words, keeps
// its size and shows no figure at all (never the latest run's figures under the chosen run's name, never
// a builder's error). What each block should show is computed here from the run's published JSON with the
// blocks the page declares (the site's own Markdown plugin and builders).
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import MarkdownIt from 'markdown-it'
import { benchBlocks, withBenchData } from '../../.vitepress/markdown/bench-blocks'
import { BLOCKS } from '../../.vitepress/markdown/block-registry'
import type { RenderedBlock } from '../../components/build-time/rendered-blocks'
import type { SuiteData } from '../../components/views/select'
import { hasFigures } from '../../components/views/table'
import type { TableModel } from '../../components/views/table'
import type { RunIndex } from '../../components/views/run-files'
import { latestRunId, noDataText, runData } from '../../components/views/run-files'
import type { Run } from '../../data/schema/schema'
import { loadAll } from '../../scripts/read/load'
import { drawAllCharts } from './helpers'

const ALL = loadAll()
const CHART_PAGES = ['/fusion/performance', '/topgun/performance', '/silly/benchmark', '/ergo/benchmarks']
/** What no reader should ever read: the builders' messages, meant for page authors. */
const RAW_ERROR = /has no data for this block|no results of suite|match \{|ViewError|Error:/

/** The page's charts and tables as the site renders them (its own Markdown plugin over data/). */
function blocksOf(file: string): RenderedBlock[] {
  const env = { relativePath: file, benchBlocks: [] as RenderedBlock[] }
  withBenchData(ALL, () =>
    new MarkdownIt({ html: true }).use(benchBlocks).render(readFileSync(`docs/${file}`, 'utf8'), env),
  )
  return env.benchBlocks
}

/** What block `b` draws of run `runId`, as the run switch rebuilds it (the view with the chosen run); for
 *  the latest run, what the build drew (a block whose view names a run keeps it). */
function drawnFor(b: RenderedBlock, index: RunIndex, run: Run): unknown {
  const drawn = BLOCKS[b.kind].compare!.drawn as (d: SuiteData, v: RenderedBlock['view'] & { run?: string }) => unknown
  if (run.id === latestRunId(index)) return drawn(ALL.get(b.view.suite)!, b.view)
  return drawn(runData(index, run), { ...b.view, run: run.id })
}

type Rows = string[][]
const rowsOf = (t: Pick<TableModel, 'rows'>): Rows => t.rows.map((r) => [r.header, ...r.cells.map((c) => c.text)])
const shownRows = (table: Locator): Promise<Rows> =>
  table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c.textContent ?? '').trim())))

async function box(l: Locator): Promise<{ w: number; h: number }> {
  const b = (await l.boundingBox())!
  return { w: Math.round(b.width), h: Math.round(b.height) }
}

async function noRawErrors(page: Page, where: string) {
  expect(await page.locator('.VPDoc').innerText(), where).not.toMatch(RAW_ERROR)
  await expect(page.locator('.VPDoc [role="alert"]:visible'), where).toHaveCount(0)
}

for (const path of CHART_PAGES) {
  test(`${path}: after any run switch, no block shows an error or another run's figures`, async ({ page, request }) => {
    test.setTimeout(180_000)
    const file = `${path.slice(1)}.md`
    const blocks = blocksOf(file).filter((b) => b.kind !== 'bench-trend')
    await page.goto(path)
    await drawAllCharts(page)
    const sizes = new Map<string, { w: number; h: number }>()
    // A chart's drawing area (its toolbar may reflow: the run menu shows the chosen run's name); a whole table.
    const area = (b: RenderedBlock) => page.locator(b.kind === 'bench-chart' ? `#${b.id} .BenchChart__box` : `#${b.id}`)
    for (const b of blocks) sizes.set(b.id, await box(area(b)))
    let switched = 0
    for (const suite of [...new Set(blocks.map((b) => b.view.suite))]) {
      const ours = blocks.filter((b) => b.view.suite === suite)
      const chartWithMenu = ours.find((b) => b.kind === 'bench-chart')
      if (!chartWithMenu) continue
      const menu = page.locator(`#${chartWithMenu.id} select`).first()
      if (!(await menu.count())) continue
      const index = (await (await request.get(`/bench-data/${suite}/index.json`)).json()) as RunIndex
      // Every run, the latest last: back to it, every block reads as built.
      for (const r of [...index.runs].reverse()) {
        const run = (await (await request.get(`/bench-data/${suite}/${r.id}.json`)).json()) as Run
        await menu.focus()
        await menu.selectOption(r.id)
        switched++
        const where = `${path}, ${suite} run ${r.id}`
        for (const b of ours) {
          const el = page.locator(`#${b.id}`)
          let want: unknown
          try {
            want = drawnFor(b, index, run)
          } catch {
            want = null
          }
          const table = b.kind === 'bench-table'
          if (want && table && !hasFigures(want as TableModel)) want = null
          const nodata = el.locator('.bench-nodata')
          if (!want) {
            // Says so in words, with the run's name; shows no figure of another run; keeps its size.
            await expect(nodata, `${where}: ${b.id}`).toContainText(noDataText(r.name, table ? 'table' : 'chart'))
            if (table) {
              await expect(nodata).toContainText(b.title)
              await expect(el.locator('tbody')).toBeHidden()
            } else {
              await expect(el.locator('canvas')).toBeHidden()
              await expect(el.locator('.BenchChart__table')).toBeHidden()
            }
            expect(await box(area(b)), `${where}: ${b.id} keeps its size`).toEqual(sizes.get(b.id))
            continue
          }
          await expect(nodata, `${where}: ${b.id}`).toHaveCount(0)
          if (table)
            await expect.poll(() => shownRows(el), { message: `${where}: ${b.id}` }).toEqual(rowsOf(want as TableModel))
          else await expect(el.locator('canvas')).toBeVisible()
        }
        await noRawErrors(page, where)
      }
    }
    if (path === '/fusion/performance' || path === '/topgun/performance') expect(switched).toBeGreaterThan(1)
    await noRawErrors(page, path)
  })
}
