// The write side of data/: the one module that changes data/ on disk (reading is load.ts). Layout:
//   data/<suite>/suite.json          the suite: metrics (unit, direction), parameters, thresholds
//   data/<suite>/runs/<run>.json     one run per file, so history never becomes one giant file
//   data/<suite>/raw/<run>.*         the raw tool output a run was parsed from (optional)
import { accessSync, constants as fsConstants, existsSync, lstatSync, readFileSync } from 'node:fs'
import { closeSync as fsClose, createReadStream as fsCreateReadStream, createWriteStream, fsyncSync, mkdirSync, openSync as fsOpen, readdirSync as fsReaddir, renameSync, rmdirSync, statSync as fsStat, unlinkSync, writeSync } from 'node:fs'
import { isUtf8 } from 'node:buffer'
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { basename as pathBase, dirname as pathDir, join, relative, sep } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip, gzipSync } from 'node:zlib'
import { Run, Suite } from '../../data/schema/schema'
import type { Run as RunT, Suite as SuiteT } from '../../data/schema/schema'
import { DataError, MAX_DATA_FILE_BYTES, validate } from '../../data/schema/validate'
import { normalizeRun } from '../../data/schema/model'
import { didYouMean } from '../../data/schema/suggest'
import { InputHasher, type InputSet } from './inputs'
import { dataDir, DataPathError, loadSuite, readJsonFile, refuseLink, refuseSuiteLinks, suiteIds } from './load'

export { dataDir, defaultDataDir, loadAll, loadSuite, readJsonFile, suiteIds } from './load'
export type { LoadedSuite } from './load'

// ───────────────────────────── write side ─────────────────────────────
// Everything that changes data/ goes through here. The rules:
//  * validate before writing (schema + normalizeRun against the suite as it will be);
//  * write each file to a hidden temp file in its own folder, fsync, then rename over the target;
//  * never modify or drop an existing run: a run id that exists is refused, and the only way to
//    replace a run is --replace on the same input (same content hash);
//  * one writer per suite at a time: data/<suite>/.lock, created with O_EXCL, holding our pid;
//  * a commit that renames several files first writes a journal, so that a process killed between
//    two renames is completed by the next writer (roll forward), and a process killed before the
//    journal leaves only hidden *.tmp files that the loader never reads and the next writer removes.

export type StoreErrorCode = 'interrupted' | 'unknown-suite' | 'suite-exists' | 'duplicate' | 'run-exists' | 'lock-timeout' | 'input-changed' | 'invalid' | 'too-large' | 'unknown-run'

export class StoreError extends Error {
  constructor(readonly code: StoreErrorCode, message: string) {
    super(message)
    this.name = 'StoreError'
  }
}

export function suiteDirOf(suiteId: string, dir = dataDir()): string {
  return join(dir, suiteId)
}

/** Where the raw copy of a run's input lives, relative to the suite folder. */
export function rawPathFor(runId: string, ext: string): string {
  return `raw/${runId}.${ext}.gz`
}

const LOCK = '.lock'
const JOURNAL = '.ingest-journal.json'
const TMP = /^\..+\.tmp$/

// ── test hooks ──

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/**
 * BENCH_INGEST_PAUSE_AT=<point> stops the process at that point (it prints "PAUSED <point> <pid>" on
 * stderr and waits, so that a test can kill it there, or until the file BENCH_INGEST_RESUME_FILE
 * exists); "<point>:<ms>" only sleeps that long.
 * Points: after-lock, after-raw, before-rename, mid-commit.
 */
export function pausePoint(point: string): void {
  const spec = process.env.BENCH_INGEST_PAUSE_AT
  if (!spec) return
  const [name, ms] = spec.split(':')
  if (name !== point) return
  if (ms !== undefined) return sleepSync(Number(ms) || 0)
  writeSync(2, `PAUSED ${point} ${process.pid}\n`)
  const resume = process.env.BENCH_INGEST_RESUME_FILE
  for (let waited = 0; waited < 120_000; waited += 20) {
    if (resume && existsSync(resume)) return
    sleepSync(20)
  }
  writeSync(2, `pause at ${point} was never ended by a kill; exiting\n`)
  process.exit(99)
}

/** Called right before a commit's point of no return; throws to stop it (see orphan-watch.ts). */
let stopCheck: (() => boolean) | undefined
export function setStopCheck(fn: (() => boolean) | undefined): void {
  stopCheck = fn
}

// ── files ──

const pendingTmps = new Set<string>()

function tmpPathFor(target: string): string {
  return join(pathDir(target), `.${pathBase(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
}

function fsyncPath(path: string): void {
  let fd: number | undefined
  try {
    fd = fsOpen(path, 'r')
    fsyncSync(fd)
  } catch {
    // Some file systems refuse fsync on a directory; the rename is still atomic.
  } finally {
    if (fd !== undefined) fsClose(fd)
  }
}

/** Writes `data` to a new hidden temp file beside `target` and fsyncs it; returns the temp path. */
function writeTmp(target: string, data: string | Buffer): string {
  const tmp = tmpPathFor(target)
  pendingTmps.add(tmp)
  const fd = fsOpen(tmp, 'wx', 0o644)
  try {
    const buf = typeof data === 'string' ? Buffer.from(data) : data
    let off = 0
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off)
    fsyncSync(fd)
  } finally {
    fsClose(fd)
  }
  return tmp
}

/** Atomic replace of one file: temp file, fsync, rename, fsync the folder. */
export function writeFileAtomic(target: string, data: string | Buffer): void {
  const tmp = writeTmp(target, data)
  renameSync(tmp, target)
  pendingTmps.delete(tmp)
  fsyncPath(pathDir(target))
}

export function toJsonText(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n'
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path)
  } catch { /* already gone */ }
}

// ── lock ──

interface LockContent {
  pid: number
  host: string
  since: string
  token: string
}

function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readLock(path: string): { text: string; info?: LockContent; mtimeMs: number } | undefined {
  try {
    const text = readFileSync(path, 'utf8')
    const mtimeMs = fsStat(path).mtimeMs
    try {
      const info = JSON.parse(text) as LockContent
      if (typeof info.pid === 'number') return { text, info, mtimeMs }
    } catch { /* half-written: judged by age */ }
    return { text, mtimeMs }
  } catch {
    return undefined
  }
}

/** A lock is stale when its process is gone (same host), or when it is unreadable and older than 10 s. */
function isStale(lock: { info?: LockContent; mtimeMs: number }): boolean {
  if (!lock.info) return Date.now() - lock.mtimeMs > 10_000
  if (lock.info.host !== hostname()) return false
  return lock.info.pid !== process.pid && !pidAlive(lock.info.pid)
}

/** Removes a stale lock unless someone else did (and took a new one) in between. */
function breakStaleLock(lockPath: string, staleText: string): void {
  const guard = lockPath + '.break'
  let fd: number
  try {
    fd = fsOpen(guard, 'wx')
  } catch {
    try {
      if (Date.now() - fsStat(guard).mtimeMs > 10_000) removeQuietly(guard)
    } catch { /* gone */ }
    return
  }
  try {
    let now: string | undefined
    try {
      now = readFileSync(lockPath, 'utf8')
    } catch { /* gone already */ }
    if (now === staleText) unlinkSync(lockPath)
  } finally {
    fsClose(fd)
    removeQuietly(guard)
  }
}

export interface LockOptions {
  /** Give up after this long (default 60 s). */
  timeoutMs?: number
  /** Called once when we start waiting for another process. */
  onWait?: (holder: string) => void
}

/** Locks this process holds: lock file → our token. */
const held = new Map<string, string>()

/** The signal that asked us to stop while we held a lock, if one did. */
let interrupted: NodeJS.Signals | undefined
const signalExit = (sig: NodeJS.Signals) => process.exit(sig === 'SIGINT' ? 130 : 143)

function onSignal(sig: NodeJS.Signals): void {
  // A Ctrl-C or SIGTERM while we hold a lock. Exiting at once could race a file still being created
  // on libuv's threads (the raw copy's gzip stream): it would appear after we removed it. So the store
  // stops at its next check, before any rename (commit), withSuiteLock's finally removes the temp
  // files and the lock and exits as the signal would. A fallback does the same after 5 s.
  if (interrupted) return
  interrupted = sig
  setTimeout(() => {
    for (const t of pendingTmps) removeQuietly(t)
    for (const path of [...held.keys()]) releaseLock(path)
    signalExit(sig)
  }, 5000).unref()
}

function stopRequested(): boolean {
  return interrupted !== undefined || stopCheck?.() === true
}

function releaseLock(path: string): void {
  const token = held.get(path)
  if (token === undefined) return
  const cur = readLock(path)
  if (cur?.info?.token === token) removeQuietly(path)
  held.delete(path)
  if (held.size === 0) {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

async function acquireLock(suiteDir: string, opts: LockOptions = {}): Promise<string> {
  const path = join(suiteDir, LOCK)
  const token = randomBytes(8).toString('hex')
  const content: LockContent = { pid: process.pid, host: hostname(), since: new Date().toISOString(), token }
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000)
  let waited = false
  let delay = 25
  for (;;) {
    try {
      const fd = fsOpen(path, 'wx', 0o644)
      try {
        writeSync(fd, JSON.stringify(content) + '\n')
      } finally {
        fsClose(fd)
      }
      if (held.size === 0) {
        process.on('SIGINT', onSignal)
        process.on('SIGTERM', onSignal)
      }
      held.set(path, token)
      return path
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    }
    const cur = readLock(path)
    if (!cur) continue
    if (isStale(cur)) {
      breakStaleLock(path, cur.text)
      continue
    }
    const who = cur.info ? `pid ${cur.info.pid} on ${cur.info.host} since ${cur.info.since}` : 'another process'
    if (Date.now() > deadline) {
      // A lock from another host is never taken as stale: this machine cannot see that host's processes.
      const other = cur.info && cur.info.host !== hostname() ? ` A lock taken on another host (${cur.info.host}) is never treated as stale, since this machine cannot tell whether its process still runs.` : ''
      throw new StoreError('lock-timeout', `${path}: the suite is locked by ${who}; waited ${Math.round((opts.timeoutMs ?? 60_000) / 1000)} s.${other} If no ingest is running, delete that file`)
    }
    if (!waited) {
      waited = true
      opts.onWait?.(who)
    }
    await new Promise((r) => setTimeout(r, delay + Math.random() * delay))
    delay = Math.min(delay * 2, 250)
  }
}

/** Runs `fn` holding the suite's lock, after completing or cleaning up what a killed writer left. */
export async function withSuiteLock<T>(suiteDir: string, fn: (recovered: string[]) => Promise<T> | T, opts: LockOptions = {}): Promise<T> {
  // Before the lock file: through a linked suite folder, runs/ or raw/, every write would land outside data/.
  refuseSuiteLinks(suiteDir)
  const lockPath = await acquireLock(suiteDir, opts)
  try {
    pausePoint('after-lock')
    const recovered = recoverSuite(suiteDir)
    return await fn(recovered)
  } finally {
    for (const t of pendingTmps) {
      if (t.startsWith(suiteDir + sep)) {
        removeQuietly(t)
        pendingTmps.delete(t)
      }
    }
    releaseLock(lockPath)
    if (interrupted) signalExit(interrupted)
  }
}

// ── journal ──

type JournalOp = { op: 'rename'; from: string; to: string } | { op: 'unlink'; path: string }

function applyOps(suiteDir: string, ops: JournalOp[], afterFirst?: () => void): void {
  let first = true
  for (const o of ops) {
    if (o.op === 'rename') {
      const from = join(suiteDir, o.from)
      if (existsSync(from)) renameSync(from, join(suiteDir, o.to))
    } else {
      removeQuietly(join(suiteDir, o.path))
    }
    if (first) {
      first = false
      afterFirst?.()
    }
  }
  for (const d of new Set(ops.map((o) => pathDir(join(suiteDir, o.op === 'rename' ? o.to : o.path))))) fsyncPath(d)
}

/**
 * Called with the lock held: finishes a commit whose journal is still there (its writer was killed
 * between renames), then removes temp files that killed writers left. Returns what it did.
 */
export function recoverSuite(suiteDir: string): string[] {
  const done: string[] = []
  const journal = join(suiteDir, JOURNAL)
  if (existsSync(journal)) {
    let ops: JournalOp[] = []
    try {
      ops = (JSON.parse(readFileSync(journal, 'utf8')) as { ops: JournalOp[] }).ops
    } catch { /* a journal is written atomically; unreadable means empty */ }
    if (Array.isArray(ops) && ops.every(safeOp)) {
      applyOps(suiteDir, ops)
      done.push(`completed an interrupted ingest (${ops.length} step(s) from ${JOURNAL})`)
    }
    removeQuietly(journal)
    fsyncPath(suiteDir)
  }
  for (const sub of ['', 'runs', 'raw']) {
    const d = join(suiteDir, sub)
    if (!existsSync(d)) continue
    for (const name of fsReaddir(d)) {
      if (TMP.test(name)) {
        removeQuietly(join(d, name))
        done.push(`removed ${join(sub, name)} left by an interrupted ingest`)
      }
    }
  }
  return done
}

function safeRel(p: unknown): boolean {
  return typeof p === 'string' && p.length > 0 && !p.startsWith('/') && !p.split(/[\\/]/).includes('..')
}

function safeOp(o: JournalOp): boolean {
  return o && (o.op === 'rename' ? safeRel(o.from) && safeRel(o.to) : o.op === 'unlink' && safeRel(o.path))
}

// ── suites ──

function rawSuiteJson(suiteFile: string): Record<string, unknown> {
  const v = readJsonFile(suiteFile)
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new DataError(suiteFile, '$', 'a JSON object')
  return v as Record<string, unknown>
}

function howToCreate(suiteId: string): string {
  return `create it with: pnpm ingest --new-suite ${suiteId} --title "…" --project "…"  (or add --create --title "…" --project "…" to this ingest)`
}

export function unknownSuiteError(suiteId: string, dir = dataDir()): StoreError {
  const known = suiteIds(dir)
  return new StoreError('unknown-suite', `unknown suite "${suiteId}" in ${dir}${didYouMean(suiteId, known)} (${known.length ? `known: ${known.join(', ')}` : 'no suites yet'}); ${howToCreate(suiteId)}`)
}

/** Creates data/<id>/suite.json; refuses when the suite exists. */
export async function createSuite(suiteJson: Record<string, unknown>, dir = dataDir(), lock: LockOptions = {}): Promise<string> {
  const id = String(suiteJson.id)
  const suiteDir = suiteDirOf(id, dir)
  const file = join(suiteDir, 'suite.json')
  validate(Suite, suiteJson, file)
  refuseLink(suiteDir)
  if (existsSync(file)) throw new StoreError('suite-exists', `${file}: suite "${id}" exists already`)
  const made = !existsSync(suiteDir)
  mkdirSync(suiteDir, { recursive: true })
  try {
    await withSuiteLock(suiteDir, () => {
      if (existsSync(file)) throw new StoreError('suite-exists', `${file}: suite "${id}" exists already`)
      writeFileAtomic(file, toJsonText(suiteJson))
    }, lock)
  } catch (e) {
    if (made) removeEmptyDir(suiteDir)
    throw e
  }
  return file
}

/** Removes a suite folder this process created, with its runs/ and raw/, if they are all empty. */
function removeEmptyDir(d: string): void {
  for (const x of [join(d, 'runs'), join(d, 'raw'), d]) {
    try {
      rmdirSync(x)
    } catch { /* not empty or gone */ }
  }
}

// ── runs ──

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
  let state: StoreState = { suiteId: opts.suiteId, suiteDir, suiteJson: null, suite: null, runs: [] }
  let originalText: string | null = null
  if (exists) {
    const loaded = loadSuite(opts.suiteId, dir)
    const suiteJson = rawSuiteJson(suiteFile)
    originalText = toJsonText(suiteJson)
    state = { ...state, suiteJson, suite: loaded.suite, runs: loaded.runs }
    state.duplicateOf = loaded.runs.find((r) => r.source?.inputHash === opts.inputHash)
    if (state.duplicateOf && !opts.replace) {
      const d = state.duplicateOf
      throw new StoreError('duplicate', `this input was already ingested as run "${d.id}" (${join(suiteDir, 'runs', d.id + '.json')}, ${opts.inputHash.slice(0, 19)}…). Pass --replace to replace that run`)
    }
  }
  const prepared = opts.prepare(state)
  const suite = validate(Suite, prepared.suiteJson, suiteFile)
  if (suite.id !== opts.suiteId) throw new DataError(suiteFile, '$.id', `"${opts.suiteId}" (the folder name), found "${suite.id}"`)
  const runFile = join(suiteDir, 'runs', `${prepared.run.id}.json`)
  // Problems of the new run are problems of the input it was made from: name both.
  const label = opts.inputLabel ? `${opts.inputLabel} (as ${runFile})` : runFile
  const run = normalizeRun(suite, validate(Run, prepared.run, label), label)
  const replaces = opts.replace ? state.duplicateOf : undefined
  if (existsSync(runFile) && replaces?.id !== run.id) {
    throw new StoreError('run-exists', `${runFile}: run "${run.id}" exists already and existing runs are never changed; choose another --id`)
  }
  if (replaces && replaces.id !== run.id && state.runs.some((r) => r.id === run.id)) {
    throw new StoreError('run-exists', `${runFile}: run "${run.id}" exists already`)
  }
  // Existing runs must stay valid against the suite as it will be stored.
  for (const r of state.runs) {
    if (r.id !== replaces?.id) normalizeRun(suite, r, join(suiteDir, 'runs', `${r.id}.json`))
  }
  let raw: StorePlan['raw']
  if (prepared.raw) {
    const rel = rawPathFor(run.id, prepared.raw.ext)
    if (run.source?.raw !== rel) throw new Error(`store: run.source.raw must be "${rel}"`)
    raw = { spec: prepared.raw, rel }
  } else if (run.source?.raw) {
    throw new Error('store: run.source.raw is set but no raw input was given')
  }
  const newText = toJsonText(prepared.suiteJson)
  // The build refuses a file above MAX_DATA_FILE_BYTES: refuse it here, before anything is written,
  // or one big input would make the suite unloadable for every later ingest and build.
  const runText = toJsonText(run)
  for (const [file, text] of [[runFile, runText], [suiteFile, newText]] as const) {
    const bytes = Buffer.byteLength(text)
    if (bytes > MAX_DATA_FILE_BYTES) {
      throw new StoreError('too-large', `${file === runFile ? label : file}: would be a file of ${(bytes / 1048576).toFixed(1)} MB, and the build reads data files of at most ${MAX_DATA_FILE_BYTES / 1048576} MB. Keep fewer samples per measurement (--max-samples, e.g. 100), or split the input into several runs`)
    }
  }
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

/** Gzips the input (one file as it is; several as a JSON bundle) into a temp file, checking its hash. */
async function writeRawTmp(target: string, spec: RawSpec): Promise<string> {
  const hasher = new InputHasher(spec.set.single)
  const tmp = tmpPathFor(target)
  pendingTmps.add(tmp)
  if (spec.set.single) {
    const e = spec.set.entries[0]!
    hasher.begin(e.rel, e.size)
    const tap = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        hasher.update(chunk)
        cb(null, chunk)
      },
    })
    await pipeline(fsCreateReadStream(e.abs, { highWaterMark: 1 << 20 }), tap, createGzip(), createWriteStream(tmp, { flags: 'wx', mode: 0o644 }))
    fsyncPath(tmp)
  } else {
    const files = spec.set.entries.map((e) => {
      const buf = readFileSync(e.abs)
      hasher.begin(e.rel, buf.length)
      hasher.update(buf)
      return isUtf8(buf) ? { path: e.rel, encoding: 'utf8', data: buf.toString('utf8') } : { path: e.rel, encoding: 'base64', data: buf.toString('base64') }
    })
    pendingTmps.delete(tmp)
    const written = writeTmp(target, gzipSync(JSON.stringify({ format: 'bench-pages-raw-bundle', version: 1, files })))
    pendingTmps.add(written)
    if (hasher.digest() !== spec.inputHash) throw inputChanged(spec)
    return written
  }
  if (hasher.digest() !== spec.inputHash) throw inputChanged(spec)
  return tmp
}

function inputChanged(spec: RawSpec): StoreError {
  return new StoreError('input-changed', `${spec.set.entries.map((e) => e.path).join(', ')}: the input changed while it was being ingested; run the ingest again`)
}

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
  refuseLink(suiteDir)
  const made = !existsSync(suiteDir)
  if (made) mkdirSync(suiteDir, { recursive: true })
  let committed = false
  try {
    return await withSuiteLock(suiteDir, async (recovered) => {
      const plan = planRun({ ...opts, dir })
      await commit(plan)
      committed = true
      return { plan, runFile: plan.runFile, rawFile: plan.raw ? join(suiteDir, plan.raw.rel) : undefined, recovered }
    }, opts.lock)
  } finally {
    if (made && !committed) removeEmptyDir(suiteDir)
  }
}

async function commit(plan: StorePlan): Promise<void> {
  const { suiteDir } = plan
  mkdirSync(join(suiteDir, 'runs'), { recursive: true })
  const ops: JournalOp[] = []
  const rel = (p: string) => relative(suiteDir, p).split('\\').join('/')
  // 1. Everything new goes to hidden temp files first, raw input before the run.
  if (plan.raw) {
    mkdirSync(join(suiteDir, 'raw'), { recursive: true })
    const target = join(suiteDir, plan.raw.rel)
    const tmp = await writeRawTmp(target, plan.raw.spec)
    ops.push({ op: 'rename', from: rel(tmp), to: plan.raw.rel })
    pausePoint('after-raw')
  }
  if (plan.suiteText !== null) {
    const target = join(suiteDir, 'suite.json')
    ops.push({ op: 'rename', from: rel(writeTmp(target, plan.suiteText)), to: 'suite.json' })
  }
  ops.push({ op: 'rename', from: rel(writeTmp(plan.runFile, plan.runText)), to: rel(plan.runFile) })
  // A replaced run under another id, and its raw copy when it has a different name.
  const old = plan.replaces
  if (old && old.id !== plan.run.id) ops.push({ op: 'unlink', path: `runs/${old.id}.json` })
  if (old?.source?.raw && safeRel(old.source.raw) && old.source.raw !== plan.raw?.rel && old.source.raw.startsWith('raw/')) {
    ops.push({ op: 'unlink', path: old.source.raw })
  }
  pausePoint('before-rename')
  if (stopRequested()) throw new StoreError('interrupted', 'the ingest was stopped (by a signal, or the command that started it ended) before it stored anything')
  // 2. The journal makes the renames below all-or-nothing across a kill: the next writer finishes them.
  writeFileAtomic(join(suiteDir, JOURNAL), JSON.stringify({ pid: process.pid, ops }) + '\n')
  // 3. Renames, in an order where every intermediate state loads: raw, then suite, then run.
  applyOps(suiteDir, ops, () => pausePoint('mid-commit'))
  for (const o of ops) if (o.op === 'rename') pendingTmps.delete(join(suiteDir, o.from))
  unlinkSync(join(suiteDir, JOURNAL))
  fsyncPath(suiteDir)
}

// ── many runs at once (pnpm import) ──

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

/**
 * Stores many runs under one lock and one journal: the suite is read once, entries already stored
 * (same input hash) are skipped, each new run is prepared against the suite as the earlier entries
 * left it, everything is validated before anything is written, and the suite file and every run file
 * are renamed into place together (a kill between renames is completed by the next writer). A plan
 * per run (storeRun) reads and re-validates the whole suite each time: fine for one run, quadratic
 * for a history of thousands.
 */
export async function storeRuns(opts: { suiteId: string; dir?: string; create?: boolean; entries: BatchEntry[]; dryRun?: boolean; lock?: LockOptions }): Promise<BatchResult> {
  const dir = opts.dir ?? dataDir()
  const suiteDir = suiteDirOf(opts.suiteId, dir)
  const suiteFile = join(suiteDir, 'suite.json')
  const exists = existsSync(suiteFile)
  if (!exists && !opts.create) throw unknownSuiteError(opts.suiteId, dir)
  const plan = (): Omit<BatchResult, 'recovered'> & { suiteText: string | null } => {
    const state: StoreState = { suiteId: opts.suiteId, suiteDir, suiteJson: null, suite: null, runs: [] }
    let originalText: string | null = null
    if (existsSync(suiteFile)) {
      const loaded = loadSuite(opts.suiteId, dir)
      state.suiteJson = rawSuiteJson(suiteFile)
      originalText = toJsonText(state.suiteJson)
      state.suite = loaded.suite
      state.runs = [...loaded.runs]
    }
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
    if (!state.suite || !state.suiteJson) throw new StoreError('invalid', `${suiteFile}: nothing to import and no suite to import into`)
    // Runs stored before must stay valid against the suite as it will be stored.
    for (const r of state.runs) if (!added.includes(r)) normalizeRun(state.suite, r, join(suiteDir, 'runs', `${r.id}.json`))
    const newText = toJsonText(state.suiteJson)
    return { suite: state.suite, createsSuite: !exists, added, skipped, suiteText: newText === originalText ? null : newText }
  }
  if (opts.dryRun) {
    const { suiteText: _, ...p } = plan()
    return { ...p, recovered: [] }
  }
  refuseLink(suiteDir)
  const made = !existsSync(suiteDir)
  if (made) mkdirSync(suiteDir, { recursive: true })
  let committed = false
  try {
    return await withSuiteLock(suiteDir, (recovered) => {
      const p = plan()
      if (p.added.length) {
        mkdirSync(join(suiteDir, 'runs'), { recursive: true })
        const ops: JournalOp[] = []
        if (p.suiteText !== null) ops.push({ op: 'rename', from: relative(suiteDir, writeTmp(suiteFile, p.suiteText)), to: 'suite.json' })
        for (const run of p.added) {
          const target = join(suiteDir, 'runs', `${run.id}.json`)
          ops.push({ op: 'rename', from: relative(suiteDir, writeTmp(target, toJsonText(run))).split(sep).join('/'), to: `runs/${run.id}.json` })
        }
        pausePoint('before-rename')
        if (stopRequested()) throw new StoreError('interrupted', 'the import was stopped before it stored anything')
        writeFileAtomic(join(suiteDir, JOURNAL), JSON.stringify({ pid: process.pid, ops }) + '\n')
        applyOps(suiteDir, ops, () => pausePoint('mid-commit'))
        for (const o of ops) if (o.op === 'rename') pendingTmps.delete(join(suiteDir, o.from))
        unlinkSync(join(suiteDir, JOURNAL))
        fsyncPath(suiteDir)
      }
      committed = true
      const { suiteText: _, ...rest } = p
      return { ...rest, recovered }
    }, opts.lock)
  } finally {
    if (made && !committed) removeEmptyDir(suiteDir)
  }
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
  if (lstatSync(path).isDirectory()) throw new DataPathError(path, `expected a file, found a folder; nothing was removed: move the folder out of ${pathBase(pathDir(path))}/ and run the removal again`)
  accessSync(pathDir(path), fsConstants.W_OK)
}

/**
 * Removes a run and its raw copy, under the suite's lock and through the journal, so that a kill
 * leaves either the whole run or none of it. The run file is not parsed unless it is small enough
 * to be read (a file the build refuses, say too big, must still be removable): its raw copy is found
 * by name (raw/<id>.*), plus the one its source names.
 */
export async function removeRun(suiteId: string, runId: string, dir = dataDir(), lock: LockOptions = {}): Promise<RemoveResult> {
  const suiteDir = suiteDirOf(suiteId, dir)
  if (!existsSync(join(suiteDir, 'suite.json'))) throw unknownSuiteError(suiteId, dir)
  return withSuiteLock(suiteDir, (recovered) => {
    const runRel = `runs/${runId}.json`
    const runFile = join(suiteDir, runRel)
    if (!existsSync(runFile)) {
      const known = existsSync(join(suiteDir, 'runs')) ? fsReaddir(join(suiteDir, 'runs')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)) : []
      throw new StoreError('unknown-run', `${runFile}: suite "${suiteId}" has no run "${runId}"${known.length ? ` (its runs: ${known.slice(-10).join(', ')}${known.length > 10 ? ', …' : ''})` : ''}`)
    }
    const raws = new Set<string>()
    const rawDir = join(suiteDir, 'raw')
    if (existsSync(rawDir)) for (const f of fsReaddir(rawDir)) if (f.startsWith(`${runId}.`) && !TMP.test(f)) raws.add(`raw/${f}`)
    try {
      if (fsStat(runFile).size <= MAX_DATA_FILE_BYTES) {
        const named = (readJsonFile(runFile) as { source?: { raw?: unknown } }).source?.raw
        if (typeof named === 'string' && safeRel(named) && named.startsWith('raw/') && existsSync(join(suiteDir, named))) raws.add(named)
      }
    } catch { /* unreadable: removed all the same, with the raw copy found by name */ }
    const ops: JournalOp[] = [{ op: 'unlink', path: runRel }, ...[...raws].map((path): JournalOp => ({ op: 'unlink', path }))]
    // All or nothing: each path is checked removable before the first goes (a run file turned into a
    // folder used to keep its folder while its raw copy was deleted, and the removal said it succeeded).
    for (const o of ops) if (o.op === 'unlink') checkRemovable(join(suiteDir, o.path))
    writeFileAtomic(join(suiteDir, JOURNAL), JSON.stringify({ pid: process.pid, ops }) + '\n')
    applyOps(suiteDir, ops, () => pausePoint('mid-remove'))
    unlinkSync(join(suiteDir, JOURNAL))
    fsyncPath(suiteDir)
    return { suiteId, removed: ops.map((o) => (o.op === 'unlink' ? o.path : o.to)), recovered }
  }, lock)
}
