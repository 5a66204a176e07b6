// vegeta report (the default text report):
//   Requests      [total, rate, throughput]         600, 200.88, 200.82
//   Duration      [total, attack, wait]             2.988s, 2.987s, 783.269µs
//   Latencies     [min, mean, 50, 90, 95, 99, max]  255.298µs, 5.624ms, 719.676µs, 15.946ms, 44.121ms, 53.881ms, 66.321ms
//   Bytes In      [total, mean]                     9000, 15.00
//   Success       [ratio]                           100.00%
//   Status Codes  [code:count]                      200:600
//   Error Set:
// The same result and metrics as vegeta's JSON report (format vegeta): "latency" (ns; the text
// rounds to 4 significant digits), "rate", "throughput", "success" (%); codes and errors in the note.
import { VEGETA_METRICS, vegetaResult } from './vegeta'
import { defineParser } from './types'
import { fail, head, makeRun, timeIn, toNum } from './shared'
import { linesOf, parseTextFiles } from './text-files'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

// Words separated by single spaces, then the keys, then the rest (trimmed here, not by the expression): no
// two parts can match the same spaces, so a line that fails does so in one pass (the lazy name and value
// with \s+ and \s*$ around them backtracked as the fourth power of a line's length).
const ROW = /^([A-Za-z]+(?: [A-Za-z]+)*)\s+\[([^\]]*)\]\s+(.*)/

function detect(input: ParserInput): number {
  const h = head(input, 4096)
  return /^Requests\s+\[total, rate, throughput\]/m.test(h) && /^Latencies\s+\[/m.test(h) ? 0.95 : 0
}

function parseOne(f: InputFile): ParsedRun {
  const rows: Record<string, { keys: string[]; vals: string[]; lineNo: number }> = {}
  const errors: string[] = []
  let inErrors = false
  linesOf(f.text).forEach((line, i) => {
    if (/^Error Set:/.test(line)) {
      inErrors = true
      return
    }
    if (inErrors) {
      if (line.trim()) errors.push(line.trim())
      return
    }
    const m = ROW.exec(line)
    const value = m?.[3]!.trim() ?? ''
    if (m)
      rows[m[1]!] = {
        keys: m[2]!.split(/,\s*/),
        vals: m[1] === 'Status Codes' ? value.split(/\s+/) : value.split(/,\s*/),
        lineNo: i + 1,
      }
  })
  const row = (name: string) => rows[name] ?? fail(f.path, 1, `a "${name}  [...]" line (vegeta's text report)`)
  const num = (name: string, key: string, unit?: 'ns' | '%'): number => {
    const r = row(name)
    const s = r.vals[r.keys.indexOf(key)]
    if (s === undefined) fail(f.path, r.lineNo, `a value for "${key}" in the ${name} line`)
    if (unit === '%') return toNum(s.replace(/%$/, '')) ?? fail(f.path, r.lineNo, `a percentage, found "${s}"`)
    if (unit === 'ns') {
      const t = /^([\d.]+)([a-zµμ]+)$/.exec(s)
      const v = t ? toNum(t[1]!) : undefined
      const ns = v !== undefined ? timeIn(v, t![2]!, 'ns') : undefined
      return ns ?? fail(f.path, r.lineNo, `a duration such as "5.624ms", found "${s}"`)
    }
    return toNum(s) ?? fail(f.path, r.lineNo, `a number for "${key}", found "${s}"`)
  }
  const total = num('Requests', 'total')
  const percentiles: Record<string, number> = {}
  for (const p of ['50', '90', '95', '99']) percentiles[p] = num('Latencies', p, 'ns')
  const values: ParsedResult['values'] = {
    latency: {
      value: num('Latencies', 'mean', 'ns'),
      min: num('Latencies', 'min', 'ns'),
      max: num('Latencies', 'max', 'ns'),
      median: percentiles['50']!,
      percentiles,
      ...(Number.isInteger(total) && total >= 1 ? { n: total } : {}),
    },
    rate: { value: num('Requests', 'rate') },
    throughput: { value: num('Requests', 'throughput') },
    success: { value: num('Success', 'ratio', '%') },
  }
  const codes = rows['Status Codes']?.vals.filter(Boolean).map((c) => c.replace(':', ' ×')) ?? []
  const { result, warnings } = vegetaResult(values, codes, errors)
  return makeRun('vegeta', { ...VEGETA_METRICS }, [result], { warnings })
}

const vegetaTextParser: Parser = {
  id: 'vegeta-text',
  tool: 'vegeta (text report)',
  description: 'vegeta report text: latency percentiles, request rate, throughput, success ratio',
  produce: "echo 'GET http://127.0.0.1:8080/' | vegeta attack -rate=200 -duration=30s | vegeta report > report.txt",
  detect,
  parse: (input) => parseTextFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const vegetaText = defineParser(vegetaTextParser)
