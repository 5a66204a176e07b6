// From raw tool output to a page: ingest a real `go test -bench` capture into a fresh suite, build a
// page that shows it, and read the new run's values in Chromium. The ingest and the page are made with the
// real-histories site's (imported-pages.ts), built once for the run (sites.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { chartStates, drawAllCharts } from './helpers'
import { INGESTED, INGEST_OUTPUT } from './imported-pages'
import { HISTORIES_WORK, serveSite } from './sites'

test.use({ reducedMotion: 'reduce' })

const site = serveSite('histories')

/** What `pnpm ingest --json` printed: the run it stored. */
const stored = (): {
  results: Array<{ benchmark: string; params: Record<string, unknown>; values: Record<string, { value: number }> }>
} => JSON.parse(readFileSync(join(HISTORIES_WORK, INGEST_OUTPUT), 'utf8')).run

test('the ingested run is on the page: table, figure and chart', async ({ page }) => {
  const r = stored().results.find((x) => x.params.n === 64 && x.params.kind === 'random')!
  const time = r.values.time!.value
  await page.goto(`${site.origin}${INGESTED}`)
  const text = await page.locator('.vp-doc').innerText()
  const shown = new RegExp(
    `${time.toLocaleString('en-US', { maximumFractionDigits: 2 }).replace('.', '\\.')}\\d*\\s*ns`,
  )
  expect(text).toMatch(shown)
  await expect(page.locator('.bench-table')).toContainText('Time per sort')
  await drawAllCharts(page)
  const chart = (await chartStates(page)).find((s) => s.id === 'sort-time')!
  expect(chart.labels).toEqual(['64', '4,096'])
  expect(chart.datasets.find((d) => d.label === 'random')!.data[0]).toBe(time)
})
