// criterion.rs: the target/criterion directory, the `cargo bench` console report and
// `--output-format bencher` lines. Samples:
//   target/criterion/fib/recursive/8/new/estimates.json  + new/benchmark.json   (directory input)
//   fib/recursive/8         time:   [164.08 ns 223.76 ns 277.52 ns]
//                           thrpt:  [1.1068 GiB/s 1.2083 GiB/s 1.3278 GiB/s]
//   test fib/recursive/8 ... bench:          87 ns/iter (+/- 7)
// Names: group/function/parameter → benchmark "group/function" and param `parameter` (a number when
// numeric). The directory says exactly which part is which (benchmark.json); in text a third part, or
// a numeric second part, is taken as the parameter. Metric `time` (ns, lower): value = criterion's
// typical estimate, the one its console prints (slope when sampled linearly, else mean), ci = its
// confidence interval; the directory adds median and stddev (std_dev estimate), and when `time` is
// the slope, the mean estimate as `time-mean` (pages show `time`, as criterion's own report does). Bencher lines print
// the median and std_dev instead: value = median, stddev, and that run's `time` stat says so.
// Throughput: `throughput` (B/s) for Bytes/BytesDecimal, `throughput-elements` (elem/s) for Elements;
// computed from the time estimate and benchmark.json's count in the directory form. Only new/ is
// read (base/ and change/ are earlier runs). Console "change:" lines and the verdict go to the note;
// "Found N outliers among M measurements" gives n = M. "Benchmarking …" progress and cargo lines
// are skipped.
import type { Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { benchLine, checkResult, fail, head, makeRun, parseByLines, round, timeIn, toNum } from './shared'
import { ParseError } from './types'
import { DataError, parseJson } from '../../data/schema/validate'
import type { InputFile, LineParser, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const TIME: Metric = { label: 'Time', unit: 'ns', direction: 'lower', stat: 'typical (slope, else mean)' }
/** The mean estimate, kept beside `time` when `time` is the slope (directory form). */
const MEAN: Metric = { label: 'Time (mean estimate)', unit: 'ns', direction: 'lower', stat: 'mean' }
const BYTES: Metric = { label: 'Throughput', unit: 'B/s', direction: 'higher', stat: 'from the typical time' }
const ELEMS: Metric = { label: 'Elements per second', unit: 'elem/s', direction: 'higher', stat: 'from the typical time' }
const RATE: Record<string, [string, number]> = {
  'B/s': ['throughput', 1], 'KiB/s': ['throughput', 1024], 'MiB/s': ['throughput', 2 ** 20], 'GiB/s': ['throughput', 2 ** 30], 'TiB/s': ['throughput', 2 ** 40],
  'KB/s': ['throughput', 1e3], 'MB/s': ['throughput', 1e6], 'GB/s': ['throughput', 1e9], 'TB/s': ['throughput', 1e12],
  'elem/s': ['throughput-elements', 1], 'Kelem/s': ['throughput-elements', 1e3], 'Melem/s': ['throughput-elements', 1e6], 'Gelem/s': ['throughput-elements', 1e9],
}
const TRIPLE = /\[(\S+) (\S+) (\S+) (\S+) (\S+) (\S+)\]/
const PCT3 = /\[(\S+)% (\S+)% (\S+)%\]/
const VERDICT = /^(Performance has (regressed|improved)\.|No change in performance detected\.|Change within noise threshold\.)$/

/** "fib/recursive/8" → fib/recursive + {parameter: 8}; see the file comment for the rule. */
export function criterionName(id: string): { name: string; params?: Record<string, ParamValue> } {
  const parts = id.split('/')
  const lastPart = parts[parts.length - 1] ?? ''
  if (parts.length >= 3 || (parts.length === 2 && toNum(lastPart) !== undefined)) {
    return { name: parts.slice(0, -1).join('/'), params: { parameter: toNum(lastPart) ?? lastPart } }
  }
  return { name: id }
}

function lines(path: string): LineParser {
  const results: ParsedResult[] = []
  const lineOf: number[] = []
  const metrics: Record<string, Metric> = {}
  const warnings: string[] = []
  let current: ParsedResult | undefined
  let pending: { name: string; lineNo: number } | undefined
  let change: string[] = []
  let ignored = 0
  let last = 0
  let bencher = false

  const flushNote = () => {
    if (current && change.length) current.note = change.join(' ')
    change = []
  }
  const add = (id: string, lineNo: number): ParsedResult => {
    flushNote()
    const { name, params } = criterionName(id)
    const r: ParsedResult = params ? { benchmark: name, params, values: {} } : { benchmark: name, values: {} }
    results.push(r)
    lineOf.push(lineNo)
    current = r
    return r
  }
  const triple = (m: RegExpExecArray, lineNo: number, conv: (v: number, unit: string) => number | undefined): Measurement => {
    const vals = [1, 3, 5].map((i) => {
      const v = toNum(m[i] ?? '')
      const c = v === undefined ? undefined : conv(v, m[i + 1] ?? '')
      return c === undefined ? fail(path, lineNo, `"[<low> <unit> <estimate> <unit> <high> <unit>]", found "${m[0]}"`) : c
    })
    return { value: vals[1] as number, ci: { lower: vals[0] as number, upper: vals[2] as number } }
  }
  const pct = (m: RegExpExecArray, rest: string) => `${m[2]}% [${m[1]}% … ${m[3]}%]${rest}`.replace(/\u2212/g, '-')

  return {
    line(raw, lineNo) {
      last = lineNo
      const cr = raw.lastIndexOf('\r')
      const l = (cr >= 0 ? raw.slice(cr + 1) : raw).trimEnd()
      const s = l.trimStart()
      if (s === '') return
      const b = benchLine(l, path, lineNo)
      if (b) {
        bencher = true
        const r = add(b.name, lineNo)
        const v = timeIn(b.value, b.unit, 'ns')
        r.values.time = v === undefined ? fail(path, lineNo, `a time unit before "/iter", found "${b.unit}"`) : { value: v, median: v, stddev: timeIn(b.deviation, b.unit, 'ns') as number }
        metrics.time = { ...TIME, stat: 'median' }
        return
      }
      const t = s.indexOf('time:')
      if (t >= 0 && (t === 0 || /\s$/.test(s.slice(0, t)))) {
        const c = PCT3.exec(s.slice(t))
        if (c) { change.push(`change: time ${pct(c, s.slice(t + c.index + c[0].length))}`); return }
        const m = TRIPLE.exec(s.slice(t))
        if (!m) return fail(path, lineNo, `"time:   [<low> <unit> <estimate> <unit> <high> <unit>]", found "${s}"`)
        const name = s.slice(0, t).trim() || pending?.name
        if (!name) fail(path, lineNo, 'a benchmark name before "time:" (on this line or the one above)')
        pending = undefined
        add(name, lineNo).values.time = triple(m, lineNo, (v, u) => timeIn(v, u, 'ns'))
        metrics.time ??= TIME
        return
      }
      if (s.startsWith('thrpt:')) {
        const c = PCT3.exec(s)
        if (c) { change.push(`thrpt ${pct(c, '')}`); return }
        const m = TRIPLE.exec(s)
        if (!m || !current) return fail(path, lineNo, `a "time:" line before "thrpt:", and "thrpt:  [<low> <unit> <estimate> <unit> <high> <unit>]", found "${s}"`)
        const id = RATE[m[4] ?? '']?.[0]
        if (!id) return fail(path, lineNo, `a throughput unit such as "MiB/s" or "Melem/s", found "${m[4]}"`)
        current.values[id] = triple(m, lineNo, (v, u) => (RATE[u]?.[0] === id ? round(v * (RATE[u]?.[1] ?? 1)) : undefined))
        metrics[id] ??= id === 'throughput' ? BYTES : ELEMS
        return
      }
      if (s.startsWith('change:')) {
        const m = PCT3.exec(s)
        if (m) change.push(`change: ${pct(m, s.slice(m.index + m[0].length))}`)
        else if (s !== 'change:') fail(path, lineNo, `"change: [<low>% <estimate>% <high>%]", found "${s}"`)
        return
      }
      if (VERDICT.test(s)) { change.push(s); flushNote(); return }
      const out = /^Found \d+ outliers among (\d+) measurements/.exec(s)
      if (out) {
        if (current?.values.time && !bencher) current.values.time.n = Number(out[1])
        return
      }
      if (l !== s && /^\d+ \([\d.]+%\) (high|low) (mild|severe)$/.test(s)) return
      if (/^(Benchmarking |Compiling |Finished |Running |Gnuplot not found|running \d+ tests?|test result: |Executable )/.test(s)) return
      if (/^(Warning|WARNING|warning): /.test(s)) { warnings.push(`${path}: line ${lineNo}: ${s}`); return }
      if (pending) ignored++
      pending = l === s ? { name: s, lineNo } : undefined // a long name goes on its own line
      if (!pending) ignored++
    },
    end() {
      flushNote()
      if (pending) ignored++
      if (results.length === 0) fail(path, last, 'criterion output: "<name>  time:   [<low> <estimate> <high>]" lines, bencher lines "test <name> ... bench: <n> ns/iter (+/- <n>)", or a target/criterion directory')
      if (ignored) warnings.push(`${path}: skipped ${ignored} line(s) that are not criterion results`)
      results.forEach((r, i) => checkResult(path, lineOf[i] ?? last, r))
      return makeRun('criterion.rs', metrics, results, { warnings })
    },
  }
}

interface Estimate { point_estimate: number; confidence_interval?: { confidence_level?: number; lower_bound: number; upper_bound: number } }
type Estimates = Partial<Record<'mean' | 'median' | 'slope' | 'std_dev', Estimate | null>>
interface BenchmarkJson { group_id?: string; function_id?: string | null; value_str?: string | null; throughput?: Record<string, unknown> | null }

function readJson<T>(f: InputFile): T {
  try {
    return parseJson(f.text, f.path) as T // line and column of a syntax error, limits, keys written twice
  } catch (e) {
    if (e instanceof DataError) throw new ParseError(f.path, e.jsonPath, e.expected)
    throw e
  }
}
const num = (v: unknown, file: string, where: string): number => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ParseError(file, where, `a number, found ${JSON.stringify(v)}`)
  return v
}

function parseDir(input: ParserInput): ParsedRun {
  const byDir = new Map<string, Partial<Record<'estimates' | 'benchmark', InputFile>>>()
  for (const f of input.files) {
    const m = /^(.*\/)?new\/(estimates|benchmark)\.json$/.exec(f.path.replace(/\\/g, '/'))
    if (!m) continue
    const dir = m[1] ?? ''
    const e = byDir.get(dir) ?? {}
    e[m[2] as 'estimates' | 'benchmark'] = f
    byDir.set(dir, e)
  }
  const metrics: Record<string, Metric> = {}
  const results: ParsedResult[] = []
  for (const [dir, { estimates, benchmark }] of [...byDir].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (!estimates || !benchmark) throw new ParseError(`${dir}new/`, '$', 'both estimates.json and benchmark.json in criterion\'s new/ folder')
    const est = readJson<Estimates>(estimates)
    const bj = readJson<BenchmarkJson>(benchmark)
    if (typeof bj.group_id !== 'string') throw new ParseError(benchmark.path, '$.group_id', 'the benchmark group name (a string)')
    const typical = est.slope ?? est.mean
    const key = est.slope ? 'slope' : 'mean'
    if (!typical) throw new ParseError(estimates.path, '$.mean', 'an estimate object with point_estimate')
    const value = num(typical.point_estimate, estimates.path, `$.${key}.point_estimate`)
    const time: Measurement = { value }
    const ci = typical.confidence_interval
    if (ci) {
      time.ci = { lower: num(ci.lower_bound, estimates.path, `$.${key}.confidence_interval.lower_bound`), upper: num(ci.upper_bound, estimates.path, `$.${key}.confidence_interval.upper_bound`) }
      if (ci.confidence_level && ci.confidence_level > 0 && ci.confidence_level < 1) time.ci.level = ci.confidence_level
    }
    if (est.median) time.median = num(est.median.point_estimate, estimates.path, '$.median.point_estimate')
    if (est.std_dev) time.stddev = num(est.std_dev.point_estimate, estimates.path, '$.std_dev.point_estimate')
    const name = bj.function_id ? `${bj.group_id}/${bj.function_id}` : bj.group_id
    const r: ParsedResult = { benchmark: name, values: { time } }
    metrics.time = TIME // first: the metric a new suite shows
    // With linear sampling `time` is the slope (what criterion's console and report show); the mean
    // estimate is kept beside it as `time-mean`, so neither is dropped.
    if (est.slope && est.mean) {
      const mean: Measurement = { value: num(est.mean.point_estimate, estimates.path, '$.mean.point_estimate') }
      const mci = est.mean.confidence_interval
      if (mci) {
        mean.ci = { lower: num(mci.lower_bound, estimates.path, '$.mean.confidence_interval.lower_bound'), upper: num(mci.upper_bound, estimates.path, '$.mean.confidence_interval.upper_bound') }
        if (mci.confidence_level && mci.confidence_level > 0 && mci.confidence_level < 1) mean.ci.level = mci.confidence_level
      }
      r.values['time-mean'] = mean
      metrics['time-mean'] = MEAN
    }
    if (bj.value_str != null) r.params = { parameter: toNum(bj.value_str) ?? bj.value_str }
    metrics.time = TIME
    const tp = bj.throughput ?? undefined
    const count = tp ? (tp.Bytes ?? tp.BytesDecimal ?? tp.Elements) : undefined
    if (tp && typeof count === 'number') {
      const id = tp.Elements !== undefined ? 'throughput-elements' : 'throughput'
      const rate = (ns: number) => round(count / (ns * 1e-9))
      r.values[id] = time.ci ? { value: rate(value), ci: { lower: rate(time.ci.upper), upper: rate(time.ci.lower) } } : { value: rate(value) }
      metrics[id] = id === 'throughput' ? BYTES : ELEMS
    }
    results.push(r)
  }
  if (results.length === 0) throw new ParseError(input.files[0]?.path ?? '(no input)', '$', 'criterion files <benchmark>/new/estimates.json and new/benchmark.json')
  return makeRun('criterion.rs', metrics, results)
}

const isDir = (input: ParserInput) => input.files.some((f) => /(^|[\\/])new[\\/](estimates|benchmark)\.json$/.test(f.path))

const criterionParser: Parser = {
  id: 'criterion',
  tool: 'criterion.rs',
  description: 'criterion.rs results: the target/criterion directory, cargo bench console output, or --output-format bencher',
  produce: 'cargo bench > bench.txt   (or: cargo bench -- --output-format bencher; or point ingest at target/criterion/)',
  detect(input) {
    if (isDir(input)) return 1
    const h = head(input)
    if (/^(\S.*?)?\s+time:\s+\[[\d.]+ \S+ [\d.]+ \S+ [\d.]+ \S+\]/m.test(h)) return 0.95
    if (/^test .+ \.\.\. bench:\s+[\d,]+ \S+\/iter \(\+\/- [\d,]+\)\r?$/m.test(h) && !/^(running \d+ tests?|test result: )/m.test(h) && !/bench:\s+[\d,]*\.\d/.test(h)) return 0.6
    return 0
  },
  parse: (input) => (isDir(input) ? parseDir(input) : parseByLines(input, lines)),
  lines,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const criterion = defineParser(criterionParser)
