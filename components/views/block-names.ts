// A block that names a parameter, a benchmark or a metric no run of its suite has fails the build with
// one line and a "did you mean" (`groups: sizee` built with exit 0 and an empty chart). Checked against
// every run of the suite, retired ones included, so an old run a block picks by id is never refused.
import type { ParamValue, Suite } from '../../data/schema/schema'
import { measurement } from '../../data/schema/model'
import { didYouMean } from '../../data/schema/suggest'
import { unknownMetric, ViewError, type SuiteData } from './select'

interface Names {
  /** Key ("benchmark" or a parameter) → the texts of its values in any run. */
  values: Map<string, Set<string>>
  /** Metrics some result of some run measures (derived ones included), filled as blocks ask. */
  measured: Map<string, boolean>
}

const cache = new WeakMap<SuiteData, Names>()

function namesOf(data: SuiteData): Names {
  const hit = cache.get(data)
  if (hit) return hit
  const values = new Map<string, Set<string>>([['benchmark', new Set()]])
  const measured = new Map<string, boolean>()
  const add = (k: string, v: ParamValue) => {
    let set = values.get(k)
    if (!set) values.set(k, (set = new Set()))
    set.add(String(v))
  }
  for (const run of data.runs)
    for (const r of run.results) {
      add('benchmark', r.benchmark)
      for (const [k, v] of Object.entries(r.params ?? {})) add(k, v)
    }
  const names = { values, measured }
  cache.set(data, names)
  return names
}

const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])

function checkKey(suite: Suite, names: Names, field: string, key: unknown): void {
  if (typeof key !== 'string' || names.values.has(key)) return
  const known = [...names.values.keys()]
  throw new ViewError(
    `${field}: no run of suite "${suite.id}" has the parameter "${key}"${didYouMean(key, known)} (parameters: ${known.join(', ')})`,
  )
}

function measured(data: SuiteData, names: Names, id: string): boolean {
  let yes = names.measured.get(id)
  if (yes === undefined) {
    yes = data.runs.some((run) => run.results.some((r) => measurement(data.suite, r, id) !== undefined))
    names.measured.set(id, yes)
  }
  return yes
}

function checkMetric(data: SuiteData, names: Names, id: unknown): void {
  const { suite } = data
  if (typeof id !== 'string') return
  const known = Object.keys(suite.metrics)
  if (!known.includes(id)) throw unknownMetric(suite, id)
  if (!measured(data, names, id)) {
    const some = known.filter((m) => measured(data, names, m))
    throw new ViewError(`metric: no run of suite "${suite.id}" measures "${id}" (measured: ${some.join(', ')})`)
  }
}

/**
 * Checks the names a block's view gives (where's keys and values, groups, series, rows, columns, metric)
 * against the suite's runs; throws a ViewError naming the first that matches nothing.
 */
export function checkBlockNames(data: SuiteData, view: Record<string, unknown>): void {
  const { suite } = data
  const names = namesOf(data)
  const where = (view.where ?? {}) as Record<string, ParamValue | ParamValue[]>
  for (const [k, want] of Object.entries(where)) {
    checkKey(suite, names, 'where', k)
    const have = names.values.get(k)!
    for (const v of list(want)) {
      if (have.has(String(v))) continue
      const shown = [...have].slice(0, 10)
      throw new ViewError(
        `where: no run of suite "${suite.id}" has ${k}=${String(v)}${didYouMean(String(v), have)} (${k}: ${shown.join(', ')}${have.size > shown.length ? ', …' : ''})`,
      )
    }
  }
  for (const field of ['groups', 'series', 'rows', 'columns'])
    for (const k of list(view[field])) checkKey(suite, names, field, k)
  for (const m of list(view.metric)) checkMetric(data, names, m)
}
