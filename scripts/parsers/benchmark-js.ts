// Benchmark.js cycle lines (console.log(String(event.target)) in the suite's 'cycle' handler):
//   fib(10) x 132,550 ops/sec ±22.53% (15 runs sampled)
//   Fastest is RegExp#test
// One result per line. Metric "throughput" (ops/s, higher is better: Benchmark.js's hz); the relative
// margin of error (±%) and the runs sampled are kept: n = runs, the ± in the note as printed.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { fail, head, makeRun, toNumGrouped } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { inOrderOnALine } from './scan'

const METRICS: Record<string, Metric> = {
  throughput: { label: 'Operations per second', unit: 'ops/s', direction: 'higher', stat: 'mean' },
}
const LINE = /^(.+?) x ([\d,]+(?:\.\d+)?) ops\/sec ±(\d+(?:\.\d+)?)% \((\d+) runs? sampled\)\s*$/

function detect(input: ParserInput): number {
  const lines = head(input, 4096)
    .split(/\r?\n/)
    .filter((l) => l.trim())
  const hits = lines.filter((l) => LINE.test(l)).length
  return hits > 0 && hits >= lines.length / 2 ? 0.9 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const results: ParsedResult[] = []
  const warnings: string[] = []
  linesOf(f.text).forEach((line, i) => {
    const m = LINE.exec(line)
    if (!m) {
      if (inOrderOnALine(line, ' x ', ' ops/sec'))
        fail(
          f.path,
          i + 1,
          `a Benchmark.js line "<name> x <n> ops/sec ±<p>% (<k> runs sampled)", found "${line.slice(0, 80)}"`,
        )
      if (line.trim() && !/^Fastest is /.test(line)) warnings.push(`line ${i + 1}: not a Benchmark.js result, skipped`)
      return
    }
    const value = toNumGrouped(m[2]!) ?? fail(f.path, i + 1, `a number of ops/sec, found "${m[2]}"`)
    const runs = Number(m[4])
    results.push({
      benchmark: m[1]!.slice(0, 300),
      values: { throughput: runs >= 1 ? { value, n: runs } : { value } },
      note: `±${m[3]}%`,
    })
  })
  if (!results.length) fail(f.path, 1, 'at least one line "<name> x <n> ops/sec ±<p>% (<k> runs sampled)"')
  return makeRun('Benchmark.js', { ...METRICS }, results, { warnings })
}

const benchmarkJsParser: Parser = {
  id: 'benchmark-js',
  tool: 'Benchmark.js',
  description: 'Benchmark.js cycle lines: "<name> x <n> ops/sec ±<p>% (<k> runs sampled)"',
  produce: "suite.on('cycle', (e) => console.log(String(e.target))).run()   (node bench.js > bench.txt)",
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const benchmarkJs = defineParser(benchmarkJsParser)
