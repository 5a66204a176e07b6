// A data.js with several benchmark sets (a Go set and a Python set, say) holds histories of different
// things: by default each set becomes a suite of its own, `<suite>-<set>`, so that compare and the
// change points never judge one set's benchmarks against another's. Pure.
import type { HistoryEntry } from './import-history'

/** A set's name as a suite id's tail: "Go Benchmark" → "go-benchmark". */
export function setSlug(set: string): string {
  return (
    set
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'set'
  )
}

/** The entries per suite: one group when they come from one set (or none), else a suite per set. */
export function suitesPerSet(
  suite: string,
  entries: HistoryEntry[],
): Array<{ suiteId: string; set: string | undefined; entries: HistoryEntry[] }> {
  const sets = [...new Set(entries.map((e) => e.set))]
  if (sets.length < 2) return [{ suiteId: suite, set: undefined, entries }]
  const taken = new Set<string>()
  return sets.map((set) => {
    let id = `${suite}-${setSlug(set ?? '')}`.slice(0, 80)
    for (let n = 2; taken.has(id); n++) id = `${suite}-${setSlug(set ?? '')}-${n}`.slice(0, 80)
    taken.add(id)
    return { suiteId: id, set, entries: entries.filter((e) => e.set === set) }
  })
}
