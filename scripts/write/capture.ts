// What `--run` adds to a run beyond the parsed results (exit status, the measured checkout's state,
// failed benchmarks), and the warnings a maintainer wants before publishing: a run whose results
// equal an earlier one's, and a tool or environment that changed since the previous run.
import type { Failure, Run } from '../../data/schema/schema'
import { sortRuns, testbedOf } from '../../data/schema/model'
import { describeFailures, nameByParamId, nameWholeRunFailures } from './failures'

export interface RunExtras {
  exitStatus?: number
  dirty?: boolean
  failures?: Failure[]
}

/** The run with the extras in place (keys kept in the schema's order: dirty and failures after commit). */
export function annotateRun(run: Run, extras: RunExtras): Run {
  const failures = extras.failures?.length
    ? nameWholeRunFailures(
        nameByParamId(extras.failures, run.results),
        run.results.map((r) => r.benchmark),
      )
    : undefined
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(run)) {
    if (k === 'status' || k === 'environment' || k === 'source' || k === 'results') {
      if (extras.dirty !== undefined && !('dirty' in out)) out.dirty = extras.dirty
      if (failures && !('failures' in out)) out.failures = failures
    }
    out[k] = k === 'source' && extras.exitStatus !== undefined ? { ...(v as object), exitStatus: extras.exitStatus } : v
  }
  return out as Run
}

/**
 * Fields both environments record and that differ: ["cpu: A → B"] (what the tool and command are is warned
 * apart). A field only one run records says what its format keeps (pytest's console names pytest's version,
 * its JSON does not), not that the machine changed.
 */
function environmentDiff(a: Run['environment'], b: Run['environment']): string[] {
  const out: string[] = []
  const flat = (e: Run['environment']) => {
    const m = new Map<string, string>()
    for (const [k, v] of Object.entries(e ?? {})) {
      if (k === 'tool' || k === 'command' || k === 'notes') continue
      if (v && typeof v === 'object') for (const [k2, v2] of Object.entries(v)) m.set(`${k}.${k2}`, String(v2))
      else m.set(k, String(v))
    }
    return m
  }
  const x = flat(a)
  const y = flat(b)
  for (const k of new Set([...x.keys(), ...y.keys()])) {
    const [before, after] = [x.get(k), y.get(k)]
    if (before !== undefined && after !== undefined && before !== after) out.push(`${k}: ${before} → ${after}`)
  }
  return out
}

/** Results as comparable text: benchmark, parameters and values, whatever the key order. */
function resultsKey(run: Run): string {
  const canon = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(canon)
    if (x && typeof x === 'object')
      return Object.fromEntries(
        Object.entries(x)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, v]) => [k, canon(v)]),
      )
    return x
  }
  return JSON.stringify(canon(run.results))
}

/** Warnings about `run` against the suite's earlier runs (none when it replaces `replacing`). */
export function runWarnings(run: Run, earlier: Run[], replacing?: string): string[] {
  const others = sortRuns(earlier.filter((r) => r.id !== replacing && r.id !== run.id))
  const out: string[] = []
  const key = resultsKey(run)
  const same = others.find((r) => resultsKey(r) === key)
  if (same)
    out.push(
      `run ${run.id} has exactly the same results as run ${same.id}: the same output ingested twice (say, with a changed trailing newline)? Remove it with git if so`,
    )
  const prev = others.filter((r) => r.status !== 'retired').at(-1)
  if (prev) {
    const before = prev.source?.tool ?? prev.environment?.tool
    const after = run.source?.tool ?? run.environment?.tool
    if (before && after && before !== after)
      out.push(`the tool changed since run ${prev.id}: ${before} → ${after}; results may not be comparable`)
    const env = environmentDiff(prev.environment, run.environment)
    if (env.length) out.push(`the environment changed since run ${prev.id}: ${env.join('; ')}`)
  }
  const bed = newTestbed(run, others)
  if (bed) out.push(bed)
  if (run.failures?.length) out.push(`${describeFailures(run.failures)}; the run records them and pages mark them`)
  return out
}

/**
 * A run from a testbed none of the suite's runs came from: said at ingest, because from now on its
 * verdicts, noise bands and change points compare it only with runs of that testbed (model.ts onTestbed).
 */
function newTestbed(run: Run, earlier: Run[]): string | undefined {
  if (!earlier.length) return undefined
  const bed = testbedOf(run)
  const known = [...new Set(earlier.map(testbedOf))]
  if (known.includes(bed)) return undefined
  const name = (b: string | undefined) => (b === undefined ? 'the unnamed testbed' : `"${b}"`)
  return `this run is from a new testbed, ${name(bed)}; the suite's ${earlier.length} earlier run${earlier.length === 1 ? ' is' : 's are'} from ${known.map(name).join(', ')}: it is compared only with runs of its own testbed (name one with --env testbed=<name>)`
}
