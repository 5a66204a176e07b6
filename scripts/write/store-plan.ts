// Planning a write: read the suite as stored, let the caller prepare the new suite and run, validate
// both against each other and against every stored run. Writes nothing: a dry run stops here.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Run, Suite } from '../../data/schema/schema'
import type { Run as RunT, Suite as SuiteT } from '../../data/schema/schema'
import { DataError, MAX_DATA_FILE_BYTES, validate } from '../../data/schema/validate'
import { normalizeRun } from '../../data/schema/model'
import type { InputSet } from './inputs'
import { dataDir, loadSuite, readJsonFile } from '../read/load'
import { StoreError, unknownSuiteError } from './store-errors'
import { toJsonText } from './store-files'
import { JOURNAL } from './store-journal'

export function suiteDirOf(suiteId: string, dir = dataDir()): string {
  return join(dir, suiteId)
}

/** Where the raw copy of a run's input lives, relative to the suite folder. */
export function rawPathFor(runId: string, ext: string): string {
  return `raw/${runId}.${ext}.gz`
}

export interface RawSpec {
  set: InputSet
  /** "txt", "csv", "json", "bundle.json" … */
  ext: string
  /** The hash the input had when it was parsed; the raw copy must have the same. */
  inputHash: string
}

export interface StoreState {
  suiteId: string
  suiteDir: string
  /** The suite file as stored (key order kept), or null when the suite is being created. */
  suiteJson: Record<string, unknown> | null
  suite: SuiteT | null
  runs: RunT[]
  /** An existing run made from the same input (same content hash). */
  duplicateOf?: RunT
}

export interface Prepared {
  suiteJson: Record<string, unknown>
  run: RunT
  raw?: RawSpec
}

export interface StorePlan {
  suiteId: string
  suiteDir: string
  suite: SuiteT
  /** The new suite file text, or null when suite.json stays as it is. */
  suiteText: string | null
  createsSuite: boolean
  run: RunT
  runFile: string
  /** The run file's text, checked against MAX_DATA_FILE_BYTES. */
  runText: string
  raw?: { spec: RawSpec; rel: string }
  replaces?: RunT
  /** Whether a journal from an interrupted ingest is waiting (dry runs only report it). */
  pendingJournal: boolean
}

export interface PlanOptions {
  suiteId: string
  dir?: string
  inputHash: string
  replace?: boolean
  /** Create the suite when it does not exist (prepare then gets suiteJson null). */
  create?: boolean
  /** The input's path, for messages about the run made from it. */
  inputLabel?: string
  prepare: (state: StoreState) => Prepared
}

function rawSuiteJson(suiteFile: string): Record<string, unknown> {
  const v = readJsonFile(suiteFile)
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new DataError(suiteFile, '$', 'a JSON object')
  return v as Record<string, unknown>
}

/**
 * The suite as stored, with its runs, and its file's text as we would write it (to tell whether a
 * prepared suite changed anything); an empty state when the suite does not exist yet.
 */
export function readStoreState(suiteId: string, dir: string): { state: StoreState; originalText: string | null } {
  const suiteDir = suiteDirOf(suiteId, dir)
  const suiteFile = join(suiteDir, 'suite.json')
  const state: StoreState = { suiteId, suiteDir, suiteJson: null, suite: null, runs: [] }
  if (!existsSync(suiteFile)) return { state, originalText: null }
  const loaded = loadSuite(suiteId, dir)
  const suiteJson = rawSuiteJson(suiteFile)
  return {
    state: { ...state, suiteJson, suite: loaded.suite, runs: [...loaded.runs] },
    originalText: toJsonText(suiteJson),
  }
}

/** The build refuses a file above MAX_DATA_FILE_BYTES: refuse it before anything is written. */
function refuseTooLarge(files: Array<[label: string, text: string]>): void {
  for (const [label, text] of files) {
    const bytes = Buffer.byteLength(text)
    if (bytes > MAX_DATA_FILE_BYTES) {
      throw new StoreError(
        'too-large',
        `${label}: would be a file of ${(bytes / 1048576).toFixed(1)} MB, and the build reads data files of at most ${MAX_DATA_FILE_BYTES / 1048576} MB. Keep fewer samples per measurement (--max-samples, e.g. 100), or split the input into several runs`,
      )
    }
  }
}

/** The raw copy of the prepared run, checked against the name its source gives. */
function rawOf(prepared: Prepared, run: RunT): StorePlan['raw'] {
  if (prepared.raw) {
    const rel = rawPathFor(run.id, prepared.raw.ext)
    if (run.source?.raw !== rel) throw new Error(`store: run.source.raw must be "${rel}"`)
    return { spec: prepared.raw, rel }
  }
  if (run.source?.raw) throw new Error('store: run.source.raw is set but no raw input was given')
  return undefined
}

/**
 * Reads the suite, refuses duplicates and existing ids, lets `prepare` build the suite and run, and
 * validates both. Writes nothing: a dry run stops here; storeRun commits the plan under the lock.
 */
export function planRun(opts: PlanOptions): StorePlan {
  const dir = opts.dir ?? dataDir()
  const suiteDir = suiteDirOf(opts.suiteId, dir)
  const suiteFile = join(suiteDir, 'suite.json')
  const exists = existsSync(suiteFile)
  if (!exists && !opts.create) throw unknownSuiteError(opts.suiteId, dir)
  const { state, originalText } = readStoreState(opts.suiteId, dir)
  state.duplicateOf = state.runs.find((r) => r.source?.inputHash === opts.inputHash)
  if (state.duplicateOf && !opts.replace) {
    const d = state.duplicateOf
    throw new StoreError(
      'duplicate',
      `this input was already ingested as run "${d.id}" (${join(suiteDir, 'runs', d.id + '.json')}, ${opts.inputHash.slice(0, 19)}…). Pass --replace to replace that run`,
    )
  }
  const prepared = opts.prepare(state)
  const suite = validate(Suite, prepared.suiteJson, suiteFile)
  if (suite.id !== opts.suiteId)
    throw new DataError(suiteFile, '$.id', `"${opts.suiteId}" (the folder name), found "${suite.id}"`)
  const runFile = join(suiteDir, 'runs', `${prepared.run.id}.json`)
  // Problems of the new run are problems of the input it was made from: name both.
  const label = opts.inputLabel ? `${opts.inputLabel} (as ${runFile})` : runFile
  const run = normalizeRun(suite, validate(Run, prepared.run, label), label)
  const replaces = opts.replace ? state.duplicateOf : undefined
  if (existsSync(runFile) && replaces?.id !== run.id) {
    throw new StoreError(
      'run-exists',
      `${runFile}: run "${run.id}" exists already and existing runs are never changed; choose another --id`,
    )
  }
  if (replaces && replaces.id !== run.id && state.runs.some((r) => r.id === run.id)) {
    throw new StoreError('run-exists', `${runFile}: run "${run.id}" exists already`)
  }
  // Existing runs must stay valid against the suite as it will be stored.
  for (const r of state.runs) {
    if (r.id !== replaces?.id) normalizeRun(suite, r, join(suiteDir, 'runs', `${r.id}.json`))
  }
  const raw = rawOf(prepared, run)
  const newText = toJsonText(prepared.suiteJson)
  const runText = toJsonText(run)
  refuseTooLarge([
    [label, runText],
    [suiteFile, newText],
  ])
  return {
    suiteId: opts.suiteId,
    suiteDir,
    suite,
    suiteText: newText === originalText ? null : newText,
    createsSuite: !exists,
    run,
    runFile,
    runText,
    raw,
    replaces,
    pendingJournal: existsSync(join(suiteDir, JOURNAL)),
  }
}
