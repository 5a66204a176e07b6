// Reading histories kept by other tools into one parsed run per recorded entry, for `pnpm import`:
//   github-action-benchmark's data.js (window.BENCHMARK_DATA = {"entries": {"<name>": [{commit, date,
//     tool, benches}]}}): one run per entry of every named set, its commit and date kept;
//   an asv results folder (results/benchmarks.json, results/<machine>/machine.json and
//     <commit>-<env>.json): one run per result file, a suite per machine when there are several;
//   a folder of dated raw outputs named <date>-<commit>.<ext> (2026-04-18-3f2a9c1.txt): one run per
//     file, read by the parser detection picks (or --format), the date and commit from the name.
// Every entry gets a content hash, so that importing the same history again adds only what is new.
// Reads files, writes nothing.
import { createHash } from 'node:crypto'
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Parser } from '../parsers/types'
import type { ParsedRun } from '../parsers/types'
import { asv } from '../parsers/asv'
import type { Direction } from '../../data/schema/schema'
import { J } from '../parsers/json-shared'
import { ParseError } from '../parsers/types'
import { readDataJsEntry, type EntryContext } from './datajs-entry'
import type { HistoryNote } from './history-notes'
import { detect } from './ingest-core'
import { InputError, readInputText } from './inputs'

export interface HistoryEntry {
  /** Where it comes from, for messages: "data.js: Rust Benchmark #3 (45d7825)". */
  label: string
  inputHash: string
  parsed: ParsedRun
  /** Source.files of the run. */
  files: string[]
  /** data.js: the benchmark set the entry belongs to; asv: the machine. */
  set?: string
  /** What is worth telling about this entry (summarized per kind by the import). */
  notes: HistoryNote[]
}

export type HistoryKind = 'data-js' | 'asv' | 'dated'

const sha = (s: string | Buffer) => `sha256:${createHash('sha256').update(s).digest('hex')}`

/** What kind of history `path` is, from its shape; undefined when none fits. */
export function historyKind(path: string): HistoryKind | undefined {
  if (!existsSync(path)) return undefined
  if (statSync(path).isFile())
    return /^\s*(window\.BENCHMARK_DATA\s*=|\{\s*"lastUpdate")/.test(head(path, 200)) ? 'data-js' : undefined
  const names = readdirSync(path)
  if (names.includes('benchmarks.json') || names.some((n) => existsSync(join(path, n, 'machine.json')))) return 'asv'
  if (names.some((n) => DATED.test(n))) return 'dated'
  return undefined
}

/** The first `bytes` of a file, as text: what a file is is told from its head, not by reading it all. */
function head(path: string, bytes: number): string {
  const fd = openSync(path, 'r')
  try {
    const b = Buffer.alloc(bytes)
    return b.subarray(0, readSync(fd, b, 0, bytes, 0)).toString('utf8')
  } finally {
    closeSync(fd)
  }
}

// ───────────── github-action-benchmark data.js ─────────────

/**
 * Reads data.js (or the JSON inside it). `only`: the names of the sets to import (all when empty).
 * `setParam`: several sets go to one suite, told apart by a parameter `set` (else each set is a suite).
 * An entry that cannot be read is left out with a note; the file is refused only when none can be.
 */
export function dataJsEntries(
  file: string,
  display: string,
  only: string[] = [],
  setParam = false,
  directions: Record<string, Direction> = {},
): HistoryEntry[] {
  const text = readInputText(file, display, true)
  const m = /^\s*window\.BENCHMARK_DATA\s*=\s*/.exec(text)
  const json = (m ? text.slice(m[0].length) : text).replace(/;?\s*$/, '')
  const root = J.root({ path: display, text: json }).obj(
    'window.BENCHMARK_DATA = {"entries": {...}} (github-action-benchmark data.js)',
  )
  const sets = root.at('entries').entries('an object of benchmark sets {"<name>": [entries]}')
  const names = sets.map(([n]) => n)
  for (const o of only)
    if (!names.includes(o))
      throw new InputError(`${display}: no benchmark set "${o}"; it has ${names.map((n) => `"${n}"`).join(', ')}`)
  const out: HistoryEntry[] = []
  const refused: Array<{ label: string; error: ParseError }> = []
  for (const [name, list] of sets) {
    if (only.length && !only.includes(name)) continue
    list.items('an array of entries').forEach((e, i) => {
      const id = e.isObj && e.at('commit').isObj ? e.at('commit').optStr('id') : undefined
      const label = `${name} #${i + 1}${id ? ` (${id.slice(0, 7)})` : ''}`
      try {
        out.push(dataJsEntry(e, { display, set: name, label, directions }, setParam && names.length > 1, id))
      } catch (err) {
        if (!(err instanceof ParseError)) throw err
        refused.push({ label, error: err })
      }
    })
  }
  if (refused.length && !out.length)
    throw new ParseError(
      refused[0]!.error.file,
      refused[0]!.error.where,
      `${refused[0]!.error.expected}; no entry of this data.js could be read (the first is ${refused[0]!.label}): fix that entry, or import the sets that read with --set "<name>"`,
    )
  if (refused.length)
    out[0]!.notes.push(
      ...refused.map((r) => ({ kind: 'unreadable', text: `${display}: ${r.label} left out: ${r.error.message}` })),
    )
  return out
}

function dataJsEntry(e: J, ctx: EntryContext, setParam: boolean, id: string | undefined): HistoryEntry {
  e.obj('an entry {"commit": …, "date": …, "tool": …, "benches": [...]}')
  const { parsed: p, notes } = readDataJsEntry(e, ctx)
  if (setParam) for (const r of p.results) r.params = { ...r.params, set: ctx.set.slice(0, 200) }
  const commit = e.at('commit')
  const stamp = e.optNum('date')
  // A time JavaScript's dates cannot hold (1e20: past ±8.64e15 ms) threw a RangeError with a stack.
  if (stamp !== undefined && !Number.isFinite(new Date(stamp).getTime()))
    e.at('date').fail('the time of the entry (milliseconds since 1970, at most 8.64e15)')
  const date =
    stamp !== undefined
      ? new Date(stamp).toISOString().replace('.000Z', 'Z')
      : commit.isObj
        ? commit.optStr('timestamp')
        : undefined
  if (!date) e.at('date').fail('the time of the entry (milliseconds since 1970)')
  if (!p.results.length) e.at('benches').fail('at least one benchmark')
  const parsed: ParsedRun = { ...p, date }
  if (id && /^[0-9a-fA-F]{7,40}$/.test(id)) parsed.commit = id.toLowerCase()
  return {
    label: `${ctx.display}: ${ctx.label}`,
    inputHash: sha(`github-action-benchmark\n${ctx.set}\n${JSON.stringify(e.value)}`),
    parsed,
    files: [ctx.display],
    set: ctx.set,
    notes,
  }
}

// ───────────── asv results folder ─────────────

export function asvEntries(dir: string, display: string): HistoryEntry[] {
  const read = (p: string) => {
    const path = join(display, relative(dir, p))
    return { path, text: readInputText(p, path, true) }
  }
  const bj = join(dir, 'benchmarks.json')
  const side = existsSync(bj) ? [read(bj)] : []
  const out: HistoryEntry[] = []
  for (const machine of readdirSync(dir).sort()) {
    const mdir = join(dir, machine)
    if (!statSync(mdir).isDirectory()) continue
    const mj = join(mdir, 'machine.json')
    const files = [...side, ...(existsSync(mj) ? [read(mj)] : [])]
    for (const name of readdirSync(mdir).sort()) {
      if (name === 'machine.json' || !name.endsWith('.json')) continue
      const f = read(join(mdir, name))
      if (!asv.detect({ files: [f] })) continue
      const parsed = asv.parse({ files: [f, ...files] })
      out.push({ label: f.path, inputHash: sha(f.text), parsed, files: [f.path], set: machine, notes: [] })
    }
  }
  // Results of several machines are histories of their own (a suite each, as data.js sets are): one
  // machine's runs are never judged against another's.
  if (new Set(out.map((e) => e.set)).size < 2) for (const e of out) delete e.set
  return out
}

// ───────────── dated raw outputs ─────────────

/** <date>-<commit>.<ext>: 2026-04-18-3f2a9c1.txt, 2026-04-18T10:00:00Z_3f2a9c1d.json */
const DATED = /^(\d{4}-\d{2}-\d{2}(?:T\d{2}[:-]?\d{2}(?:[:-]?\d{2})?Z?)?)[-_]([0-9a-fA-F]{7,40})(\.[A-Za-z0-9.]+)?$/

export function datedEntries(dir: string, display: string, list: readonly Parser[], formatId?: string): HistoryEntry[] {
  const out: HistoryEntry[] = []
  const fixed = formatId ? list.find((p) => p.id === formatId) : undefined
  if (formatId && !fixed)
    throw new InputError(`--format ${formatId}: not a known format (pnpm ingest --list-formats lists them)`)
  for (const name of readdirSync(dir).sort()) {
    const m = DATED.exec(name)
    if (!m || !statSync(join(dir, name)).isFile()) continue
    const path = join(display, name)
    const text = readInputText(join(dir, name), path).replace(/^\ufeff/, '')
    const input = { files: [{ path, text }] }
    const parser = fixed ?? detect(input, list).parser
    const parsed = parser.parse(input)
    const date = m[1]!.replace(
      /T(\d{2})-?(\d{2})-?(\d{2})?/,
      (_, h: string, mi: string, s?: string) => `T${h}:${mi}${s ? `:${s}` : ''}`,
    )
    parsed.date = date
    parsed.commit = m[2]!.toLowerCase()
    out.push({ label: path, inputHash: sha(text), parsed, files: [path], notes: [] })
  }
  if (!out.length)
    throw new InputError(`${display}: no files named <date>-<commit>.<ext> (e.g. 2026-04-18-3f2a9c1.txt)`)
  return out
}

export function historyEntries(
  kind: HistoryKind,
  path: string,
  display: string,
  opts: {
    only?: string[]
    list: readonly Parser[]
    formatId?: string
    setParam?: boolean
    directions?: Record<string, Direction>
  },
): HistoryEntry[] {
  if (kind === 'data-js') return dataJsEntries(path, display, opts.only, opts.setParam, opts.directions)
  if (kind === 'asv') return asvEntries(path, display)
  return datedEntries(path, display, opts.list, opts.formatId)
}
