// One writer per suite at a time: data/<suite>/.lock, created with O_EXCL, holding our pid, host and a
// token. A Ctrl-C or SIGTERM while a lock is held stops the writer at its next check, before any rename.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { join, sep } from 'node:path'
import { refuseSuiteLinks } from '../read/load'
import { StoreError } from './store-errors'
import { pendingTmps, removeQuietly } from './store-files'
import { pausePoint, stopCheckSaysStop } from './store-hooks'
import { commitOps, recoverSuite, type JournalOp } from './store-journal'

const LOCK = '.lock'

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
    const mtimeMs = statSync(path).mtimeMs
    try {
      const info = JSON.parse(text) as LockContent
      if (typeof info.pid === 'number') return { text, info, mtimeMs }
    } catch {
      /* half-written: judged by age */
    }
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
    fd = openSync(guard, 'wx')
  } catch {
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) removeQuietly(guard)
    } catch {
      /* gone */
    }
    return
  }
  try {
    let now: string | undefined
    try {
      now = readFileSync(lockPath, 'utf8')
    } catch {
      /* gone already */
    }
    if (now === staleText) unlinkSync(lockPath)
  } finally {
    closeSync(fd)
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

/** Creates the lock file, or returns false when another process has it. */
function tryLock(path: string, content: LockContent): boolean {
  try {
    const fd = openSync(path, 'wx', 0o644)
    try {
      writeSync(fd, JSON.stringify(content) + '\n')
    } finally {
      closeSync(fd)
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    return false
  }
  if (held.size === 0) {
    process.on('SIGINT', onSignal)
    process.on('SIGTERM', onSignal)
  }
  held.set(path, content.token)
  return true
}

async function acquireLock(suiteDir: string, opts: LockOptions = {}): Promise<string> {
  const path = join(suiteDir, LOCK)
  const token = randomBytes(8).toString('hex')
  const content: LockContent = { pid: process.pid, host: hostname(), since: new Date().toISOString(), token }
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000)
  let waited = false
  let delay = 25
  for (;;) {
    if (tryLock(path, content)) return path
    const cur = readLock(path)
    if (!cur) continue
    if (isStale(cur)) {
      breakStaleLock(path, cur.text)
      continue
    }
    const who = cur.info ? `pid ${cur.info.pid} on ${cur.info.host} since ${cur.info.since}` : 'another process'
    if (Date.now() > deadline) {
      // A lock from another host is never taken as stale: this machine cannot see that host's processes.
      const other =
        cur.info && cur.info.host !== hostname()
          ? ` A lock taken on another host (${cur.info.host}) is never treated as stale, since this machine cannot tell whether its process still runs.`
          : ''
      throw new StoreError(
        'lock-timeout',
        `${path}: the suite is locked by ${who}; waited ${Math.round((opts.timeoutMs ?? 60_000) / 1000)} s.${other} If no ingest is running, delete that file`,
      )
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
export async function withSuiteLock<T>(
  suiteDir: string,
  fn: (recovered: string[]) => Promise<T> | T,
  opts: LockOptions = {},
): Promise<T> {
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

/**
 * Inside withSuiteLock, with every new file in its temp file: the last chance to stop (a signal, or
 * the command that started us ended), then the journalled commit. `stopped` says what was not stored.
 */
export function commitStaged(suiteDir: string, ops: JournalOp[], stopped: string): void {
  pausePoint('before-rename')
  if (interrupted !== undefined || stopCheckSaysStop()) throw new StoreError('interrupted', stopped)
  commitOps(suiteDir, ops, 'mid-commit')
}
