// pnpm ci-action — the steps of the CI action (action.yml at the repository root), run on GitHub or, in
// the tests, with a local bare repository as origin. Reads the action's inputs (INPUT_*) and GitHub's
// variables (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_WORKSPACE, GITHUB_SHA …):
//   push          runs the benchmark once through `pnpm ingest --run` into a worktree of the data branch,
//                 records commit, branch and testbed, commits and pushes with the workflow's token; a push
//                 refused because another job pushed first is retried on a fresh fetch (ci-store.ts)
//   pull_request  checks out the merge base and the head, runs them alternately for the rounds asked for,
//                 and writes the paired verdict to the job summary and a report folder for the comment
// Never exits the process itself; returns the exit status (tests call it in-process).
import { spawnSync } from 'node:child_process'
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Metric, Run, Suite } from '../../data/schema/schema'
import { Suite as SuiteSchema } from '../../data/schema/schema'
import { validate } from '../../data/schema/validate'
import { main as ingest } from './ingest'
import { checkoutAt, closeWorktree, fetchBranch, mergeBaseOf, showFile } from '../tools/ci-git'
import { pairedReport, renderPairedMarkdown, type Round } from '../tools/ci-report'
import { storeRun } from './ci-store'
import type { CiOptions } from '../tools/ci-options'

export class CiInputError extends Error {}

const env = (k: string) => {
  const v = process.env[k]?.trim()
  return v ? v : undefined
}

/** This runner's testbed when the workflow names none: its OS, architecture and CPU model. */
export function defaultTestbed(): string {
  const cpu = os.cpus()[0]?.model?.replace(/\s+/g, ' ').trim() || 'unknown CPU'
  return `${env('RUNNER_OS') ?? os.type()} ${env('RUNNER_ARCH') ?? os.arch()} · ${cpu}`.slice(0, 120)
}

export function readOptions(): CiOptions {
  const command = env('INPUT_COMMAND')
  const suite = env('INPUT_SUITE')
  if (!command)
    throw new CiInputError(
      'input `command` is empty: the benchmark command, e.g. go test -run=^$ -bench=. -count=5 ./...',
    )
  if (!suite) throw new CiInputError('input `suite` is empty: the suite id the runs are stored under, e.g. my-lib')
  const rounds = Number(env('INPUT_ROUNDS') ?? 10)
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 100)
    throw new CiInputError(`input \`rounds\` is "${env('INPUT_ROUNDS')}": expected a whole number from 1 to 100`)
  const page = env('INPUT_PAGE')
  if (page !== undefined && !/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i.test(page))
    throw new CiInputError(
      `input \`page\` is "${page}": expected a page name such as benchmarks or perf/my-lib (no .md)`,
    )
  return {
    command,
    suite,
    title: env('INPUT_TITLE'),
    page,
    branch: env('INPUT_DATA_BRANCH') ?? 'bench-data',
    testbed: env('INPUT_TESTBED') ?? defaultTestbed(),
    rounds,
    build: env('INPUT_BUILD'),
    output: env('INPUT_OUTPUT'),
    repo: resolve(env('GITHUB_WORKSPACE') ?? process.cwd()),
    temp: resolve(env('RUNNER_TEMP') ?? os.tmpdir()),
  }
}

/** A step output (GITHUB_OUTPUT), and the same line on stderr for the log. */
export function setOutput(key: string, value: string): void {
  const file = env('GITHUB_OUTPUT')
  if (file) appendFileSync(file, `${key}=${value}\n`)
}

const quiet = (cwd: string) => ({
  stdout: (s: string) => void process.stderr.write(s),
  stderr: (s: string) => void process.stderr.write(s),
  isTTY: false,
  cwd,
})

/** One run of the command in `cwd`, parsed and not stored (ingest --dry-run --json). */
async function measureOnce(
  o: CiOptions,
  cwd: string,
  scratch: string,
): Promise<{ run: Run; metrics: Record<string, Metric> }> {
  let out = ''
  const io = { ...quiet(cwd), stdout: (s: string) => void (out += s) }
  const code = await ingest(
    [
      ...(o.output ? [o.output] : []),
      '--run',
      o.command,
      '--dry-run',
      '--json',
      '--suite',
      o.suite,
      '--create',
      '--title',
      'pr',
      '--project',
      'pr',
      '--data-dir',
      scratch,
      '--no-raw',
      '--repo',
      cwd,
    ],
    io,
  )
  if (code !== 0) throw new CiInputError(`the benchmark command failed in ${cwd} (exit ${code}); see the lines above`)
  const parsed = JSON.parse(out) as { run: Run; metrics: Record<string, Metric | undefined> }
  const metrics = Object.fromEntries(Object.entries(parsed.metrics).filter((e): e is [string, Metric] => !!e[1]))
  return { run: parsed.run, metrics }
}

/** The suite as the data branch has it (acknowledged changes, tolerance, directions), when it has one. */
function suiteOnDataBranch(o: CiOptions): Suite | undefined {
  try {
    if (!fetchBranch(o.repo, o.branch)) return undefined
    const text = showFile(o.repo, o.branch, `data/${o.suite}/suite.json`)
    return text === undefined
      ? undefined
      : validate(SuiteSchema, JSON.parse(text), `${o.branch}:data/${o.suite}/suite.json`)
  } catch (e) {
    process.stderr.write(
      `warning: the suite on ${o.branch} could not be read (${(e as Error).message}); judging without it\n`,
    )
    return undefined
  }
}

/**
 * The metrics as this run measured them (their units: the rounds' values are in those), with the labels
 * and directions the suite on the data branch gives them.
 */
function withSuiteWords(metrics: Record<string, Metric>, suite: Suite | undefined): Record<string, Metric> {
  return Object.fromEntries(
    Object.entries(metrics).map(([id, m]) => [id, suite?.metrics[id] ? { ...suite.metrics[id], unit: m.unit } : m]),
  )
}

interface PullEvent {
  pull_request?: {
    number?: number
    base?: { sha?: string; repo?: { full_name?: string } }
    head?: { sha?: string; repo?: { full_name?: string } }
  }
}

export async function pullRequest(o: CiOptions, event: PullEvent): Promise<number> {
  const pr = event.pull_request
  const sha = /^[0-9a-f]{40}$/
  if (!pr || !Number.isSafeInteger(pr.number) || !sha.test(pr.base?.sha ?? '') || !sha.test(pr.head?.sha ?? ''))
    throw new CiInputError('the event names no pull request with base and head commits (GITHUB_EVENT_PATH)')
  const head = pr.head!.sha!
  const base = mergeBaseOf(o.repo, pr.base!.sha!, head)
  const fork = pr.head?.repo?.full_name !== pr.base?.repo?.full_name
  process.stderr.write(
    `pull request #${pr.number}${fork ? ' (from a fork)' : ''}: merge base ${base.slice(0, 12)}, head ${head.slice(0, 12)}\n`,
  )
  const dirs = { base: join(o.temp, 'bench-side-base'), head: join(o.temp, 'bench-side-head') }
  checkoutAt(o.repo, base, dirs.base)
  checkoutAt(o.repo, head, dirs.head)
  try {
    if (o.build) for (const d of Object.values(dirs)) runShell(o.build, d)
    const scratch = join(o.temp, 'bench-scratch-data')
    mkdirSync(scratch, { recursive: true })
    const rounds: Round[] = []
    let metrics: Record<string, Metric> = {}
    for (let i = 0; i < o.rounds; i++) {
      process.stderr.write(`round ${i + 1} of ${o.rounds}: base, then head\n`)
      const b = await measureOnce(o, dirs.base, scratch)
      const h = await measureOnce(o, dirs.head, scratch)
      metrics = { ...b.metrics, ...h.metrics, ...metrics }
      rounds.push({ base: b.run, head: h.run })
    }
    const suite = suiteOnDataBranch(o)
    const report = pairedReport(rounds, withSuiteWords(metrics, suite), {
      baseCommit: base,
      headCommit: head,
      testbed: o.testbed,
      suite,
    })
    const md = renderPairedMarkdown(report)
    const out = join(o.temp, 'bench-report')
    mkdirSync(out, { recursive: true })
    writeFileSync(join(out, 'report.md'), md)
    writeFileSync(join(out, 'report.json'), JSON.stringify(report, null, 2) + '\n')
    writeFileSync(join(out, 'pr-number'), `${pr.number}\n`)
    const summary = env('GITHUB_STEP_SUMMARY')
    if (summary) appendFileSync(summary, md)
    process.stderr.write(md)
    setOutput('report-dir', out)
    setOutput('regressed', String(report.regressed > 0))
    return 0
  } finally {
    closeWorktree(o.repo, dirs.base)
    closeWorktree(o.repo, dirs.head)
  }
}

/** The build command of one side (input `build`), with the user's shell, its output in the log. */
function runShell(command: string, cwd: string): void {
  process.stderr.write(`building in ${cwd}: ${command}\n`)
  const r = spawnSync('bash', ['-c', command], { cwd, stdio: ['ignore', 'inherit', 'inherit'] })
  if (r.status !== 0)
    throw new CiInputError(`the build command \`${command}\` failed in ${cwd} (exit ${r.status ?? r.signal})`)
}

export async function main(): Promise<number> {
  try {
    const o = readOptions()
    const event = env('GITHUB_EVENT_NAME')
    if (event === 'push') return await storeRun(o, quiet(o.repo), ingest)
    if (event === 'pull_request') {
      const path = env('GITHUB_EVENT_PATH')
      if (!path) throw new CiInputError('GITHUB_EVENT_PATH is not set: the pull request event is needed')
      return await pullRequest(o, JSON.parse(readFileSync(path, 'utf8')) as PullEvent)
    }
    throw new CiInputError(
      `event "${event ?? 'none'}": the action measures on push and pull_request (workflow_run posts the comment)`,
    )
  } catch (e) {
    process.stderr.write(`bench-pages action: ${e instanceof Error ? e.message : String(e)}\n`)
    return 1
  }
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  main().then((code) => {
    process.exitCode = code
  })
}
