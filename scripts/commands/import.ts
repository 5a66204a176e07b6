// pnpm import <history> --suite <id> [--create --title "…" --project "…"]  — a whole history at once:
// github-action-benchmark's data.js, an asv results folder, or a folder of <date>-<commit>.<ext>
// outputs; one run per entry, dates and commits kept. Running it again adds only the new entries.
// Writes through scripts/write/store.ts (storeRuns: one lock, one journal, all or nothing).
import { existsSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { DataError } from '../../data/schema/validate'
import { readCommandLine } from '../../data/schema/command-line'
import { parsers } from '../parsers/parser-registry'
import { ParseError } from '../parsers/types'
import { IngestError } from '../write/ingest-core'
import { prepareRun } from '../write/prepare-run'
import { historyEntries, historyKind, type HistoryEntry, type HistoryKind } from '../write/import-history'
import { InputError } from '../write/inputs'
import { dataDir, StoreError, storeRuns } from '../write/store'
import { checkPagePath } from '../write/page-path'
import { setSlug, suitesPerSet } from '../write/history-suites'
import { summarizeNotes, warningNote, type HistoryNote } from '../write/history-notes'
import { fsMessage } from '../write/ingest-output'

const SITE = fileURLToPath(new URL('../..', import.meta.url))

export const USAGE = `Usage:
  pnpm import <data.js | asv results folder | folder of dated outputs> --suite <id> [options]

  --suite <id>        the suite the runs go to
  --create            create the suite if it does not exist (with --title and --project)
  --title, --project, --description, --repository   for a suite created here
  --kind <k>          data-js, asv or dated (default: recognised from the path)
  --set <name>        data.js: import only this benchmark set (repeatable; default: all)
  --one-suite         data.js: every set in the one suite --suite, told apart by a parameter "set"
                      (default: a suite per set, <suite>-<set>, when the file has several)
  --page docs/<path>.md   write a starter page for the suite (one per suite: <path>-<set>.md)
  --with-param k=v    add this parameter to every imported result (repeatable): go test's own output
                      names the package (pkg=example.com/mod/pkg), data.js does not; give it, and a later
                      pnpm ingest --run "go test …" continues the same series
  --format <id>       dated outputs: read every file as this format (default: detected per file)
  --direction m=higher|lower   which way is better for a metric this creates (repeatable); data.js: wins
                      over the unit (a time or size: lower, a rate: higher) and the entry's tool
  --data-dir <dir>    data folder (default: $BENCH_DATA_DIR, else data/)
  --dry-run           read and validate everything, write nothing
  --json              print the outcome as JSON

Runs already imported (same content) are skipped, so the import can be run again after new entries.`

interface Io {
  stdout: (s: string) => void
  stderr: (s: string) => void
  cwd: string
}
const defaultIo = (): Io => ({
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  cwd: process.cwd(),
})

const IMPORT_OPTIONS = {
  suite: { type: 'string' },
  create: { type: 'boolean' },
  title: { type: 'string' },
  project: { type: 'string' },
  description: { type: 'string' },
  repository: { type: 'string' },
  kind: { type: 'string' },
  set: { type: 'string', multiple: true },
  format: { type: 'string' },
  direction: { type: 'string', multiple: true },
  'data-dir': { type: 'string' },
  'dry-run': { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  'one-suite': { type: 'boolean' },
  page: { type: 'string' },
  'with-param': { type: 'string', multiple: true },
} as const

/** `--with-param k=v`: a parameter the history does not record but native output does (go's pkg). */
function addParams(entries: HistoryEntry[], args: string[]): void {
  const extra: Record<string, string | number> = {}
  for (const a of args) {
    const m = /^([A-Za-z][\w.-]{0,59})=(.+)$/.exec(a)
    if (!m) throw new IngestError(`--with-param ${a}: expected key=value, such as pkg=example.com/mod/pkg`)
    extra[m[1]!] = Number.isFinite(Number(m[2])) && m[2]!.trim() !== '' ? Number(m[2]) : m[2]!
  }
  if (!args.length) return
  for (const e of entries) for (const r of e.parsed.results) r.params = { ...r.params, ...extra }
}

type Group = { suiteId: string; set: string | undefined; entries: HistoryEntry[] }
interface Outcome {
  suite: string
  createsSuite: boolean
  entries: number
  added: string[]
  skipped: number
}
type Opts = {
  create?: boolean
  'dry-run'?: boolean
  title?: string
  project?: string
  description?: string
  repository?: string
}

/** Stores each group's entries in its suite (one lock and journal per suite); what there is to tell goes to `notes`. */
async function storeGroups(
  groups: Group[],
  dir: string,
  v: Opts,
  directions: Record<string, 'higher' | 'lower'>,
  notes: HistoryNote[],
  io: Io,
): Promise<Outcome[]> {
  const schemaRefs = existsSync(resolve(dir, 'schema', 'run.schema.json'))
  const now = new Date()
  const outcomes: Outcome[] = []
  for (const g of groups) {
    const title = g.set !== undefined && v.title ? `${v.title} — ${g.set}` : v.title
    const result = await storeRuns({
      suiteId: g.suiteId,
      dir,
      create: Boolean(v.create),
      dryRun: Boolean(v['dry-run']),
      entries: g.entries.map((e) => ({
        inputHash: e.inputHash,
        label: e.label,
        prepare: (state) => {
          // The commit names the run on charts, as the tools these histories come from show it.
          const p = prepareRun(state, e.parsed, e.inputHash, {
            label: e.parsed.commit?.slice(0, 7),
            environments: [],
            directions,
            files: e.files,
            newSuite: { title, project: v.project, description: v.description, repository: v.repository },
            schemaRefs,
            now,
          })
          // One line per kind of warning, not one per entry of a long history (summarizeNotes).
          notes.push(
            ...e.notes.map((n) => ({ ...n, entry: e.label })),
            ...p.warnings.map((w) => warningNote(e.label, w)),
          )
          return p
        },
      })),
    })
    for (const r of result.recovered) io.stderr(`note: ${r}\n`)
    outcomes.push({
      suite: g.suiteId,
      createsSuite: result.createsSuite,
      entries: g.entries.length,
      added: result.added.map((r) => r.id),
      skipped: result.skipped.length,
    })
  }
  return outcomes
}

/** --direction metric=higher|lower, repeatable: the metrics whose better side the history does not say. */
function parseDirections(list: string[]): Record<string, 'higher' | 'lower'> {
  const directions: Record<string, 'higher' | 'lower'> = {}
  for (const d of list) {
    const m = /^([^=]+)=(higher|lower)$/.exec(d)
    if (!m) throw new IngestError(`--direction ${d}: expected metric=higher or metric=lower`)
    directions[m[1]!] = m[2] as 'higher' | 'lower'
  }
  return directions
}

/** The --json summary's counts: the first suite's, the whole import's, and each suite's when a data.js held several sets. */
function totals(outcomes: Outcome[], entries: number) {
  const one = outcomes[0]!
  return {
    suite: one.suite,
    createsSuite: one.createsSuite,
    entries,
    added: outcomes.flatMap((o) => o.added),
    skipped: outcomes.reduce((n, o) => n + o.skipped, 0),
    ...(outcomes.length > 1 ? { suites: outcomes } : {}),
  }
}

/** One line per suite: how many entries were read, added and already there. */
function printOutcomes(io: Io, outcomes: Outcome[], what: string, entries: number, ms: number, dryRun: boolean): void {
  const verb = dryRun ? 'would add' : 'added'
  for (const o of outcomes) {
    const read = outcomes.length > 1 ? `${o.entries} entries of its set` : `${entries} entries`
    io.stdout(
      `${what}: ${read}; ${verb} ${o.added.length} run(s) to suite "${o.suite}"${o.createsSuite ? ' (new suite)' : ''}, ${o.skipped} already there; ${(ms / 1000).toFixed(2)} s\n`,
    )
  }
}

/** pnpm page for each suite (one page per set, "<page>-<set>.md"), loaded only when --page asks for it (as in ingest). */
async function writePages(io: Io, groups: Group[], page: string, dir: string): Promise<number> {
  const { pageAfterStore } = await import('./page')
  for (const g of groups) {
    const status = pageAfterStore(
      io,
      g.suiteId,
      groups.length > 1 ? page.replace(/\.md$/, `-${setSlug(g.set ?? '')}.md`) : page,
      dir,
    )
    if (status !== 0) return status
  }
  io.stdout('next: pnpm build to publish them.\n')
  return 0
}

export async function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  let json = false
  try {
    const { values: v, positionals } = readCommandLine(argv, IMPORT_OPTIONS, (m) => new IngestError(m))
    json = Boolean(v.json)
    if (v.help) {
      io.stdout(USAGE + '\n')
      return 0
    }
    if (positionals.length !== 1)
      throw new IngestError('give one history: a data.js file, an asv results folder or a folder of dated outputs')
    if (!v.suite || !/^[a-z0-9][a-z0-9._-]{0,79}$/.test(v.suite))
      throw new IngestError('--suite <id>: the suite the runs go to (a lowercase slug)')
    const path = resolve(io.cwd, positionals[0]!)
    const display = relative(io.cwd, path) || path
    if (!existsSync(path)) throw new InputError(`${display}: no such file or folder`)
    const kinds: HistoryKind[] = ['data-js', 'asv', 'dated']
    if (v.kind && !kinds.includes(v.kind as HistoryKind))
      throw new IngestError(`--kind ${v.kind}: one of ${kinds.join(', ')}`)
    const kind = (v.kind as HistoryKind | undefined) ?? historyKind(path)
    if (!kind)
      throw new InputError(
        `${display}: not a history this command knows: a github-action-benchmark data.js (window.BENCHMARK_DATA = …), an asv results folder (benchmarks.json, <machine>/machine.json) or a folder of <date>-<commit>.<ext> files`,
      )
    const directions = parseDirections(v.direction ?? [])
    const dir = v['data-dir'] !== undefined ? resolve(io.cwd, v['data-dir']) : dataDir()
    const t0 = performance.now()
    if (v.page !== undefined) {
      const checked = checkPagePath(v.page, SITE)
      if ('error' in checked) throw new IngestError(`--page ${checked.error}`)
    }
    const entries = historyEntries(kind, path, display, {
      only: v.set,
      list: parsers,
      formatId: v.format,
      setParam: Boolean(v['one-suite']),
      directions,
    })
    addParams(entries, v['with-param'] ?? [])
    const groups = v['one-suite'] ? [{ suiteId: v.suite, set: undefined, entries }] : suitesPerSet(v.suite, entries)
    const tRead = performance.now()
    const notes: HistoryNote[] = []
    const outcomes = await storeGroups(groups, dir, v, directions, notes, io)
    const ms = performance.now() - t0
    for (const line of summarizeNotes(notes)) io.stderr(`warning: ${line}\n`)
    const dryRun = Boolean(v['dry-run'])
    if (json)
      io.stdout(
        JSON.stringify(
          {
            dryRun,
            kind,
            ...totals(outcomes, entries.length),
            readMs: Math.round(tRead - t0),
            totalMs: Math.round(ms),
          },
          null,
          2,
        ) + '\n',
      )
    else printOutcomes(io, outcomes, `${display} (${kind})`, entries.length, ms, dryRun)
    if (!json && !dryRun && outcomes.some((o) => o.added.length) && v.page === undefined)
      io.stdout('next: pnpm build to publish them.\n')
    if (v.page !== undefined && !dryRun) return await writePages(io, groups, v.page, dir)
    return 0
  } catch (e) {
    return failed(io, e, json)
  }
}

/** An error as one line (a stack only for a bug), and the exit status: 2 for a bad command line, else 1. */
export function failed(io: Io, e: unknown, json: boolean): number {
  const known =
    e instanceof ParseError ||
    e instanceof DataError ||
    e instanceof StoreError ||
    e instanceof IngestError ||
    e instanceof InputError ||
    (e instanceof TypeError && /Unknown option|Unexpected argument/.test(e.message))
  // A file-system error (ENOSPC: the disk filled during the import) is the machine's, not a bug: one line.
  const errno = e as NodeJS.ErrnoException
  if (typeof errno?.code === 'string' && typeof errno.syscall === 'string') {
    io.stderr(`error: ${fsMessage(errno)}\n`)
    if (json) io.stdout(JSON.stringify({ error: errno.message }) + '\n')
    return 1
  }
  const msg = e instanceof Error ? e.message : String(e)
  io.stderr(`${e instanceof ParseError ? 'parse error' : 'error'}: ${known ? msg : ((e as Error)?.stack ?? msg)}\n`)
  if (known) io.stderr('nothing was written.\n')
  if (json) io.stdout(JSON.stringify({ error: msg }) + '\n')
  return e instanceof IngestError || e instanceof TypeError ? 2 : 1
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code
  })
}
