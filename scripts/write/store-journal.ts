// The journal: a commit that renames or removes several files first writes the list of steps, so
// that a process killed between two steps is completed by the next writer (roll forward), and a
// process killed before the journal leaves only hidden *.tmp files that the loader never reads and
// the next writer removes.
import { existsSync, readdirSync, readFileSync, renameSync, unlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fsyncPath, pendingTmps, removeQuietly, writeFileAtomic } from './store-files'
import { pausePoint } from './store-hooks'

export const JOURNAL = '.ingest-journal.json'
/** The hidden temp files of store-files.ts. */
export const TMP = /^\..+\.tmp$/

/** One step, with paths relative to the suite folder. */
export type JournalOp = { op: 'rename'; from: string; to: string } | { op: 'unlink'; path: string }

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
  for (const d of new Set(ops.map((o) => dirname(join(suiteDir, o.op === 'rename' ? o.to : o.path))))) fsyncPath(d)
}

/**
 * The one commit sequence, with the suite's lock held and every new file already in a temp file:
 * write the journal (from here on the steps are all-or-nothing across a kill: the next writer
 * finishes them), apply the steps (`pause` names the test hook after the first), drop the journal.
 */
export function commitOps(suiteDir: string, ops: JournalOp[], pause: string): void {
  writeFileAtomic(join(suiteDir, JOURNAL), JSON.stringify({ pid: process.pid, ops }) + '\n')
  applyOps(suiteDir, ops, () => pausePoint(pause))
  for (const o of ops) if (o.op === 'rename') pendingTmps.delete(join(suiteDir, o.from))
  unlinkSync(join(suiteDir, JOURNAL))
  fsyncPath(suiteDir)
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
    } catch {
      /* a journal is written atomically; unreadable means empty */
    }
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
    for (const name of readdirSync(d)) {
      if (TMP.test(name)) {
        removeQuietly(join(d, name))
        done.push(`removed ${join(sub, name)} left by an interrupted ingest`)
      }
    }
  }
  return done
}

/** A relative path that stays inside the suite folder. */
export function safeRel(p: unknown): boolean {
  return typeof p === 'string' && p.length > 0 && !p.startsWith('/') && !p.split(/[\\/]/).includes('..')
}

function safeOp(o: JournalOp): boolean {
  return o && (o.op === 'rename' ? safeRel(o.from) && safeRel(o.to) : o.op === 'unlink' && safeRel(o.path))
}
