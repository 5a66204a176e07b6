// github-action-benchmark's custom JSON (tool: customSmallerIsBetter or customBiggerIsBetter), also
// the shape of every entry's "benches" in the action's gh-pages data.js:
//   [{"name": "sort 1000 ints", "unit": "ms", "value": 0.0313, "range": "± 0.0012", "extra": "rounds: 40"}]
// The file does not say which way is better; the action's `tool` input does. Hence two format ids
// over one shape: custom-smaller-is-better and custom-bigger-is-better. Detection picks one only when
// every unit implies that direction (time and bytes: smaller; rates: bigger); otherwise both fit
// equally and ingest asks for --format. Values (numbers or numeric strings, as the action accepts)
// go to a metric named after the unit's dimension ("time", "throughput", "memory", else the unit);
// "ns/iter" and "ms/op" are time units. `range` and `extra` go into the note as written; the range is
// also read as the value's spread (github-action-benchmark-range.ts).
import type { Direction, Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { normalizeUnit, unitInfo } from '../../data/numbers/units'
import { impliedDirection } from './generic-json'
import { J, isObj, makeRun, parseFiles, sniff, text } from './json-shared'
import { slugId } from './shared'
import { spreadOf, unitAndFactor } from './github-action-benchmark-range'
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
  return gabUnitFactor(raw).unit
}

/** gabUnit, with the factor that takes a value to that unit ("ops/ms" → ops/s, × 1000). */
export function gabUnitFactor(raw: string | undefined): { unit: string; factor: number } {
  const u = (raw ?? '').trim()
  if (!u) return { unit: 'value', factor: 1 }
  if (/^percent$/i.test(u)) return { unit: '%', factor: 1 }
  const { unit: base, factor } = unitAndFactor(u)
  const norm = normalizeUnit(base)
  return { unit: unitInfo(norm) ? norm : unitInfo(base) ? base : 'value', factor }
}

export function metricIdFor(unit: string): string {
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

/** How benchesToRun decides what it is not told: which way is better, and what to do with a repeated name. */
export interface BenchRules {
  /** Which way is better for a metric first seen with this unit ("bench" names its first benchmark). */
  direction: (unit: string, id: string, bench: { path: string; name: string }) => Direction
  /**
   * Histories: a name met again in one entry is kept apart by order, as a parameter "occurrence"
   * (2, 3 …; called with the name and its count). Without it, the store refuses the repeat.
   */
  repeated?: (name: string, occurrence: number) => void
}

/** The benches of one custom JSON file or one data.js entry → metrics and results. */
export function benchesToRun(
  list: J[],
  rules: Direction | BenchRules,
  warnings: string[],
): { metrics: Record<string, Metric>; results: ParsedResult[] } {
  const metrics: Record<string, Metric> = {}
  const results: ParsedResult[] = []
  const seen = new Map<string, number>()
  for (const b of list) {
    b.obj('a benchmark {"name": …, "unit": …, "value": …}')
    const name = b.str('name', 'the benchmark name (a string)')
    const v = b.at('value')
    const raw =
      typeof v.value === 'string' && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(v.value.trim())
        ? Number(v.value)
        : v.asNum('the value (a number)')
    // The action requires a unit; without it the value would land in another metric ("value").
    const { unit, factor } = gabUnitFactor(b.str('unit', 'the unit (a string such as "ms" or "ops/sec")'))
    const value = raw * factor
    const id = metricIdFor(unit)
    if (!metrics[id]) {
      const direction = typeof rules === 'string' ? rules : rules.direction(unit, id, { path: b.path, name })
      metrics[id] = { label: labelFor(id, b.optStr('unit')), unit, direction }
      const implied = impliedDirection(unit)
      if (typeof rules === 'string' && implied && implied !== direction)
        warnings.push(
          `${b.path} "${name}": unit "${unit}" is usually ${implied === 'lower' ? 'smaller' : 'bigger'}-is-better, stored as ${direction === 'lower' ? 'smaller' : 'bigger'}-is-better as the tool says`,
        )
    }
    const m: ParsedResult['values'][string] = { value }
    if (unit !== metrics[id]!.unit) m.unit = unit
    const range = b.optStr('range')
    const spread = range ? spreadOf(range, value, unit) : undefined
    if (spread !== undefined) m.stddev = spread
    const note = [range ? `range ${range}` : '', b.optStr('extra') ?? '']
      .filter(Boolean)
      .join('; ')
      .replace(/\s+/g, (ws) => (ws.includes('\n') ? '; ' : ws))
    const out: ParsedResult = { benchmark: name, values: { [id]: m } }
    const n = (seen.get(name) ?? 0) + 1
    seen.set(name, n)
    if (n > 1 && typeof rules !== 'string' && rules.repeated) {
      out.params = { occurrence: n }
      rules.repeated(name, n)
    }
    if (note) out.note = note
    results.push(out)
  }
  return { metrics, results }
}

function labelFor(id: string, unit: string | undefined): string {
  return id === 'time'
    ? 'Time'
    : id === 'throughput'
      ? 'Throughput'
      : id === 'memory'
        ? 'Memory'
        : text(unit || 'Value', 80)
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
