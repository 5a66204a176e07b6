// Which builds belong to this e2e run (named by E2E_RUN_ID): a build is stamped with the run's name once made,
// and reused by every spec and worker of that run (sites.ts). `pnpm test` stamps the main build too
// (scripts/commands/test-all.ts), so that the determinism check can take it as the first of its two builds. Apart from
// sites.ts so that test-all imports neither Playwright nor the site list.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The main build, `pnpm build`'s output. */
export const MAIN_DIST = '.vitepress/dist'

/** This run: set by global-setup.ts (in the runner, before any worker starts), else the runner's pid. */
const runId = () => process.env.E2E_RUN_ID ?? `ppid-${process.ppid}`
const stampOf = (out: string) => join(out, '.built-for-run')

/** Whether the build in `out` was made for this run. */
export const builtForRun = (out: string): boolean =>
  existsSync(stampOf(out)) && readFileSync(stampOf(out), 'utf8') === runId()

/** Marks the build in `out` as this run's. */
export const stamp = (out: string): void => writeFileSync(stampOf(out), runId())

/** Whether `pnpm test` built the main build for this run (and stamped it once the build passed). */
export const mainBuiltForRun = (): boolean => builtForRun(MAIN_DIST)
