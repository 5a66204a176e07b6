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
import { fail, forEachLine, head, toNum } from './shared'
import { parseFiles, text } from './json-shared'
import { jmhRun, type JmhRow } from './jmh-table'
import { wholeLines } from './table-text'
import type { InputFile, ParsedRun, Parser, ParserInput } from './types'

const TABLE = /^Benchmark\s+(\(\S+\)\s+)*Mode\s+(Threads\s+)?(Cnt|Samples)?\s*Score\s+Error\s+Units$/
const MODE: Array<[RegExp, string]> = [[/^Throughput/, 'thrpt'], [/^Average time/, 'avgt'], [/^Sampling time/, 'sample'], [/^Single shot/, 'ss']]
const SUP: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' }

/** "0.215", "≈ 0", "≈ 10⁻⁴" → [value, approximate]. */
function score(tokens: string[], f: InputFile, lineNo: number): [number, boolean] {
  const t = tokens.join(' ')
  const m = /^≈ (?:0|10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))$/.exec(t)
  if (m) return [m[1] ? Number(`1e${[...m[1]].map((c) => SUP[c]).join('')}`) : 0, true]
  const v = toNum(t)
  return v === undefined ? fail(f.path, lineNo, `a score such as "1.843" or "≈ 0", found "${t}"`) : [v, false]
}

interface Block { name?: string; mode?: string; params: Record<string, string>; samples: number[] }

function parseOne(f: InputFile): ParsedRun {
  wholeLines(f)
  const rows: JmhRow[] = []
  const env: Record<string, string> = {}
  const samples = new Map<string, number[]>()
  const full = new Set<string>()
  let block: Block = { params: {}, samples: [] }
  let header: { params: string[]; threads: boolean; cnt: boolean } | undefined
  let last = 0
  const flush = () => {
    if (block.name && block.mode && block.samples.length) {
      const key = `${block.name}|${block.mode}|${JSON.stringify(block.params)}`
      samples.set(key, [...(samples.get(key) ?? []), ...block.samples])
    }
    block = { params: {}, samples: [] }
  }
  forEachLine(f.text, (raw, lineNo) => {
    last = lineNo
    const s = raw.trim()
    let m: RegExpExecArray | null
    if (header) {
      if (s === '' || s.startsWith('Benchmark result is saved')) return void (header = s === '' && rows.length ? undefined : header)
      return void rows.push(row(s, lineNo))
    }
    if (TABLE.test(s)) {
      flush()
      const cols = s.split(/\s+/)
      header = { params: cols.filter((c) => /^\(.+\)$/.test(c)).map((c) => c.slice(1, -1)), threads: cols.includes('Threads'), cnt: cols.includes('Cnt') || cols.includes('Samples') }
    } else if (s.startsWith('# JMH version:')) {
      flush()
      env['JMH version'] ??= s.slice(15).trim()
    } else if ((m = /^# Benchmark: (\S+)$/.exec(s))) {
      // Each run starts with "# JMH version:"; a second "# Benchmark:" without it is a new run all the
      // same, whose iterations must not be added to the previous one's.
      if (block.name) flush()
      block.name = m[1]
      full.add(m[1] as string)
    } else if ((m = /^# Parameters: \((.*)\)$/.exec(s))) {
      for (const p of (m[1] as string).split(', ')) {
        const [k, v] = p.split(' = ')
        if (k && v !== undefined) block.params[k] = v
      }
    } else if ((m = /^# Benchmark mode: (.+)$/.exec(s))) {
      if (block.name) flush() // a new run without its "# JMH version" line (see "# Benchmark:")
      block.mode = MODE.find(([re]) => re.test(m![1] as string))?.[1]
    }
    else if (/^Iteration\s/.test(s) && !/^Iteration\s+\d+: \S+ ±\(\S+\) \S+ \S+$/.test(s)) {
      // A score with its error ("3.097 ±(99.9%) 9.973 us/op", several threads or samples) is not a
      // sample; any other iteration line is one, and one left out would change n and min silently.
      m = /^Iteration\s+\d+: (\S+) \S+$/.exec(s)
      const v = m ? toNum(m[1] as string) : undefined
      if (v === undefined) fail(f.path, lineNo, `an iteration line "Iteration   1: 1041.162 ops/ms" with a finite score, found "${s.slice(0, 100)}"`)
      block.samples.push(v)
    } else if ((m = /^# (JMH version|VM version|VM invoker|VM options|Warmup|Measurement): (.+)$/.exec(s))) env[m[1] as string] ??= m[2] as string
    else if ((m = /^# Fork: \d+ of (\d+)$/.exec(s))) env.forks ??= m[1] as string
  })
  flush()
  if (rows.length === 0) fail(f.path, last, 'JMH\'s summary table "Benchmark  Mode  Cnt  Score  Error  Units" (the output ends early, or this is not JMH output)')

  function row(s: string, lineNo: number): JmhRow {
    const t = s.split(/\s+/)
    const h = header!
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
    if (t.length !== lead && t.length !== lead + (h.cnt ? 1 : 0)) fail(f.path, lineNo, `a row "<benchmark> ${h.params.map((p) => `<${p}>`).join(' ')} <mode> <cnt> <score> ± <error> <unit>", found "${s.slice(0, 100)}"`)
    const params: Record<string, string> = {}
    h.params.forEach((p, i) => { if (t[1 + i] !== 'N/A') params[p] = t[1 + i] as string })
    const num = (x: string | undefined) => (x === undefined ? undefined : toNum(x))
    return {
      name: t[0] as string, mode: t[1 + h.params.length] as string, params, lineNo, unit, score: value, approx: about, error,
      threads: h.threads ? num(t[2 + h.params.length]) : undefined,
      cnt: t.length > lead ? num(t[lead]) : undefined,
    }
  }

  const warnings: string[] = [`${f.path}: JMH's table rounds scores to 3 decimals; -rf json keeps full precision`]
  // The table drops the package the benchmarks share: put it back from the console's "# Benchmark:" lines.
  for (const r of rows) {
    const cut = r.name.indexOf(':')
    const base = cut > 0 ? r.name.slice(0, cut) : r.name
    const long = [...full].find((n) => n === base || n.endsWith(`.${base}`))
    if (long && long !== base) r.name = long + r.name.slice(base.length)
  }
  if (full.size === 0) warnings.push(`${f.path}: the table shortens benchmark names by their common package, and no "# Benchmark:" lines give it back (the console output does; -rf json keeps full names)`)
  return jmhRun(f.path, rows, { environment: environment(env), warnings, samples })
}

function environment(e: Record<string, string>): Environment | undefined {
  if (!Object.keys(e).length) return undefined
  const out: Environment = { tool: e['JMH version'] ? `JMH ${e['JMH version']}` : 'JMH' }
  const vm = /^JDK ([^,]+), (.+), (.+)$/.exec(e['VM version'] ?? '')
  if (vm) out.runtimes = { java: vm[1] as string, jvm: text(`${vm[2]} ${vm[3]}`, 100) }
  const extra: Record<string, string> = {}
  if (e['VM invoker']) extra.jvm = text(e['VM invoker'], 500)
  if (e['VM options'] && e['VM options'] !== '<none>') extra.jvmArgs = text(e['VM options'], 500)
  if (e.forks) extra.forks = e.forks
  const iter = (s: string | undefined) => { const m = s ? /^(\d+) iterations, (.+) each/.exec(s) : null; return m ? `${m[1]} × ${m[2]}` : undefined }
  if (iter(e.Warmup)) extra.warmup = iter(e.Warmup)!
  if (iter(e.Measurement)) extra.measurement = iter(e.Measurement)!
  if (Object.keys(extra).length) out.extra = extra
  return out
}

const jmhTextParser: Parser = {
  id: 'jmh-text',
  tool: 'JMH',
  description: "JMH's console output or -rf text result: the summary table, plus iterations and versions from the console",
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
