// Locust's --csv statistics (<prefix>_stats.csv), one row per request name plus "Aggregated":
//   Type,Name,Request Count,Failure Count,Median Response Time,Average Response Time,Min Response Time,
//   Max Response Time,Average Content Size,Requests/s,Failures/s,50%,66%,75%,80%,90%,95%,98%,99%,99.9%,99.99%,100%
//   GET,/,348,0,12,15.90,0.77,218.20,15.0,112.08,0.0,12,17,23,25,33,43,50,62,220,220,220
// One result per row: benchmark "GET /" (type and name), "Aggregated" for the total. Metrics, shared
// with the history CSV (locust-history): "response-time" (ms, the average, with median, min, max, the
// percentile columns and n = the request count), "requests" (req/s), "failures" (failures/s).
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { csvFields, csvHeaderScore, fail, makeRun, toNum, withoutBom } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

export const LOCUST_METRICS: Record<string, Metric> = {
  'response-time': { label: 'Response time', unit: 'ms', direction: 'lower', stat: 'mean' },
  requests: { label: 'Requests per second', unit: 'req/s', direction: 'higher' },
  failures: { label: 'Failures per second', unit: 'failures/s', direction: 'lower' },
}
const HEAD = 'Type,Name,Request Count,Failure Count,Median Response Time,Average Response Time'

const detect = (input: ParserInput): number => csvHeaderScore(input, HEAD)

/** Percentile columns ("50%", "99.9%") → their index. */
function percentColumns(header: string[]): Array<[string, number]> {
  const pcts: Array<[string, number]> = []
  header.forEach((h, i) => {
    const m = /^(\d+(?:\.\d+)?)%$/.exec(h)
    if (m) pcts.push([String(Number(m[1])), i])
  })
  return pcts
}

/** A number cell, undefined for "N/A" or empty. */
function cell(f: InputFile, lineNo: number, cells: string[], i: number, what: string): number | undefined {
  const s = cells[i]
  if (s === undefined || s === '' || s === 'N/A') return undefined
  return toNum(s) ?? fail(f.path, lineNo, `${what} (a number or N/A), found "${s}"`)
}

/** A row of a Locust CSV: its fields, its line number and the number in a column named so (none: "N/A", empty). */
interface LocustRow {
  c: string[]
  lineNo: number
  num: (col: string) => number | undefined
}

/**
 * The header and the rows of a Locust CSV, the stats or the history (`what`, for the error when the header
 * does not start with `head`). Rows are read as they are asked for, so that the first error is the first
 * in the file; blank lines are skipped, a row of another width than the header's is refused.
 */
export function locustCsv(f: InputFile, head: string, what: string): { header: string[]; rows: Iterable<LocustRow> } {
  const lines = linesOf(withoutBom(f.text))
  if (!lines[0]?.startsWith(head)) fail(f.path, 1, `Locust's ${what} CSV header "${head},…"`)
  const header = csvFields(lines[0]) ?? []
  function* rows(): Generator<LocustRow> {
    for (let i = 1; i < lines.length; i++) {
      if (!lines[i]!.trim()) continue
      const c = csvFields(lines[i]!)
      if (!c || c.length !== header.length)
        fail(f.path, i + 1, `${header.length} comma-separated fields, found ${c?.length ?? 'an unbalanced quote'}`)
      yield { c, lineNo: i + 1, num: (col) => cell(f, i + 1, c, header.indexOf(col), `"${col}"`) }
    }
  }
  return { header, rows: rows() }
}

function parseOne(f: InputFile): ParsedRun {
  const { header, rows } = locustCsv(f, HEAD, 'stats')
  const pcts = percentColumns(header)
  const results: ParsedResult[] = []
  for (const { c, lineNo, num } of rows) {
    const count = num('Request Count') ?? 0
    const avg = num('Average Response Time')
    const values: ParsedResult['values'] = {}
    if (count > 0 && avg !== undefined) {
      const percentiles: Record<string, number> = {}
      for (const [k, idx] of pcts) {
        const v = cell(f, lineNo, c, idx, `the ${k}% response time`)
        if (v !== undefined) percentiles[k] = v
      }
      values['response-time'] = withSpread({ value: avg, n: count, percentiles }, num)
    }
    const rps = num('Requests/s')
    const fps = num('Failures/s')
    if (rps !== undefined) values.requests = { value: rps }
    if (fps !== undefined) values.failures = { value: fps }
    if (!Object.keys(values).length) continue
    const failed = num('Failure Count') ?? 0
    const name = [c[0], c[1]].filter(Boolean).join(' ').slice(0, 300) || 'Aggregated'
    results.push({ benchmark: name, values, note: `${count} requests, ${failed} failed` })
  }
  if (!results.length) fail(f.path, 2, 'at least one row with requests')
  return makeRun('Locust', { ...LOCUST_METRICS }, results)
}

const locustParser: Parser = {
  id: 'locust',
  tool: 'Locust',
  description: 'Locust --csv statistics (_stats.csv): response times with percentiles, requests/s, failures/s',
  produce:
    'locust -f locustfile.py --headless -u 50 -r 10 -t 60s --host http://127.0.0.1:8080 --csv run   (then run_stats.csv)',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const locust = defineParser(locustParser)

/**
 * A response-time measurement with the median, min and max of a row, where the row gives them: the stats
 * CSV's "Median Response Time" columns, or the history's running totals ("Total Median Response Time").
 */
export function withSpread(
  m: ParsedResult['values'][string],
  num: (col: string) => number | undefined,
  prefix = '',
): ParsedResult['values'][string] {
  const median = num(`${prefix}Median Response Time`)
  const min = num(`${prefix}Min Response Time`)
  const max = num(`${prefix}Max Response Time`)
  if (median !== undefined) m.median = median
  if (min !== undefined) m.min = min
  if (max !== undefined) m.max = max
  return m
}
