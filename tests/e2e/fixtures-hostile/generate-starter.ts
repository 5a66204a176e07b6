// Writes the hostile starter page (docs/starter.md) from data/names with the project's starter-page
// generator, as `pnpm page names docs/starter.md` would: run `pnpm exec tsx tests/e2e/fixtures-hostile/generate-starter.ts`
// after changing the generator (tests/unit/injection.test.ts checks that the file is up to date).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { loadSuite } from '../../../scripts/read/load'
import { starterPage } from '../../../scripts/tools/starter-page'

export const STARTER_DATA = fileURLToPath(new URL('data', import.meta.url))
export const STARTER_FILE = fileURLToPath(new URL('docs/starter.md', import.meta.url))

export function hostileStarter(): string {
  const { suite, runs } = loadSuite('names', STARTER_DATA)
  return starterPage(suite, runs)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeFileSync(STARTER_FILE, hostileStarter())
