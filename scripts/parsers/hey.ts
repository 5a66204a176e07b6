// hey's text summary (the default output):
//   Summary:
//     Total:	0.8009 secs
//     Slowest:	0.0443 secs
//     Fastest:	0.0001 secs
//     Average:	0.0040 secs
//     Requests/sec:	2497.0519
//   …
//   Latency distribution:
//     10% in 0.0006 secs
//     …
//   Status code distribution:
//     [200]	2000 responses
// One result "requests" (hey does not print the URL). Metrics, shared with hey's CSV (hey-csv):
// "latency" (s: the average, fastest as min, slowest as max, the percentiles, n = the responses
// counted) and "requests" (req/s); "errors" counts the lines of the error distribution. hey prints
// 4 decimals of a second: sub-0.1 ms latencies read as 0.0000. When no request got an answer
// ("Average: NaN secs"), only the errors are kept.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { fail, head, makeRun, toNum } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { indentedLine } from './scan'

export const HEY_METRICS: Record<string, Metric> = {
  latency: { label: 'Latency', unit: 's', direction: 'lower', stat: 'mean' },
  requests: { label: 'Requests per second', unit: 'req/s', direction: 'higher' },
  errors: { label: 'Errors', unit: 'errors', direction: 'lower' },
}
export const HEY_BENCHMARK = 'requests'

function detect(input: ParserInput): number {
  const h = head(input, 4096)
  // oha's summary looks alike but opens with "Success rate:" (oha-text reads it).
  return /^Summary:\s*$/m.test(h) &&
    indentedLine(h, /Requests\/sec:\s/y, 1) &&
    indentedLine(h, /Slowest:\s/y, 1) &&
    !indentedLine(h, /Success rate:/y, 1)
    ? 0.95
    : 0
}

/**
 * "  Average:\t0.0186 secs" → [, name, value], as /^\s+([A-Za-z/+ -]+):\s+(\S+)(?: secs| bytes)?\s*$/ read
 * it, in one pass (a run of spaces could go to \s+ or to the name, split every way).
 */
export function summaryLine(s: string): [string, string, string] | undefined {
  const lead = /^\s*/.exec(s)![0].length
  const name = /^[A-Za-z/+ -]*/.exec(s.slice(lead))![0]
  const colon = lead + name.length
  // An empty name takes the last leading space, where one is left to \s+.
  const key = name || (lead >= 2 && s[lead - 1] === ' ' ? ' ' : '')
  const value = lead && key && s[colon] === ':' ? /^\s+(\S+)(?: secs| bytes)?\s*$/.exec(s.slice(colon + 1)) : null
  return value ? [s, key, value[1]!] : undefined
}

function parseOne(f: InputFile): ParsedRun {
  const lines = linesOf(f.text)
  const kv: Record<string, [number, number]> = {}
  const percentiles: Record<string, number> = {}
  const codes: string[] = []
  let responses = 0
  let errors = 0
  let section = ''
  lines.forEach((line, i) => {
    if (/^\S.*:\s*$/.test(line)) {
      section = line.trim().slice(0, -1)
      return
    }
    const m = summaryLine(line)
    if (m && section === 'Summary') {
      // With no answer at all (every connection refused) hey prints "Average: NaN secs".
      if (m[2] === 'NaN' && m[1] === 'Average') return
      const v = toNum(m[2]!)
      if (v === undefined) fail(f.path, i + 1, `a number after "${m[1]}:", found "${m[2]}"`)
      kv[m[1]!] = [v, i + 1]
      return
    }
    const p = /^\s+(\d+(?:\.\d+)?)% in (\S+) secs\s*$/.exec(line)
    if (p && section === 'Latency distribution') {
      const v = toNum(p[2]!)
      if (v === undefined) fail(f.path, i + 1, `a time in seconds, found "${p[2]}"`)
      percentiles[String(Number(p[1]))] = v
      return
    }
    const c = /^\s+\[(\d+)\]\s+(\d+) responses\s*$/.exec(line)
    if (c && section === 'Status code distribution') {
      // hey lists each status code once: a code twice would count its responses twice.
      if (codes.some((x) => x.startsWith(`${c[1]} ×`)))
        fail(f.path, i + 1, `each status code once, found [${c[1]}] again`)
      codes.push(`${c[1]} ×${c[2]}`)
      responses += Number(c[2])
      return
    }
    const e = /^\s+\[(\d+)\]\s+\S/.exec(line)
    if (e && section === 'Error distribution') errors += Number(e[1])
  })
  const need = (k: string): number => kv[k]?.[0] ?? fail(f.path, 1, `a "${k}:" line in the Summary (hey's text output)`)
  if (!kv.Average) return noAnswer(f, lines, errors, need('Total'))
  const latency: ParsedResult['values'][string] = { value: need('Average'), min: need('Fastest'), max: need('Slowest') }
  if (responses > 0) latency.n = responses
  if (Object.keys(percentiles).length) {
    latency.percentiles = percentiles
    if (percentiles['50'] !== undefined) latency.median = percentiles['50']
  }
  const values: ParsedResult['values'] = {
    latency,
    requests: { value: need('Requests/sec') },
    errors: { value: errors },
  }
  const note = [`total ${need('Total')} s`, codes.length ? `status codes: ${codes.join(', ')}` : '']
    .filter(Boolean)
    .join('; ')
  const warnings = errors ? [`${errors} requests failed (see the error distribution)`] : []
  return makeRun('hey', { ...HEY_METRICS }, [{ benchmark: HEY_BENCHMARK, values, note }], { warnings })
}

/**
 * Every request failed before an answer ("Average: NaN secs", no status code): no latency exists, and
 * hey's Requests/sec counts the failed attempts, so only the errors are kept; ingest records the
 * run's failure from the error distribution (scripts/write/failures.ts).
 */
function noAnswer(f: InputFile, lines: string[], errors: number, total: number): ParsedRun {
  const at = lines.findIndex((l) => /^\s+Average:\s+NaN secs\s*$/.test(l)) + 1
  if (at === 0 || errors === 0)
    fail(
      f.path,
      Math.max(at, 1),
      'a number after "Average:" (or, when it is NaN, the errors of the error distribution)',
    )
  const values: ParsedResult['values'] = { errors: { value: errors } }
  const warnings = [
    `${f.path}: no request got an answer (${errors} errors, see the error distribution): no latency or rate is stored`,
  ]
  return makeRun(
    'hey',
    { errors: HEY_METRICS.errors! },
    [{ benchmark: HEY_BENCHMARK, values, note: `total ${total} s; no answers` }],
    { warnings },
  )
}

const heyParser: Parser = {
  id: 'hey',
  tool: 'hey',
  description: 'hey text summary: average, fastest, slowest and percentile latencies, requests/s',
  produce: 'hey -n 10000 -c 50 http://127.0.0.1:8080/ > hey.txt',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const hey = defineParser(heyParser)
