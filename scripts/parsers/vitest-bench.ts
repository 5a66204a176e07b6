// Vitest benchmark report (vitest bench --outputJson bench.json):
//   {"files":[{"filepath":"/…/fib.bench.ts","groups":[{"fullName":"fib.bench.ts > fib","benchmarks":[
//     {"id":"-1352716276_0_0","name":"fib(10)","rank":1,"rme":24.36,"samples":[],"totalTime":301.46,
//      "min":0.00052,"max":28.07,"hz":821504.51,"period":0.00122,"mean":0.00122,"sd":0.0753,
//      "p75":0.00073,"p99":0.00104,"p995":0.00111,"p999":0.00181,"sampleCount":247649,"median":0.00053}]}]}]}
// One result per benchmark, named "<group full name> > <bench name>" as Vitest prints it. Metrics:
// "time" (ms per iteration, mean with sd, min, max, median, n = sampleCount, percentiles 75/99/99.5/99.9
// and the samples when the report has them) and "hz" (operations per second, higher is better).
// A bench that threw has no figures (id, name, rank, rme only): left out with a warning, and ingest
// records it as failed (scripts/write/failures.ts).
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { hasKeys, J, makeRun, measurement, parseFiles, sniff, percentilesOf } from './json-shared'
import { asCount } from './shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

export const METRICS: Record<string, Metric> = {
  time: { label: 'Time per iteration', unit: 'ms', direction: 'lower', stat: 'mean' },
  hz: { label: 'Operations per second', unit: 'ops/s', direction: 'higher', stat: 'mean' },
}
const PCTS: Array<[string, string]> = [
  ['p75', '75'],
  ['p99', '99'],
  ['p995', '99.5'],
  ['p999', '99.9'],
]

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!hasKeys(v, 'files') || !Array.isArray(v.files)) return 0
  const file: unknown = v.files[0]
  if (!hasKeys(file, 'filepath', 'groups') || !Array.isArray(file.groups)) return 0
  const g: unknown = file.groups[0]
  return hasKeys(g, 'fullName', 'benchmarks') ? 0.95 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object {"files": [...]} written by vitest bench --outputJson')
  const results: ParsedResult[] = []
  const warnings: string[] = []
  for (const file of root.arr('files', 'an array of benchmark files')) {
    for (const g of file.arr('groups', 'an array of benchmark groups')) {
      const group = g.str('fullName', 'the group name (a string)')
      for (const b of g.arr('benchmarks', 'an array of benchmarks')) {
        const name = b.str('name', 'the benchmark name (a string)')
        // A bench that threw is listed with its id, name, rank and rme only: no figures to read.
        if (!b.has('mean') && !b.has('sampleCount') && !b.has('hz')) {
          warnings.push(`${f.path}: ${b.path} "${group} > ${name}": no figures (the bench threw), recorded as failed`)
          continue
        }
        const samples = b.optNums('samples')
        const time = measurement({
          value: b.num('mean', 'the mean time in ms (a number)'),
          stddev: b.optNum('sd'),
          min: b.optNum('min'),
          max: b.optNum('max'),
          median: b.optNum('median'),
          n: asCount(b.optNum('sampleCount')),
          samples: samples && samples.length > 0 && samples.length <= 100000 ? samples : undefined,
          percentiles: percentilesOf(b, PCTS),
        })
        const values: ParsedResult['values'] = { time }
        const hz = b.optNum('hz')
        if (hz !== undefined) values.hz = { value: hz }
        results.push({ benchmark: `${group} > ${name}`, values })
      }
    }
  }
  const metrics: Record<string, Metric> = { time: METRICS.time! }
  if (results.some((r) => r.values.hz)) metrics.hz = METRICS.hz!
  return makeRun('Vitest bench', f.path, { metrics, results, warnings }, '$.files')
}

const vitestBenchParser: Parser = {
  id: 'vitest-bench',
  tool: 'Vitest bench',
  description: 'Vitest benchmark report (--outputJson): time per iteration in ms and hz, with percentiles',
  produce: 'vitest bench --run --outputJson bench.json',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const vitestBench = defineParser(vitestBenchParser)
