// Locust's --csv history (<prefix>_stats_history.csv), one row a second for the whole test:
//   Timestamp,User Count,Type,Name,Requests/s,Failures/s,50%,66%,75%,80%,90%,95%,98%,99%,99.9%,99.99%,100%,
//   Total Request Count,Total Failure Count,Total Median Response Time,Total Average Response Time,…
//   1795465527,5,,Aggregated,184.000000,43.000000,13,18,24,26,35,43,49,62,220,220,220,464,116,13,16.20,0.77,218.20,11.75
// One result per row that has measurements (rows of N/A are skipped): benchmark "Aggregated" (or the
// type and name), params "elapsed" (seconds since the first row) and "users", so that a chart shows
// the test over time. Metrics as in the stats CSV (locust): "response-time" (ms: the running totals
// Locust keeps — average, median, min, max, n — so the last row matches the stats CSV; the row's
// percentile columns describe only a recent window and are left out), "requests" and "failures"
// (the current rates per second). The first timestamp → date.
import { LOCUST_METRICS, locustCsv, withSpread } from './locust'
import { defineParser } from './types'
import { csvHeaderScore, fail, isoFromEpochSeconds, makeRun } from './shared'
import { parseTextFiles } from './text-files'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const HEAD = 'Timestamp,User Count,Type,Name,Requests/s,Failures/s'

const detect = (input: ParserInput): number => csvHeaderScore(input, HEAD)

function parseOne(f: InputFile): ParsedRun {
  const { header, rows } = locustCsv(f, HEAD, 'history')
  const at = (name: string) => header.indexOf(name)
  const results: ParsedResult[] = []
  let t0: number | undefined
  for (const { c, lineNo, num } of rows) {
    const ts = num('Timestamp') ?? fail(f.path, lineNo, 'a Unix timestamp in the first column')
    t0 ??= ts
    const count = num('Total Request Count') ?? 0
    const avg = num('Total Average Response Time')
    if (!(count > 0) || avg === undefined) continue
    const rt = withSpread({ value: avg, n: count }, num, 'Total ')
    const values: ParsedResult['values'] = {
      'response-time': rt,
      requests: { value: num('Requests/s') ?? 0 },
      failures: { value: num('Failures/s') ?? 0 },
    }
    const name = [c[at('Type')], c[at('Name')]].filter(Boolean).join(' ').slice(0, 300) || 'Aggregated'
    results.push({ benchmark: name, params: { elapsed: ts - t0, users: num('User Count') ?? 0 }, values })
  }
  if (!results.length) fail(f.path, 2, 'at least one row with requests (every row has a total request count of 0)')
  return makeRun('Locust', { ...LOCUST_METRICS }, results, {
    date: isoFromEpochSeconds(t0, f.path, 'line 2'),
  })
}

const locustHistoryParser: Parser = {
  id: 'locust-history',
  tool: 'Locust (history)',
  description: 'Locust --csv history (_stats_history.csv): running response times and current rates, second by second',
  produce:
    'locust -f locustfile.py --headless -u 50 -r 10 -t 60s --host http://127.0.0.1:8080 --csv run   (then run_stats_history.csv)',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const locustHistory = defineParser(locustHistoryParser)
