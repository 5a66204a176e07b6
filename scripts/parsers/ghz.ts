// ghz -O json (the gRPC load tool's JSON report):
//   {"date":"2026-11-24T22:34:55Z","endReason":"normal","options":{"call":"grpc.health.v1.Health/Check",
//    "host":"127.0.0.1:18479","concurrency":10,"total":2000,"connections":1,…},"count":2000,
//    "total":148163823,"average":669395,"fastest":120339,"slowest":3286529,"rps":13498.57,
//    "errorDistribution":{},"statusCodeDistribution":{"OK":2000},
//    "latencyDistribution":[{"percentage":50,"latency":587914},…],"histogram":[…],"details":[…]}
// One result, the method called, with the concurrency (and the rate asked for, if any) as parameters.
// Durations are in ns. Metrics: "latency" (mean with min, max, n and the percentiles), "requests"
// (calls per second), "errors" (calls that ended in an error): the ids of the other load tools.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { hasKeys, isoDate, J, makeRun, measurement, parseFiles, pctKey, sniff, tally, tallyText } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const METRICS: Record<string, Metric> = {
  latency: { label: 'Latency', unit: 'ns', direction: 'lower', stat: 'mean' },
  requests: { label: 'Requests per second', unit: 'req/s', direction: 'higher' },
  errors: { label: 'Errors', unit: 'errors', direction: 'lower' },
}

function detect(input: ParserInput): number {
  const v = sniff(input)
  return hasKeys(v, 'statusCodeDistribution', 'average', 'rps', 'options') ? 0.95 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object written by ghz -O json')
  const options = root.at('options').obj('the options of the run')
  const call = options.str('call', 'the method called ("package.Service/Method")')
  const count = root.num('count', 'the number of calls')
  const percentiles: Record<string, number> = {}
  // ghz writes null here when no call succeeded.
  for (const p of root.at('latencyDistribution').value === null ? [] : root.optArr('latencyDistribution')) {
    const key = pctKey(p.num('percentage', 'a percentage from 0 to 100'))
    if (key === undefined) p.at('percentage').fail('a percentage from 0 to 100')
    percentiles[key] = p.num('latency', 'the latency at that percentage, in ns')
  }
  const errorsByText = tally(root.at('errorDistribution'))
  const errors = errorsByText.reduce((sum, [, n]) => sum + n, 0)
  const values: ParsedResult['values'] = {
    // With no call answered, ghz writes 0 for fastest and slowest: those are not durations.
    latency: measurement({
      value: root.num('average', 'the mean latency in ns'),
      min: root.optNum('fastest') || undefined,
      max: root.optNum('slowest') || undefined,
      median: percentiles['50'],
      n: Number.isInteger(count) && count >= 1 ? count : undefined,
      percentiles,
    }),
    requests: { value: root.num('rps', 'the calls per second') },
    errors: { value: errors },
  }
  const params: Record<string, number> = { concurrency: options.num('concurrency', 'the number of concurrent workers') }
  const rate = options.optNum('rps')
  if (rate) params.rps = rate
  const codes = tally(root.at('statusCodeDistribution'))
  const result: ParsedResult = { benchmark: call, params, values }
  if (codes.length) result.note = `status codes: ${tallyText(codes)}`
  const warnings = errors ? [`${errors} of ${count} calls failed (${tallyText(errorsByText, '; ')})`] : []
  const end = root.optStr('endReason')
  if (end && end !== 'normal') warnings.push(`the run ended early: ${end}`)
  return makeRun('ghz', f.path, {
    metrics: { ...METRICS },
    results: [result],
    date: isoDate(root.optStr('date')),
    warnings,
  })
}

const ghzParser: Parser = {
  id: 'ghz',
  tool: 'ghz',
  description:
    'ghz JSON report (-O json): gRPC call latency with percentiles, calls per second, errors and status codes',
  produce: "ghz --insecure --call my.Service/Method -d '{…}' -n 10000 -c 50 -O json -o report.json 127.0.0.1:50051",
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const ghz = defineParser(ghzParser)
