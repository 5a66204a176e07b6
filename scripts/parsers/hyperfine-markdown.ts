// hyperfine --export-markdown (a GitHub table, one row per command):
//   | Command | Mean [ms] | Min [ms] | Max [ms] | Relative |
//   |:---|---:|---:|---:|---:|
//   | `sort -n -k1 numbers.txt` | 5.8 ± 1.0 | 4.8 | 6.9 | 1.00 |
// See hyperfine-table.ts for what the table keeps and lacks.
import { fail } from './shared'
import { defineParser } from './types'
import { hyperfineTable, tableExportParser } from './hyperfine-table'
import { pipeTable, textLines } from './table-text'
import type { InputFile } from './types'

const HEADER = /^\| Command \| Mean \[[^\]]+\] \| Min \[[^\]]+\] \| Max \[[^\]]+\] \| Relative \|/
/** The alignment row under the header, "|:---|---:|". */
const ALIGNMENT = /^\|[\s:|-]+\|$/

function parseOne(f: InputFile) {
  const lines = textLines(f)
  const at = lines.findIndex((l) => HEADER.test((l.cells[0] as string).trim()))
  if (at < 0)
    fail(
      f.path,
      lines[0]?.lineNo ?? 1,
      'a hyperfine Markdown table starting "| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |"',
    )
  const { header, rows } = pipeTable(lines, at, ALIGNMENT)
  return hyperfineTable(f, 'markdown', header, rows, (c) => c.replace(/^`(.*)`$/, '$1'))
}

/** The format id is given once, here; defineParser stamps it on every run. */
export const hyperfineMarkdown = defineParser(
  tableExportParser({
    id: 'hyperfine-markdown',
    flag: '--export-markdown',
    file: 'results.md',
    // Its alignment row "|:---|---:|" tells it from the Org export, which has the same header.
    looks: (h) => HEADER.test(h.trimStart()) && /^\|:?-+:?\|/m.test(h),
    parseOne,
  }),
)
