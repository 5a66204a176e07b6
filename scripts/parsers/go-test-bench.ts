// `go test -bench` output, as text or as a `go test -json` (test2json) event stream. Sample lines:
//   BenchmarkSortInts/n=16-2   	 1000484	        59.32 ns/op	        16.00 elems/op	     128 B/op	       1 allocs/op
//   {"Action":"output","Package":"strings","Output":"BenchmarkToUpper/abc-2 \t 4072038\t 26.51 ns/op\n"}
// Names: the "-N" suffix is GOMAXPROCS (param `gomaxprocs`; no suffix means 1, as the testing package
// omits it then); sub-benchmark parts "key=value" become params (numbers when numeric), unnamed parts
// params named by position ("BenchmarkSum/64" → sub1 = 64). The "pkg:" line gives param `pkg`;
// goos/goarch/cpu go to the environment. Metrics: ns/op → `time` (ns), B/op → `bytes`, allocs/op →
// `allocs`, MB/s → `throughput` (higher), any other b.ReportMetric unit → an id made from the unit
// ("elems/op" → `elems-per-op`), lower is better unless the unit ends in "/s". Repeated lines (-count N)
// of one benchmark become one result: value = median of the samples (benchstat's centre too), with
// samples, n, min, max and stddev. "--- BENCH:" log blocks, PASS/ok lines are skipped;
// other stray lines are skipped with one warning. In -json streams the Output fields of each package
// are concatenated, so a result line split over two events is read whole.
import type { Environment } from '../../data/schema/schema'
import { defineParser } from './types'
import { fail, head, makeRun, parseByLines, Samples, tokens, toNum } from './shared'
import { goScanScratch, isBenchmarkBytes, isCount, scanGoResult } from './go-bench-scan'
import { asciiString, sameAscii, sameBytes } from './line-cutter'
import type { LineParser, ParsedRun, Parser } from './types'
import { Entries } from './go-test-bench-entries'
import type { Entry, TextState } from './go-test-bench-entries'

export { goBenchName } from './go-test-bench-entries'

/** Everything one streamed file's lines have said so far. */
interface State {
  path: string
  found: Entries
  env: Environment
  warnings: string[]
  /** Lines that are no results, and the first of them. */
  ignored: number
  firstIgnored: number
  last: number
  /** Whether the input is a -json event stream: known from its first non-blank line. */
  json: boolean | undefined
  /** -json: each package's text so far (a line may be split over events) and where it stands. */
  pkgs: Map<string, { buf: string; state: TextState }>
  /** Whether the input has go test's header lines (goos:, pkg: …): then it is a whole capture, trailer included. */
  headed: boolean
  /** Where plain text output stands. */
  plain: TextState
  scan: ReturnType<typeof goScanScratch>
  /** The entry of the last line read by the fast path. */
  lastFast: Entry | undefined
  /** Scratch for the values and units of the line `split` reads. */
  vals: number[]
  units: string[]
}

/** A result line cut into tokens: name, count, then "<value> <unit>" pairs from `from + 1`. */
function result(st: State, ts: TextState, name: string, f: string[], from: number, lineNo: number): void {
  if ((f.length - from) % 2 === 0 || f.length - from < 3) {
    fail(
      st.path,
      lineNo,
      `an iteration count followed by "<value> <unit>" pairs after ${name}, found "${f.slice(from).join(' ')}"`,
    )
  }
  const e = st.found.entry(ts, name, lineNo)
  ts.open = true
  for (let i = from + 1, j = 0; i < f.length; i += 2, j++) {
    const raw = f[i] as string
    const unit = f[i + 1] as string
    const v = toNum(raw)
    if (v === undefined) fail(st.path, lineNo, `a number before "${unit}" in ${name}, found "${raw}"`)
    // Lines of one benchmark list the same units in the same order: the fast path is one comparison.
    let k = e.units[j] === unit ? j : e.units.indexOf(unit)
    if (k < 0) {
      k = e.units.push(unit) - 1
      e.ids.push(st.found.metricId(unit, lineNo))
      e.samples.push(new Samples())
    }
    ;(e.samples[k] as Samples).push(v)
  }
}

/**
 * The hot path (LineParser.bytes): a result line of plain text output, scanned from its bytes by
 * scanGoResult. Benchmarks come in the same order run after run (or -count times in a row): the
 * entry of this line is most often the one that followed the last line's entry last time, or that
 * entry again, and comparing the name's bytes with it costs less than making the name a string
 * and hashing it for a Map look-up. Declines (false, nothing recorded) whatever the scan declines.
 */
function bytes(g: State, b: Buffer, s: number, e: number, lineNo: number): boolean {
  if (g.json !== false || !isBenchmarkBytes(b, s, e)) return false
  const scan = g.scan
  const n = scanGoResult(b, s, e, scan)
  if (n < 0) return false
  g.last = lineNo
  const st = g.plain
  const found = g.found
  st.open = true
  const nameEnd = scan.nameEnd
  let en: Entry | undefined
  const prev = g.lastFast
  if (prev) {
    const guess = prev.next
    if (guess && guess.pkg === st.pkg && sameBytes(b, s, nameEnd, (guess.key ??= Buffer.from(guess.raw)))) en = guess
    else if (prev.pkg === st.pkg && sameBytes(b, s, nameEnd, (prev.key ??= Buffer.from(prev.raw)))) en = prev
  }
  if (!en) {
    const name = asciiString(b, s, nameEnd)
    const known = (st === found.lastState && st.pkg === found.lastStatePkg && found.pkgEntries) || found.byPkg(st)
    en = known.get(name) ?? found.entry(st, name, lineNo)
  }
  if (prev && prev !== en && prev.next !== en) prev.next = en
  g.lastFast = en
  for (let j = 0; j < n; j++) {
    const from = scan.from[j] as number
    const to = scan.to[j] as number
    const unit = en.units[j]
    let k = j
    if (unit === undefined || !sameAscii(b, from, to, unit)) {
      const u = asciiString(b, from, to)
      k = en.units.indexOf(u)
      if (k < 0) {
        k = en.units.push(u) - 1
        en.ids.push(found.metricId(u, lineNo))
        en.samples.push(new Samples())
      }
    }
    ;(en.samples[k] as Samples).push(scan.vals[j] as number)
  }
  st.inLog = false
  st.pending = undefined
  return true
}

/**
 * The path over text for result lines the byte scan declines (and for -json streams): columns
 * split on tabs and trimmed (any blanks). Returns false, having recorded nothing, for anything else; the general
 * path then handles or reports it.
 */
function split(st: State, ts: TextState, l: string, lineNo: number): boolean {
  const { vals, units, found } = st
  const f = l.split('\t')
  if (f.length < 3) return false
  const name = (f[0] as string).trimEnd()
  if (name.indexOf(' ') >= 0 || !isCount((f[1] as string).trim())) return false
  let n = 0
  for (let k = 2; k < f.length; k++) {
    const t = (f[k] as string).trim()
    if (t === '') continue
    const sp = t.indexOf(' ')
    if (sp <= 0) return false
    const v = toNum(t.slice(0, sp))
    const u = t.slice(sp + 1)
    if (v === undefined || u.indexOf(' ') >= 0) return false
    vals[n] = v
    units[n++] = u
  }
  if (n === 0) return false
  const e =
    name === found.lastName && ts.pkg === found.lastPkg && found.lastEntry
      ? found.lastEntry
      : found.entry(ts, name, lineNo)
  ts.open = true
  for (let j = 0; j < n; j++) {
    const u = units[j] as string
    let k = e.units[j] === u ? j : e.units.indexOf(u)
    if (k < 0) {
      k = e.units.push(u) - 1
      e.ids.push(found.metricId(u, lineNo))
      e.samples.push(new Samples())
    }
    ;(e.samples[k] as Samples).push(vals[j] as number)
  }
  return true
}

/** Counts a line that is no result (one warning at the end names how many and the first). */
function skip(st: State, lineNo: number): void {
  if (st.ignored++ === 0) st.firstIgnored = lineNo
}

/** A line starting "Benchmark": a result, or its name alone with the numbers on a later line. */
function benchmarkLine(st: State, ts: TextState, l: string, lineNo: number): void {
  ts.inLog = false
  if (split(st, ts, l, lineNo)) {
    ts.pending = undefined
    return
  }
  const f = tokens(l)
  const name = f[0] as string
  if (f.length === 1) ts.pending = name
  else if (isCount(f[1] as string)) {
    ts.pending = undefined
    result(st, ts, name, f, 1, lineNo)
  } else {
    ts.pending = name
    skip(st, lineNo)
  } // the benchmark wrote to stdout before its result
}

/** A header line "pkg: …", "goos: …", "goarch: …", "cpu: …"; false for any other line. */
function headerLine(st: State, ts: TextState, l: string): boolean {
  const colon = l.indexOf(': ')
  if (!(colon > 0 && colon < 7)) return false
  const k = l.slice(0, colon)
  const v = l.slice(colon + 2).trim()
  const env = st.env
  if (k === 'pkg') {
    ts.pkg = v
    st.headed = true
    return true
  }
  if (k === 'goos') {
    env.os ??= v
    st.headed = true
    return true
  }
  if (k === 'goarch') {
    env.arch ??= v
    return true
  }
  if (k === 'cpu') {
    env.cpu ??= v
    return true
  }
  return false
}

/** One line of go test's text output (plain, or one package's in a -json stream). */
function text(st: State, ts: TextState, l: string, lineNo: number): void {
  const c = l.charCodeAt(0)
  if (c === 66 && l.startsWith('Benchmark')) return benchmarkLine(st, ts, l, lineNo) // "B"
  if (c === 32 || c === 9) {
    // indented: a log line of a "--- BENCH:" block or the rest of a pending result
    const t = l.trim()
    if (ts.pending && !ts.inLog && /^\d+\s/.test(t)) {
      result(st, ts, ts.pending, [ts.pending, ...tokens(t)], 1, lineNo)
      ts.pending = undefined
    }
    return // log lines (-v, b.Log) are not results
  }
  ts.inLog = false
  if (headerLine(st, ts, l)) return
  if (l.startsWith('--- ')) {
    ts.inLog = true
    return
  }
  if (l === 'PASS' || l === 'FAIL' || l.startsWith('ok ') || l.startsWith('FAIL\t')) {
    ts.open = false
    return
  }
  if (l.startsWith('=== ') || l.startsWith('?   ') || l === '') return
  skip(st, lineNo)
}

/** A -json event: its Output is appended to its package's text, read line by line. */
function event(st: State, l: string, lineNo: number): void {
  let ev: { Action?: unknown; Package?: unknown; Output?: unknown }
  try {
    ev = JSON.parse(l) as typeof ev
  } catch {
    return fail(st.path, lineNo, 'a go test -json event (one JSON object per line)')
  }
  if (ev.Action !== 'output' || typeof ev.Output !== 'string') return
  const pkg = typeof ev.Package === 'string' ? ev.Package : ''
  let p = st.pkgs.get(pkg)
  if (!p) st.pkgs.set(pkg, (p = { buf: '', state: { inLog: false } }))
  let buf = p.buf + ev.Output
  let nl: number
  while ((nl = buf.indexOf('\n')) >= 0) {
    text(st, p.state, buf.slice(0, nl).replace(/\r$/, ''), lineNo)
    buf = buf.slice(nl + 1)
  }
  p.buf = buf
}

/** One line (decoded); the first non-blank one tells text from a -json stream. */
function line(st: State, l: string, lineNo: number): void {
  st.last = lineNo
  if (st.json === undefined) {
    if (l.trim() === '') return
    st.json = l.charCodeAt(0) === 123 && l.includes('"Action"')
  }
  if (!st.json) return text(st, st.plain, l, lineNo)
  if (l.charCodeAt(0) === 123) return event(st, l, lineNo)
  if (l.trim() !== '') skip(st, lineNo)
}

/** The run: one result per benchmark, its value the median of its samples. */
function end(st: State): ParsedRun {
  const { path, pkgs, last } = st
  for (const p of pkgs.values()) if (p.buf) text(st, p.state, p.buf, last)
  // A whole capture closes each package's benchmarks with PASS/ok (or FAIL); without it the output
  // stops early, and a benchmark run -count times may be missing its last runs: a median of fewer.
  if (st.headed && (st.plain.open || [...pkgs.values()].some((p) => p.state.open))) {
    fail(
      path,
      last,
      'go test\'s closing "PASS" and "ok  <package>" lines after the last benchmark; the output stops before them, so it looks cut short (a benchmark run -count times may miss runs). Capture the whole output again',
    )
  }
  const results = st.found.results()
  if (results.length === 0)
    fail(path, last, 'go test -bench output: result lines such as "BenchmarkName-8   1000   123 ns/op"')
  if (st.ignored)
    st.warnings.push(
      `${path}: skipped ${st.ignored} line(s) that are not benchmark results (first at line ${st.firstIgnored})`,
    )
  return makeRun('go test -bench', st.found.metrics, results, {
    environment: st.env,
    warnings: st.warnings,
    check: { file: path, lineNo: last },
  })
}

function lines(path: string): LineParser {
  const st: State = {
    path,
    found: new Entries(path),
    env: {},
    warnings: [],
    ignored: 0,
    firstIgnored: 0,
    last: 0,
    json: undefined,
    pkgs: new Map(),
    headed: false,
    plain: { inLog: false },
    scan: goScanScratch(),
    lastFast: undefined,
    vals: [],
    units: [],
  }
  return {
    bytes: (b, s, e, lineNo) => bytes(st, b, s, e, lineNo),
    line: (l, lineNo) => line(st, l, lineNo),
    end: () => end(st),
  }
}

// A test2json result line, line by line: one expression with ".*" twice backtracked as a 4th power.
const JSON_RESULT = /"Output":"Benchmark[^\s"\\]*(?:\s|\\t)+\d/
const jsonResultLine = (h: string) =>
  h.split('\n').some((l) => l[0] === '{' && JSON_RESULT.test(l) && l.includes('"Action":"output"'))

const goTestBenchParser: Parser = {
  id: 'go-test-bench',
  tool: 'go test -bench',
  description: 'go test -bench text output (with -benchmem, -count, several packages) or its go test -json stream',
  produce: "go test -run='^$' -bench=. -benchmem -count=6 ./... > bench.txt   (or add -json)",
  detect(input) {
    const h = head(input)
    const result = /^Benchmark\S*\s+\d+\s+[\d.e+-]+ \S+/m.test(h)
    if (jsonResultLine(h)) return 1
    if (/^\{"Time":[^\n]*"Action":"(start|output|run)","Package":/.test(h) && /"Output":"(goos|pkg|cpu): /.test(h))
      return 0.9
    if (result && /^(goos|goarch|pkg|cpu): /m.test(h)) return 1
    if (result && /^\S+\s+\d+\s+[\d.]+ ns\/op/m.test(h)) return 0.9
    return 0
  },
  parse: (input) => parseByLines(input, lines),
  lines,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const goTestBench = defineParser(goTestBenchParser)
