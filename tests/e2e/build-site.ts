// Builds the project's own site with other data, pages or output folders. VitePress keeps its server
// bundle in `<root>/.vitepress/.temp` whatever the output folder, and deletes that folder when a build
// ends: two builds of the project's root at once (two Playwright workers) break each other with ENOTEMPTY
// or a missing page bundle. A lock directory makes those take turns; a build over other pages gets a
// root of its own instead (buildSite).
import { execFile, execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

const LOCK = join('.vitepress', '.build-lock')
const WAIT_MS = 10 * 60_000

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
  for (const until = Date.now() + WAIT_MS; !tryAcquire(lock); await new Promise((ok) => setTimeout(ok, 250)))
    timedOut(lock, until)
  try {
    return await fn()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * `vitepress build` of this project's configuration and theme over other pages and data (`BENCH_SRC_DIR`,
 * `BENCH_DATA_DIR`, written to `BENCH_OUT_DIR`), in a VitePress root of its own: a `.vitepress` folder in
 * the pages' folder whose config and theme are the project's (as tests/unit/temp-site.ts does). With its
 * own temp folder it needs no lock: it neither waits for the builds of the project's root (the shared
 * sites, tests/e2e/sites.ts, built while the first tests run) nor for another spec's.
 */
export function buildSite(env: ApartEnv): void {
  execFileSync('node_modules/.bin/vitepress', ['build', apartRoot(env)], {
    env: { ...process.env, ...env, BENCH_SRC_DIR: resolve(env.BENCH_SRC_DIR) },
    stdio: 'pipe',
  })
}

/** buildSite without blocking the event loop (a shared site, tests/e2e/sites.ts, built beside others). */
export async function buildSiteApartAsync(env: ApartEnv): Promise<void> {
  await promisify(execFile)('node_modules/.bin/vitepress', ['build', apartRoot(env)], {
    env: { ...process.env, ...env, BENCH_SRC_DIR: resolve(env.BENCH_SRC_DIR) },
    maxBuffer: 64 << 20,
  })
}

type ApartEnv = { BENCH_SRC_DIR: string; BENCH_OUT_DIR: string; BENCH_DATA_DIR: string }

/** The pages' folder made a VitePress root of its own (its config and theme the project's); returns it. */
function apartRoot(env: ApartEnv): string {
  const src = resolve(env.BENCH_SRC_DIR)
  const project = resolve('.vitepress')
  mkdirSync(join(src, '.vitepress', 'theme'), { recursive: true })
  const config = `import site from ${JSON.stringify(join(project, 'config.ts'))}\nexport default { ...site, srcDir: '.', outDir: ${JSON.stringify(resolve(env.BENCH_OUT_DIR))}, cacheDir: ${JSON.stringify(join(src, '.vitepress', 'cache'))} }\n`
  writeFileSync(join(src, '.vitepress', 'config.ts'), config)
  writeFileSync(
    join(src, '.vitepress', 'theme', 'index.ts'),
    `export { default } from ${JSON.stringify(join(project, 'theme', 'index.ts'))}\n`,
  )
  return src
}

/** `vitepress build` of the project's own root with this environment (and CLI arguments), one such build at a
 *  time (LOCK), without blocking the event loop (tests/e2e/sites.ts builds other sites meanwhile). */
export function buildSiteAsync(env: Record<string, string>, args: string[] = []): Promise<void> {
  return withLock(LOCK, async () => {
    await promisify(execFile)('node_modules/.bin/vitepress', ['build', ...args], {
      env: { ...process.env, ...env },
      maxBuffer: 64 << 20,
    })
  })
}
