// k6 run --out csv=results.csv: every sample k6 took, one per line:
//   metric_name,timestamp,metric_value,check,error,error_code,expected_response,group,method,name,proto,scenario,…
//   http_req_duration,1795560281,0.808292,,,,true,,GET,http://127.0.0.1:18480/echo,HTTP/1.1,default,…,200,…
// Summarised as k6's end-of-test summary does, into the ids, units and directions of the k6 and k6-json
// parsers, so runs read from any of the three can share a suite: trends (ms: mean, min, max, median,
// p90, p95, each sample kept), rates (% with n), counter totals ("-count"). What the CSV cannot give is
// left out, with a warning: counters per second (its timestamps are whole seconds), gauges (vus), and
// custom metrics (it does not say which kind a metric is). One result, "k6"; http_req_duration of the
// expected responses is a second one with the tag, as the summary shows it.
import type { Metric } from '../../data/schema/schema'
import { round12 } from '../../data/numbers/numbers'
import { defineParser } from './types'
import { csvFields, fail, head, isoFromEpochSeconds, makeRun, parseByLines, sampleStats } from './shared'
import type { LineParser, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const HEADER = 'metric_name,timestamp,metric_value,check,error,error_code,expected_response'
const TRENDS = [
  'http_req_duration',
  'http_req_blocked',
  'http_req_connecting',
  'http_req_tls_handshaking',
  'http_req_sending',
  'http_req_waiting',
  'http_req_receiving',
  'iteration_duration',
  'group_duration',
]
const RATES: Record<string, Metric> = {
  checks: { label: 'checks', unit: '%', direction: 'higher', stat: 'rate' },
  http_req_failed: { label: 'http_req_failed', unit: '%', direction: 'lower', stat: 'rate' },
}
const COUNTERS: Record<string, [string, string]> = {
  http_reqs: ['http_reqs', 'requests'],
  iterations: ['iterations', 'iterations'],
  data_received: ['data_received', 'B'],
  data_sent: ['data_sent', 'B'],
}
const GAUGES = new Set(['vus', 'vus_max'])

interface State {
  path: string
  cols: string[] | undefined
  samples: Map<string, number[]>
  /** http_req_duration of the responses k6 expected (expected_response=true). */
  expected: number[]
  /** Per check: [passed, failed]. */
  checks: Map<string, [number, number]>
  firstTime: number | undefined
  last: number
}

/** k6's percentile: linear between the closest ranks, as its summary computes it. */
function percentile(sorted: Float64Array, p: number): number {
  const pos = ((sorted.length - 1) * p) / 100
  const lo = Math.floor(pos)
  const hi = Math.min(lo + 1, sorted.length - 1)
  return round12(sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo))
}

function trend(values: number[]): ParsedResult['values'][string] {
  const sorted = Float64Array.from(values).sort()
  const s = sampleStats(values, 'mean')
  return {
    value: round12(s.value),
    min: s.min,
    max: s.max,
    median: percentile(sorted, 50),
    percentiles: { '90': percentile(sorted, 90), '95': percentile(sorted, 95) },
    samples: values,
  }
}

function line(st: State, raw: string, lineNo: number): void {
  st.last = lineNo
  if (raw === '') return
  if (!st.cols) {
    if (!raw.startsWith(HEADER))
      fail(st.path, lineNo, `the header of k6's CSV output ("${HEADER},…"), found "${raw.slice(0, 60)}"`)
    st.cols = csvFields(raw) ?? []
    return
  }
  const f = csvFields(raw)
  if (!f || f.length !== st.cols.length)
    fail(st.path, lineNo, `${st.cols.length} comma-separated fields, found ${f ? f.length : 'an unbalanced quote'}`)
  const [name, ts, value] = f
  const v = Number(value)
  if (value === '' || !Number.isFinite(v)) fail(st.path, lineNo, `a number in metric_value, found "${value}"`)
  st.firstTime ??= Number(ts)
  let list = st.samples.get(name!)
  if (!list) st.samples.set(name!, (list = []))
  list.push(v)
  if (name === 'http_req_duration' && f[6] === 'true') st.expected.push(v)
  if (name === 'checks') {
    const c = st.checks.get(f[3]!) ?? [0, 0]
    c[v ? 0 : 1]++
    st.checks.set(f[3]!, c)
  }
}

function end(st: State): ParsedRun {
  if (!st.cols) fail(st.path, Math.max(1, st.last), `the header of k6's CSV output ("${HEADER},…")`)
  const metrics: Record<string, Metric> = {}
  const values: ParsedResult['values'] = {}
  const skipped: string[] = []
  for (const [name, list] of st.samples) {
    if (TRENDS.includes(name)) {
      metrics[name] = { label: name, unit: 'ms', direction: 'lower', stat: 'avg' }
      values[name] = trend(list)
    } else if (RATES[name]) {
      metrics[name] = RATES[name]
      values[name] = { value: round12((100 * list.reduce((a, b) => a + b, 0)) / list.length), n: list.length }
    } else if (COUNTERS[name]) {
      const [label, unit] = COUNTERS[name]
      metrics[`${name}-count`] = { label, unit, direction: 'higher', stat: 'total' }
      values[`${name}-count`] = { value: round12(list.reduce((a, b) => a + b, 0)) }
    } else if (!GAUGES.has(name)) skipped.push(name)
  }
  if (!Object.keys(values).length) fail(st.path, st.last, 'at least one sample of a k6 metric after the header')
  const results: ParsedResult[] = [{ benchmark: 'k6', values }]
  if (st.expected.length)
    results.push({
      benchmark: 'k6',
      params: { tags: 'expected_response:true' },
      values: { http_req_duration: trend(st.expected) },
    })
  const failing = [...st.checks]
    .filter(([, [, bad]]) => bad > 0)
    .map(([name, [ok, bad]]) => `${name} (✓ ${ok} / ✗ ${bad})`)
  if (failing.length) results[0]!.note = `failing checks: ${failing.join(', ')}`
  const warnings = [
    `${st.path}: k6's CSV timestamps are whole seconds, so counters per second are left out (totals kept as "-count"); the end-of-test summary has the rates`,
  ]
  // A row per sample and nothing after the last: a copy cut at a line's end reads as a shorter run.
  warnings.push(
    `${st.path}: k6's CSV has no closing line, so a file cut short cannot be told from a whole one: check its size, or ingest with --run so the command's exit status vouches for it`,
  )
  if (skipped.length)
    warnings.push(
      `${st.path}: left out ${skipped.join(', ')}: the CSV does not say which kind of metric each is (--summary-export does)`,
    )
  const date =
    st.firstTime !== undefined && Number.isFinite(st.firstTime)
      ? isoFromEpochSeconds(st.firstTime, st.path, 'line 2')
      : undefined
  return makeRun('k6', st.path, { metrics, results, warnings, date })
}

function lines(path: string): LineParser {
  const st: State = {
    path,
    cols: undefined,
    samples: new Map(),
    expected: [],
    checks: new Map(),
    firstTime: undefined,
    last: 0,
  }
  return { line: (raw, lineNo) => line(st, raw, lineNo), end: () => end(st) }
}

const k6CsvParser: Parser = {
  id: 'k6-csv',
  tool: 'k6',
  description:
    "k6's CSV output (--out csv=file): every sample, summarised as k6's end-of-test summary (trends, rates, counter totals)",
  produce: 'k6 run --out csv=results.csv script.js   (--summary-export=summary.json adds the rates per second)',
  detect: (input: ParserInput) => (head(input, 256).startsWith(HEADER) ? 1 : 0),
  parse: (input) => parseByLines(input, lines),
  lines,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const k6Csv = defineParser(k6CsvParser)
