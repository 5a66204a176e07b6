// Real outputs that used to be refused or read wrong (issue 23): each test names the captured fixture
// (tests/fixtures/<format>/README.md gives the command, version and date) and what it must yield.
import { describe, expect, it } from 'vitest'
import { Run } from '../../../data/schema/schema'
import { validate } from '../../../data/schema/validate'
import { parserById } from '../../../scripts/parsers'
import { fixtures, raw, textInput } from './helpers'
import type { ParsedRun } from '../../../scripts/parsers/types'

function parse(format: string, name: string): ParsedRun {
  const f = fixtures(format).find((x) => x.name === name)
  if (!f) throw new Error(`no fixture ${format}/${name}`)
  return parserById(format)!.parse(f.input)
}
const asRun = (r: ParsedRun) => ({ id: 'r1', results: r.results })

describe('a tool’s own rounding is not a contradiction', () => {
  it('autocannon: the HDR mean and percentiles above the exact max (c10_d1_hdr_rounding.json) are stored', () => {
    const r = parse('autocannon', 'c10_d1_hdr_rounding.json')
    const t = r.results[0]!.values.throughput!
    expect(t.value).toBe(3875840)
    expect(t.max).toBe(3874878)
    expect(t.percentiles?.['50']).toBe(3876863)
    expect(() => validate(Run, asRun(r), 'r.json')).not.toThrow()
  })

  it('still refuses a value 0.1 % or more above its max, or below its min', () => {
    const m = (v: Record<string, number>) => ({ id: 'r1', results: [{ benchmark: 'b', values: { t: v } }] })
    expect(() => validate(Run, m({ value: 1000.9, max: 1000 }), 'r.json')).not.toThrow()
    expect(() => validate(Run, m({ value: 1001, max: 1000 }), 'r.json')).toThrow(/at most max \(1000\), found 1001/)
    expect(() => validate(Run, m({ value: 5, median: 10.02, max: 10 }), 'r.json')).toThrow(/a median of at most max/)
    expect(() => validate(Run, m({ value: 998.9, min: 1000 }), 'r.json')).toThrow(/at least min \(1000\)/)
  })
})

describe('JMH -prof gc', () => {
  it('gc.count and gc.time are totals over the iterations: the value alone, no per-iteration min or max (thrpt_avgt_prof_gc.json)', () => {
    const r = parse('jmh', 'thrpt_avgt_prof_gc.json')
    const v = r.results[0]!.values
    expect(v['gc.count-thrpt']).toEqual({ value: 22, n: 3 })
    expect(v['gc.time-thrpt']).toEqual({ value: 53, n: 3 })
    // gc.alloc.rate is a mean: it keeps its spread
    expect(v['gc.alloc.rate-thrpt']!.samples).toHaveLength(3)
    expect(() => validate(Run, asRun(r), 'r.json')).not.toThrow()
  })

  it.each([
    ['jmh', 'thrpt_avgt_prof_gc.json'],
    ['jmh-text', 'thrpt_avgt_prof_gc.console.txt'],
  ])('%s %s: both modes keep their own gc figures', (format, name) => {
    const r = parse(format, name)
    expect(r.warnings?.filter((w) => /second/.test(w)) ?? []).toEqual([])
    const v = r.results.find((x) => x.params?.size === 256)!.values
    expect(v['gc.count-thrpt']!.value).toBe(24)
    expect(v['gc.count-avgt']!.value).toBe(17)
    expect(v['gc.alloc.rate.norm-avgt']!.value).toBeCloseTo(6592.067, 3)
    expect(r.metrics['gc.count-avgt']!.label).toBe('GC count (avgt)')
  })

  it('a single mode keeps the plain ids', () => {
    const r = parserById('jmh-text')!.parse(textInput(raw('jmh-text', 'sample_prof_gc.console.txt')))
    expect(Object.keys(r.metrics)).toContain('gc.count')
  })
})
