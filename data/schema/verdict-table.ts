// What the verdicts of one table say together: when most benchmarks of a run moved one way at once (a
// runner slower across the board), each row is not a finding of its own — the table says it once
// ("every benchmark +45 %: the machine, or a change they all share; run again to tell") and the rows
// read unchanged. Used by the pages' changes tables and `pnpm compare` alike, over one metric's rows.
import type { Judgement, Moved } from './verdict'
import { formatChange } from './format'
import { median } from './stats'

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
