// When a run was measured, as menus and trend axes show it: its day, and when another run of the same
// list has that day too, the time of day (UTC, as stored; to the second when runs share a minute) or,
// failing that, its place among them ("#2"), so that two runs of one afternoon never read alike.
import type { Run } from '../../data/schema/schema'

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

/**
 * "Run 13 of 20": a run's place among its suite's runs, oldest first — the name a page's text uses for it
 * ("run 4", "runs 12 and 13"), which a date shared by all twenty runs is not. Empty in a suite of one run.
 */
export function runNumber(
  r: Pick<Run, 'id'>,
  list: readonly Pick<Run, 'id'>[],
  order: 'oldest-first' | 'newest-first' = 'oldest-first',
): string {
  const i = list.findIndex((x) => x.id === r.id)
  if (list.length < 2 || i < 0) return ''
  return `Run ${order === 'oldest-first' ? i + 1 : list.length - i} of ${list.length}`
}
