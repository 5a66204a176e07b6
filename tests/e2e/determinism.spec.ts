// Building twice from the same inputs gives the same site, byte for byte: every page, asset, run file,
// chart image and the changes feed. The two builds run some seconds apart, so a timestamp, a random id or an order that
// depends on the file system or on timing would show up as a difference. Under `pnpm test` the first is
// the main build, made beside lint and the type check, and the second is made beside the other sites and the
// unit tests (tests/e2e/sites.ts), so one that depends on the machine's load would too (Shiki's time limit
// once did: tests/unit/highlight-time.test.ts). Both are built as `pnpm build` builds, without a site URL:
// the deploy's sitemap (VitePress's list of pages, no dates: lastUpdated is off) is left out.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from '@playwright/test'
import { MAIN_DIST, mainBuiltForRun } from './run-stamp'
import { builtSite } from './sites'

/** The two builds' own folders (the main build, when it is the first, stays). */
const OUTS = ['.vitepress/dist-same-a', '.vitepress/dist-same-b']

/** Path → sha256 of every file under `dir`. */
function digest(dir: string): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name)
      if (e.isDirectory()) walk(p)
      else out.set(relative(dir, p), createHash('sha256').update(readFileSync(p)).digest('hex'))
    }
  }
  walk(dir)
  return out
}

test.afterAll(() => {
  for (const o of OUTS) rmSync(o, { recursive: true, force: true })
})

test('two builds of the same inputs are identical', async () => {
  test.setTimeout(720_000)
  const first = mainBuiltForRun() ? MAIN_DIST : await builtSite('same-a')
  const sites = [digest(first), digest(await builtSite('same-b'))]
  const [a, b] = sites as [Map<string, string>, Map<string, string>]
  // The build wrote a real site: pages, scripts, on-demand run files, chart images and the feed.
  expect(a.has('index.html')).toBe(true)
  expect(a.has('changes.atom')).toBe(true)
  expect([...a.keys()].some((k) => /^charts\/.+\.svg$/.test(k))).toBe(true)
  expect([...a.keys()].some((k) => k.startsWith('bench-data/'))).toBe(true)
  expect([...a.keys()].some((k) => k.endsWith('.js'))).toBe(true)
  const differ = [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).sort()
  expect(differ, 'files that differ between the two builds').toEqual([])
})
