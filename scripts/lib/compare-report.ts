// The model and the two renderings (Markdown for a PR comment, JSON) of `pnpm compare <base> <head>`:
// for every suite on both sides, the latest current run of head against the latest current run of
// base, result by result (matched by resultKey) and metric by metric. Pure: the sides arrive loaded
// and validated; numbers become text only through data/schema/format.ts.
import type { Measurement, Metric, ParamValue, Result, Run, Suite } from '../../data/schema/schema'
import { environmentChanges } from '../../components/support/env'
import { formatChange, formatMeasured, formatNumber, isFailedValue, qualifierWords } from '../../data/schema/format'
import { mdText } from '../../data/schema/escape'
import { currentRuns, measurement, resultKey } from '../../data/schema/model'
import { convert } from '../../data/schema/units'
import { isAcknowledged } from '../../data/schema/acknowledge'
import { decidedBy, DEFAULT_ALPHA, DEFAULT_TOLERANCE, formatP, judge, percent, plain, TEST_NAME, VERDICT_WORD } from '../../data/schema/verdict'
import type { Band, JudgeOptions, TestChoice, TestName, TestReport, Verdict } from '../../data/schema/verdict'
import { judgeOptions, runNoise } from '../../data/schema/noise'
import type { AffectedReport } from './affected-charts'

export type { TestChoice, TestName, TestReport, Verdict }
export { DEFAULT_ALPHA, formatP }
/** GitHub refuses comments over 65,536 characters; the Markdown report stays below this. */
export const DEFAULT_MAX_CHARS = 60_000

export interface SuiteInput {
  suite: Suite
  /** Oldest first, as the store loads them. */
  runs: Run[]
}

export interface SideInfo {
  /** The argument as given on the command line. */
  arg: string
  kind: 'dir' | 'ref'
  /** For a ref: the commit it resolved to. */
  commit?: string
  /** For a ref whose tree has no data/ folder: it counts as a side without suites. */
  empty?: boolean
}

export interface CompareOptions {
  alpha?: number
  test?: TestChoice
}

export interface RunInfo {
  id: string
  date?: string
  version?: string
  label?: string
  commit?: string
}

export interface SideValue {
  value: number
  qualifier?: Measurement['qualifier']
  /** How many samples the value came with (only when it had samples). */
  samples?: number
  /** The value as the site writes it ("1.29M calls/s", "≥ 480,000 req/s"). */
  text: string
}

export interface ResultRef {
  benchmark: string
  params: Record<string, ParamValue>
  /** "Sum · framework=gRPC"; with `metric` when only that metric was added or removed. */
  label: string
  metric?: string
}

export interface Row {
  benchmark: string
  params: Record<string, ParamValue>
  label: string
  metric: string
  metricLabel: string
  unit: string
  direction: 'higher' | 'lower'
  base: SideValue
  head: SideValue
  /** (head − base) / |base|; null when base is 0 and head is not. */
  change: number | null
  changeText: string
  verdict: Verdict
  /** What decided: a test plus the noise band, the band alone (no spread reported), or nothing (one sample). */
  method: 'tolerance' | 'none' | TestName
  test?: TestReport
  /** Which figure of each side was compared ("median of 10 samples"). */
  statistic: string
  band: Band
  /** A secondary metric (CPU time, memory) is listed but never counted in the headline. */
  primary: boolean
  /** Statistic, test and band in one line. */
  decided: string
  notes: string[]
  /** The suite acknowledged this change (suite.json `acknowledged`): its reason; not counted as a regression. */
  acknowledged?: string
}

export interface Counts {
  /** Primary metrics only: what the headline and --fail-on-regression count. */
  regressed: number
  improved: number
  unchanged: number
  /** One sample a side: no verdict. */
  unknown: number
  /** Secondary metrics (CPU time, memory, allocations) that changed: listed, not headlined. */
  secondary: number
  added: number
  removed: number
}

export interface SuiteReport {
  id: string
  title: string
  tolerance: number
  base?: RunInfo
  head?: RunInfo
  /** The same run (same id, same content) on both sides. */
  sameRun: boolean
  /** "measured on a different machine/runtime" items: ["CPU: A → B", ".NET: 10.0.1 → 10.0.7"]. */
  environment: string[]
  notes: string[]
  rows: Row[]
  added: ResultRef[]
  removed: ResultRef[]
  counts: Counts
}

export interface Worst {
  suite: string
  row: Row
}

export interface Report {
  base: SideInfo
  head: SideInfo
  alpha: number
  test: TestChoice
  suites: SuiteReport[]
  suitesAdded: Array<{ id: string; title: string }>
  suitesRemoved: Array<{ id: string; title: string }>
  counts: Counts
  worst?: Worst
  /** The charts and tables of head's pages that draw other numbers (when head's pages were found). */
  charts?: AffectedReport
}

// ───────────────────────────── model ─────────────────────────────

export function compareData(base: Map<string, SuiteInput>, head: Map<string, SuiteInput>, sides: { base: SideInfo; head: SideInfo }, opts: CompareOptions = {}): Report {
  const alpha = opts.alpha ?? DEFAULT_ALPHA
  const test = opts.test ?? 'auto'
  const ids = [...new Set([...base.keys(), ...head.keys()])].sort(cmpStr)
  const suites: SuiteReport[] = []
  const suitesAdded: Report['suitesAdded'] = []
  const suitesRemoved: Report['suitesRemoved'] = []
  for (const id of ids) {
    const b = base.get(id)
    const h = head.get(id)
    if (b && h) suites.push(compareSuite(b, h, alpha, test))
    else if (h) suitesAdded.push({ id, title: h.suite.title })
    else if (b) suitesRemoved.push({ id, title: b.suite.title })
  }
  const counts = sumCounts(suites.map((s) => s.counts))
  let worst: Worst | undefined
  for (const s of suites) {
    for (const row of s.rows) {
      if (countAs(row) !== 'regressed') continue
      if (!worst || severity(row) > severity(worst.row)) worst = { suite: s.id, row }
    }
  }
  return { base: sides.base, head: sides.head, alpha, test, suites, suitesAdded, suitesRemoved, counts, worst }
}

/** How much worse, as a fraction: latency 2 → 3 ms is 0.5, throughput 3 → 2 M/s is 0.5 too. */
/**
 * A test that fails in head and did not in base counts as a regression (and fails --fail-on-regression);
 * one that failed on both sides did not change.
 */
function countAs(r: Pick<Row, 'verdict' | 'base' | 'unit' | 'primary' | 'acknowledged'>): Exclude<keyof Counts, 'added' | 'removed'> {
  if (r.acknowledged && r.verdict !== 'improved') return 'unchanged'
  const v = r.verdict !== 'failed' ? r.verdict : isFailedValue(r.base.value, r.unit) ? 'unchanged' : 'regressed'
  return !r.primary && (v === 'regressed' || v === 'improved') ? 'secondary' : v
}

export function severity(row: Pick<Row, 'change' | 'direction'>): number {
  if (row.change === null) return Infinity
  if (row.direction === 'lower') return row.change
  return row.change <= -1 ? Infinity : 1 / (1 + row.change) - 1
}

function compareSuite(b: SuiteInput, h: SuiteInput, alpha: number, test: TestChoice): SuiteReport {
  const suite = h.suite
  const tolerance = suite.tolerance ?? DEFAULT_TOLERANCE
  const baseRun = currentRuns(b.runs).at(-1)
  const headRun = currentRuns(h.runs).at(-1)
  const notes: string[] = []
  if (!baseRun) notes.push('base has no current run: every result of head counts as added')
  if (!headRun) notes.push('head has no current run: every result of base counts as removed')
  const baseTolerance = b.suite.tolerance ?? DEFAULT_TOLERANCE
  if (baseTolerance !== tolerance) notes.push(`the noise band changed from ±${percent(baseTolerance)} to ±${percent(tolerance)}; head's is used`)
  let sameRun = false
  if (baseRun && headRun) {
    if (baseRun.id === headRun.id) {
      sameRun = canonical(baseRun) === canonical(headRun)
      if (!sameRun) notes.push(`run "${baseRun.id}" differs between base and head: it was edited in place`)
    } else if (baseRun.date && headRun.date && headRun.date < baseRun.date) {
      notes.push(`head's latest run (${headRun.date}) is older than base's (${baseRun.date})`)
    }
  }
  const environment = baseRun && headRun ? environmentChanges(baseRun, headRun) : []

  // Base's runs up to its latest: each benchmark's noise band, as the pages take it (noise.ts).
  const history = baseRun ? b.runs.slice(0, b.runs.indexOf(baseRun) + 1) : []
  const baseResults = new Map((baseRun?.results ?? []).map((r) => [resultKey(r), r]))
  const headResults = new Map((headRun?.results ?? []).map((r) => [resultKey(r), r]))
  const metricIds = [...new Set([...Object.keys(b.suite.metrics), ...Object.keys(suite.metrics)])].sort(cmpStr)
  const rows: Row[] = []
  const added: ResultRef[] = []
  const removed: ResultRef[] = []
  for (const [key, hr] of headResults) if (!baseResults.has(key)) added.push(ref(hr))
  for (const [key, br] of baseResults) if (!headResults.has(key)) removed.push(ref(br))
  const pending: Pending[] = []
  for (const [key, hr] of headResults) {
    const br = baseResults.get(key)
    if (!br) continue
    for (const id of metricIds) {
      const metric = suite.metrics[id] ?? b.suite.metrics[id]!
      const bm = b.suite.metrics[id] ? measurement(b.suite, br, id) : undefined
      const hm = suite.metrics[id] ? measurement(suite, hr, id) : undefined
      if (!bm && !hm) continue
      if (!bm) {
        added.push({ ...ref(hr), metric: metric.label, label: `${label(hr)} — ${metric.label}` })
        continue
      }
      if (!hm) {
        removed.push({ ...ref(br), metric: metric.label, label: `${label(br)} — ${metric.label}` })
        continue
      }
      const baseMetric = b.suite.metrics[id]!
      const converted = inUnit(bm, baseMetric.unit, metric.unit)
      if (!converted) {
        removed.push({ ...ref(br), metric: metric.label, label: `${label(br)} — ${metric.label} in ${baseMetric.unit}` })
        added.push({ ...ref(hr), metric: metric.label, label: `${label(hr)} — ${metric.label} in ${metric.unit}` })
        continue
      }
      pending.push({ hr, id, metric, bm: converted, hm, baseMetric })
    }
  }
  rows.push(...judgeAll(pending, (id) => (suite.metrics[id] ? suite : b.suite), history, { tolerance, alpha, test }, headRun))
  rows.sort(byResultThenMetric)
  added.sort(byResult)
  removed.sort(byResult)
  const counts: Counts = { regressed: 0, improved: 0, unchanged: 0, unknown: 0, secondary: 0, added: added.length, removed: removed.length }
  for (const r of rows) counts[countAs(r)]++
  return {
    id: suite.id,
    title: suite.title,
    tolerance,
    base: baseRun && runInfo(baseRun),
    head: headRun && runInfo(headRun),
    sameRun,
    environment,
    notes,
    rows,
    added,
    removed,
    counts,
  }
}

interface Pending {
  hr: Result
  id: string
  metric: Metric
  bm: Measurement
  hm: Measurement
  baseMetric: Metric
}

/** The rows of one suite: each metric's run band over every benchmark both runs measured (as the pages take it), then each verdict. */
function judgeAll(pending: Pending[], suiteOf: (id: string) => Suite, history: Run[], opts: { tolerance: number; alpha: number; test: TestChoice }, headRun?: Run): Row[] {
  const ids = [...new Set(pending.map((p) => p.id))]
  const runBands = new Map(ids.map((id) => [id, runNoise(suiteOf(id), id, history, pending.filter((p) => p.id === id).map((p) => ({ result: p.hr, base: p.bm, head: p.hm })))]))
  return pending.map(({ hr, id, metric, bm, hm, baseMetric }) => {
    const row = compareValues(hr, id, metric, bm, hm, { ...judgeOptions(suiteOf(id), id, history, hr, runBands.get(id)), ...opts })
    if (baseMetric.unit !== metric.unit) row.notes.push(`base converted from ${baseMetric.unit} to ${metric.unit}`)
    if (baseMetric.direction !== metric.direction) row.notes.push(`direction changed from "${baseMetric.direction}" to "${metric.direction}"; head's is used`)
    // A change acknowledged in suite.json (with its reason) is shown, and no longer counted as a regression.
    const ack = headRun && isAcknowledged(suiteOf(id), { benchmark: hr.benchmark, params: hr.params, metric: id, run: headRun.id, commit: headRun.commit })
    if (ack) row.acknowledged = ack
    return row
  })
}

function compareValues(r: Result, id: string, metric: Suite['metrics'][string], bm: Measurement, hm: Measurement, opts: JudgeOptions): Row {
  const fmt = metric.format ?? {}
  const notes: string[] = []
  const side = (m: Measurement): SideValue => ({
    value: m.value,
    ...(m.qualifier ? { qualifier: m.qualifier } : {}),
    ...(m.samples ? { samples: m.samples.length } : {}),
    text: formatMeasured(m.value, metric.unit, fmt, m.qualifier),
  })
  if (bm.qualifier) notes.push(`base is a bound ("${qualifierWords(bm.qualifier).trim()}"); compared as a plain value`)
  if (hm.qualifier) notes.push(`head is a bound ("${qualifierWords(hm.qualifier).trim()}"); compared as a plain value`)
  const j = judge(bm, hm, metric.unit, metric.direction, opts)
  notes.push(...j.notes)
  const { change, verdict, method, test, statistic, band, primary } = j
  return {
    benchmark: r.benchmark,
    params: sortedParams(r.params),
    label: label(r),
    metric: id,
    metricLabel: metric.label,
    unit: metric.unit,
    direction: metric.direction,
    base: side(bm),
    head: side(hm),
    change,
    changeText: change === null ? '–' : formatChange(change),
    verdict,
    method,
    ...(test ? { test } : {}),
    statistic,
    band,
    primary,
    decided: decidedBy(j),
    notes,
  }
}

/** A measurement in another unit of the same dimension (a suite may switch ns to µs); undefined when impossible. */
function inUnit(m: Measurement, from: string, to: string): Measurement | undefined {
  if (from === to) return m
  let c: (v: number) => number
  try {
    convert(1, from, to)
    c = (v) => convert(v, from, to)
  } catch {
    return undefined
  }
  return { ...m, value: c(m.value), ...(m.samples ? { samples: m.samples.map(c) } : {}), ...(m.quantiles ? { quantiles: m.quantiles.map(c) } : {}) }
}


function runInfo(r: Run): RunInfo {
  const out: RunInfo = { id: r.id }
  if (r.date) out.date = r.date
  if (r.version) out.version = r.version
  if (r.label) out.label = r.label
  if (r.commit) out.commit = r.commit
  return out
}

function sortedParams(p: Result['params']): Record<string, ParamValue> {
  return Object.fromEntries(Object.entries(p ?? {}).sort(([a], [b]) => cmpStr(a, b)))
}

/** "Sum · framework=gRPC · itemBytes=100": the benchmark and its parameters, sorted by name. */
export function label(r: Pick<Result, 'benchmark' | 'params'>): string {
  return [r.benchmark, ...Object.entries(sortedParams(r.params)).map(([k, v]) => `${k}=${String(v)}`)].join(' · ')
}

function ref(r: Result): ResultRef {
  return { benchmark: r.benchmark, params: sortedParams(r.params), label: label(r) }
}

/** Code-unit order, the same on every machine and locale. */
export function cmpStr(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function cmpParamValue(a: ParamValue | undefined, b: ParamValue | undefined): number {
  if (a === b) return 0
  if (a === undefined) return -1
  if (b === undefined) return 1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a !== typeof b) return cmpStr(typeof a, typeof b)
  return cmpStr(String(a), String(b))
}

function cmpParams(a: Record<string, ParamValue>, b: Record<string, ParamValue>): number {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort(cmpStr)
  for (const k of keys) {
    const c = cmpParamValue(a[k], b[k])
    if (c !== 0) return c
  }
  return 0
}

function byResult(a: ResultRef, b: ResultRef): number {
  return cmpStr(a.benchmark, b.benchmark) || cmpParams(a.params, b.params) || cmpStr(a.metric ?? '', b.metric ?? '')
}

function byResultThenMetric(a: Row, b: Row): number {
  return cmpStr(a.benchmark, b.benchmark) || cmpParams(a.params, b.params) || cmpStr(a.metric, b.metric)
}

function sumCounts(all: Counts[]): Counts {
  const out: Counts = { regressed: 0, improved: 0, unchanged: 0, unknown: 0, secondary: 0, added: 0, removed: 0 }
  for (const c of all) for (const k of Object.keys(out) as Array<keyof Counts>) out[k] += c[k]
  return out
}

/** JSON with object keys sorted, to tell identical runs from edited ones whatever the key order. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => cmpStr(a, b))) : x)
}

// ───────────────────────────── numbers as text ─────────────────────────────


// ───────────────────────────── Markdown ─────────────────────────────

/**
 * Text from data, made inert for Markdown and HTML at once (data/schema/escape.ts). A renderer that
 * decodes the entities (markdown-it does) must still not meet "{{": a zero-width space keeps two
 * braces from ever becoming a Vue interpolation.
 */
export function escapeMd(s: string): string {
  return mdText(s).replace(/&#123;(?=&#123;)/g, '&#123;&#8203;')
}

const VERDICT_MD: Record<Verdict, string> = { regressed: `🔴 **${VERDICT_WORD.regressed}**`, improved: `🟢 ${VERDICT_WORD.improved}`, unchanged: VERDICT_WORD.unchanged, failed: `🔴 **${VERDICT_WORD.failed}**`, unknown: `⚪ ${VERDICT_WORD.unknown}` }

function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n, { decimals: 0 })} ${n === 1 ? one : many}`
}

function countsLine(c: Counts): string {
  const parts = [
    c.regressed ? `**${plural(c.regressed, 'regression')}**` : '0 regressions',
    plural(c.improved, 'improvement'),
    `${formatNumber(c.unchanged, { decimals: 0 })} unchanged`,
    ...(c.unknown ? [`${formatNumber(c.unknown, { decimals: 0 })} without a verdict`] : []),
    ...(c.secondary ? [`${formatNumber(c.secondary, { decimals: 0 })} secondary changed`] : []),
    `${formatNumber(c.added, { decimals: 0 })} added`,
    `${formatNumber(c.removed, { decimals: 0 })} removed`,
  ]
  return parts.join(' · ')
}

function sideMd(s: SideInfo): string {
  const name = `**${escapeMd(s.arg)}**`
  if (s.kind === 'dir') return `${name} (data folder)`
  return `${name} (${s.commit ? `commit ${escapeMd(s.commit.slice(0, 12))}` : 'git ref'}${s.empty ? ', no data/ folder' : ''})`
}

function runMd(r: RunInfo | undefined): string {
  if (!r) return 'no current run'
  const extra = [r.version && `version ${r.version}`, r.date && !r.id.includes(r.date) ? r.date : undefined, r.commit && `commit ${r.commit.slice(0, 12)}`].filter(Boolean).join(', ')
  return `run ${escapeMd(r.id)}${extra ? ` (${escapeMd(extra)})` : ''}`
}

function verdictMd(row: Row): string {
  const parts = [row.primary || row.verdict === 'failed' || row.verdict === 'unknown' || row.verdict === 'unchanged' ? VERDICT_MD[row.verdict] : `${VERDICT_WORD[row.verdict]} (secondary metric)`]
  if (row.acknowledged) parts.push(`(acknowledged: ${escapeMd(row.acknowledged)})`)
  if (row.method !== 'none') parts.push(escapeMd(row.decided))
  for (const n of row.notes) parts.push(escapeMd(n))
  return parts.join(' · ')
}

export function envWarningMd(s: Pick<SuiteReport, 'environment'>): string {
  return `measured on a different machine/runtime: ${escapeMd(s.environment.join('; '))} — differences may not be the code's`
}

function suiteSummaryMd(s: SuiteReport): string {
  const c = s.counts
  const parts: string[] = []
  if (c.regressed) parts.push(`<b>${plural(c.regressed, 'regression')}</b>`)
  if (c.improved) parts.push(plural(c.improved, 'improvement'))
  parts.push(`${formatNumber(c.unchanged, { decimals: 0 })} unchanged`)
  if (c.unknown) parts.push(`${formatNumber(c.unknown, { decimals: 0 })} without a verdict`)
  if (c.secondary) parts.push(`${formatNumber(c.secondary, { decimals: 0 })} secondary changed`)
  if (c.added) parts.push(`${formatNumber(c.added, { decimals: 0 })} added`)
  if (c.removed) parts.push(`${formatNumber(c.removed, { decimals: 0 })} removed`)
  if (s.environment.length) parts.push('⚠️ different environment')
  if (s.sameRun) parts.push('same run on both sides')
  return `<details><summary><b>${escapeMd(s.id)}</b> — ${escapeMd(s.title)}: ${parts.join(', ')}</summary>`
}

function tableMd(rows: Row[]): string[] {
  const out = ['| Benchmark | Metric | Base | Head | Change | Verdict |', '| --- | --- | ---: | ---: | ---: | --- |']
  for (const r of rows) {
    out.push(`| ${escapeMd(r.label)} | ${escapeMd(r.metricLabel)} | ${escapeMd(r.base.text)} | ${escapeMd(r.head.text)} | ${escapeMd(r.changeText)} | ${verdictMd(r)} |`)
  }
  return out
}

function suiteMd(s: SuiteReport, alpha: number, onlyChanges: boolean): string {
  const out = [suiteSummaryMd(s), '']
  out.push(`Base ${runMd(s.base)} → head ${runMd(s.head)}. A change counts when it is beyond the benchmark's noise band (its run-to-run variation over the suite's history, or ±${percent(s.tolerance)} without enough history; wider when all benchmarks of the two runs scatter more) and significant by the tool's samples or intervals (p < ${plain(alpha)}); one sample a side gives no verdict.`, '')
  if (s.environment.length) out.push(`> ⚠️ **${envWarningMd(s)}.**`, '')
  for (const n of s.notes) out.push(`Note: ${escapeMd(n)}.`, '')
  if (s.sameRun) {
    out.push(`The same run on both sides: ${plural(s.rows.length, 'value')} unchanged.`, '')
  } else {
    // What changed leads; unchanged values are one line (all of them in --json).
    const rows = s.rows.filter((r) => r.verdict !== 'unchanged' && r.verdict !== 'unknown')
    const unknown = s.rows.filter((r) => r.verdict === 'unknown').length
    if (rows.length) out.push(...tableMd(rows), '')
    const quiet = s.rows.length - rows.length - unknown
    if (quiet) out.push(`${formatNumber(quiet, { decimals: 0 })} unchanged within noise${onlyChanges ? '' : ' (--json lists every value)'}.`, '')
    if (unknown) out.push(`${formatNumber(unknown, { decimals: 0 })} without a verdict: one sample per run (repeat the benchmark, e.g. go test -count=10) or a mean without its spread.`, '')
    if (!s.rows.length && !s.added.length && !s.removed.length) out.push('Nothing to compare.', '')
  }
  if (s.added.length) out.push(`**Added** (only in head): ${s.added.map((a) => escapeMd(a.label)).join('; ')}.`, '')
  if (s.removed.length) out.push(`**Removed** (only in base): ${s.removed.map((a) => escapeMd(a.label)).join('; ')}.`, '')
  out.push('</details>', '')
  return out.join('\n')
}

const KIND_WORD = { chart: 'chart', trend: 'trend chart', table: 'table' } as const
const CHANGE_WORD = { changed: 'other numbers', added: 'new: no data on base', removed: 'no data on head' } as const

/** "Charts affected": each block of head's pages whose numbers differ, with its page and anchor. */
function chartsMd(c: AffectedReport): string[] {
  const out = ['### Charts affected', '']
  const where = `${plural(c.pages, 'page')} of ${escapeMd(c.docs)}`
  if (!c.affected.length) out.push(`No chart or table on the ${where} draws other numbers (${plural(c.blocks, 'block')} checked).`, '')
  else {
    const pages = new Set(c.affected.map((a) => a.page)).size
    out.push(`<details><summary>${plural(c.affected.length, 'chart or table', 'charts and tables')} of ${formatNumber(c.blocks, { decimals: 0 })} on ${plural(pages, 'page')} draw other numbers</summary>`, '')
    for (const a of c.affected) {
      out.push(`- ${escapeMd(a.page)} › **${escapeMd(a.title)}** (${KIND_WORD[a.kind]}, ${escapeMd(a.suite)}): ${escapeMd(a.link)} — ${CHANGE_WORD[a.change]}`)
    }
    out.push('', '</details>', '')
  }
  for (const e of c.errors) out.push(`Note: a page could not be read with head's data: ${escapeMd(e)}.`, '')
  return out
}

export interface MarkdownOptions {
  /** Keep the report below this many characters (a GitHub comment holds 65,536). */
  maxChars?: number
}

export function renderMarkdown(rep: Report, opts: MarkdownOptions = {}): string {
  const max = opts.maxChars ?? DEFAULT_MAX_CHARS
  const head: string[] = ['## Benchmark comparison', '']
  head.push(`Base ${sideMd(rep.base)} → head ${sideMd(rep.head)}`, '')
  head.push(countsLine(rep.counts), '')
  if (rep.worst) {
    const { suite, row } = rep.worst
    const how = row.test ? `, ${TEST_NAME[row.test.test]} ${formatP(row.test.p)}, ${row.statistic}` : ''
    head.push(`**Worst regression:** ${escapeMd(suite)} › ${escapeMd(row.label)} › ${escapeMd(row.metricLabel)}: ${escapeMd(row.base.text)} → ${escapeMd(row.head.text)} (${escapeMd(row.changeText)}${how})`, '')
  }
  for (const s of rep.suites) {
    if (s.environment.length) head.push(`> ⚠️ **${escapeMd(s.id)}: ${envWarningMd(s)}.**`, '')
  }
  if (rep.suitesAdded.length) head.push(`**New suites** (only in head): ${rep.suitesAdded.map((s) => `${escapeMd(s.id)} (${escapeMd(s.title)})`).join('; ')}.`, '')
  if (rep.suitesRemoved.length) head.push(`**Suites removed** (only in base): ${rep.suitesRemoved.map((s) => `${escapeMd(s.id)} (${escapeMd(s.title)})`).join('; ')}.`, '')
  if (!rep.suites.length && !rep.suitesAdded.length && !rep.suitesRemoved.length) head.push('No suites on either side.', '')
  else if (rep.suites.every((s) => s.sameRun) && !rep.suitesAdded.length && !rep.suitesRemoved.length) {
    head.push('Nothing changed: every suite has the same latest run on both sides.', '')
  }
  // Suites whose latest run is the same on both sides take one line, not a section each.
  const unchanged = rep.suites.filter((s) => s.sameRun && !s.notes.length && !s.environment.length)
  const listed = rep.suites.filter((s) => !unchanged.includes(s))
  if (unchanged.length && listed.length + rep.suitesAdded.length + rep.suitesRemoved.length > 0) {
    head.push(`Unchanged (the same latest run on both sides): ${unchanged.map((s) => escapeMd(s.id)).join(', ')}.`, '')
  }
  if (rep.charts) head.push(...chartsMd(rep.charts))
  const top = head.join('\n') + '\n'

  const full = top + listed.map((s) => suiteMd(s, rep.alpha, false)).join('')
  if (full.length <= max) return full
  // Too long for a comment: list only what changed, then stop adding suites when full.
  const tail = (n: number) => `_${plural(n, 'suite')} left out to fit a PR comment; run \`pnpm compare … --json\` for the whole comparison._\n`
  let out = top
  for (let i = 0; i < listed.length; i++) {
    const part = suiteMd(listed[i]!, rep.alpha, true)
    if (out.length + part.length + tail(listed.length).length > max) return out + tail(listed.length - i)
    out += part
  }
  return out
}

export function renderJson(rep: Report): string {
  return JSON.stringify(rep, null, 2) + '\n'
}
