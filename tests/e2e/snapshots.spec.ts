// `pnpm snapshots`, as the pull-request preview workflow runs it (pr-preview-build.yml): every chart of a
// preview built under a sub-path, drawn by Chart.js and saved as a PNG, with index.json naming each image's
// hash, then `--diff` of two indexes. It once waited for canvases that never came (charts are drawn only when
// a reader reaches for them) and timed out: the workflow's step failed. Expected counts come from the HTML.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { builtPageFile, builtPages } from '../../scripts/tools/built-pages'
import { PREVIEW_BASE, builtSite } from './sites'

const run = (args: string[]) =>
  promisify(execFile)('node_modules/.bin/tsx', ['scripts/commands/snapshots.ts', ...args], { encoding: 'utf8' })

/** Each page's chart ids, read from the built HTML: the names snapshots must give their images. */
function chartNames(dist: string): string[] {
  return builtPages(dist)
    .flatMap((url) => {
      const html = readFileSync(builtPageFile(dist, url), 'utf8')
      const page = url.slice(1) || 'index'
      return [...html.matchAll(/<figure class="BenchChart[^"]*"[^>]*\bid="([^"]+)"/g)].map(
        (m) => `${page.replace(/\//g, '_')}__${m[1]}`,
      )
    })
    .sort()
}

test('every chart of a sub-path preview is drawn to a PNG, named and hashed; --diff lists the changed ones', async () => {
  test.setTimeout(300_000)
  const dist = await builtSite('subpath')
  const out = mkdtempSync(join(tmpdir(), 'snapshots-'))
  try {
    const { stdout } = await run(['--dist', dist, '--base', PREVIEW_BASE, '--out', out, '--port', '0'])
    const names = chartNames(dist)
    expect(names.length).toBeGreaterThan(10)
    expect(stdout.trim()).toBe(`${names.length} charts → ${out}/`)
    const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as Record<string, string>
    expect(Object.keys(index).sort()).toEqual(names)
    for (const name of names) {
      const png = readFileSync(join(out, `${name}.png`))
      // A PNG of a drawn chart (not an empty box): its signature, a width, and the hash in the index.
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect(png.readUInt32BE(16)).toBeGreaterThan(300)
      expect(png.length).toBeGreaterThan(5_000)
      expect(index[name]).toBe(createHash('sha256').update(png).digest('hex'))
    }
    const [first, second] = names
    const before = { ...index, [first!]: 'an older image', gone: 'a chart removed since' }
    delete (before as Record<string, string>)[second!]
    writeFileSync(join(out, 'before.json'), JSON.stringify(before))
    const diff = await run(['--diff', join(out, 'before.json'), '--diff', join(out, 'index.json')])
    expect(JSON.parse(diff.stdout)).toEqual({ changed: [first], added: [second], removed: ['gone'] })
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
})
