// Many runs at once (pnpm import): one lock, one read of the suite, one journal.
import { existsSync, mkdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { Run, Suite } from '../../data/schema/schema'
import type { Run as RunT, Suite as SuiteT } from '../../data/schema/schema'
import { validate } from '../../data/schema/validate'
import { normalizeRun } from '../../data/schema/model'
import { dataDir } from '../read/load'
import { StoreError, unknownSuiteError } from './store-errors'
import { inSuiteDir, toJsonText, writeTmp } from './store-files'
import type { JournalOp } from './store-journal'
import { commitStaged, withSuiteLock, type LockOptions } from './store-lock'
import { readStoreState, suiteDirOf, type Prepared, type StoreState } from './store-plan'

export interface BatchEntry {
  inputHash: string
  /** Where the entry comes from, for messages ("data.js: Rust Benchmark #12"). */
  label: string
  prepare: (state: StoreState) => Prepared
}

export interface BatchResult {
  suite: SuiteT
  createsSuite: boolean
  /** The runs written (or, for a dry run, that would be written), in entry order. */
  added: RunT[]
  /** Entries whose input hash a run of the suite already has: nothing to do (imports are re-runnable). */
  skipped: Array<{ label: string; id: string }>
  recovered: string[]
}

interface BatchOptions {
  suiteId: string
  dir?: string
  create?: boolean
  entries: BatchEntry[]
  dryRun?: boolean
  lock?: LockOptions
}

type BatchPlan = Omit<BatchResult, 'recovered'> & { suiteText: string | null }

/** Prepares and validates every entry against the suite as the earlier ones left it; writes nothing. */
function planBatch(opts: BatchOptions, dir: string, createsSuite: boolean): BatchPlan {
  const { state, originalText } = readStoreState(opts.suiteId, dir)
  const { suiteDir } = state
  const suiteFile = join(suiteDir, 'suite.json')
  const hashes = new Map(state.runs.map((r) => [r.source?.inputHash, r.id]))
  const added: RunT[] = []
  const skipped: BatchResult['skipped'] = []
  for (const e of opts.entries) {
    const have = hashes.get(e.inputHash)
    if (have) {
      skipped.push({ label: e.label, id: have })
      continue
    }
    const prepared = e.prepare(state)
    if (prepared.raw) throw new Error('storeRuns: raw copies are not kept for imported runs')
    const suite = validate(Suite, prepared.suiteJson, suiteFile)
    const label = `${e.label} (as ${join(suiteDir, 'runs', `${prepared.run.id}.json`)})`
    const run = normalizeRun(suite, validate(Run, prepared.run, label), label)
    if (state.runs.some((r) => r.id === run.id) || existsSync(join(suiteDir, 'runs', `${run.id}.json`))) {
      throw new StoreError('run-exists', `${label}: run "${run.id}" exists already and existing runs are never changed`)
    }
    state.suiteJson = prepared.suiteJson
    state.suite = suite
    state.runs.push(run)
    hashes.set(e.inputHash, run.id)
    added.push(run)
  }
  if (!state.suite || !state.suiteJson)
    throw new StoreError('invalid', `${suiteFile}: nothing to import and no suite to import into`)
  // Runs stored before must stay valid against the suite as it will be stored.
  for (const r of state.runs)
    if (!added.includes(r)) normalizeRun(state.suite, r, join(suiteDir, 'runs', `${r.id}.json`))
  const newText = toJsonText(state.suiteJson)
  return { suite: state.suite, createsSuite, added, skipped, suiteText: newText === originalText ? null : newText }
}

/** Every new file to a temp file, then the journalled renames: the suite file and all runs together. */
function commitBatch(suiteDir: string, p: BatchPlan): void {
  if (!p.added.length) return
  mkdirSync(join(suiteDir, 'runs'), { recursive: true })
  const ops: JournalOp[] = []
  if (p.suiteText !== null)
    ops.push({
      op: 'rename',
      from: relative(suiteDir, writeTmp(join(suiteDir, 'suite.json'), p.suiteText)),
      to: 'suite.json',
    })
  for (const run of p.added) {
    const target = join(suiteDir, 'runs', `${run.id}.json`)
    ops.push({
      op: 'rename',
      from: relative(suiteDir, writeTmp(target, toJsonText(run)))
        .split(sep)
        .join('/'),
      to: `runs/${run.id}.json`,
    })
  }
  commitStaged(suiteDir, ops, 'the import was stopped before it stored anything')
}

/**
 * Stores many runs under one lock and one journal: the suite is read once, entries already stored
 * (same input hash) are skipped, each new run is prepared against the suite as the earlier entries
 * left it, everything is validated before anything is written, and the suite file and every run file
 * are renamed into place together (a kill between renames is completed by the next writer). A plan
 * per run (storeRun) reads and re-validates the whole suite each time: fine for one run, quadratic
 * for a history of thousands.
 */
export async function storeRuns(opts: BatchOptions): Promise<BatchResult> {
  const dir = opts.dir ?? dataDir()
  const suiteDir = suiteDirOf(opts.suiteId, dir)
  const exists = existsSync(join(suiteDir, 'suite.json'))
  if (!exists && !opts.create) throw unknownSuiteError(opts.suiteId, dir)
  if (opts.dryRun) {
    const { suiteText: _, ...p } = planBatch(opts, dir, !exists)
    return { ...p, recovered: [] }
  }
  return inSuiteDir(suiteDir, () =>
    withSuiteLock(
      suiteDir,
      (recovered) => {
        const { suiteText, ...rest } = planBatch(opts, dir, !exists)
        commitBatch(suiteDir, { ...rest, suiteText })
        return { ...rest, recovered }
      },
      opts.lock,
    ),
  )
}
