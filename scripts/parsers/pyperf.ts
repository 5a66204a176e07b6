// pyperf JSON (python -m pyperf timeit -o result.json …, or a pyperf.Runner script with -o):
//   {"benchmarks":[{"metadata":{"loops":8192,"name":"fib(10)"},"runs":[{"metadata":{"date":"2026-11-23 20:24:40.7",
//     "calibrate_loops":8192,…},"warmups":[[1,1.33e-05],…]},{"metadata":{…},"values":[3.46e-05,2.99e-05],…}]}],
//    "metadata":{"cpu_count":2,"cpu_model_name":"AMD EPYC","platform":"Linux-6.18…","python_version":"3.11.7 (64-bit)",
//     "perf_version":"2.10.0","unit":"second",…},"version":"1.0"}
// One result per benchmark (name from its metadata, else the file's); the values of every run
// (warm-ups and calibration runs left out, as pyperf does) are the samples: mean, sample standard
// deviation, median, min, max, n. Unit from the metadata: "second" → metric "time" (s),
// "byte" → "memory" (B), "integer" → "value" (a count, lower is better as in pyperf's compare).
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { sampleStats } from './shared'
import { hasKeys, isoDate, J, makeRun, parseFiles, sniff, text } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

export const BY_UNIT: Record<string, [string, Metric]> = {
  second: ['time', { label: 'Time', unit: 's', direction: 'lower', stat: 'mean' }],
  byte: ['memory', { label: 'Memory', unit: 'B', direction: 'lower', stat: 'mean' }],
  integer: ['value', { label: 'Value', unit: 'count', direction: 'lower', stat: 'mean' }],
}

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!hasKeys(v, 'benchmarks', 'version') || !Array.isArray(v.benchmarks)) return 0
  const b: unknown = v.benchmarks[0]
  return hasKeys(b, 'runs') && Array.isArray(b.runs) && !('stats' in b) ? 0.9 : 0
}

function meta(node: J, key: string): string | undefined {
  const m = node.at('metadata')
  if (!m.isObj) return undefined
  const v = m.at(key).value
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object {"benchmarks": [...], "metadata": {...}} written by pyperf')
  const metrics: Record<string, Metric> = {}
  const results: ParsedResult[] = []
  const warnings: string[] = []
  let date: string | undefined
  for (const b of root.arr('benchmarks', 'an array of benchmarks')) {
    const name =
      meta(b, 'name') ?? meta(root, 'name') ?? b.at('metadata').at('name').fail('the benchmark name in its metadata')
    const unit = meta(b, 'unit') ?? meta(root, 'unit') ?? 'second'
    const known = BY_UNIT[unit]
    if (!known) return b.at('metadata').at('unit').fail('"second", "byte" or "integer"')
    const values: number[] = []
    for (const r of b.arr('runs', 'an array of runs')) {
      date ??= isoDate(meta(r, 'date')?.replace(/(\.\d{3})\d+$/, '$1'))
      for (const v of r.optArr('values', 'an array of numbers')) values.push(v.asNum())
    }
    if (!values.length) {
      warnings.push(`${b.path} "${name}": no values (only warm-ups), skipped`)
      continue
    }
    const [id, metric] = known
    metrics[id] = metric
    results.push({ benchmark: name, values: { [id]: sampleStats(values) } })
  }
  const cores = Number(meta(root, 'cpu_count'))
  const py = meta(root, 'python_version')
  return makeRun(
    'pyperf',
    f.path,
    {
      metrics,
      results,
      date,
      warnings,
      environment: {
        cpu: meta(root, 'cpu_model_name'),
        cores: Number.isInteger(cores) && cores >= 1 ? cores : undefined,
        os: meta(root, 'platform') ? text(meta(root, 'platform')!, 200) : undefined,
        runtimes: py ? { python: text(py, 100) } : undefined,
        tool: meta(root, 'perf_version') ? `pyperf ${meta(root, 'perf_version')}` : undefined,
      },
    },
    '$.benchmarks',
  )
}

const pyperfParser: Parser = {
  id: 'pyperf',
  tool: 'pyperf',
  description: 'pyperf JSON results (every run value as a sample; timeit and Runner scripts)',
  produce:
    "python -m pyperf timeit -o result.json -s 'x = list(range(1000))' 'sorted(x)'   (or: python bench.py -o result.json)",
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const pyperf = defineParser(pyperfParser)
