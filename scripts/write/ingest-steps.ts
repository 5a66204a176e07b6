// The steps of `pnpm ingest` once its options are checked and its suite chosen (scripts/commands/ingest.ts):
// run the command (--run), read and parse the input, store the run or plan it (--dry-run) and say what
// was done; and --remove.
import { rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Environment } from '../../data/schema/schema'
import type { Parser } from '../parsers/types'
import { captureEnvironment, parseEnvOptions } from './environment'
import { isCargoBench, pickCriterionFiles } from './criterion-run'
import { pickGoogleBenchmarkFiles, requestJson } from './google-benchmark-run'
import { namedOutputs, pickWrittenFile } from './output-file'
import { parseDirections, UsageError, type Values } from './ingest-options'
import { printStored, relPath, type Io } from './ingest-output'
import { commandOutputError, filesLabel, keepRawCopy, prepareFor, readInput, runBenchmark } from './ingest-run'
import type { Preparation } from './prepare-run'
import { repoState, saveOutput, type CommandOutcome } from './run-command'
import {
  planRun,
  removeRun,
  storeRun,
  suitesWithRun,
  type LockOptions,
  type PlanOptions,
  type StorePlan,
} from './store'

export interface Target {
  suiteId: string
  /** The suite is created with this run (--new-suite or --create). */
  create: boolean
}

/** With --run: runs the command and names the input it made (its output, or criterion's own files). */
async function runStep(
  io: Io,
  v: Values,
  positionals: string[],
  warnings: string[],
  list: readonly Parser[],
): Promise<{ ran?: CommandOutcome; inputs: string[]; format?: string; fromCriterion: boolean; fromFile?: string }> {
  if (v.run === undefined) return { inputs: positionals, format: v.format, fromCriterion: false }
  const started = Date.now()
  const cargo = isCargoBench(v.run)
  // A Google Benchmark program also writes a JSON report, unless the user names their own file.
  const asked = !cargo && !v.format && positionals.length === 0 ? requestJson(v.run) : undefined
  const ran = await runBenchmark(io, v.run, Boolean(v['keep-failed']), asked?.env)
  const stdout = ran.stdout.toString('utf8')
  // cargo bench with criterion: criterion's own files (samples, exact estimates) rather than its console.
  const pick = positionals.length === 0 && !v.format && cargo ? pickCriterionFiles(stdout, io.cwd, started) : {}
  if (pick.warning) warnings.push(pick.warning)
  if (pick.note) io.stderr(`note: ${pick.note}\n`)
  if (pick.folder) return { ran, inputs: [pick.folder], format: 'criterion', fromCriterion: true }
  // Google Benchmark: the JSON report's numbers with the console report's counter flags; the report is
  // ours, the file given, or the one its --benchmark_out names.
  const own = positionals.length === 0 && !v.format
  const out = own ? namedOutputs(v.run).find((o) => /^--benchmark[_-]out$/.test(o.flag))?.file : undefined
  const given = positionals.length === 1 && !v.format ? positionals[0] : out
  const json = asked?.file ?? (given !== undefined ? resolve(io.cwd, given) : undefined)
  const gb = cargo ? {} : pickGoogleBenchmarkFiles(stdout, json, started, asked ? 'BENCHMARK_OUT' : given)
  // The temporary JSON was copied (or never written): its folder goes.
  if (asked) rmSync(dirname(asked.file), { recursive: true, force: true })
  if (gb.warning) warnings.push(gb.warning)
  if (gb.note) io.stderr(`note: ${gb.note}\n`)
  if (gb.folder) return { ran, inputs: [gb.folder], format: 'google-benchmark', fromCriterion: false }
  if (positionals.length) return { ran, inputs: positionals, format: v.format, fromCriterion: false }
  const saved = saveOutput(ran.stdout)
  // A results file the command names (--benchmark-json, --export-json, -o …): read it, not the console.
  const written = own ? await pickWrittenFile(v.run, io.cwd, started, saved, list) : {}
  if (written.warning) warnings.push(written.warning)
  if (written.note) io.stderr(`note: ${written.note}\n`)
  if (written.file) return { ran, inputs: [written.file], fromCriterion: false, fromFile: written.file }
  return {
    ran,
    inputs: [saved],
    format: v.format,
    fromCriterion: false,
  }
}

/** Runs the command (--run), reads and parses the input, stores the run (or plans it, --dry-run) and says what it did. */
export async function ingestRun(
  io: Io,
  v: Values,
  positionals: string[],
  list: readonly Parser[],
  t: Target & { dir: string; lock: LockOptions },
): Promise<number> {
  const directions = parseDirections(v.direction)
  // Options are checked before a possibly long read.
  const environments: Array<Environment | undefined> = [
    v['capture-env'] || v.run !== undefined ? captureEnvironment() : undefined,
    v.env?.length ? parseEnvOptions(v.env) : undefined,
  ]
  // The measured checkout, read before the command runs (it may write files).
  const repoDir = v.repo !== undefined ? resolve(io.cwd, v.repo) : v.run !== undefined ? io.cwd : undefined
  const repo = repoDir ? repoState(repoDir) : undefined
  if (v.repo !== undefined && !repo)
    throw new UsageError(`--repo ${v.repo}: not a git checkout (git rev-parse HEAD fails there)`)

  // --run: the command's output is the input (unless it writes the files named).
  const warnings: string[] = []
  const { ran, inputs, format, fromCriterion, fromFile } = await runStep(io, v, positionals, warnings, list)
  const read = await readInput(io, inputs, list, format).catch((e: unknown) => {
    throw ran && positionals.length === 0 && !fromFile ? commandOutputError(e, inputs[0]!, v.run!) : e
  })
  const { set, outcome } = read

  const keepRaw = keepRawCopy(v, set.totalBytes, warnings)

  let prep: Preparation | undefined
  const planOpts: PlanOptions = {
    suiteId: t.suiteId,
    dir: t.dir,
    inputHash: outcome.inputHash,
    replace: Boolean(v.replace),
    create: t.create,
    inputLabel: fromCriterion
      ? `criterion's files from \`${v.run}\``
      : fromFile
        ? `${relPath(io, fromFile)}, written by \`${v.run}\``
        : ran && positionals.length === 0
          ? `the output of \`${v.run}\``
          : filesLabel(positionals, set.entries),
    prepare: (state) =>
      (prep = prepareFor(state, v, {
        ran,
        repo,
        environments,
        directions,
        keepRaw,
        read,
        dir: t.dir,
        note: io.stderr,
      })),
  }

  let plan: StorePlan
  let stored: Awaited<ReturnType<typeof storeRun>> | undefined
  if (v['dry-run']) {
    plan = planRun(planOpts)
  } else {
    stored = await storeRun({ ...planOpts, lock: t.lock })
    plan = stored.plan
  }
  // The file --run saved the output in is a temporary one: a warning names the command's output instead.
  const saved = ran && positionals.length === 0 && !fromCriterion && !fromFile ? inputs[0]! : undefined
  warnings.push(...prep!.warnings.map((w) => (saved ? w.split(saved).join(`the output of \`${v.run}\``) : w)))
  if (v.replace && !plan.replaces)
    warnings.push('--replace: no earlier run was made from this input, so this is a new run')
  for (const w of warnings) io.stderr(`warning: ${w}\n`)
  for (const r of stored?.recovered ?? []) io.stderr(`note: ${r}\n`)
  printStored({
    io,
    json: Boolean(v.json),
    dryRun: Boolean(v['dry-run']),
    rebuild: Boolean(v.rebuild),
    plan,
    prep: prep!,
    parser: read.parser,
    detection: read.detection,
    outcome,
    parseMs: read.parseMs,
    warnings,
  })
  return 0
}

/** --remove <run>: the run and its raw copy, from the suite named or the one suite that has it. */
export async function remove(
  io: Io,
  runId: string,
  suite: string | undefined,
  dir: string,
  lock: LockOptions,
  json: boolean,
  inputs: boolean,
): Promise<number> {
  if (inputs) throw new UsageError('--remove takes a run id, not input files')
  let suiteId = suite
  if (!suiteId) {
    const found = suitesWithRun(runId, dir)
    if (found.length !== 1) {
      throw new UsageError(
        found.length
          ? `run "${runId}" is in suites ${found.join(', ')}: pass --suite <id> to say which`
          : `no suite in ${relPath(io, dir)} has a run "${runId}" (pass --suite <id> to see that suite's runs)`,
      )
    }
    suiteId = found[0]!
  }
  const r = await removeRun(suiteId, runId, dir, lock)
  for (const n of r.recovered) io.stderr(`note: ${n}\n`)
  io.stdout(
    json
      ? JSON.stringify({ removed: r.removed, suite: suiteId, run: runId }, null, 2) + '\n'
      : `removed run ${runId} from suite "${suiteId}": ${r.removed.join(', ')}\nnext: pnpm build to publish the change.\n`,
  )
  return 0
}
