// The prepare step of pnpm ingest (and import): the parsed run, fitted to the suite as it is on disk
// under the store's lock. Its metrics merged into the suite's, its values in the suite's units, its
// samples and text within the schema's limits, and the run record with its id, date and source.
import { visibleResult } from '../../data/numbers/escape'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Direction, Environment, Measurement, Metric, Run, Suite } from '../../data/schema/schema'
import { LIMITS, MAX_SAMPLES, QUANTILE_COUNT } from '../../data/schema/schema'
import { convert, unitInfo } from '../../data/numbers/units'
import { convertMeasurement, storedOnce } from '../../data/numbers/numbers'
import { withFieldMetrics } from '../../data/schema/model'
import type { ParsedRun } from '../parsers/types'
import { mergeEnvironments } from './environment'
import { IngestError } from './ingest-core'
import type { InputSet } from './inputs'
import { rawPathFor, type Prepared, type RawSpec, type StoreState } from './store-plan'

export interface NewSuiteInfo {
  title?: string
  project?: string
  description?: string
  repository?: string
}

export interface RunOptions {
  id?: string
  date?: string
  version?: string
  commit?: string
  label?: string
  command?: string
  /** From --capture-env, then --env (later wins). */
  environments: Array<Environment | undefined>
  directions: Record<string, Direction>
  /** Extension of the raw copy to keep; undefined: keep none. */
  raw?: { ext: string; set: InputSet }
  /** Source.files: the inputs' relative paths. */
  files: string[]
  /** For a suite created by this ingest. */
  newSuite?: NewSuiteInfo
  /** Whether data/schema/*.schema.json exist, so files can point editors at them. */
  schemaRefs?: boolean
  /** Measurements with more samples keep summaries instead (default DEFAULT_MAX_SAMPLES). */
  maxSamples?: number
  now?: Date
}

/**
 * Samples a measurement keeps by default; above this it keeps n, min, max, median, stddev and evenly spaced quantiles. Far
 * below the schema's MAX_SAMPLES: 1,000 samples are plenty for compare's rank tests, and a run of a
 * few hundred benchmarks stays a few MB instead of nearing the build's MAX_DATA_FILE_BYTES.
 */
export const DEFAULT_MAX_SAMPLES = 1000

/** The measurement without its samples, its summary filled in from them where the parser gave none. */
export function summarize(m: Measurement): Measurement {
  const s = Float64Array.from(m.samples ?? []).sort()
  const n = s.length
  const out: Measurement = { ...m }
  delete out.samples
  if (n === 0) return out
  const mean = s.reduce((a, b) => a + b, 0) / n
  out.n ??= n
  out.min ??= s[0]
  out.max ??= s[n - 1]
  out.median ??= n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1]! + s[n / 2]!) / 2
  if (n > 1) out.stddev ??= Math.sqrt(s.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1))
  // Evenly spaced order statistics (type 7 interpolation between neighbours): with n, all a rank test
  // needs, so a run of 10,000 rounds is judged by its distribution, not by its mean.
  const k = Math.min(QUANTILE_COUNT, n)
  if (k >= 2)
    out.quantiles = Array.from({ length: k }, (_, i) => {
      const at = (i * (n - 1)) / (k - 1)
      const lo = Math.floor(at)
      return lo + 1 < n ? s[lo]! + (at - lo) * (s[lo + 1]! - s[lo]!) : s[lo]!
    })
  return out
}

export interface Preparation extends Prepared {
  warnings: string[]
  added: string[]
  converted: Array<{ metric: string; from: string; to: string }>
}

/** A direction for a unit when the user gives none: time and memory lower, rates higher. */
export function guessDirection(unit: string): Direction | undefined {
  const d = unitInfo(unit)?.dimension
  if (d === 'time' || d === 'bytes') return 'lower'
  if (d === 'rate' || d === 'byterate') return 'higher'
  return undefined
}

export function newSuiteJson(
  id: string,
  info: NewSuiteInfo,
  schemaRefs: boolean,
  metrics: Record<string, Metric> = {},
): Record<string, unknown> {
  if (!info.title) throw new IngestError(`creating suite "${id}" needs --title "…" (the heading of its page)`)
  if (!info.project) throw new IngestError(`creating suite "${id}" needs --project "…" (the project it measures)`)
  const s: Record<string, unknown> = {}
  if (schemaRefs) s.$schema = '../schema/suite.schema.json'
  s.id = id
  s.title = info.title
  s.project = info.project
  if (info.description) s.description = info.description
  if (info.repository) s.repository = info.repository
  s.metrics = metrics
  return s
}

const today = (now: Date) => now.toISOString().slice(0, 10)

/**
 * The store's `prepare` step: given the suite as it is on disk (under the lock), merge metrics and
 * build the run. Pure apart from reading the clock (opts.now).
 */
export function prepareRun(state: StoreState, parsed: ParsedRun, inputHash: string, opts: RunOptions): Preparation {
  const warnings: string[] = []
  const now = opts.now ?? new Date()
  const suiteJson: Record<string, unknown> = state.suiteJson
    ? structuredClone(state.suiteJson)
    : newSuiteJson(state.suiteId, opts.newSuite ?? {}, opts.schemaRefs ?? false)
  const existing: Record<string, Metric> = (state.suite?.metrics ?? {}) as Record<string, Metric>
  const metricsJson = { ...((suiteJson.metrics as Record<string, unknown> | undefined) ?? {}) }

  const { added, converted, unitFor } = mergeMetrics(state, parsed, opts.directions, existing, metricsJson, warnings)
  suiteJson.metrics = metricsJson

  const old = state.duplicateOf
  const date = opts.date ?? parsed.date ?? old?.date
  let runDate = date
  if (!runDate) {
    runDate = today(now)
    warnings.push(
      `the input does not say when it was measured; the run is dated today (${runDate}). Pass --date to set the date`,
    )
  }
  const id = opts.id ?? old?.id ?? uniqueRunId(state, `${runDate.slice(0, 10)}-${inputHash.slice(7, 15)}`)

  const maxSamples = opts.maxSamples ?? DEFAULT_MAX_SAMPLES
  const { results, summarized, most } = fitResults(parsed, { existing, unitFor, maxSamples, warnings })

  const environment = mergeEnvironments(
    parsed.environment,
    ...(opts.environments.some(Boolean) ? opts.environments : [old?.environment]),
  )
  const command = opts.command ?? old?.source?.command
  const source: NonNullable<Run['source']> = { tool: parsed.tool, format: parsed.format, inputHash }
  if (command) source.command = command
  if (opts.raw) source.raw = rawPathFor(id, opts.raw.ext)
  source.ingestedAt = now.toISOString().replace(/\.\d+Z$/, 'Z')
  if (opts.files.length) source.files = opts.files

  const run: Record<string, unknown> = {}
  if (opts.schemaRefs) run.$schema = '../../schema/run.schema.json'
  run.id = id
  run.date = runDate
  const version = opts.version ?? parsed.version ?? old?.version
  if (version) run.version = version
  const commit = (opts.commit ?? parsed.commit ?? old?.commit)?.toLowerCase()
  if (commit) run.commit = commit
  const label = opts.label ?? old?.label
  if (label) run.label = label
  if (environment) run.environment = environment
  run.source = source
  run.results = results

  if (most) {
    warnings.push(
      `${summarized} measurement(s) had more than ${maxSamples} samples (the most: ${most.n} in ${most.where}); they keep n, min, max, median, stddev and ${QUANTILE_COUNT} evenly spaced quantiles instead. Pass --max-samples <n> to keep more (at most ${MAX_SAMPLES})`,
    )
  }
  const raw: RawSpec | undefined = opts.raw ? { set: opts.raw.set, ext: opts.raw.ext, inputHash } : undefined
  for (const w of parsed.warnings ?? []) warnings.push(w)
  return { suiteJson, run: run as Run, raw, warnings, added, converted }
}

/**
 * Merges the metrics the results use into the suite's (new ones added as the parser defines them, with
 * --direction applied); a metric the suite has keeps its definition, its values converted to its unit.
 * Warnings go to `warnings`, in the order of the metrics.
 */
function mergeMetrics(
  state: StoreState,
  parsed: ParsedRun,
  directions: Record<string, Direction>,
  existing: Record<string, Metric>,
  metricsJson: Record<string, unknown>,
  warnings: string[],
) {
  // Metrics the results use, in first-use order.
  // A metric read from another's field (redis-benchmark's latency-p50) is the suite's as soon as that one is.
  const used = withFieldMetrics(
    [...new Set(parsed.results.flatMap((r) => Object.keys(r.values ?? {})))],
    parsed.metrics,
  )

  const added: string[] = []
  const converted: Preparation['converted'] = []
  const unitFor: Record<string, string> = {}
  for (const id of used) {
    const def = parsed.metrics[id]
    const have = existing[id]
    if (!have) {
      if (!def)
        throw new IngestError(
          `the ${parsed.format} parser gave values for metric "${id}" without defining it; this is a bug in scripts/parsers`,
        )
      const m: Metric = { ...def }
      const dir = directions[id]
      if (dir) {
        m.direction = dir
        delete m.neutral
      }
      metricsJson[id] = m
      added.push(id)
      continue
    }
    // A suite made before its parser stored the field once learns where to read it (its old runs' copies stay).
    if (def?.derive && 'field' in def.derive && !have.derive)
      metricsJson[id] = { ...(metricsJson[id] as Metric), derive: def.derive }
    // A count its input gives no unit for (Metric.neutral) is in whatever unit the maintainer named for it.
    if (def && def.unit !== have.unit && !def.neutral) {
      try {
        convert(1, def.unit, have.unit)
      } catch {
        throw new IngestError(
          `metric "${id}": this input measures it in "${def.unit}", but suite "${state.suiteId}" stores it in "${have.unit}", and one cannot be converted to the other. Check --format and --suite`,
        )
      }
      unitFor[id] = def.unit
      converted.push({ metric: id, from: def.unit, to: have.unit })
    }
    if (def && !def.neutral && def.direction !== have.direction) {
      warnings.push(
        `metric "${id}": the input says ${def.direction} is better, the suite says ${have.direction}; the suite's definition is kept`,
      )
    }
    if (directions[id] && directions[id] !== have.direction) {
      warnings.push(
        `--direction ${id}=${directions[id]}: "${id}" is already a metric of the suite (${have.direction} is better); its definition is kept`,
      )
    }
  }
  for (const id of Object.keys(directions)) {
    if (!used.includes(id))
      warnings.push(`--direction ${id}=…: this input has no metric "${id}" (it has ${used.join(', ')})`)
  }
  return { added, converted, unitFor }
}

interface FitContext {
  existing: Record<string, Metric>
  /** Metrics whose values the input gives in another unit than the suite's. */
  unitFor: Record<string, string>
  maxSamples: number
  warnings: string[]
}

/** The results as stored: samples above the limit summarised, values in the suite's units, text cut to the schema's limits. */
function fitResults(parsed: ParsedRun, { existing, unitFor, maxSamples, warnings }: FitContext) {
  let summarized = 0
  let most: { n: number; where: string } | undefined
  /** Text longer than the schema allows, cut to its limit with a warning: the same for every format. */
  const fit = (s: string, kind: 'benchmark' | 'paramString' | 'note', what: string): string => {
    const max = LIMITS[kind]
    if (s.length <= max) return s
    warnings.push(
      `${what} has ${s.length} characters; it is kept cut to ${max} (the most a ${kind === 'paramString' ? 'parameter value' : kind} may have), ending in "…"`,
    )
    return s.slice(0, max - 1) + '…'
  }
  const short = (s: string) => `"${s.length > 40 ? `${s.slice(0, 39)}…` : s}"`
  const hidden: string[] = []
  const results = parsed.results.map((given, i) => {
    // Controls, non-characters, bidirectional and zero-width characters written out as \uXXXX (escape.ts):
    // one in a name broke the chart images and the feed, reversed sentences, made two names look alike.
    const r = visibleResult(given)
    if (r !== given) hidden.push(r.benchmark)
    const values: Record<string, Measurement> = {}
    for (const [k, raw] of Object.entries(r.values)) {
      let m = raw
      const n = m?.samples?.length ?? 0
      if (n > maxSamples) {
        m = summarize(m)
        summarized++
        if (!most || n > most.n) most = { n, where: `"${r.benchmark}" ${k}` }
      }
      const from = m?.unit ?? unitFor[k]
      const to = (existing[k] ?? parsed.metrics[k])?.unit
      try {
        values[k] = storedOnce(from && to && from !== to ? convertMeasurement(m, from, to) : m)
      } catch {
        throw new IngestError(
          `result "${r.benchmark}", metric "${k}": a value in "${from}" cannot be converted to "${to}", the suite's unit`,
        )
      }
    }
    const out: Run['results'][number] = {
      benchmark: fit(r.benchmark, 'benchmark', `result ${i + 1}: the benchmark name`),
      values,
    }
    // The schema's records never hold "__proto__" (JavaScript reserves it): refused, rather than lost on the way.
    if (r.params && Object.hasOwn(r.params, '__proto__'))
      throw new IngestError(
        `result ${i + 1} (${short(r.benchmark)}): a parameter named "__proto__" cannot be stored (JavaScript objects reserve the name); rename it in the benchmark (BenchmarkX/proto=fast)`,
      )
    if (r.params && Object.keys(r.params).length) {
      out.params = Object.fromEntries(
        Object.entries(r.params).map(([k, v]) => [
          k,
          typeof v === 'string'
            ? fit(v, 'paramString', `result ${i + 1} (${short(r.benchmark)}): parameter "${k}"`)
            : v,
        ]),
      )
    }
    if (r.note) out.note = fit(r.note, 'note', `result ${i + 1} (${short(r.benchmark)}): the note`)
    return out
  })
  if (hidden.length)
    warnings.push(
      `${hidden.length} result${hidden.length === 1 ? '' : 's'} had control, invisible or bidirectional characters in a name or parameter; they are stored written out as \\uXXXX: ${hidden.slice(0, 3).map(short).join(', ')}${hidden.length > 3 ? ', …' : ''}`,
    )

  return { results, summarized, most }
}

function uniqueRunId(state: StoreState, base: string): string {
  const taken = (id: string) =>
    state.runs.some((r) => r.id === id) || existsSync(join(state.suiteDir, 'runs', `${id}.json`))
  if (!taken(base)) return base
  for (let i = 2; ; i++) if (!taken(`${base}-${i}`)) return `${base}-${i}`
}

/** Metrics of a suite as a short human list: "rps (req/s, higher), latency (ms, lower)". */
export function describeMetrics(suite: Suite, ids: string[]): string {
  return ids
    .map((id) => {
      const m = suite.metrics[id]
      return m ? `${id} (${m.unit}, ${m.direction} is better)` : id
    })
    .join(', ')
}
