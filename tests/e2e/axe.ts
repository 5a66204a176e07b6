// axe-core for the e2e specs, set up to cost a fraction of its defaults with the same rules and findings.
// By default @axe-core/playwright runs axe in parts (each frame's runPartial), then opens a blank page,
// injects axe again and hands it every node of every rule (passes included) as JSON to finish the run. These
// pages have no frames, so axe.run in the page itself sees the same; and only violations are wanted, so the
// nodes that pass are not collected. Measured on three pages, the same violations, 3 to 4 times faster
// (37.5 → 9.1 s on /guide/publishing, 48.9 → 12.7 s on /fusion/performance, a busy machine).
// Even in its legacy mode AxeBuilder.analyze evaluates axe's 0.5 MB source twice a call (0.3 CPU-s,
// more than a colour rule on most pages): `runAxe` puts it into a document once, and each later call on
// that document (the sweep's light and dark runs) only runs it.
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** An AxeBuilder for `page` that reports violations only (then add withTags / withRules / exclude). */
export const axeBuilder = (page: Page): AxeBuilder =>
  new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })

/** The axe-core @axe-core/playwright itself injects (its own dependency: one version of the rules). */
const axeSource = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source

/** axe's results, as AxeBuilder gives them (axe-core is its dependency, not ours: no import of its types). */
export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** What runs: every rule of some tags, or some rules. */
export type AxeRules = { tags: string[] } | { rules: string[] }

/**
 * axe.run on the whole document of `page` (as AxeBuilder's legacy mode runs it), violations only: axe is put
 * into the document on the first call after a load and reused by the next ones.
 */
export async function runAxe(page: Page, what: AxeRules): Promise<AxeResults> {
  // axe goes into the top document only (AxeBuilder puts it into every frame): a page with frames would
  // have them skipped silently. The site has none (injection.spec.ts keeps data from adding any).
  if (page.frames().length > 1) throw new Error(`runAxe: ${page.url()} has frames; use axeBuilder`)
  if (!(await page.evaluate('typeof window.axe?.run === "function"'))) await page.evaluate(axeSource)
  const options = {
    resultTypes: ['violations'],
    runOnly: 'tags' in what ? { type: 'tag', values: what.tags } : { type: 'rule', values: what.rules },
  }
  return page.evaluate(
    (o) =>
      (window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<AxeResults> } }).axe.run(document, o),
    options,
  )
}
