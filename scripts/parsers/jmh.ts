// JMH result file (-rf json -rff result.json):
//   [{"jmhVersion": "1.37", "benchmark": "org.sample.StringBench.plusConcat", "mode": "thrpt", "threads": 1,
//     "forks": 1, "jdkVersion": "17.0.15", "vmName": "OpenJDK 64-Bit Server VM", "params": {"size": "10"},
//     "primaryMetric": {"score": 10305.95, "scoreError": 14053.07, "scoreConfidence": [-3747.1, 24359.0],
//       "scorePercentiles": {"0.0": 9416.49, "50.0": 10749.71, …, "100.0": 10751.65}, "scoreUnit": "ops/ms",
//       "rawData": [[9416.49, 10749.71, 10751.65]]},
//     "secondaryMetrics": {"gc.alloc.rate": {"score": 0.21, "scoreUnit": "MB/sec", …}}}]
// One metric per mode: "thrpt" (throughput, higher is better), "avgt" (average time), "sample"
// (sampled time), "ss" (single-shot time), all lower is better. A benchmark measured in several
// modes (-bm all) is one result with several values. Units: "us/op" → "us"; "ops/ms" → "Kops/s",
// "ops/us" → "Mops/s", "ops/ns" → "Gops/s" (the same numbers in a unit the table knows; ops/min and
// ops/hr are converted to ops/s). The metric takes the first benchmark's unit; a value in another
// unit carries its own. score → value; scoreConfidence → ci (JMH's 99.9 % interval); percentiles
// 0/50/100 → min/median/max; rawData (every iteration of every fork) → samples; sample mode has
// no rawData: its percentiles are kept and its rawDataHistogram gives n. Secondary metrics
// (-prof gc: gc.alloc.rate, gc.alloc.rate.norm, gc.count, gc.time; @AuxCounters) become metrics
// "<name>" (sample mode's "p0.50"-style duplicates of the percentiles are skipped), "<name>-<mode>"
// when the benchmark ran in several modes; totals (gc.count, gc.time) keep only their value and n. params →
// params (numbers when numeric); threads becomes a param only when it differs between benchmarks
// of the file. JMH, JDK and VM versions, JVM arguments, forks and iterations → environment.
import { setParam } from './shared'
import type { Environment, Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { normalizeUnit, prefixFactor, unitInfo } from '../../data/numbers/units'
import { unitFactor } from '../../data/numbers/numbers'
import {
  J,
  hasKeys,
  isObj,
  label,
  makeRun,
  measurement,
  metricId,
  paramValue,
  parseFiles,
  pctKey,
  sniff,
  text,
} from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

/** JMH's modes and secondary metrics, shared by its JSON, text and CSV readers (jmh-table.ts). */
export const MODES: Record<string, { label: string; direction: 'higher' | 'lower' }> = {
  thrpt: { label: 'Throughput', direction: 'higher' },
  avgt: { label: 'Average time per operation', direction: 'lower' },
  sample: { label: 'Sampled time per operation', direction: 'lower' },
  ss: { label: 'Single-shot time', direction: 'lower' },
}
export const SECONDARY: Record<string, string> = {
  'gc.alloc.rate': 'GC allocation rate',
  'gc.alloc.rate.norm': 'Allocated per operation',
  'gc.count': 'GC count',
  'gc.time': 'GC time',
}
/** A JMH time unit ("us", "µs", "sec", "hr") in the core's spelling, or undefined for another word. */
function timeUnit(raw: string): string | undefined {
  const n = normalizeUnit(raw)
  return unitInfo(n)?.dimension === 'time' ? n : undefined
}

/** ops per JMH time unit as a rate the table knows: ops/ns is Gops/s as printed, ops/min ops/s ÷ 60. */
function opsRate(raw: string): [string, number] | undefined {
  const t = timeUnit(raw)
  if (!t) return undefined
  const perSecond = unitFactor('s', t)
  if (perSecond <= 1) return ['ops/s', 1 / unitFactor(t, 's')]
  const prefix = ['K', 'M', 'G'].find((p) => prefixFactor(p) === perSecond)
  return prefix ? [`${prefix}ops/s`, 1] : undefined
}

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!Array.isArray(v) || v.length === 0) return 0
  const first: unknown = v[0]
  if (!hasKeys(first, 'benchmark', 'mode', 'primaryMetric')) return 0
  return isObj(first.primaryMetric) && 'score' in first.primaryMetric ? 0.95 : 0
}

/** A JMH unit as [unit the table knows, factor to multiply values by]. */
export function jmhUnit(raw: string): [string, number] {
  const u = raw.trim()
  const perOp = /^(\w+|µs)\/op$/.exec(u)
  const time = perOp && timeUnit(perOp[1]!)
  if (time) return [time, 1]
  const rate = /^ops\/(\w+|µs)$/.exec(u)
  const ops = rate && opsRate(rate[1]!)
  if (ops) return ops
  const n = normalizeUnit(u)
  return [unitInfo(n) ? n : 'count', 1]
}

function parseOne(f: InputFile): ParsedRun {
  const items = J.root(f).items('a JSON array of benchmark results (jmh -rf json)')
  const warnings: string[] = []
  const metrics: Record<string, Metric> = {}
  const threads = new Set(items.map((b) => b.at('threads').value))
  // JMH writes "threads" for every benchmark: one without it would be split off as another result.
  const lacking =
    threads.size > 1 && threads.has(undefined) ? items.find((b) => b.at('threads').value === undefined) : undefined
  if (lacking) lacking.fail('"threads", as every other benchmark of the file has')
  const byKey = new Map<string, ParsedResult>()
  // A benchmark run in several modes (thrpt and avgt) has its profilers' figures once per mode.
  const modes = new Map<string, Set<unknown>>()
  for (const b of items) {
    const k = resultKey(b, threads.size > 1)
    modes.set(k, (modes.get(k) ?? new Set()).add(b.at('mode').value))
  }
  for (const b of items) {
    b.obj('a benchmark result object')
    const name = b.str('benchmark', 'the benchmark name (a string)')
    const mode = b.str('mode', 'the benchmark mode ("thrpt", "avgt", "sample" or "ss")')
    const params: Record<string, ParamValue> = {}
    if (b.has('params'))
      for (const [k, v] of b.at('params').entries('an object of parameter values'))
        setParam(params, k, paramValue(v.value))
    const t = b.optNum('threads', 'the thread count (a number)')
    if (threads.size > 1 && t !== undefined) params.threads = t
    const key = resultKey(b, threads.size > 1)
    let result = byKey.get(key)
    if (!result) {
      result = Object.keys(params).length ? { benchmark: name, params, values: {} } : { benchmark: name, values: {} }
      byKey.set(key, result)
    }
    const pm = b.at('primaryMetric').obj('the "primaryMetric" object')
    const modeInfo = MODES[mode] ?? { label: `${mode} score`, direction: 'lower' as const }
    if (!MODES[mode]) warnings.push(`${b.path}: unknown mode "${mode}", taken as lower is better`)
    const id = metricId(mode)
    // Every fork runs measurementIterations iterations: rawData lists of another length lost or repeated one.
    const iterations = b.optNum('measurementIterations')
    put(
      result,
      id,
      score(pm, mode === 'sample', iterations),
      modeInfo.label,
      modeInfo.direction,
      metrics,
      warnings,
      b.path,
    )
    const perMode = (modes.get(key)?.size ?? 0) > 1
    for (const [sk, sm] of b.at('secondaryMetrics').isObj ? b.at('secondaryMetrics').entries() : []) {
      const clean = sk.replace(/^[\u00b7:]+/, '')
      if (/^p\d(\.\d+)?$/.test(clean)) continue // sample mode's percentiles, already in primaryMetric
      sm.obj('a secondary metric object')
      const unit = sm.optStr('scoreUnit') ?? ''
      const dir = /^ops\/|\/s$|\/sec$/.test(unit) && !/^gc\./.test(clean) ? 'higher' : 'lower'
      const [sid, slabel] = secondaryId(clean, perMode ? mode : undefined)
      put(result, sid, total(score(sm, false, iterations)), slabel, dir, metrics, warnings, sm.path)
    }
  }
  const first = items[0]
  return makeRun(
    'JMH',
    f.path,
    { metrics, results: [...byKey.values()], environment: first ? env(first) : undefined, warnings },
    '$',
  )
}

/** A result's identity: its benchmark and parameters (threads too when they vary in the file). */
function resultKey(b: J, byThreads: boolean): string {
  const params: Record<string, ParamValue> = {}
  if (b.at('params').isObj) for (const [k, v] of b.at('params').entries()) setParam(params, k, paramValue(v.value))
  const t = b.at('threads').value
  if (byThreads && typeof t === 'number') params.threads = t
  return JSON.stringify([b.at('benchmark').value, params])
}

/**
 * A secondary metric's id and label; with several modes in one result, one per mode ("gc.count-avgt",
 * "GC count (avgt)"), since each mode's run allocates and collects on its own.
 */
export function secondaryId(name: string, mode: string | undefined): [string, string] {
  const base = SECONDARY[name] ?? name
  return mode ? [metricId(`${name}-${mode}`), label(`${base} (${mode})`)] : [metricId(name), label(base)]
}

/**
 * JMH sums some secondary metrics over the iterations (gc.count, gc.time, @AuxCounters of type
 * EVENTS): the score is the total, while the percentiles and raw data are per iteration, so the
 * score lies above their max. Such a total keeps its value and n, not the per-iteration figures.
 */
function total(m: Measurement): Measurement {
  const s = m.samples
  if (!s || s.length < 2 || m.max === undefined || m.value <= m.max) return m
  const sum = s.reduce((a, b) => a + b, 0)
  if (Math.abs(sum - m.value) > 1e-9 * Math.max(1, Math.abs(m.value))) return m
  return measurement({ value: m.value, unit: m.unit, n: m.n })
}

function put(
  r: ParsedResult,
  id: string,
  m: Measurement,
  lbl: string,
  direction: 'higher' | 'lower',
  metrics: Record<string, Metric>,
  warnings: string[],
  where: string,
): void {
  const unit = m.unit ?? 'count'
  delete m.unit
  const metric = (metrics[id] ??= { label: lbl, unit, direction })
  if (metric.unit !== unit) m.unit = unit
  if (r.values[id]) warnings.push(`${where}: a second "${id}" value for ${r.benchmark} is ignored`)
  else r.values[id] = m
}

function score(pm: J, histogram: boolean, iterations?: number): Measurement {
  const [unit, f] = jmhUnit(pm.str('scoreUnit', 'the score unit (a string such as "ops/s" or "us/op")'))
  const c = (v: number | undefined) => (v === undefined ? undefined : f === 1 ? v : Number((v * f).toPrecision(15)))
  const value = c(pm.num('score', 'the score (a number)'))!
  const conf = pm.at('scoreConfidence')
  const lo = conf.isArr ? c(conf.optNum(0)) : undefined
  const hi = conf.isArr ? c(conf.optNum(1)) : undefined
  const percentiles: Record<string, number> = {}
  if (pm.at('scorePercentiles').isObj) {
    for (const [k, v] of pm.at('scorePercentiles').entries()) {
      const key = pctKey(k)
      const n = c(pm.at('scorePercentiles').optNum(k))
      if (key !== undefined && n !== undefined) percentiles[key] = n
      else if (key === undefined) v.fail('a percentile between "0.0" and "100.0"')
    }
  }
  let samples: number[] | undefined
  let n: number | undefined
  const raw = pm.at('rawData')
  if (raw.isArr) {
    samples = raw.items().flatMap((fork) => {
      const its = fork.items('an array of iteration scores')
      if (iterations !== undefined && its.length !== iterations)
        fork.fail(`${iterations} iteration scores (measurementIterations), found ${its.length}`)
      return its.map((x) => c(x.asNum('a number'))!)
    })
    n = samples.length || undefined
  }
  if (histogram && pm.at('rawDataHistogram').isArr) {
    let count = 0
    for (const fork of pm.at('rawDataHistogram').items())
      for (const it of fork.items()) for (const pair of it.items()) count += pair.num(1, 'a [value, count] pair')
    if (count > 0) n = count
  }
  const { '0': min, '50': median, '100': max, ...rest } = percentiles
  return measurement({
    value,
    unit,
    min,
    median,
    max,
    ci: lo !== undefined && hi !== undefined ? { lower: lo, upper: hi, level: 0.999 } : undefined,
    n,
    samples,
    // With every iteration in samples, percentiles of a handful of scores add nothing.
    percentiles: Object.keys(rest).length && !samples ? percentiles : undefined,
  })
}

function env(b: J): Environment {
  const e: Environment = {}
  const jmh = b.optStr('jmhVersion')
  e.tool = jmh ? `JMH ${jmh}` : 'JMH'
  const runtimes: Record<string, string> = {}
  const jdk = b.optStr('jdkVersion')
  if (jdk) runtimes.java = jdk
  const vm = [b.optStr('vmName'), b.optStr('vmVersion')].filter(Boolean).join(' ')
  if (vm) runtimes.jvm = text(vm, 100)
  if (Object.keys(runtimes).length) e.runtimes = runtimes
  const extra: Record<string, string> = {}
  const jvm = b.optStr('jvm')
  if (jvm) extra.jvm = text(jvm, 500)
  const args = b.optArr('jvmArgs').map((a) => String(a.value))
  if (args.length) extra.jvmArgs = text(args.join(' '), 500)
  const iter = (kind: string) => {
    const n = b.optNum(`${kind}Iterations`)
    const t = b.optStr(`${kind}Time`)
    return n !== undefined ? `${n} × ${t ?? '?'}` : undefined
  }
  const forks = b.optNum('forks')
  if (forks !== undefined) extra.forks = String(forks)
  if (iter('warmup')) extra.warmup = iter('warmup')!
  if (iter('measurement')) extra.measurement = iter('measurement')!
  if (Object.keys(extra).length) e.extra = extra
  return e
}

const jmhParser: Parser = {
  id: 'jmh',
  tool: 'JMH',
  description: 'JMH JSON result file (-rf json): scores, errors, percentiles, raw iteration data, profilers',
  produce: 'java -jar target/benchmarks.jar -rf json -rff jmh-result.json',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const jmh = defineParser(jmhParser)
