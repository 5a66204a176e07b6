// Tables on a phone (layout-checks.ts runs these rules on every page at 320 and 390 px too): the first
// column stays in view, no other one is pinned, and every figure can be seen whole; a changes or thresholds
// table is read row by row with no sideways scrolling. Here on the pages with the widest tables, and against
// tables broken on purpose, so the rules can fail.
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { layoutProblems } from './layout-checks'
import { comparisonProblems } from './layout-compare'

const PHONE_RULES = /last column pinned|figure never seen whole/

test.describe('phone tables', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('Fusion at 390 px: only the first column is pinned, and no figure is hidden for good', async ({ page }) => {
    await page.goto('/fusion/performance')
    const found = (await layoutProblems(page, { tablesFit: false })).filter((p) => PHONE_RULES.test(p))
    expect(found).toEqual([])
    // The latency table scrolls past its figure columns: GetUser's cell can be brought fully into view.
    const box = page.locator('#call-latency-under-peak-throughput-p50-p95-p99 .bench-table__scroll')
    const pinned = await box.evaluate((el) =>
      [...el.querySelectorAll('tbody tr:first-child > *')].map((c) => getComputedStyle(c).position),
    )
    expect(pinned[0]).toBe('sticky')
    expect(pinned.slice(1)).not.toContain('sticky')
  })

  comparisonTests()

  test('the site-wide change points at 390 px: each change a block that fits, as a table still', async ({ page }) => {
    await page.goto('/changes')
    const table = page.locator('table.bench-cp')
    const row = table.locator('tbody tr').first()
    // No sideways scrolling, and the whole row within the page's column.
    expect(await table.evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true)
    const [box, column] = await Promise.all([row.boundingBox(), page.locator('.vp-doc').boundingBox()])
    expect(box!.x).toBeGreaterThanOrEqual(column!.x)
    expect(box!.x + box!.width).toBeLessThanOrEqual(column!.x + column!.width + 0.5)
    await expect(table.locator('caption')).toBeInViewport({ ratio: 1 })
    const tree = () => table.ariaSnapshot()
    const phone = await tree()
    for (const role of ['columnheader "Runs"', 'cell "Regression"']) expect(phone).toContain(`- ${role}`)
    await page.setViewportSize({ width: 1350, height: 900 })
    expect(await tree()).toBe(phone)
  })

  test('the scroll cue follows the scroll under prefers-reduced-motion too', async ({ page }) => {
    // The theme's reduced-motion rule (animations 1 ms, ended) left every cue at its end state: no shade
    // while more table lay to the right, none on the kept column once scrolled.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/fusion/performance')
    const table = page.locator('#call-latency-under-peak-throughput-p50-p95-p99')
    const box = table.locator('.bench-table__scroll')
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    const right = () => table.evaluate((t) => Number(getComputedStyle(t, '::after').opacity))
    const left = () =>
      table.evaluate((t) => Number(getComputedStyle(t.querySelector('tbody tr > :first-child')!, '::after').opacity))
    await expect.poll(right).toBeGreaterThan(0.5)
    expect(await left()).toBeLessThan(0.5)
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }))
    await expect.poll(right).toBeLessThan(0.5)
    await expect.poll(left).toBeGreaterThan(0.5)
  })

  test('the rules catch a pinned figure column and a figure wider than the room beside the pinned ones', async ({
    page,
  }) => {
    await page.goto('/fusion/performance')
    await page.evaluate(() => {
      const table = document.querySelector('#call-latency-under-peak-throughput-p50-p95-p99 table')!
      for (const row of table.querySelectorAll('tr'))
        Object.assign((row.lastElementChild as HTMLElement).style, { position: 'sticky', right: '0' })
      const cell = document.querySelector<HTMLElement>('#calls-per-second td.num')!
      cell.style.minWidth = '600px'
    })
    const found = (await layoutProblems(page, { tablesFit: false })).join('\n')
    expect(found).toMatch(/last column pinned without a verdict: #call-latency/)
    expect(found).toMatch(/figure never seen whole beside the kept columns: #calls-per-second/)
  })

  test("the example's environment table fits at 390 px and keeps its keys whole; the rules catch a table that does not", async ({
    page,
  }) => {
    await page.goto('/examples/go-history')
    const rules = /broken in a row name|environment table scrolls/
    const found = async () => (await layoutProblems(page, { tablesFit: false })).filter((p) => rules.test(p))
    expect(await found()).toEqual([])
    await page.setViewportSize({ width: 1350, height: 900 })
    expect(await found()).toEqual([])
    // As the table was: keys breaking anywhere, a long command breaking only between words.
    await page.evaluate(() => {
      const table = document.querySelector('table.bench-env')!
      for (const th of table.querySelectorAll<HTMLElement>('th[scope="row"]')) {
        th.classList.remove('bench-keep')
        th.style.overflowWrap = 'anywhere'
      }
      for (const td of table.querySelectorAll<HTMLElement>('td')) td.style.overflowWrap = 'break-word'
    })
    expect((await found()).join('\n')).toMatch(/word "Architecture" broken in a row name/)
    await page.setViewportSize({ width: 390, height: 800 })
    expect((await found()).join('\n')).toMatch(/environment table scrolls sideways/)
  })
})

/** Every changes table of the page, its folded rows included, shown. */
async function openFolded(page: Page) {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll<HTMLDetailsElement>('details.bench-changes__folded')) d.open = true
  })
}

function comparisonTests() {
  for (const path of ['/fusion/performance', '/topgun/performance'])
    test(`${path} at 390 px: each changes or thresholds row shows its figures and verdict together, as a table still`, async ({
      page,
    }) => {
      await page.goto(path)
      await openFolded(page)
      const tables = page.locator('.bench-table:has(tbody td.change) table')
      expect(await tables.count()).toBeGreaterThan(0)
      expect(await comparisonProblems(page)).toEqual([])
      // Before, after (or threshold, measured) and the verdict on one line, the verdict at the right.
      const row = tables.first().locator('tbody tr:has(td.change)').first()
      const boxes = await row
        .locator(':scope > td.num, :scope > td.change')
        .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().toJSON() as DOMRect))
      expect(boxes.length).toBeGreaterThanOrEqual(2)
      const tops = boxes.map((b) => b.top)
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8)
      // Assistive technology still reads a table of rows, row headers and cells, the same as at 1350 px
      // (the separators shown between inline cells read as spaces, as between cells).
      const tree = () => tables.first().ariaSnapshot()
      const phone = await tree()
      for (const role of ['columnheader', 'rowheader', 'cell']) expect(phone).toContain(`- ${role} "`)
      await page.setViewportSize({ width: 1350, height: 900 })
      expect(await tree()).toBe(phone)
    })

  test('the comparison rule catches a changes table that scrolls sideways or pins its verdict over the figures', async ({
    page,
  }) => {
    await page.goto('/fusion/performance')
    await openFolded(page)
    // The layout before this rule: a scrolling table whose verdict column is pinned at the right.
    await page.evaluate(() => {
      for (const box of document.querySelectorAll('.bench-table--stack')) box.classList.remove('bench-table--stack')
      for (const c of document.querySelectorAll<HTMLElement>('.bench-table td.change'))
        Object.assign(c.style, { position: 'sticky', right: '0', background: 'white' })
    })
    const found = (await layoutProblems(page, { tablesFit: false })).join('\n')
    expect(found).toMatch(/before, after or verdict out of view without scrolling sideways: #rpc-calls/)
    expect(found).toMatch(/comparison table scrolls sideways/)
  })
}
