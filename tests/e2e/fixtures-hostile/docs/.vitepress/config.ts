// The real site configuration (Markdown blocks, theme, run files, search) over the hostile data set in
// ../data, built as its own VitePress root so that its build never shares a temp folder with the
// main one. Output: .vitepress/dist-hostile at the repository root (ignored by git).
import { fileURLToPath } from 'node:url'
import site from '../../../../../.vitepress/config'
import { sidebarGroups, sitePages } from '../../../../../.vitepress/markdown/site-pages'

const repo = (p: string) => fileURLToPath(new URL(`../../../../../${p}`, import.meta.url))
// Read lazily by the data loader, so setting it here (after the import) is in time.
process.env.BENCH_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url))
// The home list (```bench-pages```) reads this site's pages, also lazily.
const SRC = fileURLToPath(new URL('..', import.meta.url))
process.env.BENCH_SRC_DIR = SRC

export default {
  ...site,
  srcDir: '.',
  outDir: repo('.vitepress/dist-hostile'),
  cacheDir: repo('.vitepress/cache/hostile'),
  title: 'Hostile data',
  // This site's own pages in the sidebar (the starter page's hostile title among them).
  themeConfig: { ...site.themeConfig, sidebar: sidebarGroups(sitePages(SRC)) },
}
