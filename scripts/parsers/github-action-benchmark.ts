// github-action-benchmark's custom JSON (tool: customSmallerIsBetter or customBiggerIsBetter), also
// the shape of every entry's "benches" in the action's gh-pages data.js:
//   [{"name": "sort 1000 ints", "unit": "ms", "value": 0.0313, "range": "± 0.0012", "extra": "rounds: 40"}]
// The file does not say which way is better; the action's `tool` input does. Hence two format ids
// over one shape: custom-smaller-is-better and custom-bigger-is-better. Detection picks one only when
// every unit implies that direction (time and bytes: smaller; rates: bigger); otherwise both fit
// equally and ingest asks for --format. Values (numbers or numeric strings, as the action accepts)
// go to a metric named after the unit's dimension ("time", "throughput", "memory", else the unit);
// "ns/iter" and "ms/op" are time units. `range` and `extra` are text: they go into the note as written.
import type { Direction, Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { normalizeUnit, unitInfo } from '../../data/schema/units'
import { impliedDirection } from './generic-json'
import { J, isObj, makeRun, parseFiles, sniff, text } from './json-shared'
import { slugId } from './shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

/** Which way is better for each `tool` the action knows (as its own charts and alerts decide). */
export const TOOL_BIGGER: Record<string, boolean> = {
  cargo: false,
  go: false,
  benchmarkjs: true,
  benchmarkluau: false,
  pytest: true,
  googlecpp: false,
  catch2: false,
  julia: false,
  jmh: false,
  benchmarkdotnet: false,
  customBiggerIsBetter: true,
  customSmallerIsBetter: false,
}

/** A unit as the schema takes it: "ns/iter" → "ns", "ops/sec" stays, "" → "value", "Percent" → "%". */
export function gabUnit(raw: string | undefined): string {
  const u = (raw ?? '').trim()
  if (!u) return 'value'
  if (/^percent$/i.test(u)) return '%'
  const per = /^(ps|ns|us|µs|μs|ms|s|sec)\s*\/\s*(iter|op|call|run)$/.exec(u)
  const base = per ? per[1]! : u
  const norm = normalizeUnit(base)
  return unitInfo(norm) ? norm : unitInfo(base) ? base : 'value'
}

function metricIdFor(unit: string): string {
  const d = unitInfo(unit)?.dimension
  return d === 'time'
    ? 'time'
    : d === 'rate'
      ? 'throughput'
      : d === 'bytes'
        ? 'memory'
        : d === 'byterate'
          ? 'bandwidth'
          : slugId(unit)
}

/** The benches of one custom JSON file or one data.js entry → metrics and results (direction given). */
export function benchesToRun(
  list: J[],
  direction: Direction,
  warnings: string[],
): { metrics: Record<string, Metric>; results: ParsedResult[] } {
  const metrics: Record<string, Metric> = {}
  const results: ParsedResult[] = []
  for (const b of list) {
    b.obj('a benchmark {"name": …, "unit": …, "value": …}')
    const name = b.str('name', 'the benchmark name (a string)')
    const v = b.at('value')
    const value =
      typeof v.value === 'string' && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(v.value.trim())
        ? Number(v.value)
        : v.asNum('the value (a number)')
    // The action requires a unit; without it the value would land in another metric ("value").
    const unit = gabUnit(b.str('unit', 'the unit (a string such as "ms" or "ops/sec")'))
    const id = metricIdFor(unit)
    const implied = impliedDirection(unit)
    if (!metrics[id]) {
      metrics[id] = {
        label:
          id === 'time'
            ? 'Time'
            : id === 'throughput'
              ? 'Throughput'
              : id === 'memory'
                ? 'Memory'
                : text(b.optStr('unit') || 'Value', 80),
        unit,
        direction,
      }
      if (implied && implied !== direction)
        warnings.push(
          `${b.path} "${name}": unit "${unit}" is usually ${implied === 'lower' ? 'smaller' : 'bigger'}-is-better, stored as ${direction === 'lower' ? 'smaller' : 'bigger'}-is-better as the tool says`,
        )
    }
    const m: ParsedResult['values'][string] = { value }
    if (unit !== metrics[id]!.unit) m.unit = unit
    const note = [b.optStr('range') ? `range ${b.optStr('range')}` : '', b.optStr('extra') ?? '']
      .filter(Boolean)
      .join('; ')
      .replace(/\s*\n\s*/g, '; ')
    const out: ParsedResult = { benchmark: name, values: { [id]: m } }
    if (note) out.note = note
    results.push(out)
  }
  return { metrics, results }
}

function shape(input: ParserInput): Array<Record<string, unknown>> | undefined {
  const v = sniff(input)
  if (!Array.isArray(v) || v.length === 0) return undefined
  const ok = v.every(
    (b) =>
      isObj(b) &&
      typeof b.name === 'string' &&
      (typeof b.value === 'number' || typeof b.value === 'string') &&
      Object.keys(b).every((k) => ['name', 'unit', 'value', 'range', 'extra'].includes(k)),
  )
  return ok ? (v as Array<Record<string, unknown>>) : undefined
}

function detectFor(direction: Direction): (input: ParserInput) => number {
  return (input) => {
    const list = shape(input)
    if (!list) return 0
    const implied = new Set(
      list.map((b) => impliedDirection(gabUnit(typeof b.unit === 'string' ? b.unit : undefined)) ?? 'none'),
    )
    if (implied.size === 1 && implied.has(direction)) return 0.9
    return implied.size === 1 && !implied.has('none') ? 0 : 0.5
  }
}

function parserFor(id: string, direction: Direction): Parser {
  const tool = direction === 'lower' ? 'customSmallerIsBetter' : 'customBiggerIsBetter'
  const parseOne = (f: InputFile): ParsedRun => {
    const list = J.root(f).items(
      'an array of benchmarks [{"name": …, "unit": …, "value": …}] (github-action-benchmark custom JSON)',
    )
    const warnings: string[] = []
    const { metrics, results } = benchesToRun(list, direction, warnings)
    return makeRun(`github-action-benchmark (${tool})`, f.path, { metrics, results, warnings })
  }
  return defineParser({
    id,
    tool: `github-action-benchmark (${tool})`,
    description: `github-action-benchmark custom JSON, ${direction === 'lower' ? 'smaller' : 'bigger'} is better ([{name, unit, value, range, extra}])`,
    produce: `your script writes [{"name": …, "unit": …, "value": …}] > output.json   (the action's tool: '${tool}')`,
    detect: detectFor(direction),
    parse: (input) => parseFiles(input, parseOne),
  })
}

export const customSmallerIsBetter = parserFor('custom-smaller-is-better', 'lower')
export const customBiggerIsBetter = parserFor('custom-bigger-is-better', 'higher')
