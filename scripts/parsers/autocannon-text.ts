// autocannon's default report (printed on stderr; capture with 2> or 2>&1):
//   Running 2s test @ http://127.0.0.1:18411/
//   2 connections with 2 pipelining factor
//   │ Latency │ 0 ms │ 0 ms │ 3 ms  │ 8 ms │ 0.42 ms │ 2.85 ms │ 66 ms │
//   │ Req/Sec   │ 5,647  │ 5,647  │ 5,647  │ 6,443  │ 6,044  │ 398   │ 5,644  │
//   │ Bytes/Sec │ 779 kB │ 779 kB │ 779 kB │ 889 kB │ 834 kB │ 55 kB │ 779 kB │
// The same results, metric ids, units and parameters as `autocannon -j` (autocannon.ts): one result
// named by the URL, params connections and pipelining (autocannon prints the factor only when it is
// above 1) and workers when set; `latency` (ms: Avg, Stdev, Max, the percentile columns, and every
// row of the -l/--latency table), `requests` (req/s) and `throughput` (B/s; kB and MB are 1000-based
// as autocannon prints them) with Avg, Stdev, Min and percentiles, n = "# of samples"; `non2xx`,
// `errors` and `timeouts` from the lines autocannon prints when they are not zero. Never read as
// wrk (whose report starts with the same "Running … test @" line). --renderStatusCodes goes to the note. The table rounds latencies to
// whole ms below 1 and byte rates to 3 digits, and has no title (-T) and no date: a warning says so.
import type { Measurement, ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { fail, forEachLine, head, metricsUsed, toNumGrouped } from './shared'
import { makeRun, parseFiles, pctKey } from './json-shared'
import { METRICS } from './autocannon'
import { wholeLines } from './table-text'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { round12 } from '../../data/numbers/numbers'
import { bytesIn } from '../../data/numbers/units'

const ROWS: Record<string, string> = { Latency: 'latency', 'Req/Sec': 'requests', 'Bytes/Sec': 'throughput' }

function parseOne(f: InputFile): ParsedRun {
  wholeLines(f)
  let url: string | undefined
  const params: Record<string, ParamValue> = {}
  const values: Record<string, Measurement> = {}
  const pct: Record<string, number> = {}
  let cols: string[] | undefined
  let samples: number | undefined
  let table: 'stat' | 'pct' | 'code' = 'stat'
  const codes: string[] = []
  let done = false
  let last = 0
  forEachLine(f.text, (raw, lineNo) => {
    last = lineNo
    const s = raw.trim()
    let m: RegExpExecArray | null
    const num = (v: string | undefined, what: string) =>
      toNumGrouped(v ?? '') ?? fail(f.path, lineNo, `${what}: a number, found "${v}"`)
    if ((m = /^Running (?:[\d.]+s test|\d+ requests test) @ (\S+)$/.exec(s))) url = m[1]
    else if ((m = /^(\d+) connections?(?: with (\d+) pipelining factor)?$/.exec(s)))
      Object.assign(params, { connections: num(m[1], 'connections'), pipelining: m[2] ? num(m[2], 'pipelining') : 1 })
    else if ((m = /^(\d+) workers?$/.exec(s))) params.workers = num(m[1], 'workers')
    // A new table (its top border) starts without columns: a row before its own "Stat" header row
    // must not be read with the previous table's columns (latency's 2.5 % … 99 % are not requests').
    else if (s.startsWith('┌')) [cols, table] = [undefined, 'stat']
    else if (s.startsWith('│')) {
      const cells = s
        .slice(1, -1)
        .split('│')
        .map((c) => c.trim())
      if (cells[0] === 'Stat') [cols, table] = [cells.slice(1), 'stat']
      else if (cells[0] === 'Percentile') [cols, table] = [undefined, 'pct']
      else if (cells[0] === 'Code') [cols, table] = [undefined, 'code']
      else if (table === 'code' && cells.length === 2)
        codes.push(`${cells[0]} ×${num(cells[1], 'a count of responses')}`)
      else if (ROWS[cells[0] as string] && table === 'stat') {
        if (!cols) fail(f.path, lineNo, `the "│ Stat │ 2.5% │ …" header row of this table above its "${cells[0]}" row`)
        values[ROWS[cells[0] as string]!] = stats(f.path, cells[0] as string, cells.slice(1), cols, lineNo)
      } else if (table === 'pct' && /^\d+(\.\d+)?$/.test(cells[0] ?? '') && cells.length === 2) {
        const k = pctKey(cells[0] as string)
        if (k !== undefined) pct[k] = num(cells[1], `the ${cells[0]}% latency`)
      }
    } else if ((m = /^# of samples: (\d+)$/.exec(s))) samples = num(m[1], 'the number of samples')
    else if ((m = /^(\d+) 2xx responses, (\d+) non 2xx responses$/.exec(s)))
      values.non2xx = { value: num(m[2], 'non-2xx responses') }
    else if ((m = /^(\d+) errors \((\d+) timeouts\)$/.exec(s)))
      Object.assign(values, { errors: { value: num(m[1], 'errors') }, timeouts: { value: num(m[2], 'timeouts') } })
    else if (/^\S+ requests in \S+, \S+ \S+ read$/.test(s)) done = true
  })
  if (!url) fail(f.path, 1, 'autocannon\'s report starting "Running 10s test @ <url>"')
  if (!done) fail(f.path, last, 'the closing "<n> requests in <t>s, <n> MB read" line (the output ends early)')
  if (!values.latency || !values.requests || !values.throughput)
    fail(f.path, last, 'the Latency, Req/Sec and Bytes/Sec rows of the tables')
  if (Object.keys(pct).length) values.latency.percentiles = { ...values.latency.percentiles, ...pct }
  if (samples !== undefined && samples >= 1) for (const k of ['requests', 'throughput']) values[k]!.n = samples
  const result: ParsedResult = { benchmark: url, values }
  if (Object.keys(params).length) result.params = params
  if (codes.length) result.note = `status codes: ${codes.join(', ')}`
  const metrics = metricsUsed([{ values }], METRICS)
  const warnings = [
    `${f.path}: autocannon's table rounds latencies and byte rates and has no title or date; -j keeps them`,
  ]
  const failed = (values.errors?.value ?? 0) + (values.non2xx?.value ?? 0)
  if (failed > 0) warnings.push(`${failed} requests failed, timed out or got a non-2xx answer`)
  return makeRun('autocannon', f.path, { metrics, results: [result], warnings }, `line ${last}`)
}

/** A row of the Stat table (Latency, Req/Sec, Bytes/Sec): its average with spread and percentiles, bytes made plain. */
function stats(path: string, row: string, cells: string[], names: string[], lineNo: number): Measurement {
  const m: Measurement = { value: 0 }
  const percentiles: Record<string, number> = {}
  let avg: number | undefined
  names.forEach((name, i) => {
    const c = cells[i] ?? ''
    const u = /^([\d.,]+)\s*(ms|B|kB|MB|GB|TB)?$/.exec(c)
    const n = u ? toNumGrouped(u[1] as string) : undefined
    if (!u || n === undefined || (row === 'Latency') !== (u[2] === 'ms'))
      fail(
        path,
        lineNo,
        `the ${row} ${name}: a number${row === 'Latency' ? ' in ms' : row === 'Bytes/Sec' ? ' of bytes (B, kB, MB)' : ''}, found "${c}"`,
      )
    const v = row === 'Bytes/Sec' ? round12(n * (bytesIn(u[2] ?? 'B', 1000) ?? 1)) : n
    const p = /^([\d.]+)%$/.exec(name)
    if (p) percentiles[pctKey(p[1] as string) as string] = v
    else if (name === 'Avg') avg = v
    else if (name === 'Stdev') m.stddev = v
    else if (name === 'Min') m.min = v
    else if (name === 'Max') m.max = v
  })
  if (avg === undefined) fail(path, lineNo, `an Avg column in the ${row} table`)
  m.value = avg
  if (percentiles['50'] !== undefined) m.median = percentiles['50']
  if (Object.keys(percentiles).length) m.percentiles = percentiles
  return m
}

const autocannonTextParser: Parser = {
  id: 'autocannon-text',
  tool: 'autocannon',
  description: "autocannon's default report (the tables it prints on stderr), with or without -l",
  produce: 'autocannon -c 100 -d 30 http://127.0.0.1:3000/ 2> result.txt   (-j keeps more)',
  detect(input: ParserInput) {
    const h = head(input)
    return /^Running (?:[\d.]+s|\d+ requests) test @ \S+\r?$/m.test(h) && /^│ Stat\s+│/m.test(h) ? 0.98 : 0
  },
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const autocannonText = defineParser(autocannonTextParser)
