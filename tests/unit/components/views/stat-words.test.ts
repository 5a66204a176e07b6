// An axis title is "<Label> (<unit>)"; what each value is (a metric's stat, or the field a block picks)
// is said once, in a reader's words: in the chart's description and under a starter page's metric heading.
import { describe, expect, it } from 'vitest'
import type { Result, Run, Suite } from '../../../../data/schema/schema'
import { loadAll } from '../../../../scripts/read/load'
import { buildChart } from '../../../../components/views/chart'
import { chartOptions } from '../../../../components/chart/chartjs-config'
import { describeChart } from '../../../../components/views/describe-text'
import { CSS_COLORS } from '../../../../components/build-time/chart-geometry'
import { statSentence, statWords } from '../../../../components/views/stat-words'
import { starterPage } from '../../../../scripts/tools/starter-page'
import { buildTable } from '../../../../components/views/table'
import { namePieces, omittedText, rowHeadAttrs, rowHeadParts } from '../../../../components/views/table-view'

const CRITERION = 'typical (slope, else mean)'

describe('what each value is, in words', () => {
  it.each([
    [CRITERION, 'criterion’s typical estimate: the slope where it has one, else the mean'],
    ['median', 'the median'],
    ['p99', 'the 99th percentile'],
    ['p50', 'the 50th percentile'],
    ['p99.9', 'the 99.9th percentile'],
    ['best of 3 runs', 'best of 3 runs'],
  ])('%s → %s', (stat, words) => expect(statWords(stat)).toBe(words))
  it('nothing for a metric without a stat, or a block asking for the value itself', () => {
    expect(statSentence(undefined)).toBe('')
    expect(statSentence('value')).toBe('')
  })
})

describe('the axis title is the label and the unit', () => {
  const data = loadAll().get('fusion-rpc')!
  const base = buildChart(data, { suite: 'fusion-rpc', metric: 'calls', where: { benchmark: ['Sum', 'GetUser'] } })
  const model = { ...base, metric: { ...base.metric, label: 'Time', unit: 'ns', stat: CRITERION } }
  const state = { log: false, hidden: model.series.map(() => false), reducedMotion: true }
  const axis = model.horizontal ? 'x' : 'y'

  it('for a criterion metric: "Time (ns)", and the estimate said once in the description', () => {
    const scale = chartOptions(model, CSS_COLORS, state).scales?.[axis] as { title: { text: string } }
    expect(scale.title.text).toBe('Time (ns)')
    const text = describeChart(model)
    expect(text).not.toContain('(slope')
    expect(text.split('criterion’s typical estimate').length - 1).toBe(1)
    expect(text).toContain('Each value is criterion’s typical estimate: the slope where it has one, else the mean.')
  })
  it.each(['median', 'p99', 'mean'])('for a %s metric (go, pytest-benchmark, hyperfine) too', (stat) => {
    const m = { ...model, metric: { ...model.metric, label: 'Time per op', stat } }
    const scale = chartOptions(m, CSS_COLORS, state).scales?.[axis] as { title: { text: string } }
    expect(scale.title.text).toBe('Time per op (ns)')
  })
})

describe('a criterion starter page', () => {
  const suite = {
    id: 'crit',
    title: 'Crit',
    project: 'Crit',
    metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower', stat: CRITERION } },
  } as Suite
  const r = (benchmark: string, value: number): Result => ({ benchmark, params: {}, values: { time: { value } } })
  const runs: Run[] = [
    { id: 'r1', date: '2026-01-01', source: { command: 'cargo bench' }, results: [r('a', 1), r('b', 2)] },
  ]
  it('says once, in words, which estimate its figures are', () => {
    const md = starterPage(suite, runs)
    expect(md).not.toContain('(slope, else mean)')
    expect(md.split('Each value is criterion’s typical estimate').length - 1).toBe(1)
  })
})

describe('a table that leaves out columns says why in plain words', () => {
  const data = loadAll().get('fusion-rpc')!
  it('Fusion latency: the streaming benchmarks were not measured for latency', () => {
    const t = buildTable(data, { suite: 'fusion-rpc', metric: 'latency', rows: 'framework', columns: 'benchmark' })
    expect(t.omitted).toEqual(['Stream1', 'Stream100', 'Stream10K'])
    const text = omittedText(t)
    expect(text).toBe('Call latency under peak throughput was not measured for Stream1, Stream100 and Stream10K.')
    expect(text).not.toMatch(/of this kind|no columns|no column/)
  })
  it('columns that are metrics: which were not measured for these rows', () => {
    expect(omittedText({ omitted: ['Latency'] })).toBe('Latency was not measured for these rows.')
    expect(omittedText({ omitted: ['A', 'B'] })).toBe('A and B were not measured for these rows.')
  })
})

describe('a row name of one short word is kept whole', () => {
  it('dates, keys and short names, not long names or names of several words', () => {
    for (const name of ['2026-03-01', 'Speedup', 'OS'])
      expect(rowHeadAttrs(name), name).toEqual({ class: 'bench-keep' })
    for (const name of ['Apple M4 Max', 'StreamJsonRpc', 'x'])
      expect(rowHeadAttrs(name).class, name).not.toBe('bench-keep')
  })
  // The column of such names is as wide as their longest word on a phone, without the 9.5em floor that made
  // Ergo's, Fusion's and TopGun's small tables scroll by 4 to 18 px at 390 px.
  it('names of words a phone shows whole, not names with a word that must break', () => {
    // A name without spaces counts its pieces (namePieces): "Benchmark_", "with_", "underscores".
    for (const name of [
      'Distributed Pub/Sub',
      'Fire-and-wait (round-trip latency)',
      'StreamJsonRpc',
      'x',
      'Benchmark_with_underscores',
    ])
      expect(rowHeadAttrs(name), name).toEqual({ class: 'bench-words' })
    for (const name of ['BenchmarkJSONEncode', 'a DynamoDBGenerator.SourceGenerator', '', ' '])
      expect(rowHeadAttrs(name), name).toEqual({})
  })
  // "Fire-|and-wait" at 390 px: a break at a hyphen read as a word cut in two.
  it('a hyphenated word of a row name is one run kept whole; the rest is text', () => {
    expect(rowHeadParts('Fire-and-wait (round-trip latency)')).toEqual([
      { text: 'Fire-and-wait', keep: true },
      { text: ' ', keep: false },
      { text: '(round-trip', keep: true },
      { text: ' latency)', keep: false },
    ])
    expect(rowHeadParts('Multiple readers + 1 mutator')).toEqual([
      { text: 'Multiple readers + 1 mutator', keep: false },
    ])
    expect(rowHeadParts('a-very-long-hyphenated-name x')).toEqual([
      { text: 'a-very-long-hyphenated-name x', keep: false },
    ])
  })
  // pytest-benchmark's names in a real history (ixc-python-edtf): at 390 px they broke anywhere
  // ("natlang[Jan|uary", "test_benchm|ark"), and the hyphenated parameter at its hyphen ("CE-|1270]").
  it('a name without spaces may break after a separator joining its names, nowhere else', () => {
    expect(namePieces('edtf/natlang/tests.py::test_benchmark_natlang[January')).toEqual([
      'edtf/',
      'natlang/',
      'tests.py::',
      'test_',
      'benchmark_',
      'natlang[',
      'January',
    ])
    expect(namePieces('time.SolverTimeCycle.time_solver')).toEqual(['time.', 'SolverTimeCycle.', 'time_', 'solver'])
    expect(namePieces('[[1667,')).toEqual(['[[', '1667,'])
    // A product's dotted name is two names: Fusion's "ActualLab.Rpc Client → Fusion Service" made its table
    // 4 px wider than a 360 px phone, kept whole.
    expect(namePieces('ActualLab.Rpc')).toEqual(['ActualLab.', 'Rpc'])
    // Not inside a version, before a file's extension, or at the end of the name.
    for (const word of ['0.3.1', 'results.json', 'Fib10', 'a/']) expect(namePieces(word), word).toEqual([word])
    expect(rowHeadParts('edtf/natlang/tests.py::test_benchmark_natlang[1270 CE-1270]')).toEqual([
      { text: 'edtf/', keep: false },
      { text: '', keep: false, wbr: true },
      { text: 'natlang/', keep: false },
      { text: '', keep: false, wbr: true },
      { text: 'tests.py::', keep: false },
      { text: '', keep: false, wbr: true },
      { text: 'test_', keep: false },
      { text: '', keep: false, wbr: true },
      { text: 'benchmark_', keep: false },
      { text: '', keep: false, wbr: true },
      { text: 'natlang[', keep: false },
      { text: '', keep: false, wbr: true },
      { text: '1270 ', keep: false },
      { text: 'CE-1270]', keep: true },
    ])
    // A parameter with hyphens after its "[" is kept whole too ("ca1860-|1860~]" at 390 px).
    expect(rowHeadParts('test_benchmark_natlang[ca1860-1860~]').slice(-2)).toEqual([
      { text: '', keep: false, wbr: true },
      { text: 'ca1860-1860~]', keep: true },
    ])
  })
})
