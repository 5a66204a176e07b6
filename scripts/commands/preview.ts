// pnpm preview [--port 4173] [--host 127.0.0.1] [--base /sub/path/] [--dir .vitepress/dist] [--help]
// Serves the built site like a static host. Unlike `vitepress preview`, which lists the files once at
// start and then answers ENOENT for the new asset names after a rebuild, every request looks on disk:
// a `pnpm build` (or `pnpm ingest --rebuild`) while it runs is served at the next reload.
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { readCommandLine } from '../../data/schema/command-line'
import { siteHandler } from '../tools/static-server'
import { watchAncestors } from '../write/orphan-watch'

export const USAGE = `Usage: pnpm preview [options]    serve the built site (pnpm build first); a rebuild shows at the next reload

  --port <n>        port to listen on (default 4173); pick another when that one is taken
  --host <addr>     address to listen on (default 127.0.0.1; 0.0.0.0 for other machines)
  --base /sub/path/ serve a build made with the same --base
  --dir <folder>    the build to serve (default: $BENCH_OUT_DIR, else .vitepress/dist)
  -h, --help        this text`

/** One line for what stops the server from starting; the next free ports are the likely fix. */
export function listenError(e: NodeJS.ErrnoException, host: string, port: number): string {
  if (e.code === 'EADDRINUSE')
    return `error: port ${port} on ${host} is in use (another preview or dev server?): stop it, or pick another port with --port ${port + 1}`
  if (e.code === 'EACCES')
    return `error: port ${port} on ${host} needs more rights than this user has: pick one above 1023 with --port 4173`
  if (e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND')
    return `error: --host ${host} is no address of this machine: try --host 127.0.0.1`
  return `error: cannot listen on ${host}:${port}: ${e.message}`
}

const PREVIEW_OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  base: { type: 'string' },
  dir: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

function main(argv: string[]): void {
  let v: { port?: string; host?: string; base?: string; dir?: string; help?: boolean }
  try {
    v = readCommandLine(argv, PREVIEW_OPTIONS, (m) => new Error(m), false).values
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message} (pnpm preview --help lists the options)\n`)
    process.exitCode = 2
    return
  }
  if (v.help) {
    process.stdout.write(USAGE + '\n')
    return
  }
  const dir = resolve(v.dir ?? process.env.BENCH_OUT_DIR ?? '.vitepress/dist')
  const base = (v.base ?? process.env.BENCH_BASE ?? '/').replace(/\/?$/, '/')
  const port = Number(v.port ?? 4173)
  const host = v.host ?? '127.0.0.1'
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`error: --port ${v.port}: expected a port number such as 4173\n`)
    process.exitCode = 2
    return
  }
  if (!existsSync(join(dir, 'index.html'))) {
    process.stderr.write(`error: ${dir} has no index.html: run pnpm build first\n`)
    process.exitCode = 1
    return
  }
  const server = createServer(siteHandler(dir, { base, cacheAssets: true, gzip: false }))
  // A taken port is a plain mistake, not a crash: one line, no stack trace.
  server.on('error', (e: NodeJS.ErrnoException) => {
    process.stderr.write(listenError(e, host, port) + '\n')
    process.exitCode = 1
  })
  server.listen(port, host, () =>
    process.stdout.write(`serving ${dir} at http://${host}:${port}${base} (Ctrl-C stops)\n`),
  )
  // pnpm, stopped by its PID, does not pass the signal on: the server kept the port (write/orphan-watch.ts).
  watchAncestors()
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) main(process.argv.slice(2))
