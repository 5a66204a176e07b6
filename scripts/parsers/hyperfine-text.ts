// hyperfine's console output (what it prints without an --export option; any --style, ANSI colours
// stripped):
//   Benchmark 1: sleep 0.01
//     Time (mean ± σ):      13.2 ms ±   4.1 ms    [User: 0.7 ms, System: 0.5 ms]
//     Range (min … max):    10.2 ms …  18.6 ms    5 runs
//   Summary
//     'sleep 0.01' ran
//       2.93 ± 1.84 times faster than 'sleep 0.02'
// One result per "Benchmark N:" block, named by its command (or -n name), with the metrics of
// --export-json (hyperfine.ts): "time" (s: mean, σ, min, max, n = runs), "user" and "system" (s,
// means). A single run prints "Time (abs ≡):" with no σ or range. Printed figures have 3 or 4
// significant digits and no median or runs: a warning says so. Warnings, the summary and the
// progress bars (a TTY's, with \r) are skipped; a block without its Range line was cut short.
import type { Measurement } from '../../data/schema/schema'
import { round12, unitFactor } from '../../data/numbers/numbers'
import { normalizeUnit } from '../../data/numbers/units'
import { defineParser } from './types'
import { fail, head, makeRun, toNum } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import { METRICS } from './hyperfine'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

/** ANSI control sequences (colours, cursor moves of the progress bar). */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, 'g')
/** The time units hyperfine prints; their size in seconds comes from the core's units. */
const UNIT = /^(s|ms|µs|us|ns)$/
const TIME = '(-?[\\d.]+) (s|ms|µs|us|ns)'
const MEAN = new RegExp(`^Time \\(mean ± σ\\):\\s+${TIME} ±\\s+${TIME}\\s+\\[User: ${TIME}, System: ${TIME}\\]$`)
const ABS = new RegExp(`^Time \\(abs ≡\\):\\s+${TIME}\\s+\\[User: ${TIME}, System: ${TIME}\\]$`)
const RANGE = new RegExp(`^Range \\(min … max\\):\\s+${TIME} …\\s+${TIME}\\s+(\\d+) runs$`)

/** A line as it reads on screen: the last \r-segment, no ANSI codes. */
function plain(line: string): string {
  const seg = line.split('\r')
  return (seg[seg.length - 1] ?? '').replace(ANSI, '')
}

function detect(input: ParserInput): number {
  const h = head(input, 8192).replace(ANSI, '')
  return /^Benchmark \d+: .+\r?\n\s+Time \((mean ± σ|abs ≡)\):/m.test(h) ? 0.9 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const results: ParsedResult[] = []
  let open: { result: ParsedResult; lineNo: number; needsRange: boolean } | undefined
  const secs = (v: string, u: string, lineNo: number): number => {
    const n = toNum(v)
    if (n === undefined || !UNIT.test(u)) fail(f.path, lineNo, `a time such as "13.2 ms", found "${v} ${u}"`)
    return u === 's' ? n : round12(n * unitFactor(normalizeUnit(u), 's'))
  }
  const close = () => {
    if (open?.needsRange)
      fail(f.path, open.lineNo, `the "Range (min … max):" line of "${open.result.benchmark}" (the output ends early)`)
    if (open && !Object.keys(open.result.values).length)
      fail(f.path, open.lineNo, `a "Time (mean ± σ):" line for "${open.result.benchmark}"`)
    open = undefined
  }
  linesOf(f.text).forEach((raw, i) => {
    const lineNo = i + 1
    const s = plain(raw).trim()
    let m: RegExpExecArray | null
    if ((m = /^Benchmark (\d+): (.+)$/.exec(s))) {
      close()
      if (Number(m[1]) !== results.length + 1)
        fail(f.path, lineNo, `"Benchmark ${results.length + 1}:", found "Benchmark ${m[1]}:"`)
      results.push({ benchmark: m[2]!, values: {} })
      open = { result: results[results.length - 1]!, lineNo, needsRange: false }
    } else if (open && open.result.values.time && /^Time \(/.test(s)) {
      // One Time line per block: a second one lost its "Benchmark N:" line.
      fail(
        f.path,
        lineNo,
        `a "Benchmark ${results.length + 1}: <command>" line before another Time line, found "${s.slice(0, 80)}"`,
      )
    } else if (open && (m = MEAN.exec(s))) {
      const v = open.result.values
      v.time = { value: secs(m[1]!, m[2]!, lineNo), stddev: secs(m[3]!, m[4]!, lineNo) }
      v.user = { value: secs(m[5]!, m[6]!, lineNo) }
      v.system = { value: secs(m[7]!, m[8]!, lineNo) }
      open.needsRange = true
    } else if (open && (m = ABS.exec(s))) {
      const v = open.result.values
      v.time = { value: secs(m[1]!, m[2]!, lineNo), n: 1 }
      v.user = { value: secs(m[3]!, m[4]!, lineNo) }
      v.system = { value: secs(m[5]!, m[6]!, lineNo) }
    } else if (open?.needsRange && (m = RANGE.exec(s))) {
      const t = open.result.values.time as Measurement
      Object.assign(t, { min: secs(m[1]!, m[2]!, lineNo), max: secs(m[3]!, m[4]!, lineNo), n: Number(m[5]) })
      open.needsRange = false
    } else if (open && /^(Time|Range) \(/.test(s)) {
      fail(
        f.path,
        lineNo,
        `hyperfine's "Time (mean ± σ): 13.2 ms ± 4.1 ms [User: …, System: …]" or "Range (min … max): … 5 runs", found "${s.slice(0, 100)}"`,
      )
    } else if (s === 'Summary') close()
  })
  close()
  if (!results.length) fail(f.path, 1, 'a "Benchmark 1: <command>" block of hyperfine\'s console output')
  const warnings = [
    `${f.path}: hyperfine's console output has 3–4 significant digits and no median or runs; --export-json keeps every run`,
  ]
  return makeRun('hyperfine', { ...METRICS }, results, { warnings })
}

const hyperfineTextParser: Parser = {
  id: 'hyperfine-text',
  tool: 'hyperfine',
  description:
    "hyperfine's console output (any --style, with or without colours): mean ± σ, min, max, runs, user and system time",
  produce: "hyperfine 'cmd A' 'cmd B' > hyperfine.txt   (--export-json results.json keeps every run)",
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const hyperfineText = defineParser(hyperfineTextParser)
