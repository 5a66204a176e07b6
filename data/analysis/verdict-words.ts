// The words of a verdict (verdict.ts): what decided it, in one line for a details row, and the short
// reason beside it on a page. Apart from the judge so that each file stays small.
import type { Judgement, TestName } from './verdict-types'
import { formatNumber } from '../numbers/format'

export const TEST_NAME: Record<TestName, string> = {
  'mann-whitney': 'Mann–Whitney U',
  welch: 'Welch t',
  interval: 'the tool’s confidence intervals',
}

export function count(n: number): string {
  return formatNumber(n, { decimals: 0 })
}

/** "p = 0.031", "p < 0.001". */
export function formatP(p: number): string {
  if (p < 0.001) return `p < ${formatNumber(0.001, { decimals: 3 })}`
  return `p = ${formatNumber(p, { significant: 2, grouping: false })}`
}

/**
 * The short reason under a verdict on a page: "not significant, p = 0.17", "identical", "off its recent
 * level" — whatever decided, in words a reader sees without pointing at the row.
 */
export function verdictReason(
  j: Pick<Judgement, 'verdict' | 'test' | 'notes' | 'identical' | 'method' | 'level'>,
): string {
  if (j.identical) return 'identical'
  if (j.verdict === 'unknown') {
    if (j.notes.some((n) => n.startsWith('no better or worse'))) return 'no better or worse set'
    if (j.notes.some((n) => n.startsWith('a mean'))) return 'a mean without spread'
    if (j.notes.some((n) => n.startsWith('two figures'))) return 'no history or spread to judge by'
    return 'one sample per run'
  }
  if (j.notes.some((n) => n.startsWith('smaller than the figures'))) return 'below the figures’ resolution'
  if (j.method === 'exact') return 'counted exactly'
  if (j.notes.some((n) => n.startsWith('moved with'))) return 'moved with the whole run'
  if (j.notes.some((n) => n.startsWith('larger than a move'))) return 'larger than a flagged move beside it'
  const follows = j.notes.find((n) => n.startsWith('follows '))
  if (follows) return `as ${follows.slice('follows '.length).split(',')[0]}`
  if (j.level) {
    const against = `${signed(j.level.change)} against the last ${count(j.level.runs)} runs’ median`
    return j.verdict === 'unchanged' && j.level.verdict === 'unchanged' && j.notes.some((n) => n.startsWith('against'))
      ? `base run was off; ${against}`
      : against
  }
  if (!j.test) return ''
  return `${j.test.significant ? 'significant' : 'not significant'}, ${formatP(j.test.p)}`
}

function signed(f: number): string {
  return `${f > 0 ? '+' : f < 0 ? '−' : '±'}${percent(Math.abs(f))}`
}

/** What decided, in one line, for a hover or a details row: statistic, test, band. */
export function decidedBy(j: Judgement): string {
  if (j.method === 'none') return j.notes[0] ?? ''
  if (j.method === 'exact') return `${j.statistic}; counted exactly: any change of a whole unit is a change`
  const test = j.test
    ? `${TEST_NAME[j.test.test]} (n = ${count(j.test.n[0])}/${count(j.test.n[1])}), ${formatP(j.test.p)}`
    : 'no test (no spread reported)'
  const band =
    j.band.source === 'history'
      ? `±${percent(j.band.width)} band from ${count(j.band.runs ?? 0)} past runs`
      : j.band.source === 'run'
        ? `±${percent(j.band.width)} band: this run pair's ${count(j.band.runs ?? 0)} benchmarks scatter that much`
        : `±${percent(j.band.width)} band (no history yet)`
  const level = j.level
    ? `; against the median of the last ${count(j.level.runs)} runs ${signed(j.level.change)} (band ±${percent(j.level.width)})`
    : ''
  const extra = j.notes.filter((n) => /^(smaller than|against|moved with|two figures|follows|larger than)/.test(n))
  return `${j.statistic}; ${test}; ${band}${level}${j.primary ? '' : '; secondary metric'}${extra.length ? `; ${extra.join('; ')}` : ''}`
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
