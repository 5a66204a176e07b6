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

/** The index of a suite's runs (oldest first, every testbed's), each named as menus and notes name it. */
export function runIndex(suite: Suite, runs: Run[]): RunIndex {
  const beds = byTestbed(runs)
  return {
    suite,
    runs: [...runs].reverse().map((r) => {
      const { id, date, version, label, status } = r
      const bed = testbedOf(r)
      const name = runName(r, runNumber(r, runs), r.date ? runWhen(r, beds.get(bed)!) : (r.label ?? r.id))
      const where = bed !== undefined ? { testbed: bed } : {}
      return { id, date, version, label, status, ...where, name, short: shortRunText(name) }
    }),
  }
}

/**
 * A run's name in menus and notes: its number among its testbed's runs (runNumbers, as trends,
 * tables and change points number it), then its day (and time, when runs of its testbed share the day) and
 * version.
 */
function runName(r: Pick<Run, 'date' | 'version' | 'label' | 'status'>, n: string, when: string): string {
  // A run's label is the name the page's tables give it ("Fusion 12.3.76 on .NET 10.0.7"): said here too,
  // before its day, so that one run is not named three ways on a page.
  const named = r.label && r.date ? `${r.label} · ${when}` : `${when}${r.version ? ` · ${r.version}` : ''}`
  return `${n ? `${n} · ` : ''}${named}${r.status === 'retired' ? ' (retired)' : ''}`
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
  if (numbered && (!date || date.length > 10)) return `${numbered}${retired}`
  if (date) return `${date}${retired}`
  return full.length > 16 ? `${full.slice(0, 15)}…` : full
}
