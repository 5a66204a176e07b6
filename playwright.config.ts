import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './scripts/tools/chromium'

const port = Number(process.env.PREVIEW_PORT ?? 4173)

export default defineConfig({
  testDir: 'tests/e2e',
  // Names the run and, in CI, builds the sites specs share (tests/e2e/sites.ts) before the first test.
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    // One browser context per worker, reset between tests (cookies, storage, cache, pages, routes, init scripts,
    // viewport and emulation) instead of a new one per test: a context and its first page cost ~0.45 CPU-s here,
    // and CI's ~330 tests that take the `page` fixture spent a quarter of the e2e stage's CPU making them (six
    // specs: 194 → 138 CPU-s, MEASUREMENTS.md#ci). What the reset leaves (permissions granted, geolocation,
    // offline, extra headers) no spec changes on the shared context (a test that needs permissions sets them
    // with test.use, which gives it a context of its own); isolation.spec.ts checks what the specs do touch.
    reuseContext: true,
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1350, height: 900 },
    // The project's one Chromium and flags (scripts/tools/chromium.ts), as `pnpm bench` and `pnpm snapshots` launch it.
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  // The project's own `pnpm preview` (scripts/commands/preview.ts): a plain static server, as the README tells readers to
  // use. `vitepress preview` brotli-compresses every response on the fly: in a CI run its one process took
  // about a sixth of a core, CPU the two workers' browsers need on this 2-core machine.
  webServer: {
    command: `node_modules/.bin/tsx scripts/commands/preview.ts --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
