// A static file server like GitHub Pages: serves `dir` under `base`, with clean URLs (/a/b → a/b.html)
// and 404 for anything else. Used to test builds that are not the main one (sub-path previews).
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
}

export function serveStatic(dir: string, base: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    let path = decodeURIComponent(url.pathname)
    if (!path.startsWith(base)) {
      res.writeHead(404).end('outside base')
      return
    }
    path = normalize(path.slice(base.length)).replace(/^(\.\.[/\\])+/, '')
    const candidates = [join(dir, path), join(dir, `${path}.html`), join(dir, path, 'index.html')]
    const file = candidates.find((f) => existsSync(f) && statSync(f).isFile())
    if (!file) {
      res.writeHead(404).end('not found')
      return
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  })
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)))
}
