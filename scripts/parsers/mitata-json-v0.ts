// mitata 0.x's JSON report (run({ json: true }); a number instead of true is JSON.stringify's indent):
//   {"benchmarks":[{"name":"JSON.parse","group":"parse","time":500,"warmup":true,"baseline":true,"async":false,
//     "stats":{"kind":"fn","debug":"…","samples":[497.8,…],"min":497.8,"max":2950.1,"p50":511.3,"p75":515.9,
//     "p99":1290.4,"p999":2950.1,"avg":540.2}},
//    {"name":"parse broken","group":"broken",…,"error":{"stack":"SyntaxError: …","message":"Expected …"}}],
//    "cpu":"Intel(R) Xeon(R) Processor","runtime":"node v20.20.2 (x64-linux)"}
// That is 0.1.7 and later; up to 0.1.6 "stats" holds "n" (the sample count) and "p995" instead of the
// samples and "p50", and "jit" (the first ten timings, not a statistic: left out). Read like the console
// output of the same versions (mitata-text.ts): one result per benchmark, a named group as the "group"
// param (an unnamed group is "$mitata_group…" in the file: no param), time per iteration in ns.
import type { Environment } from '../../data/schema/schema'
import { J, hasKeys, isObj, measurement, percentilesOf } from './json-shared'
import { asCount } from './shared'
import type { InputFile, ParsedResult } from './types'

const PCTS: Array<[string, string]> = [
  ['p50', '50'],
  ['p75', '75'],
  ['p99', '99'],
  ['p995', '99.5'],
  ['p999', '99.9'],
]

/** A report of 0.x rather than 1.x (which has "context" and no "runtime"), for parse() to name what it lacks. */
export const isMitataV0Root = (v: unknown): boolean => hasKeys(v, 'benchmarks', 'runtime') && !hasKeys(v, 'context')

/** For detect(): the shape of 0.x's report: benchmarks with a name and stats or an error, cpu and runtime as strings. */
export function isMitataV0(v: unknown): boolean {
  if (!hasKeys(v, 'benchmarks', 'cpu', 'runtime') || !Array.isArray(v.benchmarks)) return false
  if (typeof v.cpu !== 'string' || typeof v.runtime !== 'string') return false
  const b: unknown = v.benchmarks[0]
  return isObj(b) && typeof b.name === 'string' && 'group' in b && ('stats' in b || 'error' in b)
}

/** One 0.x report: a result per benchmark; one that threw is left out with a warning (ingest records it failed). */
export function readMitataV0(
  f: InputFile,
  root: J,
): { results: ParsedResult[]; environment: Environment; warnings: string[] } {
  const results: ParsedResult[] = []
  const warnings: string[] = []
  for (const b of root.arr('benchmarks', 'an array of benchmarks')) {
    const name = b.str('name', 'the benchmark name (a string)')
    if (b.has('error')) {
      const why = b.at('error').isObj ? (b.at('error').optStr('message') ?? 'no message') : 'no message'
      warnings.push(`${f.path}: ${b.path} "${name}": the benchmark threw (${why}): no figures, recorded as failed`)
      continue
    }
    const s = b.at('stats').obj('the statistics of the benchmark (an object), or its "error"')
    const samples = s.optNums('samples')
    const percentiles = percentilesOf(s, PCTS)
    const time = measurement({
      value: s.num('avg', 'the average time in ns (a number)'),
      min: s.optNum('min'),
      max: s.optNum('max'),
      median: percentiles['50'],
      n: samples?.length || asCount(s.optNum('n')),
      samples: samples?.length && samples.length <= 100000 ? samples : undefined,
      percentiles,
    })
    const out: ParsedResult = { benchmark: name, values: { time } }
    const group = b.optStr('group')
    if (group !== undefined && !group.startsWith('$mitata_group')) out.params = { group }
    results.push(out)
  }
  // "node v20.20.2 (x64-linux)", as the console's "runtime:" line.
  const rt = /^(\S+) v?(\S+) \((\S+)\)$/.exec(root.str('runtime', 'the runtime (a string)'))
  const environment: Environment = { cpu: root.optStr('cpu'), arch: rt?.[3] }
  if (rt) environment.runtimes = { [rt[1]!]: rt[2]! }
  return { results, environment, warnings }
}
