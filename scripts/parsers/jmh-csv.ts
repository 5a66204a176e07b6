// JMH result file in CSV (-rf csv -rff result.csv):
//   "Benchmark","Mode","Threads","Samples","Score","Score Error (99.9%)","Unit","Param: size"
//   "bench.TinyBench.sortCopy","thrpt",1,2,1789.772281,NaN,"ops/ms",16
// Read like the JSON result file (see jmh-table.ts): same metric ids, units, params and names. The
// CSV has 6 decimals, no iteration scores, no JVM or JMH versions: a warning says so.
import { fail, head } from './shared'
import { defineParser } from './types'
import { parseFiles } from './json-shared'
import { jmhRun, type JmhRow } from './jmh-table'
import { cellNum, columns, csvRows, optCellNum } from './table-text'
import type { InputFile, ParsedRun, Parser, ParserInput } from './types'

const HEADER = '"Benchmark","Mode","Threads","Samples","Score","Score Error (99.9%)","Unit"'

function parseOne(f: InputFile): ParsedRun {
  const [header, ...body] = csvRows(f)
  if (!header) fail(f.path, 1, `a header ${HEADER} (-rf csv), found nothing`)
  const col = columns(f, header, ['Benchmark', 'Mode', 'Score', 'Unit'])
  const params = header.cells
    .map((c, i) => [/^Param: (.+)$/.exec(c)?.[1], i] as const)
    .filter((p): p is [string, number] => p[0] !== undefined)
  const err = header.cells.findIndex((c) => c.startsWith('Score Error'))
  const count = (r: (typeof body)[number], i: number | undefined, what: string) =>
    i === undefined ? undefined : cellNum(f, r, i, what)
  const rows = body.map((r): JmhRow => {
    const name = r.cells[col.get('Benchmark')!] ?? ''
    if (!name) fail(f.path, r.lineNo, 'a benchmark name in the first column, found nothing')
    const p: Record<string, string> = {}
    for (const [k, i] of params) if ((r.cells[i] ?? '') !== '') p[k] = r.cells[i] as string
    return {
      name,
      mode: r.cells[col.get('Mode')!] ?? '',
      // JMH writes NaN only for a score error: a count it leaves out would change params or n silently.
      threads: count(r, col.get('Threads'), 'the thread count'),
      cnt: count(r, col.get('Samples'), 'the sample count'),
      score: cellNum(f, r, col.get('Score')!, 'the score'),
      error: err >= 0 ? optCellNum(f, r, err, 'the score error') : undefined,
      unit: r.cells[col.get('Unit')!] ?? '',
      params: p,
      lineNo: r.lineNo,
    }
  })
  const warnings = [`${f.path}: JMH's CSV has no iteration scores and no JMH, JDK or VM version; -rf json keeps them`]
  return jmhRun(f.path, rows, { warnings })
}

const jmhCsvParser: Parser = {
  id: 'jmh-csv',
  tool: 'JMH',
  description: 'JMH result file in CSV (-rf csv): scores, errors, counts, params, secondary metrics',
  produce: 'java -jar target/benchmarks.jar -rf csv -rff jmh-result.csv   (-rf json keeps more)',
  detect: (input: ParserInput) => (head(input, 1024).startsWith(HEADER) ? 1 : 0),
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const jmhCsv = defineParser(jmhCsvParser)
