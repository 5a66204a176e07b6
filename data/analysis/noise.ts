// A benchmark's noise band from its suite's history: how much its centre (verdict.ts centre) moves from
// one run to the next when nothing is known to have changed. The band is the upper outer fence of the
// sizes of the relative changes between consecutive runs, Q3 + 3 × IQR (rustc-perf's significance rule),
// over the last HISTORY_WINDOW runs: a past step or a busy-machine outlier barely moves it, and unlike a
// multiple of the median absolute deviation it covers a benchmark that flips between two levels (a map's
// memory layout: most runs alike, some 11 % apart; its MAD saw only the alike ones). A change
// smaller than that band is the benchmark's everyday noise, whatever a test over one run's samples says:
// a run's samples share that run's machine state, so they cannot see run-to-run variation.
import type { Measurement, Result, Run, Suite } from '../schema/schema'
import { currentRuns, measurement, resultKey } from '../schema/model'
import { centre, DEFAULT_TOLERANCE, isPrimary, relativeChange } from './verdict'
import type { JudgeOptions } from './verdict'
import { median, quantileSorted } from './stats'
import { exactSeries, ownSpread, recentLevel, recentRange, shorthSpread } from './level'
import type { RecentLevel } from './level'

/** Past runs that set the band (the newest ones up to the base run). */
export const HISTORY_WINDOW = 30
/** Fewer consecutive changes than this are too few to estimate a spread: the suite's tolerance decides. */
export const HISTORY_MIN_CHANGES = 5
/** Band width in robust standard deviations of the run-to-run change (3: 0.3 % of noise beyond it, normally). */
export const HISTORY_SPREADS = 3
/** The outer fence's multiple of the interquartile range. */
export const FENCE_IQRS = 3
/** Where the fence lies for normal noise, in standard deviations of the change: |Z|'s Q3 + 3 × IQR (0.01 % beyond it). */
const NORMAL_FENCE = 1.1503 + FENCE_IQRS * (1.1503 - 0.3186)

export interface HistoryBand {
  width: number
  /** How many runs the band was measured over. */
  runs: number
  /** The series' usual level: the median of its centres (history bands only). */
  level?: number
  /** The level of its last few runs, for runs that give one figure each (level.ts). */
  recent?: RecentLevel
  /** Its unit counts whole things and its figures repeat from run to run: judged exactly (level.ts). */
  exact?: boolean
  /** Its last runs' figures, smallest first (level.ts recentRange). */
  seen?: readonly number[]
}

/** The band of a series of centres, oldest first; undefined when it is too short. */
export function bandOfSeries(series: readonly number[]): HistoryBand | undefined {
  const changes: number[] = []
  for (let i = 1; i < series.length; i++) {
    const c = relativeChange(series[i - 1]!, series[i]!)
    if (c !== null && Number.isFinite(c)) changes.push(c)
  }
  if (changes.length < HISTORY_MIN_CHANGES) return undefined
  const sizes = changes.map(Math.abs).sort((a, b) => a - b)
  const q1 = quantileSorted(sizes, 0.25)
  const q3 = quantileSorted(sizes, 0.75)
  return { width: q3 + FENCE_IQRS * (q3 - q1), runs: series.length, level: median(series) }
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
  // Where a real change moved many of them (a 3× jump beside drops), the benchmarks that did not move
  // set the band (level.ts shorthSpread), so that the movers cannot widen the band that hides the others.
  // Only where the shortest half is much tighter than the whole (two clusters: movers and the rest); for
  // one cluster of noise the median deviation is the steadier estimate.
  const short = shorthSpread(changes)
  const sd = short < 0.5 * 1.4826 * spread ? short : 1.4826 * spread
  return { width: HISTORY_SPREADS * sd, runs: changes.length }
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
export function historyBand(
  suite: Suite,
  runs: readonly Run[],
  result: Pick<Result, 'benchmark' | 'params'>,
  metricId: string,
): HistoryBand | undefined {
  const key = resultKey(result)
  // Kept per suite and history: runNoise and judgeOptions both ask for every benchmark of a run pair.
  let bySuite = bandCache.get(suite)
  if (!bySuite) bandCache.set(suite, (bySuite = new WeakMap()))
  let bands = bySuite.get(runs)
  if (!bands) bySuite.set(runs, (bands = new Map()))
  const id = `${metricId}\u0000${key}`
  if (bands.has(id)) return bands.get(id)
  const band = seriesBand(suite, runs, key, metricId)
  bands.set(id, band)
  return band
}

const bandCache = new WeakMap<Suite, WeakMap<readonly Run[], Map<string, HistoryBand | undefined>>>()

function seriesBand(suite: Suite, runs: readonly Run[], key: string, metricId: string): HistoryBand | undefined {
  const series: number[] = []
  const recent = currentRuns([...runs]).slice(-(HISTORY_WINDOW + 1))
  for (const run of recent) {
    const r = resultOf(run, key)
    const m = r && measurement(suite, r, metricId)
    if (m) series.push(centre(m).value)
  }
  const band = bandOfSeries(series)
  const level = recentLevel(series)
  const seen = recentRange(series)
  const exact = exactSeries(suite.metrics[metricId]!.unit, series)
  // The recent level and range judge runs of one figure each (verdict-figures.ts); exact, counted metrics.
  const extra = { ...(level ? { recent: level } : {}), ...(seen ? { seen } : {}), ...(exact ? { exact } : {}) }
  if (!band) return exact || level || seen ? { width: 0, runs: series.length, ...extra } : undefined
  return { ...band, ...extra }
}

/** The median |z| of a change z measured in units of its own band, for normal noise. */
const USUAL_SPREAD = 0.6745 / NORMAL_FENCE

/** A run pair's noise: over benchmarks with a history, how many times their usual noise each run scatters; else runBand. */
export interface RunNoise {
  /** runBand over the pair's raw changes: for benchmarks without history of their own. */
  raw?: HistoryBand
  /** How many times its usual noise the base run scatters about the history's levels (≥ 1). */
  base?: number
  /** The same for the head run. */
  head?: number
  /** How many benchmarks it was measured over. */
  runs: number
}

/**
 * The noise of each run of a pair, over every benchmark of the metric both runs measured. Each benchmark's
 * figure is set against its history's usual level, in units of that benchmark's own band (so a few
 * benchmarks that are always noisy do not widen the band of a steady one: a single width over raw changes
 * hid a 10 % slowdown of a benchmark whose run-to-run noise is 1 % behind neighbours that move 5 %); a
 * run whose benchmarks scatter more than their histories say (a busy machine) is that many times noisier.
 * Measured per run, not per pair: the change between the runs carries both runs' noise, but the head
 * against the history's level carries only the head's, so a noisy base no longer hides a clean head's
 * change from the level (and a noisy head is judged as noisy there too).
 */
export function runNoise(
  suite: Suite,
  metricId: string,
  history: readonly Run[],
  items: ReadonlyArray<{ result: Pick<Result, 'benchmark' | 'params'>; base: Measurement; head: Measurement }>,
): RunNoise {
  const raw = runBand(items.map((i) => [i.base, i.head] as const))
  const zb: number[] = []
  const zh: number[] = []
  for (const i of items) {
    if (i.base.qualifier || i.head.qualifier) continue
    const band = historyBand(suite, history, i.result, metricId)
    if (!band || !(band.width > 0) || !(band.level! > 0)) continue
    // A run's offset from the level of n runs has √((1 + 1/n) / 2) of a change's spread (levelVerdict).
    const unit = band.width * Math.sqrt((1 + 1 / band.runs) / 2)
    const b = relativeChange(band.level!, centre(i.base).value)
    const h = relativeChange(band.level!, centre(i.head).value)
    if (b === null || h === null || !Number.isFinite(b) || !Number.isFinite(h)) continue
    zb.push(b / unit)
    zh.push(h / unit)
  }
  if (zh.length < RUN_MIN_BENCHMARKS) return { ...(raw ? { raw } : {}), runs: items.length }
  return { ...(raw ? { raw } : {}), base: scatter(zb), head: scatter(zh), runs: zh.length }
}

/**
 * How many times the usual spread the z's scatter, at least 1: the smaller of two robust spreads (runBand).
 * Also the old pair factor's measure (tests/bench/verdicts/pair-noise.ts), so that the two engines differ only in
 * what they scatter.
 */
export function scatter(z: readonly number[]): number {
  const mid = median(z)
  const spread = Math.min(median(z.map((x) => Math.abs(x - mid))), median(z.map(Math.abs)))
  return Math.max(1, spread / USUAL_SPREAD)
}

/**
 * The judge's options for one benchmark and metric of a suite, the same for a page's changes table and
 * for `pnpm compare`: the suite's tolerance, the history band over `history` (runs up to the base run),
 * each run's noise (runNoise over every benchmark of the metric both runs measured),
 * what the metric's value is, and whether it headlines.
 */
export function judgeOptions(
  suite: Suite,
  metricId: string,
  history: readonly Run[],
  result: Pick<Result, 'benchmark' | 'params' | 'note'> & { values?: Result['values'] },
  run?: RunNoise,
): JudgeOptions {
  const metric = suite.metrics[metricId]!
  const found = historyBand(suite, history, result, metricId)
  // A counted metric's history of whole, repeating figures has no noise band: it is judged exactly.
  const exact = found?.exact === true || (!found && exactSeries(metric.unit, []))
  const band = found && found.level !== undefined ? found : undefined
  // The spread the head run reports of itself, when it gives no samples (data.js keeps it as a range).
  const own = result.values?.[metricId]
  const spread = own ? ownSpread(own, result.note) : undefined
  // A benchmark with a history is widened by both runs' noise over its own band (the change carries the
  // noise of each: √((base² + head²) / 2) times the band); one without takes the raw band.
  const factor =
    run?.base !== undefined && run.head !== undefined ? Math.sqrt((run.base ** 2 + run.head ** 2) / 2) : undefined
  const pair =
    run &&
    (band && factor !== undefined ? (factor > 1 ? { width: band.width * factor, runs: run.runs } : undefined) : run.raw)
  return {
    ...(pair ? { run: pair } : {}),
    tolerance: suite.tolerance ?? DEFAULT_TOLERANCE,
    toleranceSet: suite.tolerance !== undefined,
    ...(band
      ? { history: band && run?.head !== undefined && run.base !== undefined ? { ...band, headNoise: run.head } : band }
      : {}),
    ...(metric.stat ? { stat: metric.stat } : {}),
    ...(exact ? { exact } : {}),
    ...(found?.recent ? { recent: found.recent } : {}),
    ...(found?.seen ? { seen: found.seen } : {}),
    // A history whose other benchmarks have a level, but this one too few runs yet to know its noise.
    ...(!found?.recent && currentRuns([...history]).length >= 2 ? { newSeries: true } : {}),
    ...(metric.format?.decimals !== undefined ? { decimals: metric.format.decimals } : {}),
    ...(spread !== undefined ? { headSpread: spread } : {}),
    primary: isPrimary(metricId, metric),
    ...(metric.neutral ? { neutral: true } : {}),
  }
}
