// When no parser takes an input, ingest looks here for a tool whose console output it is, and says how
// to have that tool write a format that is read, e.g.
//   {"type":"Metric","data":{"name":"http_reqs","type":"counter"},"metric":"http_reqs"}
// → "this is k6's --out json stream of data points; ingest the end-of-test summary instead …".
// Pure and cheap: each test looks at the first 64 KB only. Outputs that a parser reads need no hint.
import type { ParserInput } from './types'
import { head } from './shared'

interface Hint {
  tool: string
  test: (h: string) => boolean
  say: string
}

export const HINTS: Hint[] = [
  {
    tool: "k6's --out json stream of data points",
    test: (h) => /^\{"(type":"(Metric|Point)"|metric":"[^"]+","type":"Point")/m.test(h),
    say: 'ingest the end-of-test summary instead: k6 run --summary-export=summary.json script.js (or the summary k6 prints, saved with > summary.txt)',
  },
  {
    tool: "BenchmarkDotNet's console or default Markdown report",
    test: (h) => /^BenchmarkDotNet[= ]v?[\d.]+/m.test(h) && /^[ \t]*(?:\|[ \t]*)?Method[ \t]*\|[ \t]*Mean\b/m.test(h),
    say: 'have BenchmarkDotNet write JSON ([JsonExporterAttribute.Full], or --exporters json) and ingest BenchmarkDotNet.Artifacts/results/*-report-full.json',
  },
  {
    tool: 'JMH output without its summary table',
    test: (h) => /^# JMH version: /m.test(h) && /^# Benchmark: /m.test(h) === false,
    say: 'let the run finish (the table comes at the end), or run with -rf json -rff result.json and ingest that file',
  },
  {
    tool: "Google Benchmark's context lines (its standard error) without the report",
    test: (h) => /^Running \S+\r?\nRun on \(\d+ X [\d.]+ MHz CPU s?\)/m.test(h),
    say: 'run the benchmark with --benchmark_format=json (or --benchmark_out=results.json --benchmark_out_format=json) and ingest that file',
  },
  {
    tool: "autocannon's progress output without its tables",
    test: (h) => /^Running \d+s test @ \S+\r?\n\d+ connections/m.test(h) && !/│ Stat/.test(h),
    say: "capture autocannon's standard error whole (2> result.txt), or run it with -j > result.json",
  },
  {
    tool: 'Go test output without benchmark lines',
    test: (h) => /^(=== RUN|--- (PASS|FAIL)|PASS\r?$|ok\s+\S+\s)/m.test(h) && !/^Benchmark\S*\s+\d+\s/m.test(h),
    say: "run go test with -run='^$' -bench=. (and -benchmem) so that it prints Benchmark… lines, and ingest that output",
  },
]

/**
 * Why an input cannot be any tool's output, before asking which tool: an empty file (a command that
 * printed to standard error, or to another file) or a binary one (an executable or an archive given
 * by mistake), or undefined.
 */
export function notText(input: ParserInput): string | undefined {
  if (input.files.length !== 1) return undefined
  const t = input.files[0]!.text
  if (t.length === 0)
    return 'an empty file: nothing to read (a tool that prints to standard error needs 2>&1 in its command)'
  if (!t.trim()) return 'a file of blank space only: nothing to read'
  const h = t.slice(0, 4096)
  const nul = h.indexOf('\0')
  const undecodable = (h.match(/\uFFFD/g) ?? []).length
  if (nul >= 0 || undecodable > 8) {
    return `a binary file (${nul >= 0 ? `a NUL byte at character ${nul + 1}` : `${undecodable} bytes that are not UTF-8 in its first 4 KB`}), not the text or JSON a benchmark tool writes`
  }
  return undefined
}

/** A sentence naming the tool whose output `input` looks like and how to produce a readable format, or undefined. */
export function formatHint(input: ParserInput): string | undefined {
  const h = head(input, 65536)
  const hint = HINTS.find((x) => x.test(h))
  return hint ? `this looks like ${hint.tool}, which ingest does not read; ${hint.say}` : undefined
}
