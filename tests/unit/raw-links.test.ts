// Issue 47, finding 1: the build published the target of a symbolic link under a suite's raw/ folder
// (a link to .git/config published the deploy token). Nothing is published from a link, absolute or
// relative, at any depth under a suite; the loader and the store refuse such a link in one line.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'
import type { Plugin } from 'vite'
import config from '../../.vitepress/config'
import { withBenchData } from '../../.vitepress/markdown/bench-blocks'
import { loadSuite, type LoadedSuite } from '../../scripts/read/load'
import { withSuiteLock } from '../../scripts/write/store-lock'

const SUITE = 'example-go'
const root = mkdtempSync(join(tmpdir(), 'raw-links-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
afterEach(() => vi.unstubAllEnvs())
const SECRET = 'url = https://x-access-token:ghs_SECRET@github.com/o/r'
let n = 0

/** A copy of a suite with a secret beside data/, and the suite as loaded before any link was made. */
function site() {
  const dir = join(root, `s${n++}`)
  const data = join(dir, 'data')
  cpSync(join('data', SUITE), join(data, SUITE), { recursive: true })
  mkdirSync(join(dir, '.git'))
  writeFileSync(join(dir, '.git', 'config'), SECRET)
  mkdirSync(join(dir, 'secrets'))
  writeFileSync(join(dir, 'secrets', 'token.txt'), SECRET)
  return { dir, data, suiteDir: join(data, SUITE), loaded: loadSuite(SUITE, data) }
}

/** What the client build emits for the loaded suite, its first run pointing at `raw`. */
function published(data: string, loaded: LoadedSuite, raw: string): { fileName: string; source: string }[] {
  const run = loaded.runs[0]!
  const runs = [{ ...run, source: { ...run.source!, raw } }, ...loaded.runs.slice(1)]
  const plugin = (config.vite!.plugins as Plugin[]).find((p) => p.name === 'bench-run-files')!
  ;(plugin.configResolved as (c: unknown) => void)({ build: { ssr: false } })
  const out: { fileName: string; source: string }[] = []
  const ctx = {
    emitFile: (a: { fileName: string; source: string | Uint8Array }) => out.push({ ...a, source: String(a.source) }),
  }
  vi.stubEnv('BENCH_DATA_DIR', data)
  withBenchData(new Map([[SUITE, { ...loaded, runs }]]), () =>
    (plugin.generateBundle as (this: unknown, ...a: unknown[]) => void).call(ctx, {}, {}, false),
  )
  return out
}

const LINK = /: a symbolic link \(to .*\), where the data folder must hold the folder or file itself/

describe('a link under a suite folder is never published, and is refused', () => {
  // [where the link is, what source.raw names, the link's target (absolute) and whether it is written relative]
  const cases: [string, string, string, boolean][] = [
    ['raw/leak.txt.gz', 'raw/leak.txt.gz', '.git/config', false],
    ['raw/leak.txt.gz', 'raw/leak.txt.gz', '.git/config', true],
    ['raw/deep/leak.txt.gz', 'raw/deep/leak.txt.gz', 'secrets/token.txt', true],
    ['raw/deep', 'raw/deep/token.txt', 'secrets', false],
    ['raw/deep', 'raw/deep/token.txt', 'secrets', true],
  ]
  test.each(cases)('%s → %s (%s, relative: %s)', (at, raw, target, rel) => {
    const { dir, data, suiteDir, loaded } = site()
    const real = readdirSync(join(suiteDir, 'raw')).length
    const link = join(suiteDir, at)
    mkdirSync(dirname(link), { recursive: true })
    symlinkSync(rel ? relative(dirname(link), join(dir, target)) : join(dir, target), link)
    const out = published(data, loaded, raw)
    expect(out.filter((a) => a.source.includes('ghs_SECRET')).map((a) => a.fileName)).toEqual([])
    // The other runs' raw files are still published.
    expect(out.filter((a) => a.fileName.includes('/raw/')).length).toBe(real - 1)
    expect(() => loadSuite(SUITE, data)).toThrow(LINK)
  })

  test('a sibling folder whose name starts with raw is not raw/', () => {
    const { data, suiteDir, loaded } = site()
    mkdirSync(join(suiteDir, 'raw-private'))
    writeFileSync(join(suiteDir, 'raw-private', 'notes.txt'), SECRET)
    const out = published(data, loaded, 'raw-private/notes.txt')
    expect(out.filter((a) => a.source.includes('ghs_SECRET')).map((a) => a.fileName)).toEqual([])
  })

  test('the real raw files are published', () => {
    const { data, suiteDir, loaded } = site()
    const first = loaded.runs[0]!.source!.raw!
    const names = published(data, loaded, first).map((a) => a.fileName)
    expect(names).toContain(`bench-data/${SUITE}/${first}`)
    expect(names.filter((f) => f.includes('/raw/')).length).toBe(readdirSync(join(suiteDir, 'raw')).length)
  })

  test('the store refuses to work on a suite with a link under raw/', async () => {
    const { dir, suiteDir } = site()
    mkdirSync(join(suiteDir, 'raw', 'deep'))
    symlinkSync(join(dir, '.git', 'config'), join(suiteDir, 'raw', 'deep', 'x.gz'))
    await expect(withSuiteLock(suiteDir, () => 1)).rejects.toThrow(LINK)
  })
})
