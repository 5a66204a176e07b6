// The read side of data/: finds the suites, reads and validates suite.json and the runs, and gives
// them to the site (the Markdown blocks, the config) and to the read-only commands (compare, bench
// history). It never writes; the write side (store.ts: locks, journal, fsync) builds on it.
//   data/<suite>/suite.json          the suite: metrics (unit, direction), parameters, thresholds
//   data/<suite>/runs/<run>.json     one run per file, so history never becomes one giant file
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
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

export function readJsonFile(file: string, maxBytes = MAX_DATA_FILE_BYTES): unknown {
  const size = statSync(file).size
  if (size > maxBytes) {
    const m = /[\\/]runs[\\/]([^\\/]+)\.json$/.exec(file)
    const fix = m ? `; to remove that run and its raw copy: pnpm ingest --remove ${m[1]}` : ''
    throw new DataError(file, '$', `a file of at most ${maxBytes} bytes, found ${size}${fix}`)
  }
  return parseJson(readFileSync(file, 'utf8'), file, maxBytes)
}

export function suiteIds(dir = dataDir()): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'suite.json')))
    .map((d) => d.name)
    .sort()
}

export function loadSuite(id: string, dir = dataDir()): LoadedSuite {
  const suiteDir = join(dir, id)
  const suiteFile = join(suiteDir, 'suite.json')
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
    const run = validate(Run, readJsonFile(file), file)
    const base = f.slice(0, -'.json'.length)
    if (run.id !== base) throw new DataError(file, '$.id', `"${base}" (the file name), found "${run.id}"`)
    return normalizeRun(suite, run, file)
  })
  return { suite, runs: sortRuns(runs), dir: suiteDir }
}

export function loadAll(dir = dataDir()): Map<string, LoadedSuite> {
  const out = new Map<string, LoadedSuite>()
  for (const id of suiteIds(dir)) out.set(id, loadSuite(id, dir))
  return out
}
