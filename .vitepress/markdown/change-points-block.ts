// ```bench-changepoints```: the site's regressions and improvements found in history (change points,
// components/build-time/change-point-series.ts), newest first, as a plain table: it reads the same without JS and
// to a screen reader. Acknowledged changes stay listed with their reason but are not alerts. The Atom
// feed of the same list (changes.atom, .vitepress/changes-feed.ts) is linked from the table's caption.
import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { ChangePointsView } from '../../data/schema/block-schema'
import { longEnough, RUNS_FOR_CHANGES, siteChanges, trendDraws } from '../../components/build-time/change-point-series'
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

type TrendOf = Parameters<typeof trendDraws>[0]

/** The trend blocks of a page's source (suite, metric, filter): which changed series it draws. */
function pageTrends(file: string): TrendOf[] {
  const fences = readFileSync(file, 'utf8').matchAll(/^```bench-trend[^\n]*\n([\s\S]*?)^```/gm)
  // The page's own build checks each block; one this list cannot read links nowhere.
  return [...fences].flatMap((m) => {
    try {
      const v = parseYaml(m[1]!) as Partial<TrendOf> | null
      return v && typeof v.suite === 'string' && typeof v.metric === 'string' ? [v as TrendOf] : []
    } catch {
      return []
    }
  })
}

/**
 * The page where each change is drawn: the first with a trend of its series (pages that list its suite
 * first), whose trend is a target under the change's anchor (render-context.ts seriesTargets); undefined
 * where no page draws it.
 */
export function trendLinks(srcDir: string): (r: ChangeRow) => string | undefined {
  const pages = sitePages(srcDir).map((p) => ({ ...p, trends: pageTrends(join(srcDir, p.file)) }))
  return (r) => {
    const drawn = pages.filter((p) => p.trends.some((t) => trendDraws(t, r.of)))
    const page = drawn.find((p) => p.suites.includes(r.suite)) ?? drawn[0]
    return page?.link
  }
}

/** What a change's before and after figures are ("geometric means of the runs' medians"). */
const figuresAre = (r: ChangeRow) => /, ([^,]*)\)$/.exec(r.magnitude)?.[1] ?? ''

/** The result's name, a link to the trend that draws its change where there is one. */
const resultLink = (r: ChangeRow, to: string | undefined) =>
  to ? `<a href="${esc(to)}">${esc(r.result)}</a>` : esc(r.result)

function row(
  r: ChangeRow,
  href: (link: string) => string,
  pages: Map<string, string>,
  onPage: (anchor: string) => boolean,
  oneSuite: boolean,
  saidBelow: boolean,
  drawnAt: string | undefined,
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
  return `<tr data-kind="${kind}"><td>${esc(r.date?.slice(0, 10) ?? '–')}</td>${suite}<td>${resultLink(r, onPage(r.anchor) ? `#${r.anchor}` : drawnAt && `${href(drawnAt)}#${r.anchor}`)}<span class="bench-cp__metric">${esc(r.metric)}</span></td><td><span class="bench-cp__change">${esc(r.short)}</span> <span class="bench-cp__detail">${esc(detail)}</span></td>${runsCell(r)}<td>${what}</td></tr>`
}

/**
 * The runs a change lies between, briefly: "12 → 13 of 20", the commit and times one tap away ("Which runs",
 * a disclosure a touch opens, where a title never shows). Whole, the cell wrapped to five lines at 1350 px.
 */
function runsCell(r: ChangeRow): string {
  const { numbers, by } = r.runs
  if (!numbers) return `<td>${esc(by)}</td>`
  return `<td><span class="bench-cp__runs">${esc(numbers)}</span><details class="bench-cp__which"><summary>Which runs</summary><span>${esc(by)}</span></details></td>`
}

/**
 * Which suites the counts are of. A suite with fewer runs than a change point needs has none, whatever its
 * page's "since the previous run" table says (ActualLab.Fusion's four "improved" rows beside "0 improvements"
 * here): said, so the two do not read as disagreeing.
 */
function searchedText(listed: SuiteData[], oneSuite: boolean): string {
  const long = listed.filter(longEnough).length
  const few = `fewer than ${RUNS_FOR_CHANGES} runs, too few to tell a lasting change from one odd run`
  if (oneSuite) return long ? 'this suite' : `this suite, which has ${few}`
  if (long === listed.length) return listed.length === 1 ? 'one suite' : 'the suites'
  const searched = long === 1 ? 'the one suite' : `the ${long} suites`
  const other = listed.length - long === 1 ? 'the other has' : `the other ${listed.length - long} have`
  return `${searched} with ${RUNS_FOR_CHANGES} runs or more (${other} ${few}; their pages compare the latest run with the one before, and find their own improvements and regressions)`
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
  const summary = `${count('regression')} regression${count('regression') === 1 ? '' : 's'} and ${count('improvement')} improvement${count('improvement') === 1 ? '' : 's'} found in the history of ${searchedText(listed, oneSuite)}${all.length > open.length ? `; ${all.length - open.length} acknowledged` : ''}.`
  const caption = view?.caption ?? 'Change points, newest first'
  const pages = suitePages(srcDir)
  const drawnAt = trendLinks(srcDir)
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
${rows.map((r) => row(r, href, pages, (a) => view?.link === 'trend' && hasAnchor(a), oneSuite, !!below, drawnAt(r))).join('\n')}
</tbody></table>
${figures}${more}`
}
