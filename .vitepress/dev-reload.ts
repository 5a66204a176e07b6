// Dev server only (`pnpm dev`): keeps what the site derives from outside a page's own text up to date
// without a restart.
// - data/ changes: every page's bench blocks are rendered again.
// - a page is added, removed, or its front matter changes: the sidebar (themeConfig.sidebar, sent to the
//   browser in VitePress's `/@siteData` module) and the home page's `bench-pages` list are rebuilt.
// VitePress itself re-reads its config only when config.ts or a file it imports changes, and caches
// rendered Markdown by source text, so both need a nudge from here.
import { createHash } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type { DefaultTheme } from 'vitepress'
import { resetBenchData } from './markdown/bench-blocks'
import { sitePages, siteSidebar } from './markdown/site-pages'
import { dataDir } from '../scripts/read/load'

/** How long a page's file must stay unchanged before the page list is read again. */
const SETTLE_MS = 150

/** A digest of every JSON file's path and mtime under data/: changes when a run is stored or removed. */
function dataFingerprint(): string {
  const h = createHash('sha1')
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name)
      if (e.isDirectory()) walk(p)
      else if (e.name.endsWith('.json')) h.update(p + statSync(p).mtimeMs)
    }
  }
  try {
    walk(dataDir())
  } catch {
    /* no data yet */
  }
  return h.digest('hex').slice(0, 12)
}

/** The pages as their front matter lists them; undefined while a page's front matter is invalid. */
function pagesSignature(srcDir: string, log: (m: string) => void): string | undefined {
  try {
    return JSON.stringify(sitePages(srcDir))
  } catch (e) {
    log(`front matter: ${(e as Error).message}`)
    return undefined
  }
}

/** Re-render every Markdown page, send the sidebar again, and reload the browser. */
function reloadPages(server: ViteDevServer): void {
  for (const mod of server.moduleGraph.idToModuleMap.values()) {
    if (mod.file?.endsWith('.md') || mod.id === '/@siteData') server.moduleGraph.invalidateModule(mod)
  }
  server.ws.send({ type: 'full-reload' })
}

export function benchDevReload(srcDir: string, themeConfig: DefaultTheme.Config, separate: string[] = []): Plugin {
  let stamp = ''
  let pages = ''
  let settle: ReturnType<typeof setTimeout> | undefined
  const src = resolve(srcDir)
  const restamp = () => {
    stamp = createHash('sha1').update(dataFingerprint()).update(pages).digest('hex').slice(0, 12)
  }
  return {
    name: 'bench-dev-reload',
    enforce: 'pre',
    configureServer(server) {
      const log = (m: string) => server.config.logger.warn(m, { timestamp: true })
      pages = pagesSignature(srcDir, log) ?? ''
      server.watcher.add(dataDir())
      server.watcher.on('all', (event, file) => {
        if (file.startsWith(dataDir()) && file.endsWith('.json')) {
          resetBenchData()
          restamp()
          reloadPages(server)
          return
        }
        if (!file.startsWith(src) || !file.endsWith('.md') || event === 'addDir' || event === 'unlinkDir') return
        // Read the pages once the burst of events of one save is over: a save that truncates, then writes,
        // can fire a single event for the empty file (the sidebar then kept the old group, a flaky e2e test).
        clearTimeout(settle)
        settle = setTimeout(() => {
          const next = pagesSignature(srcDir, log)
          if (next === undefined || next === pages) return
          pages = next
          // The object VitePress serves as site data holds this very themeConfig, so assigning here is
          // what the next `/@siteData` request returns.
          themeConfig.sidebar = siteSidebar(sitePages(srcDir), separate)
          restamp()
          reloadPages(server)
        }, SETTLE_MS)
      })
    },
    transform(code, id) {
      // Changing the source text defeats VitePress's Markdown cache after a data or page-list change.
      if (stamp && id.endsWith('.md')) return `${code}\n\n<!-- bench-data ${stamp} -->\n`
    },
  }
}
