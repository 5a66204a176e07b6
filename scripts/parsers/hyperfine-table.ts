// What hyperfine's table exports (--export-markdown, --export-asciidoc, --export-orgmode) share:
//   | Command | Mean [ms] | Min [ms] | Max [ms] | Relative |
//   | `sort -n -k1 numbers.txt` | 5.8 ± 1.0 | 4.8 | 6.9 | 1.00 |
// Each row gives the same `time` metric as --export-json (mean ± standard deviation, min, max), in
// the unit of the header, rounded as hyperfine prints it; the measurement keeps that unit (the
// loader converts), so no digit is invented. The tables hold no median, no run times, no user or
// system time, no exit codes and no parameters of a scan (-P/-L): a warning says so. "Relative" is
// derived from the means and not kept.
import type { Metric } from '../../data/schema/schema'
import { normalizeUnit, unitInfo } from '../../data/numbers/units'
import { fail, head } from './shared'
import { plusMinus } from './table-text'
import type { InputFile, ParsedResult, ParsedRun, Parser } from './types'
import { makeRun, parseFiles } from './json-shared'

export const TIME: Metric = { label: 'Wall time', unit: 's', direction: 'lower', stat: 'mean' }

/** What tells one table export from the others, and reads it. */
interface TableExport {
  id: string
  /** The option that writes it, "--export-markdown". */
  flag: string
  /** A name for its output file, "results.md". */
  file: string
  /** Whether the first 4 KB of a file look like this export. */
  looks: (head: string) => boolean
  parseOne: (f: InputFile) => ParsedRun
}

/** The parser of one table export: the same tool, wording and way to produce it for the three of them. */
export function tableExportParser(e: TableExport): Parser {
  return {
    id: e.id,
    tool: 'hyperfine',
    description: `hyperfine ${e.flag} table (mean ± stddev, min, max as printed)`,
    produce: `hyperfine ${e.flag} ${e.file} 'cmd A' 'cmd B'   (--export-json keeps more)`,
    detect: (input) => (e.looks(head(input, 4096)) ? 0.95 : 0),
    parse: (input) => parseFiles(input, e.parseOne),
  }
}

export interface TableRow {
  cells: string[]
  lineNo: number
}

/** Reads the header and rows of one table export (`markdown`, `asciidoc` or `org`, for the warning). */
export function hyperfineTable(
  f: InputFile,
  exportName: string,
  header: TableRow,
  rows: TableRow[],
  unquote: (s: string) => string,
): ParsedRun {
  const h = header.cells.map((c) => c.trim())
  const unitOf = (i: number, name: string): string => {
    const m = new RegExp(`^${name} \\[(.+)\\]$`).exec(h[i] ?? '')
    const u = m ? normalizeUnit(m[1] as string) : undefined
    if (!m || !u || unitInfo(u)?.dimension !== 'time')
      fail(f.path, header.lineNo, `a "${name} [<time unit>]" column ${i + 1}, found "${h[i] ?? ''}"`)
    return u
  }
  if (h[0] !== 'Command') fail(f.path, header.lineNo, `a first column "Command", found "${h[0] ?? ''}"`)
  const units = [unitOf(1, 'Mean'), unitOf(2, 'Min'), unitOf(3, 'Max')]
  if (units[1] !== units[0] || units[2] !== units[0])
    fail(f.path, header.lineNo, `Mean, Min and Max in one unit, found ${units.join(', ')}`)
  const unit = units[0] as string
  if (rows.length === 0) fail(f.path, header.lineNo, 'at least one row after the header (one per command), found none')
  const results = rows.map(({ cells, lineNo }): ParsedResult => {
    if (cells.length < 4)
      fail(f.path, lineNo, `a row "command | mean ± stddev | min | max | relative", found ${cells.length} cell(s)`)
    const command = unquote((cells[0] as string).trim())
    if (!command) fail(f.path, lineNo, 'a command in the first cell, found nothing')
    const [mean, sd] = plusMinus(f, lineNo, cells[1] as string, 'the mean')
    const [min] = plusMinus(f, lineNo, cells[2] as string, 'the minimum')
    const [max] = plusMinus(f, lineNo, cells[3] as string, 'the maximum')
    const time = {
      value: mean,
      ...(sd !== undefined ? { stddev: sd } : {}),
      min,
      max,
      ...(unit !== 's' ? { unit } : {}),
    }
    return { benchmark: command, values: { time } }
  })
  const warnings = [
    `${f.path}: hyperfine's ${exportName} export rounds to the digits shown and holds no median, run times, user/system time or scan parameters; --export-json keeps them all`,
  ]
  return makeRun('hyperfine', f.path, { metrics: { time: TIME }, results, warnings })
}
