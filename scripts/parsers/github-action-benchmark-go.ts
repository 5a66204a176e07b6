// github-action-benchmark's `tool: go` entries, read as `go test -bench` ingest reads go's own output, so
// that a history imported from data.js and the runs ingested later from go test form one series. The
// action stores each metric of a benchmark as a bench of its own, named "<benchmark> - <unit>" when a
// line had several ("BenchmarkSum/64 - B/op", unit "B/op"), with the GOMAXPROCS suffix cut off and
// kept in `extra` ("2000 times\n4 procs"). Here they are one result again: the name split as go-test-bench
// splits it (sub-benchmark parameters, `gomaxprocs`, 1 when unstated) and the units mapped to its
// metric ids (ns/op → time, B/op → bytes, allocs/op → allocs, MB/s → throughput). Not a parser of its own.
import type { Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { resultKey } from '../../data/schema/model'
import { Entries, goBenchName } from './go-test-bench-entries'
import type { J } from './json-shared'
import type { ParsedResult } from './types'

/** The benches of one `tool: go` entry → go-test-bench's metrics and results. */
export function goBenchesToRun(list: J[], path: string): { metrics: Record<string, Metric>; results: ParsedResult[] } {
  const ids = new Entries(path)
  const byKey = new Map<string, ParsedResult>()
  for (const b of list) {
    b.obj('a benchmark {"name": …, "unit": …, "value": …}')
    const unit = b.str('unit', 'the unit (a string such as "ns/op")').trim()
    const full = b.str('name', 'the benchmark name (a string)')
    const name = full.endsWith(` - ${unit}`) ? full.slice(0, -unit.length - 3) : full
    const v = b.at('value')
    const value =
      typeof v.value === 'string' && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(v.value.trim())
        ? Number(v.value)
        : v.asNum('the value (a number)')
    const split = goBenchName(name)
    const procs = /(\d+) procs/.exec(b.optStr('extra') ?? '')
    const params: Record<string, ParamValue> = { ...split.params, gomaxprocs: procs ? Number(procs[1]) : 1 }
    const key = resultKey({ benchmark: split.name, params })
    let r = byKey.get(key)
    if (!r) byKey.set(key, (r = { benchmark: split.name, params, values: {} }))
    const m: Measurement = { value }
    r.values[ids.metricId(unit, 0)] = m
    const note = b.optStr('range') ? `range ${b.optStr('range')}` : ''
    if (note && !r.note) r.note = note
  }
  return { metrics: ids.metrics, results: [...byKey.values()] }
}
