// A pull-request preview is built under a sub-path and must work there entirely: every internal link,
// anchor, asset and head link resolves; the preview banner and noindex are present.
import { expect, test } from '@playwright/test'
import { drawAllCharts } from './helpers'
import { serveSite } from './sites'
import { sweep, tabs } from './sweep'

test.describe.configure({ mode: 'serial' })
test.use({ reducedMotion: 'reduce' })

// Built once per run with BENCH_PREVIEW_PR=42 under PREVIEW_BASE (tests/e2e/sites.ts).
const site = serveSite('subpath')
const BASE = site.base

// The crawl keeps three pages in flight (tests/e2e/sweep.ts), a level of links at a time, each lane in a tab
// that goes from page to page (sweep.ts, tabs): it is the last spec of the run, and one page at a time it ran
// alone at the end for 24 s while the other worker had nothing left.
test('every page, link, anchor and asset resolves under the sub-path', async ({ context, request }) => {
  test.setTimeout(180_000)
  const seen = new Set<string>()
  const broken: string[] = []
  const checked = new Map<string, Promise<number>>()
  const status = (url: string) => {
    if (!checked.has(url))
      checked.set(
        url,
        request.get(site.origin + url).then((r) => r.status()),
      )
    return checked.get(url)!
  }
  const inTab = tabs(context, () => undefined)
  /** Opens `path`, checks every link, anchor and asset on it; returns the pages it links to. */
  const visit = (path: string): Promise<string[]> =>
    inTab(async (page) => {
      const links: string[] = []
      await page.goto(site.origin + path)
      const refs = await page.evaluate(() => [
        ...[...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
        ...[...document.querySelectorAll('link[href]')].map((l) => (l as HTMLLinkElement).href),
        ...[...document.querySelectorAll('script[src], img[src]')].map((s) => (s as HTMLScriptElement).src),
      ])
      for (const ref of refs) {
        const url = new URL(ref, site.origin + path)
        if (url.origin !== site.origin) continue
        if (!url.pathname.startsWith(BASE)) {
          broken.push(`${path} → ${url.pathname} (outside the base)`)
          continue
        }
        const code = await status(url.pathname)
        if (code !== 200) {
          broken.push(`${path} → ${url.pathname} (${code})`)
          continue
        }
        const isPage = !/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.endsWith('.html')
        if (isPage && url.hash) {
          // The anchor must exist on its page.
          const target =
            url.pathname === new URL(site.origin + path).pathname
              ? page
              : await (async () => {
                  const p = await context.newPage()
                  await p.goto(url.href.split('#')[0]!)
                  return p
                })()
          const id = decodeURIComponent(url.hash.slice(1))
          if (!(await target.evaluate((i) => !!document.getElementById(i), id)))
            broken.push(`${path} → ${url.pathname}#${id} (no such anchor)`)
          if (target !== page) await target.close()
        }
        if (isPage) links.push(url.pathname)
      }
      return links
    })
  for (let level = [BASE]; level.length;) {
    for (const path of level) seen.add(path)
    const next = new Set<string>()
    // A page that threw (a failed load) is a problem of its own, listed with the broken links.
    broken.push(
      ...(await sweep(level, 3, async (path) => {
        for (const link of await visit(path)) if (!seen.has(link)) next.add(link)
        return []
      })),
    )
    level = [...next]
  }
  expect(broken).toEqual([])
  expect(seen.size).toBeGreaterThanOrEqual(8)
})

test('charts draw and the preview is marked as such', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.goto(`${site.origin}${BASE}fusion/performance`)
  await expect(page.locator('.PreviewBanner')).toContainText('Preview of pull request #42')
  await expect(page.locator('.PreviewBanner a')).toHaveAttribute(
    'href',
    'https://github.com/example/bench-pages/pull/42',
  )
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('link[rel=icon]')).toHaveAttribute('href', `${BASE}favicon.svg`)
  expect(await drawAllCharts(page)).toBeGreaterThan(5)
  expect(errors).toEqual([])
})
