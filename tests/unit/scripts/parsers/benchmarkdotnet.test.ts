import { describe, expect, it } from 'vitest'
import { benchmarkdotnet as p } from '../../../../scripts/parsers/benchmarkdotnet'
import { fixtures, input, parseError, raw } from './helpers'

const own = fixtures('benchmarkdotnet')
type Doc = { Title: string; Benchmarks: Array<Record<string, unknown> & { Statistics: Record<string, unknown> }> }
const doc = (name: string) => JSON.parse(raw('benchmarkdotnet', name)) as Doc

describe('benchmarkdotnet parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(2))

  it('reads a full export (checked by hand against hand_full_two_jobs.json)', () => {
    const run = p.parse(input(raw('benchmarkdotnet', 'hand_full_two_jobs.json')))
    expect(run.results.map((r) => [r.benchmark, r.params])).toEqual([
      ['StringJoinBench.Concat', { N: 10, job: 'Runtime=.NET 8.0' }],
      ['StringJoinBench.Concat', { N: 10, job: 'Runtime=.NET 9.0' }],
      ['StringJoinBench.String.Join', { N: 10, job: 'Runtime=.NET 8.0' }],
    ])
    const t = run.results[0]!.values.time!
    expect([t.value, t.stddev, t.min, t.max, t.median, t.n]).toEqual([
      120.35369873046875, 2.5942746179076086, 118.6370849609375, 124.93133544921875, 119.4000244140625, 5,
    ])
    expect(t.ci).toEqual({ lower: 110.36407092447772, upper: 130.34332653645978, level: 0.999 })
    expect(t.percentiles).toMatchObject({ '0': 118.6370849609375, '67': 119.659423828125, '100': 124.93133544921875 })
    // Workload/Result measurements: Nanoseconds / Operations.
    expect(t.samples).toEqual([
      251200000 / 2097152,
      248800000 / 2097152,
      250400000 / 2097152,
      262000000 / 2097152,
      249600000 / 2097152,
    ])
    expect(run.results[0]!.values.allocated).toEqual({ value: 304 })
    expect(run.results[0]!.values.gen0).toEqual({ value: 0.0725 })
    expect(run.metrics.gen0).toEqual({
      label: 'Gen 0 collections per 1000 operations',
      unit: 'GCs/1000 ops',
      direction: 'lower',
    })
    expect(run.metrics.time).toEqual({ label: 'Mean time', unit: 'ns', direction: 'lower', stat: 'mean' })
    expect(run.date).toBe('2026-11-22T04:30:00')
    expect(run.environment).toMatchObject({
      tool: 'BenchmarkDotNet v0.14.0',
      cpu: 'Example CPU 8-Core Processor',
      cores: 8,
      threads: 16,
      os: 'Debian GNU/Linux 12 (bookworm)',
      arch: 'X64',
      runtimes: { dotnet: '.NET 8.0.11 (8.0.1124.51707)' },
    })
  })

  it('reads a brief-compressed export and skips a benchmark without statistics', () => {
    const run = p.parse(input(raw('benchmarkdotnet', 'hand_brief_compressed.json')))
    expect(run.results.map((r) => r.benchmark)).toEqual(['StringJoinBench.Concat', 'StringJoinBench.String.Join'])
    const t = run.results[1]!.values.time!
    expect(t.samples).toHaveLength(6) // Statistics.OriginalValues
    expect(run.results[1]!.values.allocated).toEqual({ value: 1032 }) // from Memory
    expect(Object.keys(run.metrics)).toEqual(['time', 'allocated'])
    expect(run.environment?.extra?.job).toBe('DefaultJob')
    expect(run.warnings).toEqual([
      '$.Benchmarks[2] "StringJoinBench.Throws": no statistics (the benchmark failed or was not run), skipped',
    ])
  })

  it('reads bare NaN written by old BenchmarkDotNet versions as missing', () => {
    const text = raw('benchmarkdotnet', 'hand_brief_compressed.json').replace(/"Lower":[-\d.e]+/, '"Lower":NaN')
    expect(p.detect(input(text))).toBeGreaterThanOrEqual(0.8)
    const run = p.parse(input(text))
    expect(run.results[0]!.values.time!.ci).toBeUndefined()
    expect(run.warnings?.[0]).toContain('NaN')
  })

  it('reports invalid JSON with file, line and column', () => {
    const e = parseError(() =>
      p.parse(input('{"Title": "x",\n"HostEnvironmentInfo": {}, "Benchmarks": [{]}', 'b.json')),
    )
    expect([e.file, e.where]).toEqual(['b.json', 'line 2, column 44'])
  })

  it('reports a missing field with file, JSON path and what was expected', () => {
    const d = doc('hand_full_two_jobs.json')
    delete d.Benchmarks[1]!.Statistics.Mean
    const e = parseError(() => p.parse(input(JSON.stringify(d), 'b.json')))
    expect([e.file, e.where, e.expected]).toEqual([
      'b.json',
      '$.Benchmarks[1].Statistics.Mean',
      'the mean time in nanoseconds (a number), found nothing',
    ])
  })

  it('refuses a file without benchmark results', () => {
    const d = doc('hand_full_two_jobs.json')
    d.Benchmarks = []
    const e = parseError(() => p.parse(input(JSON.stringify(d), 'b.json')))
    expect([e.file, e.where]).toEqual(['b.json', '$.Benchmarks'])
    expect(e.expected).toContain('at least one')
  })
})
