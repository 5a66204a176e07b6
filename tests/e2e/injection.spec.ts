// Data is text, never markup: a site built from tests/e2e/fixtures-hostile (benchmark names, parameter
// values and labels, metric labels, environment strings, notes, run labels and versions that look like
// HTML, Vue templates, Markdown, script URLs, CSV formulas and table pipes) shows every one of those
// strings literally — in tables, figures, charts (legend, title, data table, tooltip, live
// announcements, Chart.js labels), downloads, the run switcher and search — and runs none of them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { barCenter, chartStates, drawAllCharts, watchConsole } from './helpers'
import { serveSite } from './sites'

const FIXTURE = 'tests/e2e/fixtures-hostile'

// ── What the fixture holds (read from its files, so the expectations follow the data) ──
type Json = any
const read = (p: string): Json => JSON.parse(readFileSync(join(FIXTURE, 'data/hostile', p), 'utf8'))
const suite = read('suite.json')
const latest = read('runs/2026-03-01-latest.json')
const prev = read('runs/2026-02-01-prev.json')
const retired = read('runs/old-retired.json')
const opsNames = (run: Json): string[] => [
  ...new Set<string>(run.results.filter((r: Json) => r.values.ops).map((r: Json) => r.benchmark)),
]
const NAMES = opsNames(latest)
const IMPL: string[] = suite.parameters.impl.values.map((v: string) => suite.parameters.impl.valueLabels[v])
const ENV = latest.environment
const OPS = suite.metrics.ops

/** What the fixture's scripts say: no script element on the page may contain it. */
const FORBIDDEN_JS = /alert\(1\)|__pwned/

test.describe('hostile data', () => {
  // One worker runs these in turn, over the fixture site built once per run (tests/e2e/sites.ts).
  test.describe.configure({ mode: 'default', timeout: 90_000 })
  test.use({ reducedMotion: 'reduce' })
  const site = serveSite('hostile')

  /** Opens the page with traps for anything that runs: dialogs, requests for `x` or script URLs, console errors. */
  async function open(page: Page) {
    const trapped: string[] = []
    page.on('dialog', (d) => {
      trapped.push(`dialog ${d.type()}: ${d.message()}`)
      void d.dismiss()
    })
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname.endsWith('/x') || url.protocol === 'javascript:') trapped.push(`request ${r.url()}`)
    })
    const problems = watchConsole(page)
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`)
    })
    await page.goto(`${site.origin}/`)
    await expect(page.locator('h1')).toHaveText('Hostile data')
    return { trapped, problems }
  }

  /** Nothing from data became an element, an attribute handler, a link or a script; no payload ran. */
  async function expectInert(page: Page) {
    expect(await page.evaluate(inertProblems, { forbidden: FORBIDDEN_JS.source })).toEqual([])
  }

  const table = (page: Page, caption: string | RegExp) =>
    page.locator('.bench-table').filter({ has: page.locator('caption', { hasText: caption }) })
  const cells = (l: Locator, sel: string) => l.locator(sel).evaluateAll((els) => els.map((e) => e.textContent ?? ''))

  test('the hostile page renders every block', async ({ page }) => {
    await open(page)
    // changes: one table per metric with a change, one line per metric without (the rows either folds are
    // in a closed <details> under it, not counted); here ops changed and latency did not
    await expect(page.locator('.bench-table:not(details .bench-table)')).toHaveCount(5)
    await expect(page.locator('.bench-changes__quiet')).toHaveCount(1)
    await expect(page.locator('figure.BenchChart')).toHaveCount(4)
    await expect(page.locator('.bench-fig')).toHaveCount(3)
  })

  test('raw HTML from the server has every data string escaped', async ({ page, request }) => {
    const html = await (await request.get(`${site.origin}/`)).text()
    // Every "<" from data arrives as &lt;: no tag from data in the markup...
    // (The charts' own drawings, chart-svg.ts, are the only SVG: an <svg> of theirs, one placing a mark, or one
    // spanning a line's points, scaled to the plot: a line drawn as one path.)
    const bad = [
      /<img\b/gi,
      /<svg\b(?! class="BenchChart__svg-(?:any|desktop|phone|narrow)" role="img"| x="[^"]*"(?: y="[^"]*"| width="[^"]*"(?: viewBox="[\d. ]*" preserveAspectRatio="none")?)?>)/gi,
      /<script>\s*(alert\(1\)|window\.__pwned)/gi,
      /<\/?[bi]>/gi,
      /<strong>bold/gi,
    ]
    const hits = bad.flatMap((re) =>
      [...html.matchAll(re)].map((m) => `${re}: …${html.slice(Math.max(0, m.index - 60), m.index + 60)}…`),
    )
    expect(hits).toEqual([])
    // ...and, parsed as a browser parses it (without running it), no handler, script URL or script either.
    await page.goto('about:blank')
    expect(await page.evaluate(inertProblems, { forbidden: FORBIDDEN_JS.source, html })).toEqual([])
    // ...and appears in it, escaped (the table renders at build time).
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  test('without JavaScript, tables and chart data show the strings as text', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const trapped: string[] = []
    page.on('dialog', (d) => {
      trapped.push(d.message())
      void d.dismiss()
    })
    await page.goto(`${site.origin}/`)
    expect((await cells(table(page, 'Ops table'), 'tbody th')).sort()).toEqual([...NAMES, 'plain'].sort())
    const chart = page.locator('#hostile-ops .BenchChart__table')
    expect(await cells(chart, 'thead th')).toEqual(['Benchmark', ...IMPL, `Speedup of ${IMPL[0]}`])
    expect(await cells(chart, 'tbody th')).toEqual(NAMES)
    await expectInert(page)
    expect(trapped).toEqual([])
    await context.close()
  })

  test('tables, figures, environment, changes, runs and thresholds show the strings as text', async ({ page }) => {
    const { trapped, problems } = await open(page)
    // Figures in prose.
    await expect(page.locator('#fig-label .bench-fig')).toHaveText(latest.label)
    await expect(page.locator('#fig-version .bench-fig')).toHaveText(latest.version)
    await expect(page.locator('#fig-value .bench-fig')).toHaveText(/^2(\.0+)?\s?ms$/)

    const ops = table(page, 'Ops table')
    expect(await cells(ops, 'thead th')).toEqual(['Benchmark', ...IMPL])
    expect((await cells(ops, 'tbody th')).sort()).toEqual([...NAMES, 'plain'].sort())
    await expect(ops.locator('.bench-table__note')).toHaveText(
      `Run 2 of 2 (${latest.label}) · measured 2026-03-01 · version ${latest.version} · commit 1234567`,
    )

    const env = table(page, 'Test environment')
    const rows = await env
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')))
    expect(rows).toEqual([
      ['Machine', ENV.machine],
      ['CPU', ENV.cpu],
      ['Cores', '8 cores'],
      ['RAM', ENV.ram],
      ['OS', ENV.os],
      ['Kernel', ENV.kernel],
      ['Architecture', ENV.arch],
      ...Object.entries(ENV.runtimes),
      ['Tool', ENV.tool],
      ['Command', ENV.command],
      ...Object.entries(ENV.extra),
      ['Commit', '1234567'], // the run's commit, which the environment block names since runs record it
    ])
    await expect(env.locator('.bench-table__note')).toHaveText(ENV.notes.join(' '))

    // Changes: a table for the metric that changed (the metric in the caption), parameters in columns of
    // their own; the metric without a change is one line, its caption as text.
    const changes = page
      .locator('.bench-table:not(details .bench-table)')
      .filter({ has: page.locator('caption', { hasText: `Changes in ${suite.title}` }) })
    await expect(changes).toHaveCount(1)
    await expect(page.locator('.bench-changes__quiet strong')).toContainText(`Changes in ${suite.title}: Latency`)
    const opsChanges = changes.filter({ has: page.locator('caption', { hasText: OPS.label }) })
    const head = await cells(opsChanges, 'thead th')
    // Each run by its name on the page (number and label), as the run menu and captions give it.
    expect([head[0], ...head.slice(-3)]).toEqual([
      'Benchmark',
      `Run 1 of 2 (${prev.label})`,
      `Run 2 of 2 (${latest.label})`,
      'Change',
    ])
    expect(head[1]).toMatch(/^Impl /)
    const changed = await cells(opsChanges, 'tbody th, tbody td')
    for (const name of NAMES.slice(0, 6)) expect(changed).toContain(name)
    for (const impl of IMPL) expect(changed).toContain(impl)
    await expect(page.locator('.bench-env-changed')).toContainText(`OS: ${prev.environment.os} → ${ENV.os}`)
    await expect(page.locator('.vp-doc p', { hasText: 'New in ' })).toHaveText(
      `New in Run 2 of 2 (${latest.label}): ${IMPL.map((i) => `${NAMES[6]} · ${i}`).join(', ')}.`,
    )
    const removed = prev.results.find((r: Json) => r.benchmark.startsWith('removed')).benchmark
    await expect(page.locator('.vp-doc p', { hasText: 'Not measured in ' })).toHaveText(
      `Not measured in Run 2 of 2 (${latest.label}): ${IMPL.map((i) => `${removed} · ${i}`).join(', ')}.`,
    )

    const runs = table(page, `Runs of ${suite.title}`)
    expect(await cells(runs, 'thead th')).toEqual(['Run', 'Version', OPS.label, 'Status'])
    expect(await cells(runs, 'tbody th')).toEqual(['2026-03-01', '2026-02-01', retired.label])
    // A retired run's reason is a full-width row under it.
    expect(await cells(runs, 'tbody td:nth-of-type(1)')).toEqual([
      latest.version,
      prev.version,
      '—',
      retired.statusNote,
    ])
    await expect(runs.locator('tr.retired td').last()).toHaveText(retired.statusNote)

    const thresholds = table(page, 'Thresholds')
    expect(await cells(thresholds, 'tbody th')).toEqual([IMPL[0], 'All'])
    await expect(thresholds.locator('tbody tr').first().locator('td').first()).toHaveText(
      `Minimum ${OPS.label.toLowerCase()}`,
    )

    // Region names of the scrolling table boxes are the captions, verbatim.
    await expect(runs.locator('.bench-table__scroll')).toHaveAttribute('aria-label', `Runs of ${suite.title}`)
    await expectInert(page)
    expect(trapped).toEqual([])
    expect(problems).toEqual([])
  })

  test('charts show the strings as text: Chart.js labels, legend, titles, data tables, tooltips, announcements', async ({
    page,
  }) => {
    const { trapped, problems } = await open(page)
    await drawAllCharts(page)
    const states = new Map((await chartStates(page)).map((s) => [s.id, s]))
    expect(states.get('hostile-ops')!.labels).toEqual(NAMES)
    expect(states.get('hostile-ops')!.datasets.map((d) => d.label)).toEqual(IMPL)
    expect(states.get('hostile-ops-by-impl')!.labels).toEqual(IMPL)
    expect(states.get('hostile-ops-by-impl')!.datasets.map((d) => d.label)).toEqual(NAMES)
    expect(states.get('hostile-latency')!.datasets.map((d) => d.label)).toEqual(IMPL)
    const trendSeries = [...new Set([...opsNames(prev), ...NAMES])]
    expect(
      states
        .get('hostile-trend')!
        .datasets.map((d) => d.label)
        .sort(),
    ).toEqual(trendSeries.sort())

    // Around the canvas: title (the default one is built from the suite's title), legend, data table.
    await expect(page.locator('#hostile-ops-by-impl .BenchChart__title')).toHaveText(`${OPS.label} — ${suite.title}`)
    // The run line is said once a page (under the Ops table above, as text); the chart's menu names the run by
    // its number, as the page names it everywhere (run-when.ts runDisplayName), not by a date.
    await expect(page.locator('#hostile-ops .BenchChart__caption')).toHaveCount(0)
    await expect(page.locator('#hostile-ops .BenchChart__run-text')).toHaveText('Run 2 of 2')
    expect(await cells(page.locator('#hostile-ops-by-impl .BenchChart__legend'), 'button')).toEqual(NAMES)
    await expect(page.locator('#hostile-ops .BenchChart__legend')).toHaveAttribute(
      'aria-label',
      `Show or hide ${suite.parameters.impl.label}`,
    )
    expect(await cells(page.locator('#hostile-ops-by-impl .BenchChart__table'), 'thead th')).toEqual([
      suite.parameters.impl.label,
      ...NAMES,
    ])
    expect(await cells(page.locator('#hostile-ops-by-impl .BenchChart__table'), 'tbody th')).toEqual(IMPL)
    await expect(page.locator('#hostile-ops-by-impl canvas')).toHaveAccessibleName(`${OPS.label} — ${suite.title}`)
    await expect(page.locator('#hostile-ops-by-impl [id$="-desc"]')).toContainText(
      `across ${IMPL.join(', ')} for ${NAMES.join(', ')}.`,
    )

    // Keyboard reading: the live region and the tooltip say the hostile labels as they are.
    const canvas = page.locator('#hostile-ops canvas')
    await canvas.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('#hostile-ops [aria-live]')).toHaveText(
      new RegExp(`^${escapeRe(`${NAMES[0]}, ${IMPL[0]}, `)}\\S`),
    )
    const tooltip = page.locator('#hostile-ops .BenchChartCanvas__tooltip')
    await expect(tooltip).toBeVisible()
    const shown = await tooltipText(tooltip)
    expect(shown.title).toBe(NAMES[0])
    expect(shown.lines[0]).toMatch(new RegExp(`^${escapeRe(`${IMPL[0]}: `)}\\S`))
    expect(shown.lines.map((l) => l.slice(0, l.lastIndexOf(': ')))).toEqual(IMPL)
    expect(shown.focused).toEqual([shown.lines[0]])
    expect(shown.footer.join(' ')).toContain(`${IMPL[0]}: `)
    // Only the tooltip's own elements: nothing from data became one.
    expect(shown.elements.filter((e) => !TOOLTIP_PARTS.test(e))).toEqual([])
    await expectInert(page)
    await page.keyboard.press('End')
    await expect(page.locator('#hostile-ops [aria-live]')).toContainText(`${NAMES.at(-1)}, ${IMPL.at(-1)}, `)
    await expect.poll(async () => (await tooltipText(tooltip)).title).toBe(NAMES.at(-1))

    // The mouse over a bar of the horizontal chart.
    const fig = page.locator('#hostile-ops-by-impl')
    await fig.scrollIntoViewIfNeeded()
    const point = await barCenter(fig, 0, 1)
    await page.mouse.move(point.x, point.y)
    const hovered = fig.locator('.BenchChartCanvas__tooltip')
    await expect(hovered).toBeVisible()
    const seen = await tooltipText(hovered)
    expect(seen.title).toBe(IMPL[1])
    expect(seen.lines[0]).toMatch(new RegExp(`^${escapeRe(`${NAMES[0]}: `)}\\S`))
    expect(seen.lines.map((l) => l.slice(0, l.lastIndexOf(': ')))).toEqual(NAMES)
    expect(seen.elements.filter((e) => !TOOLTIP_PARTS.test(e))).toEqual([])
    await expectInert(page)

    // Legend toggle, table toggle, trend by version: labels stay verbatim.
    await page.locator('#hostile-ops .BenchChart__key', { hasText: IMPL[1]! }).click()
    await page.locator('#hostile-ops').getByRole('button', { name: 'Table' }).click()
    await expect(page.locator('#hostile-ops .BenchChart__table')).toBeVisible()
    const trend = page.locator('#hostile-trend')
    await trend.getByLabel('By version').check()
    await expect
      .poll(async () => (await chartStates(page)).find((s) => s.id === 'hostile-trend')!.labels)
      .toEqual([`#1 · ${prev.version}`, `#2 · ${latest.version}`])
    // A commit link built from the suite's repository URL is an attribute value, escaped as one.
    await expect(trend.locator('.BenchChart__table a').last()).toHaveAttribute(
      'href',
      `${suite.repository}/commit/1234567`,
    )

    await expectInert(page)
    expect(trapped).toEqual([])
    expect(problems).toEqual([])
  })

  test('an earlier run chosen in the run switcher shows its strings as text too', async ({ page }) => {
    const { trapped, problems } = await open(page)
    await drawAllCharts(page)
    const select = page.locator('#hostile-ops .BenchChart__run select')
    await select.focus()
    await expect(select.locator('option')).toHaveCount(3)
    expect(await cells(select, 'option')).toEqual([
      // By its name on the page (run-when.ts runDisplayName: number and label), then its day; a retired run
      // has no number, as change points and trends count only the current runs.
      `Run 2 of 2 (${latest.label}) · 2026-03-01 (shown by default)`,
      `Run 1 of 2 (${prev.label}) · 2026-02-01`,
      `${retired.label} (retired)`,
    ])
    await select.selectOption('2026-02-01-prev')
    const labels = async () => (await chartStates(page)).find((s) => s.id === 'hostile-ops')!.labels
    await expect.poll(labels).toEqual(opsNames(prev))
    await expect(page.locator('#hostile-ops .BenchChart__caption')).toHaveText(
      `Run 1 of 2 (${prev.label}) · measured 2026-02-01 · version ${prev.version} · commit abcdef1`,
    )
    expect(await cells(page.locator('#hostile-ops .BenchChart__table'), 'tbody th')).toEqual(opsNames(prev))
    await select.selectOption('old-retired')
    await expect.poll(labels).toEqual(opsNames(retired))
    await expect(page.locator('#hostile-ops .BenchChart__caption')).toHaveText(retired.label)
    await expectInert(page)
    expect(trapped).toEqual([])
    expect(problems).toEqual([])
  })

  test('CSV and JSON downloads carry the strings exactly (CSV formulas neutralised)', async ({ page }) => {
    await open(page)
    for (const [id, groups, series, groupHead, seriesHead] of [
      ['hostile-ops', NAMES, IMPL, 'Benchmark', suite.parameters.impl.label],
      ['hostile-ops-by-impl', IMPL, NAMES, suite.parameters.impl.label, 'Benchmark'],
    ] as const) {
      const fig = page.locator(`#${id}`)
      const json = JSON.parse(dataUrl(await fig.getByRole('link', { name: 'JSON' }).getAttribute('href')))
      expect(json.metric.label).toBe(OPS.label)
      expect(json.rows.map((r: Json) => [r.group, r.series])).toEqual(series.flatMap((s) => groups.map((g) => [g, s])))
      const csvText = dataUrl(await fig.getByRole('link', { name: 'CSV' }).getAttribute('href'))
      const csv = parseCsv(csvText)
      const sheet = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s)
      expect(csv[0]).toEqual([groupHead, seriesHead, OPS.label, 'unit', 'qualifier'].map(sheet))
      expect(csv.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual(
        series.flatMap((s) => groups.map((g) => [sheet(g), sheet(s), 'ops/s'])),
      )
      // The file a reader saves is the same text.
      const download = page.waitForEvent('download')
      await fig.getByRole('link', { name: 'CSV' }).click()
      const saved = readFileSync((await (await download).path())!, 'utf8')
      expect(saved).toBe(csvText)
    }
    // The formula-looking benchmark name is in the file, defused by a leading apostrophe.
    expect(NAMES.some((n) => n.startsWith('='))).toBe(true)
  })

  test('site search finds the strings and shows them as text', async ({ page }) => {
    // The detailed list renders page excerpts (the page's own HTML) inside the results.
    await page.addInitScript(() => localStorage.setItem('vitepress:local-search-detailed-list', 'true'))
    const { trapped, problems } = await open(page)
    const queries: Array<[string, string]> = [
      ['onerror', NAMES[0]!],
      ['constructor', NAMES[1]!],
      ['script', NAMES[2]!],
      ['javascript', NAMES[3]!],
      ['bold', NAMES[4]!],
      ['pwned', IMPL[0]!],
    ]
    for (const [query, shown] of queries) {
      await page.locator('.VPNavBarSearch button').first().click()
      const input = page.locator('.VPLocalSearchBox input')
      await expect(input).toBeVisible()
      await input.fill(query)
      await expect(page.locator('.VPLocalSearchBox .result').first()).toBeVisible()
      // Excerpts of the page itself, with the string as text.
      await expect(page.locator('.VPLocalSearchBox .excerpt').first()).toBeAttached()
      await expect(page.locator('.VPLocalSearchBox .results')).toContainText(shown)
      await expectInert(page)
      await page.keyboard.press('Escape')
      await expect(input).toBeHidden()
    }
    expect(trapped).toEqual([])
    expect(problems).toEqual([])
  })

  // The starter page `pnpm page` writes for data/names (docs/starter.md, tests/e2e/fixtures-hostile/generate-starter.ts),
  // with names that Vue would evaluate ({{ 17*17 }}, {{$emit.constructor(…)()}}), a Go template ({{.Name}}),
  // HTML, backticks and fences, YAML breakers; its title in the sidebar and in the home page's list.
  const names = JSON.parse(readFileSync(join(FIXTURE, 'data/names/suite.json'), 'utf8'))
  const namesRun = JSON.parse(readFileSync(join(FIXTURE, 'data/names/runs/2026-02-01-b.json'), 'utf8'))
  const flat = (s: string) => s.replace(/\n/g, ' ')

  async function openAt(page: Page, path: string) {
    const trapped: string[] = []
    page.on('dialog', (d) => {
      trapped.push(`dialog ${d.type()}: ${d.message()}`)
      void d.dismiss()
    })
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/x')) trapped.push(`request ${r.url()}`)
    })
    const problems = watchConsole(page)
    await page.goto(`${site.origin}${path}`)
    return { trapped, problems }
  }

  test('a starter page of hostile names: title, labels, names, failures and the command read as text; nothing runs', async ({
    page,
  }) => {
    const { trapped, problems } = await openAt(page, '/starter')
    await expect(page.locator('.vp-doc h1')).toHaveText(names.title)
    const text = (sel: string) =>
      page.locator(sel).evaluateAll((els) => els.map((e) => (e.firstChild?.textContent ?? '').trim()))
    expect(await text('.vp-doc h2')).toContain(names.metrics.time.label)
    const benchNames: string[] = [...new Set<string>(namesRun.results.map((r: Json) => r.benchmark))]
    // Benchmarks measured alike share one chart and table: their names are the table's row headers.
    const squash = (x: string) => x.replace(/\s+/g, ' ').trim()
    const rowNames = (await page.locator('.vp-doc .bench-table tbody th').allTextContents()).map(squash)
    expect(rowNames).toEqual(expect.arrayContaining(benchNames.map(squash)))
    await expect(page.locator('.vp-doc > div > p', { hasText: 'Latest run' }).first()).toHaveText(
      new RegExp(`^${escapeRe(names.description)} Latest run`),
    )
    expect(await cells(page.locator('.vp-doc .warning'), 'code')).toEqual(
      namesRun.failures.map((f: Json) => flat(f.benchmark)),
    )
    expect(await cells(page.locator('.vp-doc'), 'pre code')).toContain(namesRun.source.command)
    // {{ 17*17 }} never became 289: no text of the page holds it (text nodes one by one: a table row
    // header "… #12" next to its cell "89.10 ns" is no 289).
    const evaluated = await page.locator('.vp-doc').evaluate((root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      const hits: string[] = []
      for (let n = walker.nextNode(); n; n = walker.nextNode())
        if (/\b289\b/.test(n.textContent ?? '')) hits.push(n.textContent ?? '')
      return hits
    })
    expect(evaluated).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
    await expectInert(page)
    // The sidebar shows the title as text (VitePress renders sidebar texts as HTML).
    await expect(page.locator('.VPSidebar a', { hasText: 'Names' })).toHaveText(names.title)
    expect(trapped).toEqual([])
    expect(problems).toEqual([])
  })

  test('the home page list shows the hostile title and description as text', async ({ page }) => {
    const { trapped, problems } = await openAt(page, '/list')
    const item = page.locator('.bench-pages li', { has: page.locator('a[href="starter"]') })
    await expect(item.locator('a')).toHaveText(names.title)
    await expect(item.locator('.bench-pages__desc')).toHaveText(names.description)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
    await expectInert(page)
    expect(trapped).toEqual([])
    expect(problems).toEqual([])
  })
})

/** The elements a chart tooltip is made of (tag.class); anything else came from data. */
const TOOLTIP_PARTS =
  /^(DIV\.BenchChartCanvas__tooltip-(title|line|line is-focused|footer)|SPAN\.BenchChartCanvas__tooltip-swatch series-[1-8])$/

/** The chart tooltip as a reader sees it: its lines' text, and the elements it is made of. */
function tooltipText(tooltip: Locator) {
  return tooltip.evaluate((t) => {
    const text = (sel: string) => [...t.querySelectorAll(sel)].map((e) => e.textContent ?? '')
    return {
      title: t.querySelector('.BenchChartCanvas__tooltip-title')?.textContent ?? '',
      lines: text('.BenchChartCanvas__tooltip-line'),
      focused: text('.BenchChartCanvas__tooltip-line.is-focused'),
      footer: text('.BenchChartCanvas__tooltip-footer'),
      elements: [...t.querySelectorAll('*')].map((e) => `${e.tagName}.${e.className}`),
    }
  })
}

/**
 * Runs in the browser, on the live document or on `html` parsed without running it: anything from data
 * that became an element, an event handler, a script URL or a script, and any payload that ran.
 */
function inertProblems({ forbidden, html }: { forbidden: string; html?: string }): string[] {
  const doc = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html')
  const re = new RegExp(forbidden)
  const out: string[] = []
  const w = window as unknown as { __pwned?: unknown }
  if (w.__pwned !== undefined) out.push(`window.__pwned = ${String(w.__pwned)}`)
  const show = (el: Element) => el.outerHTML.slice(0, 100)
  for (const el of doc.querySelectorAll('*')) {
    for (const a of el.attributes) {
      if (/^on/i.test(a.name)) out.push(`handler ${a.name}="${a.value}" on ${el.tagName}`)
      if (/^(href|src|action|formaction|xlink:href|data|poster)$/i.test(a.name) && /^\s*javascript:/i.test(a.value))
        out.push(`script URL ${a.name}="${a.value}" on ${el.tagName}`)
    }
  }
  // No images, SVG or embeds on the page at all, except the theme's icons and the charts' drawings
  // (chart-svg.ts), which hold nothing but shapes and text.
  doc.querySelectorAll('img, svg, iframe, object, embed').forEach((el) => {
    if (!el.closest('button, .vp-icon, .BenchChart__svg')) out.push(`element ${show(el)}`)
  })
  doc.querySelectorAll('.BenchChart__svg *').forEach((el) => {
    if (!/^(svg|title|desc|defs|clipPath|rect|line|path|circle|text)$/.test(el.tagName))
      out.push(`element in a chart's SVG ${show(el)}`)
  })
  doc.querySelectorAll('script').forEach((s) => {
    if (re.test(s.textContent ?? '')) out.push(`script ${show(s)}`)
  })
  // HTML and Markdown from data stay text: no b/i/em from data, no emphasis or links made from Markdown.
  doc
    .querySelectorAll('.vp-doc b, .vp-doc i, .vp-doc em, .VPLocalSearchBox b, .VPLocalSearchBox i')
    .forEach((el) => out.push(`element ${show(el)}`))
  doc.querySelectorAll('.vp-doc strong').forEach((el) => {
    // The product's own: fixed words, or a quiet changes group's caption (text only, no element in it).
    const ours = /^(Not like for like:|Retired\.?|Withdrawn|The whole run moved:|Earlier changes)$/.test(
      el.textContent ?? '',
    )
    // (search excerpts copy that line without its wrapper, so its words identify it there, and mark the
    // query's matches in it: <mark> is the search's own element).
    const quietCaption =
      [...el.children].every((c) => c.tagName === 'MARK' && c.childElementCount === 0) &&
      (!!el.closest('.bench-changes__quiet') || (el.textContent ?? '').startsWith('Changes in '))
    if (!ours && !quietCaption) out.push(`element ${show(el)}`)
  })
  doc.querySelectorAll('a').forEach((el) => {
    if (/^(link|bold)$/.test(el.textContent ?? '')) out.push(`link ${show(el)}`)
  })
  return out
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function dataUrl(href: string | null): string {
  expect(href).toMatch(/^data:[^,]*,/)
  return decodeURIComponent(href!.slice(href!.indexOf(',') + 1))
}

/** RFC 4180: quoted fields with doubled quotes; enough to read our own files back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field || row.length) {
    row.push(field)
    rows.push(row)
  }
  return rows
}
