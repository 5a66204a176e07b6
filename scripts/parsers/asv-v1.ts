// asv's result files before 0.5 ("version": 1), still the bulk of many projects' committed results:
//   {"results": {"time.ResidualTime.time_residual": {"result": [0.00264, 0.0312],
//      "stats": [{"ci_99": [0.00255, 0.00326], "q_25": 0.00257, "q_75": 0.00274, "std": 0.0002,
//                 "repeat": 10, "number": 1}, …], "params": [["'small'", "'big'"]]}, …},
//    "commit_hash": "0bd3c760…", "date": 1629883072000, "params": {"machine": "dtr-laptop", …}, "version": 1}
// (older still: "result" a bare number, no stats). Read here as the columns of the newer rows
// (asv.ts), so that one reader takes both: each column a node of the file at the path it came from.
import { J } from './json-shared'

/** A version-1 result file: per-benchmark objects, no "result_columns"; its "commit_hash" often comes after them. */
export function isV1ResultFile(text: string): boolean {
  const head = text.slice(0, 4096)
  return /"results"\s*:\s*\{/.test(head) && !/"result_columns"/.test(head) && /"commit_hash"/.test(text)
}

/** The stats field of each parameter combination, in the shape of the newer columns. */
const STAT_COLUMNS: Record<string, (s: Record<string, unknown>) => unknown> = {
  stats_ci_99_a: (s) => (Array.isArray(s.ci_99) ? s.ci_99[0] : null),
  stats_ci_99_b: (s) => (Array.isArray(s.ci_99) ? s.ci_99[1] : null),
  stats_q_25: (s) => s.q_25 ?? null,
  stats_q_75: (s) => s.q_75 ?? null,
  stats_repeat: (s) => s.repeat ?? null,
}

/** A version-1 row as the newer columns: `at("result")`, `at("params")`, `at("stats_q_25")` … */
export function v1Columns(row: J): (column: string) => J | undefined {
  if (!row.isObj) {
    // The oldest files: the value itself, for a benchmark without parameters.
    return (c) => (c === 'result' ? new J(row.file, [row.value], row, 0) : undefined)
  }
  const result = row.at('result')
  const stats = row.at('stats')
  return (c) => {
    if (c === 'result') return result.isArr || result.missing ? result : new J(row.file, [result.value], row, 'result')
    if (c === 'params') return row.at('params')
    if (c === 'samples') return row.at('samples').isArr ? row.at('samples') : undefined
    const pick = STAT_COLUMNS[c]
    if (!pick || !stats.isArr) return undefined
    const list = (stats.value as unknown[]).map((s) =>
      s && typeof s === 'object' ? pick(s as Record<string, unknown>) : null,
    )
    return new J(row.file, list, row, 'stats')
  }
}
