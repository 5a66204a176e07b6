// mitata's console output (run() with no format; with or without colours). mitata 1.x:
//   clk: ~0.62 GHz
//   cpu: AMD EPYC
//   runtime: node 20.20.2 (x64-linux)
//
//   benchmark                   avg (min … max) p75 / p99    (min … top 1%)
//   ------------------------------------------- -------------------------------
//   • parse
//   ------------------------------------------- -------------------------------
//   fib(10)                        3.05 µs/iter   4.79 µs █
//                         (537.83 ns … 9.35 µs)   7.69 µs █
//                       (  0.16  b …  91.22  b)   5.27  b █▄▂▂▂▄▆▄▅▁▂▄▂▂▅▁▄▂▄▂▄
//   parse broken                 error: Expected property name or '}' in JSON at position 1
// and mitata 0.x's one row per benchmark (mitata-text-v0.ts). One result per benchmark as printed
// (an args scan prints each run by its own name, "fib(5)"), with the JSON output's metric "time"
// (mitata.ts) in ns: avg as the value, min, max and the percentiles printed. A group's header
// ("• parse") gives its benchmarks a "group" param, so that one name in two groups stays two
// results. The heap line (bytes), the histograms and the "summary" blocks (ratios of the figures
// above them) are skipped. A benchmark that threw prints "error:" and no figures (0.x then prints
// its stack): ingest records it as failed (scripts/write/failures.ts). The JSON output keeps full
// precision and the args.
import { round12, unitFactor } from '../../data/numbers/numbers'
import { normalizeUnit } from '../../data/numbers/units'
import { defineParser } from './types'
import { fail, head, makeRun, toNum } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import { METRICS } from './mitata'
import { HEADER_V0, columnsV0, rowV0, timeV0, type ColumnsV0 } from './mitata-text-v0'
import type { Environment } from '../../data/schema/schema'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { lastLineEnd, namedLine, oneLine } from './scan'
import type { Groups } from './scan'
import { uncoloured } from './table-text'

/** The time units mitata prints; their size in nanoseconds comes from the core's units. */
const TIME = /^(ps|ns|µs|us|ms|s)$/
const T = '([\\d.]+) (ps|ns|µs|us|ms|s)'
// /^(\S.*?)\s+<T>\/iter\s+<T>(?:\s|$)/, its name found run by run (scan.ts namedLine): the lazy name tried
// every split of a long run of spaces.
const FIRST_REST = new RegExp(`${T}/iter\\s+${T}(?:\\s|$)`, 'y')
const FIRST = { exec: (s: string) => namedLine(s, FIRST_REST) }
const SECOND = new RegExp(`^\\(\\s*${T} … \\s*${T}\\)\\s+${T}(?:\\s|$)`)
const HEADER = /^benchmark\s+avg \(min … max\) p75 \/ p99\s/
/** A number as mitata prints it: "41.23", "548", and in 0.x "4'441" (thousands apart). */
const DIGITS = /^(?:\d+(?:\.\d+)?|\d{1,3}(?:'\d{3})+)$/

function detect(input: ParserInput): number {
  const h = uncoloured(head(input, 8192))
  return /^benchmark\s+avg \(min … max\) p75 \/ p99/m.test(h) || /^benchmark\s+time \(avg\)\s/m.test(h) ? 0.9 : 0
}

interface State {
  f: InputFile
  env: Environment
  results: ParsedResult[]
  failed: string[]
  header: number
  /** mitata 0.x: the columns its header names, and the row they make. */
  v0?: { cols: ColumnsV0; row: { exec(s: string): Groups | null } }
  group?: string
  /** 1.x: the first line of a benchmark, waiting for its "(min … max)  p99" line. */
  pending?: { result: ParsedResult; lineNo: number }
  /** 0.x: after an "error:" row, the lines of its stack. */
  stack: boolean
}

function ns(st: State, v: string, u: string, lineNo: number): number {
  const n = DIGITS.test(v) ? toNum(v.replace(/'/g, '')) : undefined
  if (n === undefined || !TIME.test(u)) fail(st.f.path, lineNo, `a time such as "3.05 µs", found "${v} ${u}"`)
  return u === 'ns' ? n : round12(n * unitFactor(normalizeUnit(u), 'ns'))
}

function push(st: State, benchmark: string, time: ParsedResult['values'][string]): ParsedResult {
  const result: ParsedResult = { benchmark, values: { time } }
  if (st.group !== undefined) result.params = { group: st.group }
  st.results.push(result)
  return result
}

/** Before the table: the environment, then the header, which says which layout follows. */
function preamble(st: State, line: string, lineNo: number): void {
  let m: RegExpExecArray | null
  if ((m = /^cpu: (.+)$/.exec(line))) st.env.cpu = m[1]
  else if ((m = /^runtime: (\S+) v?(\S+) \((\S+)\)$/.exec(line)))
    Object.assign(st.env, { runtimes: { [m[1]!]: m[2]! }, arch: m[3] })
  else if (HEADER.test(line)) st.header = lineNo
  else if (HEADER_V0.test(line)) {
    const cols = columnsV0(line)
    ;[st.header, st.v0] = [lineNo, { cols, row: rowV0(cols) }]
  }
}

/**
 * "name   error: message" → [name, message], as /^(\S.*?)\s+error: (.*)$/ read it, one run of white space
 * at a time (the lazy name tried each split of a long run).
 */
export function errorLine(s: string): [string, string] | undefined {
  if (!/^\S/.test(s)) return undefined
  const lastEnd = lastLineEnd(s)
  for (const m of s.matchAll(/\s+/g)) {
    const at = m.index! + m[0].length
    if (s.startsWith('error: ', at) && at + 7 > lastEnd) return [s.slice(0, m.index), s.slice(at + 7)]
    if (!oneLine(m[0])) return undefined
  }
  return undefined
}

function tableLine(st: State, line: string, lineNo: number): void {
  const { f } = st
  let m: ArrayLike<string | undefined> | null
  if (st.pending) {
    const { result } = st.pending
    if (!(m = SECOND.exec(line.trim())))
      fail(
        f.path,
        lineNo,
        `mitata's "(min … max)  p99" line under "${result.benchmark}", found "${line.trim().slice(0, 80)}"`,
      )
    const t = result.values.time!
    Object.assign(t, { min: ns(st, m[1]!, m[2]!, lineNo), max: ns(st, m[3]!, m[4]!, lineNo) })
    t.percentiles = { ...t.percentiles, '99': ns(st, m[5]!, m[6]!, lineNo) }
    st.pending = undefined
    return
  }
  if (line === '') return void (st.stack = false)
  const error = errorLine(line)
  if (error) {
    st.failed.push(error[0])
    st.stack = !!st.v0
  } else if (st.v0 && (m = st.v0.row.exec(line))) {
    const t = timeV0(m, st.v0.cols, (s) => ns(st, ...(s.split(' ') as [string, string]), lineNo))
    push(st, m[1]!, t)
    st.stack = false
  } else if (!st.v0 && (m = FIRST.exec(line))) {
    const time = { value: ns(st, m[2]!, m[3]!, lineNo), percentiles: { '75': ns(st, m[4]!, m[5]!, lineNo) } }
    st.pending = { result: push(st, m[1]!, time), lineNo }
  } else if ((m = /^• (.+)$/.exec(line))) [st.group, st.stack] = [m[1]!, false]
  else if (
    !st.stack &&
    /^\S/.test(line) &&
    !/^-+( -+)?$/.test(line) &&
    !/^summary(?: for .+)?$/.test(line) &&
    !HEADER.test(line) &&
    !HEADER_V0.test(line)
  ) {
    const like = st.v0 ? "fib(10)  908 ns/iter  (478 ns … 4'441 ns) …" : '<name>  3.05 µs/iter  4.79 µs'
    fail(f.path, lineNo, `a benchmark line "${like}", found "${line.slice(0, 80)}"`)
  }
}

function parseOne(f: InputFile): ParsedRun {
  const st: State = { f, env: {}, results: [], failed: [], header: 0, stack: false }
  linesOf(f.text).forEach((raw, i) => {
    const line = uncoloured(raw).trimEnd()
    if (!st.header) preamble(st, line, i + 1)
    else tableLine(st, line, i + 1)
  })
  if (st.pending)
    fail(
      f.path,
      st.pending.lineNo,
      `the "(min … max)  p99" line under "${st.pending.result.benchmark}" (the output ends early)`,
    )
  const { results, failed, header } = st
  if (!header)
    fail(f.path, 1, 'mitata\'s table header "benchmark  avg (min … max) p75 / p99" (0.x: "benchmark  time (avg)")')
  if (!results.length && !failed.length)
    fail(f.path, header, 'at least one benchmark line after the header, found none')
  const warnings = [
    st.v0
      ? `${f.path}: mitata 0.x's console output rounds times to whole nanoseconds from 100 ns up; mitata 1.x's JSON output (run({ format: 'json' })) keeps full precision`
      : `${f.path}: mitata's console output has 2 decimals and names each run of an args scan apart; its JSON output (run({ format: 'json' })) keeps full precision and the args`,
  ]
  if (failed.length)
    warnings.push(
      `${f.path}: ${failed.length} benchmark${failed.length === 1 ? '' : 's'} threw (${failed.join(', ')}): no figures, recorded as failed`,
    )
  if (!results.length) fail(f.path, header, `a benchmark with figures: every one threw (${failed.join(', ')})`)
  return makeRun('mitata', { ...METRICS }, results, { environment: st.env, warnings })
}

const mitataTextParser: Parser = {
  id: 'mitata-text',
  tool: 'mitata',
  description: "mitata's console output (with or without colours): time per iteration, min, max, p75, p99",
  produce: 'node bench.mjs > mitata.txt   (run({ format: "json" }) keeps full precision and args)',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const mitataText = defineParser(mitataTextParser)
