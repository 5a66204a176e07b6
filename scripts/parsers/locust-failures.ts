// Locust's --csv failures file (<prefix>_failures.csv), one row per request name and error:
//   Method,Name,Error,Occurrences,First Seen,Last Seen
//   GET,/missing,HTTPError('404 Client Error: Not Found for url: /missing'),33,2026-11-25T19:53:44Z,2026-11-25T19:53:45Z
// One result per request ("GET /missing", named as in the stats CSV, locust.ts) with metric "errors":
// the occurrences of all its errors, each error with its count in the note. Ingest records every row
// as a failure of the run (scripts/write/failures.ts). The first "First Seen" is the run's date.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { csvFields, fail, head, makeRun, withoutBom } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const METRICS: Record<string, Metric> = { errors: { label: 'Failed requests', unit: 'errors', direction: 'lower' } }
const HEAD = /^Method,Name,Error,Occurrences(,First Seen,Last Seen)?$/

function detect(input: ParserInput): number {
  const first = withoutBom(head(input, 400)).split(/\r?\n/)[0] ?? ''
  return HEAD.test(first) ? 0.95 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const lines = linesOf(withoutBom(f.text))
  if (!HEAD.test(lines[0] ?? ''))
    fail(f.path, 1, 'Locust\'s failures CSV header "Method,Name,Error,Occurrences,First Seen,Last Seen"')
  const width = (csvFields(lines[0]!) ?? []).length
  const byName = new Map<string, { result: ParsedResult; errors: string[] }>()
  let date: string | undefined
  lines.slice(1).forEach((line, i) => {
    const lineNo = i + 2
    if (!line.trim()) return
    const c = csvFields(line)
    if (!c || c.length !== width)
      fail(f.path, lineNo, `${width} fields as in the header, found ${c ? c.length : 'unbalanced quotes'}`)
    const n = Number(c[3])
    if (!/^\d+$/.test(c[3]!) || n < 1)
      fail(f.path, lineNo, `a count of occurrences (a whole number of at least 1), found "${c[3]}"`)
    const name = `${c[0]} ${c[1]}`.trim()
    const entry = byName.get(name) ?? { result: { benchmark: name, values: { errors: { value: 0 } } }, errors: [] }
    byName.set(name, entry)
    entry.result.values.errors!.value += n
    entry.errors.push(`${n}× ${c[2]}`)
    if (width > 4 && !date && /^\d{4}-\d{2}-\d{2}T/.test(c[4]!)) date = c[4]
  })
  const results = [...byName.values()].map(({ result, errors }) => ({
    ...result,
    note: errors.join('; ').slice(0, 1000),
  }))
  if (!results.length)
    fail(
      f.path,
      1,
      'at least one failure row after the header (Locust writes the header alone when nothing failed: ingest its _stats.csv)',
    )
  const total = results.reduce((a, r) => a + r.values.errors!.value, 0)
  return makeRun('Locust', { ...METRICS }, results, {
    date,
    warnings: [
      `${f.path}: ${total} failed requests in ${results.length} request name${results.length === 1 ? '' : 's'}: recorded as failures of the run`,
    ],
  })
}

const locustFailuresParser: Parser = {
  id: 'locust-failures',
  tool: 'Locust',
  description: "Locust's --csv failures file: failed requests per request name, with their errors",
  produce:
    'locust -f locustfile.py --headless -u 50 -r 10 -t 1m --csv run   (reads run_failures.csv; run_stats.csv has the timings)',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const locustFailures = defineParser(locustFailuresParser)
