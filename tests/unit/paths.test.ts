// Issue 21, section 2: nothing is written where it does not belong. `--page` names a page under the
// site's pages folder only; symlinks under data/ are refused rather than followed; a run file turned
// into a folder is named in one line, and removing it is all or nothing; a byte-order mark is read
// alike in inputs and data files; an input too big is refused from its size, before it is read.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'
import { main as ingest } from '../../scripts/ingest'
import { main as pageCli } from '../../scripts/page'

const SITE = fileURLToPath(new URL('../..', import.meta.url))
const tmpRoot = mkdtempSync(join(tmpdir(), 'paths-test-'))
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }))
afterEach(() => vi.unstubAllEnvs())
let n = 0
const tmp = () => {
  const d = join(tmpRoot, `d${n++}`)
  mkdirSync(d, { recursive: true })
  return d
}

interface Out { code: number; stdout: string; stderr: string }
async function run(cli: 'ingest' | 'page', args: string[], cwd: string): Promise<Out> {
  let stdout = ''
  let stderr = ''
  const io = { stdout: (s: string) => (stdout += s), stderr: (s: string) => (stderr += s), isTTY: false, cwd }
  const code = cli === 'ingest' ? await ingest(args, io) : pageCli(args, io)
  return { code, stdout, stderr }
}
const lines = (s: string) => s.trim().split('\n')

const GO = (ns: Record<number, number>) => ['goos: linux', 'goarch: amd64', 'pkg: example.com/x', 'cpu: Test CPU',
  ...Object.entries(ns).map(([size, t]) => `BenchmarkSum/size=${size}-2   \t    2000\t      ${t} ns/op`), 'PASS', 'ok  \texample.com/x\t0.2s', ''].join('\n')

/** A data folder with suite "demo" holding one run. */
async function demo(): Promise<{ dir: string; data: string }> {
  const dir = tmp()
  const data = join(dir, 'data')
  writeFileSync(join(dir, 'out.txt'), GO({ 64: 30, 1024: 400 }))
  const r = await run('ingest', ['out.txt', '--new-suite', 'demo', '--title', 'Demo', '--project', 'Demo', '--data-dir', data, '--date', '2026-01-01'], dir)
  expect(r.code, r.stderr).toBe(0)
  return { dir, data }
}

describe('--page: a Markdown page under the site\'s pages folder, with a plain name', () => {
  const outside = join(tmpRoot, 'elsewhere.md')
  const bad: Array<[string, RegExp]> = [
    ['../../x.md', /^\.\.\/\.\.\/x\.md: resolves to .*x\.md, outside the site's pages folder .*docs; a page must be under it, e\.g\. docs\/my-lib\.md$/],
    ['docs/../../../x2.md', /^docs\/\.\.\/\.\.\/\.\.\/x2\.md: resolves to .*x2\.md, outside the site's pages folder/],
    [outside, /: resolves to .*elsewhere\.md, outside the site's pages folder/],
    ['docs/public/p.md', /^docs\/public\/p\.md: docs\/public\/ is copied to the site as is, not built as pages; put the page elsewhere under docs\/, e\.g\. docs\/my-lib\.md$/],
    ['.md', /^\.md: resolves to .*, outside the site's pages folder/],
    ['docs/.md', /^docs\/\.md: "\.md" is not a page name; allowed: letters, digits, "-", "_" and "\." in each name, "\/" between folders, a name before "\.md", e\.g\. docs\/my-lib\.md$/],
    ['docs/<script>alert(1)</script>.md', /^docs\/<script>alert\(1\)<\/script>\.md: "<script>alert\(1\)<" is not a page name; allowed: /],
    ['docs/{{ 17*17 }}.md', /^docs\/\{\{ 17\*17 \}\}\.md: "\{\{ 17\*17 \}\}\.md" is not a page name; allowed: /],
    ['docs/.vitepress/x.md', /^docs\/\.vitepress\/x\.md: "\.vitepress" is not a page name/],
    ['docs/my page.md', /"my page\.md" is not a page name/],
    ['docs/x.html', /^docs\/x\.html: expected a Markdown file \(\.md\) under docs\/, e\.g\. docs\/my-lib\.md$/],
  ]

  test.each(bad)('pnpm page and pnpm ingest --page refuse %j in one line, writing nothing', async (target, message) => {
    const { dir, data } = await demo()
    const before = readdirSync(join(data, 'demo', 'runs'))
    const p = await run('page', ['demo', target, '--data-dir', data], dir)
    expect([p.code, lines(p.stderr).length], p.stderr).toEqual([2, 1])
    expect(p.stderr.replace(/^error: /, '').replace(/ \(pnpm page --help\)\n$/, '')).toMatch(message)
    writeFileSync(join(dir, 'b.txt'), GO({ 64: 31, 1024: 410 }))
    const i = await run('ingest', ['b.txt', '--suite', 'demo', '--data-dir', data, '--page', target], dir)
    expect([i.code, lines(i.stderr).length], i.stderr).toEqual([2, 1])
    expect(i.stderr.replace(/^error: --page /, '').replace(/ \(pnpm ingest --help lists the options\)\n$/, '')).toMatch(message)
    expect(readdirSync(join(data, 'demo', 'runs'))).toEqual(before)
    expect(existsSync(resolve(SITE, target))).toBe(false)
  })

  test('a folder under the pages folder that links elsewhere is refused; a plain sub-folder is written', async () => {
    const { dir, data } = await demo()
    const docs = join(dir, 'docs')
    mkdirSync(docs)
    mkdirSync(join(dir, 'outside'))
    symlinkSync(join(dir, 'outside'), join(docs, 'linked'))
    vi.stubEnv('BENCH_SRC_DIR', docs)
    const linked = await run('page', ['demo', join(docs, 'linked', 'new', 'x.md'), '--data-dir', data], dir)
    expect([linked.code, lines(linked.stderr).length]).toEqual([2, 1])
    expect(linked.stderr).toMatch(/linked\/new\/x\.md: leads through a symbolic link to .*outside\/new\/x\.md, outside the site's pages folder/)
    expect(readdirSync(join(dir, 'outside'))).toEqual([])
    const ok = await run('page', ['demo', join(docs, 'perf', 'my_lib-1.2.md'), '--data-dir', data], dir)
    expect(ok.code, ok.stderr).toBe(0)
    expect(existsSync(join(docs, 'perf', 'my_lib-1.2.md'))).toBe(true)
    // The site's own docs/ is not the pages folder while BENCH_SRC_DIR names another one.
    const site = await run('page', ['demo', 'docs/x.md', '--data-dir', data], dir)
    expect(site.stderr).toMatch(/^error: docs\/x\.md: resolves to .*, outside the site's pages folder /)
  })
})
