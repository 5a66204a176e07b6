// pnpm build [--base /sub/path/] · pnpm dev [--port n] [--host addr] [--open] [--base …] [--force]
// Runs `vitepress build` or `vitepress dev` after checking the options itself: VitePress's own parser
// takes any option, so `pnpm build --bsae /x/` built for "/" without a word. And pnpm, stopped by its
// PID, leaves its children running (a dev server kept its port): this process watches the ones above
// it (write/orphan-watch.ts) and, on SIGTERM, SIGINT or their end, stops VitePress before it exits.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { readCommandLine } from '../../data/schema/command-line'
import { watchAncestors } from '../write/orphan-watch'

const VITEPRESS = fileURLToPath(new URL('../../node_modules/vitepress/bin/vitepress.js', import.meta.url))

const OPTIONS = {
  build: {
    base: { type: 'string' },
    outDir: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  dev: {
    port: { type: 'string' },
    host: { type: 'string' },
    base: { type: 'string' },
    open: { type: 'boolean' },
    force: { type: 'boolean' },
    strictPort: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
} as const

type Command = keyof typeof OPTIONS

const USAGE: Record<Command, string> = {
  build: `Usage: pnpm build [options]    build the site into .vitepress/dist (or $BENCH_OUT_DIR)

  --base /sub/path/  build for a sub-path, as on GitHub Pages (default: $BENCH_BASE, else /)
  --outDir <folder>  write the site there instead
  -h, --help         this text`,
  dev: `Usage: pnpm dev [options]    serve the site while you edit pages and data; each change shows at once

  --port <n>         port to listen on (default 5173)
  --host <addr>      address to listen on (0.0.0.0 for other machines)
  --base /sub/path/  serve under a sub-path
  --open             open it in a browser
  --force            rebuild Vite's dependency cache
  --strictPort       fail when the port is taken instead of trying the next
  -h, --help         this text`,
}

/** The VitePress arguments for a command line, or the one-line error that refuses it. */
function vitepressArgs(command: Command, argv: string[]): { args: string[] } | { help: true } | { error: string } {
  const options = OPTIONS[command]
  let values: Record<string, string | boolean | undefined>
  try {
    values = readCommandLine(argv, options, (m) => new Error(m), false).values as typeof values
  } catch (e) {
    return { error: `error: ${(e as Error).message} (pnpm ${command} --help lists the options)` }
  }
  if (values.help) return { help: true }
  const args: string[] = [command]
  for (const [k, v] of Object.entries(values)) {
    if (v === true) args.push(`--${k}`)
    else if (typeof v === 'string') args.push(`--${k}`, v)
  }
  return { args }
}

function main(command: Command, argv: string[]): void {
  const r = vitepressArgs(command, argv)
  if ('error' in r) {
    process.stderr.write(r.error + '\n')
    process.exitCode = 2
    return
  }
  if ('help' in r) {
    process.stdout.write(USAGE[command] + '\n')
    return
  }
  const child = spawn(process.execPath, [VITEPRESS, ...r.args], { stdio: 'inherit' })
  const stop = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGHUP', () => stop('SIGHUP'))
  watchAncestors()
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0)
  })
}

const command = process.argv[2]
if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  if (command === 'build' || command === 'dev') main(command, process.argv.slice(3))
  else {
    process.stderr.write(`error: expected build or dev, found ${JSON.stringify(command ?? '')}\n`)
    process.exitCode = 2
  }
}
