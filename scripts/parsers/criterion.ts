// criterion.rs: the target/criterion directory, the `cargo bench` console report and
// `--output-format bencher` lines. Samples:
//   target/criterion/fib/recursive/8/new/estimates.json  + new/benchmark.json   (directory input)
//   fib/recursive/8         time:   [164.08 ns 223.76 ns 277.52 ns]
//                           thrpt:  [1.1068 GiB/s 1.2083 GiB/s 1.3278 GiB/s]
//   test fib/recursive/8 ... bench:          87 ns/iter (+/- 7)
// Names: group/function/value → benchmark "group/function" and param `input` (criterion's charts call
// the value "Input"; a number when numeric; `--param size=…` labels it on a page). The directory says
// exactly which part is which (benchmark.json); in text a third part, or a numeric second part, is
// taken as the value. Metric `time` (ns, lower): value = criterion's typical estimate, the one its
// console prints (slope when sampled linearly, else mean), ci = its confidence interval; the
// directory (criterion-dir.ts) adds median, stddev, the samples, and when `time` is the slope the mean
// estimate as `time-mean` (pages show `time`, as criterion's own report does). Bencher lines print the
// median and std_dev instead: value = median, stddev, and that run's `time` stat says so.
// Throughput: `throughput` for Bytes (binary units, as criterion prints them: MiB/s) and BytesDecimal
// (B/s), `throughput-elements` (elem/s) for Elements, `throughput-bits` (bit/s) for Bits. Only new/ is
// read (base/ and change/ are earlier runs); a console.txt beside the folders (as `ingest --run "cargo
// bench"` keeps it) gives each result its change note and the order criterion ran them in. Console
// "change:" lines and the verdict go to the note; "Found N outliers among M measurements" gives n = M.
// "Benchmarking …" progress and cargo lines are skipped.
import type { Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { defineParser, ParseError } from './types'
import type { BenchLine } from './libtest-line'
import { checkResult, fail, head, makeRun, parseByLines, round, timeIn, toNum } from './shared'
import { benchLine } from './libtest-line'
import { prefixFactor } from '../../data/numbers/units'
import type { LineParser, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import {
  BITS,
  BYTES,
  BYTES_BINARY,
  ELEMS,
  INPUT_KEY,
  isCriterionDir,
  MIB_PER_S,
  parseCriterionDir,
  TIME,
} from './criterion-dir'
import { bracketed } from './scan'
import type { Groups } from './scan'

const RATE_UNIT = /^(Ki|Mi|Gi|Ti|K|M|G|T)?(B|elem|b)\/s$/
/**
 * A printed throughput unit ("MiB/s", "Kelem/s"): [metric id, metric, factor to the metric's unit], the
 * prefix's factor from the core's units. "B/s" alone is either kind (Bytes or BytesDecimal).
 */
function rateOf(unit: string): [string, Metric, number] | undefined {
  const m = RATE_UNIT.exec(unit)
  const p = m?.[1] ?? ''
  const f = prefixFactor(p)
  if (!m || f === undefined) return undefined
  if (m[2] === 'B') return p.endsWith('i') ? ['throughput', BYTES_BINARY, f / MIB_PER_S] : ['throughput', BYTES, f]
  if (p.endsWith('i') || p === 'T') return undefined
  return m[2] === 'elem' ? ['throughput-elements', ELEMS, f] : ['throughput-bits', BITS, f]
}
// "[a b c d e f]" and "[a% b% c%]", as /\[(\S+) (\S+) (\S+) (\S+) (\S+) (\S+)\]/ and /\[(\S+)% (\S+)% (\S+)%\]/ found
// them, run by run: the expressions tried each "[" of a long line to its end.
const TRIPLE = (s: string) => bracketed(s, 6, '')
const PCT3 = (s: string) => bracketed(s, 3, '%')
const VERDICT =
  /^(Performance has (regressed|improved)\.|No change in performance detected\.|Change within noise threshold\.)$/

/** "fib/recursive/8" → fib/recursive + {input: 8}; see the file comment for the rule. */
export function criterionName(id: string): { name: string; params?: Record<string, ParamValue> } {
  const parts = id.split('/')
  const lastPart = parts[parts.length - 1] ?? ''
  if (parts.length >= 3 || (parts.length === 2 && toNum(lastPart) !== undefined)) {
    return { name: parts.slice(0, -1).join('/'), params: { [INPUT_KEY]: toNum(lastPart) ?? lastPart } }
  }
  return { name: id }
}

/** Everything one streamed file's lines have said so far. */
interface State {
  path: string
  results: ParsedResult[]
  lineOf: number[]
  metrics: Record<string, Metric>
  warnings: string[]
  /** The result of the last "time:" (or bencher) line: "thrpt:", "change:" and outliers belong to it. */
  current: ParsedResult | undefined
  /** A name on a line of its own (too long for its "time:" line), waiting for that line. */
  pending: { name: string; lineNo: number } | undefined
  /** The change lines and verdict of `current`, for its note. */
  change: string[]
  ignored: number
  last: number
  /** Whether bencher lines were read (their n is not criterion's sample count). */
  bencher: boolean
  /**
   * What the line above was: criterion prints "thrpt:" right under its "time:" line. Without it, the
   * "thrpt:" line belongs to a result whose line is missing, not to the one before.
   */
  prev: 'time' | 'other'
  /** Whether `current` has had its "Found N outliers" line (a second one belongs to a lost result). */
  outliers: boolean
  /** The change lines (time, thrpt) and verdict `current` has had: criterion prints each once. */
  changed: Set<string>
}

/** Ends the note of `current` with the change lines read for it. */
function flushNote(st: State): void {
  if (st.current && st.change.length) st.current.note = st.change.join(' ')
  st.change = []
}

/** A new result named by criterion's id ("group/function/parameter"), now `current`. */
function add(st: State, id: string, lineNo: number): ParsedResult {
  flushNote(st)
  const { name, params } = criterionName(id)
  const r: ParsedResult = params ? { benchmark: name, params, values: {} } : { benchmark: name, values: {} }
  st.results.push(r)
  st.lineOf.push(lineNo)
  st.current = r
  st.outliers = false
  st.changed = new Set()
  return r
}

/** "[<low> <unit> <estimate> <unit> <high> <unit>]" as a measurement with its ci, converted by `conv`. */
function triple(
  path: string,
  m: Groups,
  lineNo: number,
  conv: (v: number, unit: string) => number | undefined,
): Measurement {
  const vals = [1, 3, 5].map((i) => {
    const v = toNum(m[i] ?? '')
    const c = v === undefined ? undefined : conv(v, m[i + 1] ?? '')
    return c === undefined ? fail(path, lineNo, `"[<low> <unit> <estimate> <unit> <high> <unit>]", found "${m[0]}"`) : c
  })
  return { value: vals[1] as number, ci: { lower: vals[0] as number, upper: vals[2] as number } }
}

/** A change "[-1.2% +0.5% +2.1%]" for the note: "+0.5% [-1.2% … +2.1%]". */
const pct = (m: Groups, rest: string) => `${m[2]}% [${m[1]}% … ${m[3]}%]${rest}`.replace(/\u2212/g, '-')

/** A bencher line "test fib/8 ... bench: 87 ns/iter (+/- 7)": median and its deviation. */
function bencherLine(st: State, b: BenchLine, lineNo: number): void {
  st.bencher = true
  const r = add(st, b.name, lineNo)
  const v = timeIn(b.value, b.unit, 'ns')
  r.values.time =
    v === undefined
      ? fail(st.path, lineNo, `a time unit before "/iter", found "${b.unit}"`)
      : { value: v, median: v, stddev: timeIn(b.deviation, b.unit, 'ns') as number }
  st.metrics.time = { ...TIME, stat: 'median' }
}

/** A "time:" line at `t`: a new result (its name before, or on the line above), or a change of time. */
function timeLine(st: State, s: string, t: number, lineNo: number): void {
  const c = PCT3(s.slice(t))
  if (c) {
    once(st, 'time change', lineNo)
    st.change.push(`change: time ${pct(c, s.slice(t + c.index + c[0].length))}`)
    return
  }
  const m = TRIPLE(s.slice(t))
  if (!m) return fail(st.path, lineNo, `"time:   [<low> <unit> <estimate> <unit> <high> <unit>]", found "${s}"`)
  const name = s.slice(0, t).trim() || st.pending?.name
  if (!name) fail(st.path, lineNo, 'a benchmark name before "time:" (on this line or the one above)')
  st.pending = undefined
  add(st, name, lineNo).values.time = triple(st.path, m, lineNo, (v, u) => timeIn(v, u, 'ns'))
  st.metrics.time ??= TIME
}

/** A "thrpt:" line: the throughput of `current`, or its change. */
/** Records that `current` had a change line or verdict of `kind`; a second one belongs to a result whose line is lost. */
function once(st: State, kind: string, lineNo: number): void {
  if (st.changed.has(kind))
    fail(st.path, lineNo, `one ${kind} line per benchmark: a "time:" line is missing before this one`)
  st.changed.add(kind)
}

function thrptLine(st: State, s: string, lineNo: number): void {
  const c = PCT3(s)
  if (c) {
    once(st, 'throughput change', lineNo)
    st.change.push(`thrpt ${pct(c, '')}`)
    return
  }
  const m = TRIPLE(s)
  const current = st.current
  if (!m || !current)
    return fail(
      st.path,
      lineNo,
      `a "time:" line before "thrpt:", and "thrpt:  [<low> <unit> <estimate> <unit> <high> <unit>]", found "${s}"`,
    )
  const rate = rateOf(m[4] ?? '')
  if (!rate) return fail(st.path, lineNo, `a throughput unit such as "MiB/s" or "Melem/s", found "${m[4]}"`)
  const id = rate[0]
  // The first line of a kind sets the unit ("B/s" is printed for slow Bytes and BytesDecimal alike);
  // a later one in the other kind's units is converted to it.
  const metric = (st.metrics[id] ??= rate[1])
  const toMetric = (v: number, u: string) => {
    const r = rateOf(u)
    if (r?.[0] !== id) return undefined
    return round(
      metric.unit === r[1].unit ? v * r[2] : metric.unit === 'MiB/s' ? (v * r[2]) / MIB_PER_S : v * r[2] * MIB_PER_S,
    )
  }
  current.values[id] = triple(st.path, m, lineNo, toMetric)
}

/** Any line but results and changes: verdict, outliers, progress and cargo lines, warnings, names. */
function otherLine(st: State, l: string, s: string, lineNo: number): void {
  if (VERDICT.test(s)) {
    once(st, 'verdict', lineNo)
    st.change.push(s)
    flushNote(st)
    return
  }
  const out = /^Found \d+ outliers among (\d+) measurements/.exec(s)
  if (out) {
    if (st.outliers)
      fail(st.path, lineNo, 'one "Found … outliers" line per benchmark: a "time:" line is missing before this one')
    st.outliers = true
    if (st.current?.values.time && !st.bencher) st.current.values.time.n = Number(out[1])
    return
  }
  if (l !== s && /^\d+ \([\d.]+%\) (high|low) (mild|severe)$/.test(s)) return
  if (
    /^(Benchmarking |Compiling |Finished |Running |Gnuplot not found|running \d+ tests?|test result: |Executable )/.test(
      s,
    )
  )
    return
  if (/^(Warning|WARNING|warning): /.test(s)) {
    st.warnings.push(`${st.path}: line ${lineNo}: ${s}`)
    return
  }
  if (st.pending) st.ignored++
  st.pending = l === s ? { name: s, lineNo } : undefined // a long name goes on its own line
  if (!st.pending) st.ignored++
}

/** One line of the console report or of bencher output (after the last \r: progress is overwritten). */
function line(st: State, raw: string, lineNo: number): void {
  st.last = lineNo
  const cr = raw.lastIndexOf('\r')
  const l = (cr >= 0 ? raw.slice(cr + 1) : raw).trimEnd()
  const s = l.trimStart()
  const prev = st.prev
  st.prev = 'other'
  if (s === '') return
  const b = benchLine(l, st.path, lineNo)
  if (b) return bencherLine(st, b, lineNo)
  const t = s.indexOf('time:')
  if (t >= 0 && (t === 0 || /\s$/.test(s.slice(0, t)))) {
    st.prev = 'time'
    return timeLine(st, s, t, lineNo)
  }
  if (s.startsWith('thrpt:')) {
    if (prev !== 'time')
      fail(st.path, lineNo, `a "time:" line right above "thrpt:" (the result it belongs to), found "${s}"`)
    return thrptLine(st, s, lineNo)
  }
  if (s.startsWith('change:')) {
    const m = PCT3(s)
    if (m) once(st, 'time change', lineNo)
    if (m) st.change.push(`change: ${pct(m, s.slice(m.index + m[0].length))}`)
    else if (s !== 'change:') fail(st.path, lineNo, `"change: [<low>% <estimate>% <high>%]", found "${s}"`)
    return
  }
  otherLine(st, l, s, lineNo)
}

function end(st: State): ParsedRun {
  const { path, last, results, warnings } = st
  flushNote(st)
  if (st.pending) st.ignored++
  if (results.length === 0)
    fail(
      path,
      last,
      'criterion output: "<name>  time:   [<low> <estimate> <high>]" lines, bencher lines "test <name> ... bench: <n> ns/iter (+/- <n>)", or a target/criterion directory',
    )
  if (st.ignored) warnings.push(`${path}: skipped ${st.ignored} line(s) that are not criterion results`)
  results.forEach((r, i) => checkResult(path, st.lineOf[i] ?? last, r))
  return makeRun('criterion.rs', st.metrics, results, { warnings })
}

function lines(path: string): LineParser {
  const st: State = {
    path,
    results: [],
    lineOf: [],
    metrics: {},
    warnings: [],
    current: undefined,
    pending: undefined,
    change: [],
    ignored: 0,
    last: 0,
    bencher: false,
    prev: 'other',
    outliers: false,
    changed: new Set(),
  }
  return {
    line: (raw, lineNo) => line(st, raw, lineNo),
    end: () => end(st),
  }
}

/**
 * The directory form with the console report saved beside it (console.txt, as `ingest --run "cargo
 * bench"` keeps it): each result gets its console "change:" lines and verdict as its note, and the
 * results come in the order criterion ran them. The console must hold exactly the folders'
 * benchmarks: one that does not (cut short, or of another run) is refused.
 */
function dirWithConsole(input: ParserInput): ParsedRun {
  const run = parseCriterionDir(input)
  const text = input.files.find((f) => /(^|[\\/])console\.txt$/.test(f.path))
  if (!text) return run
  const printed = parseByLines({ files: [text] }, lines).results
  const key = (r: ParsedResult) => JSON.stringify([r.benchmark, r.params ?? {}])
  const at = new Map(printed.map((r, i) => [key(r), { i, note: r.note }]))
  const missing = run.results.filter((r) => !at.has(key(r)))
  if (missing.length || printed.length !== run.results.length) {
    throw new ParseError(
      text.path,
      'end of input',
      `criterion's console report of the ${run.results.length} benchmarks in the new/ folders beside it, found ${printed.length} benchmark(s)${
        missing.length
          ? `, without ${missing
              .slice(0, 3)
              .map((r) => `"${r.benchmark}${r.params ? `/${String(Object.values(r.params)[0])}` : ''}"`)
              .join(', ')}`
          : ''
      }`,
    )
  }
  for (const r of run.results) {
    const note = at.get(key(r))?.note
    if (note) r.note = note
  }
  run.results.sort((a, b) => (at.get(key(a))?.i ?? 0) - (at.get(key(b))?.i ?? 0))
  return run
}

const criterionParser: Parser = {
  id: 'criterion',
  tool: 'criterion.rs',
  description:
    'criterion.rs results: the target/criterion directory, cargo bench console output, or --output-format bencher',
  produce:
    'cargo bench > bench.txt   (or: cargo bench -- --output-format bencher; or point ingest at target/criterion/)',
  detect(input) {
    if (isCriterionDir(input)) return 1
    const h = head(input)
    // Any line ending in white space before "time:": a lazy name and \s+ before it tried every split of
    // a long run of spaces, as the square of its length. (/^.*\stime:/m is /\stime:/: a line always
    // starts before the white space, or is the one that white space ends.)
    if (/\stime:\s+\[[\d.]+ \S+ [\d.]+ \S+ [\d.]+ \S+\]/.test(h)) return 0.95
    if (
      /^test .+ \.\.\. bench:\s+[\d,]+ \S+\/iter \(\+\/- [\d,]+\)\r?$/m.test(h) &&
      !/^(running \d+ tests?|test result: )/m.test(h) &&
      !/bench:\s+[\d,]*\.\d/.test(h)
    )
      return 0.6
    return 0
  },
  parse: (input) => (isCriterionDir(input) ? dirWithConsole(input) : parseByLines(input, lines)),
  lines,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const criterion = defineParser(criterionParser)
