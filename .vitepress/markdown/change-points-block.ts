// ```bench-changepoints```: the site's regressions and improvements found in history (change points,
// components/build-time/change-point-series.ts), newest first, as a plain table: it reads the same without JS and
// to a screen reader. Acknowledged changes stay listed with their reason but are not alerts. The Atom
// feed of the same list (changes.atom, .vitepress/changes-feed.ts) is linked from the table's caption.
import { posix } from 'node:path'
import type { ChangePointsView } from '../../data/schema/block-schema'
import { siteChanges } from '../../components/build-time/change-point-series'
import type { ChangeRow } from '../../components/build-time/change-point-series'
import type { SuiteData } from '../../components/views/select'
import { ViewError } from '../../components/views/select'
import { esc } from './html'
import { sitePages } from './site-pages'

/** The feed's path from the site root. */
export const FEED_PATH = 'changes.atom'
/** Marks a page that lists change points: its head gets the feed's <link rel="alternate"> (config.ts). */
export const FEED_MARK = 'data-bench-feed'

/** The suites a view lists, checked. */
export function viewSuites(suites: Map<string, SuiteData>, view: ChangePointsView): SuiteData[] {
  const ids = view?.suite === undefined ? [...suites.keys()] : [view.suite].flat()
  return ids.map((id) => {
    const s = suites.get(id)
    if (!s) throw new ViewError(`unknown suite "${id}" (suites: ${[...suites.keys()].join(', ')})`)
    return s
  })
}

/** The first page that shows each suite (front matter `suites`), as a link from the site root. */
export function suitePages(srcDir: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const p of sitePages(srcDir)) for (const id of p.suites) if (!out.has(id)) out.set(id, p.link)
  return out
}

/** What a change's before and after figures are ("geometric means of the runs' medians"). */
const figuresAre = (r: ChangeRow) => /, ([^,]*)\)$/.exec(r.magnitude)?.[1] ?? ''

function row(
  r: ChangeRow,
  href: (link: string) => string,
  pages: Map<string, string>,
  onPage: (anchor: string) => boolean,
  oneSuite: boolean,
  saidBelow: boolean,
): string {
  const page = pages.get(r.suite)
  const link = page ? `<a href="${esc(href(page))}">${esc(r.suiteTitle)}</a>` : esc(r.suiteTitle)
  // A list of one suite's changes (on that suite's page) needs no column naming it.
  const suite = oneSuite ? '' : `<td>${link}</td>`
  const what = r.acknowledged
    ? `Acknowledged ${r.kind}: ${esc(r.acknowledged)}`
    : r.kind === 'regression'
      ? 'Regression'
      : 'Improvement'
  const kind = r.acknowledged ? 'acknowledged' : r.kind
  const detail = saidBelow
    ? `(${r.magnitude.slice(r.short.length).trim().slice(1).split(', ')[0]})`
    : r.magnitude.slice(r.short.length).trim()
  return `<tr data-kind="${kind}"><td>${esc(r.date?.slice(0, 10) ?? '–')}</td>${suite}<td>${onPage(r.anchor) ? `<a href="#${esc(r.anchor)}">${esc(r.result)}</a>` : esc(r.result)}<span class="bench-cp__metric">${esc(r.metric)}</span></td><td><span class="bench-cp__change">${esc(r.short)}</span> <span class="bench-cp__detail">${esc(detail)}</span></td><td>${esc(r.range)}</td><td>${what}</td></tr>`
}

export function changePointsHtml(
  suites: Map<string, SuiteData>,
  view: ChangePointsView,
  here: string,
  srcDir: string,
  id: string,
  /** With `link: trend`: whether this page has the trend a row would link to. */
  hasAnchor: (anchor: string) => boolean = () => false,
): string {
  const listed = viewSuites(suites, view)
  const oneSuite = listed.length === 1 && view?.suite !== undefined
  const all = siteChanges(listed, view?.show)
  const limit = view?.limit ?? 200
  const rows = all.slice(0, limit)
  const from = posix.dirname('/' + here.replace(/\\/g, '/'))
  const href = (link: string) => posix.relative(from, link) + (link.endsWith('/') ? '/' : '') || '.'
  const feed = posix.relative(from, '/' + FEED_PATH)
  const open = all.filter((r) => !r.acknowledged)
  const count = (k: string) => open.filter((r) => r.kind === k).length
  const summary = `${count('regression')} regression${count('regression') === 1 ? '' : 's'} and ${count('improvement')} improvement${count('improvement') === 1 ? '' : 's'} found in the history of ${oneSuite ? 'this suite' : listed.length === 1 ? 'one suite' : 'the suites'}${all.length > open.length ? `; ${all.length - open.length} acknowledged` : ''}.`
  const caption = view?.caption ?? 'Change points, newest first'
  const feedLink = `<a href="${esc(feed)}" type="application/atom+xml">Atom feed</a>`
  if (!rows.length)
    return `<p class="bench-cp" id="${esc(id)}" ${FEED_MARK}>No change points in the history of ${view?.suite ? 'these suites' : 'any suite'} yet. ${feedLink}</p>\n`
  const more =
    all.length > rows.length
      ? `<p class="bench-note">${all.length - rows.length} older change points are left out (limit: ${limit}).</p>\n`
      : ''
  // What the figures are, said once under the table when every row's are the same kind (each row said it).
  const kinds = new Set(rows.map(figuresAre))
  const below = kinds.size === 1 && [...kinds][0] ? [...kinds][0]! : ''
  const figures = below
    ? `<p class="bench-note">Each change's figures are the ${esc(below)} on either side of it: the level before and after, over every run of the history, so they differ from a comparison of two runs (a page's “since the previous run” table), which weighs one run against the one before it and finds its own improvements and regressions.</p>\n`
    : ''
  return `<p class="bench-cp__summary" ${FEED_MARK}>${esc(summary)} ${feedLink}</p>
<table class="bench-cp${oneSuite ? ' bench-cp--one' : ''}" id="${esc(id)}"><caption>${esc(caption)}</caption><thead><tr><th scope="col">Date</th>${oneSuite ? '' : '<th scope="col">Suite</th>'}<th scope="col">Result</th><th scope="col">Change</th><th scope="col">Runs</th><th scope="col">Status</th></tr></thead><tbody>
${rows.map((r) => row(r, href, suitePages(srcDir), (a) => view?.link === 'trend' && hasAnchor(a), oneSuite, !!below)).join('\n')}
</tbody></table>
${figures}${more}`
}
