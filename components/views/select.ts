// Choosing what a view shows: which run, which results, and how parameter values are ordered and
// labelled. Pure and shared by the chart, table and figure builders.
import type { ParamValue, Result, Run, Suite } from '../../data/schema/schema'
import { namedRun, runDisplayName, runNumber } from './run-when'
import { currentRuns, FIELDS, isField, matches } from '../../data/schema/model'
import { didYouMean } from '../../data/schema/suggest'
import { formatParam } from '../../data/numbers/format'

export interface SuiteData {
  suite: Suite
  /** Oldest first. */
  runs: Run[]
  /**
   * Runs' numbers ("Run 13 of 20") where `runs` holds only some of the suite's runs (a run fetched alone in
   * the browser), which cannot number themselves.
   */
  numbered?: Record<string, string>
}

export type Where = Record<string, ParamValue | ParamValue[]>

export class ViewError extends Error {}

/**
 * The one message of every view for a metric the suite lacks: did you mean, and the metrics it has. A
 * percentile asked for as a metric of its own ("latency-p50") where the suite keeps it in its metric's
 * percentiles is pointed there: a percentile is asked for one way, as a field.
 */
export function unknownMetric(suite: Suite, id: string): ViewError {
  const known = Object.keys(suite.metrics)
  const p = /^(.+)-(p\d+(?:\.\d+)?)$/.exec(id)
  const hint = p && suite.metrics[p[1]!] ? `; ask for metric: ${p[1]} with field: ${p[2]}` : didYouMean(id, known)
  return new ViewError(`suite "${suite.id}" has no metric "${id}"${hint} (metrics: ${known.join(', ')})`)
}

/**
 * The field of a measurement a block or figure picks (fieldValue, data/schema/model.ts): `field`, or `stat`,
 * the spelling pages used before `stat` came to name only what a metric's value is (suite.json). Mapped here
 * and nowhere else; an unknown field fails with the fields there are.
 */
export function pickedField(ask: { field?: string; stat?: string }): string | undefined {
  if (ask.field !== undefined && ask.stat !== undefined && ask.field !== ask.stat)
    throw new ViewError(
      `field: "${ask.field}" and stat: "${ask.stat}" both pick a field: give field only (stat is its older spelling)`,
    )
  const field = ask.field ?? ask.stat
  if (field !== undefined && !isField(field))
    throw new ViewError(
      `field: expected ${FIELDS.join(', ')} or a percentile such as p99, found "${field}"${didYouMean(field, FIELDS)}`,
    )
  return field
}

/** What the numbers a chart plots are (its axis title, its description): the field it picks, else the metric's value's `stat`. */
export function valuesAre(metric: Suite['metrics'][string], field: string | undefined): string | undefined {
  return field ?? metric.stat
}

/** "latest" (default), "previous", or a run id. Retired runs are reachable only by id. */
export function selectRun(data: SuiteData, which: string | undefined): Run {
  const current = currentRuns(data.runs)
  if (!which || which === 'latest') {
    const run = current.at(-1)
    if (!run) throw new ViewError(`suite "${data.suite.id}" has no current run`)
    return run
  }
  if (which === 'previous') {
    const run = current.at(-2)
    if (!run) throw new ViewError(`suite "${data.suite.id}" has no previous run`)
    return run
  }
  const run = data.runs.find((r) => r.id === which)
  if (!run)
    throw new ViewError(
      `suite "${data.suite.id}" has no run "${which}" (runs: ${data.runs.map((r) => r.id).join(', ')})`,
    )
  return run
}

/** The run before `run` among current runs, if any. */
export function previousRun(data: SuiteData, run: Run): Run | undefined {
  const current = currentRuns(data.runs)
  const i = current.findIndex((r) => r.id === run.id)
  return i > 0 ? current[i - 1] : undefined
}

export function keyValue(r: Pick<Result, 'benchmark' | 'params'>, key: string): ParamValue | undefined {
  return key === 'benchmark' ? r.benchmark : r.params?.[key]
}

export function pick(run: Run, where: Where | undefined): Result[] {
  return run.results.filter((r) => matches(r, where))
}

/** Values of `key` among results: the suite's declared `values` first, then the rest in the parameter's
 *  `order` — numeric by default when every value reads as a number (64, 1024, 16384, not 1024, 16384, 64),
 *  else as they appear in the run. */
export function orderedValues(suite: Suite, key: string, results: Result[]): ParamValue[] {
  // A set of the values as text: linear in the results (a suite may hold 100,000 benchmarks).
  const seen: ParamValue[] = []
  const texts = new Set<string>()
  for (const r of results) {
    const v = keyValue(r, key)
    if (v !== undefined && !texts.has(String(v))) {
      texts.add(String(v))
      seen.push(v)
    }
  }
  const param = suite.parameters?.[key]
  const order = param?.order ?? (seen.length > 1 && seen.every(isNumeric) ? 'numeric' : 'appearance')
  const rest =
    order === 'numeric' && seen.every(isNumeric)
      ? [...seen].sort((a, b) => Number(a) - Number(b))
      : order === 'text'
        ? [...seen].sort((a, b) => String(a).localeCompare(String(b)))
        : seen
  const declared = param?.values
  if (!declared) return rest
  const ranks = new Map<string, number>()
  rest.forEach((v, i) => ranks.set(String(v), declared.length + i))
  for (let i = declared.length - 1; i >= 0; i--) ranks.set(String(declared[i]), i)
  const rank = (v: ParamValue) => ranks.get(String(v))!
  return [...rest].sort((a, b) => rank(a) - rank(b))
}

/**
 * The first result for each text key `keyOf` gives: a lookup in constant time where a search through
 * every result made a block's build quadratic in its results.
 */
export function firstBy(
  results: Result[],
  keyOf: (r: Result) => Array<ParamValue | undefined>,
): (key: Array<ParamValue | undefined>) => Result | undefined {
  const text = (k: Array<ParamValue | undefined>) => JSON.stringify(k.map(String))
  const map = new Map<string, Result>()
  for (const r of results) {
    const k = text(keyOf(r))
    if (!map.has(k)) map.set(k, r)
  }
  return (key) => map.get(text(key))
}

/** A number, or a string that is one ("1024"); not "", booleans or "4K". */
export function isNumeric(v: ParamValue): boolean {
  if (typeof v === 'number') return true
  return typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
}

/** Stable colour slot of a value: its place in the declared order, so toggles never recolour. */
export function colorSlot(suite: Suite, key: string, value: ParamValue, fallback: number): number {
  const declared = suite.parameters?.[key]?.values
  const i = declared ? declared.findIndex((d) => String(d) === String(value)) : -1
  return i >= 0 ? i : fallback
}

export function valueLabel(suite: Suite, key: string, value: ParamValue | undefined): string {
  if (value === undefined) return ''
  const p = suite.parameters?.[key]
  const label = p?.valueLabels?.[String(value)]
  if (label) return label
  // In the suite's unit, the way a reader counts it ("10 KiB", "500,000"; format.ts); text as written.
  return typeof value === 'number' ? formatParam(value, p?.unit) : String(value)
}

/** Plain names for the parameters a parser gives every result of its tool (Go's `-N` suffix and `pkg:` line). */
const TOOL_KEYS: Record<string, string> = { gomaxprocs: 'CPUs (GOMAXPROCS)', pkg: 'Package' }

export function keyLabel(suite: Suite, key: string): string {
  if (key === 'benchmark') return 'Benchmark'
  return suite.parameters?.[key]?.label ?? TOOL_KEYS[key] ?? key
}

/** Parameters whose values differ among `results` (the ones worth showing). */
export function varyingKeys(results: Result[]): string[] {
  const keys = new Set<string>()
  const benchmarks = new Set(results.map((r) => r.benchmark))
  if (benchmarks.size > 1) keys.add('benchmark')
  const all = new Set(results.flatMap((r) => Object.keys(r.params ?? {})))
  for (const k of all) {
    const vals = new Set(results.map((r) => String(r.params?.[k])))
    if (vals.size > 1) keys.add(k)
  }
  return [...keys]
}

/** A run as a reader knows it, for titles and notes: its label, else its date, never its file's id. */
export function runReaderName(run: Run, runs?: readonly Run[]): string {
  // Numbered, by its name on the page (runDisplayName), in a sentence's case: "run 1 of 2 (.NET 10.0.1)".
  const name = runs && runNumber(run, runs) ? runDisplayName(run, runs) : ''
  if (name) return name.replace(/^Run /, 'run ')
  if (run.label) return run.label
  if (run.date) return `the run of ${run.date.slice(0, 10)}`
  return run.version ? `the ${run.version} run` : 'this run'
}

/**
 * Short "what and when" line for a run: "Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7) · measured 2026-04-25",
 * its name first (run-when.ts runDisplayName) as the run menu, trend tooltips and change tables name it.
 */
export function runCaption(run: Run, data?: SuiteData): string {
  const n = (data && (data.numbered?.[run.id] ?? runNumber(run, data.runs))) || ''
  // A numbered run: its name on the page (run-when.ts runDisplayName), then when it was measured.
  const name = n ? namedRun(n, run) : ''
  const parts = [run.date ? `measured ${run.date.slice(0, 10)}` : (run.label ?? `run ${run.id}`)]
  if (name) parts.splice(0, run.date ? 0 : 1, name)
  if (run.version && !name.includes(run.version)) parts.push(`version ${run.version}`)
  if (run.commit) parts.push(`commit ${run.commit.slice(0, 7)}`)
  return parts.join(' · ')
}

/**
 * The run's failure record for a result, if the tool reported its benchmark as failed: same name, or
 * go's "BenchmarkX/size=64" for the result BenchmarkX with size 64.
 */
export function failureOf(
  run: Run,
  r: Pick<Result, 'benchmark' | 'params'>,
): NonNullable<Run['failures']>[number] | undefined {
  return run.failures?.find((f) => {
    if (f.benchmark === r.benchmark) return true
    const [name, ...parts] = f.benchmark.split('/')
    if (name !== r.benchmark.split('/')[0]) return false
    return parts.every((p) => {
      const eq = p.indexOf('=')
      return eq > 0 ? String(r.params?.[p.slice(0, eq)]) === p.slice(eq + 1) : r.benchmark.split('/').includes(p)
    })
  })
}
