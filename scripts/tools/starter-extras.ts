// Parts of a starter page (starter-page.ts) that say once what would otherwise repeat or go unsaid: the
// parameters every result shares (said above a metric's tables, not on each row), the benchmarks a metric
// measures (so that its table lists no row of "—"), and, for a tool that compares commands (hyperfine,
// benchstat), the comparison itself in the page's first lines: each command's time with its spread, and
// the ratio between them. Pure: returns Markdown lines.
import type { ParamValue, Result, Run, Suite } from '../../data/schema/schema'
import { measurement } from '../../data/schema/model'
import { mdCode, mdLine } from '../../data/numbers/escape'
import { keyLabel, valueLabel } from '../../components/views/select'

/** Parameters with one value across all `results` (each of them has it): said once, above the tables. */
function sharedParams(suite: Suite, results: Result[]): string | undefined {
  if (results.length < 2) return undefined
  const first = results[0]!.params ?? {}
  const shared = Object.entries(first).filter(([k, v]) =>
    results.every((r) => r.params && Object.hasOwn(r.params, k) && String(r.params[k]) === String(v)),
  )
  if (!shared.length) return undefined
  const parts = shared.map(([k, v]: [string, ParamValue]) => `${keyLabel(suite, k)} ${valueLabel(suite, k, v)}`)
  return mdLine(`Every result here has ${parts.join(', ')}.`)
}

/** The benchmarks of `results` that measure `metric`, when only some do (undefined when all do). */
export function measuredBy(suite: Suite, results: Result[], metric: string): string[] | undefined {
  const all = [...new Set(results.map((r) => r.benchmark))]
  const some = [...new Set(results.filter((r) => measurement(suite, r, metric)).map((r) => r.benchmark))]
  return some.length < all.length ? some : undefined
}

/** Tools whose point is to compare commands against each other. */
const COMPARING = /^(hyperfine|benchstat)/
/** A value a figure reference can hold in quotes (no quote or brace to end it early). */
const quotable = (s: string) => !/["{}]/.test(s)

/**
 * The first lines of a page of compared commands (2 to 6, one result each, no parameters): each one's
 * value with its standard deviation, and how many times longer the others take than the fastest.
 */
function comparisonLines(suite: Suite, run: Run, metric: string | undefined): string[] {
  if (!metric || !COMPARING.test(run.source?.format ?? '')) return []
  const rs = run.results.filter((r) => measurement(suite, r, metric))
  const names = rs.map((r) => r.benchmark)
  if (rs.length < 2 || rs.length > 6 || new Set(names).size !== rs.length) return []
  if (rs.some((r) => r.params && Object.keys(r.params).length) || !names.every(quotable)) return []
  const lower = suite.metrics[metric]!.direction === 'lower'
  const ordered = [...rs].sort(
    (a, b) => (measurement(suite, a, metric)!.value - measurement(suite, b, metric)!.value) * (lower ? 1 : -1),
  )
  const ref = (r: Result, extra = '') => `suite=${suite.id} metric=${metric} benchmark="${r.benchmark}"${extra}`
  const spread = (r: Result) =>
    measurement(suite, r, metric)!.stddev !== undefined ? ` ± :fig{${ref(r, ' field=stddev')}}` : ''
  const best = ordered[0]!
  const each = ordered.map((r) => `${mdCode(r.benchmark)}: :fig{${ref(r)}}${spread(r)}`)
  const [verb, word] = lower ? ['takes', 'as long as'] : ['reaches', 'the rate of']
  const ratios = ordered
    .slice(1)
    .map(
      (r) =>
        `${mdCode(r.benchmark)} ${verb} :ratio{${ref(r, ' spread=true')} / benchmark="${best.benchmark}"} ${word} ${mdCode(best.benchmark)}`,
    )
  return ['', `In the latest run, ${each.join('; ')} (mean ± standard deviation). ${ratios.join('; ')}.`]
}

/** A key a figure reference can name (figures.ts parseRef), and not one of its own words. */
const refKey = (k: string) =>
  /^[\w.-]+$/.test(k) && !['suite', 'metric', 'run', 'field', 'spread', 'approx'].includes(k)

/**
 * benchstat's point, in the first lines: each benchmark of its base column (`side`) against the same one
 * in the other columns, the slower taking how many times as long as the faster, with the range of ratios
 * the two medians' 95 % intervals allow (geomean, benchstat's summary, last); at most six of them.
 */
function sideLines(suite: Suite, run: Run, metric: string | undefined): string[] {
  if (!metric || !/^benchstat/.test(run.source?.format ?? '')) return []
  const rs = run.results.filter((r) => measurement(suite, r, metric) && r.params?.side !== undefined)
  const side = (r: Result) => String(r.params!.side)
  const base = rs[0] && side(rs[0])
  const plain = (r: Result) =>
    quotable(r.benchmark) && Object.entries(r.params!).every(([k, v]) => refKey(k) && quotable(String(v)))
  if (base === undefined || !rs.every(plain)) return []
  const key = (r: Result) =>
    JSON.stringify([
      r.benchmark,
      Object.entries(r.params!)
        .filter(([k]) => k !== 'side')
        .sort(),
    ])
  const bases = new Map(rs.filter((r) => side(r) === base).map((r) => [key(r), r]))
  const pairs = rs.flatMap((r) => (side(r) !== base && bases.has(key(r)) ? [[bases.get(key(r))!, r] as const] : []))
  const ordered = [
    ...pairs.filter(([b]) => b.benchmark !== 'geomean'),
    ...pairs.filter(([b]) => b.benchmark === 'geomean'),
  ]
  if (!ordered.length || ordered.length > 6) return []
  const lower = suite.metrics[metric]!.direction === 'lower'
  const [verb, word] = lower ? ['takes', 'as long as'] : ['reaches', 'the rate of']
  const ref = (r: Result) =>
    [`benchmark="${r.benchmark}"`, ...Object.entries(r.params!).map(([k, v]) => `${k}="${String(v)}"`)].join(' ')
  const lines = ordered.map(([b, o]) => {
    const [v, w] = [measurement(suite, b, metric)!.value, measurement(suite, o, metric)!.value]
    const [worse, better] = v > w === lower ? [b, o] : [o, b]
    const params = Object.entries(b.params!).filter(([k]) => k !== 'side' && !sharedBy(rs, k))
    const what =
      b.benchmark === 'geomean' && !params.length
        ? 'all together (geometric mean)'
        : `${mdCode(b.benchmark)}${params.map(([k, x]) => ` ${keyLabel(suite, k)}\u00a0=\u00a0${valueLabel(suite, k, x)}`).join(',')}`
    return `${what}: ${mdCode(side(worse))} ${verb} :ratio{suite=${suite.id} metric=${metric} ${ref(worse)} spread=true / ${ref(better)}} ${word} ${mdCode(side(better))}`
  })
  return ['', `In the latest run (medians; in brackets, the ratios their 95 % intervals allow): ${lines.join('; ')}.`]
}

/** A parameter with one value in every result of `rs` that has it (gomaxprocs, pkg): no need to name it. */
function sharedBy(rs: Result[], k: string): boolean {
  return new Set(rs.flatMap((r) => (r.params?.[k] !== undefined ? [String(r.params[k])] : []))).size === 1
}

/** A rate of calls, not of bytes or items: 1 ÷ the time of one call. */
const CALL_RATE = /^(ops|op|calls|call|iter|iters|iterations|runs)\/s$/

/**
 * Metrics that repeat another, each with the one it joins: a call rate that is 1 ÷ a time (pytest's
 * "calls per second"), a mean beside a metric's typical value (criterion's "mean estimate"), and a change
 * against a base column (benchstat's "vs base") or a metric's scatter (Google Benchmark's "_cv"). They
 * are shown in that metric's table, not in a section of their own that repeats its chart.
 */
export function repeatedMetrics(suite: Suite, results: Result[], metricIds: string[]): Map<string, string> {
  const out = new Map<string, string>()
  const both = (a: string, b: string) =>
    results.flatMap((r) => {
      const x = measurement(suite, r, a)?.value
      const y = measurement(suite, r, b)?.value
      return x !== undefined && y !== undefined && x > 0 && y > 0 ? [[x, y] as const] : []
    })
  for (const b of metricIds) {
    const mb = suite.metrics[b]!
    const into = metricIds.find((a) => {
      if (a === b || out.has(a)) return false
      const ma = suite.metrics[a]!
      // benchstat's change against its base column ("time-delta", in %) is the time's own comparison.
      // Google Benchmark's coefficient of variation ("real_time_cv", in %) is the spread of that metric.
      if ((b === `${a}-delta` || b === `${a}_cv`) && mb.unit === '%') return true
      const pairs = both(a, b)
      if (!pairs.length) return false
      if (CALL_RATE.test(mb.unit) && ma.direction === 'lower') {
        const products = pairs.map(([x, y]) => x * y)
        return Math.max(...products) / Math.min(...products) < 1.01
      }
      return b.startsWith(`${a}-`) && mb.unit === ma.unit && mb.stat === 'mean'
    })
    if (into !== undefined) out.set(b, into)
  }
  return out
}

/**
 * What a page says right after its first line: for hyperfine or benchstat, the comparison (the point of
 * the run); then the parameters every result shares (gomaxprocs 2, one pkg), once rather than on every row.
 */
export function openingLines(suite: Suite, latest: Run): string[] {
  const headline = Object.keys(suite.metrics).find((m) => latest.results.some((r) => r.values[m] !== undefined))
  const shared = sharedParams(suite, latest.results)
  return [
    ...comparisonLines(suite, latest, headline),
    ...sideLines(suite, latest, headline),
    ...(shared ? ['', shared] : []),
  ]
}

/**
 * Metrics whose value is a parameter of the same result in every result (a Google Benchmark counter set
 * to the input size, "elements" = arg0), each with that parameter: a chart of them only draws the axis.
 */
export function echoedParams(suite: Suite, results: Result[], metricIds: string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const m of metricIds) {
    const mine = results.filter((r) => measurement(suite, r, m))
    if (mine.length < 2) continue
    const keys = Object.keys(mine[0]!.params ?? {})
    const key = keys.find((k) => mine.every((r) => Number(r.params?.[k]) === measurement(suite, r, m)!.value))
    if (key !== undefined) out.set(m, key)
  }
  return out
}

/** go test -bench without -count measures each benchmark once, too few for a verdict: the next run repeats it 10 times. */
export function withCount(command: string): string {
  if (!/\bgo test\b/.test(command) || !/\s-bench[= ]/.test(command) || /\s-count[= ]/.test(command)) return command
  return command.replace(/(\s-bench[= ]\S+)/, '$1 -count=10')
}
