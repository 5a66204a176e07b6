// Sweeps over every page of a site (a11y, layout, budgets), several pages at a time. Most of a page check is
// waiting (the network going quiet, a chart drawing, a frame), so one worker keeps a few pages in flight
// instead of one: on this 2-core machine the sweeps took 20 of the suite's 30 minutes one page per test.
// A sweep is a few tests, each over a slice of the pages (both workers share it); a failing one lists every
// page that failed and what it found, so nothing is hidden behind the first failure.
//
//   for (const [i, slice] of slices(PAGES).entries())
//     test(`… (slice ${i + 1}/${SLICES})`, async ({ context }) => expect(await sweep(slice, 3, (path) => check(context, path))).toEqual([]))

import type { BrowserContext, Page } from '@playwright/test'
import { nextPage } from '../bench/site/browser-page'

/** Tests a sweep is cut into: a few per worker, so that a slow slice does not leave the other worker idle. */
export const SLICES = 6

/** `items` dealt into `n` slices in turn, so that neighbours (often alike in weight) land in different slices. */
export function slices<T>(items: readonly T[], n = SLICES): T[][] {
  const out: T[][] = Array.from({ length: Math.min(n, items.length) }, () => [])
  items.forEach((item, i) => out[i % out.length]!.push(item))
  return out
}

/**
 * Runs `check` on every item, `inFlight` at a time, and returns what it found as `item: problem` lines (none
 * when all is well). A check that throws (a timeout, a failed expect) is a problem of its item; the others go on.
 */
export async function sweep<T>(
  items: readonly T[],
  inFlight: number,
  check: (item: T) => Promise<string[]>,
): Promise<string[]> {
  const found = new Map<T, string[]>()
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!
      try {
        found.set(item, await check(item))
      } catch (e) {
        found.set(item, [`threw ${(e instanceof Error ? e.message : String(e)).split('\n').slice(0, 6).join(' / ')}`])
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, lane))
  return items.flatMap((item) => (found.get(item) ?? []).map((p) => `${String(item)}: ${p}`))
}

/**
 * Things a sweep's lanes borrow (a tab, a pair of tabs): `use` lends one to a check and takes it back, so that
 * a lane goes from page to page with it; made by `make` when none is free. One whose check threw is disposed
 * of, not lent again; `close` disposes of the rest.
 */
export function lender<L>(
  make: () => Promise<L>,
  dispose: (l: L) => Promise<void>,
): { use: <T>(check: (l: L) => Promise<T>) => Promise<T>; close: () => Promise<void> } {
  const free: L[] = []
  return {
    use: async (check) => {
      const l = free.pop() ?? (await make())
      let ok = false
      try {
        const out = await check(l)
        ok = true
        return out
      } finally {
        // A tab that fails to close must not hide why the check failed.
        if (ok) free.push(l)
        else await dispose(l).catch(() => undefined)
      }
    },
    close: async () => {
      await Promise.all(free.splice(0).map(dispose))
    },
  }
}

/**
 * Tabs of `context` for a sweep's lanes (lender): a lane goes from page to page in one tab (a new tab a page
 * cost half as much CPU again: the subpath crawl, 58 against 38 s). Each tab is set up once (`setUp`: its
 * console watch, say), and made ready for each page (nextPage: the pointer off the page).
 */
export function tabs<S>(
  context: BrowserContext,
  setUp: (page: Page) => S,
): <T>(check: (page: Page, state: S) => Promise<T>) => Promise<T> {
  const lent = lender(
    async () => {
      const page = await context.newPage()
      return { page, state: setUp(page) }
    },
    (tab) => tab.page.close(),
  )
  return (check) =>
    lent.use(async (tab) => {
      await nextPage(tab.page)
      return check(tab.page, tab.state)
    })
}
