import { describe, expect, it } from 'vitest'
import { jmh as p, jmhUnit } from '../../../../scripts/parsers/jmh'
import { fixtures, input, parseError, raw } from './helpers'

const own = fixtures('jmh')
type Doc = Array<Record<string, unknown> & { primaryMetric: Record<string, unknown> }>
const doc = (name: string) => JSON.parse(raw('jmh', name)) as Doc

describe('jmh parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(2))

  it('maps JMH units to units the table knows', () => {
    expect(jmhUnit('us/op')).toEqual(['us', 1])
    expect(jmhUnit('ns/op')).toEqual(['ns', 1])
    expect(jmhUnit('ops/ms')).toEqual(['Kops/s', 1])
    expect(jmhUnit('ops/us')).toEqual(['Mops/s', 1])
    expect(jmhUnit('ops/s')).toEqual(['ops/s', 1])
    expect(jmhUnit('ops/min')).toEqual(['ops/s', 1 / 60])
    expect(jmhUnit('MB/sec')).toEqual(['MB/s', 1])
    expect(jmhUnit('B/op')).toEqual(['B/op', 1])
  })

  it('reads modes, params, units and iterations (checked by hand against thrpt_avgt_params.json)', () => {
    const run = p.parse(input(raw('jmh', 'thrpt_avgt_params.json')))
    expect(run.metrics).toEqual({
      thrpt: { label: 'Throughput', unit: 'Kops/s', direction: 'higher' },
      avgt: { label: 'Average time per operation', unit: 'ns', direction: 'lower' },
    })
    expect(run.results.map((r) => [r.benchmark, r.params, Object.keys(r.values)])).toEqual([
      ['bench.TinyBench.sortCopy', { size: 16 }, ['thrpt']],
      ['bench.TinyBench.sortCopy', { size: 256 }, ['thrpt']],
      ['bench.TinyBench.sum', { size: 16 }, ['avgt']],
      ['bench.TinyBench.sum', { size: 256 }, ['avgt']],
    ])
    // scoreError is "NaN" with two iterations: no confidence interval.
    expect(run.results[0]!.values.thrpt).toEqual({
      value: 7071.052386364861,
      min: 6683.044538928955,
      median: 7071.052386364861,
      max: 7459.0602338007675,
      n: 2,
      samples: [6683.044538928955, 7459.0602338007675],
    })
    expect(run.environment).toEqual({
      tool: 'JMH 1.37',
      runtimes: { java: '17.0.15', jvm: 'OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1' },
      extra: {
        jvm: '/usr/lib/jvm/java-17-openjdk-amd64/bin/java',
        forks: '1',
        warmup: '1 × 1 s',
        measurement: '2 × 1 s',
      },
    })
  })

  it('reads sample mode and -prof gc (checked by hand against sample_prof_gc.json)', () => {
    const run = p.parse(input(raw('jmh', 'sample_prof_gc.json')))
    const r = run.results[0]!
    expect(Object.keys(r.values)).toEqual(['sample', 'gc.alloc.rate', 'gc.alloc.rate.norm', 'gc.count'])
    const s = r.values.sample!
    expect([s.value, s.min, s.median, s.max, s.n]).toEqual([0.2290011912723625, 0.029, 0.03, 8060.928, 47848])
    expect(s.ci).toEqual({ lower: -0.3282111805937358, upper: 0.7862135631384608, level: 0.999 })
    expect(s.percentiles).toMatchObject({ '90': 0.04, '99': 0.08, '99.9': 0.7655300000001589, '100': 8060.928 })
    expect(run.metrics['gc.alloc.rate']).toEqual({ label: 'GC allocation rate', unit: 'MB/s', direction: 'lower' })
    expect(run.metrics['gc.alloc.rate.norm']).toEqual({
      label: 'Allocated per operation',
      unit: 'B/op',
      direction: 'lower',
    })
    expect(r.values['gc.alloc.rate.norm']!.value).toBe(0.0023177615979724005)
  })

  it('keeps the confidence interval, merges modes and marks another unit', () => {
    const d = doc('thrpt_avgt_params.json')
    d[0]!.primaryMetric.scoreConfidence = [6000.5, 8000.25]
    d[1]!.primaryMetric.scoreUnit = 'ops/s'
    d[2]!.params = { size: '16' }
    d[2]!.benchmark = 'bench.TinyBench.sortCopy'
    const run = p.parse(input(JSON.stringify(d)))
    expect(run.results[0]!.values.thrpt!.ci).toEqual({ lower: 6000.5, upper: 8000.25, level: 0.999 })
    expect(run.results[0]!.values.avgt!.value).toBe(10.240758741743871)
    expect(run.results[1]!.values.thrpt!.unit).toBe('ops/s')
  })

  it('adds threads as a param when it differs between benchmarks', () => {
    const d = doc('thrpt_avgt_params.json')
    d[1]!.threads = 4
    const run = p.parse(input(JSON.stringify(d)))
    expect(run.results.map((r) => r.params?.threads)).toEqual([1, 4, 1, 1])
  })

  it('reports invalid JSON with file, line and column', () => {
    const e = parseError(() =>
      p.parse(input('[\n  {"benchmark": "a", "mode": "thrpt",\n  "primaryMetric": {"score": 1,}}]', 'j.json')),
    )
    expect([e.file, e.where]).toEqual(['j.json', 'line 3, column 32'])
  })

  it('reports a missing field with file, JSON path and what was expected', () => {
    const d = doc('thrpt_avgt_params.json')
    delete d[3]!.primaryMetric.scoreUnit
    const e = parseError(() => p.parse(input(JSON.stringify(d), 'j.json')))
    expect([e.file, e.where]).toEqual(['j.json', '$[3].primaryMetric.scoreUnit'])
    expect(e.expected).toMatch(/^the score unit .*, found nothing$/)
  })

  it('refuses an empty result file', () => {
    const e = parseError(() => p.parse(input('[]', 'j.json')))
    expect([e.file, e.where]).toEqual(['j.json', '$'])
    expect(e.expected).toContain('at least one')
  })
})
