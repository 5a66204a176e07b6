// Before the first test of a `playwright test` run: names the run (so that sites are built once per run,
// tests/e2e/sites.ts) and, in CI, starts building every shared site without waiting for them: the tests on
// the main build (most of the suite, the page sweeps first) start at once, and a spec that serves a site
// waits for that one (its lock, tests/e2e/sites.ts) in its beforeAll. Waiting here for all of them kept
// both workers idle for the first 2 (idle machine) to 7 (busy) minutes of every CI run.
// `pnpm test` builds them beside the unit tests (build-sites.ts) and names the run for both: then this waits
// for the locks that stage holds and builds nothing.
import { buildAllSites } from './sites'

export default function globalSetup(): () => Promise<void> {
  // Workers inherit the runner's environment as it is after this function.
  process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`
  if (!process.env.CI) return async () => undefined
  // Each site's lock is taken before this returns (builtSite takes it synchronously when free), so no
  // worker builds a site a second time; the builds themselves run in child processes.
  const all = buildAllSites().catch((e: unknown) =>
    process.stderr.write(`e2e site build failed (the spec that serves it builds it again and fails): ${String(e)}\n`),
  )
  // The teardown: a run that ends early (a failure with --max-failures) leaves no build behind.
  return async () => {
    await all
  }
}
