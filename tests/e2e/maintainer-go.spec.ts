// The README's path, typed as it is written there, for the most common Go style: sub-benchmarks named
// by the size alone (`BenchmarkSum/64`, tests/fixtures/go-run-unnamed: four benchmarks at three sizes).
// From the measured project's folder, with the site next to it in ../bench-pages (a copy of this site's
// code with empty data and pages): the README's `pnpm --dir ../bench-pages ingest --run … --new-suite …
// --page docs/my-lib.md` twice (the second run is added to the suite), the guide's `pnpm suite my-lib
// --param size=…`, then `pnpm --dir ../bench-pages build`, and the page read in Chromium: at most 4
// charts, titled axes, the sizes in numeric order. GOFLAGS=-benchtime=100x keeps go test short without
// changing the command. Its own folder and port (4419), nothing of the main site.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { join, resolve } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { serveStatic, stopServer } from '../../scripts/tools/static-server'
import { drawAllCharts } from './helpers'

const root = resolve('.tmp/e2e-maint-go')
const site = join(root, 'bench-pages')
const proj = join(root, 'my-lib')
const PORT = 4419
// docs/guide/publishing.md, "From a benchmark command to a published page", word for word.
const README_INGEST = [
  '--dir',
  '../bench-pages',
  'ingest',
  '--run',
  "go test -run='^$' -bench=. -count=10 ./...",
  '--new-suite',
  'my-lib',
  '--title',
  'my-lib benchmarks',
  '--project',
  'my-lib',
  '--page',
  'docs/my-lib.md',
]
let server: Server | undefined

test.describe.configure({ mode: 'serial' })
test.use({ reducedMotion: 'reduce' })

/** `pnpm …` typed in the measured project's folder. */
function pnpm(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, GOFLAGS: '-benchtime=100x' }
  for (const k of ['BENCH_DATA_DIR', 'BENCH_SRC_DIR', 'BENCH_OUT_DIR', 'BENCH_BASE']) delete env[k]
  const r = spawnSync('pnpm', args, { cwd: proj, encoding: 'utf8', env })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

/** The site as a maintainer clones it, without its shipped data and pages (a smaller build). */
function copySite() {
  for (const part of [
    '.vitepress',
    'components',
    'data/schema',
    'data/numbers',
    'data/analysis',
    'docs/public',
    'scripts',
    'eslint',
    'env.d.ts',
    'package.json',
    'tsconfig.json',
  ]) {
    cpSync(part, join(site, part), {
      recursive: true,
      filter: (src) => !/\.vitepress[\\/](dist|cache|\.temp|\.build-lock)/.test(src),
    })
  }
  symlinkSync(resolve('node_modules'), join(site, 'node_modules'))
  writeFileSync(join(site, 'docs', 'index.md'), '---\ntitle: Home\n---\n# Benchmarks\n\n```bench-pages\n```\n')
}

interface Axes {
  id: string
  labels: string[]
  series: string[]
  category: string
  value: string
}
async function charts(page: Page): Promise<Axes[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('figure.BenchChart')].map((fig) => {
      const chart = (fig.querySelector('canvas') as unknown as { benchChart: any }).benchChart
      const [category, value] = chart.options.indexAxis === 'y' ? ['y', 'x'] : ['x', 'y']
      const title = (axis: string) =>
        chart.options.scales[axis].title?.display ? String(chart.options.scales[axis].title.text) : ''
      return {
        id: fig.id,
        labels: [...chart.data.labels].map((l: unknown) => String(l).replace(/\u00a0/g, ' ')),
        series: chart.data.datasets.map((d: any) => d.label),
        category: title(category),
        value: title(value),
      }
    }),
  )
}

test.beforeAll(async () => {
  test.setTimeout(600_000)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  copySite()
  cpSync('tests/fixtures/go-run-unnamed', proj, { recursive: true })
  const git = (...a: string[]) => execFileSync('git', ['-C', proj, ...a], { stdio: 'pipe' })
  git('init', '-q')
  git('add', '.')
  git('-c', 'user.name=Maintainer', '-c', 'user.email=m@example.com', 'commit', '-qm', 'bufkit')

  const first = pnpm(README_INGEST)
  expect(first.status, first.stderr).toBe(0)
  expect(first.stderr).toMatch(/^BenchmarkSum\/64(-\d+)?\s/m)
  // The README: "Run the same command again for the next run".
  const second = pnpm(README_INGEST)
  expect(second.status, second.stderr).toBe(0)
  expect(second.stderr).toContain('this run is added to it')
  expect(readdirSync(join(site, 'data', 'my-lib', 'runs'))).toHaveLength(2)
  // The guide's step 2, as written there: `size` names go test's unnamed segment.
  const labelled = pnpm([
    '--dir',
    '../bench-pages',
    'suite',
    'my-lib',
    '--param',
    'size=label:Input size,unit:B',
    '--metric-label',
    'time=Time per op',
  ])
  expect(labelled.status, labelled.stderr).toBe(0)
  const built = pnpm(['--dir', '../bench-pages', 'build'])
  expect(built.status, built.stderr + built.stdout).toBe(0)
  server = await serveStatic(join(site, '.vitepress', 'dist'), '/', PORT)
})
test.afterAll(() => stopServer(server))

test('the starter page of four unnamed-size benchmarks: at most 4 charts, titled axes, sizes in numeric order', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${PORT}/my-lib`)
  await expect(page.locator('.vp-doc h1')).toHaveText('my-lib benchmarks')
  await expect(page.locator('.vp-doc')).toContainText('(2 runs so far)')
  const count = await drawAllCharts(page)
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(4)
  const all = await charts(page)
  for (const c of all) {
    expect(c.category, c.id).not.toBe('')
    // Titled: the unit in brackets when every tick is written in it, the label alone when ticks mix units.
    expect(c.value.trim(), c.id).not.toBe('')
  }
  const time = all.find((c) => c.id === 'time-chart')!
  // Go's size=64/1024/16384 in bytes, as a reader counts them: 1024 B = 1 KiB, 16384 B = 16 × 1024 B = 16 KiB.
  expect(time.labels).toEqual(['64 B', '1 KiB', '16 KiB'])
  expect(time.category).toBe('Input size')
  // ns to µs ticks: the label alone (each tick carries its unit).
  expect(time.value).toMatch(/^Time per op(?: \((?:ns|µs)\))?$/)
  expect(time.series.sort()).toEqual(['BenchmarkClone', 'BenchmarkCount', 'BenchmarkReverse', 'BenchmarkSum'])

  // Tables: a row per benchmark, the sizes as columns in numeric order; bytes in binary prefixes.
  const table = page.locator('.bench-table', { hasText: 'Time per op' }).first()
  await expect(table.locator('thead th')).toHaveText(['Benchmark', '64 B', '1 KiB', '16 KiB'])
  await expect(table.locator('tbody th')).toHaveText([
    'BenchmarkSum',
    'BenchmarkClone',
    'BenchmarkReverse',
    'BenchmarkCount',
  ])
  const bytes = page.locator('.bench-table', { hasText: 'Allocated bytes per op' }).first()
  await expect(bytes.locator('tbody tr', { hasText: 'BenchmarkClone' }).locator('td').last()).toContainText('KiB/op')
  await expect(page.locator('.vp-doc')).not.toContainText('K B/op')
  await expect(page.locator('.vp-doc')).not.toContainText('1 runs')
})

test('two runs of one day read apart: in the run menu and along the trend axis', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORT}/my-lib`)
  await drawAllCharts(page)
  const trend = (await charts(page)).find((c) => c.id.includes('across-runs'))!
  expect(trend.labels).toHaveLength(2)
  expect(new Set(trend.labels).size).toBe(2)
  for (const l of trend.labels) expect(l).toMatch(/^#\d+ · \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  // The menu loads the suite's runs when it gets focus.
  const menu = page.locator('figure.BenchChart select').first()
  await menu.focus()
  await expect(menu.locator('option')).toHaveCount(2)
  const options = (await menu.locator('option').allTextContents()).map((t) => t.replace(/ \(shown by default\)$/, ''))
  expect(new Set(options).size).toBe(2)
})
