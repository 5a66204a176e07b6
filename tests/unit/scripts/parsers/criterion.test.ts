import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { criterion as p, criterionName } from '../../../../scripts/parsers/criterion'
import { fixtures, fixturesDir, parseError, textInput } from './helpers'
import { formatValue } from '../../../../data/numbers/format'

const own = fixtures('criterion')
const raw = (name: string) => readFileSync(join(fixturesDir, 'criterion', name), 'utf8')
const dir = own.find((f) => f.name === 'target-criterion')!

describe('criterion parser', () => {
  it('has fixtures, one of them the target/criterion directory', () => {
    expect(own.length).toBeGreaterThanOrEqual(5)
    expect(dir.input.files.length).toBeGreaterThan(20)
  })

  it('splits criterion ids into name and parameter', () => {
    expect(criterionName('fib/recursive/8')).toEqual({ name: 'fib/recursive', params: { input: 8 } })
    expect(criterionName('checksum/64')).toEqual({ name: 'checksum', params: { input: 64 } })
    expect(criterionName('count/sum u32 elements')).toEqual({ name: 'count/sum u32 elements' })
    expect(criterionName('sort_unstable 1000 u32')).toEqual({ name: 'sort_unstable 1000 u32' })
  })

  it('reads the console report (numbers checked by hand against console_run2_change.txt)', () => {
    const run = p.parse(textInput(raw('console_run2_change.txt')))
    expect(run.results[1]).toEqual({
      benchmark: 'fib/recursive',
      params: { input: 12 },
      values: { time: { value: 1170.9, ci: { lower: 1010.8, upper: 1397.6 }, n: 10 } },
      note: 'change: +63.165% [+37.853% … +96.545%] (p = 0.00 < 0.05) Performance has regressed.',
    })
    const c64 = run.results[2]!
    // "thrpt: [… 1.3894 GiB/s …]": criterion's Bytes throughput stays in binary units (MiB/s), shown as GiB/s.
    expect(c64.values.throughput!.value).toBeCloseTo(1.3894 * 1024, 6)
    expect(formatValue(c64.values.throughput!.value, run.metrics.throughput!.unit)).toBe('1.39\u00a0GiB/s')
    expect(c64.note).toBe(
      'change: time -0.3547% [-19.844% … +23.723%] (p = 0.98 > 0.05) thrpt +0.3559% [-19.174% … +24.756%] No change in performance detected.',
    )
    expect(run.results[4]!.values['throughput-elements']!.value).toBe(8.4616e9)
    expect(run.results[5]!.benchmark).toBe('a rather long benchmark name that wraps onto its own line')
    expect(run.metrics.time).toMatchObject({ unit: 'ns', direction: 'lower', stat: 'typical (slope, else mean)' })
    expect(run.metrics.throughput).toMatchObject({ unit: 'MiB/s', direction: 'higher' })
    expect(run.metrics['throughput-elements']).toMatchObject({ unit: 'elem/s', direction: 'higher' })
  })

  it('reads the directory: new/ only, typical estimate, median, std_dev, samples from sample.json and throughput from benchmark.json', () => {
    const run = p.parse(dir.input)
    const est = JSON.parse(raw('target-criterion/checksum/64/new/estimates.json'))
    const sample = JSON.parse(raw('target-criterion/checksum/64/new/sample.json'))
    const c64 = run.results.find((r) => r.benchmark === 'checksum' && r.params?.input === 64)!
    expect(c64.values.time).toEqual({
      value: est.slope.point_estimate,
      ci: {
        lower: est.slope.confidence_interval.lower_bound,
        upper: est.slope.confidence_interval.upper_bound,
        level: 0.95,
      },
      median: est.median.point_estimate,
      stddev: est.std_dev.point_estimate,
      n: sample.iters.length,
      samples: sample.times.map((t: number, i: number) => expect.closeTo(t / sample.iters[i], 9)),
    })
    expect(c64.values.throughput!.value).toBeCloseTo(64 / (est.slope.point_estimate * 1e-9) / 2 ** 20, 6)
    expect(run.metrics.throughput!.unit).toBe('MiB/s')
    expect(run.results.map((r) => r.benchmark)).toContain('count/sum u32 elements')
    expect(run.results).toHaveLength(6)
  })

  it('reads bencher lines: median and std_dev', () => {
    const run = p.parse(textInput(raw('bencher.txt')))
    expect(run.results[3]).toEqual({
      benchmark: 'checksum',
      params: { input: 4096 },
      values: { time: { value: 4129, median: 4129, stddev: 342 } },
    })
    expect(run.metrics.time!.stat).toBe('median')
  })

  it('skips progress and cargo lines when stderr is merged in', () => {
    const run = p.parse(textInput(raw('console_fib_stderr_merged.txt')))
    expect(run.results.map((r) => r.params?.input)).toEqual([8, 12])
    expect(run.warnings).toBeUndefined()
  })

  describe('errors name the file, the line (or JSON file and path) and what was expected', () => {
    it('truncated console input', () => {
      const text = raw('console_run1.txt').replace(
        'time:   [743.82 ns 830.56 ns 901.40 ns]',
        'time:   [743.82 ns 830.56',
      )
      expect(parseError(() => p.parse(textInput(text, 'cut.txt'))).message).toBe(
        'cut.txt: line 4: "time:   [<low> <unit> <estimate> <unit> <high> <unit>]", found "fib/recursive/12        time:   [743.82 ns 830.56"',
      )
    })
    it('garbage', () => {
      expect(parseError(() => p.parse(textInput('hello\nworld\n', 'g.txt'))).message).toMatch(
        /^g\.txt: line 2: criterion output: /,
      )
    })
    it('empty input', () => {
      expect(parseError(() => p.parse(textInput('', 'e.txt'))).message).toMatch(/^e\.txt: line 1: criterion output: /)
    })
    it('a wrong number or unit', () => {
      const text = raw('console_run1.txt').replace('[743.82 ns 830.56 ns', '[743.82 ns 83O.56 ns')
      expect(parseError(() => p.parse(textInput(text, 'bad.txt'))).message).toMatch(
        /^bad\.txt: line 4: "\[<low> <unit> <estimate> <unit> <high> <unit>\]", found "\[743\.82 ns 83O\.56 ns 901\.40 ns\]"$/,
      )
      const thr = raw('console_run1.txt').replace('1.2083 GiB/s', '1.2083 GiB/min')
      expect(parseError(() => p.parse(textInput(thr, 'bad.txt'))).message).toMatch(/^bad\.txt: line 7: /)
    })
    it('a broken estimates.json in the directory', () => {
      const files = dir.input.files.map((f) =>
        f.path.endsWith('checksum/64/new/estimates.json')
          ? { ...f, text: f.text.replace(/"slope":\{.*?"point_estimate":[\d.]+/, '"slope":{"point_estimate":"fast"') }
          : f,
      )
      const e = parseError(() => p.parse({ files }))
      expect(e.file).toMatch(/checksum\/64\/new\/estimates\.json$/)
      expect(e.where).toBe('$.slope.point_estimate')
      expect(e.message).toMatch(/: \$\.slope\.point_estimate: a number, found "fast"$/)
    })
    it('a new/ folder without benchmark.json', () => {
      const files = dir.input.files.filter((f) => !f.path.endsWith('fib/recursive/8/new/benchmark.json'))
      expect(parseError(() => p.parse({ files })).message).toMatch(
        /fib\/recursive\/8\/new\/: \$: both estimates\.json and benchmark\.json/,
      )
    })
    it("a console.txt beside the folders that is not their run's", () => {
      const fib = own.find((f) => f.name === 'cargo-bench-run-fib')!
      const all = own.find((f) => f.name === 'cargo-bench-run-all')!
      const files = [
        ...fib.input.files.filter((f) => !f.path.endsWith('console.txt')),
        all.input.files.find((f) => f.path.endsWith('console.txt'))!,
      ]
      expect(parseError(() => p.parse({ files })).message).toMatch(
        /console\.txt: end of input: criterion's console report of the 2 benchmarks in the new\/ folders beside it, found 6 benchmark\(s\)$/,
      )
    })
  })

  it("a run's folders with their console: the console's notes, in the order criterion ran them", () => {
    const run = p.parse(own.find((f) => f.name === 'cargo-bench-run-fib')!.input)
    expect(run.results.map((r) => r.params?.input)).toEqual([8, 12])
    expect(run.results[1]!.note).toBe(
      'change: +290.36% [+106.88% … +552.26%] (p = 0.00 < 0.05) Performance has regressed.',
    )
    expect(run.results[0]!.values.time!.samples).toHaveLength(10)
  })
})
