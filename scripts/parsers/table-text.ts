// Helpers for the table-shaped text formats (CSV reports, Markdown/AsciiDoc/Org tables, console
// tables): rows with their line numbers, a CSV header map, cells of a pipe table, numbers with a
// unit or thousands separators. Pure, no I/O; the parsers built on it are whole-file (tables are small).
import { csvFields, fail, forEachLine, toNumGrouped, withoutBom } from './shared'
import type { InputFile } from './types'
import { cutShort, endsInsideLine } from './line-cutter'

export interface Row {
  cells: string[]
  lineNo: number
}

/**
 * Refuses a text that stops inside a line: its last row (and number) may be cut. A table's rows are
 * whole lines, so a cut at a line end leaves whole rows, which are read.
 */
export function wholeLines(f: InputFile): void {
  if (endsInsideLine(f.text)) throw cutShort(f.path, f.text.split('\n').length)
}

/** Colour codes (SGR: "ESC[0;32m", "ESC[m") a console report prints when colours are on or forced. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
/** A text without its colour codes (for detection over the head of a file). */
export const uncoloured = (s: string): string => s.replace(COLOUR, '')

/**
 * The whole lines of a text as it reads on screen, without colour codes (a coloured report may end
 * with a reset code after its last line end). Any other escape left (a code cut or garbled) is
 * refused, naming its line: what it hid cannot be read with certainty.
 */
export function withoutColours(f: InputFile): InputFile {
  const text = uncoloured(f.text)
  wholeLines({ ...f, text })
  const at = text.indexOf(String.fromCharCode(27))
  if (at < 0) return text === f.text ? f : { ...f, text }
  const lineNo = text.slice(0, at).split('\n').length
  const line = JSON.stringify(text.slice(at, at + 12)).slice(1, -1)
  return fail(f.path, lineNo, `colour codes such as "\\u001b[0;32m" and plain text, found "${line}"`)
}

/** Non-empty lines of a file with their numbers (1-based), without end-of-line characters; see wholeLines. */
export function textLines(f: InputFile): Row[] {
  wholeLines(f)
  const out: Row[] = []
  forEachLine(withoutBom(f.text), (line, lineNo) => {
    if (line.trim() !== '') out.push({ cells: [line], lineNo })
  })
  return out
}

/** The CSV rows of a file (header first); an unbalanced quote is a ParseError naming the line. */
export function csvRows(f: InputFile, sep = ','): Row[] {
  return textLines(f).map(({ cells, lineNo }) => {
    const line = cells[0] as string
    const fields = sep === ',' ? csvFields(line) : splitSep(line, sep)
    if (!fields) fail(f.path, lineNo, `a CSV row with balanced quotes, found "${line.slice(0, 80)}"`)
    return { cells: fields, lineNo }
  })
}

function splitSep(line: string, sep: string): string[] | undefined {
  // BenchmarkDotNet writes ";" when the culture's decimal mark is ","; its fields are never quoted then.
  return csvFields(
    line
      .split(sep)
      .map((c) => (c.includes(',') || c.includes('"') ? `"${c.replace(/"/g, '""')}"` : c))
      .join(','),
  )
}

/** Column index by header name; `need` names the columns that must be there. */
export function columns(f: InputFile, header: Row, need: string[]): Map<string, number> {
  const m = new Map<string, number>()
  header.cells.forEach((c, i) => m.set(c.trim(), i))
  for (const n of need)
    if (!m.has(n))
      fail(
        f.path,
        header.lineNo,
        `a "${n}" column in the header, found ${header.cells
          .map((c) => `"${c}"`)
          .join(', ')
          .slice(0, 160)}`,
      )
  return m
}

/** The cells of a "| a | b |" table row (outer pipes optional, "\|" kept as a literal pipe). */
function pipeCells(line: string): string[] {
  const t = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
  return t.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'))
}

/**
 * A pipe table (Markdown, Org) whose header is `lines[at]`: the header's cells and the rows under it, up to
 * the first line that is not a row. `rule` matches the line under the header ("|---|", "|--+--|"), not a row.
 */
export function pipeTable(lines: Row[], at: number, rule: RegExp): { header: Row; rows: Row[] } {
  const text = (r: Row) => (r.cells[0] as string).trim()
  const header = { cells: pipeCells(text(lines[at]!)), lineNo: lines[at]!.lineNo }
  const rows: Row[] = []
  for (const l of lines.slice(at + 1)) {
    const s = text(l)
    if (!s.startsWith('|')) break
    if (!rule.test(s)) rows.push({ cells: pipeCells(s), lineNo: l.lineNo })
  }
  return { header, rows }
}

/** A required number in a cell (thousands separators allowed); a ParseError naming the line and column otherwise. */
export function cellNum(f: InputFile, row: Row, i: number, what: string): number {
  const s = (row.cells[i] ?? '').trim()
  const v = toNumGrouped(s)
  return v === undefined ? fail(f.path, row.lineNo, `${what}: a number, found "${s}"`) : v
}

/** An optional number: undefined when the cell is empty, "NaN", "-" or "NA"; a ParseError when it is other text. */
export function optCellNum(f: InputFile, row: Row, i: number | undefined, what: string): number | undefined {
  if (i === undefined) return undefined
  const s = (row.cells[i] ?? '').trim()
  if (s === '' || s === '-' || s === 'NA' || s === 'NaN' || s === 'nan' || s === '?') return undefined
  const v = toNumGrouped(s)
  return v === undefined ? fail(f.path, row.lineNo, `${what}: a number or an empty cell, found "${s}"`) : v
}

/** "12.6 ± 2.5" → [12.6, 2.5]; "12.6" → [12.6, undefined]. */
export function plusMinus(f: InputFile, lineNo: number, s: string, what: string): [number, number | undefined] {
  const [a = '', b] = s.split('±').map((x) => x.trim())
  const v = toNumGrouped(a)
  const e = b === undefined ? undefined : toNumGrouped(b)
  if (v === undefined || (b !== undefined && e === undefined))
    fail(f.path, lineNo, `${what}: "<mean> ± <deviation>" or a number, found "${s}"`)
  return [v, e]
}
