// changes.atom: the site's unacknowledged regressions and improvements (change points in history), newest
// first, as an Atom feed written into the build when a page lists them (```bench-changepoints```). The
// feed holds the same words as that page; its links go to the trend that draws each change, else to the
// page of its suite.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteChanges } from '../components/build-time/change-point-series'
import type { SuiteData } from '../components/views/select'
import { esc } from './markdown/html'
import { visibleText } from '../data/numbers/escape'
import { suitePages, trendLinks } from './markdown/change-points-block'
import { sitePages } from './markdown/site-pages'

/** The page (from the site root) that lists change points, if any does. */
export function changePointsPage(srcDir: string): string | undefined {
  return sitePages(srcDir).find((p) => /^```bench-changepoints\b/m.test(readFileSync(join(srcDir, p.file), 'utf8')))
    ?.link
}

/** The feed's XML; `site` is the site's absolute URL with its base (links stay base-relative without it). */
export function changesFeed(
  suites: Iterable<SuiteData>,
  srcDir: string,
  listPage: string,
  base: string,
  site?: string,
): string {
  const all = [...suites]
  const rows = siteChanges(all)
    .filter((r) => !r.acknowledged)
    .slice(0, 100)
  const pages = suitePages(srcDir)
  const drawnAt = trendLinks(srcDir)
  const url = (link: string) => (site ? new URL(link.slice(1), site).href : `${base}${link.slice(1)}`)
  // The newest change, else the newest run: never the build's clock, so two builds write the same file.
  const newestRun = all
    .flatMap((d) => d.runs.map((r) => r.date ?? ''))
    .sort()
    .at(-1)
  const updated = rows.find((r) => r.date)?.date ?? (newestRun || '1970-01-01T00:00:00Z')
  const iso = (d: string | undefined) =>
    d && /^\d{4}-\d\d-\d\dT/.test(d) ? d : d ? `${d.slice(0, 10)}T00:00:00Z` : updated
  const link = (r: (typeof rows)[number]) => {
    const trend = drawnAt(r)
    return trend ? `${url(trend)}#${r.anchor}` : url(pages.get(r.suite) ?? listPage)
  }
  const entries = rows.map((r) => {
    const title = `${r.kind === 'regression' ? 'Regression' : 'Improvement'}: ${r.result}, ${r.metric} ${r.short} (${r.suiteTitle})`
    const text = `${r.suiteTitle}: ${r.result}, ${r.metric}: ${r.magnitude}, between runs ${r.range}.`
    return `  <entry>
    <id>urn:bench-pages:change:${esc(encodeURIComponent(visibleText(r.id)))}</id>
    <title>${esc(title)}</title>
    <updated>${esc(iso(r.date))}</updated>
    <link rel="alternate" type="text/html" href="${esc(link(r))}"/>
    <summary>${esc(text)}</summary>
  </entry>`
  })
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>urn:bench-pages:changes</id>
  <title>Benchmark pages: regressions and improvements</title>
  <updated>${esc(iso(updated))}</updated>
  <author><name>Benchmark pages</name></author>
  <link rel="alternate" type="text/html" href="${esc(url(listPage))}"/>
${entries.join('\n')}
</feed>
`
}
