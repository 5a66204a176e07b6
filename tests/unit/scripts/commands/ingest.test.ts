// `pnpm ingest` end to end against temporary data folders: its main() in this process, as the CLI calls it
// (a child process costs ~1 s of CPU), and the CLI itself as a child process for a stored run, a refused
// input and a usage error (its output and exit status as a shell sees them).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, test } from 'vitest'
import { parsers } from '../../../../scripts/parsers/parser-registry'
import { loadSuite } from '../../../../scripts/write/store'
import { main } from '../../../../scripts/commands/ingest'
import { runAsync } from '../../run-async'
import { snapshot } from '../../dir-snapshot'

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url))
const TSX = join(ROOT, 'node_modules/.bin/tsx')
const INGEST = join(ROOT, 'scripts/commands/ingest.ts')
const tmpRoot = mkdtempSync(join(tmpdir(), 'ingest-test-'))
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }))

interface Out {
  code: number | null
  stdout: string
  stderr: string
}

async function cli(args: string[], env: Record<string, string> = {}): Promise<Out> {
  const r = await runAsync(TSX, [INGEST, ...args], {
    cwd: ROOT,
    env: { ...process.env, BENCH_DATA_DIR: '', INIT_CWD: ROOT, FORCE_COLOR: '0', ...env },
  })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}

/** The same CLI in this process: for setting up data cheaply (a child process costs ~1 s of CPU). */
async function inproc(args: string[]): Promise<Out> {
  let stdout = ''
  let stderr = ''
  const code = await main(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), isTTY: false, cwd: ROOT })
  return { code, stdout, stderr }
}

let n = 0
function tmp(name: string): string {
  const d = join(tmpRoot, `${name}-${n++}`)
  mkdirSync(d, { recursive: true })
  return d
}

function goBench(name: string, ns: number[], extra = ''): string {
  return [
    'goos: linux',
    'goarch: amd64',
    'pkg: example.com/ingest',
    'cpu: Test CPU @ 3.00GHz',
    ...ns.map((v) => `Benchmark${name}-2   \t    1000\t      ${v} ns/op\t      16 B/op\t       1 allocs/op`),
    extra,
    'PASS',
    'ok  \texample.com/ingest\t1.234s',
    '',
  ].join('\n')
}

function file(dir: string, name: string, text: string): string {
  const p = join(dir, name)
  writeFileSync(p, text)
  return p
}

/** A data folder with suite "s" created through the CLI. */
async function suiteDir(name: string, extra: string[] = []): Promise<string> {
  const data = tmp(name)
  const r = await inproc([
    '--new-suite',
    's',
    '--title',
    'Test suite',
    '--project',
    'test',
    '--metric',
    'time=ns',
    '--data-dir',
    data,
    ...extra,
  ])
  expect(r.code, r.stderr).toBe(0)
  return data
}

describe.concurrent('pnpm ingest', { timeout: 90_000 }, () => {
  test('--list-formats lists every registered format with the command that produces it', async () => {
    const r = await inproc(['--list-formats'])
    expect(r.code).toBe(0)
    for (const p of parsers) {
      expect(r.stdout).toContain(p.id)
      expect(r.stdout).toContain(p.produce)
    }
    const j = await inproc(['--list-formats', '--json'])
    expect((JSON.parse(j.stdout) as Array<{ id: string }>).map((f) => f.id)).toEqual(parsers.map((p) => p.id))
  })

  test('creates a suite, ingests, keeps the raw input gzip-compressed, and the loader accepts the result', async () => {
    const data = await suiteDir('basic')
    expect(JSON.parse(readFileSync(join(data, 's/suite.json'), 'utf8')).metrics.time.unit).toBe('ns')
    const inDir = tmp('basic-in')
    const input = file(inDir, 'bench.txt', goBench('Parse', [100, 120, 110]))
    const r = await cli([
      input,
      '--suite',
      's',
      '--data-dir',
      data,
      '--date',
      '2026-04-18',
      '--commit',
      'ABCDEF1',
      '--label',
      'first',
      '--env',
      'cpu=Custom CPU',
      '--env',
      'cores=8',
      '--env',
      'runtime.go=1.22',
      '--env',
      'rack=r1',
      '--command',
      'go test -bench=.',
    ])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toMatch(/stored run 2026-04-18-[0-9a-f]{8} in suite "s": 1 result/)
    expect(r.stdout).toContain('run file')
    const loaded = loadSuite('s', data)
    expect(loaded.runs).toHaveLength(1)
    const run = loaded.runs[0]!
    expect(run.id).toMatch(/^2026-04-18-[0-9a-f]{8}$/)
    expect(run.commit).toBe('abcdef1')
    expect(run.label).toBe('first')
    expect(run.environment).toMatchObject({
      cpu: 'Custom CPU',
      cores: 8,
      runtimes: { go: '1.22' },
      extra: { rack: 'r1' },
    })
    expect(run.source).toMatchObject({
      format: 'go-test-bench',
      command: 'go test -bench=.',
      raw: `raw/${run.id}.txt.gz`,
      files: ['bench.txt'],
    })
    const bytes = readFileSync(input)
    expect(run.source?.inputHash).toBe('sha256:' + createHash('sha256').update(bytes).digest('hex'))
    expect(gunzipSync(readFileSync(join(data, 's', run.source!.raw!))).equals(bytes)).toBe(true)
    expect(run.results[0]!.values.time!.value).toBe(110)
    // New metrics of the input were added; the existing one kept its definition.
    expect(Object.keys(loaded.suite.metrics).sort()).toEqual(['allocs', 'bytes', 'time'])
    expect(loaded.suite.metrics.time!.label).toBe('time')
  })

  test('--dry-run --json prints the normalized run and writes nothing', async () => {
    const data = await suiteDir('dry')
    const before = snapshot(data)
    const input = file(tmp('dry-in'), 'b.txt', goBench('Dry', [5, 6, 7]))
    const r = await inproc([input, '--suite', 's', '--data-dir', data, '--dry-run', '--json'])
    expect(r.code, r.stderr).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(out.dryRun).toBe(true)
    expect(out.format).toBe('go-test-bench')
    expect(out.run.results[0].benchmark).toBe('BenchmarkDry')
    expect(out.metrics.time.unit).toBe('ns')
    expect(out.metrics.bytes.unit).toBe('B/op')
    expect(snapshot(data)).toEqual(before)
  })

  test('the same input again is refused; --replace replaces that run in place', async () => {
    const data = await suiteDir('dup')
    const input = file(tmp('dup-in'), 'b.txt', goBench('Dup', [10, 11]))
    const first = await inproc([input, '--suite', 's', '--data-dir', data, '--date', '2026-01-01'])
    expect(first.code, first.stderr).toBe(0)
    const id = loadSuite('s', data).runs[0]!.id
    const before = snapshot(data)
    const again = await inproc([input, '--suite', 's', '--data-dir', data, '--date', '2026-01-02'])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain(`already ingested as run "${id}"`)
    expect(again.stderr).toContain('--replace')
    expect(snapshot(data)).toEqual(before)
    const replaced = await inproc([
      input,
      '--suite',
      's',
      '--data-dir',
      data,
      '--replace',
      '--label',
      'again',
      '--no-raw',
    ])
    expect(replaced.code, replaced.stderr).toBe(0)
    expect(replaced.stdout).toContain(`replaced run ${id}`)
    const runs = loadSuite('s', data).runs
    expect(runs.map((r) => r.id)).toEqual([id])
    expect(runs[0]!.label).toBe('again')
    expect(runs[0]!.date).toBe('2026-01-01')
    expect(existsSync(join(data, 's/raw', `${id}.txt.gz`))).toBe(false)
    expect(readdirSync(join(data, 's')).filter((f) => f.startsWith('.'))).toEqual([])
  })

  test("--replace with a new --id moves the run: one run, the old raw copy gone; relative paths are read from the caller's folder", async () => {
    const data = await suiteDir('move')
    const dir = tmp('move-in')
    file(dir, 'm.txt', goBench('Move', [7, 8]))
    const io = (args: string[]) => main(args, { stdout: () => {}, stderr: () => {}, isTTY: false, cwd: dir })
    expect(await io(['m.txt', '--suite', 's', '--data-dir', data, '--id', 'old'])).toBe(0)
    expect(existsSync(join(data, 's/raw/old.txt.gz'))).toBe(true)
    expect(await io(['m.txt', '--suite', 's', '--data-dir', data, '--id', 'new', '--replace'])).toBe(0)
    expect(loadSuite('s', data).runs.map((r) => r.id)).toEqual(['new'])
    expect(readdirSync(join(data, 's/raw'))).toEqual(['new.txt.gz'])
  })

  test('an existing run id is never overwritten', async () => {
    const data = await suiteDir('id')
    const dir = tmp('id-in')
    expect(
      (await inproc([file(dir, 'a.txt', goBench('A', [1])), '--suite', 's', '--data-dir', data, '--id', 'fixed'])).code,
    ).toBe(0)
    const before = snapshot(data)
    const r = await inproc([file(dir, 'b.txt', goBench('B', [2])), '--suite', 's', '--data-dir', data, '--id', 'fixed'])
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('exists already')
    expect(snapshot(data)).toEqual(before)
  })

  test("the README's --new-suite command, run again, adds the next run; another title under a taken id is refused", async () => {
    const data = tmp('again')
    const dir = tmp('again-in')
    const cmd = (f: string) => [
      f,
      '--new-suite',
      'lib',
      '--title',
      'lib benchmarks',
      '--project',
      'lib',
      '--data-dir',
      data,
    ]
    expect((await inproc(cmd(file(dir, 'a.txt', goBench('A', [1]))))).code).toBe(0)
    const second = await inproc(cmd(file(dir, 'b.txt', goBench('A', [2]))))
    expect(second.code, second.stderr).toBe(0)
    expect(second.stderr).toContain(
      'note: suite "lib" exists (made by an earlier --new-suite); this run is added to it',
    )
    expect(loadSuite('lib', data).runs).toHaveLength(2)
    const before = snapshot(data)
    const other = await inproc([
      file(dir, 'c.txt', goBench('A', [3])),
      '--new-suite',
      'lib',
      '--title',
      'another lib',
      '--project',
      'lib',
      '--data-dir',
      data,
    ])
    expect(other.code).toBe(1)
    expect(other.stderr).toContain('suite "lib" exists already with --title "lib benchmarks", not "another lib"')
    expect(snapshot(data)).toEqual(before)
  })

  test('a directory is one input: files hashed in path order and kept as one bundle', async () => {
    const data = await suiteDir('dir')
    const dir = tmp('dir-in')
    file(dir, 'b.txt', goBench('Two', [3, 4]))
    file(dir, 'a.txt', goBench('One', [1, 2]))
    file(dir, '.hidden', 'not an input')
    const r = await inproc([dir, '--suite', 's', '--data-dir', data, '--format', 'go-test-bench', '--json'])
    expect(r.code, r.stderr).toBe(0)
    const out = JSON.parse(r.stdout)
    expect(out.run.source.files).toEqual(['a.txt', 'b.txt'])
    expect(out.run.results.map((x: { benchmark: string }) => x.benchmark).sort()).toEqual([
      'BenchmarkOne',
      'BenchmarkTwo',
    ])
    const bundle = JSON.parse(gunzipSync(readFileSync(join(data, 's', out.run.source.raw))).toString('utf8'))
    expect(bundle.files.map((f: { path: string }) => f.path)).toEqual(['a.txt', 'b.txt'])
    expect(bundle.files[0].data).toBe(readFileSync(join(dir, 'a.txt'), 'utf8'))
    const again = await inproc([dir, '--suite', 's', '--data-dir', data, '--format', 'go-test-bench'])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('already ingested')
  })

  test('--create makes the suite on first ingest; a unit mismatch converts values', async () => {
    const data = tmp('create')
    const input = file(tmp('create-in'), 'b.txt', goBench('C', [2000, 4000]))
    const missing = await inproc([input, '--suite', 'fresh', '--data-dir', data, '--create', '--project', 'p'])
    expect(missing.code).not.toBe(0)
    expect(missing.stderr).toContain('--title')
    expect(snapshot(data)).toEqual({})
    const r = await inproc([
      input,
      '--suite',
      'fresh',
      '--data-dir',
      data,
      '--create',
      '--title',
      'Fresh',
      '--project',
      'p',
      '--direction',
      'allocs=lower',
    ])
    expect(r.code, r.stderr).toBe(0)
    expect(loadSuite('fresh', data).runs[0]!.results[0]!.values.time!.value).toBe(3000)
    // A suite that stores time in µs gets the go output (ns) converted.
    const us = tmp('create-us')
    expect(
      (await inproc(['--new-suite', 'u', '--title', 'U', '--project', 'p', '--metric', 'time=us', '--data-dir', us]))
        .code,
    ).toBe(0)
    const c = await inproc([input, '--suite', 'u', '--data-dir', us])
    expect(c.code, c.stderr).toBe(0)
    expect(c.stdout).toContain('converted from ns to us')
    const m = loadSuite('u', us).runs[0]!.results[0]!.values.time!
    expect(m.value).toBe(3)
    expect(m.samples).toEqual([2, 4])
    // …and a unit that cannot be converted is an error that names the metric.
    const bad = tmp('create-bad')
    expect(
      (await inproc(['--new-suite', 'b', '--title', 'B', '--project', 'p', '--metric', 'time=B', '--data-dir', bad]))
        .code,
    ).toBe(0)
    const before = snapshot(bad)
    const e = await inproc([input, '--suite', 'b', '--data-dir', bad])
    expect(e.code).toBe(1)
    expect(e.stderr).toMatch(/metric "time".*"ns".*"B"/)
    expect(snapshot(bad)).toEqual(before)
  })
})

describe.concurrent('pnpm ingest refuses bad input and leaves data/ byte-identical', { timeout: 90_000 }, () => {
  const shared = suiteDir('bad')
  const inDir = tmp('bad-in')

  async function refused(args: string[], code: number, ...expected: Array<string | RegExp>) {
    return refusedBy(cli, args, code, ...expected)
  }
  /** Variants of one check run in-process: same main(), same exit status, no process start-up. */
  async function refusedInProcess(args: string[], code: number, ...expected: Array<string | RegExp>) {
    return refusedBy(inproc, args, code, ...expected)
  }
  async function refusedBy(
    run: (a: string[]) => Promise<Out>,
    args: string[],
    code: number,
    ...expected: Array<string | RegExp>
  ) {
    const data = await shared
    const before = snapshot(data)
    const r = await run([...args, '--data-dir', data])
    expect(r.code, r.stderr).toBe(code)
    for (const e of expected) expect(r.stderr).toMatch(e)
    expect(snapshot(data)).toEqual(before)
    return r
  }

  test('unknown format: one line that points to --list-formats, which lists every format and its command', async () => {
    const r = await refused(
      [file(inDir, 'garbage.txt', 'hello\nworld\n'), '--suite', 's'],
      1,
      'garbage.txt',
      'not a format',
    )
    expect(r.stderr).toMatch(
      new RegExp(
        `^error: \\S*garbage\\.txt: not a format this tool knows; check that it is the tool's own output, or pass --format <id> \\(pnpm ingest --list-formats lists the ${parsers.length} formats and the command that writes each\\); nothing was written\\n$`,
      ),
    )
    await refusedInProcess([file(inDir, 'g2.txt', 'x'), '--suite', 's', '--format', 'nope'], 2, 'unknown format')
  })

  test('malformed input: the message names the file and the line', async () => {
    const text =
      '"test","rps","avg_latency_ms","min_latency_ms","p50_latency_ms","p95_latency_ms","p99_latency_ms","max_latency_ms"\n"SET","12.5","0.1","0.1","0.1","0.1","0.1","0.1"\n"GET","fast","0.1","0.1","0.1","0.1","0.1","0.1"\n'
    await refusedInProcess(
      [file(inDir, 'bad.csv', text), '--suite', 's', '--format', 'redis-benchmark'],
      1,
      /bad\.csv: line 3: .*requests per second/,
    )
  })

  test('zero results is an error', async () => {
    await refusedInProcess(
      [
        file(inDir, 'empty.txt', 'goos: linux\nPASS\nok  \texample.com/x\t0.1s\n'),
        '--suite',
        's',
        '--format',
        'go-test-bench',
      ],
      1,
      'empty.txt',
    )
    await refusedInProcess(
      [file(inDir, 'nothing.txt', ''), '--suite', 's', '--format', 'go-test-bench'],
      1,
      'nothing.txt',
    )
  })

  test('missing --suite, unknown suite, bad options', async () => {
    const input = file(inDir, 'ok.txt', goBench('Ok', [1]))
    await refused([input], 2, 'missing --suite', '--new-suite')
    await refusedInProcess([input, '--suite', 'nope'], 1, 'unknown suite "nope"', '--new-suite nope')
    await refusedInProcess([input, '--suite', 's', '--date', 'yesterday'], 2, '--date')
    await refusedInProcess([input, '--suite', 's', '--bogus'], 2, 'bogus')
    await refusedInProcess([input, '--suite', 's', '--env', 'cores=many'], 2, 'cores')
    await refusedInProcess([join(inDir, 'does-not-exist.txt'), '--suite', 's'], 1, 'does-not-exist.txt')
  })
})
