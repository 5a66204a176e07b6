// autocannon -j (JSON result on stdout):
//   {"title": "…"?, "url": "http://127.0.0.1:18080/index.html", "connections": 10, "pipelining": 1,
//    "workers": 0, "duration": 3.01, "samples": 3, "start": "2026-11-22T03:33:28.192Z", "finish": "…",
//    "errors": 0, "timeouts": 0, "mismatches": 0, "non2xx": 0, "resets": 0, "1xx": 0, "2xx": 2887, …,
//    "statusCodeStats": {"200": {"count": 2887}},
//    "latency": {"average": 636.82, "mean": 636.82, "stddev": 453.32, "min": 4, "max": 2276,
//      "p0_001": 4, …, "p50": 540, "p97_5": 1728, "p99": 1777, "p99_999": 2276, "totalCount": 2887},
//    "requests": {"average": 962.34, "stddev": 134.3, "min": 859, "max": 1152, "total": 2887, "p50": 876, …},
//    "throughput": {"average": 1191424, …, "total": 3574106, …}}
// One result per file: the benchmark is the title (-T) or else the URL; params: connections and
// pipelining (and workers when > 0). Metrics: "latency" (ms, mean, with stddev, min, max and the
// percentiles p0_001 → "0.001", p97_5 → "97.5", …; n = totalCount), "requests" (req/s, mean of the
// per-second samples; n = samples), "throughput" (B/s, likewise), and the counts "errors",
// "timeouts" and "non2xx" (lower is better). Status classes, statusCodeStats, mismatches and
// resets go into the note. start → date.
import type { Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { J, hasKeys, isObj, isoDate, makeRun, measurement, parseFiles, pctKey, sniff } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { asCount, metricsUsed } from './shared'

/** The metrics of every autocannon output, JSON or text (autocannon-text.ts), so a suite can mix them. */
export const METRICS: Record<string, Metric> = {
  latency: { label: 'Latency', unit: 'ms', direction: 'lower', stat: 'mean' },
  requests: { label: 'Requests per second', unit: 'req/s', direction: 'higher', stat: 'mean' },
  throughput: { label: 'Throughput', unit: 'B/s', direction: 'higher', stat: 'mean' },
  errors: { label: 'Errors', unit: 'errors', direction: 'lower' },
  timeouts: { label: 'Timeouts', unit: 'timeouts', direction: 'lower' },
  non2xx: { label: 'Non-2xx responses', unit: 'responses', direction: 'lower' },
}

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!hasKeys(v, 'latency', 'requests', 'throughput')) return 0
  return isObj(v.latency) && ('url' in v || 'connections' in v) && ('p99' in v.latency || 'average' in v.latency)
    ? 0.95
    : 0
}

/** Stats object → measurement: mean, stddev, min, max, percentiles from "p<percent with _ for .>". */
function stats(o: J, n: number | undefined): Measurement {
  o.obj('an object of statistics (average, stddev, min, max, p50, …)')
  const percentiles: Record<string, number> = {}
  for (const [k] of o.entries()) {
    const m = /^p(\d+(?:_\d+)?)$/.exec(k)
    const key = m ? pctKey(m[1]!.replace('_', '.')) : undefined
    const val = key !== undefined ? o.optNum(k) : undefined
    if (key !== undefined && val !== undefined) percentiles[key] = val
  }
  const mean = o.optNum('mean') ?? o.num('average', 'the average (a number)')
  // autocannon's "min" is its histogram's smallest NON-ZERO value: with sub-millisecond latencies the
  // mean and the low percentiles are below it (min 1, p50 0, mean 0.7). The lowest figure it reports
  // is the true minimum. Without "min" (null, "NaN") the lowest percentile is only a bound: no min then.
  const reported = o.optNum('min')
  const lowest = reported === undefined ? NaN : Math.min(reported, ...Object.values(percentiles))
  return measurement({
    value: mean,
    stddev: o.optNum('stddev'),
    min: Number.isFinite(lowest) ? lowest : undefined,
    max: o.optNum('max'),
    median: percentiles['50'],
    n: asCount(n),
    percentiles,
  })
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object written by autocannon -j')
  const lat = root.at('latency')
  const samples = root.optNum('samples')
  const values: ParsedResult['values'] = {
    latency: stats(lat, lat.isObj ? lat.optNum('totalCount') : undefined),
    requests: stats(root.at('requests'), samples),
    throughput: stats(root.at('throughput'), samples),
  }
  for (const k of ['errors', 'timeouts', 'non2xx']) {
    const v = root.optNum(k)
    if (v !== undefined) values[k] = { value: v }
  }
  const title = root.optStr('title')
  const url = root.optStr('url')
  const benchmark = title || url || root.at('url').fail('the target URL (a string) or a title')
  const params: Record<string, ParamValue> = {}
  const connections = root.optNum('connections')
  if (connections !== undefined) params.connections = connections
  const pipelining = root.optNum('pipelining')
  if (pipelining !== undefined) params.pipelining = pipelining
  const workers = root.optNum('workers')
  if (workers) params.workers = workers
  const result: ParsedResult = { benchmark: benchmark, params, values }
  if (!Object.keys(params).length) delete result.params
  const noteParts: string[] = []
  if (title && url) noteParts.push(url)
  const classes = ['1xx', '2xx', '3xx', '4xx', '5xx'].map((k) => [k, root.optNum(k)] as const).filter(([, v]) => v)
  if (classes.length) noteParts.push(classes.map(([k, v]) => `${k}: ${v}`).join(', '))
  const codes = root.at('statusCodeStats')
  if (codes.isObj) {
    const list = codes.entries().map(([code, c]) => `${code} ×${c.isObj ? (c.optNum('count') ?? '?') : '?'}`)
    if (list.length) noteParts.push(`status codes: ${list.join(', ')}`)
  }
  for (const k of ['mismatches', 'resets']) {
    const v = root.optNum(k)
    if (v) noteParts.push(`${k}: ${v}`)
  }
  const duration = root.optNum('duration')
  if (duration !== undefined) noteParts.push(`duration ${duration} s`)
  if (noteParts.length) result.note = noteParts.join('; ')
  const metrics = metricsUsed([{ values }], METRICS)
  const warnings: string[] = []
  const errors = (values.errors?.value ?? 0) + (values.timeouts?.value ?? 0) + (values.non2xx?.value ?? 0)
  if (errors > 0) warnings.push(`${errors} requests failed, timed out or got a non-2xx answer`)
  return makeRun('autocannon', f.path, { metrics, results: [result], date: isoDate(root.optStr('start')), warnings })
}

const autocannonParser: Parser = {
  id: 'autocannon',
  tool: 'autocannon',
  description: 'autocannon JSON result (-j): latency, requests/s and throughput with percentiles, errors',
  produce: 'autocannon -c 100 -d 30 -j http://127.0.0.1:3000/ > result.json',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const autocannon = defineParser(autocannonParser)
