// Before the first test of a `playwright test` run: names the run (so that sites are built once per run,
// tests/e2e/sites.ts) and, in CI, builds every shared site at once, so that no test waits for a build.
import { builtSite, SITE_NAMES } from './sites'

export default async function globalSetup(): Promise<void> {
  // Workers inherit the runner's environment as it is after this function.
  process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`
  if (!process.env.CI) return
  const started = Date.now()
  await Promise.all(SITE_NAMES.map((name) => builtSite(name)))
  console.log(`e2e sites built in ${((Date.now() - started) / 1000).toFixed(0)} s: ${SITE_NAMES.join(', ')}`)
}
