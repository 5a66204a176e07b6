// Every real history of tests/fixtures-histories/ (data.js files of public projects, one asv results
// folder) imports into a temp data folder: no error, time and size units smaller-is-better whatever the
// tool said, warnings one line per kind with names in full, and the oddities of real files read right
// (spreads, the old Go unit field, units changing mid-history, a name twice in one entry, asv 0.4).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unitInfo } from '../../data/numbers/units'
import { main } from '../../scripts/commands/import'

const CORPUS = 'tests/fixtures-histories'
const files = [
  ...readdirSync(CORPUS)
    .filter((f) => f.endsWith('.data.js'))
    .map((f) => join(CORPUS, f)),
  join(CORPUS, 'emsig-emg3d-bench-asv', 'results'),
]
const suiteOf = (file: string) =>
  file.endsWith('results')
    ? 'asv'
    : file
        .split('/')
        .pop()!
        .replace(/\.data\.js$/, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 24)

let data: string
const outcome = new Map<string, { code: number; err: string }>()

async function imported(file: string, extra: string[] = [], dir = data) {
  let err = ''
  const code = await main(
    [file, '--suite', suiteOf(file), '--create', '--title', 'H', '--project', 'P', '--data-dir', dir, ...extra],
    { stdout: () => {}, stderr: (s) => (err += s), cwd: process.cwd() },
  )
  return { code, err }
}
const suites = (prefix: string) => readdirSync(data).filter((s) => s === prefix || s.startsWith(`${prefix}-`))
const suiteJson = (id: string) => JSON.parse(readFileSync(join(data, id, 'suite.json'), 'utf8'))
const runs = (id: string) =>
  readdirSync(join(data, id, 'runs'))
    .map((f) => JSON.parse(readFileSync(join(data, id, 'runs', f), 'utf8')))
    .sort((a, b) => (a.date < b.date ? -1 : 1))

beforeAll(async () => {
  data = mkdtempSync(join(tmpdir(), 'history-corpus-'))
  for (const f of files) outcome.set(f, await imported(f))
}, 240_000)
afterAll(() => rmSync(data, { recursive: true, force: true }))

describe('the corpus of real histories', () => {
  it('has at least 20 data.js files and an asv folder', () => expect(files.length).toBeGreaterThanOrEqual(21))

  it.each(files)('%s imports, time and size units smaller-is-better, warnings one line per kind', (file) => {
    const { code, err } = outcome.get(file)!
    expect(code, err).toBe(0)
    const ids = suites(suiteOf(file))
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids)
      for (const [mid, m] of Object.entries(suiteJson(id).metrics) as Array<
        [string, { unit: string; direction: string }]
      >) {
        const dim = unitInfo(m.unit)?.dimension
        if (dim === 'time' || dim === 'bytes') expect(m.direction, `${id} ${mid} (${m.unit})`).toBe('lower')
        if (dim === 'rate') expect(m.direction, `${id} ${mid} (${m.unit})`).toBe('higher')
      }
    const warnings = err.split('\n').filter(Boolean)
    for (const w of warnings) expect(w).toMatch(/^warning: /)
    // Never a name cut to "…", never the same kind twice (a kind is its text without names and figures).
    expect(err).not.toContain('…')
    const kinds = warnings.map((w) => w.replace(/^warning: [^:]*: [^:]*: /, '').replace(/"[^"]*"|\d+/g, ''))
    expect(new Set(kinds).size).toBe(kinds.length)
  })

  it("reads every range form as the run's spread, in the value's unit", () => {
    const last = (id: string) => runs(id).at(-1).results[0].values
    const gab = suiteOf('x/benchmark-action-github-action-benchmark.data.js')
    expect(last(`${gab}-rust-benchmark`).time).toMatchObject({ value: 179, stddev: 0 }) // "± 0"
    expect(last(`${gab}-catch2-benchmark`).time).toMatchObject({ value: 164, stddev: 2 }) // "± 2"
    const js = last(`${gab}-benchmark-js-benchmark`).throughput // 1,323,875 ops/sec "±0.11%"
    expect(js.stddev).toBeCloseTo(1323875 * 0.0011, 6)
    const py = last(`${gab}-python-benchmark-with-pytest-benchmark`).throughput // stddev of the time, in s
    expect(py.stddev).toBeCloseTo(0.000009119633993840344 * 42367.51795863343 ** 2, 6)
    // libtest's "+/- 1,234" (thousands separated)
    const rust = runs(`${gab}-rust-benchmark`).flatMap((r) => r.results)
    const r = rust.find((x) => x.note === 'range +/- 2,802')
    expect(r.values.time.stddev).toBe(2802)
  })

  it('reads the old Go extractor\'s unit field ("ns/op\\t 48670 B/op\\t 56 allocs/op") as three values', () => {
    const r = runs('induzo-otelinit')[0].results[0]
    expect(r.values).toMatchObject({
      time: { value: expect.any(Number) },
      bytes: { value: 48670 },
      allocs: { value: 56 },
    })
  })

  it('converts units that change mid-history into the suite unit', () => {
    const id = suites('homotopy-io-homotopy-rs')[0]!
    expect(suiteJson(id).metrics.time.unit).toBe('us')
    const src = JSON.parse(
      readFileSync(join(CORPUS, 'homotopy-io-homotopy-rs.data.js'), 'utf8').replace(/^window\.BENCHMARK_DATA = /, ''),
    ).entries['Rust Benchmark'] as Array<{
      commit: { id: string }
      benches: Array<{ name: string; unit: string; value: number }>
    }>
    const e = src.find((x) => x.benches.some((b) => b.unit === 's'))!
    const b = e.benches.find((x) => x.unit === 's')!
    const run = runs(id).find((r) => r.commit === e.commit.id)
    expect(run.results.find((r: { benchmark: string }) => r.benchmark === b.name).values.time.value).toBeCloseTo(
      b.value * 1e6,
      3,
    )
  })

  it('keeps a name met again in one entry apart by order, never merged', () => {
    const r = runs(suiteOf('x/trym-b-warchaeology-ubuntu.data.js'))[0].results.filter(
      (x: { benchmark: string }) => x.benchmark === 'BenchmarkDummy',
    )
    expect(r.length).toBe(10)
    expect(r.map((x: { params: { occurrence?: number } }) => x.params.occurrence ?? 1)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
    expect(outcome.get(join(CORPUS, 'trym-b-warchaeology-ubuntu.data.js'))!.err).toMatch(
      /"BenchmarkDummy" is there 10 times in one entry; kept apart by order.*\(15 entries like this/,
    )
  })

  it('a time under a bigger-is-better tool: smaller is better, one warning naming the flag; --direction keeps the tool', async () => {
    const speedy = join(CORPUS, 'speedy-js-benchmarks.data.js')
    expect(outcome.get(speedy)!.err).toMatch(
      /is in "s", a time, so smaller is better, though tool "customBiggerIsBetter" says bigger.*--direction time=higher/,
    )
    const d = mkdtempSync(join(tmpdir(), 'history-direction-'))
    try {
      const again = await imported(speedy, ['--direction', 'time=higher'], d)
      expect(again.code, again.err).toBe(0)
      expect(again.err).not.toMatch(/a time, so smaller/)
      expect(JSON.parse(readFileSync(join(d, suiteOf(speedy), 'suite.json'), 'utf8')).metrics.time.direction).toBe(
        'higher',
      )
    } finally {
      rmSync(d, { recursive: true, force: true })
    }
  })

  it('reads asv 0.4 result files, a suite per machine, parameters kept', () => {
    expect(suites('asv').sort()).toEqual(['asv-dtr-laptop', 'asv-meerkat'])
    expect(runs('asv-meerkat')).toHaveLength(24)
    const r = runs('asv-dtr-laptop')[0].results
    expect(
      r.find((x: { benchmark: string }) => x.benchmark === 'time.SmoothingTime.time_smoothing').params,
    ).toMatchObject({
      lr_dir: expect.any(Number),
      size: expect.any(String),
    })
    expect(suiteJson('asv-meerkat').metrics['peak-memory'].unit).toBe('B')
  })
})
