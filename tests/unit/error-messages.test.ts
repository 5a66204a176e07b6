// Every error the maintainer issue lists, as the whole line a maintainer reads, with its exit status:
// one line, printed once, naming the file (or page and line, or JSON path), what was found and what
// was expected, with "did you mean" for suite ids, metrics, parameter keys, format ids and block keys.
// No stack trace unless DEBUG=1. The CLIs run in this process; the blocks through the site's renderer.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMarkdownRenderer, type MarkdownRenderer } from 'vitepress'
import { main as ingest } from '../../scripts/commands/ingest'
import { main as compare } from '../../scripts/commands/compare'
import { main as suiteCli } from '../../scripts/commands/suite'
import { parsers } from '../../scripts/parsers/parser-registry'
import { benchBlocks, resetBenchData } from '../../.vitepress/markdown/bench-blocks'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'error-messages-'))
const data = join(dir, 'data')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Cli = 'ingest' | 'compare' | 'suite'
async function run(cli: Cli, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  const io = { stdout: (s: string) => (stdout += s), stderr: (s: string) => (stderr += s), isTTY: false, cwd: dir }
  const code =
    cli === 'ingest' ? await ingest(args, io) : cli === 'compare' ? compare(args, io) : await suiteCli(args, io)
  return { code, stdout, stderr }
}

const GO = [
  'goos: linux',
  'goarch: amd64',
  'pkg: example.com/x',
  'cpu: Test CPU',
  'BenchmarkSum/size=64-2   \t    2000\t      30 ns/op',
  'BenchmarkSum/size=1024-2 \t    2000\t     400 ns/op',
  'PASS',
  'ok  \texample.com/x\t0.2s',
  '',
].join('\n')
const K6_STREAM = '{"type":"Metric","data":{"name":"http_reqs","type":"counter"},"metric":"http_reqs"}\n'

beforeAll(async () => {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'go.txt'), GO)
  writeFileSync(join(dir, 'garbage.txt'), 'hello\nworld\n')
  writeFileSync(join(dir, 'empty.txt'), '')
  // The first bytes of an ELF executable: what a mistyped path to a benchmark binary gives.
  writeFileSync(join(dir, 'binary.dat'), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00]))
  writeFileSync(join(dir, 'k6.ndjson'), K6_STREAM)
  writeFileSync(join(dir, 'cut.json'), '{"benchmarks": [{"name": "BM_A", "real_time": 1')
  const r = await run('ingest', [
    'go.txt',
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
})

const D = () => data
const CASES: Array<[what: string, cli: Cli, args: () => string[], code: number, line: () => string]> = [
  [
    'unknown --format, with did you mean',
    'ingest',
    () => ['go.txt', '--suite', 'demo', '--format', 'go-test-bnch', '--data-dir', D()],
    2,
    () =>
      `error: --format go-test-bnch: unknown format; did you mean "go-test-bench"? (pnpm ingest --list-formats lists the ${parsers.length} it reads)`,
  ],
  [
    'unknown option',
    'ingest',
    () => ['go.txt', '--suite', 'demo', '--bogus', '--data-dir', D()],
    2,
    () => `error: Unknown option '--bogus' (pnpm ingest --help lists the options)`,
  ],
  [
    'unknown suite id, with did you mean',
    'ingest',
    () => ['go.txt', '--suite', 'dmeo', '--data-dir', D()],
    1,
    () =>
      `error: unknown suite "dmeo" in ${D()}; did you mean "demo"? (known: demo); create it with: pnpm ingest --new-suite dmeo --title "…" --project "…"  (or add --create --title "…" --project "…" to this ingest); nothing was written`,
  ],
  [
    'an input no parser reads',
    'ingest',
    () => ['garbage.txt', '--suite', 'demo', '--data-dir', D()],
    1,
    () =>
      `error: garbage.txt: not a format this tool knows; check that it is the tool's own output, or pass --format <id> (pnpm ingest --list-formats lists the ${parsers.length} formats and the command that writes each); nothing was written`,
  ],
  [
    'an empty file says so',
    'ingest',
    () => ['empty.txt', '--suite', 'demo', '--data-dir', D()],
    1,
    () =>
      'error: empty.txt: an empty file: nothing to read (a tool that prints to standard error needs 2>&1 in its command); nothing was written',
  ],
  [
    'a binary file says so',
    'ingest',
    () => ['binary.dat', '--suite', 'demo', '--data-dir', D()],
    1,
    () =>
      'error: binary.dat: a binary file (a NUL byte at character 8), not the text or JSON a benchmark tool writes; nothing was written',
  ],
  [
    'a console output that a flag of its tool turns into a format we read',
    'ingest',
    () => ['k6.ndjson', '--suite', 'demo', '--data-dir', D()],
    1,
    () =>
      `error: k6.ndjson: not a format this tool knows: this looks like k6's --out json stream of data points, which ingest does not read; ingest the end-of-test summary instead: k6 run --summary-export=summary.json script.js (or the summary k6 prints, saved with > summary.txt); nothing was written`,
  ],
  [
    'a JSON input cut short: file, line and column',
    'ingest',
    () => ['cut.json', '--suite', 'demo', '--data-dir', D()],
    1,
    () =>
      `parse error: cut.json: line 1, column 48: valid JSON (Expected ',' or '}' after property value in JSON at position 47); it ends early, so it looks cut short. A JSON format can only read a whole, valid document; nothing was written`,
  ],
  [
    'unknown parameter key, with did you mean',
    'suite',
    () => ['demo', '--param', 'szie=label:Size', '--data-dir', D()],
    2,
    () =>
      `error: --param szie: the suite's results have no parameter "szie"; did you mean "size"? (parameters: size, gomaxprocs, pkg) (pnpm suite --help lists the options)`,
  ],
  [
    'unknown metric, with did you mean',
    'suite',
    () => ['demo', '--metric-label', 'tme=Time', '--data-dir', D()],
    2,
    () =>
      `error: --metric-label tme: the suite has no metric "tme"; did you mean "time"? (metrics: time) (pnpm suite --help lists the options)`,
  ],
  [
    'compare: unknown suite, with did you mean',
    'compare',
    () => ['--suite', 'dmeo', '--data-dir', D()],
    2,
    () => `compare: error: --suite dmeo: no such suite in data; did you mean "demo"? (suites: demo)`,
  ],
]

describe('command-line errors: the whole line, once, and the exit status', () => {
  test.each(CASES)('%s', async (_what, cli, args, code, line) => {
    const before = readdirSync(join(data, 'demo', 'runs'))
    const r = await run(cli, args())
    expect(r.stderr).toBe(line() + '\n')
    expect(r.code).toBe(code)
    expect(readdirSync(join(data, 'demo', 'runs'))).toEqual(before)
  })

  test('no stack trace, unless DEBUG=1', async () => {
    const [, cli, args] = CASES[2]!
    expect((await run(cli, args())).stderr).not.toMatch(/\n\s+at /)
    process.env.DEBUG = '1'
    try {
      const r = await run(cli, args())
      expect(r.stderr.split('\n')[0]).toBe(CASES[2]![4]())
      expect(r.stderr).toMatch(/\n\s+at .*store(-\w+)?\.ts/)
    } finally {
      delete process.env.DEBUG
    }
  })

  test("autocannon's table is read as autocannon's, never as wrk", async () => {
    const fixtures = join(ROOT, 'tests/fixtures/autocannon-text')
    for (const f of readdirSync(fixtures).filter((n) => n.endsWith('.txt'))) {
      const r = await run('ingest', [
        join(fixtures, f),
        '--suite',
        'x',
        '--create',
        '--title',
        'X',
        '--project',
        'X',
        '--data-dir',
        join(dir, 'none'),
        '--dry-run',
        '--json',
      ])
      expect(r.code, r.stderr).toBe(0)
      expect(JSON.parse(r.stdout).format, f).toBe('autocannon-text')
    }
  })
})

describe('page block errors: page and line, what was found and expected, did you mean', () => {
  let md: MarkdownRenderer
  beforeAll(async () => {
    delete process.env.BENCH_DATA_DIR
    resetBenchData()
    md = await createMarkdownRenderer(join(ROOT, 'docs'), { config: (m) => void m.use(benchBlocks) })
  })
  const fence = (name: string, yaml: string) => '```' + name + '\n' + yaml + '\n```\n'
  const message = (src: string) => {
    try {
      md.render(src, { relativePath: 'guide/x.md' })
    } catch (e) {
      return (e as Error).message
    }
    return undefined
  }

  test.each([
    [
      'a misspelt block key',
      '# T\n\n' + fence('bench-chart', 'suite: fusion-rpc\nmetric: calls\nseriess: framework'),
      'guide/x.md:3 (bench-chart): $: expected no unknown keys, found "seriess"; did you mean "series"?',
    ],
    [
      'a misspelt metric',
      fence('bench-table', 'suite: fusion-rpc\nmetric: cals\nrows: benchmark'),
      'guide/x.md:1 (bench-table): suite "fusion-rpc" has no metric "cals"; did you mean "calls"? (metrics: calls, items, bytes, latency)',
    ],
    [
      'a misspelt suite',
      fence('bench-chart', 'suite: fusion-rcp\nmetric: calls'),
      'guide/x.md:1 (bench-chart): unknown suite "fusion-rcp"; did you mean "fusion-rpc"? (suites: ergo-pubsub, ergo-serialization, example-go, fusion-perf-test, fusion-redis, fusion-rpc, fusion-rpc-docker, fusion-samples, silly-redis, topgun-load-harness)',
    ],
    [
      'an inline figure that matches several results: them, and the key that tells them apart',
      'Calls: :fig{suite=fusion-rpc metric=calls benchmark=Sum}.',
      'guide/x.md: :fig{suite=fusion-rpc metric=calls benchmark=Sum}: figure {"suite":"fusion-rpc","metric":"calls","benchmark":"Sum"} in run "2026-04-25-net10.0.7" of "fusion-rpc" matches 3 results (framework=ActualLab.Rpc; framework=gRPC; framework=SignalR); add framework=… to pick one',
    ],
    [
      'an inline figure that matches none: the value that is unknown',
      'Calls: :fig{suite=fusion-rpc metric=calls benchmark=Nope framework=gRPC}.',
      'guide/x.md: :fig{suite=fusion-rpc metric=calls benchmark=Nope framework=gRPC}: figure {"suite":"fusion-rpc","metric":"calls","benchmark":"Nope","framework":"gRPC"} in run "2026-04-25-net10.0.7" of "fusion-rpc" matches no result: benchmark="Nope" is not among the values left (Sum, GetUser, SayHello)',
    ],
    [
      'an inline figure with a misspelt key',
      'Calls: :fig{suite=fusion-rpc metric=calls benchmrk=Sum}.',
      'guide/x.md: :fig{suite=fusion-rpc metric=calls benchmrk=Sum}: figure {"suite":"fusion-rpc","metric":"calls","benchmrk":"Sum"} in run "2026-04-25-net10.0.7" of "fusion-rpc" matches no result: no result has the key "benchmrk"; did you mean "benchmark"? (keys: benchmark, framework)',
    ],
  ])('%s', (_what, src, line) => {
    expect(message(src)).toBe(line)
  })
})

describe('progress: on a terminal only', () => {
  /** Terminal escapes spelt out, so that the patterns below can name them. */
  const visible = (s: string) => s.replaceAll(String.fromCharCode(27), '<ESC>')
  test('--run draws a progress line (time, output, result lines) on a terminal, none in a CI log', async () => {
    const { runCommand } = await import('../../scripts/write/run-command')
    const cmd = "printf 'BenchmarkA-2 \\t 100 \\t 5 ns/op\\n'; sleep 1.3; printf 'BenchmarkB-2 \\t 100 \\t 6 ns/op\\n'"
    for (const isTTY of [true, false]) {
      let echoed = ''
      const out = await runCommand(cmd, dir, { echo: (s) => (echoed += s), isTTY })
      expect(out.stdout.toString()).toBe('BenchmarkA-2 \t 100 \t 5 ns/op\nBenchmarkB-2 \t 100 \t 6 ns/op\n')
      if (isTTY)
        expect(visible(echoed)).toMatch(
          /\r<ESC>\[2m {2}running \d+ s · \d+\.\d KB of output · 1 result line<ESC>\[0m<ESC>\[K/,
        )
      else expect(echoed).toBe(out.stdout.toString())
    }
  })

  test('reading a large input shows bytes read on a terminal, nothing in a CI log', async () => {
    const big = join(dir, 'big.txt')
    const line = 'BenchmarkSum/size=64-2   \t    2000\t      30 ns/op\n'
    writeFileSync(
      big,
      ['goos: linux', 'pkg: example.com/x', ''].join('\n') +
        line.repeat(Math.ceil((9 * 1024 * 1024) / line.length)) +
        'PASS\nok  \texample.com/x\t0.2s\n',
    )
    for (const isTTY of [true, false]) {
      let stderr = ''
      const io = { stdout: () => {}, stderr: (s: string) => (stderr += s), isTTY, cwd: dir }
      const code = await ingest(
        [
          big,
          '--suite',
          'x',
          '--create',
          '--title',
          'X',
          '--project',
          'X',
          '--data-dir',
          join(dir, 'none'),
          '--dry-run',
          '--max-samples',
          '10',
        ],
        io,
      )
      expect(code, stderr).toBe(0)
      if (isTTY) expect(visible(stderr)).toMatch(/\r {2}reading \S*big\.txt: \d+\.\d \/ 9\.\d MB \(\d+%\)<ESC>\[K/)
      else expect(stderr).not.toMatch(/reading|\r/)
    }
  })
})
