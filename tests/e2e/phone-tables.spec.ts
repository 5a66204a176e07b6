// Tables on a phone (layout-checks.ts runs these rules on every page at 320 and 390 px too): the first
// column stays in view, the last one only when it holds a verdict, and every figure can be seen whole.
// Here on the page with the widest tables, and against tables broken on purpose, so the rules can fail.
import { expect, test } from '@playwright/test'
import { layoutProblems } from './layout-checks'

const PHONE_RULES = /last column pinned|figure never seen whole/

test.describe('phone tables', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('Fusion at 390 px: only verdict columns are pinned on the right, and no figure is hidden for good', async ({
    page,
  }) => {
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
    // A changes table keeps its verdict in view.
    const change = page.locator('.bench-table:has(td.change) tbody tr:first-child > :last-child').first()
    expect(await change.evaluate((c) => getComputedStyle(c).position)).toBe('sticky')
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
})
