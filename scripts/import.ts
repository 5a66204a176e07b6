// pnpm import <history> --suite <id> [--create --title "…" --project "…"]  — a whole history at once:
// github-action-benchmark's data.js, an asv results folder, or a folder of <date>-<commit>.<ext>
// outputs; one run per entry, dates and commits kept. Running it again adds only the new entries.
// Writes through scripts/lib/store.ts (storeRuns: one lock, one journal, all or nothing).
import { existsSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { DataError } from '../data/schema/validate'
import { parsers } from './parsers/index'
import { ParseError } from './parsers/types'
import { IngestError } from './lib/ingest-core'
import { prepareRun } from './lib/prepare-run'
import { historyEntries, historyKind, type HistoryKind } from './import-history'
import { InputError } from './lib/inputs'
import { dataDir, StoreError, storeRuns } from './lib/store'

export const USAGE = `Usage:
  pnpm import <data.js | asv results folder | folder of dated outputs> --suite <id> [options]

  --suite <id>        the suite the runs go to
  --create            create the suite if it does not exist (with --title and --project)
  --title, --project, --description, --repository   for a suite created here
  --kind <k>          data-js, asv or dated (default: recognised from the path)
  --set <name>        data.js: import only this benchmark set (repeatable; default: all)
  --format <id>       dated outputs: read every file as this format (default: detected per file)
  --direction m=higher|lower   for metrics this creates (repeatable)
  --data-dir <dir>    data folder (default: $BENCH_DATA_DIR, else data/)
  --dry-run           read and validate everything, write nothing
  --json              print the outcome as JSON

Runs already imported (same content) are skipped, so the import can be run again after new entries.`

interface Io { stdout: (s: string) => void; stderr: (s: string) => void; cwd: string }
const defaultIo = (): Io => ({ stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s), cwd: process.cwd() })

export async function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  let json = false
  try {
    const { values: v, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        suite: { type: 'string' }, create: { type: 'boolean' }, title: { type: 'string' }, project: { type: 'string' },
        description: { type: 'string' }, repository: { type: 'string' }, kind: { type: 'string' }, set: { type: 'string', multiple: true },
        format: { type: 'string' }, direction: { type: 'string', multiple: true }, 'data-dir': { type: 'string' },
        'dry-run': { type: 'boolean' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
      },
    })
    json = Boolean(v.json)
    if (v.help) { io.stdout(USAGE + '\n'); return 0 }
    if (positionals.length !== 1) throw new IngestError('give one history: a data.js file, an asv results folder or a folder of dated outputs')
    if (!v.suite || !/^[a-z0-9][a-z0-9._-]{0,79}$/.test(v.suite)) throw new IngestError('--suite <id>: the suite the runs go to (a lowercase slug)')
    const path = resolve(io.cwd, positionals[0]!)
    const display = relative(io.cwd, path) || path
    if (!existsSync(path)) throw new InputError(`${display}: no such file or folder`)
    const kinds: HistoryKind[] = ['data-js', 'asv', 'dated']
    if (v.kind && !kinds.includes(v.kind as HistoryKind)) throw new IngestError(`--kind ${v.kind}: one of ${kinds.join(', ')}`)
    const kind = (v.kind as HistoryKind | undefined) ?? historyKind(path)
    if (!kind) throw new InputError(`${display}: not a history this command knows: a github-action-benchmark data.js (window.BENCHMARK_DATA = …), an asv results folder (benchmarks.json, <machine>/machine.json) or a folder of <date>-<commit>.<ext> files`)
    const directions: Record<string, 'higher' | 'lower'> = {}
    for (const d of v.direction ?? []) {
      const m = /^([^=]+)=(higher|lower)$/.exec(d)
      if (!m) throw new IngestError(`--direction ${d}: expected metric=higher or metric=lower`)
      directions[m[1]!] = m[2] as 'higher' | 'lower'
    }
    const dir = v['data-dir'] !== undefined ? resolve(io.cwd, v['data-dir']) : dataDir()
    const t0 = performance.now()
    const entries = historyEntries(kind, path, display, { only: v.set, list: parsers, formatId: v.format })
    const tRead = performance.now()
    const schemaRefs = existsSync(resolve(dir, 'schema', 'run.schema.json'))
    const now = new Date()
    const warnings = new Map<string, number>()
    const result = await storeRuns({
      suiteId: v.suite,
      dir,
      create: Boolean(v.create),
      dryRun: Boolean(v['dry-run']),
      entries: entries.map((e) => ({
        inputHash: e.inputHash,
        label: e.label,
        prepare: (state) => {
          // The commit names the run on charts, as the tools these histories come from show it.
          const p = prepareRun(state, e.parsed, e.inputHash, { label: e.parsed.commit?.slice(0, 7), environments: [], directions, files: e.files, newSuite: { title: v.title, project: v.project, description: v.description, repository: v.repository }, schemaRefs, now })
          // One line per kind of warning, not one per entry of a long history.
          for (const w of p.warnings) { const k = w.replace(/"[^"]*"/g, '"…"'); warnings.set(k, (warnings.get(k) ?? 0) + 1) }
          return p
        },
      })),
    })
    const ms = performance.now() - t0
    for (const [w, n] of warnings) io.stderr(`warning: ${w}${n > 1 ? ` (${n} entries)` : ''}\n`)
    for (const r of result.recovered) io.stderr(`note: ${r}\n`)
    if (json) {
      io.stdout(JSON.stringify({ dryRun: Boolean(v['dry-run']), kind, suite: v.suite, createsSuite: result.createsSuite, entries: entries.length, added: result.added.map((r) => r.id), skipped: result.skipped.length, readMs: Math.round(tRead - t0), totalMs: Math.round(ms) }, null, 2) + '\n')
    } else {
      const verb = v['dry-run'] ? 'would add' : 'added'
      io.stdout(`${display} (${kind}): ${entries.length} entries; ${verb} ${result.added.length} run(s) to suite "${v.suite}"${result.createsSuite ? ' (new suite)' : ''}, ${result.skipped.length} already there; ${(ms / 1000).toFixed(2)} s\n`)
      if (!v['dry-run'] && result.added.length) io.stdout('next: pnpm build to publish them.\n')
    }
    return 0
  } catch (e) {
    const known = e instanceof ParseError || e instanceof DataError || e instanceof StoreError || e instanceof IngestError || e instanceof InputError || (e instanceof TypeError && /Unknown option|Unexpected argument/.test(e.message))
    const msg = e instanceof Error ? e.message : String(e)
    io.stderr(`${e instanceof ParseError ? 'parse error' : 'error'}: ${known ? msg : (e as Error)?.stack ?? msg}\n`)
    if (known) io.stderr('nothing was written.\n')
    if (json) io.stdout(JSON.stringify({ error: msg }) + '\n')
    return e instanceof IngestError || e instanceof TypeError ? 2 : 1
  }
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  main(process.argv.slice(2)).then((code) => { process.exitCode = code })
}
