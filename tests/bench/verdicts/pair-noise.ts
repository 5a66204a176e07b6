// The run-pair noise as the verdict engine had it before each run got its own (data/analysis/noise.ts at
// e9068e4): one factor for the pair, the scatter of every benchmark's change in units of its own band,
// widening both the change from the base and the head against the history's level. Kept so that
// `pnpm bench:verdicts` shows that engine next to the current one. Not used by the site.
import type { Measurement, Result, Run, Suite } from '../../../data/schema/schema'
import { historyBand, judgeOptions, RUN_MIN_BENCHMARKS, scatter, type RunNoise } from '../../../data/analysis/noise'
import { centre, relativeChange, type JudgeOptions } from '../../../data/analysis/verdict'

type Item = { result: Pick<Result, 'benchmark' | 'params'>; base: Measurement; head: Measurement }

/** The pair's factor: how many times their usual noise the pair's changes scatter (at least 1). */
export function pairFactor(
  suite: Suite,
  metricId: string,
  history: readonly Run[],
  items: readonly Item[],
): number | undefined {
  const z: number[] = []
  for (const i of items) {
    if (i.base.qualifier || i.head.qualifier) continue
    const band = historyBand(suite, history, i.result, metricId)
    const c = relativeChange(centre(i.base).value, centre(i.head).value)
    if (band && band.width > 0 && c !== null && Number.isFinite(c)) z.push(c / band.width)
  }
  return z.length < RUN_MIN_BENCHMARKS ? undefined : scatter(z)
}

/**
 * The judge's options with one factor f for the pair: the band times f, and against the level the band
 * times f·√((1 + 1/n) / 2), which the current levelVerdict gives with a head noise of √(f²(1 + 1/n) − 1/n).
 */
export function pairJudgeOptions(
  suite: Suite,
  metricId: string,
  history: readonly Run[],
  result: Item['result'],
  run: RunNoise,
  factor: number | undefined,
): JudgeOptions {
  const f = factor ?? 1
  const opts = judgeOptions(
    suite,
    metricId,
    history,
    result,
    factor === undefined
      ? { ...(run.raw ? { raw: run.raw } : {}), runs: run.runs }
      : { base: f, head: f, runs: run.runs },
  )
  if (!opts.history) return opts
  const n = opts.history.runs
  return { ...opts, history: { ...opts.history, headNoise: Math.sqrt(f * f * (1 + 1 / n) - 1 / n) } }
}
