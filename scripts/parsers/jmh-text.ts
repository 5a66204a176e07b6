// JMH's console output and its -rf text result file: the summary table
//   Benchmark                         (size)    Mode    Cnt       Score   Error   Units
//   TinyBench.sum                         16  sample  63351       1.843 ± 5.502   us/op
//   TinyBench.sum:gc.count                16  sample      2         ≈ 0          counts
// read like the JSON result file (see jmh-table.ts). The table shortens names by their common
// package; the console's "# Benchmark: bench.TinyBench.sum" lines give it back (a -rf text file
// alone cannot, and a warning says so). From the console also come the iteration scores
// ("Iteration   1: 1041.162 ops/ms") as samples, and the JMH, JDK and VM versions, VM options,
// forks, warmup and measurement settings as environment. Scores have 3 decimals.
import type { Environment } from '../../data/schema/schema'
import { defineParser } from './types'
import { fail, forEachLine, head, toNum, setParam } from './shared'
import { parseFiles, text } from './json-shared'
import { jmhRun, type JmhRow } from './jmh-table'
import { wholeLines } from './table-text'
import type { InputFile, ParsedRun, Parser, ParserInput } from './types'
import { oneLine } from './scan'

const TABLE = /^Benchmark\s+(\(\S+\)\s+)*Mode\s+(Threads\s+)?(?:(Cnt|Samples)\s*)?Score\s+Error\s+Units$/
const MODE: Array<[RegExp, string]> = [
  [/^Throughput/, 'thrpt'],
  [/^Average time/, 'avgt'],
  [/^Sampling time/, 'sample'],
  [/^Single shot/, 'ss'],
]
const SUP: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
}

/** "0.215", "≈ 0", "≈ 10⁻⁴" → [value, approximate]. */
function score(tokens: string[], f: InputFile, lineNo: number): [number, boolean] {
  const t = tokens.join(' ')
  const m = /^≈ (?:0|10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))$/.exec(t)
  if (m) return [m[1] ? Number(`1e${[...m[1]].map((c) => SUP[c]).join('')}`) : 0, true]
  const v = toNum(t)
  return v === undefined ? fail(f.path, lineNo, `a score such as "1.843" or "≈ 0", found "${t}"`) : [v, false]
}

interface Block {
  name?: string
  mode?: string
  params: Record<string, string>
  samples: number[]
}
interface Header {
  params: string[]
  threads: boolean
  cnt: boolean
}

/** What the one pass over the lines gathers: the console's runs (settings, iterations) and the table. */
interface Pass {
  rows: JmhRow[]
  env: Record<string, string>
  /** Iteration scores by benchmark, mode and parameters, over every fork. */
  samples: Map<string, number[]>
  /** The full names of the console's "# Benchmark:" lines. */
  full: Set<string>
  block: Block
  /** Set while inside the summary table. */
  header?: Header
}

/** The iterations of the run that ends here go to its benchmark's samples. */
function flush(st: Pass): void {
  const block = st.block
  if (block.name && block.mode && block.samples.length) {
    const key = `${block.name}|${block.mode}|${JSON.stringify(block.params)}`
    st.samples.set(key, [...(st.samples.get(key) ?? []), ...block.samples])
  }
  st.block = { params: {}, samples: [] }
}

function parseOne(f: InputFile): ParsedRun {
  wholeLines(f)
  const st: Pass = { rows: [], env: {}, samples: new Map(), full: new Set(), block: { params: {}, samples: [] } }
  let last = 0
  forEachLine(f.text, (raw, lineNo) => {
    last = lineNo
    const s = raw.trim()
    if (st.header) {
      if (s === '' || s.startsWith('Benchmark result is saved'))
        return void (st.header = s === '' && st.rows.length ? undefined : st.header)
      return void st.rows.push(tableRow(s, st.header, f, lineNo))
    }
    consoleLine(st, s, f, lineNo)
  })
  flush(st)
  if (st.rows.length === 0)
    fail(
      f.path,
      last,
      'JMH\'s summary table "Benchmark  Mode  Cnt  Score  Error  Units" (the output ends early, or this is not JMH output)',
    )
  const warnings: string[] = [`${f.path}: JMH's table rounds scores to 3 decimals; -rf json keeps full precision`]
  restoreNames(st.rows, st.full)
  if (st.full.size === 0)
    warnings.push(
      `${f.path}: the table shortens benchmark names by their common package, and no "# Benchmark:" lines give it back (the console output does; -rf json keeps full names)`,
    )
  return jmhRun(f.path, st.rows, { environment: environment(st.env), warnings, samples: st.samples })
}

/** A line before the summary table: its header, a run's "# …" settings, or one of the run's iterations. */
function consoleLine(st: Pass, s: string, f: InputFile, lineNo: number): void {
  let m: RegExpExecArray | null
  if (TABLE.test(s)) {
    flush(st)
    const cols = s.split(/\s+/)
    st.header = {
      params: cols.filter((c) => /^\(.+\)$/.test(c)).map((c) => c.slice(1, -1)),
      threads: cols.includes('Threads'),
      cnt: cols.includes('Cnt') || cols.includes('Samples'),
    }
  } else if (s.startsWith('# JMH version:')) {
    flush(st)
    st.env['JMH version'] ??= s.slice(15).trim()
  } else if ((m = /^# Benchmark: (\S+)$/.exec(s))) {
    // Each run starts with "# JMH version:"; a second "# Benchmark:" without it is a new run all the
    // same, whose iterations must not be added to the previous one's.
    if (st.block.name) flush(st)
    st.block.name = m[1]
    st.full.add(m[1] as string)
  } else if ((m = /^# Parameters: \((.*)\)$/.exec(s))) {
    for (const p of (m[1] as string).split(', ')) {
      const [k, v] = p.split(' = ')
      if (k && v !== undefined) setParam(st.block.params, k, v)
    }
  } else if ((m = /^# Benchmark mode: (.+)$/.exec(s))) {
    if (st.block.name) flush(st) // a new run without its "# JMH version" line (see "# Benchmark:")
    const mode = m[1] as string
    st.block.mode = MODE.find(([re]) => re.test(mode))?.[1]
  } else if (/^Iteration\s/.test(s) && !/^Iteration\s+\d+: \S+ ±\(\S+\) \S+ \S+$/.test(s)) {
    // A score with its error ("3.097 ±(99.9%) 9.973 us/op", several threads or samples) is not a
    // sample; any other iteration line is one, and one left out would change n and min silently.
    m = /^Iteration\s+\d+: (\S+) \S+$/.exec(s)
    const v = m ? toNum(m[1] as string) : undefined
    if (v === undefined)
      fail(
        f.path,
        lineNo,
        `an iteration line "Iteration   1: 1041.162 ops/ms" with a finite score, found "${s.slice(0, 100)}"`,
      )
    st.block.samples.push(v)
  } else if ((m = /^# (JMH version|VM version|VM invoker|VM options|Warmup|Measurement): (.+)$/.exec(s)))
    st.env[m[1] as string] ??= m[2] as string
  else if ((m = /^# Fork: \d+ of (\d+)$/.exec(s))) st.env.forks ??= m[1] as string
}

/** One row of the summary table, read by the header's columns. */
function tableRow(s: string, h: Header, f: InputFile, lineNo: number): JmhRow {
  const t = s.split(/\s+/)
  const unit = t.pop() as string
  let error: number | undefined
  if (t[t.length - 2] === '±') {
    error = toNum(t.pop() as string)
    t.pop()
    if (error === undefined) fail(f.path, lineNo, `a score error after "±", found "${s.slice(0, 100)}"`)
  }
  const lead = 1 + h.params.length + 1 + (h.threads ? 1 : 0)
  const approx = t[t.length - 2] === '≈' || t[t.length - 1] === '≈' ? 2 : 1
  const [value, about] = score(t.splice(t.length - approx, approx), f, lineNo)
  if (t.length !== lead && t.length !== lead + (h.cnt ? 1 : 0))
    fail(
      f.path,
      lineNo,
      `a row "<benchmark> ${h.params.map((p) => `<${p}>`).join(' ')} <mode> <cnt> <score> ± <error> <unit>", found "${s.slice(0, 100)}"`,
    )
  const params: Record<string, string> = {}
  h.params.forEach((p, i) => {
    if (t[1 + i] !== 'N/A') setParam(params, p, t[1 + i] as string)
  })
  const num = (x: string | undefined) => (x === undefined ? undefined : toNum(x))
  return {
    name: t[0] as string,
    mode: t[1 + h.params.length] as string,
    params,
    lineNo,
    unit,
    score: value,
    approx: about,
    error,
    threads: h.threads ? num(t[2 + h.params.length]) : undefined,
    cnt: t.length > lead ? num(t[lead]) : undefined,
  }
}

/** The table drops the package the benchmarks share: put it back from the console's "# Benchmark:" lines. */
function restoreNames(rows: JmhRow[], full: Set<string>): void {
  for (const r of rows) {
    const cut = r.name.indexOf(':')
    const base = cut > 0 ? r.name.slice(0, cut) : r.name
    const long = [...full].find((n) => n === base || n.endsWith(`.${base}`))
    if (long && long !== base) r.name = long + r.name.slice(base.length)
  }
}

function environment(e: Record<string, string>): Environment | undefined {
  if (!Object.keys(e).length) return undefined
  const out: Environment = { tool: e['JMH version'] ? `JMH ${e['JMH version']}` : 'JMH' }
  // [^] and a check that the two parts are one line each: (.+), (.+)$ tried every ", " where a line end follows.
  const jdk = /^JDK ([^,]+), ([^]+), ([^]+)$/.exec(e['VM version'] ?? '')
  const vm = jdk && oneLine(jdk[2]!) && oneLine(jdk[3]!) ? jdk : null
  if (vm) out.runtimes = { java: vm[1] as string, jvm: text(`${vm[2]} ${vm[3]}`, 100) }
  const extra: Record<string, string> = {}
  if (e['VM invoker']) extra.jvm = text(e['VM invoker'], 500)
  if (e['VM options'] && e['VM options'] !== '<none>') extra.jvmArgs = text(e['VM options'], 500)
  if (e.forks) extra.forks = e.forks
  const iter = (s: string | undefined) => {
    const m = s ? /^(\d+) iterations, (.+) each/.exec(s) : null
    return m ? `${m[1]} × ${m[2]}` : undefined
  }
  if (iter(e.Warmup)) extra.warmup = iter(e.Warmup)!
  if (iter(e.Measurement)) extra.measurement = iter(e.Measurement)!
  if (Object.keys(extra).length) out.extra = extra
  return out
}

const jmhTextParser: Parser = {
  id: 'jmh-text',
  tool: 'JMH',
  description:
    "JMH's console output or -rf text result: the summary table, plus iterations and versions from the console",
  produce: 'java -jar target/benchmarks.jar > jmh.txt   (or -rf text -rff result.txt; -rf json keeps more)',
  detect(input: ParserInput) {
    const h = head(input)
    if (/^# JMH version: \S+/m.test(h) && /^# Benchmark: \S+/m.test(h)) return 0.9
    return h.split('\n').some((l) => TABLE.test(l.trim())) ? 0.9 : 0
  },
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const jmhText = defineParser(jmhTextParser)
