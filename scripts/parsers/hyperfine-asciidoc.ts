// hyperfine --export-asciidoc (one cell per line, rows separated by a blank line):
//   [cols="<,>,>,>,>"]
//   |===
//   | Command
//   | Mean [ms]
//   ...
//   | `sort -n -k1 numbers.txt`
//   | 5.8 ± 1.0
// See hyperfine-table.ts for what the table keeps and lacks.
import { fail, forEachLine } from './shared'
import { defineParser } from './types'
import { hyperfineTable, tableExportParser, type TableRow } from './hyperfine-table'
import { wholeLines } from './table-text'
import type { InputFile } from './types'

function parseOne(f: InputFile) {
  wholeLines(f)
  // Rows are groups of "| cell" lines between blank lines, inside |=== … |===.
  const groups: TableRow[] = []
  let inside = false
  let closed = false
  let cur: TableRow | undefined
  let last = 0
  forEachLine(f.text, (raw, lineNo) => {
    last = lineNo
    const s = raw.trim()
    if (closed) return
    if (s === '|===') {
      if (inside) closed = true
      inside = true
      cur = undefined
      return
    }
    if (!inside) return
    if (s === '') return void (cur = undefined)
    if (!s.startsWith('|')) fail(f.path, lineNo, `a table cell "| …", found "${s.slice(0, 80)}"`)
    if (!cur) groups.push((cur = { cells: [], lineNo }))
    cur.cells.push(s.slice(1).trim())
  })
  if (!inside) fail(f.path, 1, 'a hyperfine AsciiDoc table: [cols="<,>,>,>,>"] then |===')
  if (!closed) fail(f.path, last, 'the closing "|===" of the table (the output ends early)')
  const [header, ...rows] = groups
  if (!header) fail(f.path, last, 'a header row "| Command", "| Mean [ms]", … inside the table')
  // One cell per line: a row short of a cell (or with one too many) would shift the others' columns.
  for (const r of rows)
    if (r.cells.length !== header.cells.length)
      fail(f.path, r.lineNo, `${header.cells.length} cells in the row, as in the header, found ${r.cells.length}`)
  return hyperfineTable(f, 'asciidoc', header, rows, (c) => c.replace(/^`(.*)`$/, '$1'))
}

/** The format id is given once, here; defineParser stamps it on every run. */
export const hyperfineAsciidoc = defineParser(
  tableExportParser({
    id: 'hyperfine-asciidoc',
    flag: '--export-asciidoc',
    file: 'results.adoc',
    looks: (h) => /^\[cols="<,>,>,>,>"\]\r?\n\|===\r?\n\| Command\s*\r?\n\| Mean \[/.test(h.trimStart()),
    parseOne,
  }),
)
