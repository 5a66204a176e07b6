// airspeed velocity (asv) result files: results/<machine>/<commit>-<env>.json, with the suite's
// results/benchmarks.json and the machine's machine.json beside them (give the folder or the files):
//   {"commit_hash":"1f50c564…","env_name":"existing-py_…","date":1795465553000,
//    "params":{"arch":"x86_64","cpu":"AMD EPYC","machine":"vm-demo","num_cpu":"2","os":"Linux 6.18…",…},
//    "result_columns":["result","params","version","started_at","duration","stats_ci_99_a","stats_ci_99_b",
//      "stats_q_25","stats_q_75","stats_number","stats_repeat","samples","profile"],
//    "results":{"bench_basic.Params.time_range":[[4.53e-06,3.95e-06],[["10","100"]],"904f…",…,
//      [-Infinity,-Infinity],[Infinity,Infinity],[4.526e-06,3.946e-06],…]},"version":2}
// asv writes Python's JSON: -Infinity, Infinity and NaN are read as "no value". One result per
// benchmark and parameter combination (asv stores the values of a parameterized benchmark flat, in
// the order of the cartesian product of its parameter lists); param names from benchmarks.json
// (else p1, p2, …). Metrics by benchmark type: "time" (s; time_*), "memory" (B; mem_*, peakmem_*),
// and for track_* the unit benchmarks.json gives (a count, lower-is-better as asv compares, with a
// warning). The interquartile values become percentiles 25 and 75, the 99 % interval the ci, the
// samples column the samples. commit_hash → commit, date (the commit's, in ms) → date. Files of asv
// before 0.5 ("version": 1, a stats object per value) are read the same way (asv-v1.ts).
import type { Environment, Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { unitFactor } from '../../data/numbers/numbers'
import { defineParser } from './types'
import { J, makeRun, measurement, metricId, text } from './json-shared'
import { isoFromEpochMs, mergeRuns } from './shared'
import { isV1ResultFile, v1Columns } from './asv-v1'
import { ParseError } from './types'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { nonFiniteToNull } from './json-non-finite'

/** Python's JSON → JSON: bare NaN, Infinity and -Infinity outside strings become null (json-non-finite.ts). */
export const pythonJson = (text: string): string => nonFiniteToNull(text).text

const isResultFile = (f: InputFile) =>
  (/"result_columns"/.test(f.text.slice(0, 4096)) && /"commit_hash"/.test(f.text.slice(0, 4096))) ||
  isV1ResultFile(f.text)
const baseName = (p: string) => p.split(/[\\/]/).pop() ?? p

function detect(input: ParserInput): number {
  return input.files.some(isResultFile) ? 0.95 : 0
}

const TYPE_METRIC: Record<string, [string, Metric]> = {
  time: ['time', { label: 'Time', unit: 's', direction: 'lower', stat: 'median' }],
  memory: ['memory', { label: 'Memory', unit: 'B', direction: 'lower' }],
  peakmemory: ['peak-memory', { label: 'Peak memory', unit: 'B', direction: 'lower' }],
}

function typeOf(name: string, declared: string | undefined): string {
  if (declared) return declared
  const last = name.split('.').pop() ?? ''
  return last.startsWith('time_')
    ? 'time'
    : last.startsWith('peakmem_')
      ? 'peakmemory'
      : last.startsWith('mem_')
        ? 'memory'
        : 'track'
}

function cartesian(lists: ParamValue[][]): ParamValue[][] {
  return lists.reduce<ParamValue[][]>((acc, l) => acc.flatMap((a) => l.map((v) => [...a, v])), [[]])
}

/** An asv parameter value is Python's repr: "10" → 10, "'abc'" → "abc". */
function paramOf(v: unknown): ParamValue {
  if (typeof v !== 'string') return typeof v === 'number' || typeof v === 'boolean' ? v : String(v)
  if (/^-?\d+(\.\d+)?$/.test(v) && String(Number(v)) === v) return Number(v)
  const q = /^'(.*)'$|^"(.*)"$/.exec(v)
  return (q ? (q[1] ?? q[2] ?? '') : v).slice(0, 200)
}

/** The metric of a benchmark, by its type: time, memory, or a tracked value in the unit it declares. */
function metricFor(
  name: string,
  info: J | undefined,
  metrics: Record<string, Metric>,
  warnings: string[],
): [string, Metric] {
  const type = typeOf(name, info?.isObj ? info.optStr('type') : undefined)
  const known = TYPE_METRIC[type]
  if (known) return known
  const unit = (info?.isObj ? info.optStr('unit') : undefined) || 'value'
  const id = metricId(unit === 'unit' ? 'value' : unit)
  if (!metrics[id])
    warnings.push(
      `${name}: a tracked value in "${unit}", stored lower-is-better as asv compares it (pass --direction ${id}=higher if not)`,
    )
  return [id, { label: text(unit, 80), unit: /^[A-Za-z%]/.test(unit) ? unit : 'value', direction: 'lower' }]
}

/** The machine a result file names (its params, else machine.json); asv before 0.5 gave RAM in kB. */
function environmentOf(p: J | undefined, ramInKb: boolean): Environment {
  const str = (k: string) => (p?.isObj && typeof p.at(k).value === 'string' ? (p.at(k).value as string) : undefined)
  const cores = Number(str('num_cpu'))
  const ram = Number(str('ram'))
  return {
    machine: str('machine'),
    cpu: str('cpu'),
    cores: Number.isInteger(cores) && cores >= 1 ? cores : undefined,
    ram:
      Number.isFinite(ram) && ram > 0
        ? `${Math.round((ram * (ramInKb ? 1024 : 1)) / unitFactor('GiB', 'B'))} GiB`
        : undefined,
    os: str('os'),
    arch: str('arch'),
  }
}

/**
 * asv writes NaN and Infinity as words (read as null): a non-finite number left in the tree was a
 * literal beyond a double (1e309), and is refused rather than dropped or stored.
 */
function finite(n: J): number | undefined {
  const v = n.value
  if (typeof v !== 'number') return undefined
  return Number.isFinite(v) ? v : n.fail('a number that fits a double, found one beyond ±1.8e308')
}

/** The measurement of a row's i-th parameter combination: its value with the quartiles, 99% interval, samples and repeat count asv kept. */
function columnsMeasurement(at: (column: string) => J | undefined, i: number, value: number): Measurement {
  const arr = (c: string) => {
    const a = at(c)
    return a?.isArr ? finite(a.at(i)) : undefined
  }
  const q25 = arr('stats_q_25')
  const q75 = arr('stats_q_75')
  const lo = arr('stats_ci_99_a')
  const hi = arr('stats_ci_99_b')
  const s = at('samples')?.isArr ? at('samples')!.at(i) : undefined
  const samples = s?.isArr
    ? s
        .items()
        .map(finite)
        .filter((x): x is number => x !== undefined)
    : undefined
  const repeat = arr('stats_repeat')
  const percentiles: Record<string, number> = {}
  if (q25 !== undefined) percentiles['25'] = q25
  if (q75 !== undefined) percentiles['75'] = q75
  return measurement({
    value,
    ci: lo !== undefined && hi !== undefined ? { lower: lo, upper: hi, level: 0.99 } : undefined,
    n: repeat !== undefined && Number.isInteger(repeat) && repeat >= 1 ? repeat : undefined,
    samples: samples && samples.length ? samples : undefined,
    percentiles,
  })
}

function parseResultFile(f: InputFile, benchmarks: J | undefined, machine: J | undefined): ParsedRun {
  const root = J.root({ path: f.path, text: pythonJson(f.text) }).obj(
    'an asv result file {"commit_hash": …, "results": {…}}',
  )
  const v1 = !root.at('result_columns').isArr && root.at('version').value === 1
  const columns = v1 ? [] : root.arr('result_columns', 'the list of result columns').map((c) => c.asStr())
  const col = (name: string) => columns.indexOf(name)
  const metrics: Record<string, Metric> = {}
  const results: ParsedResult[] = []
  const warnings: string[] = []
  for (const [name, row] of root.at('results').entries('an object of results by benchmark name')) {
    const info = benchmarks?.at(name)
    const [id, metric] = metricFor(name, info, metrics, warnings)
    const cells = v1 ? [] : row.items('a row of result columns')
    const at = v1 ? v1Columns(row) : (c: string) => (col(c) >= 0 ? cells[col(c)] : undefined)
    const values = at('result')
    if (!values || values.missing) {
      warnings.push(`${name}: no result (the benchmark failed or was skipped)`)
      continue
    }
    const lists = (at('params')?.isArr ? at('params')!.items() : []).map((l) =>
      l.items('a list of parameter values').map((v) => paramOf(v.value)),
    )
    const names =
      info?.isObj && info.at('param_names').isArr
        ? info
            .at('param_names')
            .items()
            .map((n) => String(n.value))
        : lists.map((_, i) => `p${i + 1}`)
    const combos = lists.length ? cartesian(lists) : [[]]
    const vals = values.items('a list of values')
    if (vals.length !== combos.length) values.fail(`${combos.length} values (one per parameter combination)`)
    vals.forEach((v, i) => {
      const value = finite(v)
      if (value === undefined) return
      const m = columnsMeasurement(at, i, value)
      metrics[id] ??= metric
      const out: ParsedResult = { benchmark: name, values: { [id]: m } }
      if (combos[i]!.length)
        out.params = Object.fromEntries(combos[i]!.map((p, k) => [(names[k] ?? `p${k + 1}`).slice(0, 60), p]))
      results.push(out)
    })
  }
  const env = environmentOf(root.at('params').isObj ? root.at('params') : machine, v1)
  const date = root.optNum('date')
  const commit = root.optStr('commit_hash')?.toLowerCase()
  return makeRun(
    'airspeed velocity',
    f.path,
    {
      metrics,
      results,
      environment: env,
      date: date ? isoFromEpochMs(date, f.path, '$.date').replace('.000Z', 'Z') : undefined,
      commit: commit && /^[0-9a-f]{7,40}$/.test(commit) ? commit : undefined,
      warnings,
    },
    '$.results',
  )
}

function parse(input: ParserInput): ParsedRun {
  if (input.files.length === 0) throw new ParseError('(no input)', '$', 'at least one input file')
  const resultFiles = input.files.filter(isResultFile)
  const side = (n: string) => input.files.find((f) => baseName(f.path) === n)
  const bj = side('benchmarks.json')
  const mj = side('machine.json')
  if (!resultFiles.length)
    throw new ParseError(input.files[0]!.path, '$', 'an asv result file (with "commit_hash" and "result_columns")')
  if (new Set(resultFiles.map((f) => /"commit_hash":\s*"([^"]+)"/.exec(f.text)?.[1])).size > 1) {
    throw new ParseError(
      resultFiles[1]!.path,
      '$.commit_hash',
      'result files of one commit; a results folder with several commits is a history: pnpm import <results folder> --suite <id>',
    )
  }
  const benchmarks = bj ? J.root(bj).obj('the asv benchmarks.json object') : undefined
  const machine = mj ? J.root(mj).obj('the asv machine.json object') : undefined
  return mergeRuns(
    resultFiles.map((f) => parseResultFile(f, benchmarks, machine)),
    { metrics: 'first', environment: 'first' },
  )
}

const asvParser: Parser = {
  id: 'asv',
  tool: 'airspeed velocity (asv)',
  description:
    'asv result files (results/<machine>/<commit>-<env>.json, with benchmarks.json for units and parameters)',
  produce:
    'asv run   (then: pnpm ingest .asv/results/<machine>/<commit>-<env>.json .asv/results/benchmarks.json; a whole folder: pnpm import)',
  detect,
  parse,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const asv = defineParser(asvParser)
