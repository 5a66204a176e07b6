// tinybench task results as JSON (the library has no CLI: the script prints its tasks' results):
//   [{"name":"fib(10)","result":{"state":"completed","latency":{"mean":0.0108,"p50":0.00096,"p75":…,
//     "p99":…,"p995":…,"p999":…,"sd":0.598,"min":0.00055,"max":50.25,"samplesCount":20159,…},
//     "throughput":{"mean":1172797.67,…},"runtime":"node","runtimeVersion":"20.20.2",…}}]
// Produced by: console.log(JSON.stringify(bench.tasks.map((t) => ({ name: t.name, result: t.result }))))
// That is tinybench 6; tinybench 3 to 5 write the same latency and throughput objects without
// "samplesCount" and "state": every latency is in "latency.samples" (its length is n), and a task
// that threw has only {"error": {}}.
// Metrics: "latency" (ms as tinybench measures, mean with sd, min, max, p50 as median, n and the
// percentiles 50/75/99/99.5/99.9, and every latency as samples with retainSamples: true) and
// "throughput" (ops/s, mean with the same spread). A task that threw ("errored") has no figures: left
// out with a warning, and ingest records it as failed (scripts/write/failures.ts).
import type { Measurement, Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { J, isObj, makeRun, measurement, parseFiles, sniff, percentilesOf } from './json-shared'
import { asCount } from './shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

export const METRICS: Record<string, Metric> = {
  latency: { label: 'Latency', unit: 'ms', direction: 'lower', stat: 'mean' },
  throughput: { label: 'Throughput', unit: 'ops/s', direction: 'higher', stat: 'mean' },
}
const PCTS: Array<[string, string]> = [
  ['p50', '50'],
  ['p75', '75'],
  ['p99', '99'],
  ['p995', '99.5'],
  ['p999', '99.9'],
]

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!Array.isArray(v)) return 0
  // A task that threw ("state": "errored") has no statistics: look at the first one that has them.
  const tasks = v.slice(0, 50)
  if (!tasks.every((t) => isObj(t) && typeof t.name === 'string' && isObj(t.result))) return 0
  const first = tasks.map((t) => (t as { result: Record<string, unknown> }).result).find((r) => isObj(r.latency))
  const lat = first?.latency
  // "samplesCount" from tinybench 6 on, the samples themselves in 3 to 5.
  const counted = isObj(lat) && ('samplesCount' in lat || Array.isArray(lat.samples))
  return first && counted && isObj(first.throughput) ? 0.95 : 0
}

/** tinybench's statistics object → a measurement. */
export function tinyStats(o: J): Measurement {
  o.obj('an object of statistics (mean, sd, min, max, p50, …)')
  const percentiles = percentilesOf(o, PCTS)
  // tinybench 3 to 5 state no count: they keep every sample.
  const n = o.has('samplesCount') ? o.optNum('samplesCount') : o.optNums('samples')?.length
  return measurement({
    value: o.num('mean', 'the mean (a number)'),
    stddev: o.optNum('sd'),
    min: o.optNum('min'),
    max: o.optNum('max'),
    median: percentiles['50'],
    n: asCount(n),
    percentiles,
  })
}

function parseOne(f: InputFile): ParsedRun {
  const tasks = J.root(f).items('an array of tasks [{"name": …, "result": {…}}] (tinybench results as JSON)')
  const warnings: string[] = []
  let runtime: Record<string, string> | undefined
  const results: ParsedResult[] = []
  for (const t of tasks) {
    t.obj('a task {"name": …, "result": {…}}')
    const name = t.str('name', 'the task name (a string)')
    const r = t.at('result').obj('the task result (an object)')
    const state = r.optStr('state')
    // tinybench 3 to 5 give no state: a task that threw has its error and no figures; one whose signal
    // aborted it (5: "aborted": true) has figures of the iterations it ran, as 6's "aborted-with-statistics".
    const threw = state === undefined && r.has('error') && !r.has('latency')
    const aborted = state === undefined && r.at('aborted').value === true
    if (threw || aborted || (state !== undefined && state !== 'completed')) {
      const what = threw
        ? '"error" and no figures'
        : aborted
          ? '"aborted": true, its figures cover part of a run: left out'
          : `state "${state}", no figures`
      warnings.push(
        `${f.path}: ${t.path} "${name}": ${what}${threw || state === 'errored' ? ', recorded as failed' : ''}`,
      )
      continue
    }
    const rt = r.optStr('runtime')
    const rv = r.optStr('runtimeVersion')
    if (rt && rv && !runtime) runtime = { [rt]: rv }
    const latency = tinyStats(r.at('latency'))
    // retainSamples: true keeps every latency: kept as samples when they are the n it states.
    const samples = r.at('latency').optNums('samples')
    if (samples?.length && samples.length === latency.n && samples.length <= 100000) latency.samples = samples
    results.push({ benchmark: name, values: { latency, throughput: tinyStats(r.at('throughput')) } })
  }
  return makeRun('tinybench', f.path, {
    metrics: { ...METRICS },
    results,
    environment: { runtimes: runtime },
    warnings,
  })
}

const tinybenchParser: Parser = {
  id: 'tinybench',
  tool: 'tinybench',
  description: 'tinybench task results as JSON (latency in ms and throughput in ops/s with percentiles)',
  produce: 'console.log(JSON.stringify(bench.tasks.map((t) => ({ name: t.name, result: t.result })))) > tinybench.json',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const tinybench = defineParser(tinybenchParser)
