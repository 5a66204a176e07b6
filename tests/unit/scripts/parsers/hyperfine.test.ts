import { describe, expect, it } from 'vitest'
import { hyperfine as p, templates } from '../../../../scripts/parsers/hyperfine'
import { fixtures, input, parseError, raw } from './helpers'

const own = fixtures('hyperfine')

describe('hyperfine parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(3))

  it('reads a parameter scan (numbers checked by hand against param_scan_sort.json)', () => {
    const run = p.parse(input(raw('hyperfine', 'param_scan_sort.json')))
    expect(run.results.map((r) => [r.benchmark, r.params])).toEqual([
      ['sort -n -k{n} numbers.txt', { n: 1 }],
      ['sort -n -k{n} numbers.txt', { n: 2 }],
      ['sort -n -k{n} numbers.txt', { n: 3 }],
    ])
    const t = run.results[0]!.values.time!
    expect([t.value, t.stddev, t.median, t.min, t.max, t.n]).toEqual([
      0.03993180762, 0.017102485595189367, 0.03731047682, 0.024373434820000005, 0.06875919182000001, 5,
    ])
    expect(t.samples).toEqual([
      0.024373434820000005, 0.03869092482000001, 0.030525009820000004, 0.06875919182000001, 0.03731047682,
    ])
    expect(run.results[0]!.values.user).toEqual({ value: 0.007190780000000001 })
    expect(run.metrics.time).toEqual({ label: 'Wall time', unit: 's', direction: 'lower', stat: 'mean' })
    expect(run.environment).toBeUndefined()
  })

  it('records non-zero exit codes', () => {
    const run = p.parse(input(raw('hyperfine', 'ignore_failure_exit2.json')))
    expect(run.results[0]!.note).toBe('non-zero exit codes in 3 of 3 runs: 2 (×3)')
    expect(run.warnings).toHaveLength(1)
  })

  it('names scan results by template only when the value can be put back unambiguously', () => {
    expect(
      templates([
        { command: 'echo 1 1', params: { n: '1' } },
        { command: 'echo 1 2', params: { n: '2' } },
        { command: 'plain', params: {} },
      ]),
    ).toEqual(['echo 1 {n}', 'echo 1 {n}', 'plain'])
    expect(templates([{ command: 'x 5 5', params: { n: '5' } }])).toEqual(['x 5 5'])
    expect(templates([{ command: 'clang -O2 a.c', params: { cc: 'clang', o: '2' } }])).toEqual(['{cc} -O{o} a.c'])
  })

  it('accepts a single run (stddev null) without times', () => {
    const run = p.parse(
      input('{"results":[{"command":"true","mean":0.001,"stddev":null,"median":0.001,"min":0.001,"max":0.001}]}'),
    )
    expect(run.results[0]!.values).toEqual({ time: { value: 0.001, median: 0.001, min: 0.001, max: 0.001 } })
  })

  it('reports invalid JSON with file, line and column', () => {
    const e = parseError(() => p.parse(input('{"results": [\n  {"command": "x",, "mean": 1}]}', 'bad.json')))
    expect(e.file).toBe('bad.json')
    expect(e.where).toMatch(/^line 2, column \d+$/)
    expect(e.message).toContain('bad.json: line 2, column')
  })

  it('reports a missing field with file, JSON path and what was expected', () => {
    const e = parseError(() =>
      p.parse(input('{"results":[{"command":"a","mean":1},{"command":"b","median":2}]}', 'r.json')),
    )
    expect([e.file, e.where]).toEqual(['r.json', '$.results[1].mean'])
    expect(e.expected).toMatch(/^the mean time in seconds \(a number\), found nothing$/)
  })

  it('reports a wrong type with its path', () => {
    const e = parseError(() => p.parse(input('{"results":[{"command":"a","mean":"fast"}]}')))
    expect(e.where).toBe('$.results[0].mean')
    expect(e.expected).toContain('found "fast"')
  })

  it('refuses empty results', () => {
    const e = parseError(() => p.parse(input('{"results":[]}', 'empty.json')))
    expect([e.file, e.where]).toEqual(['empty.json', '$.results'])
    expect(e.expected).toContain('at least one')
  })

  it('refuses other JSON shapes with a clear message', () => {
    const e = parseError(() => p.parse(input('[1,2]')))
    expect(e.where).toBe('$')
  })
})
