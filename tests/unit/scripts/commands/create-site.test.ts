// `pnpm create-site <dir>`: a site of one's own, as a maintainer starts it. Created from this checkout
// (in CI a fresh clone), one go test -bench output ingested with a starter page, and one `vitepress build`
// of the new folder: the home lists the suite; no example project appears in data, pages or the built
// site; the guide is built (so it needs none of the example data, and has no link to an example page,
// which VitePress fails the build on) and reachable from the home page, but not in the top links or the
// sidebar beside the site's own pages.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSite } from '../../../../scripts/commands/create-site'
import { pagesListHtml } from '../../../../.vitepress/markdown/pages-list'
import { siteSettings } from '../../../../.vitepress/site-config'
import { runAsync, type Ran } from '../../run-async'

const ROOT = resolve(__dirname, '../../../..')
const tmp = mkdtempSync(join(tmpdir(), 'create-site-'))
const site = join(tmp, 'acme-bench')
const dist = join(site, '.vitepress/dist')
const FIXTURE = join(ROOT, 'tests/fixtures/go-test-bench/stdlib_strings_fields_repeat_count3.txt')
/** Names of the example projects, on no page of a new site. */
const DEMOS = /ActualLab|Fusion|TopGun|Ergo Framework|silly-redis|example-go|Worked example/

// The new site's own folders, whatever the test process was started with.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('BENCH_')))
let emptyHome = ''
let ingest: Ran
let build: Ran

beforeAll(async () => {
  createSite(site, 'Acme benchmarks')
  emptyHome = pagesListHtml(join(site, 'docs'), 'index.md', new Map(), null)
  symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'))
  const args = [
    'scripts/commands/ingest.ts',
    FIXTURE,
    '--suite',
    'acme',
    '--create',
    '--title',
    'Acme strings',
    '--date',
    '2026-11-01',
  ]
  ingest = await runAsync(
    join(site, 'node_modules/.bin/tsx'),
    [...args, '--project', 'Acme', '--page', 'docs/acme.md'],
    {
      cwd: site,
      env,
    },
  )
  build = await runAsync(process.execPath, [join(site, 'node_modules/vitepress/bin/vitepress.js'), 'build'], {
    cwd: site,
    env,
    timeout: 280_000,
  })
}, 300_000)
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const built = (page: string) => readFileSync(join(dist, page), 'utf8')
const topLinks = (html: string) =>
  [...html.matchAll(/class="[^"]*VPNavBarMenuLink[^"]*" href="([^"]*)"/g)].map((m) => m[1])

describe('pnpm create-site', () => {
  test('starts with no suite, a home page that says how to fill it, and the title of its own', () => {
    const core = ['analysis', 'numbers', 'schema'] // the shared core travels in data/, beside the suites
    expect(
      readdirSync(join(site, 'data')).filter((f) => !f.startsWith('.') && !core.includes(f) && f !== 'acme'),
    ).toEqual([])
    expect(core.every((f) => existsSync(join(site, 'data', f)))).toBe(true)
    expect(emptyHome).toContain('No results yet')
    expect(emptyHome).toContain('href="guide/publishing"')
    expect(readFileSync(join(site, 'docs/site.yaml'), 'utf8')).toContain('title: Acme benchmarks')
    expect(existsSync(join(site, 'tests/bench/bench.ts'))).toBe(false)
    expect(readdirSync(join(site, 'docs')).sort()).toEqual([
      'acme.md',
      'changes.md',
      'guide',
      'index.md',
      'public',
      'site.yaml',
    ])
  })
  test('a run ingested and one build later: the home lists the suite, no example appears', () => {
    expect(ingest.stderr).toBe('')
    expect(ingest.status).toBe(0)
    expect(build.stderr).not.toMatch(/dead link/i)
    expect(build.status).toBe(0)
    const home = built('index.html')
    expect(home).toContain('<title>Acme benchmarks</title>')
    expect(home).toMatch(/<a href="acme">Acme strings<\/a>/)
    for (const page of ['index.html', 'acme.html', 'changes.html']) expect(built(page)).not.toMatch(DEMOS)
    expect(readdirSync(join(dist, 'bench-data'))).toEqual(['acme'])
  })
  test('the guide is built and reachable from the home page, not among the top links or beside the pages', () => {
    expect(built('index.html')).toContain('href="./guide/publishing"')
    expect(topLinks(built('index.html'))).toEqual(['/'])
    // The site's pages have a sidebar of their own; the guide's pages, the guide's.
    expect(built('acme.html')).not.toContain('href="/guide/compare"')
    expect(built('guide/publishing.html')).toContain('href="/guide/compare"')
    expect(existsSync(join(dist, 'guide/formats/go-test-bench.html'))).toBe(true)
  })
})

test('a misspelt key of site.yaml fails with the file, the key and a did-you-mean', () => {
  const docs = join(tmp, 'typo')
  mkdirSync(docs)
  writeFileSync(join(docs, 'site.yaml'), 'titel: Mine\n')
  expect(() => siteSettings(docs)).toThrow(/site\.yaml.*titel.*did you mean "title"/)
})
