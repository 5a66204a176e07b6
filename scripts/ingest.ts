// pnpm ingest <file-or-dir...> --suite <id> [options]   — turn a benchmark tool's output into a run
// pnpm ingest --new-suite <id> --title "…" --project "…"  — create a suite
// pnpm ingest --list-formats                              — what can be read, and how to produce it
// Run `pnpm ingest --help` for every option. Writes go through scripts/write/store.ts only.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Environment } from '../data/schema/schema'
import { parsers as registry } from './parsers/index'
import type { Parser } from './parsers/types'
import { captureEnvironment, parseEnvOptions } from './write/environment'
import { chooseParser, IngestError, readAndParse } from './write/ingest-core'
import { newSuiteJson, prepareRun, type Preparation } from './write/prepare-run'
import { checkOptions, parseCli, parseDirections, parseMetricDefs, USAGE, UsageError, type Values } from './write/ingest-options'
import { defaultIo, listFormats, MB, printStored, progressReporter, relPath, report, type Io } from './write/ingest-output'
import { collectInputs, rawExtension } from './write/inputs'
import { annotateRun, runWarnings } from './write/capture'
import { describeFailures, detectFailures } from './write/failures'
import { repoState, runCommand, saveOutput, type CommandOutcome } from './write/run-command'
import { applySuiteEdits } from './write/suite-edit'
import { checkPagePath } from './write/page-path'
import { didYouMean } from '../data/schema/suggest'
import { orphaned, watchAncestors } from './write/orphan-watch'
import { createSuite, dataDir, planRun, removeRun, setStopCheck, storeRun, StoreError, suiteDirOf, suiteIds, suitesWithRun, unknownSuiteError, type LockOptions, type PlanOptions, type StorePlan, type StoreState } from './write/store'
import { loadSuite } from './read/load'

/** The raw copy of an input larger than this is skipped (with a warning) unless --force-raw. */
export const RAW_LIMIT_BYTES = 20 * 1024 * 1024

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
    // 127 and 126 are the shell's own: the command never ran, so there is nothing to keep.
    const program = command.trim().split(/\s+/)[0]
    if (ran.exitStatus === 127) throw new IngestError(`\`${command}\` ${why}: command not found (the shell has no "${program}" on its PATH); check its spelling, or install it`)
    if (ran.exitStatus === 126) throw new IngestError(`\`${command}\` ${why}: "${program}" cannot be run (not executable, or a folder)`)
    if (!keepFailed) throw new IngestError(`\`${command}\` ${why}${fails.length ? ` (${describeFailures(fails)})` : ''}: nothing stored; fix the command, or pass --keep-failed to store the results it printed`)
  }
  if (ran.stdout.length === 0) throw new IngestError(`\`${command}\` printed nothing on its standard output: if it writes its results to a file, name that file too (pnpm ingest <file> --run "…")`)
  return ran
}

/**
 * An error about the file --run saved the command's output in names the command instead (the file is a
 * temporary one the reader never saw); go test whose -bench pattern matched nothing is said as such.
 */
function commandOutputError(e: unknown, saved: string, command: string): unknown {
  if (!(e instanceof Error)) return e
  if (/-bench[= ]/.test(command) && /without benchmark lines/.test(e.message)) {
    return new IngestError(`\`${command}\` printed no benchmark results: its -bench pattern matched no benchmark (go test -list . lists their names)`)
  }
  e.message = e.message.split(saved).join(`the output of \`${command}\``)
  return e
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
    checkCombinations(v, list)
    const dir = v['data-dir'] !== undefined ? resolve(io.cwd, v['data-dir']) : dataDir()
    const lock = {
      timeoutMs: v['lock-timeout'] !== undefined ? Number(v['lock-timeout']) * 1000 : undefined,
      onWait: (who: string) => io.stderr(`waiting for the suite lock (held by ${who})…\n`),
    }
    if (v.remove !== undefined) return await remove(io, v.remove, v.suite, dir, lock, json, positionals.length > 0)
    const target = await chooseSuite(io, v, positionals, dir, lock)
    if (typeof target === 'number') return target
    const code = await ingestRun(io, v, positionals, list, { ...target, dir, lock })
    if (code !== 0) return code
    if (v.page !== undefined && !v['dry-run'] && (await writePage(io, target.suiteId, v.page, dir)) !== 0) return 1
    if (v.rebuild && !v['dry-run']) return rebuild(io, dir, json)
    return 0
  } catch (e) {
    return report(io, e, json)
  }
}

/**
 * The starter page (pnpm page), loaded only when --page asks for it, so that its modules (the page's
 * views of the data) stay out of every other ingest's start-up.
 */
async function writePage(io: Io, suiteId: string, page: string, dir: string): Promise<number> {
  return (await import('./page')).pageAfterStore(io, suiteId, page, dir)
}

/** Options that are each valid but not together, or not with this registry of formats. */
function checkCombinations(v: Values, list: readonly Parser[]): void {
  checkOptions(v)
  if (v.format !== undefined && !list.some((p) => p.id === v.format)) {
    throw new UsageError(`--format ${v.format}: unknown format${didYouMean(v.format, list.map((p) => p.id))} (pnpm ingest --list-formats lists the ${list.length} it reads)`)
  }
  if (v.run !== undefined && !v.run.trim()) throw new UsageError('--run: expected the benchmark command, e.g. --run "go test -run=^$ -bench=. ./..."')
  if (v.page !== undefined) {
    // Refused before anything runs or is stored; pnpm page checks the same again before writing.
    const checked = checkPagePath(v.page, fileURLToPath(new URL('..', import.meta.url)))
    if ('error' in checked) throw new UsageError(`--page ${checked.error}`)
  }
  if (v['keep-failed'] && v.run === undefined) throw new UsageError('--keep-failed is for --run: it stores a run whose command failed')
  parseDirections(v.direction)
  if (!v['new-suite'] && v.metric?.length) throw new UsageError('--metric is for --new-suite without input files; other metrics come from the input')
}

interface Target {
  suiteId: string
  /** The suite is created with this run (--new-suite or --create). */
  create: boolean
}

/**
 * Which suite the run goes to, and whether it may be created. Returns an exit status instead when the
 * command is done without reading input: a suite created from --metric, or a page for an existing suite.
 */
async function chooseSuite(io: Io, v: Values, positionals: string[], dir: string, lock: LockOptions): Promise<Target | number> {
  let suiteId = v.suite
  let create = Boolean(v.create)
  const noInput = positionals.length === 0 && v.run === undefined
  const exists = (id: string) => existsSync(resolve(suiteDirOf(id, dir), 'suite.json'))
  if (v['new-suite']) {
    if (suiteId && suiteId !== v['new-suite']) throw new UsageError(`--new-suite ${v['new-suite']} and --suite ${suiteId} name different suites`)
    suiteId = v['new-suite']
    create = true
    if (exists(suiteId)) {
      const file = relPath(io, resolve(suiteDirOf(suiteId, dir), 'suite.json'))
      if (noInput) throw new StoreError('suite-exists', `${file}: suite "${suiteId}" exists already; add runs with --suite ${suiteId}`)
      // The README's command, run again for the next run: the suite it made takes the run. A different
      // --title or --project means another suite under a taken id, which is refused.
      const cur = loadSuite(suiteId, dir).suite
      for (const [key, given, has] of [['title', v.title, cur.title], ['project', v.project, cur.project]] as const) {
        if (given !== undefined && given !== has) throw new StoreError('suite-exists', `${file}: suite "${suiteId}" exists already with --${key} "${has}", not "${given}"; add runs with --suite ${suiteId}, or pick another id`)
      }
      io.stderr(`note: suite "${suiteId}" exists (made by an earlier --new-suite); this run is added to it\n`)
      create = false
    }
    if (noInput) return createSuiteFromMetrics(io, v, suiteId, dir, lock)
  }
  if (noInput && v.page !== undefined && suiteId && !create) {
    // Only a page for a suite that has runs: nothing is stored.
    if (!exists(suiteId)) throw unknownSuiteError(suiteId, dir)
    return writePage(io, suiteId, v.page, dir)
  }
  if (noInput) throw new UsageError('no input given: pnpm ingest <file-or-dir...> --suite <id>, or pnpm ingest --run "<command>" --suite <id>')
  if (!suiteId) {
    const known = suiteIds(dir)
    throw new UsageError(`missing --suite <id>: which suite the run belongs to (${known.length ? `existing: ${known.join(', ')}` : 'no suites yet'}); to make a new one use --new-suite <id> --title "…" --project "…"`)
  }
  if (!create && !exists(suiteId)) throw unknownSuiteError(suiteId, dir)
  if (create && !exists(suiteId)) newSuiteJson(suiteId, { title: v.title, project: v.project }, false) // fail early on missing --title/--project
  return { suiteId, create }
}

/** --new-suite with --metric and no input: the suite file alone. */
async function createSuiteFromMetrics(io: Io, v: Values, suiteId: string, dir: string, lock: LockOptions): Promise<number> {
  const json = Boolean(v.json)
  const metrics = parseMetricDefs(v.metric ?? [], parseDirections(v.direction))
  if (Object.keys(metrics).length === 0) {
    throw new UsageError(`--new-suite ${suiteId}: a suite needs at least one metric. Give an input file (the suite takes its metrics from it), or --metric id=unit [--direction id=higher|lower]`)
  }
  const suiteJson = newSuiteJson(suiteId, { title: v.title, project: v.project, description: v.description, repository: v.repository }, schemaRefsIn(dir), metrics)
  if (v['dry-run']) {
    io.stdout(json ? JSON.stringify({ dryRun: true, suite: suiteJson }, null, 2) + '\n' : `would create suite "${suiteId}" (dry run: nothing written)\n`)
    return 0
  }
  const file = await createSuite(suiteJson, dir, lock)
  io.stdout(json ? JSON.stringify({ created: relPath(io, file), suite: suiteJson }, null, 2) + '\n' : `created suite "${suiteId}": ${relPath(io, file)}\nadd runs with: pnpm ingest <file> --suite ${suiteId}\n`)
  return 0
}

/** Whether the data folder has the JSON schemas, so new files can name them for editors' completion. */
const schemaRefsIn = (dir: string) => existsSync(resolve(dir, 'schema', 'run.schema.json'))

/** What ingestRun learned before the store reads the suite: the command's outcome, the checkout, the input. */
interface RunContext {
  ran: CommandOutcome | undefined
  repo: ReturnType<typeof repoState>
  environments: Array<Environment | undefined>
  directions: ReturnType<typeof parseDirections>
  keepRaw: boolean
  read: Awaited<ReturnType<typeof readInput>>
  dir: string
  /** Where notes about the suite's edits (--param, --metric-label) are said. */
  note: (line: string) => void
}

/** The suite and run to store, prepared against the suite as it is (the store calls this under its lock). */
function prepareFor(state: StoreState, v: Values, c: RunContext): Preparation {
  const { ran, repo, read } = c
  const { set, outcome } = read
  const prep = prepareRun(state, outcome.parsed, outcome.inputHash, {
    id: v.id,
    // A command run here was measured now, to the second.
    date: v.date ?? (ran ? new Date().toISOString().replace(/\.\d+Z$/, 'Z') : undefined),
    version: v.version,
    commit: v.commit ?? repo?.commit,
    label: v.label,
    command: v.command ?? v.run,
    environments: c.environments,
    directions: c.directions,
    raw: c.keepRaw ? { ext: rawExtension(set), set } : undefined,
    files: set.entries.map((e) => e.rel),
    newSuite: { title: v.title, project: v.project, description: v.description, repository: v.repository },
    schemaRefs: schemaRefsIn(c.dir),
    maxSamples: v['max-samples'] !== undefined ? Number(v['max-samples']) : undefined,
  })
  prep.run = annotateRun(prep.run, {
    exitStatus: ran?.exitStatus ?? undefined,
    dirty: v.commit === undefined ? repo?.dirty : undefined,
    failures: detectFailures(ran ? ran.stdout.toString('utf8') : smallInputText(set)),
  })
  if (v.param?.length || v['metric-label']?.length) {
    const keys = new Set([...state.runs, prep.run].flatMap((r) => r.results.flatMap((x) => Object.keys(x.params ?? {}))))
    const notes: string[] = []
    prep.suiteJson = applySuiteEdits(prep.suiteJson, v.param ?? [], v['metric-label'] ?? [], [...keys], notes)
    for (const n of notes) c.note(`note: ${n}\n`)
  }
  prep.warnings.push(...runWarnings(prep.run, state.runs, state.duplicateOf?.id))
  return prep
}

/** Runs the command (--run), reads and parses the input, stores the run (or plans it, --dry-run) and says what it did. */
async function ingestRun(io: Io, v: Values, positionals: string[], list: readonly Parser[], t: Target & { dir: string; lock: LockOptions }): Promise<number> {
  const directions = parseDirections(v.direction)
  // Options are checked before a possibly long read.
  const environments: Array<Environment | undefined> = [v['capture-env'] || v.run !== undefined ? captureEnvironment() : undefined, v.env?.length ? parseEnvOptions(v.env) : undefined]
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
  const read = await readInput(io, inputs, list, v.format).catch((e: unknown) => {
    throw ran && positionals.length === 0 ? commandOutputError(e, inputs[0]!, v.run!) : e
  })
  const { set, outcome } = read

  const warnings: string[] = []
  const keepRaw = keepRawCopy(v, set.totalBytes, warnings)

  let prep: Preparation | undefined
  const planOpts: PlanOptions = {
    suiteId: t.suiteId,
    dir: t.dir,
    inputHash: outcome.inputHash,
    replace: Boolean(v.replace),
    create: t.create,
    inputLabel: ran && positionals.length === 0 ? `the output of \`${v.run}\`` : filesLabel(positionals, set.entries),
    prepare: (state) => (prep = prepareFor(state, v, { ran, repo, environments, directions, keepRaw, read, dir: t.dir, note: io.stderr })),
  }

  let plan: StorePlan
  let stored: Awaited<ReturnType<typeof storeRun>> | undefined
  if (v['dry-run']) {
    plan = planRun(planOpts)
  } else {
    stored = await storeRun({ ...planOpts, lock: t.lock })
    plan = stored.plan
  }
  warnings.push(...prep!.warnings)
  if (v.replace && !plan.replaces) warnings.push('--replace: no earlier run was made from this input, so this is a new run')
  for (const w of warnings) io.stderr(`warning: ${w}\n`)
  for (const r of stored?.recovered ?? []) io.stderr(`note: ${r}\n`)
  printStored({ io, json: Boolean(v.json), dryRun: Boolean(v['dry-run']), rebuild: Boolean(v.rebuild), plan, prep: prep!, parser: read.parser, detection: read.detection, outcome, parseMs: read.parseMs, warnings })
  return 0
}

/** The input as the store's messages name it: its one file, or the arguments with the count of files they held. */
function filesLabel(positionals: string[], entries: ReadonlyArray<{ path: string }>): string {
  return entries.length === 1 ? entries[0]!.path : `${positionals.join(', ')} (${entries.length} files)`
}

/** Raw copy: kept unless --no-raw; skipped above the limit unless --force-raw, with a warning saying so. */
function keepRawCopy(v: Values, totalBytes: number, warnings: string[]): boolean {
  if (v['no-raw']) return false
  if (totalBytes <= RAW_LIMIT_BYTES || v['force-raw']) return true
  warnings.push(`the input is ${MB(totalBytes)} MB, above the ${RAW_LIMIT_BYTES / 1024 / 1024} MB limit for raw copies: no raw copy kept (pass --force-raw to keep one)`)
  return false
}

/** Collects the inputs, picks the format (detected, or --format) and parses, with progress on a terminal. */
async function readInput(io: Io, inputs: string[], list: readonly Parser[], format: string | undefined) {
  const set = collectInputs(inputs, io.cwd)
  const { parser, detection, whole } = chooseParser(set, list, format)
  const label = set.entries.length === 1 ? set.entries[0]!.path : `${set.entries.length} files`
  const progress = progressReporter(io, set.totalBytes, label)
  const t0 = performance.now()
  try {
    const outcome = await readAndParse(set, parser, progress.report, whole)
    return { set, parser, detection, outcome, parseMs: performance.now() - t0 }
  } finally {
    progress.done()
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

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  watchAncestors()
  setStopCheck(orphaned)
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code
  })
}
