// The push half of the CI action (scripts/commands/ci-action.ts): one run of the default branch, stored on the data
// branch exactly once. The benchmark runs once, through `pnpm ingest --run`, into a worktree of the data
// branch as the remote has it; the commit is pushed with a lease on that commit, so a push that another
// job beat is refused rather than overwriting it. Then the worktree starts over from a fresh fetch and
// the run's files are put in again (re-applied, never measured again): the run file and its raw copy are
// new files named by the run id; a suite.json the other job created or changed keeps its content and gains
// only the metrics and parameters this run brought. The run id is made from the commit and the testbed, so
// a job run twice (a re-run, a retry) finds its run there and adds nothing. Killed at any point, the job
// leaves the branch as it was: nothing reaches it but one whole commit.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Suite } from '../../data/schema/schema'
import { loadSuite } from '../read/load'
import { commitAll, commitDay, git, openDataWorktree, pushTo, refreshDataWorktree } from '../tools/ci-git'
import type { CiOptions } from '../tools/ci-options'

/** How many times a refused push is retried on a fresh fetch before giving up. */
export const MAX_ATTEMPTS = 8

type Ingest = (argv: string[], io: IngestIo) => Promise<number>
interface IngestIo {
  stdout: (s: string) => void
  stderr: (s: string) => void
  isTTY: boolean
  cwd: string
}

/** A run id that names the commit and the testbed: the same for every job that measures them. */
export function runIdOf(day: string, commit: string, testbed: string): string {
  const bed = testbed
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${day}-${commit.slice(0, 8)}-${bed}`.slice(0, 80).replace(/[-.]+$/, '')
}

const INDEX = `---
title: Benchmarks
---

# Benchmarks

\`\`\`bench-pages
\`\`\`
`

function outputs(o: CiOptions, wt: string, id: string): void {
  const file = process.env.GITHUB_OUTPUT
  if (!file) return
  writeFileSync(file, `data-dir=${join(wt, 'data')}\ndocs-dir=${join(wt, 'docs')}\nrun-id=${id}\n`, { flag: 'a' })
}

export async function storeRun(o: CiOptions, io: IngestIo, ingest: Ingest): Promise<number> {
  const sha = process.env.GITHUB_SHA ?? git(['rev-parse', 'HEAD'], o.repo).out
  const branchName = process.env.GITHUB_REF_NAME ?? git(['rev-parse', '--abbrev-ref', 'HEAD'], o.repo).out
  const id = runIdOf(commitDay(o.repo, sha), sha, o.testbed)
  const wt = join(o.temp, 'bench-data-worktree')
  const keep = join(o.temp, 'bench-data-run')
  const runFile = join('data', o.suite, 'runs', `${id}.json`)
  let changed: string[] = []
  let at = openDataWorktree(o.repo, o.branch, wt)
  for (let attempt = 1; ; attempt++) {
    if (existsSync(join(wt, runFile))) {
      io.stderr(
        `run ${id} (commit ${sha.slice(0, 7)}, testbed ${o.testbed}) is on ${o.branch} already: nothing added\n`,
      )
      outputs(o, wt, id)
      return 0
    }
    if (attempt === 1) {
      changed = await measure(o, io, ingest, wt, { id, sha, branch: branchName })
      rmSync(keep, { recursive: true, force: true })
      for (const f of changed) copyInto(join(wt, f), join(keep, f))
    } else reapply(keep, changed, wt, o.suite)
    loadSuite(o.suite, join(wt, 'data')) // the branch as it will be must load, or nothing is pushed
    commitAll(wt, `Benchmark run ${id}: ${o.suite} at ${sha.slice(0, 7)} (${branchName}) on ${o.testbed}`)
    if (pushTo(wt, o.branch, at) === 'pushed') {
      io.stderr(`stored run ${id} on ${o.branch}${attempt > 1 ? ` (attempt ${attempt})` : ''}\n`)
      outputs(o, wt, id)
      return 0
    }
    if (attempt >= MAX_ATTEMPTS)
      throw new Error(
        `${o.branch} moved on each of ${MAX_ATTEMPTS} pushes; the run ${id} was not stored — re-run the job`,
      )
    io.stderr(
      `${o.branch} moved since it was fetched (another job pushed): fetching it again and re-applying run ${id}\n`,
    )
    await new Promise((r) => setTimeout(r, Math.min(8000, 250 * 2 ** attempt) * (0.5 + Math.random())))
    at = refreshDataWorktree(o.repo, o.branch, wt)
  }
}

/** Runs the benchmark through ingest --run into the worktree; returns the files it added or changed. */
async function measure(
  o: CiOptions,
  io: IngestIo,
  ingest: Ingest,
  wt: string,
  run: { id: string; sha: string; branch: string },
): Promise<string[]> {
  const docs = join(wt, 'docs')
  mkdirSync(docs, { recursive: true })
  if (!existsSync(join(docs, 'index.md'))) writeFileSync(join(docs, 'index.md'), INDEX)
  process.env.BENCH_SRC_DIR = docs // where ingest --page may write (scripts/write/page-path.ts)
  const project = (process.env.GITHUB_REPOSITORY ?? o.repo).split('/').at(-1)!.slice(0, 80)
  const args = [
    ...(o.output ? [o.output] : []),
    '--run',
    o.command,
    '--suite',
    o.suite,
    '--create',
    '--title',
    o.title ?? o.suite,
    '--project',
    project,
    '--data-dir',
    join(wt, 'data'),
    '--id',
    run.id,
    '--commit',
    run.sha,
    '--repo',
    o.repo,
    '--capture-env',
    '--env',
    `testbed=${o.testbed}`,
    '--env',
    `branch=${run.branch}`,
    ...(o.page ? ['--page', join(docs, `${o.page}.md`)] : []),
  ]
  const code = await ingest(args, { ...io, cwd: o.repo })
  if (code !== 0) throw new Error(`pnpm ingest --run failed (exit ${code}); nothing was stored`)
  git(['add', '-A'], wt)
  return git(['diff', '--cached', '--name-only', '--no-renames'], wt).out.split('\n').filter(Boolean)
}

function copyInto(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true })
  copyFileSync(from, to)
}

/** Puts this run's files into a fresh worktree: new files as they were, the suite merged, pages kept as they are. */
function reapply(keep: string, files: string[], wt: string, suite: string): void {
  for (const f of files) {
    const target = join(wt, f)
    if (f === `data/${suite}/suite.json` && existsSync(target)) {
      writeFileSync(target, JSON.stringify(mergeSuite(read(target), read(join(keep, f))), null, 2) + '\n')
    } else if (!existsSync(target)) copyInto(join(keep, f), target)
  }
}

const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Suite

/** The suite as the branch has it, plus the metrics and parameters only this run's suite had. */
export function mergeSuite(theirs: Suite, ours: Suite): Suite {
  return {
    ...theirs,
    metrics: { ...ours.metrics, ...theirs.metrics },
    ...(ours.parameters || theirs.parameters ? { parameters: { ...ours.parameters, ...theirs.parameters } } : {}),
  }
}
