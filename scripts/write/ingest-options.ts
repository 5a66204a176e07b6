// pnpm ingest's command line: the usage text, the options, and the checks made before anything is
// read (a bad option fails in a moment, not after a long parse). scripts/commands/ingest.ts runs the command.
import { readCommandLine } from '../../data/schema/command-line'
import type { Direction, Metric } from '../../data/schema/schema'
import { MAX_SAMPLES, PATTERNS } from '../../data/schema/schema'
import { isUnit } from '../../data/numbers/units'
import { guessDirection } from './prepare-run'

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
  --env key=value        environment, repeatable: testbed, cpu, cores, threads, ram, os, kernel, arch, machine,
                         tool, command go to those fields (testbed: the machine class; runs of different
                         testbeds are never compared); runtime.<name>=<version> to runtimes; anything else to extra
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
  --max-samples <n>      keep at most n samples per measurement; above, keep n, min, max, median, stddev and 201 quantiles (default 1000)
  --lock-timeout <s>     how long to wait for another ingest of the same suite (default 60)
  --rebuild              run \`pnpm build\` after storing
Presenting:
  --page docs/<path>.md  write a starter page for the suite (environment, charts, tables, changes, trend);
                         a relative path is taken from the site's folder; under docs/ (or BENCH_SRC_DIR),
                         not docs/public/, names of letters, digits, - _ .
  --param key=spec       label a parameter: size="Input size" or size=label:"Input size",unit:B,order:numeric,
                         values:64|1024,description:"…" (repeatable)
  --metric-label id=spec label a metric: time="Time per op" or time=label:"…",description:"…" (repeatable)
  --help                 this text

Exit status: 0 ok, 1 the input or data was refused (nothing written), 2 bad command line.`

export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

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

export type Values = ReturnType<typeof parseCli>['values']

export function parseCli(argv: string[]) {
  return readCommandLine(argv, options, (m) => new UsageError(m))
}

const SLUG = PATTERNS.slug
const ISO = PATTERNS.isoDate

export function checkOptions(v: Values): void {
  const ms = v['max-samples']
  if (ms !== undefined && !(/^\d+$/.test(ms) && Number(ms) <= MAX_SAMPLES))
    throw new UsageError(`--max-samples ${ms}: expected a whole number from 0 to ${MAX_SAMPLES}`)
  for (const k of ['suite', 'new-suite', 'id', 'remove'] as const) {
    const s = v[k]
    if (s !== undefined && !SLUG.test(s))
      throw new UsageError(
        `--${k} ${s}: expected a lowercase slug (a-z, 0-9, ".", "_", "-", starting with a letter or digit, at most 80 characters)`,
      )
  }
  if (v.date !== undefined && (!ISO.test(v.date) || Number.isNaN(Date.parse(v.date))))
    throw new UsageError(`--date ${v.date}: expected an ISO date such as 2026-04-18 or 2026-04-18T10:00:00Z`)
  if (v.commit !== undefined && !PATTERNS.commit.test(v.commit.toLowerCase()))
    throw new UsageError(`--commit ${v.commit}: expected a commit hash of 7 to 40 hex digits`)
  if (v['lock-timeout'] !== undefined && !(Number(v['lock-timeout']) >= 0))
    throw new UsageError(`--lock-timeout ${v['lock-timeout']}: expected a number of seconds`)
  if (v['no-raw'] && v['force-raw']) throw new UsageError('--no-raw and --force-raw contradict each other')
  for (const [k, max] of [
    ['version', 80],
    ['label', 120],
    ['command', 2000],
    ['title', 120],
    ['project', 80],
    ['description', 2000],
  ] as const) {
    const s = v[k]
    if (s !== undefined && (s.length === 0 || s.length > max))
      throw new UsageError(`--${k}: expected 1 to ${max} characters`)
  }
}

export function parseDirections(list: string[] = []): Record<string, Direction> {
  const out: Record<string, Direction> = {}
  for (const d of list) {
    const m = /^([^=]+)=(higher|lower)$/.exec(d)
    if (!m) throw new UsageError(`--direction ${d}: expected metric=higher or metric=lower`)
    out[m[1]!.trim()] = m[2] as Direction
  }
  return out
}

export function parseMetricDefs(list: string[], directions: Record<string, Direction>): Record<string, Metric> {
  const out: Record<string, Metric> = {}
  for (const d of list) {
    const m = /^([^=]+)=(.+)$/.exec(d)
    const id = m?.[1]?.trim() ?? ''
    const unit = m?.[2]?.trim() ?? ''
    if (!m || !SLUG.test(id) || !isUnit(unit))
      throw new UsageError(
        `--metric ${d}: expected id=unit with a slug id and a unit such as ns, ms, req/s, B, B/op, %`,
      )
    const direction = directions[id] ?? guessDirection(unit)
    if (!direction) throw new UsageError(`--metric ${d}: also pass --direction ${id}=higher or --direction ${id}=lower`)
    out[id] = { label: id, unit, direction }
  }
  for (const id of Object.keys(directions))
    if (!out[id]) throw new UsageError(`--direction ${id}=…: no --metric ${id}=<unit> to apply it to`)
  return out
}
