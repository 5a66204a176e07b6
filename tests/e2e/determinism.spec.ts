// Building twice from the same inputs gives the same site, byte for byte: every page, asset, run file
// and the sitemap. The two builds run some seconds apart, so a timestamp, a random id or an order that
// depends on the file system or on timing would show up as a difference; in CI the first is built while
// the fixture sites build beside it (tests/e2e/sites.ts), so one that depends on the machine's load would
// too (Shiki's time limit once did: tests/unit/highlight-time.test.ts).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from '@playwright/test'
import { builtSite } from './sites'

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
  // Built with a site URL, so that the sitemap (which could carry dates) is part of the comparison.
  const sites = [digest(await builtSite('same-a')), digest(await builtSite('same-b'))]
  const [a, b] = sites as [Map<string, string>, Map<string, string>]
  // The build wrote a real site: pages, scripts and on-demand run files.
  expect(a.has('index.html')).toBe(true)
  expect(a.has('sitemap.xml')).toBe(true)
  expect([...a.keys()].some((k) => k.startsWith('bench-data/'))).toBe(true)
  expect([...a.keys()].some((k) => k.endsWith('.js'))).toBe(true)
  const differ = [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).sort()
  expect(differ, 'files that differ between the two builds').toEqual([])
})
