// A regression stays on its suite's page after the next run: "Changes since the previous run" compares only
// the latest two runs, and three runs are too few for a change point, so run 2's regression left no trace
// once run 3 came. Each earlier pair of runs is judged as the changes table judges the latest one; a
// regression is listed under "Earlier changes" until a later pair judges the same benchmark and metric
// changed again (improved back, or regressed further: the newer verdict speaks), a change point is found
// at or after it (the change-point list and the trend mark it then), or suite.json acknowledges it.
import { isAcknowledged } from '../../data/analysis/acknowledge'
import { currentRuns } from '../../data/schema/model'
import type { ChangesView } from '../../data/schema/block-schema'
import { buildChanges, type ChangeRow } from './changes'
import { suiteChanges } from './change-point-series'
import { keyLabel, runReaderName, selectRun, valueLabel, varyingKeys, type SuiteData } from '../views/select'
import type { Run } from '../../data/schema/schema'

/**
 * How many earlier pairs of runs are looked at (each judged as the changes table judges the latest): a
 * page's build stays bounded however long the history. Ten runs after a regression that stayed, a change
 * point finds it (the trend and the change-point list take over); one that did not stay is noise.
 */
const LOOKBACK = 10

export interface EarlierChange {
  /** The run that regressed, as a reader knows it ("run 4 of 20"): its name on the page (runDisplayName). */
  run: string
  /** What regressed: the benchmark, and each parameter that tells its results apart by name ("Size: 64"). */
  what: string
  row: ChangeRow
}

/**
 * A result as a line of its own names it, out of the table whose columns named its parameters: the parameters
 * the run's results share (Go's "CPUs (GOMAXPROCS): 2", "Package: …") are left out, the others said with their
 * names; "BenchmarkItoa · 2 · example.com/verdictcorpus" left a reader to guess what "2" was.
 */
function resultName(data: SuiteData, run: Run, of: ChangeRow['of']): string {
  const varying = new Set(varyingKeys(run.results))
  const params = Object.entries(of.params ?? {})
    .filter(([k]) => varying.has(k))
    .map(([k, v]) => `${keyLabel(data.suite, k)}: ${valueLabel(data.suite, k, v)}`)
  return params.length ? `${of.benchmark} (${params.join(', ')})` : of.benchmark
}

const sameParams = (a: ChangeRow['of']['params'], b: ChangeRow['of']['params']) =>
  JSON.stringify(Object.entries(a ?? {}).sort()) === JSON.stringify(Object.entries(b ?? {}).sort())
const same = (a: ChangeRow['of'], b: ChangeRow['of']) =>
  a.benchmark === b.benchmark && a.metric === b.metric && sameParams(a.params, b.params)

/** "run 13 of 20 (BenchmarkSort 30 % slower)": its name on the page (runDisplayName), as the run menu names it. */
function earlierRunName(run: Run, runs: readonly Run[]): string {
  return runReaderName(run, runs)
}

/** The regressions of runs before the latest that nothing has superseded or acknowledged, oldest first. */
export function earlierChanges(data: SuiteData, view: ChangesView): EarlierChange[] {
  const runs = currentRuns(data.runs)
  const n = runs.indexOf(selectRun(data, view.run))
  if (n < 2) return []
  const start = Math.max(1, n - LOOKBACK)
  const rows: ChangeRow[][] = []
  for (let i = start; i <= n; i++) rows[i] = buildChanges(data, { ...view, run: runs[i]!.id })?.rows ?? []
  const points = suiteChanges(data)
  const out: EarlierChange[] = []
  for (let i = start; i < n; i++) {
    const run = runs[i]!
    for (const row of rows[i]!) {
      if (row.verdict !== 'regressed' || !row.primary) continue
      const later = rows
        .slice(i + 1)
        .some((rs) => rs.some((r) => same(r.of, row.of) && r.verdict !== 'unchanged' && r.verdict !== 'unknown'))
      const point = points.some((c) => c.runIndex >= i - 1 && same(c, row.of))
      const ack = isAcknowledged(data.suite, { ...row.of, run: run.id, commit: run.commit })
      if (!later && !point && ack === undefined)
        out.push({ run: earlierRunName(run, runs), what: resultName(data, run, row.of), row })
    }
  }
  return out
}
