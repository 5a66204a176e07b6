// Which testbeds (machine classes) a block or figure shows: one, the latest run's unless it names another,
// never two testbeds' runs as one history; or, where a block asks (`testbeds:`), several side by side, a
// trend's line or a chart's series each, built from its own testbed's runs. Verdicts, noise bands and
// change points are worked out per testbed, from what these return.
import type { Run } from '../../data/schema/schema'
import type { ChartView, TrendView } from '../../data/schema/block-schema'
import { currentRuns, latestTestbedRuns, onTestbed, testbedOf, testbedsOf } from '../../data/schema/model'
import { didYouMean } from '../../data/schema/suggest'
import type { ChartModel } from '../chart-types/chart-model'
import { buildChart } from './chart'
import { runCaption, selectRun, varyingKeys, ViewError } from './select'
import type { SuiteData } from './select'

const testbedViews = new WeakMap<SuiteData, Map<string | undefined, SuiteData>>()

/**
 * The suite as a block shows it: the runs of the testbed it names, else of the latest run's (never two
 * testbeds' runs as one history). The same object for the same ask, and the suite itself when it has one
 * testbed, so that what is worked out per suite (change points) is worked out once.
 */
export function onTestbedOf<D extends SuiteData>(data: D, testbed: string | undefined): D {
  let views = testbedViews.get(data)
  if (!views) testbedViews.set(data, (views = new Map()))
  let view = views.get(testbed) as D | undefined
  if (!view) {
    if (testbed !== undefined) checkTestbed(data, testbed)
    const runs = testbed === undefined ? latestTestbedRuns(data.runs) : onTestbed(data.runs, testbed)
    views.set(testbed, (view = runs.length === data.runs.length ? data : { ...data, runs }))
  }
  return view
}

/** The suite's named testbeds. */
export const testbedNames = (data: SuiteData) => testbedsOf(data.runs).filter((t): t is string => t !== undefined)

/** A testbed a page names must be one of the suite's: else one line with "did you mean" and the list. */
export function checkTestbed(data: SuiteData, testbed: string): void {
  const known = testbedNames(data)
  if (known.includes(testbed)) return
  throw new ViewError(
    known.length
      ? `suite "${data.suite.id}" has no testbed "${testbed}"${didYouMean(testbed, known)} (testbeds: ${known.map((t) => `"${t}"`).join(', ')})`
      : `suite "${data.suite.id}" has no testbed "${testbed}": its runs name none`,
  )
}

/**
 * The suite as an inline figure reads it (`testbed=` in :fig{…}, :run{…}): a sentence gets no default
 * when the suite's runs come from several testbeds, since "the latest run" moves from one machine to
 * another as runs come in and the sentence would silently start quoting another machine.
 */
export function refTestbed<D extends SuiteData>(data: D, testbed: string | undefined): D {
  if (testbed !== undefined) return onTestbedOf(data, testbed)
  const beds = testbedsOf(data.runs)
  if (beds.length < 2) return data
  const latest = currentRuns(data.runs).at(-1)?.environment?.testbed
  const named = beds.map((t) => (t === undefined ? '(none)' : `"${t}"`)).join(', ')
  throw new ViewError(
    `suite "${data.suite.id}" has runs of ${beds.length} testbeds (${named}): add testbed=… to pick one${latest ? `; did you mean testbed="${latest}" (the latest run's)?` : ''}`,
  )
}

/** One testbed of a trend: its name and its runs (the suite's data as that testbed alone has it). */
export interface Bed {
  name: string | undefined
  data: SuiteData
}

/**
 * The testbeds a trend draws: the one it names, else the latest run's; or, with `testbeds`, several side
 * by side, each a line of its own from its own runs (its change points found in them alone).
 */
export function trendBeds(data: SuiteData, view: TrendView): Bed[] {
  if (!view.testbeds) {
    const one = onTestbedOf(data, view.testbed)
    return [{ name: view.testbed ?? testbedOf(currentRuns(one.runs).at(-1) ?? {}), data: one }]
  }
  if (view.testbed !== undefined)
    throw new ViewError('testbed: one testbed, or testbeds: several side by side; give one of them, not both')
  return sideBySide(data, view.testbeds)
}

/** The testbeds a block lays side by side: every one of the suite's ("all"), or those it lists. */
function sideBySide(data: SuiteData, testbeds: 'all' | string[]): Bed[] {
  const names = testbeds === 'all' ? testbedsOf(data.runs) : [...new Set(testbeds)]
  for (const n of names) if (n !== undefined) checkTestbed(data, n)
  return names.map((name) => ({
    name,
    data: name === undefined ? { ...data, runs: onTestbed(data.runs, undefined) } : onTestbedOf(data, name),
  }))
}

/** The series key of a chart of testbeds side by side: a name no parameter of the suite has. */
const BED_KEY = 'testbed'

/**
 * A bar chart of testbeds side by side (`testbeds:` on a bench-chart): the latest run of each testbed, its
 * results grouped as the block asks and a series per testbed. It shows runs of several machines, so it has
 * no run of its own to switch from: no run menu.
 */
export function chartOfTestbeds(data: SuiteData, view: ChartView): ChartModel {
  if (view.run !== undefined || view.testbed !== undefined || view.series !== undefined)
    throw new ViewError(
      'testbeds: the series are the testbeds, each at its latest run; leave out run, testbed and series',
    )
  if (data.suite.parameters?.[BED_KEY])
    throw new ViewError(`testbeds: suite "${data.suite.id}" has a parameter "${BED_KEY}" of its own`)
  const latest = sideBySide(data, view.testbeds ?? 'all').map((b) => ({
    name: b.name ?? 'no testbed named',
    run: selectRun(b.data, undefined),
  }))
  const merged: Run = {
    id: latest.at(-1)!.run.id,
    results: latest.flatMap(({ name, run }) =>
      run.results.map((r) => ({ ...r, params: { ...r.params, [BED_KEY]: name } })),
    ),
  }
  const suite = { ...data.suite, parameters: { ...data.suite.parameters, [BED_KEY]: { label: 'Testbed' } } }
  // Groups as the block asks, else by what varies among the results (the testbed is the series).
  const groups = view.groups ?? varyingKeys(merged.results).find((k) => k !== BED_KEY) ?? 'benchmark'
  const model = buildChart({ suite, runs: [merged] }, { ...view, groups, series: BED_KEY, testbeds: undefined })
  const { view: _view, runId: _runId, runsWith: _runsWith, runShort: _runShort, ...rest } = model
  return { ...rest, caption: latest.map(({ name, run }) => `${name}: ${runCaption(run)}`).join('; ') }
}
