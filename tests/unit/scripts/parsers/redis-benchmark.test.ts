import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { redisBenchmark as p } from '../../../../scripts/parsers/redis-benchmark'
import { allFixtures, bestParser, fixtures, fixturesDir, parseError, streamed, textInput } from './helpers'

const own = fixtures('redis-benchmark')
const raw = (name: string) => readFileSync(join(fixturesDir, 'redis-benchmark', name), 'utf8')

describe('redis-benchmark parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(6))

  it('detects its own fixtures and no other text format', () => {
    for (const f of allFixtures()) {
      if (f.format === 'redis-benchmark') {
        expect(bestParser(f.input), f.name).toBe('redis-benchmark')
        expect(p.detect(f.input)).toBeGreaterThanOrEqual(0.8)
      } else {
        expect(p.detect(f.input), `${f.format}/${f.name}`).toBe(0)
      }
    }
  })

  it('reads the full report (numbers checked by hand against ping_set_n20000.txt)', () => {
    const run = p.parse(textInput(raw('ping_set_n20000.txt')))
    expect(run.results.map((r) => r.benchmark)).toEqual(['PING_INLINE', 'PING_MBULK', 'SET'])
    const set = run.results[2]!
    expect(set.params).toEqual({ clients: 50, payload: 3, keepAlive: true, multiThread: false })
    expect(set.values.rps).toEqual({ value: 14005.6, n: 20000 })
    const lat = set.values.latency!
    expect([lat.value, lat.min, lat.percentiles?.['50'], lat.max, lat.n]).toEqual([2.951, 0.168, 0.791, 72.191, 20000])
    // The p50 is stored once, as a percentile; the loader gives it as the median too.
    expect(lat.median).toBeUndefined()
    expect(lat.percentiles).toMatchObject({
      '0': 0.175,
      '50': 0.791,
      '87.5': 7.439,
      '95': 13.087,
      '99': 23.055,
      '99.219': 25.535,
      '100': 72.191,
    })
    expect(run.environment).toEqual({ extra: { 'redis appendonly': 'no' } })
    expect(run.metrics.rps).toMatchObject({ unit: 'req/s', direction: 'higher', label: 'Throughput' })
    expect(run.metrics.latency).toMatchObject({ unit: 'ms', direction: 'lower', stat: 'mean' })
  })

  it('reads --threads, -q, custom commands and --csv', () => {
    const t = p.parse(textInput(raw('threads2_lpush_lrange100.txt')))
    expect(t.results.map((r) => r.benchmark)).toEqual([
      'LPUSH',
      'LPUSH (needed to benchmark LRANGE)',
      'LRANGE_100 (first 100 elements)',
    ])
    expect(t.results[0]!.params).toMatchObject({ multiThread: true, threads: 2 })
    const q = p.parse(textInput(raw('quiet_set_get_lrange.txt')))
    expect(q.results[4]).toEqual({
      benchmark: 'LRANGE_100 (first 100 elements)',
      values: { rps: { value: 16313.21 }, 'latency-p50': { value: 1.247 } },
    })
    expect(Object.keys(q.metrics).sort()).toEqual(['latency-p50', 'rps'])
    const c = p.parse(textInput(raw('custom_command_quiet.txt')))
    expect(c.results[0]!.benchmark).toBe('set key:__rand_int__ hello')
    const csv = p.parse(textInput(raw('csv_set_get_incr_lrange_mset.csv')))
    expect(csv.results[5]).toEqual({
      benchmark: 'MSET (10 keys)',
      values: {
        rps: { value: 14204.55 },
        latency: { value: 2.819, min: 0.248, max: 29.263, percentiles: { '50': 0.919, '95': 15.263, '99': 28.559 } },
        // latency-p50 (the metric -q gives) is not stored again: the suite reads it from latency's p50
      },
    })
    expect(csv.metrics['latency-p50']?.derive).toEqual({ metric: 'latency', field: 'p50' })
  })

  it('reads the report quoted in a Markdown page, skipping the prose with one warning', () => {
    const body = raw('get_d256_c10.txt').split('\r').pop()!
    const md = `# Results\n\nRun with \`redis-benchmark -t get\`:\n\n\`\`\`\n${body}\`\`\`\n\n| Test | rps |\n|---|---|\n| GET | 14,814 |\n`
    const run = p.parse(textInput(md, 'page.md'))
    expect(run.results).toHaveLength(1)
    expect(run.results[0]!.values.rps!.value).toBe(14814.81)
    expect(run.warnings).toEqual(['page.md: skipped 7 line(s) that are not redis-benchmark output (first at line 1)'])
  })

  it('reads the older (Redis < 6.2) layouts: "N requests per second" and headerless CSV', () => {
    // Layout of Redis 5/6.0 (hand-written in that layout; the installed tool no longer prints it).
    const old =
      '====== SET ======\n  100000 requests completed in 1.23 seconds\n  50 parallel clients\n  3 bytes payload\n  keep alive: 1\n\n99.82% <= 1 milliseconds\n100.00% <= 2 milliseconds\n81300.81 requests per second\n\n'
    expect(p.parse(textInput(old)).results).toEqual([
      {
        benchmark: 'SET',
        params: { clients: 50, payload: 3, keepAlive: true },
        values: { rps: { value: 81300.81, n: 100000 }, duration: { value: 1.23 } },
      },
    ])
    expect(p.parse(textInput('"SET","81300.81"\n"GET","90000.00"\n')).results[1]).toEqual({
      benchmark: 'GET',
      values: { rps: { value: 90000 } },
    })
    expect(p.parse(textInput('SET: 81300.81 requests per second\n')).results[0]!.values).toEqual({
      rps: { value: 81300.81 },
    })
  })

  it('makes the runs of a test found several times (runs appended to one file) the samples of one result', () => {
    const csv = raw('csv_set_get_incr_lrange_mset.csv')
    const again = csv
      .replace('"19157.09","1.737"', '"20000.00","1.500"')
      .replace('"37593.98","0.853"', '"40000.00","0.800"')
    const run = p.parse(textInput(csv + again + again.split('\n').slice(1).join('\n')))
    expect(run.results.map((r) => r.benchmark)).toEqual(p.parse(textInput(csv)).results.map((r) => r.benchmark))
    const set = run.results[0]!
    expect(set.values.rps).toEqual({
      value: 19719.03,
      stddev: 486.654315403,
      min: 19157.09,
      max: 20000,
      median: 20000,
      n: 3,
      samples: [19157.09, 20000, 20000],
    })
    expect(set.values.latency).toMatchObject({
      value: 1.579,
      min: 1.5,
      max: 1.737,
      median: 1.5,
      n: 3,
      samples: [1.737, 1.5, 1.5],
    })
    expect(set.values.latency!.percentiles).toBeUndefined()
    expect(run.results[4]!.values.rps!.samples).toEqual([10764.26, 10764.26, 10764.26])
    expect(streamed(p, { name: 'x', input: textInput(csv + again), format: 'redis-benchmark' } as never)).toEqual(
      p.parse(textInput(csv + again)),
    )
    const q = p.parse(
      textInput('SET: 100.00 requests per second, p50=0.100 msec\nSET: 300.00 requests per second, p50=0.300 msec\n'),
    )
    expect(q.results).toEqual([
      {
        benchmark: 'SET',
        values: {
          rps: { value: 200, stddev: 141.421356237, min: 100, max: 300, median: 200, n: 2, samples: [100, 300] },
          'latency-p50': {
            value: 0.2,
            stddev: 0.141421356237,
            min: 0.1,
            max: 0.3,
            median: 0.2,
            n: 2,
            samples: [0.1, 0.3],
          },
        },
      },
    ])
  })

  describe('errors name the file, the line and what was expected', () => {
    it('truncated input', () => {
      const text = raw('ping_set_n20000.txt').split('\n').slice(0, 180).join('\n') + '\n'
      const e = parseError(() => p.parse(textInput(text, 'cut.txt')))
      expect(e.file).toBe('cut.txt')
      expect(e.where).toBe('line 180')
      expect(e.message).toMatch(
        /^cut\.txt: line 180: the Summary of test "SET" \(line 149\) \(the output ends early\)$/,
      )
    })
    it('a test block interrupted by the next test', () => {
      const text = '====== SET ======\n  10 parallel clients\n====== GET ======\n'
      expect(parseError(() => p.parse(textInput(text, 'x.txt'))).message).toBe(
        'x.txt: line 3: the Summary of test "SET" (line 1) before the next test',
      )
    })
    it('garbage', () => {
      const e = parseError(() => p.parse(textInput('hello\nworld\n', 'g.txt')))
      expect(e.message).toMatch(/^g\.txt: line 2: redis-benchmark output: a "====== TEST ======" block/)
    })
    it('empty input', () => {
      expect(parseError(() => p.parse(textInput('', 'empty.txt'))).message).toMatch(
        /^empty\.txt: line 1: redis-benchmark output/,
      )
    })
    it('a wrong number in the throughput summary', () => {
      const text = raw('ping_set_n20000.txt').replace('throughput summary: 14005.60', 'throughput summary: 14O05.60')
      const e = parseError(() => p.parse(textInput(text, 'bad.txt')))
      expect(e.message).toBe('bad.txt: line 229: a number of requests per second, found "14O05.60"')
    })
    it('a wrong number in the latency summary', () => {
      const text = raw('ping_set_n20000.txt').replace('2.951     0.168', '2.951     n/a')
      expect(parseError(() => p.parse(textInput(text, 'bad.txt'))).message).toBe(
        'bad.txt: line 232: a number for latency min, found "n/a"',
      )
    })
    it('a wrong number in the percentile distribution', () => {
      const text = raw('ping_set_n20000.txt').replace('50.000% <= 0.791 milliseconds', '50.000% <= 0,791 milliseconds')
      expect(parseError(() => p.parse(textInput(text, 'bad.txt'))).message).toBe(
        'bad.txt: line 160: a latency in milliseconds after "<=", found "0,791"',
      )
    })
    it('an unexpected line inside the Summary', () => {
      const text = raw('ping_set_n20000.txt').replace(
        '  latency summary (msec):\n          avg',
        '  latency:\n          avg',
      )
      expect(parseError(() => p.parse(textInput(text, 'bad.txt'))).message).toMatch(
        /^bad\.txt: line 76: a line of the Summary of test "PING_INLINE", found "  latency:"$/,
      )
    })
    it('a wrong number in -q and --csv output', () => {
      expect(
        parseError(() => p.parse(textInput('SET: 1.2.3 requests per second, p50=0.1 msec\n', 'q.txt'))).message,
      ).toBe('q.txt: line 1: a number of requests per second, found "1.2.3"')
      const csv = raw('csv_set_get_incr_lrange_mset.csv').replace('"0.853"', '"-"')
      expect(parseError(() => p.parse(textInput(csv, 'c.csv'))).message).toBe(
        'c.csv: line 3: a number in column "avg_latency_ms", found "-"',
      )
    })
  })
})
