// The write side of data/: the one place that changes data/ on disk (reading is load.ts). Layout:
//   data/<suite>/suite.json          the suite: metrics (unit, direction), parameters, thresholds
//   data/<suite>/runs/<run>.json     one run per file, so history never becomes one giant file
//   data/<suite>/raw/<run>.*         the raw tool output a run was parsed from (optional)
// The rules:
//  * validate before writing (schema + normalizeRun against the suite as it will be): store-plan.ts;
//  * write each file to a hidden temp file in its own folder, fsync, then rename over the target: store-files.ts;
//  * never modify or drop an existing run: a run id that exists is refused, and the only way to
//    replace a run is --replace on the same input (same content hash);
//  * one writer per suite at a time: data/<suite>/.lock, created with O_EXCL, holding our pid: store-lock.ts;
//  * a commit that renames several files first writes a journal, so that a process killed between
//    two renames is completed by the next writer (roll forward), and a process killed before the
//    journal leaves only hidden *.tmp files that the loader never reads and the next writer removes:
//    store-journal.ts.
// This file holds the operations (store a run, create a suite, remove a run) and is what the
// commands import; the batch import is store-batch.ts, the raw copy store-raw.ts, test hooks store-hooks.ts.
import { accessSync, constants as fsConstants, existsSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { Suite } from '../../data/schema/schema'
import { MAX_DATA_FILE_BYTES, validate } from '../../data/schema/validate'
import { dataDir, DataPathError, readJsonFile, suiteIds } from '../read/load'
import { StoreError, unknownSuiteError } from './store-errors'
import { inSuiteDir, toJsonText, writeFileAtomic, writeTmp } from './store-files'
import { pausePoint } from './store-hooks'
import { commitOps, safeRel, TMP, type JournalOp } from './store-journal'
import { commitStaged, withSuiteLock, type LockOptions } from './store-lock'
import { planRun, suiteDirOf, type PlanOptions, type StorePlan } from './store-plan'
import { writeRawTmp } from './store-raw'

export { dataDir, defaultDataDir, loadAll, loadSuite, readJsonFile, suiteIds } from '../read/load'
export type { LoadedSuite } from '../read/load'
export { StoreError, unknownSuiteError } from './store-errors'
export { toJsonText, writeFileAtomic } from './store-files'
export { setStopCheck } from './store-hooks'
export { recoverSuite } from './store-journal'
export { withSuiteLock, type LockOptions } from './store-lock'
export { planRun, suiteDirOf, type PlanOptions, type StorePlan, type StoreState } from './store-plan'
export { storeRuns } from './store-batch'

export interface StoreResult {
  plan: StorePlan
  runFile: string
  rawFile?: string
  /** What recovery did before this ingest (interrupted ingests completed, temp files removed). */
  recovered: string[]
}

/** planRun + commit, holding the suite lock. data/ is either unchanged or has the whole new run. */
export async function storeRun(opts: PlanOptions & { lock?: LockOptions }): Promise<StoreResult> {
  const dir = opts.dir ?? dataDir()
  const suiteDir = suiteDirOf(opts.suiteId, dir)
  if (!existsSync(join(suiteDir, 'suite.json')) && !opts.create) throw unknownSuiteError(opts.suiteId, dir)
  return inSuiteDir(suiteDir, () =>
    withSuiteLock(
      suiteDir,
      async (recovered) => {
        const plan = planRun({ ...opts, dir })
        await commit(plan)
        return { plan, runFile: plan.runFile, rawFile: plan.raw ? join(suiteDir, plan.raw.rel) : undefined, recovered }
      },
      opts.lock,
    ),
  )
}

async function commit(plan: StorePlan): Promise<void> {
  const { suiteDir } = plan
  mkdirSync(join(suiteDir, 'runs'), { recursive: true })
  const ops: JournalOp[] = []
  const rel = (p: string) => relative(suiteDir, p).split('\\').join('/')
  // Everything new goes to hidden temp files first, raw input before the run; the renames then go in
  // an order where every intermediate state loads: raw, then suite, then run.
  if (plan.raw) {
    mkdirSync(join(suiteDir, 'raw'), { recursive: true })
    const tmp = await writeRawTmp(join(suiteDir, plan.raw.rel), plan.raw.spec)
    ops.push({ op: 'rename', from: rel(tmp), to: plan.raw.rel })
    pausePoint('after-raw')
  }
  if (plan.suiteText !== null)
    ops.push({ op: 'rename', from: rel(writeTmp(join(suiteDir, 'suite.json'), plan.suiteText)), to: 'suite.json' })
  ops.push({ op: 'rename', from: rel(writeTmp(plan.runFile, plan.runText)), to: rel(plan.runFile) })
  // A replaced run under another id, and its raw copy when it has a different name.
  const old = plan.replaces
  if (old && old.id !== plan.run.id) ops.push({ op: 'unlink', path: `runs/${old.id}.json` })
  if (
    old?.source?.raw &&
    safeRel(old.source.raw) &&
    old.source.raw !== plan.raw?.rel &&
    old.source.raw.startsWith('raw/')
  ) {
    ops.push({ op: 'unlink', path: old.source.raw })
  }
  commitStaged(
    suiteDir,
    ops,
    'the ingest was stopped (by a signal, or the command that started it ended) before it stored anything',
  )
}

/** Creates data/<id>/suite.json; refuses when the suite exists. */
export async function createSuite(
  suiteJson: Record<string, unknown>,
  dir = dataDir(),
  lock: LockOptions = {},
): Promise<string> {
  const id = String(suiteJson.id)
  const suiteDir = suiteDirOf(id, dir)
  const file = join(suiteDir, 'suite.json')
  validate(Suite, suiteJson, file)
  await inSuiteDir(suiteDir, () => {
    const exists = () => new StoreError('suite-exists', `${file}: suite "${id}" exists already`)
    if (existsSync(file)) throw exists()
    return withSuiteLock(
      suiteDir,
      () => {
        if (existsSync(file)) throw exists()
        writeFileAtomic(file, toJsonText(suiteJson))
      },
      lock,
    )
  })
  return file
}

// ── removing a run ──

export interface RemoveResult {
  suiteId: string
  /** Files removed, relative to the suite folder. */
  removed: string[]
  recovered: string[]
}

/** The suites that have a run file named `runId` (to find the suite when --suite is not given). */
export function suitesWithRun(runId: string, dir = dataDir()): string[] {
  return suiteIds(dir).filter((id) => existsSync(join(suiteDirOf(id, dir), 'runs', `${runId}.json`)))
}

/** Refuses (before anything is removed) a path that unlink would fail on: a folder, or one in a folder we may not change. */
function checkRemovable(path: string): void {
  if (lstatSync(path).isDirectory())
    throw new DataPathError(
      path,
      `expected a file, found a folder; nothing was removed: move the folder out of ${basename(dirname(path))}/ and run the removal again`,
    )
  accessSync(dirname(path), fsConstants.W_OK)
}

/** The raw copies of a run: found by name (raw/<id>.*), plus the one its source names. */
function rawCopiesOf(suiteDir: string, runId: string, runFile: string): Set<string> {
  const raws = new Set<string>()
  const rawDir = join(suiteDir, 'raw')
  if (existsSync(rawDir))
    for (const f of readdirSync(rawDir)) if (f.startsWith(`${runId}.`) && !TMP.test(f)) raws.add(`raw/${f}`)
  try {
    // The run file is read only when it is small enough (a file the build refuses, say too big, must still be removable).
    if (statSync(runFile).size <= MAX_DATA_FILE_BYTES) {
      const named = (readJsonFile(runFile) as { source?: { raw?: unknown } }).source?.raw
      if (typeof named === 'string' && safeRel(named) && named.startsWith('raw/') && existsSync(join(suiteDir, named)))
        raws.add(named)
    }
  } catch {
    /* unreadable: removed all the same, with the raw copy found by name */
  }
  return raws
}

/**
 * Removes a run and its raw copy, under the suite's lock and through the journal, so that a kill
 * leaves either the whole run or none of it.
 */
export async function removeRun(
  suiteId: string,
  runId: string,
  dir = dataDir(),
  lock: LockOptions = {},
): Promise<RemoveResult> {
  const suiteDir = suiteDirOf(suiteId, dir)
  if (!existsSync(join(suiteDir, 'suite.json'))) throw unknownSuiteError(suiteId, dir)
  return withSuiteLock(
    suiteDir,
    (recovered) => {
      const runRel = `runs/${runId}.json`
      const runFile = join(suiteDir, runRel)
      if (!existsSync(runFile)) {
        const known = existsSync(join(suiteDir, 'runs'))
          ? readdirSync(join(suiteDir, 'runs'))
              .filter((f) => f.endsWith('.json'))
              .map((f) => f.slice(0, -5))
          : []
        throw new StoreError(
          'unknown-run',
          `${runFile}: suite "${suiteId}" has no run "${runId}"${known.length ? ` (its runs: ${known.slice(-10).join(', ')}${known.length > 10 ? ', …' : ''})` : ''}`,
        )
      }
      const ops: JournalOp[] = [
        { op: 'unlink', path: runRel },
        ...[...rawCopiesOf(suiteDir, runId, runFile)].map((path): JournalOp => ({ op: 'unlink', path })),
      ]
      // All or nothing: each path is checked removable before the first goes (a run file turned into a
      // folder used to keep its folder while its raw copy was deleted, and the removal said it succeeded).
      for (const o of ops) if (o.op === 'unlink') checkRemovable(join(suiteDir, o.path))
      commitOps(suiteDir, ops, 'mid-remove')
      return { suiteId, removed: ops.map((o) => (o.op === 'unlink' ? o.path : o.to)), recovered }
    },
    lock,
  )
}
