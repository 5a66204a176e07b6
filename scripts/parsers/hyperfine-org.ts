// hyperfine --export-orgmode (an Org table, commands between = signs):
//   | Command  |  Mean [ms] |  Min [ms] |  Max [ms] |  Relative |
//   |--+--+--+--+--|
//   | =sort -n -k1 numbers.txt=  |  5.8 ± 1.0 |  4.8 |  6.9 |  1.00 |
// See hyperfine-table.ts for what the table keeps and lacks.
import { fail, head } from './shared'
import { defineParser } from './types'
import { hyperfineTable } from './hyperfine-table'
import { pipeCells, textLines } from './table-text'
import type { InputFile, Parser, ParserInput } from './types'
import { parseFiles } from './json-shared'

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
  const rows = []
  for (const l of lines.slice(1)) {
    const s = (l.cells[0] as string).trim()
    if (!s.startsWith('|')) break
    if (/^\|[-+]+\|$/.test(s)) continue // the rule under the header
    rows.push({ cells: pipeCells(s), lineNo: l.lineNo })
  }
  return hyperfineTable(f, 'org', { cells: pipeCells(first.cells[0] as string), lineNo: first.lineNo }, rows, (c) =>
    c.replace(/^=(.*)=$/, '$1'),
  )
}

const hyperfineOrgParser: Parser = {
  id: 'hyperfine-org',
  tool: 'hyperfine',
  description: 'hyperfine --export-orgmode table (mean ± stddev, min, max as printed)',
  produce: "hyperfine --export-orgmode results.org 'cmd A' 'cmd B'   (--export-json keeps more)",
  // The Markdown export has the same header: the Org rule line "|--+--+…" tells them apart.
  detect: (input: ParserInput) => {
    const h = head(input, 4096)
    return HEADER.test(h.trimStart()) && /^\|-+\+/m.test(h) ? 0.95 : 0
  },
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const hyperfineOrg = defineParser(hyperfineOrgParser)
