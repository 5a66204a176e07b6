// tinybench's bench.table() rows written as JSON (console.log(JSON.stringify(bench.table()))):
//   [{"Task name": "fib(10)", "Latency avg (ns)": "2356.7 ± 74.89%", "Latency med (ns)": "556.00 ± 17.00",
//     "Throughput avg (ops/s)": "1774042 ± 0.08%", "Throughput med (ops/s)": "1798561 ± 56401", "Samples": 44213},
//    {"Task name": "parse broken", "Error": "Expected property name …", "Stack": "SyntaxError: …"}]
// (tinybench 3 and later), and tinybench 2's rows:
//   [{"Task Name": "fib(10)", "ops/sec": "367,449", "Average Time (ns)": 2721.46, "Margin": "±81.55%", "Samples": 41780}]
// The metrics of tinybench's own results (tinybench.ts): "latency" (avg as the value, med as the
// median, in the ns the rows print; the site converts to the metric's ms) and "throughput" (ops/s),
// Samples as n. The "±" figures (the relative margin of error, the median absolute deviation) have no
// place in a measurement and are not kept. A task with "Error" (2: every figure "NaN") threw: no
// figures, never a result; ingest records it as failed (scripts/write/failures.ts). The rows hold 5
// significant digits (2: a whole number of ops/s) and no min, max, sd or percentiles: a warning says so.
import type { Measurement } from '../../data/schema/schema'
import { defineParser } from './types'
import { J, isObj, makeRun, measurement, parseFiles, sniff } from './json-shared'
import { asCount, toNum, toNumGrouped } from './shared'
import { METRICS } from './tinybench'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const LAT_AVG = 'Latency avg (ns)'
const LAT_MED = 'Latency med (ns)'
const OPS_AVG = 'Throughput avg (ops/s)'
const OPS_MED = 'Throughput med (ops/s)'

function detect(input: ParserInput): number {
  const v = sniff(input)
  if (!Array.isArray(v) || v.length === 0) return 0
  const rows = v.slice(0, 50)
  const named = rows.every(
    (r) => isObj(r) && (typeof r['Task name'] === 'string' || typeof r['Task Name'] === 'string'),
  )
  const known = rows.some((r) => isObj(r) && (LAT_AVG in r || 'Average Time (ns)' in r || 'Error' in r))
  return named && known ? 0.95 : 0
}

/** "2356.7 ± 74.89%" → 2356.7: the figure before "±" (the "±" part must be there, as tinybench writes it). */
function figure(row: J, key: string): number {
  const n = row.at(key)
  const m = /^(\S+) ± \S+$/.exec(n.asStr(`"<figure> ± <spread>" such as "502.67 ± 5.27%"`))
  const v = m ? toNum(m[1]!) : undefined
  return v !== undefined && Number.isFinite(v) ? v : n.fail(`a number before "±" such as "502.67 ± 5.27%"`)
}

/** tinybench 3+: the four "figure ± spread" cells and Samples. */
function current(row: J): ParsedResult['values'] {
  const n = asCount(row.num('Samples', 'the number of samples'))
  const median = row.has(LAT_MED) ? figure(row, LAT_MED) : undefined
  const opsMedian = row.has(OPS_MED) ? figure(row, OPS_MED) : undefined
  const latency: Measurement = measurement({ value: figure(row, LAT_AVG), unit: 'ns', median, n })
  const values: ParsedResult['values'] = { latency }
  if (row.has(OPS_AVG)) values.throughput = measurement({ value: figure(row, OPS_AVG), median: opsMedian, n })
  return values
}

/** tinybench 2: "ops/sec" grouped by commas, "Average Time (ns)" a number. */
function older(row: J): ParsedResult['values'] {
  const n = asCount(row.num('Samples', 'the number of samples'))
  const ops = row.at('ops/sec')
  const hz = toNumGrouped(ops.asStr('ops per second such as "367,449"'))
  const values: ParsedResult['values'] = {
    latency: measurement({ value: row.num('Average Time (ns)', 'the average time in ns'), unit: 'ns', n }),
  }
  values.throughput = measurement({ value: hz ?? ops.fail('ops per second such as "367,449"'), n })
  return values
}

function parseOne(f: InputFile): ParsedRun {
  const rows = J.root(f).items('an array of bench.table() rows [{"Task name": …, "Latency avg (ns)": …}]')
  const results: ParsedResult[] = []
  const failed: string[] = []
  const skipped: string[] = []
  for (const row of rows) {
    row.obj('a row {"Task name": …, "Latency avg (ns)": …}')
    const name = row.has('Task Name') ? row.str('Task Name') : row.str('Task name', 'the task name (a string)')
    if (row.has('Error') || row.at('ops/sec').value === 'NaN') {
      failed.push(name)
      continue
    }
    // A task that did not complete ("Remarks": "aborted", …) prints "N/A" for every figure.
    if (row.at(LAT_AVG).value === 'N/A') {
      skipped.push(`${name} (${row.optStr('Remarks') ?? 'N/A'})`)
      continue
    }
    results.push({ benchmark: name, values: row.has(LAT_AVG) ? current(row) : older(row) })
  }
  const warnings = [
    `${f.path}: bench.table() rows hold no min, max, standard deviation or percentiles, and from tinybench 3 on round to 5 significant digits; printing the tasks' results (tinybench format) keeps them: console.log(JSON.stringify(bench.tasks.map((t) => ({ name: t.name, result: t.result }))))`,
  ]
  if (failed.length) warnings.push(`${f.path}: ${failed.join(', ')}: the task threw, no figures, recorded as failed`)
  if (skipped.length) warnings.push(`${f.path}: ${skipped.join(', ')}: no figures, left out`)
  return makeRun('tinybench', f.path, { metrics: { ...METRICS }, results, warnings })
}

const tinybenchTableParser: Parser = {
  id: 'tinybench-table',
  tool: 'tinybench',
  description: "tinybench's bench.table() rows written as JSON (latency avg and median in ns, throughput in ops/s)",
  produce: 'console.log(JSON.stringify(bench.table())) > tinybench-table.json',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const tinybenchTable = defineParser(tinybenchTableParser)
