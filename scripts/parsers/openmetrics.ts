// OpenMetrics text (and the Prometheus text format it grew from), as a /metrics endpoint serves it:
//   # HELP request_seconds Request latency
//   # TYPE request_seconds histogram
//   request_seconds_bucket{method="GET",status="200",le="0.005"} 200
//   request_seconds_sum{method="GET",status="200"} 0.14704713
//   request_seconds_count{method="GET",status="200"} 201
//   # EOF
// One result per metric family and label set: benchmark = the family name, params = the labels.
// Each family is a metric (id from its name): gauges, counters and unknown-typed samples keep their
// value; summaries keep sum/count as the mean with n = count and their quantiles as percentiles;
// histograms keep sum/count as the mean with n = count (bucket bounds do not give exact percentiles,
// so none are made up). Units come from "# UNIT" or the name's suffix (_seconds → s, _bytes → B);
// time and bytes are lower-is-better, other families are stored lower-is-better with a warning to
// pass --direction. info and stateset families, _created and exemplars are left out.
import type { Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { fail, head, makeRun, round, toNum, setParam } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import { metricId } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { oneLine } from './scan'

// [^] where . was (labels, comment), and a check that neither holds a line end: .* tried each "}" again
// up to a line end in the comment. A lone line end inside the labels or the comment is refused.
const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{([^]*)\})?\s+(\S+)(?:\s+(\S+))?(?:\s+(#[^]*))?$/
export function sample(s: string): RegExpExecArray | null {
  const m = SAMPLE_LINE.exec(s)
  return m && oneLine(m[2] ?? '') && oneLine(m[5] ?? '') ? m : null
}
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?/y
const UNITS: Record<string, string> = {
  seconds: 's',
  bytes: 'B',
  milliseconds: 'ms',
  microseconds: 'us',
  nanoseconds: 'ns',
  ratio: 'x',
  percent: '%',
}

function detect(input: ParserInput): number {
  const h = head(input, 8192)
  if (
    !/^# TYPE [a-zA-Z_:][\w:]* (counter|gauge|histogram|gaugehistogram|summary|info|stateset|unknown|untyped)\s*$/m.test(
      h,
    )
  )
    return 0
  return /^# EOF\s*$/m.test(f0(input)) ? 0.95 : 0.85
}
const f0 = (input: ParserInput) => {
  const t = input.files[0]?.text ?? ''
  return t.slice(-64)
}

interface Family {
  type: string
  unit?: string
}
interface Series {
  family: string
  labels: Record<string, string>
  value?: number
  sum?: number
  count?: number
  quantiles: Record<string, number>
  lineNo: number
}

function labelsOf(s: string | undefined, f: InputFile, lineNo: number): Record<string, string> {
  const out: Record<string, string> = {}
  if (!s) return out
  LABEL.lastIndex = 0
  while (LABEL.lastIndex < s.length) {
    const at = LABEL.lastIndex
    const m = LABEL.exec(s)
    if (!m) fail(f.path, lineNo, `labels name="value", found "${s.slice(at, at + 40)}"`)
    out[m[1]!] = m[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c))
  }
  return out
}

function familyOf(name: string, families: Map<string, Family>): [string, string] {
  if (families.has(name)) return [name, '']
  for (const suffix of ['_total', '_sum', '_count', '_bucket', '_created', '_gsum', '_gcount', '_info']) {
    if (name.endsWith(suffix) && families.has(name.slice(0, -suffix.length)))
      return [name.slice(0, -suffix.length), suffix]
  }
  return [name, '']
}

function parseOne(f: InputFile): ParsedRun {
  const families = new Map<string, Family>()
  const series = new Map<string, Series>()
  const warnings: string[] = []
  linesOf(f.text).forEach((line, i) => {
    if (!line.trim()) return
    if (line.startsWith('#')) {
      const m = /^# (TYPE|UNIT|HELP) ([a-zA-Z_:][\w:]*)(?: (.*))?$/.exec(line)
      if (m && m[1] === 'TYPE') families.set(m[2]!, { ...families.get(m[2]!), type: (m[3] ?? 'unknown').trim() })
      if (m && m[1] === 'UNIT')
        families.set(m[2]!, { type: families.get(m[2]!)?.type ?? 'unknown', unit: m[3]?.trim() })
      return
    }
    const m = sample(line)
    if (!m) fail(f.path, i + 1, `a sample "name{label="value"} number", found "${line.slice(0, 80)}"`)
    const value = m[3] === 'NaN' || /^[+-]Inf$/.test(m[3]!) ? undefined : toNum(m[3]!)
    if (value === undefined && !/^(NaN|[+-]Inf)$/.test(m[3]!))
      fail(f.path, i + 1, `a number after the sample name, found "${m[3]}"`)
    const [family, suffix] = familyOf(m[1]!, families)
    const type = families.get(family)?.type ?? 'unknown'
    if (type === 'info' || type === 'stateset' || suffix === '_created' || suffix === '_bucket' || value === undefined)
      return
    const labels = labelsOf(m[2], f, i + 1)
    const quantile = labels.quantile
    delete labels.quantile
    const key = `${family}\u0000${JSON.stringify(labels)}`
    let s = series.get(key)
    if (!s) series.set(key, (s = { family, labels, quantiles: {}, lineNo: i + 1 }))
    if (suffix === '_sum' || suffix === '_gsum') s.sum = value
    else if (suffix === '_count' || suffix === '_gcount') s.count = value
    else if (quantile !== undefined && type === 'summary') {
      const q = Number(quantile)
      if (q >= 0 && q <= 1) s.quantiles[String(round(q * 100))] = value
    } else s.value = value
  })
  const metrics: Record<string, Metric> = {}
  const results: ParsedResult[] = []
  for (const s of series.values()) {
    const fam = families.get(s.family)
    const mean = s.sum !== undefined && s.count ? round(s.sum / s.count) : undefined
    const value = s.value ?? mean
    if (value === undefined) continue
    const id = metricId(s.family)
    if (!metrics[id]) {
      const suffix = /_(seconds|bytes|milliseconds|microseconds|nanoseconds|ratio|percent)(?:_total)?$/.exec(
        s.family,
      )?.[1]
      const unit = UNITS[fam?.unit ?? ''] ?? UNITS[suffix ?? ''] ?? 'value'
      const known = unit === 'value' || unit === 'x' || unit === '%' ? undefined : 'lower'
      metrics[id] = {
        label: s.family.slice(0, 80),
        unit,
        direction: known ?? 'lower',
        ...(mean !== undefined && s.value === undefined ? { stat: 'mean' } : {}),
      }
      if (!known)
        warnings.push(
          `${s.family}: its unit does not say which way is better; stored as lower-is-better (pass --direction ${id}=higher if not)`,
        )
    }
    const m: ParsedResult['values'][string] = { value }
    if (s.value === undefined && s.count !== undefined && Number.isInteger(s.count) && s.count >= 1) m.n = s.count
    if (Object.keys(s.quantiles).length) m.percentiles = s.quantiles
    const params: Record<string, ParamValue> = {}
    for (const [k, v] of Object.entries(s.labels)) setParam(params, k.slice(0, 60), v.slice(0, 200))
    results.push({
      benchmark: s.family.slice(0, 300),
      ...(Object.keys(params).length ? { params } : {}),
      values: { [id]: m },
    })
  }
  if (!results.length) fail(f.path, 1, 'at least one sample with a value (OpenMetrics or Prometheus text)')
  return makeRun('OpenMetrics', metrics, results, { warnings })
}

const openmetricsParser: Parser = {
  id: 'openmetrics',
  tool: 'OpenMetrics / Prometheus text',
  description: 'OpenMetrics (or Prometheus) text exposition: gauges, counters, summaries and histogram means',
  produce: "curl -H 'Accept: application/openmetrics-text; version=1.0.0' http://127.0.0.1:8880/metrics > metrics.txt",
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const openmetrics = defineParser(openmetricsParser)
