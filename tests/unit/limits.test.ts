// One big ingest must not brick its suite: ingest checks the build's limits (defined once, in the
// core) before it writes, keeps summaries instead of samples above --max-samples, and a run can be
// removed with its raw copy (`pnpm ingest --remove <run>`) even when it is a file the build refuses.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { MAX_SAMPLES, QUANTILE_COUNT } from '../../data/schema/schema'
import { MAX_DATA_FILE_BYTES } from '../../data/schema/validate'
import { loadSuite, readJsonFile } from '../../scripts/read/load'
import { planRun, StoreError } from '../../scripts/write/store'
import { DEFAULT_MAX_SAMPLES, summarize } from '../../scripts/write/prepare-run'
import { main } from '../../scripts/commands/ingest'
import { snapshot } from './dir-snapshot'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const tmpRoot = mkdtempSync(join(tmpdir(), 'limits-'))
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }))
let k = 0
const fresh = (name: string) => {
  const d = join(tmpRoot, `${name}-${k++}`)
  mkdirSync(d, { recursive: true })
  return d
}

async function ingest(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await main(args, { stdout: (s) => (out += s), stderr: (s) => (err += s), isTTY: false, cwd: ROOT })
  return { code, out, err }
}

/** go test -bench output: `benchmarks` benchmarks run -count `count` times. */
function goBench(benchmarks: number, count: number): string {
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/big']
  for (let c = 0; c < count; c++)
    for (let b = 0; b < benchmarks; b++)
      lines.push(
        `BenchmarkB${b}-2   \t 1000000\t ${(100 + ((c * 7919 + b) % 97) / 10).toFixed(1)} ns/op\t ${16 * b} B/op`,
      )
  return `${lines.join('\n')}\nPASS\nok  \texample.com/big\t1.0s\n`
}

describe("the limits are defined once and are the build's", () => {
  test('ingest keeps far fewer samples by default than the schema allows', () => {
    expect(DEFAULT_MAX_SAMPLES).toBeLessThanOrEqual(MAX_SAMPLES / 10)
    expect(MAX_DATA_FILE_BYTES).toBe(50 * 1024 * 1024)
  })

  test('summarize keeps what the parser said and fills in the rest from the samples', () => {
    // Fewer samples than QUANTILE_COUNT: the quantiles are the sorted samples themselves.
    expect(summarize({ value: 3, samples: [5, 1, 3, 4] })).toEqual({
      value: 3,
      n: 4,
      min: 1,
      max: 5,
      median: 3.5,
      stddev: Math.sqrt(35 / 12),
      quantiles: [1, 3, 4, 5],
    })
    expect(summarize({ value: 3, min: 0.5, n: 9, samples: [5, 1] })).toEqual({
      value: 3,
      n: 9,
      min: 0.5,
      max: 5,
      median: 3,
      stddev: Math.sqrt(8),
      quantiles: [1, 5],
    })
  })

  test('above QUANTILE_COUNT samples, evenly spaced order statistics: 0, 1, …, 1000 → 0, 5, 10, …, 1000', () => {
    const q = summarize({ value: 500, samples: Array.from({ length: 1001 }, (_, i) => 1000 - i) }).quantiles!
    expect(q).toHaveLength(QUANTILE_COUNT)
    expect(q.slice(0, 3)).toEqual([0, 5, 10])
    expect(q[100]).toBe(500)
    expect(q.at(-1)).toBe(1000)
  })
})

describe('samples above --max-samples become summaries, with a warning', () => {
  const input = join(tmpRoot, 'go-1500.txt')
  writeFileSync(input, goBench(3, 1500))

  test('by default (1000): n, min, max, median, stddev and quantiles are kept, the samples are not', async () => {
    const data = fresh('data')
    const r = await ingest([
      input,
      '--suite',
      'big',
      '--create',
      '--title',
      'Big',
      '--project',
      'big',
      '--data-dir',
      data,
      '--no-raw',
    ])
    expect(r.code, r.err).toBe(0)
    expect(r.err).toMatch(
      /warning: 6 measurement\(s\) had more than 1000 samples \(the most: 1500 in "BenchmarkB0" time\); they keep n, min, max, median, stddev and 201 evenly spaced quantiles instead\. Pass --max-samples <n> to keep more \(at most 100000\)/,
    )
    const run = loadSuite('big', data).runs[0]!
    const t = run.results[0]!.values.time!
    expect(t.samples).toBeUndefined()
    expect(t).toMatchObject({ n: 1500, min: 100, max: 109.6 })
    expect(t.median).toBeGreaterThanOrEqual(100)
    expect(t.quantiles).toHaveLength(201)
    expect(t.quantiles![0]).toBe(100)
    expect(t.quantiles!.at(-1)).toBe(109.6)
  })

  test('--max-samples 2000 keeps them; a value out of range is a usage error', async () => {
    const data = fresh('data')
    const r = await ingest([
      input,
      '--suite',
      'big',
      '--create',
      '--title',
      'Big',
      '--project',
      'big',
      '--data-dir',
      data,
      '--no-raw',
      '--max-samples',
      '2000',
    ])
    expect(r.code, r.err).toBe(0)
    expect(r.err).not.toMatch(/samples/)
    expect(loadSuite('big', data).runs[0]!.results[0]!.values.time!.samples).toHaveLength(1500)
    const bad = await ingest([input, '--suite', 'big', '--data-dir', data, '--max-samples', '200001'])
    expect(bad.code).toBe(2)
    expect(bad.err).toMatch(/--max-samples 200001: expected a whole number from 0 to 100000/)
  })
})

describe('a run the build would refuse is never stored', () => {
  test('a run file above MAX_DATA_FILE_BYTES is refused before anything is written, saying what to do', () => {
    const data = fresh('data')
    // 53,000 notes of 1,000 characters: about 53 MB of JSON, every part within the schema. (Samples
    // would make it the usual way, but validating millions of them costs seconds.)
    const metrics = { t: { label: 'T', unit: 'ns', direction: 'lower' } }
    const notes = Array.from({ length: 53_000 }, (_, i) => `${i} ${'n'.repeat(990)}`)
    const before = snapshot(data)
    let err: unknown
    try {
      planRun({
        suiteId: 'big',
        dir: data,
        create: true,
        inputHash: `sha256:${'a'.repeat(64)}`,
        inputLabel: 'huge.txt',
        prepare: () => ({
          suiteJson: { id: 'big', title: 'Big', project: 'big', metrics },
          run: { id: 'r1', notes, results: [{ benchmark: 'b', values: { t: { value: 1 } } }] } as never,
        }),
      })
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(StoreError)
    expect((err as StoreError).message).toMatch(
      /^huge\.txt \(as .*r1\.json\): would be a file of 5\d\.\d MB, and the build reads data files of at most 50 MB\. Keep fewer samples per measurement \(--max-samples, e\.g\. 100\), or split the input into several runs$/,
    )
    expect(snapshot(data)).toEqual(before)
  })
})

describe('pnpm ingest --remove <run>', () => {
  test('removes a run and its raw copy; the suite loads again; even a file too big to read', async () => {
    const data = fresh('data')
    const input = join(tmpRoot, 'go-small.txt')
    writeFileSync(input, goBench(2, 3))
    const first = await ingest([
      input,
      '--suite',
      's',
      '--create',
      '--title',
      'S',
      '--project',
      's',
      '--data-dir',
      data,
      '--id',
      'keep',
    ])
    expect(first.code, first.err).toBe(0)
    const kept = snapshot(data)
    // A run file the build refuses (as the 66 MB file of the issue), with a raw copy by its name.
    const runs = join(data, 's', 'runs')
    writeFileSync(join(runs, 'huge.json'), `{"id":"huge",${' '.repeat(MAX_DATA_FILE_BYTES)}"results":[]}`)
    writeFileSync(join(data, 's', 'raw', 'huge.txt.gz'), 'x')
    expect(() => loadSuite('s', data)).toThrow(
      /huge\.json: \$: a file of at most 52428800 bytes, found \d+; to remove that run and its raw copy: pnpm ingest --remove huge$/,
    )
    const r = await ingest(['--remove', 'huge', '--data-dir', data])
    expect(r.code, r.err).toBe(0)
    expect(r.out).toMatch(/^removed run huge from suite "s": runs\/huge\.json, raw\/huge\.txt\.gz/)
    expect(snapshot(data)).toEqual(kept)
    expect(loadSuite('s', data).runs.map((x) => x.id)).toEqual(['keep'])
    // The run made by ingest goes the same way, with the raw copy its source names.
    const raw = (readJsonFile(join(runs, 'keep.json')) as { source: { raw: string } }).source.raw
    expect(existsSync(join(data, 's', raw))).toBe(true)
    const again = await ingest(['--remove', 'keep', '--suite', 's', '--data-dir', data, '--json'])
    expect(again.code, again.err).toBe(0)
    expect(JSON.parse(again.out)).toEqual({ removed: ['runs/keep.json', raw], suite: 's', run: 'keep' })
    expect(readdirSync(join(data, 's')).sort()).toEqual(['raw', 'runs', 'suite.json'])
    expect(readdirSync(runs)).toEqual([])
  })

  test("an unknown run is refused, naming the suite's runs; nothing changes", async () => {
    const data = fresh('data')
    const input = join(tmpRoot, 'go-small2.txt')
    writeFileSync(input, goBench(1, 2))
    expect(
      (
        await ingest([
          input,
          '--suite',
          's',
          '--create',
          '--title',
          'S',
          '--project',
          's',
          '--data-dir',
          data,
          '--id',
          'one',
        ])
      ).code,
    ).toBe(0)
    const before = snapshot(data)
    const r = await ingest(['--remove', 'two', '--suite', 's', '--data-dir', data])
    expect(r.code).toBe(1)
    expect(r.err).toMatch(/runs[\\/]two\.json: suite "s" has no run "two" \(its runs: one\)/)
    const nowhere = await ingest(['--remove', 'two', '--data-dir', data])
    expect(nowhere.code).toBe(2)
    expect(nowhere.err).toMatch(/no suite in .* has a run "two"/)
    expect(snapshot(data)).toEqual(before)
  })
})
