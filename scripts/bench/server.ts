// A static server for a built site as a host like GitHub Pages serves it: clean URLs, gzip when the
// client accepts it (Lighthouse's simulated throttling counts transferred bytes), 404 otherwise.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
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
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt'])

export interface Site {
  origin: string
  close: () => Promise<void>
}

export function serveSite(dir: string): Promise<Site> {
  const gz = new Map<string, Buffer>()
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '')
    const file = [join(dir, path), join(dir, `${path}.html`), join(dir, path, 'index.html')].find(
      (f) => existsSync(f) && statSync(f).isFile(),
    )
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    const ext = extname(file)
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    }
    let body: Buffer = readFileSync(file)
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      if (!gz.has(file)) gz.set(file, gzipSync(body))
      body = gz.get(file)!
      headers['content-encoding'] = 'gzip'
      headers.vary = 'accept-encoding'
    }
    res.writeHead(200, headers).end(body)
  })
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      ok({ origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((done) => server.close(() => done())) })
    }),
  )
}
