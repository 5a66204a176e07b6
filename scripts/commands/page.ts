// pnpm page <suite> docs/<path>.md [--data-dir <dir>] [--force]  — write a starter page for a suite
// (also what `pnpm ingest … --page docs/<path>.md` and `pnpm import … --page` run in their process
// once the runs are stored). An existing page is never overwritten without --force: the maintainer's edits win.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { didYouMean } from '../../data/schema/suggest'
import { readCommandLine } from '../../data/schema/command-line'
import { dataDir, loadSuite, suiteIds } from '../read/load'
import { checkPagePath } from '../write/page-path'
import { starterPage } from '../tools/starter-page'

export const USAGE = `Usage: pnpm page <suite> docs/<path>.md [--data-dir <dir>] [--force]

Writes a starter page for the suite: environment, a chart and a table per metric, changes since the
previous run, the trend, and how to reproduce the run. The page must be a .md file under docs/ (or
BENCH_SRC_DIR), not in docs/public/, named with letters, digits, "-", "_" and ".". Its front matter lists it in the sidebar and
on the home page. Exit status: 0 written (or kept), 1 no such suite or no run, 2 bad command line.`

const SITE = fileURLToPath(new URL('../..', import.meta.url))

export interface PageIo {
  stdout: (s: string) => void
  stderr: (s: string) => void
  cwd: string
}

class PageError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** Writes the page; returns the exit status. */
export function writePage(io: PageIo, suiteId: string, target: string, dir: string, force = false): number {
  // docs/ is the site's: a relative page path is taken from the site's folder, wherever pnpm was run;
  // it must name a page under the site's pages folder (see page-path.ts).
  const checked = checkPagePath(target, SITE)
  if ('error' in checked) throw new PageError(checked.error, 2)
  const file = checked.file
  // Relative to where pnpm was run while that is short (docs/x.md, ../bench-pages/docs/x.md), else absolute.
  const rel = relative(io.cwd, file)
  const shown = rel && !rel.startsWith('../../') ? rel : file
  const known = suiteIds(dir)
  if (!known.includes(suiteId))
    throw new PageError(
      `unknown suite "${suiteId}"${didYouMean(suiteId, known)} (suites: ${known.join(', ') || 'none yet'})`,
      1,
    )
  if (existsSync(file) && !force) {
    io.stderr(`note: ${shown} exists and was not changed (pass --force to replace it with a fresh starter page)\n`)
    return 0
  }
  const { suite, runs } = loadSuite(suiteId, dir)
  if (!runs.some((r) => r.status !== 'retired'))
    throw new PageError(`suite "${suiteId}" has no run yet: ingest one first, then write its page`, 1)
  mkdirSync(dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, starterPage(suite, runs))
  renameSync(tmp, file)
  io.stdout(`wrote page ${shown}: its front matter lists it in the sidebar and on the home page; edit it freely\n`)
  return 0
}

/**
 * `pnpm page` as ingest and import run it once their runs are stored: the same checks, messages and
 * exit status as the command, in the caller's process (the page path is taken from the site's folder).
 */
export function pageAfterStore(io: PageIo, suiteId: string, page: string, dir: string): number {
  return main([suiteId, resolve(SITE, page), '--data-dir', dir], io)
}

const PAGE_OPTIONS = {
  'data-dir': { type: 'string' },
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

export function main(argv: string[], io: PageIo): number {
  try {
    const { values: v, positionals } = readCommandLine(argv, PAGE_OPTIONS, (m) => new PageError(m, 2))
    if (v.help) {
      io.stdout(USAGE + '\n')
      return 0
    }
    if (positionals.length !== 2)
      throw new PageError(
        `expected a suite and a page file, found ${positionals.length} argument${positionals.length === 1 ? '' : 's'}`,
        2,
      )
    const dir = v['data-dir'] !== undefined ? resolve(io.cwd, v['data-dir']) : dataDir()
    return writePage(io, positionals[0]!, positionals[1]!, dir, Boolean(v.force))
  } catch (e) {
    const status = e instanceof PageError ? e.status : 1
    io.stderr(`error: ${(e as Error).message}${status === 2 ? ' (pnpm page --help)' : ''}\n`)
    if (process.env.DEBUG && e instanceof Error) io.stderr(`${e.stack}\n`)
    return status
  }
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  process.exitCode = main(process.argv.slice(2), {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    cwd: process.env.INIT_CWD ? resolve(process.env.INIT_CWD) : process.cwd(),
  })
}
