import { describe, expect, test } from 'vitest'
import { filledColumns, keyColumns } from '../../../../components/build-time/changes'
import type { ChangeRow, ChangesModel } from '../../../../components/build-time/changes'
import { changesHtml } from '../../../../.vitepress/markdown/html'

const row = (keys: string[], verdict: ChangeRow['verdict']): ChangeRow => ({
  benchmark: keys.filter(Boolean).join(' · '),
  keys,
  metric: 'Time',
  before: '1 ms',
  after: verdict === 'unchanged' ? '1 ms' : '2 ms',
  change: verdict === 'unchanged' ? '+0.0 %' : '+100.0 %',
  fraction: verdict === 'unchanged' ? 0 : 1,
  verdict,
  reason: '',
  decided: '',
  primary: true,
  of: { benchmark: keys[0]!, metric: 'time' },
})

// asv's history of emg3d: the solver benchmarks that changed have no "size" or "lr_dir"; the smoothing ones do.
const model = (rows: ChangeRow[]): ChangesModel => ({
  caption: 'Changes',
  beforeLabel: 'run 17',
  afterLabel: 'run 18',
  groups: [{ metrics: ['Time'], columns: ['Benchmark', 'size', 'lr_dir', 'cycle'], fixed: '', rows }],
  rows,
  added: [],
  removed: [],
  environment: [],
  tolerance: 0.05,
  shared: [],
})
const heads = (html: string) =>
  [...html.matchAll(/<thead><tr>(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<th[^>]*>([^<]*)</g)].map((x) => x[1]))

describe('changes table columns', () => {
  const rows = [
    row(['time_solver', '', '', 'V'], 'regressed'),
    row(['time_solver', '', '', 'W'], 'improved'),
    row(['time_smoothing', 'small', '0', ''], 'unchanged'),
  ]

  test('a parameter no row of a table fills is no column of it', () => {
    const [shown, folded] = heads(changesHtml(model(rows), []))
    expect(shown).toEqual(['Benchmark', 'cycle', 'run 17', 'run 18', 'Change'])
    // The folded rows keep their own: the smoothing benchmark's size and direction, no cycle.
    expect(folded).toEqual(['Benchmark', 'size', 'lr_dir', 'run 17', 'run 18', 'Change'])
  })

  test('each row has a cell under each column kept, the fold line spans them', () => {
    const html = changesHtml(model(rows), [])
    expect(html).toContain('<td>V</td><td class="num">1 ms</td>')
    expect(html).toContain('<td>small</td><td>0</td><td class="num">1 ms</td>')
    expect(html).toContain('colspan="5"')
  })

  test('the first column, what a row is, stays even when empty', () => {
    expect(filledColumns([{ keys: ['', '', 'x'] }], 3)).toEqual([0, 2])
  })

  // asv's history of emg3d on dtr-laptop: the solver benchmarks that changed each fill their own parameters
  // (four columns, each filled by one benchmark's rows, made the table 841 px wide in a 688 px column).
  const solvers = ['Benchmark', 'cycle', 'semicoarsening', 'linerelaxation', 'sslsolver']
  const solverRows = [
    row(['time.SolverTimeCycle.time_solver', 'V', '', '', ''], 'regressed'),
    row(['time.SolverTimeMG.time_solver', '', 'True', 'False', ''], 'regressed'),
    row(['time.SolverTimeSSL.time_solver', '', '', '', 'True'], 'regressed'),
  ]

  test('parameters that differ from row to row are one column, each value named', () => {
    const k = keyColumns(solverRows, solvers)
    expect(k.heads).toEqual(['Benchmark', 'Parameters'])
    expect(solverRows.map(k.cells)).toEqual([
      ['time.SolverTimeCycle.time_solver', 'cycle: V'],
      ['time.SolverTimeMG.time_solver', 'semicoarsening: True, linerelaxation: False'],
      ['time.SolverTimeSSL.time_solver', 'sslsolver: True'],
    ])
    const html = changesHtml(
      { ...model(solverRows), groups: [{ ...model(solverRows).groups[0]!, columns: solvers }] },
      [],
    )
    expect(heads(html)[0]).toEqual(['Benchmark', 'Parameters', 'run 17', 'run 18', 'Change'])
    expect(html).toContain('<td>semicoarsening: True, linerelaxation: False</td><td class="num">1 ms</td>')
  })

  test('parameters every row fills keep a column each', () => {
    const dense = [row(['time_smoothing', 'small', '0'], 'regressed'), row(['time_smoothing', 'big', '1'], 'improved')]
    const k = keyColumns(dense, ['Benchmark', 'size', 'lr_dir'])
    expect(k.heads).toEqual(['Benchmark', 'size', 'lr_dir'])
    expect(dense.map(k.cells)).toEqual([
      ['time_smoothing', 'small', '0'],
      ['time_smoothing', 'big', '1'],
    ])
  })
})
