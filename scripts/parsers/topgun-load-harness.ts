// TopGun load harness JSON report (cargo bench --bench load_harness -- --json-output report.json):
//   {"scenario": "throughput", "mode": "fire-and-wait", "connections": 200, "duration_secs": 30,
//    "total_ops": 1110000, "ops_per_sec": 37000,
//    "latency": {"p50_us": 1500, "p95_us": 3900, "p99_us": 8200, "p999_us": 15800},
//    "assertions": [{"name": "throughput_assertion", "passed": true, "message": null}],
//    "timestamp": "2026-04-18T10:00:00Z"}
// One object per file as the harness writes it; a JSON array of such reports is read too. One
// result per report: benchmark "load_harness", params {mode, connections, durationSecs} (the names
// of the topgun-load-harness suite), the scenario in the note when it is not "throughput".
// Metrics (ids as in that suite): "throughput" (ops_per_sec, ops/s, higher; n = total_ops) and
// "latency-p50" (p50_us in µs as written — ingest converts to the suite's unit — lower; the
// measurement also carries percentiles 50/95/99/99.9). The harness writes 0 for latencies it did
// not measure (fire-and-forget sends no ACK): a 0 means "missing", so such percentiles are left
// out, and without a p50 there is no latency value at all.
// Assertions are recorded as (1) a metric "assertions-failed" (how many failed, lower is better,
// n = how many ran), (2) the result's note ("throughput_assertion PASS", "… FAIL: acked ratio 0.72
// < 0.80"), (3) a warning per failed assertion. timestamp → date.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { J, hasKeys, isObj, isoDate, makeRun, measurement, parseFiles, sniff } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const METRICS: Record<string, Metric> = {
  throughput: { label: 'Throughput', unit: 'ops/s', direction: 'higher' },
  'latency-p50': { label: 'p50 latency', unit: 'us', direction: 'lower', stat: 'p50' },
  'assertions-failed': { label: 'Failed assertions', unit: 'assertions', direction: 'lower' },
}
const PCT: Array<[string, string]> = [
  ['p50_us', '50'],
  ['p95_us', '95'],
  ['p99_us', '99'],
  ['p999_us', '99.9'],
]

function isReport(v: unknown): boolean {
  return hasKeys(v, 'ops_per_sec', 'latency') && isObj(v.latency) && ('p50_us' in v.latency || 'total_ops' in v)
}

function detect(input: ParserInput): number {
  const v = sniff(input)
  const first: unknown = Array.isArray(v) ? v[0] : v
  return isReport(first) ? 0.95 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f)
  const reports = root.isArr ? root.items() : [root.obj('a load harness report object (or an array of them)')]
  const warnings: string[] = []
  let date: string | undefined
  const results = reports.map((r): ParsedResult => {
    r.obj('a load harness report object')
    const values: ParsedResult['values'] = {}
    const total = r.optNum('total_ops')
    values.throughput = measurement({
      value: r.num('ops_per_sec', 'the throughput in operations per second (a number)'),
      n: total !== undefined && Number.isInteger(total) && total >= 1 ? total : undefined,
    })
    const lat = r.at('latency').obj('the latency object {p50_us, p95_us, p99_us, p999_us}')
    const percentiles: Record<string, number> = {}
    for (const [key, p] of PCT) {
      const us = lat.optNum(key)
      if (us !== undefined && us !== 0) percentiles[p] = us
    }
    const notes: string[] = []
    if (percentiles['50'] !== undefined) {
      values['latency-p50'] = measurement({
        value: percentiles['50'],
        percentiles: Object.keys(percentiles).length > 1 ? percentiles : undefined,
      })
    } else notes.push('latency not measured (written as 0)')
    const assertions = r.optArr('assertions').map((a) => {
      a.obj('an assertion object {name, passed, message}')
      const name = a.optStr('name') ?? 'assertion'
      const passed = a.optBool('passed', 'true or false (whether the assertion passed)')
      if (passed === undefined) a.at('passed').fail('true or false (whether the assertion passed)')
      const message = a.optStr('message')
      if (!passed) warnings.push(`assertion failed: ${name}${message ? `: ${message}` : ''}`)
      return { passed, line: `${name} ${passed ? 'PASS' : 'FAIL'}${message ? `: ${message}` : ''}` }
    })
    if (assertions.length) {
      values['assertions-failed'] = { value: assertions.filter((a) => !a.passed).length, n: assertions.length }
      notes.unshift(`assertions: ${assertions.map((a) => a.line).join('; ')}`)
    }
    const scenario = r.optStr('scenario')
    if (scenario && scenario !== 'throughput') notes.unshift(`scenario: ${scenario}`)
    const params: ParsedResult['params'] = {}
    const mode = r.optStr('mode')
    if (mode) params.mode = mode
    const connections = r.optNum('connections')
    if (connections !== undefined) params.connections = connections
    const secs = r.optNum('duration_secs')
    if (secs !== undefined) params.durationSecs = secs
    date ??= isoDate(r.optStr('timestamp'))
    const out: ParsedResult = { benchmark: 'load_harness', params, values }
    if (!Object.keys(params).length) delete out.params
    if (notes.length) out.note = notes.join('. ')
    return out
  })
  const metrics: Record<string, Metric> = {}
  for (const id of Object.keys(METRICS)) if (results.some((r) => r.values[id])) metrics[id] = METRICS[id]!
  return makeRun('TopGun load harness', f.path, { metrics, results, date, warnings }, '$')
}

const topgunLoadHarnessParser: Parser = {
  id: 'topgun-load-harness',
  tool: 'TopGun load harness',
  description: 'TopGun server load harness JSON report (--json-output): ops/s, latency percentiles in µs, assertions',
  produce:
    'cargo bench --bench load_harness -- --json-output report.json   (add --fire-and-forget --interval 0 for raw throughput)',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const topgunLoadHarness = defineParser(topgunLoadHarnessParser)
