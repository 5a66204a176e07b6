// What BenchmarkDotNet's summary tables share (the CSV report *-report.csv and the GitHub Markdown
// report *-report-github.md): one row per benchmark case, columns
//   Method, [Job], [job characteristics…], [params…], Mean, Error, StdDev, [Median, Min, Max, Q1, Q3,
//   P95…], [Ratio, RatioSD, Rank], [Gen0, Gen1, Gen2], Allocated, [Alloc Ratio]
// with units in the cells ("186.4 us", "111.89 KB"). Read into the metrics of the JSON exporter
// (benchmarkdotnet.ts): `time` (ns, mean; values keep the cell's unit) with stddev, median, min, max,
// percentiles and the 99.9 % interval Mean ± Error; `allocated` (B; BDN's KB are 1024 B); gen0…gen2
// (per 1000 operations). Columns before Mean that are not job characteristics are params; the Job
// characteristics that differ between the jobs ("Runtime=.NET 8.0", as the JSON's DisplayInfo has them)
// are the param `job` when the table has several jobs. The benchmark is "<Type>.<Method>" with
// the Type taken from the report's file name ("Demo.StringJoinBench-report.csv"), as the JSON names
// it. "-" and "NA" cells (BDN's zero and not-available) are left out. Ratio, Rank and Alloc Ratio are
// derived and not kept.
import type { Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { bytesIn, normalizeUnit, unitInfo } from '../../data/numbers/units'
import { makeRun, paramValue, pctKey, text } from './json-shared'
import { fail, toNumGrouped, setParam } from './shared'
import type { Environment } from '../../data/schema/schema'
import type { ParsedResult, ParsedRun } from './types'
import { round12 } from '../../data/numbers/numbers'

const TIME: Metric = { label: 'Mean time', unit: 'ns', direction: 'lower', stat: 'mean' }
const ALLOCATED: Metric = { label: 'Allocated', unit: 'B', direction: 'lower' }
const gen = (n: string): Metric => ({
  label: `Gen ${n} collections per 1000 operations`,
  unit: 'GCs/1000 ops',
  direction: 'lower',
})
/** BenchmarkDotNet's job characteristics (columns that describe the job, not the benchmark). */
const JOB = new Set(
  (
    'Job AnalyzeLaunchVariance EvaluateOverhead MaxAbsoluteError MaxRelativeError MinInvokeCount MinIterationTime ' +
    'OutlierMode Affinity EnvironmentVariables Jit LargeAddressAware Platform PowerPlanMode Runtime AllowVeryLargeObjects Concurrent ' +
    'CpuGroups Force HeapAffinitizeMask HeapCount NoAffinitize RetainVm Server Arguments BuildConfiguration Clock EngineFactory ' +
    'NuGetReferences Toolchain IsMutator InvocationCount IterationCount IterationTime LaunchCount MaxIterationCount ' +
    'MaxWarmupIterationCount MemoryRandomization MinIterationCount MinWarmupIterationCount RunStrategy UnrollFactor WarmupCount ' +
    'IsBaseline Categories Toolchain Namespace Type'
  ).split(' '),
)
const STAT: Record<string, keyof Measurement> = { StdDev: 'stddev', Median: 'median', Min: 'min', Max: 'max' }

export interface BdnRow {
  cells: string[]
  lineNo: number
}

/** "Demo.Benchmarks.StringJoinBench-report.csv" → "StringJoinBench". */
export function typeFromPath(path: string): string | undefined {
  return /(?:^|[\\/.])([A-Za-z_][\w`]*)-report(?:-github)?\.(?:csv|md)$/.exec(path)?.[1]
}

/** An empty cell: BenchmarkDotNet writes "-", "NA", "?" or "N/A" where a column has no figure. */
const missing = (s: string) => s === '' || s === '-' || s === 'NA' || s === '?' || s === 'N/A'

/** The columns after the times: GC collections per 1000 operations (Gen0…) and the allocated memory, each a metric of its own. */
function memoryColumns(
  file: string,
  lineNo: number,
  cols: string[],
  cell: (i: number) => string,
  values: ParsedResult['values'],
  metrics: Record<string, Metric>,
): void {
  cols.forEach((c, i) => {
    const s = cell(i)
    if (missing(s)) return
    const g = /^Gen ?(\d)$/.exec(c)
    if (g) {
      const v = toNumGrouped(s)
      if (v === undefined) fail(file, lineNo, `the ${c} collections per 1000 operations: a number, found "${s}"`)
      values[`gen${g[1]}`] = { value: v }
      metrics[`gen${g[1]}`] ??= gen(g[1] as string)
    } else if (c === 'Allocated' || c === 'Allocated Memory/Op') {
      const a = /^([\d.,]+) (B|KB|MB|GB)$/.exec(s)
      const v = a ? toNumGrouped(a[1] as string) : undefined
      if (!a || v === undefined) fail(file, lineNo, `the allocated memory: a size such as "111.89 KB", found "${s}"`)
      values.allocated = { value: round12(v * (bytesIn(a[2] as string, 1024) ?? 1)) }
      metrics.allocated ??= ALLOCATED
    }
  })
}

/** One column of the time's spread (Error, StdDev, Median, P95, Q1 …), in the Mean's unit, onto its measurement. */
function spreadColumn(m: Measurement, pct: Record<string, number>, c: string, same: () => number): void {
  if (c === 'Error') {
    const e = same()
    m.ci = { lower: round12(m.value - e), upper: round12(m.value + e), level: 0.999 }
  } else if (STAT[c]) (m as Record<string, unknown>)[STAT[c]] = same()
  else if (/^(P\d+|Q[13])$/.test(c))
    pct[pctKey(c === 'Q1' ? 25 : c === 'Q3' ? 75 : Number(c.slice(1))) as string] = same()
}

export function bdnRun(
  source: 'csv' | 'markdown',
  file: string,
  header: BdnRow,
  rows: BdnRow[],
  environment?: Environment,
): ParsedRun {
  const h = header.cells.map((c) => c.trim())
  const mean = h.indexOf('Mean')
  const method = h.indexOf('Method')
  if (method < 0 || mean < 0)
    fail(
      file,
      header.lineNo,
      `a header with "Method" and "Mean" columns (a BenchmarkDotNet summary table), found ${h
        .slice(0, 6)
        .map((c) => `"${c}"`)
        .join(', ')}`,
    )
  if (rows.length === 0) fail(file, header.lineNo, 'at least one benchmark row after the header, found none')
  const type = typeFromPath(file)
  const jobCol = h.indexOf('Job')
  const jobs = new Set(jobCol >= 0 ? rows.map((r) => r.cells[jobCol]?.trim()) : [])
  // The Markdown report shows the Job column and the job characteristics only when the jobs differ:
  // there they say so even for a table cut after its first row. The CSV lists them all, always.
  const shown = source === 'markdown'
  const varying = h
    .map((c, i) => [c, i] as const)
    .filter(([c, i]) => c !== 'Job' && JOB.has(c) && (shown || new Set(rows.map((r) => r.cells[i]?.trim())).size > 1))
  const severalJobs = shown ? jobCol >= 0 || varying.length > 0 : jobs.size > 1
  const paramCols = h
    .map((c, i) => [c, i] as const)
    .filter(([c, i]) => i < mean && i !== method && c !== '' && !JOB.has(c))
  const metrics: Record<string, Metric> = { time: TIME }
  const results = rows.map((r): ParsedResult => {
    const cell = (i: number) => (r.cells[i] ?? '').trim().replace(/^\*\*(.*)\*\*$/, '$1')
    const time = (i: number, what: string): [number, string] => {
      const s = cell(i)
      const m = /^(-?[\d.,]+) (ns|us|μs|µs|ms|s)$/.exec(s)
      const v = m ? toNumGrouped(m[1] as string) : undefined
      if (!m || v === undefined) fail(file, r.lineNo, `the ${what}: a time such as "186.4 us", found "${s}"`)
      return [v, normalizeUnit(m[2] as string)]
    }
    const [value, unit] = time(mean, 'Mean')
    const m: Measurement = { value }
    if (unit !== 'ns') m.unit = unit
    const same = (i: number, what: string) => {
      const [v, u] = time(i, what)
      if (u !== unit) fail(file, r.lineNo, `the ${what} in the unit of the Mean (${unit}), found "${cell(i)}"`)
      return v
    }
    const pct: Record<string, number> = {}
    h.forEach((c, i) => {
      if (i > mean && !missing(cell(i))) spreadColumn(m, pct, c, () => same(i, c))
    })
    if (Object.keys(pct).length) m.percentiles = pct
    const values: ParsedResult['values'] = { time: m }
    memoryColumns(file, r.lineNo, h.slice(mean + 1), (i) => cell(mean + 1 + i), values, metrics)
    const name = cell(method).replace(/^'(.*)'$/, '$1')
    if (!name) fail(file, r.lineNo, 'a method name in the Method column, found nothing')
    const params: Record<string, ParamValue> = {}
    for (const [c, i] of paramCols) if (!missing(cell(i))) setParam(params, c, paramValue(cell(i)))
    // As the JSON names a job: by the characteristics that set it apart ("Runtime=.NET 8.0"), not by
    // BenchmarkDotNet's random "Job-KXQWTB" id.
    if (severalJobs)
      params.job = text(varying.length ? varying.map(([c, i]) => `${c}=${cell(i)}`).join(', ') : cell(jobCol), 200)
    const out: ParsedResult = { benchmark: text(type ? `${type}.${name}` : name, 300), values }
    if (Object.keys(params).length) out.params = params
    return out
  })
  for (const u of new Set(results.map((r) => r.values.time!.unit).filter(Boolean)))
    if (!unitInfo(u as string)) fail(file, header.lineNo, `a known time unit, found "${u}"`)
  return makeRun(
    'BenchmarkDotNet',
    file,
    { metrics, results, environment, warnings: tableWarnings(file, type) },
    `line ${header.lineNo}`,
  )
}

/** What a summary table loses against the JSON export, said once per file. */
function tableWarnings(file: string, type: string | undefined): string[] {
  const warnings = [
    `${file}: BenchmarkDotNet's summary table rounds to the digits shown and holds no measurements; the JSON exporter (--exporters json) keeps them`,
  ]
  if (!type)
    warnings.push(
      `${file}: the file name is not "<Namespace.Type>-report…", so benchmarks are named by their method only (the JSON export names them "<Type>.<Method>")`,
    )
  return warnings
}

/** The environment lines BDN prints above its tables ("BenchmarkDotNet v0.14.0, Ubuntu 24.04…", the CPU line, runtimes). */
export function bdnEnvironment(lines: string[]): Environment | undefined {
  const e: Environment = {}
  for (const l of lines.map((x) => x.trim())) {
    let m: RegExpExecArray | null
    if ((m = /^BenchmarkDotNet[= ]v?([\d.]+)(?:, (?:OS=)?(.+))?$/.exec(l))) {
      e.tool = `BenchmarkDotNet v${m[1]}`
      if (m[2]) e.os = text(m[2], 200)
    } else if ((m = /^(.+?), (\d+) CPUs?, (\d+) logical and (\d+) physical cores?$/.exec(l))) {
      e.cpu = text(m[1] as string, 200)
      e.threads = Number(m[3])
      e.cores = Number(m[4])
    } else if ((m = /^\[Host\]\s*: (.+)$/.exec(l))) e.runtimes = { dotnet: text(m[1] as string, 100) }
    else if ((m = /^\.NET (?:Core )?SDK[= ]v?(.+)$/.exec(l))) (e.extra ??= {})['.NET SDK'] = text(m[1] as string, 500)
  }
  return Object.keys(e).length ? e : undefined
}
