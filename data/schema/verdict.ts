// The one judge of a change between two measurements, used by `pnpm compare` (scripts/lib/compare-report.ts)
// and by the changes tables of the pages (changes.ts), so that both say the same word for the same two
// runs: the relative change against the suite's noise band, then, where both sides carry enough samples,
// a two-sample test (stats.ts) that must also find the change significant. A value that is really a
// failed test (format.ts isFailedValue) is "failed", never a percentage.
import type { Measurement } from './schema'
import { formatNumber, isFailedValue } from './format'
import { changeIsBetter } from './numbers'
import { mannWhitneyU, welchT } from './stats'

export type Verdict = 'improved' | 'regressed' | 'unchanged' | 'failed'
export type TestName = 'mann-whitney' | 'welch'
export type TestChoice = 'auto' | TestName

/** Default noise band when a suite sets no tolerance. */
export const DEFAULT_TOLERANCE = 0.05
export const DEFAULT_ALPHA = 0.05
/** Both sides need at least this many samples before a statistical test decides. */
export const MIN_SAMPLES = 3
/** With `auto`, Mann–Whitney needs this many samples on each side (below it cannot reach p < 0.05). */
export const MANN_WHITNEY_MIN_SAMPLES = 5

/** The words both reports use. */
export const VERDICT_WORD: Record<Verdict, string> = { improved: 'improved', regressed: 'regressed', unchanged: 'unchanged', failed: 'failed' }
export const TEST_NAME: Record<TestName, string> = { 'mann-whitney': 'Mann–Whitney U', welch: 'Welch t' }

export interface TestReport {
  test: TestName
  /** U of head against base (Mann–Whitney) or t of head − base (Welch). */
  statistic: number
  df?: number
  p: number
  significant: boolean
  /** Sample counts: [base, head]. */
  n: [number, number]
}

export interface Judgement {
  /** (head − base) / |base|; null when base is 0 and head is not. */
  change: number | null
  verdict: Verdict
  /** What decided: the noise band alone, or a test over the samples plus the band. */
  method: 'tolerance' | TestName
  test?: TestReport
  notes: string[]
}

/** Judged by the noise band alone. */
export function verdict(fraction: number, direction: 'higher' | 'lower', tolerance: number): Verdict {
  if (Number.isNaN(fraction) || Math.abs(fraction) <= tolerance) return 'unchanged'
  return changeIsBetter(fraction, direction) ? 'improved' : 'regressed'
}

export function relativeChange(base: number, head: number): number | null {
  if (base === 0) return head === 0 ? 0 : null
  return (head - base) / Math.abs(base)
}

export interface JudgeOptions {
  tolerance?: number
  alpha?: number
  test?: TestChoice
}

/** Base and head in the same unit (the caller converts). */
export function judge(base: Measurement, head: Measurement, unit: string, direction: 'higher' | 'lower', opts: JudgeOptions = {}): Judgement {
  const tolerance = opts.tolerance ?? DEFAULT_TOLERANCE
  const alpha = opts.alpha ?? DEFAULT_ALPHA
  const change = relativeChange(base.value, head.value)
  const notes: string[] = []
  if (isFailedValue(head.value, unit)) return { change, verdict: 'failed', method: 'tolerance', notes: ['head measured nothing (0): a failed run, not a figure'] }
  if (change === null) notes.push('base is 0: no relative change')
  let v = verdict(change ?? Infinity, direction, tolerance)
  let method: Judgement['method'] = 'tolerance'
  let test: TestReport | undefined
  const bs = base.samples ?? []
  const hs = head.samples ?? []
  if (bs.length >= MIN_SAMPLES && hs.length >= MIN_SAMPLES) {
    const choice = opts.test ?? 'auto'
    const name: TestName = choice === 'auto' ? (Math.min(bs.length, hs.length) >= MANN_WHITNEY_MIN_SAMPLES ? 'mann-whitney' : 'welch') : choice
    const res = name === 'mann-whitney' ? mannWhitneyU(hs, bs) : welchT(hs, bs)
    const significant = res.p < alpha
    test = { test: name, statistic: 'u' in res ? res.u : res.t, ...('df' in res ? { df: res.df } : {}), p: res.p, significant, n: [bs.length, hs.length] }
    method = name
    if (!significant) {
      if (v !== 'unchanged') notes.push(`beyond the ±${percent(tolerance)} band but not significant (p ≥ ${plain(alpha)})`)
      v = 'unchanged'
    }
  } else if (bs.length || hs.length) {
    notes.push(`too few samples for a test (base ${bs.length}, head ${hs.length}; ${MIN_SAMPLES} each needed): judged by the ±${percent(tolerance)} band`)
  }
  return { change, verdict: v, method, ...(test ? { test } : {}), notes }
}

/** "p = 0.031", "p < 0.001". */
export function formatP(p: number): string {
  if (p < 0.001) return `p < ${formatNumber(0.001, { decimals: 3 })}`
  return `p = ${formatNumber(p, { significant: 2, grouping: false })}`
}

/** The short reason under a verdict on a page: "not significant, p = 0.17", "significant, p = 0.003". */
export function verdictReason(j: Pick<Judgement, 'verdict' | 'test'>): string {
  if (!j.test) return ''
  return `${j.test.significant ? 'significant' : 'not significant'}, ${formatP(j.test.p)}`
}

/** 0.2 → "20 %", 0.125 → "12.5 %". */
export function percent(fraction: number): string {
  const pct = Math.round(fraction * 1000) / 10
  return `${formatNumber(pct, { decimals: Number.isInteger(pct) ? 0 : 1 })}\u00a0%`
}

/** A plain number with as few decimals as it needs (0.05, 0.1, 3). */
export function plain(x: number): string {
  let d = 0
  while (d < 6 && Math.round(x * 10 ** d) / 10 ** d !== x) d++
  return formatNumber(x, { decimals: d, grouping: false })
}
