// History on the page: switching a chart to an earlier run (loaded on demand as static JSON) and the
// trend chart across runs.
import { readFileSync, readdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { formatMeasured } from '../../data/numbers/format'
import { chartStates, drawAllCharts } from './helpers'

test.use({ reducedMotion: 'reduce' })

const older = JSON.parse(readFileSync('data/fusion-rpc/runs/net10.0.1.json', 'utf8'))
const olderSum = (fw: string) =>
  older.results.find((r: any) => r.benchmark === 'Sum' && r.params.framework === fw).values.calls.value

test('a chart can be switched to an earlier run and back, loading that run only when asked', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/bench-data/')) fetched.push(new URL(r.url()).pathname)
  })
  await page.goto('/fusion/performance#rpc-calls')
  await drawAllCharts(page)
  expect(fetched).toEqual([])
  const select = page.locator('#rpc-calls .BenchChart__run select')
  await select.focus()
  await expect(select.locator('option')).toHaveCount(2)
  await select.selectOption('net10.0.1')
  const sum = async () => (await chartStates(page)).find((s) => s.id === 'rpc-calls')!.datasets.map((d) => d.data[0])
  await expect.poll(sum).toEqual([olderSum('ActualLab.Rpc'), olderSum('gRPC'), olderSum('SignalR')])
  await expect(page.locator('#rpc-calls .BenchChart__caption')).toHaveText('Run 1 of 2 (.NET 10.0.1)')
  await expect(page.locator('#rpc-calls .BenchChart__table td').first()).toHaveText('9.33M\u00a0calls/s')
  expect(fetched.sort()).toEqual(['/bench-data/fusion-rpc/index.json', '/bench-data/fusion-rpc/net10.0.1.json'])
  await select.selectOption('2026-04-25-net10.0.7')
  await expect.poll(sum).toEqual([10160000, 1290000, 5310000])
})

test('a run menu reached by keyboard before its chart was live still lists every run', async ({ page }) => {
  await page.goto('/fusion/performance#rpc-calls')
  const fig = page.locator('#rpc-calls')
  // Focused while the figure is still the server's SVG: the focus is replayed on the live figure.
  await expect(fig.locator('canvas')).toHaveCount(0)
  await fig.locator('.BenchChart__run select').focus()
  await expect(fig.locator('.BenchChart__run select option')).toHaveCount(2)
  await expect(fig.locator('canvas')).toHaveCount(1)
})

test('the trend chart plots each run with one kind of label, and offers versions only when every run has one', async ({
  page,
}) => {
  await page.goto('/fusion/performance#trend-rpc-sum')
  await drawAllCharts(page)
  const trend = async () => (await chartStates(page)).find((s) => s.id === 'trend-rpc-sum')!
  // The older run has no date (and no version): every run is named by its label (as the run menu names it
  // beside its number), never a name among dates.
  expect((await trend()).labels).toEqual(['#1 · .NET 10.0.1', '#2 · Fusion 12.3.76 on .NET 10.0.7'])
  expect((await trend()).datasets.find((d) => d.label === 'ActualLab.Rpc')!.data).toEqual([
    olderSum('ActualLab.Rpc'),
    10160000,
  ])
  await expect(page.locator('#trend-rpc-sum').getByLabel('By version')).toHaveCount(0)
})

// Expected texts come from the run files through the format module, as the site writes them.
const rpcSuite = JSON.parse(readFileSync('data/fusion-rpc/suite.json', 'utf8'))
const latestRun = JSON.parse(readFileSync('data/fusion-rpc/runs/2026-04-25-net10.0.7.json', 'utf8'))
const value = (run: any, benchmark: string, fw: string, metric: string) => {
  const r = run.results.find((x: any) => x.benchmark === benchmark && x.params.framework === fw)
  return metric === 'bytes' ? r.values.items.value * r.params.itemBytes : r.values[metric].value
}
const FRAMEWORKS = ['ActualLab.Rpc', 'gRPC', 'SignalR']
const callsText = (run: any) =>
  FRAMEWORKS.map((fw) =>
    formatMeasured(value(run, 'Sum', fw, 'calls'), rpcSuite.metrics.calls.unit, rpcSuite.metrics.calls.format),
  )

test('choosing a run on one chart switches every chart and table of that suite, and back', async ({ page }) => {
  await page.goto('/fusion/performance#rpc-calls')
  await drawAllCharts(page)
  const table = page.locator('#calls-per-second')
  const sumCells = table.locator('tbody tr').first().locator('td')
  await expect(sumCells).toHaveText([...callsText(latestRun), /×/])
  const bytes = async () =>
    (await chartStates(page)).find((s) => s.id === 'rpc-stream-bytes')!.datasets.map((d) => d.data[0])

  await page.locator('#rpc-calls .BenchChart__run select').focus()
  await page.locator('#rpc-calls .BenchChart__run select').selectOption('net10.0.1')
  // Another chart of fusion-rpc follows, with its own metric…
  await expect.poll(bytes).toEqual(FRAMEWORKS.map((fw) => value(older, 'Stream1', fw, 'bytes')))
  await expect(page.locator('#rpc-stream-bytes .BenchChart__caption')).toHaveText(
    `Run 1 of 2 (${older.label.replace(/ run$/, '')})`,
  )
  await expect(page.locator('#rpc-stream-bytes .BenchChart__run select')).toHaveValue('net10.0.1')
  // …and so does a table, with a note naming the run shown; other suites stay as they were.
  await table.scrollIntoViewIfNeeded()
  await expect(sumCells).toHaveText([...callsText(older), /×/])
  await expect(table.locator('.bench-table__note')).toHaveText(`Run 1 of 2 (${older.label.replace(/ run$/, '')})`)
  await expect(table.locator('.BenchRunNote')).toContainText(`Run 1 of 2 (${older.label.replace(/ run$/, '')})`)
  await expect(page.locator('#docker-calls .BenchRunNote')).toHaveCount(0)

  await table.getByRole('button', { name: 'Back to the latest run' }).click()
  await expect(sumCells).toHaveText([...callsText(latestRun), /×/])
  await expect(table.locator('.BenchRunNote')).toHaveCount(0)
  await expect.poll(bytes).toEqual(FRAMEWORKS.map((fw) => value(latestRun, 'Stream1', fw, 'bytes')))
  await expect(page.locator('#rpc-calls .BenchChart__run select')).toHaveValue('2026-04-25-net10.0.7')
})

// The shipped worked example: twenty real runs, BenchmarkSort made 30 % slower from the first run labelled so
// (data/example-go). Expected runs and dates come from the run files, not from the detector.
const exampleRuns = readdirSync('data/example-go/runs')
  .map((f) => JSON.parse(readFileSync(`data/example-go/runs/${f}`, 'utf8')))
  .sort((a, b) => a.date.localeCompare(b.date))
const slowFrom = exampleRuns.findIndex((r) => r.label === 'BenchmarkSort 30 % slower')

test('the worked example: the slowdown is marked where it began, on its trend and on the site-wide list', async ({
  page,
}) => {
  expect(slowFrom).toBe(12)
  const [before, after] = [exampleRuns[slowFrom - 1], exampleRuns[slowFrom]]
  await page.goto('/examples/go-history')
  const marks = page.locator('.BenchChart__changes:has(#trend-sort-changes) li')
  await expect(marks).toHaveCount(1)
  const text = (await marks.textContent())!
  expect(text).toContain('BenchmarkSort: regression +')
  // Named by their numbers first, as the page's text names them ("runs 12 and 13"), then by commit and time.
  expect(text).toContain(
    `runs 12 → 13 of ${exampleRuns.length} (${before.commit.slice(0, 7)}, ${before.date.slice(0, 10)} ${before.date.slice(11, 19)} → ${after.date.slice(11, 19)})`,
  )
  const size = Number(/\+(\d+\.\d)\s%/.exec(text)![1])
  expect(size).toBeGreaterThan(20)
  expect(size).toBeLessThan(35)
  // The seven unchanged benchmarks: no mark.
  await expect(page.locator('#trend-others-changes')).toHaveCount(0)
  // The latest run's chart names its run by its number, as its menu does once opened (twenty runs one day).
  const label = page.locator('.BenchChart__run-text').first()
  const named = `Run ${exampleRuns.length} of ${exampleRuns.length}`
  await expect(label).toHaveText(named)
  await page.locator('.BenchChart__run select').first().focus()
  await expect(page.locator('.BenchChart__run select').first().locator('option')).toHaveCount(exampleRuns.length)
  await expect(label).toHaveText(named)
  // Run 13 picked: its chart and its table (rebuilt from that one run's file) name it by the same number.
  await page.locator('.BenchChart__run select').first().selectOption(after.id)
  const thirteen = `Run 13 of ${exampleRuns.length}`
  await expect(page.locator('#latest-chart .BenchChart__caption')).toHaveText(
    `${thirteen} (${after.label}) · measured ${after.date.slice(0, 10)} · commit ${after.commit.slice(0, 7)}`,
  )
  await expect(page.locator('#time-per-op-in-the-latest-run-median-of-ten-samples .bench-table__note')).toHaveText(
    `${thirteen} (${after.label}) · measured ${after.date.slice(0, 10)} · commit ${after.commit.slice(0, 7)}`,
  )
  await page.goto('/changes')
  const rows = page.locator('table.bench-cp tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('BenchmarkSort')
  await expect(rows.first().locator('a').first()).toHaveAttribute('href', 'examples/go-history')
  // The result leads to the trend that draws the change, on its page.
  await rows.first().getByRole('link', { name: 'BenchmarkSort' }).click()
  await expect(page).toHaveURL(/\/examples\/go-history#trend-benchmarksort-/)
  await expect(page.locator('#trend-sort')).toBeInViewport()
})
