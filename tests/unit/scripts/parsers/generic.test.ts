import { describe, expect, it } from 'vitest'
import { genericCsv as csv, splitCsv } from '../../../../scripts/parsers/generic-csv'
import { genericJson as json } from '../../../../scripts/parsers/generic-json'
import { expectDetection, expectGolden, expectValid, fixtures, input, parseError, raw } from './helpers'

const jsonDoc = () =>
  JSON.parse(raw('generic-json', 'example_full.json')) as {
    metrics: Record<string, Record<string, unknown>>
    results: Array<Record<string, any>>
  }

describe('generic-json parser', () => {
  const own = fixtures('generic-json')
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(2))

  it('reads every documented field (checked by hand against example_full.json)', () => {
    const run = json.parse(input(raw('generic-json', 'example_full.json')))
    expect(run.tool).toBe('kvbench 0.3.1')
    expect([run.date, run.commit, run.version]).toEqual(['2026-04-18T10:00:00Z', '3f2a9c1', '1.4.0'])
    expect(run.environment).toMatchObject({
      cpu: 'AMD EPYC 7763 64-Core Processor',
      cores: 8,
      threads: 16,
      tool: 'kvbench 0.3.1',
    })
    expect(run.metrics.throughput).toEqual({ label: 'Throughput', unit: 'ops/s', direction: 'higher', stat: 'mean' })
    expect(run.results[0]!.params).toEqual({ size: 64, mode: 'sync', cache: true })
    expect(run.results[0]!.values.alloc).toEqual({ value: 128 })
    expect(run.results[1]!.values.latency).toEqual({
      value: 3400,
      unit: 'us',
      ci: { lower: 3100, upper: 3700, level: 0.95 },
    })
    expect(run.results[1]!.values.throughput).toEqual({ value: 980, qualifier: 'at-least' })
  })

  it('implies the direction from time and rate units', () => {
    const run = json.parse(input(raw('generic-json', 'minimal.json')))
    expect(run.metrics).toEqual({
      time: { label: 'time', unit: 'ns', direction: 'lower' },
      rate: { label: 'rate', unit: 'req/s', direction: 'higher' },
    })
    expect(run.tool).toBe('generic')
  })

  it('reports invalid JSON with file, line and column', () => {
    const e = parseError(() =>
      json.parse(input('{"metrics": {"t": {"unit": "ns"}},\n "results": [{"benchmark": "a" "values": {}}]}', 'g.json')),
    )
    expect([e.file, e.where]).toEqual(['g.json', 'line 2, column 32'])
  })

  it('reports a missing field with file, JSON path and what was expected', () => {
    const d = jsonDoc()
    delete d.results[2]!.benchmark
    const e = parseError(() => json.parse(input(JSON.stringify(d), 'g.json')))
    expect([e.file, e.where, e.expected]).toEqual([
      'g.json',
      '$.results[2].benchmark',
      'the benchmark name (a string), found nothing',
    ])
  })

  it('reports a bad measurement field with its path', () => {
    const d = jsonDoc()
    d.results[0]!.values.latency.min = 'low'
    const e = parseError(() => json.parse(input(JSON.stringify(d), 'g.json')))
    expect(e.where).toBe('$.results[0].values.latency.min')
    expect(e.expected).toMatch(/^a number or a measurement \{"value": …\}: .*expected number/)
  })

  it('reports undeclared metrics, bad ids and missing directions', () => {
    const d = jsonDoc()
    d.results[2]!.values.cpu = 3
    expect(parseError(() => json.parse(input(JSON.stringify(d)))).where).toBe('$.results[2].values.cpu')
    const e = parseError(() => json.parse(input('{"metrics": {"Time": {"unit": "ns"}}, "results": []}')))
    expect([e.where, e.expected]).toEqual([
      '$.metrics.Time',
      'a metric id in lowercase (a-z, 0-9, ".", "_", "-", at most 80), not "Time", found an object',
    ])
    const e2 = parseError(() => json.parse(input('{"metrics": {"alloc": {"unit": "B/op"}}, "results": []}')))
    expect(e2.where).toBe('$.metrics.alloc.direction')
  })

  it('refuses empty results', () => {
    const e = parseError(() => json.parse(input('{"metrics": {"t": {"unit": "ns"}}, "results": []}', 'g.json')))
    expect([e.file, e.where]).toEqual(['g.json', '$.results'])
    expect(e.expected).toContain('at least one')
  })
})

describe('generic-csv parser', () => {
  const own = fixtures('generic-csv')
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(2))
  for (const f of own) {
    it(`parses ${f.name} like the golden file`, () => {
      const run = csv.parse(f.input)
      expectValid(run)
      expectGolden(f, run)
    })
    it(`streams ${f.name} to the same result`, () => {
      const file = f.input.files[0]!
      const lp = csv.lines!(file.path)
      file.text.split(/\r?\n/).forEach((l, i) => lp.line(l, i + 1))
      expect(lp.end()).toEqual(csv.parse(f.input))
    })
  }

  it('detects its own fixtures and no other format', () => expectDetection(csv))

  it('splits quoted cells', () => {
    expect(splitCsv('a,"b,c","say ""hi""",')).toEqual(['a', 'b,c', 'say "hi"', ''])
    expect(splitCsv('a,"open')).toBeUndefined()
  })

  it('reads metadata, params, stats, bounds and quotes (checked by hand against example_params_stats.csv)', () => {
    const run = csv.parse(input(raw('generic-csv', 'example_params_stats.csv'), 'x.csv'))
    expect([run.tool, run.date, run.commit]).toEqual(['kvbench 0.3.1', '2026-04-18T10:00:00Z', '3f2a9c1'])
    expect(run.environment).toEqual({
      tool: 'kvbench 0.3.1',
      cpu: 'AMD EPYC 7763 64-Core Processor',
      cores: 8,
      extra: { storage: 'NVMe' },
    })
    expect(run.metrics).toEqual({
      throughput: { label: 'Throughput', unit: 'ops/s', direction: 'higher' },
      latency: { label: 'latency', unit: 'ms', direction: 'lower' },
      alloc: { label: 'alloc', unit: 'B/op', direction: 'lower' },
    })
    expect(run.results[0]).toEqual({
      benchmark: 'put',
      params: { size: 64, mode: 'sync' },
      values: {
        throughput: { value: 1200.5 },
        latency: { value: 2.1, stddev: 0.3, n: 20, percentiles: { '99': 2.9 } },
        alloc: { value: 128 },
      },
    })
    expect(run.results[1]!.values.throughput).toEqual({ value: 980, qualifier: 'at-least' })
    expect(run.results[1]!.note).toBe('warm cache, second run')
    expect(run.results[2]!.note).toBe('said "fast"')
  })

  it('reports a bad cell with file, line and column', () => {
    const e = parseError(() => csv.parse(input('benchmark,t [ns]\na,1\nb,fast\n', 'c.csv')))
    expect([e.file, e.where, e.expected]).toEqual(['c.csv', 'line 3', 'a number in column 2 "t [ns]", found "fast"'])
  })

  it('reports header problems', () => {
    expect(parseError(() => csv.parse(input('name,t [ns]\na,1\n'))).expected).toContain('column 1 "name"')
    expect(parseError(() => csv.parse(input('benchmark,alloc [B/op]\na,1\n'))).expected).toContain(
      '(higher) or (lower)',
    )
    expect(parseError(() => csv.parse(input('benchmark,t [ns],x:stddev\na,1,2\n'))).expected).toContain(
      'a metric column for "x"',
    )
    expect(parseError(() => csv.parse(input('benchmark,t [ns]\na,1,2\n'))).expected).toBe(
      '2 cells as in the header, found 3',
    )
  })

  it('refuses a file without rows or without a header', () => {
    const e = parseError(() => csv.parse(input('benchmark,t [ns]\n', 'c.csv')))
    expect([e.file, e.where]).toEqual(['c.csv', 'line 2'])
    expect(e.expected).toContain('at least one')
    expect(parseError(() => csv.parse(input('# only: comments\n', 'c.csv'))).where).toBe('line 1')
  })
})
