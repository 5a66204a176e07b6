// Issue 21, section 2: nothing is written where it does not belong. `--page` names a page under the
// site's pages folder only; symlinks under data/ are refused rather than followed; a run file turned
// into a folder is named in one line, and removing it is all or nothing; a byte-order mark is read
// alike in inputs and data files; an input too big is refused from its size, before it is read.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'

// Every whole-file read and every stream opened, by path: what "refused before reading" means.
const opened = vi.hoisted(() => [] as string[])
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>()
  const readFileSync = ((p: unknown, ...rest: unknown[]) => {
    opened.push(String(p))
    return (fs.readFileSync as (...a: unknown[]) => unknown)(p, ...rest)
  }) as typeof fs.readFileSync
  const createReadStream = ((p: unknown, ...rest: unknown[]) => {
    opened.push(String(p))
    return (fs.createReadStream as (...a: unknown[]) => unknown)(p, ...rest)
  }) as typeof fs.createReadStream
  return { ...fs, default: { ...fs, readFileSync, createReadStream }, readFileSync, createReadStream }
})

// Test files share modules (vitest.config.ts, isolate: false): a file before this one may have loaded the
// scripts with the real node:fs, and they would read past the watch. They are loaded afresh, after the mock.
vi.resetModules()
const { main: ingest } = await import('../../scripts/commands/ingest')
const { main: pageCli } = await import('../../scripts/commands/page')
const { main: suiteCli } = await import('../../scripts/commands/suite')
const { loadAll, loadSuite, suiteIds } = await import('../../scripts/read/load')
const { DataError } = await import('../../data/schema/validate')

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

interface Out {
  code: number
  stdout: string
  stderr: string
}
async function run(cli: 'ingest' | 'page' | 'suite', args: string[], cwd: string): Promise<Out> {
  let stdout = ''
  let stderr = ''
  const io = { stdout: (s: string) => (stdout += s), stderr: (s: string) => (stderr += s), isTTY: false, cwd }
  const code =
    cli === 'ingest' ? await ingest(args, io) : cli === 'suite' ? await suiteCli(args, io) : pageCli(args, io)
  return { code, stdout, stderr }
}
const lines = (s: string) => s.trim().split('\n')

const GO = (ns: Record<number, number>) =>
  [
    'goos: linux',
    'goarch: amd64',
    'pkg: example.com/x',
    'cpu: Test CPU',
    ...Object.entries(ns).map(([size, t]) => `BenchmarkSum/size=${size}-2   \t    2000\t      ${t} ns/op`),
    'PASS',
    'ok  \texample.com/x\t0.2s',
    '',
  ].join('\n')

/** A data folder with suite "demo" holding one run. */
async function demo(): Promise<{ dir: string; data: string }> {
  const dir = tmp()
  const data = join(dir, 'data')
  writeFileSync(join(dir, 'out.txt'), GO({ 64: 30, 1024: 400 }))
  const r = await run(
    'ingest',
    [
      'out.txt',
      '--new-suite',
      'demo',
      '--title',
      'Demo',
      '--project',
      'Demo',
      '--data-dir',
      data,
      '--date',
      '2026-01-01',
    ],
    dir,
  )
  expect(r.code, r.stderr).toBe(0)
  return { dir, data }
}

describe("--page: a Markdown page under the site's pages folder, with a plain name", () => {
  const outside = join(tmpRoot, 'elsewhere.md')
  const bad: Array<[string, RegExp]> = [
    [
      '../../x.md',
      /^\.\.\/\.\.\/x\.md: resolves to .*x\.md, outside the site's pages folder .*docs; a page must be under it, e\.g\. docs\/my-lib\.md$/,
    ],
    ['docs/../../../x2.md', /^docs\/\.\.\/\.\.\/\.\.\/x2\.md: resolves to .*x2\.md, outside the site's pages folder/],
    [outside, /: resolves to .*elsewhere\.md, outside the site's pages folder/],
    [
      'docs/public/p.md',
      /^docs\/public\/p\.md: docs\/public\/ is copied to the site as is, not built as pages; put the page elsewhere under docs\/, e\.g\. docs\/my-lib\.md$/,
    ],
    ['.md', /^\.md: resolves to .*, outside the site's pages folder/],
    [
      'docs/.md',
      /^docs\/\.md: "\.md" is not a page name; allowed: letters, digits, "-", "_" and "\." in each name, "\/" between folders, a name before "\.md", e\.g\. docs\/my-lib\.md$/,
    ],
    [
      'docs/<script>alert(1)</script>.md',
      /^docs\/<script>alert\(1\)<\/script>\.md: "<script>alert\(1\)<" is not a page name; allowed: /,
    ],
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
    expect(i.stderr.replace(/^error: --page /, '').replace(/ \(pnpm ingest --help lists the options\)\n$/, '')).toMatch(
      message,
    )
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
    expect(linked.stderr).toMatch(
      /linked\/new\/x\.md: leads through a symbolic link to .*outside\/new\/x\.md, outside the site's pages folder/,
    )
    expect(readdirSync(join(dir, 'outside'))).toEqual([])
    const ok = await run('page', ['demo', join(docs, 'perf', 'my_lib-1.2.md'), '--data-dir', data], dir)
    expect(ok.code, ok.stderr).toBe(0)
    expect(existsSync(join(docs, 'perf', 'my_lib-1.2.md'))).toBe(true)
    // The site's own docs/ is not the pages folder while BENCH_SRC_DIR names another one.
    const site = await run('page', ['demo', 'docs/x.md', '--data-dir', data], dir)
    expect(site.stderr).toMatch(/^error: docs\/x\.md: resolves to .*, outside the site's pages folder /)
  })
})

/** Every file under `dir`, relative, sorted (what a refused command must leave as it was). */
function tree(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).map(String).sort()
}

/**
 * What `vitepress build` does with a data folder before any page (.vitepress/config.ts, benchDataCheck): it
 * loads it through benchData(), and a DataError stops the build as the one line `invalid data: <message>`,
 * without a stack trace (a real build checks that: clear-errors.test.ts). Called here, a process start and
 * the config's bundling saved (8-11 s each in a busy CI). Returns what it threw.
 */
async function buildDataCheck(data: string): Promise<unknown> {
  vi.stubEnv('BENCH_DATA_DIR', data)
  const { benchData, resetBenchData } = await import('../../.vitepress/markdown/bench-blocks')
  resetBenchData()
  try {
    benchData()
  } catch (e) {
    return e
  } finally {
    resetBenchData()
  }
  return undefined
}
describe('symbolic links under data/ are refused, in ingest and in the build', () => {
  const LINK =
    /: a symbolic link \(to .*\), where the data folder must hold the folder or file itself, since a link can lead the build and ingest outside it; replace the link with a copy of what it points to$/

  test('a linked suite folder: named, not silently left out of the site', async () => {
    const { dir, data } = await demo()
    renameSync(join(data, 'demo'), join(dir, 'elsewhere'))
    symlinkSync(join(dir, 'elsewhere'), join(data, 'demo'))
    for (const f of [() => suiteIds(data), () => loadAll(data), () => loadSuite('demo', data)]) {
      expect(f).toThrow(LINK)
    }
    writeFileSync(join(dir, 'b.txt'), GO({ 64: 31 }))
    const before = tree(join(dir, 'elsewhere'))
    const r = await run('ingest', ['b.txt', '--suite', 'demo', '--data-dir', data], dir)
    expect([r.code, lines(r.stderr).length]).toEqual([1, 1])
    expect(r.stderr).toMatch(
      new RegExp(`^invalid data: ${join(data, 'demo')}${LINK.source.slice(0, -1)}; nothing was written\n$`),
    )
    expect(tree(join(dir, 'elsewhere'))).toEqual(before)
  })

  test.each(['runs', 'raw'])('a linked %s/: ingest writes nothing there, nor anywhere', async (sub) => {
    const { dir, data } = await demo()
    const outside = join(dir, `outside-${sub}`)
    renameSync(join(data, 'demo', sub), outside)
    symlinkSync(outside, join(data, 'demo', sub))
    const before = [tree(outside), tree(data)]
    writeFileSync(join(dir, 'b.txt'), GO({ 64: 31, 1024: 410 }))
    const r = await run('ingest', ['b.txt', '--suite', 'demo', '--data-dir', data], dir)
    expect([r.code, lines(r.stderr).length], r.stderr).toEqual([1, 1])
    expect(r.stderr).toMatch(new RegExp(`^invalid data: ${join(data, 'demo', sub)}: a symbolic link`))
    expect([tree(outside), tree(data)]).toEqual(before)
    // Removing a run through the link is refused the same way.
    const id = readdirSync(sub === 'runs' ? outside : join(outside, '..', 'data', 'demo', 'runs'))[0]!.replace(
      /\.json$/,
      '',
    )
    const rm = await run('ingest', ['--remove', id, '--suite', 'demo', '--data-dir', data], dir)
    expect([rm.code, rm.stderr]).toEqual([1, expect.stringMatching(/a symbolic link/)])
    expect([tree(outside), tree(data)]).toEqual(before)
    if (sub === 'runs') expect(() => loadSuite('demo', data)).toThrow(LINK)
  })

  test('the build names a linked suite folder in one line, with no stack trace', async () => {
    const data = join(tmp(), 'data')
    cpSync(join(SITE, 'data'), data, { recursive: true })
    const suite = readdirSync(data).find((d) => existsSync(join(data, d, 'suite.json')))!
    renameSync(join(data, suite), join(data, '..', suite))
    symlinkSync(join(data, '..', suite), join(data, suite))
    const thrown = await buildDataCheck(data)
    expect(thrown).toBeInstanceOf(DataError)
    expect((thrown as Error).message).toMatch(new RegExp(`^${join(data, suite)}${LINK.source}`))
  })
})

describe('a run file replaced by a folder', () => {
  async function broken() {
    const { dir, data } = await demo()
    const runs = join(data, 'demo', 'runs')
    const id = readdirSync(runs)[0]!.replace(/\.json$/, '')
    unlinkSync(join(runs, `${id}.json`))
    mkdirSync(join(runs, `${id}.json`))
    writeFileSync(join(runs, `${id}.json`, 'note.txt'), 'kept')
    return { dir, data, id, file: join(runs, `${id}.json`) }
  }
  const FOLDER = (file: string) => `${file}: expected a JSON file, found a folder; move it out of runs/`

  test('ingest names it in one line (it said only "EISDIR")', async () => {
    const { dir, data, file } = await broken()
    writeFileSync(join(dir, 'b.txt'), GO({ 64: 31 }))
    const r = await run('ingest', ['b.txt', '--suite', 'demo', '--data-dir', data], dir)
    expect([r.code, r.stderr]).toEqual([1, `invalid data: ${FOLDER(file)}; nothing was written\n`])
    expect(() => loadSuite('demo', data)).toThrow(FOLDER(file))
  })

  test('--remove removes nothing, the raw copy included, and says why', async () => {
    const { dir, data, id, file } = await broken()
    const before = tree(join(data, 'demo'))
    expect(before).toContain(`raw/${id}.txt.gz`)
    const r = await run('ingest', ['--remove', id, '--suite', 'demo', '--data-dir', data], dir)
    expect([r.code, r.stderr]).toEqual([
      1,
      `invalid data: ${file}: expected a file, found a folder; nothing was removed: move the folder out of runs/ and run the removal again; nothing was written\n`,
    ])
    expect(tree(join(data, 'demo'))).toEqual(before)
    // Once the folder is moved away, the removal goes through whole.
    renameSync(file, join(dir, 'moved'))
    writeFileSync(file, '{}')
    const again = await run('ingest', ['--remove', id, '--suite', 'demo', '--data-dir', data], dir)
    expect(again.code, again.stderr).toBe(0)
    expect(tree(join(data, 'demo'))).toEqual(['raw', 'runs', 'suite.json'])
  })

  test('the build names it in one line, with no stack trace', async () => {
    const data = join(tmp(), 'data')
    cpSync(join(SITE, 'data'), data, { recursive: true })
    const suite = readdirSync(data).find((d) => existsSync(join(data, d, 'runs')))!
    const run1 = readdirSync(join(data, suite, 'runs')).find((f) => f.endsWith('.json'))!
    const file = join(data, suite, 'runs', run1)
    unlinkSync(file)
    mkdirSync(file)
    const thrown = await buildDataCheck(data)
    expect(thrown).toBeInstanceOf(DataError)
    expect((thrown as Error).message).toBe(FOLDER(file))
  })
})

describe('a byte-order mark', () => {
  test('is read in data files as in inputs: a suite whose files start with one loads, takes runs and edits', async () => {
    const { dir, data } = await demo()
    const runs = join(data, 'demo', 'runs')
    for (const f of [join(data, 'demo', 'suite.json'), ...readdirSync(runs).map((r) => join(runs, r))])
      writeFileSync(f, '\ufeff' + readFileSync(f, 'utf8'))
    expect(loadSuite('demo', data).runs).toHaveLength(1)
    writeFileSync(join(dir, 'b.txt'), '\ufeff' + GO({ 64: 31, 1024: 410 }))
    const r = await run('ingest', ['b.txt', '--suite', 'demo', '--data-dir', data], dir)
    expect(r.code, r.stderr).toBe(0)
    const s = await run('suite', ['demo', '--param', 'size=label:Size', '--data-dir', data], dir)
    expect(s.code, s.stderr).toBe(0)
    expect(loadSuite('demo', data).suite.parameters?.size?.label).toBe('Size')
  })
})

describe('an input too big to read whole is refused from its size, before it is read', () => {
  // The watch sees reads: without it, "nothing opened" would hold for a module that reads past the mock (test
  // files share modules, vitest.config.ts): a small input ingested is seen read.
  test('the read watch sees the input a small ingest reads', async () => {
    const { dir, data } = await demo()
    writeFileSync(join(dir, 'b.txt'), GO({ 64: 31, 1024: 410 }))
    opened.length = 0
    const r = await run('ingest', ['b.txt', '--suite', 'demo', '--data-dir', data], dir)
    expect(r.code, r.stderr).toBe(0)
    expect(opened.some((p) => p.endsWith('b.txt'))).toBe(true)
  })

  test.each([
    [
      'ingest',
      'big.json',
      (f: string, data: string) => [
        f,
        '--new-suite',
        'x',
        '--title',
        'X',
        '--project',
        'x',
        '--format',
        'google-benchmark',
        '--data-dir',
        data,
      ],
    ],
    [
      'ingest --history',
      'data.js',
      (f: string, data: string) => [
        '--history',
        f,
        '--suite',
        'x',
        '--create',
        '--title',
        'X',
        '--project',
        'x',
        '--data-dir',
        data,
      ],
    ],
  ] as const)('%s: a 234 MB JSON file', async (_, name, args) => {
    const dir = tmp()
    const f = join(dir, name)
    // A JSON head, then 234 MB that the file system does not even store (a sparse file).
    writeFileSync(
      f,
      name === 'data.js'
        ? 'window.BENCHMARK_DATA = {"entries": {'
        : '{"context": {"date": "2026-01-01"}, "benchmarks": [',
    )
    truncateSync(f, 234 * 1024 * 1024)
    opened.length = 0
    const rss = process.memoryUsage().rss
    const t0 = performance.now()
    const r = await run('ingest', args(f, join(dir, 'data')), dir)
    expect(r.code, r.stderr).toBe(1)
    expect(lines(r.stderr)[0]).toMatch(
      /: 234 MB of JSON; a JSON input is read whole and may have at most 50 MB \(refused from its size, before reading it\)/,
    )
    expect(opened.filter((p) => p.endsWith(name))).toEqual([])
    expect(process.memoryUsage().rss - rss).toBeLessThan(64 * 1024 * 1024)
    expect(performance.now() - t0).toBeLessThan(5000)
    expect(existsSync(join(dir, 'data'))).toBe(false)
  })
})
