// Generic JSON: the format to write from any tool this project has no parser for.
//   {"format": "bench-generic",                          optional marker
//    "tool": "mybench 1.2", "date": "2026-04-18T10:00:00Z", "commit": "3f2a9c1", "version": "1.4.0",   optional
//    "environment": {"cpu": "AMD EPYC 7763", "cores": 8, "os": "Ubuntu 24.04", …},                  optional
//    "metrics": {
//      "throughput": {"unit": "ops/s", "direction": "higher", "label": "Throughput", "stat": "mean"},
//      "latency": {"unit": "ms", "direction": "lower"}},
//    "results": [
//      {"benchmark": "put", "params": {"size": 64, "mode": "sync"},
//       "values": {"throughput": 1200.5,
//                  "latency": {"value": 2.1, "stddev": 0.3, "min": 1.8, "max": 3.0, "n": 20,
//                              "percentiles": {"50": 2.0, "99": 2.9}, "samples": [2.0, 2.2]}},
//       "note": "optional text"}]}
// metrics: id (lowercase: a-z, 0-9, ".", "_", "-") → unit (required; a unit such as "ns", "ms", "s",
// "ops/s", "req/s", "B", "B/s", "%"), direction ("higher" or "lower"; may be left out for time and
// byte units, which are lower-is-better, and per-second rates, which are higher-is-better), label
// (defaults to the id), stat, description. results[].values: metric id → a number, or an object with
// "value" and any of qualifier ("at-least", "at-most", "below", "above", "about"), unit (when it
// differs from the metric's), stddev, min, max, median, ci {lower, upper, level}, n, samples,
// percentiles. Every value must name a declared metric. environment uses the fields of the data
// schema's Environment (machine, cpu, cores, threads, ram, os, kernel, arch, runtimes, tool,
// command, notes, extra). Documented for users in docs/guide/formats/generic.md.
import { setParam } from './shared'
import type { z } from 'zod'
import { defineParser } from './types'
import { Environment, Measurement, Metric, PATTERNS, Result } from '../../data/schema/schema'
import type { Direction, ParamValue } from '../../data/schema/schema'
import { jsonPath } from '../../data/schema/validate'
import { unitInfo } from '../../data/numbers/units'
import { J, commitId, hasKeys, isObj, isoDate, makeRun, parseFiles, sniff } from './json-shared'
import { ParseError } from './types'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const ID = PATTERNS.slug

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!isObj(v)) return 0
  if (v.format === 'bench-generic') return 1
  if (!isObj(v.metrics) || !Array.isArray(v.results)) return 0
  const first: unknown = v.results[0]
  return hasKeys(first, 'benchmark', 'values') ? 0.9 : 0
}

/** The direction a unit implies: time and bytes lower, rates higher; undefined when it does not say. */
export function impliedDirection(unit: string): Direction | undefined {
  const d = unitInfo(unit)?.dimension
  return d === 'time' || d === 'bytes' ? 'lower' : d === 'rate' || d === 'byterate' ? 'higher' : undefined
}

/** Validates `value` with a schema; the first problem becomes a ParseError at `node`'s path. */
function check<S extends z.ZodType>(schema: S, node: J, what: string): z.output<S> {
  const r = schema.safeParse(node.value)
  if (r.success) return r.data
  const issue = r.error.issues[0]
  const where = node.path + (issue ? jsonPath(issue.path).slice(1) : '')
  throw new ParseError(node.file, where, `${what}: ${issue?.message ?? 'invalid'}`)
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object {"metrics": {...}, "results": [...]} (generic format)')
  const metrics: Record<string, Metric> = {}
  for (const [id, m] of root
    .at('metrics')
    .entries('an object of metric definitions {"<id>": {"unit": …, "direction": …}}')) {
    if (!ID.test(id)) m.fail(`a metric id in lowercase (a-z, 0-9, ".", "_", "-", at most 80), not "${id}"`)
    m.obj('a metric definition {"unit": …, "direction": …}')
    const unit = m.str('unit', 'the unit (a string such as "ms", "ops/s", "B" or "%")')
    const direction = (m.optStr('direction') ?? impliedDirection(unit)) as Direction | undefined
    if (!direction) m.at('direction').fail(`"higher" or "lower" (unit "${unit}" does not imply one)`)
    const def: Record<string, unknown> = { label: m.optStr('label') ?? id, unit, direction }
    for (const k of ['stat', 'description', 'format']) if (m.has(k)) def[k] = m.at(k).value
    metrics[id] = check(Metric, m.holding(def), 'a valid metric definition')
  }
  if (!Object.keys(metrics).length) root.at('metrics').fail('at least one metric definition')
  const results = root
    .arr('results', 'an array of results [{"benchmark": …, "values": {…}}]')
    .map((r): ParsedResult => {
      r.obj('a result object {"benchmark": …, "values": {…}}')
      const benchmark = r.str('benchmark', 'the benchmark name (a string)')
      const values: ParsedResult['values'] = {}
      for (const [id, v] of r.at('values').entries('an object of values {"<metric id>": number or {"value": …}}')) {
        if (!metrics[id])
          v.fail(
            `a value of a declared metric (${Object.keys(metrics).join(', ')}); "${id}" is not declared in "metrics"`,
          )
        const m = typeof v.value === 'number' ? { value: v.value } : v.value
        values[id] = check(Measurement, v.holding(m), 'a number or a measurement {"value": …}')
      }
      if (!Object.keys(values).length) r.at('values').fail('at least one value')
      const out: ParsedResult = { benchmark, values }
      if (r.has('params')) {
        const params: Record<string, ParamValue> = {}
        for (const [k, p] of r.at('params').entries('an object of parameters {"<name>": string, number or boolean}')) {
          const val = p.value
          if (typeof val === 'string' || typeof val === 'boolean' || (typeof val === 'number' && Number.isFinite(val)))
            setParam(params, k, val)
          else p.fail('a string, number or boolean')
        }
        if (Object.keys(params).length) out.params = params
      }
      const note = r.optStr('note')
      if (note) out.note = note
      return check(Result, r.holding(out), 'a valid result')
    })
  const env = root.has('environment')
    ? check(Environment, root.at('environment'), 'an environment as in the data schema')
    : {}
  const tool = root.optStr('tool')
  if (tool && !env.tool) env.tool = tool
  const dateText = root.optStr('date')
  const date = isoDate(dateText)
  if (dateText && !date) root.at('date').fail('an ISO date such as "2026-04-18" or "2026-04-18T10:00:00Z"')
  const commitText = root.optStr('commit')
  const commit = commitId(commitText)
  if (commitText && !commit) root.at('commit').fail('a commit hash (7 to 40 hexadecimal digits)')
  return makeRun(
    tool ?? 'generic',
    f.path,
    { metrics, results, environment: env, date, commit, version: root.optStr('version') },
    '$.results',
  )
}

const genericJsonParser: Parser = {
  id: 'generic-json',
  tool: 'generic',
  description: 'Generic JSON results: {"metrics": {id: {unit, direction}}, "results": [{benchmark, params, values}]}',
  produce: 'Write it from your own tool; see docs/guide/formats/generic.md',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const genericJson = defineParser(genericJsonParser)
