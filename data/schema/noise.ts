// A benchmark's noise band from its suite's history: how much its centre (verdict.ts centre) moves from
// one run to the next when nothing is known to have changed. The band is HISTORY_SPREADS robust standard
// deviations of the relative changes between consecutive runs (1.4826 × their median absolute deviation,
// which a past step or a busy-machine outlier barely moves), over the last HISTORY_WINDOW runs. A change
// smaller than that band is the benchmark's everyday noise, whatever a test over one run's samples says:
// a run's samples share that run's machine state, so they cannot see run-to-run variation.
import type { Measurement, Result, Run, Suite } from './schema'
import { currentRuns, measurement, resultKey } from './model'
import { centre, DEFAULT_TOLERANCE, isPrimary, relativeChange } from './verdict'
import type { JudgeOptions } from './verdict'
import { median } from './stats'

/** Past runs that set the band (the newest ones up to the base run). */
export const HISTORY_WINDOW = 30
/** Fewer consecutive changes than this are too few to estimate a spread: the suite's tolerance decides. */
export const HISTORY_MIN_CHANGES = 5
/** Band width in robust standard deviations of the run-to-run change (3: 0.3 % of noise beyond it, normally). */
export const HISTORY_SPREADS = 3

export interface HistoryBand {
  width: number
  /** How many runs the band was measured over. */
  runs: number
}

/** The band of a series of centres, oldest first; undefined when it is too short. */
export function bandOfSeries(series: readonly number[]): HistoryBand | undefined {
  const changes: number[] = []
  for (let i = 1; i < series.length; i++) {
    const c = relativeChange(series[i - 1]!, series[i]!)
    if (c !== null && Number.isFinite(c)) changes.push(c)
  }
  if (changes.length < HISTORY_MIN_CHANGES) return undefined
  const mid = median(changes)
  const mad = median(changes.map((c) => Math.abs(c - mid)))
  return { width: HISTORY_SPREADS * 1.4826 * mad, runs: series.length }
}

/** Fewer benchmarks than this in a run pair are too few to measure that pair's noise across them. */
export const RUN_MIN_BENCHMARKS = 5

/**
 * The noise of one pair of runs, measured on all its benchmarks at once: HISTORY_SPREADS robust standard
 * deviations of their relative changes. A run's samples all share that run's machine state (another
 * job on the machine, a different CPU frequency), so a test over them cannot see run-to-run variation;
 * the scatter of the other benchmarks' changes can. A change that moves every benchmark alike (a real
 * slowdown of everything) has a small scatter and stays visible. Pages and compare pass the same pairs:
 * every benchmark of the metric that both runs measured.
 */
export function runBand(pairs: ReadonlyArray<readonly [Measurement, Measurement]>): HistoryBand | undefined {
  const changes: number[] = []
  for (const [b, h] of pairs) {
    if (b.qualifier || h.qualifier) continue
    const c = relativeChange(centre(b).value, centre(h).value)
    if (c !== null && Number.isFinite(c)) changes.push(c)
  }
  if (changes.length < RUN_MIN_BENCHMARKS) return undefined
  // The smaller of two robust spreads: around the median change (so a slowdown of everything alike stays
  // visible) and around no change (so a change to up to half the benchmarks does not hide itself).
  const mid = median(changes)
  const spread = Math.min(median(changes.map((c) => Math.abs(c - mid))), median(changes.map(Math.abs)))
  return { width: HISTORY_SPREADS * 1.4826 * spread, runs: changes.length }
}

const byKey = new WeakMap<Run, Map<string, Result>>()
function resultOf(run: Run, key: string): Result | undefined {
  let m = byKey.get(run)
  if (!m) byKey.set(run, (m = new Map(run.results.map((r) => [resultKey(r), r]))))
  return m.get(key)
}

/**
 * The band of one benchmark and metric over `runs` (oldest first, ending with the base run of the
 * comparison; retired runs skipped). Both the pages and `pnpm compare` call this with the same runs.
 */
export function historyBand(suite: Suite, runs: readonly Run[], result: Pick<Result, 'benchmark' | 'params'>, metricId: string): HistoryBand | undefined {
  const key = resultKey(result)
  const series: number[] = []
  const recent = currentRuns([...runs]).slice(-(HISTORY_WINDOW + 1))
  for (const run of recent) {
    const r = resultOf(run, key)
    const m = r && measurement(suite, r, metricId)
    if (m) series.push(centre(m).value)
  }
  return bandOfSeries(series)
}

/**
 * The judge's options for one benchmark and metric of a suite, the same for a page's changes table and
 * for `pnpm compare`: the suite's tolerance, the history band over `history` (runs up to the base run),
 * the run pair's band (runBand over every benchmark of the metric both runs measured),
 * what the metric's value is, and whether it headlines.
 */
export function judgeOptions(suite: Suite, metricId: string, history: readonly Run[], result: Pick<Result, 'benchmark' | 'params'>, run?: HistoryBand): JudgeOptions {
  const metric = suite.metrics[metricId]!
  const band = historyBand(suite, history, result, metricId)
  return {
    ...(run ? { run } : {}),
    tolerance: suite.tolerance ?? DEFAULT_TOLERANCE,
    toleranceSet: suite.tolerance !== undefined,
    ...(band ? { history: band } : {}),
    ...(metric.stat ? { stat: metric.stat } : {}),
    primary: isPrimary(metricId, metric),
  }
}
