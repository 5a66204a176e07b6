// `tsx tests/e2e/build-sites.ts`: builds every site the e2e specs share (sites.ts) for the run named by
// E2E_RUN_ID, then exits. `pnpm test` (scripts/test-all.ts) runs it after the production build and beside
// the unit tests, which use one core of two: the e2e stage then finds the sites built for its run
// (global-setup.ts builds nothing) instead of building them while its tests compete for the same cores.
import { buildAllSites } from './sites'

if (!process.env.E2E_RUN_ID) {
  process.stderr.write('build-sites: E2E_RUN_ID is not set: the e2e run would not know these sites as its own\n')
  process.exit(2)
}
await buildAllSites()
