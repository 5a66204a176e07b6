// Bencher Metric Format (BMF) JSON, what `bencher run` reads from any harness and Bencher's
// adapters write: benchmark name → measure slug → {value, lower_value?, upper_value?}
//   {"sort/1000": {"latency": {"value": 31280.5, "lower_value": 30111.2, "upper_value": 33001.9}},
//    "fib/20": {"latency": {"value": 21871.0}, "throughput": {"value": 45722.3}}}
// Bencher's built-in measures keep their units and directions: latency (ns, lower), throughput
// (operations/s, higher), file-size (B, lower), build-time (s, lower), and the instruction-level
// counts of iai-callgrind (instructions, cycles, l1/l2/ram accesses, estimated cycles: lower). Any
// other measure is kept as a count, lower-is-better, with a warning to pass --direction when not.
// lower_value/upper_value become the interval of the measurement (ci, without a level).
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { isObj, J, makeRun, measurement, metricId, parseFiles, sniff, text } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const BUILT_IN: Record<string, Metric> = {
  latency: { label: 'Latency', unit: 'ns', direction: 'lower' },
  throughput: { label: 'Throughput', unit: 'ops/s', direction: 'higher' },
  'file-size': { label: 'File size', unit: 'B', direction: 'lower' },
  'build-time': { label: 'Build time', unit: 's', direction: 'lower' },
}
for (const c of [
  'instructions',
  'cycles',
  'l1-accesses',
  'l2-accesses',
  'ram-accesses',
  'estimated-cycles',
  'total-read-write',
]) {
  BUILT_IN[c] = { label: c.replace(/-/g, ' ').replace(/^./, (x) => x.toUpperCase()), unit: c, direction: 'lower' }
}

function isMeasure(v: unknown): boolean {
  return (
    isObj(v) &&
    typeof v.value === 'number' &&
    Object.keys(v).every((k) => k === 'value' || k === 'lower_value' || k === 'upper_value')
  )
}

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!isObj(v)) return 0
  const benches = Object.values(v)
  if (benches.length === 0) return 0
  return benches.every((b) => isObj(b) && Object.keys(b).length > 0 && Object.values(b).every(isMeasure)) ? 0.9 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object {"<benchmark>": {"<measure>": {"value": …}}} (Bencher Metric Format)')
  const metrics: Record<string, Metric> = {}
  const warnings: string[] = []
  const results: ParsedResult[] = []
  for (const [name, b] of root.entries()) {
    const values: ParsedResult['values'] = {}
    for (const [measure, m] of b.entries('an object of measures {"latency": {"value": …}}')) {
      m.obj('a measure {"value": …, "lower_value"?: …, "upper_value"?: …}')
      const id = metricId(measure)
      if (!metrics[id]) {
        const known = BUILT_IN[id]
        metrics[id] = known ?? { label: text(measure, 80), unit: 'value', direction: 'lower' }
        if (!known)
          warnings.push(
            `measure "${measure}" is not one of Bencher's built-in measures: stored as a count, lower is better (pass --direction ${id}=higher if not)`,
          )
      }
      const lower = m.optNum('lower_value')
      const upper = m.optNum('upper_value')
      values[id] = measurement({
        value: m.num('value', 'the value (a number)'),
        ci: lower !== undefined && upper !== undefined ? { lower, upper } : undefined,
      })
    }
    if (!Object.keys(values).length) b.fail('at least one measure')
    results.push({ benchmark: name, values })
  }
  return makeRun('Bencher Metric Format', f.path, { metrics, results, warnings })
}

const bencherBmfParser: Parser = {
  id: 'bencher-bmf',
  tool: 'Bencher Metric Format',
  description: 'Bencher Metric Format JSON: {benchmark: {measure: {value, lower_value, upper_value}}}',
  produce: 'your harness writes BMF JSON (as `bencher run --file results.json` reads it) > results.json',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const bencherBmf = defineParser(bencherBmfParser)
