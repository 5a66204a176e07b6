// Julia BenchmarkTools results saved with BenchmarkTools.save("results.json", results): a pair of the
// versions and the saved objects, each object written as ["TypeName", {its fields}]:
//   [{"Julia":"1.10.4","BenchmarkTools":"1.5.0"},
//    [["BenchmarkGroup",{"tags":[],"data":{"sum":["BenchmarkGroup",{"tags":["arith"],"data":{
//      "n=100":["Trial",{"allocs":0,"memory":0,"times":[30.1,29.8,…],"gctimes":[0.0,…],
//       "params":["Parameters",{"samples":10000,"evals":1000,"seconds":5.0,…}]}]}}]}}]]]
// One result per Trial (or TrialEstimate), named by its path of group keys ("sum/n=100"). Metrics:
// "time" (ns: the median of the samples, which BenchmarkTools' own judgements use, with stddev,
// min, max, n and every sample), "memory" (bytes allocated per evaluation) and "allocs"
// (allocations per evaluation). The Julia and BenchmarkTools versions go to the environment.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { isObj, J, makeRun, parseFiles, sniff, text } from './json-shared'
import { sampleStats } from './shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const METRICS: Record<string, Metric> = {
  time: { label: 'Time', unit: 'ns', direction: 'lower', stat: 'median' },
  memory: { label: 'Memory per evaluation', unit: 'B', direction: 'lower' },
  allocs: { label: 'Allocations per evaluation', unit: 'allocs', direction: 'lower' },
}
const TYPES = new Set([
  'BenchmarkGroup',
  'Trial',
  'TrialEstimate',
  'Parameters',
  'TrialRatio',
  'TrialJudgement',
  'TagFilter',
])

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!Array.isArray(v) || v.length !== 2 || !isObj(v[0]) || !('BenchmarkTools' in v[0]) || !Array.isArray(v[1]))
    return 0
  const first: unknown = v[1][0]
  return Array.isArray(first) && typeof first[0] === 'string' && TYPES.has(first[0].replace(/^BenchmarkTools\./, ''))
    ? 0.95
    : 0
}

/** ["Type", {fields}] → [type, fields node]; undefined for anything else. */
function typed(n: J): [string, J] | undefined {
  const v = n.value
  if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'string' || !isObj(v[1])) return undefined
  return [v[0].replace(/^BenchmarkTools\./, ''), n.at(1)]
}

function walk(n: J, path: string[], out: ParsedResult[], warnings: string[]): void {
  const t = typed(n)
  if (!t) n.fail('a saved BenchmarkTools object ["BenchmarkGroup" | "Trial" | "TrialEstimate", {…}]')
  const [type, f] = t
  const name = text(path.join('/') || 'benchmark', 300)
  if (type === 'BenchmarkGroup') {
    for (const [k, child] of f.at('data').entries("the group's data: an object of benchmarks by key"))
      walk(child, [...path, k], out, warnings)
  } else if (type === 'Trial') {
    const times = f.arr('times', 'the sample times in ns').map((x) => x.asNum('a time in ns'))
    if (!times.length) {
      warnings.push(`${f.path} "${name}": a trial without samples, skipped`)
      return
    }
    out.push({
      benchmark: name,
      values: {
        time: sampleStats(times, 'median'),
        memory: { value: f.num('memory', 'the bytes allocated (a number)') },
        allocs: { value: f.num('allocs', 'the allocation count (a number)') },
      },
    })
  } else if (type === 'TrialEstimate') {
    out.push({
      benchmark: name,
      values: {
        time: { value: f.num('time', 'the estimated time in ns') },
        memory: { value: f.num('memory', 'the bytes allocated (a number)') },
        allocs: { value: f.num('allocs', 'the allocation count (a number)') },
      },
    })
  } else {
    warnings.push(`${n.path}: a saved ${type}, not a result; skipped`)
  }
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).items('[{"Julia": …, "BenchmarkTools": …}, [saved objects]] written by BenchmarkTools.save')
  const versions = root[0]?.obj('the versions object {"Julia": …, "BenchmarkTools": …}')
  const objects =
    root[1]?.items('the list of saved objects') ?? root[0]!.fail('two elements: versions and saved objects')
  const results: ParsedResult[] = []
  const warnings: string[] = []
  for (const o of objects) walk(o, [], results, warnings)
  const julia = versions?.optStr('Julia')
  const bt = versions?.optStr('BenchmarkTools')
  return makeRun(
    'Julia BenchmarkTools',
    f.path,
    {
      metrics: { ...METRICS },
      results,
      warnings,
      environment: { runtimes: julia ? { julia } : undefined, tool: bt ? `BenchmarkTools ${bt}` : undefined },
    },
    '$[1]',
  )
}

const juliaBenchmarkToolsParser: Parser = {
  id: 'julia-benchmarktools',
  tool: 'Julia BenchmarkTools',
  description: 'Julia BenchmarkTools.save JSON: trials (time samples in ns, memory, allocations) by group path',
  produce:
    'julia -e \'using BenchmarkTools; include("benchmarks.jl"); BenchmarkTools.save("results.json", run(SUITE))\'',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const juliaBenchmarkTools = defineParser(juliaBenchmarkToolsParser)
