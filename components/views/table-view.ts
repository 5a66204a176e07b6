// What the table component needs besides the builder: the serialized spec of a ```bench-table``` block and
// the attributes of rows and cells, written so that the component's markup is the build-time markup
// (.vitepress/markdown/html.ts tableHtml): an attribute without a value is left out, not rendered empty.
import type { TableCell, TableModel } from './table'
import type { TableView } from '../../data/schema/block-schema'

export interface TableProp {
  /** Permalink anchor, unique on the page. */
  id: string
  model: TableModel
  /** The view without its run, so the browser can rebuild the table for another run of the suite. */
  view: TableView
  runId: string
  /** The run line was said above in the same section (build time): left out until a reader picks another run. */
  quietNote?: boolean
}

/**
 * Where a name without spaces may break, as code in a Markdown table does (markdown/figure-cells.ts codeBreaks):
 * after "=", "/", "," or "[" before more of it, and after a ".", "_" or "::" joining two names (not before
 * a file's extension: "tests.py"; "ActualLab.|Rpc" may break). A pytest name broke anywhere to fit a phone
 * ("natlang[Jan|uary 2008-2008-01]").
 */
export const BREAK_AFTER = /[=/,](?=\S)|\[(?=\w)|(?<=[\w\]])(?:_|::|\.(?![a-z\d]{1,4}\b))(?=[A-Za-z])/g

/** A run of text without spaces in the pieces it may break into (each ends where BREAK_AFTER allows a break). */
export function namePieces(word: string): string[] {
  const out: string[] = []
  let from = 0
  for (const m of word.matchAll(BREAK_AFTER)) {
    const end = m.index + m[0].length
    if (end > from && end < word.length) out.push(word.slice(from, end))
    from = Math.max(from, end)
  }
  if (from < word.length) out.push(word.slice(from))
  return out
}

/**
 * A row's name of one short word ("2026-03-01", "Speedup") is kept on one line from 360 px up (style.css):
 * beside a wide column a date broke at its hyphens. Not longer ones: "ActualLab.Rpc" and "StreamJsonRpc"
 * kept whole made Fusion's latency table scroll sideways at 648 and 992 px, a figure's unit cut off, which
 * is worse than a name on two lines. Names of several words break between them.
 */
export function rowHeadAttrs(name: string): Record<string, string> {
  if (/^\S{2,10}$/.test(name)) return { class: 'bench-keep' }
  // Words a phone can show whole ("Distributed Pub/Sub", "StreamJsonRpc", a dotted name's parts): there the
  // column is as wide as the longest of them, no wider (style.css). A fixed floor of 9.5em made five tables
  // that would fit scroll by 4 to 18 px at 390 px.
  const words = name.split(/\s+/).filter(Boolean)
  return words.length && words.flatMap(namePieces).every((w) => w.length <= 16) ? { class: 'bench-words' } : {}
}

/** A part of a row name: text, a hyphenated word kept whole, or a place it may break (`<wbr>`). */
export interface NamePart {
  text: string
  keep: boolean
  wbr?: true
}

/**
 * A row name in runs of text, a hyphenated word of up to 16 characters ("Fire-and-wait", "(round-trip") kept
 * whole (style.css .bench-nowrap): a break at its hyphen read as a word cut in two ("CE-|1270]",
 * "natlang[ca1860-|1860~]"). Split at spaces, and a word at the places namePieces gives, each marked by a `<wbr>`.
 */
export function rowHeadParts(name: string): NamePart[] {
  const out: NamePart[] = []
  const text = (t: string) => {
    const last = out[out.length - 1]
    if (last && !last.keep && !last.wbr) last.text += t
    else out.push({ text: t, keep: false })
  }
  for (const token of name.split(/(\s+)/)) {
    if (!token) continue
    if (/\s/.test(token)) {
      text(token)
      continue
    }
    namePieces(token).forEach((piece, i) => {
      if (i) out.push({ text: '', keep: false, wbr: true })
      if (piece.includes('-') && piece.length <= 16) out.push({ text: piece, keep: true })
      else text(piece)
    })
  }
  return out
}

export function cellAttrs(c: TableCell): Record<string, string> {
  const cls = [c.numeric ? 'num' : '', c.wrap ? 'wrap' : '', c.spread ? 'spread' : '', c.tone ? `tone-${c.tone}` : '']
    .filter(Boolean)
    .join(' ')
  return { ...(cls ? { class: cls } : {}), ...(c.title ? { title: c.title } : {}) }
}

export function rowAttrs(r: TableModel['rows'][number]): Record<string, string> {
  return r.emphasis ? { class: 'emphasis' } : {}
}

/** The line under a caption that names the columns left out, in a reader's words (kept here, not in the builder, so that a
 *  server-rendered table loads no builder code). Only true things: a column is left out when no row of the run has
 *  the table's metric for it, that is, the run did not measure it there. */
export function omittedText(t: Pick<TableModel, 'omitted' | 'omittedMetrics'>): string {
  const o = t.omitted ?? []
  if (!o.length) return ''
  const m = t.omittedMetrics ?? []
  // Columns are values of a key (benchmarks): say which metric the run did not measure for them.
  if (m.length) return `${words(m)} ${m.length > 1 ? 'were' : 'was'} not measured for ${words(o)}.`
  // Columns are metrics: the run measured none of them for these rows.
  return `${words(o)} ${o.length > 1 ? 'were' : 'was'} not measured for these rows.`
}

const words = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!

/**
 * A wide comparison table (six columns or more: Ergo's codecs with a winner and advantages) is laid out on a
 * phone as one card per row (style.css), each figure beside its column's name and the verdict columns (a
 * speedup, the winner, advantages: the last ones) first, as a changes table's rows are; scrolled sideways,
 * it hid its Winner and advantage columns. So is a table of one row, which compares nothing down its columns:
 * TopGun's and Ergo's were 7 to 23 px wider than a 360 or 390 px phone, their last figure cut at the edge.
 * The number of verdict columns, or undefined for a plain table.
 */
export function cardVerdicts(t: Pick<TableModel, 'head' | 'rows'>, view: TableView): number | undefined {
  if (t.head.length + 1 < 6 && t.rows.length !== 1) return undefined
  const { speedupColumn, speedupRange, winner, advantage } = view
  return [speedupColumn, speedupRange, winner].filter(Boolean).length + (advantage?.against.length ?? 0)
}

/** A card table's cell: its column's name (shown before it on a phone), and whether it is a verdict. */
export function cardCellAttrs(c: TableCell, label: string, verdict: boolean): Record<string, string> {
  const a = cellAttrs(c)
  const cls = [a.class, verdict ? 'verdict-col' : ''].filter(Boolean).join(' ')
  return { ...a, ...(cls ? { class: cls } : {}), 'data-label': label }
}
