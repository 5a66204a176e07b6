// A throwaway VitePress site built with this project's configuration over other pages and data: the
// build process itself is what some tests check (nothing from data runs in it, a render error fails it).
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runAsync, type Ran } from './run-async'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export interface TempSite {
  root: string
  docs: string
  data: string
  out: string
}

/**
 * A folder with docs/ (and its .vitepress config importing the project's), data/ and the output folder.
 * `serverOnly`: VitePress's MPA mode, which builds the server bundle that renders the pages and no client
 * bundle (about half a build's CPU), for a test about what rendering does and nothing the browser gets.
 */
export function tempSite(
  pages: Record<string, string>,
  files: Record<string, string> = {},
  { serverOnly = false } = {},
): TempSite {
  const root = mkdtempSync(join(tmpdir(), 'temp-site-'))
  const docs = join(root, 'docs')
  const data = join(root, 'data')
  const out = join(root, 'dist')
  mkdirSync(join(docs, '.vitepress', 'theme'), { recursive: true })
  mkdirSync(data, { recursive: true })
  // An ES module package that resolves packages from the project's node_modules.
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n')
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'))
  // Own root, cache and output: never shares .vitepress/.temp with another build of the project.
  writeFileSync(
    join(docs, '.vitepress', 'config.ts'),
    [
      `import site from ${JSON.stringify(join(ROOT, '.vitepress/config.ts'))}`,
      `export default { ...site, srcDir: '.', outDir: ${JSON.stringify(out)}, cacheDir: ${JSON.stringify(join(root, 'cache'))}${serverOnly ? ', mpa: true' : ''} }`,
    ].join('\n'),
  )
  writeFileSync(
    join(docs, '.vitepress', 'theme', 'index.ts'),
    `export { default } from ${JSON.stringify(join(ROOT, '.vitepress/theme/index.ts'))}\n`,
  )
  for (const [p, text] of Object.entries(pages)) {
    mkdirSync(join(docs, p, '..'), { recursive: true })
    writeFileSync(join(docs, p), text)
  }
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(join(data, p, '..'), { recursive: true })
    writeFileSync(join(data, p), text)
  }
  return { root, docs, data, out }
}

/** `vitepress build` of the site: exit status and output (awaited: run-async.ts says why). */
export function buildTempSite(site: TempSite, timeout = 180_000): Promise<Ran> {
  return runAsync(join(ROOT, 'node_modules/.bin/vitepress'), ['build', site.docs], {
    cwd: ROOT,
    timeout,
    env: { ...process.env, BENCH_DATA_DIR: site.data, BENCH_SRC_DIR: site.docs },
  })
}
