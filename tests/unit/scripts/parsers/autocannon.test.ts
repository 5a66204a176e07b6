import { describe, expect, it } from 'vitest'
import { autocannon as p } from '../../../../scripts/parsers/autocannon'
import { fixtures, input, parseError, raw } from './helpers'

const own = fixtures('autocannon')
const doc = (name: string) => JSON.parse(raw('autocannon', name)) as Record<string, unknown>

describe('autocannon parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(2))

  it('reads latency, requests, throughput and counts (checked by hand against c4_d2.json)', () => {
    const run = p.parse(input(raw('autocannon', 'c4_d2.json')))
    expect(run.results).toHaveLength(1)
    const r = run.results[0]!
    expect([r.benchmark, r.params]).toEqual(['http://127.0.0.1:18181/', { connections: 4, pipelining: 1 }])
    const lat = r.values.latency!
    expect([lat.value, lat.stddev, lat.min, lat.max, lat.n]).toEqual([0.7, 2.54, 0, 75, 7119]) // min: p0.001; autocannon's own "min" (1) is its smallest non-zero value
    expect(lat.percentiles).toMatchObject({ '0.001': 0, '90': 2, '97.5': 6, '99': 9, '99.9': 24, '99.999': 75 })
    expect(r.values.requests).toMatchObject({ value: 3560.5, stddev: 1793.5, min: 1767, max: 5352, n: 2 })
    expect(r.values.throughput).toMatchObject({ value: 587200, n: 2 })
    expect(r.values.errors).toEqual({ value: 0 })
    expect(r.note).toBe('2xx: 7119; status codes: 200 ×7119; duration 2.02 s')
    expect(run.date).toBe('2026-11-22T04:25:16.337Z')
    expect(run.metrics.requests).toEqual({
      label: 'Requests per second',
      unit: 'req/s',
      direction: 'higher',
      stat: 'mean',
    })
    expect(run.warnings).toBeUndefined()
  })

  it('names a titled run by its title and records failures', () => {
    const run = p.parse(input(raw('autocannon', 'c2_d2_p2_title_503.json')))
    const r = run.results[0]!
    expect([r.benchmark, r.params]).toEqual(['fail endpoint', { connections: 2, pipelining: 2 }])
    expect(r.values.non2xx).toEqual({ value: 3452 })
    expect(r.note).toContain('5xx: 3452; status codes: 503 ×3452')
    expect(run.warnings).toEqual(['3452 requests failed, timed out or got a non-2xx answer'])
  })

  it('reports invalid JSON with file, line and column', () => {
    const e = parseError(() => p.parse(input('{"url": "http://x", "latency": {"mean": 1,\n"p50": }}', 'a.json')))
    expect([e.file, e.where]).toEqual(['a.json', 'line 2, column 8'])
  })

  it('reports a missing field with file, JSON path and what was expected', () => {
    const d = doc('c4_d2.json')
    delete d.requests
    const e = parseError(() => p.parse(input(JSON.stringify(d), 'a.json')))
    expect([e.file, e.where]).toEqual(['a.json', '$.requests'])
    expect(e.expected).toMatch(/^an object of statistics .*, found nothing$/)
  })

  it('reports a result without URL or title', () => {
    const d = doc('c4_d2.json')
    delete d.url
    const e = parseError(() => p.parse(input(JSON.stringify(d), 'a.json')))
    expect(e.where).toBe('$.url')
  })
})
