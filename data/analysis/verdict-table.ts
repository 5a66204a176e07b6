// What the verdicts of one table say together: when most benchmarks of a run moved one way at once (a
// runner slower across the board), each row is not a finding of its own — the table says it once
// ("every benchmark +45 %: the machine, or a change they all share; run again to tell") and the rows
// read unchanged. Used by the pages' changes tables and `pnpm compare` alike, over one metric's rows.
import type { Judgement, Moved } from './verdict'
import { formatChange } from '../numbers/format'
import { median } from './stats'
import { unitInfo } from '../numbers/units'

/** Fewer judged rows than this cannot tell a run that moved as a whole from a few changes. */
export const SHARED_MIN_ROWS = 4
/** The share of rows that must have moved one way. */
export const SHARED_SHARE = 2 / 3

export interface SharedShift {
  verdict: Moved
  /** How many rows moved that way, of how many judged. */
  count: number
  total: number
  /** Their median change (against the recent level where rows have one). */
  change: number
  /** What the table says once. */
  text: string
}

/** The shift most rows share, if any; the rows that moved with it are set to unchanged, with a note. */
export function settleShared(js: Judgement[]): SharedShift | undefined {
  const judged = js.filter((j) => j.verdict !== 'failed')
  if (judged.length < SHARED_MIN_ROWS) return undefined
  for (const way of ['regressed', 'improved'] as const) {
    const moved = judged.filter((j) => j.moved === way)
    if (moved.length < SHARED_SHARE * judged.length) continue
    const change = median(moved.map((j) => j.level?.change ?? j.change ?? 0))
    const who = moved.length === judged.length ? 'every benchmark' : `${moved.length} of ${judged.length} benchmarks`
    const text = `${who} ${formatChange(change)}: the machine, or a change they all share; run again to tell`
    for (const j of moved) {
      j.notes.push(`moved with the whole run (${who} ${formatChange(change)})`)
      if (j.verdict === way) j.verdict = 'unchanged'
    }
    return { verdict: way, count: moved.length, total: judged.length, change, text }
  }
  return undefined
}

export interface PairItem {
  /** The benchmark and its parameters (resultKey). */
  key: string
  metricId: string
  label: string
  unit: string
  j: Judgement
}

/**
 * Time and throughput of one benchmark measure one thing two ways: they get one verdict. The one the suite
 * lists first decides; the other follows it, and says so where on its own it would have read otherwise
 * ("time +65 % unchanged" above "throughput −39 % regressed" for the same benchmark contradicted itself).
 */
export function settleTimeAndRate(items: PairItem[], order: readonly string[]): void {
  const byKey = new Map<string, PairItem[]>()
  for (const i of items) {
    const d = unitInfo(i.unit)?.dimension
    if (!i.j.primary || (d !== 'time' && d !== 'rate' && d !== 'byterate')) continue
    const list = byKey.get(i.key) ?? []
    list.push(i)
    byKey.set(i.key, list)
  }
  for (const list of byKey.values()) {
    const dims = new Set(list.map((i) => unitInfo(i.unit)!.dimension === 'time'))
    if (dims.size < 2) continue
    list.sort((a, b) => order.indexOf(a.metricId) - order.indexOf(b.metricId))
    const [first, ...rest] = list
    for (const i of rest) {
      if (i.j.verdict === first!.j.verdict || first!.j.verdict === 'failed') continue
      if (!reciprocal(first!, i)) continue
      i.j.notes.push(`follows ${first!.label}, which decides for this benchmark (alone: ${i.j.verdict})`)
      i.j.verdict = first!.j.verdict
    }
  }
}

/**
 * Whether a time and a rate changed as one thing measured two ways (a rate that is operations over the
 * time): (1 + one change) × (1 + the other) within 10 % of 1. Two that moved independently (time +30 %
 * and calls +30 %) are two findings, each judged on its own.
 */
function reciprocal(a: PairItem, b: PairItem): boolean {
  const ta = unitInfo(a.unit)!.dimension === 'time'
  const tb = unitInfo(b.unit)!.dimension === 'time'
  if (ta === tb || a.j.change === null || b.j.change === null) return false
  return Math.abs((1 + a.j.change) * (1 + b.j.change) - 1) <= 0.1
}

/**
 * One table reads monotonically: a larger move the same way never gets a weaker verdict than a smaller
 * one. A row left unchanged while a smaller move beside it, judged with a band no narrower, was flagged,
 * takes that verdict and says why (its own test or band would have kept it). Rows with a wider band of
 * their own (a benchmark that always moves more) keep theirs: the band beside them says why.
 */
export function settleMonotonic(js: Judgement[]): void {
  const flagged = js.filter((j) => (j.verdict === 'improved' || j.verdict === 'regressed') && j.change !== null)
  for (const j of js) {
    if (j.verdict !== 'unchanged' || j.identical || j.change === null || j.change === 0) continue
    if (j.notes.some((n) => /^(moved with|follows|smaller than)/.test(n))) continue
    const smaller = flagged.find(
      (f) =>
        Math.sign(f.change!) === Math.sign(j.change!) &&
        Math.abs(f.change!) < Math.abs(j.change!) &&
        j.band.width <= f.band.width,
    )
    if (!smaller) continue
    j.notes.push(`larger than a move judged ${smaller.verdict} in this table, with a band no narrower`)
    j.verdict = smaller.verdict
  }
}
