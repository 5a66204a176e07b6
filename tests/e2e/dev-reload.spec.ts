// `pnpm dev` as a maintainer leaves it running: a page written while the server runs lists itself in
// the sidebar and on the home page, and a page's new front matter shows, with no restart. Its own
// pages and data (copied from tests/fixtures), its own port (4418), nothing of the main site.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

const root = resolve('.tmp/e2e-dev')
const PORT = 4418
let dev: ChildProcess | undefined

test.describe.configure({ mode: 'serial' })

const page = (title: string, group: string, suites = '[]') =>
  `---\ntitle: ${title}\nsidebar: ${group}\nsuites: ${suites}\n---\n# ${title}\n\nSome text.\n`

test.beforeAll(async () => {
  test.setTimeout(120_000)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(root, 'docs'), { recursive: true })
  cpSync('tests/e2e/fixtures-layout/data', join(root, 'data'), { recursive: true })
  writeFileSync(join(root, 'docs', 'index.md'), '---\ntitle: Home\n---\n# Home\n\n```bench-pages\n```\n')
  writeFileSync(join(root, 'docs', 'first.md'), page('First page', 'Projects'))
  writeFileSync(
    join(root, 'docs', 'chart.md'),
    `${page('A chart', 'Projects')}\n\`\`\`bench-chart\nsuite: many-series\nmetric: ops\ngroups: size\nseries: impl\ntitle: Operations\nid: ops\n\`\`\`\n`,
  )
  dev = spawn(
    resolve('node_modules/.bin/vitepress'),
    ['dev', '--port', String(PORT), '--host', '127.0.0.1', '--strictPort'],
    {
      env: { ...process.env, BENCH_SRC_DIR: join(root, 'docs'), BENCH_DATA_DIR: join(root, 'data') },
      stdio: 'pipe',
    },
  )
  let out = ''
  dev.stdout?.on('data', (d) => (out += d))
  dev.stderr?.on('data', (d) => (out += d))
  const until = Date.now() + 90_000
  while (!out.includes(`${PORT}`)) {
    if (Date.now() > until || dev.exitCode !== null) throw new Error(`vitepress dev did not start:\n${out}`)
    await new Promise((r) => setTimeout(r, 200))
  }
})

test.afterAll(() => {
  dev?.kill('SIGTERM')
})

test('a page written while the dev server runs lists itself in the sidebar and on the home page', async ({
  page: tab,
}) => {
  test.setTimeout(120_000)
  await tab.goto(`http://127.0.0.1:${PORT}/first`)
  const sidebar = tab.locator('.VPSidebar')
  await expect(sidebar.getByRole('link', { name: 'First page' })).toBeVisible({ timeout: 60_000 })
  await expect(sidebar.getByRole('link', { name: 'Second page' })).toHaveCount(0)

  writeFileSync(join(root, 'docs', 'second.md'), page('Second page', 'Projects'))
  // The browser reloads by itself; no navigation from the test.
  await expect(sidebar.getByRole('link', { name: 'Second page' })).toBeVisible({ timeout: 30_000 })

  // A new sidebar group from an edited front matter, and the old entry gone.
  writeFileSync(join(root, 'docs', 'first.md'), page('First page, renamed', 'Libraries'))
  await expect(sidebar.getByText('Libraries')).toBeVisible({ timeout: 30_000 })
  await expect(sidebar.getByRole('link', { name: 'First page, renamed' })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'First page', exact: true })).toHaveCount(0)

  // The home page's list follows the pages' `suites`.
  writeFileSync(join(root, 'docs', 'second.md'), page('Second page', 'Projects', '[one-run]'))
  await tab.goto(`http://127.0.0.1:${PORT}/`)
  await expect(tab.locator('.bench-pages').getByRole('link', { name: 'Second page' })).toBeVisible({ timeout: 30_000 })
})

// Under `vitepress dev` there is no server HTML: the first page opened renders on the client, and its
// charts must load at once, as on a page reached by a link (theme/index.ts, wantedBy).
test('the first page opened in the dev server draws its chart', async ({ page: tab }) => {
  test.setTimeout(120_000)
  await tab.goto(`http://127.0.0.1:${PORT}/chart`)
  await expect(tab.locator('figure.BenchChart canvas')).toHaveCount(1, { timeout: 60_000 })
})
