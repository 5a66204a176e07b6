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
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 30_000,
    setupFiles: ['tests/unit/yield-between-tests.ts'],
  },
})
