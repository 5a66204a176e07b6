// History and home-page blocks: the list of a suite's runs (provenance, retired figures included) and
// the project cards of the home page with their headline figure.
import { formatMeasured } from '../../data/schema/format'
import { matches, measurement } from '../../data/schema/model'
import { selectRun, valueLabel, ViewError } from '../../components/support/select'
import type { SuiteData, Where } from '../../components/support/select'
import { figure } from '../../components/support/figures'
import { anchor, esc, tableBox, tableBoxEnd } from './html'

/**
 * The runs of a suite, newest first. A column no run fills (say, Version) is left out; a retired run's
 * reason goes into a full-width row under it, not into a narrow column; the samples behind a figure
 * follow it, each figure kept on one line.
 */
export function runsHtml(data: SuiteData, view: { metric?: string; where?: Where; caption?: string }, id: string, far = false): string {
  const { suite } = data
  const metric = view.metric ? suite.metrics[view.metric] : undefined
  const runs = [...data.runs].reverse()
  const withVersion = runs.some((r) => r.version)
  const fig = (t: string) => `<span class="bench-nowrap">${esc(t)}</span>`
  const cols = 2 + (withVersion ? 1 : 0) + 1
  const rows = runs.map((run) => {
    const values = metric && view.metric
      ? run.results.filter((r) => matches(r, view.where)).map((r) => {
          const m = measurement(suite, r, view.metric!)
          if (!m) return ''
          const samples = m.samples?.length ? ` (runs: ${m.samples.map((x) => fig(formatMeasured(x, metric.unit, metric.format ?? {}))).join(', ')})` : ''
          return fig(formatMeasured(m.value, metric.unit, metric.format ?? {}, m.qualifier)) + samples
        }).filter(Boolean).join('; ')
      : fig(`${run.results.length} results`)
    const retired = run.status === 'retired'
    const version = withVersion ? `<td>${esc(run.version ?? '—')}</td>` : ''
    const row = `<tr${retired ? ' class="retired"' : ''}><th scope="row">${esc(run.date?.slice(0, 10) ?? run.label ?? run.id)}</th>${version}<td class="num wrap">${values || '—'}</td><td>${retired ? '<strong>Retired</strong>' : 'Current'}</td></tr>`
    const note = retired && run.statusNote ? `\n<tr class="retired bench-row-note"><td colspan="${cols}">${esc(run.statusNote)}</td></tr>` : ''
    return row + note
  }).join('\n')
  const caption = view.caption ?? `Runs of ${suite.title}`
  const head = `<tr><th scope="col">Run</th>${withVersion ? '<th scope="col">Version</th>' : ''}<th scope="col">${esc(metric?.label ?? 'Results')}</th><th scope="col">Status</th></tr>`
  return `${tableBox(id, caption, far)}<table><caption>${anchor(id)}${esc(caption)}</caption><thead>${head}</thead><tbody>${rows}</tbody></table>${tableBoxEnd}`
}

interface ProjectCard { name: string; link: string; summary: string; figure: string; figureLabel: string }

export function projectsHtml(cards: ProjectCard[], lookup: (id: string) => SuiteData): string {
  const items = cards.map((c) => {
    const f = figure('fig', c.figure, lookup)
    return `<li class="bench-project"><a href="${esc(c.link)}"><span class="bench-project__name">${esc(c.name)}</span><span class="bench-project__figure" title="${esc(f.title)}">${esc(f.text)}</span><span class="bench-project__label">${esc(c.figureLabel)}</span><span class="bench-project__summary">${esc(c.summary)}</span></a></li>`
  }).join('\n')
  return `<ul class="bench-projects">\n${items}\n</ul>\n`
}

/** A suite's thresholds next to the latest run's figures: which floors and ceilings hold. */
export function thresholdsHtml(data: SuiteData, runId: string | undefined, caption: string, id: string, far = false, where?: Where): string {
  const { suite } = data
  const run = selectRun(data, runId)
  // With `where`, only the thresholds of that part of the suite (their own where within it).
  const scoped = (suite.thresholds ?? []).filter((t) => !where || matches({ benchmark: String(t.where?.benchmark ?? where.benchmark ?? ''), params: t.where ?? {} }, where))
  if (where && !scoped.length) throw new ViewError(`no thresholds of "${suite.id}" match ${JSON.stringify(where)}`)
  const rows = scoped.map((t) => {
    const metric = suite.metrics[t.metric]
    if (!metric) throw new ViewError(`threshold names unknown metric "${t.metric}"`)
    const fmt = metric.format ?? {}
    const scope = Object.entries(t.where ?? {}).map(([k, v]) => valueLabel(suite, k, v)).join(', ') || 'All'
    const results = run.results.filter((r) => matches(r, t.where))
    const measured = results.map((r) => measurement(suite, r, t.metric)).filter((m) => m !== undefined)
    const text = measured.map((m) => formatMeasured(m!.value, metric.unit, fmt, m!.qualifier)).join('; ') || '—'
    const ok = measured.length > 0 && measured.every((m) => (t.kind === 'min' ? m!.value >= t.value : m!.value <= t.value))
    const verdict = measured.length ? (ok ? 'meets it' : 'misses it') : 'not measured'
    return `<tr class="verdict-${ok ? 'improved' : 'regressed'}"><th scope="row">${esc(scope)}</th><td>${t.kind === 'min' ? 'Minimum' : 'Maximum'} ${esc(metric.label.toLowerCase())}</td><td class="num">${esc(formatMeasured(t.value, metric.unit, fmt))}</td><td class="num change">${esc(text)} <span class="verdict">${verdict}</span></td></tr>`
  })
  if (suite.tolerance !== undefined && !where) {
    rows.push(`<tr><th scope="row">All</th><td>Regression tolerance</td><td class="num">${esc(formatMeasured(suite.tolerance * 100, '%', { decimals: 0 }))}</td><td class="num">—</td></tr>`)
  }
  const when = run.date ? ` (${esc(run.date.slice(0, 10))})` : ''
  return `${tableBox(id, caption, far)}<table><caption>${anchor(id)}${esc(caption)}</caption><thead><tr><th scope="col">Scope</th><th scope="col">Check</th><th scope="col">Threshold</th><th scope="col">Measured${when}</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>${tableBoxEnd}`
}
