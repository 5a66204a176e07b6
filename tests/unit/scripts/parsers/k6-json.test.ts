import { describe, expect, it } from 'vitest'
import { k6Json as p } from '../../../../scripts/parsers/k6-json'
import { fixtures, input, parseError, raw } from './helpers'

const own = fixtures('k6-json')
const doc = (name: string) =>
  JSON.parse(raw('k6-json', name)) as { metrics: Record<string, Record<string, unknown>>; root_group: unknown }

describe('k6-json parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(2))

  it('reads trends, counters, rates and sub-metrics (checked by hand against summary_export_thresholds.json)', () => {
    const run = p.parse(input(raw('k6-json', 'summary_export_thresholds.json')))
    expect(run.results).toHaveLength(1)
    const v = run.results[0]!.values
    expect(v.http_req_duration).toEqual({
      value: 1.4599723749999995,
      min: 0.195976,
      max: 18.046354,
      median: 0.7972485,
      percentiles: { '90': 2.2997437000000027, '95': 6.2623869999999995 },
    })
    expect(run.metrics.http_req_duration).toEqual({ label: 'HTTP request duration', unit: 'ms', direction: 'lower' })
    expect(v['http_req_duration.expected_response-true']!.value).toBe(1.8181963250000002)
    expect(run.metrics['http_req_duration.expected_response-true']!.label).toBe(
      'HTTP request duration {expected_response:true}',
    )
    expect(v.http_reqs).toEqual({ value: 1173.2141942140538, n: 80 })
    expect(run.metrics.http_reqs).toMatchObject({ unit: 'req/s', direction: 'higher' })
    expect(v.data_received).toEqual({ value: 159557.1304131113 })
    expect(run.metrics.data_received!.unit).toBe('B/s')
    expect(v.checks).toEqual({ value: 100, n: 80 })
    expect(v.http_req_failed).toEqual({ value: 50, n: 80 })
    expect(run.metrics.http_req_failed!.direction).toBe('lower')
  })

  it('records thresholds: true in --summary-export means FAILED', () => {
    const run = p.parse(input(raw('k6-json', 'summary_export_thresholds.json')))
    const r = run.results[0]!
    expect(r.values.thresholds_failed).toEqual({ value: 1, n: 4 })
    expect(r.note).toBe(
      'thresholds: checks rate>0.99 passed; http_req_duration p(95)<500 passed; ' +
        'http_req_duration avg<0.001 FAILED; http_req_duration{expected_response:true} max<2000 passed',
    )
    expect(run.warnings).toContain('threshold failed: http_req_duration avg<0.001')
  })

  it('reads the handleSummary shape to the same numbers (ok: false means failed)', () => {
    const a = p.parse(input(raw('k6-json', 'summary_export_thresholds.json'))).results[0]!
    const b = p.parse(input(raw('k6-json', 'handle_summary.json'))).results[0]!
    expect(b.values).toEqual(a.values)
    expect(b.note).toBe(`${a.note}. test run 0.07 s`)
  })

  it('lists failed checks of nested groups', () => {
    const d = doc('summary_export_thresholds.json') as unknown as {
      root_group: { groups: { home: { checks: Record<string, { fails: number }> } } }
    }
    d.root_group.groups.home.checks['status is 200']!.fails = 3
    const r = p.parse(input(JSON.stringify(d))).results[0]!
    expect(r.note).toContain('failed checks: "status is 200" 3 of 43')
  })

  it('reports invalid JSON with file, line and column', () => {
    const e = parseError(() =>
      p.parse(input('{"metrics": {\n  "http_reqs": {"count": 1 "rate": 2}}, "root_group": {}}', 'k.json')),
    )
    expect([e.file, e.where]).toEqual(['k.json', 'line 2, column 28'])
  })

  it('reports a missing field with file, JSON path and what was expected', () => {
    const d = doc('summary_export_thresholds.json')
    delete d.metrics.http_reqs!.rate
    const e = parseError(() => p.parse(input(JSON.stringify(d), 'k.json')))
    expect([e.file, e.where, e.expected]).toEqual([
      'k.json',
      '$.metrics.http_reqs.rate',
      'the rate per second (a number), found nothing',
    ])
  })

  it('refuses a summary without metrics', () => {
    const e = parseError(() =>
      p.parse(input('{"metrics": {"vus": {"value": 1, "min": 1, "max": 1}}, "root_group": {}}', 'k.json')),
    )
    expect([e.file, e.where]).toEqual(['k.json', '$.metrics'])
    expect(e.expected).toContain('at least one')
  })
})
