import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { wrk as p } from '../../../../scripts/parsers/wrk'
import { fixtures, fixturesDir, parseError, textInput } from './helpers'

const own = fixtures('wrk')
const raw = (name: string) => readFileSync(join(fixturesDir, 'wrk', name), 'utf8')

describe('wrk parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(5))

  it('reads the --latency report (numbers checked by hand against t2_c10_d2s_latency.txt)', () => {
    const run = p.parse(textInput(raw('t2_c10_d2s_latency.txt')))
    expect(run.results).toEqual([
      {
        benchmark: 'http://127.0.0.1:18081/index.html',
        params: { duration: 2, threads: 2, connections: 10 },
        values: {
          latency: {
            value: 9.05,
            stddev: 6.2,
            max: 66.33,
            n: 1347,
            percentiles: { '50': 7.56, '75': 10.84, '90': 15.19, '99': 32.94 },
          },
          'thread-rps': { value: 335.98, stddev: 206.69, max: 800 },
          rps: { value: 665.65, n: 1347 },
          transfer: { value: 789.34 },
        },
      },
    ])
    expect(run.metrics).toMatchObject({
      latency: { unit: 'ms', direction: 'lower' },
      rps: { unit: 'req/s', direction: 'higher', label: 'Throughput' },
      transfer: { unit: 'KiB/s' },
    })
  })

  it('keeps error counts, and done() percentiles (µs) while warning about other done() lines', () => {
    expect(p.parse(textInput(raw('t1_c2_d1s_404_non2xx.txt'))).results[0]!.values['non-2xx']).toEqual({ value: 479 })
    const t = p.parse(textInput(raw('t2_c100_d3s_timeout1s.txt'))).results[0]!.values
    expect([t['errors-connect'], t['errors-timeout']]).toEqual([{ value: 0 }, { value: 5 }])
    const lua = p.parse(textInput(raw('t2_c8_d2s_lua_done_report.txt'), 'lua.txt'))
    expect(lua.results[0]!.values.latency!.percentiles).toEqual({
      '50': 6.46,
      '75': 10.22,
      '90': 15.74,
      '99': 48.94,
      '99.999': 71.166,
    }) // wrk's own stay: done() output has no end to recognise
    expect(lua.warnings).toEqual([
      'lua.txt: line 19: skipped: total_requests: 1505',
      'lua.txt: line 20: skipped: status_errors: 0',
    ])
  })

  it('reads several runs in one file, in seconds/minutes units', () => {
    const one = raw('t2_c10_d2s_latency.txt')
    const two = one + one.replace('Running 2s test', 'Running 1m test').replace('9.05ms', '1.50s')
    const run = p.parse(textInput(two))
    expect(run.results).toHaveLength(2)
    expect(run.results[1]!.params!.duration).toBe(60)
    expect(run.results[1]!.values.latency!.value).toBe(1500)
  })

  describe('errors name the file, the line and what was expected', () => {
    it('not wrk output: a failed run (connection refused)', () => {
      expect(
        parseError(() => p.parse(textInput(raw('_failures/t1_c2_d1s_closed_port.txt'), 'refused.txt'))).message,
      ).toBe(
        'refused.txt: line 1: wrk output starting with "Running <duration> test @ <url>", found "unable to connect to 127.0.0.1:18099 Connection refused"',
      )
    })
    it('truncated input', () => {
      const text = raw('t2_c10_d2s_latency.txt').split('\n').slice(0, 10).join('\n') + '\n'
      expect(parseError(() => p.parse(textInput(text, 'cut.txt'))).message).toBe(
        'cut.txt: line 10: a "Requests/sec:" line for the test started at line 1 (the output ends early)',
      )
    })
    it('garbage', () => {
      expect(parseError(() => p.parse(textInput('hello\n', 'g.txt'))).message).toBe(
        'g.txt: line 1: wrk output starting with "Running <duration> test @ <url>", found "hello"',
      )
    })
    it('empty input', () => {
      expect(parseError(() => p.parse(textInput('', 'e.txt'))).message).toBe(
        'e.txt: line 1: wrk output starting with "Running <duration> test @ <url>"',
      )
    })
    it('a wrong number', () => {
      const text = raw('t2_c10_d2s_latency.txt').replace('6.20ms', '6.20xs')
      expect(parseError(() => p.parse(textInput(text, 'bad.txt'))).message).toBe(
        'bad.txt: line 4: the latency stdev: a time such as "323.18us" or "1.02s", found "6.20xs"',
      )
      const rps = raw('t2_c10_d2s_latency.txt').replace('665.65', '665,65')
      expect(parseError(() => p.parse(textInput(rps, 'bad.txt'))).message).toBe(
        'bad.txt: line 12: requests per second: a number, found "665,65"',
      )
    })
  })

  describe('wrk2', () => {
    it('keeps the corrected HdrHistogram percentiles, not the uncorrected ones printed after them (-U)', () => {
      const lat = p.parse(textInput(raw('wrk2_r400_uncorrected.txt'))).results[0]!.values.latency!
      expect(lat.percentiles).toEqual({
        '50': 0.93,
        '75': 1.19,
        '90': 1.47,
        '99': 3.69,
        '99.9': 7.09,
        '99.99': 9.35,
        '99.999': 9.35,
        '100': 9.35,
      })
    })
    it('a test shorter than the calibration has no per-thread rate ("-nan"): left out with a warning; a longer one has it', () => {
      const short = p.parse(textInput(raw('wrk2_r500_latency.txt')))
      expect(short.results[0]!.values['thread-rps']).toBeUndefined()
      expect(short.warnings).toEqual([expect.stringContaining('Req/Sec per thread is "-nan"')])
      const long = p.parse(textInput(raw('wrk2_r200_12s_latency.txt')))
      expect(long.results[0]!.values['thread-rps']!.value).toBeGreaterThan(0)
      expect(long.warnings ?? []).toEqual([])
    })
  })
})
