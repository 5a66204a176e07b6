// github-action-benchmark's `tool: go` entries, read as `go test -bench` ingest reads go's own output, so
// that a history imported from data.js and the runs ingested later from go test form one series. The
// action stores each metric of a benchmark as a bench of its own, named "<benchmark> - <unit>" when a
// line had several ("BenchmarkSum/64 - B/op", unit "B/op"), with the GOMAXPROCS suffix cut off and
// kept in `extra` ("2000 times\n4 procs"). Here they are one result again: the name split as go-test-bench
// splits it (sub-benchmark parameters, `gomaxprocs`, 1 when unstated) and the units mapped to its
// metric ids (ns/op → time, B/op → bytes, allocs/op → allocs, MB/s → throughput). Not a parser of its own.
// Earlier versions of the action kept the rest of go's line in `unit`
// ("ns/op\t   48670 B/op\t      56 allocs/op"): the first word is the value's unit, and each further
// "<number> <unit>" pair is a value of its own, read as the newer versions' separate benches are.
// A line met again in one entry (go test -count 3) is kept apart by order: parameter "occurrence".
// (The split benches that follow a whole line in one version of the action restate it: read once.)
import type { Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { resultKey } from '../../data/schema/model'
import { spreadOf } from './github-action-benchmark-range'
import { Entries, goBenchName } from './go-test-bench-entries'
import type { J } from './json-shared'
import { slugId } from './shared'
import { ParseError } from './types'
import type { ParsedResult } from './types'

const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/

/** The values one bench holds: its own, then the pairs the old extractor left in `unit`. */
function valuesOf(b: J): Array<{ unit: string; value: number }> {
  const v = b.at('value')
  const value =
    typeof v.value === 'string' && NUMBER.test(v.value.trim()) ? Number(v.value) : v.asNum('the value (a number)')
  const [unit = '', ...rest] = b.str('unit', 'the unit (a string such as "ns/op")').trim().split(/\s+/)
  const out = [{ unit, value }]
  for (let i = 0; i + 1 < rest.length; i += 2) {
    if (!NUMBER.test(rest[i]!)) b.at('unit').fail('go\'s units, each after its number ("ns/op\\t 6 B/op")')
    out.push({ unit: rest[i + 1]!, value: Number(rest[i]) })
  }
  return out
}

/** The metric of a go unit: go-test-bench's, or (a b.ReportMetric unit it does not know) one named after it. */
function metricOf(ids: Entries, unit: string): string {
  try {
    return ids.metricId(unit, 0)
  } catch (e) {
    if (!(e instanceof ParseError)) throw e
    const id = `${slugId(unit)}-metric`
    ids.metrics[id] ??= { label: unit, unit: 'value', direction: /\/s(ec)?$/.test(unit) ? 'higher' : 'lower' }
    return id
  }
}

/** The benches of one `tool: go` entry → go-test-bench's metrics and results. */
export function goBenchesToRun(
  list: J[],
  path: string,
  repeated?: (name: string, occurrence: number) => void,
): { metrics: Record<string, Metric>; results: ParsedResult[] } {
  const ids = new Entries(path)
  const byKey = new Map<string, ParsedResult>()
  const results: ParsedResult[] = []
  const times = new Map<string, number>()
  for (const b of list) {
    b.obj('a benchmark {"name": …, "unit": …, "value": …}')
    const values = valuesOf(b)
    const unit = values[0]!.unit
    const full = b.str('name', 'the benchmark name (a string)')
    const name = full.endsWith(` - ${unit}`) ? full.slice(0, -unit.length - 3) : full
    const split = goBenchName(name)
    const procs = /(?<!\d)(\d+) procs/.exec(b.optStr('extra') ?? '')
    const params: Record<string, ParamValue> = { ...split.params, gomaxprocs: procs ? Number(procs[1]) : 1 }
    const key = resultKey({ benchmark: split.name, params })
    const idList = values.map((x) => metricOf(ids, x.unit))
    let r = byKey.get(key)
    // One version of the action wrote each line whole and then split ("X", then "X - B/op" with the
    // same values): the split benches restate the line. Any other metric met again is the line again
    // (a repeat, kept apart by order).
    const restated = name !== full && idList.every((id, i) => r?.values[id]?.value === values[i]!.value)
    if (restated) continue
    if (r && idList.some((id) => r!.values[id])) {
      const n = (times.get(key) ?? 1) + 1
      times.set(key, n)
      repeated?.(name, n)
      r = { benchmark: split.name, params: { ...params, occurrence: n }, values: {} }
      byKey.set(key, r)
      results.push(r)
    }
    if (!r) {
      byKey.set(key, (r = { benchmark: split.name, params, values: {} }))
      results.push(r)
    }
    const range = b.optStr('range')
    values.forEach((x, i) => {
      const m: Measurement = { value: x.value }
      const spread = i === 0 && range ? spreadOf(range, x.value, unit) : undefined
      if (spread !== undefined) m.stddev = spread
      r!.values[idList[i]!] = m
    })
    const note = range ? `range ${range}` : ''
    if (note && !r.note) r.note = note
  }
  return { metrics: ids.metrics, results }
}
