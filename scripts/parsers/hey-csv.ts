// hey -o csv: one line per request, times in seconds (4 decimals):
//   response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset
//   0.0045,0.0003,0.0000,0.0001,0.0040,0.0001,200,0.0011
// One result "requests" with metric "latency" (s), as in hey's text summary (format hey): mean,
// sample standard deviation, median, min, max and every response time as a sample; the status codes
// go into the note. The CSV has no request rate nor error list (the summary has both).
import { HEY_BENCHMARK, HEY_METRICS } from './hey'
import { defineParser } from './types'
import { csvFields, csvHeaderScore, fail, makeRun, sampleStats, toNum, withoutBom } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import type { InputFile, ParsedRun, Parser, ParserInput } from './types'

const HEADER = 'response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset'

const detect = (input: ParserInput): number => csvHeaderScore(input, HEADER)

function parseOne(f: InputFile): ParsedRun {
  const lines = linesOf(withoutBom(f.text))
  if (lines[0]?.trim() !== HEADER) fail(f.path, 1, `hey's CSV header "${HEADER}"`)
  const times: number[] = []
  const codes = new Map<string, number>()
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!
    if (!line.trim()) continue
    const cells = csvFields(line)
    if (!cells || cells.length !== 8)
      fail(f.path, i + 1, `8 comma-separated fields, found ${cells?.length ?? 'an unbalanced quote'}`)
    const t = toNum(cells[0]!)
    if (t === undefined) fail(f.path, i + 1, `a response time in seconds, found "${cells[0]}"`)
    times.push(t)
    const code = cells[6]!
    codes.set(code, (codes.get(code) ?? 0) + 1)
  }
  if (!times.length) fail(f.path, 2, 'at least one request line')
  const note = `status codes: ${[...codes].map(([c, n]) => `${c} ×${n}`).join(', ')}`
  // Nothing follows the last request's line: a copy cut at a line end looks whole (as k6's CSV).
  const warnings = [
    `${f.path}: hey's CSV has no closing line, so a file cut short cannot be told from a whole one (${times.length} requests read): check the count against -n, or ingest with --run so the command's exit status vouches for it`,
  ]
  return makeRun(
    'hey',
    { latency: HEY_METRICS.latency! },
    [{ benchmark: HEY_BENCHMARK, values: { latency: sampleStats(times) }, note }],
    { warnings },
  )
}

const heyCsvParser: Parser = {
  id: 'hey-csv',
  tool: 'hey (CSV)',
  description: "hey -o csv: every request's response time (s) and status code",
  produce: 'hey -n 10000 -c 50 -o csv http://127.0.0.1:8080/ > hey.csv',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const heyCsv = defineParser(heyCsvParser)
