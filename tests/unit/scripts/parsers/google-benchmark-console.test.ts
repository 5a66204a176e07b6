import { describe, expect, it } from 'vitest'
import { googleBenchmarkConsole as p } from '../../../../scripts/parsers/google-benchmark-console'
import { googleBenchmarkCsv as csv } from '../../../../scripts/parsers/google-benchmark-csv'
import { input, parseError, raw } from './helpers'

const dir = 'tests/fixtures/google-benchmark-console'
const NAN_WARNING = (file: string) =>
  `${file}: line 10 "zero": -nan% — not a number (the tool writes it for a figure it could not compute, e.g. the CV of a counter that stays 0); that figure is left out, the rest is read`

describe('google-benchmark-console: a counter printed as -nan', () => {
  it.each(['zero_counter_reps3_nan.txt', 'zero_counter_reps3_tabular_nan.txt'])(
    'reads %s, leaving the _cv of a counter that stays 0 out with one warning, as the JSON path does',
    (name) => {
      const f = `${dir}/${name}`
      const run = p.parse(input(raw('google-benchmark-console', name), f))
      const zero = run.results.find((r) => r.benchmark === 'BM_ZeroCounter')!
      expect(zero.values['counter.zero']).toMatchObject({ value: 0, n: 3, samples: [0, 0, 0] })
      // 0/0 is no figure: never a 0 %, and no metric for it.
      expect(zero.values['counter.zero_cv']).toBeUndefined()
      expect(run.metrics['counter.zero_cv']).toBeUndefined()
      expect(zero.values['counter.length_cv']).toEqual({ value: 0 })
      expect(run.results.map((r) => r.benchmark)).toEqual(['BM_ZeroCounter', 'BM_Plain'])
      expect(run.warnings!.filter((w) => w.includes('not a number'))).toEqual([NAN_WARNING(f)])
    },
  )

  it('reads every C-library spelling of a non-finite counter as no value', () => {
    const text = raw('google-benchmark-console', 'zero_counter_reps3_nan.txt')
    for (const t of ['nan%', '-nan%', 'inf%', '-inf%', 'NaN%']) {
      const run = p.parse(input(text.replace('zero=-nan%', `zero=${t}`), 'gb.txt'))
      expect(run.results[0]!.values['counter.zero_cv'], t).toBeUndefined()
      expect(
        run.warnings!.filter((w) => w.includes(`"zero": ${t}`)),
        t,
      ).toHaveLength(1)
    }
  })

  it('still refuses a counter that is neither a number nor a non-finite one, naming the line', () => {
    const text = raw('google-benchmark-console', 'zero_counter_reps3_nan.txt')
    const e = parseError(() => p.parse(input(text.replace('zero=-nan%', 'zero=nanx%'), 'gb.txt')))
    expect([e.file, e.where]).toEqual(['gb.txt', 'line 10'])
    expect(e.expected).toContain('found "zero=nanx%"')
  })

  it('refuses a -nan in a repetition (its n, min and max would change), naming the line', () => {
    const text = raw('google-benchmark-console', 'zero_counter_reps3_nan.txt')
    const lines = text.split('\n')
    lines[4] = lines[4]!.replace('zero=0', 'zero=-nan')
    const e = parseError(() => p.parse(input(lines.join('\n'), 'gb.txt')))
    expect([e.file, e.where]).toEqual(['gb.txt', 'line 5'])
    expect(e.expected).toContain('"zero" in every repetition')
  })
})

describe('google-benchmark-csv: a counter written as -nan', () => {
  it('reads zero_counter_reps3_nan.csv like the console and JSON reports of the same program', () => {
    const f = 'tests/fixtures/google-benchmark-csv/zero_counter_reps3_nan.csv'
    const text = raw('google-benchmark-csv', 'zero_counter_reps3_nan.csv')
    const run = csv.parse(input(text, f))
    const zero = run.results.find((r) => r.benchmark === 'BM_ZeroCounter')!
    expect(zero.values['counter.zero']).toMatchObject({ value: 0, n: 3, samples: [0, 0, 0] })
    expect(zero.values['counter.zero_cv']).toBeUndefined()
    expect(zero.values['counter.length_cv']).toEqual({ value: 0 })
    expect(run.warnings!.filter((w) => w.includes('not a number'))).toEqual([
      `${f}: line 8 "zero": -nan — not a number (the tool writes it for a figure it could not compute, e.g. the CV of a counter that stays 0); that figure is left out, the rest is read`,
    ])
    // A cell that is neither is still refused with its line.
    const e = parseError(() => csv.parse(input(text.replace(',0,-nan', ',0,-nanx'), 'gb.csv')))
    expect([e.file, e.where]).toEqual(['gb.csv', 'line 8'])
  })
})
