// vegeta report -type=json:
//   {"latencies":{"total":3374680095,"mean":5624466,"50th":719676,"90th":15945815,"95th":44121365,
//    "99th":53881092,"max":66321244,"min":255298},"bytes_in":{"total":9000,"mean":15},"bytes_out":{…},
//    "earliest":"2026-11-23T20:25:06.26Z","latest":"…","end":"…","duration":2986913990,"wait":783269,
//    "requests":600,"rate":200.88,"throughput":200.82,"success":1,"status_codes":{"200":600},"errors":[]}
// One result, "vegeta attack" (the report does not name the target). Metrics, shared with the
// text report (vegeta-text) so that both can be mixed: "latency" (ns, mean with min, max, n and the
// percentiles 50/90/95/99), "rate" (requests sent per second), "throughput" (successful requests per
// second), "success" (% of requests that succeeded). Status codes and errors go into the note.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { hasKeys, isoDate, J, makeRun, measurement, parseFiles, sniff } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { round } from './shared'

export const VEGETA_METRICS: Record<string, Metric> = {
  latency: { label: 'Latency', unit: 'ns', direction: 'lower', stat: 'mean' },
  rate: { label: 'Request rate', unit: 'req/s', direction: 'higher' },
  throughput: { label: 'Successful requests per second', unit: 'req/s', direction: 'higher' },
  success: { label: 'Success ratio', unit: '%', direction: 'higher' },
}
export const VEGETA_BENCHMARK = 'vegeta attack'

/**
 * The one result of either report (this one and vegeta-text) with the status codes ("200 ×600") and errors
 * in its note, and a warning when requests failed (a success ratio below 100 %).
 */
export function vegetaResult(
  values: ParsedResult['values'],
  codes: string[],
  errors: string[],
): { result: ParsedResult; warnings: string[] } {
  const note = [
    codes.length ? `status codes: ${codes.join(', ')}` : '',
    errors.length ? `errors: ${errors.join('; ')}` : '',
  ]
    .filter(Boolean)
    .join('; ')
  const result: ParsedResult = { benchmark: VEGETA_BENCHMARK, values }
  if (note) result.note = note
  const success = values.success!.value
  const warnings =
    success < 100
      ? [`${round(100 - success)} % of the requests failed${errors.length ? ` (${errors.join('; ')})` : ''}`]
      : []
  return { result, warnings }
}

function detect(input: ParserInput): number {
  const v = sniff(input)
  return hasKeys(v, 'latencies', 'requests', 'status_codes') && hasKeys(v.latencies, '50th') ? 0.95 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object written by vegeta report -type=json')
  const lat = root.at('latencies').obj('the latencies object')
  const requests = root.num('requests', 'the number of requests')
  const percentiles: Record<string, number> = {}
  for (const p of ['50', '90', '95', '99']) {
    const v = lat.optNum(`${p}th`)
    if (v !== undefined) percentiles[p] = v
  }
  const values: ParsedResult['values'] = {
    latency: measurement({
      value: lat.num('mean', 'the mean latency in ns'),
      min: lat.optNum('min'),
      max: lat.optNum('max'),
      median: percentiles['50'],
      n: Number.isInteger(requests) && requests >= 1 ? requests : undefined,
      percentiles,
    }),
    rate: { value: root.num('rate', 'the request rate') },
    throughput: { value: root.num('throughput', 'the throughput') },
    success: { value: round(root.num('success', 'the success ratio (0 to 1)') * 100) },
  }
  const codes = root.at('status_codes').isObj
    ? root
        .at('status_codes')
        .entries()
        .map(([c, n]) => `${c} ×${String(n.value)}`)
    : []
  const errors = root.optArr('errors').map((e) => String(e.value))
  const { result, warnings } = vegetaResult(values, codes, errors)
  return makeRun('vegeta', f.path, {
    metrics: { ...VEGETA_METRICS },
    results: [result],
    date: isoDate(root.optStr('earliest')),
    warnings,
  })
}

const vegetaParser: Parser = {
  id: 'vegeta',
  tool: 'vegeta',
  description: 'vegeta report -type=json: latency percentiles, request rate, throughput, success ratio',
  produce:
    "echo 'GET http://127.0.0.1:8080/' | vegeta attack -rate=200 -duration=30s | vegeta report -type=json > report.json",
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const vegeta = defineParser(vegetaParser)
