// A built site served as a static host such as GitHub Pages serves it: clean URLs (/a/b → a/b.html,
// /a/ → a/index.html), the site's 404.html for anything else. The one server of `pnpm preview`, the e2e
// tests' extra builds (tests/e2e/sites.ts and specs), `pnpm snapshots` and `pnpm bench`. Every request looks
// on disk, so a rebuild while it runs is served at the next request.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { RequestListener, Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest'])

export interface SiteOptions {
  /** The path the site was built for (`--base`), ending in "/": a request outside it is a 404. */
  base: string
  /**
   * Hashed files under assets/ may be kept for good, as a host would let them; pages are always asked for
   * again, so a rebuild shows at once. False: nothing is kept, for `pnpm bench`, whose tab goes from page
   * to page and must load each page's files as a first visit does.
   */
  cacheAssets: boolean
  /** gzip text files for a client that accepts it (Lighthouse's simulated throttling counts transferred bytes). */
  gzip: boolean
}

/** The file a request path names in `dir` (clean URLs: /a/b → a/b.html, /a/ → a/index.html), if any. */
function fileFor(dir: string, base: string, urlPath: string): string | undefined {
  let path: string
  try {
    path = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (!path.startsWith(base)) return undefined
  path = normalize('/' + path.slice(base.length)).replace(/^(\.\.[/\\])+/, '')
  const candidates = [join(dir, path), join(dir, `${path}.html`), join(dir, path, 'index.html')]
  return candidates.find((f) => f.startsWith(dir) && existsSync(f) && statSync(f).isFile())
}

/** Answers requests with the files of the built site in `folder`. */
export function siteHandler(folder: string, options: SiteOptions): RequestListener {
  // Absolute: fileFor keeps to the files below it.
  const dir = resolve(folder)
  const gz = new Map<string, Buffer>()
  return (req, res) => {
    const file = fileFor(dir, options.base, new URL(req.url ?? '/', 'http://x').pathname)
    if (!file) {
      const notFound = join(dir, '404.html')
      res.writeHead(404, { 'content-type': TYPES['.html']! })
      if (existsSync(notFound)) createReadStream(notFound).pipe(res)
      else res.end('not found')
      return
    }
    const ext = extname(file)
    const immutable = options.cacheAssets && file.startsWith(join(dir, 'assets'))
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    }
    if (options.gzip && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      // Compressed once a version of a file (a rebuild writes new ones), not at every request of a measured load.
      const key = `${file} ${statSync(file).mtimeMs}`
      if (!gz.has(key)) gz.set(key, gzipSync(readFileSync(file)))
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' }).end(gz.get(key))
      return
    }
    res.writeHead(200, headers)
    createReadStream(file)
      .on('error', () => res.end())
      .pipe(res)
  }
}

/**
 * The site in `dir` served on 127.0.0.1:`port` (0: any free port) once it listens; `options` as for
 * siteHandler, by default a host's (hashed assets kept, no gzip).
 */
export function serveStatic(
  dir: string,
  base: string,
  port: number,
  options: Partial<SiteOptions> = {},
): Promise<Server> {
  const server = createServer(siteHandler(dir, { cacheAssets: true, gzip: false, ...options, base }))
  return new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => ok(server))
  })
}

/**
 * Stops a server now: the connections a browser keeps open to it are cut, not waited for. `server.close()`
 * alone waits for every connection with a request in flight, and a test's browser context, kept from test to
 * test, once held one past the 60 s a test's teardown may take.
 */
export function stopServer(server: Server | undefined): Promise<void> {
  return new Promise((ok) => {
    if (!server) return ok()
    server.close(() => ok())
    server.closeAllConnections()
  })
}
