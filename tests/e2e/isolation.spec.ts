// The specs share one browser context per worker, reset between tests (playwright.config.ts, reuseContext):
// what a test leaves behind of the state the specs touch must not reach the next one. The first test leaves a
// theme chosen (localStorage), a cookie, an init script, a route, a second tab, a dark colour scheme and a
// narrow viewport; the second, on the same worker after it, finds none of them.
import { expect, test } from '@playwright/test'

test.describe.configure({ mode: 'serial' })

test('a test leaves state behind', async ({ page, context }) => {
  await page.goto('/guide/publishing')
  await page.evaluate(() => localStorage.setItem('vitepress-theme-appearance', 'dark'))
  await context.addCookies([{ name: 'left', value: '1', url: page.url() }])
  await context.addInitScript({ content: 'window.__left = 1' })
  await page.route('**/guide/compare', (r) => r.fulfill({ body: 'routed' }))
  await context.newPage()
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 400, height: 500 })
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  expect(await page.evaluate(() => (window as unknown as { __left?: number }).__left)).toBe(1)
})

test('the next test finds none of it', async ({ page, context }) => {
  expect(context.pages()).toHaveLength(1)
  expect(page.viewportSize()).toEqual({ width: 1350, height: 900 })
  await page.goto('/guide/publishing')
  // VitePress writes its default (auto) when it finds none.
  expect(await page.evaluate(() => localStorage.getItem('vitepress-theme-appearance'))).not.toBe('dark')
  expect(await context.cookies()).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __left?: number }).__left)).toBeUndefined()
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false)
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  await page.goto('/guide/compare')
  await expect(page.locator('.vp-doc h1')).toBeVisible()
})
