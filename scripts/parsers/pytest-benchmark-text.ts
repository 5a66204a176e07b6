// pytest-benchmark's terminal table (what `pytest` prints after the tests):
//   ------------------------ benchmark 'codec': 2 tests ------------------------
//   Name (time in us)          Min                Max              Mean   …   OPS (Kops/s)   Rounds  Iterations
//   test_json_roundtrip     3.4350 (1.0)      10.8660 (1.0)      4.5045 (1.0) …  222.0014 (1.0)   21    1
// The same metrics as --benchmark-json: `time` (per call; mean with stddev, median, min, max, rounds
// as n; values keep the table's unit) and `ops` (calls per second). A group title becomes the
// param `group`, as the JSON's group does (not a --benchmark-group-by=param title such as 'n=10'). The relative figures in parentheses, IQR, outliers and
// iterations are not kept. The table rounds to 4 decimals and shows no parameter names: a test id
// "test_sum[10]" is benchmark test_sum with param `param` 10 (the JSON's own name for the id; the JSON
// also names the parameter, n = 10): a warning says so and names --benchmark-json.
// With --benchmark-compare each test has two rows, "test_sum[10] (NOW)" and "test_sum[10] (0001_unversi)"
// (the saved run's id, cut short): the NOW rows are this run; the saved run's rows are left out, and a
// warning names its JSON file (the "Comparing against benchmarks from:" line) to ingest as its own run.
// When --benchmark-compare-fail trips, a "Performance has regressed:" report follows (on stderr, so with
// 2>&1): ingest records the tests it names as failed (scripts/write/failures.ts); here it is checked whole.
import type { Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { normalizeUnit, prefixFactor, unitInfo } from '../../data/numbers/units'
import { fail, forEachLine, head, toNum, toNumGrouped } from './shared'
import { makeRun, parseFiles, text } from './json-shared'
import { wholeLines } from './table-text'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { round12 } from '../../data/numbers/numbers'
import { oneLine } from './scan'

const METRICS: Record<string, Metric> = {
  time: { label: 'Time per call', unit: 's', direction: 'lower', stat: 'mean' },
  ops: { label: 'Calls per second', unit: 'ops/s', direction: 'higher', stat: 'mean' },
}
const TITLE = /^-+ benchmark(?: '(.*)')?: \d+ tests? -+$/
// (?:\S[^]*)? and a one-line check for (.*)$: .* gave back the spaces before a line end one by one.
const HEADER_LINE = /^Name \(time in (\S+)\)\s+((?:\S[^]*)?)$/
/** "test_sum[10]" → ["test_sum", "10"], as /^(.+?)\[(.+)\]$/ read it (the first "[" after the first character) in one pass. */
export function paramId(name: string): [string, string] | undefined {
  const i = name.indexOf('[', 1)
  if (i < 1 || i > name.length - 3 || !name.endsWith(']') || !oneLine(name)) return undefined
  return [name.slice(0, i), name.slice(i + 1, -1)]
}

export function header(s: string): RegExpExecArray | null {
  const m = HEADER_LINE.exec(s)
  return m && oneLine(m[2]!) ? m : null
}
const FIELDS: Record<string, string> = {
  Min: 'min',
  Max: 'max',
  Mean: 'value',
  StdDev: 'stddev',
  Median: 'median',
  Rounds: 'n',
}

function parseOne(f: InputFile): ParsedRun {
  wholeLines(f)
  const results: ParsedResult[] = []
  const env: Record<string, string> = {}
  let group: string | undefined
  let cols: string[] | undefined
  let unit = 's'
  let inTable = false
  let last = 0
  let open = 0
  /** --benchmark-compare: the saved run's file, and the ids its rows carry. */
  let compared: string | undefined
  const saved = new Set<string>()
  const now = new Set<string>()
  const regressed = regressionReport(f.path)
  forEachLine(f.text, (raw, lineNo) => {
    last = lineNo
    const s = raw.trim()
    let m: RegExpExecArray | null
    if (regressed.line(raw, s, lineNo)) return
    if ((m = TITLE.exec(s))) {
      // --benchmark-group-by=param:n titles tables "n=10": that is not the test's group.
      group = m[1] !== undefined && !/^[\w.-]+=/.test(m[1]) ? m[1] : undefined
      cols = undefined
      inTable = false
      open = lineNo
    } else if (open && (m = header(s))) {
      const u = normalizeUnit(m[1] as string)
      if (unitInfo(u)?.dimension !== 'time') fail(f.path, lineNo, `"Name (time in <ns|us|ms|s>)", found "${m[1]}"`)
      unit = u
      cols = (m[2] as string).match(/OPS \([^)]*\)|\S+/g) ?? []
    } else if (cols && /^-+$/.test(s)) {
      if (inTable) {
        cols = undefined
        open = 0
      }
      inTable = !inTable
    } else if (cols && inTable && s) {
      const cmp = /^(\S+) \(([^)\s]+)\)\s/.exec(s)
      if (cmp?.[2] === 'NOW') results.push(row(f.path, s.replace(' (NOW)', ''), lineNo, cols, unit, group))
      if (cmp?.[2] === 'NOW') now.add(cmp[1]!)
      else if (cmp) saved.add(cmp[2]!)
      else results.push(row(f.path, s, lineNo, cols, unit, group))
    } else if ((m = /^Comparing against benchmarks from: (.+)$/.exec(s))) compared = m[1]!
    else if ((m = /^platform \S+ -- Python ([^,\s]+), pytest-([^,\s]+)/.exec(s)))
      Object.assign(env, { python: m[1], pytest: m[2] })
    else if ((m = /^benchmark: (\S+) \(defaults: (.*)\)$/.exec(s)))
      Object.assign(env, { version: m[1], defaults: m[2] })
  })
  if (open) fail(f.path, last, `the end of the table that starts at line ${open} (the output ends early)`)
  regressed.end(last, now, saved)
  const environment = Object.keys(env).length
    ? {
        tool: env.version ? `pytest-benchmark ${env.version}` : 'pytest-benchmark',
        ...(env.python ? { runtimes: { python: pythonName(env.python), pytest: env.pytest ?? '?' } } : {}),
        ...(env.defaults ? { extra: { defaults: text(env.defaults, 500) } } : {}),
      }
    : undefined
  const metrics: Record<string, Metric> = { time: METRICS.time! }
  if (results.some((r) => r.values.ops)) metrics.ops = METRICS.ops!
  const warnings = [
    `${f.path}: the terminal table rounds to 4 decimals, names a parametrized test's values only by its id ("test_sum[10]" is read as test_sum with param 10, not n=10) and holds no quartiles, timings, machine or commit; pytest's --benchmark-json=results.json keeps them all: pnpm ingest results.json --run "pytest --benchmark-only --benchmark-json=results.json"`,
  ]
  if (saved.size || compared)
    warnings.push(
      `${f.path}: a --benchmark-compare table: its "(NOW)" rows are this run; the rows of the saved run it is compared with (${[...saved].join(', ') || 'none printed'}) are left out. Ingest that run as its own from its JSON (under --benchmark-storage, .benchmarks by default): pnpm ingest .benchmarks/${compared ?? '<machine>/<id>.json'} --suite <suite>`,
    )
  // pytest-benchmark writes "Comparing against …" and a tripped --benchmark-compare-fail to stderr.
  if (saved.size && !compared)
    warnings.push(
      `${f.path}: a --benchmark-compare table without pytest's stderr: had --benchmark-compare-fail found a regression, its report (and the tests it fails) would not be here; capture with 2>&1 (pytest … > bench.txt 2>&1)`,
    )
  return makeRun('pytest-benchmark', f.path, { metrics, results, environment, warnings }, `line ${last}`)
}

const REGRESSION = /^\t(\S+) \(([^)\s]+)\) - (Field '\w+' has failed \w+: \S+ > \S+)$/

/**
 * The report of a tripped --benchmark-compare-fail, between two rules:
 *   Performance has regressed:
 *   \ttest_sum_small (0001_unversi) - Field 'mean' has failed PercentageRegressionCheck: 426.018023645 > 5.000000000
 * Every line must name a "(NOW)" test of the table and the saved run it was compared with, and the
 * report must end with its rule: a line lost or cut off would leave a regressed test shown as passed.
 */
function regressionReport(path: string) {
  let start = 0
  let closed = false
  const named: Array<{ test: string; run: string; lineNo: number }> = []
  return {
    line(raw: string, s: string, lineNo: number): boolean {
      if (s === 'Performance has regressed:' && !start) {
        start = lineNo
        return true
      }
      if (!start || closed) return false
      if (named.length && /^-+$/.test(s)) return (closed = true)
      const m = REGRESSION.exec(raw.trimEnd())
      if (!m)
        fail(
          path,
          lineNo,
          `a regression "<tab><test> (<saved run>) - Field '<field>' has failed <check>: <value> > <limit>"${named.length ? ' or the rule that ends the report' : ''}, found "${s.slice(0, 100)}"`,
        )
      named.push({ test: m[1]!, run: m[2]!, lineNo })
      return true
    },
    end(last: number, now: Set<string>, saved: Set<string>): void {
      if (start && !closed)
        fail(
          path,
          last,
          `the rule that ends the "Performance has regressed:" report of line ${start} (the output ends early)`,
        )
      for (const r of named)
        if (!now.has(r.test) || !saved.has(r.run))
          fail(
            path,
            r.lineNo,
            `a test compared in the table above ("<test> (NOW)" and "<test> (${r.run})"), found "${r.test} (${r.run})"`,
          )
    },
  }
}

/** A table row: the test (its parameter id split off), its times in the table's unit and its OPS. */
function row(
  path: string,
  s: string,
  lineNo: number,
  columns: string[],
  unit: string,
  group: string | undefined,
): ParsedResult {
  // Drop the relative figures "(1.0)", "(84.74)", "(>1000.0)", "(inf)" that follow each value.
  // Any parenthesised token goes (its figure is not read): one left would shift every column.
  const t = s.replace(/ \([^)\s]*\)/g, '').split(/\s+/)
  if (t.length < columns.length + 1)
    fail(path, lineNo, `a name and ${columns.length} values (${columns.join(', ')}), found "${s.slice(0, 100)}"`)
  const vals = t.splice(t.length - columns.length)
  const time: Record<string, number> = {}
  let ops: number | undefined
  columns.forEach((c, i) => {
    const v = vals[i] as string
    const key = FIELDS[c]
    if (!key && !c.startsWith('OPS')) return
    const n = toNumGrouped(v)
    if (n === undefined) fail(path, lineNo, `the ${c}: a number, found "${v}"`)
    if (key) time[key] = n
    else ops = c === 'OPS' ? n : round12(n * (prefixFactor(/^OPS \(([KMG])ops\/s\)$/.exec(c)?.[1] ?? 'none') ?? NaN))
  })
  if (time.value === undefined) fail(path, lineNo, 'a Mean column in the table (add "mean" to --benchmark-columns)')
  if (ops !== undefined && !Number.isFinite(ops))
    fail(
      path,
      lineNo,
      `an OPS column in ops/s, Kops/s, Mops/s or Gops/s, found "${columns.find((c) => c.startsWith('OPS'))}"`,
    )
  const { value, ...rest } = time
  const values: ParsedResult['values'] = {
    time: { value: value as number, ...rest, ...(unit !== 's' ? { unit } : {}) },
  }
  if (ops !== undefined) values.ops = { value: ops }
  // A parametrized test's id, "test_sum[10]": the test and its parameter id (pytest-benchmark's JSON
  // calls it `param`; the table does not name the parameter itself), so sizes chart as one benchmark.
  const name = t.join(' ')
  const id = paramId(name)
  const params: Record<string, ParamValue> = {}
  if (id) params.param = toNum(id[1]) ?? id[1]
  if (group !== undefined) params.group = group
  return { benchmark: id ? id[0] : name, ...(Object.keys(params).length ? { params } : {}), values }
}

/**
 * pytest's header names the interpreter as "Python 3.11.7" (CPython) or "Python 3.9.16[pypy-7.3.11-final]";
 * written as pytest-benchmark's JSON names it ("CPython 3.11.7", "PyPy 3.9.16"), so a suite moving from the
 * console to --benchmark-json is not told its Python changed.
 */
function pythonName(v: string): string {
  const pypy = /^([^[]+)\[pypy-[^\]]*\]$/.exec(v)
  return pypy ? `PyPy ${pypy[1]}` : `CPython ${v}`
}

const pytestBenchmarkTextParser: Parser = {
  id: 'pytest-benchmark-text',
  tool: 'pytest-benchmark',
  description: "pytest-benchmark's terminal table (the default output of pytest with the plugin)",
  produce: 'pytest --benchmark-only > bench.txt   (--benchmark-json=results.json keeps more)',
  detect(input: ParserInput) {
    const h = head(input, 65536)
    return /^-+ benchmark(?: '.*')?: \d+ tests? -+\r?$/m.test(h) && /^Name \(time in \S+\)/m.test(h) ? 0.95 : 0
  },
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const pytestBenchmarkText = defineParser(pytestBenchmarkTextParser)
