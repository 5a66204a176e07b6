// Two runs of one day read apart in the run menu and along a trend's axis: by time, else by place.
import { describe, expect, it, test } from 'vitest'
import { runIndex, runNumber, runWhen, shortRunText } from '../../../../components/views/run-when'
import type { Run, Suite } from '../../../../data/schema/schema'
import {
  noDataText,
  offeredRuns,
  runData,
  runTextParts,
  runToShow,
  titleForRun,
} from '../../../../components/views/run-files'
import { buildChart } from '../../../../components/views/chart'
import { buildTable } from '../../../../components/views/table'
import { onTestbedOf } from '../../../../components/views/testbeds'

const suite: Suite = { id: 's', title: 'S', project: 'p', metrics: {} }
/** The run menu's names of runs given newest first, as the index lists them (worked out at build time). */
const names = (newestFirst: Array<Partial<Run> & { id: string }>) =>
  runIndex(
    suite,
    [...newestFirst].reverse().map((r) => ({ results: [], ...r })),
  ).runs.map((r) => r.name)

describe('runs of the same day', () => {
  const a = { id: 'a', date: '2026-11-25T09:12:40Z' }
  const b = { id: 'b', date: '2026-11-25T18:40:02Z' }
  const c = { id: 'c', date: '2026-11-26T08:00:00Z' }
  test('a day alone is the date; runs sharing a day show their time', () => {
    expect([a, b, c].map((r) => runWhen(r, [a, b, c]))).toEqual(['2026-11-25 09:12', '2026-11-25 18:40', '2026-11-26'])
  })
  test('same minute, or dates without a time: their place that day, oldest first', () => {
    const d1 = { id: 'x', date: '2026-11-25' }
    const d2 = { id: 'y', date: '2026-11-25' }
    expect([d1, d2].map((r) => runWhen(r, [d1, d2]))).toEqual(['2026-11-25 #1', '2026-11-25 #2'])
    const m = { id: 'm', date: '2026-11-25T09:12:40Z' }
    expect(runWhen(m, [a, m])).toBe('2026-11-25 09:12 #2')
  })
  test('runs one after another in the same minute read apart by their second', () => {
    const m = { id: 'm', date: '2026-11-25T09:12:59Z' }
    expect([a, m].map((r) => runWhen(r, [a, m]))).toEqual(['2026-11-25 09:12:40', '2026-11-25 09:12:59'])
    // The run of that day alone in its minute keeps the minute.
    expect(runWhen(b, [a, m, b])).toBe('2026-11-25 18:40')
  })
  test('the run menu (index newest first) and its phone text keep them apart', () => {
    const index = names([{ ...b, version: '1.1' }, a])
    expect(index).toEqual(['Run 2 of 2 (version 1.1) · 2026-11-25 18:40', 'Run 1 of 2 · 2026-11-25 09:12'])
    // Runs that share a day: the number is the short name (and the one a page's text uses).
    expect(shortRunText(index[0]!)).toBe('Run 2 of 2')
    expect(names([a])).toEqual(['2026-11-25'])
    // To the second when runs share a minute.
    expect(shortRunText('2026-11-25 09:12:59 · 1.1')).toBe('2026-11-25 09:12:59')
  })
})

describe("the run menu's text in parts", () => {
  it('splits a day and a time, so a phone can leave the day out; anything else stays whole', () => {
    expect(runTextParts('2026-11-26 19:58:34')).toEqual({ day: '2026-11-26', rest: '19:58:34' })
    expect(runTextParts('2026-11-26 19:58 (retired)')).toEqual({ day: '2026-11-26', rest: '19:58 (retired)' })
    expect(runTextParts('2026-11-26 #2')).toEqual({ day: '', rest: '2026-11-26 #2' })
    expect(runTextParts('2026-11-26')).toEqual({ day: '', rest: '2026-11-26' })
    expect(runTextParts("Ergo authors' r…")).toEqual({ day: '', rest: "Ergo authors' r…" })
  })
})

describe('a run has a number a reader can name (issue 48)', () => {
  const runs = Array.from({ length: 20 }, (_, i) => ({ id: `r${i + 1}`, date: `2026-11-26T19:56:${String(10 + i)}Z` }))
  it('"Run 13 of 20", counted oldest first whichever way the list runs', () => {
    expect(runNumber(runs[12]!, runs)).toBe('Run 13 of 20')
    expect(runNumber(runs[0]!, [runs[0]!])).toBe('')
  })
  it('the run menu names it by number beside its time; its short text is the number', () => {
    const index = names([...runs].reverse())
    expect(index[7]).toBe('Run 13 of 20 · 2026-11-26 19:56:22')
    expect(shortRunText(index[7]!)).toBe('Run 13 of 20')
    expect(noDataText('Run 13 of 20 · 2026-11-26 19:56:22', 'chart')).toBe(
      'Run 13 of 20 · 2026-11-26 19:56:22 has no figures for this chart.',
    )
  })
  it('a labelled run is named by its label, as the tables name it (Fusion: one name per run on the page)', () => {
    const index = names([
      { id: 'new', date: '2026-04-25', version: '12.3.76', label: 'Fusion 12.3.76 on .NET 10.0.7' },
      { id: 'old', label: '.NET 10.0.1 run' },
    ])
    // Its number and label, as captions and change tables give it (runDisplayName); a label's closing "run" left out.
    expect(index).toEqual(['Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7) · 2026-04-25', 'Run 1 of 2 (.NET 10.0.1)'])
    // On a phone, its number: "2026-04-25" there was a second name for run 2.
    expect(index.map(shortRunText)).toEqual(['Run 2 of 2', 'Run 1 of 2'])
  })
  it('a withdrawn run has no number and shifts no other: runs are numbered as trends and change points number them', () => {
    const index = names([
      { id: 'c', date: '2026-03-03' },
      { id: 'b', date: '2026-03-02', status: 'retired' as const },
      { id: 'a', date: '2026-03-01' },
    ])
    expect(index).toEqual(['Run 2 of 2 · 2026-03-03', '2026-03-02 (retired)', 'Run 1 of 2 · 2026-03-01'])
  })
  it('runs of different days are named by number on a phone too, as everywhere on the page', () => {
    const index = names([
      { id: 'b', date: '2026-04-25', version: '12.3.76' },
      { id: 'a', date: '2026-03-01' },
    ])
    expect(index[0]).toBe('Run 2 of 2 (version 12.3.76) · 2026-04-25')
    expect(shortRunText(index[0]!)).toBe('Run 2 of 2')
  })
})

describe('a chart title follows the run picked', () => {
  it('"in the latest run" names the run shown', () => {
    const named = (name: string) => ({ name, short: shortRunText(name) })
    expect(
      titleForRun('Time per op in the latest run (lower is better)', named('Run 13 of 20 · 2026-11-26 19:56:22')),
    ).toBe('Time per op in run 13 of 20 (lower is better)')
    expect(titleForRun('Calls in the latest run', named('2026-03-01 · 1.2'))).toBe('Calls in the run of 2026-03-01')
    expect(titleForRun('Calls per second', named('Run 1 of 2 · 2026-03-01'))).toBe('Calls per second')
    expect(titleForRun('Calls in the latest run', undefined)).toBe('Calls in the latest run')
  })
  it('the run index carries each run’s menu text, worked out at build time', () => {
    const index = runIndex(suite, [
      { id: 'a', date: '2026-11-26T19:54:15Z', results: [] },
      { id: 'b', date: '2026-11-26T19:54:29Z', results: [] },
    ])
    expect(index.runs.map((r) => r.short)).toEqual(['Run 2 of 2', 'Run 1 of 2'])
  })
})

describe('one numbering of runs on every part of a page, testbed by testbed (issue 48)', () => {
  const metrics = { t: { label: 'Time', unit: 'ns', direction: 'lower' as const } }
  const s: Suite = { ...suite, metrics }
  // Runs of two machines, interleaved as they came in: the CI runner's 1, 2, 3 and the laptop's 1, 2.
  const at = (id: string, day: number, testbed: string, extra: Partial<Run> = {}): Run => ({
    id,
    date: `2026-03-0${day}`,
    environment: { testbed },
    results: [{ benchmark: 'sum', values: { t: { value: 100 + day } } }],
    ...extra,
  })
  const all = [
    at('ci1', 1, 'ci'),
    at('lap1', 2, 'laptop'),
    at('ci2', 3, 'ci'),
    at('gone', 4, 'ci', { status: 'retired' }),
    at('lap2', 5, 'laptop'),
    at('ci3', 6, 'ci'),
  ]
  const data = { suite: s, runs: all }
  const ci = onTestbedOf(data, 'ci')
  const index = runIndex(s, all)
  const named = (id: string) => index.runs.find((r) => r.id === id)!

  it('each run by its place among its own testbed’s runs that count, in the menu, in captions and in tables', () => {
    expect(runNumber(all[2]!, all)).toBe('Run 2 of 3')
    expect(runNumber(all[4]!, all)).toBe('Run 2 of 2')
    expect(runNumber(all[3]!, all)).toBe('')
    // The menu said "Run 4 of 5" for the CI runner's third run: counted across both machines (and the retired one).
    expect(named('ci3').name).toBe('Run 3 of 3 · 2026-03-06')
    expect(named('lap2')).toMatchObject({ testbed: 'laptop', name: 'Run 2 of 2 · 2026-03-05' })
    const view = { suite: 's', metric: 't', run: 'ci2' }
    expect(buildChart(ci, view).caption).toBe('Run 2 of 3 · measured 2026-03-03')
    expect(buildTable(ci, { ...view, rows: 'benchmark' }).note).toBe('Run 2 of 3 · measured 2026-03-03')
    // A run fetched alone in the browser keeps the number the index gives it.
    const one = runData(index, all[2]!)
    expect(buildChart(one, view).caption).toBe('Run 2 of 3 · measured 2026-03-03')
    expect(buildTable(one, { ...view, rows: 'benchmark' }).note).toBe('Run 2 of 3 · measured 2026-03-03')
  })

  it('a chart’s run menu offers its own testbed’s runs only, and a block of another testbed keeps its own run', () => {
    expect(offeredRuns(index.runs, 'ci3', undefined).map((r) => r.name)).toEqual([
      'Run 3 of 3 · 2026-03-06',
      '2026-03-04 (retired)',
      'Run 2 of 3 · 2026-03-03',
      'Run 1 of 3 · 2026-03-01',
    ])
    expect(offeredRuns(index.runs, 'ci3', ['ci3', 'ci1']).map((r) => r.id)).toEqual(['ci3', 'ci1'])
    expect(runToShow('ci2', 'ci3', index.runs)).toBe('ci2')
    expect(runToShow('lap1', 'ci3', index.runs)).toBeUndefined()
  })
})
