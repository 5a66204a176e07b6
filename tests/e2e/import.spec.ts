// From a whole history to a page: `pnpm import` a github-action-benchmark data.js and an asv results
// folder into fresh suites, build a page with their trend charts, and find every entry on them. The imports
// and the page are made with the real-histories site's (imported-pages.ts), built once for the run (sites.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { chartStates, drawAllCharts } from './helpers'
import { IMPORTED } from './imported-pages'
import { serveSite } from './sites'

test.use({ reducedMotion: 'reduce' })

const site = serveSite('histories')

test('every data.js entry and every asv commit is a point of its trend chart, in time order', async ({ page }) => {
  const js = JSON.parse(
    readFileSync('tests/fixtures-import/data-js/data.js', 'utf8').replace(/^window\.BENCHMARK_DATA = /, ''),
  )
  type Entry = { date: number; commit: { id: string }; benches: Array<{ name: string; value: number }> }
  const all = [...js.entries['Rust Benchmark'], ...js.entries['JS Benchmark']] as Entry[]
  all.sort((a, b) => a.date - b.date)
  // Several entries a day: each reads with its time (UTC), so that no two points share a label.
  // Each after its number in the suite ("#3 · …"), as the run menu and change points number runs.
  const days = all.map((e, i) => `#${i + 1} · ${new Date(e.date).toISOString().slice(0, 16).replace('T', ' ')}`)
  const commits = all.map((e, i) => `#${i + 1} · ${e.commit.id.slice(0, 7)}`)
  const rust = (js.entries['Rust Benchmark'] as Entry[]).map(
    (e) => e.benches.find((b) => b.name === 'bench_case_0')!.value,
  )
  const asvDir = 'tests/fixtures-import/asv/results/vm-demo'
  const asv = readdirSync(asvDir)
    .filter((f) => f !== 'machine.json')
    .map((f) => JSON.parse(readFileSync(join(asvDir, f), 'utf8').replace(/-?Infinity|NaN/g, 'null')))
    .sort(
      (a, b) =>
        a.date - b.date ||
        (a.results['bench_basic.TimeSuite.time_fib10'][3] as number) -
          (b.results['bench_basic.TimeSuite.time_fib10'][3] as number),
    )
    .map((r) => r.results['bench_basic.TimeSuite.time_fib10'][0][0] as number)

  await page.goto(`${site.origin}${IMPORTED}`)
  await drawAllCharts(page)
  let states = await chartStates(page)
  const gab = states.find((s) => s.id === 'trend-gab')!
  // Every entry of data.js is a run on the x axis, at its date and time; the Rust set's entries hold
  // bench_case_0 (the JS set's runs have no time metric: gaps).
  expect(gab.labels).toEqual(days)
  expect(gab.datasets).toHaveLength(1)
  expect(gab.datasets[0]!.data.filter((v) => v !== null && v !== undefined)).toEqual(rust)
  await page.locator('#trend-gab').getByLabel('By version').check()
  await expect.poll(async () => (await chartStates(page)).find((s) => s.id === 'trend-gab')!.labels).toEqual(commits)
  states = await chartStates(page)
  const asvTrend = states.find((s) => s.id === 'trend-asv')!
  expect(asvTrend.labels).toHaveLength(asv.length)
  expect([...asvTrend.datasets[0]!.data].sort()).toEqual([...asv].sort())
})
