// nanobench JSON (bench.render(ankerl::nanobench::templates::json(), out)):
//   {"results": [{"title": "fib", "name": "fib(10)", "unit": "call", "batch": 1, "complexityN": 10,
//     "epochs": 11, …, "median(elapsed)": 6.82182521959208e-08, "medianAbsolutePercentError(elapsed)": 5.5e-05,
//     "median(instructions)": 0, …, "measurements": [{"iterations": 10000, "elapsed": 6.82145e-08, …}, …]}]}
// One result per benchmark (see nanobench-shared.ts): the time per unit is nanobench's median over its
// epochs, with each epoch's time as a sample (min, max, n); complexityN, when set, is a parameter.
import { round12 } from '../../data/numbers/numbers'
import { defineParser } from './types'
import { hasKeys, J, makeRun, parseFiles, sniff } from './json-shared'
import { counters, NANOBENCH_METRICS, NO_COUNTERS } from './nanobench-shared'
import { metricsUsed, sampleStats } from './shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!hasKeys(v, 'results') || !Array.isArray(v.results)) return 0
  return hasKeys(v.results[0], 'median(elapsed)', 'measurements', 'batch') ? 0.95 : 0
}

function resultOf(b: J): { result: ParsedResult; counted: boolean } {
  const batch = b.num('batch', 'the batch size (units per iteration)')
  if (!(batch > 0)) b.at('batch').fail('a batch size above 0')
  const median = b.num('median(elapsed)', 'the median time per iteration, in seconds')
  const samples = b
    .arr('measurements', 'the epochs measured')
    .map((m) => round12(m.num('elapsed', 'the time per iteration of this epoch, in seconds') / batch))
  const time = samples.length
    ? { ...sampleStats(samples, 'median'), value: round12(median / batch) }
    : { value: round12(median / batch) }
  const medians = {
    instructions: b.optNum('median(instructions)'),
    cycles: b.optNum('median(cpucycles)'),
    branches: b.optNum('median(branchinstructions)'),
    'branch-misses': b.optNum('median(branchmisses)'),
  }
  const values = { time, ...counters(batch, medians) }
  const params: ParsedResult['params'] = {
    group: b.str('title', 'the title of the Bench'),
    per: b.str('unit', 'the unit measured ("op", "call" …)'),
  }
  const n = b.optNum('complexityN')
  if (n !== undefined && n >= 0) params.complexityN = n
  return {
    result: { benchmark: b.str('name', 'the benchmark name'), params, values },
    counted: Object.values(medians).some((v) => v !== undefined && v > 0),
  }
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object {"results": [...]} rendered with templates::json()')
  const read = root.arr('results', 'an array of benchmark results').map(resultOf)
  const results = read.map((r) => r.result)
  const warnings = read.some((r) => r.counted) ? [] : [NO_COUNTERS]
  return makeRun(
    'nanobench',
    f.path,
    { metrics: metricsUsed(results, NANOBENCH_METRICS), results, warnings },
    '$.results',
  )
}

const nanobenchParser: Parser = {
  id: 'nanobench',
  tool: 'nanobench',
  description:
    'nanobench JSON (templates::json()): median time per unit over epochs, each epoch as a sample, hardware counters when measured',
  produce: 'bench.render(ankerl::nanobench::templates::json(), file);   // in the benchmark program, after the runs',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const nanobench = defineParser(nanobenchParser)
