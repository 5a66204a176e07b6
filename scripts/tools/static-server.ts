// A built site served as a static host such as GitHub Pages serves it: clean URLs (/a/b → a/b.html,
// /a/ → a/index.html), the site's 404.html for anything else. The one server of `pnpm preview`, the e2e
// tests' extra builds (tests/e2e/sites.ts and specs), `pnpm snapshots` and `pnpm bench`. The files are
// served by sirv in its "dev" mode: every request looks on disk, so a rebuild while it runs is served at
// the next request. What is ours: the base path, the cache policy, the 404 page and gzip for the bench.
import { createReadStream, existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { RequestListener, Server, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import sirv from 'sirv'

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

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/

/**
 * Makes `res` send its body gzipped when it is text: the whole file is taken, compressed once a version
 * of a file (a rebuild writes new ones, with a new mtime), and sent with its compressed length.
 */
function gzipping(res: ServerResponse, cache: Map<string, Buffer>, key: () => string): void {
  const chunks: Buffer[] = []
  let zip = false
  type Any = (...args: unknown[]) => unknown
  const [writeHead, write, end] = [res.writeHead, res.write, res.end] as unknown as Any[]
  res.writeHead = ((code: number, headers?: Record<string, string | number>) => {
    // Node's own call at the first write (headers already set) goes straight through.
    if (!headers) return writeHead!.call(res, code)
    zip = code === 200 && COMPRESSIBLE.test(String(headers['Content-Type'] ?? ''))
    if (!zip) return writeHead!.call(res, code, headers)
    const { 'Content-Length': _length, ...rest } = headers
    res.statusCode = code
    for (const [k, v] of Object.entries({ ...rest, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }))
      res.setHeader(k, v)
    return res
  }) as typeof res.writeHead
  res.write = ((...args: [Buffer, ...unknown[]]) =>
    zip ? (chunks.push(Buffer.from(args[0])), true) : write!.apply(res, args)) as typeof res.write
  res.end = ((...args: [Buffer?, ...unknown[]]) => {
    if (!zip) return end!.apply(res, args)
    if (args[0]) chunks.push(Buffer.from(args[0]))
    const k = key()
    if (!cache.has(k)) cache.set(k, gzipSync(Buffer.concat(chunks)))
    res.setHeader('Content-Length', cache.get(k)!.length)
    return end!.call(res, cache.get(k))
  }) as typeof res.end
}

/** Answers requests with the files of the built site in `folder`. */
export function siteHandler(folder: string, options: SiteOptions): RequestListener {
  const dir = resolve(folder)
  const gz = new Map<string, Buffer>()
  // Which version of which file a response sends (path and mtime): the key of its gzipped copy.
  const version = new WeakMap<ServerResponse, string>()
  const notFound: RequestListener = (_req, res) => {
    const page = join(dir, '404.html')
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
    if (existsSync(page)) createReadStream(page).pipe(res)
    else res.end('not found')
  }
  const files = sirv(dir, {
    dev: true,
    extensions: ['html'],
    onNoMatch: notFound,
    setHeaders(res, pathname, stats) {
      const immutable = options.cacheAssets && pathname.startsWith('/assets/')
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      version.set(res, `${pathname} ${stats.mtimeMs}`)
    },
  })
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (!url.pathname.startsWith(options.base)) return notFound(req, res)
    // sirv serves the folder's root: the base is taken off the path it sees.
    req.url = '/' + url.pathname.slice(options.base.length) + url.search
    if (options.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')))
      gzipping(res, gz, () => version.get(res) ?? '')
    files(req, res, () => notFound(req, res))
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
