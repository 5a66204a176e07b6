// The static JSON a built site carries for each suite, so that a reader can redraw a chart for any
// earlier run without the page shipping its history: bench-data/<suite>/index.json lists the runs,
// bench-data/<suite>/<run>.json holds one run. Paths are relative to the site's base.
import type { Run, Suite } from '../../data/schema/schema'
import { runNumber, runWhen } from './run-when'

export interface RunIndex {
  suite: Suite
  /** Newest first. */
  runs: Array<Pick<Run, 'id' | 'date' | 'version' | 'label' | 'status'>>
}

export const runIndexPath = (suite: string) => `bench-data/${suite}/index.json`
export const runPath = (suite: string, run: string) => `bench-data/${suite}/${run}.json`

export function runIndex(suite: Suite, runs: Run[]): RunIndex {
  return {
    suite,
    runs: [...runs].reverse().map(({ id, date, version, label, status }) => ({ id, date, version, label, status })),
  }
}

/** The runs of a list that are not retired, kept per list (a menu names every run of one list). */
const currentCache = new WeakMap<RunIndex['runs'], RunIndex['runs']>()
function current(all: RunIndex['runs']): RunIndex['runs'] {
  let c = currentCache.get(all)
  if (!c) currentCache.set(all, (c = all.filter((x) => x.status !== 'retired')))
  return c
}

/**
 * A run's name in menus and notes: its number in the suite, then its day (and time, when runs share the day)
 * and version; `all` (newest first, as the index) numbers it and tells runs of the same day apart.
 */
export function runName(r: RunIndex['runs'][number], all: RunIndex['runs'] = []): string {
  const when = r.date ? runWhen(r, all, 'newest-first') : (r.label ?? r.id)
  // Numbered among the runs that count, as trends, change points and earlier changes number them: a
  // withdrawn run has no number (it shifted every later run's by one in the menu alone).
  const n = r.status === 'retired' ? '' : runNumber(r, current(all), 'newest-first')
  // A run's label is the name the page's tables give it ("Fusion 12.3.76 on .NET 10.0.7"): said here too,
  // before its day, so that one run is not named three ways on a page.
  const named = r.label && r.date ? `${r.label} · ${when}` : `${when}${r.version ? ` · ${r.version}` : ''}`
  return `${n ? `${n} · ` : ''}${named}${r.status === 'retired' ? ' (retired)' : ''}`
}

/**
 * What a block says in place of its figures when the run a reader picked has none for it: in words, with
 * the run's name, never the builder's message (that names suites and JSON filters, for page authors).
 */
export function noDataText(run: string, block: 'chart' | 'table'): string {
  // A numbered name says "Run 3 of 20 · …" itself; other names may already end in "run" (".NET 10.0.1 run").
  if (/^Run \d+ of \d+/.test(run)) return `${run} has no figures for this ${block}.`
  return `The ${run}${/\brun$/i.test(run) ? '' : ' run'} has no figures for this ${block}.`
}

/**
 * The run menu's text on a phone, where the toolbar must fit one row: the run's date (or the start of
 * its name). The full name stays in the menu's options and the section's run line.
 */
export function shortRunText(full: string): string {
  // With its time or place when another run shares its day (run-when.ts); where runs share the day, the
  // run's number tells them apart in fewer characters, and in the words the page's text uses.
  const date = /\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?(?: #\d+)?/.exec(full)?.[0]
  const numbered = /^Run \d+ of \d+/.exec(full)?.[0]
  const retired = full.includes('(retired)') ? ' (retired)' : ''
  if (numbered && (!date || date.length > 10)) return `${numbered}${retired}`
  if (date) return `${date}${retired}`
  return full.length > 16 ? `${full.slice(0, 15)}…` : full
}

/**
 * The run menu's text as its day and the rest ("19:58:34"), so that the narrowest phones can leave out the
 * day that the chart's caption already says (style.css).
 */
export function runTextParts(text: string): { day: string; rest: string } {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}.*)$/.exec(text)
  return m ? { day: m[1]!, rest: m[2]! } : { day: '', rest: text }
}

/** The newest current (not retired) run of an index: what every block shows unless told otherwise. */
export function latestRunId(index: RunIndex): string | undefined {
  return index.runs.find((r) => r.status !== 'retired')?.id
}

/**
 * What choosing `id` for a whole suite means: undefined when it is the latest run (every block goes
 * back to the run it was built with), else the id. Throws when the suite has no such run.
 */
export function switchTarget(index: RunIndex, id: string | null): string | undefined {
  if (id === null || id === latestRunId(index)) return undefined
  if (!index.runs.some((r) => r.id === id)) throw new Error(`no run "${id}" in ${index.suite.id}`)
  return id
}

/** The run a block should be rebuilt for, or undefined when it keeps what the build rendered. */
export function runToShow(chosen: string | undefined, builtRunId: string | undefined): string | undefined {
  return chosen && chosen !== builtRunId ? chosen : undefined
}

/** A fetched run as the builders take it: the suite and that one run. */
export function runData(index: RunIndex, run: Run): { suite: Suite; runs: Run[] } {
  return { suite: index.suite, runs: [run] }
}

/**
 * A chart's title for the run a reader picked: a title that says "the latest run" names the run shown instead
 * ("Time per op in run 13 of 20"); the build's title said "latest" over an earlier run's bars.
 */
export function titleForRun(title: string, name: string | undefined): string {
  if (!name) return title
  const n = /^Run (\d+ of \d+)/.exec(name)?.[1]
  return title.replace(/\bthe (latest|newest) run\b/i, n ? `run ${n}` : `the run of ${shortRunText(name)}`)
}
