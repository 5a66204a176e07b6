// Google Benchmark's counter flags (kIsRate, kIsRate | kInvert) in every output of one real program
// (tests/fixtures/google-benchmark-console/_source/rate_flags.cc: "elements" a plain counter, "fills" a
// rate, "per_fill" an inverted rate). rate_flags.txt and rate_flags_out.json are the console and the
// --benchmark_out JSON of ONE run; the tabular console and the CSV are runs of their own.
import { describe, expect, it } from 'vitest'
import type { Metric } from '../../../../data/schema/schema'
import { googleBenchmark } from '../../../../scripts/parsers/google-benchmark'
import { googleBenchmarkConsole } from '../../../../scripts/parsers/google-benchmark-console'
import { googleBenchmarkCsv } from '../../../../scripts/parsers/google-benchmark-csv'
import { consoleFlags, flagOfPrinted } from '../../../../scripts/parsers/google-benchmark-flags'
import type { InputFile, ParsedRun, Parser } from '../../../../scripts/parsers/types'
import { detect } from '../../../../scripts/write/ingest-core'
import { parsers } from '../../../../scripts/parsers/parser-registry'
import { parseError, raw } from './helpers'

const file = (dir: string, name: string): InputFile => ({ path: name, text: raw(dir, name) })
const CONSOLE = file('google-benchmark-console', 'rate_flags.txt')
const TABULAR = file('google-benchmark-console', 'rate_flags_tabular.txt')
const JSON_OUT = file('google-benchmark', 'rate_flags_out.json')
const CSV = file('google-benchmark-csv', 'rate_flags.csv')

const RATE: Metric = { label: 'fills', unit: 'fills/s', direction: 'higher' }
const INVERTED: Metric = { label: 'per_fill', unit: 's', direction: 'lower' }
// Without flags a counter is a count of its name (of "count" when the name is no plain word), no direction.
const PLAIN: Metric = { label: 'elements', unit: 'elements', direction: 'higher', neutral: true }
const GUESSED_RATE: Metric = { label: 'fills', unit: 'fills', direction: 'higher', neutral: true }
const GUESSED_INVERTED: Metric = { label: 'per_fill', unit: 'per_fill', direction: 'higher', neutral: true }

const cases: Array<{
  what: string
  parser: Parser
  files: InputFile[]
  fills: Metric
  perFill: Metric
  /** BM_Fill/256's fills and per_fill as stored. */
  values: [number, number]
  /** The one-line fix the warning names, when the flags are not known. */
  fix?: RegExp
}> = [
  {
    what: 'console, counters as name=value',
    parser: googleBenchmarkConsole,
    files: [CONSOLE],
    fills: RATE,
    perFill: INVERTED,
    values: [3.56359e9, 2.80616e-10], // "fills=3.56359G/s per_fill=280.616ps"
  },
  {
    what: 'console, --benchmark_counters_tabular=true',
    parser: googleBenchmarkConsole,
    files: [TABULAR],
    fills: RATE,
    perFill: INVERTED,
    values: [3.67092e9, 2.72411e-10], // "3.67092G/s  272.411ps"
  },
  {
    what: 'JSON with the console of the same run (what ingest --run reads)',
    parser: googleBenchmark,
    files: [JSON_OUT, CONSOLE],
    fills: RATE,
    perFill: INVERTED,
    values: [3563591786.648798, 2.8061575507794065e-10],
  },
  {
    what: 'the same two files in the other order',
    parser: googleBenchmark,
    files: [CONSOLE, JSON_OUT],
    fills: RATE,
    perFill: INVERTED,
    values: [3563591786.648798, 2.8061575507794065e-10],
  },
  {
    what: 'JSON alone',
    parser: googleBenchmark,
    files: [JSON_OUT],
    fills: GUESSED_RATE,
    perFill: GUESSED_INVERTED,
    values: [3563591786.648798, 2.8061575507794065e-10],
    fix: /pnpm ingest rate_flags_out\.json console\.txt --suite <id>\), or let ingest run the program \(pnpm ingest --run "\.\/rate_flags" --suite <id>\)/,
  },
  {
    what: 'CSV alone',
    parser: googleBenchmarkCsv,
    files: [CSV],
    fills: GUESSED_RATE,
    perFill: GUESSED_INVERTED,
    values: [3.5423e9, 2.82302e-10], // "3.5423e+09,2.82302e-10"
    fix: /without --benchmark_format=csv \(pnpm ingest --run "\.\/my_bench" --suite <id>\)/,
  },
]

describe('Google Benchmark counter flags (kIsRate, kInvert)', () => {
  it.each(cases)('$what', ({ parser, files, fills, perFill, values, fix }) => {
    expect(detect({ files }, parsers).parser.id).toBe(parser.id)
    const run: ParsedRun = parser.parse({ files })
    expect(run.metrics['counter.fills']).toEqual(fills)
    expect(run.metrics['counter.per_fill']).toEqual(perFill)
    expect(run.metrics['counter.elements']).toEqual(PLAIN)
    const small = run.results.find((r) => r.params?.arg0 === 256)!
    expect([small.values['counter.fills']!.value, small.values['counter.per_fill']!.value]).toEqual(values)
    const guessed = (run.warnings ?? []).filter((w) => /^user counter "/.test(w))
    const flagless = (run.warnings ?? []).filter((w) => w.includes('carries no counter flags'))
    if (fix) {
      expect(guessed).toHaveLength(3)
      expect(flagless).toHaveLength(1)
      expect(flagless[0]).toMatch(fix)
    } else {
      // Only the plain counter has no direction; the rates are known.
      expect(guessed).toEqual([
        'user counter "elements": the file gives no unit or direction; shown as a plain count of elements, never judged better or worse until set (pnpm suite <id> --metric-label counter.elements=direction:higher or lower, --unit counter.elements=<unit>)',
      ])
      expect(flagless).toEqual([])
    }
  })

  it('reads the flag a printed value shows, with every prefix the library prints', () => {
    expect(
      ['3.56G/s', '11.358G/s', '64', '4.096k', '280.616ps', '1.5s', '12ms', '6.97%', '2E/s', 'fast'].map(flagOfPrinted),
    ).toEqual(['rate', 'rate', undefined, undefined, 'inverted', 'inverted', 'inverted', undefined, 'rate', undefined])
    expect(consoleFlags(CONSOLE.text)).toEqual({
      flags: new Map([
        ['fills', 'rate'],
        ['per_fill', 'inverted'],
      ]),
      names: ['BM_Fill/256', 'BM_Fill/16384'],
    })
    expect(consoleFlags(TABULAR.text).flags).toEqual(consoleFlags(CONSOLE.text).flags)
  })

  it('refuses a console report that is not of the JSON report beside it', () => {
    const other = file('google-benchmark-console', 'rate_counters_tabular.txt')
    const e = parseError(() => googleBenchmark.parse({ files: [JSON_OUT, other] }))
    expect(e.file).toBe('rate_flags_out.json')
    expect(e.expected).toContain('it shows BM_Sum/64, BM_Sum/4096, BM_Copy/64, which this JSON lacks')
    const two = parseError(() => googleBenchmark.parse({ files: [JSON_OUT, JSON_OUT, CONSOLE] }))
    expect(two.expected).toContain('one JSON report and the console report of the same run, found 2 JSON')
  })
})
