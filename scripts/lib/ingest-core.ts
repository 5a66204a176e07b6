// The ingest pipeline without the command line: pick a parser (--format or detection over the first
// 64 KB), read and parse (streaming line formats, whole-file JSON and directory formats), merge the
// parsed metrics into the suite, and build the Run that the store validates and writes.
// `pnpm bench:ingest` times exactly readAndParse() below.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Direction, Environment, Measurement, Metric, Run, Suite } from '../../data/schema/schema'
import { LIMITS, MAX_SAMPLES } from '../../data/schema/schema'
import { DataError, parseJson } from '../../data/schema/validate'
import { didYouMean } from '../../data/schema/suggest'
import { syntaxErrorAt } from '../../data/schema/json-locate'
import { convert, unitInfo } from '../../data/schema/units'
import { convertMeasurement } from '../../data/schema/numbers'
import { ParseError } from '../parsers/types'
import type { ParsedRun, Parser, ParserInput } from '../parsers/types'
import { formatHint } from '../parsers/hints'
import { mergeEnvironments } from './environment'
import { DETECT_BYTES, detectionInput, readWhole, refuseUtf16, stripBom, streamLines, type InputSet, type ReadProgress } from './inputs'
import { rawPathFor, type Prepared, type RawSpec, type StoreState } from './store'

/** A problem with what the user asked for (options, formats, metrics), not with a file's content. */
export class IngestError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'IngestError'
  }
}

// ───────────── formats ─────────────

/** One block per format: id, tool, what it reads and the command that produces it. */
export function formatList(list: readonly Parser[]): string {
  if (list.length === 0) return '  (no formats are registered yet)'
  const w = Math.max(...list.map((p) => p.id.length))
  return list
    .map((p) => `  ${p.id.padEnd(w)}  ${p.tool}: ${p.description}\n  ${' '.repeat(w)}  produce with: ${p.produce}`)
    .join('\n')
}

export interface Detection {
  parser: Parser
  score: number
  /** Every parser that scored above 0, best first. */
  scores: Array<{ id: string; score: number }>
}

/** Two scores this close are a tie: detection refuses to guess and asks for --format. */
export const TIE_MARGIN = 0.05

function safeDetect(p: Parser, input: ParserInput): number {
  try {
    const s = p.detect(input)
    return typeof s === 'number' && Number.isFinite(s) ? Math.max(0, Math.min(1, s)) : 0
  } catch {
    return 0
  }
}

/** The best-scoring parser, or an IngestError listing every format when none or several match. */
export function detect(input: ParserInput, list: readonly Parser[]): Detection {
  const scores = list
    .map((p) => ({ parser: p, id: p.id, score: safeDetect(p, input) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
  const what = input.files.length === 1 ? input.files[0]!.path : `${input.files.length} files (${input.files[0]?.path ?? ''} …)`
  const best = scores[0]
  if (!best) {
    const hint = formatHint(input)
    if (hint) throw new IngestError(`${what}: not a format this tool knows: ${hint}`)
    // One line: the list of formats (with the command producing each) is `--list-formats`, not an error.
    throw new IngestError(`${what}: not a format this tool knows; check that it is the tool's own output, or pass --format <id> (pnpm ingest --list-formats lists the ${list.length} formats and the command that writes each)`)
  }
  const tied = scores.filter((s) => s.score >= best.score - TIE_MARGIN)
  if (tied.length > 1) {
    throw new IngestError(`${what}: could be any of ${tied.map((s) => `${s.id} (${s.score.toFixed(2)})`).join(', ')}; pass --format <id> to say which`)
  }
  return { parser: best.parser, score: best.score, scores: scores.map(({ id, score }) => ({ id, score })) }
}

export interface Choice {
  parser: Parser
  detection?: Detection
  /** The whole input, when detection had to read it (handed on to readAndParse, not read twice). */
  whole?: ReturnType<typeof readWhole>
}

export function chooseParser(set: InputSet, list: readonly Parser[], formatId?: string): Choice {
  refuseUtf16(set)
  if (formatId) {
    const parser = list.find((p) => p.id === formatId)
    if (!parser) throw new IngestError(`--format ${formatId}: unknown format${didYouMean(formatId, list.map((p) => p.id))} (pnpm ingest --list-formats lists them)`)
    return { parser }
  }
  const head = detectionInput(set)
  try {
    const detection = detect(head, list)
    return { parser: detection.parser, detection }
  } catch (e) {
    refuseBrokenJson(set, head, e)
    // A JSON document cut at 64 KB does not parse, so whole-file formats whose detect() needs the
    // complete document get a second look at it (they read it whole anyway); line formats do not.
    const cut = set.entries.some((en) => en.size > DETECT_BYTES)
    const whole = list.filter((p) => !p.lines)
    if (!cut || whole.length === 0 || set.totalBytes > FULL_DETECT_BYTES || !(e instanceof IngestError) || !/not a format/.test(e.message)) throw e
    const all = readWhole(set)
    let detection: Detection
    try {
      detection = detect(all.input, whole)
    } catch {
      throw e
    }
    return { parser: detection.parser, detection, whole: all }
  }
}

/**
 * An input that starts like JSON but ends before the document does (cut short) matches no format:
 * rather than "not a format this tool knows", say where the JSON breaks, line and column.
 */
function refuseBrokenJson(set: InputSet, head: ParserInput, e: unknown): void {
  const i = head.files.findIndex((f) => /^\s*[[{]/.test(f.text))
  const entry = set.entries[i]
  if (i < 0 || !entry || entry.size > FULL_DETECT_BYTES || !(e instanceof IngestError) || !/not a format/.test(e.message)) return
  // A hint already names what the input is (k6's --out json stream is JSON lines, not one document).
  if (/not a format this tool knows: /.test(e.message)) return
  const text = stripBom(readFileSync(entry.abs, 'utf8'))
  if (syntaxErrorAt(text) !== text.length) return // valid, or broken in the middle (JSON lines, say): not a cut
  try {
    parseJson(text, entry.path)
  } catch (err) {
    if (!(err instanceof DataError)) throw err
    throw new ParseError(entry.path, err.jsonPath, `${err.expected}; it ends early, so it looks cut short. A JSON format can only read a whole, valid document`)
  }
}

/** Inputs up to this size get the second, whole-document detection pass described above. */
export const FULL_DETECT_BYTES = 50 * 1024 * 1024

// ───────────── reading and parsing ─────────────

export interface ParseOutcome {
  parsed: ParsedRun
  inputHash: string
  /** Whether the input went through the parser's lines() (flat memory) rather than parse(). */
  streamed: boolean
  bytes: number
}

/** Wraps anything a parser throws that is not a ParseError or DataError: that is a parser bug. */
function guard<T>(parser: Parser, file: string, fn: () => T): T {
  try {
    return fn()
  } catch (e) {
    if (e instanceof ParseError || e instanceof DataError) throw e
    const msg = e instanceof Error ? e.message : String(e)
    throw new IngestError(`${file}: the ${parser.id} parser failed unexpectedly (${msg}); this is a bug in scripts/parsers, please report it with the input`)
  }
}

/**
 * Reads the inputs once, hashing the same bytes the parser sees. A single file with a line parser is
 * streamed line by line; everything else is read whole. Zero results is a ParseError.
 */
export async function readAndParse(set: InputSet, parser: Parser, progress?: ReadProgress, preread?: Choice['whole']): Promise<ParseOutcome> {
  const first = set.entries[0]!
  let parsed: ParsedRun
  let inputHash: string
  let streamed = false
  if (set.entries.length === 1 && parser.lines) {
    const lp = guard(parser, first.path, () => parser.lines!(first.path))
    try {
      inputHash = await streamLines(first, set.single, lp, progress, undefined, true)
    } catch (e) {
      if ((e as NodeJS.ErrnoException)?.code) throw e // reading failed, not parsing
      guard(parser, first.path, () => { throw e })
      throw e
    }
    parsed = guard(parser, first.path, () => lp.end())
    streamed = true
  } else {
    const whole = preread ?? readWhole(set, progress)
    inputHash = whole.inputHash
    parsed = guard(parser, first.path, () => parser.parse(whole.input))
  }
  checkParsed(parser, first.path, parsed)
  return { parsed, inputHash, streamed, bytes: set.totalBytes }
}

function checkParsed(parser: Parser, file: string, parsed: ParsedRun): void {
  if (!parsed || typeof parsed !== 'object' || !Array.isArray(parsed.results) || !parsed.metrics || typeof parsed.metrics !== 'object') {
    throw new IngestError(`${file}: the ${parser.id} parser returned no results list; this is a bug in scripts/parsers`)
  }
  if (parsed.results.length === 0) {
    throw new ParseError(file, 'end of input', `at least one benchmark result (${parser.description}); found none`)
  }
}

// ───────────── suite and run ─────────────

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
 * Samples a measurement keeps by default; above this it keeps n, min, max, median and stddev. Far
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

export function newSuiteJson(id: string, info: NewSuiteInfo, schemaRefs: boolean, metrics: Record<string, Metric> = {}): Record<string, unknown> {
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

  // Metrics the results use, in first-use order.
  const used: string[] = []
  for (const r of parsed.results) for (const k of Object.keys(r.values ?? {})) if (!used.includes(k)) used.push(k)

  const added: string[] = []
  const converted: Preparation['converted'] = []
  const unitFor: Record<string, string> = {}
  for (const id of used) {
    const def = parsed.metrics[id]
    const have = existing[id]
    if (!have) {
      if (!def) throw new IngestError(`the ${parsed.format} parser gave values for metric "${id}" without defining it; this is a bug in scripts/parsers`)
      const m: Metric = { ...def }
      const dir = opts.directions[id]
      if (dir) m.direction = dir
      metricsJson[id] = m
      added.push(id)
      continue
    }
    if (def && def.unit !== have.unit) {
      try {
        convert(1, def.unit, have.unit)
      } catch {
        throw new IngestError(`metric "${id}": this input measures it in "${def.unit}", but suite "${state.suiteId}" stores it in "${have.unit}", and one cannot be converted to the other. Check --format and --suite`)
      }
      unitFor[id] = def.unit
      converted.push({ metric: id, from: def.unit, to: have.unit })
    }
    if (def && def.direction !== have.direction) {
      warnings.push(`metric "${id}": the input says ${def.direction} is better, the suite says ${have.direction}; the suite's definition is kept`)
    }
    if (opts.directions[id] && opts.directions[id] !== have.direction) {
      warnings.push(`--direction ${id}=${opts.directions[id]}: "${id}" is already a metric of the suite (${have.direction} is better); its definition is kept`)
    }
  }
  for (const id of Object.keys(opts.directions)) {
    if (!used.includes(id)) warnings.push(`--direction ${id}=…: this input has no metric "${id}" (it has ${used.join(', ')})`)
  }
  suiteJson.metrics = metricsJson

  const old = state.duplicateOf
  const date = opts.date ?? parsed.date ?? old?.date
  let runDate = date
  if (!runDate) {
    runDate = today(now)
    warnings.push(`the input does not say when it was measured; the run is dated today (${runDate}). Pass --date to set the date`)
  }
  const id = opts.id ?? old?.id ?? uniqueRunId(state, `${runDate.slice(0, 10)}-${inputHash.slice(7, 15)}`)

  const maxSamples = opts.maxSamples ?? DEFAULT_MAX_SAMPLES
  let summarized = 0
  let most: { n: number; where: string } | undefined
  /** Text longer than the schema allows, cut to its limit with a warning: the same for every format. */
  const fit = (s: string, kind: 'benchmark' | 'paramString' | 'note', what: string): string => {
    const max = LIMITS[kind]
    if (s.length <= max) return s
    warnings.push(`${what} has ${s.length} characters; it is kept cut to ${max} (the most a ${kind === 'paramString' ? 'parameter value' : kind} may have), ending in "…"`)
    return s.slice(0, max - 1) + '…'
  }
  const short = (s: string) => `"${s.length > 40 ? `${s.slice(0, 39)}…` : s}"`
  const results = parsed.results.map((r, i) => {
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
        values[k] = from && to && from !== to ? convertMeasurement(m, from, to) : m
      } catch {
        throw new IngestError(`result "${r.benchmark}", metric "${k}": a value in "${from}" cannot be converted to "${to}", the suite's unit`)
      }
    }
    const out: Run['results'][number] = { benchmark: fit(r.benchmark, 'benchmark', `result ${i + 1}: the benchmark name`), values }
    if (r.params && Object.keys(r.params).length) {
      out.params = Object.fromEntries(Object.entries(r.params).map(([k, v]) => [k, typeof v === 'string' ? fit(v, 'paramString', `result ${i + 1} (${short(r.benchmark)}): parameter "${k}"`) : v]))
    }
    if (r.note) out.note = fit(r.note, 'note', `result ${i + 1} (${short(r.benchmark)}): the note`)
    return out
  })

  const environment = mergeEnvironments(parsed.environment, ...(opts.environments.some(Boolean) ? opts.environments : [old?.environment]))
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
    warnings.push(`${summarized} measurement(s) had more than ${maxSamples} samples (the most: ${most.n} in ${most.where}); they keep n, min, max, median and stddev instead. Pass --max-samples <n> to keep more (at most ${MAX_SAMPLES})`)
  }
  const raw: RawSpec | undefined = opts.raw ? { set: opts.raw.set, ext: opts.raw.ext, inputHash } : undefined
  for (const w of parsed.warnings ?? []) warnings.push(w)
  return { suiteJson, run: run as Run, raw, warnings, added, converted }
}

function uniqueRunId(state: StoreState, base: string): string {
  const taken = (id: string) => state.runs.some((r) => r.id === id) || existsSync(join(state.suiteDir, 'runs', `${id}.json`))
  if (!taken(base)) return base
  for (let i = 2; ; i++) if (!taken(`${base}-${i}`)) return `${base}-${i}`
}

/** Metrics of a suite as a short human list: "rps (req/s, higher), latency (ms, lower)". */
export function describeMetrics(suite: Suite, ids: string[]): string {
  return ids.map((id) => {
    const m = suite.metrics[id]
    return m ? `${id} (${m.unit}, ${m.direction} is better)` : id
  }).join(', ')
}
