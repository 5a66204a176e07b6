// Sweeps over every page of a site (a11y, layout, budgets), several pages at a time. Most of a page check is
// waiting (the network going quiet, a chart drawing, a frame), so one worker keeps a few pages in flight
// instead of one: on this 2-core machine the sweeps took 20 of the suite's 30 minutes one page per test.
// A sweep is a few tests, each over a slice of the pages (both workers share it); a failing one lists every
// page that failed and what it found, so nothing is hidden behind the first failure.
//
//   for (const [i, slice] of slices(PAGES).entries())
//     test(`… (slice ${i + 1}/${SLICES})`, async ({ context }) => expect(await sweep(slice, 3, (path) => check(context, path))).toEqual([]))

import type { BrowserContext, Page } from '@playwright/test'

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
 * Tabs of `context` for a sweep's lanes: `use` lends one to a check and takes it back, so that a lane goes from
 * page to page in one tab (a new tab a page cost half as much CPU again: the subpath crawl, 58 against 38 s).
 * Each tab is set up once (`setUp`: its console watch, say); a tab whose check threw is closed, not lent again.
 * Before each use the pointer leaves the page, where a new tab has it: a figure under the last page's pointer
 * must not count as reached for on the next one.
 */
export function tabs<S>(
  context: BrowserContext,
  setUp: (page: Page) => S,
): <T>(check: (page: Page, state: S) => Promise<T>) => Promise<T> {
  interface Tab {
    page: Page
    state: S
  }
  const free: Tab[] = []
  const open = async (): Promise<Tab> => {
    const page = await context.newPage()
    return { page, state: setUp(page) }
  }
  return async (check) => {
    const tab: Tab = free.pop() ?? (await open())
    let ok = false
    try {
      await tab.page.mouse.move(-10, -10)
      const out = await check(tab.page, tab.state)
      ok = true
      return out
    } finally {
      if (ok) free.push(tab)
      else await tab.page.close()
    }
  }
}
