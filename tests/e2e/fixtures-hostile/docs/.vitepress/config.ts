// The real site configuration (Markdown blocks, theme, run files, search) over the hostile data set in
// ../data, built as its own VitePress root so that its build never shares a temp folder with the
// main one. Output: .vitepress/dist-hostile at the repository root (ignored by git).
import { fileURLToPath } from 'node:url'
import site from '../../../../../.vitepress/config'

const repo = (p: string) => fileURLToPath(new URL(`../../../../../${p}`, import.meta.url))
// Read lazily by the data loader, so setting it here (after the import) is in time.
process.env.BENCH_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url))

export default {
  ...site,
  srcDir: '.',
  outDir: repo('.vitepress/dist-hostile'),
  cacheDir: repo('.vitepress/cache/hostile'),
  title: 'Hostile data',
}
