// hyperfine --export-orgmode (an Org table, commands between = signs):
//   | Command  |  Mean [ms] |  Min [ms] |  Max [ms] |  Relative |
//   |--+--+--+--+--|
//   | =sort -n -k1 numbers.txt=  |  5.8 ± 1.0 |  4.8 |  6.9 |  1.00 |
// See hyperfine-table.ts for what the table keeps and lacks.
import { fail } from './shared'
import { defineParser } from './types'
import { hyperfineTable, tableExportParser } from './hyperfine-table'
import { pipeTable, textLines } from './table-text'
import type { InputFile } from './types'

const HEADER = /^\| Command\s+\|\s+Mean \[[^\]]+\]\s+\|\s+Min \[[^\]]+\]\s+\|\s+Max \[[^\]]+\]\s+\|\s+Relative\s+\|/

function parseOne(f: InputFile) {
  const lines = textLines(f)
  const first = lines[0]
  if (!first || !HEADER.test((first.cells[0] as string).trim()))
    fail(
      f.path,
      first?.lineNo ?? 1,
      'a hyperfine Org table starting "| Command  |  Mean [ms] |  Min [ms] |  Max [ms] |  Relative |"',
    )
  // The rule under the header: "|--+--|".
  const { header, rows } = pipeTable(lines, 0, /^\|[-+]+\|$/)
  return hyperfineTable(f, 'org', header, rows, (c) => c.replace(/^=(.*)=$/, '$1'))
}

/** The format id is given once, here; defineParser stamps it on every run. */
export const hyperfineOrg = defineParser(
  tableExportParser({
    id: 'hyperfine-org',
    flag: '--export-orgmode',
    file: 'results.org',
    // The Markdown export has the same header: the Org rule line "|--+--+…" tells them apart.
    looks: (h) => HEADER.test(h.trimStart()) && /^\|-+\+/m.test(h),
    parseOne,
  }),
)
