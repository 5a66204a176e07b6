// criterion.rs's own files under target/criterion, one folder per benchmark (the directory form of
// criterion.ts). Sample:
//   fib/recursive/8/new/benchmark.json  {"group_id":"fib","function_id":"recursive","value_str":"8","throughput":null,…}
//   fib/recursive/8/new/estimates.json  {"mean":{"confidence_interval":{…},"point_estimate":…},"slope":{…},…}
//   fib/recursive/8/new/sample.json     {"sampling_mode":"Linear","iters":[…],"times":[…]}
// Only new/ is read (base/ and change/ hold earlier runs). `time` is the typical estimate (slope when
// sampled linearly, else mean) with its interval, median and std_dev; sample.json's measured times
// divided by their iteration counts are its samples. Throughput per second comes from the typical
// time and benchmark.json's count: Bytes in binary units (criterion prints GiB/s), BytesDecimal in
// decimal ones, Elements as elem/s, Bits as bit/s.
import type { Measurement, Metric } from '../../data/schema/schema'
import { round12, unitFactor } from '../../data/numbers/numbers'
import { convert } from '../../data/numbers/units'
import { DataError, parseJson } from '../../data/schema/validate'
import { makeRun, toNum } from './shared'
import { ParseError } from './types'
import type { InputFile, ParsedResult, ParsedRun, ParserInput } from './types'

/** The metrics both of criterion's forms share (criterion.ts re-exports them). */
export const TIME: Metric = { label: 'Time', unit: 'ns', direction: 'lower', stat: 'typical (slope, else mean)' }
/**
 * The mean estimate, kept beside `time` when `time` is the slope (directory form). Not a headline of
 * its own: `time` is the estimate criterion reports, so pages chart that one only.
 */
export const MEAN: Metric = {
  label: 'Time (mean estimate)',
  unit: 'ns',
  direction: 'lower',
  stat: 'mean',
  primary: false,
}
/** Throughput::BytesDecimal: criterion prints KB/s, MB/s, GB/s. */
export const BYTES: Metric = { label: 'Throughput', unit: 'B/s', direction: 'higher', stat: 'from the typical time' }
/** Throughput::Bytes: criterion prints KiB/s, MiB/s, GiB/s, so the page does too (values in MiB/s). */
export const BYTES_BINARY: Metric = { ...BYTES, unit: 'MiB/s' }
/** Bytes per second in one MiB/s (the core's units): what a rate in B/s is divided by for BYTES_BINARY. */
export const MIB_PER_S = unitFactor(BYTES_BINARY.unit, BYTES.unit)
export const ELEMS: Metric = {
  label: 'Elements per second',
  unit: 'elem/s',
  direction: 'higher',
  stat: 'from the typical time',
}
export const BITS: Metric = {
  label: 'Bits per second',
  unit: 'bit/s',
  direction: 'higher',
  stat: 'from the typical time',
}

/** The parameter key of criterion's value part ("fib/recursive/8" → input = 8): criterion's charts call it "Input". */
export const INPUT_KEY = 'input'

interface Estimate {
  point_estimate: number
  confidence_interval?: { confidence_level?: number; lower_bound: number; upper_bound: number }
}
type Estimates = Partial<Record<'mean' | 'median' | 'slope' | 'std_dev', Estimate | null>>
interface BenchmarkJson {
  group_id?: string
  function_id?: string | null
  value_str?: string | null
  throughput?: Record<string, unknown> | null
}
interface SampleJson {
  iters?: unknown
  times?: unknown
}
type Kind = 'estimates' | 'benchmark' | 'sample'

function readJson<T>(f: InputFile): T {
  try {
    return parseJson(f.text, f.path) as T // line and column of a syntax error, limits, keys written twice
  } catch (e) {
    if (e instanceof DataError) throw new ParseError(f.path, e.jsonPath, e.expected)
    throw e
  }
}
const num = (v: unknown, file: string, where: string): number => {
  if (typeof v !== 'number' || !Number.isFinite(v))
    throw new ParseError(file, where, `a number, found ${JSON.stringify(v)}`)
  return v
}

/** An estimate with its confidence interval (and level) as a measurement. */
function estimate(e: Estimate, file: string, key: string): Measurement {
  const m: Measurement = { value: num(e.point_estimate, file, `$.${key}.point_estimate`) }
  const ci = e.confidence_interval
  if (ci) {
    m.ci = {
      lower: num(ci.lower_bound, file, `$.${key}.confidence_interval.lower_bound`),
      upper: num(ci.upper_bound, file, `$.${key}.confidence_interval.upper_bound`),
    }
    if (ci.confidence_level && ci.confidence_level > 0 && ci.confidence_level < 1) m.ci.level = ci.confidence_level
  }
  return m
}

/** sample.json: each measured time (ns) over its iteration count, the per-iteration time criterion fits. */
function samples(f: InputFile): number[] {
  const s = readJson<SampleJson>(f)
  if (!Array.isArray(s.iters) || !Array.isArray(s.times))
    throw new ParseError(f.path, '$', 'criterion\'s sample: "iters" and "times" arrays')
  if (s.iters.length !== s.times.length)
    throw new ParseError(
      f.path,
      '$.times',
      `${s.iters.length} times, one per entry of "iters", found ${s.times.length}`,
    )
  const times = s.times as unknown[]
  return (s.iters as unknown[]).map((it, i) => {
    const n = num(it, f.path, `$.iters[${i}]`)
    if (n <= 0) throw new ParseError(f.path, `$.iters[${i}]`, `an iteration count above 0, found ${n}`)
    return round12(num(times[i], f.path, `$.times[${i}]`) / n)
  })
}

/** Per second from the typical time: [metric id, metric, count per iteration, divisor of the unit]. */
function throughputOf(tp: Record<string, unknown>, file: string): [string, Metric, number, number] | undefined {
  const count = (k: string) => num(tp[k], file, `$.throughput.${k}`)
  if ('Bytes' in tp) return ['throughput', BYTES_BINARY, count('Bytes'), MIB_PER_S]
  if ('BytesDecimal' in tp) return ['throughput', BYTES, count('BytesDecimal'), 1]
  if ('Elements' in tp) return ['throughput-elements', ELEMS, count('Elements'), 1]
  if ('Bits' in tp) return ['throughput-bits', BITS, count('Bits'), 1]
  const both = tp.ElementsAndBytes as Record<string, unknown> | undefined
  if (both && typeof both === 'object')
    return ['throughput-elements', ELEMS, num(both.elements, file, '$.throughput.ElementsAndBytes.elements'), 1]
  return undefined
}

function result(files: Partial<Record<Kind, InputFile>>, dir: string, metrics: Record<string, Metric>): ParsedResult {
  const { estimates, benchmark, sample } = files
  if (!estimates || !benchmark)
    throw new ParseError(`${dir}new/`, '$', "both estimates.json and benchmark.json in criterion's new/ folder")
  const est = readJson<Estimates>(estimates)
  const bj = readJson<BenchmarkJson>(benchmark)
  if (typeof bj.group_id !== 'string')
    throw new ParseError(benchmark.path, '$.group_id', 'the benchmark group name (a string)')
  const key = est.slope ? 'slope' : 'mean'
  const typical = est.slope ?? est.mean
  if (!typical) throw new ParseError(estimates.path, '$.mean', 'an estimate object with point_estimate')
  const time = estimate(typical, estimates.path, key)
  if (est.median) time.median = num(est.median.point_estimate, estimates.path, '$.median.point_estimate')
  if (est.std_dev) time.stddev = num(est.std_dev.point_estimate, estimates.path, '$.std_dev.point_estimate')
  if (sample) {
    const s = samples(sample)
    if (s.length) Object.assign(time, { n: s.length, samples: s })
  }
  const r: ParsedResult = {
    benchmark: bj.function_id ? `${bj.group_id}/${bj.function_id}` : bj.group_id,
    values: { time },
  }
  metrics.time = TIME
  // With linear sampling `time` is the slope (what criterion's console and report show); the mean
  // estimate is kept beside it as `time-mean`, so neither is dropped.
  if (est.slope && est.mean) {
    r.values['time-mean'] = { ...estimate(est.mean, estimates.path, 'mean'), ...(time.n ? { n: time.n } : {}) } // from the same samples
    metrics['time-mean'] = MEAN
  }
  if (bj.value_str != null) r.params = { [INPUT_KEY]: toNum(bj.value_str) ?? bj.value_str }
  const tp = bj.throughput ? throughputOf(bj.throughput, benchmark.path) : undefined
  if (tp) {
    const [id, metric, count, per] = tp
    const rate = (ns: number) => round12(count / convert(ns, 'ns', 's') / per)
    r.values[id] = time.ci
      ? { value: rate(time.value), ci: { lower: rate(time.ci.upper), upper: rate(time.ci.lower) } }
      : { value: rate(time.value) }
    metrics[id] ??= metric
  }
  return r
}

/** Parses every <benchmark>/new/ folder among the files (other files are ignored). */
export function parseCriterionDir(input: ParserInput): ParsedRun {
  const byDir = new Map<string, Partial<Record<Kind, InputFile>>>()
  for (const f of input.files) {
    const m = /^(.*\/)?new\/(estimates|benchmark|sample)\.json$/.exec(f.path.replace(/\\/g, '/'))
    if (!m) continue
    const dir = m[1] ?? ''
    byDir.set(dir, { ...byDir.get(dir), [m[2] as Kind]: f })
  }
  const metrics: Record<string, Metric> = {}
  const results = [...byDir].sort((a, b) => a[0].localeCompare(b[0])).map(([dir, files]) => result(files, dir, metrics))
  if (results.length === 0)
    throw new ParseError(
      input.files[0]?.path ?? '(no input)',
      '$',
      'criterion files <benchmark>/new/estimates.json and new/benchmark.json',
    )
  // `time` first: the metric a new suite shows.
  const { time, ...rest } = metrics
  return makeRun('criterion.rs', time ? { time, ...rest } : rest, results)
}

export const isCriterionDir = (input: ParserInput) =>
  input.files.some((f) => /(^|[\\/])new[\\/](estimates|benchmark)\.json$/.test(f.path))
