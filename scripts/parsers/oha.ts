// oha --output-format json (oha -n 2000 -c 10 --no-tui --output-format json <url>):
//   {"summary": {"successRate": 1.0, "total": 0.0525, "slowest": 0.00813, "fastest": 2.4697e-05,
//     "average": 0.000248, "requestsPerSec": 38042.91, "totalData": 0, …},
//    "latencyPercentiles": {"p10": 6.719e-05, "p50": 0.000173, …, "p99.99": 0.00813}, "rps": {…},
//    "statusCodeDistribution": {"200": 2000}, "errorDistribution": {}, …}
// One result, "oha" (the report does not name the target: the suite or page does). Times in seconds.
// Metrics: "latency" (s, mean with min, max, median, n and the percentiles), "requests" (req/s),
// "success" (% of requests that got an answer, as oha counts it), "errors" (requests that got none:
// connection errors, timeouts) and "non-2xx" (answers outside 2xx, which oha counts as successes).
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { hasKeys, J, makeRun, measurement, parseFiles, pctKey, sniff, tally, tallyText } from './json-shared'
import { metricsUsed, round } from './shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

export const OHA_METRICS: Record<string, Metric> = {
  latency: { label: 'Latency', unit: 's', direction: 'lower', stat: 'mean' },
  requests: { label: 'Requests per second', unit: 'req/s', direction: 'higher' },
  success: { label: 'Success ratio', unit: '%', direction: 'higher' },
  errors: { label: 'Errors', unit: 'errors', direction: 'lower' },
  'non-2xx': { label: 'Non-2xx responses', unit: 'responses', direction: 'lower' },
}

function detect(input: ParserInput): number {
  const v = sniff(input)
  return hasKeys(v, 'summary', 'latencyPercentiles', 'statusCodeDistribution') && hasKeys(v.summary, 'requestsPerSec')
    ? 0.95
    : 0
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object written by oha --output-format json')
  const s = root.at('summary').obj('the summary')
  const percentiles: Record<string, number> = {}
  const pct = root.at('latencyPercentiles')
  for (const [k, v] of pct.isObj ? pct.entries() : []) {
    const key = pctKey(k.replace(/^p/, '')) ?? v.fail(`a key "p<percentile>" such as "p99.9", found "${k}"`)
    // oha writes null for every percentile when no request got an answer.
    if (v.value !== null) percentiles[key] = v.asNum('the latency at that percentile, in seconds')
  }
  return ohaRun(f.path, {
    average: s.num('average', 'the mean latency in seconds'),
    fastest: s.optNum('fastest'),
    slowest: s.optNum('slowest'),
    rps: s.num('requestsPerSec', 'the requests per second'),
    successPct: round(s.num('successRate', 'the success rate (0 to 1)') * 100),
    percentiles,
    codes: tally(root.at('statusCodeDistribution')),
    errors: tally(root.at('errorDistribution')),
  })
}

/** What oha's JSON report and its text summary both say (times in seconds). */
export interface OhaSummary {
  average: number
  fastest?: number
  slowest?: number
  rps: number
  /** Percent of requests that got an answer. */
  successPct: number
  percentiles: Record<string, number>
  /** [status code, responses] and [error, count]. */
  codes: Array<[string, number]>
  errors: Array<[string, number]>
}

/** The one result "oha" of either form, with its note and warnings. */
export function ohaRun(path: string, o: OhaSummary): ParsedRun {
  const { codes, errors, percentiles } = o
  const answered = codes.reduce((a, [, n]) => a + n, 0)
  const failed = errors.reduce((a, [, n]) => a + n, 0)
  const non2xx = codes.filter(([c]) => !/^2\d\d$/.test(c)).reduce((a, [, n]) => a + n, 0)
  const n = answered + failed
  const values: ParsedResult['values'] = {
    latency: measurement({
      value: o.average,
      min: o.fastest,
      max: o.slowest,
      median: percentiles['50'],
      n: n > 0 ? n : undefined,
      percentiles,
    }),
    requests: { value: o.rps },
    success: { value: o.successPct },
    errors: { value: failed },
  }
  if (non2xx > 0) values['non-2xx'] = { value: non2xx }
  const result: ParsedResult = { benchmark: 'oha', values }
  const note = [
    codes.length ? `status codes: ${tallyText(codes)}` : '',
    errors.length ? `errors: ${tallyText(errors, '; ')}` : '',
  ]
    .filter(Boolean)
    .join('; ')
  if (note) result.note = note
  const warnings: string[] = []
  if (failed) warnings.push(`${failed} of ${n} requests got no answer (${tallyText(errors, '; ')})`)
  if (non2xx)
    warnings.push(`${non2xx} of ${n} answers were not 2xx (${tallyText(codes.filter(([c]) => !/^2/.test(c)))})`)
  return makeRun('oha', path, { metrics: metricsUsed([result], OHA_METRICS), results: [result], warnings })
}

const ohaParser: Parser = {
  id: 'oha',
  tool: 'oha',
  description:
    'oha JSON report (--output-format json): latency with percentiles, requests per second, success ratio, errors and status codes',
  produce: 'oha -z 30s -c 50 --no-tui --output-format json http://127.0.0.1:8080/ > oha.json',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const oha = defineParser(ohaParser)
