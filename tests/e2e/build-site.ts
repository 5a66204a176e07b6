// Builds the project's own site (root `.vitepress`) with other data, pages or output folders.
// VitePress keeps its server bundle in `.vitepress/.temp` whatever the output folder, and deletes that
// folder when a build ends: two builds of this root at once (two Playwright workers) break each other
// with ENOTEMPTY or a missing page bundle. A lock directory makes them take turns.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const LOCK = join('.vitepress', '.build-lock')
const WAIT_MS = 10 * 60_000

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/** True when the lock's owner has died (a crashed worker must not block the others for ten minutes). */
function abandoned(): boolean {
  try {
    const pid = Number(readFileSync(join(LOCK, 'pid'), 'utf8'))
    process.kill(pid, 0)
    return false
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    // No pid file yet: the owner is between mkdir and write; young locks are left alone.
    if (code === 'ENOENT') {
      const made = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs
      return made !== undefined && Date.now() - made > 30_000
    }
    return code === 'ESRCH'
  }
}

function acquire(): void {
  const until = Date.now() + WAIT_MS
  for (;;) {
    try {
      mkdirSync(LOCK)
      writeFileSync(join(LOCK, 'pid'), String(process.pid))
      return
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      if (abandoned()) rmSync(LOCK, { recursive: true, force: true })
      else if (Date.now() > until) throw new Error(`${LOCK}: another build has held the lock for ten minutes`)
      else sleep(250)
    }
  }
}

/** `vitepress build` of this project with extra arguments and environment, one build at a time. */
export function buildSite(env: Record<string, string>, args: string[] = []): void {
  acquire()
  try {
    execFileSync('pnpm', ['exec', 'vitepress', 'build', ...args], { env: { ...process.env, ...env }, stdio: 'pipe' })
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}
