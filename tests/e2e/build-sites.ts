// `tsx tests/e2e/build-sites.ts`: builds every site the e2e specs share (sites.ts) for the run named by
// E2E_RUN_ID, then exits. `pnpm test` (scripts/commands/test-all.ts) runs it after the production build and beside
// the unit tests and the e2e stage's first specs (on the main build); a spec that serves a site waits for
// its lock, and in CI global-setup.ts waits for the ones this holds instead of building them again.
import { buildAllSites } from './sites'

if (!process.env.E2E_RUN_ID) {
  process.stderr.write('build-sites: E2E_RUN_ID is not set: the e2e run would not know these sites as its own\n')
  process.exit(2)
}
await buildAllSites()
