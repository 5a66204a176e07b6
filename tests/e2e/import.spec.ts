// From a whole history to a page: `pnpm import` a github-action-benchmark data.js and an asv results
// folder into fresh suites, build a page with their trend charts, and find every entry on them.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { buildSite } from './build-site'
import { serveStatic, stopServer } from '../../scripts/tools/static-server'
import { chartStates, drawAllCharts } from './helpers'

const root = '.tmp/e2e-import'
let server: Server
let base = ''
const tsx = (args: string[]) => execFileSync('node_modules/.bin/tsx', args, { encoding: 'utf8' })

test.describe.configure({ mode: 'serial' })
test.use({ reducedMotion: 'reduce' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(root, 'docs'), { recursive: true })
  const data = join(root, 'data')
  const suite = (id: string) => ['--suite', id, '--create', '--title', id, '--project', 'Imported', '--data-dir', data]
  tsx(['scripts/commands/import.ts', 'tests/fixtures-import/data-js/data.js', '--one-suite', ...suite('gab-history')])
  tsx(['scripts/commands/ingest.ts', '--history', 'tests/fixtures-import/asv/results', ...suite('asv-history')])
  writeFileSync(
    join(root, 'docs', 'index.md'),
    `# Imported histories

\`\`\`bench-trend
suite: gab-history
metric: time
where: { benchmark: bench_case_0 }
id: trend-gab
\`\`\`

\`\`\`bench-trend
suite: asv-history
metric: time
where: { benchmark: bench_basic.TimeSuite.time_fib10 }
id: trend-asv
\`\`\`
`,
  )
  buildSite({ BENCH_DATA_DIR: data, BENCH_SRC_DIR: join(root, 'docs'), BENCH_OUT_DIR: join(root, 'dist') })
  // Port 0: the system picks a free one, so this spec never collides with a preview on a fixed port.
  server = await serveStatic(join(root, 'dist'), '/', 0)
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
test.afterAll(() => stopServer(server))

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

  await page.goto(`${base}/`)
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
