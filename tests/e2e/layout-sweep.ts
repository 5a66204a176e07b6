// The layout sweep's steps, shared by layout.spec.ts (generated data set) and a11y.spec.ts, whose light-theme
// sweep runs them on the same page load as axe: one load per page serves both (the sweeps are most of CI's time).
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Page } from '@playwright/test'
import { layoutProblems } from './layout-checks'

/** Ending at 1350 px, 900 px tall: the a11y sweep's axe runs there next, on the same layout (no relayout).
 *  360 px, a common phone, too: five tables were a few pixels wider than it, at no width the sweep visited. */
export const WIDTHS = [320, 360, 390, 768, 1920, 1350]
const HEIGHT = 900

/** The pages of a build: every HTML file but the 404 page, as clean URLs. */
export function pagesOf(dist: string): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const p = join(d, e)
      if (statSync(p).isDirectory()) {
        if (e !== 'assets' && e !== 'bench-data') walk(p)
      } else if (e.endsWith('.html') && e !== '404.html')
        out.push(
          `/${relative(dist, p)
            .replace(/(^|\/)index\.html$/, '$1')
            .replace(/\.html$/, '')}`,
        )
    }
  }
  walk(dist)
  return out.sort()
}

/** Loads `url` at the narrowest width, then reads the layout checks at every width in turn (or at `widths`). */
export async function checkAllWidths(page: Page, url: string, widths: readonly number[] = WIDTHS): Promise<string[]> {
  const problems: string[] = []
  await page.setViewportSize({ width: widths[0]!, height: HEIGHT })
  // goto waits for the load event itself.
  await page.goto(url)
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT })
    // A frame: the resize is laid out.
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(ok)))
    for (const p of await layoutProblems(page, { tablesFit: width >= 1350 })) problems.push(`${width} px: ${p}`)
  }
  return problems
}
