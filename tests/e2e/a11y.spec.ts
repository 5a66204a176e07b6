// Accessibility of the built site: axe-core (WCAG 2.0–2.2 A/AA and best practices) on every page
// reachable from / with every chart drawn, every rule in the light theme and the colour rules in the dark
// one (on the same page load, the system setting switched); the layout checks of layout-checks.ts at six widths on the light sweep's page load; chart canvases named by their titles, described, and linked to their data tables; and the project
// pages at 200 % zoom (no sideways scrolling of the page, charts still draw, the layout rules of axe, wide
// tables scroll in a box a keyboard can reach).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sidebarGroups, sitePages } from '../../.vitepress/markdown/site-pages'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { axeBuilder, runAxe } from './axe'
import { drawAllCharts, PAGES, watchConsole } from './helpers'
import { checkAllWidths, pagesOf } from './layout-sweep'
import { SLICES, slices, sweep, tabs } from './sweep'

test.use({ reducedMotion: 'reduce' })
// axe on a long page takes several seconds on a busy machine.
test.describe.configure({ timeout: 120_000 })

const DIST = '.vitepress/dist'
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Internal pages reachable from / in the built site: links followed through the HTML files. */
function crawl(): string[] {
  const seen = new Set<string>()
  const queue = ['/']
  const fileOf = (p: string) => join(DIST, p.endsWith('/') ? `${p}index.html` : `${p}.html`)
  while (queue.length) {
    const path = queue.shift()!
    if (seen.has(path) || !existsSync(fileOf(path))) continue
    seen.add(path)
    for (const m of readFileSync(fileOf(path), 'utf8').matchAll(/href="([^"#?]*)/g)) {
      const url = new URL(m[1]!, `http://site${path}`)
      if (url.host !== 'site') continue
      const link = url.pathname.replace(/\.html$/, '').replace(/\/index$/, '/')
      if (!/\.\w+$/.test(link)) queue.push(link)
    }
  }
  return [...seen].sort()
}
const ALL = crawl()

/**
 * Findings not ours to fix from this repository's code, each by rule, page and exact target.
 * Everything else fails.
 */
const KNOWN: Array<{ rule: string; page: RegExp; target: string; why: string }> = [
  {
    rule: 'label-content-name-mismatch',
    page: /.*/,
    target: '.DocSearch',
    // VitePress's VPNavBarSearchButton: aria-label "Search" over the visible "Search" plus the shortcut hint
    // <kbd>Ctrl</kbd><kbd>K</kbd>. The visible label is in the name (WCAG 2.5.3 holds); axe counts the
    // shortcut hint as label text. The markup is the default theme's and CSS cannot change a name.
    why: 'default theme search button: keyboard hint counted as label',
  },
]

interface Violation {
  id: string
  impact?: string | null
  help: string
  helpUrl: string
  nodes: Array<{ target: unknown[]; failureSummary?: string }>
}

const targetText = (t: unknown[]) => t.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' >>> ')

function readable(vs: Violation[]): string {
  return (
    '\n' +
    vs
      .map((v) =>
        [
          `${v.id} [${v.impact ?? 'n/a'}] ${v.help} (${v.helpUrl.replace(/\?.*/, '')})`,
          ...v.nodes.map(
            (n) =>
              `  • ${targetText(n.target)}\n      ${(n.failureSummary ?? '').trim().replace(/\n\s*/g, '\n      ')}`,
          ),
        ].join('\n'),
      )
      .join('\n\n')
  )
}

/**
 * The rules whose outcome depends on colours: the only ones a theme changes (the markup is the same), so the
 * dark theme runs these and the light one every rule. axe costs seconds a page, most of the a11y suite's time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']
/** The rules whose outcome depends on the layout (what lies behind a text, a target's size and spacing, which
 *  boxes scroll): the only ones a narrower window changes, so the 200 % zoom tests run these. */
const LAYOUT_RULES = [...COLOUR_RULES, 'target-size', 'scrollable-region-focusable']

/** Every rule of TAGS, or only `rules`. */
async function axe(page: Page, path: string, rules?: string[]): Promise<Violation[]> {
  const result = await runAxe(page, rules ? { rules } : { tags: TAGS })
  return (result.violations as Violation[])
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter(
        (n) => !KNOWN.some((k) => k.rule === v.id && k.page.test(path) && targetText(n.target) === k.target),
      ),
    }))
    .filter((v) => v.nodes.length > 0)
}

/** axe from the top, as a reader arrives: the sticky nav bar otherwise sits over whatever content the last
 *  scroll left under it (axe then reports that content's targets as crowded by the bar's). */
async function axeFromTop(page: Page, path: string, rules?: string[]): Promise<Violation[]> {
  await page.evaluate(() => window.scrollTo(0, 0))
  return axe(page, path, rules)
}

async function expectNoViolations(page: Page, path: string, rules?: string[]) {
  const violations = await axeFromTop(page, path, rules)
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.length} element(s)`),
    readable(violations),
  ).toEqual([])
}

// axe is set up to report violations only (axe.ts): this shows it still reports them, a known one of the
// default theme's and one made here, so that a sweep finding nothing means the pages have none; that runAxe,
// which puts axe into a document once, finds what AxeBuilder finds, a change made after its first call
// included; and that it puts axe into the next document after a load.
test('axe as set up here reports violations', async ({ page }) => {
  await page.goto('/guide/publishing')
  const listed = (r: { violations: Violation[] }) =>
    r.violations.map((v) => `${v.id} ${v.nodes.map((n) => targetText(n.target))}`)
  const ours = async () => listed(await runAxe(page, { tags: TAGS }))
  const builders = async () => listed(await axeBuilder(page).withTags(TAGS).analyze())
  expect(await ours()).toEqual(['label-content-name-mismatch .DocSearch'])
  expect(await builders()).toEqual(await ours())
  await page.evaluate(() => {
    const p = document.querySelector<HTMLElement>('.vp-doc p')!
    p.style.color = '#ccc'
    p.style.background = '#fff'
  })
  const changed = await ours()
  expect(changed.map((v) => v.split(' ')[0])).toContain('color-contrast')
  expect(await builders()).toEqual(changed)
  await page.goto('/guide/compare')
  expect(await page.evaluate('typeof window.axe')).toBe('undefined')
  expect(await ours()).toEqual(['label-content-name-mismatch .DocSearch'])
})

test('the crawl reaches every project page and every page of the sidebar', () => {
  // The sidebar is built from the pages' front matter (.vitepress/markdown/site-pages.ts).
  const sidebar = sidebarGroups(sitePages('docs')).flatMap((g) => g.items.map((i) => i.link))
  expect(sidebar.length).toBeGreaterThan(5)
  for (const p of [...PAGES, ...sidebar]) expect(ALL, `${p} (is .vitepress/dist built?)`).toContain(p)
  expect(ALL.filter((p) => p.startsWith('/guide/formats/')).length).toBeGreaterThan(5)
})

/** Every page the layout sweep checks: every HTML file of the build (layout-sweep.ts); most are in ALL too. */
const LAID_OUT = new Set(existsSync(DIST) ? pagesOf(DIST) : [])
/** The light sweep's pages: axe on those of ALL, the layout checks on those of LAID_OUT, one load for both. */
const LIGHT = [...new Set([...ALL, ...LAID_OUT])].sort()
const AXE_VIEWPORT = { width: 1350, height: 900 }

/**
 * The dark theme's colour rules on a page already checked in the light one: the system setting turns dark (the
 * default theme follows it until a reader picks one), every drawn chart re-reads its colours, then axe runs the
 * colour rules. The same findings as a fresh load in the dark theme (every pass, incomplete and violation of
 * those rules, with its colours, compared on all pages: MEASUREMENTS.md#ci), without loading and drawing the
 * page a second time.
 */
async function darkViolations(page: Page, path: string): Promise<Violation[]> {
  const light = await axisColours(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect.poll(async () => (await axisColours(page)).filter((c, i) => c === light[i])).toEqual([])
  return axeFromTop(page, path, COLOUR_RULES)
}

// The theme's colours only, checked after the switch: a colour wrong in the dark theme alone is found, one
// wrong in the light theme alone is not (so the light check above it is what finds that).
test('the dark check after the switch finds a dark-only contrast fault, and only in the dark theme', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/guide/publishing')
  await page.addStyleTag({ content: 'html.dark .vp-doc p { color: #3a3a3a !important }' })
  expect((await axeFromTop(page, '/guide/publishing', COLOUR_RULES)).map((v) => v.id)).toEqual([])
  expect((await darkViolations(page, '/guide/publishing')).map((v) => v.id)).toEqual(['color-contrast'])
})

/**
 * The light and dark sweep's check of one page, in a tab a lane reuses (sweep.ts, tabs): what it found wrong.
 * The tab's last page left it dark, at some width, with console lines of its own: reset first.
 */
async function checkPage(page: Page, problems: string[], path: string): Promise<string[]> {
  problems.length = 0
  await page.emulateMedia({ colorScheme: 'light' })
  if (!LAID_OUT.has(path)) await page.setViewportSize(AXE_VIEWPORT)
  const layout = LAID_OUT.has(path) ? await checkAllWidths(page, path) : (await page.goto(path), [])
  if (!ALL.includes(path)) return layout
  await page.setViewportSize(AXE_VIEWPORT)
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  const figures = await drawAllCharts(page)
  // The four chart pages must have drawn some: a page whose charts went missing is found here too.
  if (PAGES.includes(path) && path !== '/') expect(figures, `${path}: charts drawn`).toBeGreaterThan(0)
  if (figures) await expectChartsNamed(page, figures)
  const light = await axeFromTop(page, path)
  const dark = await darkViolations(page, path)
  return [
    ...layout,
    ...(light.length ? [readable(light)] : []),
    ...(dark.length ? [`dark theme:${readable(dark)}`] : []),
    ...problems,
  ]
}

// A lane's tab goes from page to page: what one page has wrong is found on that page, and not on the next one.
test('a sweep lane reports each fault on its own page', async ({ context }) => {
  const [first, second, third, fourth] = ['/guide/publishing', '/guide/compare', '/guide/importing', '/silly/benchmark']
  // The fourth page's chart canvases lose their description as they are drawn.
  await context.addInitScript({
    content: `if (location.pathname === ${JSON.stringify(first)}) console.error('fault on the first page')
      if (location.pathname === ${JSON.stringify(second)}) document.addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: 'html.dark .vp-doc p { color: #3a3a3a !important }' })))
      if (location.pathname === ${JSON.stringify(fourth)}) new MutationObserver(() => document.querySelectorAll('canvas[aria-describedby]').forEach((c) => c.removeAttribute('aria-describedby'))).observe(document, { subtree: true, childList: true, attributes: true })`,
  })
  const inTab = tabs(context, watchConsole)
  const found = await sweep([first, second, third, fourth], 1, (path) =>
    inTab((page, problems) => checkPage(page, problems, path)),
  )
  expect(found.filter((f) => f.startsWith(`${first}: `))).toEqual([`${first}: error: fault on the first page`])
  expect(found.filter((f) => f.startsWith(`${second}: `)).join('\n')).toMatch(/^\S+: dark theme:\ncolor-contrast/)
  expect(found.filter((f) => f.startsWith(`${third}: `))).toEqual([])
  expect(found.filter((f) => f.startsWith(`${fourth}: `)).join('\n')).toMatch(/aria-describedby/)
})

test.describe('light and dark theme', () => {
  test.use({ colorScheme: 'light' })
  // Two pages in flight per worker (tests/e2e/sweep.ts), each lane in a tab of the test's context that goes from
  // page to page (tabs). Each page loads once: the layout checks read it at each width (before any chart is
  // reached for, as a reader finds it), then, back at the window axe always used, every chart is drawn and axe runs every rule; then the
  // system setting turns dark and axe runs the colour rules (darkViolations).
  for (const [i, slice] of slices(LIGHT).entries()) {
    test(`no axe violations in the light theme (every rule) and the dark one (colour rules), no layout defect from 320 to 1920 px, every chart canvas named and described: pages slice ${i + 1}/${SLICES} (${slice.length} pages)`, async ({
      context,
    }) => {
      test.setTimeout(60_000 + slice.length * 55_000)
      const inTab = tabs(context, watchConsole)
      const found = await sweep(slice, 2, (path) => inTab((page, problems) => checkPage(page, problems, path)))
      expect(found).toEqual([])
    })
  }
})

test('switching the theme with its button keeps the page free of violations', async ({ page }) => {
  await page.goto('/fusion/performance')
  await drawAllCharts(page)
  const before = await axisColours(page)
  await page.locator('button.VPSwitchAppearance:visible').first().click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  // Charts re-read their colours on a later frame: wait until every chart has (its axis text changed).
  await expect.poll(async () => (await axisColours(page)).filter((c, i) => c === before[i])).toEqual([])
  await expectNoViolations(page, '/fusion/performance', COLOUR_RULES)
})

/** The colour each drawn chart gives its category axis' text (a theme colour, --vp-c-text-1). */
function axisColours(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('figure.BenchChart canvas')].map((c) => {
      const chart = (
        c as unknown as {
          benchChart?: { options: { scales: Record<string, { ticks?: { color?: unknown } }>; indexAxis?: string } }
        }
      ).benchChart
      return String(chart?.options.scales[chart.options.indexAxis === 'y' ? 'y' : 'x']?.ticks?.color)
    }),
  )
}

/**
 * Every drawn chart's canvas is named by the figure's title, described, and points at its data table (checked in
 * the light sweep, once every chart of a page is drawn: every page with charts). Throws on the first fault.
 */
async function expectChartsNamed(page: Page, figures: number): Promise<void> {
  const charts = await page.evaluate(() =>
    [...document.querySelectorAll('figure.BenchChart')].map((fig) => {
      const canvas = fig.querySelector('canvas')!
      const ref = (attr: string) =>
        (canvas.getAttribute(attr) ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => document.getElementById(id))
      const details = ref('aria-details')
      return {
        id: fig.id,
        title: fig.querySelector('.BenchChart__title')?.textContent?.trim() ?? '',
        labelledBy: ref('aria-labelledby').map((el) => el?.textContent?.trim() ?? null),
        labelIsTitle: ref('aria-labelledby').every(
          (el) => el?.classList.contains('BenchChart__title') && fig.contains(el),
        ),
        describedBy: ref('aria-describedby').map((el) => el?.textContent?.trim() ?? null),
        details: details.map((el) =>
          el
            ? {
                inFigure: fig.contains(el),
                rows: el.querySelectorAll('table tbody tr').length,
                isTable: el.matches('table') || !!el.querySelector('table'),
              }
            : null,
        ),
        // No Tab stop of its own (the chart's one stop is its toolbar): focusable, and reached with Explore.
        focusable: canvas.tabIndex === -1 && !!fig.querySelector('[role="toolbar"] button[aria-describedby]'),
      }
    }),
  )
  expect(charts.length).toBe(figures)
  for (const c of charts) {
    expect(c.title, c.id).not.toBe('')
    expect(c.labelledBy, `${c.id}: aria-labelledby`).toEqual([c.title])
    expect(c.labelIsTitle, `${c.id}: aria-labelledby is the figure's title`).toBe(true)
    expect(c.describedBy.length, `${c.id}: aria-describedby`).toBe(1)
    expect(c.describedBy[0], `${c.id}: aria-describedby`).toMatch(/chart of .+ across /)
    expect(c.details, `${c.id}: aria-details`).toEqual([{ inFigure: true, rows: expect.any(Number), isTable: true }])
    expect(c.details[0]!.rows, `${c.id}: rows of the aria-details table`).toBeGreaterThan(0)
    expect(c.focusable, `${c.id}: canvas takes focus from Explore`).toBe(true)
    // The name a browser computes, not only the attribute.
    await expect(page.locator(`[id="${c.id}"] canvas`)).toHaveAccessibleName(c.title)
  }
}

test.describe('200 % zoom (1350 px window: 675 CSS px)', () => {
  test.use({ viewport: { width: 675, height: 900 }, deviceScaleFactor: 2 })
  for (const path of PAGES) {
    test(`${path}: no sideways scrolling, charts draw, no axe violations`, async ({ page }) => {
      const problems = watchConsole(page)
      await page.goto(path)
      const figures = await drawAllCharts(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(675)
      // Nothing pokes out of the page except inside the boxes that scroll on purpose.
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll('.vp-doc *')]
          .filter((el) => {
            if (el.closest('.bench-table__scroll, .BenchChart__table, div[class*="language-"], .visually-hidden'))
              return false
            const r = el.getBoundingClientRect()
            return r.width > 0 && r.right > document.documentElement.clientWidth + 1
          })
          .map((el) => el.outerHTML.slice(0, 120)),
      )
      expect(outside).toEqual([])
      const canvases = await page.evaluate(() =>
        [...document.querySelectorAll('figure.BenchChart canvas')].map((c) => {
          const r = c.getBoundingClientRect()
          return { width: r.width, height: r.height, fits: r.right <= document.documentElement.clientWidth + 1 }
        }),
      )
      expect(canvases.length).toBe(figures)
      for (const c of canvases) expect(c.width > 100 && c.height > 100 && c.fits, JSON.stringify(c)).toBe(true)
      await expectNoViolations(page, path, LAYOUT_RULES)
      expect(problems).toEqual([])
    })
  }

  // At 675 CSS px every table now fits (empty columns left out, figures on one line); at 390 px (a phone,
  // or 400 % zoom of a 1560 px window) the widest ones scroll inside their box.
  test('a table wider than the page scrolls in its own box, by keyboard too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto('/fusion/performance')
    const boxes = page.locator('.bench-table__scroll')
    const wide = await boxes.evaluateAll((els) =>
      els.map((el, i) => (el.checkVisibility() && el.scrollWidth > el.clientWidth + 1 ? i : -1)).filter((i) => i >= 0),
    )
    expect(wide.length, 'some table is wider than 390 px').toBeGreaterThan(0)
    for (const i of wide) {
      const box = boxes.nth(i)
      await expect(box).toHaveAttribute('tabindex', '0')
      await expect(box).toHaveRole('region')
      await expect(box).toHaveAccessibleName(/\S/)
    }
    const box = boxes.nth(wide[0]!)
    await box.focus()
    await expect(box).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  })
})
