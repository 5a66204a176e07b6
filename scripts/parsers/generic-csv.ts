// Generic CSV: one row per result, for tools (or spreadsheets) this project has no parser for.
//   # date: 2026-04-18T10:00:00Z
//   # commit: 3f2a9c1
//   # cpu: AMD EPYC 7763
//   benchmark,param:size,param:mode,throughput [ops/s] (higher),latency [ms] (lower),latency:stddev,latency:p99,note
//   put,64,sync,1200.5,2.1,0.3,2.9,
//   put,1024,sync,>=980,3.4,0.5,4.8,"warm cache, second run"
// Lines starting with "#" before the header are "# key: value" metadata: date, commit, version,
// tool, and the environment fields machine, cpu, cores, threads, ram, os, kernel, arch, command;
// any other key goes to environment.extra. Other "#" lines and blank lines are ignored.
// Header columns (comma-separated, RFC 4180 quoting with "…" and "" inside; a field may not span lines):
//   benchmark                  required: the benchmark name
//   param:<name>               a parameter; numbers stay numbers, true/false become booleans, empty = not set
//   <name> [<unit>] (<dir>)    a metric: its name (the label; the id is the name in lowercase with
//                              other characters than a-z 0-9 . _ - as "_"), its unit, and (higher)
//                              or (lower); the direction may be left out for time and byte units
//                              (lower) and per-second rates (higher)
//   <name>:<stat>              more about a metric's value: stddev, min, max, median, n, ci_lower,
//                              ci_upper, or p<percent> (p50, p99, p99.9)
//   note                       free text for the result
// Cells: a number; empty = no value; a value cell may start with >= (at-least), <= (at-most),
// > (above), < (below) or ~ (about) when the source gave a bound. Documented in docs/guide/formats/generic.md.
import type { Environment, Measurement, Metric, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { isUnit } from '../../data/numbers/units'
import { impliedDirection } from './generic-json'
import { commitId, isoDate, label, makeRun, measurement, metricId, parseFiles, pctKey, text } from './json-shared'
import { ParseError } from './types'
import { cutShort, endsInsideLine } from './line-cutter'
import type { LineParser, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { oneLine } from './scan'

const STAT_COL = /^([^[\]:]+?):(stddev|min|max|median|n|ci_lower|ci_upper|p\d{1,3}(?:\.\d+)?)$/
const NUM = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/
const QUALIFIERS: Array<[string, NonNullable<Measurement['qualifier']>]> = [
  ['>=', 'at-least'],
  ['<=', 'at-most'],
  ['>', 'above'],
  ['<', 'below'],
  ['~', 'about'],
]
const ENV_KEYS = new Set(['machine', 'cpu', 'ram', 'os', 'kernel', 'arch', 'command'])

/** Splits one CSV line (RFC 4180 quoting, no line breaks inside fields); undefined on a broken quote. */
export function splitCsv(line: string): string[] | undefined {
  const out: string[] = []
  let i = 0
  for (;;) {
    if (line[i] === '"') {
      let cell = ''
      for (i++; ; i++) {
        if (i >= line.length) return undefined
        if (line[i] === '"') {
          if (line[i + 1] !== '"') break
          cell += '"'
          i++
        } else cell += line[i]
      }
      i++
      out.push(cell)
      if (i < line.length && line[i] !== ',') return undefined
    } else {
      const end = line.indexOf(',', i)
      out.push((end < 0 ? line.slice(i) : line.slice(i, end)).trim())
      i = end < 0 ? line.length : end
    }
    if (i >= line.length) return out
    i++ // the comma
  }
}

function detect(input: ParserInput): number {
  const text = input.files[0]?.text ?? ''
  for (const raw of text.slice(0, 8192).split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const cells = splitCsv(line)
    return cells && cells.includes('benchmark') && cells.some((c) => metricCol(c) !== null) ? 0.9 : 0
  }
  return 0
}

/**
 * A metric column "name [unit] (higher)": [, name, unit, direction], as
 * /^([^[\]:]+?)\s*\[([^\]]+)\]\s*(?:\((higher|lower)\))?$/ read it, in one pass (the lazy name tried
 * every split of a run of spaces).
 */
export function metricCol(c: string): Array<string | undefined> | null {
  const open = c.indexOf('[')
  const close = c.indexOf(']', open + 1)
  if (open < 1 || close < open + 2 || /[\]:]/.test(c.slice(0, open))) return null
  const tail = /^\s*(?:\((higher|lower)\))?$/.exec(c.slice(close + 1))
  const name = c.slice(0, open).trimEnd() || c.slice(0, 1)
  return tail ? [c, name, c.slice(open + 1, close), tail[1]] : null
}

/** "# key: value" → [key, value], as /^#\s*([A-Za-z][\w .-]{0,59}?)\s*:\s*(.+)$/ read it, in one pass. */
export function metaLine(line: string): [string, string] | undefined {
  const colon = line.indexOf(':')
  if (!line.startsWith('#') || colon < 0) return undefined
  const key = line.slice(1, colon).trim()
  const after = line.slice(colon + 1)
  const value = after.trimStart() || after.slice(-1)
  return /^[A-Za-z][\w .-]{0,59}$/.test(key) && value && oneLine(value) ? [key, value] : undefined
}

type Column =
  | { kind: 'benchmark' | 'note' }
  | { kind: 'param'; name: string }
  | { kind: 'metric'; id: string }
  | { kind: 'stat'; id: string; stat: string }

type Fail = (lineNo: number, expected: string) => never

/** The header line: what each column holds; the metric columns' metrics go into `metrics`. */
function headerColumns(cells: string[], lineNo: number, metrics: Record<string, Metric>, fail: Fail): Column[] {
  const columns = cells.map((c, i): Column => {
    const m = metricCol(c)
    const s = STAT_COL.exec(c)
    if (c === 'benchmark' || c === 'note') return { kind: c }
    if (c.startsWith('param:') && c.length > 6) return { kind: 'param', name: c.slice(6).trim() }
    if (m) {
      const [, name = '', unit = '', dir] = m
      const id = metricId(name)
      if (!isUnit(unit.trim())) fail(lineNo, `column ${i + 1} "${c}": a unit such as "ms", "ops/s", "B" or "%" in [ ]`)
      const direction = (dir as 'higher' | 'lower' | undefined) ?? impliedDirection(unit.trim())
      if (!direction)
        fail(lineNo, `column ${i + 1} "${c}": (higher) or (lower) after the unit, which does not imply one`)
      if (metrics[id]) fail(lineNo, `column ${i + 1} "${c}": metric "${id}" only once`)
      metrics[id] = { label: label(name), unit: unit.trim(), direction: direction! }
      return { kind: 'metric', id }
    }
    if (s) return { kind: 'stat', id: metricId(s[1]!), stat: s[2]! }
    return fail(
      lineNo,
      `column ${i + 1} "${c}": benchmark, note, param:<name>, "<metric> [<unit>] (higher|lower)" or <metric>:<stat>`,
    )
  })
  if (!columns.some((c) => c.kind === 'benchmark')) fail(lineNo, 'a "benchmark" column in the header')
  if (!Object.keys(metrics).length) fail(lineNo, 'at least one metric column such as "latency [ms] (lower)"')
  for (const c of columns)
    if (c.kind === 'stat' && !metrics[c.id]) fail(lineNo, `a metric column for "${c.id}" (used by "${c.id}:${c.stat}")`)
  return columns
}

/** Adds the <metric>:<stat> columns of a row (spread, n, interval, percentiles) to their metrics' values. */
function addStats(
  values: Record<string, Measurement>,
  extra: Record<string, Record<string, number>>,
  lineNo: number,
  fail: Fail,
): void {
  for (const [id, stats] of Object.entries(extra)) {
    const m = values[id]
    if (!m) fail(lineNo, `a value for metric "${id}" when its ${Object.keys(stats).join(', ')} column is filled`)
    const percentiles: Record<string, number> = {}
    for (const [k, v] of Object.entries(stats))
      if (k.startsWith('p'))
        percentiles[pctKey(k.slice(1)) ?? fail(lineNo, `a percentile between 0 and 100, found "${k}"`)] = v
    if (stats.n !== undefined && !(Number.isInteger(stats.n) && stats.n >= 1))
      fail(lineNo, `a whole number of at least 1 in "${id}:n"`)
    const ci =
      stats.ci_lower !== undefined && stats.ci_upper !== undefined
        ? { lower: stats.ci_lower, upper: stats.ci_upper }
        : undefined
    values[id] = measurement({
      ...m!,
      stddev: stats.stddev,
      min: stats.min,
      max: stats.max,
      median: stats.median,
      n: stats.n,
      ci,
      percentiles,
    })
  }
}

/** One data row as a result. */
function rowResult(cells: string[], lineNo: number, columns: Column[], header: string[], fail: Fail): ParsedResult {
  if (cells.length !== columns.length) fail(lineNo, `${columns.length} cells as in the header, found ${cells.length}`)
  const values: Record<string, Measurement> = {}
  const extra: Record<string, Record<string, number>> = {}
  const params: Record<string, ParamValue> = {}
  let benchmark = ''
  let note = ''
  // A number beyond a double (1e309) is refused, not stored as Infinity.
  const num = (cell: string, i: number) =>
    NUM.test(cell) && Number.isFinite(Number(cell))
      ? Number(cell)
      : fail(lineNo, `a number in column ${i + 1} "${header[i]}", found "${cell}"`)
  columns.forEach((c, i) => {
    const cell = cells[i]!.trim()
    if (c.kind === 'benchmark') benchmark = cell
    else if (c.kind === 'note') note = cell
    else if (cell === '') return
    else if (c.kind === 'param')
      params[c.name] =
        cell === 'true'
          ? true
          : cell === 'false'
            ? false
            : NUM.test(cell) && String(Number(cell)) === cell
              ? Number(cell)
              : cell
    else if (c.kind === 'metric') {
      const q = QUALIFIERS.find(([p]) => cell.startsWith(p))
      values[c.id] = q ? { value: num(cell.slice(q[0].length).trim(), i), qualifier: q[1] } : { value: num(cell, i) }
    } else if (c.kind === 'stat') (extra[c.id] ??= {})[c.stat] = num(cell, i)
  })
  if (!benchmark) fail(lineNo, 'a benchmark name in the "benchmark" column')
  addStats(values, extra, lineNo, fail)
  if (!Object.keys(values).length) fail(lineNo, 'at least one metric value in the row')
  const r: ParsedResult = Object.keys(params).length
    ? { benchmark: benchmark, params, values }
    : { benchmark: benchmark, values }
  if (note) r.note = note
  return r
}

function lines(file: string): LineParser {
  const meta: Record<string, string> = {}
  let columns: Column[] | undefined
  let header: string[] = []
  const metrics: Record<string, Metric> = {}
  const results: ParsedResult[] = []
  const fail: Fail = (lineNo, expected) => {
    throw new ParseError(file, `line ${lineNo}`, expected)
  }
  return {
    line(raw, lineNo) {
      const line = raw.trim()
      if (!line) return
      if (line.startsWith('#')) {
        const kv = metaLine(line)
        if (!columns && kv) meta[kv[0].toLowerCase()] = kv[1].trim()
        return
      }
      const cells = splitCsv(line) ?? fail(lineNo, 'a CSV line with balanced "double quotes"')
      if (!columns) {
        header = cells
        columns = headerColumns(cells, lineNo, metrics, fail)
      } else results.push(rowResult(cells, lineNo, columns, header, fail))
    },
    end(): ParsedRun {
      if (!columns)
        throw new ParseError(file, 'line 1', 'a header line such as "benchmark,param:size,latency [ms] (lower)"')
      return makeRun(
        meta.tool ?? 'generic',
        file,
        {
          metrics,
          results,
          environment: env(meta),
          date: isoDate(meta.date),
          commit: commitId(meta.commit),
          version: meta.version,
        },
        'line 2',
      )
    },
  }
}

function env(meta: Record<string, string>): Environment {
  const e: Environment = {}
  const extra: Record<string, string> = {}
  for (const [k, v] of Object.entries(meta)) {
    if (ENV_KEYS.has(k)) (e as Record<string, unknown>)[k] = text(v, k === 'command' ? 2000 : 200)
    else if ((k === 'cores' || k === 'threads') && /^\d+$/.test(v) && Number(v) >= 1) e[k] = Number(v)
    else if (k === 'tool') e.tool = text(v, 200)
    else if (!['date', 'commit', 'version'].includes(k)) extra[k] = text(v, 500)
  }
  if (Object.keys(extra).length) e.extra = extra
  return e
}

const genericCsvParser: Parser = {
  id: 'generic-csv',
  tool: 'generic',
  description: 'Generic CSV results: benchmark, param:<name> and "<metric> [<unit>] (higher|lower)" columns',
  produce: 'Write it from your own tool or a spreadsheet; see docs/guide/formats/generic.md',
  detect,
  parse: (input) =>
    parseFiles(input, (f) => {
      const p = lines(f.path)
      let lineNo = 0
      for (const l of f.text.split('\n')) p.line(l.endsWith('\r') ? l.slice(0, -1) : l, ++lineNo)
      if (endsInsideLine(f.text)) throw cutShort(f.path, lineNo)
      return p.end()
    }),
  lines,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const genericCsv = defineParser(genericCsvParser)
