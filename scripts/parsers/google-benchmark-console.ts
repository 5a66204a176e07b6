// Google Benchmark's console report (the default output; the context lines go to stderr):
//   Run on (2 X 2596.15 MHz CPU s)
//   Benchmark                                Time             CPU   Iterations UserCounters...
//   BM_StringCopy/16                       116 ns         17.7 ns       877048 bytes_per_second=863.582M/s
//   BM_StringCopy/16_cv                   9.57 %          7.16 %             3 bytes_per_second=6.97%
//   BM_Sort_BigO                          60.38 NlgN       1.06 NlgN
// Rows are turned into the JSON reporter's shape and read by google-benchmark.ts, so the results,
// metric ids, units and parameters are those of --benchmark_format=json. The console prints 3–6
// significant digits (rates with k/M/G suffixes: 1024-based for bytes_per_second, 1000-based
// otherwise) and no host name: a warning says so. Complexity coefficients are in ns, as the JSON
// reporter states for the same rows. The context lines (date, "Run on", caches, load average, the
// DEBUG warning), when present (2>&1), give the environment. Colours (--benchmark_color=true) are dropped.
import { fail, forEachLine, head } from './shared'
import { defineParser } from './types'
import { J, parseFiles } from './json-shared'
import { readReport } from './google-benchmark'
import { ParseError } from './types'
import { uncoloured, withoutColours } from './table-text'
import type { InputFile, ParsedRun, Parser, ParserInput } from './types'
import { readCounters, type CounterFlag, type CounterFlags } from './google-benchmark-flags'
import { nonFiniteWarning, type NonFinite } from './json-non-finite'
import { contextLine } from './google-benchmark-env'
import { benchmarkRow } from './scan'

type Row = Record<string, unknown>
const TIME_UNITS = new Set(['ns', 'us', 'ms', 's'])
const AGGREGATES = /^(.+)_(mean|median|stddev|cv|min|max)$/
/** The library's own statistics: rows named so are aggregates even without their repetitions (--benchmark_report_aggregates_only). */
const STANDARD = new Set(['mean', 'median', 'stddev', 'cv'])

/** Turns the report's rows into the JSON reporter's shape and reads it with the JSON parser. */
export function fromRows(
  f: InputFile,
  rows: Array<{ row: Row; lineNo: number }>,
  ctx: Row,
  caches: Row[],
  warnings: string[],
  repeated: boolean,
  flags: CounterFlags | { fix: string },
): ParsedRun {
  const iterationsOf = new Map<string, number>()
  for (const { row } of rows)
    if (row.run_type === 'iteration')
      iterationsOf.set(row.run_name as string, (iterationsOf.get(row.run_name as string) ?? 0) + 1)
  for (const { row } of rows) {
    const reps =
      row.run_type === 'aggregate' && row.aggregate_name !== 'BigO' && row.aggregate_name !== 'RMS'
        ? row.iterations
        : iterationsOf.get(row.run_name as string)
    // An aggregate row without its count (a NaN or empty cell) does not say how many repetitions it sums.
    if (typeof reps === 'number') row.repetitions = reps
    else if (row.run_type !== 'aggregate') row.repetitions = 1
  }
  if (caches.length) ctx.caches = caches
  endsWhole(f, rows, repeated)
  const doc = { context: ctx, benchmarks: rows.map((r) => r.row) }
  let run: ParsedRun
  try {
    run = readReport(new J(f.path, doc), flags)
  } catch (e) {
    // Name the line rather than the position in the JSON made from the rows.
    const i = e instanceof ParseError ? /^\$\.benchmarks\[(\d+)\]/.exec(e.where) : null
    if (i && e instanceof ParseError)
      throw new ParseError(f.path, `line ${rows[Number(i[1])]?.lineNo ?? 1}`, e.expected)
    throw e
  }
  const lineOf = (s: string) =>
    s.replace(/\$\.benchmarks\[(\d+)\]/g, (_, n: string) => `${f.path}: line ${rows[Number(n)]?.lineNo ?? '?'}`)
  const all = [...warnings, ...(run.warnings ?? []).map(lineOf)]
  return { ...run, ...(all.length ? { warnings: all } : {}) }
}

/**
 * With repetitions every benchmark ends with the same aggregate rows (mean, median, stddev, cv), and a
 * BigO row is followed by its RMS row: an output that stops before them is cut short, and its last
 * benchmark would get other numbers (fewer samples, no spread) than the whole output gives.
 */
function endsWhole(f: InputFile, rows: Array<{ row: Row; lineNo: number }>, repeated = false): void {
  const last = rows[rows.length - 1]
  if (!last || last.row.error_occurred) return
  if (repeated && last.row.run_type === 'iteration')
    fail(
      f.path,
      last.lineNo,
      `the aggregate rows (mean, median, stddev) of "${String(last.row.run_name)}": the header is sized for them (the output ends early)`,
    )
  const aggs = (name: unknown) =>
    rows
      .filter(
        (r) =>
          r.row.run_name === name &&
          r.row.run_type === 'aggregate' &&
          !['BigO', 'RMS'].includes(r.row.aggregate_name as string),
      )
      .map((r) => r.row.aggregate_name)
      .join(',')
  const first = rows.find(
    (r) => r.row.run_type === 'aggregate' && !['BigO', 'RMS'].includes(r.row.aggregate_name as string),
  )
  const cut =
    last.row.aggregate_name === 'BigO' ||
    (first && last.row.aggregate_name !== 'RMS' && aggs(last.row.run_name) !== aggs(first.row.run_name))
  if (cut)
    fail(
      f.path,
      last.lineNo,
      `the rest of "${String(last.row.run_name)}": its ${last.row.aggregate_name === 'BigO' ? 'RMS row' : `aggregate rows (${aggs(first!.row.run_name)})`} (the output ends early)`,
    )
}

const HEADER = /^Benchmark\s+Time\s+CPU\s+Iterations\b/

/** One benchmark row; `header` names the counter columns of a tabular report (--benchmark_counters_tabular). */
function readRow(
  f: InputFile,
  s: string,
  lineNo: number,
  header: string[],
  names: Set<string>,
  flags: Map<string, CounterFlag>,
  found: NonFinite[],
): Row {
  const err = /^(\S+)\s+ERROR OCCURRED: '(.*)'$/.exec(s) ?? /^(\S+)\s+SKIPPED: '(.*)'$/.exec(s)
  if (err) return { name: err[1], run_name: err[1], run_type: 'iteration', error_occurred: true, error_message: err[2] }
  const m = benchmarkRow(s)
  if (!m)
    fail(
      f.path,
      lineNo,
      `a row "<name>  <time> <unit>  <cpu> <unit>  <iterations>  [counters]", found "${s.slice(0, 100)}"`,
    )
  const [, name = '', real = '', unit = '', cpu = '', cpuUnit = '', its, rest = ''] = m
  const row: Row = { name }
  if (name.endsWith('_BigO') && !TIME_UNITS.has(unit)) {
    return Object.assign(row, {
      run_name: name.slice(0, -5),
      run_type: 'aggregate',
      aggregate_name: 'BigO',
      big_o: unit,
      real_coefficient: Number(real),
      cpu_coefficient: Number(cpu),
      time_unit: 'ns',
    })
  }
  if (name.endsWith('_RMS') && unit === '%')
    return Object.assign(row, {
      run_name: name.slice(0, -4),
      run_type: 'aggregate',
      aggregate_name: 'RMS',
      rms: Number(real) / 100,
    })
  const agg = AGGREGATES.exec(name)
  const isAgg = agg !== null && (names.has(agg[1] as string) || STANDARD.has(agg[2] as string))
  const cv = isAgg && agg[2] === 'cv'
  if (cv ? unit !== '%' || cpuUnit !== '%' : !TIME_UNITS.has(unit) || cpuUnit !== unit)
    fail(f.path, lineNo, `times in ns, us, ms or s (or % in a _cv row), found "${unit}" and "${cpuUnit}"`)
  Object.assign(row, {
    run_name: isAgg ? agg[1] : name,
    run_type: isAgg ? 'aggregate' : 'iteration',
    ...(isAgg ? { aggregate_name: agg[2] } : {}),
    real_time: cv ? Number(real) / 100 : Number(real),
    cpu_time: cv ? Number(cpu) / 100 : Number(cpu),
    time_unit: cv ? 'ns' : unit,
  })
  if (its !== undefined) row.iterations = Number(its)
  readCounters(f, lineNo, rest, header, cv, row, flags, found)
  if (!isAgg) names.add(name)
  return row
}

/**
 * The library sizes the name column for the longest name, plus "_stddev" when a benchmark repeats:
 * a column wider than every name printed means aggregate rows were coming.
 */
function repeatedOf(rows: Array<{ row: Row }>, nameWidth: number): boolean {
  const its = rows.filter((r) => r.row.run_type === 'iteration')
  return its.length > 0 && nameWidth > Math.max(10, ...its.map((r) => String(r.row.name).length))
}

/**
 * compare.py run on two programs prints each one's report after a "RUNNING: <command>" line, then
 * its comparison table. The results are the contender's (the last report): the baseline's rows
 * would be as many results again, and the table only repeats both in rounded figures.
 */
function parseOne(input: InputFile): ParsedRun {
  // With --benchmark_color=true (or a terminal) each row is coloured: the same columns between codes.
  const f = withoutColours(input)
  const ctx: Row = {}
  const caches: Row[] = []
  let rows: Array<{ row: Row; lineNo: number }> = []
  let names = new Set<string>()
  let header: string[] | undefined
  let headerLine = 0
  let nameWidth = 0
  let last = 0
  const runs: string[] = []
  const flags = new Map<string, CounterFlag>()
  const found: NonFinite[] = [] // "-nan%" cells: one warning, as the JSON reporter's bare NaN
  let compared = false
  let ruled = false
  let lastWasRow = false
  forEachLine(f.text, (raw, lineNo) => {
    last = lineNo
    const s = raw.trim()
    if (compared || s === '') return
    // A rule after rows opens the next header (a tabular report's counters changed): a row right
    // under it would be read in the columns of the header above.
    if (/^-+$/.test(s)) return void (ruled = ruled || lastWasRow)
    lastWasRow = false
    const running = /^RUNNING: (.+)$/.exec(s)
    const comparing = header ? /^Comparing (\S+) to (\S+)$/.exec(s) : null
    if (running) [rows, names, header] = [[], new Set(), (runs.push(running[1]!), undefined)]
    else if (comparing) {
      compared = true
      // compare.py runs each side that is not a JSON file: a RUNNING line for each, in order.
      const want = comparing.slice(1).filter((x) => !x.endsWith('.json'))
      const ran = runs.map((r) => r.split(' ')[0])
      if (want.join(' ') !== ran.join(' '))
        fail(
          f.path,
          lineNo,
          `a "RUNNING:" report for each program compared (${want.join(', ')}), found ${ran.length ? ran.join(', ') : 'none'}`,
        )
    }
    if (running || comparing) return
    if (HEADER.test(s)) {
      // A tabular report starts a new header whenever the set of counters changes.
      header = s
        .split(/\s+/)
        .slice(4)
        .filter((c) => c !== 'UserCounters...')
      headerLine = lineNo
      ruled = false
      nameWidth = Math.max(nameWidth, raw.indexOf(' Time') - 9)
    } else if (header && ruled)
      fail(
        f.path,
        lineNo,
        `the "Benchmark   Time   CPU   Iterations" header under the rule above, found "${s.slice(0, 80)}"`,
      )
    else if (header) {
      rows.push({ row: readRow(f, s, lineNo, header, names, flags, found), lineNo })
      lastWasRow = true
    } else if (!contextLine(raw.trimEnd().replace(/^\s+(?=L\d)/, ''), ctx, caches))
      fail(
        f.path,
        lineNo,
        `Google Benchmark's console report ("Benchmark   Time   CPU   Iterations" header), found "${s.slice(0, 80)}"`,
      )
  })
  if (!header)
    fail(f.path, last, 'the "Benchmark   Time   CPU   Iterations" header of Google Benchmark\'s console report')
  if (runs.length && !compared)
    fail(f.path, last, 'compare.py\'s "Comparing … to …" table after the reports it ran (the output ends early)')
  if (rows.length === 0) fail(f.path, headerLine, 'at least one benchmark row after the header, found none')
  const warnings = [
    `${f.path}: the console report rounds to 3–6 significant digits and names no host; --benchmark_format=json keeps full precision`,
    ...(found.length ? [nonFiniteWarning(f, found)] : []),
  ]
  if (runs.length > 1)
    warnings.push(
      `${f.path}: compare.py output: the results are those of the last program run (${runs[runs.length - 1]}); the baseline's rows (${runs.slice(0, -1).join('; ')}) are left out`,
    )
  return fromRows(f, rows, ctx, caches, warnings, repeatedOf(rows, nameWidth), flags)
}

const googleBenchmarkConsoleParser: Parser = {
  id: 'google-benchmark-console',
  tool: 'Google Benchmark',
  description: 'Google Benchmark console report (the default output; 2>&1 adds the context lines)',
  produce: './my_bench > bench.txt 2>&1   (--benchmark_format=json keeps full precision)',
  detect(input: ParserInput) {
    // With a JSON report beside it, the input is that report's (google-benchmark.ts reads both).
    if (input.files.some((f) => /^\s*[{[]/.test(f.text.slice(0, 64)))) return 0
    const h = uncoloured(head(input))
    return /^-{20,}\r?\nBenchmark\s+Time\s+CPU\s+Iterations/m.test(h) ? 0.95 : 0
  },
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const googleBenchmarkConsole = defineParser(googleBenchmarkConsoleParser)
