import { describe, expect, it } from 'vitest'
import { topgunLoadHarness as p } from '../../../../scripts/parsers/topgun-load-harness'
import { fixtures, input, parseError, raw } from './helpers'

const own = fixtures('topgun-load-harness')
const doc = (name: string) =>
  JSON.parse(raw('topgun-load-harness', name)) as Record<string, unknown> & {
    latency: Record<string, unknown>
    assertions: Array<Record<string, unknown>>
  }

describe('topgun-load-harness parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(3))

  it('reads a fire-and-wait report (checked by hand against fire_and_wait.json)', () => {
    const run = p.parse(input(raw('topgun-load-harness', 'fire_and_wait.json')))
    expect(run.results).toEqual([
      {
        benchmark: 'load_harness',
        params: { mode: 'fire-and-wait', connections: 200, durationSecs: 30 },
        values: {
          throughput: { value: 37114, n: 1113420 },
          'latency-p50': { value: 1487, percentiles: { '50': 1487, '95': 3911, '99': 8223, '99.9': 15871 } },
          'assertions-failed': { value: 0, n: 1 },
        },
        note: 'assertions: throughput_assertion PASS',
      },
    ])
    expect(run.metrics['latency-p50']).toEqual({ label: 'p50 latency', unit: 'us', direction: 'lower', stat: 'p50' })
    expect(run.date).toBe('2026-04-18T09:12:44Z')
    expect(run.warnings).toBeUndefined()
  })

  it('reads latency 0 as not measured, and records a failed assertion', () => {
    const run = p.parse(input(raw('topgun-load-harness', 'fire_and_forget_failed.json')))
    const r = run.results[0]!
    expect(r.values['latency-p50']).toBeUndefined()
    expect(run.metrics['latency-p50']).toBeUndefined()
    expect(r.values['assertions-failed']).toEqual({ value: 1, n: 1 })
    expect(r.note).toBe(
      'assertions: throughput_assertion FAIL: acked ratio 0.72 < 0.80. latency not measured (written as 0)',
    )
    expect(run.warnings).toEqual(['assertion failed: throughput_assertion: acked ratio 0.72 < 0.80'])
  })

  it('leaves out single zero percentiles', () => {
    const d = doc('fire_and_wait.json')
    d.latency.p999_us = 0
    const r = p.parse(input(JSON.stringify(d))).results[0]!
    expect(r.values['latency-p50']!.percentiles).toEqual({ '50': 1487, '95': 3911, '99': 8223 })
  })

  it('reads an array of reports', () => {
    const run = p.parse(input(raw('topgun-load-harness', 'array_two_reports.json')))
    expect(run.results.map((r) => [r.params?.mode, r.note])).toEqual([
      ['fire-and-wait', 'assertions: throughput_assertion PASS'],
      ['vector-query', 'scenario: vector_search'],
    ])
  })

  it('reports invalid JSON with file, line and column', () => {
    const e = parseError(() => p.parse(input('{\n  "ops_per_sec": 1,\n  "latency": {"p50_us": 0,}\n}', 't.json')))
    expect([e.file, e.where]).toEqual(['t.json', 'line 3, column 27'])
  })

  it('reports a missing field with file, JSON path and what was expected', () => {
    const d = doc('fire_and_wait.json')
    delete d.ops_per_sec
    const e = parseError(() => p.parse(input(JSON.stringify(d), 't.json')))
    expect([e.file, e.where, e.expected]).toEqual([
      't.json',
      '$.ops_per_sec',
      'the throughput in operations per second (a number), found nothing',
    ])
    const d2 = doc('fire_and_wait.json')
    delete d2.assertions[0]!.passed
    expect(parseError(() => p.parse(input(JSON.stringify(d2)))).where).toBe('$.assertions[0].passed')
  })

  it('refuses an empty array', () => {
    const e = parseError(() => p.parse(input('[]', 't.json')))
    expect([e.file, e.where]).toEqual(['t.json', '$'])
    expect(e.expected).toContain('at least one')
  })
})
