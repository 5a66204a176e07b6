// memtier_benchmark --json-out-file=result.json:
//   {"configuration": {"server": "127.0.0.1", "protocol": "redis", "clients": 5, "threads": 2, "ratio": "1:10",
//    "pipeline": 1, "data_size": 32, …}, "run information": {"Threads": 2, …},
//    "ALL STATS": {"Runtime": {"Start time": 1795561224890, …}, "Sets": {"Count": 16424, "Ops/sec": 5474.05,
//      "Hits/sec": 0.0, "Misses/sec": 0.0, "Connection Errors": 0, "Average Latency": 0.169, "Min Latency": 0.016,
//      "Max Latency": 5.407, "KB/sec": 421.62, "Percentile Latencies": {"p50.00": 0.175, "p99.00": 0.383, …}, …},
//      "Gets": {…}, "Waits": {…}, "Totals": {…}}}
// One result per command type that ran ("Sets", "Gets", …, and "Totals"), with the run's shape as
// parameters (threads, clients per thread, pipeline, data size, set:get ratio, protocol). Metrics as
// redis-benchmark's where they mean the same: "rps" (operations per second) and "latency" (ms: mean,
// min, max, n and the percentiles); then "hits" and "misses" per second, "transfer" (KiB/s: memtier's
// KB are 1024 bytes, as wrk's), and "connection-errors" when there were any.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { hasKeys, J, makeRun, measurement, parseFiles, pctKey, sniff } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { isoFromEpochMs, metricsUsed, setParam } from './shared'

const METRICS: Record<string, Metric> = {
  rps: { label: 'Throughput', unit: 'req/s', direction: 'higher', stat: 'operations / elapsed time' },
  latency: { label: 'Latency', unit: 'ms', direction: 'lower', stat: 'mean' },
  hits: { label: 'Hits per second', unit: 'req/s', direction: 'higher' },
  misses: { label: 'Misses per second', unit: 'req/s', direction: 'lower' },
  transfer: { label: 'Transfer', unit: 'KiB/s', direction: 'higher', stat: 'bytes sent and received / elapsed time' },
  'connection-errors': { label: 'Connection errors', unit: 'errors', direction: 'lower' },
}
const PARAMS: Array<[string, string]> = [
  ['threads', 'threads'],
  ['clients', 'clients'],
  ['pipeline', 'pipeline'],
  ['data_size', 'dataSize'],
  ['ratio', 'ratio'],
  ['protocol', 'protocol'],
]

function detect(input: ParserInput): number {
  const v = sniff(input)
  return hasKeys(v, 'ALL STATS', 'configuration') ? 0.95 : 0
}

function resultOf(name: string, t: J, params: ParsedResult['params'], warnings: string[]): ParsedResult | undefined {
  const count = t.num('Count', 'the number of operations')
  if (count === 0) return undefined
  const percentiles: Record<string, number> = {}
  const p = t.at('Percentile Latencies')
  for (const [k, v] of p.isObj ? p.entries() : []) {
    if (!/^p\d/.test(k)) continue // the compressed histogram sits beside the percentiles
    percentiles[pctKey(k.slice(1)) ?? v.fail(`a key "p<percentile>" such as "p99.90", found "${k}"`)] = v.asNum(
      'the latency at that percentile, in ms',
    )
  }
  const values: ParsedResult['values'] = { rps: { value: t.num('Ops/sec', 'the operations per second') } }
  const mean = t.num('Average Latency', 'the average latency in ms')
  // memtier writes 0.0 as the Totals' average latency (its text report prints the real one): not a time.
  if (mean > 0)
    values.latency = measurement({
      value: mean,
      min: t.optNum('Min Latency'),
      max: t.optNum('Max Latency'),
      median: percentiles['50'],
      n: count,
      percentiles,
    })
  else
    warnings.push(`"${name}": memtier wrote an average latency of 0 for ${count} operations: latency left out for it`)
  const hits = t.num('Hits/sec', 'the hits per second')
  const misses = t.num('Misses/sec', 'the misses per second')
  // Writes neither hit nor miss: memtier's text report prints "---" where its JSON writes 0.
  if (hits > 0 || misses > 0) Object.assign(values, { hits: { value: hits }, misses: { value: misses } })
  values.transfer = { value: t.num('KB/sec', 'the KB per second') }
  const errors = t.optNum('Connection Errors') ?? 0
  if (errors > 0) values['connection-errors'] = { value: errors }
  return { benchmark: name, params, values }
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object written by memtier_benchmark --json-out-file')
  const config = root.at('configuration').obj('the configuration of the run')
  const params: ParsedResult['params'] = {}
  for (const [key, name] of PARAMS) {
    const v = config.at(key).value
    if (typeof v === 'number' || (typeof v === 'string' && v !== '')) setParam(params, name, v)
  }
  const stats = root.at('ALL STATS').obj('the ALL STATS object')
  const warnings: string[] = []
  const results = stats
    .entries()
    .filter(([name]) => name !== 'Runtime')
    .flatMap(([name, t]) => resultOf(name, t.obj(`the statistics of ${name}`), params, warnings) ?? [])
  const start = stats.at('Runtime').isObj ? stats.at('Runtime').optNum('Start time') : undefined
  const metrics = metricsUsed(results, METRICS)
  return makeRun(
    'memtier_benchmark',
    f.path,
    {
      metrics,
      results,
      warnings,
      date: start ? isoFromEpochMs(start, f.path, '$["ALL STATS"].Runtime["Start time"]') : undefined,
    },
    '$["ALL STATS"]',
  )
}

const memtierParser: Parser = {
  id: 'memtier',
  tool: 'memtier_benchmark',
  description:
    'memtier_benchmark JSON (--json-out-file): operations per second, latency with percentiles, hits, misses and transfer per command type',
  produce: 'memtier_benchmark -s 127.0.0.1 -p 6379 --test-time=60 -c 50 -t 4 --json-out-file=result.json',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const memtier = defineParser(memtierParser)
