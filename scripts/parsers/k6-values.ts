// The values of one k6 summary metric line, for the k6 parser (k6.ts reads the sections, thresholds
// and checks): a trend (avg, min, med, max, p(N); durations in ms), a rate (%, n = total), a counter
// (per second and the total) or a gauge, each with its metric definition and direction.
import type { Measurement, Metric } from '../../data/schema/schema'
import { bytesIn } from '../../data/numbers/units'
import { fail, pctKey, round, timeIn, toNum } from './shared'
/** A k6 duration ("1.38ms", "267.64µs", "1m2.5s", "0s") in ms; undefined when it is not one. */
function duration(s: string): number | undefined {
  if (!/^(\d+(\.\d+)?(h|ms|m|s|µs|μs|us|ns))+$/.test(s)) return undefined
  let total = 0
  for (const m of s.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|µs|μs|us|ns)/gy))
    total += timeIn(Number(m[1]), m[2] === 'm' ? 'min' : (m[2] ?? ''), 'ms') ?? NaN
  return round(total)
}
const lowerIsBetter = (name: string) =>
  /fail|error|drop|timeout|duration|blocked|connecting|waiting|sending|receiving|handshaking/i.test(name)

export type Measured = [string, Measurement, Metric][]

/** A metric name as an id: lower case, [a-z0-9._-] only, at most 70 characters. */
function metricId(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '_')
      .replace(/^[^a-z0-9]+/, '')
      .slice(0, 70) || 'metric'
  )
}

/** A size such as "186 kB", in bytes. */
function size(path: string, s: string, lineNo: number): number {
  const m = /^([\d.]+) ?([kMGT]?B)$/.exec(s)
  const v = m ? toNum(m[1] ?? '') : undefined
  return v === undefined
    ? fail(path, lineNo, `a size such as "186 kB", found "${s}"`)
    : round(v * (bytesIn(m?.[2] ?? '', 1000) ?? 1))
}

/** A trend "avg=1.38ms min=… med=… max=… p(90)=…": durations in ms, or plain numbers. */
function trend(path: string, name: string, id: string, rest: string, lineNo: number): Measured {
  const stats: Record<string, string> = {}
  for (const tok of rest.trim().split(/\s+/)) {
    const eq = tok.indexOf('=')
    if (eq < 1) fail(path, lineNo, `"stat=value" pairs after ${name}, found "${tok}"`)
    stats[tok.slice(0, eq)] = tok.slice(eq + 1)
  }
  const timed = Object.values(stats).some((v) => /[a-zµμ]$/.test(v))
  const conv = (k: string, v: string): number => {
    const n = timed ? duration(v) : toNum(v)
    return n === undefined
      ? fail(path, lineNo, `${k} of ${name}: ${timed ? 'a duration such as "1.38ms"' : 'a number'}, found "${v}"`)
      : n
  }
  const val: Record<string, number> = {}
  for (const [k, v] of Object.entries(stats)) val[k] = conv(k, v)
  const meas: Measurement = { value: val.avg ?? val.med ?? val.max ?? Object.values(val)[0] ?? NaN }
  if (val.min !== undefined) meas.min = val.min
  if (val.max !== undefined) meas.max = val.max
  if (val.med !== undefined) meas.median = val.med
  const pct: Record<string, number> = {}
  for (const [k, v] of Object.entries(val)) {
    const p = /^p\((\d+(?:\.\d+)?)\)$/.exec(k)
    if (p && Number(p[1]) <= 100) pct[pctKey(Number(p[1]))] = v
  }
  if (Object.keys(pct).length) meas.percentiles = pct
  // Trends are lower-is-better and untimed ones count "count", as the JSON summary (k6-json.ts) has them.
  return [
    [
      id,
      meas,
      { label: name, unit: timed ? 'ms' : 'count', direction: 'lower', stat: val.avg !== undefined ? 'avg' : 'med' },
    ],
  ]
}

/** The values of one metric line's `rest`: a trend, a rate, a counter (two metrics) or a gauge. */
export function measure(path: string, name: string, rest: string, lineNo: number): Measured {
  const id = metricId(name)
  const dir = lowerIsBetter(name) ? 'lower' : 'higher'
  let m: RegExpExecArray | null
  if (/^\w+(\(\d+(\.\d+)?\))?=/.test(rest)) return trend(path, name, id, rest, lineNo)
  if ((m = /^([\d.]+)%\s+(?:(\d+) out of (\d+)|✓ (\d+)\s+✗ (\d+))$/.exec(rest))) {
    // rate
    const v = toNum(m[1] ?? '')
    if (v === undefined) fail(path, lineNo, `a percentage for ${name}, found "${m[1]}"`)
    const n = m[3] !== undefined ? Number(m[3]) : Number(m[4]) + Number(m[5])
    const rid = id === 'checks_succeeded' ? 'checks' : id
    return [
      [
        rid,
        n > 0 ? { value: v, n } : { value: v },
        {
          label: rid === 'checks' ? 'checks' : name,
          unit: '%',
          direction: rid === 'checks' ? 'higher' : dir,
          stat: 'rate',
        },
      ],
    ]
  }
  if ((m = /^(\S+(?: [kMGT]?B)?)\s+(\S+?(?: [kMGT]?B)?)\/s$/.exec(rest))) {
    // counter
    const isBytes = /B$/.test(m[1] ?? '')
    const total = isBytes ? size(path, m[1] ?? '', lineNo) : toNum(m[1] ?? '')
    const rate = isBytes ? size(path, m[2] ?? '', lineNo) : toNum(m[2] ?? '')
    if (total === undefined || rate === undefined) fail(path, lineNo, `"<count> <rate>/s" for ${name}, found "${rest}"`)
    const thing = isBytes ? 'B' : id === 'http_reqs' ? 'req' : id
    return [
      [
        id,
        { value: rate },
        { label: `${name} per second`, unit: `${thing}/s`, direction: dir, stat: 'count / duration' },
      ],
      [
        `${id}-count`,
        { value: total },
        { label: name, unit: isBytes ? 'B' : thing === 'req' ? 'requests' : id, direction: dir, stat: 'total' },
      ],
    ]
  }
  if ((m = /^(\S+)\s+min=(\S+)\s+max=(\S+)$/.exec(rest))) {
    // gauge
    const [v, lo, hi] = [m[1], m[2], m[3]].map(
      (x) => toNum(x ?? '') ?? fail(path, lineNo, `numbers for the gauge ${name}, found "${rest}"`),
    )
    return [
      [
        id,
        { value: v as number, min: lo as number, max: hi as number },
        { label: name, unit: id, direction: dir, stat: 'last value' },
      ],
    ]
  }
  return fail(
    path,
    lineNo,
    `a k6 value for ${name} (trend "avg=… min=…", rate "12.5% 3 out of 24", counter "150 409.1/s" or gauge "3 min=3 max=3"), found "${rest}"`,
  )
}
