// BenchmarkDotNet JSON exporters: full, brief, full-compressed, brief-compressed (same structure;
// "compressed" has no indentation, "brief" has no Measurements and no Metrics).
//   {"Title":"Ns.StringBench-20260802-042023","HostEnvironmentInfo":{"BenchmarkDotNetVersion":"0.14.0",
//    "OsVersion":"Ubuntu 24.04.4 LTS (Noble Numbat)","ProcessorName":"…","PhysicalCoreCount":10,
//    "LogicalCoreCount":20,"RuntimeVersion":".NET 10.0.10 (10.0.1026.32716)","Architecture":"X64",…},
//    "Benchmarks":[{"DisplayInfo":"StringBench.Concat: DefaultJob [N=10]","Type":"StringBench",
//    "Method":"Concat","MethodTitle":"Concat","Parameters":"N=10&Size=100","FullName":"…",
//    "Statistics":{"N":15,"Min":…,"Mean":9.97,"Median":…,"StandardDeviation":…,
//    "ConfidenceInterval":{"Level":12,"Lower":…,"Upper":…},"Percentiles":{"P0":…,"P50":…,"P100":…}},
//    "Memory":{"Gen0Collections":0,…,"BytesAllocatedPerOperation":0},
//    "Measurements":[{"IterationMode":"Workload","IterationStage":"Result","Operations":67108864,"Nanoseconds":672442626},…],
//    "Metrics":[{"Value":0,"Descriptor":{"Id":"Allocated Memory","DisplayName":"Allocated","Unit":"B",
//    "TheGreaterTheBetter":false}},…]}]}
// One result per benchmark case: benchmark "<Type>.<MethodTitle>", Parameters → params (numbers when
// numeric); the job (from DisplayInfo, without BDN's random "Job-XXXXXX" id) becomes a param "job"
// only when the file has several jobs.
// Metric "time" (ns, mean) with stddev, min, max, median, n, the confidence interval (level from
// BDN's ConfidenceLevel enum: 12 = L999 = 99.9 %), percentiles P0…P100 and samples = per-operation
// times of the Workload/Result measurements (Nanoseconds / Operations; brief: Statistics.OriginalValues).
// Full exports' Metrics[] become metrics (Allocated Memory → "allocated" B, Gen0/1/2Collects →
// "gen0"… per 1000 ops, others by their Id; direction from TheGreaterTheBetter). Brief exports take
// "allocated" from Memory (present only when MemoryDiagnoser ran). HostEnvironmentInfo → environment;
// the date is the local timestamp BDN puts at the end of Title ("-20260802-042023" → 2026-08-02T04:20:23).
// Bare NaN/Infinity (written by BDN < 0.13, invalid JSON) are read as missing, with a warning.
import type { Environment, Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { normalizeUnit, unitInfo } from '../../data/numbers/units'
import {
  J,
  hasKeys,
  head,
  label,
  makeRun,
  measurement,
  metricId,
  paramValue,
  parseFiles,
  pctKey,
  sniff,
  text,
} from './json-shared'
import { asCount, setParam } from './shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { cutAtOnLastLine } from './scan'
import { rootAllowingNonFinite } from './json-non-finite'

const LEVELS = [0.5, 0.7, 0.75, 0.8, 0.85, 0.9, 0.92, 0.95, 0.96, 0.97, 0.98, 0.99, 0.999]
const TIME: Metric = { label: 'Mean time', unit: 'ns', direction: 'lower', stat: 'mean' }
const ALLOCATED: Metric = { label: 'Allocated', unit: 'B', direction: 'lower' }

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (v === undefined) {
    const h = head(input, 4096)
    return /^\s*\{\s*"Title"/.test(h) && h.includes('"HostEnvironmentInfo"') && h.includes('"BenchmarkDotNetCaption"')
      ? 0.9
      : 0
  }
  return hasKeys(v, 'HostEnvironmentInfo', 'Benchmarks') && Array.isArray(v.Benchmarks) ? 0.95 : 0
}

/** "Ns.Type.Method(n: 10)" → "Ns.Type.Method", as .replace(/\(.*\)$/, '') in one pass. */
const withoutArguments = (full: string) => (full.endsWith(')') ? cutAtOnLastLine(full, '(') : full)

function parseOne(f: InputFile): ParsedRun {
  const warnings: string[] = []
  const doc = rootAllowingNonFinite(
    f,
    warnings,
    () => 'NaN/Infinity numbers (invalid JSON written by BenchmarkDotNet before 0.13) were read as missing values',
  )
  const root = doc.obj('a JSON object written by a BenchmarkDotNet JSON exporter')
  const items = root.arr('Benchmarks', 'an array of benchmark reports (BenchmarkDotNet JSON exporter)')
  // "Type.Method: Job-KXQWTB(Runtime=.NET 8.0) [N=10]" → "Runtime=.NET 8.0" (the random id is dropped).
  // Cut by hand: one expression for it, with a lazy middle between \s* and an optional "[…]$", backtracked
  // as the cube of the text's length.
  const jobOf = (b: J) => {
    const info = b.optStr('DisplayInfo') ?? ''
    const colon = info.indexOf(':')
    if (colon < 0) return ''
    const job = info.slice(colon + 1).trimStart()
    const cut = job.endsWith(']') ? job.search(/\s\[/) : -1
    return (cut < 0 ? job : job.slice(0, cut)).replace(/^Job-[A-Z0-9]{6}\((.*)\)$/, '$1')
  }
  const jobs = new Set(items.map(jobOf))
  const fromMemory = !items.some((b) => b.at('Metrics').isArr)
  const metrics: Record<string, Metric> = {}
  const results: ParsedResult[] = []
  for (const b of items) {
    b.obj('a benchmark report object')
    const type = b.optStr('Type')
    const method = b.optStr('MethodTitle') || b.optStr('Method')
    const name =
      type && method
        ? `${type}.${method}`
        : withoutArguments(b.str('FullName', 'the benchmark name (Type and Method, or FullName)'))
    const params: Record<string, ParamValue> = {}
    for (const pair of (b.optStr('Parameters') ?? '').split('&')) {
      const eq = pair.indexOf('=')
      if (eq > 0) setParam(params, pair.slice(0, eq), paramValue(pair.slice(eq + 1)))
    }
    if (jobs.size > 1) params.job = jobOf(b)
    const st = b.at('Statistics')
    if (st.missing) {
      warnings.push(`${b.path} "${name}": no statistics (the benchmark failed or was not run), skipped`)
      continue
    }
    st.obj('the "Statistics" object')
    const values: ParsedResult['values'] = { time: time(st, b) }
    metrics.time = TIME
    if (fromMemory) {
      const bytes = b.at('Memory').isObj ? b.at('Memory').optNum('BytesAllocatedPerOperation') : undefined
      if (bytes !== undefined) values.allocated = { value: bytes }
    } else {
      for (const m of b.optArr('Metrics')) {
        const d = m.at('Descriptor').obj('a metric "Descriptor" object')
        const rawId = d.str('Id', 'the metric id (a string)')
        const value = m.optNum('Value')
        if (value === undefined) continue
        const [id, metric] = describeMetric(rawId, d)
        metrics[id] ??= metric
        values[id] = { value }
      }
    }
    if (values.allocated) metrics.allocated ??= ALLOCATED
    results.push(Object.keys(params).length ? { benchmark: name, params, values } : { benchmark: name, values })
  }
  const first = items[0]
  const env = environment(root.at('HostEnvironmentInfo'), first)
  if (jobs.size === 1 && [...jobs][0]) (env.extra ??= {}).job = [...jobs][0]!
  const stamp = /-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})$/.exec(root.optStr('Title') ?? '')
  const date = stamp ? `${stamp[1]}-${stamp[2]}-${stamp[3]}T${stamp[4]}:${stamp[5]}:${stamp[6]}` : undefined
  return makeRun('BenchmarkDotNet', f.path, { metrics, results, environment: env, date, warnings }, '$.Benchmarks')
}

function time(st: J, b: J): Measurement {
  const ci = st.at('ConfidenceInterval')
  let level: number | undefined
  if (ci.isObj) {
    const l = ci.at('Level').value
    if (typeof l === 'number') level = LEVELS[l]
    else if (typeof l === 'string' && /^L\d+$/.test(l)) level = Number(`0.${l.slice(1)}`)
  }
  const lower = ci.isObj ? ci.optNum('Lower') : undefined
  const upper = ci.isObj ? ci.optNum('Upper') : undefined
  const percentiles: Record<string, number> = {}
  if (st.at('Percentiles').isObj) {
    for (const [k, v] of st.at('Percentiles').entries()) {
      const key = /^P(\d+(?:\.\d+)?)$/.exec(k)
      const p = key ? pctKey(key[1]!) : undefined
      const n = p !== undefined && typeof v.value === 'number' ? v.value : undefined
      if (p !== undefined && n !== undefined && Number.isFinite(n)) percentiles[p] = n
    }
  }
  let samples: number[] | undefined
  // BenchmarkDotNet names the mode and stage of every measurement: one without them is not left out silently.
  const ms = b
    .optArr('Measurements')
    .filter(
      (m) =>
        m.str('IterationMode', 'the iteration mode (a string)') === 'Workload' &&
        m.str('IterationStage', 'the iteration stage (a string)') === 'Result',
    )
  if (ms.length)
    samples = ms.map(
      (m) =>
        m.num('Nanoseconds', 'the measured nanoseconds (a number)') /
        m.num('Operations', 'the operation count (a number)'),
    )
  else samples = st.optNums('OriginalValues')
  return measurement({
    value: st.num('Mean', 'the mean time in nanoseconds (a number)'),
    stddev: st.optNum('StandardDeviation'),
    min: st.optNum('Min'),
    max: st.optNum('Max'),
    median: st.optNum('Median'),
    ci: lower !== undefined && upper !== undefined ? (level ? { lower, upper, level } : { lower, upper }) : undefined,
    n: asCount(st.optNum('N')),
    samples,
    percentiles,
  })
}

function describeMetric(rawId: string, d: J): [string, Metric] {
  const gc = /^Gen(\d)Collects$/.exec(rawId)
  if (rawId === 'Allocated Memory') return ['allocated', ALLOCATED]
  if (gc)
    return [
      `gen${gc[1]}`,
      { label: `Gen ${gc[1]} collections per 1000 operations`, unit: 'GCs/1000 ops', direction: 'lower' },
    ]
  const u = normalizeUnit(d.optStr('Unit') ?? '')
  const unit = u && u !== 'Count' && unitInfo(u) ? u : 'count'
  return [
    metricId(rawId),
    {
      label: label(d.optStr('DisplayName') || rawId),
      unit,
      direction: d.at('TheGreaterTheBetter').value === true ? 'higher' : 'lower',
    },
  ]
}

function environment(h: J, first: J | undefined): Environment {
  const e: Environment = {}
  if (!h.isObj) return e
  const s = (k: string) => h.optStr(k)?.trim() || undefined
  const n = (k: string) => {
    const v = h.at(k).value
    return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined
  }
  const version = s('BenchmarkDotNetVersion')
  e.tool = `BenchmarkDotNet${version ? ' v' + version : ''}`
  e.cpu = s('ProcessorName')
  e.cores = n('PhysicalCoreCount')
  e.threads = n('LogicalCoreCount')
  e.os = s('OsVersion')
  e.arch = s('Architecture')
  const rt = s('RuntimeVersion')
  if (rt) e.runtimes = { dotnet: text(rt, 100) }
  const extra: Record<string, string> = {}
  const put = (k: string, v: string | number | undefined) =>
    v !== undefined && v !== '' && (extra[k] = text(String(v), 500))
  put('physical processors', n('PhysicalProcessorCount'))
  put('build configuration', s('Configuration'))
  put('.NET SDK', s('DotNetCliVersion'))
  put('JIT', h.at('HasRyuJit').value === true ? 'RyuJIT' : undefined)
  const hz = h.at('ChronometerFrequency').isObj ? h.at('ChronometerFrequency').optNum('Hertz') : undefined
  put('timer', hz !== undefined ? `${s('HardwareTimerKind') ?? 'Unknown'}, ${hz} Hz` : s('HardwareTimerKind'))
  put('hardware intrinsics', first?.optStr('HardwareIntrinsics'))
  if (Object.keys(extra).length) e.extra = extra
  const notes: string[] = []
  if (s('Configuration') === 'DEBUG') notes.push('Benchmarks were built in the DEBUG configuration.')
  if (h.at('HasAttachedDebugger').value === true) notes.push('A debugger was attached during the run.')
  if (notes.length) e.notes = notes
  return e
}

const benchmarkdotnetParser: Parser = {
  id: 'benchmarkdotnet',
  tool: 'BenchmarkDotNet',
  description: 'BenchmarkDotNet JSON export (full, brief, full-compressed, brief-compressed)',
  produce:
    '[JsonExporterAttribute.Full] on the benchmark class, or dotnet run -c Release -- --exporters json (BenchmarkDotNet.Artifacts/results/*-report*.json)',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const benchmarkdotnet = defineParser(benchmarkdotnetParser)
