// The model of `pnpm compare <base> <head>`'s report, and its JSON: for every suite on both sides,
// the latest current run of head against the latest current run of base, result by result (matched
// by resultKey) and metric by metric. Pure: the sides arrive loaded and validated; numbers become
// text only through data/numbers/format.ts. The report as Markdown (a PR comment) is
// compare-markdown.ts, as plain text (a terminal) compare-text.ts; their shared sentences compare-words.ts;
// one row, a result's metric judged base against head, compare-rows.ts.
import { compareHistory, type HistoryReport } from './compare-history'
import type { Run } from '../../data/schema/schema'
import { environmentChanges } from '../../components/build-time/env'
import { isFailedValue } from '../../data/numbers/format'
import { currentRuns, onTestbed, testbedOf } from '../../data/schema/model'
import { DEFAULT_ALPHA, DEFAULT_TOLERANCE, percent } from '../../data/analysis/verdict'
import type { TestChoice, Verdict } from '../../data/analysis/verdict'
import type { AffectedReport } from './affected-charts'
import { byResult, canonical, cmpStr } from './compare-order'
import { judgeAll, pairResults } from './compare-rows'
import type { ResultRef, Row, SuiteInput } from './compare-rows'

export type { TestChoice, Verdict }
export { DEFAULT_ALPHA }

export interface SideInfo {
  /** The argument as given on the command line. */
  arg: string
  kind: 'dir' | 'ref'
  /** For a ref: the commit it resolved to. */
  commit?: string
  /** For a ref whose tree has no data/ folder: it counts as a side without suites. */
  empty?: boolean
}

export interface CompareOptions {
  alpha?: number
  test?: TestChoice
}

export interface RunInfo {
  id: string
  date?: string
  version?: string
  label?: string
  commit?: string
}

export interface Counts {
  /** Primary metrics only: what the headline and --fail-on-regression count. */
  regressed: number
  improved: number
  unchanged: number
  /** One sample a side: no verdict. */
  unknown: number
  /** Secondary metrics (CPU time, memory, allocations) that changed: listed, not headlined. */
  secondary: number
  added: number
  removed: number
}

export interface SuiteReport {
  id: string
  title: string
  tolerance: number
  base?: RunInfo
  head?: RunInfo
  /** The same run (same id, same content) on both sides. */
  sameRun: boolean
  /** "measured on a different machine/runtime" items: ["CPU: A → B", ".NET: 10.0.1 → 10.0.7"]. */
  environment: string[]
  notes: string[]
  rows: Row[]
  added: ResultRef[]
  removed: ResultRef[]
  counts: Counts
}

export interface Worst {
  suite: string
  row: Row
}

export interface Report {
  base: SideInfo
  head: SideInfo
  alpha: number
  test: TestChoice
  suites: SuiteReport[]
  suitesAdded: Array<{ id: string; title: string }>
  suitesRemoved: Array<{ id: string; title: string }>
  counts: Counts
  worst?: Worst
  /** The charts and tables of head's pages that draw other numbers (when head's pages were found). */
  charts?: AffectedReport
  /** Suites whose past differs: runs edited or removed, change points that appeared or vanished. */
  history: HistoryReport[]
}

export function compareData(
  base: Map<string, SuiteInput>,
  head: Map<string, SuiteInput>,
  sides: { base: SideInfo; head: SideInfo },
  opts: CompareOptions = {},
): Report {
  const alpha = opts.alpha ?? DEFAULT_ALPHA
  const test = opts.test ?? 'auto'
  const ids = [...new Set([...base.keys(), ...head.keys()])].sort(cmpStr)
  const suites: SuiteReport[] = []
  const suitesAdded: Report['suitesAdded'] = []
  const suitesRemoved: Report['suitesRemoved'] = []
  const history: HistoryReport[] = []
  for (const id of ids) {
    const b = base.get(id)
    const h = head.get(id)
    const past = b && h && compareHistory(id, b, h)
    if (past) history.push(past)
    if (b && h) suites.push(compareSuite(b, h, alpha, test))
    else if (h) suitesAdded.push({ id, title: h.suite.title })
    else if (b) suitesRemoved.push({ id, title: b.suite.title })
  }
  const counts = sumCounts(suites.map((s) => s.counts))
  let worst: Worst | undefined
  for (const s of suites) {
    for (const row of s.rows) {
      if (countAs(row) !== 'regressed') continue
      if (!worst || severity(row) > severity(worst.row)) worst = { suite: s.id, row }
    }
  }
  return { base: sides.base, head: sides.head, alpha, test, suites, suitesAdded, suitesRemoved, counts, worst, history }
}

/**
 * A test that fails in head and did not in base counts as a regression (and fails --fail-on-regression);
 * one that failed on both sides did not change.
 */
function countAs(
  r: Pick<Row, 'verdict' | 'base' | 'unit' | 'primary' | 'acknowledged'>,
): Exclude<keyof Counts, 'added' | 'removed'> {
  if (r.acknowledged && r.verdict !== 'improved') return 'unchanged'
  const v = r.verdict !== 'failed' ? r.verdict : isFailedValue(r.base.value, r.unit) ? 'unchanged' : 'regressed'
  return !r.primary && (v === 'regressed' || v === 'improved') ? 'secondary' : v
}

/** How much worse, as a fraction: latency 2 → 3 ms is 0.5, throughput 3 → 2 M/s is 0.5 too. */
function severity(row: Pick<Row, 'change' | 'direction'>): number {
  if (row.change === null) return Infinity
  if (row.direction === 'lower') return row.change
  return row.change <= -1 ? Infinity : 1 / (1 + row.change) - 1
}

function compareSuite(b: SuiteInput, h: SuiteInput, alpha: number, test: TestChoice): SuiteReport {
  const suite = h.suite
  const tolerance = suite.tolerance ?? DEFAULT_TOLERANCE
  const headRun = currentRuns(h.runs).at(-1)
  // Base is the latest run of head's testbed, and its history is that testbed's alone: a run of another
  // machine is never the base of a verdict nor part of a noise band.
  const baseRuns = headRun ? onTestbed(b.runs, testbedOf(headRun)) : b.runs
  const baseRun = currentRuns(baseRuns).at(-1)
  const { notes, sameRun } = suiteNotes(b, h, baseRun, headRun)
  if (headRun && baseRuns.length < b.runs.length)
    notes.push(
      `only base runs of head's testbed${testbedOf(headRun) ? ` "${testbedOf(headRun)}"` : ' (unnamed)'} are compared: ${b.runs.length - baseRuns.length} of another testbed left out`,
    )
  const environment = baseRun && headRun ? environmentChanges(baseRun, headRun) : []

  // Base's runs up to its latest: each benchmark's noise band, as the pages take it (noise.ts).
  const history = baseRun ? baseRuns.slice(0, baseRuns.indexOf(baseRun) + 1) : []
  const { pending, added, removed } = pairResults(b.suite, suite, baseRun, headRun)
  const rows = judgeAll(
    pending,
    (id) => (suite.metrics[id] ? suite : b.suite),
    history,
    { tolerance, alpha, test },
    headRun,
  )
  rows.sort(byResult)
  added.sort(byResult)
  removed.sort(byResult)
  const counts: Counts = {
    regressed: 0,
    improved: 0,
    unchanged: 0,
    unknown: 0,
    secondary: 0,
    added: added.length,
    removed: removed.length,
  }
  for (const r of rows) counts[countAs(r)]++
  return {
    id: suite.id,
    title: suite.title,
    tolerance,
    base: baseRun && runInfo(baseRun),
    head: headRun && runInfo(headRun),
    sameRun,
    environment,
    notes,
    rows,
    added,
    removed,
    counts,
  }
}

/** What the reader should know before the rows: a side without runs, a changed band, a run edited in place. */
function suiteNotes(
  b: SuiteInput,
  h: SuiteInput,
  baseRun: Run | undefined,
  headRun: Run | undefined,
): { notes: string[]; sameRun: boolean } {
  const tolerance = h.suite.tolerance ?? DEFAULT_TOLERANCE
  const notes: string[] = []
  if (!baseRun) notes.push('base has no current run: every result of head counts as added')
  if (!headRun) notes.push('head has no current run: every result of base counts as removed')
  const baseTolerance = b.suite.tolerance ?? DEFAULT_TOLERANCE
  if (baseTolerance !== tolerance)
    notes.push(`the noise band changed from ±${percent(baseTolerance)} to ±${percent(tolerance)}; head's is used`)
  let sameRun = false
  if (baseRun && headRun) {
    if (baseRun.id === headRun.id) {
      sameRun = canonical(baseRun) === canonical(headRun)
      if (!sameRun) notes.push(`run "${baseRun.id}" differs between base and head: it was edited in place`)
    } else if (baseRun.date && headRun.date && headRun.date < baseRun.date) {
      notes.push(`head's latest run (${headRun.date}) is older than base's (${baseRun.date})`)
    }
  }
  return { notes, sameRun }
}

function runInfo(r: Run): RunInfo {
  const out: RunInfo = { id: r.id }
  if (r.date) out.date = r.date
  if (r.version) out.version = r.version
  if (r.label) out.label = r.label
  if (r.commit) out.commit = r.commit
  return out
}

function sumCounts(all: Counts[]): Counts {
  const out: Counts = { regressed: 0, improved: 0, unchanged: 0, unknown: 0, secondary: 0, added: 0, removed: 0 }
  for (const c of all) for (const k of Object.keys(out) as Array<keyof Counts>) out[k] += c[k]
  return out
}

export function renderJson(rep: Report): string {
  return JSON.stringify(rep, null, 2) + '\n'
}
