// What pnpm ingest prints: the summary of a stored run (text or --json), progress on a terminal, the
// list of formats, and an error as one line naming what to do (scripts/commands/ingest.ts runs the command).
import { relative, resolve } from 'node:path'
import type { Metric } from '../../data/schema/schema'
import { DataError } from '../../data/schema/validate'
import { withFieldMetrics } from '../../data/schema/model'
import { ParseError } from '../parsers/types'
import type { Parser } from '../parsers/types'
import { EnvOptionError } from './environment'
import { formatList, IngestError } from './ingest-core'
import type { Choice } from './ingest-core'
import { describeMetrics } from './prepare-run'
import type { Preparation } from './prepare-run'
import { InputError } from './inputs'
import { UsageError } from './ingest-options'
import { StoreError } from './store'
import type { StorePlan } from './store'
import { SuiteEditError } from './suite-edit'

export interface Io {
  stdout: (s: string) => void
  stderr: (s: string) => void
  /** Whether stderr is a terminal (progress is shown only then). */
  isTTY: boolean
  cwd: string
}

export const defaultIo = (): Io => ({
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: Boolean(process.stderr.isTTY),
  // `pnpm ingest` runs in the project root; INIT_CWD is where the user typed the command, and
  // relative paths on the command line are meant from there.
  cwd: process.env.INIT_CWD ? resolve(process.env.INIT_CWD) : process.cwd(),
})

export function relPath(io: Io, p: string): string {
  const r = relative(io.cwd, p)
  return r && !r.startsWith('..') ? r : p
}

export const MB = (n: number) => (n / 1e6).toFixed(1)

export function progressReporter(io: Io, totalBytes: number, label: string) {
  if (!io.isTTY || totalBytes < 8 * 1024 * 1024) return { report: undefined, done: () => {} }
  let last = 0
  let shown = false
  return {
    report: (read: number, total: number) => {
      const now = Date.now()
      if (now - last < 150 && read < total) return
      last = now
      shown = true
      io.stderr(
        `\r  reading ${label}: ${MB(read)} / ${MB(total)} MB (${Math.floor((read / Math.max(1, total)) * 100)}%)\x1b[K`,
      )
    },
    done: () => {
      if (shown) io.stderr('\r\x1b[K')
    },
  }
}

export function listFormats(io: Io, json: boolean, list: readonly Parser[]): number {
  if (json) {
    io.stdout(
      JSON.stringify(
        list.map((p) => ({
          id: p.id,
          tool: p.tool,
          description: p.description,
          produce: p.produce,
          streaming: Boolean(p.lines),
        })),
        null,
        2,
      ) + '\n',
    )
  } else {
    io.stdout(`${list.length} format(s); ingest detects them, or pass --format <id>:\n${formatList(list)}\n`)
  }
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
  const verb =
    e.syscall === 'mkdir'
      ? 'create the folder'
      : e.syscall === 'open' || e.syscall === 'write' || e.syscall === 'rename'
        ? 'write'
        : (e.syscall ?? 'use')
  return `cannot ${verb} ${where}: ${why[e.code ?? ''] ?? e.message} (${e.code}). Check --data-dir (or $BENCH_DATA_DIR) points at a writable data folder`
}

export function report(io: Io, e: unknown, json: boolean): number {
  const usage = e instanceof UsageError || e instanceof EnvOptionError || e instanceof SuiteEditError
  const errno =
    typeof (e as NodeJS.ErrnoException)?.code === 'string' && typeof (e as NodeJS.ErrnoException)?.syscall === 'string'
  const known =
    usage ||
    errno ||
    e instanceof ParseError ||
    e instanceof DataError ||
    e instanceof StoreError ||
    e instanceof IngestError ||
    e instanceof InputError
  const msg = errno ? fsMessage(e as NodeJS.ErrnoException) : e instanceof Error ? e.message : String(e)
  const kind = e instanceof ParseError ? 'parse error' : e instanceof DataError ? 'invalid data' : 'error'
  // One line per error, printed once; a stack trace only helps whoever debugs ingest itself (DEBUG=1).
  const tail = usage
    ? /\(pnpm ingest --/.test(msg)
      ? ''
      : ' (pnpm ingest --help lists the options)'
    : !known
      ? ' (unexpected: DEBUG=1 shows where it happened)'
      : '; nothing was written'
  io.stderr(`${kind}: ${msg}${tail}\n`)
  if (process.env.DEBUG && e instanceof Error && e.stack) io.stderr(e.stack + '\n')
  if (json) io.stdout(JSON.stringify({ error: msg, kind: e instanceof Error ? e.name : 'Error' }) + '\n')
  return usage ? 2 : 1
}

/** What a stored (or, with --dry-run, planned) run is: the summary a maintainer reads, or --json's object. */
export interface StoredSummary {
  io: Io
  json: boolean
  dryRun: boolean
  /** --rebuild was given: the site is rebuilt next, so "next: pnpm build" is not said. */
  rebuild: boolean
  plan: StorePlan
  prep: Preparation
  parser: Parser
  detection?: Choice['detection']
  outcome: { streamed: boolean; bytes: number }
  parseMs: number
  warnings: string[]
}

export function printStored(s: StoredSummary): void {
  const { io, plan, prep: p } = s
  const metricIds = withFieldMetrics(
    [...new Set(plan.run.results.flatMap((r) => Object.keys(r.values)))],
    plan.suite.metrics,
  )
  if (s.json) {
    const metrics: Record<string, Metric | undefined> = Object.fromEntries(
      metricIds.map((id) => [id, plan.suite.metrics[id]]),
    )
    const out: Record<string, unknown> = {
      dryRun: s.dryRun,
      suite: plan.suiteId,
      createsSuite: plan.createsSuite,
      format: s.parser.id,
      detected: s.detection ? { score: s.detection.score, candidates: s.detection.scores } : null,
      streamed: s.outcome.streamed,
      bytes: s.outcome.bytes,
      metrics,
      addedMetrics: p.added,
      convertedMetrics: p.converted,
      replaces: plan.replaces?.id ?? null,
      runFile: relPath(io, plan.runFile),
      rawFile: plan.raw ? relPath(io, resolve(plan.suiteDir, plan.raw.rel)) : null,
      warnings: s.warnings,
      run: plan.run,
    }
    io.stdout(JSON.stringify(out, null, 2) + '\n')
    return
  }
  const n = plan.run.results.length
  const verb = s.dryRun ? 'would store' : plan.replaces ? 'replaced' : 'stored'
  const lines = [
    `${verb} run ${plan.run.id} in suite "${plan.suiteId}"${plan.createsSuite ? ' (new suite)' : ''}: ${n} result${n === 1 ? '' : 's'}, ${MB(s.outcome.bytes)} MB read in ${(s.parseMs / 1000).toFixed(2)} s`,
    `  format   ${s.parser.id}${s.detection ? ` (detected, score ${s.detection.score.toFixed(2)})` : ''}`,
    `  metrics  ${describeMetrics(plan.suite, metricIds)}`,
  ]
  if (p.added.length) lines.push(`  new      ${p.added.join(', ')} added to the suite`)
  for (const c of p.converted) lines.push(`  units    ${c.metric}: converted from ${c.from} to ${c.to}`)
  if (plan.replaces) lines.push(`  replaces run ${plan.replaces.id} (same input)`)
  lines.push(`  run file ${relPath(io, plan.runFile)}`)
  if (plan.raw) lines.push(`  raw      ${relPath(io, resolve(plan.suiteDir, plan.raw.rel))}`)
  if (s.dryRun) lines.push('dry run: nothing was written. Add --json to see the run, drop --dry-run to store it.')
  else if (!s.rebuild) lines.push('next: pnpm build (or add --rebuild) to publish it.')
  io.stdout(lines.join('\n') + '\n')
}
