// benchstat (golang.org/x/perf/cmd/benchstat, the 2023+ table layout), text and -format csv. Samples:
//                    │ old.txt │            new.txt              │
//                    │ sec/op  │   sec/op     vs base            │
//   Sum64/16B-2        3.684n ± 2%   3.151n ± 3%  -14.48% (p=0.002 n=6)
//   Sum64/16B-2,3.6845e-09,2%,3.151e-09,3%,-14.48%,p=0.002 n=6          (-format csv)
// Design: every (row, column) cell becomes one result; the column label (file name or -col value) is
// param `side`, the row label is split like go test names (key=value parts and the -N suffix →
// params, so "Sort/n=64-2" → "Sort" {n: 64, gomaxprocs: 2}); with -col /gomaxprocs (column labels
// "" and numbers, rows without a suffix) the column is param `gomaxprocs` ("" is 1) instead of `side`; "pkg:" → param `pkg`; goos/goarch/cpu →
// environment. All unit tables of one cell merge into one result. Units map to go-test-bench's
// metrics: sec/op → `time` (ns), B/s → `throughput` (MB/s), B/op → `bytes`, allocs/op → `allocs`,
// others → id from the unit. value = benchstat's centre (the median); ci = value × (1 ± the printed
// %), which is the wider side of benchstat's interval (level not printed, so not stated); n from
// "n=6" / "n=6+5". The comparison with the base column goes on the non-base side: metric
// `<id>-delta` (%, same direction as the metric) holds the printed change, and the note keeps
// every comparison with its p-value, e.g. "vs old.txt: time -14.48% (p=0.002 n=6); bytes ~ (p=1.000
// n=6)". "~" (not significant) and "?" give no delta value, only the note. geomean rows become
// results named "geomean". Footnotes (¹ …) are skipped.
// How cells become results (units, intervals, deltas) is in benchstat-cells.ts.
import { cellsOfRow, type Cell, type Col, type State } from './benchstat-cells'
import { checkResult, csvFields, fail, head, makeRun, parseByLines, toNum } from './shared'
import { prefixFactor } from '../../data/numbers/units'
import { defineParser } from './types'
import type { LineParser, ParsedRun, Parser } from './types'

const SCALED = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)(Ti|Gi|Mi|Ki|[TGMkmµn])?$/
const DELTA = /^(?:[+-]?\d+\.\d+%|~|\?)$/
const FOOTNOTE = /[⁰¹²³⁴⁵⁶⁷⁸⁹]/g
const FOOTNOTE_LINE = /^[⁰¹²³⁴⁵⁶⁷⁸⁹]+ /

/** "2.148n", "1.7Gi": a number with an optional SI or binary prefix. */
function scaled(path: string, s: string, lineNo: number, what: string): number {
  const m = SCALED.exec(s)
  if (!m)
    fail(path, lineNo, `${what}: a number with an optional SI or binary prefix (e.g. "2.148n", "1.7Gi"), found "${s}"`)
  return Number(m[1]) * (prefixFactor(m[2] ?? '') ?? 1)
}

/** Reads one column of a text row: "2.255n ± 58% +4.98% (p=0.026 n=6)" (parts may be missing). */
function textCell(path: string, s: string, lineNo: number, col: Col): Cell {
  const t = s.replace(FOOTNOTE, ' ').trim().split(/\s+/).filter(Boolean)
  const c: Cell = {}
  let i = 0
  if (t[i] !== undefined && !DELTA.test(t[i] as string) && !(t[i] as string).startsWith('('))
    c.center = scaled(path, t[i++] as string, lineNo, `column "${col.label}"`)
  if (t[i] === '±') {
    c.ci = t[i + 1]
    i += 2
  }
  if (t[i] !== undefined && DELTA.test(t[i] as string)) c.delta = t[i++]
  if (t[i]?.startsWith('(')) {
    const rest = t.slice(i).join(' ')
    if (!/^\((p=[\d.]+ )?n=\d+(\+\d+)?\)$/.test(rest))
      fail(path, lineNo, `a comparison like "(p=0.002 n=6)" in column "${col.label}", found "${rest}"`)
    c.cmp = rest.slice(1, -1)
    i = t.length
  }
  if (i < t.length)
    fail(
      path,
      lineNo,
      `"<value> ± <ci>%" then, after the base column, "<delta>% (p=… n=…)" in column "${col.label}", found "${s.trim()}"`,
    )
  return c
}

/** The columns of a text table from its header rows: labels above, units in the last row, between "│". */
function buildCols(st: State, lineNo: number): void {
  const headers = st.headers
  const unitRow = headers[headers.length - 1] as string[]
  if (headers.length < 2) fail(st.path, lineNo, 'a row of column labels above the row of units')
  // The same header row twice would name every column "a / a" (or take units for a label).
  const seen = new Set(headers.map((h) => h.join('').trimEnd()))
  if (seen.size < headers.length) fail(st.path, lineNo, 'each header row once, found one twice')
  const starts: number[] = []
  unitRow.forEach((ch, i) => {
    if (ch === '│') starts.push(i)
  })
  const cols = (st.cols = starts.slice(0, -1).map((start, k) => {
    const end = starts[k + 1] as number
    const labels = headers.slice(0, -1).map((h) => {
      let a = start
      while (a > 0 && h[a] !== '│') a--
      let b = a + 1
      while (b < h.length && h[b] !== '│') b++
      return h
        .slice(a + 1, b)
        .join('')
        .trim()
    })
    return {
      start,
      label: labels.filter(Boolean).join(' / '),
      unit:
        unitRow
          .slice(start + 1, end)
          .join('')
          .trim()
          .split(/\s+/)[0] ?? '',
    }
  }))
  if (cols.length === 0 || cols.some((c) => !c.unit))
    fail(st.path, lineNo, 'a header row of units between "│" separators')
}

/** A line of text output: a header row (with "│"), a table row, or a configuration line. */
function textLine(st: State, l: string, lineNo: number): void {
  // Columns are counted in code points, as benchstat aligns them; plain strings index the same way
  // unless the line holds a surrogate pair, so only then is it split into code points.
  const astral = /[\uD800-\uDFFF]/.test(l)
  if (l.includes('│')) {
    if (st.cols) {
      st.cols = undefined
      st.headers = []
    }
    st.headers.push(Array.from(l))
    return
  }
  const chars: string | string[] = astral ? Array.from(l) : l
  const sub = (a: number, b?: number) => (typeof chars === 'string' ? chars.slice(a, b) : chars.slice(a, b).join(''))
  if (st.headers.length && !st.cols) buildCols(st, lineNo)
  const cols = st.cols
  if (!cols) return config(st, l, lineNo)
  const c0 = cols[0] as Col
  if (FOOTNOTE_LINE.test(l)) return
  const label = sub(0, c0.start).trim()
  if (!label) fail(st.path, lineNo, 'a row label (benchmark name) before the first column')
  const cells = cols.map((col, i) => textCell(st.path, sub(col.start, cols[i + 1]?.start), lineNo, col))
  cellsOfRow(st, label, cells, lineNo)
}

/** A CSV header row (first field empty): a row of labels, or the ",unit,CI,…" row that ends them. */
function csvHeaderRow(st: State, f: string[], lineNo: number): void {
  if (f[2] !== 'CI') {
    // The same row of labels twice would name every column "a / a".
    if (st.headers.some((h) => h.join(',') === f.join(',')))
      fail(st.path, lineNo, 'one row of each column label, found the same row again')
    st.headers.push(f)
    return
  }
  // benchstat labels its columns above the unit row: without them every column would be "".
  if (st.headers.length === 0) fail(st.path, lineNo, 'a row of column labels (",name,,name,,,") above the unit row')
  const cols: Col[] = (st.cols = [])
  for (let i = 1; i < f.length; i += i === 1 ? 2 : 4) {
    const label = st.headers
      .map((h) => {
        let a = i
        while (a > 0 && !h[a]) a--
        return h[a] ?? ''
      })
      .filter(Boolean)
      .join(' / ')
    cols.push({ start: i, label, unit: f[i] ?? '' })
  }
  st.headers = []
}

/** A line of -format csv output: a header row or a data row. */
function csvLine(st: State, l: string, lineNo: number): void {
  const path = st.path
  const f = csvFields(l)
  if (!f) fail(path, lineNo, 'a CSV row with balanced quotes')
  if (f[0] === '') return csvHeaderRow(st, f, lineNo)
  if (!st.cols) fail(path, lineNo, 'the benchstat CSV header rows (",name,,name,,," and ",unit,CI,…") before the data')
  const label = f[0] as string
  const cells = st.cols.map((col, i): Cell => {
    const center = f[col.start] ? toNum(f[col.start] as string) : undefined
    if (f[col.start] && center === undefined)
      fail(path, lineNo, `a number in column ${col.start + 1} ("${col.label}" ${col.unit}), found "${f[col.start]}"`)
    const c: Cell = { center, ci: f[col.start + 1] || undefined }
    if (i > 0) {
      c.delta = f[col.start + 2] || undefined
      c.cmp = f[col.start + 3] || undefined
      if (c.delta && !DELTA.test(c.delta))
        fail(path, lineNo, `a change such as "-14.48%" or "~" in column ${col.start + 3}, found "${c.delta}"`)
    }
    return c
  })
  cellsOfRow(st, label, cells, lineNo)
}

/** A "key: value" configuration line: pkg, goos, goarch, cpu, or any other (environment.extra). */
function config(st: State, l: string, lineNo: number): void {
  const m = /^([\w.-]+): (.*)$/.exec(l)
  if (!m)
    fail(
      st.path,
      lineNo,
      `benchstat output: "key: value" configuration lines, then tables with "│" column headers (or -format csv rows), found "${l.slice(0, 80)}"`,
    )
  const [, k = '', v = ''] = m
  const env = st.env
  if (k === 'pkg') st.pkg = v
  else if (k === 'goos') env.os ??= v
  else if (k === 'goarch') env.arch ??= v
  else if (k === 'cpu') env.cpu ??= v
  else if (k.length <= 60 && v) st.extra[k] ??= v
}

/** One line; a blank one ends the table, the first table line tells text from CSV. */
function line(st: State, l: string, lineNo: number): void {
  st.last = lineNo
  if (l.trim() === '') {
    st.cols = undefined
    st.headers = []
    return
  }
  if (st.csv === undefined && (l.charCodeAt(0) === 44 || l.includes('│'))) st.csv = l.charCodeAt(0) === 44
  if (st.csv === true && l.charCodeAt(0) !== 44 && !st.cols && /^[\w.-]+: /.test(l)) return config(st, l, lineNo)
  if (st.csv) csvLine(st, l, lineNo)
  else textLine(st, l, lineNo)
}

/** The run: every cell's result that holds a value. */
function end(st: State): ParsedRun {
  const { path, last, env, extra, results } = st
  if (st.headers.length && !st.cols) fail(path, last, 'table rows after the header (the output ends early)')
  if (![...results.values()].some((r) => Object.keys(r.values).length))
    fail(path, last, 'benchstat output: a table with "│" column headers or -format csv rows')
  if (Object.keys(extra).length) env.extra = extra
  const out = [...results.values()]
    .filter((r) => Object.keys(r.values).length > 0)
    .map((r) => checkResult(path, st.lineOf.get(r) ?? last, r))
  return makeRun('benchstat', st.metrics, out, { environment: env, check: { file: path, lineNo: last } })
}

function lines(path: string): LineParser {
  const st: State = {
    path,
    env: {},
    extra: {},
    results: new Map(),
    lineOf: new Map(),
    names: new Map(),
    metrics: {},
    pkg: undefined,
    headers: [],
    cols: undefined,
    csv: undefined,
    last: 0,
  }
  return {
    line: (l, lineNo) => line(st, l, lineNo),
    end: () => end(st),
  }
}

/**
 * /^,[^\n]*\r?\n,[^,\n]+,CI(,|\r?$)/m.test(h) line by line: a line that starts with a comma (a line
 * starts after \r too), then one such as ",sec/op,CI,…". One pass: the expression tried every \r.
 */
function csvHeader(h: string): boolean {
  const lines = h.split('\n')
  for (let i = 1; i < lines.length; i++)
    if (/^,[^,]+,CI(?:,|[\r\u2028\u2029]|$)/.test(lines[i]!) && /(?:^|[\r\u2028\u2029]),/.test(lines[i - 1]!))
      return true
  return false
}

const benchstatParser: Parser = {
  id: 'benchstat',
  tool: 'benchstat',
  description: 'benchstat comparison or summary tables (text, or -format csv)',
  produce: 'benchstat old.txt new.txt > compare.txt   (or: benchstat -format csv old.txt new.txt > compare.csv)',
  detect(input) {
    const h = head(input)
    if (/^ +│ .*│\r?\n +│ .*│/m.test(h)) return 1
    if (csvHeader(h)) return 1
    return 0
  },
  parse: (input) => parseByLines(input, lines),
  lines,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const benchstat = defineParser(benchstatParser)
