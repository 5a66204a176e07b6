// The starter page for commands of the write layer (ingest, import): written by `pnpm page`
// (scripts/page.ts), in a process of its own, since pages are above the store's layer.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface PageIo { stdout: (s: string) => void; stderr: (s: string) => void; cwd: string }

/** Writes the starter page of `suiteId` to `page` (relative to the site); returns the exit status. */
export function writePageProcess(io: PageIo, suiteId: string, page: string, dir: string): number {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const r = spawnSync(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'scripts/page.ts'), suiteId, resolve(root, page), '--data-dir', dir], {
    cwd: io.cwd,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: io.cwd },
  })
  if (r.stdout) io.stdout(r.stdout)
  if (r.stderr) io.stderr(r.stderr)
  return r.error ? 1 : r.status ?? 1
}
