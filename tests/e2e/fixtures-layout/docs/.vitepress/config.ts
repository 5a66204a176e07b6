// The real site configuration (Markdown blocks, theme, run files) over the generated data set in ../data,
// built as its own VitePress root (as fixtures-hostile is). Output: .vitepress/dist-layout at the
// repository root (ignored by git).
import { fileURLToPath } from 'node:url'
import site from '../../../../../.vitepress/config'

const repo = (p: string) => fileURLToPath(new URL(`../../../../../${p}`, import.meta.url))
// Read lazily by the data loader, so setting it here (after the import) is in time.
process.env.BENCH_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url))

export default {
  ...site,
  srcDir: '.',
  outDir: repo('.vitepress/dist-layout'),
  cacheDir: repo('.vitepress/cache/layout'),
  title: 'Layout fixture',
}
