import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { benchstat as p } from '../../../../scripts/parsers/benchstat'
import { allFixtures, bestParser, fixtures, fixturesDir, parseError, textInput } from './helpers'

const own = fixtures('benchstat')
const raw = (name: string) => readFileSync(join(fixturesDir, 'benchstat', name), 'utf8')
const find = (run: ReturnType<typeof p.parse>, bench: string, params: Record<string, unknown>) =>
  run.results.find((r) => r.benchmark === bench && Object.entries(params).every(([k, v]) => r.params?.[k] === v))

describe('benchstat parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(6))

  it('detects its own fixtures and no other text format', () => {
    for (const f of allFixtures()) {
      if (f.format === 'benchstat') {
        expect(bestParser(f.input), f.name).toBe('benchstat')
        expect(p.detect(f.input)).toBe(1)
      } else {
        expect(p.detect(f.input), `${f.format}/${f.name}`).toBe(0)
      }
    }
  })

  it('keeps both sides and the delta; numbers checked by hand against bs_old_vs_new.txt line 8', () => {
    const run = p.parse(textInput(raw('bs_old_vs_new.txt')))
    const base = find(run, 'Sort', { n: 64, kind: 'sorted', side: 'sort_old.txt' })!
    const other = find(run, 'Sort', { n: 64, kind: 'sorted', side: 'sort_new.txt' })!
    expect(base.params).toEqual({
      n: 64,
      kind: 'sorted',
      gomaxprocs: 2,
      side: 'sort_old.txt',
      pkg: 'example.com/textedge',
    })
    // 154.8n ± 12%  →  154.8 ns, bounds 154.8 × (1 ± 0.12)
    expect(base.values.time).toEqual({ value: 154.8, ci: { lower: 136.224, upper: 173.376 }, n: 6 })
    expect(base.note).toBeUndefined()
    expect(other.values.time).toEqual({ value: 124.3, ci: { lower: 89.496, upper: 159.104 }, n: 6 })
    expect(other.values['time-delta']).toEqual({ value: -19.73 })
    expect(other.values['throughput-delta']).toEqual({ value: 24.69 })
    expect(other.note).toBe(
      'vs sort_old.txt: time -19.73% (p=0.041 n=6); throughput +24.69% (p=0.041 n=6); elems-per-op ~ (p=1.000 n=6); bytes ~ (p=1.000 n=6); allocs ~ (p=1.000 n=6)',
    )
    // "~" (not significant) gives no delta value
    expect(find(run, 'Sort', { n: 64, kind: 'random', side: 'sort_new.txt' })!.values['time-delta']).toBeUndefined()
    // 3.081Gi B/s → MB/s; 513.0n ± 636% has its lower bound clamped at 0
    expect(find(run, 'Sort', { n: 64, kind: 'sorted', side: 'sort_old.txt' })!.values.throughput!.value).toBeCloseTo(
      (3.081 * 2 ** 30) / 1e6,
      6,
    )
    expect(find(run, 'Sort', { n: 64, kind: 'random', side: 'sort_new.txt' })!.values.time!.ci).toEqual({
      lower: 0,
      upper: 3775.68,
    })
    expect(run.metrics['time-delta']).toMatchObject({ unit: '%', direction: 'lower' })
    expect(run.metrics['throughput-delta']).toMatchObject({ unit: '%', direction: 'higher' })
    const geo = find(run, 'geomean', { side: 'sort_new.txt' })!
    expect(geo.values.time).toEqual({ value: 2765 })
    expect(geo.values['time-delta']).toEqual({ value: -23.12 })
  })

  it('reads the CSV form to the same structure with full precision', () => {
    const csv = p.parse(textInput(raw('bs_old_vs_new.csv')))
    const text = p.parse(textInput(raw('bs_old_vs_new.txt')))
    expect(csv.results.map((r) => [r.benchmark, r.params])).toEqual(text.results.map((r) => [r.benchmark, r.params]))
    const other = find(csv, 'Sort', { n: 64, kind: 'sorted', side: 'sort_new.txt' })!
    expect(other.values.time!.value).toBeCloseTo(124.3, 9)
    expect(other.values['time-delta']).toEqual({ value: -19.73 })
    expect(other.note).toBe(find(text, 'Sort', { n: 64, kind: 'sorted', side: 'sort_new.txt' })!.note)
  })

  it('reads three columns, -col projections and "± ∞" ranges', () => {
    const three = p.parse(textInput(raw('bs_three_way.txt')))
    expect(new Set(three.results.map((r) => r.params!.side))).toEqual(
      new Set(['sort_old.txt', 'sort_new.txt', 'sort_new_10ms.txt']),
    )
    const third = find(three, 'Sort', { n: 64, kind: 'random', side: 'sort_new_10ms.txt' })!
    expect(third.values.time).toEqual({ value: 798.4, ci: { lower: 638.72, upper: 958.08 }, n: 6 })
    expect(third.values['time-delta']).toEqual({ value: 8.55 })
    const col = p.parse(textInput(raw('bs_col_kind.txt')))
    expect(find(col, 'Sort', { n: 4096, side: 'sorted' })!.values['time-delta']).toEqual({ value: -97.47 })
    const small = p.parse(textInput(raw('bs_small_sample_count3.txt')))
    expect(small.results[0]).toEqual({
      benchmark: 'Fields',
      params: {
        sub1: 'ASCII',
        sub2: 16,
        gomaxprocs: 2,
        side: '../stdlib_strings_fields_repeat_count3.txt',
        pkg: 'strings',
      },
      values: {
        time: { value: 141.2 },
        throughput: small.results[0]!.values.throughput,
        bytes: { value: 64 },
        allocs: { value: 1 },
      },
    })
  })

  describe('errors name the file, the line and what was expected', () => {
    it('truncated input (header without rows)', () => {
      const text = raw('bs_old_vs_new.txt').split('\n').slice(0, 6).join('\n') + '\n'
      expect(parseError(() => p.parse(textInput(text, 'cut.txt'))).message).toBe(
        'cut.txt: line 6: table rows after the header (the output ends early)',
      )
    })
    it('garbage', () => {
      expect(parseError(() => p.parse(textInput('hello world\n', 'g.txt'))).message).toBe(
        'g.txt: line 1: benchstat output: "key: value" configuration lines, then tables with "│" column headers (or -format csv rows), found "hello world"',
      )
    })
    it('empty input', () => {
      expect(parseError(() => p.parse(textInput('', 'e.txt'))).message).toBe(
        'e.txt: line 1: benchstat output: a table with "│" column headers or -format csv rows',
      )
    })
    it('a wrong number in a text cell', () => {
      const text = raw('bs_old_vs_new.txt').replace('154.8n ± 12%', '154.8x ± 12%')
      expect(parseError(() => p.parse(textInput(text, 'bad.txt'))).message).toBe(
        'bad.txt: line 8: column "sort_old.txt": a number with an optional SI or binary prefix (e.g. "2.148n", "1.7Gi"), found "154.8x"',
      )
    })
    it('a broken comparison in a text cell', () => {
      const text = raw('bs_old_vs_new.txt').replace('(p=0.041 n=6)', '(p=0.041 n=six)')
      expect(parseError(() => p.parse(textInput(text, 'bad.txt'))).message).toBe(
        'bad.txt: line 8: a comparison like "(p=0.002 n=6)" in column "sort_new.txt", found "(p=0.041 n=six)"',
      )
    })
    it('a wrong number in a CSV cell', () => {
      const text = raw('bs_old_vs_new.csv').replace('1.5485000000000001e-07', '1.54e-07s')
      expect(parseError(() => p.parse(textInput(text, 'bad.csv'))).message).toBe(
        'bad.csv: line 8: a number in column 2 ("sort_old.txt" sec/op), found "1.54e-07s"',
      )
    })
  })
})
