// Bugs found by review, each pinned by the case that showed it.
import { describe, expect, it } from 'vitest'
import { verdict } from '../../components/build-time/changes'
import { buildChart } from '../../components/views/chart'
import { chartCsv } from '../../components/views/describe'
import { formatRatio, formatValue } from '../../data/numbers/format'
import { measurement } from '../../data/schema/model'
import { unitInfo } from '../../data/numbers/units'
import { parseJson } from '../../data/schema/validate'
import type { Run, Suite } from '../../data/schema/schema'

const suite: Suite = {
  id: 's',
  title: 'S',
  project: 'P',
  metrics: {
    lat: { label: 'Latency', unit: 'ms', direction: 'lower' },
    items: { label: 'Items', unit: 'items/s', direction: 'higher' },
    bytes: { label: 'Bytes', unit: 'B/s', direction: 'higher', derive: { metric: 'items', timesParam: 'size' } },
  },
  parameters: { lib: { values: ['zeta', 'alpha', 'mid'] } },
}
const run: Run = {
  id: 'r',
  results: ['mid', 'zeta', 'alpha'].map((lib) => ({
    benchmark: 'b',
    params: { lib, size: 10 },
    values: {
      lat: { value: 1, percentiles: { 50: 1, 99: 3 } },
      items: { value: 5, median: 4, percentiles: { 99: 7 } },
    },
  })),
}

describe('fixed', () => {
  it('JSON syntax errors without a position in Node 20 still get a line and column', () => {
    expect(() => parseJson('{"id": "r1",\n "results": [1,]}', 'f.json')).toThrow(
      'f.json: line 2, column 16: valid JSON',
    )
  })
  it('latency charts follow the declared series order', () => {
    const m = buildChart({ suite, runs: [run] }, { suite: 's', metric: 'lat', kind: 'latency', series: 'lib' })
    expect(m.series.map((s) => s.label)).toEqual(['zeta', 'alpha', 'mid'])
  })
  it('"×" is a unit', () => expect(unitInfo('×')?.dimension).toBe('ratio'))
  it('ratios pick their digits after rounding', () => {
    expect(formatRatio(9.96)).toBe('10×')
    expect(formatRatio(9.94)).toBe('9.9×')
  })
  it('NaN is a dash without a unit', () => expect(formatValue(NaN, 'ms')).toBe('–'))
  it('a change from zero is judged by direction', () => {
    expect(verdict(Infinity, 'higher', 0.05)).toBe('improved')
    expect(verdict(Infinity, 'lower', 0.05)).toBe('regressed')
  })
  it('CSV keeps negative numbers as numbers and guards text formulas, tabs and carriage returns', () => {
    const csv = chartCsv({
      id: 'c',
      kind: 'bar',
      title: 't',
      caption: '',
      metric: { label: 'm', unit: 'ms', direction: 'lower', format: {} },
      groupLabel: 'g',
      seriesLabel: 's',
      labels: ['\tx', 'a\rb'],
      series: [{ label: '=cmd', values: [-5, 1], color: 0 }],
      horizontal: false,
      height: 300,
      wideRange: false,
      logDefault: false,
      thresholds: [],
    })
    expect(csv).toContain(`"'\tx","'=cmd",-5,ms,`)
    expect(csv).toContain('"a\rb"')
  })
  it('derived metrics keep median and percentiles', () => {
    const m = measurement(suite, run.results[0]!, 'bytes')!
    expect(m.median).toBe(40)
    expect(m.percentiles).toEqual({ 99: 70 })
  })
})
