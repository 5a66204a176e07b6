// Catch2's XML reporter with benchmarks (./tests -r xml), Catch2 v2 and v3:
//   <TestCase name="Fibonacci" filename="t.cpp" line="7">
//     <BenchmarkResults name="fib 20" samples="20" resamples="100000" iterations="4" clockResolution="87.793" estimatedDuration="2.0172e+06">
//       <!--All values in nano seconds-->
//       <mean value="7610.16" lowerBound="7565.56" upperBound="7784.56" ci="0.95"/>
//       <standardDeviation value="187.735" lowerBound="8.55457" upperBound="373.214" ci="0.95"/>
// One result per BenchmarkResults: benchmark = its name, param "test" = the enclosing test case.
// Metric "time" (ns, the mean, with the standard deviation, the bootstrap confidence interval of the
// mean and n = samples) — the same as the console reporter's (catch2-console), so both can be mixed.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { fail, makeRun, toNum } from './shared'
import { parseTextFiles } from './text-files'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { head } from './shared'

const CATCH2_METRICS: Record<string, Metric> = {
  time: { label: 'Time', unit: 'ns', direction: 'lower', stat: 'mean' },
}

/** A benchmark as either reporter gives it (this one and catch2-console): name, test case and time. */
export function catch2Result(
  name: string,
  testCase: string | undefined,
  time: ParsedResult['values'][string],
): ParsedResult {
  return {
    benchmark: name.slice(0, 300),
    ...(testCase ? { params: { test: testCase.slice(0, 200) } } : {}),
    values: { time },
  }
}

/** Either reporter's run: one metric, and the Catch2 version the output names, if it does. */
export function catch2Run(results: ParsedResult[], version: string | undefined): ParsedRun {
  return makeRun('Catch2', { ...CATCH2_METRICS }, results, {
    environment: version ? { tool: `Catch2 ${version}` } : undefined,
  })
}

function detect(input: ParserInput): number {
  const h = head(input, 8192)
  return h.includes('<Catch') && h.includes('<BenchmarkResults ')
    ? 0.95
    : h.includes('<Catch') && /<Catch2?TestRun|<Catch name=/.test(h)
      ? 0.5
      : 0
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const m of tag.matchAll(/([A-Za-z_][\w-]*)="([^"]*)"/g)) out[m[1]!] = unescape(m[2]!)
  return out
}

function parseOne(f: InputFile): ParsedRun {
  const results: ParsedResult[] = []
  const lineAt = (pos: number) => f.text.slice(0, pos).split('\n').length
  let testCase: string | undefined
  const re = /<TestCase\b[^>]*>|<BenchmarkResults\b[^>]*>|<\/BenchmarkResults>|<(mean|standardDeviation)\b[^>]*\/>/g
  let bench:
    | { name: string; at: number; samples?: number; mean?: Record<string, string>; sd?: Record<string, string> }
    | undefined
  for (const m of f.text.matchAll(re)) {
    const tag = m[0]
    if (tag.startsWith('<TestCase')) testCase = attrs(tag).name
    else if (tag.startsWith('<BenchmarkResults')) {
      const a = attrs(tag)
      if (!a.name) fail(f.path, lineAt(m.index!), 'a BenchmarkResults element with a name attribute')
      bench = { name: a.name, at: m.index!, samples: toNum(a.samples ?? '') }
    } else if (tag.startsWith('<mean') && bench) bench.mean = attrs(tag)
    else if (tag.startsWith('<standardDeviation') && bench) bench.sd = attrs(tag)
    else if (tag === '</BenchmarkResults>' && bench) {
      const value = toNum(bench.mean?.value ?? '')
      if (value === undefined) fail(f.path, lineAt(bench.at), `a <mean value="…"/> in benchmark "${bench.name}"`)
      const lower = toNum(bench.mean?.lowerBound ?? '')
      const upper = toNum(bench.mean?.upperBound ?? '')
      const level = toNum(bench.mean?.ci ?? '')
      const time: ParsedResult['values'][string] = { value }
      const sd = toNum(bench.sd?.value ?? '')
      if (sd !== undefined) time.stddev = sd
      if (lower !== undefined && upper !== undefined)
        time.ci = level !== undefined && level > 0 && level < 1 ? { lower, upper, level } : { lower, upper }
      if (bench.samples !== undefined && Number.isInteger(bench.samples) && bench.samples >= 1) time.n = bench.samples
      results.push(catch2Result(bench.name, testCase, time))
      bench = undefined
    }
  }
  if (!results.length)
    fail(f.path, 1, 'at least one <BenchmarkResults> element (run the tests with -r xml and BENCHMARK blocks)')
  return catch2Run(results, /<Catch2?TestRun[^>]*catch2-version="([^"]+)"/.exec(f.text)?.[1])
}

const catch2XmlParser: Parser = {
  id: 'catch2-xml',
  tool: 'Catch2 (XML reporter)',
  description: 'Catch2 XML reporter output with BENCHMARK results (mean, std dev, confidence interval in ns)',
  produce: './tests -r xml > catch2.xml   (Catch2 v3: ./tests --reporter xml)',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const catch2Xml = defineParser(catch2XmlParser)
