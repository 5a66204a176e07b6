// `go test -bench` output, as text or as a `go test -json` (test2json) event stream. Sample lines:
//   BenchmarkSortInts/n=16-2   	 1000484	        59.32 ns/op	        16.00 elems/op	     128 B/op	       1 allocs/op
//   {"Action":"output","Package":"strings","Output":"BenchmarkToUpper/abc-2 \t 4072038\t 26.51 ns/op\n"}
// Names: the "-N" suffix is GOMAXPROCS (param `gomaxprocs`; no suffix means 1, as the testing package
// omits it then); sub-benchmark parts "key=value" become params (numbers when numeric), the other parts
// stay in the benchmark name ("BenchmarkToUpper/ONLYUPPER"). The "pkg:" line gives param `pkg`;
// goos/goarch/cpu go to the environment. Metrics: ns/op → `time` (ns), B/op → `bytes`, allocs/op →
// `allocs`, MB/s → `throughput` (higher), any other b.ReportMetric unit → an id made from the unit
// ("elems/op" → `elems-per-op`), lower is better unless the unit ends in "/s". Repeated lines (-count N)
// of one benchmark become one result: value = median of the samples (benchstat's centre too), with
// samples, n, min, max and stddev. "--- BENCH:" log blocks, PASS/ok lines are skipped;
// other stray lines are skipped with one warning. In -json streams the Output fields of each package
// are concatenated, so a result line split over two events is read whole.
import type { Environment, Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { unitInfo } from '../../data/schema/units'
import { checkResult, fail, head, makeRun, parseByLines, Samples, sampleStats, slugId, tokens, toNum } from './shared'
import { goScanScratch, isBenchmarkBytes, scanGoResult } from './go-bench-scan'
import { asciiString, sameAscii, sameBytes } from './line-cutter'
import type { LineParser, ParsedResult, Parser } from './types'

const KNOWN: Record<string, [string, Metric]> = {
  'ns/op': ['time', { label: 'Time per op', unit: 'ns', direction: 'lower', stat: 'median' }],
  'B/op': ['bytes', { label: 'Allocated bytes per op', unit: 'B/op', direction: 'lower', stat: 'median' }],
  'allocs/op': ['allocs', { label: 'Allocations per op', unit: 'allocs/op', direction: 'lower', stat: 'median' }],
  'MB/s': ['throughput', { label: 'Throughput', unit: 'MB/s', direction: 'higher', stat: 'median' }],
}

/** One benchmark: its samples per metric, in the order of the first result line (units[i] ↔ samples[i]). */
interface Entry {
  name: string
  params: Record<string, ParamValue>
  units: string[]
  ids: string[]
  samples: Samples[]
  lineNo: number
  /** The name as printed and its package (the entry's key), and the entry whose line came next last time. */
  raw: string
  pkg: string | undefined
  /** `raw` as UTF-8 bytes, for the byte fast path to compare a line's name with. */
  key?: Buffer
  next?: Entry
}

/** Splits "BenchmarkX/size=4K/fast-8" into name, params and GOMAXPROCS. */
export function goBenchName(full: string): { name: string; params: Record<string, ParamValue> } {
  const params: Record<string, ParamValue> = {}
  let base = full
  const dash = /-(\d+)$/.exec(full)
  if (dash) base = full.slice(0, dash.index)
  const parts = base.split('/')
  const kept = [parts[0] ?? base]
  for (const part of parts.slice(1)) {
    const eq = part.indexOf('=')
    if (eq > 0) {
      const v = part.slice(eq + 1)
      params[part.slice(0, eq)] = toNum(v) ?? v
    } else kept.push(part)
  }
  params.gomaxprocs = dash ? Number(dash[1]) : 1
  return { name: kept.join('/'), params }
}

/** A copy of `s` that does not keep the line it was cut from alive. */
function fresh(s: string): string {
  return (' ' + s).slice(1)
}

/** An iteration count: digits only. */
function isCount(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 48 || c > 57) return false
  }
  return s.length > 0
}

function lines(path: string): LineParser {
  /** pkg → benchmark name → entry, and the entries in order of appearance. */
  const entries = new Map<string, Map<string, Entry>>()
  const order: Entry[] = []
  const metrics: Record<string, Metric> = {}
  const ids = new Map<string, string>()
  const env: Environment = {}
  const warnings: string[] = []
  let ignored = 0
  let firstIgnored = 0
  let last = 0
  let json: boolean | undefined
  const pkgs = new Map<string, { buf: string; state: TextState }>()
  /** open: results were read since the last PASS/FAIL/ok line (go test closes every package with one). */
  interface TextState { pkg?: string; pending?: string; inLog: boolean; open?: boolean }
  /** Whether the input has go test's header lines (goos:, pkg: …): then it is a whole capture, trailer included. */
  let headed = false
  const plain: TextState = { inLog: false }

  const metricId = (unit: string, lineNo: number): string => {
    let id = ids.get(unit)
    if (id) return id
    const known = KNOWN[unit]
    if (known) {
      id = known[0]
      metrics[id] = known[1]
    } else {
      if (!unitInfo(unit)) fail(path, lineNo, `a unit after the number (letters, "/", "%"), found "${unit}"`)
      id = slugId(unit)
      if (metrics[id]) id = `${id}-${ids.size}`
      metrics[id] = { label: unit, unit, direction: unit.endsWith('/s') ? 'higher' : 'lower', stat: 'median' }
    }
    ids.set(unit, id)
    return id
  }
  const result = (st: TextState, name: string, f: string[], from: number, lineNo: number) => {
    if ((f.length - from) % 2 === 0 || f.length - from < 3) {
      fail(path, lineNo, `an iteration count followed by "<value> <unit>" pairs after ${name}, found "${f.slice(from).join(' ')}"`)
    }
    const e = entry(st, name, lineNo)
    st.open = true
    for (let i = from + 1, j = 0; i < f.length; i += 2, j++) {
      const raw = f[i] as string
      const unit = f[i + 1] as string
      const v = toNum(raw)
      if (v === undefined) fail(path, lineNo, `a number before "${unit}" in ${name}, found "${raw}"`)
      // Lines of one benchmark list the same units in the same order: the fast path is one comparison.
      let k = e.units[j] === unit ? j : e.units.indexOf(unit)
      if (k < 0) {
        k = e.units.push(unit) - 1
        e.ids.push(metricId(unit, lineNo))
        e.samples.push(new Samples())
      }
      ;(e.samples[k] as Samples).push(v)
    }
  }
  /** The entries of the package of `st` by printed name, remembered for the last state asked. */
  let lastState: TextState | undefined
  /** The entry of the last line read by the fast path. */
  let lastFast: Entry | undefined
  let lastStatePkg: string | undefined
  let pkgEntries: Map<string, Entry> | undefined
  const byPkg = (st: TextState): Map<string, Entry> => {
    let m = entries.get(st.pkg ?? '')
    if (!m) entries.set(st.pkg ?? '', (m = new Map()))
    lastState = st
    lastStatePkg = st.pkg
    pkgEntries = m
    return m
  }
  let lastName: string | undefined
  let lastPkg: string | undefined
  let lastEntry: Entry | undefined
  const entry = (st: TextState, name: string, lineNo: number): Entry => {
    if (name === lastName && st.pkg === lastPkg && lastEntry) return lastEntry
    let byName = entries.get(st.pkg ?? '')
    if (!byName) entries.set(st.pkg ?? '', (byName = new Map()))
    let e = byName.get(name)
    if (!e) {
      name = fresh(name) // not a slice keeping its whole line alive
      const { name: base, params } = goBenchName(name)
      if (st.pkg !== undefined) params.pkg = st.pkg
      e = { name: base, params, units: [], ids: [], samples: [], lineNo, raw: name, pkg: st.pkg }
      byName.set(name, e)
      order.push(e)
    }
    lastName = name
    lastPkg = st.pkg
    lastEntry = e
    return e
  }
  const scan = goScanScratch()
  /**
   * The hot path (LineParser.bytes): a result line of plain text output, scanned from its bytes by
   * scanGoResult. Benchmarks come in the same order run after run (or -count times in a row): the
   * entry of this line is most often the one that followed the last line's entry last time, or that
   * entry again, and comparing the name's bytes with it costs less than making the name a string
   * and hashing it for a Map look-up. Declines (false, nothing recorded) whatever the scan declines.
   */
  const bytes = (b: Buffer, s: number, e: number, lineNo: number): boolean => {
    if (json !== false || !isBenchmarkBytes(b, s, e)) return false
    const n = scanGoResult(b, s, e, scan)
    if (n < 0) return false
    last = lineNo
    const st = plain
    st.open = true
    const nameEnd = scan.nameEnd
    let en: Entry | undefined
    const prev = lastFast
    if (prev) {
      const guess = prev.next
      if (guess && guess.pkg === st.pkg && sameBytes(b, s, nameEnd, guess.key ??= Buffer.from(guess.raw))) en = guess
      else if (prev.pkg === st.pkg && sameBytes(b, s, nameEnd, prev.key ??= Buffer.from(prev.raw))) en = prev
    }
    if (!en) {
      const name = asciiString(b, s, nameEnd)
      const known = (st === lastState && st.pkg === lastStatePkg && pkgEntries) || byPkg(st)
      en = known.get(name) ?? entry(st, name, lineNo)
    }
    if (prev && prev !== en && prev.next !== en) prev.next = en
    lastFast = en
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
          en.ids.push(metricId(u, lineNo))
          en.samples.push(new Samples())
        }
      }
      ;(en.samples[k] as Samples).push(scan.vals[j] as number)
    }
    st.inLog = false
    st.pending = undefined
    return true
  }
  const vals: number[] = []
  const units: string[] = []
  /**
   * The path over text for result lines the byte scan declines (and for -json streams): columns
   * split on tabs and trimmed (any blanks). Returns false, having recorded nothing, for anything else; the general
   * path then handles or reports it.
   */
  const split = (st: TextState, l: string, lineNo: number): boolean => {
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
    const e = name === lastName && st.pkg === lastPkg && lastEntry ? lastEntry : entry(st, name, lineNo)
    st.open = true
    for (let j = 0; j < n; j++) {
      const u = units[j] as string
      let k = e.units[j] === u ? j : e.units.indexOf(u)
      if (k < 0) {
        k = e.units.push(u) - 1
        e.ids.push(metricId(u, lineNo))
        e.samples.push(new Samples())
      }
      ;(e.samples[k] as Samples).push(vals[j] as number)
    }
    return true
  }
  const skip = (lineNo: number) => { if (ignored++ === 0) firstIgnored = lineNo }

  const text = (st: TextState, l: string, lineNo: number) => {
    const c = l.charCodeAt(0)
    if (c === 66 && l.startsWith('Benchmark')) { // "B"
      st.inLog = false
      if (split(st, l, lineNo)) { st.pending = undefined; return }
      const f = tokens(l)
      const name = f[0] as string
      if (f.length === 1) st.pending = name
      else if (isCount(f[1] as string)) { st.pending = undefined; result(st, name, f, 1, lineNo) }
      else { st.pending = name; skip(lineNo) } // the benchmark wrote to stdout before its result
      return
    }
    if (c === 32 || c === 9) { // indented: a log line of a "--- BENCH:" block or the rest of a pending result
      const t = l.trim()
      if (st.pending && !st.inLog && /^\d+\s/.test(t)) { result(st, st.pending, [st.pending, ...tokens(t)], 1, lineNo); st.pending = undefined }
      return // log lines (-v, b.Log) are not results
    }
    st.inLog = false
    const colon = l.indexOf(': ')
    if (colon > 0 && colon < 7) {
      const k = l.slice(0, colon)
      const v = l.slice(colon + 2).trim()
      if (k === 'pkg') { st.pkg = v; headed = true; return }
      if (k === 'goos') { env.os ??= v; headed = true; return }
      if (k === 'goarch') { env.arch ??= v; return }
      if (k === 'cpu') { env.cpu ??= v; return }
    }
    if (l.startsWith('--- ')) { st.inLog = true; return }
    if (l === 'PASS' || l === 'FAIL' || l.startsWith('ok ') || l.startsWith('FAIL\t')) { st.open = false; return }
    if (l.startsWith('=== ') || l.startsWith('?   ') || l === '') return
    skip(lineNo)
  }

  const event = (l: string, lineNo: number) => {
    let ev: { Action?: unknown; Package?: unknown; Output?: unknown }
    try {
      ev = JSON.parse(l) as typeof ev
    } catch {
      return fail(path, lineNo, 'a go test -json event (one JSON object per line)')
    }
    if (ev.Action !== 'output' || typeof ev.Output !== 'string') return
    const pkg = typeof ev.Package === 'string' ? ev.Package : ''
    let p = pkgs.get(pkg)
    if (!p) pkgs.set(pkg, (p = { buf: '', state: { inLog: false } }))
    let buf = p.buf + ev.Output
    let nl: number
    while ((nl = buf.indexOf('\n')) >= 0) {
      text(p.state, buf.slice(0, nl).replace(/\r$/, ''), lineNo)
      buf = buf.slice(nl + 1)
    }
    p.buf = buf
  }

  return {
    bytes,
    line(l, lineNo) {
      last = lineNo
      if (json === undefined) {
        if (l.trim() === '') return
        json = l.charCodeAt(0) === 123 && l.includes('"Action"')
      }
      if (!json) return text(plain, l, lineNo)
      if (l.charCodeAt(0) === 123) return event(l, lineNo)
      if (l.trim() !== '') skip(lineNo)
    },
    end() {
      for (const p of pkgs.values()) if (p.buf) text(p.state, p.buf, last)
      // A whole capture closes each package's benchmarks with PASS/ok (or FAIL); without it the output
      // stops early, and a benchmark run -count times may be missing its last runs: a median of fewer.
      if (headed && (plain.open || [...pkgs.values()].some((p) => p.state.open))) {
        fail(path, last, 'go test\'s closing "PASS" and "ok  <package>" lines after the last benchmark; the output stops before them, so it looks cut short (a benchmark run -count times may miss runs). Capture the whole output again')
      }
      const results: ParsedResult[] = []
      for (const e of order) {
        const values: Record<string, Measurement> = {}
        e.ids.forEach((id, k) => { values[id] = sampleStats((e.samples[k] as Samples).values(), 'median') })
        results.push(checkResult(path, e.lineNo, { benchmark: e.name, params: e.params, values }))
      }
      if (results.length === 0) fail(path, last, 'go test -bench output: result lines such as "BenchmarkName-8   1000   123 ns/op"')
      if (ignored) warnings.push(`${path}: skipped ${ignored} line(s) that are not benchmark results (first at line ${firstIgnored})`)
      return makeRun('go test -bench', metrics, results, { environment: env, warnings, check: { file: path, lineNo: last } })
    },
  }
}

const goTestBenchParser: Parser = {
  id: 'go-test-bench',
  tool: 'go test -bench',
  description: 'go test -bench text output (with -benchmem, -count, several packages) or its go test -json stream',
  produce: "go test -run='^$' -bench=. -benchmem -count=6 ./... > bench.txt   (or add -json)",
  detect(input) {
    const h = head(input)
    const result = /^Benchmark\S*\s+\d+\s+[\d.e+-]+ \S+/m.test(h)
    if (/^\{.*"Action":"output".*"Output":"Benchmark\S*\s+(\\t)?\s*\d+/m.test(h)) return 1
    if (/^\{"Time":[^\n]*"Action":"(start|output|run)","Package":/.test(h) && /"Output":"(goos|pkg|cpu): /.test(h)) return 0.9
    if (result && /^(goos|goarch|pkg|cpu): /m.test(h)) return 1
    if (result && /^\S+\s+\d+\s+[\d.]+ ns\/op/m.test(h)) return 0.9
    return 0
  },
  parse: (input) => parseByLines(input, lines),
  lines,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const goTestBench = defineParser(goTestBenchParser)
