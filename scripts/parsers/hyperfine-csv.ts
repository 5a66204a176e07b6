// hyperfine --export-csv (one row per command, times in seconds, full precision):
//   command,mean,stddev,median,user,system,min,max,parameter_n
//   sort -n -k1 numbers.txt,0.00579150378,0.0009831246998089815,0.0054612487800000005,…,1
// The same metrics, names and parameters as --export-json (hyperfine.ts): `time` (mean with
// stddev, median, min, max), `user` and `system`; parameter_<name> columns become params and a scan's
// results are named by the command template. The CSV has no run times and no exit codes (a warning
// says so): n and samples are not kept.
import type { ParamValue } from '../../data/schema/schema'
import { defineParser } from './types'
import { fail, head, setParam } from './shared'
import { makeRun, paramValue, parseFiles } from './json-shared'
import { templates } from './hyperfine'
import { cellNum, columns, csvRows, optCellNum } from './table-text'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'
import { TIME } from './hyperfine-table'

function parseOne(f: InputFile): ParsedRun {
  const [header, ...rows] = csvRows(f)
  if (!header)
    fail(f.path, 1, 'a header "command,mean,stddev,median,user,system,min,max" (hyperfine --export-csv), found nothing')
  const col = columns(f, header, ['command', 'mean'])
  const paramCols = [...col].filter(([k]) => k.startsWith('parameter_')).map(([k, i]) => [k.slice(10), i] as const)
  const raw = rows.map((row) => {
    const command = (row.cells[col.get('command')!] ?? '').trim()
    if (!command) fail(f.path, row.lineNo, 'a command in the "command" column, found nothing')
    const params: Record<string, string> = {}
    for (const [k, i] of paramCols) setParam(params, k, row.cells[i] ?? '')
    return { row, command, params }
  })
  const names = templates(raw.map(({ command, params }) => ({ command, params })))
  let user = false
  let system = false
  const results = raw.map(({ row, command, params }, i): ParsedResult => {
    const opt = (k: string) => optCellNum(f, row, col.get(k), `the ${k} in seconds`)
    const time: Record<string, number> = { value: cellNum(f, row, col.get('mean')!, 'the mean in seconds') }
    for (const k of ['stddev', 'median', 'min', 'max']) {
      const v = opt(k)
      if (v !== undefined) time[k] = v
    }
    const values: ParsedResult['values'] = { time: time as { value: number } }
    const u = opt('user')
    const s = opt('system')
    if (u !== undefined) {
      values.user = { value: u }
      user = true
    }
    if (s !== undefined) {
      values.system = { value: s }
      system = true
    }
    const out: ParsedResult = { benchmark: names[i] ?? command, values }
    if (paramCols.length) {
      const p: Record<string, ParamValue> = {}
      for (const [k, v] of Object.entries(params)) p[k] = paramValue(v)
      out.params = p
    }
    return out
  })
  const metrics = {
    time: TIME,
    ...(user ? { user: { label: 'User CPU time', unit: 's', direction: 'lower', stat: 'mean' } as const } : {}),
    ...(system ? { system: { label: 'System CPU time', unit: 's', direction: 'lower', stat: 'mean' } as const } : {}),
  }
  const warnings = [
    `${f.path}: hyperfine's CSV export holds no individual run times or exit codes (--export-json keeps them)`,
  ]
  return makeRun('hyperfine', f.path, { metrics, results, warnings }, `line ${header.lineNo}`)
}

const hyperfineCsvParser: Parser = {
  id: 'hyperfine-csv',
  tool: 'hyperfine',
  description: 'hyperfine --export-csv (times in seconds, parameters of scans)',
  produce: "hyperfine --export-csv results.csv 'cmd A' 'cmd B'   (scans: -P n 1 9 'cmd {n}')",
  detect: (input: ParserInput) =>
    /^command,mean,stddev,median,user,system,min,max(,parameter_[^,\r\n]+)*\r?$/m.test(
      head(input, 1024).split('\n')[0] ?? '',
    )
      ? 1
      : 0,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const hyperfineCsv = defineParser(hyperfineCsvParser)
