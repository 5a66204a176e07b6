// The read side of data/: finds the suites, reads and validates suite.json and the runs, and gives
// them to the site (the Markdown blocks, the config) and to the read-only commands (compare, bench
// history). It never writes; the write side (store.ts: locks, journal, fsync) builds on it.
//   data/<suite>/suite.json          the suite: metrics (unit, direction), parameters, thresholds
//   data/<suite>/runs/<run>.json     one run per file, so history never becomes one giant file
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Run, Suite } from '../../data/schema/schema'
import type { Run as RunT, Suite as SuiteT } from '../../data/schema/schema'
import { DataError, MAX_DATA_FILE_BYTES, parseJson, validate } from '../../data/schema/validate'
import { normalizeRun, sortRuns } from '../../data/schema/model'

export interface LoadedSuite {
  suite: SuiteT
  /** Oldest first. */
  runs: RunT[]
  dir: string
}

export const defaultDataDir = resolve(fileURLToPath(new URL('../../data', import.meta.url)))

/** BENCH_DATA_DIR lets tests and previews point the site at another data folder. */
export function dataDir(): string {
  return process.env.BENCH_DATA_DIR ? resolve(process.env.BENCH_DATA_DIR) : defaultDataDir
}

// A data file is at most MAX_DATA_FILE_BYTES (defined in the core, with the other limits ingest
// checks before writing): a huge file (say, from a pull request) fails clearly before it is read.
export { MAX_DATA_FILE_BYTES }

/** A problem with what a path is (a folder, a link) rather than with the JSON in it: the path and what is wrong. */
export class DataPathError extends DataError {
  constructor(path: string, problem: string) {
    super(path, '$', problem)
    this.message = `${path}: ${problem}`
  }
}

export function readJsonFile(file: string, maxBytes = MAX_DATA_FILE_BYTES): unknown {
  const st = statSync(file)
  // A folder where a data file belongs: reading it says only "EISDIR", with no path.
  if (!st.isFile())
    throw new DataPathError(
      file,
      `expected a JSON file, found ${st.isDirectory() ? 'a folder' : 'something else'}; move it out of ${basename(dirname(file))}/`,
    )
  const size = st.size
  if (size > maxBytes) {
    const m = /[\\/]runs[\\/]([^\\/]+)\.json$/.exec(file)
    const fix = m ? `; to remove that run and its raw copy: pnpm ingest --remove ${m[1]}` : ''
    throw new DataError(file, '$', `a file of at most ${maxBytes} bytes, found ${size}${fix}`)
  }
  // A byte-order mark (some Windows editors write one) is read as inputs are: skipped.
  const text = readFileSync(file, 'utf8')
  return parseJson(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, file, maxBytes)
}

/**
 * Refuses a symbolic link where data/ must hold the real thing: a suite folder, its suite.json, runs/,
 * raw/ and run files. A link leads elsewhere: a linked suite folder vanished from the site, a linked
 * runs/ or raw/ made ingest write outside data/, a linked run file publishes whatever it points at.
 */
export function refuseLink(path: string): void {
  let st
  try {
    st = lstatSync(path)
  } catch {
    return // absent: nothing to follow
  }
  if (!st.isSymbolicLink()) return
  let target = '?'
  try {
    target = readlinkSync(path)
  } catch {
    /* unreadable: named as ? */
  }
  throw new DataPathError(
    path,
    `a symbolic link (to ${target}), where the data folder must hold the folder or file itself, since a link can lead the build and ingest outside it; replace the link with a copy of what it points to`,
  )
}

/** refuseLink for a suite folder and what the build and ingest read and write in it, raw/ at any depth. */
export function refuseSuiteLinks(suiteDir: string): void {
  for (const p of [suiteDir, join(suiteDir, 'suite.json'), join(suiteDir, 'runs'), join(suiteDir, 'raw')]) refuseLink(p)
  refuseRawLinks(join(suiteDir, 'raw'), 0)
}

/**
 * Everything under raw/: the store never writes a link there, so one found there was put in by hand (or
 * by a pull request), and the build would publish what it points at.
 */
function refuseRawLinks(dir: string, depth: number): void {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return // absent: nothing to check
  }
  for (const d of entries) {
    const p = join(dir, d.name)
    if (d.isSymbolicLink()) refuseLink(p)
    // Bounded: raw/ is flat as the store writes it (the build checks any depth before it publishes).
    else if (d.isDirectory() && depth < 8) refuseRawLinks(p, depth + 1)
  }
}

export function suiteIds(dir = dataDir()): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => {
      // A linked suite folder is refused, not skipped: it vanished from the site without a word.
      if (d.isSymbolicLink() && existsSync(join(dir, d.name, 'suite.json'))) refuseLink(join(dir, d.name))
      return d.isDirectory() && existsSync(join(dir, d.name, 'suite.json'))
    })
    .map((d) => d.name)
    .sort()
}

/** What a site build asks of the data beyond what ingest asks: no suite an interrupted ingest left half-written. */
export interface LoadOptions {
  /** Refuse a suite whose ingest journal is still there (store-journal.ts: the next ingest completes it). */
  refusePending?: boolean
}

/** The journal an ingest writes before its renames (store-journal.ts), here while a commit is unfinished. */
const JOURNAL_FILE = '.ingest-journal.json'

export function loadSuite(id: string, dir = dataDir(), opts: LoadOptions = {}): LoadedSuite {
  const suiteDir = join(dir, id)
  const suiteFile = join(suiteDir, 'suite.json')
  refuseSuiteLinks(suiteDir)
  if (opts.refusePending && existsSync(join(suiteDir, JOURNAL_FILE)))
    throw new DataPathError(
      join(suiteDir, JOURNAL_FILE),
      `an ingest of suite "${id}" was interrupted and its files are half-updated; the next ingest of the suite completes it (run the interrupted ingest again), then build`,
    )
  const suite = validate(Suite, readJsonFile(suiteFile), suiteFile)
  if (suite.id !== id) throw new DataError(suiteFile, '$.id', `"${id}" (the folder name), found "${suite.id}"`)
  const runsDir = join(suiteDir, 'runs')
  const files = existsSync(runsDir)
    ? readdirSync(runsDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : []
  const runs = files.map((f) => {
    const file = join(runsDir, f)
    refuseLink(file)
    const json = readJsonFile(file)
    refuseProtoParams(json, file)
    const run = validate(Run, json, file)
    const base = f.slice(0, -'.json'.length)
    if (run.id !== base) throw new DataError(file, '$.id', `"${base}" (the file name), found "${run.id}"`)
    return normalizeRun(suite, run, file)
  })
  return { suite, runs: sortRuns(runs), dir: suiteDir }
}

/** A parameter named "__proto__" is dropped by the schema's records without a word: named instead. */
function refuseProtoParams(json: unknown, file: string): void {
  const results = (json as { results?: unknown } | null)?.results
  if (!Array.isArray(results)) return
  results.forEach((r: unknown, i) => {
    const params = (r as { params?: unknown } | null)?.params
    if (params && typeof params === 'object' && Object.hasOwn(params, '__proto__'))
      throw new DataError(
        file,
        `$.results[${i}].params`,
        'no parameter named "__proto__" (JavaScript objects reserve the name, and it would be lost); rename it',
      )
  })
}

export function loadAll(dir = dataDir(), opts: LoadOptions = {}): Map<string, LoadedSuite> {
  const out = new Map<string, LoadedSuite>()
  for (const id of suiteIds(dir)) out.set(id, loadSuite(id, dir, opts))
  return out
}
