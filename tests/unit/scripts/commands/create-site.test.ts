// `pnpm create-site <dir>`: a site of one's own, as a maintainer starts it. Created from this checkout
// (in CI a fresh clone), one go test -bench output ingested with a starter page, and one `vitepress build`
// of the new folder: the home lists the suite; no example project appears in data, pages or the built
// site; the guide is built (so it needs none of the example data, and has no link to an example page,
// which VitePress fails the build on) and reachable from the home page, but not in the top links or the
// sidebar beside the site's own pages. (The site and its build are new-site-build.ts's, shared with
// injection.test.ts.)
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { siteSettings } from '../../../../.vitepress/site-config'
import { newSiteBuild, type NewSite } from '../../new-site-build'

/** Names of the example projects, on no page of a new site. */
const DEMOS = /ActualLab|Fusion|TopGun|Ergo Framework|silly-redis|example-go|Worked example/

// The site is made, a run ingested and the site built once, with the hostile suite injection.test.ts checks
// in it too (new-site-build.ts): it is left out of what is checked here.
let s: NewSite
let site = ''
let dist = ''
beforeAll(async () => {
  s = await newSiteBuild()
  site = s.site
  dist = s.dist
}, 300_000)
const tmp = mkdtempSync(join(tmpdir(), 'create-site-test-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const built = (page: string) => readFileSync(join(dist, page), 'utf8')
const topLinks = (html: string) =>
  [...html.matchAll(/class="[^"]*VPNavBarMenuLink[^"]*" href="([^"]*)"/g)].map((m) => m[1])

describe('pnpm create-site', () => {
  test('starts with no suite, a home page that says how to fill it, and the title of its own', () => {
    const core = ['analysis', 'numbers', 'schema'] // the shared core travels in data/, beside the suites
    expect(s.dataAfterIngest.filter((f) => !f.startsWith('.') && !core.includes(f) && f !== 'acme')).toEqual([])
    expect(core.every((f) => existsSync(join(site, 'data', f)))).toBe(true)
    expect(s.emptyHome).toContain('No results yet')
    expect(s.emptyHome).toContain('href="guide/publishing"')
    expect(readFileSync(join(site, 'docs/site.yaml'), 'utf8')).toContain('title: Acme benchmarks')
    expect(existsSync(join(site, 'tests/bench/bench.ts'))).toBe(false)
    expect(s.docsAfterIngest).toEqual(['acme.md', 'changes.md', 'guide', 'index.md', 'public', 'site.yaml'])
  })
  test('a run ingested and one build later: the home lists the suite, no example appears', () => {
    expect(s.ingest.stderr).toBe('')
    expect(s.ingest.status).toBe(0)
    expect(s.build.stderr).not.toMatch(/dead link/i)
    expect(s.build.status).toBe(0)
    const home = built('index.html')
    expect(home).toContain('<title>Acme benchmarks</title>')
    expect(home).toMatch(/<a href="acme">Acme strings<\/a>/)
    for (const page of ['index.html', 'acme.html', 'changes.html']) expect(built(page)).not.toMatch(DEMOS)
    expect(readdirSync(join(dist, 'bench-data')).filter((d) => d !== s.hostile)).toEqual(['acme'])
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
