// The verdict engine as it was before issue 22 (data/schema/ at OLD_ENGINE), so that `pnpm bench:verdicts`
// and the verdict tests can show the old figures next to the new. It is not kept as a copy: it is rebuilt
// from the repository's own history into node_modules/.cache/old-verdict/<commit>/ the first time it is
// needed. A shallow clone does not hold that commit; then the loader says so in one line.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Measurement } from '../../../data/schema/schema'
import type { Verdict } from '../../../data/analysis/verdict'

/** The last commit before issue 22 changed the verdict engine. */
export const OLD_ENGINE = '11813d9513796b6c8cbf32796435a19fa2f9bb93'
const FOLDER = 'data/schema'
const ROOT = join(import.meta.dirname, '../../..')
const CACHE = join(ROOT, 'node_modules', '.cache', 'old-verdict', OLD_ENGINE)

export type OldJudge = (
  base: Measurement,
  head: Measurement,
  unit: string,
  direction: 'higher' | 'lower',
  opts?: { tolerance?: number },
) => { verdict: Verdict }

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 })

/** Writes the old core's TypeScript files into the cache (whole, or not at all); the reason when it cannot. */
function rebuild(): string | undefined {
  try {
    git('cat-file', '-e', `${OLD_ENGINE}^{commit}`)
  } catch {
    const shallow = (() => {
      try {
        return git('rev-parse', '--is-shallow-repository').trim() === 'true'
      } catch {
        return false
      }
    })()
    return shallow
      ? `the verdict engine before issue 22 (${OLD_ENGINE.slice(0, 7)}) is not in this shallow clone's history: run git fetch --unshallow to compare with it`
      : `the verdict engine before issue 22 (${OLD_ENGINE.slice(0, 7)}) is not in this repository's history`
  }
  const names = git('ls-tree', '--name-only', `${OLD_ENGINE}:${FOLDER}`)
    .split('\n')
    .filter((n) => n.endsWith('.ts'))
  const tmp = `${CACHE}.${process.pid}.tmp`
  mkdirSync(join(tmp, FOLDER), { recursive: true })
  for (const n of names) writeFileSync(join(tmp, FOLDER, n), git('show', `${OLD_ENGINE}:${FOLDER}/${n}`))
  // Another process may have finished first: theirs is the same files.
  if (existsSync(CACHE)) rmSync(tmp, { recursive: true, force: true })
  else renameSync(tmp, CACHE)
  return undefined
}

/** The old engine's judge, or one line saying why it is not available here. */
export async function loadOldJudge(): Promise<OldJudge | string> {
  const file = join(CACHE, FOLDER, 'verdict.ts')
  if (!existsSync(file)) {
    const why = rebuild()
    if (why) return why
  }
  const mod = (await import(pathToFileURL(file).href)) as { judge: OldJudge }
  return mod.judge
}
