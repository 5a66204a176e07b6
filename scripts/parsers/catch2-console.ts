// Catch2's console reporter with benchmarks (./tests, the default output), three lines per benchmark:
//   benchmark name                       samples       iterations    estimated
//                                        mean          low mean      high mean
//                                        std dev       low std dev   high std dev
//   -------------------------------------------------------------------------------
//   fib 20                                          20             3     1.7916 ms
//                                           82.7431 us    14.3043 us    355.968 us
//                                           296.942 us    575.383 ns     590.09 us
// Test cases are the headings between dashed lines. Same results and metric as catch2-xml (time in
// ns: mean, std dev, the interval low mean … high mean, n = samples), with the console's 6 digits.
// With --benchmark-no-analysis, one line per benchmark and the mean alone (no bootstrap, no spread):
//   benchmark name                            samples    iterations          mean
//   -------------------------------------------------------------------------------
//   fib 15                                          20            24    14.1167 us
// A test case that fails (a "FAILED:" block in it) is recorded by ingest (scripts/write/failures.ts).
import { catch2Result, catch2Run } from './catch2-xml'
import { defineParser } from './types'
import { fail, head, timeIn, toNum } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { groups, indentedLine, oneLine, tokens } from './scan'
import type { Groups } from './scan'

const NAME_HEAD = /^benchmark name\s+samples\s+iterations\s+estimated\s*$/
const PLAIN_HEAD = /^benchmark name\s+samples\s+iterations\s+mean\s*$/
/**
 * A benchmark's first line "name  samples  iterations  estimated unit" → [, name, samples, iterations,
 * estimated, unit], as /^(.*?)\s+(\d+)\s+(\d+)\s+(\S+) (\S+)\s*$/ read it: its last four runs of
 * non-spaces (the lazy name tried every split of a long run of spaces).
 */
export function firstLine(s: string): Groups | null {
  const runs = tokens(s)
  const n = runs.length
  if (n < 4) return null
  const [[a1, b1], [a2, b2], [a3, b3], [a4, b4]] = runs.slice(n - 4) as [
    (typeof runs)[0],
    (typeof runs)[0],
    (typeof runs)[0],
    (typeof runs)[0],
  ]
  const nameEnd = n > 4 ? runs[n - 5]![1] : 0
  const [samples, iterations] = [s.slice(a1, b1), s.slice(a2, b2)]
  if (a1 === 0 || a4 !== b3 + 1 || s[b3] !== ' ' || !/^\d+$/.test(samples) || !/^\d+$/.test(iterations)) return null
  const name = s.slice(0, nameEnd)
  return oneLine(name) ? groups([s, name, samples, iterations, s.slice(a3, b3), s.slice(a4, b4)], 0) : null
}
const TRIPLE = /^\s+(\S+) (\S+)\s+(\S+) (\S+)\s+(\S+) (\S+)\s*$/

function detect(input: ParserInput): number {
  const h = head(input)
  return (/^benchmark name\s+samples\s+iterations\s+estimated/m.test(h) &&
    indentedLine(h, /mean\s+low mean\s+high mean/y, 1)) ||
    /^benchmark name\s+samples\s+iterations\s+mean\s*$/m.test(h)
    ? 0.95
    : 0
}

function ns(f: InputFile, v: string, u: string, lineNo: number): number {
  const n = toNum(v)
  const t = n === undefined ? undefined : timeIn(n, u, 'ns')
  return t ?? fail(f.path, lineNo, `a time such as "82.7431 us", found "${v} ${u}"`)
}

/** A --benchmark-no-analysis row: name, samples, iterations, mean. */
function plainRow(f: InputFile, m: Groups, testCase: string | undefined, lineNo: number): ParsedResult {
  const samples = toNum(m[2]!)!
  const time: ParsedResult['values'][string] = { value: ns(f, m[4]!, m[5]!, lineNo) }
  if (samples >= 1) time.n = samples
  return catch2Result(m[1]!.trim(), testCase, time)
}

function parseOne(f: InputFile): ParsedRun {
  const lines = linesOf(f.text)
  const results: ParsedResult[] = []
  let testCase: string | undefined
  let inTable = false
  /** --benchmark-no-analysis: one line per benchmark. */
  let plain = false
  let sawPlain = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (/^-{20,}$/.test(line) && /^-{20,}$/.test(lines[i + 2] ?? '') && lines[i + 1]) {
      testCase = lines[i + 1]!.trim()
      inTable = false
      i += 2
      continue
    }
    if (NAME_HEAD.test(line)) {
      ;[inTable, plain] = [true, false]
      i += 3 // the two header lines and the dashes
      continue
    }
    if (PLAIN_HEAD.test(line)) {
      ;[inTable, plain, sawPlain] = [true, true, true]
      if (!/^-{20,}$/.test(lines[i + 1] ?? '')) fail(f.path, i + 2, 'a rule under the benchmark table header')
      i += 1
      continue
    }
    // A rule that is not half of a test-case heading: the heading's other rule or its name is missing,
    // and the results below would be filed under the test case above.
    if (/^-{20,}$/.test(line)) fail(f.path, i + 1, "a test-case heading: a rule, the test case's name, a rule")
    if (!inTable || !line.trim()) continue
    if (/^[.=~]{20,}$/.test(line)) {
      inTable = false
      continue
    }
    const first = firstLine(line)
    if (first && plain) {
      results.push(plainRow(f, first, testCase, i + 1))
      continue
    }
    if (!first) {
      if (TRIPLE.test(line))
        fail(
          f.path,
          i + 1,
          "a benchmark's first line (name, samples, iterations, estimated) before its mean and std dev lines",
        )
      continue
    }
    const meanLine = TRIPLE.exec(lines[i + 1] ?? '')
    const sdLine = TRIPLE.exec(lines[i + 2] ?? '')
    // Exactly two lines: a third (a mean line printed twice, say) would shift the std dev.
    if (lines[i + 3]?.trim())
      fail(
        f.path,
        i + 4,
        `a blank line after the std dev line of benchmark "${first[1]!.trim()}", found "${lines[i + 3]!.trim()}"`,
      )
    if (!meanLine || !sdLine)
      fail(
        f.path,
        i + 2,
        `two lines "mean low-mean high-mean" and "std-dev low high" (value and unit each) after benchmark "${first[1]}"`,
      )
    const samples = toNum(first[2]!)!
    const time: ParsedResult['values'][string] = {
      value: ns(f, meanLine[1]!, meanLine[2]!, i + 2),
      stddev: ns(f, sdLine[1]!, sdLine[2]!, i + 3),
      ci: { lower: ns(f, meanLine[3]!, meanLine[4]!, i + 2), upper: ns(f, meanLine[5]!, meanLine[6]!, i + 2) },
    }
    if (samples >= 1) time.n = samples
    results.push(catch2Result(first[1]!.trim(), testCase, time))
    i += 2
  }
  if (!results.length)
    fail(f.path, 1, 'at least one benchmark under a "benchmark name  samples  iterations  estimated" header')
  const run = catch2Run(results, /is a Catch2? v(\d+\.\d+\.\d+) host application/.exec(f.text)?.[1])
  if (!sawPlain) return run
  const why = `${f.path}: --benchmark-no-analysis prints the mean alone; without it Catch2 prints the standard deviation and the interval of the mean too`
  return { ...run, warnings: [...(run.warnings ?? []), why] }
}

const catch2ConsoleParser: Parser = {
  id: 'catch2-console',
  tool: 'Catch2 (console reporter)',
  description: 'Catch2 console output with BENCHMARK tables (mean, std dev and their bounds, 6 digits)',
  produce: './tests > catch2.txt   (the default console reporter; --benchmark-samples 100)',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const catch2Console = defineParser(catch2ConsoleParser)
