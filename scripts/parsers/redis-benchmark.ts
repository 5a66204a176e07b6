// redis-benchmark (Redis 6–7; older "N requests per second" reports too). Sample lines:
//   ====== PING_INLINE ======
//   SET: 12345.68 requests per second, p50=0.143 msec                      (-q)
//   "test","rps","avg_latency_ms","min_latency_ms","p50_latency_ms",...   (--csv)
// Progress lines are overwritten with \r; only what follows the last \r of a line counts. Each test
// becomes one result named as the tool names it ("LRANGE_100 (first 100 elements)", custom commands).
// A test found more than once (several runs appended to one file) becomes one result whose samples
// are the runs: each metric's value is then the mean over the runs, with the runs' values as samples
// (n, min, max, median, stddev of those values); the single runs' percentiles are not kept then.
// Metrics: `rps` (req/s, "throughput summary") and `latency` (ms; value = avg, min/max, percentiles
// from "Latency by percentile distribution" plus the summary's p50/p95/p99; the p50 is stored there
// once, and read as the median: numbers.ts medianOf), and `duration` (s, the full report's "requests
// completed in 0.42 seconds"). -q prints no average, so its p50 becomes `latency-p50`; the full report
// and --csv give `latency-p50` too (the summary's p50), so that every form shares one metric: a suite
// mixing forms, and repeated runs (whose latency keeps no percentiles), have it nowhere else. The header lines give params clients, payload (bytes),
// keepAlive, multiThread, threads; "requests completed" gives n; "host configuration" goes to
// environment.extra. "Cumulative distribution of latencies" is skipped; text outside test blocks
// (e.g. a Markdown page quoting the output) is skipped with one warning.
import type { Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { checkResult, csvFields, fail, head, makeRun, metricsUsed, parseByLines, pctKey } from './shared'
import type { LineParser, ParsedResult, ParsedRun, Parser } from './types'
import { addResult, latency, need, testResults } from './redis-benchmark-tests'
import type { Tests } from './redis-benchmark-tests'
import { csvHeader, csvRepeat, csvRow, newCsvState } from './redis-benchmark-csv'
import type { CsvState } from './redis-benchmark-csv'

const METRICS: Record<string, Metric> = {
  rps: { label: 'Throughput', unit: 'req/s', direction: 'higher', stat: 'requests / elapsed time' },
  latency: { label: 'Latency', unit: 'ms', direction: 'lower', stat: 'mean' },
  'latency-p50': {
    label: 'Latency p50',
    unit: 'ms',
    direction: 'lower',
    stat: 'p50',
    derive: { metric: 'latency', field: 'p50' },
  },
  duration: { label: 'Run time', unit: 's', direction: 'lower', stat: 'requests completed in' },
}
const HEADER = /^====== (.+) ======$/
const QUIET = /^(.+): (\S+) requests per second(?:, p50=(\S+) msec)?$/
const PCT = /^(\S+)% <= (\S+) milliseconds?(?: \(cumulative count \d+\))?$/

/** The test block ("====== SET ======" and what follows) being read. */
interface Block {
  name: string
  lineNo: number
  n?: number
  /** Seconds the test took ("100000 requests completed in 0.42 seconds"). */
  duration?: number
  params: Record<string, ParamValue>
  pct: Record<string, number>
  /** The last percentage of the percentile section, which only climbs. */
  lastPct?: number
  rps?: number
  lat?: Record<string, number>
  cols?: string[]
}
/** Which part of a test block the next line belongs to. */
type Mode = 'head' | 'pct' | 'skip' | 'summary' | 'cols' | 'vals'

/** Everything one streamed file's lines have said so far. */
interface State {
  path: string
  tests: Tests
  csv: CsvState
  /** "host configuration" lines, for environment.extra. */
  extra: Record<string, string>
  warnings: string[]
  block?: Block
  mode: Mode
  /** Lines that are no redis-benchmark output, and the first of them. */
  ignored: number
  firstIgnored: number
  last: number
}

/** Ends the open test block (if any) as one result; `why` ends the error when it has no Summary. */
function close(st: State, lineNo: number, why: string): void {
  const b = st.block
  if (!b) return
  st.block = undefined
  if (b.rps === undefined) fail(st.path, lineNo, `the Summary of test "${b.name}" (line ${b.lineNo}) ${why}`)
  const values: Record<string, Measurement> = { rps: b.n ? { value: b.rps, n: b.n } : { value: b.rps } }
  if (b.lat?.avg !== undefined) values.latency = latency(b.lat, b.pct, b.n)
  // -q prints only the p50: every form also gives it as `latency-p50`, so a suite can mix them.
  if (b.lat?.p50 !== undefined) values['latency-p50'] = b.n ? { value: b.lat.p50, n: b.n } : { value: b.lat.p50 }
  // The full report alone says how long a test ran (-q and --csv do not): the seed pages quote it.
  if (b.duration !== undefined) values.duration = { value: b.duration }
  const r: ParsedResult = { benchmark: b.name, values }
  if (Object.keys(b.params).length) r.params = b.params
  addResult(st.tests, checkResult(st.path, b.lineNo, r), b.lineNo)
}

/** A "99.5% <= 0.4 milliseconds" line of a percentile section (kept in 'pct', skipped in 'skip'). */
function percentileLine(st: State, b: Block, t: string, lineNo: number): boolean {
  const m = t.charCodeAt(0) <= 57 ? PCT.exec(t) : null
  if (!m) return false
  const p = need(st.path, m[1] ?? '', lineNo, 'a percentage before "% <="')
  if (p < 0 || p > 100) fail(st.path, lineNo, `a percentage between 0 and 100, found "${m[1]}"`)
  const v = need(st.path, m[2] ?? '', lineNo, 'a latency in milliseconds after "<="')
  if (st.mode === 'pct') {
    // The section climbs to 100%; a line below the last one belongs to the cumulative distribution
    // (its heading lost), which must not overwrite these percentiles.
    const last = b.lastPct ?? -1
    if (p < last || (p === last && b.pct[pctKey(p)] !== v))
      fail(st.path, lineNo, `percentiles in increasing order (the last was ${last}%), found "${t.trim()}"`)
    b.lastPct = p
    b.pct[pctKey(p)] = v
  }
  return true
}

/** The values line under "latency summary (msec):" and its column names: the test's last line. */
function latencyValues(st: State, b: Block, t: string, lineNo: number): void {
  const vals = t.trim().split(/\s+/)
  if (vals.length !== b.cols?.length)
    fail(st.path, lineNo, `${b.cols?.length} latency values (${b.cols?.join(' ')}), found "${t.trim()}"`)
  b.lat = {}
  b.cols.forEach((c, i) => {
    if (b.lat) b.lat[c] = need(st.path, vals[i] ?? '', lineNo, `a number for latency ${c}`)
  })
  close(st, lineNo, '')
}

/**
 * A line of the test header (before any section): requests completed, the params, the host
 * configuration; an unknown one is kept as a warning, since newer versions add lines.
 */
function headerLine(st: State, b: Block, s: string, lineNo: number): void {
  const path = st.path
  let m: RegExpExecArray | null
  if ((m = /^(\S+) requests completed in (\S+) seconds$/.exec(s))) {
    b.n = need(path, m[1] ?? '', lineNo, 'a number of requests')
    b.duration = need(path, m[2] ?? '', lineNo, 'a run time in seconds')
  } else if ((m = /^(\S+) parallel clients$/.exec(s)))
    b.params.clients = need(path, m[1] ?? '', lineNo, 'a number of clients')
  else if ((m = /^(\S+) bytes payload$/.exec(s)))
    b.params.payload = need(path, m[1] ?? '', lineNo, 'a payload size in bytes')
  else if ((m = /^keep alive: (\S+)$/.exec(s))) b.params.keepAlive = m[1] !== '0'
  else if ((m = /^multi-thread: (yes|no)$/.exec(s))) b.params.multiThread = m[1] === 'yes'
  else if ((m = /^threads: (\S+)$/.exec(s))) b.params.threads = need(path, m[1] ?? '', lineNo, 'a number of threads')
  else if ((m = /^host configuration "([^"]+)": ?(.*)$/.exec(s))) {
    if (m[2]) st.extra[`redis ${m[1]}`] = m[2]
  } else if (/^\d+(\.\d+)?% <= /.test(s)) {
    /* Redis < 6.2 cumulative distribution: skipped */
  } else st.warnings.push(`${path}: line ${lineNo}: unknown header line in test "${b.name}": ${s}`)
}

/** A line inside a test block; false when it belongs to none of the block's parts. */
function inBlock(st: State, b: Block, t: string, lineNo: number): boolean {
  if ((st.mode === 'pct' || st.mode === 'skip') && percentileLine(st, b, t, lineNo)) return true
  if (st.mode === 'cols') {
    b.cols = t.trim().split(/\s+/)
    st.mode = 'vals'
    return true
  }
  if (st.mode === 'vals') {
    latencyValues(st, b, t, lineNo)
    return true
  }
  const s = t.trimStart()
  if (s.startsWith('Latency by percentile distribution')) st.mode = 'pct'
  else if (s.startsWith('Cumulative distribution of latencies')) st.mode = 'skip'
  else if (s === 'Summary:') st.mode = 'summary'
  else if (s.startsWith('throughput summary:'))
    b.rps = need(
      st.path,
      s.slice(19, s.indexOf(' requests per second')).trim(),
      lineNo,
      'a number of requests per second',
    )
  else if (s.startsWith('latency summary')) st.mode = 'cols'
  else if (s.endsWith(' requests per second') && st.mode === 'head') {
    b.rps = need(st.path, s.slice(0, s.indexOf(' ')), lineNo, 'a number of requests per second') // Redis < 6.2
    close(st, lineNo, '')
  } else if (st.mode === 'head') headerLine(st, b, s, lineNo)
  else return false
  return true
}

/** A -q line "SET: 12345.68 requests per second, p50=0.143 msec"; false for any other line. */
function quietLine(st: State, t: string, lineNo: number): boolean {
  const m = QUIET.exec(t)
  if (!m) return false
  const values: Record<string, Measurement> = {
    rps: { value: need(st.path, m[2] ?? '', lineNo, 'a number of requests per second') },
  }
  if (m[3] !== undefined) values['latency-p50'] = { value: need(st.path, m[3], lineNo, 'a p50 latency in msec') }
  addResult(st.tests, checkResult(st.path, lineNo, { benchmark: m[1] ?? '', values }), lineNo)
  return true
}

/** One line (decoded): a test header, a line of the open test, a --csv line, a -q line, or none. */
function line(st: State, raw: string, lineNo: number): void {
  st.last = lineNo
  const cr = raw.lastIndexOf('\r')
  const t = (cr >= 0 ? raw.slice(cr + 1) : raw).trimEnd()
  if (t === '') return
  const c = t.charCodeAt(0)
  if (c === 61 && t.startsWith('======')) {
    const m = HEADER.exec(t)
    if (m) {
      close(st, lineNo, 'before the next test')
      st.block = { name: m[1] ?? '', lineNo, params: {}, pct: {} }
      st.mode = 'head'
      return
    }
  }
  const block = st.block
  if (block && inBlock(st, block, t, lineNo)) return
  if (block)
    fail(
      st.path,
      lineNo,
      `a line of the ${st.mode === 'head' ? 'test header' : st.mode === 'pct' ? 'percentile distribution' : 'Summary'} of test "${block.name}", found "${t}"`,
    )
  if (c === 34) {
    const f = csvFields(t)
    if (f && csvHeader(st.csv, f, raw)) return
    if (f && f.length >= 2) return csvRow(st.path, st.csv, st.tests, f, lineNo)
  }
  if ((t.endsWith(' msec') || t.endsWith('requests per second')) && quietLine(st, t, lineNo)) return
  if (t.includes(': rps=')) return // a progress line left on screen
  if (st.ignored++ === 0) st.firstIgnored = lineNo
}

/** The run: one result per test (repeated tests merged), or an error when there is none. */
function end(st: State): ParsedRun {
  const { path, warnings, extra } = st
  close(st, st.last, '(the output ends early)')
  const results = testResults(path, st.tests)
  if (results.length === 0) {
    fail(
      path,
      st.last,
      'redis-benchmark output: a "====== TEST ======" block, a -q line "TEST: N requests per second" or a --csv header "test","rps",...',
    )
  }
  if (st.ignored)
    warnings.push(
      `${path}: skipped ${st.ignored} line(s) that are not redis-benchmark output (first at line ${st.firstIgnored})`,
    )
  // A repeated test is read as repeated runs: its figures summarise the runs' figures, not requests.
  const repeated = st.tests.order.filter((g) => g.samples).map((g) => `${g.first.benchmark} ×${g.runs}`)
  if (repeated.length) {
    warnings.push(
      `${path}: tests found more than once are read as repeated runs (${repeated.slice(0, 5).join(', ')}${repeated.length > 5 ? `, … ${repeated.length} in all` : ''}): each value is the mean of the runs', with min, max and median over the runs; the runs' latency extremes and p95/p99 are not combined`,
    )
  }
  const metrics = metricsUsed(results, METRICS)
  const environment = Object.keys(extra).length ? { extra } : undefined
  return makeRun('redis-benchmark', metrics, results, { environment, warnings, check: { file: path, lineNo: st.last } })
}

function lines(path: string): LineParser {
  const st: State = {
    path,
    tests: { groups: new Map(), order: [] },
    csv: newCsvState(),
    extra: {},
    warnings: [],
    mode: 'head',
    ignored: 0,
    firstIgnored: 0,
    last: 0,
  }
  return {
    bytes(b, s, e, lineNo) {
      if (st.block || !csvRepeat(st.csv, st.tests, b, s, e)) return false
      st.last = lineNo
      return true
    },
    line: (raw, lineNo) => line(st, raw, lineNo),
    end: () => end(st),
  }
}

const redisBenchmarkParser: Parser = {
  id: 'redis-benchmark',
  tool: 'redis-benchmark',
  description: 'redis-benchmark text report (default), quiet (-q) or --csv output',
  produce: 'redis-benchmark -h 127.0.0.1 -t set,get -n 100000 > out.txt   (or add -q, or --csv)',
  detect(input) {
    const h = head(input)
    if (/^"test","rps","avg_latency_ms"/m.test(h)) return 1
    if (/(^|\r)====== .+ ======\r?$/m.test(h) && /requests completed in|requests per second/.test(h)) return 0.95
    if (/: rps=[\d.]+ \(overall: /.test(h)) return 0.9
    // A -q line, between \r and \n (U+2028/9 end it for $ too): ^[^\r\n]* tried every start again.
    if (h.split(/[\r\n]/).some((l) => /: [\d.]+ requests per second(?:, p50=[\d.]+ msec)?(?:[\u2028\u2029]|$)/.test(l)))
      return 0.8
    return 0
  },
  parse: (input) => parseByLines(input, lines),
  lines,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const redisBenchmark = defineParser(redisBenchmarkParser)
