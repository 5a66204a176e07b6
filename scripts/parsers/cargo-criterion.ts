// cargo criterion --message-format json: one JSON message per line on stdout:
//   {"reason":"benchmark-complete","id":"fib by n/10","iteration_count":[37661,…],"measured_values":[…],
//    "unit":"ns","throughput":[{"per_iteration":10,"unit":"elements"}],"typical":{"estimate":…,
//    "lower_bound":…,"upper_bound":…,"unit":"ns"},"mean":{…},"median":{…},"median_abs_dev":{…},
//    "slope":{…}|null,"change":{"mean":{"estimate":0.44,…,"unit":"%"},"median":{…},"change":"Regressed"}|null}
//   {"reason":"group-complete","group_name":"fib by n","benchmarks":[…],…}
// The metrics of criterion.rs's other outputs (criterion.ts), so a suite can mix them: `time` (ns) is
// the typical estimate (slope, else mean) with its 95 % interval and the median, each sample being a
// measured time divided by its iteration count; `time-mean` the mean estimate when `time` is the slope;
// throughput per second from the typical time. Names split as criterion's ("fib by n/10" → "fib by
// n" with parameter 10). The comparison with the previous run goes to the note.
import type { Measurement, Metric } from '../../data/schema/schema'
import { round12 } from '../../data/numbers/numbers'
import { convert } from '../../data/numbers/units'
import { BITS, BYTES, BYTES_BINARY, ELEMS, MEAN, MIB_PER_S, TIME } from './criterion-dir'
import { criterionName } from './criterion'
import { defineParser } from './types'
import { J, makeRun, parseFiles } from './json-shared'
import { fail, forEachLine, head, timeIn } from './shared'
import { ParseError } from './types'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

/** [metric id, metric, divisor to its unit]: bytes in binary units as criterion prints them (GiB/s), decimal bytes in B/s. */
const THROUGHPUT: Record<string, [string, Metric, number]> = {
  bytes: ['throughput', BYTES_BINARY, MIB_PER_S],
  bytes_decimal: ['throughput', BYTES, 1],
  elements: ['throughput-elements', ELEMS, 1],
  bits: ['throughput-bits', BITS, 1],
}

function detect(input: ParserInput): number {
  return /^\{"reason":"(benchmark-complete|group-complete)"/.test(head(input, 256).trimStart()) ? 0.95 : 0
}

/** An estimate {"estimate", "lower_bound", "upper_bound", "unit"} in ns, with its 95 % interval. */
function estimate(e: J): Measurement {
  const unit = e.str('unit', 'the unit of the estimate ("ns")')
  const ns = (k: string) =>
    timeIn(e.num(k, `the ${k.replace('_', ' ')}`), unit, 'ns') ?? e.at('unit').fail('a time unit such as "ns"')
  return { value: ns('estimate'), ci: { lower: ns('lower_bound'), upper: ns('upper_bound'), level: 0.95 } }
}

/** "change: mean +44.29 % [+38.88 % … +51.14 %], Regressed": criterion's own comparison with the run before. */
function changeNote(c: J): string | undefined {
  if (!c.isObj) return undefined
  const m = c.at('mean').obj('the change of the mean')
  const pct = (k: string) => `${m.num(k) >= 0 ? '+' : ''}${round12(m.num(k) * 100).toFixed(2)} %`
  return `change: mean ${pct('estimate')} [${pct('lower_bound')} … ${pct('upper_bound')}]${c.optStr('change') ? `, ${c.optStr('change')}` : ''}`
}

function benchmark(m: J, metrics: Record<string, Metric>): ParsedResult {
  const { name, params } = criterionName(m.str('id', 'the benchmark id'))
  const counts = m.arr('iteration_count', 'the iterations of each sample')
  const times = m.arr('measured_values', 'the measured time of each sample')
  if (counts.length !== times.length)
    m.at('measured_values').fail(`${counts.length} measured values, one per iteration count`)
  const unit = m.str('unit', 'the unit of the measured values')
  const samples = times.map((t, i) =>
    round12(
      (timeIn(t.asNum('a measured time'), unit, 'ns') ?? m.at('unit').fail('a time unit such as "ns"')) /
        counts[i]!.asNum('an iteration count'),
    ),
  )
  const time: Measurement = {
    ...estimate(m.at('typical').obj('the typical estimate')),
    median: estimate(m.at('median').obj('the median estimate')).value,
  }
  if (samples.length) Object.assign(time, { n: samples.length, samples })
  const values: ParsedResult['values'] = { time }
  metrics.time ??= TIME
  if (m.at('slope').isObj) {
    values['time-mean'] = estimate(m.at('mean').obj('the mean estimate'))
    metrics['time-mean'] ??= MEAN
  }
  for (const t of m.optArr('throughput')) {
    const kind = THROUGHPUT[t.str('unit', 'the throughput unit ("bytes" or "elements")')]
    if (!kind) continue
    const per = t.num('per_iteration', 'the amount per iteration')
    // Per second, from the typical time and its interval (a shorter time is the higher rate).
    const rate = (ns: number) => round12(per / convert(ns, 'ns', 's') / kind[2])
    values[kind[0]] = { value: rate(time.value), ci: { lower: rate(time.ci!.upper), upper: rate(time.ci!.lower) } }
    metrics[kind[0]] ??= kind[1]
  }
  const result: ParsedResult = { benchmark: name, values }
  if (params) result.params = params
  const note = changeNote(m.at('change'))
  if (note) result.note = note
  return result
}

function parseOne(f: InputFile): ParsedRun {
  const metrics: Record<string, Metric> = {}
  const results: ParsedResult[] = []
  let last = 1
  forEachLine(f.text, (line, lineNo) => {
    last = lineNo
    if (line.trim() === '') return
    let doc: unknown
    try {
      doc = JSON.parse(line)
    } catch {
      fail(
        f.path,
        lineNo,
        `one JSON message per line (cargo criterion --message-format json), found "${line.slice(0, 60)}"`,
      )
    }
    try {
      const m = new J(f.path, doc).obj('a message object {"reason": …}')
      if (m.optStr('reason') === 'benchmark-complete') results.push(benchmark(m, metrics))
    } catch (e) {
      // The JSON path within the message, and the line the message is on.
      if (e instanceof ParseError) throw new ParseError(f.path, `line ${lineNo}, ${e.where}`, e.expected)
      throw e
    }
  })
  if (!results.length) fail(f.path, last, 'a "benchmark-complete" message')
  return makeRun('criterion.rs', f.path, { metrics, results }, `line ${last}`)
}

const cargoCriterionParser: Parser = {
  id: 'cargo-criterion',
  tool: 'criterion.rs',
  description:
    'cargo criterion --message-format json: typical, mean and median estimates with intervals, every sample, throughput, change',
  produce: 'cargo criterion --message-format json > criterion.jsonl',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const cargoCriterion = defineParser(cargoCriterionParser)
