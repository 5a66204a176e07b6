// Issue 12, from the maintainer's side: ingest --run, failed benchmarks, labels from the command line,
// the starter page, pages listed from front matter, compare of two runs, and every error message as a
// whole line. The CLIs run in this process against temporary data folders.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'
import type { Result, Run, Suite } from '../../data/schema/schema'
import { orderedValues } from '../../components/views/select'
import { main as ingest } from '../../scripts/commands/ingest'
import { main as compare } from '../../scripts/commands/compare'
import { main as suiteCli } from '../../scripts/commands/suite'
import { main as pageCli } from '../../scripts/commands/page'
import { detectFailures } from '../../scripts/write/failures'
import { applySuiteEdits } from '../../scripts/write/suite-edit'
import { starterPage } from '../../scripts/tools/starter-page'
import { layoutFor, sections } from '../../scripts/tools/starter-layout'
import { pageFromText, sidebarGroups, unlistedPager } from '../../.vitepress/markdown/site-pages'
import { loadSuite } from '../../scripts/read/load'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const tmpRoot = mkdtempSync(join(tmpdir(), 'maint-test-'))
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
async function run(cli: 'ingest' | 'compare' | 'suite' | 'page', args: string[], cwd = ROOT): Promise<Out> {
  let stdout = ''
  let stderr = ''
  const io = { stdout: (s: string) => (stdout += s), stderr: (s: string) => (stderr += s), isTTY: false, cwd }
  const code =
    cli === 'ingest'
      ? await ingest(args, io)
      : cli === 'compare'
        ? compare(args, io)
        : cli === 'suite'
          ? await suiteCli(args, io)
          : pageCli(args, io)
  return { code, stdout, stderr }
}
const lines = (s: string) => s.trim().split('\n')
/** The message `f` throws, whole. */
function thrown(f: () => unknown): string | undefined {
  try {
    f()
  } catch (e) {
    return (e as Error).message
  }
  return undefined
}

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

/** A data folder with suite "demo" holding one run of GO(...). */
async function demo(): Promise<{ dir: string; data: string }> {
  const dir = tmp()
  const data = join(dir, 'data')
  const f = join(dir, 'out.txt')
  writeFileSync(f, GO({ 1024: 400, 16384: 6000, 64: 30 }))
  const r = await run('ingest', [
    f,
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
  ])
  expect(r.code, r.stderr).toBe(0)
  return { dir, data }
}

describe('numeric parameters are ordered as numbers', () => {
  const suite = {
    id: 's',
    title: 'S',
    project: 'P',
    metrics: { t: { label: 't', unit: 'ns', direction: 'lower' } },
  } as Suite
  const res = (size: number | string): Result => ({ benchmark: 'B', params: { size }, values: { t: { value: 1 } } })
  test('numbers and numeric strings sort numerically; text keeps its order; declared values come first', () => {
    expect(orderedValues(suite, 'size', [res(1024), res(16384), res(64)])).toEqual([64, 1024, 16384])
    expect(orderedValues(suite, 'size', [res('1024'), res('16384'), res('64')])).toEqual(['64', '1024', '16384'])
    expect(orderedValues(suite, 'size', [res('4K'), res('64'), res('1M')])).toEqual(['4K', '64', '1M'])
    const declared = { ...suite, parameters: { size: { values: [16384] } } }
    expect(orderedValues(declared, 'size', [res(1024), res(16384), res(64)])).toEqual([16384, 64, 1024])
    const asText = { ...suite, parameters: { size: { order: 'text' as const } } }
    expect(orderedValues(asText, 'size', [res(1024), res(16384), res(64)])).toEqual([1024, 16384, 64])
    const asSeen = { ...suite, parameters: { size: { order: 'appearance' as const } } }
    expect(orderedValues(asSeen, 'size', [res(1024), res(16384), res(64)])).toEqual([1024, 16384, 64])
  })
})

describe('failed benchmarks in raw output', () => {
  test('go test, Google Benchmark (console and JSON), JMH, wrk, autocannon, hey', () => {
    expect(
      detectFailures('BenchmarkA-2  100  5 ns/op\n--- FAIL: BenchmarkB/size=64\n    x_test.go:9: boom\nFAIL\n'),
    ).toEqual([{ benchmark: 'BenchmarkB/size=64', message: 'go test: --- FAIL' }])
    expect(detectFailures("BM_Copy/8          ERROR OCCURRED: 'out of memory'\n")).toEqual([
      { benchmark: 'BM_Copy/8', message: 'out of memory' },
    ])
    expect(
      detectFailures(
        JSON.stringify({
          benchmarks: [{ name: 'BM_A', error_occurred: true, error_message: 'bad' }, { name: 'BM_B' }],
        }),
      ),
    ).toEqual([{ benchmark: 'BM_A', message: 'bad' }])
    expect(detectFailures('# Benchmark: org.x.Bench.parse\n# Run progress\n<failure>\n\njava.lang.Error\n')).toEqual([
      { benchmark: 'org.x.Bench.parse', message: 'JMH: <failure>' },
    ])
    expect(detectFailures('  Non-2xx or 3xx responses: 12\nRequests/sec: 100\n')).toEqual([
      { benchmark: '*', message: '12 non-2xx or 3xx responses' },
    ])
    expect(detectFailures('40k requests in 10s, 3 non 2xx responses\n')).toEqual([
      { benchmark: '*', message: '3 non-2xx responses' },
    ])
    expect(detectFailures('Status code distribution:\n  [200]\t990 responses\n  [503]\t10 responses\n\n')).toEqual([
      { benchmark: '*', message: '10 responses with status 503' },
    ])
    expect(detectFailures('BenchmarkA-2  100  5 ns/op\nPASS\n0 non 2xx responses\n')).toEqual([])
  })
})

describe('labels from the command line', () => {
  const json = { id: 's', metrics: { time: { label: 'time', unit: 'ns', direction: 'lower' } } }
  test('--param and --metric-label write the suite file', () => {
    const out = applySuiteEdits(
      json,
      ['size=label:"Input size",unit:B,order:numeric,values:64|1024', 'mode=Mode'],
      ['time=label:"Time per op",description:"One call"'],
      ['size', 'mode'],
    )
    expect(out.parameters).toEqual({
      size: { label: 'Input size', unit: 'B', order: 'numeric', values: [64, 1024] },
      mode: { label: 'Mode' },
    })
    expect(out.metrics).toEqual({
      time: { label: 'Time per op', unit: 'ns', direction: 'lower', description: 'One call' },
    })
  })
  test('--param size=… names the one unnamed (positional) parameter, as for go test BenchmarkSum/64', () => {
    const notes: string[] = []
    const out = applySuiteEdits(json, ['size=label:"Input size",unit:B'], [], ['sub1', 'gomaxprocs'], notes)
    expect(out.parameters).toEqual({ sub1: { label: 'Input size', unit: 'B' } })
    expect(notes[0]).toContain('--param size: the results name this parameter by its position, sub1')
    expect(applySuiteEdits(json, ['size=unit:B'], [], ['sub1', 'gomaxprocs']).parameters).toEqual({
      sub1: { label: 'size', unit: 'B' },
    })
    expect(applySuiteEdits(json, ['sub2=Mode'], [], ['sub1', 'sub2']).parameters).toEqual({ sub2: { label: 'Mode' } })
    // Two unnamed segments: the one already labelled so, else a refusal naming the positional keys.
    expect(
      applySuiteEdits({ ...json, parameters: { sub2: { label: 'size' } } }, ['size=unit:B'], [], ['sub1', 'sub2'])
        .parameters,
    ).toEqual({ sub2: { label: 'size', unit: 'B' } })
    expect(thrown(() => applySuiteEdits(json, ['size=unit:B'], [], ['sub1', 'sub2']))).toBe(
      '--param size: the suite\'s results have no parameter "size" (parameters: sub1, sub2); unnamed segments are named by position: --param sub1=size names one',
    )
  })
  test.each([
    [
      ['sise=Size'],
      [],
      '--param sise: the suite\'s results have no parameter "sise"; did you mean "size"? (parameters: size)',
    ],
    [
      ['size=lable:Size'],
      [],
      '--param size: unknown key "lable"; did you mean "label"? (keys: label, unit, order, values, description)',
    ],
    [['size=unit:1'], [], '--param size: unit "1" is not a unit this site knows (such as B, KB, ns, ms, req/s, %)'],
    [['size=order:random'], [], '--param size: order "random": expected numeric, text or appearance'],
    [[], ['tme=Time'], '--metric-label tme: the suite has no metric "tme"; did you mean "time"? (metrics: time)'],
    [[], ['time'], '--metric-label time: expected name=label or name=key:value,…'],
  ])('%j %j', (params, metrics, message) => {
    expect(thrown(() => applySuiteEdits(json, params, metrics, ['size']))).toBe(message)
  })
})

describe('the starter page', () => {
  const suite = {
    id: 'demo',
    title: 'Demo',
    project: 'Demo',
    metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
  } as Suite
  const r = (benchmark: string, params: Record<string, number | string>, value: number): Result => ({
    benchmark,
    params,
    values: { time: { value } },
  })
  test('numeric keys along the axis, the smallest other key as series, a log axis past 100×', () => {
    const results = [
      r('B', { size: 1024, mode: 'a' }, 10),
      r('B', { size: 64, mode: 'b' }, 2000),
      r('B', { size: 1024, mode: 'b' }, 3),
      r('B', { size: 64, mode: 'a' }, 5),
    ]
    expect(layoutFor(suite, results, 'time')).toEqual({
      groups: 'size',
      series: 'mode',
      rows: ['size'],
      where: {},
      log: true,
      table: { rows: ['mode'], columns: 'size' },
      horizontal: false,
    })
    expect(
      layoutFor(
        suite,
        results.map((x) => ({ ...x, values: { time: { value: 10 } } })),
        'time',
      ).log,
    ).toBe(false)
  })
  test("names too long for a phone's vertical bars make the chart horizontal; sizes and two short names do not", () => {
    const go = ['Sort', 'Upper', 'SHA256', 'FNV', 'MapInsert', 'JSONEncode', 'Regexp', 'Itoa'].map((b, i) =>
      r(`Benchmark${b}`, {}, i + 1),
    )
    // 8 groups at 320 px: 17 px each, 4 characters at the least on two lines; "BenchmarkSort" has 13.
    expect(layoutFor(suite, go, 'time')).toMatchObject({ groups: 'benchmark', horizontal: true })
    expect(layoutFor(suite, go.slice(0, 2), 'time').horizontal).toBe(false)
    const sizes = [64, 128, 256, 512, 1024, 2048, 4096, 8192].map((size, i) => r('Sum', { size }, i + 1))
    expect(layoutFor(suite, sizes, 'time')).toMatchObject({ groups: 'size', horizontal: false })
  })
  test('a section per benchmark with several results, one for the single ones', () => {
    const results = [r('Sum', { size: 64 }, 1), r('Sum', { size: 128 }, 2), r('A', {}, 3), r('C', {}, 4)]
    expect(sections(results).map((s) => s.where)).toEqual([{ benchmark: 'Sum' }, { benchmark: ['A', 'C'] }])
  })
  test('benchmarks measured alike share a section; a parameter that only follows the benchmark (pkg) is no axis', () => {
    const results = [
      r('Sum', { size: 64 }, 1),
      r('Sum', { size: 128 }, 2),
      r('Copy', { size: 64 }, 3),
      r('Copy', { size: 128 }, 4),
      r('Hash', { n: 1 }, 5),
      r('Hash', { n: 2 }, 6),
      r('A', {}, 7),
    ]
    expect(sections(results).map((s) => s.where)).toEqual([
      { benchmark: ['Sum', 'Copy'] },
      { benchmark: 'Hash' },
      { benchmark: ['A'] },
    ])
    const pkgs = [
      r('Sum', { size: 64, pkg: 'a' }, 1),
      r('Sum', { size: 128, pkg: 'a' }, 2),
      r('Copy', { size: 64, pkg: 'b' }, 3),
      r('Copy', { size: 128, pkg: 'b' }, 4),
    ]
    expect(layoutFor(suite, pkgs, 'time')).toMatchObject({ groups: 'size', series: 'benchmark', where: {} })
  })
  test('a 4-benchmark go suite (real capture, unnamed sizes): a chart per primary metric, tables with the sizes as columns, "runs" in words', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'starter-go-'))
    try {
      const io = { stdout: () => {}, stderr: () => {}, isTTY: false, cwd: ROOT }
      const input = join(ROOT, 'tests/fixtures/go-test-bench/unnamed_subbench_count3.txt')
      expect(
        await ingest(
          [input, '--data-dir', dir, '--new-suite', 'bufkit', '--title', 'bufkit', '--project', 'bufkit'],
          io,
        ),
      ).toBe(0)
      const { suite: s, runs } = loadSuite('bufkit', dir)
      const md = starterPage(s, runs)
      const blocks = (kind: string) =>
        md
          .split('```' + kind + '\n')
          .slice(1)
          .map((b) => b.slice(0, b.indexOf('```')))
      // time and throughput charted (bytes and allocs are secondary), plus the trend: 3 charts.
      expect(blocks('bench-chart').map((b) => /metric: (\S+)/.exec(b)![1])).toEqual(['time', 'throughput'])
      expect(blocks('bench-chart').length + blocks('bench-trend').length).toBeLessThanOrEqual(4)
      for (const b of blocks('bench-chart')) expect(b).toContain('groups: sub1\nseries: benchmark\n')
      expect(blocks('bench-table')).toHaveLength(4)
      for (const b of blocks('bench-table')) expect(b).toContain('rows: benchmark\ncolumns: sub1\n')
      expect(orderedValues(s, 'sub1', runs[0]!.results)).toEqual([64, 1024, 16384])
      expect(md).toContain('field=runs} so far')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
  test('environment, a chart and table per metric, changes, trend, and the command to reproduce', () => {
    const runs: Run[] = [
      {
        id: 'r1',
        date: '2026-01-01',
        source: { command: "go test -run='^$' -bench=." },
        results: [r('Sum', { size: 64 }, 1), r('Sum', { size: 128 }, 2)],
      },
    ]
    const md = starterPage(suite, runs)
    for (const block of ['```bench-env', '```bench-chart', '```bench-table', '```bench-changes', '```bench-trend'])
      expect(md).toContain(block)
    expect(md).toContain('sidebar: Projects')
    expect(md).toContain('suites: [demo]')
    // The next run repeats each benchmark 10 times: one sample per run gives no verdict.
    expect(md).toContain("pnpm ingest --run 'go test -run='\\''^$'\\'' -bench=. -count=10' --suite demo")
  })
})

describe('pages listed from front matter', () => {
  test('groups in the order of their pages, pages by order then title', () => {
    const p = (file: string, fm: string) => pageFromText(`---\n${fm}\n---\n# H\n`, file)
    const pages = [
      p('guide/a.md', 'title: A guide\nsidebar: Guide\norder: 101'),
      p('x/perf.md', 'title: X\nsidebar: Projects\norder: 2'),
      p('y/perf.md', 'title: Y\nsidebar: Projects'),
      p('w/perf.md', 'title: W\nsidebar: Projects\norder: 1\nsidebarTitle: Dubya'),
      p('hidden.md', 'title: Hidden'),
    ]
    expect(sidebarGroups(pages)).toEqual([
      {
        text: 'Projects',
        items: [
          { text: 'Dubya', link: '/w/perf' },
          { text: 'X', link: '/x/perf' },
          { text: 'Y', link: '/y/perf' },
        ],
      },
      { text: 'Guide', items: [{ text: 'A guide', link: '/guide/a' }] },
    ])
    expect(p('guide/formats/index.md', 'title: F').link).toBe('/guide/formats/')
  })
  test("a format's page, not in the sidebar, leads back to its listed folder page and to no next page", () => {
    // VitePress gave an unlisted page the sidebar's first page as "Next page": ActualLab.Fusion under the hyperfine guide.
    const sidebar = [
      { text: 'Projects', items: [{ text: 'ActualLab.Fusion', link: '/fusion/performance' }] },
      { text: 'Guide', items: [{ text: 'Input formats', link: '/guide/formats/' }] },
    ]
    expect(unlistedPager('guide/formats/hyperfine.md', sidebar)).toEqual({
      prev: { text: 'Input formats', link: '/guide/formats/' },
      next: false,
    })
    expect(unlistedPager('guide/formats/hyperfine.md', { '/': sidebar })?.next).toBe(false)
    // Listed pages, and pages under no listed folder page, keep VitePress's own links.
    expect(unlistedPager('guide/formats/index.md', sidebar)).toBeUndefined()
    expect(unlistedPager('fusion/performance.md', sidebar)).toBeUndefined()
    expect(unlistedPager('index.md', sidebar)).toBeUndefined()
    expect(unlistedPager('guide/formats/hyperfine.md', undefined)).toBeUndefined()
  })
  test.each([
    ['sidebr: Projects', 'x.md: front matter key "sidebr" is not one this site reads; did you mean "sidebar"?'],
    ['order: first', 'x.md: front matter "order": expected a number, found "first"'],
    ['suites: demo', 'x.md: front matter "suites": expected a list of suite ids such as [my-lib], found "demo"'],
    ['sidebar: 3', 'x.md: front matter "sidebar": expected text, found 3'],
  ])('%s', (fm, message) => {
    expect(thrown(() => pageFromText(`---\n${fm}\n---\n`, 'x.md'))).toBe(message)
  })
})

describe('ingest: errors are one line and say what to do', () => {
  test.each([
    [
      ['x.txt', '--suite', 'demo', '--format', 'go-test-bnch'],
      2,
      'error: --format go-test-bnch: unknown format; did you mean "go-test-bench"? (pnpm ingest --list-formats lists the ',
    ],
    [['x.txt', '--suite', 'dmeo'], 1, 'error: unknown suite "dmeo" in '],
    [
      ['--run', 'true', '--suite', 'demo', '--page', 'docs/x.html'],
      2,
      'error: --page docs/x.html: expected a Markdown file (.md) under docs/, e.g. docs/my-lib.md (pnpm ingest --help lists the options)',
    ],
    [
      ['x.txt', '--suite', 'demo', '--keep-failed'],
      2,
      'error: --keep-failed is for --run: it stores a run whose command failed (pnpm ingest --help lists the options)',
    ],
    [
      ['--run', ' ', '--suite', 'demo'],
      2,
      'error: --run: expected the benchmark command, e.g. --run "go test -run=^$ -bench=. ./..." (pnpm ingest --help lists the options)',
    ],
    [
      ['x.txt', '--sute', 'demo'],
      2,
      "error: Unknown option '--sute'; did you mean --suite? (pnpm ingest --help lists the options)",
    ],
    [
      ['--run', 'no-such-benchmark-tool --x', '--suite', 'demo'],
      1,
      'error: `no-such-benchmark-tool --x` exited with status 127: command not found (the shell has no "no-such-benchmark-tool" on its PATH); check its spelling, or install it; nothing was written',
    ],
    // go test whose -bench matches nothing prints PASS and ok: said as such, with no temporary file named.
    [
      ['--run', "printf 'PASS\\nok  \\texample.com/x\\t0.01s\\n' # go test -bench=Nope", '--suite', 'demo'],
      1,
      "error: `printf 'PASS\\nok  \\texample.com/x\\t0.01s\\n' # go test -bench=Nope` printed no benchmark results: its -bench pattern matched no benchmark",
    ],
    [['--run', 'echo hello', '--suite', 'demo'], 1, 'error: the output of `echo hello`: not a format this tool knows'],
  ])('%j', async (args, code, start) => {
    const { dir, data } = await demo()
    writeFileSync(join(dir, 'x.txt'), GO({ 64: 1 }))
    const r = await run('ingest', [...args, '--data-dir', data], dir)
    expect(r.code).toBe(code)
    // With --run, the command's own output and the run line come first: the error is the last line, the only one.
    const errors = lines(r.stderr).filter((l) => l.startsWith('error'))
    expect(args.includes('--run') ? errors : lines(r.stderr)).toHaveLength(1)
    expect(errors[0]!.startsWith(start), r.stderr).toBe(true)
    expect(lines(r.stderr).at(-1)).toBe(errors[0])
    expect(r.stderr).not.toContain('bench-run-')
  })

  test('a failing command stores nothing; --keep-failed stores it with its exit status', async () => {
    const { dir, data } = await demo()
    writeFileSync(join(dir, 'fail.txt'), GO({ 64: 2 }) + '--- FAIL: BenchmarkBad\n')
    const cmd = 'cat fail.txt; exit 3'
    const before = readdirSync(join(data, 'demo', 'runs'))
    const refused = await run('ingest', ['--run', cmd, '--suite', 'demo', '--data-dir', data], dir)
    expect(refused.code).toBe(1)
    expect(lines(refused.stderr).at(-1)).toBe(
      `error: \`${cmd}\` exited with status 3 (1 benchmark failed: BenchmarkBad (go test: --- FAIL)): nothing stored; fix the command, or pass --keep-failed to store the results it printed; nothing was written`,
    )
    expect(readdirSync(join(data, 'demo', 'runs'))).toEqual(before)
    const kept = await run('ingest', ['--run', cmd, '--suite', 'demo', '--data-dir', data, '--keep-failed'], dir)
    expect(kept.code, kept.stderr).toBe(0)
    const file = readdirSync(join(data, 'demo', 'runs')).find((f) => !before.includes(f))!
    const stored = JSON.parse(readFileSync(join(data, 'demo', 'runs', file), 'utf8')) as Run
    expect(stored.source).toMatchObject({ command: cmd, exitStatus: 3 })
    expect(stored.failures).toEqual([{ benchmark: 'BenchmarkBad', message: 'go test: --- FAIL' }])
    expect(stored.environment?.cpu).toBeTruthy()
  })

  test('warnings: the same results as an earlier run, and a changed environment', async () => {
    const { dir, data } = await demo()
    writeFileSync(join(dir, 'again.txt'), GO({ 1024: 400, 16384: 6000, 64: 30 }) + '\n')
    const r = await run(
      'ingest',
      ['again.txt', '--suite', 'demo', '--data-dir', data, '--date', '2026-01-02', '--env', 'cpu=Other CPU'],
      dir,
    )
    expect(r.code, r.stderr).toBe(0)
    const runs = loadSuite('demo', data).runs
    expect(lines(r.stderr)).toEqual([
      `warning: run ${runs[1]!.id} has exactly the same results as run ${runs[0]!.id}: the same output ingested twice (say, with a changed trailing newline)? Remove it with git if so`,
      `warning: the environment changed since run ${runs[0]!.id}: cpu: Test CPU → Other CPU`,
    ])
  })

  test('--param on an ingest labels the suite; --page writes the starter page once', async () => {
    const { dir, data } = await demo()
    // Pages go under the site's pages folder only: here the temporary one, as a test build sets it.
    vi.stubEnv('BENCH_SRC_DIR', join(dir, 'docs'))
    writeFileSync(join(dir, 'b.txt'), GO({ 64: 31, 1024: 410 }))
    const r = await run(
      'ingest',
      [
        'b.txt',
        '--suite',
        'demo',
        '--data-dir',
        data,
        '--param',
        'size=label:"Input size",unit:B',
        '--page',
        join(dir, 'docs', 'demo.md'),
      ],
      dir,
    )
    expect(r.code, r.stderr).toBe(0)
    expect(loadSuite('demo', data).suite.parameters?.size).toEqual({ label: 'Input size', unit: 'B' })
    expect(readFileSync(join(dir, 'docs', 'demo.md'), 'utf8')).toContain('```bench-trend')
    const again = await run('page', ['demo', join(dir, 'docs', 'demo.md'), '--data-dir', data], dir)
    expect(again.code).toBe(0)
    expect(again.stderr).toBe(
      'note: docs/demo.md exists and was not changed (pass --force to replace it with a fresh starter page)\n',
    )
    // From a folder two levels away the page is named by its absolute path, not "../../docs/demo.md".
    const far = join(dir, 'a', 'b')
    mkdirSync(far, { recursive: true })
    const fromFar = await run('page', ['demo', join(dir, 'docs', 'demo.md'), '--data-dir', data], far)
    expect(fromFar.stderr).toBe(
      `note: ${join(dir, 'docs', 'demo.md')} exists and was not changed (pass --force to replace it with a fresh starter page)\n`,
    )
  })
})

describe('pnpm suite, pnpm page and pnpm compare errors', () => {
  test('one line each, with did you mean', async () => {
    const { dir, data } = await demo()
    const s = await run('suite', ['dmeo', '--data-dir', data], dir)
    expect([s.code, s.stderr]).toEqual([
      2,
      'error: unknown suite "dmeo"; did you mean "demo"? (suites: demo) (pnpm suite --help lists the options)\n',
    ])
    const p = await run('page', ['dmeo', 'docs/x.md', '--data-dir', data], dir)
    expect([p.code, p.stderr]).toEqual([1, 'error: unknown suite "dmeo"; did you mean "demo"? (suites: demo)\n'])
    const c = await run('compare', ['--suite', 'dmeo', '--data-dir', data], dir)
    expect([c.code, c.stderr]).toEqual([
      2,
      'compare: error: --suite dmeo: no such suite in data; did you mean "demo"? (suites: demo)\n',
    ])
    const typo = await run('compare', ['--sute', 'demo', '--data-dir', data], dir)
    expect([typo.code, typo.stderr]).toEqual([
      2,
      "compare: error: Unknown option '--sute'; did you mean --suite? (pnpm compare --help lists the options)\n",
    ])
    const one = await run('compare', ['--suite', 'demo', '--data-dir', data], dir)
    expect([one.code, one.stderr]).toEqual([
      2,
      'compare: error: suite "demo" has 1 current run: no previous run to compare (ingest another run first)\n',
    ])
  })

  test('compare --suite: the latest run against the previous one, or two runs by id', async () => {
    const { dir, data } = await demo()
    writeFileSync(join(dir, 'b.txt'), GO({ 1024: 400, 16384: 6000, 64: 60 }))
    expect(
      (await run('ingest', ['b.txt', '--suite', 'demo', '--data-dir', data, '--date', '2026-01-02'], dir)).code,
    ).toBe(0)
    const [a, b] = loadSuite('demo', data).runs.map((r) => r.id)
    const out = await run('compare', ['--suite', 'demo', '--data-dir', data, '--json'], dir)
    expect(out.code, out.stderr).toBe(0)
    const rep = JSON.parse(out.stdout)
    // One line per benchmark (go test without -count): no verdict for the one that moved, but its change is
    // there, each way; the two whose figures are identical read unchanged.
    expect(rep.counts).toMatchObject({ regressed: 0, unchanged: 2, unknown: 1 })
    const sum64 = (r: { suites: Array<{ rows: Array<{ label: string; change: number }> }> }) =>
      r.suites[0]!.rows.find((x) => x.label.includes('size=64'))!.change
    expect(sum64(rep)).toBe(1)
    expect([rep.base.arg, rep.head.arg]).toEqual([`data/demo run ${a}`, `data/demo run ${b}`])
    const swapped = JSON.parse(
      (await run('compare', ['--suite', 'demo', b!, a!, '--data-dir', data, '--json'], dir)).stdout,
    )
    expect(sum64(swapped)).toBe(-0.5)
    // A run id the suite lacks: named, with the runs it has (not "neither a folder nor a git ref").
    const wrong = `${a!.slice(0, 11)}ffffffff`
    const bad = await run('compare', ['--suite', 'demo', a!, wrong, '--data-dir', data], dir)
    expect(bad.code).toBe(2)
    expect(bad.stderr).toBe(
      `compare: error: --suite demo: no run "${wrong}"${bad.stderr.includes('did you mean') ? bad.stderr.slice(bad.stderr.indexOf(';'), bad.stderr.indexOf('?') + 1) : ''}; the suite's runs: ${a}, ${b}, or latest and previous\n`,
    )
    // An id that is not dated (a typo, or a version-named run) beside a run of the suite meant a run too.
    const typo = await run('compare', ['--suite', 'demo', 'latest', 'v1.2.3', '--data-dir', data], dir)
    expect(typo.code).toBe(2)
    expect(typo.stderr).toMatch(/^compare: error: --suite demo: no run "v1\.2\.3"; the suite's runs: /)
  })
})

describe('the starter page asks go test for repeated samples', () => {
  test('go test -bench without -count gains -count=10; other commands are left as they are', async () => {
    const { withCount } = await import('../../scripts/tools/starter-extras')
    expect(withCount("go test -run='^$' -bench=. ./...")).toBe("go test -run='^$' -bench=. -count=10 ./...")
    expect(withCount('go test -bench=. -count=6 ./...')).toBe('go test -bench=. -count=6 ./...')
    expect(withCount('cargo bench')).toBe('cargo bench')
  })
})
