// What an import tells about a long history, said once per kind: a history of 1,277 entries that
// all share one oddity gets one line, with how many entries have it, the first of them named in full,
// and the option that changes what was done. Pure.

/** One thing worth telling about one entry. `kind` groups the entries told the same thing. */
export interface HistoryNote {
  kind: string
  /** The first entry's case, in full (names are never shortened). */
  text: string
  /** The option that does otherwise, when one does. */
  flag?: string
  /** The entry it is about, when it is about one: the summary counts entries, not notes. */
  entry?: string
}

/** Notes of many entries → one line per kind, in the order the kinds first appeared. */
export function summarizeNotes(notes: Iterable<HistoryNote>): string[] {
  const kinds = new Map<string, { first: HistoryNote; entries: Set<string> }>()
  let i = 0
  for (const note of notes) {
    const entry = note.entry ?? String(i++)
    const k = kinds.get(note.kind)
    if (k) k.entries.add(entry)
    else kinds.set(note.kind, { first: note, entries: new Set([entry]) })
  }
  return [...kinds.values()].map(
    ({ first, entries: { size: n } }) =>
      `${first.text}${n > 1 ? ` (${n} entries like this; the first is named)` : ''}${first.flag ? `; ${first.flag}` : ''}`,
  )
}

/**
 * A warning of the store (which knows no kinds) as a note: warnings that differ only in quoted names
 * and numbers are of one kind, and the first is shown as it was written.
 */
export function warningNote(where: string, warning: string): HistoryNote {
  return {
    kind: warning.replace(/"[^"]*"/g, '""').replace(/\d+(\.\d+)?/g, '0'),
    text: `${where}: ${warning}`,
    entry: where,
  }
}
