// One number is stored once: a p50 (also a median, also redis's latency-p50), p0 (min) or p100 (max) lives in
// its percentile and is read back from there (numbers.ts storedOnce, namedField; model.ts measurement's derive).
import { expect, test } from 'vitest'
import { fieldValue, measurement } from '../../data/schema/model'
import type { Result, Run, Suite } from '../../data/schema/schema'
import { measurementProblem } from '../../data/schema/checks'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { main } from '../../scripts/commands/ingest'
import { join } from 'node:path'
import { centre } from '../../data/analysis/verdict'
import { medianOf, storedOnce } from '../../data/numbers/numbers'
import { redisBenchmark } from '../../scripts/parsers/redis-benchmark'

const full = `====== GET ======
  100000 requests completed in 1.00 seconds
  50 parallel clients
  3 bytes payload
  keep alive: 1

Latency by percentile distribution:
0.000% <= 0.100 milliseconds (cumulative count 1)
50.000% <= 0.900 milliseconds (cumulative count 50000)
100.000% <= 3.000 milliseconds (cumulative count 100000)

Summary:
  throughput summary: 100000.00 requests per second
  latency summary (msec):
          avg       min       p50       p95       p99       max
        1.000     0.100     0.900     2.000     2.500     3.000
`

test('the full report stores the p50 once: as percentiles["50"], not again as the median', () => {
  const lat = redisBenchmark.parse({ files: [{ path: 'get.txt', text: full }] }).results[0]!.values.latency!
  expect(lat.percentiles?.['50']).toBe(0.9)
  expect(lat.median).toBeUndefined()
})

test('read as the median: a stat view, the verdict centre; a stored median wins', () => {
  const p50Only = { value: 2.8, percentiles: { '50': 0.9, '99': 28 } }
  expect(medianOf(p50Only)).toBe(0.9)
  expect(fieldValue(p50Only, 'median')).toBe(0.9)
  expect(centre(p50Only)).toEqual({ value: 0.9, statistic: 'median' })
  expect(medianOf({ value: 2.8, median: 1.1, percentiles: { '50': 0.9 } })).toBe(1.1)
  expect(medianOf({ value: 2.8 })).toBeUndefined()
})

test('ingest stores a median, min or max equal to its percentile once, as the percentile; read back by fieldValue', () => {
  const both = { value: 2, median: 0.9, min: 0.1, max: 28, percentiles: { '0': 0.1, '50': 0.9, '99': 20, '100': 28 } }
  const once = storedOnce(both)
  expect(once).toEqual({ value: 2, percentiles: both.percentiles })
  for (const f of ['median', 'min', 'max', 'p0', 'p50', 'p100'])
    expect(fieldValue(once, f), f).toBe(fieldValue(both, f))
  // A median that differs from the p50 (a histogram's bucket against the exact one) is another number: kept.
  expect(storedOnce({ value: 2, median: 0.95, percentiles: { '50': 0.9 } }).median).toBe(0.95)
  expect(storedOnce({ value: 2, median: 0.9 })).toEqual({ value: 2, median: 0.9 })
})

test("redis's latency-p50 is stored once, in latency's p50, and read from there by the suite's derive", () => {
  const run = redisBenchmark.parse({ files: [{ path: 'get.txt', text: full }] })
  const r = run.results[0]!
  expect(r.values['latency-p50']).toBeUndefined()
  const suite = { id: 's', title: 's', metrics: run.metrics } as Suite
  expect(measurement(suite, r as Result, 'latency-p50')).toEqual({ value: 0.9, n: 100000 })
  // -q prints the p50 alone: stored as latency-p50, read as stored.
  const q = redisBenchmark.parse({
    files: [{ path: 'q.txt', text: 'GET: 100000.00 requests per second, p50=0.143 msec\n' }],
  })
  expect(q.results[0]!.values['latency-p50']).toEqual({ value: 0.143 })
  expect(measurement(suite, q.results[0] as Result, 'latency-p50')).toEqual({ value: 0.143 })
})

test('a max stored once, as p100, still bounds the value: 0.1 % above it is refused', () => {
  expect(measurementProblem({ value: 4, percentiles: { '0': 1, '100': 4 } })).toBeUndefined()
  expect(measurementProblem({ value: 4.01, percentiles: { '0': 1, '100': 4 } })?.expected).toMatch(/at most max \(4\)/)
  expect(measurementProblem({ value: 2, min: 3, percentiles: { '100': 2.5 } })?.path).toEqual(['min'])
})

/** Every run the shipped data and the ingest goldens hold. */
function storedRuns(): Array<{ file: string; run: Run; suite?: Suite }> {
  const out: Array<{ file: string; run: Run; suite?: Suite }> = []
  for (const s of readdirSync('data', { withFileTypes: true })) {
    if (!s.isDirectory() || !existsSync(join('data', s.name, 'runs'))) continue
    const suite = JSON.parse(readFileSync(join('data', s.name, 'suite.json'), 'utf8')) as Suite
    for (const f of readdirSync(join('data', s.name, 'runs')).filter((n) => n.endsWith('.json'))) {
      const file = join('data', s.name, 'runs', f)
      out.push({ file, run: JSON.parse(readFileSync(file, 'utf8')) as Run, suite })
    }
  }
  for (const format of readdirSync('tests/golden/ingest'))
    for (const f of readdirSync(join('tests/golden/ingest', format))) {
      const file = join('tests/golden/ingest', format, f)
      const text = readFileSync(file, 'utf8')
      const json = text.indexOf('{')
      if (json < 0 || !text.startsWith('exit 0')) continue
      const out1 = JSON.parse(text.slice(json)) as { run?: Run; metrics?: Suite['metrics'] }
      if (out1.run) out.push({ file, run: out1.run, suite: { metrics: out1.metrics ?? {} } as Suite })
    }
  return out
}

test('no number is stored twice in data/ or in what ingest writes (goldens)', () => {
  const twice: string[] = []
  const runs = storedRuns()
  expect(runs.length).toBeGreaterThan(100)
  for (const { file, run, suite } of runs)
    run.results.forEach((r, i) => {
      for (const [id, m] of Object.entries(r.values)) {
        if (JSON.stringify(storedOnce(m)) !== JSON.stringify(m)) twice.push(`${file} results[${i}].${id}`)
        const d = suite?.metrics[id]?.derive
        if (d && 'field' in d && fieldValue(r.values[d.metric], d.field) !== undefined)
          twice.push(`${file} results[${i}].${id} (also ${d.metric}.${d.field})`)
      }
    })
  expect(twice).toEqual([])
})

test('a suite made before the derive learns it at the next ingest; its old runs keep their own copies', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'p50-once-'))
  try {
    const suiteDir = join(dir, 'redis')
    mkdirSync(join(suiteDir, 'runs'), { recursive: true })
    const old = { label: 'Latency p50', unit: 'ms', direction: 'lower', stat: 'p50' }
    const metrics = { ...redisBenchmark.parse({ files: [{ path: 'get.txt', text: full }] }).metrics }
    writeFileSync(
      join(suiteDir, 'suite.json'),
      JSON.stringify({ id: 'redis', title: 'Redis', project: 'Redis', metrics: { ...metrics, 'latency-p50': old } }),
    )
    const oldRun = {
      id: 'old',
      date: '2026-01-01',
      results: [{ benchmark: 'GET', values: { rps: { value: 1 }, 'latency-p50': { value: 0.5 } } }],
    }
    writeFileSync(join(suiteDir, 'runs', 'old.json'), JSON.stringify(oldRun))
    const input = join(dir, 'get.txt')
    writeFileSync(input, full)
    let err = ''
    const code = await main([input, '--suite', 'redis', '--data-dir', dir, '--date', '2026-01-02', '--id', 'new'], {
      stdout: () => {},
      stderr: (s) => (err += s),
      isTTY: false,
      cwd: dir,
    })
    expect(err).toBe('')
    expect(code).toBe(0)
    const suite = JSON.parse(readFileSync(join(suiteDir, 'suite.json'), 'utf8')) as Suite
    expect(suite.metrics['latency-p50']).toEqual({ ...old, derive: { metric: 'latency', field: 'p50' } })
    const stored = JSON.parse(readFileSync(join(suiteDir, 'runs', 'new.json'), 'utf8')) as Run
    expect(stored.results[0]!.values['latency-p50']).toBeUndefined()
    expect(measurement(suite, stored.results[0]!, 'latency-p50')?.value).toBe(0.9)
    expect(measurement(suite, oldRun.results[0] as Result, 'latency-p50')?.value).toBe(0.5)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
