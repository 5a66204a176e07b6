// A run's environment as rows of a two-column table (Component / Specification), and the
// differences between two environments, so a comparison can say "measured on another machine".
import type { Environment, Run } from '../../data/schema/schema'

export interface EnvRow {
  label: string
  value: string
}

export function environmentRows(env: Environment | undefined): EnvRow[] {
  if (!env) return []
  const rows: EnvRow[] = []
  const add = (label: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') rows.push({ label, value: String(value) })
  }
  add('Machine', env.machine)
  add('CPU', env.cpu)
  if (env.cores !== undefined || env.threads !== undefined) {
    const c = env.cores !== undefined ? `${env.cores} cores` : ''
    const t = env.threads !== undefined ? `${env.threads} threads` : ''
    add('Cores', [c, t].filter(Boolean).join(', '))
  }
  add('RAM', env.ram)
  add('OS', env.os)
  add('Kernel', env.kernel)
  add('Architecture', env.arch)
  for (const [name, version] of Object.entries(env.runtimes ?? {})) add(name, version)
  add('Tool', env.tool)
  add('Command', env.command)
  for (const [k, v] of Object.entries(env.extra ?? {})) add(k, v)
  return rows
}

/** Human-readable differences between two environments: [".NET: 10.0.1 → 10.0.7"]. */
export function environmentChanges(before: Run | undefined, after: Run): string[] {
  if (!before) return []
  const a = new Map(environmentRows(before.environment).map((r) => [r.label, r.value]))
  const b = new Map(environmentRows(after.environment).map((r) => [r.label, r.value]))
  const out: string[] = []
  for (const label of new Set([...a.keys(), ...b.keys()])) {
    if (label === 'Command' || label === 'Tool') continue
    const x = a.get(label)
    const y = b.get(label)
    if (x !== y) out.push(`${label}: ${x ?? 'not recorded'} → ${y ?? 'not recorded'}`)
  }
  return out
}

/**
 * The rows of a run's environment block: the environment, then the tool and command from the run's
 * source when the environment does not state them (ingest keeps `--command` and `--run` there), the
 * commit measured, and any benchmarks that failed.
 */
export function runEnvironmentRows(run: Run): EnvRow[] {
  const env = { ...run.environment }
  env.tool ??= run.source?.tool
  env.command ??= run.source?.command
  const rows = environmentRows(env)
  if (run.commit)
    rows.push({ label: 'Commit', value: `${run.commit.slice(0, 12)}${run.dirty ? ' with uncommitted changes' : ''}` })
  if (run.source?.exitStatus !== undefined && run.source.exitStatus !== 0)
    rows.push({ label: 'Exit status', value: String(run.source.exitStatus) })
  if (run.failures?.length)
    rows.push({
      label: 'Failed benchmarks',
      value: run.failures.map((f) => (f.message ? `${f.benchmark} (${f.message})` : f.benchmark)).join('; '),
    })
  return rows
}
