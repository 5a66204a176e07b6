// k6 end-of-test summary as JSON: `k6 run --summary-export=summary.json` (legacy shape) or the data
// object of handleSummary (`export function handleSummary(data) { return {'summary.json': JSON.stringify(data)} }`).
//   --summary-export: {"metrics": {"http_req_duration": {"avg": 1.38, "min": 0.27, "med": 1.27, "max": 4.2,
//     "p(90)": 2.5, "p(95)": 3.09, "thresholds": {"p(95)<500": false}}, "http_reqs": {"count": 150,
//     "rate": 409.1}, "checks": {"passes": 300, "fails": 0, "value": 1}, …}, "root_group": {…}}
//   handleSummary: {"metrics": {"http_req_duration": {"type": "trend", "contains": "time",
//     "values": {"avg": 1.46, …}, "thresholds": {"p(95)<500": {"ok": true}}}, …}, "root_group": {…}, "state": {…}}
// A k6 run is one test: ONE result (benchmark "k6"), and each k6 metric is a metric of it:
//   trend   → value avg, min, max, median (med), percentiles p(N); unit ms for time trends
//             (handleSummary's contains "time", or the built-in http_req_*, *_duration names),
//             B for data, else "count" (with a warning); lower is better;
//   counter → value = rate per second ("req/s" for http_reqs, "B/s" for data_*, "<name>/s"), n = count;
//   rate    → value in % (checks, http_req_failed), n = passes + fails;
//   gauge   → value, min, max (vus and vus_max are skipped: they describe the load, not the result).
// Tagged sub-metrics ("http_req_duration{expected_response:true}") become metrics of their own
// ("http_req_duration.expected_response-true"). Direction of custom metrics is guessed from the name
// (err/fail/drop/timeout → lower) with a warning.
// THRESHOLDS: in --summary-export a threshold's value is true when it FAILED (was crossed) and false
// when it passed (checked with a real k6 v1.8.1 run: "avg<0.001" → true, exit code 99); handleSummary
// writes {"ok": false} for a failed one. They are recorded as (1) a metric "thresholds_failed" (how
// many failed, lower is better, n = how many there are), (2) the result's note, one
// "<metric> <expression> passed|FAILED" per threshold, and (3) one warning per failed threshold.
// Failed checks (root_group, nested groups) are listed in the note too.
import type { Measurement, Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { unitInfo } from '../../data/numbers/units'
import { J, hasKeys, isObj, label, makeRun, measurement, metricId, parseFiles, pctKey, sniff } from './json-shared'
import { asCount } from './shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const LABELS: Record<string, string> = {
  http_req_duration: 'HTTP request duration',
  http_req_blocked: 'HTTP blocked',
  http_req_connecting: 'HTTP connecting',
  http_req_tls_handshaking: 'HTTP TLS handshaking',
  http_req_sending: 'HTTP sending',
  http_req_waiting: 'HTTP waiting',
  http_req_receiving: 'HTTP receiving',
  http_reqs: 'HTTP requests',
  http_req_failed: 'Failed HTTP requests',
  iterations: 'Iterations',
  iteration_duration: 'Iteration duration',
  group_duration: 'Group duration',
  data_received: 'Data received',
  data_sent: 'Data sent',
  checks: 'Checks passed',
  dropped_iterations: 'Dropped iterations',
}
/** How many thresholds failed: the same metric in the text summary (k6.ts) and here. */
export const THRESHOLDS_FAILED: Metric = {
  label: 'Thresholds failed',
  unit: 'thresholds',
  direction: 'lower',
  stat: 'count',
}
const HIGHER = new Set(['http_reqs', 'iterations', 'data_received', 'data_sent', 'checks'])
const LOWER = new Set(['http_req_failed', 'dropped_iterations'])
const SKIP = new Set(['vus', 'vus_max'])
const TIME =
  /^(http_req_|iteration_duration$|group_duration$|ws_(connecting|ping|session_duration)$|grpc_req_duration$)/

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!hasKeys(v, 'metrics', 'root_group') || !isObj(v.metrics) || 'results' in v) return 0
  return Object.values(v.metrics).some(
    (m) => isObj(m) && ('avg' in m || 'count' in m || 'passes' in m || 'values' in m),
  )
    ? 0.95
    : 0
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object written by k6 --summary-export or handleSummary')
  // k6 writes its metrics in no stable order: sort them by name so that runs line up.
  const entries = root
    .at('metrics')
    .entries('the "metrics" object of a k6 summary')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const metrics: Record<string, Metric> = {}
  const values: ParsedResult['values'] = {}
  const warnings: string[] = []
  const thresholds: string[] = []
  let failed = 0
  for (const [name, node] of entries) {
    node.obj('a k6 metric summary object')
    const [, base = name, tags] = /^([^{]+)(?:\{(.*)\})?$/.exec(name) ?? []
    if (SKIP.has(base)) continue
    const typed = node.has('values') // handleSummary
    const vals = typed ? node.at('values').obj('an object of metric values') : node
    const type = typed ? node.str('type', 'the metric type (trend, counter, rate or gauge)') : guessType(vals)
    const contains = typed ? node.optStr('contains') : undefined
    const id = metricId(tags ? `${base}.${tags.replace(/:/g, '-')}` : base)
    const lbl = label(`${LABELS[base] ?? base}${tags ? ` {${tags}}` : ''}`)
    let dir: 'higher' | 'lower' = HIGHER.has(base)
      ? 'higher'
      : LOWER.has(base)
        ? 'lower'
        : /err|fail|drop|timeout|reject/i.test(base)
          ? 'lower'
          : 'higher'
    const read = metricValue(type, base, contains, vals)
    if (!read) {
      warnings.push(`${node.path}: metric "${name}" of unknown kind skipped`)
      continue
    }
    const { unit, m } = read
    if (type === 'trend') {
      dir = 'lower'
      if (unit === 'count') warnings.push(`trend "${name}": no unit in the file, recorded as "count"`)
    }
    if (!HIGHER.has(base) && !LOWER.has(base) && !TIME.test(base) && type !== 'trend') {
      warnings.push(`custom ${type} "${name}": direction not in the file, assumed ${dir} is better`)
    }
    metrics[id] = { label: lbl, unit, direction: dir }
    values[id] = m
    failed += readThresholds(node, name, thresholds, warnings)
  }
  if (thresholds.length) {
    metrics.thresholds_failed = THRESHOLDS_FAILED
    values.thresholds_failed = { value: failed, n: thresholds.length }
  }
  const notes: string[] = []
  if (thresholds.length) notes.push(`thresholds: ${thresholds.join('; ')}`)
  const badChecks = checks(root.at('root_group')).filter((c) => c.fails > 0)
  if (badChecks.length)
    notes.push(`failed checks: ${badChecks.map((c) => `"${c.name}" ${c.fails} of ${c.fails + c.passes}`).join('; ')}`)
  const ms = root.at('state').isObj ? root.at('state').optNum('testRunDurationMs') : undefined
  if (ms !== undefined) notes.push(`test run ${(ms / 1000).toFixed(2)} s`)
  const result: ParsedResult = { benchmark: 'k6', values }
  if (notes.length) result.note = notes.join('. ')
  return makeRun('k6', f.path, { metrics, results: Object.keys(values).length ? [result] : [], warnings }, '$.metrics')
}

/** A k6 metric's value by its kind (trend, counter, rate, gauge) and its unit; undefined for a kind k6 did not have when this was written. */
function metricValue(
  type: string,
  base: string,
  contains: string | undefined,
  vals: J,
): { unit: string; m: Measurement } | undefined {
  if (type === 'trend') {
    const unit =
      contains === 'time' || (contains === undefined && TIME.test(base)) ? 'ms' : contains === 'data' ? 'B' : 'count'
    return { unit, m: trend(vals) }
  }
  if (type === 'counter') {
    const own = `${base}/s`
    const unit =
      base === 'http_reqs'
        ? 'req/s'
        : contains === 'data' || /^data_/.test(base)
          ? 'B/s'
          : unitInfo(own) && own.length <= 40
            ? own
            : 'count/s'
    const count = vals.optNum('count')
    return {
      unit,
      m: measurement({
        value: vals.num('rate', 'the rate per second (a number)'),
        n: unit !== 'B/s' && count !== undefined && Number.isInteger(count) && count >= 1 ? count : undefined,
      }),
    }
  }
  if (type === 'rate') {
    const v = vals.optNum('rate') ?? vals.num('value', 'the rate (a number between 0 and 1)')
    // k6 writes both counts of a rate: one missing would halve n without a trace.
    const n =
      vals.num('passes', 'the count of passes (k6 writes passes and fails)') +
      vals.num('fails', 'the count of fails (k6 writes passes and fails)')
    return { unit: '%', m: measurement({ value: Number((v * 100).toPrecision(15)), n: n >= 1 ? n : undefined }) }
  }
  if (type === 'gauge')
    return {
      unit: 'count',
      m: measurement({
        value: vals.num('value', 'the gauge value (a number)'),
        min: vals.optNum('min'),
        max: vals.optNum('max'),
      }),
    }
  return undefined
}

/** A metric's thresholds, each as "passed" or "FAILED" in the run's note; returns how many failed. */
function readThresholds(node: J, name: string, thresholds: string[], warnings: string[]): number {
  let failed = 0
  for (const [expr, t] of node.at('thresholds').isObj ? node.at('thresholds').entries() : []) {
    const ok =
      typeof t.value === 'boolean'
        ? !t.value
        : t.isObj && typeof t.at('ok').value === 'boolean'
          ? (t.at('ok').value as boolean)
          : t.fail('true/false or {"ok": …}')
    thresholds.push(`${name} ${expr} ${ok ? 'passed' : 'FAILED'}`)
    if (!ok) {
      failed++
      warnings.push(`threshold failed: ${name} ${expr}`)
    }
  }
  return failed
}

function guessType(v: J): string {
  if (v.has('avg') || v.has('med')) return 'trend'
  if (v.has('count')) return 'counter'
  if (v.has('passes') || v.has('fails')) return 'rate'
  if (v.has('value')) return 'gauge'
  return 'unknown'
}

function trend(v: J): Measurement {
  const percentiles: Record<string, number> = {}
  for (const [k] of v.entries()) {
    const p = /^p\((\d+(?:\.\d+)?)\)$/.exec(k)
    const key = p ? pctKey(p[1]!) : undefined
    const n = key !== undefined ? v.optNum(k) : undefined
    if (key !== undefined && n !== undefined) percentiles[key] = n
  }
  return measurement({
    value: v.num('avg', 'the average (a number; add "avg" to --summary-trend-stats)'),
    min: v.optNum('min'),
    max: v.optNum('max'),
    median: v.optNum('med'),
    n: asCount(v.optNum('count')),
    percentiles,
  })
}

/** Every check of the root group and its nested groups (objects in --summary-export, arrays in handleSummary). */
function checks(g: J): Array<{ name: string; passes: number; fails: number }> {
  if (!g.isObj) return []
  const list = (n: J) => (n.isArr ? n.items() : n.isObj ? n.entries().map(([, c]) => c) : [])
  const out = list(g.at('checks'))
    .filter((c) => c.isObj)
    .map((c) => ({ name: c.optStr('name') ?? '?', passes: c.optNum('passes') ?? 0, fails: c.optNum('fails') ?? 0 }))
  for (const sub of list(g.at('groups'))) out.push(...checks(sub))
  return out
}

const k6JsonParser: Parser = {
  id: 'k6-json',
  tool: 'k6',
  description: 'k6 end-of-test summary as JSON (--summary-export, or handleSummary data)',
  produce: 'k6 run --summary-export=summary.json script.js',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const k6Json = defineParser(k6JsonParser)
