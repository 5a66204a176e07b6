// Google Benchmark --benchmark_format=csv (the context lines go to stderr):
//   name,iterations,real_time,cpu_time,time_unit,bytes_per_second,items_per_second,label,error_occurred,error_message
//   "BM_StringCopy/16",892709,71.668,16.2121,ns,9.86915e+08,,,,
// Rows are turned into the JSON reporter's shape and read by google-benchmark.ts (same results,
// metric ids, units and parameters as --benchmark_format=json). Numbers have 6 significant digits.
// Quirks of the CSV reporter (1.7): a _cv row's time columns hold cv × unit multiplier ÷
// repetitions (undone here); BigO rows put the fitted curve in time_unit and RMS rows a fraction;
// user counters are extra quoted columns, and the reporter aborts when a benchmark has a counter the
// header lacks. With stderr in the file (2>&1) its last line says so:
//   ./src/csv_reporter.cc:93: ReportRuns: Check `…' failed. All counters must be present in each run. …
// and the rows before it are kept, with a warning and a note that the run is incomplete. Without
// stderr nothing in the CSV tells (ingest --run sees the abort in the exit status).
import { fail, head } from './shared'
import { defineParser } from './types'
import { parseFiles } from './json-shared'
import { fromRows } from './google-benchmark-console'
import { contextLine } from './google-benchmark-env'
import { isNonFinite } from './google-benchmark-flags'
import { nonFiniteWarning, type NonFinite } from './json-non-finite'
import { csvRows, optCellNum, type Row } from './table-text'
import type { InputFile, ParsedRun, Parser, ParserInput } from './types'
import { round12, unitFactor } from '../../data/numbers/numbers'
import { oneLine } from './scan'

const HEADER =
  'name,iterations,real_time,cpu_time,time_unit,bytes_per_second,items_per_second,label,error_occurred,error_message'
/** The time units the reporter writes; how many of one make a second comes from the core's units. */
const TIME_UNITS = new Set(['ns', 'us', 'ms', 's'])
const AGGREGATES = /^(.+)_(mean|median|stddev|cv|min|max)$/
/** The library's own statistics: rows named so are aggregates even without their repetitions (--benchmark_report_aggregates_only). */
const STANDARD = new Set(['mean', 'median', 'stddev', 'cv'])

// [^] on a line without a line end is . (which tried every "' failed." again where a line end followed).
const ABORT_LINE =
  /^\S*csv_reporter\.cc:\d+: ReportRuns: Check `[^]*' failed\. (All counters must be present in each run\.[^]*)$/

/** The reporter's own abort line at the end of the output (2>&1), and the text without it. */
function aborted(f: InputFile): { text: string; why?: string; lineNo: number } {
  const lines = f.text.split('\n')
  let i = lines.length - 1
  while (i > 0 && lines[i]!.trim() === '') i--
  const last = lines[i]!.trim()
  const m = oneLine(last) ? ABORT_LINE.exec(last) : null
  if (!m) return { text: f.text, lineNo: 0 }
  lines[i] = ''
  return { text: lines.join('\n'), why: m[1], lineNo: i + 1 }
}

/**
 * A row of times, an iteration or an aggregate (mean, median, stddev, cv …), with its rates and user
 * counters, into the JSON reporter's fields, so that both reports share fromRows.
 */
function timingRow(
  f: InputFile,
  r: Row,
  counters: string[],
  names: Set<string>,
  row: Record<string, unknown>,
  found: NonFinite[],
): void {
  const c = r.cells
  const name = c[0] as string
  const num = (i: number, what: string) => optCellNum(f, r, i, what)
  const agg = AGGREGATES.exec(name)
  const isAgg = agg !== null && (names.has(agg[1] as string) || STANDARD.has(agg[2] as string))
  const unit = c[4] as string
  if (!TIME_UNITS.has(unit)) fail(f.path, r.lineNo, `a time_unit of ns, us, ms or s, found "${unit}"`)
  const its = num(1, 'the iterations')
  // The CSV reporter divides a cv (a fraction) by the repetitions and scales it to the time unit.
  // Undoing it needs the repetitions (the row's iterations): without them the cv cannot be read.
  const cvRow = isAgg && agg[2] === 'cv'
  if (cvRow && !(its !== undefined && Number.isInteger(its) && its >= 1))
    fail(
      f.path,
      r.lineNo,
      `the repetitions in the iterations column of a _cv row (the reporter divides the cv by them), found "${c[1]}"`,
    )
  const undo = cvRow ? its! / unitFactor('s', unit) : 1
  const real = num(2, 'the real time')
  const cpu = num(3, 'the CPU time')
  Object.assign(row, {
    run_name: isAgg ? agg[1] : name,
    run_type: isAgg ? 'aggregate' : 'iteration',
    ...(isAgg ? { aggregate_name: agg[2] } : {}),
    iterations: its,
    real_time: real === undefined ? undefined : round12(real * undo),
    cpu_time: cpu === undefined ? undefined : round12(cpu * undo),
    time_unit: unit,
  })
  const extra: Array<[string, number]> = [
    ['bytes_per_second', 5],
    ['items_per_second', 6],
    ...counters.map((n, i) => [n, 10 + i] as [string, number]),
  ]
  for (const [k, i] of extra) {
    // "-nan": a figure the library could not compute (the cv of a counter that stays 0), as "-nan%" on the console.
    if (isNonFinite(c[i] ?? '')) {
      found.push({ line: r.lineNo, key: k, token: c[i]! })
      row[k] = null
      continue
    }
    const v = num(i, `the ${k}`)
    if (v !== undefined) row[k] = v
  }
  if (c[7]) row.label = c[7]
  if (!isAgg) names.add(name)
}

function parseOne(file: InputFile): ParsedRun {
  const abort = aborted(file)
  const f = { ...file, text: abort.text }
  const ctx: Record<string, unknown> = {}
  const caches: Array<Record<string, unknown>> = []
  const all = csvRows(f)
  const at = all.findIndex((r) => r.cells.slice(0, 10).join(',') === HEADER)
  if (at < 0) fail(f.path, all[0]?.lineNo ?? 1, `a header "${HEADER.slice(0, 60)}…" (--benchmark_format=csv)`)
  for (const r of all.slice(0, at)) {
    const line = f.text.split('\n')[r.lineNo - 1]!.trim()
    if (!contextLine(line, ctx, caches))
      fail(
        f.path,
        r.lineNo,
        `the CSV header "${HEADER.slice(0, 40)}…" or Google Benchmark's context lines, found "${line.slice(0, 80)}"`,
      )
  }
  const header = all[at]!
  const counters = header.cells.slice(10)
  const names = new Set<string>()
  const rows: Array<{ row: Record<string, unknown>; lineNo: number }> = []
  const found: NonFinite[] = []
  const body = all.slice(at + 1)
  for (const r of body) {
    const c = r.cells
    if (c.length !== header.cells.length)
      fail(f.path, r.lineNo, `${header.cells.length} fields as in the header, found ${c.length}`)
    const name = c[0] as string
    const num = (i: number, what: string) => optCellNum(f, r, i, what)
    const row: Record<string, unknown> = { name }
    if (c[8] === 'true') {
      Object.assign(row, { run_name: name, run_type: 'iteration', error_occurred: true, error_message: c[9] })
    } else if (name.endsWith('_BigO') && !TIME_UNITS.has(c[4] as string)) {
      Object.assign(row, {
        run_name: name.slice(0, -5),
        run_type: 'aggregate',
        aggregate_name: 'BigO',
        big_o: c[4],
        real_coefficient: num(2, 'the real-time coefficient'),
        cpu_coefficient: num(3, 'the CPU coefficient'),
        time_unit: 'ns',
      })
    } else if (name.endsWith('_RMS') && !c[4]) {
      Object.assign(row, {
        run_name: name.slice(0, -4),
        run_type: 'aggregate',
        aggregate_name: 'RMS',
        rms: num(2, 'the RMS error'),
      })
    } else timingRow(f, r, counters, names, row, found)
    rows.push({ row, lineNo: r.lineNo })
  }
  if (rows.length === 0) fail(f.path, header.lineNo, 'at least one benchmark row after the header, found none')
  const warnings = [
    `${f.path}: the CSV report has 6 significant digits and names no host; --benchmark_format=json keeps full precision`,
    ...(found.length ? [nonFiniteWarning(f, found)] : []),
  ]
  const program = typeof ctx.executable === 'string' ? ctx.executable : './my_bench'
  // The CSV reporter writes counters without their flags; the console report beside a JSON one has them.
  const flags = {
    fix: `let ingest run the program without --benchmark_format=csv (pnpm ingest --run "${program}" --suite <id>): it reads the flags from the console output and the numbers from a JSON report of the same run`,
  }
  if (!abort.why) return fromRows(f, rows, ctx, caches, warnings, false, flags)
  const last = String(rows[rows.length - 1]!.row.name)
  const said = `The run aborted after ${last}: Google Benchmark's CSV reporter stopped (line ${abort.lineNo}: "${abort.why.slice(0, 300)}"), so the benchmarks after it are missing.`
  warnings.push(`${f.path}: ${said}`)
  const run = fromRows(f, rows, ctx, caches, warnings, false, flags)
  run.environment = { ...run.environment, notes: [...(run.environment?.notes ?? []), said] }
  return run
}

const googleBenchmarkCsvParser: Parser = {
  id: 'google-benchmark-csv',
  tool: 'Google Benchmark',
  description: 'Google Benchmark CSV report (--benchmark_format=csv)',
  produce: './my_bench --benchmark_format=csv > bench.csv   (--benchmark_format=json keeps full precision)',
  detect: (input: ParserInput) => (head(input).includes(HEADER) ? 1 : 0),
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const googleBenchmarkCsv = defineParser(googleBenchmarkCsvParser)
