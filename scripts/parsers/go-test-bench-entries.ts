// go test -bench (see go-test-bench.ts): the benchmarks found so far, by package and name as
// printed, each with its samples per unit; names split into name and params; metric ids made from
// units. Not a parser of its own.
import type { Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { unitInfo } from '../../data/numbers/units'
import { checkResult, fail, Samples, sampleStats, slugId, toNum, setParam } from './shared'
import type { ParsedResult } from './types'

const KNOWN: Record<string, [string, Metric]> = {
  'ns/op': ['time', { label: 'Time per op', unit: 'ns', direction: 'lower', stat: 'median' }],
  'B/op': ['bytes', { label: 'Allocated bytes per op', unit: 'B/op', direction: 'lower', stat: 'median' }],
  'allocs/op': ['allocs', { label: 'Allocations per op', unit: 'allocs/op', direction: 'lower', stat: 'median' }],
  'MB/s': ['throughput', { label: 'Throughput', unit: 'MB/s', direction: 'higher', stat: 'median' }],
}

/** One benchmark: its samples per metric, in the order of the first result line (units[i] ↔ samples[i]). */
export interface Entry {
  name: string
  params: Record<string, ParamValue>
  units: string[]
  ids: string[]
  samples: Samples[]
  lineNo: number
  /** The name as printed and its package (the entry's key), and the entry whose line came next last time. */
  raw: string
  pkg: string | undefined
  /** `raw` as UTF-8 bytes, for the byte fast path to compare a line's name with. */
  key?: Buffer
  next?: Entry
}

/** Where the text of one package stands. open: results were read since the last PASS/FAIL/ok line (go test closes every package with one). */
export interface TextState {
  pkg?: string
  pending?: string
  inLog: boolean
  open?: boolean
}

/** The parameter key of an unnamed sub-benchmark segment: its position after the base name ("BenchmarkSum/64" → sub1). */
export const positionalKey = (position: number) => `sub${position}`

/**
 * Splits "BenchmarkX/size=4K/fast-8" into name, params and GOMAXPROCS. Segments "key=value" are params
 * by their key; unnamed ones ("BenchmarkSum/64", the common b.Run(strconv.Itoa(n), …) style) are params
 * named by their position (sub1, sub2 …; a page labels them with `--param sub1=size`), numbers when
 * numeric, so sizes order numerically and the name stays the benchmark's own.
 */
export function goBenchName(full: string): { name: string; params: Record<string, ParamValue> } {
  const params: Record<string, ParamValue> = {}
  let base = full
  const dash = /-(\d+)$/.exec(full)
  if (dash) base = full.slice(0, dash.index)
  const parts = base.split('/')
  parts.slice(1).forEach((part, i) => {
    const eq = part.indexOf('=')
    const [key, v] = eq > 0 ? [part.slice(0, eq), part.slice(eq + 1)] : [positionalKey(i + 1), part]
    setParam(params, key, toNum(v) ?? v)
  })
  params.gomaxprocs = dash ? Number(dash[1]) : 1
  return { name: parts[0] ?? base, params }
}

/** A copy of `s` that does not keep the line it was cut from alive. */
function fresh(s: string): string {
  return (' ' + s).slice(1)
}

/** The benchmarks of one file, the metrics their units make, and the look-ups the hot paths reuse. */
export class Entries {
  /** pkg → benchmark name → entry, and the entries in order of appearance. */
  readonly entries = new Map<string, Map<string, Entry>>()
  readonly order: Entry[] = []
  readonly metrics: Record<string, Metric> = {}
  private readonly ids = new Map<string, string>()
  /** The entries of the package of `lastState` by printed name, remembered for the last state asked. */
  lastState: TextState | undefined = undefined
  lastStatePkg: string | undefined = undefined
  pkgEntries: Map<string, Entry> | undefined = undefined
  /** The entry found last, by name and package: lines of one benchmark often come in a row (-count). */
  lastName: string | undefined = undefined
  lastPkg: string | undefined = undefined
  lastEntry: Entry | undefined = undefined

  constructor(private readonly path: string) {}

  /** The metric id of a unit ("ns/op" → `time`, "elems/op" → `elems-per-op`), its metric made the first time. */
  metricId(unit: string, lineNo: number): string {
    const ids = this.ids
    const metrics = this.metrics
    let id = ids.get(unit)
    if (id) return id
    const known = KNOWN[unit]
    if (known) {
      id = known[0]
      metrics[id] = known[1]
    } else {
      if (!unitInfo(unit)) fail(this.path, lineNo, `a unit after the number (letters, "/", "%"), found "${unit}"`)
      id = slugId(unit)
      if (metrics[id]) id = `${id}-${ids.size}`
      metrics[id] = { label: unit, unit, direction: unit.endsWith('/s') ? 'higher' : 'lower', stat: 'median' }
    }
    ids.set(unit, id)
    return id
  }

  /** The entries of the package of `st` by printed name, remembered for the byte fast path. */
  byPkg(st: TextState): Map<string, Entry> {
    let m = this.entries.get(st.pkg ?? '')
    if (!m) this.entries.set(st.pkg ?? '', (m = new Map()))
    this.lastState = st
    this.lastStatePkg = st.pkg
    this.pkgEntries = m
    return m
  }

  /** The entry of benchmark `name` (as printed) in the package of `st`, made the first time. */
  entry(st: TextState, name: string, lineNo: number): Entry {
    if (name === this.lastName && st.pkg === this.lastPkg && this.lastEntry) return this.lastEntry
    let byName = this.entries.get(st.pkg ?? '')
    if (!byName) this.entries.set(st.pkg ?? '', (byName = new Map()))
    let e = byName.get(name)
    if (!e) {
      name = fresh(name) // not a slice keeping its whole line alive
      const { name: base, params } = goBenchName(name)
      if (st.pkg !== undefined) params.pkg = st.pkg
      e = { name: base, params, units: [], ids: [], samples: [], lineNo, raw: name, pkg: st.pkg }
      byName.set(name, e)
      this.order.push(e)
    }
    this.lastName = name
    this.lastPkg = st.pkg
    this.lastEntry = e
    return e
  }

  /** One result per benchmark, in the order first seen: the median of its samples, with their spread. */
  results(): ParsedResult[] {
    return this.order.map((e) => {
      const values: Record<string, Measurement> = {}
      e.ids.forEach((id, k) => {
        values[id] = sampleStats((e.samples[k] as Samples).values(), 'median')
      })
      return checkResult(this.path, e.lineNo, { benchmark: e.name, params: e.params, values })
    })
  }
}
