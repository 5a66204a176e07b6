// nanobench CSV (bench.render(ankerl::nanobench::templates::csv(), out)), ";"-separated and quoted:
//   "title";"name";"unit";"batch";"elapsed";"error %";"instructions";"branches";"branch misses";"total"
//   "fib";"fib(10)";"call";1;6.82182521959208e-08;5.50058407052787e-05;0;0;0;0.013440745
// The same results, metrics and parameters as the JSON rendering (nanobench-shared.ts), from the
// medians alone: no epochs (so no samples, min or max), no cycles, and no complexityN.
import { round12 } from '../../data/numbers/numbers'
import { defineParser } from './types'
import { makeRun, parseFiles } from './json-shared'
import { counters, NANOBENCH_METRICS, NO_COUNTERS } from './nanobench-shared'
import { csvFields, fail, forEachLine, head, metricsUsed, toNum } from './shared'
import { wholeLines } from './table-text'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const HEADER = '"title";"name";"unit";"batch";"elapsed";"error %";"instructions";"branches";"branch misses";"total"'

function detect(input: ParserInput): number {
  return head(input, 512).trimStart().startsWith(HEADER) ? 0.95 : 0
}

function resultOf(cells: string[], path: string, lineNo: number): { result: ParsedResult; counted: boolean } {
  const num = (i: number, what: string) =>
    toNum(cells[i] ?? '') ?? fail(path, lineNo, `${what} (a number) in column ${i + 1}, found "${cells[i] ?? ''}"`)
  const batch = num(3, 'the batch size')
  if (!(batch > 0)) fail(path, lineNo, `a batch size above 0 in column 4, found "${cells[3]}"`)
  const medians = {
    instructions: num(6, 'the median instructions'),
    branches: num(7, 'the median branches'),
    'branch-misses': num(8, 'the median branch misses'),
  }
  const values = {
    time: { value: round12(num(4, 'the median time per iteration in seconds') / batch) },
    ...counters(batch, medians),
  }
  return {
    result: { benchmark: cells[1]!, params: { group: cells[0]!, per: cells[2]! }, values },
    counted: Object.values(medians).some((v) => v > 0),
  }
}

function parseOne(f: InputFile): ParsedRun {
  wholeLines(f)
  const read: Array<{ result: ParsedResult; counted: boolean }> = []
  let last = 1
  forEachLine(f.text, (line, lineNo) => {
    last = lineNo
    const t = line.trim()
    // A Bench renders its own header; several renderings appended to one file repeat it.
    if (t === '' || t === HEADER) return
    const cells = csvFields(t, ';')
    if (!cells || cells.length !== 10)
      fail(
        f.path,
        lineNo,
        `10 ";"-separated fields (title, name, unit, batch, elapsed, error %, instructions, branches, branch misses, total), found ${cells ? cells.length : 'an unbalanced quote'}`,
      )
    read.push(resultOf(cells, f.path, lineNo))
  })
  if (!read.length) fail(f.path, last, `a nanobench CSV row after the header ${HEADER.slice(0, 30)}…`)
  const results = read.map((r) => r.result)
  const warnings = [
    `${f.path}: nanobench's CSV holds each benchmark's medians only; templates::json() adds every epoch (samples, min, max), cycles and complexityN`,
  ]
  if (!read.some((r) => r.counted)) warnings.push(NO_COUNTERS)
  return makeRun(
    'nanobench',
    f.path,
    { metrics: metricsUsed(results, NANOBENCH_METRICS), results, warnings },
    `line ${last}`,
  )
}

const nanobenchCsvParser: Parser = {
  id: 'nanobench-csv',
  tool: 'nanobench',
  description: 'nanobench CSV (templates::csv()): median time per unit and hardware counters per benchmark',
  produce: 'bench.render(ankerl::nanobench::templates::csv(), file);   // templates::json() keeps more',
  detect,
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const nanobenchCsv = defineParser(nanobenchCsvParser)
