// Why the change-point proof misses the 3×-noise steps it misses in 20-run histories: the same series as
// `pnpm bench:changepoints` (busy and quiet), each miss classed by what the data show at the true step.
// `pnpm bench:changepoints:misses` prints the classes; with --dump, every missed series too.
import { DEFAULT_CP_OPTIONS } from '../../../data/analysis/change-points'
import { QUARTILE_LEVEL_SHARE, runChangePoints } from '../../../data/analysis/change-point-runs'
import { familyP, rankSumP } from '../../../data/analysis/ranksum'
import { median } from '../../../data/analysis/stats'
import { noiseGroups } from './change-point-proof'
import { noisePools, stepSeries } from './change-point-noise'
import type { NoisePool } from './change-point-noise'
import { commandOptions } from '../../../scripts/tools/cli-options'

type Series = ReturnType<typeof stepSeries>[number]

export interface MissClasses {
  kind: 'busy' | 'quiet'
  series: number
  misses: number
  /** Misses among the series whose runs keep a quartile. */
  withQuartiles: number
  /** Class → misses in it, and how many of those have a run within two of the step nearer the other side's median than its own. */
  classes: Record<string, { count: number; wrongSideNeighbour: number }>
}

/** A split's p as the detector judges it: rank-sum on the logarithms, made the history's (Bonferroni–Tarone). */
function historyP(xs: readonly number[], at: number): number {
  const logs = xs.map(Math.log)
  return familyP(rankSumP(logs.slice(0, at), logs.slice(at)), xs.length)
}

/** The most significant split within ±1 run of the step, over the medians and, where kept, the quartiles. */
function bestNearStep(c: Series, quartiles: number[] | undefined): number {
  let best = 1
  for (const xs of quartiles ? [c.values, quartiles] : [c.values])
    for (const at of [c.at - 1, c.at, c.at + 1])
      if (at >= DEFAULT_CP_OPTIONS.minRuns && xs.length - at >= DEFAULT_CP_OPTIONS.minRuns)
        best = Math.min(best, historyP(xs, at))
  return best
}

/** Whether one of the two runs on either side of the step lies nearer the other side's median than its own. */
function wrongSideNeighbour(c: Series): boolean {
  const before = median(c.values.slice(0, c.at))
  const after = median(c.values.slice(c.at))
  const nearer = (v: number, own: number, other: number) => Math.abs(v - other) < Math.abs(v - own)
  return [c.at - 2, c.at - 1, c.at, c.at + 1].some(
    (i) =>
      i >= 0 &&
      i < c.values.length &&
      (i < c.at ? nearer(c.values[i]!, before, after) : nearer(c.values[i]!, after, before)),
  )
}

function classify(c: Series, found: number[], level: number, quartiles: number[] | undefined): string {
  const near = bestNearStep(c, quartiles)
  if (found.length) {
    const off = Math.min(...found.map((i) => Math.abs(i - c.at)))
    const where = off === 2 ? 'placed 2 runs off' : 'placed 3+ runs off'
    return `${where}; a split within ±1 ${near <= level ? 'passes the level too' : 'does not pass'}`
  }
  return near <= 2 * level
    ? 'none found; p within ±1 of the step within 2× the level'
    : 'none found; p within ±1 of the step above 2× the level'
}

/** The classes of the 20-run misses for one kind of noise, on `perLength` series (the proof's 2,000). */
export function missClasses(
  kind: 'busy' | 'quiet',
  pools: NoisePool[],
  perLength = 2000,
  dump?: (line: string) => void,
): MissClasses {
  const level = DEFAULT_CP_OPTIONS.maxPValue * QUARTILE_LEVEL_SHARE
  const cases = stepSeries(pools, [20], perLength, 20)
  const out: MissClasses = { kind, series: cases.length, misses: 0, withQuartiles: 0, classes: {} }
  for (const c of cases) {
    const found = runChangePoints(c.values, c.quartiles).map((cp) => cp.index)
    if (found.some((i) => Math.abs(i - c.at) <= 1)) continue
    const quartiles = c.quartiles.every((q) => q !== undefined) ? (c.quartiles as number[]) : undefined
    const name = classify(c, found, level, quartiles)
    const entry = (out.classes[name] ??= { count: 0, wrongSideNeighbour: 0 })
    entry.count++
    if (wrongSideNeighbour(c)) entry.wrongSideNeighbour++
    out.misses++
    if (quartiles) out.withQuartiles++
    dump?.(
      `${kind}\tstep at ${c.at}\tfound ${found.join(',') || '-'}\t${name}\t${c.pool}\n` +
        `\tmedians ${c.values.map((v) => v.toFixed(0)).join(' ')}` +
        (quartiles ? `\n\tquartiles ${quartiles.map((v) => v.toFixed(0)).join(' ')}` : ''),
    )
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dump = commandOptions('bench:changepoints:misses', { dump: { type: 'boolean' } }).dump
    ? (line: string) => console.log(line)
    : undefined
  for (const g of noiseGroups(noisePools())) {
    const r = missClasses(g.kind, g.pools, 2000, dump)
    console.log(`${r.kind}: ${r.misses} of ${r.series} steps missed (${r.withQuartiles} in series with quartiles)`)
    const rows = Object.entries(r.classes).sort((a, b) => b[1].count - a[1].count)
    for (const [name, { count, wrongSideNeighbour }] of rows)
      console.log(
        `  ${count}\t${name} (with a run within two of the step nearer the other side's level: ${wrongSideNeighbour})`,
      )
  }
}
