// mitata's console output (run() with no format; with or without colours):
//   clk: ~0.62 GHz
//   cpu: AMD EPYC
//   runtime: node 20.20.2 (x64-linux)
//
//   benchmark                   avg (min … max) p75 / p99    (min … top 1%)
//   ------------------------------------------- -------------------------------
//   fib(10)                        3.05 µs/iter   4.79 µs █
//                         (537.83 ns … 9.35 µs)   7.69 µs █
//                       (  0.16  b …  91.22  b)   5.27  b █▄▂▂▂▄▆▄▅▁▂▄▂▂▅▁▄▂▄▂▄
//   parse broken                 error: Expected property name or '}' in JSON at position 1
// One result per benchmark as printed (an args scan prints each run by its own name, "fib(5)"), with
// the JSON output's metric "time" (mitata.ts) in ns: avg as the value, min, max and p75, p99 as
// percentiles. The heap line (bytes) and the histograms are skipped. A benchmark that threw prints
// "error:" and no figures: ingest records it as failed (scripts/write/failures.ts). Figures have 2
// decimals; the JSON output keeps full precision and the args.
import { round12, unitFactor } from '../../data/schema/numbers'
import { normalizeUnit } from '../../data/schema/units'
import { defineParser } from './types'
import { fail, head, makeRun, toNum } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import { METRICS } from './mitata'
import type { Environment } from '../../data/schema/schema'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
/** The time units mitata prints; their size in nanoseconds comes from the core's units. */
const TIME = /^(ps|ns|µs|us|ms|s)$/
const T = '([\\d.]+) (ps|ns|µs|us|ms|s)'
const FIRST = new RegExp(`^(\\S.*?)\\s+${T}/iter\\s+${T}(?:\\s|$)`)
const SECOND = new RegExp(`^\\(\\s*${T} … \\s*${T}\\)\\s+${T}(?:\\s|$)`)
const HEADER = /^benchmark\s+avg \(min … max\) p75 \/ p99\s/

function detect(input: ParserInput): number {
  const h = head(input, 8192).replace(ANSI, '')
  return /^benchmark\s+avg \(min … max\) p75 \/ p99/m.test(h) ? 0.9 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const env: Environment = {}
  const results: ParsedResult[] = []
  const failed: string[] = []
  let header = 0
  let pending: { result: ParsedResult; lineNo: number } | undefined
  const ns = (v: string, u: string, lineNo: number) => {
    const n = toNum(v)
    if (n === undefined || !TIME.test(u)) fail(f.path, lineNo, `a time such as "3.05 µs", found "${v} ${u}"`)
    return u === 'ns' ? n : round12(n * unitFactor(normalizeUnit(u), 'ns'))
  }
  const open = () =>
    pending &&
    fail(
      f.path,
      pending.lineNo,
      `the "(min … max)  p99" line under "${pending.result.benchmark}" (the output ends early)`,
    )
  linesOf(f.text).forEach((raw, i) => {
    const lineNo = i + 1
    const line = raw.replace(ANSI, '').trimEnd()
    let m: RegExpExecArray | null
    if (!header) {
      if ((m = /^cpu: (.+)$/.exec(line))) env.cpu = m[1]
      else if ((m = /^runtime: (\S+) (\S+) \((\S+)\)$/.exec(line)))
        Object.assign(env, { runtimes: { [m[1]!]: m[2]! }, arch: m[3] })
      else if (HEADER.test(line)) header = lineNo
      return
    }
    if (pending) {
      m = SECOND.exec(line.trim())
      if (!m)
        fail(
          f.path,
          lineNo,
          `mitata's "(min … max)  p99" line under "${pending.result.benchmark}", found "${line.trim().slice(0, 80)}"`,
        )
      const t = pending.result.values.time!
      Object.assign(t, { min: ns(m[1]!, m[2]!, lineNo), max: ns(m[3]!, m[4]!, lineNo) })
      t.percentiles = { ...t.percentiles, '99': ns(m[5]!, m[6]!, lineNo) }
      pending = undefined
    } else if ((m = /^(\S.*?)\s+error: (.*)$/.exec(line))) {
      failed.push(m[1]!)
    } else if ((m = FIRST.exec(line))) {
      const result: ParsedResult = {
        benchmark: m[1]!,
        values: { time: { value: ns(m[2]!, m[3]!, lineNo), percentiles: { '75': ns(m[4]!, m[5]!, lineNo) } } },
      }
      results.push(result)
      pending = { result, lineNo }
    } else if (/^\S/.test(line) && !/^-+( -+)?$/.test(line) && !HEADER.test(line)) {
      fail(f.path, lineNo, `a benchmark line "<name>  3.05 µs/iter  4.79 µs", found "${line.slice(0, 80)}"`)
    }
  })
  open()
  if (!header) fail(f.path, 1, 'mitata\'s table header "benchmark  avg (min … max) p75 / p99"')
  if (!results.length && !failed.length)
    fail(f.path, header, 'at least one benchmark line after the header, found none')
  const warnings = [
    `${f.path}: mitata's console output has 2 decimals and names each run of an args scan apart; its JSON output (run({ format: 'json' })) keeps full precision and the args`,
  ]
  if (failed.length)
    warnings.push(
      `${f.path}: ${failed.length} benchmark${failed.length === 1 ? '' : 's'} threw (${failed.join(', ')}): no figures, recorded as failed`,
    )
  if (!results.length) fail(f.path, header, `a benchmark with figures: every one threw (${failed.join(', ')})`)
  return makeRun('mitata', { ...METRICS }, results, { environment: env, warnings })
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
