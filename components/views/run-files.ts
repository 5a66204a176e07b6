// The static JSON a built site carries for each suite, so that a reader can redraw a chart for any
// earlier run without the page shipping its history: bench-data/<suite>/index.json lists the runs,
// bench-data/<suite>/<run>.json holds one run. Paths are relative to the site's base.
import type { Run, Suite } from '../../data/schema/schema'

export interface RunIndex {
  suite: Suite
  /** Newest first. */
  runs: Array<
    Pick<Run, 'id' | 'date' | 'version' | 'label' | 'status'> & {
      /** Where it ran, when the run says: the run menu offers a chart's own testbed's runs only. */
      testbed?: string
      /** Its name in menus and notes, worked out at build time (run-when.ts runIndex): the browser ships no naming code. */
      name: string
      /** The run menu's text on a phone (run-when.ts shortRunText): its date, or its number. */
      short: string
    }
  >
}

export const runIndexPath = (suite: string) => `bench-data/${suite}/index.json`
export const runPath = (suite: string, run: string) => `bench-data/${suite}/${run}.json`

/** "Run 13 of 20", the start of a numbered run name. */
export const numberOf = (name: string) => /^Run (\d+ of \d+)/.exec(name)

/**
 * What a block says in place of its figures when the run a reader picked has none for it: in words, with
 * the run's name, never the builder's message (that names suites and JSON filters, for page authors).
 */
export function noDataText(run: string, block: 'chart' | 'table'): string {
  // A numbered name says "Run 3 of 20 · …" itself; other names may already end in "run" (".NET 10.0.1 run").
  if (numberOf(run)) return `${run} has no figures for this ${block}.`
  return `The ${run}${/\brun$/i.test(run) ? '' : ' run'} has no figures for this ${block}.`
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

const testbedIn = (runs: RunIndex['runs'], id: string | undefined) => runs.find((r) => r.id === id)?.testbed

/**
 * The run a block should be rebuilt for, or undefined when it keeps what the build rendered; also for a run of
 * another testbed than the block's (`runs`: the index), which is not its history nor counted by its numbers.
 */
export function runToShow(
  chosen: string | undefined,
  builtRunId: string | undefined,
  runs: RunIndex['runs'] = [],
): string | undefined {
  return chosen && chosen !== builtRunId && testbedIn(runs, chosen) === testbedIn(runs, builtRunId) ? chosen : undefined
}

/**
 * The runs a chart's menu offers: those of its own testbed (the runs its numbers, axis and tables count: run
 * 13 picked is run 13 everywhere on it) that have figures for it (chart.ts runsWith; all when undefined).
 */
export function offeredRuns(
  runs: RunIndex['runs'],
  builtRunId: string | undefined,
  runsWith: readonly string[] | undefined,
): RunIndex['runs'] {
  const bed = testbedIn(runs, builtRunId)
  return runs.filter((r) => r.testbed === bed && (runsWith?.includes(r.id) ?? true))
}

/** A fetched run as the builders take it: the suite, that one run, and its number (which one run cannot tell). */
export function runData(index: RunIndex, run: Run): { suite: Suite; runs: Run[]; numbered?: Record<string, string> } {
  const n = numberOf(index.runs.find((r) => r.id === run.id)?.name ?? '')?.[0]
  return { suite: index.suite, runs: [run], ...(n ? { numbered: { [run.id]: n } } : {}) }
}

/**
 * A chart's title for the run a reader picked: a title that says "the latest run" names the run shown instead
 * ("Time per op in run 13 of 20"); the build's title said "latest" over an earlier run's bars.
 */
export function titleForRun(title: string, run: Pick<RunIndex['runs'][number], 'name' | 'short'> | undefined): string {
  if (!run) return title
  const n = numberOf(run.name)?.[1]
  return title.replace(/\bthe (latest|newest) run\b/i, n ? `run ${n}` : `the run of ${run.short}`)
}
