// Inline figures in prose, so that no sentence quotes a number by hand:
//   :fig{suite=fusion-rpc metric=calls benchmark=Sum framework=gRPC}      → "1.29M calls/s"
//   :ratio{suite=fusion-rpc metric=calls benchmark=Sum framework=ActualLab.Rpc / framework=gRPC} → "7.9×"
//   :run{suite=fusion-rpc field=date}                                      → "2026-04-25"
//   :fig{suite=my-lib metric=time benchmark=Sum testbed="ubuntu-latest"}   (a suite measured on several machines)
// Keys other than suite, metric, field (or stat, its older spelling), run, testbed, approx, per and unit select the result. The right side of
// a ratio inherits every key of the left side it does not set. A suite whose runs come from several
// testbeds needs testbed= (testbeds.ts refTestbed): a sentence quotes one machine, named.
import type { Measurement, Result } from '../../data/schema/schema'
import { formatMeasured, formatNumber, formatRatio } from '../../data/numbers/format'
import { fieldValue, matches, measurement } from '../../data/schema/model'
import { currentRuns } from '../../data/schema/model'
import { pickedField, runReaderName, selectRun, ViewError, unknownMetric } from './select'
import { refTestbed } from './testbeds'
import type { SuiteData } from './select'
import { mismatch } from './figure-match'

const RESERVED = new Set(['suite', 'metric', 'stat', 'run', 'field', 'approx', 'per', 'unit', 'spread', 'testbed'])

/** Parses `a=b c="d e"` into a map. */
export function parseRef(src: string): Record<string, string> {
  const out: Record<string, string> = {}
  const re = /([\w.-]+)=(?:"([^"]*)"|(\S+))/g
  let m: RegExpExecArray | null
  let consumed = ''
  while ((m = re.exec(src))) {
    out[m[1]!] = m[2] ?? m[3] ?? ''
    consumed += m[0]
  }
  if (!consumed && src.trim()) throw new ViewError(`cannot read "${src}": expected key=value pairs`)
  return out
}

type Lookup = (suite: string) => SuiteData

interface Resolved {
  value: number
  qualifier: Measurement['qualifier']
  text: string
  exact: string
  /** The measurement's standard deviation, when the figure is its value and the run recorded one. */
  stddev?: number
  /** Its confidence interval likewise (benchstat's median ± a 95 % interval). */
  ci?: Measurement['ci']
}

function resolveOne(ref: Record<string, string>, lookup: Lookup): Resolved {
  const suiteId = ref.suite
  const metricId = ref.metric
  if (!suiteId || !metricId) throw new ViewError('a figure needs suite= and metric=')
  const data = refTestbed(lookup(suiteId), ref.testbed)
  const metric = data.suite.metrics[metricId]
  if (!metric) throw unknownMetric(data.suite, metricId)
  const run = selectRun(data, ref.run)
  const where = Object.fromEntries(Object.entries(ref).filter(([k]) => !RESERVED.has(k)))
  const found: Result[] = run.results.filter((r) => matches(r, where) && measurement(data.suite, r, metricId))
  if (found.length !== 1) {
    throw new ViewError(
      `figure ${JSON.stringify(ref)} in run "${run.id}" of "${suiteId}" ${mismatch(
        where,
        run.results.filter((r) => measurement(data.suite, r, metricId)),
        found,
      )}`,
    )
  }
  const m = measurement(data.suite, found[0]!, metricId)!
  const field = pickedField(ref)
  const value = fieldValue(m, field)
  if (value === undefined) throw new ViewError(`figure ${JSON.stringify(ref)}: no "${field}" recorded`)
  return {
    value,
    qualifier: field ? undefined : m.qualifier,
    text: formatMeasured(value, metric.unit, metric.format ?? {}, field ? undefined : m.qualifier),
    exact: `${value} ${metric.unit}`,
    stddev: field ? undefined : m.stddev,
    ci: field ? undefined : m.ci,
  }
}

/**
 * `spread=true`: the ratio with its standard deviation, from both sides' (relative errors added in
 * quadrature, as hyperfine states "1.34 ± 0.40 times faster"); from sides with confidence intervals
 * (benchstat's medians), the range of ratios the two intervals allow; the ratio alone when a side has neither.
 */
function ratioText(a: Resolved, b: Resolved, ref: Record<string, string>): string {
  const r = a.value / b.value
  if (ref.spread === 'true' && (a.stddev === undefined || b.stddev === undefined) && a.ci && b.ci) {
    // Sides with a confidence interval each (benchstat): the ratios both intervals allow, widest first.
    const lo = a.ci.lower / b.ci.upper
    const hi = a.ci.upper / b.ci.lower
    const range = Number.isFinite(hi) ? `${formatRatio(lo)} to ${formatRatio(hi)}` : `${formatRatio(lo)} or more`
    return `${formatRatio(r, ref.approx === 'true')} (${range})`
  }
  if (ref.spread !== 'true' || a.stddev === undefined || b.stddev === undefined)
    return formatRatio(r, ref.approx === 'true')
  const sd = r * Math.hypot(a.stddev / a.value, b.stddev / b.value)
  const digits = Math.abs(Math.round(r * 10) / 10) < 10 ? 2 : 1
  return `${formatNumber(r, { decimals: digits })} ± ${formatNumber(sd, { decimals: digits })}×`
}

export interface Figure {
  text: string
  title: string
}

export function figure(kind: string, body: string, lookup: Lookup): Figure {
  if (kind === 'fig') {
    const r = resolveOne(parseRef(body), lookup)
    return { text: r.text, title: r.exact }
  }
  if (kind === 'ratio') {
    const [left, right] = body.split(' / ')
    if (!left || !right) throw new ViewError(`:ratio{${body}} needs "left / right"`)
    const l = parseRef(left)
    const rr = { ...l, ...parseRef(right) }
    const a = resolveOne(l, lookup)
    const b = resolveOne(rr, lookup)
    return { text: ratioText(a, b, l), title: `${a.exact} / ${b.exact}` }
  }
  if (kind === 'run') {
    const ref = parseRef(body)
    const data = refTestbed(lookup(ref.suite ?? ''), ref.testbed)
    const field = ref.field ?? 'date'
    if (field === 'count' || field === 'runs') {
      const n = currentRuns(data.runs).length
      const runs = `${n} run${n === 1 ? '' : 's'}`
      return { text: field === 'runs' ? runs : String(n), title: runs }
    }
    const run = selectRun(data, ref.run)
    const v =
      field === 'date'
        ? run.date?.slice(0, 10)
        : field === 'version'
          ? run.version
          : field === 'label'
            ? (run.label ?? run.id)
            : field === 'name'
              ? runReaderName(run, data.runs)
              : undefined
    if (!v) throw new ViewError(`run "${run.id}" of "${data.suite.id}" has no ${field}`)
    return { text: v, title: `${field[0]!.toUpperCase()}${field.slice(1)} of ${runReaderName(run, data.runs)}` }
  }
  if (kind === 'value') {
    // A plain number from data shown in another unit, e.g. users = rate / per-user rate.
    const ref = parseRef(body)
    const r = resolveOne(ref, lookup)
    const per = Number(ref.per ?? '1')
    return {
      text: formatMeasured(r.value / per, ref.unit ?? 'x', { decimals: 0, prefix: false }, r.qualifier),
      title: `${r.exact} / ${per}`,
    }
  }
  throw new ViewError(`unknown figure kind ":${kind}"`)
}
