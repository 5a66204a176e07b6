// pytest-benchmark --benchmark-json (also the files --benchmark-autosave/--benchmark-save write):
//   {"machine_info": {"node": "vm", "machine": "x86_64", "python_implementation": "CPython", …,
//    "cpu": {"brand_raw": "AMD EPYC", "count": 2, …}}, "commit_info": {"id": "…", "dirty": false, …},
//    "benchmarks": [{"group": null, "name": "test_sorted[100]", "fullname": "test_x.py::test_sorted[100]",
//      "params": {"n": 100}, "param": "100", "stats": {"min": …, "max": …, "mean": …, "stddev": …,
//      "rounds": 243, "median": …, "iqr": …, "q1": …, "q3": …, "ops": 351043.4, "data": [ … ]}}],
//    "datetime": "2026-11-22T03:21:03.033265+00:00", "version": "5.3.1"}
// One result per benchmark: the name without its "[…]" id when `params` holds the values (so that a
// parametrized test is one benchmark with params), the group as the param `group`. Metrics: "time" (seconds
// per call, mean of the rounds, with stddev, median, min, max, quartiles as percentiles 25/50/75,
// rounds as n and the raw timings as samples when the file has `data`) and "ops" (calls per second,
// 1/mean, as pytest-benchmark computes it). machine_info → environment, commit_info.id → commit
// (only when it is a hash), datetime → date.
import { setParam } from './shared'
import type { Environment, Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { J, commitId, hasKeys, isoDate, makeRun, measurement, paramValue, parseFiles, sniff } from './json-shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { withoutBracketTail } from './scan'

const METRICS: Record<string, Metric> = {
  time: { label: 'Time per call', unit: 's', direction: 'lower', stat: 'mean' },
  ops: { label: 'Calls per second', unit: 'ops/s', direction: 'higher', stat: 'mean' },
}

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!hasKeys(v, 'benchmarks') || !Array.isArray(v.benchmarks)) return 0
  if (!('machine_info' in v) && !('commit_info' in v)) return 0
  const first: unknown = v.benchmarks[0]
  return first === undefined || hasKeys(first, 'stats', 'name') ? 0.95 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const root = J.root(f).obj('a JSON object written by pytest --benchmark-json')
  const items = root.arr('benchmarks', 'an array of benchmarks (pytest --benchmark-json)')
  const warnings: string[] = []
  const seen = new Map<string, number>()
  const parsed = items.map((b) => {
    b.obj('a benchmark object')
    const name = b.str('name', 'the test name (a string)')
    const fullname = b.optStr('fullname') ?? name
    let params: Record<string, ParamValue> | undefined
    if (b.has('params')) {
      params = {}
      for (const [k, v] of b.at('params').entries('an object of parameter values'))
        setParam(params, k, paramValue(v.value))
    }
    const base = params && Object.keys(params).length ? withoutBracketTail(name, '[', ']') : name
    const key = JSON.stringify([base, params])
    seen.set(key, (seen.get(key) ?? 0) + 1)
    return { b, name: base, fullname: params ? withoutBracketTail(fullname, '[', ']') : fullname, params, key }
  })
  const results = parsed.map(({ b, name, fullname, params, key }): ParsedResult => {
    const s = b.at('stats').obj('the statistics object "stats"')
    const mean = s.num('mean', 'the mean time in seconds (a number)')
    const q1 = s.optNum('q1')
    const median = s.optNum('median')
    const q3 = s.optNum('q3')
    const percentiles: Record<string, number> = {}
    if (q1 !== undefined) percentiles['25'] = q1
    if (median !== undefined) percentiles['50'] = median
    if (q3 !== undefined) percentiles['75'] = q3
    const rounds = s.optNum('rounds')
    // One timing per round: a list of another length lost or repeated a line.
    const data = s.optNums('data')
    if (data && rounds !== undefined && data.length !== rounds)
      s.at('data').fail(`one timing per round (${rounds}), found ${data.length}`)
    const time = measurement({
      value: mean,
      stddev: s.optNum('stddev'),
      median,
      min: s.optNum('min'),
      max: s.optNum('max'),
      n: rounds !== undefined && Number.isInteger(rounds) && rounds >= 1 ? rounds : undefined,
      samples: data,
      percentiles: Object.keys(percentiles).length > 1 ? percentiles : undefined,
    })
    const values: ParsedResult['values'] = { time }
    const ops = s.optNum('ops')
    if (ops !== undefined) values.ops = { value: ops }
    // Two tests of the same name in different files: keep them apart by their full name.
    const out: ParsedResult = { benchmark: (seen.get(key) ?? 0) > 1 ? fullname : name, values }
    // The group (@pytest.mark.benchmark(group=…)) is a parameter a chart can group by, as in the terminal table.
    const group = b.optStr('group')
    const all = group ? { ...params, group } : params
    if (all && Object.keys(all).length) out.params = all
    return out
  })
  const metrics: Record<string, Metric> = { time: METRICS.time! }
  if (results.some((r) => r.values.ops)) metrics.ops = METRICS.ops!
  const commit = root.at('commit_info')
  let commitHash: string | undefined
  if (commit.isObj) {
    commitHash = commitId(commit.optStr('id'))
    if (commitHash && commit.optBool('dirty'))
      warnings.push(`commit ${commitHash} had uncommitted changes (commit_info.dirty)`)
  }
  return makeRun(
    'pytest-benchmark',
    f.path,
    {
      metrics,
      results,
      environment: env(root),
      date: isoDate(root.optStr('datetime')),
      commit: commitHash,
      warnings,
    },
    '$.benchmarks',
  )
}

function env(root: J): Environment {
  const m = root.at('machine_info')
  const e: Environment = {}
  const version = root.optStr('version')
  e.tool = version ? `pytest-benchmark ${version}` : undefined
  if (!m.isObj) return e
  const s = (k: string, n: J = m) => {
    const v = n.at(k).value
    return typeof v === 'string' && v.trim() ? v.trim() : undefined
  }
  const cpu = m.at('cpu')
  e.machine = s('node')
  e.cpu = (cpu.isObj ? (s('brand_raw', cpu) ?? s('brand', cpu)) : undefined) ?? s('processor')
  const count = cpu.isObj ? cpu.at('count').value : undefined
  if (typeof count === 'number' && Number.isInteger(count) && count >= 1) e.threads = count
  const system = s('system')
  e.os = system
  e.kernel = system === 'Linux' || system === 'Darwin' ? s('release') : undefined
  e.arch = s('machine')
  const impl = s('python_implementation') ?? 'Python'
  const pyVersion = s('python_version')
  if (pyVersion) e.runtimes = { python: `${impl} ${pyVersion}` }
  const extra: Record<string, string> = {}
  const compiler = s('python_compiler')
  if (compiler) extra['python compiler'] = compiler
  const hz = cpu.isObj ? s('hz_advertised_friendly', cpu) : undefined
  if (hz) extra['cpu clock'] = hz
  if (Object.keys(extra).length) e.extra = extra
  return e
}

const pytestBenchmarkParser: Parser = {
  id: 'pytest-benchmark',
  tool: 'pytest-benchmark',
  description: 'pytest-benchmark JSON (--benchmark-json, or a saved .benchmarks/… file)',
  produce: 'pytest --benchmark-json=results.json   (or --benchmark-autosave)',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const pytestBenchmark = defineParser(pytestBenchmarkParser)
