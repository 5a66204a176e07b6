// iai-callgrind (now Gungraun) summary JSON: `cargo bench -- --save-summary=json` writes one
// target/iai/<package>/<bench>/<group>/<function>.<id>/summary.json per benchmark:
//   {"version": "6", "kind": "LibraryBenchmark", "module_path": "fib::fibs::bench_fib", "id": "long",
//    "details": "20", "function_name": "bench_fib", "profiles": [{"tool": "Callgrind", "summaries": {"total":
//      {"summary": {"Callgrind": {"Ir": {"diffs": {"diff_pct": "33.4", …}, "metrics": {"Both": [{"Int": 295526},
//      {"Int": 221505}]}}, "L1hits": …, "LLhits": …, "RamHits": …, "TotalRW": …, "EstimatedCycles": …}}}}}]}
// Point ingest at target/iai (other files there are skipped) or give the summary files. One result per
// summary, named by its module path, with the benchmark's id ("long") and arguments ("20") as
// parameters. Counts from callgrind, exact and repeatable, lower is better: instructions, L1, LL and RAM
// hits, total reads and writes, estimated cycles; the comparison with the run before goes to the note.
import type { Metric } from '../../data/schema/schema'
import { defineParser } from './types'
import { isObj, J, makeRun, sniff } from './json-shared'
import { fail, toNum } from './shared'
import type { InputFile, ParsedResult, ParsedRun, Parser, ParserInput } from './types'

const COUNTS: Array<[string, string, string]> = [
  ['Ir', 'instructions', 'Instructions'],
  ['L1hits', 'l1-hits', 'L1 hits'],
  ['LLhits', 'll-hits', 'LL hits'],
  ['RamHits', 'ram-hits', 'RAM hits'],
  ['TotalRW', 'total-rw', 'Total reads and writes'],
  ['EstimatedCycles', 'estimated-cycles', 'Estimated cycles'],
]

const isSummary = (f: InputFile) => /(^|[\\/])summary\.json$/.test(f.path)

function detect(input: ParserInput): number {
  const f = input.files.find(isSummary) ?? (input.files.length === 1 ? input.files[0] : undefined)
  if (!f) return 0
  const v = sniff({ files: [f] })
  return isObj(v) && 'profiles' in v && 'module_path' in v && 'kind' in v ? 0.95 : 0
}

/** A metric's value in this run ("Left", or the first of "Both") and, when compared, the run before's. */
function counts(m: J): [number, number | undefined] {
  const metrics = m.at('metrics').obj('the metric values')
  const num = (x: J) => (x.at('Int').missing ? x.num('Float', 'an {"Int": …} or {"Float": …} value') : x.num('Int'))
  if (!metrics.at('Left').missing) return [num(metrics.at('Left').obj()), undefined]
  const both = metrics.at('Both').items('[this run, the run before]')
  if (both.length !== 2) metrics.at('Both').fail('two values: this run and the run before')
  return [num(both[0]!.obj()), num(both[1]!.obj())]
}

function resultOf(f: InputFile, metrics: Record<string, Metric>): ParsedResult {
  const root = J.root(f).obj('an iai-callgrind summary.json object')
  const profile =
    root.arr('profiles', 'the tools run').find((p) => p.optStr('tool') === 'Callgrind') ??
    root.at('profiles').fail('a Callgrind profile')
  const summary = profile
    .at('summaries')
    .at('total')
    .at('summary')
    .at('Callgrind')
    .obj('the Callgrind totals (summaries.total.summary.Callgrind)')
  const values: ParsedResult['values'] = {}
  const changes: string[] = []
  for (const [key, id, label] of COUNTS) {
    if (summary.at(key).missing) continue
    const [now, before] = counts(summary.at(key).obj())
    values[id] = { value: now }
    metrics[id] ??= { label, unit: 'count', direction: 'lower' }
    if (before !== undefined && before !== now) changes.push(`${id} ${before} → ${now}`)
  }
  if (!values.instructions) summary.at('Ir').fail('the instructions (Ir)')
  const params: ParsedResult['params'] = {}
  const id = root.optStr('id')
  if (id) params.case = id
  const args = root.optStr('details')
  if (args) params.args = toNum(args) ?? args
  const result: ParsedResult = { benchmark: root.str('module_path', 'the benchmark module path'), params, values }
  if (changes.length) result.note = `against the run before: ${changes.join(', ')}`
  return result
}

function parse(input: ParserInput): ParsedRun {
  const files = input.files.length === 1 ? input.files : input.files.filter(isSummary)
  if (!files.length)
    fail(
      input.files[0]?.path ?? '(no input)',
      1,
      'summary.json files written with --save-summary=json (under target/iai)',
    )
  const metrics: Record<string, Metric> = {}
  const results = files.map((f) => resultOf(f, metrics))
  return makeRun('iai-callgrind', files[0]!.path, { metrics, results })
}

const iaiCallgrindParser: Parser = {
  id: 'iai-callgrind',
  tool: 'iai-callgrind',
  description:
    'iai-callgrind / Gungraun summary.json (--save-summary=json): instructions, cache hits and estimated cycles per benchmark',
  produce: 'cargo bench -- --save-summary=json   (then: pnpm ingest target/iai --suite …)',
  detect,
  parse,
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const iaiCallgrind = defineParser(iaiCallgrindParser)
