// Static HTML for tables built at build time. Everything from data is escaped, including "{" and "}",
// because VitePress compiles page HTML as a Vue template: "{{ … }}" in a benchmark name must stay text.
import type { ChangesModel } from '../../components/support/changes'
import type { EnvRow } from '../../components/support/env'
import type { TableModel } from '../../components/support/table'
import { cellAttrs, rowAttrs } from '../../components/support/table-view'
import { FAR_CLASS } from './placement'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '{': '&#123;', '}': '&#125;' }

export function esc(s: string): string {
  return s.replace(/[&<>"'{}]/g, (c) => ENTITIES[c]!)
}

const attrs = (a: Record<string, string>) => Object.entries(a).map(([k, v]) => ` ${k}="${esc(v)}"`).join('')

export function tableHtml(t: TableModel, id: string): string {
  const head = `<tr><th scope="col">${esc(t.rowHeader)}</th>${t.head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr>`
  const body = t.rows.map((r) => {
    const cells = r.cells.map((c) => `<td${attrs(cellAttrs(c))}>${esc(c.text)}</td>`).join('')
    return `<tr${attrs(rowAttrs(r))}><th scope="row">${esc(r.header)}</th>${cells}</tr>`
  }).join('\n')
  return wrap(id, t.caption, t.note, `<thead>${head}</thead><tbody>${body}</tbody>`)
}

export function envHtml(rows: EnvRow[], caption: string, note: string, id: string, far = false): string {
  const body = rows.map((r) => `<tr><th scope="row">${esc(r.label)}</th><td>${esc(r.value)}</td></tr>`).join('\n')
  return wrap(id, caption, note, `<thead><tr><th scope="col">Component</th><th scope="col">Specification</th></tr></thead><tbody>${body}</tbody>`, false, far)
}

const VERDICT_WORD = { improved: 'better', regressed: 'worse', unchanged: 'within noise' } as const

export function changesHtml(c: ChangesModel, id: string, far = false): string {
  const body = c.rows.map((r) => `<tr class="verdict-${r.verdict}"><th scope="row">${esc(r.benchmark)}</th><td>${esc(r.metric)}</td><td class="num">${esc(r.before)}</td><td class="num">${esc(r.after)}</td><td class="num change">${esc(r.change)} <span class="verdict">${VERDICT_WORD[r.verdict]}</span></td></tr>`).join('\n')
  const notes: string[] = []
  if (c.environment.length) notes.push(`<p class="bench-env-changed"><strong>Not like for like:</strong> the environment changed between these runs (${esc(c.environment.join('; '))}), so differences are not only the code's.</p>`)
  if (c.added.length) notes.push(`<p>New in ${esc(c.afterLabel)}: ${esc(c.added.join(', '))}.</p>`)
  if (c.removed.length) notes.push(`<p>Not measured in ${esc(c.afterLabel)}: ${esc(c.removed.join(', '))}.</p>`)
  const tol = `Changes within ±${Math.round(c.tolerance * 100)} % count as noise.`
  return `${notes.join('\n')}\n${wrap(id, c.caption, `${esc(c.beforeLabel)} → ${esc(c.afterLabel)}. ${tol}`, `<thead><tr><th scope="col">Benchmark</th><th scope="col">Metric</th><th scope="col">${esc(c.beforeLabel)}</th><th scope="col">${esc(c.afterLabel)}</th><th scope="col">Change</th></tr></thead><tbody>${body}</tbody>`, true, far)}`
}

/**
 * The box of a table (the permalink target) and, inside it, the scroller: the table scrolls sideways
 * when wider than the page, so the scroller is a named region that takes focus, for keyboard users
 * to scroll it with the arrow keys (WCAG 2.1.1). `far`: the box starts far below the first screen
 * (placement.ts). Close with tableBoxEnd.
 */
export function tableBox(id: string, caption: string, far = false): string {
  return `<div class="bench-table${far ? ` ${FAR_CLASS}` : ''}" id="${esc(id)}"><div class="bench-table__scroll" role="region" aria-label="${esc(caption)}" tabindex="0">`
}
export const tableBoxEnd = '</div></div>\n'

function wrap(id: string, caption: string, note: string, inner: string, noteEscaped = false, far = false): string {
  return `${tableBox(id, caption, far)}<table><caption><a class="bench-anchor" href="#${esc(id)}" aria-label="Permalink to this table">#</a> ${esc(caption)}<span class="bench-table__note">${noteEscaped ? note : esc(note)}</span></caption>${inner}</table>${tableBoxEnd}`
}
