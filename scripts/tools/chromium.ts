// The browser every Playwright launch of this project uses (the e2e tests' config, `pnpm bench`,
// `pnpm snapshots`, Lighthouse, font measuring): Debian's Chromium where present, since this project's
// machines cannot download Playwright's browsers; elsewhere Playwright's own. CHROMIUM_PATH overrides both.
import { existsSync } from 'node:fs'

/** The flags this machine needs (no sandbox in containers, no GPU) and no background traffic that would
 *  disturb a measurement (update checks, sync, first-run pages). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Chromium's executable: CHROMIUM_PATH, else Debian's, else undefined (Playwright's own browser). */
export const chromiumPath = (): string | undefined =>
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
