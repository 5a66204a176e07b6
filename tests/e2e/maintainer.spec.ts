// A maintainer's path from nothing to a published page, with commands only: run a real benchmark
// (`go test -bench` on tests/fixtures/go-run-demo) through `pnpm ingest --run`, let ingest write the
// starter page, build, and read the page in Chromium; then a second run, labelled from the command
// line, and the page's trend and changes. Its own data, pages and port (4417), nothing of the main site.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join, resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { buildSite } from './build-site'
import { serveStatic, stopServer } from '../../scripts/tools/static-server'
import { chartStates, drawAllCharts } from './helpers'

const root = resolve('.tmp/e2e-maint')
const PORT = 4417
const COMMAND = "go test -run='^$' -bench=. -benchtime=2000x ./..."
let server: Server | undefined

test.describe.configure({ mode: 'serial' })
test.use({ reducedMotion: 'reduce' })

/** `pnpm ingest` as a maintainer types it in the measured project's folder (INIT_CWD is how pnpm says where). */
function ingest(args: string[], extraEnv: Record<string, string> = {}) {
  const r = spawnSync(
    resolve('node_modules/.bin/tsx'),
    ['scripts/commands/ingest.ts', ...args, '--data-dir', join(root, 'data')],
    {
      encoding: 'utf8',
      // BENCH_SRC_DIR: this test's pages folder, the only place --page may write (as for its build).
      env: { ...process.env, INIT_CWD: join(root, 'proj'), BENCH_SRC_DIR: join(root, 'docs'), ...extraEnv },
    },
  )
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

function build() {
  buildSite({
    BENCH_DATA_DIR: join(root, 'data'),
    BENCH_SRC_DIR: join(root, 'docs'),
    BENCH_OUT_DIR: join(root, 'dist'),
  })
}

/** go test's own lines: "BenchmarkSum/size=64-2   2000   37.09 ns/op   1725.56 MB/s" → size → ns/op. */
function goTimes(output: string): Map<number, number> {
  const out = new Map<number, number>()
  for (const m of output.matchAll(/^BenchmarkSum\/size=(\d+)-\d+\s+\d+\s+([\d.]+) ns\/op/gm))
    out.set(Number(m[1]), Number(m[2]))
  return out
}

async function restart() {
  await stopServer(server)
  server = await serveStatic(join(root, 'dist'), '/', PORT)
}

async function open(page: Page, path: string) {
  await page.goto(`http://127.0.0.1:${PORT}${path}`)
}

let first: Map<number, number>

test.beforeAll(async () => {
  test.setTimeout(300_000)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(root, 'docs'), { recursive: true })
  cpSync('tests/fixtures/go-run-demo', join(root, 'proj'), { recursive: true })
  const git = (...a: string[]) => execFileSync('git', ['-C', join(root, 'proj'), ...a], { stdio: 'pipe' })
  git('init', '-q')
  git('add', '.')
  git('-c', 'user.name=Maintainer', '-c', 'user.email=m@example.com', 'commit', '-qm', 'demo')
  writeFileSync(join(root, 'docs', 'index.md'), '---\ntitle: Home\n---\n# Benchmarks\n\n```bench-pages\n```\n')

  const r = ingest([
    '--run',
    COMMAND,
    '--new-suite',
    'sum-demo',
    '--title',
    'Sum demo',
    '--project',
    'Demo',
    '--page',
    join(root, 'docs', 'sum.md'),
  ])
  expect(r.stderr).toContain('running: ' + COMMAND)
  expect(r.status, r.stderr).toBe(0)
  first = goTimes(r.stderr)
  expect([...first.keys()].sort((a, b) => a - b)).toEqual([64, 1024, 16384])
  build()
  await restart()
})
test.afterAll(() => stopServer(server))

test('the run records the command, its exit status and the measured commit', () => {
  const dir = join(root, 'data', 'sum-demo', 'runs')
  const run = JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8'))
  const head = execFileSync('git', ['-C', join(root, 'proj'), 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
  expect(run.commit).toBe(head)
  expect(run.dirty).toBe(false)
  expect(run.source).toMatchObject({ command: COMMAND, exitStatus: 0, format: 'go-test-bench' })
  expect(run.environment.cpu).toBeTruthy()
  expect(run.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
})

test('the starter page: in the sidebar and on the home page, chart drawn, table matching the output', async ({
  page,
}) => {
  await open(page, '/')
  await expect(page.locator('ul.bench-pages a', { hasText: 'Sum demo' })).toHaveAttribute('href', 'sum')
  // The suite is named like its page: the line under the link says only how many runs and when.
  await expect(page.locator('ul.bench-pages')).toContainText('1 run, latest')
  await expect(page.locator('.VPSidebar a[href="/sum"]')).toHaveText('Sum demo')

  await open(page, '/sum')
  const env = page.locator('.bench-table', { hasText: 'Test environment' })
  await expect(env).toContainText(COMMAND)
  await expect(env).toContainText('go test -bench')
  await expect(page.locator('.vp-doc')).toContainText('This is the first recorded run of Sum demo')

  // Sizes in numeric order, each cell's exact figure equal to what go test printed.
  const table = page.locator('.bench-table', { hasText: 'Time per op — BenchmarkSum' })
  await expect(table.locator('tbody th')).toHaveText(['64', '1,024', '16,384'])
  for (const [i, size] of [64, 1024, 16384].entries()) {
    await expect(table.locator('tbody tr').nth(i).locator('td').first()).toHaveAttribute(
      'title',
      `${first.get(size)} ns`,
    )
  }
  await drawAllCharts(page)
  const chart = (await chartStates(page)).find((s) => s.id === 'time-benchmarksum-chart')!
  expect(chart.labels).toEqual(['64', '1,024', '16,384'])
  expect(chart.datasets[0]!.data).toEqual([64, 1024, 16384].map((s) => first.get(s)))
  // Values spanning more than 100× start on a logarithmic axis (components/views/chart.ts). Idle, go prints
  // about 37 ns to 15 µs (400×); on a busy machine the 64-element sum slows most, and a fresh-clone CI run
  // (three Playwright workers) drew a linear axis, the span under 100×: the span go printed decides.
  const times = [...first.values()]
  const span = Math.max(...times) / Math.min(...times)
  expect(chart.scaleType, `go printed a ${span.toFixed(0)}× span`).toBe(span > 100 ? 'logarithmic' : 'linear')
})

test('a second run, labelled from the command line: trend and changes', async ({ page }) => {
  test.setTimeout(240_000)
  const r = ingest(['--run', COMMAND, '--suite', 'sum-demo', '--param', 'size=label:"Input size",unit:B'])
  expect(r.status, r.stderr).toBe(0)
  const second = goTimes(r.stderr)
  build()
  await restart()
  await open(page, '/sum')
  const table = page.locator('.bench-table', { hasText: 'Time per op — BenchmarkSum' })
  await expect(table.locator('thead th').first()).toHaveText('Input size')
  await expect(table.locator('tbody th')).toHaveText(['64 B', '1 KiB', '16 KiB'])
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveAttribute('title', `${second.get(64)} ns`)
  const changes = page.locator('.bench-table', { has: page.locator('th', { hasText: 'Change' }) })
  // Changed rows lead in a table; a group without a change is one line with its rows folded under it.
  await expect(changes.first()).toBeAttached()
  await expect(changes.first().locator('tbody tr')).not.toHaveCount(0)
  const shown = page.locator('.bench-changes__quiet, .bench-table:not(details .bench-table)')
  await expect(shown.filter({ hasText: /unchanged within noise|Change/ }).first()).toBeVisible()
  await drawAllCharts(page)
  const trend = (await chartStates(page)).find((s) => s.id.startsWith('time-per-op-across-runs'))!
  expect(trend.labels).toHaveLength(2)
  await open(page, '/')
  await expect(page.locator('ul.bench-pages')).toContainText('2 runs, latest')
})

test('a failed benchmark: nothing stored, unless --keep-failed, and then the page says so', async ({ page }) => {
  test.setTimeout(240_000)
  const runs = () => readdirSync(join(root, 'data', 'sum-demo', 'runs')).length
  const before = runs()
  const refused = ingest(['--run', COMMAND, '--suite', 'sum-demo'], { BENCH_DEMO_FAIL: '1' })
  expect(refused.status).toBe(1)
  expect(refused.stderr.trim().split('\n').at(-1)).toBe(
    `error: \`${COMMAND}\` exited with status 1 (1 benchmark failed: BenchmarkFlaky (go test: --- FAIL)): nothing stored; fix the command, or pass --keep-failed to store the results it printed; nothing was written`,
  )
  expect(runs()).toBe(before)
  const kept = ingest(['--run', COMMAND, '--suite', 'sum-demo', '--keep-failed'], { BENCH_DEMO_FAIL: '1' })
  expect(kept.status, kept.stderr).toBe(0)
  expect(kept.stderr).toContain('warning: 1 benchmark failed: BenchmarkFlaky (go test: --- FAIL)')
  build()
  await restart()
  await open(page, '/sum')
  const env = page.locator('.bench-table', { hasText: 'Test environment' })
  await expect(env).toContainText('Failed benchmarks')
  await expect(env).toContainText('BenchmarkFlaky')
})
