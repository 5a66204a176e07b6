// The `range` github-action-benchmark keeps beside each value, in every form its extractors and
// users write it, read as the value's spread (the schema's stddev, in the value's unit):
//   cargo (libtest)            "range": "+/- 1,234"        criterion, benchmarkdotnet, catch2: "± 0.0123"
//   benchmarkjs                "range": "±0.47%"           (relative to the value)
//   pytest                     "range": "stddev: 0.00012"  (seconds of one round, beside a value in iter/sec)
//   custom JSON                "range": "3" or "± 3"       (the user's own)
// A form none of these fits is left to the note, where the range is kept as written. Also the units
// the action's extractors write that the schema spells otherwise ("s/ops", "ops/ms"). Pure.
import { convert, unitInfo } from '../../data/numbers/units'

const NUM = String.raw`(\d[\d,]*(?:\.\d+)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)`
const ABSOLUTE = new RegExp(String.raw`^(?:±|\+\/-|\+-)?\s*${NUM}$`)
const PERCENT = new RegExp(String.raw`^(?:±|\+\/-)?\s*${NUM}\s*%$`)
const STDDEV = new RegExp(String.raw`^stddev:\s*${NUM}$`)

const num = (s: string) => Number(s.replace(/,/g, ''))

/**
 * The spread a `range` states, in the unit of `value` (`unit`, as the schema spells it); undefined
 * when the range says none we can read. A pytest stddev is of the time of one round (seconds), while
 * its value is the rate (1 / mean time): the rate's spread is the time's relative spread times the
 * rate, stddev × rate² (first order), so that both sides of a comparison carry it in one unit.
 */
export function spreadOf(range: string, value: number, unit: string): number | undefined {
  const r = range.trim()
  let m = PERCENT.exec(r)
  let spread: number | undefined
  if (m) spread = (Math.abs(value) * num(m[1]!)) / 100
  else if ((m = STDDEV.exec(r))) {
    const sd = num(m[1]!)
    const dim = unitInfo(unit)?.dimension
    spread = dim === 'rate' ? sd * value * value : dim === 'time' ? convert(sd, 's', unit) : sd
  } else if ((m = ABSOLUTE.exec(r))) spread = num(m[1]!)
  return spread !== undefined && Number.isFinite(spread) && spread >= 0 ? spread : undefined
}

const TIME_PER = /^(ps|ns|us|µs|μs|ms|s|sec|seconds?)\s*\/\s*(iter|iters|iteration|op|ops|call|calls|run|runs)$/
const PER_TIME = /^([A-Za-z_]+)\s*\/\s*(ms|us|µs|μs|ns)$/

/**
 * A unit as the action writes it → the unit the schema knows and the factor to it: "ns/iter" → ns,
 * "s/ops" → s (a time per operation, as "ms/op"), "ops/ms" → ops/s × 1000 (JMH's throughput per
 * millisecond is a rate), else the unit as written and 1.
 */
export function unitAndFactor(raw: string): { unit: string; factor: number } {
  const u = raw.trim()
  const t = TIME_PER.exec(u)
  if (t) return { unit: t[1]!, factor: 1 }
  const p = PER_TIME.exec(u)
  if (p) return { unit: `${p[1]}/s`, factor: convert(1, 's', p[2]!) }
  return { unit: u, factor: 1 }
}
