import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rustLibtest as p } from '../../../../scripts/parsers/rust-libtest'
import { fixtures, fixturesDir, parseError, textInput } from './helpers'

const own = fixtures('rust-libtest')
const raw = (name: string) => readFileSync(join(fixturesDir, 'rust-libtest', name), 'utf8')

describe('rust-libtest parser', () => {
  it('has fixtures', () => expect(own.length).toBeGreaterThanOrEqual(4))

  it('reads text lines (numbers checked by hand against libtest.txt)', () => {
    const run = p.parse(textInput(raw('libtest.txt')))
    expect(run.results).toEqual([
      {
        benchmark: 'copy_16k',
        values: { time: { value: 0.67, median: 0.67 }, deviation: { value: 0.45 }, throughput: { value: 16384000 } },
      },
      { benchmark: 'format_id', values: { time: { value: 161.34, median: 161.34 }, deviation: { value: 97.96 } } },
      { benchmark: 'parse::parse_u64', values: { time: { value: 31.75, median: 31.75 }, deviation: { value: 15.36 } } },
      { benchmark: 'sum_1k', values: { time: { value: 171.84, median: 171.84 }, deviation: { value: 95.84 } } },
    ])
    expect(run.metrics).toMatchObject({
      time: { unit: 'ns', stat: 'median' },
      deviation: { unit: 'ns' },
      throughput: { unit: 'MB/s', direction: 'higher' },
    })
  })

  it('reads JSON events', () => {
    const run = p.parse(textInput(raw('libtest_json.jsonl')))
    expect(run.results[0]).toEqual({
      benchmark: 'copy_16k',
      values: {
        time: { value: 0.750754189453125, median: 0.750754189453125 },
        deviation: { value: 0.5783486904296874 },
        throughput: { value: 16384000 },
      },
    })
    expect(run.results.map((r) => r.benchmark)).toEqual(['copy_16k', 'format_id', 'parse::parse_u64', 'sum_1k'])
  })

  it('reads older integer output with thousands separators', () => {
    const run = p.parse(textInput('test bench_big ... bench:     1,234,567 ns/iter (+/- 12,345)\n'))
    expect(run.results[0]!.values).toEqual({ time: { value: 1234567, median: 1234567 }, deviation: { value: 12345 } })
  })

  describe('errors name the file, the line and what was expected', () => {
    it('a build failure (E0554 on stable) is reported with its error', () => {
      const text = raw('_failures/stable_without_rustc_bootstrap.txt')
      expect(parseError(() => p.parse(textInput(text, 'fail.txt'))).message).toBe(
        'fail.txt: line 9: libtest bench results, found a build error instead: error[E0554]: `#![feature]` may not be used on the stable release channel',
      )
    })
    it('truncated text input', () => {
      const text = raw('libtest.txt').replace('171.84 ns/iter (+/- 95.84)', '171.84 ns/it')
      expect(parseError(() => p.parse(textInput(text, 'cut.txt'))).message).toBe(
        'cut.txt: line 8: a bench line "test <name> ... bench: <n> ns/iter (+/- <n>)"',
      )
    })
    it('truncated JSON input', () => {
      const text = raw('libtest_json.jsonl').split('\n').slice(0, 7).join('\n').slice(0, -20)
      expect(parseError(() => p.parse(textInput(text, 'cut.jsonl'))).message).toBe(
        'cut.jsonl: line 7: a libtest JSON event (one JSON object per line)',
      )
    })
    it('garbage', () => {
      expect(parseError(() => p.parse(textInput('hello\n', 'g.txt'))).message).toMatch(
        /^g\.txt: line 1: libtest bench lines/,
      )
    })
    it('empty input', () => {
      expect(parseError(() => p.parse(textInput('', 'e.txt'))).message).toMatch(/^e\.txt: line 1: libtest bench lines/)
    })
    it('a wrong number', () => {
      const text = raw('libtest.txt').replace('(+/- 97.96)', '(+/- 9x.96)')
      expect(parseError(() => p.parse(textInput(text, 'bad.txt'))).message).toBe(
        'bad.txt: line 5: a number after "+/-", found "9x.96"',
      )
      const json = raw('libtest_json.jsonl').replace('"median": 159.81408712121214', '"median": "159.8"')
      expect(parseError(() => p.parse(textInput(json, 'bad.jsonl'))).message).toBe(
        'bad.jsonl: line 7: "median": a number in the bench event, found "159.8"',
      )
    })
  })
})
