// The verdict engine's vocabulary: what a judgement holds and the options it takes. In a module of its own
// so that the engine (verdict.ts) and the helpers it calls (verdict-figures.ts, verdict-words.ts) share them
// without importing each other in a circle.
import type { RecentLevel } from './level'

export type Verdict = 'improved' | 'regressed' | 'unchanged' | 'failed' | 'unknown'

export type TestName = 'mann-whitney' | 'welch' | 'interval'

export type Moved = 'improved' | 'regressed'

export type TestChoice = 'auto' | 'mann-whitney' | 'welch'

export interface TestReport {
  test: TestName
  /** U of head against base (Mann–Whitney), t of head − base (Welch), z of head − base (intervals). */
  statistic: number
  df?: number
  p: number
  significant: boolean
  /** Sample counts: [base, head]. */
  n: [number, number]
}

export interface Band {
  /** Relative change treated as noise (0.05 = ±5 %). */
  width: number
  source: 'history' | 'tolerance' | 'run' | 'exact'
  /** With `history`: how many past runs set it; with `run`: how many benchmarks of this run pair. */
  runs?: number
}

export interface Judgement {
  /** (head − base) / |base| of the centres; null when base is 0 and head is not. */
  change: number | null
  verdict: Verdict
  /** What decided: a test plus the band, the band alone (no spread reported), the figures counted exactly, or nothing (one sample). */
  method: 'tolerance' | 'none' | 'exact' | TestName
  /** Which figure of each side was compared: "median of 100 samples", "mean", "the tool's estimate". */
  statistic: string
  test?: TestReport
  band: Band
  /** Whether the metric can make the headline (counts, worst regression, --fail-on-regression). */
  primary: boolean
  notes: string[]
  /** Both figures are the same. */
  identical?: true
  /** One figure a run: the head against the benchmark's recent level, and the band it had to pass there. */
  level?: { value: number; runs: number; change: number; width: number; verdict: Verdict }
  /** Which way the head moved beyond its band, before checks that can overrule it (for a run that moved as a whole). */
  moved?: Moved
}

export interface JudgeOptions {
  tolerance?: number
  /** Whether the suite set its tolerance (then the history band never goes below it). */
  toleranceSet?: boolean
  alpha?: number
  test?: TestChoice
  /** The benchmark's run-to-run noise band from the suite's history (noise.ts), when there is enough, its usual level, and how many times its usual noise the head run scatters (runNoise). */
  history?: { width: number; runs: number; level?: number; headNoise?: number }
  /** The benchmark's recent level (level.ts recentLevel), for runs that give one figure each. */
  recent?: RecentLevel
  /** The suite has a history but this benchmark too few runs of it for a level. */
  newSeries?: boolean
  /** The figures of the benchmark's last runs, smallest first: a head among them is one it already gave. */
  seen?: readonly number[]
  /** The metric counts whole things and its history repeats its figures (level.ts exactSeries): judged exactly. */
  exact?: boolean
  /** Digits the metric is shown with (metric.format.decimals): a smaller step is not a change. */
  decimals?: number
  /** The spread the head run reports of itself, relative (a data.js range), when it gives no samples. */
  headSpread?: number
  /** This run pair's noise, from the scatter of all its benchmarks' changes (noise.ts runBand). */
  run?: { width: number; runs: number }
  /** What the metric's value is (metric.stat). */
  stat?: string
  primary?: boolean
  /** false: skip the quartile check (quartileStayed), for `pnpm bench:verdicts`' before-and-after. */
  quartile?: boolean
  /** The metric has no better way (Metric.neutral): a change is told, never judged. */
  neutral?: boolean
}

/** A side's robust centre and what it is (verdict.ts centre). */
export interface Centre {
  value: number
  statistic: string
}
