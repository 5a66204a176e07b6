// Where the shared corpus of real tool outputs is: shared/fixtures/real beside the repository (not part
// of a clone), or SHARED_FIXTURES. The three corpus tests take it from here, and when it is absent they
// say so loudly on stderr and in the name of the skipped suite, instead of passing in silence.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { root } from './helpers'

/** SHARED_FIXTURES when set (and then only it), else shared/fixtures/real beside the repository. */
const CANDIDATES = [process.env.SHARED_FIXTURES || resolve(root, '../shared/fixtures/real')]

/** The corpus folder, or undefined when none of the places holds it. */
export const SHARED_CORPUS: string | undefined = CANDIDATES.find((p) => existsSync(p))

/** The seeds beside the corpus (shared/seeds). */
export const SHARED_SEEDS: string | undefined = SHARED_CORPUS && resolve(SHARED_CORPUS, '../../seeds')

/**
 * The title of a suite over the corpus: as given when the corpus is here; otherwise marked SKIPPED, with
 * a banner on stderr naming where it was looked for, so that a run without it never reads as a pass.
 */
export function corpusSuite(title: string): string {
  if (SHARED_CORPUS) return title
  process.stderr.write(
    `\n*** SKIPPED: ${title}: the shared corpus of real outputs is not here (looked in ${CANDIDATES.join(', ')}; set SHARED_FIXTURES to its folder) ***\n\n`,
  )
  return `${title} — SKIPPED: no shared corpus (set SHARED_FIXTURES)`
}
