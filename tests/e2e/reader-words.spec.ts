// What a reader sees names no internals: no suite id, run id or data file name in the prose, tables, chart
// controls or captions of any page (code samples excepted: a maintainer's command is code), and none of the
// builder's phrasings ("Not measured: …", "No figures for …", "… have no figures of this kind", "environment block").
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { PAGES } from './helpers'

const DATA = join(process.cwd(), 'data')
const suites = readdirSync(DATA, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(DATA, d.name, 'suite.json')))
  .map((d) => d.name)
const runIds = suites.flatMap((s) => readdirSync(join(DATA, s, 'runs')).map((f) => f.replace(/\.json$/, '')))
// A run id that is a date or a plain word ("2026-04-18", "published") is also ordinary text: those are
// caught only where the text calls it a run ("run published").
const plain = (id: string) => /^\d{4}-\d{2}-\d{2}$/.test(id) || /^[a-z]+$/.test(id)
const escRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const PHRASES = [
  /Not measured: /,
  /No figures for /i,
  /environment block/i,
  /no results of suite/i,
  /has no data for this block/i,
  /front matter/i,
  /no figures of this kind/i,
  /so (?:they have no columns|it has no column) here/i,
]

// The four pages, and the worked example (a history of twenty runs named by their times).
for (const path of [...PAGES, '/examples/go-history']) {
  test(`${path}: the text a reader sees names no suite, run id, data file or builder phrase`, async ({ page }) => {
    await page.goto(path)
    // Visible text, and the accessible names of controls, outside code (<code>, <pre>) and hidden elements.
    const texts = await page.locator('.VPDoc').evaluate((root) => {
      const out: string[] = []
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement
        if (!el || el.closest('code, pre, script, style, .visually-hidden')) continue
        const text = (n.textContent ?? '').trim()
        if (text && el.getClientRects().length) out.push(text)
      }
      for (const el of root.querySelectorAll('[aria-label], [title]'))
        out.push(`${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`.trim())
      return out
    })
    const problems: string[] = []
    for (const t of texts) {
      for (const id of [...suites, ...runIds.filter((r) => !plain(r))])
        if (new RegExp(`(^|[^\\w.-])${escRe(id)}($|[^\\w.-])`).test(t)) problems.push(`"${id}" in "${t.slice(0, 120)}"`)
      for (const id of runIds)
        if (new RegExp(`\\brun "?${escRe(id)}\\b`).test(t)) problems.push(`run id "${id}" in "${t.slice(0, 120)}"`)
      for (const p of PHRASES) if (p.test(t)) problems.push(`${p} in "${t.slice(0, 120)}"`)
      if (/\b[\w-]+\.json\b/.test(t) && !/baseline\.json/.test(t))
        problems.push(`a data file name in "${t.slice(0, 120)}"`)
    }
    expect(problems).toEqual([])
  })
}

test('home: the list of pages follows the sidebar and the project cards, one line per set of results', async ({
  page,
}) => {
  await page.goto('/')
  const sidebar = await page
    .locator('.VPSidebar a.VPLink')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  const listed = await page
    .locator('ul.bench-pages > li > a')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\.html$/, '')))
  const cards = await page
    .locator('.bench-project a')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\.html$/, '')))
  expect(listed).toEqual(sidebar.filter((p) => listed.includes(p)))
  expect(listed).toEqual(cards)
  // TopGun: both runs its page's run menu offers, the withdrawn one said so.
  await expect(
    page.locator('ul.bench-pages > li', { hasText: 'TopGun' }).locator('.bench-pages__suites > li'),
  ).toHaveText(/\(2 runs, 1 of them withdrawn, latest 2026-04-18\)/)
  await expect(
    page.locator('ul.bench-pages > li', { hasText: 'ActualLab.Fusion' }).locator('.bench-pages__suites > li'),
  ).toHaveCount(5)
})
