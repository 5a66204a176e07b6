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

/**
 * The attributes of a tag, as /([A-Za-z_][\w-]*)="([^"]*)"/g found them, run by run of name characters:
 * a name starts at the run's first letter or "_" and ends where `="` follows (the expression tried each
 * letter of a long run to its end).
 */
export function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {}
  const run = /[\w-]+/g
  for (let m = run.exec(tag); m; m = run.exec(tag)) {
    const end = m.index + m[0].length
    const start = m[0].search(/[A-Za-z_]/)
    if (start < 0 || !tag.startsWith('="', end)) continue
    const close = tag.indexOf('"', end + 2)
    if (close < 0) break
    out[m[0].slice(start)] = unescape(tag.slice(end + 2, close))
    run.lastIndex = close + 1
  }
  return out
}

const WORD = /\w/

/**
 * The tags read below, as /<TestCase\b[^>]*>|<BenchmarkResults\b[^>]*>|<\/BenchmarkResults>|<(mean|standardDeviation)\b[^>]*\/>/g
 * found them: the next ">" is looked up once for all the "<" before it (the expression went from each
 * "<TestCase" of a tag left open to the end of the text).
 */
export function* tags(text: string): Generator<{ tag: string; index: number }> {
  let gt = -1
  for (let lt = text.indexOf('<'); lt >= 0; lt = text.indexOf('<', lt + 1)) {
    if (gt < lt) gt = text.indexOf('>', lt)
    if (gt < 0) return
    const name = ['TestCase', 'BenchmarkResults', '/BenchmarkResults>', 'mean', 'standardDeviation'].find((x) =>
      text.startsWith(x, lt + 1),
    )
    if (!name || (!name.endsWith('>') && WORD.test(text[lt + 1 + name.length] ?? ''))) continue
    if (name === '/BenchmarkResults>') gt = lt + name.length
    else if (
      (name === 'mean' || name === 'standardDeviation') &&
      (text[gt - 1] !== '/' || gt - 1 < lt + 1 + name.length)
    )
      continue
    yield { tag: text.slice(lt, gt + 1), index: lt }
    lt = gt
  }
}

/**
 * The catch2-version="…" of the run element, as /<Catch2?TestRun[^>]*catch2-version="([^"]+)"/ found it:
 * the last such attribute before the element's ">" with a value; each element looked at once.
 */
export function catch2Version(text: string): string | undefined {
  const key = 'catch2-version="'
  for (let at = text.indexOf('<Catch'); at >= 0;) {
    const open = text.startsWith('<CatchTestRun', at) ? 13 : text.startsWith('<Catch2TestRun', at) ? 14 : 0
    const gt = text.indexOf('>', at)
    const end = gt < 0 ? text.length : gt
    for (
      let p = open ? text.lastIndexOf(key, end - key.length) : -1;
      p >= at + open;
      p = text.lastIndexOf(key, p - 1)
    ) {
      const q = text.indexOf('"', p + key.length)
      if (q > p + key.length) return text.slice(p + key.length, q)
    }
    at = text.indexOf('<Catch', open ? Math.max(at + 1, end) : at + 1)
  }
  return undefined
}

function parseOne(f: InputFile): ParsedRun {
  const results: ParsedResult[] = []
  const lineAt = (pos: number) => f.text.slice(0, pos).split('\n').length
  let testCase: string | undefined
  let bench:
    | { name: string; at: number; samples?: number; mean?: Record<string, string>; sd?: Record<string, string> }
    | undefined
  for (const { tag, index } of tags(f.text)) {
    if (tag.startsWith('<TestCase')) testCase = attrs(tag).name
    else if (tag.startsWith('<BenchmarkResults')) {
      const a = attrs(tag)
      if (!a.name) fail(f.path, lineAt(index), 'a BenchmarkResults element with a name attribute')
      bench = { name: a.name, at: index, samples: toNum(a.samples ?? '') }
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
  return catch2Run(results, catch2Version(f.text))
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
