// fortio load -json result.json:
//   {"RunType": "HTTP", "Labels": "127.0.0.1:18480/echo , vm", "StartTime": "2026-11-24T22:31:07.99Z",
//    "RequestedQPS": "200", "ActualQPS": 199.94, "NumThreads": 4, "Version": "1.66.0",
//    "DurationHistogram": {"Count": 600, "Min": 0.000041, "Max": 0.2032, "Avg": 0.00202, "StdDev": 0.0165,
//      "Data": [...], "Percentiles": [{"Percentile": 50, "Value": 0.000587}, …]},
//    "ErrorsDurationHistogram": {"Count": 0, …}, "RetCodes": {"200": 600}, "URL": "http://…/echo", …}
// One result per file, named by its target (the URL, or the gRPC destination), with the requested rate
// and the connections as parameters. Metrics, as hey's (also Go, also in seconds): "latency" (s, mean
// with min, max, stddev, n and fortio's percentiles), "requests" (calls completed per second),
// "errors" (calls that failed: non-2xx answers or gRPC errors). The status codes go into the note.
import { HEY_METRICS } from './hey'
import { defineParser } from './types'
import { hasKeys, isoDate, J, makeRun, measurement, parseFiles, pctKey, sniff, tally, tallyText } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

/** hey's metrics: the same ids, units (seconds) and directions, so runs of both tools share a suite. */
const METRICS = HEY_METRICS

function detect(input: ParserInput): number {
  const v = sniff(input)
  return hasKeys(v, 'RunType', 'DurationHistogram', 'ActualQPS') ? 0.95 : 0
}

/** The requested rate: a number of calls per second, or "max" (as fast as it can). */
function requestedRate(root: J): number | string | undefined {
  const q = root.at('RequestedQPS')
  if (q.missing) return undefined
  const n = typeof q.value === 'number' ? q.value : Number(q.asStr('a rate such as "200" or "max"'))
  return Number.isFinite(n) ? n : String(q.value)
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object written by fortio load -json')
  const kind = root.str('RunType', 'the kind of run ("HTTP", "GRPC Ping" …)')
  const hist = root.at('DurationHistogram').obj('the histogram of call durations (DurationHistogram)')
  const count = hist.num('Count', 'the number of calls')
  const percentiles: Record<string, number> = {}
  for (const p of hist.optArr('Percentiles')) {
    const key = pctKey(p.num('Percentile', 'a percentile from 0 to 100'))
    if (key === undefined) p.at('Percentile').fail('a percentile from 0 to 100')
    percentiles[key] = p.num('Value', 'the duration at that percentile, in seconds')
  }
  const latency = measurement({
    value: hist.num('Avg', 'the mean duration in seconds'),
    min: hist.optNum('Min'),
    max: hist.optNum('Max'),
    stddev: hist.optNum('StdDev'),
    median: percentiles['50'],
    n: Number.isInteger(count) && count >= 1 ? count : undefined,
    percentiles,
  })
  const errs = root.at('ErrorsDurationHistogram')
  const errors = errs.isObj ? errs.num('Count', 'the number of failed calls') : undefined
  const values: ParsedResult['values'] = {
    latency,
    requests: { value: root.num('ActualQPS', 'the calls per second achieved') },
  }
  if (errors !== undefined) values.errors = { value: errors }

  const target =
    root.optStr('URL') ?? root.optStr('Destination') ?? root.str('Labels', 'the target (URL, Destination or Labels)')
  const params: Record<string, number | string> = {}
  const rate = requestedRate(root)
  if (rate !== undefined) params.qps = rate
  const threads = root.optNum('NumThreads')
  if (threads !== undefined) params.connections = threads
  const codes = tallyText(tally(root.at('RetCodes')))
  const result: ParsedResult = { benchmark: `${kind} ${target}`, params, values }
  if (codes) result.note = `status codes: ${codes}`
  const warnings = errors ? [`${errors} of ${count} calls failed (${codes})`] : []
  const version = root.optStr('Version')
  return makeRun('fortio', f.path, {
    metrics: { ...METRICS },
    results: [result],
    date: isoDate(root.optStr('StartTime')),
    environment: version ? { tool: `fortio ${version}` } : undefined,
    warnings,
  })
}

const fortioParser: Parser = {
  id: 'fortio',
  tool: 'fortio',
  description:
    'fortio load -json result: latency histogram with percentiles, calls per second, errors and status codes (HTTP or gRPC)',
  produce:
    'fortio load -qps 200 -t 30s -c 8 -json result.json http://127.0.0.1:8080/   (gRPC: fortio load -grpc -ping … host:port)',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const fortio = defineParser(fortioParser)
