// pnpm suite <id> [--param key=spec …] [--metric-label id=spec …] [--title …] [--description …] [--tolerance 0.1]
// Labels, units, order and descriptions of a suite's parameters and metrics, without editing suite.json:
// the new suite file is validated (with every run against it) and written atomically under the suite's lock.
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Suite } from '../../data/schema/schema'
import { normalizeRun } from '../../data/schema/model'
import { didYouMean } from '../../data/schema/suggest'
import { readCommandLine } from '../../data/schema/command-line'
import { DataError, validate } from '../../data/schema/validate'
import { dataDir, loadSuite, readJsonFile, suiteIds } from '../read/load'
import { toJsonText, withSuiteLock, writeFileAtomic } from '../write/store'
import { applySuiteEdits, applyUnits, SuiteEditError } from '../write/suite-edit'

export const USAGE = `Usage: pnpm suite <id> [options]    show or change how a suite's parameters and metrics read on pages

  --param key=spec         size="Input size", or size=label:"Input size",unit:B,order:numeric,values:64|1024,
                           description:"…" (order: numeric, text or appearance; values: the display order)
  --metric-label id=spec   time="Time per op", or time=label:"…",description:"…",direction:lower
  --unit id=unit           the unit of a metric whose input named none ("value", or a counter): --unit value=ms
  --title "…", --description "…", --tolerance <fraction>   the suite's own fields (tolerance 0.1 = 10 % is noise)
  --data-dir <dir>         data folder (default: $BENCH_DATA_DIR, else data/)
  --dry-run                print the new suite.json, write nothing

Without options it prints the suite's parameters (with the values its runs use) and metrics.
Exit status: 0 ok, 1 invalid data, 2 bad command line.`

const SUITE_OPTIONS = {
  param: { type: 'string', multiple: true },
  'metric-label': { type: 'string', multiple: true },
  unit: { type: 'string', multiple: true },
  title: { type: 'string' },
  description: { type: 'string' },
  tolerance: { type: 'string' },
  'data-dir': { type: 'string' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

export interface SuiteIo {
  stdout: (s: string) => void
  stderr: (s: string) => void
  cwd: string
}

class UsageError extends Error {}

function describe(id: string, dir: string): string {
  const { suite, runs } = loadSuite(id, dir)
  const values = new Map<string, Set<string>>()
  for (const r of runs)
    for (const res of r.results)
      for (const [k, v] of Object.entries(res.params ?? {})) values.set(k, (values.get(k) ?? new Set()).add(String(v)))
  const lines = [`suite "${id}": ${suite.title} (${runs.length} run${runs.length === 1 ? '' : 's'})`, 'parameters:']
  for (const [k, vs] of values) {
    const p = suite.parameters?.[k]
    lines.push(
      `  ${k}${p?.label ? ` "${p.label}"` : ''}${p?.unit ? ` [${p.unit}]` : ''}${p?.order ? ` order ${p.order}` : ''}: ${[...vs].slice(0, 12).join(', ')}${vs.size > 12 ? ', …' : ''}`,
    )
  }
  lines.push('metrics:')
  for (const [k, m] of Object.entries(suite.metrics))
    lines.push(
      `  ${k} "${m.label}" [${m.unit}], ${m.neutral ? 'no better or worse (set: direction:higher or lower)' : `${m.direction} is better`}${m.description ? ` — ${m.description}` : ''}`,
    )
  return lines.join('\n') + '\n'
}

export async function main(argv: string[], io: SuiteIo): Promise<number> {
  try {
    const { values: v, positionals } = readCommandLine(argv, SUITE_OPTIONS, (m) => new UsageError(m))
    if (v.help) {
      io.stdout(USAGE + '\n')
      return 0
    }
    const dir = v['data-dir'] !== undefined ? resolve(io.cwd, v['data-dir']) : dataDir()
    if (positionals.length !== 1)
      throw new UsageError(
        `expected one suite id, found ${positionals.length} (suites: ${suiteIds(dir).join(', ') || 'none yet'})`,
      )
    const id = positionals[0]!
    const known = suiteIds(dir)
    if (!known.includes(id))
      throw new UsageError(`unknown suite "${id}"${didYouMean(id, known)} (suites: ${known.join(', ') || 'none yet'})`)
    const edits = Boolean(
      v.param?.length || v['metric-label']?.length || v.unit?.length || v.title || v.description || v.tolerance,
    )
    if (!edits) {
      io.stdout(describe(id, dir))
      return 0
    }
    const tolerance = v.tolerance === undefined ? undefined : Number(v.tolerance)
    if (tolerance !== undefined && !(tolerance >= 0 && tolerance <= 10))
      throw new UsageError(`--tolerance ${v.tolerance}: expected a fraction such as 0.1 (10 %)`)
    const suiteDir = join(dir, id)
    const file = join(suiteDir, 'suite.json')
    const write = () => {
      const { runs } = loadSuite(id, dir)
      const keys = [...new Set(runs.flatMap((r) => r.results.flatMap((x) => Object.keys(x.params ?? {}))))]
      const notes: string[] = []
      const json = applySuiteEdits(
        applyUnits(readJsonFile(file) as Record<string, unknown>, v.unit ?? []),
        v.param ?? [],
        v['metric-label'] ?? [],
        keys,
        notes,
      )
      for (const n of notes) io.stderr(`note: ${n}\n`)
      if (v.title) json.title = v.title
      if (v.description) json.description = v.description
      if (tolerance !== undefined) json.tolerance = tolerance
      const suite = validate(Suite, json, file)
      for (const r of runs) normalizeRun(suite, r, join(suiteDir, 'runs', `${r.id}.json`))
      if (!v['dry-run']) writeFileAtomic(file, toJsonText(json))
      return json
    }
    const json = v['dry-run'] ? write() : await withSuiteLock(suiteDir, write)
    io.stdout(v['dry-run'] ? toJsonText(json) : `updated ${file}\n${describe(id, dir)}`)
    return 0
  } catch (e) {
    const usage = e instanceof UsageError || e instanceof SuiteEditError
    const msg = e instanceof Error ? e.message : String(e)
    io.stderr(
      `${e instanceof DataError ? 'invalid data' : 'error'}: ${msg}${usage ? ' (pnpm suite --help lists the options)' : ''}\n`,
    )
    if (process.env.DEBUG && e instanceof Error) io.stderr(`${e.stack}\n`)
    return usage ? 2 : 1
  }
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  main(process.argv.slice(2), {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    cwd: process.env.INIT_CWD ? resolve(process.env.INIT_CWD) : process.cwd(),
  }).then((c) => {
    process.exitCode = c
  })
}
