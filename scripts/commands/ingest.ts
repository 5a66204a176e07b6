// pnpm ingest <file-or-dir...> --suite <id> [options]   — turn a benchmark tool's output into a run
// pnpm ingest --new-suite <id> --title "…" --project "…"  — create a suite
// pnpm ingest --list-formats                              — what can be read, and how to produce it
// Run `pnpm ingest --help` for every option. Writes go through scripts/write/store.ts only.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parsers as registry } from '../parsers/parser-registry'
import type { Parser } from '../parsers/types'
import { newSuiteJson } from '../write/prepare-run'
import {
  checkOptions,
  parseCli,
  parseDirections,
  parseMetricDefs,
  USAGE,
  UsageError,
  type Values,
} from '../write/ingest-options'
import { defaultIo, listFormats, relPath, report, type Io } from '../write/ingest-output'
import { ingestRun, remove, type Target } from '../write/ingest-steps'
import { checkPagePath } from '../write/page-path'
import { didYouMean } from '../../data/schema/suggest'
import { orphaned, watchAncestors } from '../write/orphan-watch'
import {
  createSuite,
  dataDir,
  setStopCheck,
  StoreError,
  suiteDirOf,
  suiteIds,
  unknownSuiteError,
  type LockOptions,
} from '../write/store'
import { loadSuite } from '../read/load'
import { schemaRefsIn } from '../write/ingest-run'

function rebuild(io: Io, dir: string, json: boolean): number {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  io.stderr('rebuilding the site (pnpm build)…\n')
  const r = spawnSync('pnpm', ['build'], {
    cwd: root,
    stdio: ['ignore', json ? 'pipe' : 'inherit', 'inherit'],
    env: { ...process.env, BENCH_DATA_DIR: dir },
  })
  if (json && r.stdout) io.stderr(r.stdout.toString())
  if (r.error || r.status !== 0) {
    io.stderr(
      `error: the run is stored, but \`pnpm build\` failed (${r.error?.message ?? `exit ${r.status}`}); fix that and run it again\n`,
    )
    return 1
  }
  return 0
}

/** The command line. Returns the exit status; never calls process.exit (tests call it in-process). */
export async function main(argv: string[], io: Io = defaultIo(), list: readonly Parser[] = registry): Promise<number> {
  // A whole history (data.js, asv results, dated outputs) is the import command's: `pnpm import` is
  // also a built-in of pnpm, so `pnpm ingest --history` is the way that always works.
  if (argv.includes('--history'))
    return (await import('./import')).main(
      argv.filter((a) => a !== '--history'),
      io,
    )
  let json = false
  try {
    const { values: v, positionals } = parseCli(argv)
    json = Boolean(v.json)
    if (v.help) {
      io.stdout(USAGE + '\n')
      return 0
    }
    if (v['list-formats']) return listFormats(io, json, list)
    checkCombinations(v, list)
    const dir = v['data-dir'] !== undefined ? resolve(io.cwd, v['data-dir']) : dataDir()
    const lock = {
      timeoutMs: v['lock-timeout'] !== undefined ? Number(v['lock-timeout']) * 1000 : undefined,
      onWait: (who: string) => io.stderr(`waiting for the suite lock (held by ${who})…\n`),
    }
    if (v.remove !== undefined) return await remove(io, v.remove, v.suite, dir, lock, json, positionals.length > 0)
    const target = await chooseSuite(io, v, positionals, dir, lock)
    if (typeof target === 'number') return target
    const code = await ingestRun(io, v, positionals, list, { ...target, dir, lock })
    if (code !== 0) return code
    if (v.page !== undefined && !v['dry-run'] && (await writePage(io, target.suiteId, v.page, dir)) !== 0) return 1
    if (v.rebuild && !v['dry-run']) return rebuild(io, dir, json)
    return 0
  } catch (e) {
    return report(io, e, json)
  }
}

/**
 * The starter page (pnpm page), loaded only when --page asks for it, so that its modules (the page's
 * views of the data) stay out of every other ingest's start-up.
 */
async function writePage(io: Io, suiteId: string, page: string, dir: string): Promise<number> {
  return (await import('./page')).pageAfterStore(io, suiteId, page, dir)
}

/** Options that are each valid but not together, or not with this registry of formats. */
function checkCombinations(v: Values, list: readonly Parser[]): void {
  checkOptions(v)
  if (v.format !== undefined && !list.some((p) => p.id === v.format)) {
    throw new UsageError(
      `--format ${v.format}: unknown format${didYouMean(
        v.format,
        list.map((p) => p.id),
      )} (pnpm ingest --list-formats lists the ${list.length} it reads)`,
    )
  }
  if (v.run !== undefined && !v.run.trim())
    throw new UsageError('--run: expected the benchmark command, e.g. --run "go test -run=^$ -bench=. ./..."')
  if (v.page !== undefined) {
    // Refused before anything runs or is stored; pnpm page checks the same again before writing.
    const checked = checkPagePath(v.page, fileURLToPath(new URL('../..', import.meta.url)))
    if ('error' in checked) throw new UsageError(`--page ${checked.error}`)
  }
  if (v['keep-failed'] && v.run === undefined)
    throw new UsageError('--keep-failed is for --run: it stores a run whose command failed')
  parseDirections(v.direction)
  if (!v['new-suite'] && v.metric?.length)
    throw new UsageError('--metric is for --new-suite without input files; other metrics come from the input')
}

/**
 * Which suite the run goes to, and whether it may be created. Returns an exit status instead when the
 * command is done without reading input: a suite created from --metric, or a page for an existing suite.
 */
async function chooseSuite(
  io: Io,
  v: Values,
  positionals: string[],
  dir: string,
  lock: LockOptions,
): Promise<Target | number> {
  let suiteId = v.suite
  let create = Boolean(v.create)
  const noInput = positionals.length === 0 && v.run === undefined
  const exists = (id: string) => existsSync(resolve(suiteDirOf(id, dir), 'suite.json'))
  if (v['new-suite']) {
    if (suiteId && suiteId !== v['new-suite'])
      throw new UsageError(`--new-suite ${v['new-suite']} and --suite ${suiteId} name different suites`)
    suiteId = v['new-suite']
    create = true
    if (exists(suiteId)) {
      const file = relPath(io, resolve(suiteDirOf(suiteId, dir), 'suite.json'))
      if (noInput)
        throw new StoreError(
          'suite-exists',
          `${file}: suite "${suiteId}" exists already; add runs with --suite ${suiteId}`,
        )
      // The publishing guide's command, run again for the next run: the suite it made takes the run. A different
      // --title or --project means another suite under a taken id, which is refused.
      const cur = loadSuite(suiteId, dir).suite
      for (const [key, given, has] of [
        ['title', v.title, cur.title],
        ['project', v.project, cur.project],
      ] as const) {
        if (given !== undefined && given !== has)
          throw new StoreError(
            'suite-exists',
            `${file}: suite "${suiteId}" exists already with --${key} "${has}", not "${given}"; add runs with --suite ${suiteId}, or pick another id`,
          )
      }
      io.stderr(`note: suite "${suiteId}" exists (made by an earlier --new-suite); this run is added to it\n`)
      create = false
    }
    if (noInput) return createSuiteFromMetrics(io, v, suiteId, dir, lock)
  }
  if (noInput && v.page !== undefined && suiteId && !create) {
    // Only a page for a suite that has runs: nothing is stored.
    if (!exists(suiteId)) throw unknownSuiteError(suiteId, dir)
    return writePage(io, suiteId, v.page, dir)
  }
  if (noInput)
    throw new UsageError(
      'no input given: pnpm ingest <file-or-dir...> --suite <id>, or pnpm ingest --run "<command>" --suite <id>',
    )
  if (!suiteId) {
    const known = suiteIds(dir)
    throw new UsageError(
      `missing --suite <id>: which suite the run belongs to (${known.length ? `existing: ${known.join(', ')}` : 'no suites yet'}); to make a new one use --new-suite <id> --title "…" --project "…"`,
    )
  }
  if (!create && !exists(suiteId)) throw unknownSuiteError(suiteId, dir)
  if (create && !exists(suiteId)) newSuiteJson(suiteId, { title: v.title, project: v.project }, false) // fail early on missing --title/--project
  return { suiteId, create }
}

/** --new-suite with --metric and no input: the suite file alone. */
async function createSuiteFromMetrics(
  io: Io,
  v: Values,
  suiteId: string,
  dir: string,
  lock: LockOptions,
): Promise<number> {
  const json = Boolean(v.json)
  const metrics = parseMetricDefs(v.metric ?? [], parseDirections(v.direction))
  if (Object.keys(metrics).length === 0) {
    throw new UsageError(
      `--new-suite ${suiteId}: a suite needs at least one metric. Give an input file (the suite takes its metrics from it), or --metric id=unit [--direction id=higher|lower]`,
    )
  }
  const suiteJson = newSuiteJson(
    suiteId,
    { title: v.title, project: v.project, description: v.description, repository: v.repository },
    schemaRefsIn(dir),
    metrics,
  )
  if (v['dry-run']) {
    io.stdout(
      json
        ? JSON.stringify({ dryRun: true, suite: suiteJson }, null, 2) + '\n'
        : `would create suite "${suiteId}" (dry run: nothing written)\n`,
    )
    return 0
  }
  const file = await createSuite(suiteJson, dir, lock)
  io.stdout(
    json
      ? JSON.stringify({ created: relPath(io, file), suite: suiteJson }, null, 2) + '\n'
      : `created suite "${suiteId}": ${relPath(io, file)}\nadd runs with: pnpm ingest <file> --suite ${suiteId}\n`,
  )
  return 0
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  watchAncestors()
  setStopCheck(orphaned)
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code
  })
}
