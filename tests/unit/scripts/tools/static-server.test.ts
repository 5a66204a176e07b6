// The static server of `pnpm preview`, the e2e sites and the bench (scripts/tools/static-server.ts):
// clean URLs, the base path, the site's 404 page, nothing outside the folder, the cache policy and gzip.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { siteHandler, stopServer } from '../../../../scripts/tools/static-server'
import type { SiteOptions } from '../../../../scripts/tools/static-server'

const root = mkdtempSync(join(tmpdir(), 'static-server-'))
const site = join(root, 'site')
mkdirSync(join(site, 'guide'), { recursive: true })
mkdirSync(join(site, 'assets'))
writeFileSync(join(site, 'index.html'), '<p>home</p>')
writeFileSync(join(site, 'guide', 'index.html'), '<p>guide</p>')
writeFileSync(join(site, 'guide', 'start.html'), '<p>start</p>')
writeFileSync(join(site, 'assets', 'app.1a2b.js'), 'console.log("x")'.repeat(50))
writeFileSync(join(site, '404.html'), '<p>lost</p>')
// A file beside the site, which no request may reach.
writeFileSync(join(root, 'secret.txt'), 'secret')

const servers: Server[] = []
async function serve(options: Partial<SiteOptions> = {}): Promise<number> {
  const server = createServer(siteHandler(site, { base: '/', cacheAssets: true, gzip: false, ...options }))
  servers.push(server)
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  return (server.address() as { port: number }).port
}

/** A raw GET (the path sent as written: fetch would normalise "..") → status, headers and body. */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => ok({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', fail)
    req.end()
  })
}

let port = 0
let sub = 0
beforeAll(async () => {
  port = await serve()
  sub = await serve({ base: '/sub/path/' })
})
afterAll(async () => {
  for (const s of servers) await stopServer(s)
  rmSync(root, { recursive: true, force: true })
})

describe('static server', () => {
  test('clean URLs: /, /guide/, /guide/start and /guide/start.html', async () => {
    expect((await get(port, '/')).body.toString()).toBe('<p>home</p>')
    expect((await get(port, '/guide/')).body.toString()).toBe('<p>guide</p>')
    expect((await get(port, '/guide/start')).body.toString()).toBe('<p>start</p>')
    const page = await get(port, '/guide/start.html')
    expect(page.body.toString()).toBe('<p>start</p>')
    expect(page.headers['content-type']).toMatch(/^text\/html/)
  })

  test('anything else is the site’s 404 page, with status 404', async () => {
    const r = await get(port, '/nowhere')
    expect(r.status).toBe(404)
    expect(r.body.toString()).toBe('<p>lost</p>')
  })

  test('nothing outside the folder, however the path is written', async () => {
    for (const path of [
      '/../secret.txt',
      '/guide/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/guide/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..\\secret.txt',
    ]) {
      const r = await get(port, path)
      expect(r.status, path).toBe(404)
      expect(r.body.toString(), path).not.toContain('secret')
    }
  })

  test('a site built for a sub-path: served under it, a 404 outside it', async () => {
    expect((await get(sub, '/sub/path/guide/start')).body.toString()).toBe('<p>start</p>')
    expect((await get(sub, '/sub/path/')).body.toString()).toBe('<p>home</p>')
    expect((await get(sub, '/guide/start')).status).toBe(404)
    expect((await get(sub, '/sub/path/../../index.html')).status).toBe(404)
  })

  test('hashed assets are kept for good, pages are asked for again', async () => {
    expect((await get(port, '/assets/app.1a2b.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await get(port, '/guide/start')).headers['cache-control']).toBe('no-cache')
    const bench = await serve({ cacheAssets: false })
    expect((await get(bench, '/assets/app.1a2b.js')).headers['cache-control']).toBe('no-cache')
  })

  test('gzip when asked for and accepted, with the compressed length', async () => {
    const z = await serve({ gzip: true })
    const r = await get(z, '/assets/app.1a2b.js', { 'accept-encoding': 'gzip' })
    expect(r.headers['content-encoding']).toBe('gzip')
    expect(Number(r.headers['content-length'])).toBe(r.body.length)
    expect(gunzipSync(r.body).toString()).toBe('console.log("x")'.repeat(50))
    expect((await get(z, '/assets/app.1a2b.js')).headers['content-encoding']).toBeUndefined()
    expect(
      (await get(port, '/assets/app.1a2b.js', { 'accept-encoding': 'gzip' })).headers['content-encoding'],
    ).toBeUndefined()
  })
})
