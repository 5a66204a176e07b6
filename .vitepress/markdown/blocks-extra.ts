// History and home-page blocks: the list of a suite's runs (provenance, retired figures included) and
// the project cards of the home page with their headline figure.
import type { RunsModel, ThresholdsModel } from '../../components/build-time/history'
import type { SuiteData } from '../../components/views/select'
import { figure } from '../../components/views/figures'
import { anchor, esc, rowHead, tableBox, tableBoxEnd } from './html'

/**
 * The runs of a suite, newest first. A column no run fills (say, Version) is left out; a retired run's
 * reason goes into a full-width row under it, not into a narrow column; the samples behind a figure
 * follow it, each figure kept on one line.
 */
export function runsHtml(m: RunsModel, id: string, far = false): string {
  const fig = (t: string) => `<span class="bench-nowrap">${esc(t)}</span>`
  const cols = 2 + (m.withVersion ? 1 : 0) + 1
  const rows = m.rows
    .map((r) => {
      const values = r.figures
        ? r.figures.map((f) => fig(f.text) + (f.samples ? ` (runs: ${f.samples.map(fig).join(', ')})` : '')).join('; ')
        : fig(`${r.results} results`)
      const version = m.withVersion ? `<td>${esc(r.version ?? '—')}</td>` : ''
      const row = `<tr${r.retired ? ' class="retired"' : ''}>${rowHead(r.name)}${version}<td class="num wrap">${values || '—'}</td><td>${r.retired ? '<strong>Withdrawn</strong>' : 'Current'}</td></tr>`
      const note =
        r.retired && r.statusNote
          ? `\n<tr class="retired bench-row-note"><td colspan="${cols}">${esc(r.statusNote)}</td></tr>`
          : ''
      return row + note
    })
    .join('\n')
  const head = `<tr><th scope="col">Run</th>${m.withVersion ? '<th scope="col">Version</th>' : ''}<th scope="col">${esc(m.metricLabel)}</th><th scope="col">Status</th></tr>`
  // On a phone, a block a run (stack): the run and its version on top, its figures and status under them. As a
  // grid of four columns it was 16 px wider than a 390 px phone in the fallback font, its status cut at the edge.
  return `${tableBox(id, m.caption, far, true)}<table><caption>${anchor(id)}${esc(m.caption)}</caption><thead>${head}</thead><tbody>${rows}</tbody></table>${tableBoxEnd}`
}

interface ProjectCard {
  name: string
  link: string
  summary: string
  figure: string
  figureLabel: string
}

export function projectsHtml(cards: ProjectCard[], lookup: (id: string) => SuiteData): string {
  const items = cards
    .map((c) => {
      const f = figure('fig', c.figure, lookup)
      return `<li class="bench-project"><a href="${esc(c.link)}"><span class="bench-project__name">${esc(c.name)}</span><span class="bench-project__figure" title="${esc(f.title)}">${esc(f.text)}</span><span class="bench-project__label">${esc(c.figureLabel)}</span><span class="bench-project__summary">${esc(c.summary)}</span></a></li>`
    })
    .join('\n')
  return `<ul class="bench-projects">\n${items}\n</ul>\n`
}

/** A suite's thresholds next to the run's figures: which floors and ceilings hold. */
export function thresholdsHtml(m: ThresholdsModel, id: string, far = false): string {
  const rows = m.rows.map((r) => {
    // Several figures (a threshold over several results) may wrap between figures, never inside one.
    const parts = r.measured.split('; ')
    const measured =
      parts.length > 1 ? parts.map((p) => `<span class="bench-nowrap">${esc(p)}</span>`).join('; ') : esc(r.measured)
    return `<tr class="verdict-${r.ok ? 'improved' : 'regressed'}">${rowHead(r.scope)}<td>${esc(r.check)}</td><td class="num">${esc(r.threshold)}</td><td class="num change${parts.length > 1 ? ' wrap' : ''}">${measured} <span class="verdict">${r.verdict}</span></td></tr>`
  })
  if (m.tolerance !== undefined)
    rows.push(
      `<tr>${rowHead('All')}<td>Regression tolerance</td><td class="num">${esc(m.tolerance)}</td><td class="num">—</td></tr>`,
    )
  // The date stays whole: "Measured" may wrap above it, never "(2026-04-" above "18)".
  const when = m.when ? ` <span class="bench-nowrap">(${esc(m.when)})</span>` : ''
  return `${tableBox(id, m.caption, far, true)}<table><caption>${anchor(id)}${esc(m.caption)}</caption><thead><tr><th scope="col">Scope</th><th scope="col">Check</th><th scope="col" class="num">Threshold</th><th scope="col" class="change">Measured${when}</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>${tableBoxEnd}`
}
