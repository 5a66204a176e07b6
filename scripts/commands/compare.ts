// pnpm compare <base> <head> [--json] [--fail-on-regression] [--alpha 0.05] [--test auto|mann-whitney|welch]
// Compares the latest current run of every suite between two data folders or two git refs and
// prints a Markdown report for a PR comment (plain text on a terminal, or JSON). See docs/guide/compare.md.
import { existsSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DataError } from '../../data/schema/validate'
import { readCommandLine } from '../../data/schema/command-line'
import { compareData, DEFAULT_ALPHA, renderJson, type Report, type TestChoice } from '../tools/compare-report'
import type { SuiteInput } from '../tools/compare-rows'
import { DEFAULT_MAX_CHARS, renderMarkdown } from '../tools/compare-markdown'
import { renderText } from '../tools/compare-text'
import { affectedBlocks } from '../tools/affected-charts'
import { pageBlocks } from '../../.vitepress/markdown/page-blocks'
import { resolveSide, SideError, type DataSide } from '../tools/git-data'
import { dataDir, loadAll, loadSuite, suiteIds } from '../read/load'
import { defaultTarget, filterSuites, mergeBase, RunChoiceError, runSides } from '../tools/compare-runs'
import { didYouMean } from '../../data/schema/suggest'

export const USAGE = `Usage: pnpm compare <base> <head> [options]        two data folders or git refs
       pnpm compare --suite <id> [<run-a> <run-b>]   two runs of one suite (default: previous latest)
       pnpm compare --base merge-base [<head>]       a pull request against where it branched off

Compares the latest current run of each suite in <head> with the one in <base>.
<base> and <head> are each a data folder (e.g. data, ../other/data) or a git ref
(main, HEAD~1, a tag or a commit SHA) whose data/ folder is read from git.
Suites whose latest run is the same on both sides are listed in one line.

Options:
  --suite <id>            only this suite (repeatable); alone, or with two run ids (or latest,
                          previous), compares runs of that suite in the data folder
  --base <ref>|merge-base the base side; merge-base (for pull requests) is the merge base of
                          <head> (default HEAD) with --target; pass a ref for a stacked PR
  --target <branch>       the branch a PR targets (default: $GITHUB_BASE_REF, else origin/main, else main)
  --data-dir <dir>        the data folder for --suite runs (default: $BENCH_DATA_DIR, else data/)
  --json                  print the comparison as JSON instead of Markdown
  --markdown, --text      Markdown (for a PR comment) or plain text; default: plain text on a
                          terminal, Markdown when the output goes to a file or another program
  --fail-on-regression    exit with status 1 when anything regressed
  --alpha <p>             significance level for tests over samples (default ${DEFAULT_ALPHA})
  --test <name>           auto (default: Mann–Whitney U with 5+ samples a side, else Welch),
                          mann-whitney or welch
  --max-chars <n>         keep the Markdown below n characters (default ${DEFAULT_MAX_CHARS}, a PR comment's limit)
  --help                  this text

Exit status: 0 compared, 1 a regression with --fail-on-regression, 2 bad arguments or invalid data.`

export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

export interface Io {
  stdout(s: string): void
  stderr(s: string): void
  cwd: string
  /** Whether stdout is a terminal: the report is then plain text unless --markdown. */
  isTTY?: boolean
}

const defaultIo = (): Io => ({
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  cwd: process.cwd(),
  isTTY: Boolean(process.stdout.isTTY),
})

const COMPARE_OPTIONS = {
  json: { type: 'boolean' },
  markdown: { type: 'boolean' },
  text: { type: 'boolean' },
  'fail-on-regression': { type: 'boolean' },
  alpha: { type: 'string' },
  test: { type: 'string' },
  'max-chars': { type: 'string' },
  suite: { type: 'string', multiple: true },
  base: { type: 'string' },
  target: { type: 'string' },
  'data-dir': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

function parseCli(argv: string[]) {
  return readCommandLine(argv, COMPARE_OPTIONS, (m) => new UsageError(m))
}

function load(side: DataSide): Map<string, SuiteInput> {
  let data: Map<string, SuiteInput>
  try {
    data = loadAll(side.dir)
  } catch (e) {
    if (e instanceof DataError) {
      throw new DataError(side.display(e.file), e.jsonPath, e.expected)
    }
    throw e
  }
  if (data.size === 0 && side.kind === 'dir') {
    const inner = join(side.dir, 'data')
    const hint =
      existsSync(inner) && suiteIds(inner).length
        ? `; did you mean ${JSON.stringify(join(side.arg, 'data'))}?`
        : ': pass the data folder itself'
    throw new SideError(
      `"${side.arg}" has no suites (expected folders with a suite.json, as in data/<suite>/suite.json)${hint}`,
    )
  }
  return data
}

type Cli = ReturnType<typeof parseCli>['values']

/** --alpha, --test and --max-chars, checked: each wrong value is a usage error naming it. */
function checkedOptions(v: Cli): { alpha: number; test: TestChoice; maxChars: number } {
  const alpha = v.alpha === undefined ? DEFAULT_ALPHA : Number(v.alpha)
  if (!(alpha > 0 && alpha < 1))
    throw new UsageError(`--alpha ${v.alpha}: expected a number between 0 and 1, such as 0.05`)
  const test = (v.test ?? 'auto') as TestChoice
  if (!['auto', 'mann-whitney', 'welch'].includes(test))
    throw new UsageError(`--test ${v.test}: expected auto, mann-whitney or welch`)
  const maxChars = v['max-chars'] === undefined ? DEFAULT_MAX_CHARS : Number(v['max-chars'])
  if (!(Number.isInteger(maxChars) && maxChars > 0))
    throw new UsageError(`--max-chars ${v['max-chars']}: expected a positive whole number`)
  return { alpha, test, maxChars }
}

/** The two sides to compare: two arguments, or --base (a ref, or merge-base with --target) and the head (default HEAD). */
function baseAndHead(v: Cli, positionals: string[], io: Io): [string, string] {
  if (v.base !== undefined) {
    if (positionals.length > 1)
      throw new UsageError(
        `with --base, expected at most one argument (the head; default HEAD), found ${positionals.length}`,
      )
    const headRef = positionals[0] ?? 'HEAD'
    let baseArg = v.base
    if (v.base === 'merge-base') {
      const target = v.target ?? defaultTarget(io.cwd)
      baseArg = mergeBase(headRef, target, io.cwd)
      io.stderr(`base: the merge base of ${headRef} and ${target}, commit ${baseArg.slice(0, 12)}\n`)
    }
    return [baseArg, headRef]
  }
  if (v.target !== undefined) throw new UsageError('--target goes with --base merge-base')
  if (positionals.length !== 2) {
    throw new UsageError(
      `expected two arguments, <base> and <head>, found ${positionals.length}${positionals.length ? ` (${positionals.map((p) => JSON.stringify(p)).join(' ')})` : ''}; or --suite <id> for its latest run against the previous one`,
    )
  }
  return positionals as [string, string]
}

export function main(argv: string[], io: Io = defaultIo()): number {
  let json = false
  const sides: DataSide[] = []
  try {
    const { values: v, positionals } = parseCli(argv)
    json = Boolean(v.json)
    if (v.help) {
      io.stdout(USAGE + '\n')
      return 0
    }
    const { alpha, test, maxChars } = checkedOptions(v)
    if ([v.json, v.markdown, v.text].filter(Boolean).length > 1)
      throw new UsageError('--json, --markdown and --text each choose the output: pass one')
    const render = (report: Report) =>
      json
        ? renderJson(report)
        : v.markdown || (!v.text && !io.isTTY)
          ? renderMarkdown(report, { maxChars })
          : renderText(report)
    const suites = v.suite ?? []
    const runsMode = runModeArgs(suites, positionals, v.base, v['data-dir'], io)
    if (runsMode) {
      const report = compareData(runsMode.base, runsMode.head, runsMode.sides, { alpha, test })
      io.stdout(render(report))
      return v['fail-on-regression'] && report.counts.regressed > 0 ? 1 : 0
    }
    const [baseArg, headArg] = baseAndHead(v, positionals, io)
    const base = resolveSide(baseArg, io.cwd)
    sides.push(base)
    const head = resolveSide(headArg, io.cwd)
    sides.push(head)
    const known = [...new Set([...suiteIdsOf(base), ...suiteIdsOf(head)])]
    const baseData = filterSuites(load(base), suites, known)
    const headData = filterSuites(load(head), suites, known)
    const report = compareData(
      baseData,
      headData,
      {
        base: {
          arg: base.arg,
          kind: base.kind,
          ...(base.commit ? { commit: base.commit } : {}),
          ...(base.empty ? { empty: true } : {}),
        },
        head: {
          arg: head.arg,
          kind: head.kind,
          ...(head.commit ? { commit: head.commit } : {}),
          ...(head.empty ? { empty: true } : {}),
        },
      },
      { alpha, test },
    )
    // The charts and tables of head's pages whose numbers change (pages next to a data folder, or a ref's docs/).
    if (head.docs)
      report.charts = affectedBlocks(
        head.docs,
        baseData,
        headData,
        pageBlocks,
        head.kind === 'ref' ? `${head.arg}:docs` : relative(io.cwd, head.docs) || '.',
      )
    io.stdout(render(report))
    return v['fail-on-regression'] && report.counts.regressed > 0 ? 1 : 0
  } catch (e) {
    return fail(io, e, json)
  } finally {
    for (const s of sides) s.cleanup()
  }
}

function suiteIdsOf(side: DataSide): string[] {
  return side.empty ? [] : suiteIds(side.dir)
}

/** `--suite s` alone, or with two run ids: the two runs of that suite in the data folder. */
function runModeArgs(
  suites: string[],
  positionals: string[],
  base: string | undefined,
  dataArg: string | undefined,
  io: Io,
) {
  if (suites.length !== 1 || base !== undefined || (positionals.length !== 0 && positionals.length !== 2))
    return undefined
  const dir = dataArg !== undefined ? resolve(io.cwd, dataArg) : dataDir()
  const id = suites[0]!
  const known = suiteIds(dir)
  if (positionals.length === 2) {
    // Two folders or refs filtered to one suite, unless both name runs of it.
    if (!known.includes(id)) return undefined
    const runs = loadSuite(id, dir).runs.map((r) => r.id)
    const isRun = (p: string) => p === 'latest' || p === 'previous' || runs.includes(p)
    const missing = positionals.find((p) => !isRun(p))
    if (missing !== undefined) {
      // Run ids are dated (2026-11-25-3caee18f), or a version (net10.0.1): a name that is no folder meant a
      // run, not a git ref, when it is dated or stands beside a run of the suite (a run against a ref is no comparison).
      const meantRuns =
        (positionals.every((p) => isRun(p) || /^\d{4}-\d{2}-\d{2}/.test(p)) || positionals.some(isRun)) &&
        !positionals.some((p) => existsSync(resolve(io.cwd, p)))
      if (!meantRuns) return undefined
      const shown = runs.slice(-10).join(', ')
      throw new RunChoiceError(
        `--suite ${id}: no run "${missing}"${didYouMean(missing, runs)}; the suite's runs${runs.length > 10 ? ` (the last 10 of ${runs.length})` : ''}: ${shown || 'none'}, or latest and previous`,
      )
    }
  }
  if (!known.includes(id))
    throw new RunChoiceError(
      `--suite ${id}: no such suite in ${relative(io.cwd, dir) || dir}${didYouMean(id, known)} (suites: ${known.join(', ') || 'none'})`,
    )
  const s = runSides(loadSuite(id, dir), id, positionals[0], positionals[1])
  const where = relative(io.cwd, dir) || dir
  return {
    base: s.base,
    head: s.head,
    sides: {
      base: { arg: `${where}/${id} run ${s.baseRun.id}`, kind: 'dir' as const },
      head: { arg: `${where}/${id} run ${s.headRun.id}`, kind: 'dir' as const },
    },
  }
}

function fail(io: Io, e: unknown, json: boolean): number {
  const msg = e instanceof Error ? e.message : String(e)
  const known =
    e instanceof UsageError || e instanceof SideError || e instanceof DataError || e instanceof RunChoiceError
  const kind = e instanceof DataError ? 'invalid data' : 'error'
  // One line; a stack trace only with DEBUG=1.
  const tail =
    e instanceof UsageError
      ? ' (pnpm compare --help lists the options)'
      : known
        ? ''
        : ' (unexpected: DEBUG=1 shows where it happened)'
  io.stderr(`compare: ${kind}: ${msg}${tail}\n`)
  if (process.env.DEBUG && e instanceof Error && e.stack) io.stderr(e.stack + '\n')
  if (json) io.stdout(JSON.stringify({ error: msg, kind: e instanceof Error ? e.name : 'Error' }) + '\n')
  return 2
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  process.exitCode = main(process.argv.slice(2))
}
