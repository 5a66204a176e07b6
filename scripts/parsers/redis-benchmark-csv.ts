// redis-benchmark --csv (see redis-benchmark.ts): the header line "test","rps","avg_latency_ms",…,
// one row per test, and the byte fast path for the rows of runs appended one after the other (big
// files are made that way). Not a parser of its own.
import type { Measurement } from '../../data/schema/schema'
import { checkResult, POW10 } from './shared'
import { asciiString, sameBytes } from './line-cutter'
import { addResult, latency, need, runs, sample } from './redis-benchmark-tests'
import type { Group, Tests } from './redis-benchmark-tests'

const CSV_COLS: Record<string, string> = {
  avg_latency_ms: 'avg',
  min_latency_ms: 'min',
  p50_latency_ms: 'p50',
  p95_latency_ms: 'p95',
  p99_latency_ms: 'p99',
  max_latency_ms: 'max',
}

/** What the --csv lines read so far say about the next ones. */
export interface CsvState {
  /** The columns of the last header line. */
  cols?: string[]
  /** Fields of the current CSV header when all its columns are known (0: no fast path). */
  fieldCount: number
  /** The test of the last row read by the fast path. */
  lastRow?: Group
  /** The header's last avg and p50 columns (-1: none). */
  avg: number
  p50: number
  /** The bytes of the current CSV header line, to know it again when the next run repeats it. */
  header?: Buffer
}

export function newCsvState(): CsvState {
  return { fieldCount: 0, avg: -1, p50: -1 }
}

/** A header line ("test","rps",…): its columns name the next rows' fields. False for any other line. */
export function csvHeader(cs: CsvState, f: string[], raw: string): boolean {
  if (f[0] !== 'test' || f[1] !== 'rps') return false
  cs.cols = f
  cs.header = Buffer.from(raw)
  cs.fieldCount = f.every((col, i) => i < 2 || CSV_COLS[col]) ? f.length : 0
  cs.avg = f.lastIndexOf('avg_latency_ms')
  if (cs.avg < 2) cs.avg = -1
  cs.p50 = f.lastIndexOf('p50_latency_ms')
  if (cs.p50 < 2) cs.p50 = -1
  return true
}

/** A row of at least two fields: test name, rps, then the latency columns the header names. */
export function csvRow(path: string, cs: CsvState, tests: Tests, f: string[], lineNo: number): void {
  const rps = need(path, f[1] ?? '', lineNo, 'a number of requests per second in column 2')
  const lat: Record<string, number> = {}
  const cols = cs.cols
  if (cols) {
    for (let i = 2; i < cols.length; i++) {
      const col = cols[i] as string
      const k = CSV_COLS[col]
      if (k) lat[k] = need(path, f[i] ?? '', lineNo, `a number in column "${col}"`)
    }
  }
  const values: Record<string, Measurement> = { rps: { value: rps } }
  if (lat.avg !== undefined) values.latency = latency(lat, {})
  if (lat.p50 !== undefined) values['latency-p50'] = { value: lat.p50 }
  addResult(tests, checkResult(path, lineNo, { benchmark: f[0] ?? '', values }), lineNo)
}

/**
 * The hot path (LineParser.bytes) for a --csv row of a test seen before, as the tool prints it
 * ("SET","90909.09","0.299",… every field quoted, plain decimals, nothing after the last quote),
 * under a header whose columns are all known: one pass over the row's bytes reads the numbers in
 * place (digits / 10^k of two exact doubles is correctly rounded: exactly what Number() gives)
 * and adds them as one more run. Declines (false, nothing recorded) anything else (a new test,
 * a carriage return, blanks, signs, exponents, escapes, non-ASCII names); the path over text then
 * handles or reports the row as it does any row. The caller declines too while a test block is open.
 */
export function csvRepeat(cs: CsvState, tests: Tests, b: Buffer, s: number, e: number): boolean {
  if (!cs.fieldCount || b[s] !== 34) return false
  if (cs.header && sameBytes(b, s, e, cs.header)) return true // the same header again: one more run appended
  let q = s + 1
  let c = 0
  while (q < e && (c = b[q] as number) !== 34) {
    if (c >= 0x80) return false
    q++
  }
  if (q + 1 >= e || b[q + 1] !== 44) return false
  // Runs list the tests in the same order: this row's test is most often the one that followed the
  // last row's test last time (a byte comparison, cheaper than making the name a string to hash).
  const prev = cs.lastRow
  const guess = prev?.next
  const g =
    guess && !guess.first.params && sameBytes(b, s + 1, q, (guess.key ??= Buffer.from(guess.first.benchmark)))
      ? guess
      : tests.groups.get(asciiString(b, s + 1, q))
  if (!g || g.first.params) return false
  const csvAvg = cs.avg
  const csvP50 = cs.p50
  let rps = 0
  let avg = 0
  let p50 = 0
  let i = q + 2
  let field = 1
  for (;;) {
    if (b[i] !== 34) return false
    let m = 0
    let digits = 0
    let dot = -1
    while (++i < e && (c = b[i] as number) !== 34) {
      if (c >= 48 && c <= 57) {
        m = m * 10 + (c - 48)
        digits++
      } else if (c === 46 && dot < 0) dot = i
      else return false
    }
    if (i >= e || digits === 0 || digits > 15) return false
    if (field === 1) rps = dot < 0 ? m : m / (POW10[i - dot - 1] as number)
    else if (field === csvAvg) avg = dot < 0 ? m : m / (POW10[i - dot - 1] as number)
    else if (field === csvP50) p50 = dot < 0 ? m : m / (POW10[i - dot - 1] as number)
    field++
    if (++i >= e) break
    if (b[i] !== 44) return false
    i++
  }
  if (field !== cs.fieldCount) return false
  if (prev && prev.next !== g) prev.next = g
  cs.lastRow = g
  const runsOf = runs(g)
  sample(runsOf, 'rps').push(rps)
  if (csvAvg > 0) sample(runsOf, 'latency').push(avg)
  if (csvP50 > 0) sample(runsOf, 'latency-p50').push(p50)
  return true
}
