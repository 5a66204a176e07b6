import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { k6 as p } from '../../../../scripts/parsers/k6'
import { fixtures, fixturesDir, parseError, textInput } from './helpers'

const own = fixtures('k6')
const raw = (name: string) => readFileSync(join(fixturesDir, 'k6', name), 'utf8')

describe('k6 summary parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(3))

  it('reads trends, rates, counters and gauges (numbers checked by hand against mixed_default.txt)', () => {
    const run = p.parse(textInput(raw('mixed_default.txt')))
    const main = run.results[0]!
    expect(main.benchmark).toBe('k6')
    expect(main.params).toBeUndefined()
    expect(main.values.http_req_duration).toEqual({
      value: 5.44,
      min: 0.61663,
      max: 40.96,
      median: 3.48,
      percentiles: { '90': 8.52, '95': 16.63 },
    })
    expect(main.values.checks).toEqual({ value: 74.07, n: 135 })
    expect(main.values.http_reqs).toEqual({ value: 225.702391 })
    expect(main.values['http_reqs-count']).toEqual({ value: 90 })
    expect(main.values.data_received).toEqual({ value: 858000 })
    expect(main.values.parse_time!.value).toBe(0.48888)
    expect(main.values.items_seen).toMatchObject({ value: 44.444444, max: 200 })
    expect(main.values.last_status).toEqual({ value: 200, min: 200, max: 200 })
    expect(main.values.thresholds_failed).toEqual({ value: 2, n: 5 })
    expect(main.note).toBe(
      "thresholds: ✗ checks 'rate>0.99' (rate=74.07%); ✓ http_req_duration 'p(95)<500' (p(95)=16.63ms); ✗ http_req_duration 'avg<0.2' (avg=5.44ms); ✓ http_req_duration{page:data} 'p(99)<800' (p(99)=17.27ms); ✓ slow_pages 'rate<0.5' (rate=33.33%); failing checks: fast enough (22% — ✓ 10 / ✗ 35)",
    )
    expect(run.results[2]).toEqual({
      benchmark: 'k6',
      params: { tags: 'page:data' },
      values: {
        http_req_duration: {
          value: 4.53,
          min: 0.61663,
          max: 18.99,
          median: 3.22,
          percentiles: { '90': 8.44, '95': 10.66 },
        },
      },
    })
    expect(run.metrics).toMatchObject({
      http_req_duration: { unit: 'ms', direction: 'lower' },
      checks: { unit: '%', direction: 'higher' },
      http_req_failed: { unit: '%', direction: 'lower' },
      http_reqs: { unit: 'req/s', direction: 'higher' },
      data_received: { unit: 'B/s' },
      'data_received-count': { unit: 'B' },
      thresholds_failed: { label: 'Thresholds failed', unit: 'thresholds', direction: 'lower', stat: 'count' },
    })
  })

  it('reads the legacy layout: thresholds as ✓/✗ marks on metric lines', () => {
    const run = p.parse(textInput(raw('mixed_legacy.txt')))
    // No count: the legacy layout has no last line to recognise, so a cut summary would count fewer.
    expect(run.results[0]!.values.thresholds_failed).toBeUndefined()
    expect(run.results[0]!.note).toMatch(
      /^thresholds: ✗ checks; ✗ http_req_duration; ✓ http_req_duration\{page:data\}; ✓ slow_pages; failing checks: fast enough \(31% — ✓ 14 \/ ✗ 31\)$/,
    )
    expect(run.results[0]!.values.checks).toEqual({ value: 77.03, n: 135 })
  })

  it('names results after the script in the banner and keeps scenario sections', () => {
    const run = p.parse(textInput(raw('scenarios_full_banner.txt')))
    expect(new Set(run.results.map((r) => r.benchmark))).toEqual(new Set(['scenarios.js']))
    expect(run.results.map((r) => r.params ?? {})).toEqual([
      {},
      { tags: 'expected_response:true' },
      { tags: 'scenario:burst' },
      { scenario: 'burst' },
      { scenario: 'steady' },
    ])
    expect(run.results[3]!.values.http_reqs).toEqual({ value: 14.984709 })
    expect(run.warnings).toBeUndefined()
  })

  // --summary-mode=full prints a group inside a scenario as an indented "↳ GROUP:" section that repeats
  // the metric names (k6's internal/js/summary.js, subtitlePrefix). Written here in that layout by hand,
  // with our own figures: k6 is not installed here (see tests/fixtures/k6/README.md).
  it('reads "↳ GROUP:" sections inside scenarios as results of their own (full mode)', () => {
    const text = [
      '  █ TOTAL RESULTS ',
      '',
      '    HTTP',
      '    http_req_duration..............: avg=3ms   min=1ms  med=2ms   max=9ms  p(90)=5ms   p(95)=7ms  ',
      '    http_reqs......................: 40     20/s',
      '',
      '',
      '  █ SCENARIO: left ',
      '',
      '    HTTP',
      '    http_req_duration..............: avg=4ms   min=1ms  med=3ms   max=9ms  p(90)=6ms   p(95)=8ms  ',
      '    http_reqs......................: 30     15/s',
      '',
      '    ↳ GROUP: pages ',
      '',
      '      HTTP',
      '      http_req_duration............: avg=5ms   min=2ms  med=4ms   max=9ms  p(90)=7ms   p(95)=8ms  ',
      '      http_reqs....................: 20     10/s',
      '',
      '      ↳ GROUP: detail ',
      '',
      '        HTTP',
      '        http_reqs..................: 5      2.5/s',
      '',
      '    ↳ GROUP: static ',
      '',
      '      HTTP',
      '      http_reqs....................: 10     5/s',
      '',
      '',
      '  █ SCENARIO: right ',
      '',
      '    HTTP',
      '    http_reqs......................: 10     5/s',
      '',
      '    ↳ GROUP: pages ',
      '',
      '      HTTP',
      '      http_reqs....................: 10     5/s',
      '',
    ].join('\n')
    const run = p.parse(textInput(text, 'full.txt'))
    expect(run.results.map((r) => [r.params ?? {}, r.values.http_reqs?.value])).toEqual([
      [{}, 20],
      [{ scenario: 'left' }, 15],
      [{ scenario: 'left', group: 'pages' }, 10],
      [{ scenario: 'left', group: 'pages::detail' }, 2.5],
      [{ scenario: 'left', group: 'static' }, 5],
      [{ scenario: 'right' }, 5],
      [{ scenario: 'right', group: 'pages' }, 5],
    ])
    expect(run.results[2]!.values.http_req_duration).toMatchObject({ value: 5, min: 2, max: 9 })
    // The same text without a group's heading repeats metrics within the scenario: refused.
    expect(parseError(() => p.parse(textInput(text.replace('    ↳ GROUP: static \n', ''), 'cut.txt'))).message).toMatch(
      /^cut\.txt: line \d+: each metric once per section, found "http_reqs" again/,
    )
  })

  describe('errors name the file, the line and what was expected', () => {
    it('truncated input (summary cut inside a trend line)', () => {
      const text = raw('mixed_default.txt')
        .split('\n')
        .slice(0, 38)
        .join('\n')
        .replace(/ p\(95\)=16\.63ms$/, ' p(95)=')
      expect(parseError(() => p.parse(textInput(text, 'cut.txt'))).message).toBe(
        'cut.txt: line 38: p(95) of http_req_duration: a duration such as "1.38ms", found ""',
      )
    })
    it('garbage', () => {
      expect(parseError(() => p.parse(textInput('hello\nworld\n', 'g.txt'))).message).toMatch(
        /^g\.txt: line 2: a k6 end-of-test summary: /,
      )
    })
    it('empty input', () => {
      expect(parseError(() => p.parse(textInput('', 'e.txt'))).message).toMatch(
        /^e\.txt: line 1: a k6 end-of-test summary: /,
      )
    })
    it('a wrong number', () => {
      const text = raw('mixed_default.txt').replace(
        'http_reqs......................: 90     225.702391/s',
        'http_reqs......................: 9O     225.702391/s',
      )
      expect(parseError(() => p.parse(textInput(text, 'bad.txt'))).message).toBe(
        'bad.txt: line 42: "<count> <rate>/s" for http_reqs, found "9O     225.702391/s"',
      )
      const dur = raw('mixed_default.txt').replace('med=3.48ms', 'med=3.48mz')
      expect(parseError(() => p.parse(textInput(dur, 'bad.txt'))).message).toBe(
        'bad.txt: line 38: med of http_req_duration: a duration such as "1.38ms", found "3.48mz"',
      )
    })
  })
})
