// Static HTML for tables built at build time. Everything from data is escaped, including "{" and "}",
// because VitePress compiles page HTML as a Vue template: "{{ … }}" in a benchmark name must stay text.
import { keyColumns } from '../../components/build-time/changes'
import type { ChangesModel, KeyColumns } from '../../components/build-time/changes'
import type { EnvRow } from '../../components/build-time/env'
import type { TableCell, TableModel } from '../../components/views/table'
import {
  cardCellAttrs,
  cardVerdicts,
  cellAttrs,
  omittedText,
  rowAttrs,
  rowHeadAttrs,
  rowHeadParts,
} from '../../components/views/table-view'
import type { TableView } from '../../data/schema/block-schema'
import { FAR_CLASS } from './placement'
import { htmlText } from '../../data/numbers/escape'
import { VERDICT_WORD } from '../../data/analysis/verdict'
import type { EarlierChange } from '../../components/build-time/earlier-changes'

/** Text and attribute values in a page's HTML (data/numbers/escape.ts). */
export const esc = htmlText

const attrs = (a: Record<string, string>) =>
  Object.entries(a)
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('')

export function tableHtml(t: TableModel, id: string, view?: TableView): string {
  const head = `<tr><th scope="col">${esc(t.rowHeader)}</th>${t.head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr>`
  // As BenchTable.vue renders it: a wide comparison table becomes cards on a phone (table-view.ts).
  const cards = view && cardVerdicts(t, view)
  const tdAttrs = (c: TableCell, i: number) =>
    cards === undefined ? cellAttrs(c) : cardCellAttrs(c, t.head[i] ?? '', i >= t.head.length - cards)
  const body = t.rows
    .map((r) => {
      const cells = r.cells.map((c, i) => `<td${attrs(tdAttrs(c, i))}>${esc(c.text)}</td>`).join('')
      return `<tr${attrs(rowAttrs(r))}>${rowHead(r.header)}${cells}</tr>`
    })
    .join('\n')
  const note = [t.note, omittedText(t)]
    .filter(Boolean)
    .map((n) => `<span class="bench-table__note">${esc(n)}</span>`)
    .join('')
  const box = tableBox(id, t.caption)
  const open = cards === undefined ? box : box.replace('class="bench-table"', 'class="bench-table bench-table--cards"')
  return `${open}<table><caption>${anchor(id)}${esc(t.caption)}${note}</caption><thead>${head}</thead><tbody>${body}</tbody></table>${tableBoxEnd}`
}

export function envHtml(rows: EnvRow[], caption: string, note: string, id: string, far = false): string {
  const body = rows.map((r) => `<tr>${rowHead(r.label)}<td>${esc(r.value)}</td></tr>`).join('\n')
  return wrap(
    id,
    caption,
    note,
    `<thead><tr><th scope="col">Component</th><th scope="col">Specification</th></tr></thead><tbody>${body}</tbody>`,
    false,
    far,
  ).replace('<table>', '<table class="bench-env">') // keys kept whole, values broken where they must (style.css)
}

/** Sentences a page says once, however many blocks would repeat them (the caller keeps the set per page). */
export type Said = Set<string>

function once(said: Said | undefined, text: string): boolean {
  if (said?.has(text)) return false
  said?.add(text)
  return true
}

/**
 * A ```bench-changes``` block: the notes (environment, added, removed, said once per page), then a table
 * per metric group. The verdict column comes last, the column a phone keeps in view.
 */
export function changesHtml(c: ChangesModel, ids: string[], far = false, said?: Said): string {
  const notes: string[] = []
  if (c.environment.length) {
    const env = esc(c.environment.join('; '))
    if (once(said, `env:${env}`))
      notes.push(
        `<p class="bench-env-changed"><strong>Not like for like:</strong> the environment changed between these runs (${env}), so differences are not only the code's.</p>`,
      )
  }
  // Most benchmarks moved together: one line for the run, not a row each (verdict-table.ts).
  for (const line of c.shared)
    notes.push(`<p class="bench-changes__shared"><strong>The whole run moved:</strong> ${esc(line)}</p>`)
  if (c.added.length) notes.push(`<p>New in ${esc(c.afterLabel)}: ${esc(c.added.join(', '))}.</p>`)
  if (c.removed.length) notes.push(`<p>Not measured in ${esc(c.afterLabel)}: ${esc(c.removed.join(', '))}.</p>`)
  const tol =
    'A change counts when it is beyond the benchmark’s noise band (how much its figure varied between earlier runs, or ±' +
    `${Math.round(c.tolerance * 100)} % while there are too few of them; wider when all benchmarks of the two runs scatter more) and significant by the tool’s own samples or intervals; “Why” under a verdict says what decided it.`
  const tables = c.groups.map((g, i) => {
    const [first, ...twins] = g.metrics
    const caption = `${c.caption}: ${first}`
    // The pair of runs is said once per page: four tables of one section repeated it under each caption.
    const note = [
      once(said, `pair:${c.beforeLabel} → ${c.afterLabel}`) ? `${c.beforeLabel} → ${c.afterLabel}.` : '',
      g.fixed ? `${g.fixed}.` : '',
      twins.length ? `${twins.join(' and ')} changed by ${g.roughly ? 'about ' : ''}the same percentages.` : '',
      // The rule is said where it decided something: not under a group whose figures are all identical.
      g.rows.some((r) => r.reason !== 'identical') && once(said, `tol:${tol}`) ? tol : '',
    ]
      .filter(Boolean)
      .join(' ')
    // What changed leads; the rest is one line each: unchanged within noise, and without a verdict.
    const shown = g.rows.filter((r) => r.verdict !== 'unchanged' && r.verdict !== 'unknown')
    const rest = g.rows.filter((r) => !shown.includes(r))
    // Each of the two tables (the changed rows, the folded ones) keeps the columns its own rows fill.
    const cols = keyColumns(shown.length ? shown : rest, g.columns)
    const restCols = keyColumns(rest, g.columns)
    const width = cols.heads.length + 3
    const headOf = (k: KeyColumns) =>
      `<tr>${k.heads.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}<th scope="col" class="num">${esc(c.beforeLabel)}</th><th scope="col" class="num after">${esc(c.afterLabel)}</th><th scope="col" class="change">Change</th></tr>`
    const head = headOf(cols)
    const quiet = g.rows.length - shown.length
    const unknown = g.rows.filter((r) => r.verdict === 'unknown').length
    const fold = (n: number, text: string, cls: string) =>
      n ? [`<tr class="${cls}"><td colspan="${width}">${esc(text)}</td></tr>`] : []
    const rowOf = (k: KeyColumns) => (r: (typeof g.rows)[number]) => {
      const [k0, ...others] = k.cells(r)
      const reason = r.reason ? ` <span class="verdict-reason">${esc(r.reason)}</span>` : ''
      const change = r.change ? `${esc(r.change)} ` : ''
      return `<tr class="verdict-${r.verdict}">${rowHead(k0 ?? '')}${others.map((k) => `<td>${esc(k)}</td>`).join('')}<td class="num">${esc(r.before)}</td><td class="num after">${esc(r.after)}</td><td class="num change">${change}<span class="verdict">${VERDICT_WORD[r.verdict]}</span>${reason}${why(r.decided)}</td></tr>`
    }
    const body = [
      ...shown.map(rowOf(cols)),
      ...fold(quiet - unknown, `${quiet - unknown} unchanged within noise`, 'verdict-folded'),
      ...fold(
        unknown,
        `${unknown} without a verdict: ${[...new Set(g.rows.filter((r) => r.verdict === 'unknown').map((r) => r.reason))].join('; ')}`,
        'verdict-folded verdict-unknown',
      ),
    ].join('\n')
    const id = ids[i] ?? `changes-${i + 1}`
    // The folded rows stay on the page, closed, for a reader who wants every figure (and without JavaScript).
    const folded = rest.length
      ? `<details class="bench-changes__folded"><summary>${shown.length ? `Show the other ${rest.length > 1 ? `${rest.length} rows` : 'row'}` : `Show its ${rest.length > 1 ? `${rest.length} rows` : 'row'}`}</summary>${wrap(`${id}-folded`, `${caption}: the rows without a clear change`, '', `<thead>${headOf(restCols)}</thead><tbody>${rest.map(rowOf(restCols)).join('\n')}</tbody>`, false, false, true)}</details>\n`
      : ''
    // Nothing changed in this group: one line says so (a table of column names over a single line said it
    // in 300 px), and every row stays under it, closed.
    const same = g.rows.filter((r) => r.reason === 'identical').length
    if (!shown.length) return quietGroup(id, caption, note, quiet - unknown, unknown, far, same) + folded
    return wrap(id, caption, note, `<thead>${head}</thead><tbody>${body}</tbody>`, false, far, true) + folded
  })
  return `${notes.join('\n')}\n${tables.join('')}`
}

/**
 * What decided a verdict, behind a “Why” that opens by touch, click or keyboard, with or without JavaScript (a
 * row's `title` was all there was: touch screens never show it, and keyboards cannot reach it).
 */
function why(decided: string): string {
  return decided ? `<details class="verdict-why"><summary>Why</summary><span>${esc(decided)}</span></details>` : ''
}

/** A changes group without a change: its caption, "all 6 unchanged within noise", and its note, as text. */
function quietGroup(
  id: string,
  caption: string,
  note: string,
  unchanged: number,
  unknown: number,
  far: boolean,
  identical = 0,
): string {
  const all = unchanged + unknown
  // Figures equal in both runs are identical, not "within noise" (issue 48).
  const what =
    !unknown && identical === all
      ? `${all > 1 ? `all ${all}` : '1'} identical in both runs`
      : !unknown
        ? // "all 9 unchanged within noise, 1 of them identical in both runs" ("unchanged (1 identical) within noise" read as a riddle).
          `${all > 1 ? `all ${all}` : '1'} unchanged within noise${identical ? `, ${identical} of them identical in both runs` : ''}`
        : !unchanged
          ? `${all > 1 ? `all ${all}` : '1'} without a verdict`
          : `${unchanged} unchanged within noise, ${unknown} without a verdict`
  return `<div class="bench-changes__quiet${far ? ` ${FAR_CLASS}` : ''}" id="${esc(id)}"><p>${anchor(id)}<strong>${esc(caption)}</strong>: ${esc(what)}.${note ? ` <span class="bench-table__note">${esc(note)}</span>` : ''}</p></div>
`
}

/**
 * The box of a table (the permalink target) and, inside it, the scroller: the table scrolls sideways
 * when wider than the page, so the scroller is a named region that takes focus, for keyboard users
 * to scroll it with the arrow keys (WCAG 2.1.1). A named `section` is a region without `role`, an attribute
 * Vue's compiler does not know: with it, the page's chunk kept every such table as code to build and
 * hydrate node by node, instead of one static string that the lean chunk leaves out. `far`: the box starts far below the first screen
 * (placement.ts). `stack`: a table whose rows compare figures (a changes or thresholds table), laid out on
 * a phone as one block per row, keys above the figures, so a row's figures and verdict are seen together
 * with no sideways scrolling (style.css). Close with tableBoxEnd.
 */
export function tableBox(id: string, caption: string, far = false, stack = false): string {
  return `<div class="bench-table${stack ? ' bench-table--stack' : ''}${far ? ` ${FAR_CLASS}` : ''}" id="${esc(id)}"><section class="bench-table__scroll" aria-label="${esc(caption)}" tabindex="0">`
}
export const tableBoxEnd = '</section></div>\n'

/** A row's header cell (its class as the components give it: table-view.ts). */
export function rowHead(name: string): string {
  const text = rowHeadParts(name)
    .map((p) => (p.wbr ? '<wbr>' : p.keep ? `<span class="bench-nowrap">${esc(p.text)}</span>` : esc(p.text)))
    .join('')
  return `<th scope="row"${attrs(rowHeadAttrs(name))}>${text}</th>`
}

/** The permalink of a table: in the margin before its caption, shown on hover and focus (style.css), like VitePress's heading anchors. */
export function anchor(id: string): string {
  return `<a class="bench-anchor" href="#${esc(id)}" aria-label="Permalink to this table">#</a> `
}

function wrap(
  id: string,
  caption: string,
  note: string,
  inner: string,
  noteEscaped = false,
  far = false,
  stack = false,
): string {
  const n = note ? `<span class="bench-table__note">${noteEscaped ? note : esc(note)}</span>` : ''
  return `${tableBox(id, caption, far, stack)}<table><caption>${anchor(id)}${esc(caption)}${n}</caption>${inner}</table>${tableBoxEnd}`
}

/**
 * Regressions of earlier runs that no later run, change point or acknowledgement has superseded
 * (earlier-changes.ts): one line each under the changes tables, so that the next run does not erase them.
 */
export function earlierHtml(list: EarlierChange[]): string {
  if (!list.length) return ''
  const items = list.map(
    ({ run, what, row }) =>
      `<li class="verdict-regressed"><strong>${esc(run)}</strong>: ${esc(what)}, ${esc(row.metric)} ${esc(row.change)} (${esc(row.before)} → ${esc(row.after)}), <span class="verdict">${VERDICT_WORD[row.verdict]}</span></li>`,
  )
  return `<div class="bench-earlier"><p><strong>Earlier changes</strong> that no later run or change point has superseded and nobody has acknowledged:</p>\n<ul>\n${items.join('\n')}\n</ul></div>\n`
}
