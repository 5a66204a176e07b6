// The pages of a built site, read from its HTML files: what `pnpm bench` measures and `pnpm snapshots` draws.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Every page of a built site as its clean URL ("/", "/guide/", "/fusion/performance"), sorted; 404.html is not a page. */
export function builtPages(dist: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name)
      if (e.isDirectory()) {
        if (e.name !== 'assets' && e.name !== 'bench-data') walk(p)
      } else if (e.name.endsWith('.html') && p !== join(dist, '404.html')) {
        const rel = `/${relative(dist, p).replace(/\\/g, '/')}`
        out.push(
          rel.endsWith('/index.html') || rel === '/index.html'
            ? rel.slice(0, -'index.html'.length)
            : rel.slice(0, -'.html'.length),
        )
      }
    }
  }
  walk(dist)
  return out.sort()
}

/** The HTML file of a page builtPages lists. */
export function builtPageFile(dist: string, url: string): string {
  return join(dist, url.endsWith('/') ? `${url}index.html` : `${url}.html`)
}
