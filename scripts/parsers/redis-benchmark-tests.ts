// redis-benchmark (see redis-benchmark.ts): the tests found so far, each one result, and a test
// found more than once (several runs appended to one file) merged into one result whose samples
// are the runs. Also the value helpers every form of the output shares. Not a parser of its own.
import type { Measurement } from '../../data/schema/schema'
import { checkResult, fail, Samples, sampleStats, toNum } from './shared'
import type { ParsedResult } from './types'

const SUMMARY_PCT: Array<[string, string]> = [
  ['p50', '50'],
  ['p90', '90'],
  ['p95', '95'],
  ['p99', '99'],
  ['p99.9', '99.9'],
]

/** One test (name and params): its first result, and the values of every run once it repeats. */
export interface Group {
  first: ParsedResult
  lineNo: number
  runs: number
  samples?: Map<string, Samples>
  next?: Group
  /** The test's name as UTF-8 bytes, for the byte fast path to compare a row's name with. */
  key?: Buffer
}

/** The tests read so far: by name (and params), and in the order first seen. */
export interface Tests {
  groups: Map<string, Group>
  order: Group[]
}

/** A number, or a ParseError saying what was expected. */
export function need(path: string, s: string, lineNo: number, what: string): number {
  const v = toNum(s)
  return v === undefined ? fail(path, lineNo, `${what}, found "${s}"`) : v
}

/**
 * The `latency` measurement: avg, min, max, and the percentiles of both sources. The p50 is stored once,
 * as percentiles["50"]: the loader gives it as the median too (data/schema/model.ts withMedian).
 */
export function latency(lat: Record<string, number>, pct: Record<string, number>, n?: number): Measurement {
  const m: Measurement = { value: lat.avg ?? NaN }
  if (lat.min !== undefined) m.min = lat.min
  if (lat.max !== undefined) m.max = lat.max
  if (n !== undefined) m.n = n
  let p: Record<string, number> | undefined
  for (const k in pct) (p ??= {})[k] = pct[k] as number
  for (const [col, key] of SUMMARY_PCT) {
    const v = lat[col]
    if (v !== undefined) (p ??= {})[key] = v
  }
  if (p) m.percentiles = p
  return m
}

/** Records a result: a new test, or one more run of a test seen before. */
export function addResult(tests: Tests, r: ParsedResult, lineNo: number): void {
  const key = r.params ? `${r.benchmark}\0${JSON.stringify(r.params)}` : r.benchmark
  const g = tests.groups.get(key)
  if (!g) {
    const ng: Group = { first: r, lineNo, runs: 1 }
    tests.groups.set(key, ng)
    tests.order.push(ng)
    return
  }
  const s = runs(g)
  for (const k in r.values) sample(s, k).push((r.values[k] as Measurement).value)
}

/** The samples of a test that repeats (counting one more run), started with its first run's values. */
export function runs(g: Group): Map<string, Samples> {
  g.runs++
  let s = g.samples
  if (!s) {
    s = g.samples = new Map()
    for (const k in g.first.values) sample(s, k).push((g.first.values[k] as Measurement).value)
  }
  return s
}

/** The samples of metric `k`, created empty the first time. */
export function sample(s: Map<string, Samples>, k: string): Samples {
  let v = s.get(k)
  if (!v) s.set(k, (v = new Samples()))
  return v
}

/**
 * The result with its p50 stored once: `latency-p50` (which every form reads, for the runs of a test to
 * share it) is left out where `latency` holds the same p50; the suite reads it from there (its derive).
 * A repeated test keeps it: its latency summarises the runs' averages and holds no percentiles.
 */
function p50Once(r: ParsedResult): ParsedResult {
  const p50 = r.values['latency-p50']
  const lat = r.values.latency
  if (!p50 || !lat || lat.percentiles?.['50'] !== p50.value || lat.n !== p50.n) return r
  const values = { ...r.values }
  delete values['latency-p50']
  return { ...r, values }
}

/** One result per test, in the order first seen; a repeated test's values are the mean over its runs. */
export function testResults(path: string, tests: Tests): ParsedResult[] {
  const results: ParsedResult[] = []
  for (const g of tests.order) {
    if (!g.samples) {
      results.push(p50Once(g.first))
      continue
    }
    const values: Record<string, Measurement> = {}
    for (const [k, v] of g.samples) values[k] = sampleStats(v.values())
    const r: ParsedResult = { benchmark: g.first.benchmark, values }
    if (g.first.params) r.params = g.first.params
    results.push(checkResult(path, g.lineNo, r))
  }
  return results
}
