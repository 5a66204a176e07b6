// From raw tool output to a page: ingest a real `go test -bench` capture into a fresh suite, build a
// page that shows it, and read the new run's values in Chromium.
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { buildSite } from './build-site'
import { serveStatic, stopServer } from '../../scripts/tools/static-server'
import { chartStates, drawAllCharts } from './helpers'

const root = '.tmp/e2e-ingest'
const PORT = 4327
let server: Server
let stored: {
  results: Array<{ benchmark: string; params: Record<string, unknown>; values: Record<string, { value: number }> }>
}

test.describe.configure({ mode: 'serial' })
test.use({ reducedMotion: 'reduce' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(root, 'data'), { recursive: true })
  mkdirSync(join(root, 'docs'), { recursive: true })
  const out = execFileSync(
    'node_modules/.bin/tsx',
    [
      'scripts/commands/ingest.ts',
      'tests/fixtures/go-test-bench/sort_new.txt',
      '--suite',
      'demo-sort',
      '--create',
      '--title',
      'Sorting demo',
      '--project',
      'Demo',
      '--version',
      '1.2.3',
      '--data-dir',
      join(root, 'data'),
      '--json',
    ],
    { encoding: 'utf8' },
  )
  stored = JSON.parse(out).run
  writeFileSync(
    join(root, 'docs', 'index.md'),
    `# Sorting demo

Sorting 64 random items takes :fig{suite=demo-sort metric=time n=64 kind=random}.

\`\`\`bench-table
suite: demo-sort
metric: time
rows: [n, kind]
caption: Time per sort
\`\`\`

\`\`\`bench-chart
suite: demo-sort
metric: time
groups: n
series: kind
id: sort-time
\`\`\`
`,
  )
  buildSite({
    BENCH_DATA_DIR: join(root, 'data'),
    BENCH_SRC_DIR: join(root, 'docs'),
    BENCH_OUT_DIR: join(root, 'dist'),
  })
  server = await serveStatic(join(root, 'dist'), '/', PORT)
})
test.afterAll(() => stopServer(server))

test('the ingested run is on the page: table, figure and chart', async ({ page }) => {
  const r = stored.results.find((x) => x.params.n === 64 && x.params.kind === 'random')!
  const time = r.values.time!.value
  await page.goto(`http://127.0.0.1:${PORT}/`)
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
