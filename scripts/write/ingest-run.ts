// The steps of `pnpm ingest` that read and prepare one run: the --run command and its output, the
// input's parse with progress, the raw copy's limit, and the run and suite as prepared under the
// store's lock. Kept apart from scripts/commands/ingest.ts, which holds the command line and its choices.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Environment } from '../../data/schema/schema'
import type { Parser } from '../parsers/types'
import { chooseParser, IngestError, readAndParse } from './ingest-core'
import { prepareRun, type Preparation } from './prepare-run'
import type { parseDirections, Values } from './ingest-options'
import { MB, progressReporter, type Io } from './ingest-output'
import { collectInputs, rawExtension } from './inputs'
import { annotateRun, runWarnings } from './capture'
import { describeFailures, detectFailures } from './failures'
import { runCommand, type CommandOutcome, type repoState } from './run-command'
import { applySuiteEdits } from './suite-edit'
import type { StoreState } from './store'

/** The raw copy of an input larger than this is skipped (with a warning) unless --force-raw. */
export const RAW_LIMIT_BYTES = 20 * 1024 * 1024

/** Runs the --run command; a failure stores nothing unless --keep-failed. */
export async function runBenchmark(
  io: Io,
  command: string,
  keepFailed: boolean,
  env?: Record<string, string>,
): Promise<CommandOutcome> {
  io.stderr(`running: ${command}\n`)
  const ran = await runCommand(command, io.cwd, { echo: io.stderr, isTTY: io.isTTY, env })
  io.stderr(
    `the command ${ran.exitStatus === 0 ? 'finished' : ran.signal ? `was ended by ${ran.signal}` : `exited with status ${ran.exitStatus}`} after ${(ran.durationMs / 1000).toFixed(1)} s, ${MB(ran.stdout.length)} MB of output\n`,
  )
  if (ran.exitStatus !== 0) {
    const fails = detectFailures(ran.stdout.toString('utf8'))
    const why = ran.signal ? `was ended by ${ran.signal}` : `exited with status ${ran.exitStatus}`
    // 127 and 126 are the shell's own: the command never ran, so there is nothing to keep.
    const program = command.trim().split(/\s+/)[0]
    if (ran.exitStatus === 127)
      throw new IngestError(
        `\`${command}\` ${why}: command not found (the shell has no "${program}" on its PATH); check its spelling, or install it`,
      )
    if (ran.exitStatus === 126)
      throw new IngestError(`\`${command}\` ${why}: "${program}" cannot be run (not executable, or a folder)`)
    if (!keepFailed)
      throw new IngestError(
        `\`${command}\` ${why}${fails.length ? ` (${describeFailures(fails)})` : ''}: nothing stored; fix the command, or pass --keep-failed to store the results it printed`,
      )
  }
  if (ran.stdout.length === 0)
    throw new IngestError(
      `\`${command}\` printed nothing on its standard output: if it writes its results to a file, name that file too (pnpm ingest <file> --run "…")`,
    )
  return ran
}

/**
 * An error about the file --run saved the command's output in names the command instead (the file is a
 * temporary one the reader never saw); go test whose -bench pattern matched nothing is said as such.
 */
export function commandOutputError(e: unknown, saved: string, command: string): unknown {
  if (!(e instanceof Error)) return e
  if (/-bench[= ]/.test(command) && /without benchmark lines/.test(e.message)) {
    return new IngestError(
      `\`${command}\` printed no benchmark results: its -bench pattern matched no benchmark (go test -list . lists their names)`,
    )
  }
  e.message = e.message.split(saved).join(`the output of \`${command}\``)
  return e
}

/** The text of inputs small enough to scan for failed benchmarks ('' for large ones and folders of many files). */
function smallInputText(set: { entries: Array<{ abs: string }>; totalBytes: number }): string {
  if (set.totalBytes > RAW_LIMIT_BYTES || set.entries.length > 20) return ''
  return set.entries.map((e) => readFileSync(e.abs, 'utf8')).join('\n')
}

/** Whether the data folder has the JSON schemas, so new files can name them for editors' completion. */
export const schemaRefsIn = (dir: string) => existsSync(resolve(dir, 'schema', 'run.schema.json'))

/** What ingestRun learned before the store reads the suite: the command's outcome, the checkout, the input. */
export interface RunContext {
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
export function prepareFor(state: StoreState, v: Values, c: RunContext): Preparation {
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
    const keys = new Set(
      [...state.runs, prep.run].flatMap((r) => r.results.flatMap((x) => Object.keys(x.params ?? {}))),
    )
    const notes: string[] = []
    prep.suiteJson = applySuiteEdits(prep.suiteJson, v.param ?? [], v['metric-label'] ?? [], [...keys], notes)
    for (const n of notes) c.note(`note: ${n}\n`)
  }
  prep.warnings.push(...runWarnings(prep.run, state.runs, state.duplicateOf?.id))
  return prep
}

/** The input as the store's messages name it: its one file, or the arguments with the count of files they held. */
export function filesLabel(positionals: string[], entries: ReadonlyArray<{ path: string }>): string {
  return entries.length === 1 ? entries[0]!.path : `${positionals.join(', ')} (${entries.length} files)`
}

/** Raw copy: kept unless --no-raw; skipped above the limit unless --force-raw, with a warning saying so. */
export function keepRawCopy(v: Values, totalBytes: number, warnings: string[]): boolean {
  if (v['no-raw']) return false
  if (totalBytes <= RAW_LIMIT_BYTES || v['force-raw']) return true
  warnings.push(
    `the input is ${MB(totalBytes)} MB, above the ${RAW_LIMIT_BYTES / 1024 / 1024} MB limit for raw copies: no raw copy kept (pass --force-raw to keep one)`,
  )
  return false
}

/** Collects the inputs, picks the format (detected, or --format) and parses, with progress on a terminal. */
export async function readInput(io: Io, inputs: string[], list: readonly Parser[], format: string | undefined) {
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
