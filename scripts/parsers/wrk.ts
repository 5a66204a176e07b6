// wrk (4.x) console report, with or without --latency, plus lines printed by a Lua done() script; and
// wrk2's (wrk -R <rate>), whose --latency report is HdrHistogram's ("99.900%    4.62ms", then a detailed
// spectrum and, with -U, the uncorrected latencies: both skipped, the corrected percentiles are kept).
// Sample lines:
//   Running 2s test @ http://127.0.0.1:18080/index.html
//     Latency   323.18us  193.05us   4.21ms   97.10%
//   Requests/sec:   2749.74
// One result per "Running … test @ <url>" block, named by the URL, with params threads, connections
// and duration (seconds). Metrics: `latency` (ms, lower; value = Avg, stddev, max, percentiles from
// "Latency Distribution" and from "50%,6464"-style lines of wrk's scripts/report.lua done() (µs; they
// add the percentiles wrk did not print but do not replace wrk's own: the end of done() output cannot
// be known, so a capture cut inside it must not change a number read before it)), `rps` (req/s, higher; "Requests/sec", n = "N requests in …"), `thread-rps`
// (req/s per thread: Avg, Stdev, Max), `transfer` (KiB/s: wrk's "KB"/"MB" are 1024-based), and counts
// `non-2xx`, `errors-connect`, `errors-read`, `errors-write`, `errors-timeout` when wrk prints those
// lines (it omits them when all are zero, and so do we). "+/- Stdev" percentages are not kept. Other
// lines (custom done() output) are skipped with a warning each.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { checkResult, fail, head, makeRun, metricsUsed, parseByLines, pctKey, round, timeIn, toNum } from './shared'
import { bytesIn, convert, prefixFactor } from '../../data/numbers/units'
import type { LineParser, ParsedResult, ParsedRun, Parser } from './types'
import { indentedLine } from './scan'

const METRICS: Record<string, Metric> = {
  latency: { label: 'Latency', unit: 'ms', direction: 'lower', stat: 'mean' },
  rps: { label: 'Throughput', unit: 'req/s', direction: 'higher', stat: 'requests / elapsed time' },
  'thread-rps': { label: 'Requests/sec per thread', unit: 'req/s', direction: 'higher', stat: 'mean over threads' },
  // KiB/s, not B/s: wrk counts in 1024s ("1.16MB" is 1.16 MiB), and pages show the family it printed.
  transfer: { label: 'Transfer', unit: 'KiB/s', direction: 'higher', stat: 'bytes read / elapsed time' },
  'non-2xx': { label: 'Non-2xx or 3xx responses', unit: 'responses', direction: 'lower' },
  'errors-connect': { label: 'Socket errors: connect', unit: 'errors', direction: 'lower' },
  'errors-read': { label: 'Socket errors: read', unit: 'errors', direction: 'lower' },
  'errors-write': { label: 'Socket errors: write', unit: 'errors', direction: 'lower' },
  'errors-timeout': { label: 'Socket errors: timeout', unit: 'errors', direction: 'lower' },
}
/** wrk's byte prefixes ("KB" is 1024 B), as KiB: a power of two, so the stored value is exactly what wrk printed. */
const kib = (prefix: string) => (bytesIn(prefix, 1024) ?? 1024) / 1024

interface Block {
  result: ParsedResult
  lineNo: number
  done: boolean
  pct: Record<string, number>
  n?: number
}

/** Everything one streamed file's lines have said so far. */
interface State {
  path: string
  results: ParsedResult[]
  warnings: string[]
  /** The open "Running … test @ <url>" block. */
  b: Block | undefined
  /** stats: the report's lines; pct: "Latency Distribution"; spectrum: "Detailed Percentile spectrum" (skipped). */
  mode: 'stats' | 'pct' | 'spectrum'
  /** The first non-blank line, quoted when the input is no wrk output. */
  first: string | undefined
  last: number
}

/** A wrk time ("323.18us", "1.02s", "2m") in ms. */
function ms(path: string, s: string, lineNo: number, what: string): number {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(s)
  const v = m ? toNum(m[1] ?? '') : undefined
  if (!m || v === undefined) fail(path, lineNo, `${what}: a time such as "323.18us" or "1.02s", found "${s}"`)
  return timeIn(v, m[2] === 'm' ? 'min' : (m[2] as string), 'ms') as number
}

/** A number with a prefix ("2.76k", "3.25MB"), read by `re` (number, prefix); `factor` of the prefix. */
function scaled(
  path: string,
  s: string,
  lineNo: number,
  what: string,
  factor: (prefix: string) => number | undefined,
  re: RegExp,
): number {
  const m = re.exec(s)
  const v = m ? toNum(m[1] ?? '') : undefined
  if (!m || v === undefined) fail(path, lineNo, `${what}, found "${s}"`)
  return round(v * (factor(m[2] ?? '') ?? 1))
}

function count(path: string, s: string | undefined, lineNo: number, what: string): number {
  const v = toNum(s ?? '')
  return v === undefined ? fail(path, lineNo, `${what}: a number, found "${s}"`) : v
}

/** Ends the open block as one result: n and the percentiles go on its measurements. */
function close(st: State, lineNo: number): void {
  const b = st.b
  if (!b) return
  if (!b.done)
    fail(st.path, lineNo, `a "Requests/sec:" line for the test started at line ${b.lineNo} (the output ends early)`)
  const { latency: lat, rps } = b.result.values
  if (b.n !== undefined && b.n > 0) {
    if (rps) rps.n = b.n
    if (lat) lat.n = b.n
  }
  if (lat && Object.keys(b.pct).length) lat.percentiles = b.pct
  st.results.push(checkResult(st.path, b.lineNo, b.result))
  st.b = undefined
}

/** "Running 2s test @ <url>": closes the last block and opens one. */
function running(st: State, s: string, lineNo: number): void {
  const m = /^Running ([\d.]+)([smh]) test @ (\S+)$/.exec(s)
  if (!m) fail(st.path, lineNo, `"Running <duration> test @ <url>", found "${s}"`)
  close(st, lineNo)
  const duration = timeIn(
    count(st.path, m[1], lineNo, 'the test duration'),
    m[2] === 'm' ? 'min' : (m[2] ?? 's'),
    's',
  ) as number
  st.b = { result: { benchmark: m[3] as string, params: { duration }, values: {} }, lineNo, done: false, pct: {} }
  st.mode = 'stats'
}

/**
 * A percentile line: wrk's "99%  1.02ms" or report.lua's "99,1020" (µs; it adds the percentiles wrk
 * did not print, never replaces them). False for any other line.
 */
function percentileLine(st: State, b: Block, s: string, lineNo: number): boolean {
  const c = s.charCodeAt(0)
  if (!(c >= 48 && c <= 57)) return false
  let m: RegExpExecArray | null
  if ((m = /^(\d+(?:\.\d+)?)%(?:\s+|,)(\S+)$/.exec(s)) && Number(m[1]) > 100) {
    fail(st.path, lineNo, `a percentile between 0 and 100, found "${m[1]}%"`)
  } else if ((m = /^(\d+(?:\.\d+)?)%\s+(\S+)$/.exec(s))) {
    b.pct[pctKey(Number(m[1]))] = ms(st.path, m[2] as string, lineNo, `the ${m[1]}% latency`)
  } else if ((m = /^(\d+(?:\.\d+)?)%,(\d+(?:\.\d+)?)$/.exec(s))) {
    b.pct[pctKey(Number(m[1]))] ??= round(convert(Number(m[2]), 'us', 'ms')) // wrk's scripts/report.lua: percentile in µs
  } else return false
  return true
}

/** The "Thread Stats" table's rows: "Latency avg stdev max +/-%" and "Req/Sec avg stdev max +/-%". False for other lines. */
function threadStats(st: State, b: Block, s: string, lineNo: number): boolean {
  const path = st.path
  const v = b.result.values
  if (s.startsWith('Latency ') && !s.startsWith('Latency Distribution')) {
    const f = s.split(/\s+/)
    if (f.length !== 5) fail(path, lineNo, `"Latency <avg> <stdev> <max> <+/- stdev>%", found "${s}"`)
    v.latency = {
      value: ms(path, f[1] as string, lineNo, 'the average latency'),
      stddev: ms(path, f[2] as string, lineNo, 'the latency stdev'),
      max: ms(path, f[3] as string, lineNo, 'the maximum latency'),
    }
  } else if (s.startsWith('Req/Sec ')) {
    const f = s.split(/\s+/)
    if (f.length !== 5) fail(path, lineNo, `"Req/Sec <avg> <stdev> <max> <+/- stdev>%", found "${s}"`)
    // wrk2 prints "-nan" here when the test is shorter than its 10 s calibration: there is no figure.
    if (/^-?nan$/i.test(f[1] as string)) {
      st.warnings.push(
        `${path}: line ${lineNo}: Req/Sec per thread is "${f[1]}" (wrk2 measures it only after its 10 s calibration): thread-rps left out`,
      )
      return true
    }
    const re = /^([\d.]+)([kMG]?)$/
    const num = (x: string, what: string) =>
      scaled(path, x, lineNo, `${what}: a number such as "2.76k"`, prefixFactor, re)
    v['thread-rps'] = {
      value: num(f[1] as string, 'the average requests/sec per thread'),
      stddev: num(f[2] as string, 'the stdev'),
      max: num(f[3] as string, 'the maximum'),
    }
  } else return false
  return true
}

/** A line of the open block other than percentiles and thread stats; unknown ones are warned about. */
function reportLine(st: State, b: Block, s: string, lineNo: number): void {
  const path = st.path
  const v = b.result.values
  let m: RegExpExecArray | null
  if ((m = /^(\S+) threads and (\S+) connections$/.exec(s))) {
    Object.assign(b.result.params ?? {}, {
      threads: count(path, m[1], lineNo, 'threads'),
      connections: count(path, m[2], lineNo, 'connections'),
    })
  } else if (threadStats(st, b, s, lineNo)) {
    // read
  } else if ((m = /^(\d+) requests in (\S+), (\S+) read$/.exec(s))) {
    b.n = count(path, m[1], lineNo, 'the number of requests')
    st.mode = 'stats'
  } else if (s.startsWith('Requests/sec:')) {
    v.rps = { value: count(path, s.slice(13).trim(), lineNo, 'requests per second') }
    b.done = true
  } else if (s.startsWith('Transfer/sec:')) {
    v.transfer = {
      value: scaled(path, s.slice(13).trim(), lineNo, 'a byte rate such as "3.25MB"', kib, /^([\d.]+)(B|KB|MB|GB|TB)$/),
    }
  } else if ((m = /^Non-2xx or 3xx responses: (\S+)$/.exec(s))) {
    v['non-2xx'] = { value: count(path, m[1], lineNo, 'non-2xx responses') }
  } else if ((m = /^Socket errors: connect (\S+), read (\S+), write (\S+), timeout (\S+)$/.exec(s))) {
    ;['connect', 'read', 'write', 'timeout'].forEach((k, i) => {
      v[`errors-${k}`] = { value: count(path, m?.[i + 1], lineNo, `${k} errors`) }
    })
  } else if (s.startsWith('Latency Distribution')) st.mode = 'pct'
  else if (s.startsWith('Detailed Percentile spectrum')) st.mode = 'spectrum'
  // wrk2's calibration lines say how it sampled, not what it measured.
  else if (!s.startsWith('Thread Stats') && !s.startsWith('Thread calibration:') && !/^-+$/.test(s))
    st.warnings.push(`${path}: line ${lineNo}: skipped: ${s.slice(0, 120)}`)
}

function line(st: State, raw: string, lineNo: number): void {
  st.last = lineNo
  const s = raw.trim()
  if (s === '') return
  st.first ??= s
  if (s.startsWith('Running ')) return running(st, s, lineNo)
  const b = st.b
  if (!b) return void st.warnings.push(`${st.path}: line ${lineNo}: skipped: ${s.slice(0, 120)}`)
  if (st.mode === 'spectrum' && !s.includes(' requests in ')) return
  if (percentileLine(st, b, s, lineNo)) return
  reportLine(st, b, s, lineNo)
}

function end(st: State): ParsedRun {
  const { path, last, first, results } = st
  close(st, last)
  if (results.length === 0)
    fail(
      path,
      last,
      `wrk output starting with "Running <duration> test @ <url>"${first ? `, found "${first.slice(0, 80)}"` : ''}`,
    )
  const metrics = metricsUsed(results, METRICS)
  return makeRun('wrk', metrics, results, { warnings: st.warnings })
}

function lines(path: string): LineParser {
  const st: State = { path, results: [], warnings: [], b: undefined, mode: 'stats', first: undefined, last: 0 }
  return {
    line: (raw, lineNo) => line(st, raw, lineNo),
    end: () => end(st),
  }
}

const wrkParser: Parser = {
  id: 'wrk',
  tool: 'wrk',
  description:
    'wrk or wrk2 console report (with or without --latency; wrk2: HdrHistogram percentiles), including lines printed by a Lua done() script',
  produce: 'wrk -t2 -c50 -d30s --latency http://127.0.0.1:8080/ > wrk.txt',
  detect(input) {
    const h = head(input)
    if (!/^Running [\d.]+[smh] test @ \S+\r?$/m.test(h)) return 0
    // autocannon's report opens with the same line, then box-drawn tables: never wrk.
    if (/^[┌│]/m.test(h) || /^\d+ connections?( with \d+ pipelining factor)?\r?$/m.test(h)) return 0
    return indentedLine(h, /\S+ threads and \S+ connections\r?$/my, 1) ? 1 : 0.7
  },
  parse: (input) => parseByLines(input, lines),
  lines,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const wrk = defineParser(wrkParser)
