// The real site configuration over the generated chart data set in ../data (see ../../generate.ts),
// built as its own VitePress root. Output: .vitepress/dist-charts at the repository root (ignored by git).
import { fileURLToPath } from 'node:url'
import site from '../../../../../.vitepress/config'

const repo = (p: string) => fileURLToPath(new URL(`../../../../../${p}`, import.meta.url))
// Read lazily by the data loader, so setting it here (after the import) is in time.
process.env.BENCH_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url))

export default {
  ...site,
  srcDir: '.',
  outDir: repo('.vitepress/dist-charts'),
  cacheDir: repo('.vitepress/cache/charts'),
  title: 'Generated charts',
}
