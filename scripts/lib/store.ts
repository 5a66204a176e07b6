// The one module that touches data/ on disk. Layout:
//   data/<suite>/suite.json          the suite: metrics (unit, direction), parameters, thresholds
//   data/<suite>/runs/<run>.json     one run per file, so history never becomes one giant file
//   data/<suite>/raw/<run>.*         the raw tool output a run was parsed from (optional)
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Run, Suite } from '../../data/schema/schema'
import type { Run as RunT, Suite as SuiteT } from '../../data/schema/schema'
import { DataError, parseJson, validate } from '../../data/schema/validate'
import { normalizeRun, sortRuns } from '../../components/support/model'

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

export function readJsonFile(file: string): unknown {
  return parseJson(readFileSync(file, 'utf8'), file)
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
  const files = existsSync(runsDir) ? readdirSync(runsDir).filter((f) => f.endsWith('.json')).sort() : []
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
