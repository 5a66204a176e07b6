// What `pnpm compare` compares besides two data folders or refs: two runs of one suite (by id, or
// "latest vs previous"), and the merge base of a pull request. Builds the two sides the report
// expects, each holding one run per suite.
import { spawnSync } from 'node:child_process'
import { currentRuns, onTestbed, testbedOf } from '../../data/schema/model'
import type { Run } from '../../data/schema/schema'
import { didYouMean } from '../../data/schema/suggest'
import type { SuiteInput } from './compare-rows'

export class RunChoiceError extends Error {}

function pickRun(data: SuiteInput, which: string, suiteId: string): Run {
  const current = currentRuns(data.runs)
  if (which === 'latest' || which === 'previous') {
    const run = current.at(which === 'latest' ? -1 : -2)
    if (!run)
      throw new RunChoiceError(
        `suite "${suiteId}" has ${current.length} current run${current.length === 1 ? '' : 's'}: no ${which} run to compare (ingest another run first)`,
      )
    return run
  }
  const run = data.runs.find((r) => r.id === which)
  if (!run)
    throw new RunChoiceError(
      `suite "${suiteId}" has no run "${which}"${didYouMean(
        which,
        data.runs.map((r) => r.id),
      )} (runs: ${data.runs
        .slice(-6)
        .map((r) => r.id)
        .join(', ')}${data.runs.length > 6 ? ', …' : ''}; or latest, previous)`,
    )
  return run
}

/** Base and head sides for two runs of one suite: `a` (default previous) against `b` (default latest). */
export function runSides(
  data: SuiteInput,
  suiteId: string,
  a = 'previous',
  b = 'latest',
): { base: Map<string, SuiteInput>; head: Map<string, SuiteInput>; baseRun: Run; headRun: Run } {
  const baseRun = pickRun(data, a, suiteId)
  const headRun = pickRun(data, b, suiteId)
  // Each side ends with its run, as current, so the report compares exactly these two; base keeps the
  // current runs before its run, the history that sets each benchmark's noise band (as on the pages).
  const one = (r: Run): SuiteInput => ({ suite: data.suite, runs: [{ ...r, status: 'current' }] })
  const before = onTestbed(currentRuns(data.runs.slice(0, data.runs.indexOf(baseRun))), testbedOf(baseRun))
  const base: SuiteInput = { suite: data.suite, runs: [...before, { ...baseRun, status: 'current' }] }
  return { base: new Map([[suiteId, base]]), head: new Map([[suiteId, one(headRun)]]), baseRun, headRun }
}

/** Keeps the suites asked for; an unknown id is an error with "did you mean". */
export function filterSuites<T>(data: Map<string, T>, ids: string[], known: string[]): Map<string, T> {
  if (!ids.length) return data
  for (const id of ids)
    if (!known.includes(id))
      throw new RunChoiceError(`--suite ${id}: no such suite${didYouMean(id, known)} (suites: ${known.join(', ')})`)
  return new Map([...data].filter(([id]) => ids.includes(id)))
}

/** The branch a pull request targets: $GITHUB_BASE_REF on GitHub, else origin/main, else main. */
export function defaultTarget(cwd: string): string {
  const gh = process.env.GITHUB_BASE_REF
  const candidates = gh ? [`origin/${gh}`, gh] : ['origin/main', 'main', 'origin/master', 'master']
  for (const c of candidates)
    if (spawnSync('git', ['rev-parse', '--verify', '--quiet', `${c}^{commit}`], { cwd }).status === 0) return c
  throw new RunChoiceError(
    `--base merge-base: cannot find the target branch (tried ${candidates.join(', ')}); name it with --target <branch>`,
  )
}

/** A ref starting with "-" would reach git as an option (--output=…): refused, in one line. */
export function refuseOptionRef(ref: string, what: string): void {
  if (ref.startsWith('-'))
    throw new RunChoiceError(`${what} "${ref}": a git ref or commit, which never starts with "-"`)
}

/** The merge base of `head` with `target`: the commit a pull request branched from. */
export function mergeBase(head: string, target: string, cwd: string): string {
  refuseOptionRef(head, 'the head')
  refuseOptionRef(target, '--target')
  const r = spawnSync('git', ['merge-base', '--end-of-options', head, target], { cwd, encoding: 'utf8' })
  const sha = r.stdout?.trim()
  if (r.status !== 0 || !sha)
    throw new RunChoiceError(
      `--base merge-base: git finds no merge base of ${head} and ${target}${r.stderr ? ` (${r.stderr.trim()})` : ''}; pass --base <ref> for a stacked pull request`,
    )
  return sha
}
