import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { goBenchName, goTestBench as p } from '../../../../scripts/parsers/go-test-bench'
import { allFixtures, bestParser, fixtures, fixturesDir, parseError, textInput } from './helpers'

const own = fixtures('go-test-bench')
const raw = (name: string) => readFileSync(join(fixturesDir, 'go-test-bench', name), 'utf8')

describe('go-test-bench parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(6))

  it('detects its own fixtures and no other text format', () => {
    for (const f of allFixtures()) {
      if (f.format === 'go-test-bench') {
        expect(bestParser(f.input), f.name).toBe('go-test-bench')
        expect(p.detect(f.input)).toBeGreaterThanOrEqual(0.9)
      } else {
        expect(p.detect(f.input), `${f.format}/${f.name}`).toBe(0)
      }
    }
  })

  it('splits names into base name, key=value params, unnamed segments by position, and GOMAXPROCS', () => {
    expect(goBenchName('BenchmarkSort/n=64/kind=random-2')).toEqual({
      name: 'BenchmarkSort',
      params: { n: 64, kind: 'random', gomaxprocs: 2 },
    })
    expect(goBenchName('BenchmarkToUpper/ONLYUPPER')).toEqual({
      name: 'BenchmarkToUpper',
      params: { sub1: 'ONLYUPPER', gomaxprocs: 1 },
    })
    expect(goBenchName('BenchmarkFields/ASCII/16-8')).toEqual({
      name: 'BenchmarkFields',
      params: { sub1: 'ASCII', sub2: 16, gomaxprocs: 8 },
    })
    expect(goBenchName('BenchmarkSum/64')).toEqual({ name: 'BenchmarkSum', params: { sub1: 64, gomaxprocs: 1 } })
    expect(goBenchName('BenchmarkMix/json/n=8')).toEqual({
      name: 'BenchmarkMix',
      params: { sub1: 'json', n: 8, gomaxprocs: 1 },
    })
  })

  it('groups -count samples; numbers checked by hand against edge_cpu1_2_count2.txt', () => {
    const run = p.parse(textInput(raw('edge_cpu1_2_count2.txt')))
    expect(run.environment).toEqual({ os: 'linux', arch: 'amd64', cpu: 'AMD EPYC' })
    const r = run.results[0]!
    expect(r.benchmark).toBe('BenchmarkSort')
    expect(r.params).toEqual({ n: 64, kind: 'random', gomaxprocs: 1, pkg: 'example.com/textedge' })
    expect(r.values.time).toMatchObject({ value: 821.3, samples: [802.3, 840.3], min: 802.3, max: 840.3, n: 2 })
    expect(r.values.throughput!.samples).toEqual([638.19, 609.34])
    expect(r.values['elems-per-op']!.value).toBe(64)
    expect(run.results[1]!.params!.gomaxprocs).toBe(2)
    expect(run.metrics).toMatchObject({
      time: { unit: 'ns', direction: 'lower' },
      bytes: { unit: 'B/op', direction: 'lower' },
      allocs: { unit: 'allocs/op', direction: 'lower' },
      throughput: { unit: 'MB/s', direction: 'higher' },
      'elems-per-op': { unit: 'elems/op', direction: 'lower' },
      'hits-per-s': { unit: 'hits/s', direction: 'higher' },
      pcthit: { unit: '%hit', direction: 'lower' },
    })
    expect(run.results.map((x) => `${x.benchmark}-${x.params!.gomaxprocs}`)).toContain('BenchmarkJoin-2')
    expect(run.warnings).toBeUndefined()
  })

  it('reads several packages into a pkg param', () => {
    const run = p.parse(textInput(raw('multi_pkg_utf16_adler32.txt')))
    expect(new Set(run.results.map((r) => r.params!.pkg))).toEqual(new Set(['unicode/utf16', 'hash/adler32']))
    expect(run.results.at(-1)).toMatchObject({
      benchmark: 'BenchmarkAdler32KB',
      values: { time: { value: 370.4 }, throughput: { value: 2764.25 } },
    })
  })

  it('reads go test -json with result lines split across events like the text output', () => {
    const run = p.parse(textInput(raw('strings_fields_json.jsonl')))
    expect(run.results).toHaveLength(10)
    for (const r of run.results) expect(r.values.time!.n).toBe(2)
    expect(run.results.map((r) => r.benchmark)).toContain('BenchmarkFields')
    expect(run.results.map((r) => r.params)).toContainEqual({ sub1: 'ASCII', sub2: 16, gomaxprocs: 2, pkg: 'strings' })
  })

  it('reads -v output (log lines, skipped benchmarks)', () => {
    const run = p.parse(textInput(raw('edge_verbose.txt')))
    expect(run.results.map((r) => r.benchmark)).toEqual(['BenchmarkJoin', 'BenchmarkHits'])
  })

  it('reads results of benchmarks that write to stdout (name and numbers on separate lines)', () => {
    const run = p.parse(textInput('BenchmarkNoisy-8   \thello from the benchmark\n     1000\t      1234 ns/op\nPASS\n'))
    expect(run.results).toEqual([
      { benchmark: 'BenchmarkNoisy', params: { gomaxprocs: 8 }, values: { time: { value: 1234, n: 1 } } },
    ])
    expect(run.warnings).toEqual(['input.txt: skipped 1 line(s) that are not benchmark results (first at line 1)'])
  })

  describe('errors name the file, the line and what was expected', () => {
    it('truncated text input', () => {
      const text = raw('edge_cpu1_2_count2.txt')
        .split('\n')
        .slice(0, 7)
        .join('\n')
        .replace(/ allocs\/op$/, '')
      const e = parseError(() => p.parse(textInput(text, 'cut.txt')))
      expect(e.message).toBe(
        'cut.txt: line 7: an iteration count followed by "<value> <unit>" pairs after BenchmarkSort/n=64/kind=random-2, found "29509 787.7 ns/op 650.01 MB/s 64.00 elems/op 0 B/op 0"',
      )
    })
    it('truncated -json input', () => {
      const text = raw('strings_fields_json.jsonl').split('\n').slice(0, 20).join('\n').slice(0, -30)
      expect(parseError(() => p.parse(textInput(text, 'cut.jsonl'))).message).toBe(
        'cut.jsonl: line 20: a go test -json event (one JSON object per line)',
      )
    })
    it('garbage', () => {
      expect(parseError(() => p.parse(textInput('hello\nworld\n', 'g.txt'))).message).toBe(
        'g.txt: line 2: go test -bench output: result lines such as "BenchmarkName-8   1000   123 ns/op"',
      )
    })
    it('empty input', () => {
      expect(parseError(() => p.parse(textInput('', 'e.txt'))).message).toMatch(
        /^e\.txt: line 1: go test -bench output/,
      )
    })
    it('a wrong number', () => {
      const text = raw('edge_cpu1_2_count2.txt').replace('840.3 ns/op', '84O.3 ns/op')
      expect(parseError(() => p.parse(textInput(text, 'bad.txt'))).message).toBe(
        'bad.txt: line 6: a number before "ns/op" in BenchmarkSort/n=64/kind=random, found "84O.3"',
      )
    })
    it('a value without a unit', () => {
      expect(parseError(() => p.parse(textInput('BenchmarkX-2 \t 100\t 12 ns/op\t 7\n', 'u.txt'))).message).toBe(
        'u.txt: line 1: an iteration count followed by "<value> <unit>" pairs after BenchmarkX-2, found "100 12 ns/op 7"',
      )
    })
  })
})
