// hyperfine --export-markdown (a GitHub table, one row per command):
//   | Command | Mean [ms] | Min [ms] | Max [ms] | Relative |
//   |:---|---:|---:|---:|---:|
//   | `sort -n -k1 numbers.txt` | 5.8 ± 1.0 | 4.8 | 6.9 | 1.00 |
// See hyperfine-table.ts for what the table keeps and lacks.
import { fail, head } from './shared'
import { defineParser } from './types'
import { hyperfineTable } from './hyperfine-table'
import { pipeCells, textLines } from './table-text'
import type { InputFile, Parser, ParserInput } from './types'
import { parseFiles } from './json-shared'

const HEADER = /^\| Command \| Mean \[[^\]]+\] \| Min \[[^\]]+\] \| Max \[[^\]]+\] \| Relative \|/

function parseOne(f: InputFile) {
  const lines = textLines(f)
  const at = lines.findIndex((l) => HEADER.test((l.cells[0] as string).trim()))
  if (at < 0)
    fail(
      f.path,
      lines[0]?.lineNo ?? 1,
      'a hyperfine Markdown table starting "| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |"',
    )
  const header = { cells: pipeCells(lines[at]!.cells[0] as string), lineNo: lines[at]!.lineNo }
  const rows = []
  for (const l of lines.slice(at + 1)) {
    const s = (l.cells[0] as string).trim()
    if (!s.startsWith('|')) break
    if (/^\|[\s:|-]+\|$/.test(s)) continue // the alignment row
    rows.push({ cells: pipeCells(s), lineNo: l.lineNo })
  }
  return hyperfineTable(f, 'markdown', header, rows, (c) => c.replace(/^`(.*)`$/, '$1'))
}

const hyperfineMarkdownParser: Parser = {
  id: 'hyperfine-markdown',
  tool: 'hyperfine',
  description: 'hyperfine --export-markdown table (mean ± stddev, min, max as printed)',
  produce: "hyperfine --export-markdown results.md 'cmd A' 'cmd B'   (--export-json keeps more)",
  // Its alignment row "|:---|---:|" tells it from the Org export, which has the same header.
  detect: (input: ParserInput) => {
    const h = head(input, 4096)
    return HEADER.test(h.trimStart()) && /^\|:?-+:?\|/m.test(h) ? 0.95 : 0
  },
  parse: (input) => parseFiles(input, parseOne),
}

/** The format id is given once, above; defineParser stamps it on every run. */
export const hyperfineMarkdown = defineParser(hyperfineMarkdownParser)
