import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import type { PluginOption } from 'vite'
import { defineConfig } from 'vitest/config'

// The Vue plugin VitePress itself uses (not a direct dependency), so that unit tests can server-render
// a component and compare its markup with the build-time HTML.
const cjs = createRequire(createRequire(import.meta.url).resolve('vitepress')).resolve('@vitejs/plugin-vue')
const { default: vue } = (await import(pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href)) as {
  default: () => PluginOption
}

export default defineConfig({
  plugins: [vue()],
  test: {
    testTimeout: 30_000,
    setupFiles: ['tests/unit/yield-between-tests.ts', 'tests/unit/fresh-per-file.ts'],
    include: ['tests/unit/**/*.test.ts'],
    // Test files share one module graph per worker: each file importing VitePress, Vue, Chart.js and the
    // schema afresh was 105 s of the unit stage's 494 s in a fresh-clone CI (Vitest's "collect"), CPU the e2e
    // run beside it waits for; standalone the suite took 131 s isolated and 66 s shared. Modules stay loaded from
    // file to file: a file that mocks what its subject imports loads the subject afresh (paths.test.ts), and
    // VitePress's Markdown renderer is reset before each file (fresh-per-file.ts). The suite passes with its files shuffled
    // (`vitest run --sequence.shuffle.files --sequence.seed=N`, seeds 1-3 and the default order, MEASUREMENTS.md#ci).
    isolate: false,
  },
})
