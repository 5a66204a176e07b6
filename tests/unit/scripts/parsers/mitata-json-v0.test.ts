import { describe, expect, it } from 'vitest'
import { mitata as p } from '../../../../scripts/parsers/mitata'
import { detectFailures } from '../../../../scripts/write/failures'
import { input, parseError, raw } from './helpers'

const dir = 'tests/fixtures/mitata'
const THREW = `the benchmark threw (Expected property name or '}' in JSON at position 1): no figures, recorded as failed`

describe('mitata 0.x JSON (run({ json: true }))', () => {
  it.each(['v0.1.14', 'v0.1.6'])('detects and reads %s_groups_baseline_throws.json like the console output', (v) => {
    const f = `${dir}/${v}_groups_baseline_throws.json`
    const text = raw('mitata', `${v}_groups_baseline_throws.json`)
    expect(p.detect(input(text, f))).toBe(0.95)
    const run = p.parse(input(text, f))
    // As mitata-text reads 0.x's console: a named group is the "group" param, the one that threw is left out.
    expect(run.results.map((r) => [r.benchmark, r.params])).toEqual([
      ['fib(10)', undefined],
      ['JSON.parse', { group: 'parse' }],
      ['split + join', { group: 'parse' }],
    ])
    expect(run.environment).toEqual({
      cpu: 'Intel(R) Xeon(R) Processor',
      arch: 'x64-linux',
      runtimes: { node: '20.20.2' },
    })
    expect(run.warnings).toEqual([`${f}: $.benchmarks[3] "parse broken": ${THREW}`])
    expect(detectFailures(text)).toEqual([
      { benchmark: 'parse broken', message: "Expected property name or '}' in JSON at position 1" },
    ])
  })

  it('reads 0.1.14 figures by hand: avg, min, max, p50 as the median, the samples as n', () => {
    const t = p.parse(input(raw('mitata', 'v0.1.14_groups_baseline_throws.json'))).results[1]!.values.time!
    expect(t).toMatchObject({
      value: 2134.9298735119046,
      min: 459.23095703125,
      max: 27385.5458984375,
      median: 511.634765625,
      n: 126,
      percentiles: { 50: 511.634765625, 75: 2087.3681640625, 99: 23226.33642578125, 99.9: 27385.5458984375 },
    })
    expect(t.samples).toHaveLength(126)
  })

  it('reads 0.1.6 figures by hand: n as stated, p995, no median (the file has no p50)', () => {
    const t = p.parse(input(raw('mitata', 'v0.1.6_groups_baseline_throws.json'))).results[1]!.values.time!
    expect(t).toEqual({
      value: 1972,
      min: 446,
      max: 26215845,
      n: 253604,
      percentiles: { 75: 513, 99: 826, 99.5: 2225, 99.9: 3397 },
    })
  })

  it('refuses a 0.x benchmark with neither stats nor error, naming the JSON path', () => {
    const doc = JSON.parse(raw('mitata', 'v0.1.6_groups_baseline_throws.json')) as {
      benchmarks: Array<Record<string, unknown>>
    }
    delete doc.benchmarks[0]!.stats
    const e = parseError(() => p.parse(input(JSON.stringify(doc), 'm.json')))
    expect([e.file, e.where]).toEqual(['m.json', '$.benchmarks[0].stats'])
    expect(e.expected).toMatch(/the statistics of the benchmark .*, found nothing/)
    doc.benchmarks[0]!.stats = { min: 1 }
    const e2 = parseError(() => p.parse(input(JSON.stringify(doc), 'm.json')))
    expect([e2.where, e2.expected]).toEqual([
      '$.benchmarks[0].stats.avg',
      'the average time in ns (a number), found nothing',
    ])
  })
})
