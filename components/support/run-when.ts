// When a run was measured, as menus and trend axes show it: its day, and when another run of the same
// list has that day too, the time of day (UTC, as stored) or, failing that, its place among them ("#2"),
// so that two runs of one afternoon never read alike.
import type { Run } from '../../data/schema/schema'

type When = Pick<Run, 'id' | 'date'>

const day = (r: When) => r.date?.slice(0, 10)
/** "HH:MM" of an ISO date-time; empty for a date alone. */
const clock = (r: When) => (r.date && r.date.length > 10 ? r.date.slice(11, 16) : '')

/** `r`'s day, told apart from the other runs of `oldestFirst` measured that day. */
export function runWhen(r: When, oldestFirst: When[]): string {
  const d = day(r)
  if (!d) return r.id
  const sameDay = oldestFirst.filter((x) => day(x) === d)
  if (sameDay.length < 2) return d
  const t = clock(r)
  const sameTime = sameDay.filter((x) => clock(x) === t)
  if (t && sameTime.length < 2) return `${d} ${t}`
  const place = sameTime.findIndex((x) => x.id === r.id) + 1
  return `${d}${t ? ` ${t}` : ''} #${place || sameTime.length + 1}`
}
