// Helpers shared by the text-format parsers (redis-benchmark, go-test-bench, benchstat, criterion,
// rust-libtest, wrk, k6): strict number parsing, line iteration, statistics of samples, merging runs
// of several input files (the JSON formats' too) and the ParseError shorthand. Pure, no I/O.
import type { Environment, Measurement, Metric } from '../../data/schema/schema'
import { Environment as EnvironmentSchema, LIMITS, Metric as MetricSchema, PATTERNS } from '../../data/schema/schema'
import { convert, normalizeUnit, unitInfo } from '../../data/numbers/units'
import { round12 } from '../../data/numbers/numbers'
import { withFieldMetrics } from '../../data/schema/model'
import { ParseError } from './types'
import { feedText } from './line-cutter'
import type { LineParser, ParsedResult, ParsedRun, ParserInput } from './types'

// Kept in files of their own (this one held 504 lines); re-exported so that the parsers import one module.
import { mergeRuns } from './merge-runs'
import { trimEndOf } from './scan'
export { sampleStats } from './sample-stats'
export { mergeRuns }

/**
 * An epoch time in milliseconds as an ISO date-time ("2026-11-22T04:29:27.000Z"). A time outside years 1–9999 (a corrupt or overflowing field) is a ParseError at `where`,
 * where toISOString would throw a RangeError.
 */
export function isoFromEpochMs(ms: number, file: string, where: string): string {
  const d = new Date(ms)
  const y = d.getUTCFullYear()
  if (!Number.isFinite(d.getTime()) || y < 1 || y > 9999)
    throw new ParseError(file, where, `a date between the years 1 and 9999 (a time since 1970), found ${ms}`)
  return d.toISOString()
}

/** An epoch time in seconds (a log's first timestamp, if any) as an ISO date-time: "2026-11-22T04:29:27Z". */
export function isoFromEpochSeconds(s: number | undefined, file: string, where: string): string | undefined {
  return s === undefined ? undefined : isoFromEpochMs(s * 1000, file, where).replace('.000Z', 'Z')
}

/** Throws a ParseError naming the file, the line and what was expected. */
export function fail(file: string, lineNo: number, expected: string): never {
  throw new ParseError(file, `line ${Math.max(1, lineNo)}`, expected)
}

/** A strict decimal number ("12", "-0.5", "1e3"); undefined for anything else ("-nan", "12abc", "0x1f", ""). */
export function toNum(s: string): number | undefined {
  // Number() does the strict parsing; the character checks rule out what it accepts beyond decimals
  // (surrounding blanks, "0x…"/"0b…"/"0o…", "Infinity") without the cost of a regex.
  const len = s.length
  if (len === 0) return undefined
  const a = s.charCodeAt(0)
  if (!((a >= 48 && a <= 57) || a === 43 || a === 45 || a === 46)) return undefined
  const z = s.charCodeAt(len - 1)
  if (!((z >= 48 && z <= 57) || z === 46)) return undefined
  if (len > 1) {
    const b = s.charCodeAt(1) | 32
    if (b === 120 || b === 98 || b === 111) return undefined // x, b, o
  }
  const n = Number(s)
  return Number.isFinite(n) ? n : undefined
}

/**
 * A count ("6", "23180"), read whole: undefined for anything else ("1e309", "6x", "2.5", ""), so that
 * a pattern such as /n=(\S+)/ never takes the "1" of "1e309" for the count.
 */
export function toCount(s: string): number | undefined {
  if (!/^\d{1,15}$/.test(s)) return undefined
  return Number(s)
}

/**
 * 10^0 … 10^15, exact doubles. The hot paths read plain decimals digit by digit ("59.32": 5932 and two
 * decimals): up to 15 digits the integer is exact, so 5932 / 10^2 is one correctly rounded division,
 * exactly the double Number("59.32") gives.
 */
export const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

/** A growing list of numbers kept as doubles (8 bytes each, no per-value garbage). */
export class Samples {
  private a = new Float64Array(16)
  n = 0
  push(v: number): void {
    if (this.n === this.a.length) {
      const b = new Float64Array(this.n * 2)
      b.set(this.a)
      this.a = b
    }
    this.a[this.n++] = v
  }
  values(): Float64Array {
    return this.a.subarray(0, this.n)
  }
}

/** Like toNum, but accepts thousands separators ("1,234.5", "1_000"). */
export function toNumGrouped(s: string): number | undefined {
  return toNum(s.indexOf(',') >= 0 || s.indexOf('_') >= 0 ? s.replace(/[,_](?=\d{3})/g, '') : s)
}

/**
 * Calls `fn` for every line of `text` without its end-of-line characters (\n, \r\n), numbering from 1.
 * A final newline does not start an extra empty line. Returns the number of lines.
 */
export function forEachLine(text: string, fn: (line: string, lineNo: number) => void): number {
  let start = 0
  let lineNo = 0
  const len = text.length
  while (start < len) {
    let end = text.indexOf('\n', start)
    if (end < 0) end = len
    const stop = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end
    fn(text.slice(start, stop), ++lineNo)
    start = end + 1
  }
  return lineNo
}

/** A count a tool reports as a measurement's n: kept when the schema takes it (a whole number, at least 1). */
export const asCount = (n: number | undefined): number | undefined =>
  n !== undefined && Number.isInteger(n) && n >= 1 ? n : undefined

/** The beginning of the first input file, for cheap detection. */
export function head(input: ParserInput, chars = 16384): string {
  const f = input.files[0]
  if (!f) return ''
  return f.text.length > chars ? f.text.slice(0, chars) : f.text
}

/** A text without the byte-order mark a spreadsheet or a Windows tool may write before a CSV's header. */
export const withoutBom = (text: string): string => text.replace(/^\ufeff/, '')

/** 0.95 when the first file begins with `header` (after any byte-order mark): a CSV known by its first columns. */
export function csvHeaderScore(input: ParserInput, header: string): number {
  return withoutBom(head(input, 400)).startsWith(header) ? 0.95 : 0
}

/** Feeds every line of every file through a fresh LineParser; several files are merged into one run. */
export function parseByLines(input: ParserInput, make: (path: string) => LineParser): ParsedRun {
  if (input.files.length === 0) throw new ParseError('(no input)', 'line 1', 'at least one input file')
  const runs = input.files.map((f) => {
    const p = make(f.path)
    feedText(f.text, p, f.path)
    return p.end()
  })
  return mergeRuns(runs)
}

/**
 * How runs read from several files become one. Text formats (the defaults): a metric defined again
 * takes the later definition, environments are united field by field (the first file's fields win).
 * JSON formats: a metric keeps its first definition and a later file's values in another unit carry
 * their unit, and the first environment stated is kept whole.
 */
/** Describes the first schema problem of a zod result, e.g. "params.pkg: Too big: …". */
function problem(r: {
  success: boolean
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> }
}): string | undefined {
  const i = r.success ? undefined : r.error?.issues[0]
  return i ? `${i.path.map(String).join('.') || '(value)'}: ${i.message}` : undefined
}

const PCT_KEY = PATTERNS.percentileKey
const fin = (v: unknown) => typeof v === 'number' && Number.isFinite(v)

/** Why a measurement would not pass the schema, or undefined (a hand-written, cheap Measurement check). */
function badMeasurement(m: Measurement): string | undefined {
  if (!fin(m.value)) return 'value: a finite number'
  if (
    (m.stddev !== undefined && !fin(m.stddev)) ||
    (m.min !== undefined && !fin(m.min)) ||
    (m.max !== undefined && !fin(m.max)) ||
    (m.median !== undefined && !fin(m.median))
  )
    return 'stddev, min, max, median: finite numbers'
  if (m.n !== undefined && !(Number.isInteger(m.n) && m.n >= 1)) return 'n: an integer ≥ 1'
  if (m.ci && !(fin(m.ci.lower) && fin(m.ci.upper))) return 'ci: finite bounds'
  if (m.samples) {
    if (m.samples.length > LIMITS.samples) return `samples: at most ${LIMITS.samples}`
    for (const v of m.samples) if (!fin(v)) return 'samples: finite numbers'
  }
  const pct = m.percentiles
  if (pct)
    for (const k in pct)
      if (!fin(pct[k]) || !PCT_KEY.test(k)) return `percentiles.${k}: a percentile 0–100 with a finite value`
  return undefined
}

/** Throws a ParseError (at `lineNo`) when a result would not pass the data schema (name too long, …). */
export function checkResult(file: string, lineNo: number, r: ParsedResult): ParsedResult {
  let p: string | undefined
  // Names, parameter values and notes longer than the schema allows are cut by ingest, with a warning.
  if (r.benchmark.length < 1) p = 'benchmark: a name'
  else if (r.note !== undefined && r.note.length < 1) p = 'note: some text'
  else if (Object.keys(r.values).length === 0) p = 'values: at least one value'
  if (!p && r.params) {
    for (const [k, v] of Object.entries(r.params)) {
      if (k.length < 1 || k.length > LIMITS.paramName)
        p = `params: a name of 1–${LIMITS.paramName} characters, found "${k.slice(0, 70)}"`
      else if (typeof v === 'number' ? !Number.isFinite(v) : typeof v !== 'boolean' && typeof v !== 'string')
        p = `params.${k}: a string, a finite number or a boolean`
      if (p) break
    }
  }
  if (!p) {
    for (const [k, m] of Object.entries(r.values)) {
      const bad = badMeasurement(m)
      if (bad) {
        p = `values.${k}.${bad}`
        break
      }
    }
  }
  if (p) fail(file, lineNo, `a result that can be stored for "${r.benchmark.slice(0, 60)}" (${p})`)
  return r
}

/** What a parser found, for makeRun: a ParsedRun without the format and tool names. */
export type RunParts = Omit<ParsedRun, 'format' | 'tool'>

type TextExtra = Omit<RunParts, 'metrics' | 'results'> & { check?: { file: string; lineNo: number } }

/**
 * Builds a ParsedRun, leaving out empty optional parts (an environment keeps only fields with
 * something in them). The one builder of runs, with the two call forms parsers use:
 *   makeRun(tool, metrics, results, { environment, warnings, check: { file, lineNo } })
 *     text formats: `check` validates metrics and environment, naming the line;
 *   makeRun(tool, file, { metrics, results, … }, emptyWhere = '$')
 *     JSON formats: zero results is an error at the JSON path `emptyWhere`.
 */
export function makeRun(
  tool: string,
  metrics: Record<string, Metric>,
  results: ParsedResult[],
  extra?: TextExtra,
): ParsedRun
export function makeRun(tool: string, file: string, parts: RunParts, emptyWhere?: string): ParsedRun
export function makeRun(
  tool: string,
  a: string | Record<string, Metric>,
  b: ParsedResult[] | RunParts,
  c?: TextExtra | string,
): ParsedRun {
  let parts: RunParts
  let check: TextExtra['check']
  if (typeof a === 'string') {
    parts = b as RunParts
    if (parts.results.length === 0)
      throw new ParseError(a, typeof c === 'string' ? c : '$', 'at least one benchmark result, found none')
  } else {
    const extra = (c as TextExtra | undefined) ?? {}
    parts = { ...extra, metrics: a, results: b as ParsedResult[] }
    check = extra.check
  }
  if (check) checkParts(parts, check)
  // The format id is stamped by defineParser (types.ts): a parser names it once, in its `id`.
  const run: ParsedRun = { format: '', tool, metrics: parts.metrics, results: parts.results }
  const env = parts.environment && environment(parts.environment)
  if (env) run.environment = env
  if (parts.date) run.date = parts.date
  if (parts.version) run.version = parts.version
  if (parts.commit) run.commit = parts.commit
  if (parts.warnings?.length) run.warnings = parts.warnings
  return run
}

/** Throws a ParseError at `at` when a metric or the environment would not pass the schema. */
function checkParts(parts: RunParts, at: { file: string; lineNo: number }): void {
  for (const [id, m] of Object.entries(parts.metrics)) {
    const p = problem(MetricSchema.safeParse(m)) ?? (PATTERNS.slug.test(id) ? undefined : 'not a slug')
    if (p) fail(at.file, at.lineNo, `a metric that can be stored for "${id.slice(0, 60)}" (${p})`)
  }
  if (parts.environment) {
    const p = problem(EnvironmentSchema.safeParse(parts.environment))
    if (p) fail(at.file, at.lineNo, `environment lines that can be stored (${p})`)
  }
}

/** Leaves out empty parts of an environment; undefined when nothing is left. */
export function environment(e: Environment): Environment | undefined {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(e)) {
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue
    if (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0) continue
    out[k] = v
  }
  return Object.keys(out).length ? (out as Environment) : undefined
}

/** The metrics the results use, in order of first use, each defined as in the parser's table. */
export function metricsUsed(
  results: ReadonlyArray<Pick<ParsedResult, 'values'>>,
  table: Record<string, Metric>,
): Record<string, Metric> {
  const used = new Set<string>()
  for (const r of results) for (const k of Object.keys(r.values)) used.add(k)
  // A metric that is another's field (latency-p50) comes with it, though the runs store it there, once.
  return Object.fromEntries(withFieldMetrics([...used], table).map((k) => [k, table[k]!]))
}

/** Rounds away binary noise (0.1 + 0.2) while keeping 12 significant digits (the core's round12). */
export function round(v: number): number {
  return round12(v)
}

/**
 * A percentile key as the schema wants it. From a number as parsed from text, its decimal form
 * (99.9 → "99.9", 50 → "50"); from a string in JSON ("99.900", "50.0"), the same form, or
 * undefined when it is not a number from 0 to 100.
 */
export function pctKey(p: number): string
export function pctKey(p: number | string): string | undefined
export function pctKey(p: number | string): string | undefined {
  if (typeof p === 'number') return String(p)
  const n = Number(p)
  if (!Number.isFinite(n) || n < 0 || n > 100) return undefined
  return String(round12(n))
}

const TOKENS: string[] = []
/**
 * Splits a line on spaces and tabs into a shared array (valid until the next call; copy to keep it).
 * Cheaper than split(/\s+/) on hot paths.
 */
export function tokens(line: string): string[] {
  TOKENS.length = 0
  const len = line.length
  let i = 0
  while (i < len) {
    let c = line.charCodeAt(i)
    while (i < len && (c === 32 || c === 9)) c = line.charCodeAt(++i)
    if (i >= len) break
    const start = i
    while (i < len && c !== 32 && c !== 9) c = line.charCodeAt(++i)
    TOKENS.push(line.slice(start, i))
  }
  return TOKENS
}

/** Converts a time value to `to`, accepting tool spellings of the unit ("µs", "msec", "sec"). */
export function timeIn(value: number, unit: string, to: string): number | undefined {
  const u = normalizeUnit(unit)
  const info = unitInfo(u)
  if (!info || info.dimension !== 'time') return undefined
  return round(convert(value, u, to))
}

/** Splits one CSV line (RFC 4180 quoting, "" escapes; `sep` "," or ";"); undefined when a quote is unbalanced. */
export function csvFields(line: string, sep = ','): string[] | undefined {
  const sepCode = sep.charCodeAt(0)
  const out: string[] = []
  let i = 0
  const len = line.length
  for (;;) {
    if (line.charCodeAt(i) === 34) {
      let field = ''
      i++
      for (;;) {
        const q = line.indexOf('"', i)
        if (q < 0) return undefined
        field += line.slice(i, q)
        if (line.charCodeAt(q + 1) === 34) {
          field += '"'
          i = q + 2
        } else {
          i = q + 1
          break
        }
      }
      out.push(field)
      if (i >= len) return out
      if (line.charCodeAt(i) !== sepCode) return undefined
      i++
    } else {
      const c = line.indexOf(sep, i)
      if (c < 0) {
        out.push(line.slice(i))
        return out
      }
      out.push(line.slice(i, c))
      i = c + 1
    }
  }
}

/** A metric id (slug) from a unit or name: "elems/op" → "elems-per-op", "MB/s" → "mb-per-s". */
export function slugId(s: string): string {
  const id = s
    .toLowerCase()
    .replace(/\//g, '-per-')
    .replace(/%/g, 'pct')
    .replace(/[^a-z0-9._-]+/g, '-')
  return trimEndOf(id.replace(/^[^a-z0-9]+/, ''), '-').slice(0, 80) || 'value'
}

/**
 * Sets a result's parameter as an own property whatever its name: `params.__proto__ = v` on a plain object
 * changes its prototype instead, and BenchmarkX/__proto__=fast lost its parameter without a word.
 */
export function setParam<V>(params: Record<string, V>, key: string, value: V): void {
  Object.defineProperty(params, key, { value, enumerable: true, writable: true, configurable: true })
}
