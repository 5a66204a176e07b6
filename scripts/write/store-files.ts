// File I/O of the write side: every file lands through a hidden temp file in its own folder, fsynced,
// then renamed over its target. Temp files still pending are tracked so that a stop can remove them.
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmdirSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import { randomBytes } from 'node:crypto'
import { basename, dirname, join } from 'node:path'
import { refuseLink } from '../read/load'

/** Temp files written but not yet renamed into place (or removed). */
export const pendingTmps = new Set<string>()

export function tmpPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
}

export function fsyncPath(path: string): void {
  let fd: number | undefined
  try {
    fd = openSync(path, 'r')
    fsyncSync(fd)
  } catch {
    // Some file systems refuse fsync on a directory; the rename is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

/** Writes `data` to a new hidden temp file beside `target` and fsyncs it; returns the temp path. */
export function writeTmp(target: string, data: string | Buffer): string {
  const tmp = tmpPathFor(target)
  pendingTmps.add(tmp)
  const fd = openSync(tmp, 'wx', 0o644)
  try {
    const buf = typeof data === 'string' ? Buffer.from(data) : data
    let off = 0
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  return tmp
}

/** Atomic replace of one file: temp file, fsync, rename, fsync the folder. */
export function writeFileAtomic(target: string, data: string | Buffer): void {
  const tmp = writeTmp(target, data)
  renameSync(tmp, target)
  pendingTmps.delete(tmp)
  fsyncPath(dirname(target))
}

export function toJsonText(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n'
}

export function removeQuietly(path: string): void {
  try {
    unlinkSync(path)
  } catch {
    /* already gone */
  }
}

/** Removes a suite folder this process created, with its runs/ and raw/, if they are all empty. */
function removeEmptyDir(d: string): void {
  for (const x of [join(d, 'runs'), join(d, 'raw'), d]) {
    try {
      rmdirSync(x)
    } catch {
      /* not empty or gone */
    }
  }
}

/**
 * Runs `fn` with the suite folder there (made when missing, never through a link); when `fn` fails,
 * a folder made here is removed again if nothing was written into it.
 */
export async function inSuiteDir<T>(suiteDir: string, fn: () => Promise<T>): Promise<T> {
  refuseLink(suiteDir)
  const made = !existsSync(suiteDir)
  if (made) mkdirSync(suiteDir, { recursive: true })
  try {
    return await fn()
  } catch (e) {
    if (made) removeEmptyDir(suiteDir)
    throw e
  }
}
