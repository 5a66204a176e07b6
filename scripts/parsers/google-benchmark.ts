// Google Benchmark JSON (--benchmark_format=json, or --benchmark_out=f --benchmark_out_format=json):
//   {"context": {"date": "2026-11-22T03:21:52+00:00", "host_name": "vm", "num_cpus": 2, "mhz_per_cpu": 2596,
//     "caches": [{"type": "Data", "level": 1, "size": 49152, "num_sharing": 1}], "library_build_type": "debug"},
//    "benchmarks": [{"name": "BM_StringCopy/8", "run_name": "BM_StringCopy/8", "run_type": "iteration",
//     "repetitions": 1, "threads": 1, "iterations": 28298154, "real_time": 2.45, "cpu_time": 2.45,
//     "time_unit": "ns", "bytes_per_second": 3.26e9}, …]}
// Rows are grouped by run_name: the "iteration" rows of one run_name are the repetitions of ONE
// benchmark (samples), its "aggregate" rows (mean, median, stddev) give value, median and stddev; a
// "cv" row (coefficient of variation, a fraction in the file) becomes the metric "<metric>_cv" in %. Without repetitions the single row is the value and n its iteration count.
// Names become params: "BM_Foo/8/64" → {arg0: 8, arg1: 64}; "BM_Foo/len:64/threads:2/real_time"
// → {len: 64, threads: 2, real_time: true}; the benchmark is the family name "BM_Foo".
// Metrics: real_time, cpu_time (the file's time_unit; a row in another unit carries its own unit),
// items_per_second (items/s), bytes_per_second (B/s), and each user counter (a count of its name, no
// direction: neutral, with a warning; a counter the console shows as a rate, kIsRate, is "<name>/s",
// higher is better, and an inverted rate, kIsRate | kInvert, is in s, lower is better). The JSON
// carries no counter flags: given with the console report of the same run (ingest --run writes both),
// the numbers are the JSON's and the flags the console's. Complexity rows (BigO, RMS) become a result named after the
// family with metrics big_o_cpu, big_o_real (coefficients) and big_o_rms (%), the fitted O(…) in the note.
// Rows with error_occurred are skipped with a warning. context → environment.
import type { Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { normalizeUnit, unitInfo } from '../../data/numbers/units'
import {
  J,
  hasKeys,
  isObj,
  isoDate,
  label,
  makeRun,
  measurement,
  metricId,
  paramValue,
  parseFiles,
  sniff,
} from './json-shared'
import { asCount, setParam } from './shared'
import { ParseError, type InputFile, type ParsedResult, type ParsedRun, type Parser, type ParserInput } from './types'
import { round12 } from '../../data/numbers/numbers'
import { env } from './google-benchmark-env'
import { CONSOLE_HEADER, consoleFlags, sameRun, type CounterFlags } from './google-benchmark-flags'
import { complexity, type Row } from './google-benchmark-complexity'
import { lenientJson, rootAllowingNonFinite as rootOf } from './json-non-finite'

const KNOWN = new Set([
  'name',
  'family_index',
  'per_family_instance_index',
  'run_name',
  'run_type',
  'repetitions',
  'repetition_index',
  'threads',
  'iterations',
  'real_time',
  'cpu_time',
  'time_unit',
  'label',
  'error_occurred',
  'error_message',
  'skipped',
  'skip_message',
  'aggregate_name',
  'aggregate_unit',
  'big_o',
  'real_coefficient',
  'cpu_coefficient',
  'rms',
  'complexity_n',
])
const BUILTIN: Record<string, Omit<Metric, 'unit'> & { unit?: string }> = {
  real_time: { label: 'Real time', direction: 'lower' },
  cpu_time: { label: 'CPU time', direction: 'lower' },
  items_per_second: { label: 'Items per second', unit: 'items/s', direction: 'higher' },
  bytes_per_second: { label: 'Bytes per second', unit: 'B/s', direction: 'higher' },
}

/** A report's text that is JSON (the rest of an input may be the console report of the same run). */
const isJson = (f: InputFile) => /^\s*[{[]/.test(f.text.slice(0, 64))

function detect(input: ParserInput): number {
  // The JSON report with the console report of the same run (ingest --run keeps both), in either order.
  const jsons = input.files.filter(isJson)
  if (input.files.length === 2 && jsons.length === 1) {
    const other = input.files.find((f) => !isJson(f))!
    const consoleToo = other.text.split('\n', 200).some((l) => CONSOLE_HEADER.test(l.trim()))
    return consoleToo ? detect({ files: jsons }) && 0.99 : 0
  }
  // Not JSON as it stands, it may still be a report holding a bare NaN (a zero counter's _cv).
  const v = sniff(input) ?? lenientJson(input.files[0], '"context"')
  if (!hasKeys(v, 'context', 'benchmarks') || !Array.isArray(v.benchmarks)) return 0
  const c = v.context
  if (!isObj(c) || !('num_cpus' in c || 'host_name' in c || 'executable' in c)) return 0
  const first: unknown = v.benchmarks[0]
  return first === undefined || hasKeys(first, 'name') ? 0.95 : 0
}

function parseOne(f: InputFile, flags: CounterFlags | undefined, console: string[] | undefined): ParsedRun {
  const warnings: string[] = [] // a bare NaN's, first
  const root = rootOf(f, warnings).obj('a JSON object {"context": …, "benchmarks": [...]} (--benchmark_format=json)')
  if (console) sameRun(root, console)
  return readReport(
    root,
    flags ?? {
      fix: `ingest the JSON with the console output of the same run saved beside it (pnpm ingest ${f.path} console.txt --suite <id>), or let ingest run the program (pnpm ingest --run "${root.at('context').optStr('executable') ?? './my_bench'}" --suite <id>), which writes and reads both`,
    },
    warnings,
  )
}

/** JSON reports, each alone or with the console report of the same run (whose counter flags it takes). */
function parse(input: ParserInput): ParsedRun {
  const jsons = input.files.filter(isJson)
  const texts = input.files.filter((f) => !isJson(f))
  if (texts.length === 0) return parseFiles(input, (f) => parseOne(f, undefined, undefined))
  const bad = texts.find((f) => !f.text.split('\n').some((l) => CONSOLE_HEADER.test(l.trim())))
  if (bad)
    throw new ParseError(
      bad.path,
      'line 1',
      'a Google Benchmark JSON report, or the console report of the same run beside one',
    )
  if (jsons.length !== 1 || texts.length !== 1)
    throw new ParseError(
      input.files[0]!.path,
      '$',
      `one JSON report and the console report of the same run, found ${jsons.length} JSON and ${texts.length} other file(s)`,
    )
  const { flags, names } = consoleFlags(texts[0]!.text)
  return parseOne(jsons[0]!, flags, names)
}

/**
 * Builds the run from a report in the JSON reporter's shape. The console and CSV parsers hand in
 * the same shape made from their rows, so that every output of Google Benchmark gives the same
 * results, metric ids, units and parameters.
 */
export function readReport(root: J, flags: CounterFlags | { fix: string }, warnings: string[] = []): ParsedRun {
  const items = root.arr('benchmarks', 'an array of benchmark runs (--benchmark_format=json)')
  const groups = group(items, warnings)
  const metrics: Record<string, Metric> = {}
  const c: Reading = {
    metrics,
    warnings,
    flags: 'fix' in flags ? new Map() : flags,
    declare: (id, m) => (metrics[id] ??= m),
    repeated: items.some((j) => (j.at('repetitions').value as number) > 1),
    // The first row's unit, not the most common one: a report cut short must define its metrics as the whole one does.
    timeUnit: items.map((j) => j.optStr('time_unit')).find((u): u is string => !!u) ?? 'ns',
    ignored: new Set<string>(),
    guessed: [],
  }
  const results: ParsedResult[] = []
  for (const [key, rows] of groups) {
    const { benchmark, params } = splitName(key.slice(2))
    const result: ParsedResult = Object.keys(params).length
      ? { benchmark: benchmark, params, values: {} }
      : { benchmark: benchmark, values: {} }
    if (key.startsWith('O:')) complexity(rows, result, c.declare)
    else runValues(rows, result, c)
    if (Object.keys(result.values).length) results.push(result)
  }
  if ('fix' in flags && typeof flags.fix === 'string' && c.guessed.length)
    warnings.push(
      `this report carries no counter flags, so a rate counter (benchmark::Counter::kIsRate) is read as the plain count above rather than "<name>/s", higher is better; to have them read, ${flags.fix}`,
    )
  return makeRun(
    'Google Benchmark',
    root.file,
    {
      metrics,
      results,
      environment: env(root.at('context')),
      date: isoDate(root.at('context').optStr('date')),
      warnings,
    },
    '$.benchmarks',
  )
}

/** What reading one report keeps across its benchmarks. */
interface Reading {
  metrics: Record<string, Metric>
  declare: (id: string, m: Metric) => Metric
  warnings: string[]
  /** User counters the console report shows as rates (kIsRate: "/s") or inverted rates (kInvert: "s"). */
  flags: CounterFlags
  repeated: boolean
  timeUnit: string
  ignored: Set<string>
  /** User counters whose unit and direction were guessed from their names. */
  guessed: string[]
}

/** The rows by run name (complexity rows apart); rows of a failed or skipped benchmark are left out with a warning. */
function group(items: J[], warnings: string[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>()
  for (const j of items) {
    j.obj('a benchmark run object')
    const name = j.str('name', 'the benchmark name (a string)')
    const aggregate = j.optStr('aggregate_name')
    const isAgg = j.optStr('run_type') === 'aggregate' || aggregate !== undefined
    if (
      j.at('error_occurred').value === true ||
      (j.has('skipped') && j.at('skipped').value !== false && j.at('skipped').value !== 0)
    ) {
      const why = j.optStr('error_message') ?? j.optStr('skip_message') ?? 'no message'
      warnings.push(`${j.path} "${name}" skipped: the benchmark reported an error (${why})`)
      continue
    }
    const runName =
      j.optStr('run_name') ??
      (isAgg && aggregate && name.endsWith(`_${aggregate}`) ? name.slice(0, -aggregate.length - 1) : name)
    const key = (aggregate === 'BigO' || aggregate === 'RMS' ? 'O:' : 'R:') + runName
    const list = groups.get(key) ?? []
    // An aggregate row without its aggregate_name is named by its suffix ("…_median"); a row that says
    // neither is refused rather than taken for the mean.
    const suffix = isAgg && !aggregate ? /_([A-Za-z]+)$/.exec(name)?.[1] : undefined
    if (isAgg && !aggregate && !suffix) j.fail('an aggregate row with its "aggregate_name" (mean, median, stddev, …)')
    list.push(isAgg ? { j, aggregate: aggregate ?? suffix! } : { j })
    groups.set(key, list)
  }
  return groups
}

/** The values of one benchmark: every numeric field of its rows, built-in or user counter. */
function runValues(rows: Row[], result: ParsedResult, c: Reading): void {
  const its = rows.filter((r) => !r.aggregate)
  const aggs = new Map<string, J>()
  for (const r of rows) {
    if (!r.aggregate) continue
    if (['mean', 'median', 'stddev', 'min', 'max', 'cv'].includes(r.aggregate)) aggs.set(r.aggregate, r.j)
    else if (!c.ignored.has(r.aggregate)) {
      c.ignored.add(r.aggregate)
      c.warnings.push(`aggregate "${r.aggregate}" (${r.j.path}) is not read; mean, median, stddev, cv, min and max are`)
    }
  }
  const sample = its[0]?.j ?? aggs.get('mean') ?? aggs.get('median') ?? rows[0]!.j
  const unit = sample.optStr('time_unit') ?? c.timeUnit
  for (const [field, node] of sample.entries()) {
    if (typeof node.value !== 'number' || (KNOWN.has(field) && !BUILTIN[field])) continue
    const b = BUILTIN[field]
    const id = b ? field : metricId(`counter.${field}`)
    if (!c.metrics[id]) declareField(field, id, c)
    const m = measure(
      field,
      its.map((r) => r.j),
      aggs,
    )
    if (!m) continue
    if (b && !b.unit && unit !== c.metrics[id]!.unit) m.unit = unit
    result.values[id] = m
    const cv = aggs.get('cv')?.isObj ? aggs.get('cv')!.optNum(field) : undefined
    if (cv !== undefined) {
      c.declare(`${id}_cv`, {
        label: `${c.metrics[id]!.label} CV`.slice(0, 80),
        unit: '%',
        direction: 'lower',
        stat: 'coefficient of variation',
        // How much the repetitions scattered, not what was measured: its changes are told, never judged
        // (a CV 30 % lower read "improved", and every CV moving at once "the whole run moved").
        neutral: true,
      })
      result.values[`${id}_cv`] = { value: round12(cv * 100) }
    }
  }
  const lbl = sample.optStr('label')
  if (lbl) result.note = `label: ${lbl}`
}

/**
 * A built-in field's metric, or a user counter's: a counter the output shows as a rate (kIsRate)
 * is "<name>/s", higher is better; otherwise a count with no direction (neutral), with a warning (the
 * JSON and CSV reports carry no counter flags).
 */
function declareField(field: string, id: string, c: Reading): void {
  const b = BUILTIN[field]
  if (b) {
    const m: Metric = { label: b.label, unit: b.unit ?? c.timeUnit, direction: b.direction }
    c.declare(id, c.repeated ? { ...m, stat: 'mean' } : m)
    return
  }
  const flag = c.flags.get(field)
  // kIsRate | kInvert: the library divides the time by the count, so the value is seconds per thing.
  if (flag === 'inverted') {
    c.declare(id, { label: label(field), unit: 's', direction: 'lower' })
    return
  }
  const u = normalizeUnit(flag === 'rate' ? `${field}/s` : field)
  const known = unitInfo(u) && u.length <= 40
  if (flag === 'rate') {
    c.declare(id, { label: label(field), unit: known ? u : 'count/s', direction: 'higher' })
    return
  }
  // A plain counter: the file gives no unit and no direction, and its name is no evidence of either (a
  // counter "bytes" is not in B, "rounds" not worse when higher). A count of its name when that is a plain
  // word ("64 elements"), else of "count"; judged neither way until the maintainer says (pnpm suite).
  const plain = u === field && known && unitInfo(u)?.dimension === 'count' && !unitInfo(u)?.binary
  c.declare(id, { label: label(field), unit: plain ? u : 'count', direction: 'higher', neutral: true })
  c.guessed.push(field)
  c.warnings.push(
    `user counter "${field}": the file gives no unit or direction; shown as a plain count${plain ? ` of ${u}` : ''}, never judged better or worse until set (pnpm suite <id> --metric-label ${id}=direction:higher or lower, --unit ${id}=<unit>)`,
  )
}

/** One metric of one benchmark from its repetitions (iteration rows) and aggregate rows. */
function measure(field: string, its: J[], aggs: Map<string, J>): Measurement | undefined {
  const get = (a: string) => (aggs.get(a)?.isObj ? aggs.get(a)!.optNum(field) : undefined)
  const samples = its.map((j) => j.optNum(field)).filter((v): v is number => v !== undefined)
  // A repetition without the number (null, NaN in a text report) would silently change n, min and max.
  const lacking =
    samples.length > 0 && samples.length < its.length ? its.find((j) => j.optNum(field) === undefined) : undefined
  if (lacking) lacking.fail(`"${field}" in every repetition (${samples.length} of ${its.length} have it)`)
  if (samples.length === 1 && its.length === 1) {
    return measurement({ value: samples[0]!, n: asCount(its[0]!.optNum('iterations')) })
  }
  // With the tool's median or stddev rows, its mean row is there too: without it the report lost a line.
  const other = aggs.get('median') ?? aggs.get('stddev')
  if (other && !aggs.has('mean'))
    other.fail(`a "_mean" row beside the "${other.optStr('aggregate_name') ?? 'other'}" row of the same benchmark`)
  // A _mean row without a number its repetitions hold lost that line: the mean is not recomputed.
  if (aggs.get('mean')?.isObj && get('mean') === undefined && samples.length > 1)
    aggs.get('mean')!.fail(`"${field}" in the _mean row, as in its repetitions`)
  const mean = get('mean') ?? (samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : undefined)
  if (mean === undefined) return undefined
  const reps = aggs.get('mean')?.optNum('repetitions')
  return measurement({
    value: mean,
    stddev: get('stddev'),
    median: get('median'),
    min: get('min') ?? (samples.length > 1 ? Math.min(...samples) : undefined),
    max: get('max') ?? (samples.length > 1 ? Math.max(...samples) : undefined),
    n:
      samples.length > 1
        ? samples.length
        : reps !== undefined && Number.isInteger(reps) && reps >= 1
          ? reps
          : undefined,
    samples: samples.length > 1 ? samples : undefined,
  })
}

/** "BM_Foo/8/len:64/threads:2/real_time" → BM_Foo with {arg0: 8, len: 64, threads: 2, real_time: true}. */
export function splitName(runName: string): { benchmark: string; params: Record<string, ParamValue> } {
  const [family = runName, ...rest] = runName.split('/')
  const params: Record<string, ParamValue> = {}
  let arg = 0
  for (const t of rest) {
    const named = /^([A-Za-z_][\w.]*):(.+)$/.exec(t)
    if (/^-?\d+(\.\d+)?$/.test(t)) setParam(params, `arg${arg++}`, paramValue(t))
    else if (named) setParam(params, named[1]!, paramValue(named[2]!))
    else if (/^[A-Za-z_]\w*$/.test(t)) setParam(params, t, true)
    else setParam(params, `arg${arg++}`, paramValue(t))
  }
  return { benchmark: family || runName, params }
}

const googleBenchmarkParser: Parser = {
  id: 'google-benchmark',
  tool: 'Google Benchmark',
  description: 'Google Benchmark JSON output (--benchmark_format=json or --benchmark_out)',
  produce: './my_bench --benchmark_out=results.json --benchmark_out_format=json [--benchmark_repetitions=5]',
  detect,
  parse,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const googleBenchmark = defineParser(googleBenchmarkParser)
