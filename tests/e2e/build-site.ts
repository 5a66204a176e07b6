// Builds the project's own site (root `.vitepress`) with other data, pages or output folders.
// VitePress keeps its server bundle in `.vitepress/.temp` whatever the output folder, and deletes that
// folder when a build ends: two builds of this root at once (two Playwright workers) break each other
// with ENOTEMPTY or a missing page bundle. A lock directory makes them take turns.
import { execFile, execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

const LOCK = join('.vitepress', '.build-lock')
const WAIT_MS = 10 * 60_000

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/** True when the lock's owner has died (a crashed worker must not block the others for ten minutes). */
function abandoned(lock: string): boolean {
  try {
    const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'))
    process.kill(pid, 0)
    return false
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    // No pid file yet: the owner is between mkdir and write; young locks are left alone.
    if (code === 'ENOENT') {
      const made = statSync(lock, { throwIfNoEntry: false })?.mtimeMs
      return made !== undefined && Date.now() - made > 30_000
    }
    return code === 'ESRCH'
  }
}

/** Takes the lock (a directory) if free or abandoned; false when another process holds it. */
function tryAcquire(lock: string): boolean {
  try {
    mkdirSync(lock)
    writeFileSync(join(lock, 'pid'), String(process.pid))
    return true
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    if (abandoned(lock)) rmSync(lock, { recursive: true, force: true })
    return false
  }
}

function timedOut(lock: string, until: number): void {
  if (Date.now() > until) throw new Error(`${lock}: another build has held the lock for ten minutes`)
}

/** Runs `fn` holding the lock directory `lock`, waiting for it without blocking the event loop. */
export async function withLock<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  for (const until = Date.now() + WAIT_MS; !tryAcquire(lock); await new Promise((ok) => setTimeout(ok, 250))) timedOut(lock, until)
  try {
    return await fn()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** `vitepress build` of this project with extra arguments and environment, one build at a time. */
export function buildSite(env: Record<string, string>, args: string[] = []): void {
  for (const until = Date.now() + WAIT_MS; !tryAcquire(LOCK); sleep(250)) timedOut(LOCK, until)
  try {
    execFileSync('pnpm', ['exec', 'vitepress', 'build', ...args], { env: { ...process.env, ...env }, stdio: 'pipe' })
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}

/** The same without blocking the event loop (tests/e2e/sites.ts builds other sites meanwhile). */
export function buildSiteAsync(env: Record<string, string>, args: string[] = []): Promise<void> {
  return withLock(LOCK, async () => {
    await promisify(execFile)('node_modules/.bin/vitepress', ['build', ...args], { env: { ...process.env, ...env }, maxBuffer: 64 << 20 })
  })
}
