// mitata's JSON output (run({ format: 'json' }); samples and debug left out with
// run({ format: { json: { samples: false, debug: false } } })):
//   {"layout":[…],"benchmarks":[{"alias":"fib($n)","args":{"n":[5,12]},"runs":[{"name":"fib(5)",
//     "args":{"n":5},"stats":{"min":41.01,"max":1466.4,"p25":41.03,"p50":41.58,"p75":59.44,
//     "p99":595.5,"p999":1123.3,"avg":65.6,"ticks":10457088,"samples":null,…}}]}],
//   "context":{"now":1795465418767,"arch":"x64-linux","version":"20.20.2","runtime":"node","cpu":{"name":"AMD EPYC",…}}}
// One result per run: the benchmark is the alias ("fib($n)") so that the runs of an args scan form
// one benchmark, its args become params. Metric "time" in ns per iteration: avg as the value, p50 as
// the median, min, max, the percentiles 25/50/75/99/99.9, and the samples when the file has them.
// mitata's heap figures are left out (their unit is not stated in the file). mitata 0.x's report
// (run({ json: true })) has another shape, told apart by it: mitata-json-v0.ts.
import { isoFromEpochMs, setParam } from './shared'
import type { Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { J, hasKeys, isObj, makeRun, measurement, paramValue, parseFiles, sniff, percentilesOf } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { isMitataV0, isMitataV0Root, readMitataV0 } from './mitata-json-v0'

export const METRICS: Record<string, Metric> = {
  time: { label: 'Time per iteration', unit: 'ns', direction: 'lower', stat: 'mean' },
}
const PCTS: Array<[string, string]> = [
  ['p25', '25'],
  ['p50', '50'],
  ['p75', '75'],
  ['p99', '99'],
  ['p999', '99.9'],
]

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (isMitataV0(v)) return 0.95
  if (!hasKeys(v, 'benchmarks', 'context') || !Array.isArray(v.benchmarks)) return 0
  const b: unknown = v.benchmarks[0]
  return isObj(b) && Array.isArray(b.runs) && 'alias' in b ? 0.95 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object {"benchmarks": [...], "context": {...}} written by mitata')
  if (isMitataV0Root(root.value))
    return makeRun('mitata', f.path, { metrics: { ...METRICS }, ...readMitataV0(f, root) })
  const results: ParsedResult[] = []
  const warnings: string[] = []
  for (const b of root.arr('benchmarks', 'an array of benchmarks')) {
    const alias = b.str('alias', 'the benchmark name (a string)')
    for (const r of b.arr('runs', 'an array of runs')) {
      const name = r.optStr('name') ?? alias
      if (r.has('error')) {
        warnings.push(
          `${r.path} "${name}": the benchmark threw (${r.at('error').isObj ? (r.at('error').optStr('message') ?? 'no message') : 'no message'}): no figures, recorded as failed`,
        )
        continue
      }
      const s = r.at('stats').obj('the statistics of the run (an object)')
      const percentiles = percentilesOf(s, PCTS)
      const samples = s.optNums('samples')
      const time = measurement({
        value: s.num('avg', 'the average time in ns (a number)'),
        min: s.optNum('min'),
        max: s.optNum('max'),
        median: percentiles['50'],
        n: samples?.length || undefined,
        samples: samples && samples.length <= 100000 ? samples : undefined,
        percentiles,
      })
      const out: ParsedResult = { benchmark: alias, values: { time } }
      const params: Record<string, ParamValue> = {}
      if (r.at('args').isObj) for (const [k, v] of r.at('args').entries()) setParam(params, k, paramValue(v.value))
      if (Object.keys(params).length) out.params = params
      results.push(out)
    }
  }
  const ctx = root.at('context')
  const runtime = ctx.isObj ? ctx.optStr('runtime') : undefined
  const version = ctx.isObj ? ctx.optStr('version') : undefined
  const cpu = ctx.isObj && ctx.at('cpu').isObj ? ctx.at('cpu').optStr('name') : undefined
  const now = ctx.isObj ? ctx.optNum('now') : undefined
  return makeRun('mitata', f.path, {
    metrics: { ...METRICS },
    results,
    environment: {
      cpu,
      arch: ctx.isObj ? ctx.optStr('arch') : undefined,
      runtimes: runtime && version ? { [runtime]: version } : undefined,
    },
    date: now !== undefined && now > 0 ? isoFromEpochMs(now, f.path, '$.context.now') : undefined,
    warnings,
  })
}

const mitataParser: Parser = {
  id: 'mitata',
  tool: 'mitata',
  description: 'mitata JSON output (time per iteration in ns with percentiles, args as parameters)',
  produce: 'await run({ format: { json: { samples: false, debug: false } } })   (node bench.mjs > mitata.json)',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const mitata = defineParser(mitataParser)
