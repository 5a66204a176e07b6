import { describe, expect, it } from 'vitest'
import { pytestBenchmark as p } from '../../../../scripts/parsers/pytest-benchmark'
import { fixtures, input, parseError, raw } from './helpers'

const own = fixtures('pytest-benchmark')
const tiny = () => JSON.parse(raw('pytest-benchmark', 'tiny_params_group.json')) as Record<string, unknown>

describe('pytest-benchmark parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(1))

  it('reads params, groups, stats and samples (checked by hand against tiny_params_group.json)', () => {
    const run = p.parse(input(raw('pytest-benchmark', 'tiny_params_group.json')))
    expect(run.results.map((r) => [r.benchmark, r.params, r.note])).toEqual([
      ['test_sum_range', { n: 10 }, undefined],
      ['test_sum_range', { n: 1000 }, undefined],
      ['test_json_roundtrip', { group: 'codec' }, undefined], // the group is a parameter, as in the terminal table
    ])
    const t = run.results[1]!.values.time!
    expect([t.value, t.stddev, t.median, t.min, t.max, t.n, t.samples?.length]).toEqual([
      4.316523534405004e-5, 6.330141733652926e-5, 2.793200019368669e-5, 2.6188999981968664e-5, 0.00028876900000796013,
      17, 17,
    ])
    expect(t.percentiles).toEqual({
      '25': 2.7118000105019746e-5,
      '50': 2.793200019368669e-5,
      '75': 2.844875001528635e-5,
    })
    expect(run.results[1]!.values.ops).toEqual({ value: 23166.791331715547 })
    expect(run.date).toBe('2026-11-22T04:25:06.865747+00:00')
    expect(run.commit).toBeUndefined() // commit_info.id is "unversioned"
    expect(run.environment).toMatchObject({
      machine: 'vm',
      cpu: 'AMD EPYC',
      threads: 2,
      os: 'Linux',
      arch: 'x86_64',
      runtimes: { python: 'CPython 3.11.7' },
      tool: 'pytest-benchmark 5.3.1',
    })
    expect(run.metrics.ops).toMatchObject({ unit: 'ops/s', direction: 'higher' })
  })

  it('takes a commit hash and keeps same-named tests of different files apart', () => {
    const d = tiny()
    d.commit_info = { id: 'ABCDEF1234567', dirty: true }
    const b = d.benchmarks as Array<Record<string, unknown>>
    b.push({ ...b[2], fullname: 'other_test.py::test_json_roundtrip' })
    const run = p.parse(input(JSON.stringify(d)))
    expect(run.commit).toBe('abcdef1234567')
    expect(run.warnings?.[0]).toContain('uncommitted')
    expect(run.results.slice(2).map((r) => r.benchmark)).toEqual([
      'test_tiny_bench.py::test_json_roundtrip',
      'other_test.py::test_json_roundtrip',
    ])
  })

  it('reports invalid JSON with file, line and column', () => {
    const e = parseError(() => p.parse(input('{\n"machine_info": {},\n"benchmarks": [}\n', 'bad.json')))
    expect(e.file).toBe('bad.json')
    expect(e.where).toMatch(/^line 3, column \d+$/)
  })

  it('reports a missing field with file, JSON path and what was expected', () => {
    const d = tiny()
    delete (d.benchmarks as Array<{ stats: Record<string, unknown> }>)[1]!.stats.mean
    const e = parseError(() => p.parse(input(JSON.stringify(d), 'x.json')))
    expect([e.file, e.where]).toEqual(['x.json', '$.benchmarks[1].stats.mean'])
    expect(e.expected).toBe('the mean time in seconds (a number), found nothing')
  })

  it('refuses a file without benchmarks', () => {
    const d = tiny()
    d.benchmarks = []
    const e = parseError(() => p.parse(input(JSON.stringify(d), 'empty.json')))
    expect([e.file, e.where]).toEqual(['empty.json', '$.benchmarks'])
  })
})

describe('pytest-benchmark console, then JSON: one environment', () => {
  it('names the interpreter as the JSON does, so moving to --benchmark-json warns of no change', async () => {
    const { pytestBenchmarkText } = await import('../../../../scripts/parsers/pytest-benchmark-text')
    const { runWarnings } = await import('../../../../scripts/write/capture')
    const text = pytestBenchmarkText.parse(input(raw('pytest-benchmark-text', 'params_groups_default.txt')))
    const json = p.parse(input(raw('pytest-benchmark', 'tiny_params_group.json')))
    // Both captured with CPython 3.11.7; the console's header says "Python 3.11.7", the JSON "CPython".
    expect(text.environment?.runtimes?.python).toBe('CPython 3.11.7')
    expect(json.environment?.runtimes?.python).toBe('CPython 3.11.7')
    const warn = runWarnings({ ...json, id: 'b' }, [{ ...text, id: 'a' }])
    expect(warn.filter((w) => w.startsWith('the environment changed'))).toEqual([])
    // A field both record and that differs is still named; one only one run records is not.
    const moved = { ...json, id: 'c', environment: { ...json.environment, runtimes: { python: 'CPython 3.12.1' } } }
    expect(runWarnings(moved, [{ ...json, id: 'b' }]).filter((w) => w.includes('environment'))).toEqual([
      'the environment changed since run b: runtimes.python: CPython 3.11.7 → CPython 3.12.1',
    ])
  })
})
