// pnpm ingest <file-or-dir...> --suite <id> [options]   — turn a benchmark tool's output into a run
// pnpm ingest --new-suite <id> --title "…" --project "…"  — create a suite
// pnpm ingest --list-formats                              — what can be read, and how to produce it
// Run `pnpm ingest --help` for every option. Writes go through scripts/lib/store.ts only.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { Direction, Environment, Metric } from '../data/schema/schema'
import { MAX_SAMPLES } from '../data/schema/schema'
import { DataError } from '../data/schema/validate'
import { isUnit } from '../data/schema/units'
import { parsers as registry } from './parsers/index'
import { ParseError } from './parsers/types'
import type { Parser } from './parsers/types'
import { captureEnvironment, EnvOptionError, parseEnvOptions } from './lib/environment'
import { chooseParser, describeMetrics, formatList, guessDirection, IngestError, newSuiteJson, prepareRun, readAndParse, type Preparation } from './lib/ingest-core'
import { collectInputs, InputError, rawExtension } from './lib/inputs'
import { annotateRun, runWarnings } from './lib/capture'
import { describeFailures, detectFailures } from './lib/failures'
import { repoState, runCommand, saveOutput, type CommandOutcome } from './lib/run-command'
import { applySuiteEdits, SuiteEditError } from './lib/suite-edit'
import { didYouMean } from '../data/schema/suggest'
import { orphaned, watchAncestors } from './lib/orphan-watch'
import { createSuite, dataDir, planRun, removeRun, setStopCheck, storeRun, StoreError, suiteDirOf, suiteIds, suitesWithRun, unknownSuiteError, type LockOptions, type PlanOptions, type StorePlan } from './lib/store'

export const USAGE = `Usage:
  pnpm ingest <file-or-dir...> --suite <id> [options]    add a run to a suite
  pnpm ingest --new-suite <id> --title "…" --project "…" [--description "…"] [--direction metric=higher|lower …]
                                                        create a suite (give input files too, or --metric id=unit)
  pnpm ingest --run "<command>" --suite <id> [options]  run the benchmark command and store what it prints
  pnpm ingest --list-formats                            the formats that can be read
  pnpm ingest --history <data.js|asv results|dated folder> --suite <id>
                                                        import a whole history, one run per entry (pnpm run import --help)

Running:
  --run "<command>"      run the command (in the current folder, with your shell), stream its output, and
                         read its standard output as the input (or the files given, which it writes).
                         Records the command, exit status, this machine (as --capture-env) and the commit
  --repo <dir>           the git checkout measured: its commit and whether it had uncommitted changes
                         (default: the current folder when it is one)
  --keep-failed          store the run even when the command exits with an error
Reading:
  --format <id>          skip detection and read the input as this format
  --dry-run              parse, merge and validate, print what would be stored, write nothing
  --json                 print the result as JSON on stdout (with --dry-run: the run and the suite's metrics)
The run:
  --id <id>              run id (default: <date>-<first 8 hex digits of the input's sha256>)
  --date <iso>           when it was measured (default: the date in the input, else today)
  --version <v>          version of the software measured
  --commit <sha>         commit measured (7–40 hex digits)
  --label <text>         short label shown with the run
  --env key=value        environment, repeatable: cpu, cores, threads, ram, os, kernel, arch, machine, tool,
                         command go to those fields; runtime.<name>=<version> to runtimes; anything else to extra
  --capture-env          record this machine's CPU, cores, memory, OS and kernel
  --command "<cmd>"      the command line that produced the input (kept in the run's source)
Storing:
  --suite <id>           the suite to add the run to
  --create               create the suite if it does not exist (needs --title and --project)
  --title, --project, --description, --repository   for a suite created here
  --direction m=higher|lower   which way is better, for metrics this creates (repeatable)
  --metric id=unit       a metric for --new-suite without input files (repeatable)
  --replace              replace the run made earlier from the same input (same content hash)
  --no-raw               do not keep a gzip copy of the input in data/<suite>/raw/
  --force-raw            keep the raw copy even above the 20 MB limit
  --data-dir <dir>       data folder (default: $BENCH_DATA_DIR, else data/)
  --max-samples <n>      keep at most n samples per measurement; above, keep n, min, max, median, stddev (default 1000)
  --lock-timeout <s>     how long to wait for another ingest of the same suite (default 60)
  --rebuild              run \`pnpm build\` after storing
Presenting:
  --page docs/<path>.md  write a starter page for the suite (environment, charts, tables, changes, trend);
                         a relative path is taken from the site's folder
  --param key=spec       label a parameter: size="Input size" or size=label:"Input size",unit:B,order:numeric,
                         values:64|1024,description:"…" (repeatable)
  --metric-label id=spec label a metric: time="Time per op" or time=label:"…",description:"…" (repeatable)
  --help                 this text

Exit status: 0 ok, 1 the input or data was refused (nothing written), 2 bad command line.`

/** The raw copy of an input larger than this is skipped (with a warning) unless --force-raw. */
export const RAW_LIMIT_BYTES = 20 * 1024 * 1024

class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

export interface Io {
  stdout: (s: string) => void
  stderr: (s: string) => void
  /** Whether stderr is a terminal (progress is shown only then). */
  isTTY: boolean
  cwd: string
}

const defaultIo = (): Io => ({
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: Boolean(process.stderr.isTTY),
  // `pnpm ingest` runs in the project root; INIT_CWD is where the user typed the command, and
  // relative paths on the command line are meant from there.
  cwd: process.env.INIT_CWD ? resolve(process.env.INIT_CWD) : process.cwd(),
})

const options = {
  suite: { type: 'string' },
  format: { type: 'string' },
  id: { type: 'string' },
  date: { type: 'string' },
  version: { type: 'string' },
  commit: { type: 'string' },
  label: { type: 'string' },
  env: { type: 'string', multiple: true },
  command: { type: 'string' },
  'capture-env': { type: 'boolean' },
  replace: { type: 'boolean' },
  'no-raw': { type: 'boolean' },
  'force-raw': { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  json: { type: 'boolean' },
  rebuild: { type: 'boolean' },
  'data-dir': { type: 'string' },
  'list-formats': { type: 'boolean' },
  'new-suite': { type: 'string' },
  create: { type: 'boolean' },
  title: { type: 'string' },
  project: { type: 'string' },
  description: { type: 'string' },
  repository: { type: 'string' },
  direction: { type: 'string', multiple: true },
  metric: { type: 'string', multiple: true },
  'lock-timeout': { type: 'string' },
  run: { type: 'string' },
  repo: { type: 'string' },
  'keep-failed': { type: 'boolean' },
  page: { type: 'string' },
  param: { type: 'string', multiple: true },
  'metric-label': { type: 'string', multiple: true },
  'max-samples': { type: 'string' },
  remove: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

type Values = ReturnType<typeof parseCli>['values']

function parseCli(argv: string[]) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (e) {
    throw new UsageError((e as Error).message.replace(/\. To specify a positional argument.*$/s, ''))
  }
}

const SLUG = /^[a-z0-9][a-z0-9._-]{0,79}$/
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/

function checkOptions(v: Values): void {
  const ms = v['max-samples']
  if (ms !== undefined && !(/^\d+$/.test(ms) && Number(ms) <= MAX_SAMPLES)) throw new UsageError(`--max-samples ${ms}: expected a whole number from 0 to ${MAX_SAMPLES}`)
  for (const k of ['suite', 'new-suite', 'id', 'remove'] as const) {
    const s = v[k]
    if (s !== undefined && !SLUG.test(s)) throw new UsageError(`--${k} ${s}: expected a lowercase slug (a-z, 0-9, ".", "_", "-", starting with a letter or digit, at most 80 characters)`)
  }
  if (v.date !== undefined && (!ISO.test(v.date) || Number.isNaN(Date.parse(v.date)))) throw new UsageError(`--date ${v.date}: expected an ISO date such as 2026-04-18 or 2026-04-18T10:00:00Z`)
  if (v.commit !== undefined && !/^[0-9a-fA-F]{7,40}$/.test(v.commit)) throw new UsageError(`--commit ${v.commit}: expected a commit hash of 7 to 40 hex digits`)
  if (v['lock-timeout'] !== undefined && !(Number(v['lock-timeout']) >= 0)) throw new UsageError(`--lock-timeout ${v['lock-timeout']}: expected a number of seconds`)
  if (v['no-raw'] && v['force-raw']) throw new UsageError('--no-raw and --force-raw contradict each other')
  for (const [k, max] of [['version', 80], ['label', 120], ['command', 2000], ['title', 120], ['project', 80], ['description', 2000]] as const) {
    const s = v[k]
    if (s !== undefined && (s.length === 0 || s.length > max)) throw new UsageError(`--${k}: expected 1 to ${max} characters`)
  }
}

function parseDirections(list: string[] = []): Record<string, Direction> {
  const out: Record<string, Direction> = {}
  for (const d of list) {
    const m = /^([^=]+)=(higher|lower)$/.exec(d)
    if (!m) throw new UsageError(`--direction ${d}: expected metric=higher or metric=lower`)
    out[m[1]!.trim()] = m[2] as Direction
  }
  return out
}

function parseMetricDefs(list: string[], directions: Record<string, Direction>): Record<string, Metric> {
  const out: Record<string, Metric> = {}
  for (const d of list) {
    const m = /^([^=]+)=(.+)$/.exec(d)
    const id = m?.[1]?.trim() ?? ''
    const unit = m?.[2]?.trim() ?? ''
    if (!m || !SLUG.test(id) || !isUnit(unit)) throw new UsageError(`--metric ${d}: expected id=unit with a slug id and a unit such as ns, ms, req/s, B, B/op, %`)
    const direction = directions[id] ?? guessDirection(unit)
    if (!direction) throw new UsageError(`--metric ${d}: also pass --direction ${id}=higher or --direction ${id}=lower`)
    out[id] = { label: id, unit, direction }
  }
  for (const id of Object.keys(directions)) if (!out[id]) throw new UsageError(`--direction ${id}=…: no --metric ${id}=<unit> to apply it to`)
  return out
}

function relPath(io: Io, p: string): string {
  const r = relative(io.cwd, p)
  return r && !r.startsWith('..') ? r : p
}

const MB = (n: number) => (n / 1e6).toFixed(1)

function progressReporter(io: Io, totalBytes: number, label: string) {
  if (!io.isTTY || totalBytes < 8 * 1024 * 1024) return { report: undefined, done: () => {} }
  let last = 0
  let shown = false
  return {
    report: (read: number, total: number) => {
      const now = Date.now()
      if (now - last < 150 && read < total) return
      last = now
      shown = true
      io.stderr(`\r  reading ${label}: ${MB(read)} / ${MB(total)} MB (${Math.floor((read / Math.max(1, total)) * 100)}%)\x1b[K`)
    },
    done: () => {
      if (shown) io.stderr('\r\x1b[K')
    },
  }
}

function listFormats(io: Io, json: boolean, list: readonly Parser[]): number {
  if (json) {
    io.stdout(JSON.stringify(list.map((p) => ({ id: p.id, tool: p.tool, description: p.description, produce: p.produce, streaming: Boolean(p.lines) })), null, 2) + '\n')
  } else {
    io.stdout(`${list.length} format(s); ingest detects them, or pass --format <id>:\n${formatList(list)}\n`)
  }
  return 0
}

/** The starter page, by \`pnpm page\` (scripts/page.ts: pages are above the store's layer, so in a process of their own). */
function writePage(io: Io, suiteId: string, page: string, dir: string): number {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const r = spawnSync(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'scripts/page.ts'), suiteId, resolve(root, page), '--data-dir', dir], {
    cwd: io.cwd,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: io.cwd },
  })
  if (r.stdout) io.stdout(r.stdout)
  if (r.stderr) io.stderr(r.stderr)
  return r.error ? 1 : r.status ?? 1
}

function rebuild(io: Io, dir: string, json: boolean): number {
  const root = fileURLToPath(new URL('..', import.meta.url))
  io.stderr('rebuilding the site (pnpm build)…\n')
  const r = spawnSync('pnpm', ['build'], {
    cwd: root,
    stdio: ['ignore', json ? 'pipe' : 'inherit', 'inherit'],
    env: { ...process.env, BENCH_DATA_DIR: dir },
  })
  if (json && r.stdout) io.stderr(r.stdout.toString())
  if (r.error || r.status !== 0) {
    io.stderr(`error: the run is stored, but \`pnpm build\` failed (${r.error?.message ?? `exit ${r.status}`}); fix that and run it again\n`)
    return 1
  }
  return 0
}

/** Runs the --run command; a failure stores nothing unless --keep-failed. */
async function runBenchmark(io: Io, command: string, keepFailed: boolean): Promise<CommandOutcome> {
  io.stderr(`running: ${command}\n`)
  const ran = await runCommand(command, io.cwd, { echo: io.stderr, isTTY: io.isTTY })
  io.stderr(`the command ${ran.exitStatus === 0 ? 'finished' : ran.signal ? `was ended by ${ran.signal}` : `exited with status ${ran.exitStatus}`} after ${(ran.durationMs / 1000).toFixed(1)} s, ${MB(ran.stdout.length)} MB of output\n`)
  if (ran.exitStatus !== 0) {
    const fails = detectFailures(ran.stdout.toString('utf8'))
    const why = ran.signal ? `was ended by ${ran.signal}` : `exited with status ${ran.exitStatus}`
    if (!keepFailed) throw new IngestError(`\`${command}\` ${why}${fails.length ? ` (${describeFailures(fails)})` : ''}: nothing stored; fix the command, or pass --keep-failed to store the results it printed`)
  }
  if (ran.stdout.length === 0) throw new IngestError(`\`${command}\` printed nothing on its standard output: if it writes its results to a file, name that file too (pnpm ingest <file> --run "…")`)
  return ran
}

/** The text of inputs small enough to scan for failed benchmarks ('' for large ones and folders of many files). */
function smallInputText(set: { entries: Array<{ abs: string }>; totalBytes: number }): string {
  if (set.totalBytes > RAW_LIMIT_BYTES || set.entries.length > 20) return ''
  return set.entries.map((e) => readFileSync(e.abs, 'utf8')).join('\n')
}

/** The command line. Returns the exit status; never calls process.exit (tests call it in-process). */
export async function main(argv: string[], io: Io = defaultIo(), list: readonly Parser[] = registry): Promise<number> {
  // A whole history (data.js, asv results, dated outputs) is the import command's: `pnpm import` is
  // also a built-in of pnpm, so `pnpm ingest --history` is the way that always works.
  if (argv.includes('--history')) return (await import('./import')).main(argv.filter((a) => a !== '--history'), io)
  let json = false
  try {
    const { values: v, positionals } = parseCli(argv)
    json = Boolean(v.json)
    if (v.help) {
      io.stdout(USAGE + '\n')
      return 0
    }
    if (v['list-formats']) return listFormats(io, json, list)
    checkOptions(v)
    if (v.format !== undefined && !list.some((p) => p.id === v.format)) {
      throw new UsageError(`--format ${v.format}: unknown format${didYouMean(v.format, list.map((p) => p.id))} (pnpm ingest --list-formats lists the ${list.length} it reads)`)
    }
    if (v.run !== undefined && !v.run.trim()) throw new UsageError('--run: expected the benchmark command, e.g. --run "go test -run=^$ -bench=. ./..."')
    if (v.page !== undefined && !v.page.endsWith('.md')) throw new UsageError(`--page ${v.page}: expected a Markdown file under docs/, e.g. --page docs/my-lib.md`)
    if (v['keep-failed'] && v.run === undefined) throw new UsageError('--keep-failed is for --run: it stores a run whose command failed')
    const dir = v['data-dir'] !== undefined ? resolve(io.cwd, v['data-dir']) : dataDir()
    const schemaRefs = existsSync(resolve(dir, 'schema', 'run.schema.json'))
    const directions = parseDirections(v.direction)
    const lock = {
      timeoutMs: v['lock-timeout'] !== undefined ? Number(v['lock-timeout']) * 1000 : undefined,
      onWait: (who: string) => io.stderr(`waiting for the suite lock (held by ${who})…\n`),
    }

    if (v.remove !== undefined) return await remove(io, v.remove, v.suite, dir, lock, json, positionals.length > 0)

    // Which suite, and may it be created?
    let suiteId = v.suite
    let create = Boolean(v.create)
    if (v['new-suite']) {
      if (suiteId && suiteId !== v['new-suite']) throw new UsageError(`--new-suite ${v['new-suite']} and --suite ${suiteId} name different suites`)
      suiteId = v['new-suite']
      create = true
      if (existsSync(resolve(suiteDirOf(suiteId, dir), 'suite.json'))) {
        throw new StoreError('suite-exists', `${relPath(io, resolve(suiteDirOf(suiteId, dir), 'suite.json'))}: suite "${suiteId}" exists already; add runs with --suite ${suiteId}`)
      }
      if (positionals.length === 0 && v.run === undefined) {
        const metrics = parseMetricDefs(v.metric ?? [], directions)
        if (Object.keys(metrics).length === 0) {
          throw new UsageError(`--new-suite ${suiteId}: a suite needs at least one metric. Give an input file (the suite takes its metrics from it), or --metric id=unit [--direction id=higher|lower]`)
        }
        const suiteJson = newSuiteJson(suiteId, { title: v.title, project: v.project, description: v.description, repository: v.repository }, schemaRefs, metrics)
        if (v['dry-run']) {
          io.stdout(json ? JSON.stringify({ dryRun: true, suite: suiteJson }, null, 2) + '\n' : `would create suite "${suiteId}" (dry run: nothing written)\n`)
          return 0
        }
        const file = await createSuite(suiteJson, dir, lock)
        io.stdout(json ? JSON.stringify({ created: relPath(io, file), suite: suiteJson }, null, 2) + '\n' : `created suite "${suiteId}": ${relPath(io, file)}\nadd runs with: pnpm ingest <file> --suite ${suiteId}\n`)
        return 0
      }
    } else if (v.metric?.length) {
      throw new UsageError('--metric is for --new-suite without input files; other metrics come from the input')
    }
    if (positionals.length === 0 && v.run === undefined && v.page !== undefined && suiteId && !create) {
      // Only a page for a suite that has runs: nothing is stored.
      if (!existsSync(resolve(suiteDirOf(suiteId, dir), 'suite.json'))) throw unknownSuiteError(suiteId, dir)
      return writePage(io, suiteId, v.page, dir)
    }
    if (positionals.length === 0 && v.run === undefined) throw new UsageError('no input given: pnpm ingest <file-or-dir...> --suite <id>, or pnpm ingest --run "<command>" --suite <id>')
    if (!suiteId) {
      const known = suiteIds(dir)
      throw new UsageError(`missing --suite <id>: which suite the run belongs to (${known.length ? `existing: ${known.join(', ')}` : 'no suites yet'}); to make a new one use --new-suite <id> --title "…" --project "…"`)
    }
    if (!create && !existsSync(resolve(suiteDirOf(suiteId, dir), 'suite.json'))) {
      throw unknownSuiteError(suiteId, dir)
    }
    if (create && !existsSync(resolve(suiteDirOf(suiteId, dir), 'suite.json'))) newSuiteJson(suiteId, { title: v.title, project: v.project }, false) // fail early on missing --title/--project

    // Options are checked before a possibly long read.
    const environments: Array<Environment | undefined> = [
      v['capture-env'] || v.run !== undefined ? captureEnvironment() : undefined,
      v.env?.length ? parseEnvOptions(v.env) : undefined,
    ]

    // The measured checkout, read before the command runs (it may write files).
    const repoDir = v.repo !== undefined ? resolve(io.cwd, v.repo) : v.run !== undefined ? io.cwd : undefined
    const repo = repoDir ? repoState(repoDir) : undefined
    if (v.repo !== undefined && !repo) throw new UsageError(`--repo ${v.repo}: not a git checkout (git rev-parse HEAD fails there)`)

    // --run: the command's output is the input (unless it writes the files named).
    let ran: CommandOutcome | undefined
    let inputs = positionals
    if (v.run !== undefined) {
      ran = await runBenchmark(io, v.run, Boolean(v['keep-failed']))
      if (inputs.length === 0) inputs = [saveOutput(ran.stdout)]
    }

    // Read, detect, parse.
    const set = collectInputs(inputs, io.cwd)
    const { parser, detection, whole } = chooseParser(set, list, v.format)
    const label = set.entries.length === 1 ? set.entries[0]!.path : `${set.entries.length} files`
    const progress = progressReporter(io, set.totalBytes, label)
    const t0 = performance.now()
    let outcome
    try {
      outcome = await readAndParse(set, parser, progress.report, whole)
    } finally {
      progress.done()
    }
    const parseMs = performance.now() - t0

    // Raw copy: kept unless --no-raw; skipped above the limit unless --force-raw.
    const warnings: string[] = []
    let keepRaw = !v['no-raw']
    if (keepRaw && set.totalBytes > RAW_LIMIT_BYTES && !v['force-raw']) {
      keepRaw = false
      warnings.push(`the input is ${MB(set.totalBytes)} MB, above the ${RAW_LIMIT_BYTES / 1024 / 1024} MB limit for raw copies: no raw copy kept (pass --force-raw to keep one)`)
    }

    let prep: Preparation | undefined
    const planOpts: PlanOptions = {
      suiteId,
      dir,
      inputHash: outcome.inputHash,
      replace: Boolean(v.replace),
      create,
      inputLabel: ran && positionals.length === 0 ? `the output of \`${v.run}\`` : set.entries.length === 1 ? set.entries[0]!.path : `${positionals.join(', ')} (${set.entries.length} files)`,
      prepare: (state) => {
        prep = prepareRun(state, outcome.parsed, outcome.inputHash, {
          id: v.id,
          // A command run here was measured now, to the second.
          date: v.date ?? (ran ? new Date().toISOString().replace(/\.\d+Z$/, 'Z') : undefined),
          version: v.version,
          commit: v.commit ?? repo?.commit,
          label: v.label,
          command: v.command ?? v.run,
          environments,
          directions,
          raw: keepRaw ? { ext: rawExtension(set), set } : undefined,
          files: set.entries.map((e) => e.rel),
          newSuite: { title: v.title, project: v.project, description: v.description, repository: v.repository },
          schemaRefs,
          maxSamples: v['max-samples'] !== undefined ? Number(v['max-samples']) : undefined,
        })
        prep.run = annotateRun(prep.run, {
          exitStatus: ran?.exitStatus ?? undefined,
          dirty: v.commit === undefined ? repo?.dirty : undefined,
          failures: detectFailures(ran ? ran.stdout.toString('utf8') : smallInputText(set)),
        })
        if (v.param?.length || v['metric-label']?.length) {
          const keys = new Set([...state.runs, prep.run].flatMap((r) => r.results.flatMap((x) => Object.keys(x.params ?? {}))))
          prep.suiteJson = applySuiteEdits(prep.suiteJson, v.param ?? [], v['metric-label'] ?? [], [...keys])
        }
        prep.warnings.push(...runWarnings(prep.run, state.runs, state.duplicateOf?.id))
        return prep
      },
    }

    let plan: StorePlan
    let stored: Awaited<ReturnType<typeof storeRun>> | undefined
    if (v['dry-run']) {
      plan = planRun(planOpts)
    } else {
      stored = await storeRun({ ...planOpts, lock })
      plan = stored.plan
    }
    const p = prep!
    warnings.push(...p.warnings)
    if (v.replace && !plan.replaces) warnings.push('--replace: no earlier run was made from this input, so this is a new run')
    for (const w of warnings) io.stderr(`warning: ${w}\n`)
    for (const r of stored?.recovered ?? []) io.stderr(`note: ${r}\n`)

    const metricIds = [...new Set(plan.run.results.flatMap((r) => Object.keys(r.values)))]
    const suiteMetrics = Object.fromEntries(metricIds.map((id) => [id, plan.suite.metrics[id]]))
    if (json) {
      const out: Record<string, unknown> = {
        dryRun: Boolean(v['dry-run']),
        suite: suiteId,
        createsSuite: plan.createsSuite,
        format: parser.id,
        detected: detection ? { score: detection.score, candidates: detection.scores } : null,
        streamed: outcome.streamed,
        bytes: outcome.bytes,
        metrics: suiteMetrics,
        addedMetrics: p.added,
        convertedMetrics: p.converted,
        replaces: plan.replaces?.id ?? null,
        runFile: relPath(io, plan.runFile),
        rawFile: plan.raw ? relPath(io, resolve(plan.suiteDir, plan.raw.rel)) : null,
        warnings,
        run: plan.run,
      }
      io.stdout(JSON.stringify(out, null, 2) + '\n')
    } else {
      const n = plan.run.results.length
      const verb = v['dry-run'] ? 'would store' : plan.replaces ? 'replaced' : 'stored'
      const lines = [
        `${verb} run ${plan.run.id} in suite "${suiteId}"${plan.createsSuite ? ' (new suite)' : ''}: ${n} result${n === 1 ? '' : 's'}, ${MB(outcome.bytes)} MB read in ${(parseMs / 1000).toFixed(2)} s`,
        `  format   ${parser.id}${detection ? ` (detected, score ${detection.score.toFixed(2)})` : ''}`,
        `  metrics  ${describeMetrics(plan.suite, metricIds)}`,
      ]
      if (p.added.length) lines.push(`  new      ${p.added.join(', ')} added to the suite`)
      for (const c of p.converted) lines.push(`  units    ${c.metric}: converted from ${c.from} to ${c.to}`)
      if (plan.replaces) lines.push(`  replaces run ${plan.replaces.id} (same input)`)
      lines.push(`  run file ${relPath(io, plan.runFile)}`)
      if (plan.raw) lines.push(`  raw      ${relPath(io, resolve(plan.suiteDir, plan.raw.rel))}`)
      if (v['dry-run']) lines.push('dry run: nothing was written. Add --json to see the run, drop --dry-run to store it.')
      else if (!v.rebuild) lines.push('next: pnpm build (or add --rebuild) to publish it.')
      io.stdout(lines.join('\n') + '\n')
    }
    if (v.page !== undefined && !v['dry-run'] && writePage(io, suiteId, v.page, dir) !== 0) return 1
    if (v.rebuild && !v['dry-run']) return rebuild(io, dir, json)
    return 0
  } catch (e) {
    return report(io, e, json)
  }
}

/** --remove <run>: the run and its raw copy, from the suite named or the one suite that has it. */
async function remove(io: Io, runId: string, suite: string | undefined, dir: string, lock: LockOptions, json: boolean, inputs: boolean): Promise<number> {
  if (inputs) throw new UsageError('--remove takes a run id, not input files')
  let suiteId = suite
  if (!suiteId) {
    const found = suitesWithRun(runId, dir)
    if (found.length !== 1) {
      throw new UsageError(found.length ? `run "${runId}" is in suites ${found.join(', ')}: pass --suite <id> to say which` : `no suite in ${relPath(io, dir)} has a run "${runId}" (pass --suite <id> to see that suite's runs)`)
    }
    suiteId = found[0]!
  }
  const r = await removeRun(suiteId, runId, dir, lock)
  for (const n of r.recovered) io.stderr(`note: ${n}\n`)
  io.stdout(json ? JSON.stringify({ removed: r.removed, suite: suiteId, run: runId }, null, 2) + '\n' : `removed run ${runId} from suite "${suiteId}": ${r.removed.join(', ')}\nnext: pnpm build to publish the change.\n`)
  return 0
}

/** What a file-system error means for the user, in one line ("EROFS: read-only file system, mkdir …" is not that). */
export function fsMessage(e: NodeJS.ErrnoException): string {
  const where = e.path ?? 'a file'
  const why: Record<string, string> = {
    EROFS: 'the file system is read-only',
    EACCES: 'permission denied',
    EPERM: 'the operation is not permitted',
    ENOSPC: 'the disk is full',
    EDQUOT: 'the disk quota is used up',
    ENOTDIR: 'a part of that path is a file, not a folder',
    ENOENT: 'no such file or folder (or its folder cannot be created there)',
  }
  const verb = e.syscall === 'mkdir' ? 'create the folder' : e.syscall === 'open' || e.syscall === 'write' || e.syscall === 'rename' ? 'write' : e.syscall ?? 'use'
  return `cannot ${verb} ${where}: ${why[e.code ?? ''] ?? e.message} (${e.code}). Check --data-dir (or $BENCH_DATA_DIR) points at a writable data folder`
}

function report(io: Io, e: unknown, json: boolean): number {
  const usage = e instanceof UsageError || e instanceof EnvOptionError || e instanceof SuiteEditError
  const errno = typeof (e as NodeJS.ErrnoException)?.code === 'string' && typeof (e as NodeJS.ErrnoException)?.syscall === 'string'
  const known = usage || errno || e instanceof ParseError || e instanceof DataError || e instanceof StoreError || e instanceof IngestError || e instanceof InputError
  const msg = errno ? fsMessage(e as NodeJS.ErrnoException) : e instanceof Error ? e.message : String(e)
  const kind = e instanceof ParseError ? 'parse error' : e instanceof DataError ? 'invalid data' : 'error'
  // One line per error, printed once; a stack trace only helps whoever debugs ingest itself (DEBUG=1).
  const tail = usage ? (/\(pnpm ingest --/.test(msg) ? '' : ' (pnpm ingest --help lists the options)') : !known ? ' (unexpected: DEBUG=1 shows where it happened)' : '; nothing was written'
  io.stderr(`${kind}: ${msg}${tail}\n`)
  if (process.env.DEBUG && e instanceof Error && e.stack) io.stderr(e.stack + '\n')
  if (json) io.stdout(JSON.stringify({ error: msg, kind: e instanceof Error ? e.name : 'Error' }) + '\n')
  return usage ? 2 : 1
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  watchAncestors()
  setStopCheck(orphaned)
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code
  })
}
