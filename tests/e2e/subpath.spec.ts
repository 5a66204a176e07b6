// A pull-request preview is built under a sub-path and must work there entirely: every internal link,
// anchor, asset and head link resolves; the preview banner and noindex are present.
import { expect, test } from '@playwright/test'
import { drawAllCharts } from './helpers'
import { serveSite } from './sites'

test.describe.configure({ mode: 'serial' })
test.use({ reducedMotion: 'reduce' })

// Built once per run with BENCH_PREVIEW_PR=42 under PREVIEW_BASE (tests/e2e/sites.ts).
const site = serveSite('subpath')
const BASE = site.base

test('every page, link, anchor and asset resolves under the sub-path', async ({ page, request }) => {
  test.setTimeout(180_000)
  const seen = new Set<string>()
  const queue = [BASE]
  const broken: string[] = []
  const checked = new Map<string, number>()
  const status = async (url: string) => {
    if (!checked.has(url)) checked.set(url, (await request.get(site.origin + url)).status())
    return checked.get(url)!
  }
  while (queue.length) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    seen.add(path)
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
      if ((await status(url.pathname)) !== 200) {
        broken.push(`${path} → ${url.pathname} (${checked.get(url.pathname)})`)
        continue
      }
      const isPage = !/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.endsWith('.html')
      if (isPage && url.hash) {
        // The anchor must exist on its page.
        const target =
          url.pathname === new URL(site.origin + path).pathname
            ? page
            : await (async () => {
                const p = await page.context().newPage()
                await p.goto(url.href.split('#')[0]!)
                return p
              })()
        const id = decodeURIComponent(url.hash.slice(1))
        if (!(await target.evaluate((i) => !!document.getElementById(i), id)))
          broken.push(`${path} → ${url.pathname}#${id} (no such anchor)`)
        if (target !== page) await target.close()
      }
      if (isPage) queue.push(url.pathname)
    }
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
