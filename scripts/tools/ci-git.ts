// The git side of the CI action (scripts/commands/ci-action.ts): the data branch as a worktree of the measured
// repository, its commit and push with the workflow's own token (actions/checkout leaves it in the
// clone's config), and worktrees of a pull request's merge base and head. git runs without a shell.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/** A git step that failed: one line naming the command and what git said. */
export class CiGitError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CiGitError'
  }
}

const BOT = [
  '-c',
  'user.name=github-actions[bot]',
  '-c',
  'user.email=41898282+github-actions[bot]@users.noreply.github.com',
]

export function git(args: string[], cwd: string, allowFail = false): { ok: boolean; out: string; err: string } {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 })
  const res = { ok: r.status === 0, out: (r.stdout ?? '').trim(), err: (r.stderr ?? r.error?.message ?? '').trim() }
  if (!res.ok && !allowFail)
    throw new CiGitError(
      `git ${args.join(' ')} (in ${cwd}) failed: ${res.err.split('\n').at(-1) || `exit ${r.status}`}`,
    )
  return res
}

/** The commit the remote's branch is at now (fetched into refs/remotes/origin/<branch>), or undefined when it has none. */
export function fetchBranch(repo: string, branch: string): string | undefined {
  const r = git(
    ['fetch', '--quiet', '--no-tags', 'origin', `+refs/heads/${branch}:refs/remotes/origin/${branch}`],
    repo,
    true,
  )
  if (!r.ok) {
    if (/couldn't find remote ref|no such ref/i.test(r.err)) return undefined
    throw new CiGitError(`git fetch origin ${branch} (in ${repo}) failed: ${r.err.split('\n').at(-1)}`)
  }
  return git(['rev-parse', `refs/remotes/origin/${branch}`], repo).out
}

/**
 * A fresh worktree of the data branch at `dir`, as the remote has it now (or empty, for a branch not yet
 * made): what a run is written into. Returns the commit it starts from (undefined for a new branch).
 */
export function openDataWorktree(repo: string, branch: string, dir: string): string | undefined {
  // A killed job's worktree: its folder goes first, then git forgets it.
  rmSync(dir, { recursive: true, force: true })
  git(['worktree', 'prune'], repo)
  const at = fetchBranch(repo, branch)
  if (at) {
    git(['worktree', 'add', '--quiet', '--detach', dir, at], repo)
    return at
  }
  git(['worktree', 'add', '--quiet', '--detach', dir, 'HEAD'], repo)
  git(['checkout', '--quiet', '--orphan', `${branch}-new-${process.pid}`], dir)
  git(['rm', '-rfq', '--ignore-unmatch', '.'], dir)
  for (const f of readdirSync(dir)) if (f !== '.git') rmSync(join(dir, f), { recursive: true, force: true })
  return undefined
}

/** Starts the worktree over from the remote branch as it is now: the retry after a rejected push. */
export function refreshDataWorktree(repo: string, branch: string, dir: string): string | undefined {
  closeWorktree(repo, dir)
  return openDataWorktree(repo, branch, dir)
}

export function closeWorktree(repo: string, dir: string): void {
  git(['worktree', 'remove', '--force', dir], repo, true)
  rmSync(dir, { recursive: true, force: true })
  git(['worktree', 'prune'], repo, true)
}

/** Commits everything in the worktree; false when there was nothing to commit. */
export function commitAll(dir: string, message: string): boolean {
  git(['add', '-A'], dir)
  if (git(['diff', '--cached', '--quiet'], dir, true).ok) return false
  git([...BOT, 'commit', '--quiet', '--no-verify', '-m', message], dir)
  return true
}

export type PushOutcome = 'pushed' | 'rejected'

/**
 * Pushes the worktree's commit to the branch. `at` is the commit the branch had when the worktree was
 * made: the push is refused if it moved since (another job pushed), which the caller retries from a
 * fresh fetch. A new branch is pushed only if it still does not exist.
 */
export function pushTo(dir: string, branch: string, at: string | undefined): PushOutcome {
  const lease = `--force-with-lease=refs/heads/${branch}:${at ?? ''}`
  const r = git(['push', '--quiet', '--porcelain', lease, 'origin', `HEAD:refs/heads/${branch}`], dir, true)
  if (r.ok) return 'pushed'
  if (/rejected|stale info|fetch first|non-fast-forward|failed to push/i.test(r.out + r.err)) return 'rejected'
  throw new CiGitError(`git push origin ${branch} failed: ${r.err.split('\n').at(-1) || r.out}`)
}

/** The merge base of the pull request's base and head commits (fetched when the clone lacks them). */
export function mergeBaseOf(repo: string, base: string, head: string): string {
  for (const sha of [base, head])
    if (!git(['cat-file', '-e', `${sha}^{commit}`], repo, true).ok) git(['fetch', '--quiet', 'origin', sha], repo)
  const r = git(['merge-base', base, head], repo, true)
  if (!r.ok || !r.out)
    throw new CiGitError(
      `no merge base of ${base.slice(0, 12)} and ${head.slice(0, 12)}: fetch the history (actions/checkout with fetch-depth: 0)`,
    )
  return r.out
}

/** A detached worktree of `commit` at `dir`: one side of a pull request's comparison. */
export function checkoutAt(repo: string, commit: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true })
  git(['worktree', 'prune'], repo)
  mkdirSync(join(dir, '..'), { recursive: true })
  git(['worktree', 'add', '--quiet', '--detach', dir, commit], repo)
}

/** The file `path` at the remote branch, or undefined where it has none. */
export function showFile(repo: string, branch: string, path: string): string | undefined {
  const r = git(['show', `refs/remotes/origin/${branch}:${path}`], repo, true)
  return r.ok ? r.out : undefined
}

/** The committer date of a commit, YYYY-MM-DD: the same for every job that measures it. */
export function commitDay(repo: string, commit: string): string {
  return git(['show', '-s', '--format=%cs', commit], repo).out
}
