// pnpm import: whole histories into a temp data folder, one run per entry, dates and commits kept,
// re-runs adding only what is new, refusals writing nothing.
import { spawn } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { main } from '../../../../scripts/commands/import'
import { main as ingest } from '../../../../scripts/commands/ingest'
import { sampleDataJs } from '../../../../scripts/tools/data-js-sample'
import { loadSuite } from '../../../../scripts/write/store'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})
function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), 'import-test-'))
  dirs.push(d)
  return d
}
async function run(args: string[], cwd = process.cwd(), env: Record<string, string> = {}) {
  let out = ''
  let err = ''
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]))
  Object.assign(process.env, env)
  const code = await main(args, { stdout: (s) => (out += s), stderr: (s) => (err += s), cwd }).finally(() => {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
  })
  return { code, out, err, json: code === 0 && args.includes('--json') ? JSON.parse(out) : undefined }
}
const create = (data: string) => ['--create', '--title', 'History', '--project', 'Test', '--data-dir', data, '--json']
const runsOf = (data: string, suite: string) =>
  readdirSync(join(data, suite, 'runs')).map((f) => JSON.parse(readFileSync(join(data, suite, 'runs', f), 'utf8')))

describe('pnpm import', () => {
  it('imports every entry of a data.js with its date and commit, and a second time adds nothing', async () => {
    const d = tmp()
    const src = 'tests/fixtures-import/data-js/data.js'
    const first = await run([src, '--suite', 'gab', '--one-suite', ...create(join(d, 'data'))])
    expect(first.code, first.err).toBe(0)
    expect(first.json).toMatchObject({ kind: 'data-js', entries: 24, skipped: 0, createsSuite: true })
    const runs = runsOf(join(d, 'data'), 'gab')
    expect(runs).toHaveLength(24)
    const data = JSON.parse(readFileSync(src, 'utf8').replace(/^window\.BENCHMARK_DATA = /, ''))
    const rust = data.entries['Rust Benchmark']
    const e = rust[5]
    const r = runs.find((x) => x.commit === e.commit.id && x.results[0].params.set === 'Rust Benchmark')
    expect(r.date).toBe(new Date(e.date).toISOString().replace('.000Z', 'Z'))
    expect(
      r.results.map((x: { benchmark: string; values: { time: { value: number } } }) => [
        x.benchmark,
        x.values.time.value,
      ]),
    ).toEqual(e.benches.map((b: { name: string; value: number }) => [b.name, b.value]))
    const suite = JSON.parse(readFileSync(join(d, 'data', 'gab', 'suite.json'), 'utf8'))
    expect(suite.metrics).toEqual({
      time: { label: 'Time', unit: 'ns', direction: 'lower' },
      throughput: { label: 'Throughput', unit: 'ops/s', direction: 'higher' },
    })
    const again = await run([src, '--suite', 'gab', '--one-suite', '--data-dir', join(d, 'data'), '--json'])
    expect(again.json).toMatchObject({ added: [], skipped: 24 })
    expect(runsOf(join(d, 'data'), 'gab')).toHaveLength(24)
  })

  it('a data.js with several sets: a suite per set by default, each with its own metrics; --page writes a page each', async () => {
    const d = tmp()
    mkdirSync(join(d, 'docs'))
    const src = 'tests/fixtures-import/data-js/data.js'
    const r = await run(
      [
        src,
        '--suite',
        'gab',
        ...create(join(d, 'data')).filter((a) => a !== '--json'),
        '--page',
        join(d, 'docs', 'gab.md'),
      ],
      process.cwd(),
      { BENCH_SRC_DIR: join(d, 'docs') },
    )
    expect(r.code, r.err).toBe(0)
    expect(r.out).toContain('added 12 run(s) to suite "gab-rust-benchmark" (new suite)')
    expect(r.out).toContain('added 12 run(s) to suite "gab-js-benchmark" (new suite)')
    const rust = loadSuite('gab-rust-benchmark', join(d, 'data'))
    expect(rust.suite.title).toBe('History — Rust Benchmark')
    expect(Object.keys(rust.suite.metrics)).toEqual(['time'])
    expect(rust.runs[0]!.results[0]!.params).toBeUndefined()
    expect(Object.keys(loadSuite('gab-js-benchmark', join(d, 'data')).suite.metrics)).toEqual(['throughput'])
    expect(readdirSync(join(d, 'docs')).sort()).toEqual(['gab-js-benchmark.md', 'gab-rust-benchmark.md'])
  })

  it('go entries (" - ns/op" names, B/op units) continue as the series a later go test ingest makes', async () => {
    const d = tmp()
    // Hand-written in the shape github-action-benchmark writes for tool "go" with several metrics per
    // line (the action runs only on GitHub): one bench per metric, "<name> - <unit>", -N cut into extra.
    const bench = (name: string, unit: string, value: number) => ({
      name: `${name} - ${unit}`,
      value,
      unit,
      extra: '20000 times\n1 procs',
    })
    const entry = (day: number) => ({
      commit: {
        id: `${day}`.padStart(40, 'a'),
        message: 'm',
        timestamp: '2026-11-2' + day + 'T10:00:00Z',
        url: 'u',
        author: { name: 'a', username: 'a' },
        committer: { name: 'a', username: 'a' },
      },
      date: Date.UTC(2026, 10, 20 + day),
      tool: 'go',
      benches: [64, 1024, 16384].flatMap((n) => [
        bench(`BenchmarkSum/${n}`, 'ns/op', n),
        bench(`BenchmarkSum/${n}`, 'B/op', 0),
        bench(`BenchmarkSum/${n}`, 'allocs/op', 0),
        bench(`BenchmarkSum/${n}`, 'MB/s', 400),
      ]),
    })
    writeFileSync(
      join(d, 'data.js'),
      `window.BENCHMARK_DATA = ${JSON.stringify({ lastUpdate: 1, repoUrl: 'r', entries: { 'Go Benchmark': [entry(1), entry(2)] } })}`,
    )
    const imported = await run([
      join(d, 'data.js'),
      '--suite',
      'go',
      '--with-param',
      'pkg=example.com/bufkit',
      ...create(join(d, 'data')),
    ])
    expect(imported.code, imported.err).toBe(0)
    const { suite } = loadSuite('go', join(d, 'data'))
    expect(Object.keys(suite.metrics).sort()).toEqual(['allocs', 'bytes', 'throughput', 'time'])
    const native = await ingest(
      ['tests/fixtures/go-test-bench/unnamed_subbench_count3.txt', '--suite', 'go', '--data-dir', join(d, 'data')],
      { stdout: () => {}, stderr: () => {}, isTTY: false, cwd: process.cwd() },
    )
    expect(native).toBe(0)
    const runs = loadSuite('go', join(d, 'data')).runs
    expect(runs).toHaveLength(3)
    const keys = (i: number) =>
      new Set(
        runs[i]!.results.filter((x) => x.benchmark === 'BenchmarkSum').map((x) =>
          JSON.stringify(Object.entries(x.params ?? {}).sort()),
        ),
      )
    expect(keys(2)).toEqual(keys(0))
    expect(Object.keys(runs[0]!.results[0]!.values).sort()).toEqual(['allocs', 'bytes', 'throughput', 'time'])
  })

  it('after new entries were appended, adds only those', async () => {
    const d = tmp()
    writeFileSync(join(d, 'data.js'), sampleDataJs(10, 2))
    expect((await run([join(d, 'data.js'), '--suite', 's', ...create(join(d, 'data'))])).json.added).toHaveLength(10)
    writeFileSync(join(d, 'data.js'), sampleDataJs(14, 2))
    const more = await run([join(d, 'data.js'), '--suite', 's', '--data-dir', join(d, 'data'), '--json'])
    expect(more.json).toMatchObject({ entries: 14, skipped: 10 })
    expect(more.json.added).toHaveLength(4)
  })

  it('imports an asv results folder, one run per commit, through pnpm ingest --history too', async () => {
    const d = tmp()
    let out = ''
    const code = await ingest(
      ['--history', 'tests/fixtures-import/asv/results', '--suite', 'asv', ...create(join(d, 'data'))],
      { stdout: (s) => (out += s), stderr: () => {}, isTTY: false, cwd: process.cwd() },
    )
    expect(code).toBe(0)
    expect(JSON.parse(out)).toMatchObject({ kind: 'asv', entries: 3 })
    const runs = runsOf(join(d, 'data'), 'asv')
    const commits = readdirSync('tests/fixtures-import/asv/results/vm-demo')
      .filter((f) => f !== 'machine.json')
      .map(
        (f) =>
          JSON.parse(
            readFileSync(join('tests/fixtures-import/asv/results/vm-demo', f), 'utf8').replace(
              /-?Infinity|NaN/g,
              'null',
            ),
          ).commit_hash,
      )
    expect(runs.map((r) => r.commit).sort()).toEqual(commits.sort())
    expect(runs[0].environment).toMatchObject({ machine: 'vm-demo', cores: 2 })
    const params = runs[0].results
      .filter((x: { benchmark: string }) => x.benchmark === 'bench_basic.Params.time_range')
      .map((x: { params: unknown }) => x.params)
    expect(params).toEqual([{ size: 10 }, { size: 100 }])
  })

  it('imports a folder of <date>-<commit> outputs, each read by the format detection picks', async () => {
    const d = tmp()
    const src = join(d, 'outputs')
    mkdirSync(src)
    copyFileSync('tests/fixtures/hey/summary_n2000_c10.txt', join(src, '2026-03-01-abc1234.txt'))
    copyFileSync('tests/fixtures/hey/summary_z2s_fail.txt', join(src, '2026-03-08T10-30-00Z_def5678.txt'))
    writeFileSync(join(src, 'notes.md'), 'not an output')
    const r = await run([src, '--suite', 'hey', ...create(join(d, 'data'))])
    expect(r.code, r.err).toBe(0)
    const runs = runsOf(join(d, 'data'), 'hey').sort((a, b) => (a.date < b.date ? -1 : 1))
    expect(runs.map((x) => [x.date, x.commit, x.source.format])).toEqual([
      ['2026-03-01', 'abc1234', 'hey'],
      ['2026-03-08T10:30:00Z', 'def5678', 'hey'],
    ])
  })

  it('reads an unknown tool by its units with one warning line; refuses a file only when no entry reads', async () => {
    const d = tmp()
    const odd = sampleDataJs(4, 1).replace(/"tool": "cargo"/g, '"tool": "carg0"')
    writeFileSync(join(d, 'data.js'), odd)
    const r = await run([join(d, 'data.js'), '--suite', 's', ...create(join(d, 'data'))])
    expect(r.code, r.err).toBe(0)
    const lines = r.err.split('\n').filter((l) => l.includes('"carg0"'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /Rust Benchmark #1 \([0-9a-f]{7}\): tool "carg0" is not one .* read by their units \(2 entries like this/,
    )
    expect(
      JSON.parse(readFileSync(join(d, 'data', 's-rust-benchmark', 'suite.json'), 'utf8')).metrics.time.direction,
    ).toBe('lower')
    const none = sampleDataJs(3, 1).replace(/"value": \d+/g, '"value": "fast"')
    writeFileSync(join(d, 'none.js'), none)
    const bad = await run([join(d, 'none.js'), '--suite', 't', ...create(join(d, 'data'))])
    expect(bad.code).toBe(1)
    expect(bad.err).toMatch(
      /none\.js: \$\.entries\["Rust Benchmark"\]\[0\]\.benches\[0\]\.value: the value \(a number\), found "fast"; no entry of this data\.js could be read \(the first is Rust Benchmark #1 \([0-9a-f]{7}\)\): fix that entry/,
    )
    expect(bad.err).toContain('nothing was written')
    expect(existsSync(join(d, 'data', 't'))).toBe(false)
    const one = JSON.parse(sampleDataJs(6, 1).replace(/^window\.BENCHMARK_DATA = /, ''))
    one.entries['Rust Benchmark'][1].benches[0].value = 'fast'
    writeFileSync(join(d, 'one.js'), JSON.stringify(one))
    const some = await run([join(d, 'one.js'), '--suite', 'u', '--set', 'Rust Benchmark', ...create(join(d, 'data'))])
    expect(some.code, some.err).toBe(0)
    expect(some.json).toMatchObject({ entries: 2 })
    expect(some.err).toMatch(/^warning: .*one\.js: Rust Benchmark #2 \([0-9a-f]{7}\) left out: .*found "fast"$/m)
  })

  it('refuses what is not a history', async () => {
    const r = await run(['tests/fixtures/hey/summary_n2000_c10.txt', '--suite', 's', '--data-dir', tmp()])
    expect(r.code).toBe(1)
    expect(r.err).toMatch(/not a history this command knows/)
  })
})

/** Runs `pnpm ingest --history` in a child that stops at a store pause point, and kills it there. */
function killedAt(point: string, args: string[]): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/commands/ingest.ts', '--history', ...args], {
      env: { ...process.env, BENCH_INGEST_PAUSE_AT: point },
    })
    let err = ''
    child.stderr.on('data', (d) => {
      err += d
      const m = new RegExp(`PAUSED ${point} (\\d+)`).exec(err)
      if (m) process.kill(Number(m[1]), 'SIGKILL')
    })
    child.on('close', (code) => (code === 0 ? fail(new Error(`not killed: ${err}`)) : ok()))
    child.on('error', fail)
  })
}

describe('pnpm import: crash safety (SIGKILL)', { timeout: 90_000 }, () => {
  it.each(['before-rename', 'mid-commit'])(
    'killed at %s: the suite still loads, and importing again completes the history',
    async (point) => {
      const d = tmp()
      const data = join(d, 'data')
      writeFileSync(join(d, 'data.js'), sampleDataJs(6, 2))
      expect((await run([join(d, 'data.js'), '--suite', 's', '--one-suite', ...create(data)])).code).toBe(0)
      writeFileSync(join(d, 'data.js'), sampleDataJs(20, 2))
      await killedAt(point, [join(d, 'data.js'), '--suite', 's', '--one-suite', '--data-dir', data])
      const between = loadSuite('s', data).runs.length
      // Before the renames nothing new is visible; between them, some new runs are (each one whole).
      if (point === 'before-rename') expect(between).toBe(6)
      else expect(between).toBeGreaterThan(6)
      expect(between).toBeLessThan(20)
      expect(existsSync(join(data, 's', '.ingest-journal.json'))).toBe(point === 'mid-commit')
      const again = await run([join(d, 'data.js'), '--suite', 's', '--one-suite', '--data-dir', data, '--json'])
      expect(again.code, again.err).toBe(0)
      if (point === 'mid-commit') expect(again.err).toContain('completed an interrupted ingest')
      expect(loadSuite('s', data).runs).toHaveLength(20)
      expect(readdirSync(join(data, 's')).filter((f) => f.startsWith('.'))).toEqual([])
      expect(readdirSync(join(data, 's', 'runs')).filter((f) => f.startsWith('.'))).toEqual([])
    },
  )
})
