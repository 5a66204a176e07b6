// What `pnpm compare` says about a suite's past, beside its latest runs: runs both sides hold that differ
// (edited), runs only base holds (removed), and change points that appear or vanish. A history rewritten
// to erase a regression (its runs edited, or removed) was reported as "Nothing changed".
import type { Run } from '../../data/schema/schema'
import { rangeText, suiteChanges, type SuiteChange } from '../../components/build-time/change-point-series'
import { resultKey } from '../../data/schema/model'
import type { SuiteInput } from './compare-rows'

export interface HistoryReport {
  suite: string
  /** Run ids both sides hold whose contents differ. */
  edited: string[]
  /** Run ids only base holds. */
  removed: string[]
  /** Change points as the site lists them ("Parse › time +50.0 % between a → b"). */
  appeared: string[]
  vanished: string[]
}

const same = (a: Run, b: Run) => JSON.stringify(a) === JSON.stringify(b)

/** A change point as one line, and its identity (the result, metric and the run it starts at). */
function changeLine(c: SuiteChange): { key: string; text: string } {
  const result = resultKey({ benchmark: c.benchmark, params: c.params })
  const params = Object.entries(c.params ?? {})
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ')
  const pct = `${c.change >= 0 ? '+' : ''}${(100 * c.change).toFixed(1)} %`
  return {
    key: `${result}\u0000${c.metric}\u0000${c.to.id}`,
    text: `${c.benchmark}${params ? ` (${params})` : ''} › ${c.metric} ${pct} between ${rangeText(c)}`,
  }
}

/** The past of one suite on both sides; undefined when nothing of it differs but new runs in head. */
export function compareHistory(id: string, base: SuiteInput, head: SuiteInput): HistoryReport | undefined {
  const headRuns = new Map(head.runs.map((r) => [r.id, r]))
  const edited: string[] = []
  const removed: string[] = []
  for (const r of base.runs) {
    const h = headRuns.get(r.id)
    if (!h) removed.push(r.id)
    else if (!same(r, h)) edited.push(r.id)
  }
  const lines = (s: SuiteInput) =>
    new Map(
      suiteChanges(s)
        .map(changeLine)
        .map((c) => [c.key, c.text]),
    )
  const [b, h] = [lines(base), lines(head)]
  const appeared = [...h].filter(([k]) => !b.has(k)).map(([, t]) => t)
  const vanished = [...b].filter(([k]) => !h.has(k)).map(([, t]) => t)
  if (!edited.length && !removed.length && !appeared.length && !vanished.length) return undefined
  return { suite: id, edited, removed, appeared, vanished }
}
