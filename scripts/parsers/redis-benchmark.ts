// redis-benchmark (Redis 6–7; older "N requests per second" reports too). Sample lines:
//   ====== PING_INLINE ======
//   SET: 12345.68 requests per second, p50=0.143 msec                      (-q)
//   "test","rps","avg_latency_ms","min_latency_ms","p50_latency_ms",...   (--csv)
// Progress lines are overwritten with \r; only what follows the last \r of a line counts. Each test
// becomes one result named as the tool names it ("LRANGE_100 (first 100 elements)", custom commands).
// A test found more than once (several runs appended to one file) becomes one result whose samples
// are the runs: each metric's value is then the mean over the runs, with the runs' values as samples
// (n, min, max, median, stddev of those values); the single runs' percentiles are not kept then.
// Metrics: `rps` (req/s, "throughput summary") and `latency` (ms; value = avg, min/max, median = p50,
// percentiles from "Latency by percentile distribution" plus the summary's p50/p95/p99), and
// `duration` (s, the full report's "requests completed in 0.42 seconds"). -q prints
// no average, so its p50 becomes `latency-p50`; the full report and --csv give `latency-p50` too
// (the summary's p50), so that every form shares one metric. The header lines give params clients, payload (bytes),
// keepAlive, multiThread, threads; "requests completed" gives n; "host configuration" goes to
// environment.extra. "Cumulative distribution of latencies" is skipped; text outside test blocks
// (e.g. a Markdown page quoting the output) is skipped with one warning.
import type { Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { checkResult, csvFields, fail, head, makeRun, parseByLines, pctKey, POW10, Samples, sampleStats, toNum } from './shared'
import type { LineParser, ParsedResult, Parser } from './types'
import { asciiString, sameBytes } from './line-cutter'

const METRICS: Record<string, Metric> = {
  rps: { label: 'Throughput', unit: 'req/s', direction: 'higher', stat: 'requests / elapsed time' },
  latency: { label: 'Latency', unit: 'ms', direction: 'lower', stat: 'mean' },
  'latency-p50': { label: 'Latency p50', unit: 'ms', direction: 'lower', stat: 'p50' },
  duration: { label: 'Run time', unit: 's', direction: 'lower', stat: 'requests completed in' },
}
const HEADER = /^====== (.+) ======$/
const QUIET = /^(.+): (\S+) requests per second(?:, p50=(\S+) msec)?$/
const PCT = /^(\S+)% <= (\S+) milliseconds?(?: \(cumulative count \d+\))?$/
const SUMMARY_PCT: Array<[string, string]> = [['p50', '50'], ['p90', '90'], ['p95', '95'], ['p99', '99'], ['p99.9', '99.9']]
const CSV_COLS: Record<string, string> = {
  avg_latency_ms: 'avg', min_latency_ms: 'min', p50_latency_ms: 'p50', p95_latency_ms: 'p95', p99_latency_ms: 'p99', max_latency_ms: 'max',
}

interface Block {
  name: string
  lineNo: number
  n?: number
  /** Seconds the test took ("100000 requests completed in 0.42 seconds"). */
  duration?: number
  params: Record<string, ParamValue>
  pct: Record<string, number>
  rps?: number
  lat?: Record<string, number>
  cols?: string[]
}
type Mode = 'head' | 'pct' | 'skip' | 'summary' | 'cols' | 'vals'

/** One test (name and params): its first result, and the values of every run once it repeats. */
interface Group {
  first: ParsedResult
  lineNo: number
  runs: number
  samples?: Map<string, Samples>
  next?: Group
  /** The test's name as UTF-8 bytes, for the byte fast path to compare a row's name with. */
  key?: Buffer
}

function lines(path: string): LineParser {
  const groups = new Map<string, Group>()
  const order: Group[] = []
  /** Fields of the current CSV header when all its columns are known (0: no fast path), and the last avg column. */
  let csvFieldCount = 0
  /** The test of the last row read by the fast path. */
  let lastCsv: Group | undefined
  let csvAvg = -1
  let csvP50 = -1
  /** The bytes of the current CSV header line, to know it again when the next run repeats it. */
  let csvHeader: Buffer | undefined
  const extra: Record<string, string> = {}
  const warnings: string[] = []
  let block: Block | undefined
  let mode: Mode = 'head'
  let csv: string[] | undefined
  let ignored = 0
  let firstIgnored = 0
  let last = 0

  const need = (s: string, lineNo: number, what: string): number => {
    const v = toNum(s)
    return v === undefined ? fail(path, lineNo, `${what}, found "${s}"`) : v
  }
  const latency = (lat: Record<string, number>, pct: Record<string, number>, n?: number): Measurement => {
    const m: Measurement = { value: lat.avg ?? NaN }
    if (lat.min !== undefined) m.min = lat.min
    if (lat.max !== undefined) m.max = lat.max
    if (lat.p50 !== undefined) m.median = lat.p50
    if (n !== undefined) m.n = n
    let p: Record<string, number> | undefined
    for (const k in pct) (p ??= {})[k] = pct[k] as number
    for (const [col, key] of SUMMARY_PCT) {
      const v = lat[col]
      if (v !== undefined) (p ??= {})[key] = v
    }
    if (p) m.percentiles = p
    return m
  }
  const close = (lineNo: number, why: string) => {
    const b = block
    if (!b) return
    block = undefined
    if (b.rps === undefined) fail(path, lineNo, `the Summary of test "${b.name}" (line ${b.lineNo}) ${why}`)
    const values: Record<string, Measurement> = { rps: b.n ? { value: b.rps, n: b.n } : { value: b.rps } }
    if (b.lat?.avg !== undefined) values.latency = latency(b.lat, b.pct, b.n)
    // -q prints only the p50: every form also gives it as `latency-p50`, so a suite can mix them.
    if (b.lat?.p50 !== undefined) values['latency-p50'] = b.n ? { value: b.lat.p50, n: b.n } : { value: b.lat.p50 }
    // The full report alone says how long a test ran (-q and --csv do not): the seed pages quote it.
    if (b.duration !== undefined) values.duration = { value: b.duration }
    const r: ParsedResult = { benchmark: b.name, values }
    if (Object.keys(b.params).length) r.params = b.params
    add(checkResult(path, b.lineNo, r), b.lineNo)
  }
  /** Records a result: a new test, or one more run of a test seen before. */
  const add = (r: ParsedResult, lineNo: number) => {
    const key = r.params ? `${r.benchmark}\0${JSON.stringify(r.params)}` : r.benchmark
    const g = groups.get(key)
    if (!g) {
      const ng: Group = { first: r, lineNo, runs: 1 }
      groups.set(key, ng)
      order.push(ng)
      return
    }
    const s = runs(g)
    for (const k in r.values) sample(s, k).push((r.values[k] as Measurement).value)
  }
  /** The samples of a test that repeats, started with its first run's values. */
  const runs = (g: Group): Map<string, Samples> => {
    g.runs++
    let s = g.samples
    if (!s) {
      s = g.samples = new Map()
      for (const k in g.first.values) sample(s, k).push((g.first.values[k] as Measurement).value)
    }
    return s
  }
  const sample = (s: Map<string, Samples>, k: string): Samples => {
    let v = s.get(k)
    if (!v) s.set(k, (v = new Samples()))
    return v
  }
  /**
   * The hot path (LineParser.bytes) for a --csv row of a test seen before, as the tool prints it
   * ("SET","90909.09","0.299",… every field quoted, plain decimals, nothing after the last quote),
   * under a header whose columns are all known: one pass over the row's bytes reads the numbers in
   * place (digits / 10^k of two exact doubles is correctly rounded: exactly what Number() gives)
   * and adds them as one more run. Declines (false, nothing recorded) anything else (a new test,
   * a carriage return, blanks, signs, exponents, escapes, non-ASCII names); the path over text then
   * handles or reports the row as it does any row.
   */
  const csvRepeat = (b: Buffer, s: number, e: number, lineNo: number): boolean => {
    if (!csvFieldCount || block || b[s] !== 34) return false
    if (csvHeader && sameBytes(b, s, e, csvHeader)) { // the same header again: one more run appended
      last = lineNo
      return true
    }
    let q = s + 1
    let c = 0
    while (q < e && (c = b[q] as number) !== 34) {
      if (c >= 0x80) return false
      q++
    }
    if (q + 1 >= e || b[q + 1] !== 44) return false
    // Runs list the tests in the same order: this row's test is most often the one that followed the
    // last row's test last time (a byte comparison, cheaper than making the name a string to hash).
    const prev = lastCsv
    const guess = prev?.next
    const g = guess && !guess.first.params && sameBytes(b, s + 1, q, guess.key ??= Buffer.from(guess.first.benchmark))
      ? guess
      : groups.get(asciiString(b, s + 1, q))
    if (!g || g.first.params) return false
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
    if (field !== csvFieldCount) return false
    last = lineNo
    if (prev && prev.next !== g) prev.next = g
    lastCsv = g
    const runsOf = runs(g)
    sample(runsOf, 'rps').push(rps)
    if (csvAvg > 0) sample(runsOf, 'latency').push(avg)
    if (csvP50 > 0) sample(runsOf, 'latency-p50').push(p50)
    return true
  }
  const inBlock = (b: Block, t: string, lineNo: number): boolean => {
    if (mode === 'pct' || mode === 'skip') {
      const m = t.charCodeAt(0) <= 57 ? PCT.exec(t) : null
      if (m) {
        const p = need(m[1] ?? '', lineNo, 'a percentage before "% <="')
        if (p < 0 || p > 100) fail(path, lineNo, `a percentage between 0 and 100, found "${m[1]}"`)
        const v = need(m[2] ?? '', lineNo, 'a latency in milliseconds after "<="')
        if (mode === 'pct') b.pct[pctKey(p)] = v
        return true
      }
    }
    if (mode === 'cols') {
      b.cols = t.trim().split(/\s+/)
      mode = 'vals'
      return true
    }
    if (mode === 'vals') {
      const vals = t.trim().split(/\s+/)
      if (vals.length !== b.cols?.length) fail(path, lineNo, `${b.cols?.length} latency values (${b.cols?.join(' ')}), found "${t.trim()}"`)
      b.lat = {}
      b.cols.forEach((c, i) => { if (b.lat) b.lat[c] = need(vals[i] ?? '', lineNo, `a number for latency ${c}`) })
      close(lineNo, '')
      return true
    }
    const s = t.trimStart()
    if (s.startsWith('Latency by percentile distribution')) mode = 'pct'
    else if (s.startsWith('Cumulative distribution of latencies')) mode = 'skip'
    else if (s === 'Summary:') mode = 'summary'
    else if (s.startsWith('throughput summary:')) b.rps = need(s.slice(19, s.indexOf(' requests per second')).trim(), lineNo, 'a number of requests per second')
    else if (s.startsWith('latency summary')) mode = 'cols'
    else if (s.endsWith(' requests per second') && mode === 'head') {
      b.rps = need(s.slice(0, s.indexOf(' ')), lineNo, 'a number of requests per second') // Redis < 6.2
      close(lineNo, '')
    } else if (mode === 'head') {
      let m: RegExpExecArray | null
      if ((m = /^(\S+) requests completed in (\S+) seconds$/.exec(s))) {
        b.n = need(m[1] ?? '', lineNo, 'a number of requests')
        b.duration = need(m[2] ?? '', lineNo, 'a run time in seconds')
      }
      else if ((m = /^(\S+) parallel clients$/.exec(s))) b.params.clients = need(m[1] ?? '', lineNo, 'a number of clients')
      else if ((m = /^(\S+) bytes payload$/.exec(s))) b.params.payload = need(m[1] ?? '', lineNo, 'a payload size in bytes')
      else if ((m = /^keep alive: (\S+)$/.exec(s))) b.params.keepAlive = m[1] !== '0'
      else if ((m = /^multi-thread: (yes|no)$/.exec(s))) b.params.multiThread = m[1] === 'yes'
      else if ((m = /^threads: (\S+)$/.exec(s))) b.params.threads = need(m[1] ?? '', lineNo, 'a number of threads')
      else if ((m = /^host configuration "([^"]+)": ?(.*)$/.exec(s))) { if (m[2]) extra[`redis ${m[1]}`] = m[2] }
      else if (/^\d+(\.\d+)?% <= /.test(s)) { /* Redis < 6.2 cumulative distribution: skipped */ }
      else warnings.push(`${path}: line ${lineNo}: unknown header line in test "${b.name}": ${s}`)
    } else return false
    return true
  }

  return {
    bytes: csvRepeat,
    line(raw, lineNo) {
      last = lineNo
      const cr = raw.lastIndexOf('\r')
      const t = (cr >= 0 ? raw.slice(cr + 1) : raw).trimEnd()
      if (t === '') return
      const c = t.charCodeAt(0)
      if (c === 61 && t.startsWith('======')) {
        const m = HEADER.exec(t)
        if (m) {
          close(lineNo, 'before the next test')
          block = { name: m[1] ?? '', lineNo, params: {}, pct: {} }
          mode = 'head'
          return
        }
      }
      if (block && inBlock(block, t, lineNo)) return
      if (block) fail(path, lineNo, `a line of the ${mode === 'head' ? 'test header' : mode === 'pct' ? 'percentile distribution' : 'Summary'} of test "${block.name}", found "${t}"`)
      if (c === 34) {
        const f = csvFields(t)
        if (f && f[0] === 'test' && f[1] === 'rps') {
          csv = f
          csvHeader = Buffer.from(raw)
          csvFieldCount = f.every((col, i) => i < 2 || CSV_COLS[col]) ? f.length : 0
          csvAvg = f.lastIndexOf('avg_latency_ms')
          if (csvAvg < 2) csvAvg = -1
          csvP50 = f.lastIndexOf('p50_latency_ms')
          if (csvP50 < 2) csvP50 = -1
          return
        }
        if (f && f.length >= 2) {
          const rps = need(f[1] ?? '', lineNo, 'a number of requests per second in column 2')
          const lat: Record<string, number> = {}
          if (csv) {
            for (let i = 2; i < csv.length; i++) {
              const col = csv[i] as string
              const k = CSV_COLS[col]
              if (k) lat[k] = need(f[i] ?? '', lineNo, `a number in column "${col}"`)
            }
          }
          const values: Record<string, Measurement> = { rps: { value: rps } }
          if (lat.avg !== undefined) values.latency = latency(lat, {})
          if (lat.p50 !== undefined) values['latency-p50'] = { value: lat.p50 }
          add(checkResult(path, lineNo, { benchmark: f[0] ?? '', values }), lineNo)
          return
        }
      }
      if (t.endsWith(' msec') || t.endsWith('requests per second')) {
        const m = QUIET.exec(t)
        if (m) {
          const values: Record<string, Measurement> = { rps: { value: need(m[2] ?? '', lineNo, 'a number of requests per second') } }
          if (m[3] !== undefined) values['latency-p50'] = { value: need(m[3], lineNo, 'a p50 latency in msec') }
          add(checkResult(path, lineNo, { benchmark: m[1] ?? '', values }), lineNo)
          return
        }
      }
      if (t.includes(': rps=')) return // a progress line left on screen
      if (ignored++ === 0) firstIgnored = lineNo
    },
    end() {
      close(last, '(the output ends early)')
      const results: ParsedResult[] = []
      for (const g of order) {
        if (!g.samples) {
          results.push(g.first)
          continue
        }
        const values: Record<string, Measurement> = {}
        for (const [k, v] of g.samples) values[k] = sampleStats(v.values())
        const r: ParsedResult = { benchmark: g.first.benchmark, values }
        if (g.first.params) r.params = g.first.params
        results.push(checkResult(path, g.lineNo, r))
      }
      if (results.length === 0) {
        fail(path, last, 'redis-benchmark output: a "====== TEST ======" block, a -q line "TEST: N requests per second" or a --csv header "test","rps",...')
      }
      if (ignored) warnings.push(`${path}: skipped ${ignored} line(s) that are not redis-benchmark output (first at line ${firstIgnored})`)
      const metrics: Record<string, Metric> = {}
      for (const r of results) for (const k of Object.keys(r.values)) metrics[k] ??= METRICS[k] as Metric
      const environment = Object.keys(extra).length ? { extra } : undefined
      return makeRun('redis-benchmark', metrics, results, { environment, warnings, check: { file: path, lineNo: last } })
    },
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
    if (/^[^\r\n]*: [\d.]+ requests per second(, p50=[\d.]+ msec)?\r?$/m.test(h)) return 0.8
    return 0
  },
  parse: (input) => parseByLines(input, lines),
  lines,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const redisBenchmark = defineParser(redisBenchmarkParser)
