// Every page of the site, at 320, 360, 390, 768, 1350 and 1920 px, against the layout defects of
// layout-checks.ts: that sweep runs in a11y.spec.ts's light-theme sweep, on the page load axe uses too
// (layout-sweep.ts). Here: the guard that there is a build to sweep, the checks' own tests, and the same
// sweep on a generated data set (tests/e2e/fixtures-layout: long names, many series, values spanning 10⁶×,
// one-run suites, missing values, failed tests), the home page of the `generated` site (sites.ts).
// Each page loads once and is resized through the widths: what the checks read is the layout at each.
import { existsSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { pageHydrated } from './helpers'
import { layoutProblems } from './layout-checks'
import { checkAllWidths, pagesOf } from './layout-sweep'
import { GENERATED_PAGES, serveSite } from './sites'
import { sweep, tabs } from './sweep'

test.describe('layout of the site', () => {
  test.use({ reducedMotion: 'reduce' })
  // The sweep takes its pages from the build the server serves: without one it has nothing to check,
  // and says so by failing rather than checking only "/".
  const pages = existsSync('.vitepress/dist') ? pagesOf('.vitepress/dist') : []
  if (!pages.length) {
    test('the build to sweep', () => {
      throw new Error(
        'no pages in .vitepress/dist: run `pnpm build` first; the layout sweep checks every page of the build',
      )
    })
  }
  // Which figures break when allowed to depends on the font: the web font is font-display: optional, and a busy
  // machine sometimes loads the page without it (then "71.8 KB" broke and "0.3 s" did not, a CI retry). Both
  // fonts are checked, each on a load of its own.
  for (const font of ['web font', 'fallback font'])
    test(`the checks catch a figure of a Markdown table broken over two lines (guide, 390 px, ${font})`, async ({
      context,
      page,
    }) => {
      if (font === 'fallback font') await context.route(/\.woff2$/, (route) => route.abort())
      await page.setViewportSize({ width: 390, height: 800 })
      await page.goto('/guide/pages')
      expect(await page.locator('td.bench-figure').count()).toBeGreaterThan(4)
      expect(await layoutProblems(page, { tablesFit: false })).toEqual([])
      await page.addStyleTag({ content: '.vp-doc td.bench-figure { white-space: normal !important; }' })
      const found = await layoutProblems(page, { tablesFit: false })
      expect(found.length, found.join('\n')).toBeGreaterThan(0)
      for (const f of found) expect(f).toMatch(/^figure wraps in .* "[\d.,]+ (s|KB)"$/)
    })

  test('the checks catch code broken inside a word, and a phone table scrolling sideways (guide field table)', async ({
    page,
  }) => {
    await page.goto('/guide/formats/generic')
    const found = async () => (await layoutProblems(page, { tablesFit: true })).join('\n')
    expect(await found()).toBe('')
    // As the guides' tables were: code breaking anywhere to fit a narrow column ("environm|ent").
    await page.addStyleTag({ content: '.vp-doc td > code { overflow-wrap: anywhere; }' })
    await page.evaluate(() => {
      const cell = document.querySelector<HTMLElement>('table.bench-md-cards td > code')!.parentElement!
      cell.style.width = '4em'
    })
    expect(await found()).toMatch(/word "\w+" broken in code/)
    // And on a phone, a card wider than the screen: its table scrolls sideways.
    await page.setViewportSize({ width: 390, height: 800 })
    await page.reload()
    expect(await found()).toBe('')
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('table.bench-md-cards td')!.style.minWidth = '600px'
    })
    expect(await found()).toMatch(/hand-written table scrolls sideways by \d+ px on a phone/)
  })

  // The web font is font-display: optional: a slow load keeps the wider fallback for the page's life. The pages
  // with data and hand-written grids of figures, at the phone widths where a table was a few pixels over in it
  // (TopGun's and Ergo's one-row tables by 8 to 23 px, Fusion's speedups by 6 and 10, the guide's size table by 13).
  test('no table a few pixels wider than a phone without the web font (320, 360 and 390 px)', async ({
    context,
    page,
  }) => {
    await context.route(/\.woff2$/, (route) => route.abort())
    const problems: string[] = []
    for (const path of [
      '/topgun/performance',
      '/ergo/benchmarks',
      '/fusion/performance',
      '/silly/benchmark',
      '/guide/pages',
    ])
      for (const p of await checkAllWidths(page, path, [320, 360, 390])) problems.push(`${path}: ${p}`)
    expect(problems).toEqual([])
    expect(await page.evaluate(() => document.fonts.check('13px Inter'))).toBe(false)
  })

  test('the checks catch a data table scrolling sideways by a few pixels on a phone (Fusion, 390 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/fusion/performance')
    expect(await layoutProblems(page, { tablesFit: false })).toEqual([])
    // As TopGun's table was, its first column at least 9.5em: 10 px wider than its box, the last figure cut.
    await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('#remote-services .bench-table__scroll')!
      box.querySelector('table')!.style.minWidth = `${box.clientWidth + 10}px`
    })
    expect((await layoutProblems(page, { tablesFit: false })).join('\n')).toMatch(
      /data table scrolls sideways by (9|10|11) px on a phone: #remote-services/,
    )
  })
})

test.describe('layout of a generated data set', () => {
  test.describe.configure({ mode: 'default', timeout: 90_000 })
  test.use({ reducedMotion: 'reduce' })
  const site = serveSite('generated')

  test('no layout defect on any page of the generated site from 320 to 1920 px', async ({ page }) => {
    const problems: string[] = []
    for (const path of [GENERATED_PAGES.layout])
      for (const p of await checkAllWidths(page, `${site.origin}${path}`)) problems.push(`${path}: ${p}`)
    expect(problems).toEqual([])
  })

  // The web font is font-display: optional: a load that does not get it in time keeps the fallback, wider
  // here (DejaVu Sans), for the page's life. A busy CI machine met that by chance (a percentile cell that
  // could not be seen whole at 320 px); this checks it every time.
  test('no layout defect on the generated home page without the web font, from 320 to 1920 px', async ({
    context,
    page,
  }) => {
    await context.route(/\.woff2$/, (route) => route.abort())
    expect(await checkAllWidths(page, `${site.origin}/`)).toEqual([])
    expect(await page.evaluate(() => document.fonts.check('13px Inter'))).toBe(false)
  })

  test('the checks catch what they are for (a wrapped figure, an empty column, a wide table, a sideways page, a cut label)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1350, height: 800 })
    await page.goto(`${site.origin}/`)
    await page.evaluate(() => {
      const t = document.querySelector<HTMLTableElement>('.BenchTable table')!
      const cell = t.querySelector<HTMLElement>('td.num')!
      cell.textContent = '1.5 ms'
      cell.style.whiteSpace = 'normal'
      cell.style.width = '1px'
      cell.style.display = 'block'
      for (const r of t.rows) r.insertCell().textContent = r.parentElement?.tagName === 'THEAD' ? 'Empty' : '—'
      t.style.minWidth = '3000px'
      const btn = document.querySelector<HTMLElement>('.BenchChart__tool')!
      btn.style.width = '8px'
      btn.style.overflow = 'hidden'
    })
    const found = (await layoutProblems(page, { tablesFit: true })).join('\n')
    expect(found).toMatch(/figure wraps/)
    expect(found).toMatch(/column "Empty" has no value/)
    expect(found).toMatch(/px wide in a \d+ px box/)
    expect(found).toMatch(/page scrolls sideways|table 3000 px/)
    expect(found).toMatch(/control label cut|text clipped/)
  })

  test('the checks catch a Markdown table that scrolls in its own box (VitePress makes it display: block)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1350, height: 800 })
    await page.goto(`${site.origin}/`)
    await pageHydrated(page)
    await page.evaluate(() => {
      const t = document.createElement('table')
      t.innerHTML = `<thead><tr><th>id</th><th>command</th></tr></thead><tbody><tr><td>x</td><td>${'y'.repeat(400)}</td></tr></tbody>`
      document.querySelector('.vp-doc > div')!.append(t)
    })
    const found = (await layoutProblems(page, { tablesFit: true })).join('\n')
    expect(found).toMatch(/table \d+ px wide in a \d+ px box/)
    expect(found).not.toMatch(/page scrolls sideways/)
  })

  test('the checks catch chart controls on a second row, or beside the legend', async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 800 })
    await page.goto(`${site.origin}/`)
    expect(await layoutProblems(page, { tablesFit: false })).toEqual([])
    // The old layout: the controls at the right of the legend where both fitted on a row.
    await page.addStyleTag({
      content:
        '.BenchChart__bar { flex-direction: row !important; justify-content: space-between } .BenchChart__legend { order: -1 }',
    })
    expect((await layoutProblems(page, { tablesFit: false })).join('\n')).toMatch(
      /chart controls not first at the left of their chart[\s\S]*chart legend beside its controls/,
    )
    await page.setViewportSize({ width: 390, height: 800 })
    await page.reload()
    expect(await layoutProblems(page, { tablesFit: false })).toEqual([])
    await page.evaluate(() => {
      const tools = document.querySelector<HTMLElement>('.BenchChart__tools')!
      tools.style.flexWrap = 'wrap'
      tools.style.width = '90px'
    })
    expect((await layoutProblems(page, { tablesFit: false })).join('\n')).toMatch(
      /chart controls take more than one row/,
    )
    // A legend row that scrolls sideways hides keys (the old phone legend showed 3½ of 6).
    await page.evaluate(() => {
      const legend = document.querySelector<HTMLElement>('.BenchChart__legend')!
      Object.assign(legend.style, { flexWrap: 'nowrap', overflowX: 'auto', width: '120px' })
    })
    expect((await layoutProblems(page, { tablesFit: false })).join('\n')).toMatch(/legend keys out of view/)
  })
})

test.describe('layout of the pages generated from real histories', () => {
  // The pages `pnpm import --page` writes for public histories of tests/fixtures-histories (long dotted names,
  // 1 to 134 runs, asv parameters), one page of each distinct shape of the 51 the 27 histories make (13 pages:
  // sites.ts, SWEPT_HISTORIES; the site also holds import.spec.ts's and ingest.spec.ts's pages, swept too), with
  // every layout check at a small phone, two phones and the desktop (the site's own pages get all six widths;
  // four here keep CI's time: three pages in flight).
  test.describe.configure({ mode: 'default', timeout: 300_000 })
  test.use({ reducedMotion: 'reduce' })
  const site = serveSite('histories')

  test('no layout defect on any generated page at 320, 360, 390 and 1350 px', async ({ context }) => {
    const lanes = tabs(context, () => undefined)
    const problems = await sweep(pagesOf(site.out), 3, (path) =>
      lanes((page) => checkAllWidths(page, `${site.origin}${path}`, [320, 360, 390, 1350])),
    )
    expect(problems).toEqual([])
  })
})
