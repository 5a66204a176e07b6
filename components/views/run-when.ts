// A run's names, as menus, notes, trend axes, tables and change points give them (worked out at build time,
// and shipped to the browser in the suite's run index): its number among its testbed's runs ("Run 13 of 20"),
// and when it was measured: its day, and when another run of the same list has that day too, the time of day
// (UTC, as stored; to the second when runs share a minute) or, failing that, its place among them ("#2"),
// so that two runs of one afternoon never read alike.
import type { Run, Suite } from '../../data/schema/schema'
import { numberOf, type RunIndex } from './run-files'
import { testbedOf } from '../../data/schema/model'

type When = Pick<Run, 'id' | 'date'>

const day = (r: When) => r.date?.slice(0, 10)
/** "HH:MM" (or "HH:MM:SS") of an ISO date-time; empty for a date alone. */
const clock = (r: When, seconds = false) => (r.date && r.date.length > 10 ? r.date.slice(11, seconds ? 19 : 16) : '')

/** Each day's runs of a list, in the list's order; kept per list, since menus and axes ask for every run of one list. */
const byDayCache = new WeakMap<readonly When[], Map<string, When[]>>()
function byDay(list: readonly When[]): Map<string, When[]> {
  let m = byDayCache.get(list)
  if (!m) {
    m = new Map()
    for (const x of list) {
      const d = day(x)
      if (d) (m.get(d) ?? m.set(d, []).get(d)!).push(x)
    }
    byDayCache.set(list, m)
  }
  return m
}

/** `r`'s day, told apart from the other runs of `list` (oldest first, or newest first) measured that day. */
export function runWhen(
  r: When,
  list: readonly When[],
  order: 'oldest-first' | 'newest-first' = 'oldest-first',
): string {
  const d = day(r)
  if (!d) return r.id
  const sameDay = byDay(list).get(d) ?? []
  if (sameDay.length < 2) return d
  const t = clock(r)
  const sameTime = sameDay.filter((x) => clock(x) === t)
  if (t && sameTime.length < 2) return `${d} ${t}`
  // Runs made one after another (a benchmark that takes seconds): their second tells them apart.
  const s = clock(r, true)
  if (s.length === 8 && sameTime.filter((x) => clock(x, true) === s).length < 2) return `${d} ${s}`
  // The place counts from the day's first run, whichever way the list runs.
  const oldestFirst = order === 'newest-first' ? [...sameTime].reverse() : sameTime
  const place = oldestFirst.findIndex((x) => x.id === r.id) + 1
  return `${d}${t ? ` ${t}` : ''} #${place || sameTime.length + 1}`
}

type Numbered = Pick<Run, 'id' | 'status' | 'environment'>

/** Each list's numbers, kept per list: a menu, an axis and a change list ask for every run of one list. */
const numbersCache = new WeakMap<readonly Numbered[], Map<string, { n: number; of: number }>>()

/** A list's runs by testbed, each testbed's in the list's order. */
function byTestbed<R extends Pick<Run, 'environment'>>(list: readonly R[]): Map<string | undefined, R[]> {
  const beds = new Map<string | undefined, R[]>()
  for (const r of list) (beds.get(testbedOf(r)) ?? beds.set(testbedOf(r), []).get(testbedOf(r))!).push(r)
  return beds
}

/**
 * Every run's number as pages name it: its place among the runs of its own testbed that count (not retired),
 * oldest first, and how many those are. One numbering for the run menu, trend axes and tooltips, change
 * points, tables and captions, so that "run 13" picked on a chart is run 13 on its axis and in its tables: a
 * chart shows one testbed's runs, and numbers counted across testbeds named another run than its axis did.
 * `list` is oldest first (as stored). Retired runs have no number, and shift no other run's.
 */
export function runNumbers(list: readonly Numbered[]): Map<string, { n: number; of: number }> {
  let m = numbersCache.get(list)
  if (m) return m
  const beds = byTestbed(list.filter((r) => r.status !== 'retired'))
  m = new Map()
  for (const runs of beds.values()) runs.forEach((r, i) => m!.set(r.id, { n: i + 1, of: runs.length }))
  numbersCache.set(list, m)
  return m
}

/**
 * "Run 13 of 20": a run's number (runNumbers) in a list oldest first — the name a page's text uses for it
 * ("run 4", "runs 12 and 13"), which a date shared by all twenty runs is not. Empty for a run alone on its
 * testbed, or retired.
 */
export function runNumber(r: Pick<Run, 'id'>, list: readonly Numbered[]): string {
  const x = runNumbers(list).get(r.id)
  return x && x.of > 1 ? `Run ${x.n} of ${x.of}` : ''
}

/**
 * What a run's data says it is, beside its number: its label, without a closing "run" (".NET 10.0.1 run" is
 * "Run 1 of 2 (.NET 10.0.1)"), else its version.
 */
export function runDetail(r: Pick<Run, 'label' | 'version'>): string | undefined {
  const label = r.label?.replace(/\s+run$/i, '')
  return label || (r.version ? `version ${r.version}` : undefined)
}

/**
 * A run's one name on a page: its number among its testbed's runs and what its data says it is ("Run 2 of 2
 * (Fusion 12.3.76 on .NET 10.0.7)"). The run menu, chart and table captions, change tables, trend tooltips and
 * a page's :run{field=name} all give it, so that a run is not ".NET 10.0.1 run" in one place and "2026-04-25"
 * in another. Without a number (a run alone on its testbed), its label or version; empty when it has neither.
 */
export function runDisplayName(r: Pick<Run, 'id' | 'label' | 'version'>, list: readonly Numbered[]): string {
  return namedRun(runNumber(r, list), r)
}

/** runDisplayName from a run's number already known ("Run 2 of 2", or empty): a run rebuilt alone in the browser. */
export function namedRun(n: string, r: Pick<Run, 'label' | 'version'>): string {
  const detail = runDetail(r)
  return n && detail ? `${n} (${detail})` : n || detail || ''
}

/** The index of a suite's runs (oldest first, every testbed's), each named as menus and notes name it. */
export function runIndex(suite: Suite, runs: Run[]): RunIndex {
  const beds = byTestbed(runs)
  return {
    suite,
    runs: [...runs].reverse().map((r) => {
      const { id, date, version, label, status } = r
      const bed = testbedOf(r)
      const name = runName(r, runDisplayName(r, runs), r.date ? runWhen(r, beds.get(bed)!) : undefined)
      const where = bed !== undefined ? { testbed: bed } : {}
      return { id, date, version, label, status, ...where, name, short: shortRunText(name) }
    }),
  }
}

/**
 * A run's name in menus and notes: its name on the page (runDisplayName), then its day (and time, when runs
 * of its testbed share the day): "Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7) · 2026-04-25".
 */
function runName(r: Pick<Run, 'id' | 'status'>, name: string, when: string | undefined): string {
  const parts = [name, when].filter(Boolean)
  return `${parts.length ? parts.join(' · ') : r.id}${r.status === 'retired' ? ' (retired)' : ''}`
}

/**
 * The run menu's text on a phone, where the toolbar must fit one row: the run's date (or the start of
 * its name). The full name stays in the menu's options and the section's run line. Worked out at build time
 * (the run index carries it), as the name is.
 */
export function shortRunText(full: string): string {
  // With its time or place when another run shares its day (run-when.ts); where runs share the day, the
  // run's number tells them apart in fewer characters, and in the words the page's text uses.
  const date = /\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?(?: #\d+)?/.exec(full)?.[0]
  const numbered = numberOf(full)?.[0]
  const retired = full.includes('(retired)') ? ' (retired)' : ''
  // A numbered run is named by its number wherever the page names it (runDisplayName): its date alone would be
  // a second name for it.
  if (numbered) return `${numbered}${retired}`
  if (date) return `${date}${retired}`
  return full.length > 16 ? `${full.slice(0, 15)}…` : full
}
