// oha's default text summary (oha -n 2000 -c 10 --no-tui <url>; colours when on a terminal):
//   Summary:
//     Success rate:	100.00%
//     Total:	52.5083 ms
//     Slowest:	8.1342 ms
//     Fastest:	0.0247 ms
//     Average:	0.2480 ms
//     Requests/sec:	38042.9091
//   …
//   Response time distribution:
//     10.00% in 0.0672 ms
//   …
//   Status code distribution:
//     [200] 2000 responses
//   Error distribution:
//     [3] connection refused
// The metrics of oha's JSON report (oha.ts), so that a suite can mix both: one result "oha" with
// "latency" (s: the average, fastest as min, slowest as max, the percentiles of the overall
// distribution, n = answers + errors), "requests" (req/s), "success" (%), "errors" and "non-2xx".
// oha prints times with 4 decimals in one unit per block (ns, us, ms, sec, min, hr); they are
// converted to seconds. The histogram, sizes, DNS details and the 2xx-only breakdowns
// (--stats-success-breakdown) are not kept. When no request got an answer oha prints "NaN" for
// the times: only the success rate and the errors are kept then.
import { round12, unitFactor } from '../../data/numbers/numbers'
import { normalizeUnit } from '../../data/numbers/units'
import { defineParser } from './types'
import { fail, head, makeRun, pctKey, toNum } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import { OHA_METRICS, ohaRun } from './oha'
import type { InputFile, ParsedRun, Parser, ParserInput } from './types'
import { indentedLine } from './scan'
import { uncoloured } from './table-text'

const SUMMARY_KEYS = ['Success rate', 'Total', 'Slowest', 'Fastest', 'Average', 'Requests/sec'] as const

function detect(input: ParserInput): number {
  const h = uncoloured(head(input, 4096))
  return /^Summary:\s*$/m.test(h) && indentedLine(h, /Success rate:\s/y, 1) && indentedLine(h, /Requests\/sec:\s/y, 1)
    ? 0.96
    : 0
}

/** "8.1342 ms" in seconds; NaN for "NaN ms" (no answer); undefined when it is not a time. */
function seconds(text: string): number | undefined {
  const m = /^(\S+) (ns|us|ms|sec|min|hr)$/.exec(text.trim())
  if (!m) return undefined
  if (m[1] === 'NaN') return NaN
  const v = toNum(m[1]!)
  return v === undefined ? undefined : round12(v * unitFactor(normalizeUnit(m[2]!), 's'))
}

interface Read {
  summary: Partial<Record<(typeof SUMMARY_KEYS)[number], [string, number]>>
  percentiles: Record<string, number>
  codes: Array<[string, number]>
  errors: Array<[string, number]>
}

/** The lines of each section oha prints, by the section's heading. */
function read(f: InputFile): Read {
  const r: Read = { summary: {}, percentiles: {}, codes: [], errors: [] }
  let section = ''
  linesOf(f.text).forEach((raw, i) => {
    const line = uncoloured(raw).trimEnd()
    if (/^\S.*:$/.test(line)) {
      section = line.slice(0, -1)
      return
    }
    if (section === 'Summary') {
      // Words joined by single spaces: a key class holding spaces after \s+ backtracked as a cube.
      const m = /^\s+([A-Za-z/]+(?: [A-Za-z/]+)*):\s*(.+)/.exec(line)
      const key = SUMMARY_KEYS.find((k) => k === m?.[1])
      if (key) r.summary[key] = [m![2]!.trim(), i + 1]
    } else if (section === 'Response time distribution') {
      const p = /^\s+(\d+(?:\.\d+)?)% in (.+)$/.exec(line)
      if (!p) return
      const v = seconds(p[2]!)
      if (v === undefined) fail(f.path, i + 1, `a time such as "0.0672 ms" after "${p[1]}% in", found "${p[2]}"`)
      if (!Number.isNaN(v)) r.percentiles[pctKey(p[1]!) ?? p[1]!] = v
    } else if (section === 'Status code distribution' || section === 'Error distribution') {
      const c = /^\s+\[(\d+)\] (.+)$/.exec(line)
      if (!c) return
      if (section === 'Error distribution') r.errors.push([c[2]!.trim(), Number(c[1])])
      else {
        const code = /^(\d+) responses$/.exec(c[2]!.trim())
        if (!code) fail(f.path, i + 1, `"[<status>] <count> responses", found "${line.trim()}"`)
        if (r.codes.some(([k]) => k === c[1])) fail(f.path, i + 1, `each status code once, found [${c[1]}] again`)
        r.codes.push([c[1]!, Number(code[1])])
      }
    }
  })
  return r
}

function parseOne(f: InputFile): ParsedRun {
  const { summary, percentiles, codes, errors } = read(f)
  const need = (k: (typeof SUMMARY_KEYS)[number]): [string, number] =>
    summary[k] ?? fail(f.path, 1, `a "${k}:" line under "Summary:" (oha's text output)`)
  const [rate, rateLine] = need('Success rate')
  const pct = /^(\S+)%$/.exec(rate)
  const successPct = pct ? toNum(pct[1]!) : undefined
  if (successPct === undefined)
    fail(f.path, rateLine, `a percentage after "Success rate:", such as "100.00%", found "${rate}"`)
  const time = (k: 'Slowest' | 'Fastest' | 'Average'): number => {
    const [text, at] = need(k)
    return seconds(text) ?? fail(f.path, at, `a time such as "0.2480 ms" after "${k}:", found "${text}"`)
  }
  const average = time('Average')
  if (Number.isNaN(average)) return noAnswer(f, successPct, errors)
  const [rps, rpsLine] = need('Requests/sec')
  return ohaRun(f.path, {
    average,
    fastest: time('Fastest'),
    slowest: time('Slowest'),
    rps: toNum(rps) ?? fail(f.path, rpsLine, `a number after "Requests/sec:", found "${rps}"`),
    successPct,
    percentiles,
    codes,
    errors,
  })
}

/** No request got an answer ("Average: NaN ms"): no latency or rate exists, only the errors. */
function noAnswer(f: InputFile, successPct: number, errors: Array<[string, number]>): ParsedRun {
  const failed = errors.reduce((a, [, n]) => a + n, 0)
  if (failed === 0)
    fail(f.path, 1, 'a number after "Average:" (or, when it is NaN, the errors of the error distribution)')
  const values = { success: { value: successPct }, errors: { value: failed } }
  const note = `no answers; errors: ${errors.map(([k, n]) => `${k} ×${n}`).join('; ')}`
  const warnings = [
    `${f.path}: no request got an answer (${failed} errors, see the error distribution): no latency or rate is stored`,
  ]
  return makeRun(
    'oha',
    { success: OHA_METRICS.success!, errors: OHA_METRICS.errors! },
    [{ benchmark: 'oha', values, note }],
    { warnings },
  )
}

const ohaTextParser: Parser = {
  id: 'oha-text',
  tool: 'oha',
  description:
    'oha text summary (its default output): latency with percentiles, requests per second, success rate, errors and status codes',
  produce: 'oha -n 10000 -c 50 --no-tui http://127.0.0.1:8080/ > oha.txt',
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const ohaText = defineParser(ohaTextParser)
