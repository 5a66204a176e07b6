// Change points end to end: a generated suite of 40 runs with a 30 % slowdown at run 25, a 20 %
// speed-up at run 15 and an acknowledged slowdown at run 30 (changepoints-site.ts), built once for the run in
// the `generated` site (sites.ts), beside two fixtures with no change points of their own. The trend
// chart marks the changes (a line on the canvas, a sentence under it), the site-wide page lists them newest
// first, and the Atom feed holds the unacknowledged ones.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { axeBuilder } from './axe'
import { drawAllCharts } from './helpers'
import { serveSite } from './sites'

test.describe.configure({ mode: 'serial' })

const site = serveSite('generated')

test('the trend chart marks each change point with its runs, commits and size', async ({ page }) => {
  await page.goto(`${site.origin}/demo`)
  const items = page.locator('.BenchChart__changes li')
  await expect(items).toHaveCount(3)
  // Figures keep their unit on their line (no-break spaces): read as plain spaces here.
  const texts = (await items.allTextContents()).map((t) => t.replace(/\u00a0/g, ' '))
  expect(texts[0]).toMatch(
    /^Encode: improvement −20\.\d % \(200 ns → 160 ns, geometric means\) between runs 15 → 16 of 40 \(1\.0\.14 \(1414141\) → 1\.0\.15 \(1515151\)\)\.$/,
  )
  expect(texts[1]).toMatch(
    /^Parse: regression \+30\.\d % \(.+\) between runs 25 → 26 of 40 \(1\.0\.24 \(2424242\) → 1\.0\.25 \(2525252\)\)\.$/,
  )
  expect(texts[2]).toMatch(/^Decode: acknowledged regression \+10\.\d % .* — Bounds checks added on purpose\.$/)
  await expect(page.locator('figure.BenchChart p[id$="-desc"]')).toContainText(
    '3 change points marked, listed under the chart.',
  )
  await drawAllCharts(page)
  const drawn = await page
    .locator('figure.BenchChart canvas')
    .evaluate(
      (c) =>
        (c as unknown as { benchChart: { $bench: { changes: Array<{ x: number; text: string }> } } }).benchChart.$bench
          .changes,
    )
  expect(drawn.map((d) => d.text)).toEqual(await items.allTextContents())
  // The Parse line sits between the 25th and 26th points (runs 24 and 25).
  const xs = await page.locator('figure.BenchChart canvas').evaluate((c) => {
    const meta = (
      c as unknown as { benchChart: { getDatasetMeta(i: number): { data: Array<{ x: number }> } } }
    ).benchChart.getDatasetMeta(0)
    return [meta.data[24]!.x, meta.data[25]!.x]
  })
  expect(drawn[1]!.x).toBeGreaterThan(xs[0]!)
  expect(drawn[1]!.x).toBeLessThan(xs[1]!)
})

test('the site-wide page lists them newest first, with the acknowledged one and a feed', async ({ page }) => {
  await page.goto(`${site.origin}/changes`)
  const rows = page.locator('table.bench-cp tbody tr')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText('Decode')
  await expect(rows.nth(0)).toContainText('Acknowledged regression: Bounds checks added on purpose')
  await expect(rows.nth(1)).toContainText('Parse')
  await expect(rows.nth(1)).toContainText('Regression')
  await expect(rows.nth(1)).toContainText('2026-01-26')
  await expect(rows.nth(2)).toContainText('Improvement')
  await expect(page.locator('.bench-cp__summary')).toContainText('1 regression and 1 improvement')
  await expect(page.locator('table.bench-cp a', { hasText: 'Change point demo' }).first()).toHaveAttribute(
    'href',
    'demo',
  )
  const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]')
  await expect(feed).toHaveAttribute('href', '/changes.atom')
  const xml = await (await page.request.get(`${site.origin}/changes.atom`)).text()
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">')
  expect(xml.match(/<entry>/g)).toHaveLength(2)
  expect(xml.indexOf('Parse')).toBeLessThan(xml.indexOf('Encode'))
  expect(xml).not.toContain('Decode')
  expect(readFileSync(join(site.out, 'changes.atom'), 'utf8')).toBe(xml)
})

test('both pages, light and dark, have no axe violations with the marks drawn', async ({ page }) => {
  for (const path of ['/demo', '/changes']) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(`${site.origin}${path}`)
      await drawAllCharts(page)
      await page.evaluate(() => window.scrollTo(0, 0))
      // VitePress's search button is a known mismatch the site-wide a11y suite lists (a11y.spec.ts KNOWN).
      const result = await axeBuilder(page)
        .exclude('.DocSearch')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      expect(
        result.violations.map((v) => `${path} ${scheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([])
    }
  }
})
