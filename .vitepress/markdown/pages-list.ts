// ```bench-pages```: every page that names suites in its front matter, with those suites' run count and
// latest run, then the suites no page shows yet. The home page uses it, so a new page (or a new suite)
// is listed there without editing anything but its own front matter.
import { posix } from 'node:path'
import type { PagesView } from '../../data/schema/block-schema'
import { currentRuns } from '../../data/schema/model'
import type { SuiteData } from '../../components/views/select'
import { bySidebarOrder, sitePages, type SitePage } from './site-pages'
import { esc } from './html'

/** A suite with its runs as its page offers them: current ones, and withdrawn ones kept for history. The
 *  suite's id is for maintainers, so it shows only where they act on it (suites with no page yet). A suite
 *  titled as its page (a starter page takes its suite's title) is not named again under the page's link. */
function suiteLine(id: string, data: SuiteData | undefined, page: string, showId = false, pageTitle = ''): string {
  if (!data) throw new Error(`${page}: front matter "suites" names unknown suite "${id}"`)
  const runs = currentRuns(data.runs)
  const withdrawn = data.runs.length - runs.length
  const latest = runs.at(-1)
  // Every run the page's run menu offers, withdrawn ones included (said so), so the two counts agree.
  const all = data.runs.length
  const count = `${all} run${all === 1 ? '' : 's'}${withdrawn ? `, ${withdrawn} of them withdrawn` : ''}`
  const when = latest?.date ? `, latest <span class="bench-pages__date">${esc(latest.date.slice(0, 10))}</span>` : ''
  const failed = latest?.failures?.length ? `, ${latest.failures.length} failed in the latest run` : ''
  const facts = `${showId ? `${esc(id)}: ` : ''}${esc(count)}${when}${esc(failed)}`
  if (sameTitle(data.suite.title, pageTitle))
    return `<span class="bench-pages__suite"><span class="bench-pages__meta">${facts}</span></span>`
  return `<span class="bench-pages__suite">${esc(data.suite.title)} <span class="bench-pages__meta">(${facts})</span></span>`
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function pagesListHtml(srcDir: string, here: string, suites: Map<string, SuiteData>, spec: PagesView): string {
  // In the sidebar's order (the order of the project cards above), not by file name.
  const all = sitePages(srcDir)
  const pages = bySidebarOrder(all.filter((p) => p.suites.length > 0))
  const from = posix.dirname('/' + here.replace(/\\/g, '/'))
  const href = (p: SitePage) => posix.relative(from, p.link) + (p.link.endsWith('/') ? '/' : '') || '.'
  // A new site: what fills the list, and where the guide says how (never an empty list).
  if (!pages.length && !suites.size) {
    const guide = all.find((p) => p.link === '/guide/publishing')
    const how = guide ? ` (<a href="${esc(href(guide))}">${esc(guide.title)}</a> says how)` : ''
    return `<p class="bench-pages__empty">No results yet. Each suite you publish with <code>pnpm ingest</code> is listed here with its page${how}.</p>\n`
  }
  // Each page, what it measures, then one line per set of results it shows (a list, not one run-on line).
  const items = pages.map(
    (p) =>
      `<li><a href="${esc(href(p))}">${esc(p.title)}</a>${p.description ? ` <span class="bench-pages__desc">${esc(p.description)}</span>` : ''}<ul class="bench-pages__suites">${p.suites.map((id) => `<li>${suiteLine(id, suites.get(id), p.file, false, p.title)}</li>`).join('')}</ul></li>`,
  )
  const shown = new Set(pages.flatMap((p) => p.suites))
  const unlisted = [...suites.keys()].filter((id) => !shown.has(id))
  let html = `<ul class="bench-pages" aria-label="${esc(spec?.caption ?? 'Benchmark pages and the results they show')}">\n${items.join('\n')}\n</ul>\n`
  if (unlisted.length && spec?.unlisted !== false) {
    html += `<p class="bench-pages__unlisted">Suites with no page yet: ${unlisted.map((id) => suiteLine(id, suites.get(id), here, true)).join('; ')}. Write one with <code>pnpm ingest --suite &lt;id&gt; --page docs/&lt;path&gt;.md</code>.</p>\n`
  }
  return html
}
